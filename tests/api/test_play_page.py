"""The playground's files are served by the app (no build step), with a strict CSP."""

from __future__ import annotations

import re
from typing import Any


def test_page_and_assets(client: Any) -> None:
    page = client.get("/play")
    assert page.status_code == 200 and page.mimetype == "text/html"
    csp = page.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp
    assert page.headers["Referrer-Policy"] == "no-referrer"
    html = page.get_data(as_text=True)
    assert '<html lang="en">' in html and "<script src=\"/play/play.js\"" in html
    assert "<script>" not in html  # no inline script: the CSP forbids it
    for name, mimetype in (("play.js", "javascript"), ("play.css", "text/css")):
        r = client.get(f"/play/{name}")
        assert r.status_code == 200 and mimetype in r.mimetype
    assert client.get("/play/").status_code == 308


def test_unknown_files_are_404(app: Any) -> None:
    client = app.test_client()  # not an API path: no operation of openapi.yaml to check
    for path in ("/play/index.html", "/play/..%2Fplay.py", "/play/secret.txt"):
        r = client.get(path)
        assert r.status_code == 404, path
        assert r.json["code"] in ("not_found", "http.not_found"), r.json


def test_the_page_uses_only_the_public_api() -> None:
    """Every URL the script fetches is an operation of openapi.yaml (or the contract itself)."""
    from tests.conftest import ROOT

    js = (ROOT / "service" / "api" / "static" / "play" / "play.js").read_text()
    spec = (ROOT / "openapi.yaml").read_text()
    paths = set(re.findall(r'api\("(?:GET|POST)", "(/[^"]*)"', js))
    sids = re.findall(r'api\("(?:GET|POST)", `/v1/sessions/\$\{S\.sid\}([^`]*)`', js)
    paths |= {"/v1/sessions/{id}" + rest for rest in sids}
    assert len(re.findall(r'api\("', js)) == len(re.findall(r'api\("(?:GET|POST)", ["`]/v1/', js))
    assert "/v1/games" in paths and "/v1/sessions/{id}/view.svg" in paths
    for path in paths:
        assert f"\n  {path}:" in spec, path


def test_the_page_offers_bot_levels_and_hints(client: Any) -> None:
    html = client.get("/play").get_data(as_text=True)
    assert 'id="hint"' in html and 'id="hint-level"' in html
    js = client.get("/play/play.js").get_data(as_text=True)
    assert "/suggest`" in js and "level" in js and "expert" in js
