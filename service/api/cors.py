"""CORS for browser apps: off unless `CORS_ALLOWED_ORIGINS` lists origins (comma-separated,
or `*`). An allowed origin gets `Access-Control-Allow-Origin` and the headers a client reads
(ETag, RateLimit, Retry-After, Location, Idempotent-Replayed, X-Request-Id); a preflight
(OPTIONS) is answered without authentication or rate limiting."""

from __future__ import annotations

from flask import Flask, Response, request

ALLOW_HEADERS = (
    "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, X-API-Key, "
    "X-Request-Id, traceparent, tracestate"
)
EXPOSE_HEADERS = (
    "ETag, Location, RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed, "
    "X-Request-Id"
)


def parse_origins(raw: str | None) -> frozenset[str]:
    return frozenset(o.strip().rstrip("/") for o in (raw or "").split(",") if o.strip())


def init_cors(app: Flask, origins: frozenset[str]) -> None:
    if not origins:
        return
    any_origin = "*" in origins

    @app.after_request
    def _cors(resp: Response) -> Response:
        origin = request.headers.get("Origin")
        if origin is None or not (any_origin or origin in origins):
            return resp
        resp.headers["Access-Control-Allow-Origin"] = "*" if any_origin else origin
        if not any_origin:
            resp.vary.add("Origin")
        resp.headers["Access-Control-Expose-Headers"] = EXPOSE_HEADERS
        if request.method == "OPTIONS":
            resp.headers["Access-Control-Allow-Methods"] = "GET, POST, DELETE, OPTIONS"
            resp.headers["Access-Control-Allow-Headers"] = ALLOW_HEADERS
            resp.headers["Access-Control-Max-Age"] = "600"
        return resp
