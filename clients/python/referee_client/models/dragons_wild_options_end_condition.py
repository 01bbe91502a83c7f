from enum import StrEnum

class DragonsWildOptionsEndCondition(StrEnum):
    HANDS_PER_PLAYER = "hands_per_player"
    MANUAL = "manual"
    TARGET_SCORE = "target_score"

    def __str__(self) -> str:
        return str(self.value)
