"""Plain-text tables of a results document (also used to write docs/performance.md)."""

from __future__ import annotations

from typing import Any


def table(headers: list[str], rows: list[list[Any]]) -> str:
    cells = [[("" if c is None else str(c)) for c in r] for r in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    line = lambda r: "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |"  # noqa: E731
    sep = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(headers), sep, *[line(r) for r in cells]])


def _f(x: Any, nd: int = 1) -> Any:
    if isinstance(x, float):
        return f"{x:,.{nd}f}"
    if isinstance(x, int):
        return f"{x:,}"
    return "n/a" if x is None else x


def engines(sec: dict[str, Any]) -> str:
    rows = []
    for r in sec["rows"]:
        near = r.get("nearby_reference") or {}
        rows.append([r["game"], r["config"], r["players"],
                     _f(r.get("playouts_per_s"), 2), _f(r.get("us_per_action")),
                     (f"{near['game']} {near['players']}p {_f(near.get('us_per_action'), 2)}"
                      if near else "n/a"), _f(r.get("ratio_to_reference"), 1),
                     _f(r.get("mean_actions_per_playout")),
                     f"{r.get('playouts', 0)}"
                     + (f" ({r['truncated']} cut)" if r.get("truncated") else ""),
                     r.get("error", "")])
    ref = sec["reference"]
    if ref["available"]:
        for r in ref["rows"]:
            rows.append([f"OpenSpiel {r['game']}", r["config"], r.get("players"),
                         _f(r.get("playouts_per_s"), 2), _f(r.get("us_per_action")), "", "",
                         _f(r.get("mean_actions_per_playout")), r.get("playouts"),
                         r.get("error", "")])
    else:
        rows.append(["OpenSpiel oh_hell / gin_rummy", "", "", "n/a", "n/a", "n/a", "n/a", "",
                     "", ref["reason"]])
    out = [table(["game", "config", "players", "playouts/s", "µs/action",
                  "OpenSpiel alongside (µs/action)", "× it", "actions/playout", "playouts",
                  "note"], rows)]
    trows = []
    for t in sec["targets"]:
        trows.append([t["game"], t.get("name", "µs/action ÷ OpenSpiel"),
                      _f(t.get("us_per_action")) if "us_per_action" in t else "", t["target"],
                      _f(t.get("ratio"), 2) if "ratio" in t else "",
                      _mark(t["verdict"]), t.get("reason", "")])
    out.append(table(["game", "check", "µs/action", "target", "ratio", "verdict", "note"],
                     trows))
    if sec.get("build"):
        out.append(f"engine build of the rows above: {sec['build']}")
    if sec.get("playouts"):
        out.append(playouts(sec["playouts"]))
    for p in sec.get("progress", []):
        if "error" in p:
            out.append(f"{p['game']} by stage: {p['error']}")
            continue
        options = ", ".join(f"{k} {v}" for k, v in p["options"].items())
        unit = p["unit"]
        out.append(table([f"{p['game']} ({options}), {p['by']}", "actions", "µs/action",
                          f"{unit}s/action", f"µs/{unit}"],
                         [[r["stage"], r["actions"], _f(r["us_per_action"]),
                           _f(r[f"{unit}s_per_action"], 2), _f(r[f"us_per_{unit}"])]
                          for r in p["rows"]]
                         + [["all", "", _f(p["us_per_action"]), "", ""]]))
    return "\n\n".join(out)


def _mark(verdict: str) -> str:
    return {"pass": "PASS ✓", "fail": "FAIL ✗"}.get(verdict, verdict.upper())


def playouts(p: dict[str, Any]) -> str:
    """Random playouts per second per game, the pure and the compiled build side by side."""
    def cell(v: Any, key: str, nd: int) -> str:
        if v == "absent":
            return "absent"
        if not isinstance(v, dict):
            return "n/a"
        return str(_f(v.get(key), nd)) if key in v else f"error: {v.get('error', '?')}"

    wanted = list(p.get("builds") or ("pure", "compiled"))
    both = "pure" in wanted and "compiled" in wanted
    rows = [[r["game"], r.get("players", ""),
             *[cell(r.get(b), "playouts_per_s", 1) for b in wanted],
             *([_f(r.get("compiled_vs_pure"), 2) if "compiled_vs_pure" in r else ""]
               if both else []),
             *[cell(r.get(b), "us_per_action", 1) for b in wanted]]
            for r in p["rows"]]
    notes = [f"{b}: {v.get('absent') or v.get('error')}" for b, v in p.get("builds", {}).items()
             if v.get("absent") or v.get("error")]
    text = table(["random playouts (setup → end)", "players",
                  *[f"{b} playouts/s" for b in wanted],
                  *(["compiled ÷ pure"] if both else []),
                  *[f"{b} µs/action" for b in wanted]], rows)
    return text + ("".join(f"\n{n}" for n in notes))


def http(sec: dict[str, Any]) -> str:
    if sec.get("skipped"):
        return f"HTTP: skipped — {sec['skipped']}"
    rows = []
    for r in sec["rows"]:
        rows.append([r["name"], r["connections"], _f(r.get("rps"), 0), _f(r.get("p50_ms"), 2),
                     _f(r.get("p99_ms"), 2), _f(r.get("server_cpu_us"), 0),
                     _f(r.get("redis_cpu_us"), 0), r.get("non2xx", ""),
                     r.get("socket_errors", ""),
                     r.get("error", "") or (f"{r['exhausted']} connection(s) ran out of moves"
                                            if r.get("exhausted") else "")])
    gen = f"load generator: {sec.get('load_generator', 'wrk')}"
    if sec.get("load_generator_fallback"):
        gen = "!! " + gen + " !!"
    out = [gen, table(["endpoint", "conns", "req/s", "p50 ms", "p99 ms", "server CPU µs/req",
                       "Redis CPU µs/req", "non-2xx", "sock err", "note"], rows)]
    base = sec.get("baselines_p99_ms") or {}
    if base:
        names = {"echo": "echo", "cas": "GET+CAS"}
        out.append("p99 of the baselines: " + "; ".join(
            f"{names.get(k, k)} " + ", ".join(f"{_f(v, 2)} ms at {c}" for c, v in by.items())
            for k, by in base.items()))
    trows = []
    for t in sec["targets"]:
        measured = ""
        if t.get("kind") == "p99" and t.get("p99_ms") is not None:
            measured = f"{_f(t['p99_ms'], 2)} ms vs {_f(t.get('baseline_p99_ms'), 2)} ms"
        elif t.get("kind") in ("rps", "time") and t.get("rps") is not None:
            measured = f"{_f(t['rps'], 0)} vs {_f(t.get('baseline_rps'), 0)} req/s"
        elif t.get("kind") == "count" and t.get("value") is not None:
            measured = f"{t['value']} round trips (max)"
        trows.append([t["name"], "" if t.get("connections") is None else t["connections"],
                      t["target"], _f(t.get("ratio"), 2) if t.get("ratio") is not None else "",
                      _mark(t["verdict"]), measured, t.get("reason", "")])
    out.append(table(["check", "conns", "target", "ratio", "verdict", "measured", "note"],
                     trows))
    cache = sec.get("state_cache") or {}
    if cache.get("hit_rate") is not None:
        out.append(f"state cache (API workers, whole run): hit rate {cache['hit_rate']:.1%} "
                   f"({cache['hits']} hits, {cache['misses']} misses: states decoded from "
                   "their snapshot)")
    for line in sec.get("server_warnings") or []:
        out.append(f"server log: {line}")
    if sec.get("per_game"):
        prows = []
        for r in sec["per_game"]:
            m, c = r.get("moves", {}), r.get("cas", {})
            prows.append([r["game"], r["players"], _f(m.get("rps"), 0), _f(m.get("p50_ms"), 2),
                          _f(m.get("p99_ms"), 2), m.get("non2xx", ""), _f(c.get("rps"), 0),
                          _f(r.get("ratio"), 2), _mark(r.get("verdict") or "n/a"),
                          _f(c.get("p99_ms"), 2), _f(r.get("p99_ratio"), 2),
                          _mark(r.get("p99_verdict") or "n/a"), r.get("error", "")])
        out.append(table(["move apply, other games (8 conns, 1 round)", "players", "req/s",
                          "p50 ms", "p99 ms", "non-2xx", "GET+CAS req/s", "ratio", "≥ 0.8×",
                          "GET+CAS p99 ms", "p99 ratio", "p99 ≤ 1.5×", "note"], prows))
    return "\n\n".join(out)


def size(sec: dict[str, Any]) -> str:
    rows = []
    for r in sec["sessions"]:
        rows.append([r["game"], r["players"], r.get("moves"), _f(r.get("bytes")),
                     _f(r.get("bytes_by_key", {}).get("snap")),
                     _f(r.get("bytes_by_key", {}).get("log")),
                     _f(r.get("ratio_to_target"), 2) if "ratio_to_target" in r else "",
                     _mark(r.get("verdict", "n/a")) if r.get("verdict") else "",
                     r.get("error", "")])
    out = [table(["game", "players", "moves", "bytes/session", "snap", "log", "÷ 8 KB",
                  "≤ 8 KB", "note"], rows)]
    w = sec.get("worker")
    if w:
        out.append(table(["worker-like process", "sessions", "RSS before MiB", "RSS after MiB",
                          "Δ MiB", "s"],
                         [["create_app + POST /v1/sessions", w.get("sessions"),
                           _f(w.get("rss_before_mib")), _f(w.get("rss_after_mib")),
                           _f(w.get("rss_delta_mib")), _f(w.get("seconds"))]]))
    return "\n\n".join(out)


def profile(sec: dict[str, Any]) -> str:
    if sec.get("skipped"):
        return f"profile: skipped — {sec['skipped']}"
    head = (f"move apply, {sec['game']} ({sec['players']}p), {sec['requests']} requests "
            f"in-process: {sec['ms_per_request']} ms/request wall, CPU {sec['cpu_seconds']} s "
            f"of {sec['profiled_seconds']} s; socket waits (Redis round trips) "
            f"{sec['socket_io_pct']}%")
    stages = table(["stage", "% of wall time"],
                   [[k, v] for k, v in sorted(sec["stages_pct"].items(), key=lambda kv: -kv[1])])
    hot = table(["function (self time, socket waits excluded)", "%"],
                [[h["function"], h["self_pct"]] for h in sec["hotspots_without_io"][:10]])
    parts = [head, stages, hot, f"call tree: {sec['tree']}"]
    cr = sec.get("cpu_ratios")
    if cr:
        parts.append(table(
            ["in-process CPU per request (no profiler)", "API ms", "baseline ms",
             "baseline/API", "HTTP target"],
            [["move apply vs GET+CAS", cr["move_apply_cpu_ms"], cr["get_cas_cpu_ms"],
              cr["move_apply_vs_get_cas"], "≥ 0.8"],
             ["stateless validate vs echo", cr["validate_cpu_ms"], cr["echo_cpu_ms"],
              cr["validate_vs_echo"], "≥ 0.8"]]))
    cpu = sec.get("cpu")
    if cpu:
        parts.append(f"cProfile, {cpu['requests']} more requests: CPU "
                     f"{cpu['cpu_ms_per_request']} ms/request (profiler on); wall time in socket "
                     f"calls {cpu['socket_ms_per_request']} ms")
        parts.append(table(["service function (cProfile)", "cum µs/request", "self µs/request"],
                           [[r["function"], r["cum_us"], r["self_us"]]
                            for r in cpu["service_cumulative_us_per_request"][:18]]))
    return "\n\n".join(parts)


def summary(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Every target of every section that ran, flat: area, check, conns, target, ratio,
    verdict (what `python -m bench` writes as the document's "targets")."""
    out: list[dict[str, Any]] = []
    secs = doc.get("sections", {})
    eng = secs.get("engines") or {}
    for t in eng.get("targets", []):
        out.append({"area": "engines", "check": f"{t['game']}: {t.get('name', '')}",
                    "connections": None, "target": t["target"], "ratio": t.get("ratio"),
                    "verdict": t["verdict"]})
    http_sec = secs.get("http") or {}
    for t in http_sec.get("targets", []):
        out.append({"area": "http", "check": t["name"], "connections": t.get("connections"),
                    "target": t["target"], "ratio": t.get("ratio"), "verdict": t["verdict"]})
    for t in (secs.get("size") or {}).get("targets", []):
        out.append({"area": "size", "check": t["name"], "connections": None,
                    "target": t["target"], "ratio": t.get("ratio"), "verdict": t["verdict"]})
    return out


def summary_table(rows: list[dict[str, Any]]) -> str:
    counts = {v: sum(1 for r in rows if r["verdict"] == v) for v in ("pass", "fail", "n/a")}
    head = (f"targets (issue 23), ratios taken in this run: {counts['pass']} pass, "
            f"{counts['fail']} fail, {counts['n/a']} n/a")
    return head + "\n\n" + table(
        ["area", "check", "conns", "target", "ratio", "verdict"],
        [[r["area"], r["check"], "" if r["connections"] is None else r["connections"],
          r["target"], _f(r.get("ratio"), 2) if r.get("ratio") is not None else "",
          _mark(r["verdict"])] for r in rows])


def render(doc: dict[str, Any]) -> str:
    parts = [f"Referee bench — {doc['started']} ({doc['mode']}; {doc['machine']})"]
    from .instructions import render as instructions
    from .ratings import render as ratings
    from .streams import render as streams

    for name, fn in (("engines", engines), ("instructions", instructions), ("http", http),
                     ("size", size), ("profile", profile), ("streams", streams),
                     ("ratings", ratings)):
        if name in doc["sections"]:
            sec = doc["sections"][name]
            parts.append(f"== {name} ==")
            # a section that failed has its error (and the seconds it ran) only
            parts.append(f"failed: {sec['error']}" if "error" in sec and len(sec) <= 2
                         else fn(sec))
    rows = doc.get("targets") or summary(doc)
    if rows:
        parts.append("== targets ==")
        parts.append(summary_table(rows))
    return "\n\n".join(parts)


if __name__ == "__main__":  # python -m bench.report [bench/results/latest.json]
    import json
    import sys
    from pathlib import Path

    path = Path(sys.argv[1] if len(sys.argv) > 1 else "bench/results/latest.json")
    print(render(json.loads(path.read_text())))
