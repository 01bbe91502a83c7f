from enum import StrEnum

class PalaceLadderRank(StrEnum):
    A = "A"
    J = "J"
    K = "K"
    Q = "Q"
    VALUE_0 = "3"
    VALUE_1 = "4"
    VALUE_2 = "5"
    VALUE_3 = "6"
    VALUE_4 = "7"
    VALUE_5 = "8"
    VALUE_6 = "9"

    def __str__(self) -> str:
        return str(self.value)
