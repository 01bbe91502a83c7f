"""Hidden information over HTTP: seeded random playouts through the session endpoints, each
seat with its own token and a spectator without one, for every game with hidden cards, every
player count (with the first option set each count accepts).

The true state is read from Redis (the snapshot) at every step. Everything a viewer receives —
views, legal moves, move answers and their events, history entries, event streams (long poll
and SSE), scores, error messages, ETags and every other header — must hold no card token
beyond what `known_cards` says that viewer may know (for answers that cover the past, what it
may have known at any point; for an error, also the cards it sent itself). The seed stays
hidden until the game is over, then matches `seed_commitment`, and setup with it plus the
history replays (through the stateless twins) to the final state.

A deliberately leaky twin of the toy game proves that the checker catches a leak.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections import Counter
from typing import Any

import pytest

from service.games.base import Game, card_tokens
from service.games.cards import Rng
from service.store.redis_store import decode_snapshot
from tests.harness import canon
from tests.reliability.conftest import all_games, configs, record, size

PLAYOUTS = size("hidden_playouts", 1, 1)
CHECK_EVERY = size("hidden_check_every", 8, 2)
HISTORY_EVERY = size("hidden_history_every", 60, 20)
# 0: only the largest player count (the most hidden hands per step); 1: every count
ALL_COUNTS = size("hidden_all_counts", 0, 1)
MAX_STEPS = 4000


def hidden_games() -> list[str]:
    out = []
    for gid, game in sorted(all_games().items()):
        if gid == "toy_cards_leaky":
            continue
        players, options = configs(game)[0]
        state = game.setup(players, game.normalize_options(players, options), "probe")
        if game.known_cards(state, None) is not None:
            out.append(gid)
    return out


class Watch:
    """Collects leaks: card tokens a viewer received beyond what it may know."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.leaks: list[str] = []
        self.checked = 0

    def check(
        self, what: str, viewer: int | None, known: Counter[str], resp: Any, sent: Any = None
    ) -> None:
        """No card token the viewer may not know anywhere in the answer (body and headers);
        the `view` of an answer is held to the multiset, the rest to the set of tokens (a
        card may be named several times, e.g. in many legal moves)."""
        self.checked += 1
        body = resp.json if resp.get_data() and resp.is_json else resp.get_data(as_text=True)
        seen = card_tokens(self.game, [body, list(resp.headers.values())])
        if resp.mimetype == "image/svg+xml":  # a picture: its card faces, and every word
            faces = Counter(re.findall(r'data-card="([^"]+)"', body))
            seen += card_tokens(self.game, re.findall(r"[A-Za-z0-9]+", body))
            extra_faces = faces - known
            if extra_faces:
                self.leaks.append(f"{what} for {viewer} draws {dict(extra_faces)}")
        allowed = known + (card_tokens(self.game, sent) if sent is not None else Counter())
        extra = {c: n for c, n in seen.items() if c not in allowed}
        if isinstance(body, dict) and isinstance(body.get("view"), dict):
            extra.update(card_tokens(self.game, body["view"]) - allowed)
        if extra:
            self.leaks.append(f"{what} for {viewer}: {extra}")


def true_state(rc: Any, game: Game, sid: str) -> Any:
    return game.decode_state(decode_snapshot(rc.get(f"ref:{{{sid}}}:snap"))["state"])


def http_playout(client: Any, rc: Any, game: Game, players: int, options: dict, seed: str) -> Watch:
    watch = Watch(game)
    r = client.post(
        "/v1/sessions", json={"game": game.id, "players": players, "options": options, "seed": seed}
    )
    assert r.status_code == 201, r.json
    created = r.json
    sid = created["id"]
    # salted (B3): the commitment is not the seed's plain hash, so a short seed is not found
    assert created["seed_commitment"] != hashlib.sha256(seed.encode()).hexdigest()
    assert seed not in r.get_data(as_text=True), "the seed is revealed at creation"
    tokens = [s["token"] for s in created["seats"]]
    viewers: list[int | None] = [*range(players), None]

    def hdr(v: int | None) -> dict[str, str]:
        return {} if v is None else {"Authorization": f"Bearer {tokens[v]}"}

    state = true_state(rc, game, sid)
    watch.check("create", None, game.known_cards(state, None), r)
    ever: dict[int | None, Counter[str]] = {v: game.known_cards(state, v) for v in viewers}
    rng = Rng(seed, "hidden-http")
    for step in range(MAX_STEPS):
        state = true_state(rc, game, sid)
        known = {v: game.known_cards(state, v) for v in viewers}
        for v in viewers:
            ever[v] |= known[v]
        full = step % CHECK_EVERY == 0
        if full:
            for v in viewers:
                watch.check("view", v, known[v], client.get(f"/v1/sessions/{sid}", headers=hdr(v)))
                watch.check(
                    "score", v, known[v], client.get(f"/v1/sessions/{sid}/score", headers=hdr(v))
                )
                svg = client.get(f"/v1/sessions/{sid}/view.svg", headers=hdr(v))
                watch.check("view.svg", v, known[v], svg)
        if step % HISTORY_EVERY == 0:
            for v in viewers:
                h = client.get(f"/v1/sessions/{sid}/history", headers=hdr(v))
                assert h.json["seed"] is None or h.json["status"] == "finished"
                watch.check("history", v, ever[v], h)
                # the event stream's long poll: the same moves, the same redaction
                e = client.get(f"/v1/sessions/{sid}/events",
                               headers={**hdr(v), "Accept": "application/json"})
                assert e.status_code == 200, e.json
                watch.check("events", v, ever[v], e)
        if step == 0:
            summary = client.get(f"/v1/sessions/{sid}").json
        if summary["status"] == "finished":
            break
        acting = summary["to_act"]
        seat = acting[rng.randbelow(len(acting))]
        lm = client.get(f"/v1/sessions/{sid}/legal-moves", headers=hdr(seat))
        if full:
            watch.check("legal-moves", seat, known[seat], lm)
        moves = lm.json["moves"]
        move = moves[rng.randbelow(len(moves))]
        if full:
            idle = [s for s in range(players) if s not in acting]
            if idle:  # an error answer must not tell the prober more than it sent
                prober = idle[rng.randbelow(len(idle))]
                for path in ("moves", "validate"):
                    e = client.post(
                        f"/v1/sessions/{sid}/{path}", json={"move": move}, headers=hdr(prober)
                    )
                    watch.check(f"refusal {path}", prober, known[prober], e, sent=move)
        r = client.post(
            f"/v1/sessions/{sid}/moves",
            json={"move": move},
            headers={**hdr(seat), "If-Match": f'"{summary["version"]}"'},
        )
        assert r.status_code == 200, r.json
        after = true_state(rc, game, sid)
        watch.check("move answer", seat, known[seat] | game.known_cards(after, seat), r)
        summary = {k: r.json[k] for k in ("version", "status", "to_act")}
    else:
        raise AssertionError(f"{game.id} did not finish in {MAX_STEPS} moves over HTTP")

    final = true_state(rc, game, sid)
    for v in viewers:
        ever[v] |= game.known_cards(final, v)
    # Once the game is over the seed is revealed and the history is public in full (every
    # seat's secret moves included): a viewer may then name any card some seat ever knew,
    # but still none that no seat ever saw (those follow only from replaying the seed).
    public: Counter[str] = Counter()
    for v in viewers:
        public |= ever[v]
    # the whole SSE stream of the finished game: the moves as they were shown while it ran
    # (no more than the reader ever knew, unlike the now public history), then the outcome
    for v in viewers:
        stream = client.get(f"/v1/sessions/{sid}/events", headers=hdr(v))
        assert stream.mimetype == "text/event-stream"
        assert "event: outcome" in stream.get_data(as_text=True)
        watch.check("final events", v, ever[v], stream)
    histories = {}
    for v in viewers:
        h = client.get(f"/v1/sessions/{sid}/history", headers=hdr(v))
        watch.check("final history", v, public, h)
        histories[v] = history = h.json
        assert history["status"] == "finished" and history["seed"] == seed
        assert verify_commitment(history) == created["seed_commitment"]
    # the revealed seed and the recorded moves replay to the same game (stateless twins); a
    # secret move is taken from the history of the seat that made it
    replayed = client.post(
        f"/v1/games/{game.id}/setup",
        json={"players": players, "options": history["options"], "seed": history["seed"]},
    ).json["state"]
    for i, entry in enumerate(history["entries"]):
        move = histories[entry["seat"]]["entries"][i]["move"]
        r = client.post(
            f"/v1/games/{game.id}/apply",
            json={"state": replayed, "seat": entry["seat"], "move": move},
        )
        assert r.status_code == 200, r.json
        replayed = r.json["state"]
    assert canon(game.encode_state(game.decode_state(replayed))) == canon(game.encode_state(final))
    return watch


def plans() -> list[Any]:
    out = []
    for gid in hidden_games():
        game = all_games()[gid]
        counts = None if ALL_COUNTS else [game.max_players]
        for players, options in configs(game, counts):
            for k in range(PLAYOUTS):
                out.append(pytest.param(gid, players, options, k, id=f"{gid}-{players}p-{k}"))
    return out


@pytest.mark.parametrize(("game_id", "players", "options", "k"), plans())
def test_no_seat_sees_a_card_it_may_not_know(
    app: Any, redis_client: Any, with_toy: None, game_id: str, players: int, options: dict, k: int
) -> None:
    game = all_games()[game_id]
    watch = http_playout(
        app.test_client(), redis_client, game, players, options, f"hidden-{game_id}-{players}-{k}"
    )
    assert not watch.leaks, watch.leaks[:10]
    assert watch.checked > 0
    record(
        "hidden_information",
        game=game_id,
        players=players,
        playouts=1,
        responses_checked=watch.checked,
        leaks=len(watch.leaks),
    )


def test_the_checker_catches_a_leaky_view(app: Any, redis_client: Any, with_toy: None) -> None:
    from tests.reliability.toygame import LEAKY_TOY

    watch = http_playout(app.test_client(), redis_client, LEAKY_TOY, 2, {}, "s3cr3t-s33d")
    assert any(leak.startswith("view for None") for leak in watch.leaks), watch.leaks[:5]


def verify_commitment(history: dict) -> str:
    """The published recipe: HMAC-SHA256, key = the revealed salt's bytes, message = the seed."""
    key = bytes.fromhex(history["seed_salt"])
    return hmac.new(key, history["seed"].encode("utf-8"), hashlib.sha256).hexdigest()
