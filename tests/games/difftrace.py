"""A trace of seeded random games, to hold the compiled engines equal to the pure ones.

    REFEREE_ENGINE_BUILD=pure python -m tests.games.difftrace GAME --actions N [--dump K]

Plays seeded random games of GAME (player counts and enum/boolean options varied by the
seed) until N actions have been played, and prints one line per action: the SHA-256 of
everything the engine answered at that point —

- the state's snapshot (`encode_state`) and its decode/encode round trip,
- `to_act`, every seat's legal moves (JSON and notation), `outcome` and `scores`,
- the view of the acting seat and of a spectator (of every seat on every 7th action),
- the verdict (class, code, message, details) on a stale move (one listed for an earlier
  position), on an out-of-turn move and on a malformed one,
- the chosen move's `apply`: the events, redacted for every viewer.

tests/games/test_builds.py runs it once per build in subprocesses and compares the lines; on
the first difference, `--dump K` prints the whole record of action K (not its hash) so the
test can show what differs. The first line names the build that ran.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from typing import Any

from service.games import get_game
from service.games.base import Game, RulesError, redact_event
from service.games.build import ENGINE_BUILD

MALFORMED = ({"type": "no_such_move"}, {"type": 7}, "7H", {"cards": ["ZZ"]}, None, 7, [], {})
# Hostile calls of the engine's public functions, once per playout: a compiled build must
# refuse them exactly as the pure one does (same exception class, code and message).
HOSTILE: tuple[tuple[str, tuple[Any, ...]], ...] = (
    ("parse_notation", (None,)), ("parse_notation", (7,)), ("parse_notation", ("",)),
    ("parse_notation", ("zz zz",)), ("parse_notation", ("place 0,1 S3",)),
    ("normalize_options", (None, {})), ("normalize_options", ("2", {})),
    ("normalize_options", (2, {"no_such_option": 1})), ("normalize_options", (2, [])),
    ("normalize_options", (99, {})), ("decode_state", (None,)), ("decode_state", ({},)),
    ("decode_state", ({"players": "x"},)), ("decode_trusted_state", ([],)),
    ("is_card_token", (None,)), ("is_card_token", ("7H",)),
)


def hostile(game: Game) -> list[Any]:
    out: list[Any] = []
    for name, args in HOSTILE:
        try:
            result = getattr(game, name)(*args)
            out.append(["ok", canon(result)])
        except RulesError as error:
            out.append([type(error).__name__, error.code, error.message, error.details])
        except Exception as error:  # the pure build's own exception, whatever it is
            out.append([type(error).__name__, str(error)])
    return out


def canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), default=repr)


def verdict(game: Game, state: Any, seat: int, move: Any) -> Any:
    try:
        game.check(state, seat, move)
    except RulesError as error:
        return [type(error).__name__, error.code, error.message, error.details]
    return "ok"


def parse_verdict(game: Game, data: Any) -> Any:
    try:
        return ["parsed", game.encode_move(game.parse_move(data))]
    except RulesError as error:
        return [type(error).__name__, error.code, error.message, error.details]


def random_options(game: Game, players: int, rng: random.Random) -> dict[str, Any]:
    """Defaults, with some enum/boolean options drawn at random (kept only if they fit)."""
    raw: dict[str, Any] = {}
    for name, spec in game.options_schema.get("properties", {}).items():
        if rng.random() < 0.5:
            continue
        if "enum" in spec:
            raw[name] = rng.choice(spec["enum"])
        elif spec.get("type") == "boolean":
            raw[name] = rng.random() < 0.5
    try:
        return game.normalize_options(players, raw)
    except RulesError:
        return game.normalize_options(players, {})


def records(game: Game, actions: int, seed: str = "difftrace"):  # type: ignore[no-untyped-def]
    """Yields one record (a JSON-able dict) per action until `actions` have been played."""
    rng = random.Random(f"{seed}:{game.id}")
    played = 0
    playout = 0
    while played < actions:
        players = game.min_players + playout % (game.max_players - game.min_players + 1)
        options = random_options(game, players, rng)
        game_seed = f"{seed}-{playout}"
        state = game.setup(players, options, game_seed)
        stale: tuple[int, Any] | None = None
        playout += 1
        first = True
        while played < actions:
            record: dict[str, Any] = {"playout": [players, options, game_seed]}
            if first:
                record["hostile"] = hostile(game)
                first = False
            snapshot = game.encode_state(state)
            record["state"] = snapshot
            record["round_trip"] = canon(game.encode_state(game.decode_state(snapshot)))
            outcome = game.outcome(state)
            record["outcome"] = outcome.to_json()
            record["scores"] = game.scores(state)
            acting = sorted(game.to_act(state))
            record["to_act"] = acting
            if outcome.finished or not acting:
                yield record
                break
            moves = {seat: game.legal_moves(state, seat) for seat in range(players)}
            record["legal"] = {
                seat: [[game.encode_move(m), game.move_notation(m)] for m in listed]
                for seat, listed in moves.items()
            }
            seat = acting[rng.randrange(len(acting))]
            viewers = [*range(players), None] if played % 7 == 0 else [seat, None]
            record["views"] = [game.view(state, viewer) for viewer in viewers]
            if stale is not None:
                record["stale"] = verdict(game, state, *stale)
            idle = [s for s in range(players) if s not in acting]
            if idle:
                record["out_of_turn"] = verdict(game, state, idle[0], moves[seat][0])
            record["malformed"] = parse_verdict(game, MALFORMED[played % len(MALFORMED)])
            move = moves[seat][rng.randrange(len(moves[seat]))]
            record["move"] = [seat, game.encode_move(move), verdict(game, state, seat, move)]
            state, events = game.apply(state, seat, move)
            record["events"] = [
                [redact_event(e, viewer) for e in events] for viewer in [*range(players), None]
            ]
            stale = (seat, moves[seat][rng.randrange(len(moves[seat]))])
            played += 1
            yield record


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--seed", default="difftrace")
    parser.add_argument("--dump", type=int, default=None, help="print record K in full")
    args = parser.parse_args()
    game = get_game(args.game)
    assert game is not None, f"no game {args.game}"
    out = sys.stdout
    out.write(f"build {ENGINE_BUILD}\n")
    for index, record in enumerate(records(game, args.actions, args.seed)):
        text = canon(record)
        if args.dump is None:
            out.write(hashlib.sha256(text.encode()).hexdigest()[:24] + "\n")
        elif index == args.dump:
            out.write(json.dumps(record, sort_keys=True, indent=1, default=repr) + "\n")
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
