"""The WSGI entry point: `gunicorn -c service/gunicorn_conf.py service.wsgi:app`."""

import logging

from .api import create_app

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
app = create_app()
if app.config["REFEREE"].webhooks.dispatcher:
    # one webhook dispatcher thread per worker process (this module is imported after the
    # fork: no `preload_app`), see service/webhooks/dispatcher.py
    app.extensions["referee.webhooks"].dispatcher.start()
# and one ratings sweeper thread: rating jobs a stopped worker left pending (docs/ratings.md)
app.extensions["referee.sessions"].ratings.start_sweeper()
