from enum import StrEnum

class DragonsFace(StrEnum):
    SHOULDERS = "shoulders"
    TAILS = "tails"

    def __str__(self) -> str:
        return str(self.value)
