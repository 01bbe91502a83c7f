from enum import StrEnum

class RedsOutcomeReason(StrEnum):
    ROUNDS_COMPLETE = "rounds_complete"
    TIEBREAK_COMPLETE = "tiebreak_complete"

    def __str__(self) -> str:
        return str(self.value)
