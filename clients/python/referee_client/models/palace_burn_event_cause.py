from enum import StrEnum

class PalaceBurnEventCause(StrEnum):
    FOUR_OF_A_KIND = "four_of_a_kind"
    TEN = "ten"

    def __str__(self) -> str:
        return str(self.value)
