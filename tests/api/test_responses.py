"""The API's JSON answers (service/api/responses.py `JsonResponse`, made in one step for speed,
issue 38) are exactly what werkzeug's generic constructor makes: status line, headers in
order, body, and the response object's behaviour."""

from __future__ import annotations

from typing import Any

import orjson
import pytest
from flask import Response
from werkzeug.test import create_environ

from service.api.responses import JsonResponse, append_header, json_response

BODIES = [{}, {"game": "palace", "version": 3, "view": {"hand": ["3S", "10H"]}}, [1, "é", None]]
HEADERS = [None, {}, {"ETag": '"7"'}, {"ETag": '"7"', "Vary": "Authorization, X-API-Key"},
           {"Location": "/v1/webhooks/abc"}, {"Retry-After": "3"}]


def _reference(body: Any, status: int, headers: dict[str, str] | None) -> Response:
    resp = Response(orjson.dumps(body), status=status, mimetype="application/json")
    for k, v in (headers or {}).items():
        resp.headers.add(k, v)
    return resp


@pytest.mark.parametrize("status", [200, 201, 204, 304, 400, 401, 404, 409, 412, 422, 429, 503])
@pytest.mark.parametrize("headers", HEADERS)
@pytest.mark.parametrize("body", BODIES)
def test_a_json_answer_is_werkzeug_s(body: Any, status: int, headers: Any) -> None:
    ours, theirs = json_response(body, status, headers), _reference(body, status, headers)
    assert type(ours) is JsonResponse and isinstance(ours, Response)
    environ = create_environ("/v1/x", method="GET")
    a_iter, a_status, a_headers = ours.get_wsgi_response(environ)
    b_iter, b_status, b_headers = theirs.get_wsgi_response(environ)
    assert (a_status, list(a_headers)) == (b_status, list(b_headers))
    assert b"".join(a_iter) == b"".join(b_iter)
    assert ours.status_code == theirs.status_code and ours.status == theirs.status
    assert ours.mimetype == theirs.mimetype and ours.is_json and ours.get_json() == body
    assert ours.direct_passthrough is theirs.direct_passthrough is False


def test_a_json_answer_behaves_as_a_response() -> None:
    resp = json_response({"a": 1}, 200, {"ETag": '"1"'})
    closed: list[bool] = []
    resp.call_on_close(lambda: closed.append(True))
    resp.headers["X-Extra"] = "1"
    resp.vary.add("Origin")
    resp.set_data(b'{"a":2}')
    assert resp.get_json() == {"a": 2} and resp.headers["Content-Length"] == "7"
    resp.close()
    assert closed == [True]
    assert resp.headers["Vary"] == "Origin" and resp.headers["X-Extra"] == "1"


@pytest.mark.parametrize("value", ['"7"', "", "a b", "é", '"moves";r=599;t=1'])
def test_appending_a_header_is_adding_it(value: str) -> None:
    ours, theirs = json_response({}, 200), json_response({}, 200)
    append_header(ours.headers, "X-Test", value)
    theirs.headers.add("X-Test", value)
    assert list(ours.headers) == list(theirs.headers)


@pytest.mark.parametrize("value", ["a\nb", "a\rb", "\r\n"])
def test_a_header_with_a_line_break_is_refused_as_werkzeug_refuses_it(value: str) -> None:
    with pytest.raises(ValueError):
        Response().headers.add("X-Test", value)
    with pytest.raises(ValueError):
        append_header(Response().headers, "X-Test", value)
    with pytest.raises(ValueError):
        json_response({}, 200, {"X-Test": value})
