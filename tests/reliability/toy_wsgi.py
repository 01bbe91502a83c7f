"""The production WSGI app (`service.wsgi:app`), also serving the toy games of the
reliability tests (see toygame.py); used by the gunicorn the race tests start."""

import service.sessions
from tests.reliability.conftest import lookup

service.sessions.get_game = lookup

from service.wsgi import app  # noqa: E402

__all__ = ["app"]
