from enum import StrEnum

class RedDragonDirectionEventDirection(StrEnum):
    CCW = "ccw"
    CW = "cw"

    def __str__(self) -> str:
        return str(self.value)
