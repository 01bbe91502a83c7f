from enum import StrEnum

class GameId(StrEnum):
    DRAGONS = "dragons"
    DRAGONS_WILD = "dragons_wild"
    PALACE = "palace"
    REDS = "reds"
    RED_DRAGON = "red_dragon"

    def __str__(self) -> str:
        return str(self.value)
