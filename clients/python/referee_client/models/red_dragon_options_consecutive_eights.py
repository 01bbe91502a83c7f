from enum import StrEnum

class RedDragonOptionsConsecutiveEights(StrEnum):
    FORBIDDEN = "forbidden"
    NO_EXTRA_GO = "no_extra_go"

    def __str__(self) -> str:
        return str(self.value)
