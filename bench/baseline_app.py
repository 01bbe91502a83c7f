"""The HTTP baselines, served exactly like the API (gunicorn -c service/gunicorn_conf.py):

- `POST /echo`      parse the JSON body (orjson) and answer it back (orjson);
- `POST /cas/<k>`   one Redis GET of a session-sized JSON document, parse it, bump its
                    version, and one Lua compare-and-set (version key + document), then answer
                    a JSON body of a similar size. The floor for a hosted move.

The documents are written by bench/http.py under `bench:{k}:doc` / `bench:{k}:ver`.
"""

from __future__ import annotations

import os

import orjson
import redis
from flask import Flask, Response, request

_CAS = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', 3600)
redis.call('SET', KEYS[2], ARGV[3], 'EX', 3600)
return 1
"""

app = Flask(__name__)
_client = redis.Redis.from_url(
    os.environ["REDIS_URL"], socket_timeout=2.0, socket_connect_timeout=2.0
)
_cas = _client.register_script(_CAS)


def _json(body: object, status: int = 200) -> Response:
    return Response(orjson.dumps(body), status=status, mimetype="application/json")


@app.post("/echo")
def echo() -> Response:
    return _json(orjson.loads(request.get_data()))


@app.post("/cas/<int:k>")
def cas(k: int) -> Response:
    move = orjson.loads(request.get_data())
    raw = _client.get(f"bench:{{{k}}}:doc")
    if raw is None:
        return _json({"error": "missing"}, 404)
    doc = orjson.loads(raw)
    version = doc["v"]
    doc["v"] = version + 1
    doc["last"] = move
    ok = _cas(keys=[f"bench:{{{k}}}:ver", f"bench:{{{k}}}:doc"],
              args=[str(version), str(version + 1), orjson.dumps(doc)])
    if not ok:
        return _json({"error": "conflict"}, 409)
    return _json({"version": version + 1, "view": doc.get("state")})
