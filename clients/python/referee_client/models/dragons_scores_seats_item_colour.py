from enum import StrEnum

class DragonsScoresSeatsItemColour(StrEnum):
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
