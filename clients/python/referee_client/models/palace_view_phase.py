from enum import StrEnum

class PalaceViewPhase(StrEnum):
    FINISHED = "finished"
    PLAY = "play"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
