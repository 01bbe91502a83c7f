from enum import StrEnum

class DragonsWildDrawMoveSource(StrEnum):
    DECK = "deck"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
