from enum import StrEnum

class PalaceOutcomeReason(StrEnum):
    LAST_PLAYER_HOLDING = "last_player_holding"
    MAX_TURNS = "max_turns"

    def __str__(self) -> str:
        return str(self.value)
