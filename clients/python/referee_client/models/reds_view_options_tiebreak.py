from enum import StrEnum

class RedsViewOptionsTiebreak(StrEnum):
    ALL_PLAYERS = "all_players"

    def __str__(self) -> str:
        return str(self.value)
