"""Dragons (Cameron Browne, 2009) — rules summary; the full rules: docs/rules/dragons.md.

Two players (red = seat 0 moves first, green = seat 1) share a pool of hexagonal tiles
(option `tiles`, default 50). Each tile has a shoulders face (a red and a green band of
three edges each) and a tails face (alternating edge colours: two bands of two edges and
two lone tail ends). A placement names a cell (axial q, r), a face and a clockwise
rotation; every edge must match its neighbour's colour. The first tile goes at (0, 0),
later ones next to the board. After a placement, every empty cell with three or more
closed sides that exactly one placement fits is filled automatically, one at a time in
(q, r) order. A cell with three or more closed sides that several placements fit is a gap:
the next player must fill one. A placement that leaves a cell no tile fits is illegal.
A loop of one colour through six or more tiles wins (the longer one if a move closes
both; equal lengths draw). When the tiles run out (or the player to move has no legal
placement) the game is drawn unless a tiebreak is chosen; Tantrix scoring replaces the
loop win with "best dragon: 1 point per hole, doubled if closed".

Referee decisions (docs/rules/dragons.md §9): the seed plays no part (no bag); a draw has
no winners, `draw` true and both seats in the first place; Tantrix scoring refuses a
tiebreak; ratings are the options `red_rating`/`green_rating`; loop events show the longest
loop through the move's tiles (the shortest under Tantrix scoring); loops of exactly five
tiles cannot occur.
"""

from .game import Dragons

GAME = Dragons()

__all__ = ["GAME", "Dragons"]
