from enum import StrEnum

class DragonsConfigScoring(StrEnum):
    LOOP = "loop"
    TANTRIX = "tantrix"

    def __str__(self) -> str:
        return str(self.value)
