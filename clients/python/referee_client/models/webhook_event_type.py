from enum import StrEnum

class WebhookEventType(StrEnum):
    GAME_FINISHED = "game.finished"
    MOVE_APPLIED = "move.applied"
    RATING_UPDATED = "rating.updated"
    SESSION_CREATED = "session.created"
    SESSION_DELETED = "session.deleted"

    def __str__(self) -> str:
        return str(self.value)
