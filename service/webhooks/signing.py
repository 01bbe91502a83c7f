"""Endpoint secrets and delivery signatures.

A secret is `whsec_` + 43 url-safe characters: HMAC-SHA256 of the endpoint's random nonce
under the server key (`REFEREE_SECRET_KEY`), so Redis holds only the nonce and nothing that
signs without the server key. It is shown once, at registration or rotation. (Changing the
server key changes every endpoint's secret: rotate them afterwards.)

The signature header is Stripe-like:

    Referee-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>." + body)>

with a second `v1=` during a rotation's grace period (the previous secret's). Receivers
check any `v1` against their secret in constant time and refuse an old `t` (docs/webhooks.md).
"""

from __future__ import annotations

import base64
import hashlib
import hmac

PREFIX = "whsec_"


def derive_secret(server_key: bytes, tenant: str, endpoint_id: str, nonce: str) -> str:
    mac = hmac.new(
        server_key, f"webhook:{tenant}:{endpoint_id}:{nonce}".encode(), hashlib.sha256
    ).digest()
    return PREFIX + base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def sign(secret: str, timestamp: int, body: bytes) -> str:
    """The hex v1 signature of `body` sent at `timestamp`."""
    return hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()


def signature_header(secrets: list[str], timestamp: int, body: bytes) -> str:
    return ",".join([f"t={timestamp}", *(f"v1={sign(s, timestamp, body)}" for s in secrets)])
