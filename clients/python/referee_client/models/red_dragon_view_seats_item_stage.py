from enum import StrEnum

class RedDragonViewSeatsItemStage(StrEnum):
    HAND = "hand"
    OPENING = "opening"
    OUT = "out"
    SETUP = "setup"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
