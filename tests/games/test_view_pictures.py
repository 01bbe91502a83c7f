"""Pictures of the card games' views (service/games/pictures.py, <game>/render.py): drawn from
a seat's view, so a seat's picture never shows a card it may not know, and it shows its own
hand as readable faces."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from typing import Any

import pytest

from service.games import get_game, pictures
from service.games.base import card_tokens
from service.games.cards import Rng

NS = {"s": "http://www.w3.org/2000/svg"}

# (game, players, options, seeds): short games so every step of a few playouts is drawn
CASES = [
    ("palace", 2, {}, ("p1", "p2")),
    ("palace", 4, {}, ("p3",)),
    ("red_dragon", 2, {}, ("r1", "r2")),
    ("red_dragon", 4, {}, ("r3",)),
    ("reds", 3, {"mode": "short"}, ("d1",)),
    ("reds", 4, {"mode": "short", "partnership": True, "hidden_bids": True}, ("d2",)),
    ("dragons_wild", 3, {"max_hands": 1, "max_rounds_per_hand": 6}, ("w1", "w2")),
    ("dragons_wild", 5, {"max_hands": 1, "hand_size": 5, "max_rounds_per_hand": 6}, ("w3",)),
]


def drawn_cards(root: ET.Element, cls: str | None = None) -> Counter[str]:
    groups = [root] if cls is None else root.findall(f".//s:g[@class='{cls}']", NS)
    found: Counter[str] = Counter()
    for g in groups:
        for card in g.iter("{http://www.w3.org/2000/svg}g"):
            if card.get("data-card"):
                found[card.get("data-card")] += 1
    return found


def hidden_codes(game: Any, state: Any, viewer: int | None) -> set[str]:
    """Card codes in the full state that the viewer cannot know at all."""
    known = game.known_cards(state, viewer)
    return {c for c in card_tokens(game, game.encode_state(state)) if known[c] == 0}


def check_picture(game: Any, state: Any, viewer: int | None, names: list[str]) -> None:
    svg = pictures.view_svg(game, state, viewer, names)
    root = ET.fromstring(svg)
    assert root.get("data-game") == game.id
    # every face drawn is a card the viewer may know, copies counted
    extra = drawn_cards(root) - game.known_cards(state, viewer)
    assert not extra, f"{game.id}: picture of {viewer} shows {dict(extra)}"
    # and no hidden card's code appears anywhere in the text of the picture
    for code in hidden_codes(game, state, viewer):
        assert not re.search(rf"(?<![A-Za-z0-9]){re.escape(code)}(?![A-Za-z0-9])", svg), (
            f"{game.id}: picture of {viewer} names hidden {code}"
        )
    view = game.view(state, viewer)
    status = root.find("s:text[@class='status']", NS).text
    if view["outcome"] is None and view["current"] is not None:  # whose turn it is
        assert ("your turn" if view["current"] == viewer else f"P{view['current']} (seat") in status
    if view.get("melds"):  # Dragons Wild: every meld on the table is drawn
        assert len(root.findall(".//s:g[@class='meld']", NS)) == len(view["melds"])
    if viewer is not None:
        assert drawn_cards(root, "hand") == Counter(view["hand"])
        assert all(
            c.find("s:title", NS).text
            for c in root.iter("{http://www.w3.org/2000/svg}g")
            if c.get("data-card")
        )
    else:
        assert not root.findall(".//s:g[@class='hand']", NS)


@pytest.mark.parametrize(("game_id", "players", "options", "seeds"), CASES)
def test_pictures_show_no_hidden_card_in_seeded_playouts(
    game_id: str, players: int, options: dict[str, Any], seeds: tuple[str, ...]
) -> None:
    game = get_game(game_id)
    assert game is not None
    names = [f"P{i}" for i in range(players)]
    for seed in seeds:
        state = game.setup(players, game.normalize_options(players, options), seed)
        rng = Rng(seed, "pictures")
        for step in range(3000):
            if step % 4 == 0 or game.outcome(state).finished:
                for viewer in [*range(players), None]:
                    check_picture(game, state, viewer, names)
            if game.outcome(state).finished:
                break
            acting = sorted(game.to_act(state))
            seat = acting[rng.randbelow(len(acting))]
            moves = game.legal_moves(state, seat)
            state, _ = game.apply(state, seat, moves[rng.randbelow(len(moves))])
        else:
            raise AssertionError(f"{game_id} {seed} did not finish")
        root = ET.fromstring(pictures.view_svg(game, state, 0, names))
        outcome = root.find(".//s:text[@class='outcome']", NS)
        assert outcome is not None and outcome.text.startswith("Game over")


def test_a_seat_sees_its_hand_and_only_counts_of_the_others() -> None:
    game = get_game("palace")
    state = game.setup(2, game.normalize_options(2, {}), "faces")
    view0, view1 = game.view(state, 0), game.view(state, 1)
    hand0, hand1 = view0["hand"], view1["hand"]
    svg = pictures.view_svg(game, state, 0, ["Ann", "Bob"])
    root = ET.fromstring(svg)
    assert drawn_cards(root, "hand") == Counter(hand0)
    assert not set(hand1) - set(hand0) & set(drawn_cards(root))
    assert "Ann (seat 0) — you · 3 in hand" in svg
    assert "Bob (seat 1) · 3 in hand" in svg
    assert len(root.findall(".//s:g[@class='card back']", NS)) == 6  # face-down cards


def test_card_faces_say_the_card_in_words() -> None:
    from service.games.cards_svg import standard_face

    assert standard_face("10H").words == "10 of hearts"
    assert standard_face("QS").words == "queen of spades"
    assert standard_face("JK").words == "joker"
    assert standard_face("7D").colour != standard_face("7C").colour


def test_dragons_wild_suit_labels_are_told_apart() -> None:
    from service.games.dragons_wild.render import face_for

    game = get_game("dragons_wild")
    state = game.setup(3, game.normalize_options(3, {}), "labels")
    face = face_for(game.view(state, 0))
    symbols = {face(f"{letter}1").symbol for letter in "ABCDEFGH"}
    assert len(symbols) == 8
    assert face("A3").words == "3 of Unicorn"
    assert (face("A1").symbol, face("E1").symbol, face("H1").symbol) == ("Uni", "S5", "S8")
    assert face("W2").words == "a Dragon (wild)"
