from enum import StrEnum

class RedsViewOptionsMode(StrEnum):
    FULL = "full"
    SHORT = "short"

    def __str__(self) -> str:
        return str(self.value)
