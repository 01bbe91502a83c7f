from enum import StrEnum

class RedDragonPickUpEventReason(StrEnum):
    CHANCE_FAILED = "chance_failed"
    NO_PLAY = "no_play"
    RESERVE_ONLY = "reserve_only"

    def __str__(self) -> str:
        return str(self.value)
