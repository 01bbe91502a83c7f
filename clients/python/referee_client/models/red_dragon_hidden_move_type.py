from enum import StrEnum

class RedDragonHiddenMoveType(StrEnum):
    PICK_UP = "pick_up"
    SELECT_RESERVE = "select_reserve"

    def __str__(self) -> str:
        return str(self.value)
