from enum import StrEnum

class DragonsViewColourToMoveType0(StrEnum):
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
