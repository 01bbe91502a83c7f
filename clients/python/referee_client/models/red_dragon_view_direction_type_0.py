from enum import StrEnum

class RedDragonViewDirectionType0(StrEnum):
    CCW = "ccw"
    CW = "cw"

    def __str__(self) -> str:
        return str(self.value)
