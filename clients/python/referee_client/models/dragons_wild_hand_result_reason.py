from enum import StrEnum

class DragonsWildHandResultReason(StrEnum):
    BLOCKED = "blocked"
    HAND_LIMIT = "hand_limit"
    WENT_OUT = "went_out"

    def __str__(self) -> str:
        return str(self.value)
