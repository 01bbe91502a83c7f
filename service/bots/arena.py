"""Bots against bots, on the engines directly: `python -m service.bots.arena` (`make bots`).

Duplicate-style, as in the Annual Computer Poker Competition and duplicate bridge: for every
game and player count, each seeded deal is played once per seat, with the bot under test in
that seat and the opponent bot everywhere else (by default `greedy` against `random`;
`--hero L6 --villain greedy` for level 6 against greedy), so the luck of the deal cancels
out. `--games` is rounded up to whole deals (a multiple of the player count). The tested
bot's win share is printed (a win shared by k tied winners counts 1/k; a draw counts as no win
and is shown apart) with its 95 % confidence interval over the deals (each deal's mean share,
normal approximation: the rotations of one deal are not independent games) and Wilson's over
the games, next to the fair share 1/n, with the tested bot's think time per move and, for
`expert`, the search's iterations per second. `--ladder` plays each level against the one
below it.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..games import registry
from ..games.base import Game
from . import Bot, get_bot
from .expert import LEVELS

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
    hero: str = "greedy"
    villain: str = "random"
    games: int = 0
    share: float = 0.0  # the tested seat's wins (ties shared)
    draws: int = 0  # games nobody won
    seconds: float = 0.0
    deals: list[float] = field(default_factory=list)  # each deal's mean share (duplicate)
    moves: int = 0  # the tested seat's decisions
    think: float = 0.0  # seconds the tested seat spent deciding
    iterations: int = 0  # expert search iterations

    @property
    def rate(self) -> float:
        return self.share / self.games if self.games else 0.0

    @property
    def fair(self) -> float:
        return 1 / self.players

    def interval(self) -> tuple[float, float]:
        """95 % interval of the win share over the deals (duplicate: each deal's mean share
        is one observation); Wilson's over the games while fewer than two deals are done."""
        n = len(self.deals)
        if n < 2:
            return wilson(self.share, self.games)
        mean = sum(self.deals) / n
        var = sum((x - mean) ** 2 for x in self.deals) / (n - 1)
        half = 1.96 * math.sqrt(var / n)
        return max(0.0, mean - half), min(1.0, mean + half)

    def line(self) -> str:
        lo, hi = self.interval()
        speed = ""
        if self.moves:
            ms = 1000 * self.think / self.moves
            speed = f"  {ms:.0f} ms/move" if ms >= 10 else f"  {ms:.2f} ms/move"
            if self.iterations and self.think:
                speed += f", {self.iterations / self.think:.0f} it/s"
        return (
            f"{self.game:<13} {self.players} seats  {self.hero:>6} vs {self.villain:<6} "
            f"{self.games:>4} games ({len(self.deals)} deals x {self.players} seats)  "
            f"wins {100 * self.rate:5.1f} % "
            f"[{100 * lo:4.1f}, {100 * hi:5.1f}]  (fair {100 * self.fair:4.1f} %)  "
            f"draws {self.draws}{speed}  {self.seconds:.0f} s"
        )


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % for z = 1.96)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    den = 1 + z * z / n
    return max(0.0, (centre - half) / den), min(1.0, (centre + half) / den)


def make_bot(game_id: str, spec: str) -> Bot:
    """`random`, `greedy`, `expert` or `L1`..`L8` (a level)."""
    if spec.startswith("L") and spec[1:].isdigit():
        name, _, _ = LEVELS[int(spec[1:])]
        return get_bot(game_id, name, int(spec[1:]))
    return get_bot(game_id, spec)


class Timed:
    """A bot whose decisions are timed (and its search iterations counted)."""

    def __init__(self, bot: Bot, tally: Tally) -> None:
        self.bot, self.tally, self.name = bot, tally, bot.name

    def choose(self, view: dict[str, Any], moves: Sequence[Any], rng: random.Random) -> Any:
        t0 = time.monotonic()
        analyse = getattr(self.bot, "analyse", None)
        if analyse is not None:
            got = analyse(view, moves, rng)
            out = got.move, got.reason
            self.tally.iterations += got.iterations
        else:
            out = self.bot.choose(view, moves, rng)
        self.tally.think += time.monotonic() - t0
        self.tally.moves += 1
        return out


def measure(
    game_id: str,
    players: int,
    games: int,
    tag: str = "bots",
    hero: str = "greedy",
    villain: str = "random",
) -> Tally:
    game = registry()[game_id]
    tally = Tally(game_id, players, hero, villain)
    tested = Timed(make_bot(game_id, hero), tally)
    other = make_bot(game_id, villain)
    t0 = time.monotonic()
    deals = -(-games // players)  # whole deals: every deal is played from every seat
    for deal in range(deals):
        seed = f"{tag}:{game_id}:{players}:{deal}"
        share = 0.0
        for seat in range(players):
            bots = [tested if s == seat else other for s in range(players)]
            outcome = game.outcome(play(game, bots, seed, OPTIONS.get(game_id)))
            winners = outcome.winners
            tally.games += 1
            if getattr(outcome, "draw", False) or len(winners) in (0, players):
                tally.draws += 1  # a draw (Dragons reported one as both seats winning)
            elif seat in winners:
                share += 1 / len(winners)
        tally.share += share
        tally.deals.append(share / players)
    tally.seconds = time.monotonic() - t0
    return tally


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m service.bots.arena", description=__doc__)
    p.add_argument("--games", type=int, default=200, help="games per game and player count")
    p.add_argument("--only", default=None, help="comma-separated game ids")
    p.add_argument("--players", default=None, help="comma-separated player counts")
    p.add_argument("--hero", default="greedy", help="the tested bot: random, greedy, L1..L8")
    p.add_argument("--villain", default="random", help="the bot in every other seat")
    p.add_argument("--ladder", action="store_true", help="each level against the one below")
    p.add_argument("--top", type=int, default=8, help="the ladder's highest level")
    args = p.parse_args(argv)
    only = set(args.only.split(",")) if args.only else None
    counts = {int(c) for c in args.players.split(",")} if args.players else None
    pairs = [(args.hero, args.villain)]
    if args.ladder:
        pairs = [(f"L{lv}", f"L{lv - 1}") for lv in range(2, args.top + 1)]
    for hero, villain in pairs:
        for game_id, tables in TABLES:
            if only and game_id not in only:
                continue
            for n in tables:
                if counts and n not in counts:
                    continue
                print(measure(game_id, n, args.games, "bots", hero, villain).line(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
