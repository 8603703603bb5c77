"""The full-text query syntax (SQLite FTS5): how a term becomes a phrase or a prefix, and how
terms are OR-ed. surface.query picks the terms; this module alone knows how to write them."""

from __future__ import annotations

from collections.abc import Sequence


def phrase(term: str, prefix: bool = False) -> str:
    """One term as an FTS5 phrase ("term", or "term"* for a prefix match). Quotes are dropped,
    so FTS5 operators inside the term are inert."""
    quoted = '"' + term.replace('"', "") + '"'
    return quoted + "*" if prefix else quoted


def any_of(phrases: Sequence[str]) -> str | None:
    """A MATCH expression for memories matching any of the phrases (None for none)."""
    return " OR ".join(phrases) if phrases else None


__all__ = ["any_of", "phrase"]
