"""The problem codes Dragons Wild raises beyond the generic ones (`GENERIC_PROBLEM_CODES` in
service/games/base.py), each with what it means. docs/rules/dragons_wild.md lists the same
codes; openapi.yaml lists them as `DragonsWildProblemCode` (scripts/build_openapi.py)."""

from __future__ import annotations

from collections.abc import Mapping

PROBLEM_CODES: Mapping[str, str] = {
    "move.unknown_type": "the move's `type` is not a Dragons Wild move type (400)",
    "move.unknown_card": "a string that is no card (400)",
    "dragons_wild.wrong_phase": (
        "a move the phase does not allow (a second draw, a meld before the draw, next_hand "
        "mid-hand)"
    ),
    "dragons_wild.only_buy": "a seat other than the active one may only ask to buy",
    "dragons_wild.active_cannot_buy": "the active player asks to buy: draw the discard instead",
    "dragons_wild.buy_window_closed": (
        "a buy after the active player has drawn, or of the first up-card "
        "(allow_buy_first_upcard)"
    ),
    "dragons_wild.buy_pending": "a buy while another seat's request waits for an answer",
    "dragons_wild.buy_limit": "the buys of the window or of the seat this hand are used up",
    "dragons_wild.no_penalty_card": "a buy with no card left to give as the penalty card",
    "dragons_wild.discard_empty": "a buy, or a draw from the discard pile, with that pile empty",
    "dragons_wild.card_not_in_hand": "the cards laid or discarded are not all in the hand",
    "dragons_wild.must_keep_discard": (
        "a meld action that leaves no card to discard (or only the discard just taken)"
    ),
    "dragons_wild.discard_taken_card": (
        "a discard of the card just taken from the discard pile "
        "(forbid_discard_of_taken_discard)"
    ),
    "dragons_wild.one_meld_action_per_turn": (
        "a second meld action in a turn, or go_out with going_out_multi_meld off"
    ),
    "dragons_wild.not_going_out": "go_out does not lay all cards but one",
    "dragons_wild.too_few_cards": "a new meld of fewer than 3 cards",
    "dragons_wild.two_wilds": "a meld would hold two Dragons",
    "dragons_wild.invalid_meld": (
        "cards that do not fit a set, or `dragon_at` where no run Dragon is placed"
    ),
    "dragons_wild.mixed_suit_run": "a run mixes suits",
    "dragons_wild.run_not_consecutive": "a run's numbers would not be consecutive",
    "dragons_wild.run_out_of_range": "a run would go beyond 1–8",
    "dragons_wild.ambiguous_wild": (
        "the run's Dragon could stand in more than one place: name it with `dragon_at`"
    ),
    "dragons_wild.wild_fixed": (
        "an inner Dragon is fixed: its number cannot be added, nor the Dragon moved"
    ),
    "dragons_wild.no_earlier_meld": "add before the seat owns a meld laid on an earlier turn",
    "dragons_wild.unknown_meld": "add names no meld on the table",
    "dragons_wild.tie_extra_hand": "end_game while the lead is shared (tie_policy extra_hand)",
}
