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
            word = word[: -len(suffix)]
            break
    # A final e or y goes too, as in porter: "image" and "images" (stripped of "es") meet at
    # "imag", "library" and "libraries" at "librar".
    if len(word) >= 4 and word[-1] in "ey":
        return word[:-1]
    return word
