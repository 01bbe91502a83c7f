from enum import StrEnum

class RedsViewPhase(StrEnum):
    BID = "bid"
    EXCHANGE = "exchange"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
