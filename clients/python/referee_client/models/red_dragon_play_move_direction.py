from enum import StrEnum

class RedDragonPlayMoveDirection(StrEnum):
    CCW = "ccw"
    CW = "cw"

    def __str__(self) -> str:
        return str(self.value)
