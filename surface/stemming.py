"""One crude stemmer for the relevance features, the hook's evidence and query expansion."""

from __future__ import annotations

from functools import lru_cache

_SUFFIXES = (
    "ational",
    "ations",
    "ation",
    "ments",
    "ment",
    "ings",
    "ing",
    "ness",
    "ies",
    "ied",
    "ers",
    "er",
    "ed",
    "es",
    "ly",
    "s",
)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude suffix strip, close enough to FTS5's porter stemmer to match terms by prefix.
    Cached: the features stem every word of 50 memories per recall, from a small vocabulary."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word
