"""Every problem code a game can give is declared once, with its meaning: the generic ones in
`GENERIC_PROBLEM_CODES` (service/games/base.py), the game's own in its codes.py
(`Game.problem_codes`). The engine, its rules document and openapi.yaml agree with it:

- the source: every code written in a game's engine is declared — a literal
  (`"palace.must_flip"`), or the argument of a helper that builds the code
  (Red Dragon's `_refuse("same_rank", …)` is `red_dragon.same_rank`, Dragons Wild's
  `P + rule`) — and every declared code is written there, so none is dead;
- the engine at work: bad options, player counts, seats, states and notations give declared
  codes only (the refusals of seeded playouts and malformed JSON moves are checked in
  test_refusal_messages.py, which fuzzes moves);
- docs/rules/<game>.md: its error-code table lists exactly the declared codes;
- openapi.yaml: `<Game>ProblemCode` is generated from the declaration
  (tests/contract/test_openapi.py checks it).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service.games import registry
from service.games.base import GENERIC_PROBLEM_CODES, Game, RulesError, card_tokens
from service.games.cards import Rng
from tests.conftest import ROOT

GAMES_DIR = ROOT / "service" / "games"
CODE = re.compile(r"[a-z_]+\.[a-z0-9_]+")
#: prefixes of the codes shared by the games; a game's own codes start with its id
SHARED_PREFIXES = ("move", "turn", "options", "players", "state", "seat")
#: the engine's exception classes (service/games/base.py); their first argument is the code
ERRORS = frozenset(
    {"RulesError", "MoveFormatError", "OptionsError", "StateError", "IllegalMove",
     "NotYourTurn", "GameOver"}
)
#: strings shaped like a code that are something else
NOT_CODES = {
    "dragons": {"options.tiles"},  # a field named in a state error's message
}
#: code arguments that are no literal, and where their codes are written instead
INDIRECT = {
    # a rank the pile refuses: `refusal()` returns ("palace.ten_restricted", why), ...
    ("palace", "rules.py", "why[0]"),
}

GAMES = sorted(registry())


# --------------------------------------------------------------------------- declarations


@pytest.mark.parametrize("game_id", GAMES)
def test_declarations_are_well_formed(game_id: str) -> None:
    game = registry()[game_id]
    own = dict(game.problem_codes)
    assert own, f"{game_id} declares no problem codes of its own"
    assert not set(own) & set(GENERIC_PROBLEM_CODES), "a generic code declared again"
    for code, meaning in game.all_problem_codes().items():
        assert CODE.fullmatch(code), f"{code!r} is not a stable dotted name"
        assert code.split(".")[0] in (*SHARED_PREFIXES, game_id), f"{code}: foreign prefix"
        assert isinstance(meaning, str) and meaning.strip() == meaning and meaning, code
        assert "\n" not in meaning and len(meaning) <= 120, f"{code}: one short line, please"


# --------------------------------------------------------------------------- the source


def _sources(game: Game) -> list[Path]:
    """The files whose codes the game can raise: its package (less its declaration), the
    shared card parser where it uses it, and the generic layer."""
    package = Path(type(game).__module__.replace(".", "/")).parts[:3]
    folder = ROOT.joinpath(*package)
    files = sorted(p for p in folder.glob("*.py") if p.name != "codes.py")
    uses_cards = any(
        re.search(r"from \.\.cards import [^\n]*\bparse_cards?\b", p.read_text()) for p in files
    )
    return [*files, *([GAMES_DIR / "cards.py"] if uses_cards else []), GAMES_DIR / "base.py"]


def _declarations(tree: ast.Module) -> Iterator[ast.AST]:
    """Nodes that declare codes rather than raise them: GENERIC_PROBLEM_CODES and the
    exception classes' default `code` (never used: every raise names its code)."""
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "").endswith("CODES"):
            yield node
        if isinstance(node, ast.ClassDef) and any(
            getattr(b, "id", None) in ERRORS | {"Exception"} for b in node.bases
        ):
            yield from (s for s in node.body if isinstance(s, ast.Assign))


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _strings(node: ast.expr) -> list[str] | None:
    """The strings an argument can be (a literal, or a choice of two), None if unknown."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = _strings(node.body), _strings(node.orelse)
        return None if a is None or b is None else a + b
    return None


def scan(game: Game) -> tuple[dict[str, set[str]], list[str]]:
    """The codes written in the game's source (code → where), and what the scan could not
    read: calls that build a code from something other than a literal (and not listed in
    INDIRECT), and entries of NOT_CODES and INDIRECT that no longer match anything."""
    trees = {p: ast.parse(p.read_text(), filename=str(p)) for p in _sources(game)}
    constants: dict[str, str] = {}  # module-level NAME = "..." (Dragons Wild's P)
    for tree in trees.values():
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                for target in node.targets:
                    if isinstance(target, ast.Name) and isinstance(node.value.value, str):
                        constants[target.id] = node.value.value

    # helpers that build the code from a parameter: name → (prefix, parameter, its position)
    helpers: dict[str, tuple[str, str, int]] = {}
    building: set[int] = set()  # the calls inside those helpers that raise the built code
    for tree in trees.values():
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            params = [a.arg for a in fn.args.args]
            for call in ast.walk(fn):
                if not (isinstance(call, ast.Call) and _name(call.func) in ERRORS and call.args):
                    continue
                arg, prefix, param = call.args[0], None, None
                if isinstance(arg, ast.Name):
                    prefix, param = "", arg.id
                elif isinstance(arg, ast.JoinedStr) and len(arg.values) == 2:
                    head, tail = arg.values
                    if isinstance(head, ast.Constant) and isinstance(tail, ast.FormattedValue):
                        prefix, param = str(head.value), getattr(tail.value, "id", None)
                elif isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add):
                    left = _strings(arg.left) or (
                        [constants[arg.left.id]]
                        if isinstance(arg.left, ast.Name) and arg.left.id in constants
                        else None
                    )
                    if left and isinstance(arg.right, ast.Name):
                        prefix, param = left[0], arg.right.id
                if prefix is not None and param in params:
                    helpers[fn.name] = (prefix, param, params.index(param))
                    building.add(id(call))

    game_id = game.id
    shaped = re.compile(rf"({'|'.join((*SHARED_PREFIXES, game_id))})\.[a-z0-9_]+")
    found: dict[str, set[str]] = {}
    unread: list[str] = []
    indirect = {(f, a) for g, f, a in INDIRECT if g == game_id}
    for path, tree in trees.items():
        skip = {id(n) for d in _declarations(tree) for n in ast.walk(d)}
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if shaped.fullmatch(node.value):
                    found.setdefault(node.value, set()).add(where)
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            if name in ERRORS:
                if not node.args and not any(k.arg == "code" for k in node.keywords):
                    unread.append(f"{where}: {name}() without a code")
                    continue
            if name not in helpers:
                if name in ERRORS and id(node) not in building:
                    arg = node.args[0] if node.args else next(
                        k.value for k in node.keywords if k.arg == "code"
                    )
                    values = _strings(arg)
                    if values is None:
                        unread.append(f"{where}: {name}({ast.unparse(arg)}, …)")
                    for value in values or []:
                        found.setdefault(value, set()).add(where)
                continue
            prefix, param, index = helpers[name]
            given = [k.value for k in node.keywords if k.arg == param]
            if index < len(node.args):
                given.append(node.args[index])
            for arg in given:
                values = _strings(arg)
                if values is None:
                    if (path.name, ast.unparse(arg)) in indirect:
                        indirect.discard((path.name, ast.unparse(arg)))
                    else:
                        unread.append(f"{where}: {name}({ast.unparse(arg)}, …)")
                    continue
                for value in values:
                    found.setdefault(prefix + value, set()).add(where)
    for code in NOT_CODES.get(game_id, set()):
        if found.pop(code, None) is None:
            unread.append(f"NOT_CODES: {code} is no longer in the source")
    unread += [f"INDIRECT: {a} is no longer in {f}" for f, a in sorted(indirect)]
    return found, unread


@pytest.mark.parametrize("game_id", GAMES)
def test_the_source_raises_only_declared_codes(game_id: str) -> None:
    game = registry()[game_id]
    found, unread = scan(game)
    assert not unread, "the scan cannot read (list it in INDIRECT):\n" + "\n".join(unread)
    declared = game.all_problem_codes()
    undeclared = {c: sorted(w) for c, w in found.items() if c not in declared}
    assert not undeclared, f"{game_id} raises undeclared codes: {undeclared}"
    dead = sorted(set(declared) - set(found))
    assert not dead, f"{game_id} declares codes its source never raises: {dead}"


def test_the_scan_reads_prefixing_helpers() -> None:
    """The scan sees through Red Dragon's f"red_dragon.{code}" and Dragons Wild's P + rule."""
    for game_id, code in [
        ("red_dragon", "red_dragon.consecutive_eights"),
        ("dragons_wild", "dragons_wild.ambiguous_wild"),
        ("palace", "palace.lower_card"),  # a literal returned by `refusal()`
        ("reds", "reds.partnership_needs_4_or_6"),
    ]:
        found, _ = scan(registry()[game_id])
        assert code in found, code


# --------------------------------------------------------------------------- the engine at work


WRONG: list[Any] = [None, True, 0, -1, 10**9, 2.5, "", "x", [], [1], {}, {"a": 1}]


def _codes_of(fn: Any, *args: Any) -> str | None:
    try:
        fn(*args)
    except RulesError as exc:
        return exc.code
    return None


def _mutations(data: dict[str, Any]) -> Iterator[Any]:
    yield from (None, [], {}, "state", 7)
    for key, value in data.items():
        yield {k: v for k, v in data.items() if k != key}
        for wrong in WRONG:
            yield {**data, key: wrong}
        if isinstance(value, list) and value:
            yield {**data, key: value[1:]}
            yield {**data, key: [*value, value[0]]}
            yield {**data, key: [WRONG[0], *value[1:]]}
        if isinstance(value, dict):
            for inner in value:
                yield {**data, key: {k: v for k, v in value.items() if k != inner}}
                yield {**data, key: {**value, inner: "x"}}
    yield {**data, "extra": 1}


NOTATIONS = [
    "", " ", "x", "play", "play ZZ", "play 7H 7H", "play 1Z", "play JK", "bid", "bid x",
    "bid 99", "exchange 7H", "place", "place 0,0", "place 0,0 X9", "place a,b S1", "draw",
    "draw nowhere", "meld A1", "meld A1 A2 A3 @x", "add x A1", "discard", "discard Z9",
    "flip", "flip x", "pick_up 7H 7D", "swap 7H", "select_reserve", "take_chance x",
    "declare", "declare Z", "answer_buy maybe", "go_out /", "x" * 600, "play " + "7H " * 300,
]


@pytest.mark.parametrize("game_id", GAMES)
def test_bad_input_gives_declared_codes(game_id: str) -> None:
    game = registry()[game_id]
    declared = game.all_problem_codes()
    seen: set[str] = set()
    players = game.min_players
    # options and player counts
    props = game.options_schema.get("properties", {})
    raws: list[Any] = [{"no_such_option": 1}, [], "x"]
    raws += [{name: wrong} for name in props for wrong in WRONG]
    for raw in raws:
        seen.add(_codes_of(game.normalize_options, players, raw) or "")
    for count in [None, True, "2", 2.5, -1, 0, 1, 99, game.max_players + 1]:
        seen.add(_codes_of(game.normalize_options, count, {}) or "")
    for count in range(game.min_players, game.max_players + 1):
        for name in props:
            for value in props[name].get("enum", []):
                seen.add(_codes_of(game.normalize_options, count, {name: value}) or "")
    # seats and states
    options = game.normalize_options(players, {})
    state = game.setup(players, options, "codes")
    for seat in [None, True, "0", -1, players, 2.5]:
        seen.add(_codes_of(game.check_seat, state, seat) or "")
    for data in _mutations(game.encode_state(state)):
        seen.add(_codes_of(game.decode_state, data) or "")
    # text notations
    for text in NOTATIONS:
        seen.add(_codes_of(game.parse_notation, text) or "")
    seen.discard("")
    assert not seen - set(declared), f"{game_id}: undeclared codes {sorted(seen - set(declared))}"
    for code in ("options.invalid", "options.unknown", "players.invalid", "players.out_of_range",
                 "seat.invalid", "state.invalid", "move.malformed"):
        assert code in seen, f"{game_id}: {code} never met"


#: option sets that switch on the rules the defaults leave off (more codes to meet)
FUZZ_CONFIGS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "dragons": [(2, {}), (2, {"scoring": "tantrix"})],
    "dragons_wild": [
        (3, {"max_rounds_per_hand": 40, "max_hands": 2}),
        (4, {"max_rounds_per_hand": 40, "max_hands": 2, "going_out_multi_meld": True,
             "forbid_discard_of_taken_discard": True, "tie_policy": "extra_hand",
             "end_condition": "manual", "max_buys_per_player_per_hand": 1}),
    ],
    "palace": [
        (3, {}),
        (2, {"deal": "choose_3_of_6", "ten_restricted": True, "lower_rank": "7",
             "starter_must_lead_lowest": True}),
        (3, {"mix_hand_faceup": True, "faceup_pickup_takes_card": True}),
    ],
    "red_dragon": [
        (3, {}),
        (4, {"jokers_per_deck": 2, "consecutive_eights": "forbidden",
             "mix_opening_subset": "all_of_rank"}),
        (2, {"jokers_per_deck": 1, "reserve_fail_takes_card": False}),
    ],
    "reds": [(3, {"hidden_bids": True, "mode": "short"}), (4, {"mode": "short"})],
}
FUZZ_STEPS = 400
FUZZ_EVERY = 2
FUZZ_SEEDS = 3  # playouts per option set
FUZZ_MOVES = 40  # moves made up per probe, each tried by every seat


def _made_up(rng: Rng, pool: list[dict[str, Any]], tokens: list[str]) -> dict[str, Any]:
    """A move made from listed moves and examples: two moves' fields mixed, a list grown,
    shrunk or given another card, a number moved, a key dropped or borrowed."""
    move = dict(pool[rng.randbelow(len(pool))])
    other = pool[rng.randbelow(len(pool))]
    keys = [k for k in move if k != "type"]
    key = keys[rng.randbelow(len(keys))] if keys else None
    value = move.get(key) if key else None
    op = rng.randbelow(7)
    if op == 0 and isinstance(value, list) and isinstance(other.get(key), list):
        move[key] = value + other[key]
    elif op == 1 and isinstance(value, list):
        move[key] = value[1:] if rng.randbelow(2) else []
    elif op == 2 and isinstance(value, list) and tokens:
        card = tokens[rng.randbelow(len(tokens))]
        move[key] = [*value[1:], card] if rng.randbelow(2) else [*value, card]
    elif op == 3 and isinstance(value, int) and not isinstance(value, bool):
        move[key] = value + rng.randbelow(7) - 3
    elif op == 4 and key is not None:
        del move[key]
    elif op == 5:
        borrowed = [k for k in other if k != "type"]
        if borrowed:
            k = borrowed[rng.randbelow(len(borrowed))]
            move[k] = other[k]
    elif op == 6:
        move["type"] = other["type"]
    return move


def fuzz_codes(game: Game, players: int, options: dict[str, Any], seed: str) -> set[str]:
    """The codes met when seeded random playouts are probed with made-up moves by every
    seat (and any move once the game is over)."""
    state = game.setup(players, game.normalize_options(players, options), seed)
    rng = Rng(seed, "problem-codes")
    examples = [dict(e) for t in game.move_types for e in t.examples]
    earlier: list[dict[str, Any]] = []
    seen: set[str] = set()
    for step in range(FUZZ_STEPS + 1):
        acting = sorted(game.to_act(state))
        listed = {s: game.legal_moves(state, s) for s in acting}
        if step % FUZZ_EVERY == 0 or not acting:
            pool = [game.encode_move(m) for ms in listed.values() for m in ms[:40]]
            pool += earlier + examples
            tokens = sorted({t for t in card_tokens(game, game.encode_state(state))})
            for _ in range(FUZZ_MOVES):
                data = _made_up(rng, pool, tokens)
                try:
                    move = game.parse_move(data)
                except RulesError as exc:
                    seen.add(exc.code)
                    continue
                for seat in range(players):
                    seen.add(_codes_of(game.check, state, seat, move) or "")
        if not acting or step == FUZZ_STEPS:
            break
        seat = acting[rng.randbelow(len(acting))]
        moves = listed[seat]
        earlier = (earlier + [game.encode_move(m) for m in moves[:3]])[-30:]
        state, _ = game.apply(state, seat, moves[rng.randbelow(len(moves))])
    seen.discard("")
    return seen


@pytest.mark.parametrize("game_id", GAMES)
def test_made_up_moves_give_declared_codes(game_id: str) -> None:
    game = registry()[game_id]
    seen: set[str] = set()
    for k, (players, options) in enumerate(FUZZ_CONFIGS[game_id]):
        for n in range(FUZZ_SEEDS):
            seen |= fuzz_codes(game, players, options, f"codes-{game_id}-{k}-{n}")
    declared = game.all_problem_codes()
    assert not seen - set(declared), f"{game_id}: undeclared codes {sorted(seen - set(declared))}"
    # the fuzzing still finds its way around the rules (most codes, not only the formats)
    own = [c for c in declared if c.startswith(f"{game_id}.")]
    met = [c for c in own if c in seen]
    assert len(met) * 2 >= len(own), f"{game_id}: only {met} of {own} met"


def test_every_game_is_fuzzed() -> None:
    assert set(FUZZ_CONFIGS) == set(registry())


# --------------------------------------------------------------------------- rules documents


def documented_codes(game_id: str) -> list[str]:
    """The codes in the first column of the error-code table of docs/rules/<game>.md."""
    lines = (ROOT / "docs" / "rules" / f"{game_id}.md").read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(r"#+ .*Error codes", line))
    codes: list[str] = []
    for line in lines[start + 1:]:
        if line.startswith("#"):
            break
        if line.startswith("|"):
            first = line.split("|")[1]
            codes += re.findall(r"`([^`]+)`", first)
    return codes


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_document_lists_the_declared_codes(game_id: str) -> None:
    declared = registry()[game_id].all_problem_codes()
    documented = documented_codes(game_id)
    assert len(documented) == len(set(documented)), "a code listed twice"
    missing = sorted(set(declared) - set(documented))
    extra = sorted(set(documented) - set(declared))
    assert not missing and not extra, (
        f"docs/rules/{game_id}.md error codes: missing {missing}, not declared {extra}"
    )
