"""bench/pyload.py, the load generator used where wrk is not installed: it replays the
request file as wrk's replay.lua does and reports the same fields."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from bench import pyload
from bench.http import _line


class Recorder(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    seen: list[tuple[str, str, str | None, str | None, bytes]] = []
    lock = threading.Lock()

    def _answer(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        with self.lock:
            self.seen.append((self.command, self.path, self.headers.get("Authorization"),
                              self.headers.get("If-Match"), body))
        status = 409 if self.path == "/conflict" else 200
        out = b"{}"
        self.send_response(status)
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    do_GET = do_POST = _answer

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    Recorder.seen = []
    srv = ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{srv.server_address[1]}"
    finally:
        srv.shutdown()
        srv.server_close()


def test_parse_line_round_trips_the_bench_format() -> None:
    line = _line("POST", "/v1/sessions/s/moves", "tok", 7, {"move": {"type": "pass"}})
    method, path, headers, body = pyload.parse_line(line)
    assert (method, path) == ("POST", "/v1/sessions/s/moves")
    assert headers == {"Authorization": "Bearer tok", "If-Match": '"7"',
                       "Content-Type": "application/json"}
    assert json.loads(body or b"") == {"move": {"type": "pass"}}
    assert pyload.parse_line(_line("GET", "/x")) == ("GET", "/x", {}, None)


def test_partitioned_stop_run_sends_each_request_once_in_order(server: str,
                                                               tmp_path: Path) -> None:
    stem = tmp_path / "moves"
    for t in range(2):
        Path(f"{stem}.{t}").write_text("\n".join(
            _line("POST", f"/t{t}/{i}", f"tok{t}", i, {"i": i}) for i in range(5)) + "\n")
    res = pyload.run(server, stem, 2, 10, partition=True, stop=True)
    assert res["requests"] == 10 and res["non2xx"] == 0 and res["socket_errors"] == 0
    assert res["seconds"] < 10  # stopped when the lists were answered, not at the deadline
    for t in range(2):
        mine = [s for s in Recorder.seen if s[1].startswith(f"/t{t}/")]
        assert [s[1] for s in mine] == [f"/t{t}/{i}" for i in range(5)]
        assert all(s[2] == f"Bearer tok{t}" for s in mine)
        assert [s[3] for s in mine] == [f'"{i}"' for i in range(5)]


def test_static_run_cycles_and_counts_errors(server: str, tmp_path: Path) -> None:
    f = tmp_path / "static.txt"
    f.write_text(_line("GET", "/ok") + "\n" + _line("GET", "/conflict") + "\n")
    res = pyload.run(server, f, 2, 1)
    assert res["requests"] > 2
    assert res["statuses"].keys() == {"200", "409"}
    assert res["non2xx"] == res["statuses"]["409"] > 0
    assert 0 < res["p50_ms"] <= res["p99_ms"] <= res["max_ms"]
