from enum import StrEnum

class DragonsWildViewPhase(StrEnum):
    ANSWER = "answer"
    BETWEEN = "between"
    DISCARD = "discard"
    DRAW = "draw"
    FINISHED = "finished"
    LAY = "lay"

    def __str__(self) -> str:
        return str(self.value)
