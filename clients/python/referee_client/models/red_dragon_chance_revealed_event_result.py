from enum import StrEnum

class RedDragonChanceRevealedEventResult(StrEnum):
    DECLARE = "declare"
    FAILED = "failed"
    PLAYED = "played"

    def __str__(self) -> str:
        return str(self.value)
