from enum import StrEnum

class EndedOutcomeReason(StrEnum):
    ABANDONED = "abandoned"
    RESIGNED = "resigned"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
