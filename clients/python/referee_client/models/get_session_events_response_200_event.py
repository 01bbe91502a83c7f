from enum import StrEnum

class GetSessionEventsResponse200Event(StrEnum):
    MOVE = "move"
    OUTCOME = "outcome"

    def __str__(self) -> str:
        return str(self.value)
