"""The board core shared by a line of states (service/games/dragons/core.py): `apply` stays
pure from the caller's view. An old state, its siblings and their children, asked in any
order and from several threads, answer what a state built afresh from its tiles answers."""

from __future__ import annotations

import random
import threading

import pytest

from service.games.dragons import GAME, position, rules
from service.games.dragons.loops import dragons
from service.games.dragons.state import State, make_state

from .helpers import invariant


def fresh(state: State) -> State:
    return make_state(state.config, state.placed, state.starts)


def same_as_fresh(state: State) -> None:
    again = fresh(state)
    assert GAME.outcome(state) == GAME.outcome(again)
    assert rules.seat_summary(state) == rules.seat_summary(again)
    core = position.version(state).core
    with core.lock:
        core.checkout(position.version(state))
        assert sorted(core.dragons(), key=repr) == sorted(dragons(state.board), key=repr)
    assert rules.move_loops(state) == rules.move_loops(again)
    if not GAME.outcome(state).finished:
        assert GAME.legal_moves(state, state.to_move) == GAME.legal_moves(again, again.to_move)


def line(seed: str, options: dict, length: int) -> list[State]:
    rng = random.Random(seed)
    state = GAME.setup(2, GAME.normalize_options(2, options), seed)
    out = [state]
    while not GAME.outcome(state).finished and len(out) <= length:
        moves = GAME.legal_moves(state, state.to_move)
        state, _ = GAME.apply(state, state.to_move, moves[rng.randrange(len(moves))])
        out.append(state)
    return out


@pytest.mark.parametrize("options", [{"tiles": 120}, {"tiles": 120, "scoring": "tantrix"}])
def test_old_states_and_their_siblings_answer_as_if_built_afresh(options: dict) -> None:
    rng = random.Random(f"branches-{options}")
    states = line("core", options, 40)
    # Go back to earlier states in a scrambled order, branch off them, go forward again.
    for state in rng.sample(states, len(states)):
        same_as_fresh(state)
        if GAME.outcome(state).finished:
            continue
        moves = GAME.legal_moves(state, state.to_move)
        children = []
        for move in rng.sample(moves, min(4, len(moves))):
            child, events = GAME.apply(state, state.to_move, move)
            again, events_again = GAME.apply(fresh(state), state.to_move, move)
            assert child == again and events == events_again
            children.append(child)
        for child in reversed(children):
            invariant(child)
            same_as_fresh(child)
        same_as_fresh(state)
    for state in states:
        same_as_fresh(state)


def test_the_tree_search_of_the_bot_sees_pure_states() -> None:
    # Every reply to every move from one position, the way the bot searches.
    state = line("bot-like", {}, 8)[-1]
    before = GAME.encode_state(state)
    for move in GAME.legal_moves(state, state.to_move)[:6]:
        after, _ = rules.apply_place(state, state.to_move, move)
        if GAME.outcome(after).finished:
            continue
        for reply in GAME.legal_moves(after, after.to_move)[:6]:
            nxt, events = rules.apply_place(after, after.to_move, reply)
            again, events_again = rules.apply_place(fresh(after), after.to_move, reply)
            assert nxt == again and events == events_again
    assert GAME.encode_state(state) == before
    same_as_fresh(state)


def test_threads_sharing_states_see_consistent_answers() -> None:
    states = line("threads", {"tiles": 80}, 30)
    wanted = {}
    for state in states:
        if not GAME.outcome(state).finished:
            copy = fresh(state)
            wanted[id(state)] = [
                GAME.apply(copy, copy.to_move, m)[1] for m in GAME.legal_moves(copy, copy.to_move)
            ]
    errors: list[BaseException] = []

    def work(k: int) -> None:
        rng = random.Random(k)
        try:
            for _ in range(60):
                state = rng.choice(states)
                if GAME.outcome(state).finished:
                    continue
                moves = GAME.legal_moves(state, state.to_move)
                i = rng.randrange(len(moves))
                _, events = GAME.apply(state, state.to_move, moves[i])
                assert events == wanted[id(state)][i]
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]


def test_a_new_core_reuses_the_tables_of_one_that_is_gone_cleared_as_new() -> None:
    """`Core.__del__` gives its tables back cleared (a new core then skips the 256 KB
    allocation); every table reads as a new one's, whatever the old board was."""
    import gc

    from service.games.dragons import core as core_module

    state = GAME.setup(2, GAME.normalize_options(2, {"tiles": 200}), "pool")
    rng = random.Random("pool")
    for _ in range(40):
        if not GAME.to_act(state):
            break
        state, _ = GAME.apply(
            state, state.to_move, rng.choice(GAME.legal_moves(state, state.to_move))
        )
    position.version(state)
    del state
    gc.collect()
    assert core_module._FREE
    new = core_module.Core()
    empty = core_module._new_tables()
    assert [list(t) for t in new.tables()[:3]] == [list(t) for t in empty[:3]]
    assert [list(t) for t in new.tables()[4:]] == [list(t) for t in empty[3:]]
    assert new.count == [0]


def test_a_board_takes_the_memory_it_writes() -> None:
    """`sides` spans every cell id (1 MB) on an anonymous mapping whose pages are taken when
    first written: a worker's state cache keeps up to 1,024 states, each game's board its
    own core. As an array every game held ~1.4 MB resident; now a small board holds a few
    hundred KB (the `at` bytearray and the tile tables)."""
    import gc
    import mmap
    import random

    from service.games import registry
    from service.games.dragons.core import Core

    assert isinstance(Core().side_table.obj, mmap.mmap)  # type: ignore[attr-defined]

    def resident_mb() -> float:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * mmap.PAGESIZE / 1e6

    game = registry()["dragons"]
    kept = []
    gc.collect()
    before = resident_mb()
    for i in range(40):
        state = game.setup(2, game.normalize_options(2, {}), f"memory-{i}")
        rng = random.Random(i)
        for _ in range(10):
            acting = sorted(game.to_act(state))
            if not acting:
                break
            state, _ = game.apply(state, acting[0], rng.choice(game.legal_moves(state, acting[0])))
        kept.append(state)
    gc.collect()
    per_game = (resident_mb() - before) / len(kept)
    assert per_game < 0.8, f"{per_game:.2f} MB resident per live game"
