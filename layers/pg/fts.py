"""Full-text queries on PostgreSQL. The match expressions callers build are the ones of
layers.fts (quoted phrases, `*` for a prefix, joined by OR): surface.query writes them once for
either backend, and `tsquery` turns one into to_tsquery's syntax here, inside this backend."""

from __future__ import annotations

import re

from layers.fts import any_of, phrase

_PHRASE = re.compile(r'"([^"]*)"(\*?)')
_WORD = re.compile(r"\w+")


def tsquery(match: str) -> str:
    """An FTS5-style match (`"a b" OR "c"*`) as to_tsquery text (`('a' <-> 'b') | ('c':*)`).
    Only words survive, each quoted, so no operator of either syntax leaks through."""
    parts = []
    for text, star in _PHRASE.findall(match):
        words = _WORD.findall(text)
        if not words:
            continue
        quoted = [f"'{w}'" for w in words]
        if star:
            quoted[-1] += ":*"
        parts.append("(" + " <-> ".join(quoted) + ")")
    return " | ".join(parts)


__all__ = ["any_of", "phrase", "tsquery"]
