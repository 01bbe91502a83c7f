"""Referee benchmarks: `python -m bench` (or `make bench`).

Three parts, each reported as ratios against references measured in the same run (this
machine is shared and absolute figures drift):

- engines: random playouts per game (default options; largest player count), mean µs per
  action (legal_moves + apply), with OpenSpiel's C++ oh_hell and gin_rummy as reference;
  playouts per second per game for the pure and the compiled engine builds side by side
  (REFEREE_ENGINE_BUILD, each in its own subprocess);
- http:    gunicorn with service/gunicorn_conf.py against a real Redis, loaded with wrk at
  8 and 64 connections (scripts/ensure_wrk.sh installs it; bench/pyload.py is the
  fallback, named in the report); baselines served the same way by bench/baseline_app.py;
  Dragons legal-moves at 190 tiles; Redis round trips per move;
- size:    bytes per session in Redis after 50 moves; RSS of a worker-like process after
  creating 10,000 sessions.

Every target is reported as a ratio next to its target with a pass/fail mark (and all of
them in the closing "targets" table / the document's "targets"). Results go to
bench/results/latest.json; the method is in docs/performance.md.
"""
