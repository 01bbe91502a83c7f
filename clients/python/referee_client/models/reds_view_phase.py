from enum import StrEnum

class RedsViewPhase(StrEnum):
    BID = "bid"
    EXCHANGE = "exchange"
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
