from __future__ import annotations
from service.bots import RandomBot
_R = RandomBot()
def greedy(view, moves, rng):
    return _R.choose(view, moves, rng)
