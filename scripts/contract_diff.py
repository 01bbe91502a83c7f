"""Breaking changes of openapi.yaml against the released contract (openapi/released/v1.yaml).

`python scripts/contract_diff.py` lists every change a client written against the released
contract could break on, and exits 1 when there is one that the contract's version does not
announce (a breaking change needs a new major `info.version`) and that
openapi/released/accepted.yaml does not list with its reason. tests/contract/test_contract_diff.py
runs it in `make test`.

Why here and not a packaged diff tool: the maintained OpenAPI diff tools that read OpenAPI 3.1
could not be installed from the package registries this project builds from (oasdiff is a Go
program: its releases are on GitHub, and Debian's Go is too old to build it; Atlassian's
openapi-diff reads OpenAPI 3.0 only; Optic 1.0.9 fails to start on its own dependencies). The
rules below are oasdiff's breaking-change rules (ERR level) for what this contract uses; swap
this script for `oasdiff breaking --fail-on ERR` once a CI image carries it.

What breaks a client:
* an operation (path + method) removed; a documented success status or media type removed;
* a request: a parameter removed or newly required; a body property newly required, removed
  from a closed object, or narrowed (type, enum values removed, const changed, a bound added
  or tightened: minimum/maximum, minLength/maxLength, minItems/maxItems, a pattern added or
  changed); a body newly required;
* a response: a property that was always there (required) is removed or no longer required;
  a type changes; a `const` changes;
* a security requirement: an operation that took no credential now needs one;
* a schema a client may have used by name (components/schemas) removed.
New enum values in responses (problem codes, event types) are not breaking: clients must accept
values they do not know (docs/contract.md).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
RELEASED = ROOT / "openapi" / "released" / "v1.yaml"
ACCEPTED = ROOT / "openapi" / "released" / "accepted.yaml"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options")
#: the ceilings scripts/build_openapi.py states where no schema bounds a value more tightly
CEILINGS = {"minimum": {-(2**53 - 1)}, "maximum": {2**53 - 1}, "maxLength": {4_096, 65_536},
            "maxItems": {256, 65_536}}


@dataclass(frozen=True)
class Change:
    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


class Differ:
    def __init__(self, old: dict, new: dict) -> None:
        self.old, self.new = old, new
        self.changes: list[Change] = []
        self._seen: set[tuple[str, str, str]] = set()

    def add(self, where: str, what: str) -> None:
        self.changes.append(Change(where, what))

    # ------------------------------------------------------------------ schemas

    def schema(self, old: Any, new: Any, where: str, request: bool) -> None:
        """Compare two schemas met at the same place; `request` is the direction (a request
        may not be narrowed; a response may not lose what it promised)."""
        if isinstance(old, dict) and "$ref" in old:
            key = (ref_of(old), ref_of(new) if isinstance(new, dict) else "", str(request))
            if key in self._seen:
                return
            self._seen.add(key)
            where = ref_of(old).removeprefix("#/components/schemas/")
        try:
            old, new = deref(self.old, old), deref(self.new, new)
        except KeyError:
            return  # a schema gone from components: reported once, as removed
        if not isinstance(old, dict) or not isinstance(new, dict):
            return
        if types_of(old) and types_of(new):
            was, now = sorted(types_of(old)), sorted(types_of(new))
            if request and not types_of(old) <= types_of(new):
                self.add(where, f"accepts types {now}, was {was}")
            if not request and not types_of(new) <= types_of(old):
                self.add(where, f"answers types {now}, was {was}")
        if "const" in old and "const" in new and old["const"] != new["const"]:
            self.add(where, f"const {old['const']!r} became {new['const']!r}")
        if request:
            self.narrowed(old, new, where)
        else:
            for name in old.get("required", []):
                if name not in new.get("required", []):
                    self.add(where, f"response property {name!r} no longer always present")
        for name, sub in (old.get("properties") or {}).items():
            if name in (new.get("properties") or {}):
                self.schema(sub, new["properties"][name], f"{where}.{name}", request)
            elif request and new.get("additionalProperties") is False:
                self.add(where, f"request property {name!r} removed (the object is closed)")
        if isinstance(old.get("items"), dict) and isinstance(new.get("items"), dict):
            self.schema(old["items"], new["items"], f"{where}[]", request)
        for key in ("oneOf", "anyOf"):
            olds = {alt_key(a, i): a for i, a in enumerate(old.get(key) or [])}
            news = {alt_key(a, i): a for i, a in enumerate(new.get(key) or [])}
            for k, alt in olds.items():
                if k in news:
                    self.schema(alt, news[k], f"{where}|{k}", request)
                elif request and news:
                    self.add(where, f"request alternative {k} removed from {key}")

    def narrowed(self, old: dict, new: dict, where: str) -> None:
        if "enum" in new:
            allowed = set(map(repr, new["enum"]))
            if "enum" in old:
                gone = [v for v in old["enum"] if repr(v) not in allowed]
                if gone:
                    self.add(where, f"request enum values removed: {gone}")
            elif "const" not in old:
                self.add(where, "request values restricted to an enum")
        for key in ("required",):
            added = [n for n in new.get(key, []) if n not in old.get(key, [])]
            if added:
                self.add(where, f"request properties newly required: {added}")
        old_values = [v for v in old.get("enum", []) if type(v) is int]
        for key, tighter in (("maximum", min), ("maxLength", min), ("maxItems", min),
                             ("minimum", max), ("minLength", max), ("minItems", max)):
            if key not in new:
                continue
            if key not in old:
                if old_values and key in ("minimum", "maximum") and all(
                    (v >= new[key]) if key == "minimum" else (v <= new[key]) for v in old_values
                ):
                    continue  # the bounds of what the enum allowed already
                if new[key] in CEILINGS.get(key, ()):
                    # the service's ceilings (scripts/build_openapi.py): one change, one review
                    self.add("*", f"request bound {key}: {new[key]} (the service's ceiling) added")
                    continue
                self.add(where, f"request bound {key}: {new[key]} added")
            elif tighter(old[key], new[key]) == new[key] and old[key] != new[key]:
                self.add(where, f"request bound {key}: {old[key]} became {new[key]}")
        if "pattern" in new and new.get("pattern") != old.get("pattern"):
            self.add(where, f"request pattern {new['pattern']!r} (was {old.get('pattern')!r})")

    # ------------------------------------------------------------------ operations

    def run(self) -> list[Change]:
        old_schemas = self.old.get("components", {}).get("schemas", {})
        new_schemas = self.new.get("components", {}).get("schemas", {})
        for name in old_schemas:
            if name not in new_schemas:
                self.add(f"components/schemas/{name}", "schema removed")
        for path, item in self.old.get("paths", {}).items():
            for method in METHODS:
                if method not in item:
                    continue
                where = f"{method.upper()} {path}"
                new_item = self.new.get("paths", {}).get(path, {})
                if method not in new_item:
                    self.add(where, "operation removed")
                    continue
                shared = (item.get("parameters", []), new_item.get("parameters", []))
                self.operation(item[method], new_item[method], where, shared)
        return self.changes

    def operation(
        self, old: dict, new: dict, where: str, shared: tuple[list, list] = ([], [])
    ) -> None:
        # the path item's parameters, then the operation's (which override them)
        olds = {(p["name"], p["in"]): p for p in (
            deref(self.old, q) for q in [*shared[0], *old.get("parameters", [])])}
        news = {(p["name"], p["in"]): p for p in (
            deref(self.new, q) for q in [*shared[1], *new.get("parameters", [])])}
        # a shared parameter (components/parameters) is reported once, by its name
        named = {(deref(self.new, q)["name"], deref(self.new, q)["in"]): ref_of(q)
                 for q in [*shared[1], *new.get("parameters", [])] if "$ref" in q}
        for key, p in olds.items():
            if key not in news:
                self.add(where, f"parameter {key[1]} {key[0]} removed")
                continue
            if news[key].get("required") and not p.get("required"):
                self.add(where, f"parameter {key[1]} {key[0]} newly required")
            at = named[key].removeprefix("#/components/") if key in named else f"{where} {key[0]}"
            self.schema(p.get("schema"), news[key].get("schema"), at, True)
        for key, p in news.items():
            if key not in olds and p.get("required"):
                self.add(where, f"required parameter {key[1]} {key[0]} added")
        old_body, new_body = old.get("requestBody"), new.get("requestBody")
        if new_body and new_body.get("required") and not (old_body or {}).get("required"):
            self.add(where, "request body newly required")
        if old_body and new_body:
            for mt, media in old_body.get("content", {}).items():
                if mt not in new_body.get("content", {}):
                    self.add(where, f"request media type {mt} removed")
                else:
                    self.schema(media.get("schema"), new_body["content"][mt].get("schema"),
                                f"{where} body", True)
        for status, resp in old.get("responses", {}).items():
            if status not in new.get("responses", {}):
                if str(status).startswith("2"):
                    self.add(where, f"response {status} removed")
                continue
            old_resp = deref(self.old, resp)
            new_resp = deref(self.new, new["responses"][status])
            for mt, media in (old_resp.get("content") or {}).items():
                new_media = (new_resp.get("content") or {}).get(mt)
                if new_media is None:
                    self.add(where, f"response {status} media type {mt} removed")
                else:
                    self.schema(media.get("schema"), new_media.get("schema"),
                                f"{where} {status}", False)
        old_sec = old.get("security", self.old.get("security", [{}]))
        new_sec = new.get("security", self.new.get("security", [{}]))
        if ({} in old_sec or old_sec == []) and not ({} in new_sec or new_sec == []):
            self.add(where, "a credential is now required")
def ref_of(node: dict) -> str:
    return str(node["$ref"])


def deref(doc: dict, node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target: Any = doc
        for part in ref_of(node).removeprefix("#/").split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


def types_of(schema: dict) -> set[str]:
    t = schema.get("type")
    return set(t) if isinstance(t, list) else {t} if isinstance(t, str) else set()


def alt_key(alt: Any, index: int) -> str:
    """An alternative of a oneOf/anyOf: its schema's name, or its place for an inline one."""
    if isinstance(alt, dict) and "$ref" in alt:
        return ref_of(alt).rsplit("/", 1)[-1]
    return f"#{index}"


def major(version: str) -> int:
    return int(str(version).split(".")[0])


def main() -> int:
    old = yaml.safe_load(RELEASED.read_text())
    new = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    accepted = yaml.safe_load(ACCEPTED.read_text()) if ACCEPTED.exists() else None
    allowed = {(a["where"], a["what"]) for a in (accepted or {}).get("accepted", [])}
    missing_reason = [a for a in (accepted or {}).get("accepted", []) if not a.get("reason")]
    if missing_reason:
        print(f"{ACCEPTED.name}: every accepted change needs a reason: {missing_reason}")
        return 1
    changes = list(dict.fromkeys(Differ(old, new).run()))
    open_changes = [c for c in changes if (c.where, c.what) not in allowed]
    stale = allowed - {(c.where, c.what) for c in changes}
    versions = f"released {old['info']['version']}, now {new['info']['version']}"
    if stale:
        print(f"{ACCEPTED.name} lists changes that no longer occur (remove them):")
        for where, what in sorted(stale):
            print(f"  {where}: {what}")
        return 1
    if open_changes and major(new["info"]["version"]) == major(old["info"]["version"]):
        print(f"breaking changes against {RELEASED.relative_to(ROOT)} ({versions}); make the "
              f"change compatible, or bump info.version's major and say so in "
              f"openapi/CHANGELOG.md:")
        for c in open_changes:
            print(f"  {c}")
        return 1
    print(f"no unannounced breaking change ({versions}; {len(changes)} accepted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
