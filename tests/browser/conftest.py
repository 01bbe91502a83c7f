"""A real browser against the real app: headless Chromium from Debian's packages
(`chromium`, `chromium-driver`; `make test` installs them with scripts/ensure_browser.sh),
driven by selenium, talking to the app served by werkzeug in a thread over a real Redis.

Screenshots go to $SCREENSHOT_DIR (default .pytest_cache/screenshots); `make screenshots`
writes the ones the README shows into docs/screenshots/."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT, make_app

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    from werkzeug.serving import make_server

    app = make_app(redis_url)
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    for path in (CHROMIUM, CHROMEDRIVER):
        # never skipped: `make test` installs them (scripts/ensure_browser.sh)
        assert os.access(path, os.X_OK), (
            f"{path} is missing: run scripts/ensure_browser.sh "
            "(apt-get install -y chromium chromium-driver)"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,1700",
        "--force-device-scale-factor=1",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    path = Path(os.environ.get("SCREENSHOT_DIR") or ROOT / ".pytest_cache" / "screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path
