from enum import StrEnum

class PalaceOptionsFourOfAKind(StrEnum):
    CONSECUTIVE = "consecutive"
    OFF = "off"
    SINGLE_PLAY = "single_play"

    def __str__(self) -> str:
        return str(self.value)
