"""openapi.yaml is valid, up to date, served, and covers every route of the app."""

from __future__ import annotations

import subprocess
import sys

import yaml
from openapi_spec_validator import validate

from tests.conftest import ROOT


def test_spec_is_valid_openapi_31():
    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    assert doc["openapi"].startswith("3.1")
    validate(doc)


def test_spec_is_assembled_from_its_sources():
    result = subprocess.run(
        [sys.executable, "scripts/build_openapi.py", "--check"], cwd=ROOT, capture_output=True
    )
    assert result.returncode == 0, result.stderr.decode()


def test_every_route_is_documented(app):
    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    documented = {
        (path, method.upper())
        for path, item in doc["paths"].items()
        for method in item
        if method in {"get", "post", "delete", "put", "patch"}
    }
    for rule in app.url_map.iter_rules():
        if rule.endpoint in {"static", "ops.docs_static", "play.asset", "play.page_slash"}:
            continue
        path = rule.rule.replace("<game_id>", "{game}").replace("<sid>", "{id}")
        path = path.replace("<webhook>", "{webhook}").replace("<player>", "{player}")
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            if "{game}" in path and (path.replace("{game}", "dragons"), method) in documented:
                continue
            assert (path, method) in documented, f"{method} {path} is not in openapi.yaml"


def test_the_credential_checks_are_the_contracts_security(app) -> None:
    """An operation whose every security alternative needs a token answers a request without
    `Authorization` 401 before anything else (a wrong X-API-Key is not even looked at, so it
    never meets the auth-failure budget's 429); one that needs an API key, without
    `X-API-Key`. The limiter's lists must be what openapi.yaml says, operation by operation."""
    from service.api import limits

    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    tokens = {"seatToken", "adminToken"}
    for rule in app.url_map.iter_rules():
        path = rule.rule.replace("<game_id>", "{game}").replace("<sid>", "{id}")
        path = path.replace("<webhook>", "{webhook}").replace("<player>", "{player}")
        item = doc["paths"].get(path) or doc["paths"].get(path.replace("{game}", "dragons"))
        if item is None:
            continue
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            op = item.get(method.lower())
            if op is None:
                continue
            alternatives = [set(a) for a in op.get("security", doc.get("security", []))]
            if not alternatives or set() in alternatives:
                continue  # public, or anonymous allowed
            endpoint = rule.endpoint
            needs_bearer = endpoint in limits.NEEDS_BEARER
            needs_either = endpoint in limits.NEEDS_BEARER_OR_KEY
            needs_key = endpoint in limits.NEEDS_KEY or endpoint.startswith(
                limits.KEYED_BLUEPRINTS)
            where = f"{method} {path} ({endpoint}): security {op.get('security')}"
            if all(a & tokens for a in alternatives):  # a token in every alternative
                assert needs_bearer, where
            elif all(a == {"apiKey"} for a in alternatives):
                assert needs_key, where
            else:
                assert needs_either, where


def test_served_spec_is_the_file(client):
    r = client.get("/openapi.yaml")
    assert r.status_code == 200
    assert r.data == (ROOT / "openapi.yaml").read_bytes()
    assert client.get("/docs").status_code == 200
    assert client._client.get("/docs/static/swagger-ui-bundle.js").status_code == 200


def test_every_schema_is_well_formed() -> None:
    """Refs resolve, descriptions are strings, every key of a schema is a keyword (a flow-style
    YAML description with a comma becomes extra keys — generators refuse such a document),
    and every discriminator maps each value to the one alternative that has it."""
    from scripts.build_openapi import problems

    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    assert problems(doc) == []
    broken = yaml.safe_load(
        "{type: integer, description: Label (1, 4, 5); null in a tie-break.}"
    )
    assert problems({"paths": {}, "components": {"schemas": {"X": broken}}})


#: objects whose keys are not known in advance: an RFC 9457 problem's extension members,
#: a rule's refusal details, a request's field errors
FREE_FORM = {
    "components/schemas/Problem/properties/errors",
    "components/schemas/Problem/properties/details",
    "components/schemas/Verdict/properties/details",
}
#: object shapes that stay open: RFC 9457 lets problems carry extension members; an options
#: JSON Schema carries JSON Schema keywords
OPEN = {"components/schemas/Problem", "components/schemas/OptionsJsonSchema"}


def test_no_free_form_objects_and_closed_shapes() -> None:
    from scripts.build_openapi import schemas_in

    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    free, open_ = [], []
    for where, schema in schemas_in(doc):
        if not isinstance(schema, dict):
            continue
        types = schema.get("type")
        is_object = types == "object" or (isinstance(types, list) and "object" in types)
        if not is_object:
            continue
        shaped = any(k in schema for k in ("properties", "additionalProperties", "oneOf",
                                            "anyOf", "$ref")) or schema.get("maxProperties") == 0
        if not shaped and where not in FREE_FORM:
            free.append(where)
        if "properties" in schema and "additionalProperties" not in schema and where not in OPEN:
            open_.append(where)
    assert not free, f"free-form objects where the shape is known: {free}"
    assert not open_, f"objects that do not say whether they are closed: {open_}"


def test_game_content_is_discriminated() -> None:
    """Each body with game-specific content is a `oneOf` of one schema per game, discriminated
    on `game` (or on `id` for a game's description); a move of any game is an `anyOf`."""
    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    schemas = doc["components"]["schemas"]
    games = doc["components"]["schemas"]["GameId"]["enum"]
    assert len(games) == 5
    for name in ("State", "CreateSessionRequest", "CreatedSession", "Session", "LegalMoves",
                 "MoveResult", "History", "ScoreBody", "MoveList", "Applied", "ViewResult",
                 "GameDescription"):
        union = schemas[name]
        prop = "id" if name == "GameDescription" else "game"
        assert union["discriminator"]["propertyName"] == prop, name
        assert sorted(union["discriminator"]["mapping"]) == sorted(games), name
        assert len(union["oneOf"]) == len(games), name
    move = schemas["Move"]
    assert "oneOf" not in move and len(move["anyOf"]) == len(games) + 1
    for game in games:
        from scripts.build_openapi import prefix

        union = schemas[f"{prefix(game)}Move"]
        assert union["discriminator"]["propertyName"] == "type"
        assert schemas[f"{prefix(game)}Event"]["discriminator"]["propertyName"] == "type"


def test_each_game_lists_its_problem_codes() -> None:
    """`<Game>ProblemCode` is every code the game's engine declares (generic ones first), each
    with its meaning in the description, and `Problem`'s `x-problem-codes` points to each."""
    from scripts.build_openapi import prefix
    from service.games import registry

    schemas = yaml.safe_load((ROOT / "openapi.yaml").read_text())["components"]["schemas"]
    pointers = schemas["Problem"]["x-problem-codes"]
    assert sorted(pointers) == sorted(registry())
    for game_id, game in registry().items():
        name = f"{prefix(game_id)}ProblemCode"
        assert pointers[game_id] == {"$ref": f"#/components/schemas/{name}"}
        schema = schemas[name]
        assert schema["type"] == "string"
        assert schema["enum"] == list(game.all_problem_codes())
        for code, meaning in game.all_problem_codes().items():
            assert f"- `{code}`: {meaning}" in schema["description"], code


def test_the_delete_link_carries_the_sessions_own_admin_token() -> None:
    """docs/contract.md: the stateful phase's DELETE 204 "to generated credentials" is the
    session's real admin token, which this link copies from the creation's answer."""
    doc = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    created = doc["paths"]["/v1/sessions"]["post"]["responses"]["201"]
    link = created["links"]["DeleteSession"]
    assert link["operationId"] == "deleteSession"
    assert link["parameters"]["header.Authorization"] == "Bearer {$response.body#/admin_token}"
    assert link["parameters"]["path.id"] == "$response.body#/id"
