from enum import StrEnum

class RedsPublicMoveType1Type(StrEnum):
    BID = "bid"
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
