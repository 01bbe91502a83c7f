"""Bots against bots, on the engines directly: `python -m service.bots.arena` (`make bots`).

For every game and player count, `games` seeded games are played with one `greedy` seat
(rotating through the seats) and `random` everywhere else; the greedy seat's share of the
wins is printed next to the fair share 1/n (a win shared by k tied winners counts 1/k; a draw counts
as no win and is shown apart).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..games import registry
from ..games.base import Game
from . import Bot, get_bot

# (game, player counts) measured by default: two seats and one larger count per game.
TABLES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("palace", (2, 4)),
    ("red_dragon", (2, 4)),
    ("dragons", (2,)),
    ("reds", (2, 4)),
    ("dragons_wild", (3, 5)),
)


# Options for the measured games: the rules' defaults, plus Dragons Wild's opt-in stalemate
# guard (random players can keep a hand going for ever: decision D4 of its rules).
OPTIONS: dict[str, dict[str, Any]] = {"dragons_wild": {"max_rounds_per_hand": 40}}


class StalledGame(RuntimeError):
    pass


def play(
    game: Game,
    bots: Sequence[Bot],
    seed: str,
    options: dict[str, Any] | None = None,
    max_steps: int = 100_000,
) -> Any:
    """Play one game to its end; return the final state. Among several seats that may act,
    the order in which they are asked is drawn from the seed; a bot may wait (None) where
    acting is optional."""
    players = len(bots)
    state = game.setup(players, game.normalize_options(players, options), seed)
    order_rng = random.Random(f"order:{seed}")
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(players)]
    for _ in range(max_steps):
        to_act = sorted(game.to_act(state))
        if not to_act:
            return state
        order_rng.shuffle(to_act)
        for seat in to_act:
            parsed = game.legal_moves(state, seat)
            if not parsed:
                continue
            view = game.view(state, seat)
            moves = [game.encode_move(m) for m in parsed]
            move, _ = bots[seat].choose(view, moves, rngs[seat])
            if move is None:
                continue
            state, _ = game.apply(state, seat, parsed[_index(moves, move)])
            break
        else:
            raise StalledGame(f"{game.id} seed {seed}: every seat waited")
    raise StalledGame(f"{game.id} seed {seed}: no end after {max_steps} steps")


def _index(moves: Sequence[Any], move: Any) -> int:
    for i, m in enumerate(moves):
        if m is move:
            return i
    return list(moves).index(move)


@dataclass
class Tally:
    game: str
    players: int
    games: int = 0
    share: float = 0.0  # the greedy seat's wins (ties shared)
    draws: int = 0  # games nobody won
    seconds: float = 0.0

    @property
    def rate(self) -> float:
        return self.share / self.games if self.games else 0.0

    @property
    def fair(self) -> float:
        return 1 / self.players

    def line(self) -> str:
        return (
            f"{self.game:<13} {self.players} seats  {self.games:>4} games  "
            f"greedy wins {100 * self.rate:5.1f} %  (fair share {100 * self.fair:4.1f} %, "
            f"×{self.rate / self.fair:.2f})  draws {self.draws}  {self.seconds:.1f} s"
        )


def measure(game_id: str, players: int, games: int, tag: str = "bots") -> Tally:
    game = registry()[game_id]
    greedy, rand = get_bot(game_id, "greedy"), get_bot(game_id, "random")
    tally = Tally(game_id, players)
    t0 = time.monotonic()
    for i in range(games):
        seat = i % players
        bots = [greedy if s == seat else rand for s in range(players)]
        state = play(game, bots, f"{tag}:{game_id}:{players}:{i}", OPTIONS.get(game_id))
        outcome = game.outcome(state)
        winners = outcome.winners
        tally.games += 1
        if getattr(outcome, "draw", False) or len(winners) in (0, players):
            tally.draws += 1  # a draw (Dragons reported one as both seats winning)
        elif seat in winners:
            tally.share += 1 / len(winners)
    tally.seconds = time.monotonic() - t0
    return tally


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m service.bots.arena", description=__doc__)
    p.add_argument("--games", type=int, default=200, help="games per game and player count")
    p.add_argument("--only", default=None, help="comma-separated game ids")
    p.add_argument("--players", default=None, help="comma-separated player counts")
    args = p.parse_args(argv)
    only = set(args.only.split(",")) if args.only else None
    counts = {int(c) for c in args.players.split(",")} if args.players else None
    for game_id, tables in TABLES:
        if only and game_id not in only:
            continue
        for n in tables:
            if counts and n not in counts:
                continue
            print(measure(game_id, n, args.games).line(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
