"""Every registered game played to the end over HTTP, as each seat with its own token.

At every step: only the seats in `to_act` have moves; a listed move validates; a seat that
may not act is refused with 422 and nothing changes; the move applies with If-Match and the
version goes up by exactly one; the ETag follows the version. At the end: the outcome and
scores are served, the seed is revealed and matches its commitment, and the history replayed
through the stateless twins from the revealed seed gives the same final state.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

import pytest

from service.games import registry
from service.games.cards import Rng

GAMES = sorted(registry())
MAX_MOVES = 6000
OUTCOME_KEYS = {"winners", "losers", "ranking", "draw", "reason", "details"}


def create(client: Any, game: str, players: int, seed: str, options: dict | None = None) -> dict:
    body: dict[str, Any] = {"game": game, "players": players, "seed": seed}
    if options is not None:
        body["options"] = options
    r = client.post("/v1/sessions", json=body)
    assert r.status_code == 201, r.json
    assert r.headers["Location"] == f"/v1/sessions/{r.json['id']}"
    return r.json


def play_to_end(client: Any, created: dict, seed: str, probe_every: int = 25) -> list[dict]:
    """Play random legal moves until the game is over; returns the moves made."""
    sid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    rng = Rng(seed, "http-playout")
    version = created["version"]
    made: list[dict] = []
    for step in range(MAX_MOVES):
        r = client.get(f"/v1/sessions/{sid}")
        assert r.status_code == 200
        assert r.headers["ETag"] == f'"{version}"'
        summary = r.json
        assert summary["version"] == version
        if summary["status"] == "finished":
            assert summary["to_act"] == []
            assert summary["outcome"] is not None
            assert set(summary["outcome"]) == OUTCOME_KEYS
            return made
        acting = summary["to_act"]
        assert acting, "an active game has someone to act"
        seat = acting[rng.randbelow(len(acting))]
        moves = client.get(f"/v1/sessions/{sid}/legal-moves", token=tokens[seat]).json["moves"]
        assert moves, f"seat {seat} is to act but has no legal move"
        move = moves[rng.randbelow(len(moves))]
        if step % probe_every == 0:
            verdict = client.post(
                f"/v1/sessions/{sid}/validate", json={"move": move}, token=tokens[seat]
            ).json
            assert verdict == {"legal": True}
            idle = [s for s in range(len(tokens)) if s not in acting]
            if idle:
                other = idle[0]
                assert client.get(
                    f"/v1/sessions/{sid}/legal-moves", token=tokens[other]
                ).json["moves"] == []
                refused = client.post(
                    f"/v1/sessions/{sid}/moves", json={"move": move}, token=tokens[other],
                    headers={"If-Match": f'"{version}"'},
                )
                assert refused.status_code == 422
                assert refused.headers["Content-Type"] == "application/problem+json"
                assert refused.json["code"] == "turn.not_your_turn"
                assert client.get(f"/v1/sessions/{sid}").json["version"] == version
        r = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": move}, token=tokens[seat],
            headers={"If-Match": f'"{version}"'},
        )
        assert r.status_code == 200, r.json
        assert r.json["version"] == version + 1
        assert r.headers["ETag"] == f'"{version + 1}"'
        version += 1
        made.append({"seat": seat, "move": move})
    raise AssertionError(f"the game did not end within {MAX_MOVES} moves")


@pytest.mark.parametrize("game", GAMES)
def test_full_game_over_http(client: Any, game: str) -> None:
    info = client.get(f"/v1/games/{game}").json
    players = info["players"]["min"]
    seed = f"http-{game}-1"
    created = create(client, game, players, seed)
    # salted (B3): the commitment is not the seed's plain hash, so a short seed is not found
    assert created["seed_commitment"] != hashlib.sha256(seed.encode()).hexdigest()
    assert len(created["seats"]) == players
    sid = created["id"]

    history = client.get(f"/v1/sessions/{sid}/history").json
    assert history["seed"] is None, "the seed stays secret while the game runs"

    made = play_to_end(client, created, seed)

    score = client.get(f"/v1/sessions/{sid}/score").json
    assert score["outcome"] is not None and set(score["outcome"]) == OUTCOME_KEYS
    assert score["outcome"] == client.get(f"/v1/sessions/{sid}").json["outcome"]
    assert score["outcome"]["ranking"], "a finished game ranks its players"

    history = client.get(f"/v1/sessions/{sid}/history").json
    assert history["seed"] == seed
    assert verify_commitment(history) == created["seed_commitment"]
    assert [e["version"] for e in history["entries"]] == list(range(1, len(made) + 1))
    assert [e["seat"] for e in history["entries"]] == [m["seat"] for m in made]
    # once over, the record is public in full: anyone can replay it from the revealed seed
    assert [e["move"] for e in history["entries"]] == [m["move"] for m in made]
    # each seat's history shows that seat's own moves in full
    by_seat = {
        s["seat"]: client.get(f"/v1/sessions/{sid}/history", token=s["token"]).json["entries"]
        for s in created["seats"]
    }
    own = [by_seat[m["seat"]][i]["move"] for i, m in enumerate(made)]
    assert own == [m["move"] for m in made]

    # the recorded shuffle replays to the same game through the stateless twins
    state = client.post(
        f"/v1/games/{game}/setup",
        json={"players": players, "seed": history["seed"], "options": history["options"]},
    ).json["state"]
    for seat, move in zip([e["seat"] for e in history["entries"]], own, strict=True):
        r = client.post(
            f"/v1/games/{game}/apply",
            json={"state": state, "seat": seat, "move": move},
        )
        assert r.status_code == 200, r.json
        state = r.json["state"]
    replayed = client.post(f"/v1/games/{game}/score", json={"state": state}).json
    assert replayed == score

    # a finished game refuses further moves, with the rule named
    final_version = client.get(f"/v1/sessions/{sid}").json["version"]
    r = client.post(
        f"/v1/sessions/{sid}/moves", json={"move": made[-1]["move"]},
        token=created["seats"][made[-1]["seat"]]["token"],
    )
    assert r.status_code == 422
    assert r.json["code"] == "turn.game_over"
    assert client.get(f"/v1/sessions/{sid}").json["version"] == final_version


@pytest.mark.parametrize("game", GAMES)
def test_each_seat_sees_its_own_view(client: Any, game: str) -> None:
    info = client.get(f"/v1/games/{game}").json
    players = info["players"]["max"]
    created = create(client, game, players, f"views-{game}")
    sid = created["id"]
    for seat in created["seats"]:
        mine = client.get(f"/v1/sessions/{sid}", token=seat["token"]).json
        assert mine["seat"] == seat["seat"]
        state = client.post(
            f"/v1/games/{game}/setup",
            json={"players": players, "seed": f"views-{game}"},
        ).json["state"]
        expected = client.post(
            f"/v1/games/{game}/view", json={"state": state, "seat": seat["seat"]}
        ).json["view"]
        assert mine["view"] == expected
    spectator = client.get(f"/v1/sessions/{sid}").json
    assert spectator["seat"] is None
    public = client.post(f"/v1/games/{game}/view", json={"state": state, "seat": None}).json
    assert spectator["view"] == public["view"]


def verify_commitment(history: dict) -> str:
    """The published recipe: HMAC-SHA256, key = the revealed salt's bytes, message = the seed."""
    key = bytes.fromhex(history["seed_salt"])
    return hmac.new(key, history["seed"].encode("utf-8"), hashlib.sha256).hexdigest()
