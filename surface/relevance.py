"""A calibrated probability that a recalled memory is relevant to the query.

Features that mean the same in a store of 5 memories and of 100,000 (no score is divided by
the best hit): an IDF that stays positive when a term is in most of a small store (FTS5's
bm25 clamps it to ~0 past half the store), IDF-weighted coverage of the query's terms, title
and tag matches, the raw cosine, layer, age and store size. A logistic model over them, fitted
by benchmarks/fit_relevance.py (scikit-learn, Platt-calibrated) and shipped as constants in
surface/relevance_model.py, so this module needs only the standard library and numpy.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from surface.query import PREFIX_LENGTHS, terms, tokens
from surface.stemming import stem
from surface.synonyms import alternatives

DAY = 86400.0
ALT_WEIGHT = 0.5  # a term matched only through an alternative counts this much of its weight
TEXT_CHARS = 6000  # how much of a memory's content is read for its features
BM25_K1, BM25_B, BM25_AVGLEN = 1.2, 0.75, 40.0  # avg length fixed: the same meaning in every store


@dataclass(frozen=True, slots=True)
class QueryTerm:
    """One content term of the query, as FTS5 matches it."""

    text: str  # as searched in FTS5 (lower case, stopwords out)
    stem: str
    prefix: bool  # searched as a prefix (surface.query's rule for 3-5 characters)
    alts: tuple[QueryTerm, ...] = ()  # other words for it (surface.synonyms), matched exactly


# Words of nearly every request to a coding assistant: they say what to do, not what it is about.
GENERIC = frozenset(
    """project projects code codebase repo repository file files add adding make
    use using new change changes write need want way work working help fix update create
    implement let now see look try thing stuff""".split()
)


def query_terms(query: str, limit: int = 16, expand: bool = True) -> list[QueryTerm]:
    """The query's content terms, as FTS5 matches them; at most `limit` (df costs a lookup each).
    With `expand`, each carries its alternatives (surface.synonyms)."""
    return [
        QueryTerm(
            t,
            stem(t),
            len(t) in PREFIX_LENGTHS,
            tuple(QueryTerm(a, stem(a), False) for a in _alternatives(t)) if expand else (),
        )
        for t in terms(query, limit + 8)
        if t not in GENERIC
    ][:limit]


def _alternatives(word: str) -> tuple[str, ...]:
    """surface.synonyms' alternatives, and for an adverb in -ly its adjective: porter indexes
    "randomly" as randomli and "random" as random, so neither finds the other."""
    alts = alternatives(word)
    base = word[:-2]
    if word.endswith("ly") and len(base) >= 4 and base not in alts:
        return (*alts, base)
    return alts


def searched_terms(qterms: Sequence[QueryTerm]) -> list[QueryTerm]:
    """Every term a search looks up: the query's own, then their alternatives, each once."""
    out = {q.text: q for q in qterms}
    for q in qterms:
        for a in q.alts:
            out.setdefault(a.text, a)
    return list(out.values())


@dataclass(frozen=True, slots=True)
class TermStats:
    """How common each query term is in the store (documents matching it) and the store size."""

    n_docs: int
    df: Mapping[str, int]

    def idf(self, term: str) -> float:
        """BM25's IDF with Lucene's +1 inside the log: positive however common the term."""
        return _idf(self.n_docs, self.df.get(term, 0))


@lru_cache(maxsize=4096)
def _idf(n_docs: int, df: int) -> float:
    n = max(1, n_docs)
    d = min(n, max(0, df))
    return math.log(1.0 + (n - d + 0.5) / (d + 0.5))


def _stems(text: str) -> list[str]:
    return [stem(t.split("'")[0]) for t in tokens(text)]


def _matches(q: QueryTerm, sorted_words: Sequence[str]) -> bool:
    """Exact stem match, or a prefix match from three letters on (FTS5's prefix and porter)."""
    i = bisect_left(sorted_words, q.stem)
    return i < len(sorted_words) and (
        sorted_words[i] == q.stem or (len(q.stem) >= 3 and sorted_words[i].startswith(q.stem))
    )


def _tf(q: QueryTerm, words: Sequence[str], counts: Sequence[int]) -> int:
    """Occurrences of the term among words (sorted, distinct, with their counts): the exact
    stem, or from three letters on every word it prefixes (a run in sorted order)."""
    i = bisect_left(words, q.stem)
    if len(q.stem) < 3:
        return counts[i] if i < len(words) and words[i] == q.stem else 0
    n = 0
    while i < len(words) and words[i].startswith(q.stem):
        n += counts[i]
        i += 1
    return n


@dataclass(frozen=True, slots=True)
class _Words:
    """A memory's stemmed words as the features read them."""

    length: int  # words in body and head
    words: tuple[str, ...]  # body and head, sorted, distinct
    head: tuple[str, ...]  # title and tags, sorted, distinct
    body_words: tuple[str, ...]  # content and keywords, sorted, distinct ...
    body_counts: tuple[int, ...]  # ... and how often each occurs
    head_counts: tuple[int, ...]  # the same for `head`


@lru_cache(maxsize=4096)
def _memory_words(body_text: str, head_text: str) -> _Words:
    """Cached: a memory recalled again (the next prompt, a similar query) is not re-tokenized."""
    body, head = Counter(_stems(body_text)), Counter(_stems(head_text))
    b, h = sorted(body), sorted(head)
    return _Words(
        body.total() + head.total(),
        tuple(sorted(body.keys() | head.keys())),
        tuple(h),
        tuple(b),
        tuple(body[w] for w in b),
        tuple(head[w] for w in h),
    )


def _matched(
    q: QueryTerm, w: float, stats: TermStats, mw: _Words
) -> tuple[QueryTerm, float] | None:
    """The term as the memory has it and its weight: itself, or said in other words (an
    alternative, at ALT_WEIGHT of the rarer of the two words' weights), or None.

    A term the full-text index finds in no memory is in none: the suffix strip here is cruder
    than FTS5's stemmer ("center" would meet "cents", "server" "service") and must not credit
    such a near miss with the weight of a word the store never saw."""
    if stats.df.get(q.text, 0) and _matches(q, mw.words):
        return q, w
    alt = next((a for a in q.alts if stats.df.get(a.text, 0) and _matches(a, mw.words)), None)
    return None if alt is None else (alt, ALT_WEIGHT * min(w, stats.idf(alt.text)))


FEATURES = (
    "cov",
    "cov_known",
    "frac_matched",
    "bm25",
    "title_cov",
    "best_idf",
    "n_matched",
    "n_terms",
    "cos",
    "fused",
    "score",
    "context",
    "log_rank",
    "layer_prior",
    "is_fact",
    "is_decision",
    "log_age_days",
    "log_store",
    "pinned",
)
# From the cognitive ranking (surface.recall._rank's parts), copied in as they are.
RANK_PARTS: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MemoryText:
    """The parts of a memory the relevance features read."""

    title: str
    content: str
    tags: Sequence[str]
    keywords: str
    layer: str
    created_at: float
    pinned: bool = False


def features(
    qterms: Sequence[QueryTerm],
    stats: TermStats,
    m: MemoryText,
    *,
    cos: float,
    fused: float,
    layer_prior: float,
    now: float,
) -> dict[str, float]:
    """The feature vector (FEATURES) of one memory for one query."""
    mw = _memory_words(f"{m.content[:TEXT_CHARS]} {m.keywords}", f"{m.title} {' '.join(m.tags)}")
    idfs = [stats.idf(q.text) for q in qterms]
    total = sum(idfs) or 1.0
    # Terms the store has never seen say nothing about which memory fits (only that perhaps
    # none does, which `cov` keeps): coverage of the terms it knows.
    known = sum(w for q, w in zip(qterms, idfs, strict=True) if stats.df.get(q.text, 0) > 0) or 1.0
    norm = BM25_K1 * (1 - BM25_B + BM25_B * mw.length / BM25_AVGLEN)
    cov = title = bm25 = best = cov_known = 0.0
    matched = 0
    for term, idf in zip(qterms, idfs, strict=True):
        if (found := _matched(term, idf, stats, mw)) is None:
            continue
        q, w = found
        matched += 1
        cov += w
        if stats.df.get(q.text, 0) > 0:
            cov_known += w
        best = max(best, w)
        if _matches(q, mw.head):
            title += w
        # the title and tags count double, as in FTS5
        tf = _tf(q, mw.body_words, mw.body_counts) + 2 * _tf(q, mw.head, mw.head_counts)
        bm25 += w * tf * (BM25_K1 + 1) / (tf + norm)
    age = max(0.0, now - m.created_at) / DAY
    return {
        "cov": cov / total,
        "cov_known": cov_known / known,
        "bm25": bm25 / (total * (BM25_K1 + 1)),
        "title_cov": title / total,
        "best_idf": best / math.log(1.0 + (max(1, stats.n_docs) + 0.5) / 0.5),
        "n_matched": math.log1p(matched),
        "frac_matched": matched / len(qterms) if qterms else 0.0,
        "n_terms": math.log1p(len(qterms)),
        "cos": max(0.0, float(cos)),
        "fused": float(fused),
        "layer_prior": float(layer_prior),
        "is_fact": float(m.layer == "fact"),
        "is_decision": float(m.layer == "decision"),
        "log_age_days": math.log1p(age),
        "log_store": math.log1p(max(0, stats.n_docs)),
        "pinned": float(bool(m.pinned)),
    }


@dataclass(frozen=True, slots=True)
class Model:
    """A logistic model: p = 1 / (1 + exp(-(intercept + sum(coef[f] * x[f]))))."""

    coef: Mapping[str, float]
    intercept: float
    threshold: float  # p at or above which a memory counts as relevant

    def probability(self, x: Mapping[str, float]) -> float:
        z = self.intercept + sum(c * x.get(f, 0.0) for f, c in self.coef.items())
        z = max(-30.0, min(30.0, z))
        return 1.0 / (1.0 + math.exp(-z))


@lru_cache(maxsize=1)
def default_model() -> Model:
    from surface.relevance_model import COEF, INTERCEPT, THRESHOLD

    return Model(dict(COEF), INTERCEPT, THRESHOLD)


@lru_cache(maxsize=1)
def default_meaning_model() -> Model:
    """The model for a memory whose meaning was compared with the query's (surface.semantic):
    the same features and `meaning`, the sentence-model cosine. Its threshold is the same
    calibrated probability as the other model's. Without fitted coefficients, the other model."""
    from surface import relevance_model as fitted

    coef = getattr(fitted, "MEANING_COEF", None)
    if coef is None:
        return default_model()
    return Model(dict(coef), fitted.MEANING_INTERCEPT, fitted.THRESHOLD)


def plainly_about(query: str, m: MemoryText, ref: str | None = None) -> bool:
    """The query names the memory: by its ref ("#12") or by its whole title as a phrase
    (content words, stemmed, in order and adjacent), a title of at least two such words."""
    if ref and re.search(rf"(?<![\w#])#{re.escape(ref)}\b", query):
        return True
    title = [stem(t) for t in terms(m.title, 64) if len(t) > 2]
    if len(title) < 2:
        return False
    words = [stem(t) for t in terms(query, 256) if len(t) > 2]
    n = len(title)
    return any(words[i : i + n] == title for i in range(len(words) - n + 1))
