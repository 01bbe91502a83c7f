"""marshmallow envelopes for request bodies. Game-specific content (options, states, moves)
is passed through as raw JSON and checked by the engine, which knows its rules."""

from __future__ import annotations

from typing import Any

import orjson
from flask import request
from marshmallow import RAISE, Schema, ValidationError, fields
from werkzeug.exceptions import ClientDisconnected, HTTPException, RequestEntityTooLarge

from ..errors import BadRequest


class _Seat(fields.Integer):
    def __init__(self, **kw: Any) -> None:
        super().__init__(strict=True, **kw)


class CreateSession(Schema):
    class Meta:
        unknown = RAISE

    game = fields.String(required=True)
    players = fields.Raw(required=True)
    options = fields.Dict(load_default=None, allow_none=True)
    seed = fields.String(load_default=None, allow_none=True)
    clock = fields.Dict(load_default=None, allow_none=True)
    rated = fields.Raw(load_default=None, allow_none=True)  # a boolean: checked by ratings


class JoinBody(Schema):
    class Meta:
        unknown = RAISE

    invite = fields.String(required=True)
    name = fields.String(required=True)


class MoveBody(Schema):
    class Meta:
        unknown = RAISE

    move = fields.Raw(required=True)


class SetupBody(Schema):
    class Meta:
        unknown = RAISE

    players = fields.Raw(required=True)
    options = fields.Dict(load_default=None, allow_none=True)
    seed = fields.String(load_default=None, allow_none=True)


class StateBody(Schema):
    class Meta:
        unknown = RAISE

    state = fields.Dict(required=True)


class StateSeatBody(StateBody):
    seat = _Seat(required=True)


class StateSeatMoveBody(StateSeatBody):
    move = fields.Raw(required=True)


class SuggestBody(StateSeatBody):
    bot = fields.String(load_default=None)
    level = fields.Integer(load_default=None, allow_none=True, strict=True)
    seed = fields.String(load_default=None, allow_none=True)


class HintBody(Schema):
    """POST /v1/sessions/{id}/suggest: the same bot, level and seed, for the bearer's seat."""

    class Meta:
        unknown = RAISE

    bot = fields.String(load_default=None)
    level = fields.Integer(load_default=None, allow_none=True, strict=True)
    seed = fields.String(load_default=None, allow_none=True)


class ViewBody(StateBody):
    seat = _Seat(required=True, allow_none=True)


def _declared_body(req: Any) -> bytes | None:
    """The body of a request that declares its length, read straight from the server's input
    (werkzeug's stream wrapper reads it in Python-level chunks: it cost more than the rest of
    a small body's parsing, issue 38); None for a body without a declared length."""
    cached: bytes | None = getattr(req, "_cached_data", None)  # read once already
    if cached is not None:
        return cached
    environ = req.environ
    length = environ.get("CONTENT_LENGTH")
    if not length or not length.isdigit() or len(length) > 18:
        return None
    size = int(length)
    limit = req.max_content_length
    if limit is not None and size > limit:
        raise RequestEntityTooLarge()
    raw: bytes = environ["wsgi.input"].read(size) if size else b""
    if len(raw) < size:
        raise ClientDisconnected()  # as werkzeug's reader says when the body is cut short
    req._cached_data = raw  # what `request.get_data()` answers from now on
    return raw


def read_json() -> Any:
    try:
        req = request._get_current_object()  # type: ignore[attr-defined]  # one proxy lookup
        raw = _declared_body(req)
        if raw is None:
            raw = req.get_data(cache=True)
        limit = req.max_content_length
        if limit is not None and req.content_length is None and len(raw) >= limit:
            # a chunked body is cut at the limit by werkzeug, not refused: refuse it if more
            # follows
            if req.environ["wsgi.input"].read(1):
                raise RequestEntityTooLarge()
    except HTTPException:
        raise
    except Exception as exc:  # the server's reader: bad chunk framing, a body cut short
        raise BadRequest(
            f"the request body could not be read ({exc.__class__.__name__})",
            code="request.malformed_body",
        ) from None
    if not raw:
        raise BadRequest("the request needs a JSON body", code="request.malformed_json")
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise BadRequest(
            f"the body is not valid JSON: {exc}", code="request.malformed_json"
        ) from None
    return data if _plain(raw) else canonical(data)


_EXACT = 2.0**53  # floats below this are exact integers
MAX_DEPTH = 32  # deeper than any state, move or option object of the five games
#: the contract's ceilings for what no request schema bounds more tightly
#: (scripts/build_openapi.py): integers within I-JSON's exact range, strings of at most 4,096
#: characters, arrays of at most 256 items (a value one over still fits MAX_BODY_BYTES: a 400
#: here, not a 413)
MAX_INT = 2**53 - 1
MAX_LENGTH = 4_096
MAX_ITEMS = 256


#: the body's bytes as classes: a digit → `0`, a fraction or exponent mark → `e`, the rest a
#: space; then a run of 16 digits (an integer that may be beyond ±(2^53 - 1)) is `0` * 16, and
#: a digit followed by a fraction or an exponent (a number JSON parsers read as a float) `0e`
#: (a translation and two substring searches in C: a regex over the body cost 12× more)
_CLASSES = bytes(
    ord("0") if chr(c).isdigit() and c < 128 else ord("e") if c in b".eE" else ord(" ")
    for c in range(256)
)
_DIGITS_16 = b"0" * 16


def _plain(raw: bytes) -> bool:
    """Whether no value of the body `raw` can be beyond a bound or need normalising, told from
    its bytes (C-level scans instead of a walk over every value, the hot loop of a stateless
    call that carries a whole state): no string can be longer than the body, an array of more
    than MAX_ITEMS items has MAX_ITEMS commas, nesting deeper than MAX_DEPTH takes more opening
    brackets, an integer beyond ±(2^53 - 1) takes 16 digits, and every float a fraction or an
    exponent after a digit. Brackets, commas and digits inside strings only make it say no,
    and `canonical` walks the body."""
    return (
        len(raw) <= MAX_LENGTH
        and raw.count(b",") < MAX_ITEMS
        and raw.count(b"[") + raw.count(b"{") <= MAX_DEPTH
        and _DIGITS_16 not in (classes := raw.translate(_CLASSES))
        and b"0e" not in classes
    )


def _out_of_bounds(value: Any) -> str | None:
    if type(value) is int and not -MAX_INT <= value <= MAX_INT:
        return f"the integer {value} is outside ±{MAX_INT}"
    if type(value) is str and len(value) > MAX_LENGTH:
        return f"a string is longer than {MAX_LENGTH} characters"
    if type(value) is list and len(value) > MAX_ITEMS:
        return f"an array has more than {MAX_ITEMS} items"
    return None


def canonical(data: Any, limit: int = MAX_DEPTH) -> Any:
    """The parsed body, checked and normalised in one walk, before anything else reads it:
    400 for JSON nested deeper than `limit` (before anything walks it recursively), 400 for a
    value beyond the contract's ceilings (`request.out_of_bounds`: an integer outside
    ±(2^53 - 1), a string over 4,096 characters, an array over 256 items), and integral numbers
    written with a fraction or exponent (`5.0`, `5e0`) become integers — JSON Schema counts
    them as integers, so a schema-valid body must be read as one."""
    if type(data) is float:
        return int(data) if data.is_integer() and -_EXACT < data < _EXACT else data
    level = [data]
    depth = 0
    while level:
        depth += 1
        if depth > limit:
            raise BadRequest(
                f"the body is nested deeper than {limit} levels", code="request.too_deep"
            )
        nxt: list[Any] = []
        for item in level:
            kind = type(item)
            if kind is dict:
                values: Any = item.items()
            elif kind is list:
                if len(item) > MAX_ITEMS:
                    _refuse(item)
                values = enumerate(item)
            else:
                if (kind is int or kind is str) and _out_of_bounds(item) is not None:
                    _refuse(item)
                continue
            # the hot loop of every request body (a stateless call carries a whole state):
            # the bounds are checked inline, _out_of_bounds only words a refusal
            for k, v in values:
                kind = type(v)
                if kind is str:
                    if len(v) > MAX_LENGTH:
                        _refuse(v)
                elif kind is int:
                    if not -MAX_INT <= v <= MAX_INT:
                        _refuse(v)
                elif kind is dict or kind is list:
                    nxt.append(v)
                elif kind is float and v.is_integer() and -_EXACT < v < _EXACT:
                    item[k] = int(v)
        level = nxt
    return data


def _refuse(value: Any) -> None:
    raise BadRequest(_out_of_bounds(value) or "out of bounds", code="request.out_of_bounds")


_KINDS: dict[type, tuple[type, ...]] = {
    fields.String: (str,),
    fields.Dict: (dict,),
    _Seat: (int,),
}


def _fast_plan(schema: Schema) -> list[tuple[str, bool, bool, Any, tuple[type, ...] | None]] | None:
    """(name, required, allow_none, default, accepted types) per field, derived from the
    marshmallow declaration; None if the schema has a field kind the fast path does not know."""
    plan = []
    for name, f in schema.fields.items():
        kind = type(f)
        if kind is fields.Raw:
            types = None
        elif kind in _KINDS:
            types = _KINDS[kind]
        else:
            return None
        default = f.load_default if f.load_default is not fields.missing_ else fields.missing_
        plan.append((name, f.required, f.allow_none, default, types))
    return plan


_PLANS: dict[int, Any] = {}


def _fast_load(schema: Schema, data: dict[str, Any]) -> dict[str, Any] | None:
    """The same result as `schema.load(data)` for a well-formed body, without marshmallow's
    per-request machinery (it costs more than the rest of a small request); None when the body
    is not plainly well-formed, so that marshmallow produces the error."""
    plan = _PLANS.get(id(schema))
    if plan is None:
        plan = _PLANS[id(schema)] = _fast_plan(schema) or []
    if not plan or len(data) > len(plan):
        return None
    out: dict[str, Any] = {}
    seen = 0
    for name, required, allow_none, default, types in plan:
        if name in data:
            seen += 1
            value = data[name]
            if value is None:
                if not allow_none:
                    return None
            elif types is not None and (
                not isinstance(value, types) or (types == (int,) and isinstance(value, bool))
            ):
                return None
            out[name] = value
        elif required:
            return None
        elif default is not fields.missing_:
            out[name] = default
    return out if seen == len(data) else None


def load(schema: Schema) -> dict[str, Any]:
    data = read_json()
    if not isinstance(data, dict):
        raise BadRequest("the body must be a JSON object", code="request.invalid")
    fast = _fast_load(schema, data)
    if fast is not None:
        return fast
    try:
        result: dict[str, Any] = schema.load(data)
    except ValidationError as exc:
        errors = exc.normalized_messages()
        fields_list = ", ".join(sorted(str(k) for k in errors)) if isinstance(errors, dict) else ""
        raise BadRequest(
            f"invalid request body ({fields_list})", code="request.invalid",
            errors=_json_keys(errors),
        ) from None
    return result


def _json_keys(errors: Any) -> Any:
    """marshmallow keys a list item's errors by its index (an int); JSON keys are strings."""
    if isinstance(errors, dict):
        return {str(k): _json_keys(v) for k, v in errors.items()}
    if isinstance(errors, list):
        return [_json_keys(v) for v in errors]
    return errors


CREATE = CreateSession()
JOIN = JoinBody()
MOVE = MoveBody()
SETUP = SetupBody()
STATE = StateBody()
STATE_SEAT = StateSeatBody()
STATE_SEAT_MOVE = StateSeatMoveBody()
SUGGEST = SuggestBody()
HINT = HintBody()
VIEW = ViewBody()
