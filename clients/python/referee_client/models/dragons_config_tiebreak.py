from enum import StrEnum

class DragonsConfigTiebreak(StrEnum):
    LARGEST_CLOSED_LOSES = "largest_closed_loses"
    LARGEST_CLOSED_WINS = "largest_closed_wins"
    LOWER_RATING_WINS = "lower_rating_wins"
    MOST_HOLES_LOSES = "most_holes_loses"
    MOST_HOLES_WINS = "most_holes_wins"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
