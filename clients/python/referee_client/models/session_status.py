from enum import StrEnum

class SessionStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
