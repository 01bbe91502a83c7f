"""Referee: an HTTP API that adjudicates the rules of five table games."""
