from enum import StrEnum

class PalaceOptionsDeal(StrEnum):
    BGA_SCALING = "bga_scaling"
    CHOOSE_3_OF_6 = "choose_3_of_6"
    VALUE_0 = "3/3/3"

    def __str__(self) -> str:
        return str(self.value)
