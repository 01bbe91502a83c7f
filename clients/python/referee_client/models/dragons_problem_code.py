from enum import StrEnum

class DragonsProblemCode(StrEnum):
    DRAGONS_EDGE_MISMATCH = "dragons.edge_mismatch"
    DRAGONS_FIRST_AT_ORIGIN = "dragons.first_at_origin"
    DRAGONS_GAP_FIRST = "dragons.gap_first"
    DRAGONS_ILLEGAL = "dragons.illegal"
    DRAGONS_IMPOSSIBLE_GAP = "dragons.impossible_gap"
    DRAGONS_NOT_ADJACENT = "dragons.not_adjacent"
    DRAGONS_OCCUPIED = "dragons.occupied"
    MOVE_MALFORMED = "move.malformed"
    MOVE_UNKNOWN_TYPE = "move.unknown_type"
    OPTIONS_CONFLICT = "options.conflict"
    OPTIONS_INVALID = "options.invalid"
    OPTIONS_UNKNOWN = "options.unknown"
    PLAYERS_INVALID = "players.invalid"
    PLAYERS_OUT_OF_RANGE = "players.out_of_range"
    SEAT_INVALID = "seat.invalid"
    STATE_INVALID = "state.invalid"
    TURN_GAME_OVER = "turn.game_over"
    TURN_NOT_YOUR_TURN = "turn.not_your_turn"

    def __str__(self) -> str:
        return str(self.value)
