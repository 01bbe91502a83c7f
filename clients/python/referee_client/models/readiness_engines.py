from enum import StrEnum

class ReadinessEngines(StrEnum):
    COMPILED = "compiled"
    PURE = "pure"

    def __str__(self) -> str:
        return str(self.value)
