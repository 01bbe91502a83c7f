from enum import StrEnum

class ReadinessRedis(StrEnum):
    ERROR = "error"
    FULL = "full"
    OK = "ok"
    UNREACHABLE = "unreachable"

    def __str__(self) -> str:
        return str(self.value)
