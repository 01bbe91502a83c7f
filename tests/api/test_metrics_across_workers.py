"""/metrics under gunicorn sums every worker (prometheus multiprocess mode set up by
service/gunicorn_conf.py), so a scrape does not depend on which worker answers it."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import requests

from tests.conftest import ROOT

pytestmark = pytest.mark.xdist_group("gunicorn-metrics")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_metrics_count_requests_of_every_worker(redis_url: str, tmp_path: Path) -> None:
    port = _free_port()
    env = {**os.environ, "PORT": str(port), "REDIS_URL": redis_url, "WEB_CONCURRENCY": "3",
           "GUNICORN_THREADS": "1", "RATE_LIMIT_ENABLED": "false",
           # (the shared Redis's webhook deliveries belong to the webhook tests' dispatchers)
           "WEBHOOK_DISPATCHER": "false"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    log = (tmp_path / "gunicorn.log").open("wb")
    gunicorn = str(Path(sys.executable).parent / "gunicorn")
    proc = subprocess.Popen([gunicorn, "-c", "service/gunicorn_conf.py", "service.wsgi:app"],
                            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if requests.get(base + "/livez", timeout=2).status_code == 200:
                    break
            except requests.RequestException:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, "gunicorn did not start"
            time.sleep(0.2)
        n = 60
        for _ in range(n):  # a fresh connection each time spreads them over the workers
            requests.get(base + "/v1/games", timeout=5)
        # each worker writes its counts every second (service/api/ops.py `_Counts`): a
        # scrape sees all of them within a second or two, never more than were made
        deadline = time.monotonic() + 10
        while True:
            text = requests.get(base + "/metrics", timeout=5).text
            found = re.search(
                r'referee_http_requests_total\{[^}]*endpoint="/v1/games"[^}]*status="200"[^}]*\}'
                r' (\S+)',
                text,
            )
            assert found, text[:2000]
            assert float(found.group(1)) <= n
            if float(found.group(1)) == n or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert float(found.group(1)) == n
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_reading_the_config_does_not_import_prometheus_client() -> None:
    """service/gunicorn_conf.py reads the config before it sets PROMETHEUS_MULTIPROC_DIR;
    prometheus_client chooses single- or multi-process values when first imported, so the
    config (and every settings module it reads) must not import it."""
    code = (
        "import sys, service.config; "
        "sys.exit(1 if 'prometheus_client' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
