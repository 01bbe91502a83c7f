"""Open seats, invite codes, and a session's phase and ending (joins, resignations, time).

A create body's `players` may list open seats: `["Ann", {"open": true}, {"open": true}]`.
Such a session is created `waiting`, with an invite code (shown once to its creator, stored as
a SHA-256 digest, or derived with the server key like the tokens of an idempotent create).
`POST …/join {invite, name}` takes the lowest open seat and gives its token; the session
starts (`active`) when the last seat is taken, or when the admin starts it with seats still
open: those seats are then removed and the seats renumbered in order (the game is set up
again, from the same seed, for the players there are), if at least the game's minimum is
seated.

Session-level entries share the move log with the moves, so that the version still orders
everything and a compare-and-set decides every race (two joiners, one seat: one wins, the
other finds the seat taken). Their `move` is `{"session": <kind>, ...}`; the engines never
see them. The kinds: join, start, resign, abandon, timeout.

meta holds what is not in the game state: `phase` ("waiting" until the session starts),
`open` (the seats still open), `invite` (the code's digest), `clock` (clocks.py) and `end`
(how a session ended early: `{type, seat, at, outcome}`).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from typing import Any

from ..errors import BadRequest, Forbidden, Unprocessable
from ..games.base import Game, Outcome
from .inputs import MAX_NAME
from .tokens import hash_token

SESSION = "session"  # the key of a session-level log entry's move
KINDS = ("join", "start", "resign", "abandon", "timeout")


def open_name(seat: int) -> str:
    return f"Open seat {seat + 1}"


def parse_players(players: Any) -> tuple[int, list[str], list[int]] | None:
    """(count, names, open seats) when `players` lists open seats (`{"open": true}`), else
    None (a count or a list of names: inputs.parse_players)."""
    if not isinstance(players, list) or not any(isinstance(p, dict) for p in players):
        return None
    if not 1 <= len(players) <= 64:
        raise BadRequest("players must list 1–64 seats", code="players.invalid")
    names: list[str] = []
    open_seats: list[int] = []
    for i, entry in enumerate(players):
        if isinstance(entry, dict):
            if len(entry) != 1 or entry.get("open") is not True:
                raise BadRequest(
                    'an open seat is written {"open": true}', code="players.invalid"
                )
            open_seats.append(i)
            names.append(open_name(i))
        elif isinstance(entry, str) and 1 <= len(entry) <= MAX_NAME:
            names.append(entry)
        else:
            raise BadRequest(
                f"each player is a name of 1–{MAX_NAME} characters or {{\"open\": true}}",
                code="players.invalid",
            )
    return len(names), names, open_seats


def parse_name(name: Any) -> str:
    if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
        raise BadRequest(f"name must be 1–{MAX_NAME} characters", code="players.invalid")
    if not name.isprintable():  # the schema's string admits it: a 422, not a 400
        raise Unprocessable(
            f"name must be 1–{MAX_NAME} printable characters", code="players.invalid"
        )
    return name


def new_invite() -> str:
    return secrets.token_urlsafe(18)


def derived_invite(server_key: bytes, nonce: str) -> str:
    mac = hmac.new(server_key, f"{nonce}:invite".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac[:18]).decode()


def check_invite(meta: dict[str, Any], invite: Any) -> None:
    """Forbidden `auth.invalid_invite` unless `invite` is this session's code (constant time)."""
    stored = meta.get("invite")
    ok = (
        isinstance(stored, str)
        and isinstance(invite, str)
        and 1 <= len(invite) <= 128
        and hmac.compare_digest(stored, hash_token(invite))
    )
    if not ok:
        raise Forbidden("the invite code is not valid for this session", code="auth.invalid_invite")


# ---------------------------------------------------------------------- phase and ending


def status(meta: dict[str, Any], game_over: bool) -> str:
    if meta.get("end") or game_over:
        return "finished"
    if meta.get("phase") == "waiting":
        return "waiting"
    return "active"


def end_record(kind: str, seat: int | None, at: float, outcome: Outcome) -> dict[str, Any]:
    return {
        "type": kind,
        "seat": seat,
        "at": at,
        "outcome": {
            "winners": list(outcome.winners),
            "losers": list(outcome.losers),
            "ranking": [list(p) for p in outcome.ranking],
            "reason": outcome.reason,
            "details": dict(outcome.details),
        },
    }


def ended_outcome(end: dict[str, Any]) -> Outcome:
    data = end["outcome"]
    return Outcome(
        finished=True,
        winners=tuple(data["winners"]),
        losers=tuple(data["losers"]),
        ranking=tuple(tuple(p) for p in data["ranking"]),
        reason=data["reason"],
        details=data["details"],
    )


def outcome(meta: dict[str, Any], game: Game, state: Any) -> Outcome:
    """The session's outcome: how it ended early, else the game's own."""
    end = meta.get("end")
    return ended_outcome(end) if end else game.outcome(state)


ABANDONED = Outcome(finished=True, reason="abandoned", details={})


def is_session_entry(move: Any) -> bool:
    return isinstance(move, dict) and SESSION in move


def history_entry(entry: dict[str, Any]) -> dict[str, Any]:
    """A session-level log entry as /history shows it (no game move, no events)."""
    move = entry["move"]
    out: dict[str, Any] = {
        "version": entry["v"],
        "type": move[SESSION],
        "seat": entry["seat"] if entry["seat"] >= 0 else None,
        "move": None,
        "events": [],
        "at": entry["at"],
    }
    if "name" in move:
        out["name"] = move["name"]
    if "seats" in move:
        out["seats"] = move["seats"]
    return out


def reseat(meta: dict[str, Any], game: Game) -> tuple[dict[str, Any], list[int]]:
    """meta with the open seats removed and the others renumbered in order, and the old seat
    of each new one; OptionsError when the game cannot be played by that many."""
    kept = [s for s in range(meta["players"]) if s not in set(meta.get("open", []))]
    options = game.normalize_options(len(kept), meta["options"])
    new = {
        **meta,
        "players": len(kept),
        "names": [meta["names"][s] for s in kept],
        "tokens": [meta["tokens"][s] for s in kept],
        "options": options,
        "open": [],
    }
    return new, kept
