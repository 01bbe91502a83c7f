"""Referee benchmarks: `python -m bench` (or `make bench`).

Three parts, each reported as ratios against references measured in the same run (this
machine is shared and absolute figures drift):

- engines: random playouts per game (default options; largest player count), mean µs per
  action (legal_moves + apply), with OpenSpiel's C++ oh_hell and gin_rummy as reference;
- http:    gunicorn with service/gunicorn_conf.py against a real Redis, loaded with wrk at
  8 and 64 connections; baselines served the same way by bench/baseline_app.py;
- size:    bytes per session in Redis after 50 moves; RSS of a worker-like process after
  creating 10,000 sessions.

Results go to bench/results/latest.json; the method is in docs/performance.md.
"""
