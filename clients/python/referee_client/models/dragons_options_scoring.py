from enum import StrEnum

class DragonsOptionsScoring(StrEnum):
    LOOP = "loop"
    TANTRIX = "tantrix"

    def __str__(self) -> str:
        return str(self.value)
