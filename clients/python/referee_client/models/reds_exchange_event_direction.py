from enum import StrEnum

class RedsExchangeEventDirection(StrEnum):
    LEFT = "left"
    RIGHT = "right"

    def __str__(self) -> str:
        return str(self.value)
