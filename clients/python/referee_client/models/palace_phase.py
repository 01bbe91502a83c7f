from enum import StrEnum

class PalacePhase(StrEnum):
    OVER = "over"
    PLAY = "play"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
