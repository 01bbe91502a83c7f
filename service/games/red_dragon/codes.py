"""The problem codes Red Dragon raises beyond the generic ones (`GENERIC_PROBLEM_CODES` in
service/games/base.py), each with what it means. docs/rules/red_dragon.md §11 lists the same
codes; openapi.yaml lists them as `RedDragonProblemCode` (scripts/build_openapi.py)."""

from __future__ import annotations

from collections.abc import Mapping

PROBLEM_CODES: Mapping[str, str] = {
    "move.unknown_type": "the move's `type` is not a Red Dragon move type (400)",
    "move.unknown_card": "a string that is no card (400)",
    "move.unknown_rank": "a string that is no rank (400)",
    "options.decks_required": "5 to 8 players need 2 decks",
    "red_dragon.select_reserve_first": (
        "another move while Reserve cards are being chosen (`details.to_act` for a seat that "
        "has chosen and waits)"
    ),
    "red_dragon.reserve_already_chosen": (
        "select_reserve by a seat that has chosen, or after play has begun"
    ),
    "red_dragon.reserve_count": "select_reserve names other than 3 cards (`details.expected`)",
    "red_dragon.not_dealt": "select_reserve names a card not among the 8 the seat saw",
    "red_dragon.declare_first": "another move while a Joker revealed from Chance awaits a rank",
    "red_dragon.nothing_to_declare": "declare with no Chance Joker waiting for a rank",
    "red_dragon.direction_required": (
        "the first play with 3 or more players names no direction (default_direction none)"
    ),
    "red_dragon.direction_fixed": "a play names a direction after the first play",
    "red_dragon.empty_play": "a play of no cards",
    "red_dragon.table_stage": (
        "a play from hand or Opening once both are gone: play a Reserve card or take a Chance card"
    ),
    "red_dragon.hand_first": "Opening, Reserve or Chance cards played while the hand holds cards",
    "red_dragon.opening_first": "Reserve or Chance cards played while Opening cards are left",
    "red_dragon.not_in_hand": "the played cards are not all in the hand",
    "red_dragon.not_in_opening": "the played cards are not all among the Opening cards",
    "red_dragon.not_in_reserve": "the named card is not in the Reserve",
    "red_dragon.mix_whole_hand": "Opening cards join a play only with every remaining hand card",
    "red_dragon.mix_all_of_rank": (
        "a mixed play leaves out Opening cards of its rank (mix_opening_subset all_of_rank)"
    ),
    "red_dragon.same_rank": (
        "the cards of a play differ in rank, or its Jokers are declared another rank"
    ),
    "red_dragon.joker_declaration_required": "a play with a Joker declares no rank (`as`)",
    "red_dragon.declaration_without_joker": "a play without a Joker declares a rank (`as`)",
    "red_dragon.cannot_play_on": "the legality table refuses that rank on the top (`details.top`)",
    "red_dragon.consecutive_eights": (
        "another 8 in the free go the seat's own 8s gave it (consecutive_eights forbidden)"
    ),
    "red_dragon.no_chance_card": "take_chance names a position with no Chance card",
    "red_dragon.pile_empty": "a pick-up with no pile",
    "red_dragon.must_play": "a pick-up while a card could be played (`details.cards` names them)",
    "red_dragon.must_take_chance": "a pick-up while Chance cards are left",
    "red_dragon.reserve_card_required": (
        "a Reserve-only pick-up names no Reserve card (reserve_fail_takes_card)"
    ),
    "red_dragon.reserve_not_allowed": "a pick-up names a Reserve card where none is taken",
}
