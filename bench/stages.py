"""Where a request's instructions go: a per-stage table for every endpoint (issue 38).

    python -m bench.stages [--requests N] [--game GAME] [--json PATH]

`--game` (default palace) is the game of the move, validate, legal-moves and GET session
columns (their baselines are the same whatever the game).

The budget's HTTP child (bench/instructions.py `http_plan`: the Flask app in-process, rate
limiter on, multiprocess metrics on as under gunicorn, the compiled engines, a private
redis-server over a real connection) runs under callgrind, with the functions that make up
each stage wrapped: entering or leaving one calls the marker (`os.getppid`), at which
callgrind writes the instructions since the previous marker; each of those segments belongs
to the innermost stage that was running. So every instruction of a request is counted once,
in exactly one stage, and compiled frames (the engines, orjson, zlib, hiredis) are counted
like any other: callgrind counts instructions, where cProfile sees Python frames only.

Stages (innermost wins; "rest of <x>" is the work of x outside the stages nested in it):

- `test client`: werkzeug's test client building the request and reading the answer (a real
  server's work here is gunicorn's parsing, not counted in-process either);
- `wsgi + flask dispatch`: `Flask.wsgi_app` outside every stage below (request context, URL
  routing, the view call, response finalisation);
- `hook <name>`: each before/after/teardown hook, one by one;
- `auth`, `limiter script + session read`, `body parse + schema`, `session load`,
  `state cache`, `snapshot decode`, `engine`, `views + outcome`, `snapshot encode`,
  `redis save script`, `feature hooks` (webhooks, ratings, bots after a move), `response
  encode`, `metrics`, `logs`, `tracing`, and `view function` (the endpoint's own glue).

The markers themselves cost a few hundred instructions each; the table says how many there
were per request, so their share can be judged. docs/performance.md holds the table.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from .instructions import HTTP_ENDPOINTS, _totals, counted, http_plan

_MAIN = threading.main_thread().ident
_counting = [False]  # markers only while an endpoint's counted requests run
_stack: list[str] = ["outside"]
#: the label of each segment, in marker order (segment i ends at marker i)
labels: list[str] = []


def marker() -> None:
    labels.append(_stack[-1])
    os.getppid()


def wrap(label: str, fn: Any) -> Any:
    """`fn` inside stage `label` (the main thread only: background threads are not counted)."""
    if getattr(fn, "_stage", None):
        return fn

    @functools.wraps(fn)
    def staged(*args: Any, **kwargs: Any) -> Any:
        if not _counting[0] or threading.get_ident() != _MAIN:
            return fn(*args, **kwargs)
        marker()
        _stack.append(label)
        try:
            return fn(*args, **kwargs)
        finally:
            marker()
            _stack.pop()

    staged._stage = label  # type: ignore[attr-defined]
    return staged


def _replace_everywhere(original: Any, replacement: Any) -> int:
    """Every module-level name and class attribute in service.*, bench.* and flask that is
    `original` now names `replacement` (covers `from x import f` bindings)."""
    done = 0
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("service", "bench", "flask")):
            continue
        for attr, value in list(vars(module).items()):
            if value is original:
                setattr(module, attr, replacement)
                done += 1
            elif isinstance(value, type) and value.__module__ == name:
                for cattr, cvalue in list(vars(value).items()):
                    if cvalue is original:
                        setattr(value, cattr, replacement)
                        done += 1
    return done


def _method(cls: type, attr: str, label: str) -> None:
    raw = vars(cls).get(attr)
    if raw is None:  # inherited: wrap the one that runs
        for base in cls.__mro__[1:]:
            if attr in vars(base):
                raw = vars(base)[attr]
                break
    if raw is None:
        raise AttributeError(f"{cls.__name__}.{attr}")
    if isinstance(raw, staticmethod):
        setattr(cls, attr, staticmethod(wrap(label, raw.__func__)))
    elif isinstance(raw, classmethod):
        setattr(cls, attr, classmethod(wrap(label, raw.__func__)))
    else:
        setattr(cls, attr, wrap(label, raw))


def instrument_app(app: Any) -> set[str]:
    """A Flask app's own stages: its WSGI entry and dispatch, each hook, and the view
    functions (the endpoint's glue: what its stages below leave)."""
    names = {"wsgi + flask dispatch", "view function"}
    app.wsgi_app = wrap("wsgi + flask dispatch", app.wsgi_app)
    for kind, table in (("before", app.before_request_funcs),
                        ("after", app.after_request_funcs),
                        ("teardown", app.teardown_request_funcs)):
        for scope, funcs in table.items():
            for i, hook in enumerate(funcs):
                where = hook.__module__.rsplit(".", 1)[-1]
                label = f"hook {kind} {where}.{hook.__name__}" + (f" ({scope})" if scope else "")
                funcs[i] = wrap(label, hook)
                names.add(label)
    for endpoint, view in list(app.view_functions.items()):
        app.view_functions[endpoint] = wrap("view function", view)
    return names


def instrument(app: Any) -> list[str]:
    """Wrap every stage of the request path of `app`; returns the stage names."""
    import logging

    import prometheus_client.metrics as pm

    from service import tracing
    from service.api import auth, responses, schemas
    from service.games import registry
    from service.sessions import bots as bot_seats
    from service.sessions.cache import StateCache
    from service.sessions.service import Sessions
    from service.store import SessionStore, redis_store
    from service.webhooks.service import Webhooks

    names = set()

    def fn(label: str, owner: Any, attr: str) -> None:
        original = getattr(owner, attr)
        staged = wrap(label, original)
        setattr(owner, attr, staged)
        _replace_everywhere(original, staged)
        names.add(label)

    def meth(label: str, cls: type, *attrs: str) -> None:
        for attr in attrs:
            _method(cls, attr, label)
        names.add(label)

    names.update(instrument_app(app))
    fn("auth", auth, "current_client")
    fn("auth", responses, "bearer_token")
    fn("body parse + schema", schemas, "load")
    fn("response encode", responses, "json_response")
    fn("snapshot encode", redis_store, "encode_snapshot")
    fn("tracing", tracing, "span")
    meth("limiter script + session read", SessionStore, "load_behind")
    from service.api import limits

    meth("limiter take", limits.Limiter, "take")
    fn("limiter classify + credential checks", limits, "classify")
    fn("limiter classify + credential checks", limits, "refuse_without_credential")
    fn("limiter classify + credential checks", limits, "credentials")
    meth("session load", Sessions, "load")
    meth("redis session read", SessionStore, "load")
    meth("state cache", StateCache, "lookup", "held", "put")
    meth("redis save script", SessionStore, "save")
    meth("snapshot encode", Sessions, "_snap")
    meth("views + outcome", Sessions, "summary")
    meth("feature hooks", Webhooks, "moved")
    meth("feature hooks", Sessions, "settle_rating")
    fn("feature hooks", bot_seats, "after_move")
    games = {type(g) for g in registry().values()}
    for cls in games:
        meth("engine", cls, "apply", "legal_moves", "check")
        meth("move parse (codec)", cls, "parse_move", "encode_move")
        meth("snapshot decode", cls, "decode_trusted_state")
        meth("views + outcome", cls, "view", "outcome", "to_act")
    meth("metrics", pm.Counter, "inc")
    meth("metrics", pm.Gauge, "inc", "dec", "set")
    meth("metrics", pm.Histogram, "observe")
    meth("metrics", pm.MetricWrapperBase, "labels")
    meth("logs", logging.Logger, "_log")
    return sorted(names)


def _child(requests: int, report: Path, game: str = "palace") -> int:
    from service import logs
    from service.config import Config

    from . import common

    metrics_dir = tempfile.mkdtemp(prefix="referee-stages-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir  # as under gunicorn
    # logging as service/wsgi.py sets it up under gunicorn: the access log line of every
    # request at the default level and format
    logs.configure(Config.from_env().log_format, os.environ.get("LOG_LEVEL") or "info")
    try:
        segments = []
        with common.RedisServer() as rs:
            app, plan = http_plan(rs.url, requests, game_id=game)
            from . import baseline_app

            instrument(app)
            instrument_app(baseline_app.app)
            for name in HTTP_ENDPOINTS:
                fn, warm, counted = plan[name]
                for i in warm:
                    fn(i)
                gc.collect()
                _stack[:] = [f"test client ({name})"]
                start = len(labels)
                marker()
                _counting[0] = True
                for i in counted:
                    fn(i)
                _counting[0] = False
                marker()
                segments.append({"endpoint": name, "requests": len(counted),
                                 "first": start, "last": len(labels)})
                _stack[:] = ["outside"]
        report.write_text(json.dumps({"labels": labels, "segments": segments}))
    finally:
        shutil.rmtree(metrics_dir, ignore_errors=True)
    return 0


def run(requests: int = 20, game: str = "palace") -> dict[str, Any]:
    """{endpoint: {stage: instructions per request}} plus the marker counts."""
    env = {**os.environ, "REFEREE_ENGINE_BUILD": "compiled"}
    for name in ("REDIS_URL", "LOG_FORMAT", "LOG_LEVEL", "LOG_REQUESTS"):
        env.pop(name, None)  # the defaults, as a user runs it
    with counted("bench.stages", ["--child", "--requests", str(requests), "--game", game],
                 env, 3600) as (
        data, dumps
    ):
        labels_ = data["labels"]
        out: dict[str, Any] = {}
        for seg in data["segments"]:
            per: dict[str, int] = {}
            # dump n holds the work since marker n-1, i.e. the segment ending at marker n
            # (1-based): labels[n - 1]. The endpoint's work lies between its first marker
            # (index `first`) and its last (index `last - 1`).
            for i in range(seg["first"] + 1, seg["last"]):
                label = labels_[i]
                per[label] = per.get(label, 0) + _totals(dumps[i + 1])
            n = seg["requests"]
            stages = {k: round(v / n) for k, v in sorted(per.items(), key=lambda kv: -kv[1])}
            out[seg["endpoint"]] = {
                "requests": n, "stages": stages, "total": round(sum(per.values()) / n),
                "markers_per_request": round((seg["last"] - seg["first"]) / n, 1),
            }
        return out


def render(result: dict[str, Any]) -> str:
    from .report import table

    endpoints = [e for e in HTTP_ENDPOINTS if e in result]
    stages: list[str] = []
    for e in endpoints:
        for s in result[e]["stages"]:
            if s not in stages:
                stages.append(s)
    ref = "move" if "move" in result else endpoints[0]
    stages.sort(key=lambda s: -result[ref]["stages"].get(s, 0))
    rows = [[s, *[f"{result[e]['stages'].get(s, 0):,}" for e in endpoints]] for s in stages]
    rows.append(["total", *[f"{result[e]['total']:,}" for e in endpoints]])
    rows.append(["markers per request",
                 *[f"{result[e]['markers_per_request']:g}" for e in endpoints]])
    return table(["stage (instructions per request)", *endpoints], rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--report", help=argparse.SUPPRESS)
    parser.add_argument("--requests", type=int, default=20)
    parser.add_argument("--game", default="palace",
                        help="the game of the move, validate, legal-moves and GET columns")
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args(argv)
    if args.child:
        return _child(args.requests, Path(args.report), args.game)
    result = run(args.requests, args.game)
    print(render(result))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
