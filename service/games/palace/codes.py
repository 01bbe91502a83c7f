"""The problem codes Palace raises beyond the generic ones (`GENERIC_PROBLEM_CODES` in
service/games/base.py), each with what it means. docs/rules/palace.md §10 lists the same
codes; openapi.yaml lists them as `PalaceProblemCode` (scripts/build_openapi.py)."""

from __future__ import annotations

from collections.abc import Mapping

PROBLEM_CODES: Mapping[str, str] = {
    "move.unknown_type": "the move's `type` is not a Palace move type (400)",
    "move.unknown_card": "a string that is no card (400)",
    "palace.already_ready": (
        "swap, ready or place by a seat that has already said ready (or placed) while others "
        "still swap"
    ),
    "palace.swap_phase": "play, flip or pick_up before play has begun",
    "palace.swap_phase_over": "swap, ready or place after play has begun",
    "palace.not_in_hand": "a swap or place names a card that is not in the hand",
    "palace.not_face_up": "a swap or pick-up names a card that is not one of the face-up cards",
    "palace.no_place": "place without deal choose_3_of_6",
    "palace.place_first": "swap or ready with deal choose_3_of_6: place the face-up cards",
    "palace.place_count": "place names the wrong number of cards (`details.expected`)",
    "palace.one_rank": "a play mixes ranks",
    "palace.not_in_source": "the played cards are not all held where the seat plays from",
    "palace.hand_first": "face-up cards played while the hand holds cards",
    "palace.no_mixing": "a play mixes hand and face-up cards (mix_hand_faceup is off)",
    "palace.mix_needs_whole_hand": (
        "face-up cards join a play only with the stock empty and every remaining hand card"
    ),
    "palace.must_match_or_beat": "the rank is lower than the (effective) top of the pile",
    "palace.lower_card": "the rank is higher than the lower card on top (lower_rank)",
    "palace.ten_restricted": "a 10 on a J, Q, K or A (ten_restricted)",
    "palace.must_lead_lowest": (
        "the starter's first play is not their lowest rank (starter_must_lead_lowest)"
    ),
    "palace.must_flip": "a play or pick-up at the face-down stage: flip a card",
    "palace.not_face_down_stage": "a flip before the hand and face-up cards are gone",
    "palace.no_such_card": "a flip position with no face-down card",
    "palace.must_play_again": "a pick-up while the seat must cover its own 2 or lead after a burn",
    "palace.empty_pile": "a pick-up with no pile",
    "palace.pickup_only_when_unable": (
        "a pick-up while a card could be played (`details.cards` names them)"
    ),
    "palace.choose_face_up_card": (
        "a face-up-stage pick-up that must take a face-up card names none "
        "(faceup_pickup_takes_card)"
    ),
    "palace.no_face_up_card": "a pick-up names a face-up card where none is taken",
}
