"""The WSGI entry point: `gunicorn -c service/gunicorn_conf.py service.wsgi:app`."""

import gc
import os

from . import logs
from .api import create_app
from .config import Config
from .games import warm_up

_config = Config.from_env()
# LOG_FORMAT=text|json on the root logger (service/logs.py); gunicorn's own loggers get the
# same format from service/gunicorn_conf.py
logs.configure(_config.log_format, os.environ.get("LOG_LEVEL") or "info")
app = create_app(_config)
# every engine loaded and played a little before this worker serves (the first requests after
# a deploy or a worker restart no longer pay the imports and first-use tables)
warm_up()
# what the worker made so far (modules, engine tables, the app) lives as long as the worker:
# out of the collector's way, so that its full collections walk only what requests made
gc.collect()
gc.freeze()
if _config.webhooks.dispatcher:
    # one webhook dispatcher thread per worker process (this module is imported after the
    # fork: no `preload_app`), see service/webhooks/dispatcher.py
    app.extensions["referee.webhooks"].dispatcher.start()
# one bot-turn runner thread: bot turns due in Redis, this worker's and those a stopped worker
# left (service/sessions/turns.py); gunicorn's `worker_exit` hands its turns back
app.extensions["referee.sessions"].turns.start()
# and one ratings sweeper thread: rating jobs a stopped worker left pending (docs/ratings.md)
app.extensions["referee.sessions"].ratings.start_sweeper()
