"""The engine contract every game implements, the outcome type and the error tree.

Engines are pure: stdlib only, no Flask/marshmallow/redis. A state is an immutable value
owned by its game (a frozen dataclass or nested tuples); the game converts it to and from
JSON with `encode_state` / `decode_state`. Moves are plain JSON objects (`{"type": ...}`)
checked by `parse_move`, which turns them into the game's own move value.

Errors have a stable machine `code`. The HTTP layer maps the *class* to a status:

    MoveFormatError  400  the move cannot be parsed (unknown type, a string that is no card)
    OptionsError     422  options that do not fit the game's schema or the player count
    StateError       422  an inconsistent state given to a stateless endpoint
    IllegalMove      422  a well-formed move the rules refuse now (code names the rule)
    NotYourTurn      422  (an IllegalMove) the seat may not act now
    GameOver         422  (an IllegalMove) the game has finished

Events are JSON objects with a `type`. Information only some seats may see goes under the
key `private`: `{"type": "draw", "seat": 1, "count": 1, "private": {"1": {"cards": ["7H"]}}}`.
`redact_event` merges the viewer's private part in and drops the rest, so a spectator sees
only the public part. No other field of an event may carry hidden information.
"""

from __future__ import annotations

import hashlib
import hmac
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .words import describe, plural

JSON = Any
Event = dict[str, Any]


# --------------------------------------------------------------------------- errors


class RulesError(Exception):
    """Base of every error an engine raises. `code` is stable; `message` is plain words."""

    code: str = "rules_error"

    def __init__(self, code: str | None = None, message: str = "", **details: Any) -> None:
        if code is not None:
            self.code = code
        self.message = message or self.code
        self.details = details
        super().__init__(self.message)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.details:
            out["details"] = self.details
        return out


class MoveFormatError(RulesError):
    """The move is not a well-formed move of this game."""

    code = "move.malformed"


class OptionsError(RulesError):
    """The options (or the player count) do not fit the game."""

    code = "options.invalid"


class StateError(RulesError):
    """A state given from outside is inconsistent (a card twice, a missing card, ...)."""

    code = "state.invalid"


class IllegalMove(RulesError):
    """A well-formed move that the rules refuse in this state. `code` names the rule."""

    code = "move.illegal"


class NotYourTurn(IllegalMove):
    code = "turn.not_your_turn"


class GameOver(IllegalMove):
    code = "turn.game_over"


#: The codes the generic layer can raise in every game, with what each means: `Game.check`
#: (turn), `normalize_options` (options, players), `check_seat` (seat), and the codes every
#: game's codecs share (`move.malformed`, `state.invalid`). A game declares the others it
#: raises in `Game.problem_codes`; openapi.yaml lists both per game (`<Game>ProblemCode`).
GENERIC_PROBLEM_CODES: Mapping[str, str] = {
    "move.malformed": "the move is not a well-formed move of this game (400)",
    "turn.not_your_turn": "the seat may not act now; `details.to_act` names the seats that may",
    "turn.game_over": "the game has finished",
    "options.invalid": "an option of the wrong type or out of range, or options that clash",
    "options.unknown": "an option this game does not have",
    "players.invalid": "the player count is not an integer",
    "players.out_of_range": "this game is not for that many players",
    "seat.invalid": "a stateless request names a seat the state does not have",
    "state.invalid": "a state given to a stateless endpoint is inconsistent or malformed",
}


# --------------------------------------------------------------------------- outcome


@dataclass(frozen=True)
class Outcome:
    """The result of a game. `finished` is False while it runs (then the rest is empty).

    `ranking` lists places best first; each place is a list of seats (ties share a place).
    `winners` are the seats in first place, empty for a draw; `draw` is True when the game
    ended without a winner (the tied seats share the first place of `ranking`). `losers`
    are those singled out as losing (Palace's last player holding cards). `reason` is a
    short machine word (`last_player_holding`, `loop_closed`, `tiles_exhausted`,
    `rounds_complete`, ...). `details` is game-specific.

    `to_json` is the one outcome shape of the API, for a finished game; while a game runs,
    the views, scores and session envelopes give `outcome: null` instead (`finished` is not
    part of the JSON).
    """

    finished: bool
    winners: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()
    ranking: tuple[tuple[int, ...], ...] = ()
    reason: str | None = None
    details: Mapping[str, Any] = field(default_factory=dict)
    draw: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "losers": list(self.losers),
            "ranking": [list(p) for p in self.ranking],
            "draw": self.draw,
            "reason": self.reason,
            "details": dict(self.details),
        }

    def to_json_or_none(self) -> dict[str, Any] | None:
        """`to_json()` once the game is over, None while it runs (views, scores, envelopes)."""
        return self.to_json() if self.finished else None


NOT_FINISHED = Outcome(finished=False)

#: ONE_SEAT[s] is `frozenset((s,))`, one shared value per seat: `to_act` of a game where one
#: seat acts (asked before every action) without a new set each time (issue 40, ADR 0007)
ONE_SEAT: tuple[frozenset[int], ...] = tuple([frozenset((s,)) for s in range(16)])


# --------------------------------------------------------------------------- options


_STORED_CONFIGS: dict[Any, Any] = {}


def stored_config(make: Any, normalize: Any, players: int, raw: Any) -> Any:
    """`make(**normalize(players, raw))`: a stored state's options, normalized and made into
    the game's config, which a codec needs on every request although a session's options
    never change. Memoized for an object of at most 20 plain scalar values, keyed by the
    game's `normalize`, the players and each value with its type (so that `1` never stands
    for `true`); the config must be an immutable value. `normalize`'s OptionsError passes."""
    key = None
    if isinstance(raw, dict) and len(raw) <= 20:
        try:
            key = (normalize, players, tuple([(k, type(v), v) for k, v in raw.items()]))
            hash(key)
        except TypeError:  # a list or an object among the values: not memoized
            key = None
        if key is not None:
            known = _STORED_CONFIGS.get(key)
            if known is not None:
                return known
    config = make(**normalize(players, raw))
    if key is not None and len(_STORED_CONFIGS) < 1000:
        _STORED_CONFIGS[key] = config
    return config


def parse_options(schema: Mapping[str, Any], raw: Mapping[str, Any] | None) -> dict[str, Any]:
    """Validate `raw` against a flat JSON Schema of the form the games use and fill defaults.

    Supported per property: `type` boolean/integer/string (or a list of them, for
    `["integer", "null"]`), `enum`, `minimum`, `maximum`, `default`. Unknown keys are refused
    (`additionalProperties: false` is implied).
    """
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise OptionsError("options.invalid", "options must be a JSON object")
    props: Mapping[str, Any] = schema.get("properties", {})
    unknown = sorted(set(raw) - set(props))
    if unknown:
        raise OptionsError(
            "options.unknown",
            f"unknown {plural(len(unknown), 'option')}: {', '.join(unknown)}",
            options=unknown,
        )
    out: dict[str, Any] = {}
    for name, spec in props.items():
        value = raw[name] if name in raw else spec.get("default")
        _check_option(name, spec, value)
        out[name] = value
    return out


_TYPES: dict[str, tuple[type, ...]] = {
    "boolean": (bool,),
    "integer": (int,),
    "string": (str,),
    "null": (type(None),),
}


def _check_option(name: str, spec: Mapping[str, Any], value: Any) -> None:
    types = spec.get("type")
    if types is not None:
        names = [types] if isinstance(types, str) else list(types)
        ok = any(
            isinstance(value, _TYPES[t]) and not (t == "integer" and isinstance(value, bool))
            for t in names
        )
        if not ok:
            raise OptionsError(
                "options.invalid",
                f"option {name} must be of type {' or '.join(names)}, not {describe(value)}",
                option=name,
            )
    if "enum" in spec and value not in spec["enum"]:
        allowed = ", ".join(describe(v) for v in spec["enum"])
        raise OptionsError(
            "options.invalid", f"option {name} must be one of {allowed}", option=name
        )
    if isinstance(value, int) and not isinstance(value, bool):
        if "minimum" in spec and value < spec["minimum"]:
            raise OptionsError(
                "options.invalid", f"option {name} must be ≥ {spec['minimum']}", option=name
            )
        if "maximum" in spec and value > spec["maximum"]:
            raise OptionsError(
                "options.invalid", f"option {name} must be ≤ {spec['maximum']}", option=name
            )


# --------------------------------------------------------------------------- events


def redact_event(event: Mapping[str, Any], viewer: int | None) -> dict[str, Any]:
    """The event as `viewer` (a seat, or None for a spectator) may see it."""
    out = {k: v for k, v in event.items() if k != "private"}
    private = event.get("private")
    if private and viewer is not None:
        mine = private.get(str(viewer))
        if mine:
            out.update(mine)
    return out


def seed_commitment(seed: str, salt: str | None = None) -> str:
    """The published commitment to a seed: hex HMAC-SHA256 with the 256-bit `salt` (hex) as
    the key and the seed's UTF-8 bytes as the message, so that a short seed chosen by a caller
    cannot be found by trying seeds. Without a salt (sessions made before salts): hex SHA-256
    of the seed."""
    if salt is None:
        return hashlib.sha256(seed.encode("utf-8")).hexdigest()
    return hmac.new(bytes.fromhex(salt), seed.encode("utf-8"), hashlib.sha256).hexdigest()


# --------------------------------------------------------------------------- the contract


@dataclass(frozen=True)
class MoveType:
    """A move type as listed by `GET /v1/games/{game}`."""

    type: str
    description: str
    examples: tuple[Mapping[str, Any], ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "description": self.description,
            "examples": [dict(e) for e in self.examples],
        }


class Game(ABC):
    """One game's rules. Subclasses declare the static facts and implement the methods.

    Generic cases are handled here once: `check` refuses a finished game and a seat that
    may not act before calling `check_move`; `apply` calls `check` before `apply_move`.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[str] = "1"
    options_schema: ClassVar[dict[str, Any]]
    move_types: ClassVar[tuple[MoveType, ...]]
    summary: ClassVar[str] = ""
    #: the problem codes this game raises beyond GENERIC_PROBLEM_CODES, each with what it
    #: means (one line); tests/games/test_problem_codes.py proves the engine raises no other
    problem_codes: ClassVar[Mapping[str, str]] = {}

    # -- static facts ---------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "summary": self.summary,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": self.options_schema,
            "rules_version": self.rules_version,
            "rules_document": f"docs/rules/{self.id}.md",
        }

    def all_problem_codes(self) -> dict[str, str]:
        """Every problem code this game's engine can raise (the generic ones first), with
        what each means: the `code` of a refusal, a malformed move, bad options or state."""
        return {**GENERIC_PROBLEM_CODES, **self.problem_codes}

    def normalize_options(self, players: int, raw: Mapping[str, Any] | None) -> dict[str, Any]:
        """Options with defaults filled in; raises OptionsError. Override to add checks
        that depend on the player count, calling super() first."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise OptionsError("players.invalid", "players must be an integer")
        if not self.min_players <= players <= self.max_players:
            raise OptionsError(
                "players.out_of_range",
                f"{self.title} is for {self.min_players}–{self.max_players} players, not {players}",
            )
        return parse_options(self.options_schema, raw)

    # -- lifecycle ------------------------------------------------------------------

    @abstractmethod
    def setup(self, players: int, options: Mapping[str, Any], seed: str) -> Any:
        """The initial state; `options` are already normalized. All randomness from `seed`."""

    @abstractmethod
    def to_act(self, state: Any) -> frozenset[int]:
        """The seats that may move now (several in simultaneous steps); empty when over."""

    @abstractmethod
    def legal_moves(self, state: Any, seat: int) -> list[Any]:
        """Every legal move of `seat` (as parsed move values); empty if it may not act."""

    @abstractmethod
    def check_move(self, state: Any, seat: int, move: Any) -> None:
        """Raise IllegalMove (with the rule's code) if `move` is not legal; the seat may act."""

    @abstractmethod
    def apply_move(self, state: Any, seat: int, move: Any) -> tuple[Any, list[Event]]:
        """The next state and the events; `move` has been checked. Must not mutate `state`."""

    @abstractmethod
    def view(self, state: Any, viewer: int | None) -> dict[str, Any]:
        """A whitelist view for a seat, or for a spectator (None). JSON-ready."""

    @abstractmethod
    def outcome(self, state: Any) -> Outcome: ...

    @abstractmethod
    def scores(self, state: Any) -> dict[str, Any]:
        """JSON-ready scores (games without scoring return e.g. the finishing order)."""

    # -- codecs ---------------------------------------------------------------------

    @abstractmethod
    def encode_state(self, state: Any) -> dict[str, Any]: ...

    @abstractmethod
    def decode_state(self, data: Any) -> Any:
        """Parse and check a JSON state; raise StateError saying what is inconsistent."""

    def decode_trusted_state(self, data: Any) -> Any:
        """Decode a state this service encoded itself (a session's snapshot in its store):
        a game whose `decode_state` re-checks the whole history (Dragons replays every move)
        may skip that here. Still raises StateError on data that is not a state at all."""
        return self.decode_state(data)

    @abstractmethod
    def parse_move(self, data: Any) -> Any:
        """Parse a JSON move; raise MoveFormatError if it is not a well-formed move."""

    @abstractmethod
    def encode_move(self, move: Any) -> dict[str, Any]: ...

    def encode_moves(self, moves: list[Any]) -> list[dict[str, Any]]:
        """`encode_move` of each move, in order: a legal-moves listing (a game may make it in
        one loop of its compiled codec)."""
        encode = self.encode_move
        return [encode(m) for m in moves]

    def move_notation(self, move: Any) -> str:
        """A compact text form of a move for logs and tests (override for a nicer one)."""
        data = self.encode_move(move)
        rest = " ".join(f"{k}={v}" for k, v in data.items() if k != "type")
        return f"{data['type']} {rest}".strip()

    def parse_notation(self, text: str) -> Any:
        raise MoveFormatError("move.malformed", "this game has no text notation")

    # -- hidden information -----------------------------------------------------------

    def public_move(self, move: Any, seat: int, viewer: int | None) -> dict[str, Any] | None:
        """The move as `viewer` may see it in a history; default: everyone sees it all.
        Games with secret moves (exchanges, hidden bids, reserve picks) override this."""
        return self.encode_move(move)

    def known_cards(self, state: Any, viewer: int | None) -> Counter[str] | None:
        """The multiset of card tokens `viewer` may know in `state` (own hand, public cards,
        cards it saw). None means the game has no hidden information. Used by leak tests."""
        return None

    def is_card_token(self, text: str) -> bool:
        """Whether a string in a view/event is a card token (for leak tests)."""
        return False

    # -- the generic layer -------------------------------------------------------------

    def check(self, state: Any, seat: int, move: Any) -> None:
        if self.outcome(state).finished:
            raise GameOver("turn.game_over", "the game is over")
        if seat not in self.to_act(state):
            raise NotYourTurn(
                "turn.not_your_turn",
                f"seat {seat} may not act now",
                to_act=sorted(self.to_act(state)),
            )
        self.check_move(state, seat, move)

    def apply(self, state: Any, seat: int, move: Any) -> tuple[Any, list[Event]]:
        self.check(state, seat, move)
        return self.apply_move(state, seat, move)

    def player_count(self, state: Any) -> int:
        """The number of seats in `state`. Override if `encode_state` has no `players` key."""
        data = self.encode_state(state)
        for key in ("players", "num_players", "player_count", "n_players"):
            value = data.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            if isinstance(value, list):
                return len(value)
        for key in ("seats", "hands"):
            if isinstance(data.get(key), list):
                return len(data[key])
        raise NotImplementedError(f"{self.id}: cannot tell the player count of a state")

    def check_seat(self, state: Any, seat: Any) -> int:
        players = self.player_count(state)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise StateError("seat.invalid", f"seat must be an integer 0..{players - 1}", seat=seat)
        return seat

    # -- ending early: resignation and time (sessions; docs/rules/<game>.md says each rule) ---

    def standing(self, state: Any) -> tuple[tuple[int, ...], ...]:
        """The seats' current places, best first (ties share a place), used when a game ends
        early. Default: every seat level. Games with a score or a finishing order override."""
        return (tuple(range(self.player_count(state))),)

    def resign_outcome(self, state: Any, seat: int, reason: str = "resigned") -> Outcome:
        """The outcome when `seat` resigns (or runs out of time, `reason` "timeout"). Default,
        the same in every game unless it overrides this: the game ends; the resigning seat is
        the one loser, ranked last; the others keep their places of `standing`; the winners are
        the first place."""
        ranking = tuple(
            p for p in (tuple(s for s in place if s != seat) for place in self.standing(state))
            if p
        ) + ((seat,),)
        return Outcome(
            finished=True,
            winners=ranking[0] if len(ranking) > 1 else (),
            losers=(seat,),
            ranking=ranking,
            reason=reason,
            details={"seat": seat},
        )

    def timeout_outcome(self, state: Any, seat: int) -> Outcome:
        """The outcome when `seat`'s clock runs out. Default: as a resignation (reason
        `timeout`)."""
        return self.resign_outcome(state, seat, "timeout")


def card_tokens(game: Game, payload: Any) -> Counter[str]:
    """Count the card tokens found anywhere in a JSON payload (for leak tests)."""
    found: Counter[str] = Counter()
    stack = [payload]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if game.is_card_token(item):
                found[item] += 1
            else:
                for part in item.split():
                    if part != item and game.is_card_token(part):
                        found[part] += 1
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif isinstance(item, Sequence):
            stack.extend(item)
    return found


def leaked(game: Game, state: Any, viewer: int | None, payloads: Iterable[Any]) -> Counter[str]:
    """Card tokens in `payloads` beyond what `viewer` may know in `state` (empty = no leak)."""
    known = game.known_cards(state, viewer)
    if known is None:
        return Counter()
    seen: Counter[str] = Counter()
    for p in payloads:
        seen += card_tokens(game, p)
    return seen - known
