"""Who is calling: the API key (`X-API-Key`) → its tenant, or an anonymous client address.

`current_client()` is computed once per request (cached on `flask.g`); the rate limiter,
the session ownership checks and the idempotency records all read it.
"""

from __future__ import annotations

import redis
from flask import current_app, g, request

from ..errors import Unauthorized, Unavailable
from ..tenants import ApiKeys, Client, normalize_address
from .call import current


def api_keys() -> ApiKeys:
    keys: ApiKeys = current_app.extensions["referee.api_keys"]
    return keys


def current_client() -> Client:
    """The caller of this request. Unauthorized for a malformed, unknown or revoked key, or
    for no key when anonymous access is off."""
    call = current()
    if call is not None:
        if call.client is not None:
            return call.client
        environ = call.environ
    else:  # a request the first hook did not see (a test's request context)
        client: Client | None = g.get("referee_client")
        if client is not None:
            return client
        environ = request.environ
    # the WSGI environ read directly: a header through `request.headers` builds its key again
    # (issue 38's per-stage table)
    address = normalize_address(environ.get("REMOTE_ADDR"))
    key = environ.get("HTTP_X_API_KEY")
    if key is None:
        if not current_app.config["REFEREE"].anonymous_enabled:
            raise Unauthorized(
                "this service needs an API key: X-API-Key: <key>", code="auth.api_key_required"
            )
        client = Client(None, address)
    else:
        try:
            tenant, key_id, limits = api_keys().tenant_of(key.strip())
        except redis.RedisError as exc:
            raise Unavailable("the key store is unavailable; retry shortly") from exc
        if tenant is None:
            raise Unauthorized("the API key is not valid", code="auth.invalid_api_key")
        client = Client(tenant, address, key_id, limits)
        if limits.max_body_bytes is not None:
            # the tenant's own cap, within the service's MAX_BODY_BYTES (413 beyond it)
            ceiling = current_app.config["MAX_CONTENT_LENGTH"]
            request.max_content_length = min(limits.max_body_bytes, ceiling or 1 << 62)
    if call is not None:
        call.client = client
        call.tenant = client.tenant  # the request's log lines name the tenant from now on
    else:
        g.referee_client = client
    return client
