from enum import StrEnum

class DragonsWildDrawEventSource(StrEnum):
    DECK = "deck"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
