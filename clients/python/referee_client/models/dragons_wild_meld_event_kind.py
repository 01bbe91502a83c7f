from enum import StrEnum

class DragonsWildMeldEventKind(StrEnum):
    RUN = "run"
    SET = "set"

    def __str__(self) -> str:
        return str(self.value)
