from enum import StrEnum

class RedDragonHistoryEntryType(StrEnum):
    ABANDON = "abandon"
    JOIN = "join"
    MOVE = "move"
    RESIGN = "resign"
    START = "start"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
