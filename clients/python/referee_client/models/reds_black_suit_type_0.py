from enum import StrEnum

class RedsBlackSuitType0(StrEnum):
    C = "C"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
