from enum import StrEnum

class DragonsWildViewPhase(StrEnum):
    ANSWER = "answer"
    BETWEEN = "between"
    DISCARD = "discard"
    DRAW = "draw"
    LAY = "lay"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
