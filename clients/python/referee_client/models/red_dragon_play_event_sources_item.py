from enum import StrEnum

class RedDragonPlayEventSourcesItem(StrEnum):
    CHANCE = "chance"
    HAND = "hand"
    OPENING = "opening"
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
