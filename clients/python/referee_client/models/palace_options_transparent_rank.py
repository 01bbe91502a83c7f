from enum import StrEnum

class PalaceOptionsTransparentRank(StrEnum):
    NONE = "none"
    VALUE_1 = "3"
    VALUE_2 = "8"

    def __str__(self) -> str:
        return str(self.value)
