from enum import StrEnum

class ListSessionsStatus(StrEnum):
    ACTIVE = "active"
    ALL = "all"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
