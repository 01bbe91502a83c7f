"""No webhook body carries hidden information: a seeded playout of every game through the
hosted endpoints, with an endpoint subscribed to every event type, and every body the local
receiver gets checked against what a spectator may know (the cards it may know before or
after the move; for the final outcome, any card a spectator ever knew) and against the
`WebhookEvent` schema of openapi.yaml. The checker is shown to catch unredacted events."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from service.games import registry
from service.games.base import Game, card_tokens
from service.games.cards import Rng
from service.webhooks import events as bodies
from tests.conftest import CheckedClient
from tests.contract.test_payloads import CONFIGS, check
from tests.webhooks.conftest import Receiver
from tests.webhooks.test_delivery import hook

MAX_STEPS = 3000


def extra_cards(game: Game, payload: Any, allowed: Counter[str] | None) -> dict[str, int]:
    if allowed is None:  # no hidden information in this game
        return {}
    return {c: n for c, n in card_tokens(game, payload).items() if c not in allowed}


def playout(client: CheckedClient, key: str, game: Game, players: int, options: dict[str, Any],
            seed: str) -> tuple[str, dict[int, Counter[str] | None], Counter[str] | None]:
    """Play to the end; (session id, per version: the cards a spectator may know before or
    after that version's move, every card a spectator ever knew)."""
    r = client.post(
        "/v1/sessions",
        json={"game": game.id, "players": players, "options": options, "seed": seed},
        headers={"X-API-Key": key},
    )
    assert r.status_code == 201, r.json
    created = r.json
    sid, tokens = created["id"], [s["token"] for s in created["seats"]]
    state = game.setup(players, game.normalize_options(players, options), seed)
    known = game.known_cards(state, None)
    allowed: dict[int, Counter[str] | None] = {0: known}
    ever = Counter(known) if known is not None else None
    rng = Rng(seed, "webhook-leaks")
    to_act, version = created["to_act"], 0
    for _ in range(MAX_STEPS):
        if not to_act:
            break
        seat = to_act[rng.randbelow(len(to_act))]
        auth = {"X-API-Key": key, "Authorization": f"Bearer {tokens[seat]}"}
        moves = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth).json["moves"]
        move = moves[rng.randbelow(len(moves))]
        r = client.post(f"/v1/sessions/{sid}/moves", json={"move": move}, headers=auth)
        assert r.status_code == 200, r.json
        before = game.known_cards(state, None)
        state, _ = game.apply(state, seat, game.parse_move(move))
        after = game.known_cards(state, None)
        version = r.json["version"]
        if before is not None and after is not None and ever is not None:
            allowed[version] = before | after
            ever |= after
        else:
            allowed[version] = None
        to_act = r.json["to_act"] if r.json["status"] == "active" else []
    else:
        raise AssertionError(f"{game.id} did not finish in {MAX_STEPS} moves")
    return sid, allowed, ever


@pytest.mark.parametrize("game_id", sorted(registry()))
def test_no_webhook_body_carries_hidden_cards(
    wh_client: CheckedClient, key: str, receiver: Receiver, game_id: str
) -> None:
    game = registry()[game_id]
    players, options = CONFIGS[game_id][0]
    hook(wh_client, key, receiver.url("/all"),
         ["session.created", "move.applied", "game.finished"])
    sid, allowed, ever = playout(wh_client, key, game, players, options, f"leak-{game_id}")
    last = max(allowed)

    def distinct() -> list[Any]:
        # at-least-once: a receiver de-duplicates on the event id
        return list({r.json["id"]: r.json for r in receiver.at("/all")}.values())

    receiver.wait(lambda: len(distinct()) >= last + 2, timeout=120)
    got = distinct()
    assert len(got) == last + 2
    assert {e["session"] for e in got} == {sid}
    assert sorted(e["version"] for e in got if e["type"] == "move.applied") == list(
        range(1, last + 1)
    )
    (finished,) = [e for e in got if e["type"] == "game.finished"]
    assert finished["version"] == last and finished["data"]["outcome"]["ranking"]
    leaks = []
    for event in got:
        check("WebhookEvent", event)
        limit = ever if event["type"] == "game.finished" else allowed[event["version"]]
        extra = extra_cards(game, event, limit)
        if extra:
            leaks.append(f"{event['type']} v{event['version']}: {extra}")
    assert not leaks, leaks[:5]


def test_the_checker_catches_unredacted_events() -> None:
    """The same check over bodies made with the engine's raw events (private parts kept)."""
    found = 0
    for game_id in ("palace", "red_dragon", "reds", "dragons_wild"):
        game = registry()[game_id]
        players, options = CONFIGS[game_id][0]
        seed = f"leak-{game_id}"
        state = game.setup(players, game.normalize_options(players, options), seed)
        rng = Rng(seed, "checker")
        for _ in range(300):
            acting = sorted(game.to_act(state))
            if not acting or game.outcome(state).finished:
                break
            seat = acting[rng.randbelow(len(acting))]
            moves = game.legal_moves(state, seat)
            before = game.known_cards(state, None) or Counter()
            state, evts = game.apply(state, seat, moves[rng.randbelow(len(moves))])
            after = game.known_cards(state, None) or Counter()
            raw = {"events": [dict(e) for e in evts]}  # not redacted
            if extra_cards(game, raw, before | after):
                found += 1
            redacted = bodies.move_applied(game, seat, moves[0], evts, state, False, acting)
            assert not extra_cards(game, redacted["events"], before | after)
    assert found > 0, "no unredacted event named a hidden card: the check proves nothing"
