"""Deployment files (k8s/, Dockerfile) keep their promises.

Every manifest is validated against the Kubernetes OpenAPI schemas (kubernetes-validate,
strict: unknown fields fail) for the oldest and the newest Kubernetes version we support;
the structural tests fail when a promise made in docs/deployment.md breaks.
No Redis and no cluster needed: the app is built with an unused Redis URL.
"""

from __future__ import annotations

import ast
import re
import shlex
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "k8s"
DOCKERFILE = ROOT / "Dockerfile"
GUNICORN_CMD = ["gunicorn", "-c", "service/gunicorn_conf.py", "service.wsgi:app"]
# Oldest (preStop exec sleep, autoscaling/v2, policy/v1 all exist there) and newest supported.
K8S_VERSIONS = ["1.30.0", "1.37.0"]
# Set by the Dockerfile for Python itself / the image layout, not read by service code.
IMAGE_ONLY_ENV = {
    "PYTHONDONTWRITEBYTECODE",
    "PYTHONUNBUFFERED",
    "PYTHONPATH",
    "XDG_RUNTIME_DIR",
    "PIP_NO_CACHE_DIR",
    "PIP_DISABLE_PIP_VERSION_CHECK",
}


# ----------------------------------------------------------------------------- loading


def manifest_files() -> list[Path]:
    return sorted(p for p in K8S.glob("*.y*ml") if p.name != "kustomization.yaml")


@cache
def docs() -> tuple[tuple[str, dict[str, Any]], ...]:
    out = []
    for path in manifest_files():
        for doc in yaml.safe_load_all(path.read_text()):
            if doc is not None:
                out.append((path.name, doc))
    return tuple(out)


def find(kind: str, name: str | None = None) -> list[dict[str, Any]]:
    return [
        d
        for _, d in docs()
        if d["kind"] == kind and (name is None or d["metadata"]["name"] == name)
    ]


def one(kind: str, name: str | None = None) -> dict[str, Any]:
    found = find(kind, name)
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


def app_deployment() -> dict[str, Any]:
    return one("Deployment", "referee")


def app_container() -> dict[str, Any]:
    containers = app_deployment()["spec"]["template"]["spec"]["containers"]
    return next(c for c in containers if c["name"] == "referee")


def redis_statefulset() -> dict[str, Any]:
    return one("StatefulSet", "redis")


def matches(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def pod_labels(workload: dict[str, Any]) -> dict[str, str]:
    return workload["spec"]["template"]["metadata"]["labels"]


# ----------------------------------------------------------------------------- schemas


def test_there_are_manifests() -> None:
    kinds = {d["kind"] for _, d in docs()}
    assert {
        "Namespace",
        "ConfigMap",
        "Secret",
        "Deployment",
        "Service",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "StatefulSet",
        "NetworkPolicy",
    } <= kinds


@pytest.mark.parametrize("version", K8S_VERSIONS)
def test_every_manifest_validates_against_the_kubernetes_schema(version: str) -> None:
    import kubernetes_validate

    errors = []
    for fname, doc in docs():
        try:
            kubernetes_validate.validate(doc, version, strict=True)
        except Exception as exc:  # ValidationError, InvalidSchemaError, ...
            errors.append(
                f"{fname} {doc.get('kind')}/{doc.get('metadata', {}).get('name')}: "
                f"{type(exc).__name__}: {str(exc)[:500]}"
            )
    assert not errors, "\n".join(errors)


def test_kustomization_lists_every_file_in_k8s() -> None:
    kust = yaml.safe_load((K8S / "kustomization.yaml").read_text())
    assert kust["kind"] == "Kustomization"
    listed = kust["resources"]
    assert len(listed) == len(set(listed)), "duplicate resources"
    assert sorted(listed) == sorted(p.name for p in manifest_files())
    for name in listed:
        assert (K8S / name).is_file(), name


def test_kustomize_builds_when_kubectl_is_available() -> None:
    import shutil
    import subprocess

    kubectl = shutil.which("kubectl")
    if not kubectl:
        pytest.skip("kubectl not installed")
    out = subprocess.run(
        [kubectl, "kustomize", str(K8S)], capture_output=True, text=True, timeout=60, check=True
    ).stdout
    built = [d for d in yaml.safe_load_all(out) if d]
    # the files of k8s/, and the ConfigMaps its configMapGenerator makes (rules, dashboard)
    generated = len(yaml.safe_load((K8S / "kustomization.yaml").read_text())["configMapGenerator"])
    assert len(built) == len(docs()) + generated
    assert all(
        d["metadata"].get("namespace") == "referee" for d in built if d["kind"] != "Namespace"
    )


def test_everything_lands_in_the_namespace() -> None:
    kust = yaml.safe_load((K8S / "kustomization.yaml").read_text())
    assert kust["namespace"] == one("Namespace")["metadata"]["name"]
    for fname, doc in docs():
        ns = doc["metadata"].get("namespace")
        assert ns in (None, kust["namespace"]), f"{fname}: namespace {ns}"


def test_kustomization_image_names_the_app_image() -> None:
    kust = yaml.safe_load((K8S / "kustomization.yaml").read_text())
    names = {i["name"] for i in kust.get("images", [])}
    assert app_container()["image"].split(":")[0] in names


# ----------------------------------------------------------------------------- the app


@cache
def flask_rules() -> set[str]:
    from service.api import create_app
    from service.config import Config

    # A URL nothing listens on: create_app does not connect, /readyz would answer 503.
    app = create_app(Config(redis_url="redis://127.0.0.1:1/0", rate_limit_enabled=False))
    return {r.rule for r in app.url_map.iter_rules()}


def probes(container: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        k: container[k]
        for k in ("startupProbe", "readinessProbe", "livenessProbe")
        if k in container
    }


def test_app_has_all_three_probes_on_the_right_paths() -> None:
    p = probes(app_container())
    assert set(p) == {"startupProbe", "readinessProbe", "livenessProbe"}
    assert p["readinessProbe"]["httpGet"]["path"] == "/readyz"  # pings Redis
    assert p["livenessProbe"]["httpGet"]["path"] == "/livez"  # never depends on Redis
    assert p["startupProbe"]["httpGet"]["path"] == "/livez"


def test_probe_paths_are_routes_of_the_flask_app() -> None:
    rules = flask_rules()
    for name, probe in probes(app_container()).items():
        assert probe["httpGet"]["path"] in rules, name
    annotations = app_deployment()["spec"]["template"]["metadata"].get("annotations", {})
    if "prometheus.io/path" in annotations:
        assert annotations["prometheus.io/path"] in rules


def test_redis_outage_fails_readiness_but_not_liveness() -> None:
    """What a Redis restart looks like, with the production settings (rate limits on, their
    storage on the same dead Redis): /readyz 503 + Retry-After so the pod leaves the Service,
    /livez 200 so the kubelet does not restart it, API calls 503 + Retry-After (never 500)."""
    from service.api import create_app
    from service.config import Config

    app = create_app(Config(redis_url="redis://127.0.0.1:1/0", rate_limit_enabled=True))
    client = app.test_client()
    ready = client.get("/readyz")
    assert ready.status_code == 503
    assert ready.headers.get("Retry-After")
    assert client.get("/livez").status_code == 200
    api = client.get("/v1/sessions/" + "ab" * 16)
    assert api.status_code == 503
    assert api.headers.get("Retry-After")


def gunicorn_port() -> int:
    conf = (ROOT / "service" / "gunicorn_conf.py").read_text()
    m = re.search(
        r"""bind\s*=\s*f?["']0\.0\.0\.0:\{int\(os\.environ\.get\(["']PORT["'],\s*["'](\d+)""",
        conf,
    )
    assert m, "gunicorn_conf.py bind line changed: update this test"
    default = int(m.group(1))
    port_env = configmap_data().get("PORT")
    return int(port_env) if port_env else default


def test_container_port_is_the_gunicorn_bind_port() -> None:
    port = gunicorn_port()
    ports = {p["name"]: p["containerPort"] for p in app_container()["ports"]}
    assert ports["http"] == port
    for name, probe in probes(app_container()).items():
        assert probe["httpGet"]["port"] in ("http", port), name
    svc = one("Service", "referee")
    for sp in svc["spec"]["ports"]:
        assert sp["targetPort"] in ("http", port)
    annotations = app_deployment()["spec"]["template"]["metadata"].get("annotations", {})
    if "prometheus.io/port" in annotations:
        assert int(annotations["prometheus.io/port"]) == port
    assert f"EXPOSE {port}" in dockerfile_text()


def test_selectors_match_the_app_pods() -> None:
    dep = app_deployment()
    labels = pod_labels(dep)
    assert matches(dep["spec"]["selector"]["matchLabels"], labels)
    assert matches(one("Service", "referee")["spec"]["selector"], labels)
    assert matches(one("PodDisruptionBudget")["spec"]["selector"]["matchLabels"], labels)
    target = one("HorizontalPodAutoscaler")["spec"]["scaleTargetRef"]
    assert (target["apiVersion"], target["kind"], target["name"]) == (
        "apps/v1",
        "Deployment",
        dep["metadata"]["name"],
    )
    spec = dep["spec"]["template"]["spec"]
    for c in spec.get("topologySpreadConstraints", []):
        assert matches(c["labelSelector"]["matchLabels"], labels)
    anti = spec["affinity"]["podAntiAffinity"]
    for term in anti["preferredDuringSchedulingIgnoredDuringExecution"]:
        assert matches(term["podAffinityTerm"]["labelSelector"]["matchLabels"], labels)


def test_app_selectors_do_not_catch_redis_pods() -> None:
    redis_labels = pod_labels(redis_statefulset())
    assert not matches(one("Service", "referee")["spec"]["selector"], redis_labels)
    assert not matches(app_deployment()["spec"]["selector"]["matchLabels"], redis_labels)
    assert not matches(one("PodDisruptionBudget")["spec"]["selector"]["matchLabels"], redis_labels)


def test_rolling_update_never_drops_capacity() -> None:
    spec = app_deployment()["spec"]
    assert spec["replicas"] >= 2
    assert spec["strategy"]["type"] == "RollingUpdate"
    assert spec["strategy"]["rollingUpdate"]["maxUnavailable"] == 0
    assert spec["strategy"]["rollingUpdate"]["maxSurge"] not in (0, "0%")


def test_graceful_shutdown_budget() -> None:
    """preStop sleep + gunicorn's graceful timeout fit in terminationGracePeriodSeconds."""
    pod = app_deployment()["spec"]["template"]["spec"]
    pre_stop = app_container()["lifecycle"]["preStop"]
    if "sleep" in pre_stop:
        sleep = int(pre_stop["sleep"]["seconds"])
    else:
        cmd = pre_stop["exec"]["command"]
        assert cmd[0] == "sleep"
        sleep = int(cmd[1])
    assert sleep >= 5
    graceful = int(configmap_data().get("GUNICORN_GRACEFUL_TIMEOUT", "20"))
    assert pod["terminationGracePeriodSeconds"] > sleep + graceful


def test_hpa_and_pdb_keep_at_least_two_pods() -> None:
    hpa = one("HorizontalPodAutoscaler")
    assert hpa["apiVersion"] == "autoscaling/v2"
    assert hpa["spec"]["minReplicas"] >= 2
    assert hpa["spec"]["maxReplicas"] > hpa["spec"]["minReplicas"]
    # CPU utilisation targets need CPU requests.
    assert app_container()["resources"]["requests"]["cpu"]
    pdb = one("PodDisruptionBudget")["spec"]
    if "minAvailable" in pdb:
        assert int(pdb["minAvailable"]) < hpa["spec"]["minReplicas"], "drains would block"
    else:
        assert pdb["maxUnavailable"] in (1, "1")


def test_app_pod_security() -> None:
    pod = app_deployment()["spec"]["template"]["spec"]
    c = app_container()
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] != 0
    assert pod["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault"
    sc = c["securityContext"]
    assert sc["runAsNonRoot"] is True
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["capabilities"]["drop"] == ["ALL"]
    assert not sc["capabilities"].get("add")
    tmp = [m for m in c["volumeMounts"] if m["mountPath"] == "/tmp"]
    assert tmp, "gunicorn needs a writable /tmp"
    vols = {v["name"]: v for v in pod["volumes"]}
    assert "emptyDir" in vols[tmp[0]["name"]]
    res = c["resources"]
    assert res["requests"]["cpu"] and res["requests"]["memory"]
    assert res["limits"]["cpu"] and res["limits"]["memory"]


def test_app_runs_the_same_command_as_the_image() -> None:
    cmd = app_container().get("command")
    assert cmd in (None, GUNICORN_CMD)
    assert not app_container().get("args")
    assert dockerfile_exec("CMD") == GUNICORN_CMD


def test_image_user_matches_the_pod_user() -> None:
    user = dockerfile_instructions("USER")[-1].split(":")[0]
    assert user == str(app_deployment()["spec"]["template"]["spec"]["securityContext"]["runAsUser"])


# ----------------------------------------------------------------------------- environment


@cache
def env_vars_read_by_service() -> frozenset[str]:
    """Names read by service/config.py, service/gunicorn_conf.py and the webhook settings."""
    names: set[str] = set()
    for rel in ("service/config.py", "service/gunicorn_conf.py", "service/webhooks/settings.py",
                "service/games/build.py"):
        tree = ast.parse((ROOT / rel).read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                f = node.func
                fname = (
                    f.attr
                    if isinstance(f, ast.Attribute)
                    else f.id
                    if isinstance(f, ast.Name)
                    else ""
                )
                first = node.args[0]
                if (
                    fname in {"get", "_int", "_bool", "getenv", "_env"}
                    and isinstance(first, ast.Constant)
                    and isinstance(first.value, str)
                ):
                    names.add(first.value)
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
                if isinstance(node.slice.value, str) and node.slice.value.isupper():
                    names.add(node.slice.value)
    names = {n for n in names if re.fullmatch(r"[A-Z][A-Z0-9_]*", n)}
    assert {"REDIS_URL", "SESSION_TTL_SECONDS", "PORT"} <= names  # the parser still works
    return frozenset(names)


def configmap_data() -> dict[str, str]:
    return one("ConfigMap", "referee-config")["data"]


def manifest_env_names() -> set[str]:
    names = set(configmap_data())
    for c in app_deployment()["spec"]["template"]["spec"]["containers"]:
        names |= {e["name"] for e in c.get("env", [])}
    return names


def test_every_env_var_set_is_read_by_the_service() -> None:
    unknown = manifest_env_names() - env_vars_read_by_service()
    assert not unknown, f"set but never read by service/config.py or gunicorn_conf.py: {unknown}"


def test_configmap_values_are_strings_and_parse() -> None:
    for key, value in configmap_data().items():
        assert isinstance(value, str), key
    data = configmap_data()
    for key in (
        "SESSION_TTL_SECONDS",
        "IDEMPOTENCY_TTL_SECONDS",
        "MAX_BODY_BYTES",
        "PORT",
        "WEB_CONCURRENCY",
        "GUNICORN_THREADS",
    ):
        if key in data:
            assert int(data[key]) > 0, key
    for key in data:
        if key.startswith("RATE_LIMIT_") and key != "RATE_LIMIT_ENABLED":
            assert re.fullmatch(r"[1-9]\d*/(second|minute|hour)", data[key]), key


def test_configmap_gives_the_same_config_as_config_from_env(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from service.config import Config

    for key, value in configmap_data().items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("REDIS_URL", secret_redis_url())
    cfg = Config.from_env()
    assert cfg.redis_url == secret_redis_url()
    assert cfg.session_ttl_seconds == int(configmap_data()["SESSION_TTL_SECONDS"])


def secret_redis_url() -> str:
    env = {e["name"]: e for e in app_container()["env"]}
    ref = env["REDIS_URL"]["valueFrom"]["secretKeyRef"]
    secret = one("Secret", ref["name"])
    return secret["stringData"][ref["key"]]


def test_production_needs_api_keys_and_keeps_the_server_key_secret() -> None:
    assert configmap_data()["ANONYMOUS_ENABLED"] == "false"
    assert "REFEREE_SECRET_KEY" not in configmap_data()
    env = {e["name"]: e for e in app_container()["env"]}
    assert "secretKeyRef" in env["REFEREE_SECRET_KEY"]["valueFrom"]


def test_redis_url_comes_from_the_secret_not_the_configmap() -> None:
    assert "REDIS_URL" not in configmap_data()
    url = secret_redis_url()
    assert url.startswith(("redis://", "rediss://", "unix://"))


def test_secret_placeholder_points_at_the_bundled_redis() -> None:
    host = secret_redis_url().split("://", 1)[1].split("/")[0].split("@")[-1]
    host, _, port = host.partition(":")
    service = one("Service", "redis")
    svc = service["metadata"]["name"]
    sts = redis_statefulset()
    assert sts["spec"]["serviceName"] == svc
    # "redis" or "redis-0.redis" (a pod of the StatefulSet behind the headless Service).
    assert host == svc or re.fullmatch(rf"{sts['metadata']['name']}-\d+\.{svc}", host), host
    assert int(port or 6379) in {p["port"] for p in service["spec"]["ports"]}


# ----------------------------------------------------------------------------- Redis


def redis_container() -> dict[str, Any]:
    return redis_statefulset()["spec"]["template"]["spec"]["containers"][0]


def redis_setting(name: str) -> str | None:
    args = list(redis_container().get("command", [])) + list(redis_container().get("args", []))
    for i, a in enumerate(args):
        if a == f"--{name}":
            return str(args[i + 1])
    return None


def test_redis_is_durable_aof_on_a_pvc() -> None:
    sts = redis_statefulset()
    assert redis_container()["image"].startswith("redis:7")
    assert redis_setting("appendonly") == "yes"
    assert redis_setting("appendfsync") == "everysec"
    data_dir = redis_setting("dir") or "/data"
    claims = {t["metadata"]["name"]: t for t in sts["spec"]["volumeClaimTemplates"]}
    mounts = {m["mountPath"]: m["name"] for m in redis_container()["volumeMounts"]}
    assert mounts[data_dir] in claims, "the AOF directory must be on the PVC"
    assert claims[mounts[data_dir]]["spec"]["resources"]["requests"]["storage"]


def test_redis_never_evicts_sessions() -> None:
    assert redis_setting("maxmemory-policy") == "noeviction"


def test_redis_has_probes_resources_and_security() -> None:
    c = redis_container()
    for probe in ("readinessProbe", "livenessProbe"):
        assert probe in c
    assert c["resources"]["requests"] and c["resources"]["limits"]
    pod = redis_statefulset()["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault"
    assert c["securityContext"]["capabilities"]["drop"] == ["ALL"]
    assert c["securityContext"]["allowPrivilegeEscalation"] is False


def test_redis_service_is_headless_and_selects_redis() -> None:
    svc = one("Service", "redis")
    assert svc["spec"]["clusterIP"] == "None"
    assert matches(svc["spec"]["selector"], pod_labels(redis_statefulset()))
    assert matches(
        redis_statefulset()["spec"]["selector"]["matchLabels"], pod_labels(redis_statefulset())
    )


def test_only_the_app_may_reach_redis() -> None:
    policies = [
        p
        for p in find("NetworkPolicy")
        if matches(p["spec"]["podSelector"].get("matchLabels", {}), pod_labels(redis_statefulset()))
    ]
    assert len(policies) == 1
    spec = policies[0]["spec"]
    assert "Ingress" in spec["policyTypes"]
    app_labels = pod_labels(app_deployment())
    for rule in spec["ingress"]:
        assert rule.get("from"), "an ingress rule without `from` admits everyone"
        for peer in rule["from"]:
            assert set(peer) == {"podSelector"}, "only pod selectors in this namespace"
            assert matches(peer["podSelector"]["matchLabels"], app_labels)
        assert [p["port"] for p in rule["ports"]] == [6379]


# ----------------------------------------------------------------------------- Dockerfile


@cache
def dockerfile_text() -> str:
    return DOCKERFILE.read_text()


def dockerfile_lines() -> list[str]:
    """Logical instructions: comments dropped, continuation lines joined."""
    out: list[str] = []
    buf = ""
    for raw in dockerfile_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        out.append(buf + line)
        buf = ""
    if buf:
        out.append(buf)
    return out


def final_stage() -> list[str]:
    lines = dockerfile_lines()
    last_from = max(i for i, line in enumerate(lines) if line.upper().startswith("FROM "))
    return lines[last_from:]


def dockerfile_instructions(name: str, stage: list[str] | None = None) -> list[str]:
    return [
        line.split(None, 1)[1]
        for line in (stage or final_stage())
        if line.split(None, 1)[0].upper() == name
    ]


def dockerfile_exec(name: str) -> list[str]:
    import json

    found = dockerfile_instructions(name)
    assert found, f"no {name} in the final stage"
    value = found[-1].strip()
    assert value.startswith("["), f"{name} must be exec form (JSON array): {value}"
    return json.loads(value)


def test_dockerfile_base_image_is_python_311_slim() -> None:
    assert re.search(r"^ARG PYTHON_IMAGE=python:3\.11-slim$", dockerfile_text(), re.M) or re.search(
        r"^FROM python:3\.11-slim", dockerfile_text(), re.M
    )
    for f in dockerfile_instructions("FROM", dockerfile_lines()):
        image = f.split()[0]
        assert image in ("${PYTHON_IMAGE}", "python:3.11-slim"), image


def test_dockerfile_runs_as_non_root() -> None:
    users = dockerfile_instructions("USER")
    assert users, "no USER in the final stage"
    user = users[-1].split(":")[0]
    assert user not in ("root", "0")
    # Nothing runs as root after USER.
    stage = final_stage()
    last_user = max(i for i, line in enumerate(stage) if line.upper().startswith("USER "))
    assert not any(
        line.upper().startswith("USER ") and line.split()[1].split(":")[0] in ("root", "0")
        for line in stage[last_user:]
    )


def test_dockerfile_cmd_is_exec_form_gunicorn_with_the_same_config() -> None:
    cmd = dockerfile_exec("CMD")
    assert cmd == GUNICORN_CMD
    assert not dockerfile_instructions("ENTRYPOINT") or dockerfile_instructions("ENTRYPOINT")[
        -1
    ].strip().startswith("[")
    # The Makefile's `make run` serves the same way.
    make = (ROOT / "Makefile").read_text()
    assert " ".join(GUNICORN_CMD[1:]) in make
    # The config file and the WSGI module are in the image where the CMD expects them.
    assert (ROOT / GUNICORN_CMD[2]).is_file()
    # the service as the build stage left it: the sources with their compiled engines
    assert re.search(r"^COPY\s+--from=build\s+/src/service\s+\./service\s*$",
                     "\n".join(final_stage()), re.M)
    assert dockerfile_instructions("WORKDIR")[-1] == "/app"


def test_dockerfile_healthcheck_hits_livez_without_curl() -> None:
    hc = dockerfile_instructions("HEALTHCHECK")
    assert hc, "no HEALTHCHECK"
    text = hc[-1]
    assert "/livez" in text and "urllib" in text
    assert "curl" not in text and "wget" not in text
    import json

    after = text.split("CMD", 1)[1].strip()
    cmd = json.loads(after) if after.startswith("[") else shlex.split(after)
    assert cmd[0] == "python"
    compile(cmd[-1], "<healthcheck>", "exec")  # the one-liner is valid Python


def test_dockerfile_exposes_the_port_and_installs_no_dev_deps() -> None:
    assert "EXPOSE 8000" in dockerfile_lines()
    text = dockerfile_text()
    assert ".[test" not in text and "[test]" not in text and "[bench]" not in text
    assert "pip install -e" not in text and "--editable" not in text
    assert "openapi.yaml" in text  # the served contract ships in the image


def test_dockerfile_env_is_read_by_the_service() -> None:
    names = set()
    for env in dockerfile_instructions("ENV"):
        names |= {m.group(1) for m in re.finditer(r"([A-Z][A-Z0-9_]*)=", env)}
    unknown = names - env_vars_read_by_service() - IMAGE_ONLY_ENV
    assert not unknown, unknown


def test_dockerfile_compiles_the_engines_in_the_build_stage_only() -> None:
    """The image runs the compiled engines (built from the sources in the build stage, which
    has the compiler) and ships no compiler; host-built modules never enter the context."""
    lines = dockerfile_lines()
    last_from = max(i for i, line in enumerate(lines) if line.upper().startswith("FROM "))
    build_stage, runtime = lines[:last_from], lines[last_from:]
    assert any("scripts/build_native.py --require" in line for line in build_stage)
    assert not any("build-essential" in line or "gcc" in line for line in runtime)
    assert not any("build_native" in line for line in runtime)
    env = " ".join(dockerfile_instructions("ENV"))
    assert "REFEREE_ENGINE_BUILD=compiled" in env
    ignore = (ROOT / ".dockerignore").read_text().splitlines()
    assert "!scripts/build_native.py" in ignore
    for host_built in ("**/*.so", "**/*.c", "service/games/native.json", "build"):
        assert host_built in ignore, host_built


def test_dockerignore_keeps_the_build_context_small_and_secret_free() -> None:
    ignored = {
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    for must in (".git", ".venv", "tests", ".env"):
        assert must in ignored, must
    for needed in ("service", "openapi.yaml", "pyproject.toml"):
        assert needed not in ignored, needed
