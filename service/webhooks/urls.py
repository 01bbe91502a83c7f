"""Endpoint URLs: what may be registered, and where a delivery may connect.

A URL is `http` or `https`, at most 2048 characters, with a host, without user:password (it
would be shown in every listing) and without a fragment. With `WEBHOOK_ALLOW_PRIVATE=false`
an endpoint must resolve only to public addresses (no loopback, private, link-local, shared,
reserved or multicast address): checked at registration and again at every attempt, and the
attempt connects to the address that was checked (no DNS rebinding in between). The default
allows private addresses, for local development.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from urllib.parse import SplitResult, urlsplit

from ..errors import BadRequest, Unprocessable

MAX_URL = 2048


class AddressRefused(Exception):
    """The endpoint's host resolves to an address that is not allowed, or does not resolve."""


def check_url(url: object) -> SplitResult:
    """The parsed URL; `webhook.invalid_url` when it may not be registered: a 400 when the
    value does not fit the contract's WebhookUrl (a string of 1–2048 characters starting with
    http:// or https://), a 422 when it fits it but is still no URL an endpoint may have (no
    host, credentials, a fragment, port 0, spaces...: schema-valid, refused by the rules)."""
    if not isinstance(url, str) or not 1 <= len(url) <= MAX_URL:
        raise BadRequest(f"url must be a string of 1–{MAX_URL} characters",
                         code="webhook.invalid_url")
    if not SCHEMA_PATTERN.match(url):
        raise BadRequest("url must be http:// or https://", code="webhook.invalid_url")
    if not url.isascii() or any(c.isspace() or ord(c) < 32 for c in url):
        raise _bad("url must be ASCII without spaces or control characters (IDNA-encode hosts)")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise _bad(f"url is not a valid URL ({exc})") from None
    if parts.scheme not in ("http", "https"):
        raise _bad("url must be http:// or https://")
    if not parts.hostname:
        raise _bad("url must name a host")
    if parts.username is not None or parts.password is not None:
        raise _bad("url must not hold credentials (user:password@)")
    if parts.fragment:
        raise _bad("url must not have a #fragment")
    if port == 0:
        raise _bad("url must not name port 0")
    return parts


def _bad(message: str) -> Unprocessable:
    return Unprocessable(message, code="webhook.invalid_url")


#: openapi/base.yaml's WebhookUrl pattern: what the schema itself refuses (a 400)
SCHEMA_PATTERN = re.compile(r"[Hh][Tt][Tt][Pp][Ss]?://")


def is_public(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


def resolve(parts: SplitResult, allow_private: bool) -> tuple[str, int]:
    """(address, port) to connect to; AddressRefused when the host does not resolve, or
    resolves to an address that is not allowed (every address is checked)."""
    host = parts.hostname or ""
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as exc:
        raise AddressRefused(f"{host} does not resolve ({exc.__class__.__name__})") from None
    addresses = [str(info[4][0]) for info in infos]
    if not addresses:
        raise AddressRefused(f"{host} does not resolve")
    if not allow_private:
        refused = [a for a in addresses if not is_public(a)]
        if refused:
            raise AddressRefused(
                f"{host} resolves to a non-public address ({refused[0]}); this service "
                "delivers only to public addresses (WEBHOOK_ALLOW_PRIVATE=false)"
            )
    return addresses[0], port
