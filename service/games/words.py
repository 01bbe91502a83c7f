"""Plain words for the engines' messages: articles, counts, lists of cards, and a client's
JSON value described without a Python repr.

Refusals are read by people: "an 8 does not beat the K", "1 card", "2 cards", and a value
that is not what a move needs is named by its JSON type ("not a list"), never printed as
`['7H']` or `{'a': 1}`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

# Letters whose name starts with a vowel sound: "an A", "an 8H", "an F4", "an S3".
_VOWEL_LETTERS = frozenset("AEFHILMNORSX")
# Words that start with a vowel letter but a consonant sound.
_CONSONANT_STARTS = ("one", "once", "uni", "use", "usu", "eu", "ur")


def article(word: str) -> str:
    """'a' or 'an' before `word` as it is read aloud: an 8, an 11, an 18, an A (ace), a K,
    an ace, an exchange, a Reserve card, an Opening card, a 10."""
    if not word:
        return "a"
    if word[0].isdigit():
        digits = ""
        for ch in word:
            if not ch.isdigit():
                break
            digits += ch
        if digits[0] == "8":
            return "an"
        # eleven, eighteen (and eleven/eighteen thousand, million, ...)
        if len(digits) % 3 == 2 and digits[:2] in ("11", "18"):
            return "an"
        return "a"
    first = word[0]
    spelled = first.isupper() and (len(word) == 1 or not word[1].islower())
    if spelled:  # a card token or letter read letter by letter: an A, an A5, a KS, a W1
        return "an" if first in _VOWEL_LETTERS else "a"
    lower = word.lower()
    if lower[0] in "aeiou" and not lower.startswith(_CONSONANT_STARTS):
        return "an"
    return "a"


def a(word: str) -> str:
    """`word` with its article: `a("8")` == "an 8", `a("K")` == "a K"."""
    return f"{article(word)} {word}"


def plural(n: int, singular: str, many: str | None = None) -> str:
    """The noun for `n` things (no number): card / cards."""
    return singular if n == 1 else (many if many is not None else singular + "s")


def count(n: int, singular: str, many: str | None = None) -> str:
    """`n` with its noun: 1 card, 2 cards, 0 cards."""
    return f"{n} {plural(n, singular, many)}"


def is_are(n: int) -> str:
    return "is" if n == 1 else "are"


def listing(items: Iterable[object], sep: str = " ") -> str:
    """Cards (or other tokens) as written in the notation: `7H 7D`."""
    return sep.join(str(i) for i in items)


def describe(value: Any) -> str:
    """A client's JSON value for a message: a string in double quotes (cut short), a
    number or true/false/null as written in JSON, anything else by its JSON type."""
    if isinstance(value, str):
        text = value if len(value) <= 40 else value[:40] + "…"
        return json.dumps(text, ensure_ascii=False)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        text = str(value)
        return text if len(text) <= 20 else "a very long number"
    if isinstance(value, float):
        return json.dumps(value) if value == value and abs(value) != float("inf") else "a number"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value of another type"


def json_type(value: Any) -> str:
    """The JSON type of a value with its article: a string, a number, a list, an object..."""
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value of another type"
