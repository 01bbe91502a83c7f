from enum import StrEnum

class RedDragonBurnEventReason(StrEnum):
    FOUR_IN_A_ROW = "four_in_a_row"
    FOUR_OF_A_KIND = "four_of_a_kind"
    TEN = "ten"

    def __str__(self) -> str:
        return str(self.value)
