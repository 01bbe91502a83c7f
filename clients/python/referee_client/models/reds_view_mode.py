from enum import StrEnum

class RedsViewMode(StrEnum):
    FULL = "full"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
