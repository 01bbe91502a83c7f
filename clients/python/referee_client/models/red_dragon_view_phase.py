from enum import StrEnum

class RedDragonViewPhase(StrEnum):
    FINISHED = "finished"
    PLAY = "play"
    SELECT_RESERVE = "select_reserve"

    def __str__(self) -> str:
        return str(self.value)
