"""Reds' sampler for the expert bot: a full state built from one seat's view.

Hidden from the seat: the others' hands, the undealt stock, the others' exchange picks
while the exchange runs (and, with hidden bids, their bids), and the cards the others
passed among themselves. The sample deals the cards the seat has not seen (the pack less
its hand, the turned cards and the cards played this round) so that it agrees with what
the seat knows: the cards it passed are still in the receiver's hand unless played since,
and a seat that did not follow a suit led this round holds none of it. Later rounds are
dealt from a sampled seed (the real one is secret). Past rounds are rebuilt from the
view's round records (their points and bids; their cards do not matter to the play).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...games.base import Game
from ...games.reds.bot import expected_tricks
from ...games.reds.pack import DECK
from ..deal import Inconsistent, unseen

ROLLOUT = "greedy"
PAIRED = True  # search.paired: every move on the same deals
# Rollouts end with the round (nine rounds of greedy play are slow and mostly noise for
# one card); a seat's reward is then its lead over the best other total (`value`).
STOP_EVENTS = ("round_scored",)
MARGIN = 30  # points of lead that count as a sure win


def hidden_bid(hand: list[str], anti: str | None, players: int, rng: random.Random) -> int:
    """A hidden bid for a sampled hand: any of the rules' 0–5 (docs/rules/reds.md §4), drawn
    around what a player bids with that hand (the greedy rule: its expected tricks, scaled to
    a five-card hand) — half the time that bid, else uniformly from 0–5."""
    if hand and rng.random() < 0.5:
        guess = expected_tricks(hand, anti, players) * 5 / len(hand)
        return max(0, min(5, round(guess)))
    return rng.randrange(0, 6)


def value(game: Game, state: Any, players: int) -> list[float]:
    if game.outcome(state).finished:
        from ..search import shares

        return shares(game, state, players)
    totals = game.scores(state)["totals"]
    out = []
    for s in range(players):
        best_other = max(t for i, t in enumerate(totals) if i != s)
        out.append(min(1.0, max(0.0, 0.5 + (totals[s] - best_other) / (2 * MARGIN))))
    return out

_ORDER = {c: i for i, c in enumerate(DECK)}


def _played(view: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """This round's tricks, finished and current, as lists of {seat, card}."""
    out = [t["cards"] for t in view["tricks"]]
    if view["trick"]:
        out.append(view["trick"])
    return out


def sampler(game: Game, view: dict[str, Any], seat: int) -> Callable[[random.Random], Any]:
    n = view["players"]
    mine = view["viewer"]
    hand = list(view["hand"] or [])
    tricks: list[list[dict[str, Any]]] = _played(view)
    played = [e["card"] for t in tricks for e in t]
    pool = unseen(DECK, hand + list(view["turned"]) + played)
    voids: list[set[str]] = [set() for _ in range(n)]
    for t in tricks:
        led = t[0]["card"][-1]
        for e in t[1:]:
            if e["card"][-1] != led:
                voids[e["seat"]].add(led)
    ex = view["exchange"]
    k, direction = ex["count"], ex["direction"]
    gave = list(ex.get("gave") or [])
    received = list(ex.get("received") or [])
    target = source = None
    must: list[list[str]] = [[] for _ in range(n)]
    if gave:
        step = 1 if direction == "left" else -1
        target, source = (mine + step) % n, (mine - step) % n
        must[target] = [c for c in gave if c not in played]
    for s in range(n):
        if s != mine and any(c[-1] in voids[s] for c in must[s]):
            raise Inconsistent("a passed card of a suit its holder showed it lacks")
    for cards in must:
        for c in cards:
            pool.remove(c)
    history = [
        {
            "round": r["round"],
            "dealer": r["dealer"],
            "turned": [],
            "anti_trump": r["anti_trump"],
            "exchange": [r["exchange"]["count"], r["exchange"]["direction"]],
            "bids": [x["bid"] for x in r["seats"]],
            "tricks": [x["tricks"] for x in r["seats"]],
            "points": [x["points"] for x in r["seats"]],
            "played": [],
        }
        for r in view["rounds"]
    ]
    if history:  # the last round's tricks are public (the view shows them)
        history[-1]["played"] = [
            {"leader": t["leader"], "cards": [e["card"] for e in t["cards"]], "winner": t["winner"]}
            for t in view["last_round_tricks"]
        ]
    phase = "over" if view["phase"] == "finished" else view["phase"]

    def deal(rng: random.Random) -> list[list[str]]:
        cards = list(pool)
        rng.shuffle(cards)
        hands: list[list[str]] = [[] for _ in range(n)]
        hands[mine] = hand
        order = sorted((s for s in range(n) if s != mine), key=lambda s: -len(voids[s]))
        for s in order:
            want = view["hand_counts"][s] - len(must[s])
            ok = [c for c in cards if c[-1] not in voids[s]][:want]
            if len(ok) < want:
                raise Inconsistent("no deal agrees with the suits the seats showed they lack")
            taken = set(ok)
            cards = [c for c in cards if c not in taken]
            hands[s] = must[s] + ok
        hands.append(cards)  # the stock
        return hands

    def sample(rng: random.Random) -> Any:
        hands = deal(rng)
        stock = sorted(hands.pop(), key=_ORDER.__getitem__)
        passed: list[list[str]] = [[] for _ in range(n)]
        if gave:
            for s in range(n):
                if s == mine:
                    passed[s] = gave
                elif s == source:
                    passed[s] = received
                else:  # passed among the others: any k cards the receiver may hold now
                    passed[s] = rng.sample(DECK, k)
        bids = list(view["bids"])
        for s in range(n):
            if bids[s] is None and view["has_bid"][s]:
                bids[s] = hidden_bid(hands[s], view.get("anti_trump"), n, rng)
        selections: list[Any] = [None] * n
        if phase == "exchange":
            for s in range(n):
                if ex["submitted"][s]:
                    selections[s] = ex["selected"] if s == mine else rng.sample(hands[s], k)
        data = {
            "game": "reds",
            "players": n,
            "options": view["options"],
            "seed": f"sample:{rng.random()}",
            "draw": [[[e["seat"], e["card"]] for e in d] for d in view["first_dealer_draw"]],
            "round": view["round"],
            "dealer": view["dealer"],
            "phase": phase,
            "hands": hands,
            "stock": stock,
            "turned": list(view["turned"]),
            "anti_trump": view["anti_trump"],
            "bids": bids,
            "selections": selections,
            "passed": passed,
            "leader": view["leader"],
            "trick": [e["card"] for e in view["trick"]],
            "tricks_won": list(view["tricks_won"]),
            "done": [
                {
                    "leader": t["leader"],
                    "cards": [e["card"] for e in t["cards"]],
                    "winner": t["winner"],
                }
                for t in view["tricks"]
            ],
            "totals": list(view["totals"]),
            "history": history,
        }
        return game.decode_state(data)

    return sample
