"""The board picture: well-formed SVG, one element per tile, marks for the last move, the
gaps and the loops (the lead serves it at GET /v1/sessions/{id}/board.svg)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from service.games.dragons import GAME
from tests.harness import playout

from .helpers import play
from .test_rules import CASCADE, TWO_GAPS, opening

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(state) -> ET.Element:
    return ET.fromstring(GAME.render_svg(state))


def tiles(root: ET.Element) -> list[ET.Element]:
    return root.findall(".//s:g[@class='tile']", NS)


def test_empty_board_is_a_picture_with_the_first_cell() -> None:
    root = parse(opening())
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert tiles(root) == []
    assert root.findall(".//s:g[@class='empty']", NS)


def test_every_tile_is_one_element_with_its_data_and_a_title() -> None:
    state, _ = play(opening(*CASCADE), "place -2,2 S0")
    root = parse(state)
    drawn = tiles(root)
    assert len(drawn) == len(state.placed)
    got = {(int(g.get("data-q")), int(g.get("data-r"))): g for g in drawn}
    assert set(got) == set(state.board)
    for cell, p in state.board.items():
        g = got[cell]
        assert int(g.get("data-rotation")) == p % 6
        assert g.get("data-face") == ("shoulders" if p < 6 else "tails")
        assert g.find("s:title", NS).text.startswith(f"({cell[0]}, {cell[1]})")


def test_last_move_and_its_automatic_placements_are_marked() -> None:
    state, _ = play(opening(*CASCADE), "place -2,2 S0")
    root = parse(state)
    marked = [g for g in tiles(root) if g.find("s:polygon[@class='last-move']", NS) is not None]
    assert len(marked) == 6  # the placement and five automatic placements
    autos = [g for g in marked if g.get("data-auto") == "true"]
    assert sorted(g.find("s:text", NS).text for g in autos) == ["1", "2", "3", "4", "5"]


def test_gaps_to_fill_are_shown() -> None:
    root = parse(opening(*TWO_GAPS))
    gaps = {
        (int(g.get("data-q")), int(g.get("data-r")))
        for g in root.findall(".//s:g[@class='gap']", NS)
    }
    assert gaps == {(-1, 2), (0, -1)}


def test_winning_loop_is_highlighted() -> None:
    state, _ = play(opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2"), "place 1,-1 T4")
    root = parse(state)
    loops = root.findall(".//s:g[@class='loop winning']", NS)
    assert len(loops) == 1 and loops[0].get("data-length") == "6"
    assert "green wins" in root.find("s:text", NS).text


def test_pictures_of_random_games_parse() -> None:
    for seed in ("r1", "r2"):
        state, _ = playout(GAME, 2, {}, seed, check_views=False, check_every=100)
        root = parse(state)
        assert len(tiles(root)) == len(state.placed)


def test_the_tile_drawing_in_the_rules_document_is_current() -> None:
    from service.games.dragons.render import tile_gallery_svg
    from tests.conftest import ROOT

    text = (ROOT / "docs" / "rules" / "dragons-example.svg").read_text()
    assert text == tile_gallery_svg()
    assert len(ET.fromstring(text).findall(".//s:g[@class='tile']", NS)) == 12
