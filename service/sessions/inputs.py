"""What a client sends, checked before it reaches an engine or a Redis key name: games, players,
seeds, moves, session ids and idempotency keys."""

from __future__ import annotations

import hashlib
import re
from typing import Any

import orjson

from ..errors import BadRequest, NotFound
from ..games import get_game
from ..games.base import Game, MoveFormatError, RulesError

MAX_NAME = 64
MAX_SEED = 256
SID_RE = re.compile(r"[0-9a-f]{32}")


def lookup(game_id: str) -> Game | None:
    """The game named `game_id` (tests serve a toy game by replacing `get_game` here)."""
    return get_game(game_id)


def game_or_404(game_id: str) -> Game:
    game = lookup(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise NotFound(f"no game {game_id!r}; see GET /v1/games", code="game.not_found")
    return game


def check_sid(sid: Any) -> str:
    """A session id in its only format (32 lowercase hex digits); anything else is a session that
    does not exist, so a client's text never reaches a Redis key name."""
    if not isinstance(sid, str) or SID_RE.fullmatch(sid) is None:
        raise NotFound("no such session", code="session.not_found")
    return sid


def key_digest(*parts: str) -> str:
    """A fixed-format digest of client-chosen strings (idempotency keys) for a key name."""
    return hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def body_hash(data: Any) -> str:
    return hashlib.sha256(orjson.dumps(data, option=orjson.OPT_SORT_KEYS)).hexdigest()


def parse_players(players: Any) -> tuple[int, list[str]]:
    """`players` is a count or a list of names; returns (count, names)."""
    if isinstance(players, bool):
        raise BadRequest("players must be an integer or a list of names", code="players.invalid")
    if isinstance(players, int):
        if not 1 <= players <= 64:
            raise BadRequest("players out of range", code="players.out_of_range")
        return players, [f"Player {i + 1}" for i in range(players)]
    if isinstance(players, list) and 1 <= len(players) <= 64:
        names = []
        for name in players:
            if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
                raise BadRequest(
                    f"each player name must be a string of 1–{MAX_NAME} characters",
                    code="players.invalid",
                )
            names.append(name)
        return len(names), names
    raise BadRequest("players must be an integer or a list of names", code="players.invalid")


def parse_seed(seed: Any) -> str | None:
    if seed is None:
        return None
    if not isinstance(seed, str) or not 1 <= len(seed) <= MAX_SEED:
        raise BadRequest(f"seed must be a string of 1–{MAX_SEED} characters", code="seed.invalid")
    return seed


def parse_move(game: Game, data: Any) -> Any:
    """A move from JSON (an object) or from the game's text notation (a string)."""
    if isinstance(data, str):
        if len(data) > 500:
            raise MoveFormatError("move.malformed", "move notation too long")
        return game.parse_notation(data)
    return game.parse_move(data)


def verdict(game: Game, state: Any, seat: int, move: Any) -> dict[str, Any]:
    """What validate answers: legal, or the refusal with the same code, message and details
    as the 422 of applying the move."""
    try:
        game.check(state, seat, move)
    except RulesError as exc:
        out: dict[str, Any] = {"legal": False, "code": exc.code, "message": exc.message}
        if exc.details:
            out["details"] = exc.details
        return out
    return {"legal": True}
