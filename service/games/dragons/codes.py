"""The problem codes Dragons raises beyond the generic ones (`GENERIC_PROBLEM_CODES` in
service/games/base.py), each with what it means. docs/rules/dragons.md §8 lists the same
codes; openapi.yaml lists them as `DragonsProblemCode` (scripts/build_openapi.py)."""

from __future__ import annotations

from collections.abc import Mapping

PROBLEM_CODES: Mapping[str, str] = {
    "move.unknown_type": "the move's `type` is not place (400)",
    "options.conflict": "a tiebreak chosen with Tantrix scoring",
    "dragons.first_at_origin": "the first tile is not placed at (0, 0)",
    "dragons.occupied": "the cell already holds a tile",
    "dragons.not_adjacent": "the cell touches no tile",
    "dragons.gap_first": "a gap with three or more closed sides must be filled first",
    "dragons.edge_mismatch": "an edge does not match its neighbour's colour",
    "dragons.impossible_gap": (
        "the placement and its automatic placements leave a gap that no tile can fill"
    ),
    "dragons.illegal": (
        "a safeguard for a placement refused by none of the rules above (not expected)"
    ),
}
