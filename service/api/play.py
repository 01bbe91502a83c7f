"""The playground at /play: a static page (HTML, vanilla JS, CSS; no build step) that plays
the games through the public API only (service/api/static/play/). Its seat tokens travel in
the URL fragment, which browsers never send, so they reach no server log.

The page's own answers forbid everything but this origin (Content-Security-Policy), send no
referrer, and are never limited (like /docs): they hold no data, only code."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, redirect, send_from_directory

from ..errors import NotFound

STATIC = Path(__file__).parent / "static" / "play"
FILES = {"play.js", "play.css"}

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)

bp = Blueprint("play", __name__)


def _secure(resp: Response) -> Response:
    resp.headers["Content-Security-Policy"] = CSP
    resp.headers["Referrer-Policy"] = "no-referrer"
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["Cache-Control"] = "no-cache"
    return resp


@bp.get("/play")
def page() -> Response:
    return _secure(send_from_directory(STATIC, "index.html", mimetype="text/html"))


@bp.get("/play/")
def page_slash() -> Response:
    return redirect("/play", code=308)  # type: ignore[return-value]


@bp.get("/play/<name>")
def asset(name: str) -> Response:
    if name not in FILES:
        raise NotFound("no such file in the playground")
    return _secure(send_from_directory(STATIC, name))
