"""A bot never sees hidden cards: two states that differ only in what a seat may not see
(another seat's hand, face-down or Chance cards, the deck or stock order) give the bot the
same inputs and so the same choice."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service import bots
from service.games import registry
from service.games.base import Game

Slot = tuple[Any, Any]  # (container, index or key): one hidden card in an encoded state


def _items(seq: list[Any], skip: Any = ()) -> list[Slot]:
    return [(seq, i) for i, c in enumerate(seq) if c not in skip]


def hidden_slots(game_id: str, d: dict[str, Any], viewer: int) -> list[list[Slot]]:
    """The places of the cards `viewer` cannot see, grouped by where they lie."""
    zones: list[list[Slot]] = []
    if game_id == "palace":
        for j, s in enumerate(d["seats"]):
            if j != viewer:
                zones.append(_items(s["hand"], set(s["shown"])))
            zones.append(_items(s["face_down"]))  # unknown to the owner too
        zones.append(_items(d["stock"]))
    elif game_id == "red_dragon":
        for j, s in enumerate(d["seats"]):
            if j != viewer:
                zones.append(_items(s["reserve"]))
                zones.append(_items(s["dealt"]))
            zones.append([(c, "card") for c in s["chance"]])  # unknown to the owner too
        zones.append(_items(d["out_of_round"]))
    elif game_id == "reds":
        passed = {c for p in d["passed"] if p for c in p}
        for j, hand in enumerate(d["hands"]):
            if j != viewer:
                zones.append(_items(hand, passed))
        zones.append(_items(d["stock"]))
    elif game_id == "dragons_wild":
        for j, hand in enumerate(d["hands"]):
            if j != viewer:
                zones.append(_items(hand, set(d.get("shown", [[]] * len(d["hands"]))[j])))
        zones.append(_items(d["deck"]))
    return [z for z in zones if z]


def twin(game: Game, state: Any, seat: int, rng: random.Random) -> Any | None:
    """A state that differs from `state` only in hidden cards of `seat`, or None."""
    data = game.encode_state(state)
    zones = hidden_slots(game.id, data, seat)
    if len(zones) < 2:
        return None
    a, b = rng.sample(zones, 2)
    (ca, ka), (cb, kb) = rng.choice(a), rng.choice(b)
    if ca[ka] == cb[kb]:
        return None
    ca[ka], cb[kb] = cb[kb], ca[ka]
    if game.id == "reds":
        ranks = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
        data["stock"].sort(key=lambda c: ("CDS".index(c[-1]), ranks.index(c[:-1])))
    try:
        other = game.decode_state(data)
    except Exception:
        return None
    return other if game.encode_state(other) != game.encode_state(state) else None


CARD_GAMES = [("palace", 3), ("red_dragon", 3), ("reds", 3), ("dragons_wild", 3)]


@pytest.mark.parametrize("game_id,players", CARD_GAMES)
def test_states_that_differ_only_in_hidden_cards_give_the_same_choice(
    game_id: str, players: int
) -> None:
    game = registry()[game_id]
    rng = random.Random(game_id)
    checked = 0
    for g in range(4):
        state = game.setup(players, game.normalize_options(players, {}), f"hidden:{g}")
        for step in range(400):
            to_act = sorted(game.to_act(state))
            if not to_act:
                break
            seat = rng.choice(to_act)
            other = twin(game, state, seat, rng) if step % 3 == 0 else None
            if other is not None:
                mine = bots.inputs(game, state, seat)
                theirs = bots.inputs(game, other, seat)
                # the twin differs only where the seat may not look: its inputs are equal,
                # or the view shows something hidden (a leak) — asserted, never skipped
                assert mine == theirs, f"{game_id} step {step}: the twin's view differs"
                for name in ("random", "greedy"):  # expert: test_expert.py
                    assert bots.suggest(game, state, seat, name, step) == bots.suggest(
                        game, other, seat, name, step
                    )
                checked += 1
            moves = game.legal_moves(state, seat)
            state, _ = game.apply(state, seat, rng.choice(moves))
    assert checked >= 10, f"only {checked} twin states checked"


def test_dragons_bot_reads_the_whole_position_from_the_view() -> None:
    """Dragons has no hidden information: the view is the position, and the bot's choice is
    a pure function of its inputs."""
    from service.games.dragons.bot import position

    game = registry()["dragons"]
    rng = random.Random(7)
    state = game.setup(2, game.normalize_options(2, {}), "x")
    for _ in range(8):
        seat = min(game.to_act(state))
        view, moves = bots.inputs(game, state, seat)
        assert game.encode_state(position(view)) == game.encode_state(state)
        first = bots.suggest(game, state, seat, "greedy", "s")
        again = bots.get_bot("dragons", "greedy").choose(view, moves, bots.bot_rng("s"))
        assert first == again
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
