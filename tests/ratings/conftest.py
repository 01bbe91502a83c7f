"""Fixtures of the ratings tests: the session service of a real app (real Redis) and a fresh
tenant per test."""

from __future__ import annotations

import secrets
from typing import Any

import pytest

from service.sessions import Sessions
from service.tenants import Client, TenantLimits


@pytest.fixture()
def svc(app: Any) -> Sessions:
    sessions: Sessions = app.extensions["referee.sessions"]
    return sessions


def new_tenant(app: Any, prefix: str = "rt", **limits: Any) -> tuple[Client, str]:
    """A fresh tenant: its Client (for the service layer) and an API key (for HTTP)."""
    tenant = f"{prefix}-{secrets.token_hex(4)}"
    _, key = app.extensions["referee.api_keys"].create(tenant)
    return Client(tenant, "127.0.0.1", limits=TenantLimits(**limits)), str(key)


@pytest.fixture()
def tenant(app: Any) -> tuple[Client, str]:
    return new_tenant(app)


def rated_game(
    svc: Sessions, client: Client, players: list[str], game: str = "palace",
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return svc.create(
        game, [{"name": p.title(), "player": p} for p in players], options, None,
        client=client, rated=True,
    )


def resign(svc: Sessions, client: Client, created: dict[str, Any], seat: int) -> None:
    loaded = svc.load(created["id"], client)
    svc.resign(loaded, seat)
