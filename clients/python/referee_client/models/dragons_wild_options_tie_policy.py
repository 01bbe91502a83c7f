from enum import StrEnum

class DragonsWildOptionsTiePolicy(StrEnum):
    EXTRA_HAND = "extra_hand"
    SHARE = "share"

    def __str__(self) -> str:
        return str(self.value)
