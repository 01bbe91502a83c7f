from enum import StrEnum

class DragonsWildOptionsBlockedHand(StrEnum):
    NO_PENALTY = "no_penalty"
    PENALISE_ALL = "penalise_all"

    def __str__(self) -> str:
        return str(self.value)
