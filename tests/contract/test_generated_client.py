"""The generated Python client (clients/python, `make sdk`) is current, and plays a full seeded
game of each of the five games to the end against the real app served by real gunicorn, using
only its typed models: typed views, typed legal moves, a typed move sent back, typed events
and typed scores. No response may parse into a raw dict anywhere."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from tests.conftest import ROOT
from tests.reliability.conftest import Gunicorn

sys.path.insert(0, str(ROOT / "clients" / "python"))

from referee_client import AuthenticatedClient, Client  # noqa: E402
from referee_client import models as m  # noqa: E402
from referee_client.api.games import (  # noqa: E402
    get_game,
    stateless_apply,
    stateless_legal_moves,
    stateless_setup,
    stateless_view,
)
from referee_client.api.sessions import (  # noqa: E402
    apply_move,
    create_session,
    get_history,
    get_legal_moves,
    get_score,
    get_session,
)
from referee_client.types import Unset  # noqa: E402

pytestmark = pytest.mark.xdist_group("generated-client")


def test_the_checked_in_client_is_current() -> None:
    result = subprocess.run(
        [sys.executable, "scripts/build_sdk.py", "--check"], cwd=ROOT, capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


@pytest.fixture(scope="module")
def base_url(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    server = Gunicorn(redis_url, tmp_path_factory.mktemp("sdk") / "gunicorn.log").start()
    try:
        yield server.base
    finally:
        server.stop()


def untyped(value: Any, where: str = "body") -> list[str]:
    """Where a parsed response holds a raw dict (a schema the client could not type)."""
    if isinstance(value, dict):
        return [where]
    if isinstance(value, list):
        return [w for i, item in enumerate(value) for w in untyped(item, f"{where}[{i}]")]
    if attrs.has(type(value)):
        found = []
        for f in attrs.fields(type(value)):
            if f.name == "additional_properties":  # maps keyed by seat ("0", "1"): typed values
                found += [w for k, v in getattr(value, f.name).items()
                          for w in untyped(v, f"{where}.{k}")]
            else:
                found += untyped(getattr(value, f.name), f"{where}.{f.name}")
        return found
    return []


def typed(value: Any, cls: type) -> Any:
    """`value` is a `cls` (the game's own model), fully typed."""
    assert isinstance(value, cls), f"expected {cls.__name__}, got {value!r}"[:2000]
    assert not untyped(value), untyped(value)[:5]
    return value


# --------------------------------------------------------------------------- policies

PALACE_ORDER = "3 4 5 6 7 8 9 J Q K A 2 10".split()


def palace_policy(moves: list[Any]) -> Any:
    """Play the lowest rank there is (ends a game in about a hundred moves), else the first."""
    plays = [mv for mv in moves if isinstance(mv, m.PalacePlayMove)]
    if not plays:
        return moves[0]

    def low(mv: m.PalacePlayMove) -> tuple[int, int]:
        rank = mv.cards[0][:-1]
        return (PALACE_ORDER.index(rank) if rank in PALACE_ORDER else len(PALACE_ORDER),
                -len(mv.cards))

    return min(plays, key=low)


def first(moves: list[Any]) -> Any:
    return moves[0]


# game → (players, options, the per-game models, the move policy)
GAMES: dict[str, tuple[int, Any, str, Any]] = {
    "palace": (3, m.PalaceOptions(), "Palace", palace_policy),
    "red_dragon": (3, m.RedDragonOptions(), "RedDragon", first),
    "dragons": (2, m.DragonsOptions(), "Dragons", first),
    "reds": (2, m.RedsOptions(), "Reds", first),
    "dragons_wild": (3, m.DragonsWildOptions(), "DragonsWild", first),
}


# the games whose views already speak the common vocabulary (phase, current, outcome)
VOCABULARY = ("dragons", "dragons_wild")


def model(prefix: str, name: str) -> type:
    return getattr(m, f"{prefix}{name}")  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_full_game_with_the_typed_client(base_url: str, game: str) -> None:
    players, options, prefix, policy = GAMES[game]
    anonymous = Client(base_url=base_url, raise_on_unexpected_status=True, timeout=60)

    described = get_game.sync(m.GameId(game), client=anonymous)  # type: ignore[arg-type]
    typed(described, model(prefix, "Description"))
    move_union = tuple(type(ex) for mt in described.move_types for ex in mt.examples)
    assert move_union, "every game lists move types with typed examples"

    request = model(prefix, "CreateSessionRequest")(
        game=game, players=players, seed=f"sdk-{game}", options=options
    )
    created = create_session.sync(client=anonymous, body=request)  # type: ignore[arg-type]
    created = typed(created, model(prefix, "CreatedSession"))
    seats = {s.seat: AuthenticatedClient(base_url=base_url, token=s.token, timeout=60,
                                         raise_on_unexpected_status=True)
             for s in created.seats}
    assert sorted(seats) == list(range(players))
    view = typed(created.view, model(prefix, "View"))
    to_act, version, finished = list(view.to_act), created.version, False

    moves_made = 0
    while not finished:
        assert moves_made < 2000, "the game did not end"
        seat = to_act[0]
        legal = get_legal_moves.sync(created.id, client=seats[seat])
        legal = typed(legal, model(prefix, "LegalMoves"))
        assert legal.seat == seat and legal.version == version and legal.moves
        move = policy(legal.moves)
        result = apply_move.sync(
            created.id, client=seats[seat], body=m.MoveBody(move=move), if_match=f'"{version}"'
        )
        result = typed(result, model(prefix, "MoveResult"))
        assert result.version == version + 1
        assert all(type(e).__name__.startswith(prefix) for e in result.events), result.events
        view = typed(result.view, model(prefix, "View"))
        assert getattr(view, "viewer", seat) == seat
        assert list(view.to_act) == list(result.to_act)
        to_act, version = list(result.to_act), result.version
        finished = result.status == m.SessionStatus.FINISHED
        moves_made += 1
        if moves_made % 25 == 0:  # a seat's own read of the session, also typed
            session = typed(get_session.sync(created.id, client=seats[seat]),
                            model(prefix, "Session"))
            assert session.seat == seat and session.version == version

    assert to_act == []
    session = typed(get_session.sync(created.id, client=anonymous),  # type: ignore[arg-type]
                    model(prefix, "Session"))
    assert session.seat is None and session.status == m.SessionStatus.FINISHED
    outcome = typed(session.outcome, model(prefix, "Outcome"))
    assert isinstance(outcome.draw, bool) and (not outcome.draw or outcome.winners == [])
    if game in VOCABULARY:  # the common view vocabulary (issue 15), game by game
        assert view.phase == "finished" and view.current is None and view.to_act == []
        assert view.outcome.to_dict() == outcome.to_dict()
    score = typed(get_score.sync(created.id, client=anonymous),  # type: ignore[arg-type]
                  model(prefix, "ScoreBody"))
    typed(score.scores, model(prefix, "Scores"))
    assert typed(score.outcome, model(prefix, "Outcome")).winners == outcome.winners
    history = typed(get_history.sync(created.id, client=seats[0]), model(prefix, "History"))
    assert len(history.entries) == moves_made and isinstance(history.seed, str)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_stateless_twins_with_the_typed_client(base_url: str, game: str) -> None:
    players, options, prefix, policy = GAMES[game]
    anonymous = Client(base_url=base_url, raise_on_unexpected_status=True, timeout=60)
    game_id = m.GameId(game)
    setup = stateless_setup.sync(
        game_id, client=anonymous,  # type: ignore[arg-type]
        body=m.SetupRequest(players=players, options=options, seed=f"sdk-{game}"),
    )
    state = typed(setup, m.SetupResult).state
    typed(state, model(prefix, "State"))
    seen = typed(
        stateless_view.sync(game_id, client=anonymous,  # type: ignore[arg-type]
                            body=m.ViewRequest(state=state, seat=None)),
        model(prefix, "ViewResult"),
    )
    seat = seen.view.to_act[0]
    listed = typed(
        stateless_legal_moves.sync(game_id, client=anonymous,  # type: ignore[arg-type]
                                   body=m.StateSeatRequest(state=state, seat=seat)),
        model(prefix, "MoveList"),
    )
    applied = typed(
        stateless_apply.sync(game_id, client=anonymous,  # type: ignore[arg-type]
                             body=m.StateMoveRequest(state=state, seat=seat,
                                                     move=policy(listed.moves))),
        model(prefix, "Applied"),
    )
    typed(applied.state, model(prefix, "State"))
    assert not isinstance(applied.state.options, Unset)


def test_the_typing_check_finds_raw_dicts() -> None:
    problem = m.Problem.from_dict(
        {"type": "t", "title": "t", "status": 422, "detail": "d", "code": "c",
         "details": {"seen": {"seat": 1}}}
    )
    assert untyped(problem) == ["body.details.seen"]
    assert untyped({"a": 1}) == ["body"]
    assert untyped([m.SeatSecret(seat=0, name="a", token=None)]) == []
