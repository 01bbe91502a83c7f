from enum import StrEnum

class RedsProblemCode(StrEnum):
    MOVE_MALFORMED = "move.malformed"
    MOVE_UNKNOWN_CARD = "move.unknown_card"
    MOVE_UNKNOWN_TYPE = "move.unknown_type"
    OPTIONS_INVALID = "options.invalid"
    OPTIONS_UNKNOWN = "options.unknown"
    PLAYERS_INVALID = "players.invalid"
    PLAYERS_OUT_OF_RANGE = "players.out_of_range"
    REDS_ALREADY_BID = "reds.already_bid"
    REDS_ALREADY_SUBMITTED = "reds.already_submitted"
    REDS_BID_OUT_OF_RANGE = "reds.bid_out_of_range"
    REDS_CARD_NOT_IN_HAND = "reds.card_not_in_hand"
    REDS_DUPLICATE_CARD = "reds.duplicate_card"
    REDS_EXCHANGE_NOT_THIS_ROUND = "reds.exchange_not_this_round"
    REDS_EXCHANGE_WRONG_COUNT = "reds.exchange_wrong_count"
    REDS_MUST_FOLLOW_SUIT = "reds.must_follow_suit"
    REDS_PARTNERSHIP_NEEDS_4_OR_6 = "reds.partnership_needs_4_or_6"
    REDS_UNKNOWN_CARD = "reds.unknown_card"
    REDS_WRONG_PHASE = "reds.wrong_phase"
    SEAT_INVALID = "seat.invalid"
    STATE_INVALID = "state.invalid"
    TURN_GAME_OVER = "turn.game_over"
    TURN_NOT_YOUR_TURN = "turn.not_your_turn"

    def __str__(self) -> str:
        return str(self.value)
