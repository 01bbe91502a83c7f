from enum import StrEnum

class PalacePlayEventSource(StrEnum):
    FACE_DOWN = "face_down"
    FACE_UP = "face_up"
    HAND = "hand"
    MIXED = "mixed"

    def __str__(self) -> str:
        return str(self.value)
