from enum import StrEnum

class RedsStateOptionsMode(StrEnum):
    FULL = "full"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
