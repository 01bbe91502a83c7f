"""Bad input: property tests (hypothesis) feeding every stateless endpoint of every game
mutated states, seats and moves — wrong types, unknown and duplicated cards, out-of-range
seats, huge numbers, deep nesting, unicode, missing and extra keys. The answer is a 200 (the
mutation happened to be harmless) or a 4xx `application/problem+json` with a `code`; never a
5xx. Bodies over the limit get 413 before they are parsed.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
import requests
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.base import Game
from service.games.cards import Rng
from tests.reliability.conftest import SOAK, all_games, build_app, configs, record, size

EXAMPLES = size("fuzz_examples", 40, 300)
ENDPOINTS = ["setup", "legal-moves", "validate", "apply", "view", "score", "suggest"]
GAMES = sorted(g for g in all_games() if g != "toy_cards_leaky")

JUNK_CARDS = ["ZZ", "1H", "11C", "AX", "jk", "10", "", " 7H", "7H7H", "🂡", "A♠", "\u0000", "7H\n"]
HUGE = [2**31, 2**53 + 1, 2**63 - 1, -(2**63), 10**18, -1, 1e308, -0.0, 1.5]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**64 - 1)
    | st.sampled_from(HUGE)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(JUNK_CARDS)
)
junk = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += paths(v, (*prefix, i))
    return out


def put(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def drop(data: Any, path: tuple) -> Any:
    if not path:
        return data
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return data


def nest(depth: int) -> str:
    """A marker for `depth` nested lists, expanded by `encode` (deep structures break the
    stdlib's and hypothesis's recursion, so they only exist as bytes)."""
    return f"__DEEP_{depth}__"


def encode(body: Any) -> bytes:
    raw = json.dumps(body, ensure_ascii=False)
    for depth in (50, 200, 900, 1000, 3000, 5000):
        raw = raw.replace(f'"{nest(depth)}"', "[" * depth + "0" + "]" * depth)
    return raw.encode("utf-8", "surrogatepass")


@st.composite
def mutated(draw: Any, data: Any, game: Game) -> Any:
    """`data` with one to three mutations."""
    for _ in range(draw(st.integers(1, 3))):
        spots = paths(data)
        path = draw(st.sampled_from(spots))
        kind = draw(st.sampled_from(["junk", "card", "dup", "drop", "extra", "deep", "unicode"]))
        if kind == "junk":
            data = put(data, path, draw(junk))
        elif kind == "card":
            data = put(data, path, draw(st.sampled_from(JUNK_CARDS)))
        elif kind == "dup":  # a card of the state where another card was: a card twice
            cards = [
                p
                for p in spots
                if isinstance(_at(data, p), str) and game.is_card_token(_at(data, p))
            ]
            if len(cards) >= 2:
                a, b = draw(st.sampled_from(cards)), draw(st.sampled_from(cards))
                data = put(data, b, _at(data, a))
        elif kind == "drop":
            data = drop(data, path)
        elif kind == "extra" and isinstance(_at(data, path), dict):
            data = put(data, (*path, draw(st.text(max_size=6))), draw(junk))
        elif kind == "deep":
            data = put(data, path, nest(draw(st.sampled_from([50, 200, 1000, 3000]))))
        elif kind == "unicode":
            data = put(data, path, draw(st.text(min_size=1, max_size=30)))
    return data


def _at(data: Any, path: tuple) -> Any:
    for key in path:
        data = data[key]
    return data


def samples(game: Game) -> list[tuple[int, Any, Any]]:
    """(players, encoded state, one legal move) at the start and a few moves in."""
    players, options = configs(game)[0]
    state = game.setup(players, game.normalize_options(players, options), "fuzz")
    rng = Rng("fuzz", game.id)
    out = []
    for step in range(12):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = acting[rng.randbelow(len(acting))]
        moves = game.legal_moves(state, seat)
        move = moves[rng.randbelow(len(moves))]
        if step in (0, 11):
            out.append((players, game.encode_state(state), game.encode_move(move), seat))
        state, _ = game.apply(state, seat, move)
    return out


def assert_client_error(r: Any, where: str) -> None:
    assert r.status_code < 500, f"{where}: {r.status_code} {r.get_data(as_text=True)[:500]}"
    if r.status_code >= 400:
        assert r.mimetype == "application/problem+json", where
        body = r.json
        assert isinstance(body.get("code"), str) and body["code"], where
        assert body["status"] == r.status_code, where


@pytest.fixture(scope="module")
def fuzz_app(redis_url: str) -> Any:
    return build_app(redis_url)


@pytest.mark.parametrize("endpoint", ENDPOINTS)
@pytest.mark.parametrize("game_id", GAMES)
def test_stateless_endpoints_refuse_bad_input_with_a_problem(
    fuzz_app: Any, with_toy: None, game_id: str, endpoint: str
) -> None:
    game = all_games()[game_id]
    bases = samples(game)
    client = fuzz_app.test_client()
    sent = 0

    @st.composite
    def bodies(draw: Any) -> Any:
        players, state, move, seat = draw(st.sampled_from(bases))
        if endpoint == "setup":
            body = {"players": players, "options": {}, "seed": "s"}
        else:
            body = {"state": state, "seat": seat, "move": move}
            if endpoint in ("view",):
                body.pop("move")
            if endpoint == "score":
                body = {"state": state}
            if endpoint == "legal-moves":
                body.pop("move")
            if endpoint == "suggest":
                body["bot"] = "greedy"
                body.pop("move")
        return encode(draw(mutated(body, game)))

    @given(raw=bodies())
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        derandomize=not SOAK,
        suppress_health_check=list(HealthCheck),
    )
    def run(raw: bytes) -> None:
        nonlocal sent
        sent += 1
        r = client.post(
            f"/v1/games/{game_id}/{endpoint}",
            data=raw,
            headers={"Content-Type": "application/json"},
        )
        assert_client_error(r, f"{game_id}/{endpoint} {raw[:300]!r}")

    run()
    record("bad_input", game=game_id, endpoint=endpoint, requests=sent, server_errors=0)


@pytest.mark.parametrize("game_id", GAMES)
def test_named_bad_inputs(fuzz_app: Any, with_toy: None, game_id: str) -> None:
    """The classic cases, each stated once, on every stateless endpoint."""
    game = all_games()[game_id]
    players, state, move, seat = samples(game)[0]
    client = fuzz_app.test_client()
    cases: list[Any] = [
        b"",
        b"null",
        b"[]",
        b'"x"',
        b"{",
        b"{}",
        b"\xff\xfe",
        b'{"state": 1e999}',
        json.dumps({"state": state, "seat": players, "move": move}),
        json.dumps({"state": state, "seat": -1, "move": move}),
        json.dumps({"state": state, "seat": 2**80, "move": move}),
        json.dumps({"state": state, "seat": True, "move": move}),
        json.dumps({"state": state, "seat": "0", "move": move}),
        json.dumps({"state": state, "seat": seat, "move": nest(5000)}),
        json.dumps({"state": nest(900), "seat": seat, "move": move}),
        json.dumps({"state": state, "seat": seat, "move": "x" * 10000}),
        json.dumps({"state": state, "seat": seat, "move": {"type": "ö" * 50}}),
        json.dumps({"state": [], "seat": seat, "move": move}),
        json.dumps({"state": {}, "seat": seat, "move": move}),
        json.dumps({"state": state, "seat": seat, "move": move, "extra": 1}),
        json.dumps({"players": 10**30, "seed": "s"}),
        json.dumps({"players": ["\ud800"], "seed": "s"}, ensure_ascii=True),
        json.dumps({"players": players, "seed": "s" * 10000}),
        json.dumps({"players": players, "seed": ""}),
        json.dumps({"players": players, "options": {"x" * 100: [1] * 100}}),
    ]
    for body in cases:
        raw = body if isinstance(body, bytes) else encode(json.loads(body))
        for endpoint in ENDPOINTS:
            r = client.post(
                f"/v1/games/{game_id}/{endpoint}",
                data=raw,
                headers={"Content-Type": "application/json"},
            )
            assert_client_error(r, f"{game_id}/{endpoint} {raw[:120]!r}")


# --------------------------------------------------------------------------- size limit


def test_bodies_over_the_limit_get_413_before_parsing(redis_url: str, with_toy: None) -> None:
    app = build_app(redis_url, max_body_bytes=2048)
    client = app.test_client()
    created = client.post("/v1/sessions", json={"game": "toy_cards", "players": 2}).json
    sid, token = created["id"], created["seats"][0]["token"]
    over = b"{" + b"x" * 4096  # not even JSON: a 400 would mean it was parsed
    for path in [
        "/v1/sessions",
        f"/v1/sessions/{sid}/moves",
        f"/v1/sessions/{sid}/validate",
        *(f"/v1/games/toy_cards/{e}" for e in ENDPOINTS),
    ]:
        r = client.post(
            path,
            data=over,
            headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"},
        )
        assert r.status_code == 413, (path, r.status_code)
        assert r.mimetype == "application/problem+json" and r.json["code"] == "request.too_large"
    ok = client.post("/v1/games/toy_cards/setup", json={"players": 2, "seed": "y" * 200})
    assert ok.status_code == 200


@pytest.mark.xdist_group("reliability-gunicorn")
def test_413_over_real_http_also_when_chunked(gunicorn_server: Any) -> None:
    """Through gunicorn: a declared Content-Length over 64 KB, and a chunked body that grows
    past it, are both refused with 413 (the default limit)."""
    base = gunicorn_server.base
    big = b"[" + b"1," * 40000 + b"1]"
    r = requests.post(
        f"{base}/v1/games/toy_cards/score",
        data=big,
        headers={"Content-Type": "application/json"},
        timeout=30,
    )
    assert r.status_code == 413 and r.headers["Content-Type"] == "application/problem+json"

    def chunks() -> Any:  # JSON that would parse if it were cut at the limit and read
        yield b"["
        for _ in range(100):
            yield b"1," * 512
        yield b"1]"

    r = requests.post(
        f"{base}/v1/games/toy_cards/score",
        data=chunks(),
        headers={"Content-Type": "application/json"},
        timeout=30,
    )
    assert r.status_code == 413, (r.status_code, r.text)
    assert r.json()["code"] == "request.too_large"

    def small() -> Any:  # a chunked body under the limit is read whole
        yield b'{"state": '
        yield b"{}}"

    r = requests.post(
        f"{base}/v1/games/toy_cards/score",
        data=small(),
        headers={"Content-Type": "application/json"},
        timeout=30,
    )
    assert r.status_code == 422 and r.json()["code"] == "state.invalid", r.text
