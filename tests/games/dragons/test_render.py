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


def _segments(loop: ET.Element) -> set[frozenset[tuple[float, float]]]:
    pts = loop.find("s:polygon[@class='trace']", NS).get("points").split()
    xy = [tuple(float(v) for v in p.split(",")) for p in pts]
    return {frozenset((a, b)) for a, b in zip(xy, xy[1:] + xy[:1], strict=True)}


def test_winning_loop_keeps_its_colour_under_a_gold_halo() -> None:
    from service.games.dragons.render import GOLD, INK

    state, _ = play(opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2"), "place 1,-1 T4")
    loop = parse(state).find(".//s:g[@class='loop winning']", NS)
    assert loop.get("data-colour") == "green"
    assert loop.find("s:polygon[@class='trace']", NS).get("stroke") == INK[1]
    assert loop.find("s:polygon[@class='halo']", NS).get("stroke") == GOLD


def test_loop_traces_cross_the_edges_between_tiles_not_their_centres() -> None:
    from service.games.dragons.render import _centre

    state, _ = play(opening("place 0,0 T3", "place 0,1 S5", "place -1,0 T2"), "place 1,-1 T4")
    loop = parse(state).find(".//s:g[@class='loop winning']", NS)
    pts = loop.find("s:polygon[@class='trace']", NS).get("points").split()
    centres = {f"{x:.1f},{y:.1f}" for x, y in (_centre(c) for c in state.board)}
    assert len(pts) == 6 and not set(pts) & centres


def test_two_loops_closed_by_one_move_never_share_a_stretch_of_trace() -> None:
    """Two loops never cross the same edge, so traces through edge midpoints never overlap:
    checked on every state of seeded games where one move closed loops of both colours."""
    both = 0
    for seed in ("o1", "o2", "o3", "o4", "o5", "o6"):
        log = playout(GAME, 2, {}, seed, check_views=False, check_every=100)[1]
        state = GAME.setup(2, GAME.normalize_options(2, {}), seed)
        for entry in log:
            state, _ = GAME.apply(state, entry["seat"], GAME.parse_move(entry["move"]))
            loops = parse(state).findall(".//s:g[@data-length]", NS)
            if len(loops) == 2:
                both += 1
                assert not _segments(loops[0]) & _segments(loops[1])
            for loop in loops:  # no stretch of one trace is drawn twice either
                assert len(_segments(loop)) == int(loop.get("data-length"))
    assert both >= 1, "no seeded game closed two loops in one move"


def test_a_finished_game_draws_and_lists_no_gap_or_empty_cell() -> None:
    from service.games.dragons import rules

    state, _ = playout(GAME, 2, {}, "done", check_views=False, check_every=100)
    assert GAME.outcome(state).finished
    assert rules.gaps(state)  # the board has a gap nobody will fill
    assert GAME.view(state, None)["gaps"] == []
    root = parse(state)
    assert not root.findall(".//s:g[@class='gap']", NS)
    assert not root.findall(".//s:g[@class='empty']", NS)
    status = root.find("s:text[@class='status']", NS).text
    assert status.startswith("Game over") and "gap" not in status


def test_coordinates_on_request() -> None:
    state, _ = play(opening(*CASCADE), "place -2,2 S0")
    assert parse(state).find(".//s:text[@class='coords']", NS) is None
    root = ET.fromstring(GAME.render_svg(state, coords=True))
    labels = {t.text for t in root.findall(".//s:text[@class='coords']", NS)}
    cells = {f"{q},{r}" for q, r in state.board}
    assert cells <= labels  # every tile, and the empty cells around them
    assert len(labels) > len(cells)
