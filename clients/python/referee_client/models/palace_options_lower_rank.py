from enum import StrEnum

class PalaceOptionsLowerRank(StrEnum):
    NONE = "none"
    VALUE_1 = "5"
    VALUE_2 = "7"
    VALUE_3 = "9"

    def __str__(self) -> str:
        return str(self.value)
