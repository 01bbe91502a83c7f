"""Engine throughput: random playouts, µs per action, and the OpenSpiel reference.

An *action* is one decision of one seat: `legal_moves(state, seat)` for a seat that may act
plus `apply(state, seat, move)` of a random listed move (apply includes the generic `check`).
Only these two calls are inside the per-action clock; `to_act`/`outcome` (used to pick the
seat and stop) and setup are outside it but inside the playouts-per-second clock.

The OpenSpiel reference does the same with `legal_actions()` + `apply_action()`; chance
nodes (the deal) are resolved outside the per-action clock, like our setup.
"""

from __future__ import annotations

import importlib
import itertools
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from service.games import registry
from service.games.base import Game, OptionsError

ROOT = Path(__file__).resolve().parents[1]

# The OpenSpiel game run next to each of ours: gin_rummy for Dragons Wild, else oh_hell.
REFERENCE_FOR = {"reds": "oh_hell", "dragons_wild": "gin_rummy"}
# Targets (issue 23), µs per action as a multiple of that reference in the same run.
REFERENCE_FACTOR: dict[str, float] = {
    "reds": 2.0, "dragons_wild": 2.0, "palace": 5.0, "red_dragon": 5.0, "dragons": 15.0,
}
#: "flat in tiles placed": µs per tile, the slowest stage of the game ÷ the fastest
FLAT_FACTOR = 1.5
#: the engine builds played side by side by `builds()` (REFEREE_ENGINE_BUILD)
BUILDS = ("pure", "compiled")

# Games whose cost per action could grow as the game goes on (issue 16): played once more
# with the options that make them long, timing the actions by how far the game has got.
# game id → (options, what the breakdown is by, a state's stage, stage labels, what an
# action does (unit, its amount from the states before and after it)).
PROGRESS: dict[
    str,
    tuple[
        dict[str, Any],
        str,
        Callable[[Any], int],
        tuple[str, ...],
        tuple[str, Callable[[Any, Any], int]],
    ],
] = {
    "dragons": (
        {"tiles": 200, "scoring": "tantrix"},
        "tiles placed",
        lambda state: min(len(state.placed) // 50, 3),
        ("0–49", "50–99", "100–149", "150–199"),
        # A move places its tile and the automatic placements that follow: more of them as
        # the board grows.
        ("tile", lambda before, after: len(after.placed) - len(before.placed)),
    ),
}


def fit_options(game: Game, players: int) -> dict[str, Any] | None:
    """Default options for `players`; if the defaults do not fit that count (e.g. a second
    deck for 8 players), the first combination of enum/boolean options that does, changing
    as few options as possible. None if nothing fits."""
    try:
        return game.normalize_options(players, {})
    except OptionsError:
        pass
    props: Mapping[str, Any] = game.options_schema.get("properties", {})
    choices: list[tuple[str, list[Any]]] = []
    for name, spec in props.items():
        if "enum" in spec:
            values = [v for v in spec["enum"] if v != spec.get("default")]
        elif spec.get("type") == "boolean":
            values = [not spec.get("default", False)]
        else:
            continue
        choices.append((name, values))
    for k in range(1, min(3, len(choices)) + 1):
        for combo in itertools.combinations(choices, k):
            for values in itertools.product(*(v for _, v in combo)):
                raw = {name: val for (name, _), val in zip(combo, values, strict=True)}
                try:
                    return game.normalize_options(players, raw)
                except OptionsError:
                    continue
    return None


def configs(game: Game) -> list[tuple[str, int, dict[str, Any] | None]]:
    """(label, players, options): default options at the smallest count, and the largest."""
    out = [("default", game.min_players, fit_options(game, game.min_players))]
    if game.max_players != game.min_players:
        out.append(("max_players", game.max_players, fit_options(game, game.max_players)))
    return out


def playouts(
    game: Game,
    players: int,
    options: dict[str, Any],
    *,
    budget_s: float,
    min_playouts: int = 1,
    max_playouts: int | None = None,
    max_steps: int = 5000,
    seed: str = "bench",
    stage: Callable[[Any], int] | None = None,
    work: Callable[[Any, Any], int] | None = None,
    engine_loop: bool = False,
) -> dict[str, Any]:
    """Random playouts until `budget_s` seconds have passed (at least `min_playouts`).
    With `stage`, the actions' count, seconds and `work` (from the states before and
    after each) by the stage of the state they start from are in "by_stage" (stage →
    [actions, seconds, work]).

    With `engine_loop`, each playout is played by the engines' own loop
    (`service.games.playout.random_playout`, the bots' random rollouts, compiled with the
    engines), timed as a whole: `us_per_action` is then the playout's time per action."""
    from service.games.playout import random_playout

    rng = random.Random(seed)
    actions = 0
    action_s = 0.0
    by_stage: dict[int, list[Any]] = {}
    done = truncated = 0
    lengths: list[int] = []
    clock = time.perf_counter
    start = clock()
    while True:
        state = game.setup(players, options, f"{seed}-{done}")
        steps = 0
        if engine_loop:
            t0 = clock()
            state, steps = random_playout(game, state, rng, max_steps)
            action_s += clock() - t0
            truncated += steps >= max_steps
        else:
            while steps < max_steps:
                acting = game.to_act(state)
                if not acting:
                    break
                seat = rng.choice(sorted(acting)) if len(acting) > 1 else next(iter(acting))
                k = stage(state) if stage is not None else 0
                before = state
                t0 = clock()
                moves = game.legal_moves(state, seat)
                move = moves[rng.randrange(len(moves))]
                state, _ = game.apply(state, seat, move)
                dt = clock() - t0
                action_s += dt
                steps += 1
                if stage is not None:
                    got = by_stage.setdefault(k, [0, 0.0, 0])
                    got[0] += 1
                    got[1] += dt
                    got[2] += work(before, state) if work is not None else 0
            else:
                truncated += 1
        actions += steps
        lengths.append(steps)
        done += 1
        elapsed = clock() - start
        if max_playouts is not None and done >= max_playouts:
            break
        if done >= min_playouts and elapsed >= budget_s:
            break
    elapsed = clock() - start
    out = {
        "playouts": done,
        "truncated": truncated,
        "actions": actions,
        "mean_actions_per_playout": round(actions / done, 1),
        "seconds": round(elapsed, 6),
        "playouts_per_s": round(done / elapsed, 2),
        "us_per_action": round(action_s / actions * 1e6, 2) if actions else None,
        "action_seconds": action_s,
    }
    if stage is not None:
        out["by_stage"] = by_stage
    return out


def progress(game: Game, *, budget_s: float, max_playouts: int | None) -> dict[str, Any]:
    """µs per action by stage of the game (`PROGRESS`), in the playouts of one budget."""
    options, by, stage, labels, (unit, work) = PROGRESS[game.id]
    opts = game.normalize_options(game.min_players, options)
    got = playouts(game, game.min_players, opts, budget_s=budget_s, max_playouts=max_playouts,
                   seed="bench-progress", stage=stage, work=work)
    rows = []
    for k, label in enumerate(labels):
        n, secs, done = got["by_stage"].get(k, (0, 0.0, 0))
        rows.append({"stage": label, "actions": int(n),
                     "us_per_action": round(secs / n * 1e6, 2) if n else None,
                     f"{unit}s_per_action": round(done / n, 2) if n else None,
                     f"us_per_{unit}": round(secs / done * 1e6, 2) if done else None})
    return {"game": game.id, "options": options, "by": by, "unit": unit,
            "playouts": got["playouts"], "us_per_action": got["us_per_action"], "rows": rows}


# --------------------------------------------------------------------------- OpenSpiel


def openspiel_status() -> tuple[bool, str]:
    try:
        import pyspiel  # noqa: F401
    except Exception as exc:  # ImportError, or a broken wheel
        return False, f"open_spiel not importable ({exc.__class__.__name__}: {exc}); " \
            "pip install -e '.[bench]'"
    return True, "ok"


def openspiel_playouts(
    name: str,
    params: dict[str, Any],
    *,
    budget_s: float,
    min_playouts: int = 1,
    max_playouts: int | None = None,
    seed: int = 7,
) -> dict[str, Any]:
    import pyspiel

    game = pyspiel.load_game(name, params)
    rng = random.Random(seed)
    actions = 0
    action_s = 0.0
    done = 0
    clock = time.perf_counter
    start = clock()
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                action = outcomes[rng.randrange(len(outcomes))][0]
                state.apply_action(action)
                continue
            t0 = clock()
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
            action_s += clock() - t0
            actions += 1
        done += 1
        elapsed = clock() - start
        if max_playouts is not None and done >= max_playouts:
            break
        if done >= min_playouts and elapsed >= budget_s:
            break
    elapsed = clock() - start
    return {
        "players": game.num_players(),
        "params": params,
        "playouts": done,
        "actions": actions,
        "mean_actions_per_playout": round(actions / done, 1),
        "seconds": round(elapsed, 6),
        "playouts_per_s": round(done / elapsed, 2),
        "us_per_action": round(action_s / actions * 1e6, 2) if actions else None,
        "action_seconds": action_s,
    }


def _oh_hell_players(n: int) -> int:
    return min(max(n, 3), 7)


def reference_for(game_id: str, players: int) -> tuple[str, dict[str, Any]]:
    """The OpenSpiel game run next to one of ours: gin_rummy for Dragons Wild, else oh_hell
    at the nearest player count it allows (3–7)."""
    name = REFERENCE_FOR.get(game_id, "oh_hell")
    if name == "oh_hell":
        return name, {"players": _oh_hell_players(players)}
    return name, {}


def merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """Sum of several playout slices."""
    out: dict[str, Any] = {k: parts[0][k] for k in ("players", "params") if k in parts[0]}
    for key in ("playouts", "truncated", "actions", "seconds", "action_seconds"):
        if key in parts[0]:
            out[key] = sum(p[key] for p in parts)
    out["seconds"] = round(out["seconds"], 6)
    out["mean_actions_per_playout"] = round(out["actions"] / out["playouts"], 1)
    out["playouts_per_s"] = round(out["playouts"] / out["seconds"], 2) if out["seconds"] else None
    out["us_per_action"] = (round(out["action_seconds"] / out["actions"] * 1e6, 2)
                            if out["actions"] else None)
    return out


def interleaved(game: Game, players: int, opts: dict[str, Any], *, budget_s: float,
                slices: int, max_playouts: int | None, max_steps: int,
                with_reference: bool) -> dict[str, Any]:
    """The game in `slices` slices, each preceded by a slice of its OpenSpiel reference (half
    as long), so both see the same machine load; the ratio is taken from the sums."""
    mine, ref = [], []
    name, params = reference_for(game.id, players)
    for k in range(slices):
        if with_reference:
            ref.append(openspiel_playouts(name, params, budget_s=budget_s / slices / 2,
                                          max_playouts=max_playouts, seed=k))
        mine.append(playouts(game, players, opts, budget_s=budget_s / slices,
                             max_playouts=max_playouts, max_steps=max_steps,
                             seed=f"bench-{k}"))
    row = merge(mine)
    if ref:
        r = merge(ref)
        row["nearby_reference"] = {"game": name, "players": r["players"],
                                   "us_per_action": r["us_per_action"]}
        if row["us_per_action"] and r["us_per_action"]:
            row["ratio_to_reference"] = round(row["us_per_action"] / r["us_per_action"], 2)
    return row


# --------------------------------------------------------------------------- the section


def run(
    *,
    budget_s: float = 3.0,
    max_playouts: int | None = None,
    max_steps: int = 5000,
    games: list[str] | None = None,
    log: Any = print,
    builds_wanted: tuple[str, ...] = BUILDS,
) -> dict[str, Any]:
    reg = registry()
    build = engine_build()
    log(f"  engines: build {build} (REFEREE_ENGINE_BUILD="
        f"{os.environ.get('REFEREE_ENGINE_BUILD', 'auto')})")
    selected = [g for gid, g in reg.items() if games is None or gid in games]
    rows: list[dict[str, Any]] = []
    ok, reason = openspiel_status()
    slices = 1 if max_playouts is not None else 6
    for game in selected:
        for label, players, opts in configs(game):
            row: dict[str, Any] = {"game": game.id, "config": label, "players": players}
            if opts is None:
                row["error"] = f"no options fit {players} players"
                rows.append(row)
                continue
            row["options_changed"] = {
                k: v for k, v in opts.items() if v != game.normalize_options(
                    game.min_players, {}).get(k)
            } if label != "default" else {}
            try:
                row.update(interleaved(game, players, opts, budget_s=budget_s, slices=slices,
                                       max_playouts=max_playouts, max_steps=max_steps,
                                       with_reference=ok))
            except Exception as exc:  # an engine still being written must not kill the bench
                row["error"] = f"{exc.__class__.__name__}: {exc}"
            log(f"  engines: {game.id} {label} ({players}p): "
                f"{row.get('us_per_action', row.get('error'))} µs/action, "
                f"{row.get('ratio_to_reference')}× nearby OpenSpiel")
            rows.append(row)

    reference: dict[str, Any] = {"available": ok, "reason": reason, "rows": []}
    if ok:
        wanted: list[tuple[str, dict[str, Any], str]] = [
            ("oh_hell", {}, "default"),
            ("oh_hell", {"players": 7}, "max_players"),
            ("gin_rummy", {}, "default"),
        ]
        for gid, ref in REFERENCE_FOR.items():  # the same player count as our game, if possible
            if gid in reg and ref == "oh_hell":
                n = _oh_hell_players(reg[gid].min_players)
                if n not in (3, 7):
                    wanted.append(("oh_hell", {"players": n}, f"as_{gid}"))
        for name, params, label in wanted:
            try:
                r = openspiel_playouts(name, params, budget_s=budget_s, max_playouts=max_playouts)
            except Exception as exc:
                r = {"error": f"{exc.__class__.__name__}: {exc}"}
            r.update({"game": name, "config": label})
            log(f"  engines: openspiel {name} {label}: {r.get('us_per_action', 'error')} µs/action")
            reference["rows"].append(r)

    stages = []
    for game in selected:
        if game.id in PROGRESS:
            try:
                got = progress(game, budget_s=budget_s, max_playouts=max_playouts)
            except Exception as exc:  # as above
                got = {"game": game.id, "error": f"{exc.__class__.__name__}: {exc}"}
            log(f"  engines: {game.id} by {got.get('by')}: "
                + ", ".join(f"{r['stage']} {r['us_per_action']}" for r in got.get("rows", []))
                + " µs/action")
            stages.append(got)
    tgts = targets(rows, reference) + [flat_target(p) for p in stages]
    out = {"build": build, "rows": rows, "reference": reference, "targets": tgts,
           "progress": stages}
    if builds_wanted:
        out["playouts"] = builds(budget_s=budget_s, max_playouts=max_playouts, games=games,
                                 log=log, wanted=builds_wanted)
    return out


def targets(rows: list[dict[str, Any]], reference: dict[str, Any]) -> list[dict[str, Any]]:
    """One verdict per game, on its default configuration: µs per action ÷ its OpenSpiel
    reference in the same run (`REFERENCE_FACTOR`)."""
    out = []
    for row in rows:
        if row.get("config") != "default":
            continue
        gid, us = row["game"], row.get("us_per_action")
        factor = REFERENCE_FACTOR.get(gid)
        ref_name = REFERENCE_FOR.get(gid, "oh_hell")
        t: dict[str, Any] = {"game": gid, "name": "µs/action ÷ OpenSpiel", "us_per_action": us}
        if us is None:
            t.update(target="n/a", verdict="n/a", reason=row.get("error", "no actions"))
        elif factor is None:
            t.update(target="n/a", verdict="n/a", reason="no target for this game")
        else:
            near = row.get("nearby_reference")
            t["target"] = f"≤ {factor:g}× OpenSpiel {ref_name}"
            t["factor"] = factor
            if not near or not row.get("ratio_to_reference"):
                t.update(verdict="n/a", reason=reference.get("reason", "no reference"))
            else:
                ratio = row["ratio_to_reference"]
                t.update(reference_us=near["us_per_action"], reference_players=near["players"],
                         ratio=ratio, verdict="pass" if ratio <= factor else "fail")
        out.append(t)
    return out


def flat_target(p: dict[str, Any]) -> dict[str, Any]:
    """'Flat in tiles placed' (Dragons): µs per unit of work (a tile) of the slowest stage of
    the game ÷ the fastest, ≤ `FLAT_FACTOR`."""
    unit = p.get("unit", "tile")
    t: dict[str, Any] = {"game": p["game"], "name": f"flat in {p.get('by', 'stage')}",
                         "target": f"≤ {FLAT_FACTOR:g}× (µs/{unit}, slowest stage ÷ fastest)",
                         "factor": FLAT_FACTOR}
    per = [r.get(f"us_per_{unit}") for r in p.get("rows", [])]
    per = [x for x in per if x]
    if "error" in p or len(per) < 2:
        t.update(verdict="n/a", reason=p.get("error", "fewer than 2 stages timed"))
        return t
    ratio = round(max(per) / min(per), 2)
    t.update(ratio=ratio, us_per_unit=per, verdict="pass" if ratio <= FLAT_FACTOR else "fail")
    return t


# --------------------------------------------------------------------------- engine builds


def engine_build() -> str:
    """The engine build running in this interpreter: `service.games.build.ENGINE_BUILD`
    ("compiled" or "pure"); "pure" where that module does not exist (before issue 23)."""
    try:
        mod = importlib.import_module("service.games.build")
    except ImportError:
        return "pure"
    return str(getattr(mod, "ENGINE_BUILD", "pure"))


def _build_worker(requested: str, budget_s: float, max_playouts: int | None,
                  games: list[str] | None) -> dict[str, Any]:
    """In a fresh interpreter started with REFEREE_ENGINE_BUILD=`requested`: random playouts
    from setup to the end for every game (default options, smallest player count), each played
    by the engines' loop (`playouts(..., engine_loop=True)`), so that a build's playouts per
    second are its own: the compiled build runs its loop compiled, as the bots' rollouts do."""
    build = engine_build()
    out: dict[str, Any] = {"requested": requested, "build": build, "rows": []}
    if build != requested:
        out["absent"] = (f"REFEREE_ENGINE_BUILD={requested} loaded the {build} build "
                         "(service.games.build.ENGINE_BUILD)")
        return out
    for gid, game in registry().items():
        if games is not None and gid not in games:
            continue
        players = game.min_players
        row: dict[str, Any] = {"game": gid, "players": players}
        try:
            got = playouts(game, players, fit_options(game, players) or {},
                           budget_s=budget_s, max_playouts=max_playouts,
                           seed="bench-build", engine_loop=True)  # the same games in every build
            row.update({k: got[k] for k in ("playouts", "truncated", "playouts_per_s",
                                            "us_per_action", "mean_actions_per_playout")})
        except Exception as exc:  # an engine still being written must not kill the bench
            row["error"] = f"{exc.__class__.__name__}: {exc}"
        out["rows"].append(row)
    return out


def run_build(requested: str, *, budget_s: float, max_playouts: int | None,
              games: list[str] | None, timeout: float = 900) -> dict[str, Any]:
    """`_build_worker` in its own subprocess; a compiled build that cannot be loaded (the
    subprocess fails, or it falls back to another build) is reported "absent"."""
    env = dict(os.environ, REFEREE_ENGINE_BUILD=requested)
    code = ("import json, sys; from bench.engines import _build_worker; "
            "print('BUILDJSON ' + json.dumps(_build_worker(sys.argv[1], float(sys.argv[2]), "
            "None if sys.argv[3] == '-' else int(sys.argv[3]), "
            "None if sys.argv[4] == '-' else sys.argv[4].split(','))))")
    args = [sys.executable, "-c", code, requested, str(budget_s),
            "-" if max_playouts is None else str(max_playouts),
            "-" if games is None else ",".join(games)]
    try:
        proc = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"requested": requested, "error": f"timed out after {timeout:g} s"}
    for line in proc.stdout.splitlines():
        if line.startswith("BUILDJSON "):
            got: dict[str, Any] = json.loads(line[len("BUILDJSON "):])
            return got
    tail = (proc.stderr or proc.stdout).strip().splitlines()
    reason = tail[-1] if tail else f"exit {proc.returncode}"
    key = "absent" if requested != "pure" else "error"
    return {"requested": requested, key: f"cannot be loaded: {reason[-300:]}"}


def builds(*, budget_s: float, max_playouts: int | None, games: list[str] | None,
           log: Any = print, wanted: tuple[str, ...] = BUILDS) -> dict[str, Any]:
    """Random playouts per second per game, for each build of `wanted` side by side (each in
    its own subprocess), with compiled ÷ pure."""
    got = {b: run_build(b, budget_s=budget_s, max_playouts=max_playouts, games=games)
           for b in wanted}
    for b, res in got.items():
        log(f"  engines: build {b}: " + (res.get("absent") or res.get("error") or ", ".join(
            f"{r['game']} {r.get('playouts_per_s', r.get('error'))}" for r in res["rows"]))
            + " playouts/s")
    by: dict[str, dict[str, dict[str, Any]]] = {
        b: {r["game"]: r for r in res.get("rows", [])} for b, res in got.items()}
    ids = list(dict.fromkeys(g for b in wanted for g in by[b]))
    if not ids:  # no build could run a game: one row per game, every build absent/failed
        ids = [gid for gid in registry() if games is None or gid in games]
    rows = []
    for gid in ids:
        row: dict[str, Any] = {"game": gid}
        for b in wanted:
            res = got[b]
            r = by[b].get(gid)
            if res.get("absent") or res.get("error"):
                row[b] = "absent" if res.get("absent") else {"error": res["error"]}
            elif r is None:
                row[b] = {"error": "not run"}
            else:
                row["players"] = r["players"]
                row[b] = {k: v for k, v in r.items() if k not in ("game", "players")}
        p, c = row.get("pure"), row.get("compiled")
        if isinstance(p, dict) and isinstance(c, dict) and p.get("playouts_per_s") \
                and c.get("playouts_per_s"):
            row["compiled_vs_pure"] = round(c["playouts_per_s"] / p["playouts_per_s"], 2)
        rows.append(row)
    return {"builds": {b: {k: v for k, v in res.items() if k != "rows"}
                       for b, res in got.items()},
            "rows": rows}
