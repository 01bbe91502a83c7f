"""Every refusal of every game reads as plain English and says the same through `check`
(what validate answers) and `apply` (what a move answers).

Seeded random playouts of each game try illegal moves at every few steps: each seat's
listed moves tried by every other seat, and moves listed in earlier states (cards since
played, phases since over). Each refusal must have a stable code, a message without a
Python repr (`['7H']`, `{'a': 1}`, `Move(...)`, `None`) and with its articles and plurals
right ("an 8", "an A", "1 card", "2 cards"), JSON-ready `details`, and `apply` must refuse
with exactly the same code, message and details, a code the game declares
(`Game.all_problem_codes`). Malformed JSON moves (each field of each move type's example
given a list, an object, a number, null, ...) get the same reading.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from service.games import registry
from service.games.base import Game, MoveFormatError, RulesError
from service.games.cards import Rng

# The option sets played. Dragons Wild passes its optional stalemate guard: the rules have
# no round limit, and uniformly random players can circle for ever through the turned-over
# discard pile (4 of 100 seeded random games ran past 200,000 moves without it); 60 rounds
# only bounds these playouts, it is not what is being tested.
CONFIGS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "dragons": [(2, {}), (2, {"scoring": "tantrix"})],
    "dragons_wild": [
        (3, {"max_rounds_per_hand": 60, "max_hands": 2}),
        # two hands: with the canonical listing this seed's first hand ends on turn one
        (4, {"max_rounds_per_hand": 60, "max_hands": 2, "going_out_multi_meld": True}),
    ],
    "palace": [(3, {}), (2, {"deal": "choose_3_of_6", "ten_restricted": True})],
    "red_dragon": [(3, {}), (4, {"jokers_per_deck": 2})],
    "reds": [(3, {"hidden_bids": True, "mode": "short"}), (4, {"mode": "short"})],
}
MAX_STEPS = 400
PROBE_EVERY = 4
PER_SEAT = 25  # listed moves of a seat tried by the others, per probe
REMEMBERED = 60  # moves of earlier states kept for probing

BAD_TEXT = {
    "a Python list or tuple": re.compile(r"[\[\]]"),
    "a Python dict or set": re.compile(r"[{}]"),
    "a quoted Python string": re.compile(r"(^|[\s(:=,])'"),
    "a Python call": re.compile(r"\b[A-Za-z_]\w*\("),
    "a Python constant": re.compile(r"\b(None|True|False)\b"),
    "'a' before a vowel sound": re.compile(
        r"\ba (8\w*|11|18|A|A\d|ace|aces|eight|exchange|Opening|[EFHS]\d)\b"
    ),
    "'an' before a consonant sound": re.compile(r"\ban ([2-79]|10|J|Q|K)\b"),
    "a plural after 1": re.compile(
        r"(?<![\d.])\b1 (cards|buys|tricks|tiles|rounds|melds|positions|times)\b"
    ),
    "a singular after another number": re.compile(
        r"\b(0|[2-9]|\d\d+) (card|buy|trick|tile|round|meld|position)\b(?![-\w])"
    ),
    "'are' after one card": re.compile(r"^(\w+) are not all\b"),
}


def problems(message: str) -> list[str]:
    if not message or message != message.strip():
        return ["an empty or padded message"]
    return [name for name, pattern in BAD_TEXT.items() if pattern.search(message)]


def test_the_checks_catch_what_they_are_for() -> None:
    for bad in [
        "card: ['7H'] is not a card",
        "unexpected keys {'x'}",
        "cannot read 'play'",
        "not Move(card='7H')",
        "frozenset({1})",
        "seat None",
        "a 8 does not beat the K",
        "a 10 may not be played on a A",
        "a exchange move is not allowed",
        "an 7 is on top",
        "place exactly 1 cards face up",
        "exactly 3 card",
        "7H are not all in your hand",
        "",
    ]:
        assert problems(bad), bad
    for good in [
        "seat 1's request waits for an answer",
        "an 8 does not match or beat the K on top",
        "a 10 may not be played on an A",
        "the first tile goes at (0, 0), not (1, 0)",
        "pass exactly 1 card, not 2",
        "7H 7D are not all in your hand",
        "an exchange move is not allowed now",
        "a Q may not be played on an A (legality table)",
    ]:
        assert not problems(good), (good, problems(good))


def refusal(game: Game, state: Any, seat: int, move: Any) -> RulesError | None:
    try:
        game.check(state, seat, move)
    except RulesError as exc:
        return exc
    return None


def check_refusal(game: Game, state: Any, seat: int, move: Any, exc: RulesError) -> str | None:
    """What is wrong with a refusal (None if nothing)."""
    where = f"{game.id}: seat {seat} {game.move_notation(move)!r} -> {exc.code}: {exc.message!r}"
    if not re.fullmatch(r"[a-z_]+\.[a-z_]+", exc.code):
        return f"{where}: code is not a stable dotted name"
    found = problems(exc.message)
    if found:
        return f"{where}: {', '.join(found)}"
    if not isinstance(exc.details, dict):
        return f"{where}: details are not a dict"
    try:
        json.loads(json.dumps(exc.details)) == exc.details  # noqa: B015
    except (TypeError, ValueError):
        return f"{where}: details are not JSON-ready: {exc.details!r}"
    try:
        game.apply(state, seat, move)
    except RulesError as applied:
        if applied.to_json() != exc.to_json() or type(applied) is not type(exc):
            return f"{where}: apply refuses differently: {applied.to_json()}"
        return None
    return f"{where}: apply accepts a move check refuses"


def playout_refusals(
    game: Game, players: int, options: dict[str, Any], seed: str
) -> tuple[list[str], set[str]]:
    """What is wrong with the refusals met in a playout, and their codes."""
    state = game.setup(players, game.normalize_options(players, options), seed)
    rng = Rng(seed, "refusals")
    earlier: list[Any] = []
    bad: list[str] = []
    codes: set[str] = set()
    refused = 0
    for step in range(MAX_STEPS):
        if game.outcome(state).finished:
            break
        acting = sorted(game.to_act(state))
        listed = {s: game.legal_moves(state, s) for s in acting}
        if step % PROBE_EVERY == 0:
            probes: list[Any] = list(earlier)
            for moves in listed.values():
                if len(moves) > PER_SEAT:
                    picks = {rng.randbelow(len(moves)) for _ in range(PER_SEAT)}
                    probes += [moves[i] for i in sorted(picks)]
                else:
                    probes += moves
            for seat in range(players):
                for move in probes:
                    exc = refusal(game, state, seat, move)
                    if exc is not None:
                        refused += 1
                        codes.add(exc.code)
                        why = check_refusal(game, state, seat, move, exc)
                        if why and len(bad) < 20:
                            bad.append(why)
        seat = acting[rng.randbelow(len(acting))]
        moves = listed[seat]
        for move in moves[:5]:
            earlier.append(move)
        earlier = earlier[-REMEMBERED:]
        state, _ = game.apply(state, seat, moves[rng.randbelow(len(moves))])
    assert refused > 50, f"{game.id}: too few refusals probed ({refused})"
    return bad, codes


PLAYS = [
    pytest.param(gid, players, options, id=f"{gid}-{players}p-{k}")
    for gid, configs in sorted(CONFIGS.items())
    for k, (players, options) in enumerate(configs)
]


def test_every_game_is_probed() -> None:
    assert set(CONFIGS) == set(registry())


@pytest.mark.parametrize("game_id,players,options", PLAYS)
def test_refusals_read_well_and_match_apply(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    game = registry()[game_id]
    bad, codes = playout_refusals(game, players, options, f"refusals-{game_id}-{players}")
    assert not bad, "\n".join(bad)
    # every code met is declared (Game.all_problem_codes; test_problem_codes.py checks that
    # the rules document and openapi.yaml list the declared codes)
    undeclared = sorted(codes - set(game.all_problem_codes()))
    assert not undeclared, f"{game_id} refuses with undeclared codes: {undeclared}"


WRONG_VALUES: list[Any] = [["7H"], {"card": "7H"}, 7, 2.5, True, None, "", "?x", -1]


def malformed(example: dict[str, Any]) -> list[Any]:
    """The example move with each field (and the type) replaced by values of other JSON
    types, wrapped in a list, or dropped, plus an extra key and a few non-objects."""
    out: list[Any] = [None, [], [example], "play", 3]
    for key, value in example.items():
        for wrong in [*WRONG_VALUES, [value]]:
            out.append({**example, key: wrong})
        if isinstance(value, list) and value:
            for wrong in WRONG_VALUES:
                out.append({**example, key: [wrong, *value[1:]]})
        out.append({k: v for k, v in example.items() if k != key})
    out.append({**example, "extra": 1})
    return out


@pytest.mark.parametrize("game_id", sorted(registry()))
def test_malformed_moves_read_well(game_id: str) -> None:
    game = registry()[game_id]
    bad: list[str] = []
    tried = 0
    for move_type in game.move_types:
        for example in move_type.examples:
            for data in malformed(dict(example)):
                try:
                    game.parse_move(data)
                except MoveFormatError as exc:
                    tried += 1
                    found = problems(exc.message)
                    if found:
                        bad.append(f"{json.dumps(data)} -> {exc.code}: {exc.message!r}: {found}")
                    if not exc.code.startswith("move.") and not exc.code.startswith(game_id):
                        bad.append(f"{json.dumps(data)} -> {exc.code}: not a move format code")
                    if exc.code not in game.all_problem_codes():
                        bad.append(f"{json.dumps(data)} -> {exc.code}: not declared")
    assert tried > 20
    assert not bad, "\n".join(bad[:20])
