from enum import StrEnum

class RedDragonOptionsChanceExceptionScope(StrEnum):
    EITHER = "either"
    LATER_ONLY = "later_only"

    def __str__(self) -> str:
        return str(self.value)
