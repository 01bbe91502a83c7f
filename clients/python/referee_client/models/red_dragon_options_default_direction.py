from enum import StrEnum

class RedDragonOptionsDefaultDirection(StrEnum):
    CW = "cw"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
