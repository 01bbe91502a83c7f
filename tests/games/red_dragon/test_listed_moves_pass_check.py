"""`RedDragon.check` accepts a move object taken from the last `legal_moves` list without
checking it again; that is sound only if every listed move passes `check_move`."""

from __future__ import annotations

import random

import pytest

from service.games.red_dragon import GAME, rules

COMBOS = [
    (8, {}),
    (3, {"jokers_per_deck": 2}),
    (
        5,
        {
            "jokers_per_deck": 1,
            "consecutive_eights": "forbidden",
            "chance_exception_scope": "later_only",
        },
    ),
    (
        4,
        {
            "jokers_per_deck": 2,
            "eight_skip_survives_burn": True,
            "reserve_fail_takes_card": False,
            "mix_opening_subset": "all_of_rank",
            "default_direction": "cw",
        },
    ),
]


@pytest.mark.parametrize(("players", "raw"), COMBOS)
def test_every_listed_move_passes_check_move(players: int, raw: dict) -> None:
    rng = random.Random(players)
    opts = GAME.normalize_options(players, raw)
    for game_no in range(3):
        state = GAME.setup(players, opts, f"listed-{game_no}")
        for _ in range(2000):
            acting = GAME.to_act(state)
            if not acting:
                break
            seat = rng.choice(sorted(acting))
            moves = GAME.legal_moves(state, seat)
            for m in moves:
                rules.check_move(state, seat, m)
            # an equal but distinct object goes through the full check
            move = moves[rng.randrange(len(moves))]
            copy = GAME.parse_move(GAME.encode_move(move))
            GAME.check(state, seat, copy)
            state, _ = GAME.apply(state, seat, move)
