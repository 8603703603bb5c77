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


# After these, a doubled final consonant is undone, as in porter: "splitting" and "split",
# "stopped" and "stop" meet (l, s and z stay doubled: "installed", "buzzing"). Only where four
# letters are left: a three-letter stem matches by prefix ("set" would reach "setup" and
# "settle"), so "setting" stays "sett" (measured, docs/benchmarks.md, session 11).
_UNDOUBLE = frozenset(("ings", "ing", "ed"))


def _doubled(word: str) -> bool:
    """Ends in a doubled consonant that porter undoes, with four letters left after it."""
    return len(word) > 4 and word[-1] == word[-2] and word[-1] not in "aeiouylsz"


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude suffix strip, close enough to FTS5's porter stemmer to match terms by prefix.
    Cached: the features stem every word of 50 memories per recall, from a small vocabulary."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            if suffix in _UNDOUBLE and _doubled(word):
                word = word[:-1]
            break
    # A final e or y goes too, as in porter: "image" and "images" (stripped of "es") meet at
    # "imag", "library" and "libraries" at "librar".
    if len(word) >= 4 and word[-1] in "ey":
        return word[:-1]
    return word
