from enum import StrEnum

class RedsOptionsMode(StrEnum):
    FULL = "full"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
