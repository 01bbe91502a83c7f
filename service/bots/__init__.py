"""Bots: programs that pick a move for one seat, from that seat's view only.

A bot is an object with `choose(view, moves, rng) -> (move, reason)`:

- `view` is `game.view(state, seat)`: the whitelist the seat may see, never the state;
- `moves` is the seat's legal moves in their public JSON encoding (the same list
  `POST /v1/games/{game}/legal-moves` returns), which reveals nothing hidden;
- `rng` is a `random.Random` the bot may use for choices among equals;
- it returns one element of `moves` and a short human-readable reason (or None and the
  reason, "wait", where acting is optional: see `Choice`).

Every game has `random` (uniform over the legal moves), `greedy` (one-step heuristics,
written in each game's folder as `service/games/<game>/bot.py`, exporting `greedy`) and
`expert` (information-set search from the view: `service.bots.expert`, levels 3–8).
`level` 1–8 names a bot and a think budget: 1 random, 2 greedy, 3–8 expert.
The choice is a pure function of `(view, moves, rng)`: two states that differ only in what
the seat may not see give the same inputs, so the same move.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..games.base import Game

BOT_NAMES: tuple[str, ...] = ("random", "greedy", "expert")
LEVELS = range(1, 9)

Move = dict[str, Any]
# A bot may answer None ("wait") only where the game does not wait on its seat: a seat that
# may act but need not (Dragons Wild's buy window for the players other than the active one).
Choice = tuple[Move | None, str]


GreedyFn = Callable[[dict[str, Any], Sequence[Move], random.Random], Choice]


class Bot(Protocol):
    name: str

    def choose(self, view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> Choice:
        ...


class RandomBot:
    """Uniform over the legal moves."""

    name = "random"

    def choose(self, view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> Choice:
        return moves[rng.randrange(len(moves))], "a legal move picked at random"


class FunctionBot:
    """A bot made of a game's `greedy(view, moves, rng)` function."""

    def __init__(self, name: str, fn: GreedyFn) -> None:
        self.name = name
        self._fn = fn

    def choose(self, view: dict[str, Any], moves: Sequence[Move], rng: random.Random) -> Choice:
        return self._fn(view, moves, rng)


def level_bot(name: str | None, level: int | None) -> tuple[str, int | None]:
    """The bot and level a request names: a level decides the bot (1 random, 2 greedy,
    3–8 expert); `expert` without a level is level 6. ValueError for a level out of range
    or a bot that contradicts its level."""
    from .expert import DEFAULT_LEVEL
    from .expert import LEVELS as TABLE

    if level is None:
        if name == "expert":
            return name, DEFAULT_LEVEL
        return name or "greedy", None
    if level not in TABLE:
        raise ValueError("level must be 1–8")
    by_level = TABLE[level][0]
    if name is not None and name != by_level:
        raise ValueError(f"level {level} is the {by_level} bot, not {name}")
    return by_level, level


def get_bot(game_id: str, name: str, level: int | None = None) -> Bot:
    """The bot `name` for a game (at `level`, for `expert`); KeyError if there is none (an
    unknown name, or a bot a game does not have)."""
    if name == "expert":
        from .expert import DEFAULT_LEVEL, ExpertBot, has_expert

        if not has_expert(game_id):
            raise KeyError(name)
        get_bot(game_id, "greedy")
        return ExpertBot(game_id, level or DEFAULT_LEVEL)
    if name == "random":
        return RandomBot()
    if name == "greedy":
        path = f"service.games.{game_id}.bot"
        try:
            module = importlib.import_module(path)
        except ModuleNotFoundError as exc:  # a game without a bot.py (or from elsewhere)
            if not exc.name or not path.startswith(exc.name):
                raise
            raise KeyError(name) from None
        return FunctionBot("greedy", module.greedy)
    raise KeyError(name)


def bot_rng(seed: str | int | None) -> random.Random:
    """The bot's random source: seeded (reproducible) or from the OS."""
    if seed is None:
        return random.Random()
    return random.Random(f"bot:{seed}")


def inputs(game: Game, state: Any, seat: int) -> tuple[dict[str, Any], list[Move]]:
    """What a bot for `seat` is given: the seat's view and its legal moves, encoded."""
    return game.view(state, seat), [game.encode_move(m) for m in game.legal_moves(state, seat)]


def suggest(
    game: Game,
    state: Any,
    seat: int,
    bot: str,
    seed: str | int | None = None,
    level: int | None = None,
) -> Choice | None:
    """A legal move for `seat` by the bot `bot`, with its reason; None if the seat may not
    act now. Only the seat's view and legal moves reach the bot."""
    view, moves = inputs(game, state, seat)
    if not moves:
        return None
    return get_bot(game.id, bot, level).choose(view, moves, bot_rng(seed))


def analyse_view(
    game_id: str,
    bot: str,
    level: int | None,
    view: dict[str, Any],
    moves: list[Move],
    seed: str | int | None,
) -> dict[str, Any]:
    """A bot's move with what its search found, from a seat's view and legal moves: `move`,
    `reason` and, for `expert`, the top `alternatives` (each a legal move, its playouts and
    estimated win rate) and `iterations`. Searches on the calling thread: the service's hints
    go through service/bots/hints.py, which runs it in the thinkers' processes."""
    chosen = get_bot(game_id, bot, level)
    rng = bot_rng(seed)
    analyse_fn = getattr(chosen, "analyse", None)
    if analyse_fn is None:
        move, reason = chosen.choose(view, moves, rng)
        return {"move": move, "reason": reason}
    got = analyse_fn(view, moves, rng)
    return {
        "move": got.move,
        "reason": got.reason,
        "alternatives": [
            {
                "move": line.move or None,
                "playouts": line.visits,
                "win_rate": round(line.win_rate, 3),
            }
            for line in got.alternatives[:ALTERNATIVES]
        ],
        "iterations": got.iterations,
    }


#: how many of the search's moves a hint lists
ALTERNATIVES = 5
