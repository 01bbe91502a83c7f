from enum import StrEnum

class DragonsOutcomeReason(StrEnum):
    LOOPS_EQUAL = "loops_equal"
    LOOP_CLOSED = "loop_closed"
    NO_LEGAL_MOVE = "no_legal_move"
    TILES_EXHAUSTED = "tiles_exhausted"

    def __str__(self) -> str:
        return str(self.value)
