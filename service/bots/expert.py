"""The `expert` bot and the levels 1–8.

`expert` searches (`service.bots.search`, IS-MCTS) from the seat's view: each iteration
deals the cards the seat cannot see with the game's sampler (`service/bots/<game>/`,
consistent with everything the view shows), or, in Dragons (perfect information), rebuilds
the real position from the view; rollouts play the game's greedy policy where it beats
random, random moves otherwise (each game folder's `ROLLOUT`).

Levels: 1 is `random`, 2 is `greedy`, 3–8 are `expert` with growing budgets counted in
search iterations, so that a level plays the same on any machine and under any load (with a
seed, a search is reproducible). The wall-time cap of each level is only a safety net, set
well above what its iterations take here: when it ends a search first, the answer's reason
says so and `referee_bot_search_capped_total{game,level}` counts it (issue 30).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from prometheus_client import Counter

from ..games import registry
from ..games.base import Game, RulesError
from . import search
from .deal import Inconsistent

Move = dict[str, Any]

#: level → (bot, iterations, seconds); levels 1 and 2 do not search
#: (the seconds: a safety net, about 4x what the iterations take on this 2-core machine)
LEVELS: dict[int, tuple[str, int, float]] = {
    1: ("random", 0, 0.0),
    2: ("greedy", 0, 0.0),
    3: ("expert", 25, 1.0),
    4: ("expert", 50, 2.0),
    5: ("expert", 100, 3.0),
    6: ("expert", 200, 4.0),
    7: ("expert", 400, 6.0),
    8: ("expert", 800, 8.0),
}
CAPPED = Counter(
    "referee_bot_search_capped_total",
    "Expert searches ended by their level's wall-time safety net before its iterations",
    ["game", "level"],
)
DEFAULT_LEVEL = 6


@dataclass(frozen=True)
class Analysis:
    move: Move | None
    reason: str
    alternatives: tuple[search.Line, ...] = ()
    iterations: int = 0
    seconds: float = 0.0


def budget(level: int) -> search.Budget:
    _, iterations, seconds = LEVELS[level]
    return search.Budget(iterations, seconds)


def _game_module(game_id: str) -> Any:
    return importlib.import_module(f"service.bots.{game_id}")


def has_expert(game_id: str) -> bool:
    try:
        _game_module(game_id)
    except ModuleNotFoundError:
        return False
    return True


def _greedy_policy(game_id: str) -> search.Policy:
    fn = importlib.import_module(f"service.games.{game_id}.bot").greedy

    def policy(game: Game, state: Any, seat: int, legal: list[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            moves = [game.encode_move(legal[0])]
            chosen, _ = fn(game.view(state, seat), moves, rng)
            return None if chosen is None else legal[0]
        moves = [game.encode_move(m) for m in legal]
        chosen, _ = fn(game.view(state, seat), moves, rng)
        if chosen is None:
            return None
        for i, m in enumerate(moves):
            if m is chosen:
                return legal[i]
        return legal[moves.index(chosen)]

    return policy


class ExpertBot:
    """IS-MCTS from the seat's view with a budget; `choose` as every bot, `analyse` with
    the search's top alternatives and their estimated win rates."""

    name = "expert"

    def __init__(
        self, game_id: str, level: int = DEFAULT_LEVEL, think: search.Budget | None = None
    ) -> None:
        self.game: Game = registry()[game_id]
        self.level = level
        self.budget = think or budget(level)
        self._module = _game_module(game_id)
        rollout = getattr(self._module, "ROLLOUT", "greedy")
        self._greedy = importlib.import_module(f"service.games.{game_id}.bot").greedy
        # None: uniformly random rollouts, in the engines' compiled loop (search.rollout)
        self._policy = _greedy_policy(game_id) if rollout == "greedy" else None

    def choose(self, view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> Any:
        got = self.analyse(view, moves, rng)
        return got.move, got.reason

    def _candidates(
        self, view: dict[str, Any], moves: Sequence[Move], optional: bool, rng: random.Random
    ) -> list[Move]:
        """The root moves searched: the greedy move first (the search keeps it unless another
        does better), then, where the moves outnumber what the budget can tell apart, a
        ranked widening of the others, never a random subset (issue 30): greedy's choice
        among the moves left, then its choice among the rest, and so on, as far as the
        budget can compare them."""
        seed = rng.random()
        first, _ = self._greedy(view, list(moves), random.Random(seed))
        others: list[Move] = [m for m in moves if m is not first and m != first]
        if getattr(self._module, "PAIRED", False):  # a deal costs a rollout per move
            cap = max(3, min(8, self.budget.iterations // 20)) - 1
        else:  # the tree needs a few dozen visits per root move to tell them apart
            cap = max(3, self.budget.iterations // 25) - 1
        if optional and first is not None:
            cap -= 1  # waiting is always a candidate where acting is optional
        if len(others) > cap:
            ranked: list[Move] = []
            left = list(others)
            while left and len(ranked) < cap:
                pick, _ = self._greedy(view, left, random.Random(seed))
                if pick is None:
                    break
                ranked.append(pick)
                left = [m for m in left if m is not pick and m != pick]
            others = ranked
        if optional and first is not None:
            others.append({})
        out = [{} if first is None else first, *others]
        prune = getattr(self._module, "prune", None)
        if prune is not None and view.get("viewer") is not None:
            out = prune(self.game, view, view["viewer"], out)
        return out

    def analyse(self, view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> Analysis:
        seat = view.get("viewer")
        if not isinstance(seat, int) or not moves:
            return Analysis(None, "no move to make")
        optional = bool(getattr(self._module, "optional", lambda v, s: False)(view, seat))
        if len(moves) == 1 and not optional:
            return Analysis(moves[0], "the only legal move")
        try:
            sampler = _retrying(self._module.sampler(self.game, view, seat))
            method = search.paired if getattr(self._module, "PAIRED", False) else search.search
            result = method(
                self.game,
                seat,
                self._candidates(view, moves, optional, rng),
                _players(view),
                sampler,
                self._policy,
                rng,
                self.budget,
                frozenset(getattr(self._module, "STOP_EVENTS", ())),
                getattr(self._module, "value", None),
            )
        except (Inconsistent, RulesError) as exc:
            # a rare view the sampler cannot deal from: the greedy move, saying so
            move, why = self._greedy(view, list(moves), random.Random(rng.random()))
            return Analysis(move, f"{why} (greedy: {FALLBACK}: {exc})")
        best = result.lines[0]
        why = _why(best, result)
        if result.iterations < self.budget.iterations:  # the safety net ended it
            CAPPED.labels(self.game.id, str(self.level)).inc()
            why += (f" (stopped by the {self.budget.seconds:g} s time cap after"
                    f" {result.iterations} of {self.budget.iterations} iterations)")
        if best.move == {}:
            return Analysis(None, why, result.lines, result.iterations)
        chosen = next(m for m in moves if search.key(m) == search.key(best.move))
        return Analysis(chosen, why, result.lines, result.iterations, result.seconds)


FALLBACK = "no deal agrees with the view"


def _retrying(sample: search.Sampler, tries: int = 20) -> search.Sampler:
    """`sample`, dealt again (up to `tries` times) when a deal breaks a constraint."""

    def again(rng: random.Random) -> Any:
        for _ in range(tries - 1):
            try:
                return sample(rng)
            except Inconsistent:
                continue
        return sample(rng)

    return again


def _players(view: dict[str, Any]) -> int:
    players = view.get("players")
    if isinstance(players, int):
        return players
    if isinstance(players, list):
        return len(players)
    return 2


def _why(best: search.Line, result: search.Result) -> str:
    what = "waiting" if best.move == {} else "this move"
    if all(line.visits == best.visits for line in result.lines):  # the paired search
        return (
            f"{what} scored {100 * best.win_rate:.0f} % over {best.visits} sampled deals,"
            f" the best of {len(result.lines)} moves played out on the same deals"
        )
    return (
        f"searched {result.iterations} sampled positions: {what} won"
        f" {100 * best.win_rate:.0f} % of its {best.visits} playouts, the most played of"
        f" {len(result.lines)} moves"
    )
