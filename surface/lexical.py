"""Recall's lexical search: the request, and the BM25 pool of its words (and of their
alternatives) that the ranking starts from (surface.recall). Apart from the ranking because it
needs no numpy: a one-shot recall starts this search on its own thread first, and imports numpy
and the ranking while SQLite runs it (cognition.memory.direct_recall)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from layers import fts, queries
from layers.plan import Plan
from surface.params import RecallParams
from surface.query import match_phrases
from surface.relevance import ALT_WEIGHT, query_terms


@dataclass(frozen=True, slots=True)
class RecallRequest:
    """What to recall: the query text, how many, and its filters."""

    text: str
    limit: int = 10
    layer: str | None = None
    tags: tuple[str, ...] = ()
    include_archived: bool = False
    as_of: float | None = None


POOL = 4  # BM25 hits read per lexical candidate wanted, before statuses are checked


@dataclass(frozen=True, slots=True)
class LexicalPool:
    """The best BM25 hits (id, score), best first, statuses not yet checked."""

    match: str | None = None
    hits: list[tuple[int, float]] = field(default_factory=list)
    more: bool = False  # matches exist past the pool
    n_docs: int = 0  # the store's size and each searched phrase's document count, read
    df: dict[str, int] = field(default_factory=dict)  # once: the relevance model's IDFs too


def depth(req: RecallRequest, params: RecallParams) -> int:
    """Lexical candidates wanted: more when filters will drop some."""
    return params.candidates * (4 if (req.layer or req.tags or req.as_of) else 1)


def lexical_plan(req: RecallRequest, params: RecallParams) -> Plan[LexicalPool]:
    """BM25 hits, a pool of POOL x the candidates wanted. Split from the rest so the async API
    can search its vector index while this, the slowest statement, runs on the connection's
    thread.

    A term found in at least half the store carries no weight in FTS5's BM25 (its IDF is
    clamped to ~0), yet ranking every memory it matches is most of a search's cost where most
    memories share the prompt's words. When the weighted terms alone fill the pool, they are
    the ones searched: the pool is then what the full query would return, up to those
    near-zero terms' share in ties."""
    phrases = match_phrases(req.text, prefix=params.prefix)
    if not phrases:
        return LexicalPool()
    alts = _alternative_phrases(req.text, phrases) if params.expand else []
    match = fts.any_of(phrases)
    size = POOL * depth(req, params)
    n_docs, counts = yield from queries.term_stats(phrases + alts)
    df = dict(zip(phrases + alts, counts, strict=True))
    hits, more = yield from _bm25_hits(phrases, df, n_docs, size)
    alts = [p for p in alts if df[p]]
    if alts:
        hits = yield from _said_otherwise(hits, alts, size, _alt_bounds(alts, df, n_docs))
    return LexicalPool(match, hits, more, n_docs, df)


def _bm25_hits(
    phrases: list[str], df: dict[str, int], n_docs: int, size: int
) -> Plan[tuple[list[tuple[int, float]], bool]]:
    """The pool of the query's own terms, and whether matches exist past it."""
    weighted = [p for p in phrases if 0 < df[p] and 2 * df[p] < n_docs]
    # Searched alone only if they could fill the pool (their counts add up past it).
    if len(weighted) < len(phrases) and sum(df[p] for p in weighted) > size:
        hits = yield from queries.fts_pool(fts.any_of(weighted) or "", size + 1)
        if len(hits) > size:
            return hits[:size], True
    hits = yield from queries.fts_pool(fts.any_of(phrases) or "", size + 1)
    return hits[:size], len(hits) > size


def _alternative_phrases(text: str, phrases: list[str]) -> list[str]:
    """The query words' alternatives (surface.synonyms) as FTS5 phrases, each once."""
    alts = dict.fromkeys(fts.phrase(a.text) for q in query_terms(text) for a in q.alts)
    return [p for p in alts if p not in phrases]


def _said_otherwise(
    hits: list[tuple[int, float]], alts: list[str], size: int, bounds: dict[str, float]
) -> Plan[list[tuple[int, float]]]:
    """Memories that match only the alternatives join the pool at ALT_WEIGHT of their own
    BM25. Searched apart, so that a rare alternative does not outweigh the query's own
    words in the scores of the memories that use them.

    A full pool keeps what it has unless a memory's weighted score passes its last one, and
    no memory can without the alternatives whose `bounds` (the most each adds to a score)
    the others cannot make up for: only the memories that match all of those are scored,
    or none when even all alternatives together fall short. What joins is the same: those
    that pass are the best of either search, in the same order (ties by rowid)."""
    last = hits[-1][1] if hits and len(hits) >= size else None
    needed = [] if last is None else _needed(alts, bounds, last / ALT_WEIGHT)
    if needed is None:
        return hits
    seen = {i for i, _ in hits}
    match = fts.any_of(alts) or ""
    if needed:
        found = yield from queries.fts_pool_within(match, " AND ".join(needed), size)
    else:
        found = yield from queries.fts_pool(match, size)
    extra = [(i, ALT_WEIGHT * s) for i, s in found if i not in seen]
    return sorted(hits + extra, key=lambda h: -h[1])[:size] if extra else hits


# SQLite FTS5's bm25(): k1, and the least IDF it gives a term in most of the store.
FTS5_K1, FTS5_MIN_IDF = 1.2, 1e-6
SLACK = 1e-9  # the bounds' margin over rounding in FTS5's sums


def _alt_bounds(alts: list[str], df: dict[str, int], n_docs: int) -> dict[str, float]:
    """The most each alternative can add to FTS5's BM25 of a memory: its IDF x (k1 + 1), the
    limit of tf x (k1 + 1) / (tf + k1 x length norm) as its weighted count grows (FTS5's
    IDF, from the store's size and the phrase's document count; every memory is in the
    full-text index, its triggers keep them the same)."""
    out = {}
    for p in alts:
        n = df[p]
        idf = math.log((n_docs - n + 0.5) / (n + 0.5)) if n_docs > n else 0.0
        out[p] = max(idf, FTS5_MIN_IDF) * (FTS5_K1 + 1.0)
    return out


def _needed(alts: list[str], bounds: dict[str, float], above: float) -> list[str] | None:
    """The alternatives every memory scoring over `above` must match ([]: none is needed), or
    None when no memory can score over it."""
    if sum(bounds[p] for p in alts) * (1 + SLACK) <= above:
        return None
    return [p for p in alts if sum(bounds[q] for q in alts if q != p) * (1 + SLACK) <= above]


__all__ = ["POOL", "LexicalPool", "RecallRequest", "depth", "lexical_plan"]
