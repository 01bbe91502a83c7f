"""bench/served.py: instructions per request as gunicorn serves the hosted move and GET+CAS,
a validate and echo,
per worker thread, under callgrind (issue 38)."""

from __future__ import annotations

import pytest

from bench import served


@pytest.mark.xdist_group("bench")
def test_the_served_counts_split_by_thread() -> None:
    doc = served.measure(2)
    for name in ("move", "get_cas", "validate", "dragons_legal_190", "dragons_move", "echo"):
        counts = doc[name]
        assert counts["request_thread"] > 300_000, counts  # a served request, not an idle one
        assert counts["event_loop"] > 10_000, counts  # gunicorn read it in its event loop
        parts = sum(counts[k] for k in ("event_loop", "request_thread", "background"))
        assert abs(counts["total"] - parts) <= 2, counts  # each rounded on its own
    # the move does more than the bare GET+CAS: a token check, the rules, a view
    assert doc["move"]["request_thread"] > doc["get_cas"]["request_thread"]
    # a validate decodes the state and runs the rules on the body echo only parses and answers
    assert doc["validate"]["request_thread"] > doc["echo"]["request_thread"]
    table = served.render(doc)
    assert "request_thread" in table and "×" in table and "dragons_legal_190" in table
    assert "validate" in table
