from enum import StrEnum

class DragonsWildOutcomeReason(StrEnum):
    HANDS_PER_PLAYER = "hands_per_player"
    MANUAL = "manual"
    MAX_HANDS = "max_hands"
    TARGET_SCORE = "target_score"

    def __str__(self) -> str:
        return str(self.value)
