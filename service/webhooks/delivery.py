"""One delivery attempt: an HTTP POST of the stored body, signed, to the checked address.

Redirects are not followed (a 3xx is a failure); only a 2xx answer is a success. The answer's
body is not read beyond 4 KiB. Nothing of the answer is stored except its status code.
"""

from __future__ import annotations

import http.client
import socket
import ssl
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .urls import AddressRefused, resolve

USER_AGENT = "Referee-Webhooks/1"


@dataclass(frozen=True)
class Attempt:
    ok: bool
    code: int | None  # the HTTP status, None when no answer came
    error: str  # "" on success
    retry: bool = True  # False: retrying cannot help (the address is refused)


def post(
    url: str, body: bytes, headers: dict[str, str], timeout: float, allow_private: bool
) -> Attempt:
    parts = urlsplit(url)
    try:
        address, port = resolve(parts, allow_private)
    except AddressRefused as exc:
        return Attempt(False, None, str(exc), retry=allow_private)
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    conn: http.client.HTTPConnection
    if parts.scheme == "https":
        conn = http.client.HTTPSConnection(
            parts.hostname or "", port, timeout=timeout, context=ssl.create_default_context()
        )
    else:
        conn = http.client.HTTPConnection(parts.hostname or "", port, timeout=timeout)

    def connect(_addr: Any, timeout: Any = None, source: Any = None) -> socket.socket:
        # the checked address, not a second lookup; TLS still verifies the host name
        return socket.create_connection((address, port), timeout)

    conn._create_connection = connect  # type: ignore[attr-defined]
    try:
        conn.request(
            "POST",
            path,
            body=body,
            headers={
                "Content-Type": "application/json",
                "User-Agent": USER_AGENT,
                **headers,
            },
        )
        resp = conn.getresponse()
        resp.read(4096)
        code = resp.status
    except (OSError, http.client.HTTPException) as exc:
        reason = "timed out" if isinstance(exc, TimeoutError | socket.timeout) else str(exc)
        return Attempt(False, None, f"{exc.__class__.__name__}: {reason}"[:300])
    finally:
        conn.close()
    if 200 <= code < 300:
        return Attempt(True, code, "")
    return Attempt(False, code, f"the endpoint answered {code}")
