from enum import StrEnum

class RedsStatePhase(StrEnum):
    BID = "bid"
    EXCHANGE = "exchange"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
