from enum import StrEnum

class PalaceOptionsStarterRule(StrEnum):
    LOWEST_HAND_CARD = "lowest_hand_card"
    LOWEST_INCLUDING_FACEUP = "lowest_including_faceup"
    PAGAT_FIRST_THREE_DEALT = "pagat_first_three_dealt"
    SEAT0 = "seat0"

    def __str__(self) -> str:
        return str(self.value)
