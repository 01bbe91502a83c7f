"""Seat and admin tokens: random, shown once, stored as SHA-256 digests, compared in constant
time. Tokens of a session created with an `Idempotency-Key` are derived from a random nonce
with the server key (HMAC), so that a replayed answer can give them again without anything
in Redis holding them in clear."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from ..errors import Forbidden, Unauthorized

ADMIN = -1  # the pseudo-seat of the admin token


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_tokens(count: int) -> tuple[str, list[str]]:
    """(admin token, seat tokens): 256 random bits each."""
    return secrets.token_urlsafe(32), [secrets.token_urlsafe(32) for _ in range(count)]


def derived_tokens(server_key: bytes, nonce: str, count: int) -> tuple[str, list[str]]:
    """(admin token, seat tokens) derived from `nonce` with the server key; as unguessable as
    random tokens to anyone without the key."""

    def one(label: str) -> str:
        mac = hmac.new(server_key, f"{nonce}:{label}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(mac).rstrip(b"=").decode()

    return one("admin"), [one(f"seat:{i}") for i in range(count)]


def identify(meta: dict[str, object], token: str | None) -> int | None:
    """The seat of a token (ADMIN for the admin token), None for no token; Unauthorized for a
    token that is not this session's. Constant-time comparisons."""
    if token is None:
        return None
    digest = hash_token(token)
    found: int | None = None
    hashes = meta["tokens"]
    assert isinstance(hashes, list)
    for seat, h in enumerate(hashes):
        if hmac.compare_digest(h, digest):
            found = seat
    admin = meta["admin"]
    assert isinstance(admin, str)
    if hmac.compare_digest(admin, digest):
        found = ADMIN
    if found is None:
        raise Unauthorized("the token is not valid for this session", code="auth.invalid_token")
    return found


def require_seat(seat: int | None) -> int:
    if seat is None:
        raise Unauthorized(
            "this endpoint needs a seat token: Authorization: Bearer <token>",
            code="auth.missing_token",
        )
    if seat == ADMIN:
        raise Forbidden("the admin token cannot act as a seat", code="auth.admin_not_a_seat")
    return seat
