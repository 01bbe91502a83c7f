from enum import StrEnum

class DragonsViewPhase(StrEnum):
    FINISHED = "finished"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
