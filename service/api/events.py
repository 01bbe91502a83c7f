"""GET /v1/sessions/{id}/events: the session's events as Server-Sent Events, or as JSON by
long poll (`Accept: application/json`). See docs/events.md; the work is in service/events/."""

from __future__ import annotations

import queue
import time
from typing import Any

from flask import Blueprint, Response, current_app, request

from ..errors import BadRequest, CorruptSession, TooManyReaders, Unavailable
from ..events.feed import Feed, entry_for, sse
from ..events.hub import Hub, stream_queue
from ..store import StoreUnavailable
from ..tenants import Client
from .auth import current_client
from .responses import bearer_token, json_response, sessions

bp = Blueprint("events", __name__, url_prefix="/v1/sessions")

SSE_HEADERS = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}


def hub() -> Hub:
    h: Hub = current_app.extensions["referee.events"]
    return h


def _version(raw: str, name: str) -> int:
    raw = raw.strip()
    if not raw.isdigit() or len(raw) > 18:
        raise BadRequest(f"{name} must be a session version (an integer ≥ 0)",
                         code="request.invalid")
    return int(raw)


def _json_wanted() -> bool:
    best = request.accept_mimetypes.best_match(["text/event-stream", "application/json"])
    return best == "application/json" and request.accept_mimetypes["application/json"] > (
        request.accept_mimetypes["text/event-stream"]
    )


def _reserve(client: Client) -> str | None:
    """A place for one more reader of this client (429 over its bound) and of this worker
    (503 over its cap); returns the lease."""
    h = hub()
    cfg = h.settings
    limit = cfg.per_address if client.anonymous else cfg.per_tenant
    if not h.reserve():
        raise Unavailable("this server holds as many event streams as it may; retry shortly",
                          code="events.capacity")
    try:
        lease = h.leases.acquire(client.scope, limit)
    except StoreUnavailable as exc:
        h.unreserve()
        raise Unavailable("the session store is unavailable; retry shortly") from exc
    if lease is None:
        h.unreserve()
        raise TooManyReaders(
            f"this client already holds {limit} event streams, its bound; close some",
            limit=limit,
        )
    return lease


@bp.get("/<sid>/events")
def events(sid: str) -> Response:
    args = request.args
    unknown = set(args) - {"after", "wait"}
    if unknown:
        raise BadRequest(
            f"unknown query parameters: {', '.join(sorted(unknown))}", code="request.invalid"
        )
    client = current_client()
    svc = sessions()
    loaded = svc.load(sid, client)
    who = svc.identify(loaded, bearer_token())
    viewer = who if who is not None and who >= 0 else None
    last_id = request.headers.get("Last-Event-ID")
    after = 0
    if last_id is not None and last_id.strip():
        after = _version(last_id, "Last-Event-ID")
    elif "after" in args:
        after = _version(args["after"], "after")
    as_json = _json_wanted()
    head_only = request.method == "HEAD"  # answered at once: nothing to wait for
    wait = 0
    if "wait" in args:
        wait = _version(args["wait"], "wait")
        if wait > hub().settings.max_wait_seconds:
            raise BadRequest(f"wait must be 0–{hub().settings.max_wait_seconds} seconds",
                             code="request.invalid")
    try:
        log = svc.store.log(sid)
    except StoreUnavailable as exc:
        raise Unavailable("the session store is unavailable; retry shortly") from exc
    except ValueError as exc:
        raise CorruptSession(f"session {sid} has an unreadable move log") from exc
    feed, applied = Feed.start(loaded.record, loaded.game, log)
    entries = [entry_for(feed.game, a, viewer, feed.meta) for a in applied if a.version > after]
    outcome = feed.outcome()
    at = max(after, feed.version)
    if as_json:
        return _long_poll(client, feed, viewer, entries, outcome, at, 0 if head_only else wait)
    first = b"retry: 1000\n\n" + b"".join(sse("move", e, e["version"]) for e in entries)
    headers = dict(SSE_HEADERS)
    if outcome is not None or head_only:  # over: everything, then the end of the stream
        if outcome is not None:
            first += sse("outcome", outcome)
        return _sse(Response(first, headers=headers))
    lease = _reserve(client)
    deadline = time.monotonic() + hub().settings.max_stream_seconds
    h = hub()
    kw: dict[str, Any] = {"sid": sid, "viewer": viewer, "at": at, "lease": lease,
                          "deadline": deadline}
    if request.environ.get("referee.detach"):
        # the worker hands the socket to the hub: no thread is held while the stream is open

        def adopt(sock: Any, head: bytes) -> None:
            h.add(h.adopt(sock, head + first, **kw), feed)

        request.environ["referee.adopt"] = adopt
        return _sse(Response(b"", headers=headers))
    sub = h.queue_stream("sse", **kw)
    h.add(sub, feed)
    return _sse(Response(stream_queue(sub, h, first), headers=headers))


def _sse(resp: Response) -> Response:
    resp.mimetype = "text/event-stream"
    resp.vary.update(("Authorization", "X-API-Key"))
    return resp


def _long_poll(
    client: Client, feed: Feed, viewer: int | None, entries: list[dict[str, Any]],
    outcome: dict[str, Any] | None, at: int, wait: int,
) -> Response:
    version = at
    if not entries and outcome is None and wait > 0:
        h = hub()
        lease = _reserve(client)
        if request.environ.get("referee.detach"):
            # the worker hands the socket to the hub, which answers at the first move or at
            # the deadline: no thread waits
            kw: dict[str, Any] = {"sid": feed.sid, "viewer": viewer, "at": at, "lease": lease,
                                  "deadline": time.monotonic() + wait}

            def adopt(sock: Any, head: bytes) -> None:
                h.add(h.adopt_poll(sock, head[:-2], feed.game.id, **kw), feed)

            request.environ["referee.adopt"] = adopt
            return _poll_headers(json_response({}))
        sub = h.queue_stream("json", sid=feed.sid, viewer=viewer, at=at, lease=lease,
                             deadline=time.monotonic() + wait + 5)
        h.add(sub, feed)
        try:
            item = sub.queue.get(timeout=wait)
            while item is not None:
                if item[0] == "outcome":
                    outcome = item[1]
                else:
                    entries += item[0]
                    version = item[1]
                item = sub.queue.get(timeout=0.05)
        except queue.Empty:
            pass
        finally:
            h.remove(sub)
    body = {"game": feed.game.id, "id": feed.sid, "version": version, "events": entries,
            "outcome": outcome}
    return _poll_headers(json_response(body))


def _poll_headers(resp: Response) -> Response:
    resp.headers["Cache-Control"] = "no-store"
    resp.vary.update(("Authorization", "X-API-Key", "Accept"))
    return resp
