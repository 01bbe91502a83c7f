from enum import StrEnum

class DragonsLoopEventColour(StrEnum):
    GREEN = "green"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
