"""The WSGI entry point: `gunicorn -c service/gunicorn_conf.py service.wsgi:app`."""

import logging

from .api import create_app

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
app = create_app()
