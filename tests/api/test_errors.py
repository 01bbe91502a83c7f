"""Every error status of the API: a problem+json body with a stable code, and no change of
state. Palace is the game under test (the foundation game); the statuses are game-agnostic."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

PROBLEM = "application/problem+json"


def problem(r: Any, status: int, code: str | None = None) -> dict:
    assert r.status_code == status, (r.status_code, r.data[:300])
    assert r.headers["Content-Type"] == PROBLEM
    body = r.json
    assert body["status"] == status
    assert body["title"] and body["type"] and body["detail"]
    if code is not None:
        assert body["code"] == code, body
    return body


@pytest.fixture()
def session(client: Any) -> dict:
    r = client.post("/v1/sessions", json={"game": "palace", "players": 3, "seed": "errors"})
    assert r.status_code == 201
    return r.json


def version_of(client: Any, sid: str) -> int:
    return client.get(f"/v1/sessions/{sid}").json["version"]


def acting_seat_and_move(client: Any, s: dict) -> tuple[int, str, dict]:
    to_act = client.get(f"/v1/sessions/{s['id']}").json["to_act"]
    seat = to_act[0]
    token = s["seats"][seat]["token"]
    move = client.get(f"/v1/sessions/{s['id']}/legal-moves", token=token).json["moves"][0]
    return seat, token, move


# ---------------------------------------------------------------- 400


@pytest.mark.parametrize(
    "body",
    [b"{not json", b"[1, 2", b"\xff\xfe", b'"a string"', b"[]", b"null"],
)
def test_malformed_json_is_400(client: Any, body: bytes) -> None:
    r = client.post("/v1/sessions", data=body, content_type="application/json")
    assert r.status_code in (400, 422)
    problem(r, r.status_code)
    assert r.json["code"].startswith(("request.", "body."))


@pytest.mark.parametrize(
    "value",
    [2**53, -(2**53), 10**30, "s" * 4_097, [0] * 257, {"deep": [2**60]}],
    ids=["2^53", "-2^53", "1e30", "long string", "long array", "nested"],
)
def test_values_beyond_the_contracts_ceilings_are_400(client: Any, value: Any) -> None:
    """The ceilings openapi.yaml states for every integer, string and array no schema bounds
    more tightly (docs/contract.md, "Bounds"), wherever they sit in a body."""
    r = client.post("/v1/sessions", json={"game": "palace", "players": 3, "seed": value})
    # one over a ceiling is a 400, never a 413 (contract testers expect a 400 for it)
    code = problem(r, 400)["code"]  # (10**30 is read as a float: not an integer at all)
    assert code in ("request.out_of_bounds", "request.invalid"), code
    ok = client.post("/v1/sessions", json={"game": "palace", "players": 3, "seed": 2**53 - 1})
    assert ok.status_code in (201, 400) and (ok.json or {}).get("code") != "request.out_of_bounds"


def test_an_if_none_match_over_the_header_limit_is_400(client: Any, session: dict) -> None:
    r = client.get(f"/v1/sessions/{session['id']}", headers={"If-None-Match": "x" * 1025})
    assert problem(r, 400)["code"] == "request.header_too_large"
    r = client.get(f"/v1/sessions/{session['id']}", headers={"If-None-Match": "x" * 1024})
    assert r.status_code == 200


def test_wrong_content_type_is_refused(client: Any) -> None:
    r = client.post("/v1/sessions", data="game=palace", content_type="text/plain")
    assert 400 <= r.status_code < 500
    problem(r, r.status_code)


def test_unknown_field_is_400(client: Any) -> None:
    r = client.post("/v1/sessions", json={"game": "palace", "players": 2, "colour": "red"})
    problem(r, 400)


def test_malformed_move_is_400_without_change(client: Any, session: dict) -> None:
    seat, token, _ = acting_seat_and_move(client, session)
    sid = session["id"]
    for bad in [{"type": "teleport"}, {"type": "play", "cards": ["ZZ"]}, {"cards": []}, 17]:
        r = client.post(f"/v1/sessions/{sid}/moves", json={"move": bad}, token=token)
        assert r.status_code in (400, 422), r.json
        problem(r, r.status_code)
    assert version_of(client, sid) == 0


# ---------------------------------------------------------------- 401 / 403


def test_missing_token_is_401(client: Any, session: dict) -> None:
    sid = session["id"]
    r = client.get(f"/v1/sessions/{sid}/legal-moves")
    problem(r, 401, "auth.missing_token")
    assert "Bearer" in r.headers.get("WWW-Authenticate", "")
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "ready"}})
    problem(r, 401, "auth.missing_token")


def test_unknown_token_is_401(client: Any, session: dict) -> None:
    sid = session["id"]
    r = client.get(f"/v1/sessions/{sid}/legal-moves", token="not-a-token")
    body = problem(r, 401)
    assert "not-a-token" not in str(body)


def test_token_of_another_session_is_401(client: Any, session: dict) -> None:
    other = client.post("/v1/sessions", json={"game": "palace", "players": 2}).json
    r = client.get(
        f"/v1/sessions/{session['id']}/legal-moves", token=other["seats"][0]["token"]
    )
    problem(r, 401)


def test_delete_needs_the_admin_token(client: Any, session: dict) -> None:
    sid = session["id"]
    problem(client.delete(f"/v1/sessions/{sid}"), 401)
    problem(client.delete(f"/v1/sessions/{sid}", token=session["seats"][0]["token"]), 403,
            "auth.not_admin")
    assert client.get(f"/v1/sessions/{sid}").status_code == 200
    r = client.delete(f"/v1/sessions/{sid}", token=session["admin_token"])
    assert r.status_code == 204
    problem(client.get(f"/v1/sessions/{sid}"), 404, "session.not_found")


def test_admin_token_cannot_play(client: Any, session: dict) -> None:
    sid = session["id"]
    r = client.get(f"/v1/sessions/{sid}/legal-moves", token=session["admin_token"])
    assert r.status_code == 403
    problem(r, 403)


# ---------------------------------------------------------------- 404


def test_unknown_game_and_session_are_404(client: Any) -> None:
    problem(client.get("/v1/games/chess"), 404, "game.not_found")
    problem(client.post("/v1/sessions", json={"game": "chess", "players": 2}), 404,
            "game.not_found")
    problem(client.get("/v1/sessions/0123456789abcdef0123456789abcdef"), 404, "session.not_found")
    problem(client.post("/v1/games/chess/setup", json={"players": 2}), 404, "game.not_found")


# ---------------------------------------------------------------- 412 / 409 / idempotency


def test_stale_if_match_is_412_with_the_current_version(client: Any, session: dict) -> None:
    sid = session["id"]
    seat, token, move = acting_seat_and_move(client, session)
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token,
                    headers={"If-Match": '"7"'})
    body = problem(r, 412, "version.mismatch")
    assert body["current_version"] == 0
    assert version_of(client, sid) == 0


def test_malformed_if_match_is_400(client: Any, session: dict) -> None:
    sid = session["id"]
    seat, token, move = acting_seat_and_move(client, session)
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token,
                    headers={"If-Match": "yesterday"})
    problem(r, 400)
    assert version_of(client, sid) == 0


def test_idempotent_retry_returns_the_first_answer(client: Any, session: dict) -> None:
    sid = session["id"]
    seat, token, move = acting_seat_and_move(client, session)
    headers = {"Idempotency-Key": "k-1", "If-Match": '"0"'}
    first = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token,
                        headers=headers)
    assert first.status_code == 200
    again = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token,
                        headers=headers)
    assert again.status_code == 200
    assert again.json == first.json
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert version_of(client, sid) == 1
    # the same key with another body is refused, and nothing changes
    r = client.post(f"/v1/sessions/{sid}/moves", json={"move": {"type": "pick_up"}},
                    token=token, headers={"Idempotency-Key": "k-1"})
    assert r.status_code == 422
    problem(r, 422, "idempotency.key_reused")
    assert version_of(client, sid) == 1


def test_idempotent_create(client: Any) -> None:
    body = {"game": "palace", "players": 2, "seed": "idem"}
    a = client.post("/v1/sessions", json=body, headers={"Idempotency-Key": "create-1"})
    b = client.post("/v1/sessions", json=body, headers={"Idempotency-Key": "create-1"})
    assert a.status_code == b.status_code == 201
    assert a.json["id"] == b.json["id"]
    c = client.post("/v1/sessions", json={**body, "players": 3},
                    headers={"Idempotency-Key": "create-1"})
    problem(c, 422, "idempotency.key_reused")


# ---------------------------------------------------------------- 413


def test_body_over_the_limit_is_413(client: Any, session: dict) -> None:
    big = b'{"move": "' + b"x" * (65 * 1024) + b'"}'
    r = client.post(f"/v1/sessions/{session['id']}/validate", data=big,
                    content_type="application/json", token=session["seats"][0]["token"])
    problem(r, 413)
    r = client.post("/v1/games/palace/validate", data=big, content_type="application/json")
    problem(r, 413)


# ---------------------------------------------------------------- 422


def test_illegal_move_names_the_rule_and_changes_nothing(client: Any, session: dict) -> None:
    sid = session["id"]
    seat, token, _ = acting_seat_and_move(client, session)
    legal = client.get(f"/v1/sessions/{sid}/legal-moves", token=token).json["moves"]
    # a move of a listed type that is not listed: try every card of the hand as a play
    view = client.get(f"/v1/sessions/{sid}", token=token).json["view"]
    hand = _cards_in(view)
    tried = 0
    for card in hand:
        move = {"type": "play", "cards": [card]}
        if move in legal:
            continue
        verdict = client.post(f"/v1/sessions/{sid}/validate", json={"move": move}, token=token)
        if verdict.json["legal"]:
            continue
        tried += 1
        assert verdict.json["code"].startswith(("palace.", "turn."))
        assert verdict.json["message"]
        r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, token=token)
        body = problem(r, 422, verdict.json["code"])
        assert body["detail"] == verdict.json["message"]
    assert version_of(client, sid) == 0
    assert tried or legal, "the test found nothing to refuse"


def _cards_in(view: Any) -> list[str]:
    from service.games.cards import is_card

    out: list[str] = []
    stack = [view]
    while stack:
        item = stack.pop()
        if isinstance(item, str) and is_card(item):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return sorted(set(out))


@pytest.mark.parametrize(
    "players,code",
    [(1, "players.out_of_range"), (99, None), ("three", None), (True, None)],
)
def test_bad_player_counts(client: Any, players: Any, code: str | None) -> None:
    r = client.post("/v1/sessions", json={"game": "palace", "players": players})
    assert r.status_code in (400, 422)
    problem(r, r.status_code, code)


def test_unknown_option_is_422(client: Any) -> None:
    r = client.post("/v1/sessions", json={"game": "palace", "players": 2,
                                          "options": {"no_such_option": True}})
    problem(r, 422, "options.unknown")


def test_inconsistent_state_is_422(client: Any) -> None:
    state = client.post("/v1/games/palace/setup", json={"players": 2, "seed": "s"}).json["state"]
    for broken in [{}, {**state, "players": 7}, {"players": "two"}]:
        r = client.post("/v1/games/palace/legal-moves", json={"state": broken, "seat": 0})
        assert r.status_code in (400, 422)
        problem(r, r.status_code)
    r = client.post("/v1/games/palace/legal-moves", json={"state": state, "seat": 5})
    problem(r, 422, "seat.invalid")


def test_the_stateless_setup_counts_bot_seats_as_seats(client: Any) -> None:
    """A table of bots only is a session rule (someone must play); the stateless setup only
    counts the seats, so a schema-valid list of bot seats sets a game up."""
    r = client.post("/v1/games/reds/setup", json={"players": [{"bot": "random"}] * 2, "seed": "b"})
    assert r.status_code == 200, r.json
    assert r.json["state"]["players"] == 2
    r = client.post("/v1/games/reds/setup", json={"players": [{"open": True}, "Ann"]})
    assert r.status_code == 200 and r.json["state"]["players"] == 2, r.json
    r = client.post("/v1/games/reds/setup", json={"players": [{"bot": "random", "x": 1}] * 2})
    problem(r, 400, "players.invalid")
    # player ids (ratings) mean nothing here either; a malformed one still fails the schema
    seat = {"bot": "expert", "level": 6, "name": "A", "player": "p_1"}
    r = client.post("/v1/games/reds/setup", json={"players": [seat, {"name": "B", "player": "b"}]})
    assert r.status_code == 200 and r.json["state"]["players"] == 2, r.json
    r = client.post("/v1/games/reds/setup", json={"players": [{**seat, "level": 1}, "B"]})
    problem(r, 422, "bot.level_invalid")
    r = client.post("/v1/games/reds/setup", json={"players": [{"name": "A", "player": "a b"}, "B"]})
    problem(r, 400, "players.invalid_player_id")


@pytest.mark.parametrize("where", ["top", "in_object", "in_array", "deep"])
@pytest.mark.parametrize(
    ("over", "at", "words"),
    [
        (2**53, 2**53 - 1, "outside"),
        (-(2**53), -(2**53) + 1, "outside"),
        ("s" * 4_097, "s" * 4_096, "longer than 4096"),
        ([0] * 257, [0] * 256, "more than 256 items"),
    ],
    ids=["int", "negative int", "string", "array"],
)
def test_canonical_refuses_one_over_each_ceiling_wherever_it_sits(
    app: Any, where: str, over: Any, at: Any, words: str
) -> None:
    """The body walk (service/api/schemas.py `canonical`) itself: one over a ceiling is a 400
    `request.out_of_bounds` naming what is too large; the ceiling itself passes."""
    from service.api.schemas import canonical
    from service.errors import BadRequest

    def place(value: Any) -> Any:
        return {"top": value, "in_object": {"a": value}, "in_array": [1, value],
                "deep": {"a": [{"b": [value]}]}}[where]

    with app.test_request_context():
        assert canonical(place(at)) == place(at)
        with pytest.raises(BadRequest) as refused:
            canonical(place(over))
    assert refused.value.code == "request.out_of_bounds" and words in refused.value.message


def test_canonical_reads_integral_floats_as_integers(app: Any) -> None:
    from service.api.schemas import canonical

    body = {"a": 5.0, "b": [1e0, 2.5, True, None, "x"], "c": {"d": -3.0}}
    assert canonical(body) == {"a": 5, "b": [1, 2.5, True, None, "x"], "c": {"d": -3}}
    assert type(body["a"]) is int and type(body["b"][0]) is int and body["b"][2] is True


_SCALARS = (
    st.none() | st.booleans() | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.sampled_from([2**53 - 1, 2**53, -(2**53), 5.0, 1e0, -3.0, 2.5, 1e300])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(["s" * 4_096, "s" * 4_097, "[[[{,,", "1234567890123456"])
)
_JSON = st.recursive(
    _SCALARS | st.builds(lambda n, v: [v] * n, st.sampled_from([255, 256, 257]), _SCALARS),
    lambda inner: st.lists(inner, max_size=6)
    | st.dictionaries(st.text(max_size=4), inner, max_size=5),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(body=_JSON)
def test_the_bytes_check_skips_only_bodies_the_walk_leaves_as_they_are(body: Any) -> None:
    """`_plain` (service/api/schemas.py) spares the walk only a body that `canonical` would
    neither refuse nor change; the bodies are chosen near every ceiling."""
    import copy

    import orjson

    from service.api.schemas import _plain, canonical
    from service.errors import BadRequest

    raw = orjson.dumps(body)
    if not _plain(raw):
        return
    parsed = orjson.loads(raw)
    try:
        walked = canonical(copy.deepcopy(parsed))
    except BadRequest as exc:  # pragma: no cover - the failure this test exists for
        raise AssertionError(f"_plain passed a body the walk refuses: {exc}") from None
    assert walked == parsed and repr(walked) == repr(parsed)


def test_the_bytes_check_passes_a_plain_move_and_state() -> None:
    from service.api.schemas import _plain

    assert _plain(b'{"move": {"play": ["7H", "7S"]}}')
    assert not _plain(b'{"move": 5.0}') and not _plain(b'{"n": 9007199254740992}')
    assert not _plain(b"[" * 33 + b"]" * 33) and not _plain(b"[" + b"0," * 256 + b"0]")


def test_the_apps_sync_check_cache_stays_bounded(redis_url: str) -> None:
    """`App.ensure_sync` keeps its answers for the app's views and hooks, never for functions
    made per request (`after_this_request`): its cache cannot grow with the traffic."""
    from flask import after_this_request

    from tests.conftest import make_app

    app = make_app(redis_url)  # its own: a route is added

    @app.get("/_test/after")
    def _after() -> str:
        @after_this_request
        def _tag(resp: Any) -> Any:
            return resp

        return "ok"

    client = app.test_client()
    for _ in range(app.SYNCED_MAX + 50):
        assert client.get("/_test/after").status_code == 200
    assert len(app._synced) <= app.SYNCED_MAX


def test_a_declared_body_is_read_as_declared(client: Any, app: Any) -> None:
    """A body with a Content-Length is read straight from the server's input (issue 38):
    over the limit it is a 413 before a byte is read, cut short a 400, and it is the same body
    to every later reader (an idempotent create hashes it again)."""
    raw = b'{"game": "palace", "players": 2, "seed": "declared"}'
    c = app.test_client()
    over = c.post("/v1/sessions", data=raw, content_type="application/json",
                  environ_overrides={"CONTENT_LENGTH": str(app.config["MAX_CONTENT_LENGTH"] + 1)})
    assert over.status_code == 413 and over.headers["Content-Type"] == "application/problem+json"
    short = c.post("/v1/sessions", data=raw, content_type="application/json",
                   environ_overrides={"CONTENT_LENGTH": str(len(raw) + 10)})
    assert short.status_code == 400 and short.headers["Content-Type"] == "application/problem+json"
    headers = {"Idempotency-Key": "declared-1"}
    a = c.post("/v1/sessions", data=raw, content_type="application/json", headers=headers)
    b = c.post("/v1/sessions", data=raw, content_type="application/json", headers=headers)
    assert a.status_code == b.status_code == 201 and a.json["id"] == b.json["id"]
