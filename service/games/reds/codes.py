"""The problem codes Reds raises beyond the generic ones (`GENERIC_PROBLEM_CODES` in
service/games/base.py), each with what it means. docs/rules/reds.md §7 lists the same codes;
openapi.yaml lists them as `RedsProblemCode` (scripts/build_openapi.py)."""

from __future__ import annotations

from collections.abc import Mapping

PROBLEM_CODES: Mapping[str, str] = {
    "move.unknown_type": "the move's `type` is not bid, exchange or play (400)",
    "move.unknown_card": "a string that is no card (400)",
    "reds.unknown_card": "a real card that is not in the Reds pack: a heart or a joker (400)",
    "reds.partnership_needs_4_or_6": "the partnership game with other than 4 or 6 players",
    "reds.wrong_phase": "a move of another phase than the round's (`details.phase`)",
    "reds.bid_out_of_range": "a bid outside 0..5",
    "reds.already_bid": "a second bid by a seat that has bid this round",
    "reds.exchange_not_this_round": "an exchange in a round without one",
    "reds.exchange_wrong_count": "an exchange of other than this round's number of cards",
    "reds.duplicate_card": "the same card twice in an exchange",
    "reds.card_not_in_hand": "playing or passing a card the seat does not hold",
    "reds.already_submitted": "a second exchange by a seat that has passed its cards",
    "reds.must_follow_suit": "an off-suit card while holding the suit led",
}
