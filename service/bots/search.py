"""Information-set Monte Carlo tree search (single-observer IS-MCTS), over the public engine
API only (`to_act`, `legal_moves`, `apply`, `outcome`, `encode_move`).

One search decides one move of the `root` seat. Every iteration:

1. *determinize*: `sample(rng)` returns a full state consistent with everything the seat
   knows (built from its view by the game's sampler in `service/bots/<game>/`; for a game
   of perfect information, the position itself);
2. *select and expand*: from the root, walk the tree of moves (a node's children are keyed
   by the acting seat and the move's JSON), choosing by UCB1 among the children legal in
   this determinization (each child counts how often it was available: the "availability"
   of Cowling, Powley and Whitehouse 2012), and add one untried move;
3. *roll out*: play the determinization to the end with the rollout policy (every seat,
   the root's included), or, in games of many rounds, to the end of the round, scored by
   the game's `value` (Reds: each seat's lead over the best other total);
4. *back up*: each node adds the win share of every seat (a win shared by k counts 1/k);
   a seat choosing at a node maximises its own share (max^n).

The tree stops growing at a step where several seats may act at once or where acting is
optional (Palace swaps, Reds exchanges, Dragons Wild's buy window): from there the rollout
policy plays. The search is deterministic for a given seed and iteration cap; the wall-time
cap only ever ends it earlier (so a reproducible run is one that the iteration cap ends).
Like OpenSpiel's `ismcts.py`, the result is the most visited root move.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from ..games.base import Game
from ..games.playout import random_playout

#: a move for `seat` in `state` by the rollout policy, or None (the seat waits)
Policy = Callable[[Game, Any, int, list[Any], random.Random], Any | None]
Sampler = Callable[[random.Random], Any]
#: each seat's reward in [0, 1] for the state a rollout ended in
Value = Callable[[Game, Any, int], list[float]]

EXPLORATION = 0.7  # UCB1's c for rewards in [0, 1]
MAX_ROLLOUT_STEPS = 3000
SWITCH_Z = 1.0  # paired search: standard errors by which one challenger must beat the first


def switch_z(challengers: int) -> float:
    """The bar, in standard errors, for the best of `challengers` moves to replace the first:
    SWITCH_Z for one, raised by Bonferroni's correction for more (1.0, 1.41, 1.62, 1.75, ...
    for 1, 2, 3, 4 challengers)."""
    if challengers <= 1:
        return SWITCH_Z
    tail = 1 - NormalDist().cdf(SWITCH_Z)
    return NormalDist().inv_cdf(1 - tail / challengers)


@dataclass(frozen=True)
class Budget:
    """How long to think: at most `iterations` determinizations, and at most `seconds` of
    wall time (whichever ends first)."""

    iterations: int
    seconds: float


@dataclass
class Node:
    visits: int = 0
    available: int = 0
    reward: list[float] = field(default_factory=list)  # per seat
    children: dict[str, Node] = field(default_factory=dict)


@dataclass(frozen=True)
class Line:
    """One root move: its JSON, the visits it got and its estimated win share."""

    move: dict[str, Any]
    visits: int
    win_rate: float


@dataclass(frozen=True)
class Result:
    lines: tuple[Line, ...]  # most visited first
    iterations: int
    seconds: float


def key(move: dict[str, Any]) -> str:
    return json.dumps(move, sort_keys=True, separators=(",", ":"))


def shares(game: Game, state: Any, players: int) -> list[float]:
    """Each seat's share of the win at the end of a game (a draw: nobody's)."""
    out = game.outcome(state)
    r = [0.0] * players
    if not out.finished:  # a rollout cut short: an even split
        return [1 / players] * players
    if out.winners and not out.draw:
        for w in out.winners:
            r[w] = 1 / len(out.winners)
    else:
        r = [1 / players] * players
    return r


def rollout(
    game: Game,
    state: Any,
    players: int,
    policy: Policy | None,
    rng: random.Random,
    stop: frozenset[str] = frozenset(),
) -> Any:
    """Play `state` to its end (or until an event whose type is in `stop`) with `policy` for
    every seat; seats that may act at once are asked in an order drawn from `rng` (as
    `service.bots.arena.play` does). A `policy` of None plays uniformly random listed moves.
    The loop is the engines' own (`service.games.playout`, compiled with them)."""
    return random_playout(game, state, rng, MAX_ROLLOUT_STEPS, stop, policy)[0]


def _single_mover(game: Game, state: Any) -> int | None:
    """The seat that must move now, when exactly one may (and must)."""
    to_act = game.to_act(state)
    if len(to_act) != 1:
        return None
    return next(iter(to_act))


def search(
    game: Game,
    root: int,
    root_moves: Sequence[dict[str, Any]],
    players: int,
    sample: Sampler,
    policy: Policy | None,
    rng: random.Random,
    budget: Budget,
    stop: frozenset[str] = frozenset(),
    value: Value | None = None,
) -> Result:
    """IS-MCTS for seat `root`, choosing among `root_moves` (JSON; `{}` stands for waiting
    where acting is optional), tried first in the order given."""
    t0 = time.monotonic()
    tree = Node(reward=[0.0] * players)
    root_keys = [key(m) for m in root_moves]
    done = 0
    while done < budget.iterations and (done == 0 or time.monotonic() - t0 < budget.seconds):
        done += 1
        state = sample(rng)
        path = [tree]
        node = tree
        # the root: the seat's own moves (the same in every determinization)
        legal = {key(game.encode_move(m)): m for m in game.legal_moves(state, root)}
        state = _descend(game, state, root, node, root_keys, legal, path, rng, players)
        if state is not None:
            node = path[-1]
            while node.visits > 0:
                seat = _single_mover(game, state)
                if seat is None or game.outcome(state).finished:
                    break
                moves = {key(game.encode_move(m)): m for m in game.legal_moves(state, seat)}
                if not moves:
                    break
                nxt = _descend(game, state, seat, node, list(moves), moves, path, rng, players)
                if nxt is None:
                    break
                state = nxt
                node = path[-1]
                if node.visits == 0:
                    break
            final = rollout(game, state, players, policy, rng, stop)
            reward = (value or shares)(game, final, players)
        else:
            reward = [1 / players] * players
        for n in path:
            n.visits += 1
            for i in range(players):
                n.reward[i] += reward[i]
    lines = []
    for k in root_keys:
        child = tree.children.get(k)
        visits = child.visits if child else 0
        rate = child.reward[root] / child.visits if child and child.visits else 0.0
        lines.append(Line(json.loads(k), visits, rate))
    lines.sort(key=lambda line: (-line.visits, -line.win_rate))  # stable: ties keep order
    return Result(tuple(lines), done, time.monotonic() - t0)


def paired(
    game: Game,
    root: int,
    root_moves: Sequence[dict[str, Any]],
    players: int,
    sample: Sampler,
    policy: Policy | None,
    rng: random.Random,
    budget: Budget,
    stop: frozenset[str] = frozenset(),
    value: Value | None = None,
) -> Result:
    """Determinized Monte Carlo with common random numbers: every iteration deals one
    sample and plays out every root move on it with the same rollout seed, so that the
    luck of the deal and of the rollout cancels out of the comparison between moves (the
    paired design of a controlled experiment). An iteration costs one rollout per move;
    the budget counts rollouts."""
    t0 = time.monotonic()
    keys = [key(m) for m in root_moves]
    totals = [0.0] * len(keys)
    diffs = [0.0] * len(keys)  # paired differences to the first (baseline) move
    squares = [0.0] * len(keys)
    runs = 0
    done = 0
    while runs < budget.iterations and (done == 0 or time.monotonic() - t0 < budget.seconds):
        done += 1
        state = sample(rng)
        legal = {key(game.encode_move(m)): m for m in game.legal_moves(state, root)}
        seed = rng.random()
        got = [0.0] * len(keys)
        for i, k in enumerate(keys):
            if k == "{}":
                after = state
            elif k in legal:
                after, _ = game.apply(state, root, legal[k])
            else:
                continue
            final = rollout(game, after, players, policy, random.Random(seed), stop)
            got[i] = (value or shares)(game, final, players)[root]
            totals[i] += got[i]
            runs += 1
        for i in range(len(keys)):
            diffs[i] += got[i] - got[0]
            squares[i] += (got[i] - got[0]) ** 2
    lines = [
        Line(json.loads(k), done, totals[i] / done if done else 0.0) for i, k in enumerate(keys)
    ]
    # the best mean replaces the first move only when it is better beyond the noise of
    # the paired differences: against the winner's curse of picking the luckiest of several
    # near-equal moves. The bar allows for the number of candidates (Bonferroni: the chance
    # that any of the k - 1 challengers clears it by luck stays what one standard error gives
    # a single one), so that more candidates do not mean more false switches (issue 30).
    order = sorted(range(len(keys)), key=lambda i: -lines[i].win_rate)
    best = order[0]
    if best != 0 and done > 1:
        mean = diffs[best] / done
        var = max(0.0, squares[best] / done - mean * mean) / (done - 1)
        if mean <= switch_z(len(keys) - 1) * math.sqrt(var):
            order.remove(0)
            order.insert(0, 0)
    return Result(tuple(lines[i] for i in order), runs, time.monotonic() - t0)


def _descend(
    game: Game,
    state: Any,
    seat: int,
    node: Node,
    keys: list[str],
    legal: dict[str, Any],
    path: list[Node],
    rng: random.Random,
    players: int,
) -> Any | None:
    """Choose `seat`'s move at `node` among `keys` legal here (UCB1 with availability, an
    untried move first), apply it and append its child to `path`; None if nothing applies."""
    here = [k for k in keys if k in legal or k == "{}"]
    if not here:
        return None
    for cand in here:  # availability: how often each child could have been chosen
        c = node.children.get(cand)
        if c is not None:
            c.available += 1
    untried = [k for k in here if k not in node.children]
    if untried:
        k = untried[0]
        child = node.children[k] = Node(available=1, reward=[0.0] * players)
    else:
        best, k = -1.0, here[0]
        for cand in here:
            c = node.children[cand]
            score = c.reward[seat] / c.visits + EXPLORATION * math.sqrt(
                math.log(c.available) / c.visits
            )
            if score > best:
                best, k = score, cand
        child = node.children[k]
    path.append(child)
    if k == "{}":
        return state
    new, _ = game.apply(state, seat, legal[k])
    return new
