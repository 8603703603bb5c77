"""Whom a new memory could reconsolidate with, and whom it links to: the write path's two searches.

A new statement is compared (surface.statements.classify) with the active memories of its layer
that are about the same thing: those whose topic terms (content words without numbers) overlap
its own by Jaccard >= 0.4 with at most 3 terms differing. That rule gives an exact index
without a vector scan: every memory is filed under at most 10 keys (`merge_keys`, pairs of
terms), and any two memories the rule pairs share one, so the classifier runs on the few
memories a lookup names.

Linking to `related` neighbours needs every vector; a batch of queued memories is linked with
one matrix product instead of one scan each.
"""

from __future__ import annotations

try:  # CPython's own BLAKE2; hashlib's module would start OpenSSL first (~8 ms a process)
    from _blake2 import blake2b
except ImportError:  # another Python
    from hashlib import blake2b
import math
import re
import threading
from collections.abc import Sequence, Set
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from layers import linking, queries
from layers.plan import Plan

if TYPE_CHECKING:  # numpy only where vectors are compared: a `remember` needs none
    import numpy as np

MERGE_KEYS_VERSION = "5"  # bump when merge_keys changes: stores then re-file every memory
# Keys of plain terms ("refreshed", "launches"): a store filed under them is re-filed a chunk
# per opening (`file_some_keys`), and a write also looks its partners up under them meanwhile.
PLAIN_KEYS_VERSION = "4"
REFILE_CHUNK = 2_000  # memories re-filed per opening of a store at PLAIN_KEYS_VERSION (~0.3 s)
MIN_TOPIC_OVERLAP = 0.4  # Jaccard of topic terms for two statements about the same thing
MAX_TERMS_DIFFERING = 3  # ... and at most this many terms of the larger one not in the other
_TERMS_COMPARED = 40
LOOSE_SHARED, LOOSE_MISSING, LOOSE_OVERLAP = 3, 2, 0.3  # worth_comparing's second rule
CHANGE_TERMS = 8  # lookup_keys: the terms whose pairs a statement telling a change looks up
LOOKUP_TERMS = 6  # ... and any other (8 cost a write at 10K ~10%: docs/benchmarks.md)


def topic_overlap(a: Set[str], b: Set[str]) -> bool:
    """Two topic-term sets close enough for the classifier to look at the pair."""
    if not a or not b:
        return a == b
    shared = len(a & b)
    return (
        shared / len(a | b) >= MIN_TOPIC_OVERLAP
        and shared >= max(len(a), len(b)) - MAX_TERMS_DIFFERING
    )


def worth_comparing(new: Set[str], old: Set[str], tells_change: bool = False) -> bool:
    """A pair a merge-key lookup found, for the classifier to read: the exact rule's pairs, and
    an older statement retold nearly whole with more detail ("triggered manually" / "triggered
    automatically on every merge to main"): three or more terms shared at a lower overlap, at
    most two of the old one's missing; or any two shared when the new one tells a change
    ("Actually, build failures go to #build-cop now.", surface.change_told). The keys do not
    promise to find every such pair; the classifier still decides."""
    if topic_overlap(new, old):
        return True
    shared = len(new & old)
    if tells_change and shared >= 2:
        return True
    return (
        shared >= LOOSE_SHARED
        and len(old) - shared <= LOOSE_MISSING
        and shared / len(new | old) >= LOOSE_OVERLAP
    )


_NAME_RUN = re.compile(r"\b[A-Z][\w-]*(?:[ \t]+[A-Z][\w-]*)+")  # "WordPress VIP", "Priya Nair"


def close_but_for_names(new: str, old: str, mine: Set[str], theirs: Set[str]) -> bool:
    """Two statements `topic_overlap` pairs once each name of several words counts as one term:
    "The CMS runs on WordPress VIP." / "... on Arc XP." share two of six terms, and one name
    replaced by another is the change the classifier reads."""
    ours, others = _names_as_one(new, mine), _names_as_one(old, theirs)
    return (ours != mine or others != theirs) and topic_overlap(ours, others)


def _names_as_one(text: str, terms: Set[str]) -> Set[str]:
    out = set(terms)
    for run in _NAME_RUN.findall(text):
        parts = out & overlap_terms(run)
        if len(parts) >= 2:
            out = (out - parts) | {" ".join(sorted(parts))}
    return out


def worth_a_restatement(new: Set[str], old: Set[str]) -> bool:
    """A pair further apart than `worth_comparing`'s, read for a restatement only: three or more
    terms shared at the loose overlap, however many of the old one's are missing. A claim said
    in other words trades several terms ("pulled ... once a day" / "sync ... daily"); the
    classifier's one-change rules (a value replaced) are not safe that far apart, its
    restatement rules account for every word (surface.statements.restatement), so only those
    are read."""
    shared = len(new & old)
    return shared >= LOOSE_SHARED and shared / len(new | old) >= LOOSE_OVERLAP


def restated_with_values(new: str, old: str, mine: Set[str], theirs: Set[str]) -> bool:
    """`worth_a_restatement` with the values both state counted as shared terms: numbers,
    paths and names with digits are left out of the topic terms (an update changes them), so
    "The Airflow scheduler runs on MWAA in eu-west-1." / "Our Airflow is managed MWAA, region
    eu-west-1." shared two terms; a value both state is the best sign of one claim retold."""
    vn, vo = stated_values(new), stated_values(old)
    return bool(vn & vo) and worth_a_restatement(mine | vn, theirs | vo)


@lru_cache(maxsize=8192)
def stated_values(content: str) -> frozenset[str]:
    """The tokens of `content` that are values: with a digit, a path, a dotted name."""
    from surface.statement_values import is_value
    from surface.statements import facts

    return frozenset(t for t in facts(content).seq if is_value(t) or "/" in t or "." in t[1:-1])


def told_terms(content: str, longest: int, first: int) -> list[str]:
    """The terms a statement telling a change is searched for in full text: its `longest`
    topic terms (the likeliest to be rare) and the `first` in the order it says them (its
    subject, whatever their length: "fyi sessions are no longer in redis, we moved them to the
    postgres db backend after the eviction incident" names sessions and redis first)."""
    from surface.change_told import plainly
    from surface.statements import sequence, topic_terms

    plain = plainly(content)  # not "Heads up: ..."
    said: list[str] = []
    for t in sequence(plain):
        said += [p for p in topic_terms(t) if p not in said]
    chosen = [*_ordered_terms(plain)[:longest], *said[:first]]
    return list(dict.fromkeys(chosen))


def capped_topic_terms(content: str) -> frozenset[str]:
    return frozenset(_ordered_terms(content)[:_TERMS_COMPARED])


@lru_cache(maxsize=8192)
def overlap_terms(content: str) -> frozenset[str]:
    """The topic terms with inflections joined ("compressed", "compress"), for the overlap
    test on the candidates a key lookup found: a rewording in other word forms still meets
    its partner when they share a key. The keys themselves stay on the plain terms: a new
    key rule re-files every memory of a store on its next open, which took 110 s on a 100K
    store (docs/benchmarks.md, "The same words reworded")."""
    from surface.paraphrase import base

    return frozenset(base(t) for t in capped_topic_terms(content))


@lru_cache(maxsize=8192)
def _ordered_terms(content: str) -> tuple[str, ...]:
    # Imported here: a recall imports this module (the merge-keys stamp, linking) but never
    # needs the statement patterns (docs/benchmarks.md, "The CLI at 100K, session 9").
    from surface.statements import topic_terms

    # _global_order as two C-level sorts (a stable sort keeps ties in the first one's order)
    return tuple(sorted(sorted(topic_terms(content)), key=len, reverse=True))


def merge_keys(layer: str, content: str) -> list[str]:
    """The keys a memory is filed under and looks up: any two memories of one layer that
    `topic_overlap` pairs share at least one (prefix filtering, exact, no vectors needed).

    With a fixed global order on terms, two sets sharing k >= o terms have their first two
    common terms among the first n - o + 2 of each (the c-th common term has at most n - k
    others before it). Here o >= max(n - 3, ceil(0.4 n)), so a memory is filed under the term
    *pairs* of its first <= 5 terms (<= 10 keys): a pair is shared by far fewer memories than
    either of its terms. Sets so small that one shared term can pair them (o = 1) are filed
    under their single terms too. The order puts long words first: they tend to be rare.
    """
    return _pair_keys(layer, _keyed_terms(content)[:_TERMS_COMPARED])


def _pair_keys(layer: str, x: tuple[str, ...]) -> list[str]:
    if not x:
        return [_key(layer, "")]
    o = must_share(len(x))
    prefix = x[: len(x) - o + 2]
    keys = [_key(layer, f"{a} {b}") for n, a in enumerate(prefix) for b in prefix[n + 1 :]]
    if o == 1:
        keys += [_key(layer, t) for t in prefix]
    return keys


def lookup_keys(
    layer: str, content: str, keys: Sequence[str], tells_change: bool, plain: bool = False
) -> list[str]:
    """The keys a new statement looks its partners up under: its merge keys, and every pair of
    its first six terms too (eight for one that tells a change, surface.change_told), so an
    older statement sharing only short words with it ("Grafana", "ops", "VM"; "GraphQL" and
    "query" in "GraphQL queries nested deeper than 10 levels are rejected") is still found when
    that pair is among the keys it was filed under. The extra keys are never filed. `plain`:
    the store still holds memories filed under the keys of plain terms; look those up too."""
    n = CHANGE_TERMS if tells_change else LOOKUP_TERMS
    found = [*keys, *_first_pairs(layer, _keyed_terms(content)[:n])]
    if plain:
        found += [
            *plain_merge_keys(layer, content),
            *_first_pairs(layer, _ordered_terms(content)[:n]),
        ]
    return list(dict.fromkeys(found))


def plain_merge_keys(layer: str, content: str) -> list[str]:
    """The merge keys of version 4 (PLAIN_KEYS_VERSION): pairs of the terms as typed."""
    return _pair_keys(layer, _ordered_terms(content)[:_TERMS_COMPARED])


def _first_pairs(layer: str, x: tuple[str, ...]) -> list[str]:
    return [_key(layer, f"{a} {b}") for n, a in enumerate(x) for b in x[n + 1 :]]


def topic_lookup(
    layer: str, content: str, keys: Sequence[str], tells_change: bool
) -> Plan[list[str]]:
    """`lookup_keys`, with the keys of plain terms too while the store is being re-filed."""
    stamp = yield from queries.get_meta("merge_keys")
    return lookup_keys(layer, content, keys, tells_change, plain=stamp == PLAIN_KEYS_VERSION)


@lru_cache(maxsize=8192)
def _keyed_terms(content: str) -> tuple[str, ...]:
    """The topic terms a memory is filed under: with inflections joined, as `overlap_terms`
    compares them ("Push notification tokens are refreshed on every app launch." / "We refresh
    push tokens each time the app launches." share "refresh" and "launch"), in the global order
    on the joined forms."""
    from surface.paraphrase import base

    return tuple(sorted(sorted({base(t) for t in _ordered_terms(content)}), key=len, reverse=True))


@lru_cache(maxsize=16384)
def _key(layer: str, terms: str) -> str:
    """A short digest: the key index stays small and its comparisons cheap. Cached: the
    common term pairs of a project recur in write after write."""
    return blake2b(f"{layer}\x1f{terms}".encode(), digest_size=6).hexdigest()


def must_share(n: int) -> int:
    """The fewest topic terms a set of n shares with any partner `topic_overlap` accepts."""
    return max(n - MAX_TERMS_DIFFERING, math.ceil(MIN_TOPIC_OVERLAP * n - 1e-9), 1)


def file_keys(memory_id: int, layer: str, content: str, *, replace: bool = False) -> Plan[None]:
    """File a stored memory under its merge keys (replace=True after its text or layer changed)."""
    yield from linking.file_merge_keys(memory_id, merge_keys(layer, content), replace=replace)


def file_all_keys() -> Plan[int]:
    """File every memory of a store (one made before merge keys existed); idempotent."""
    yield from linking.clear_merge_keys()
    rows = yield from linking.memory_texts()
    yield from linking.file_merge_keys_many(
        (int(i), merge_keys(layer, text)) for i, layer, text in rows
    )
    yield from queries.set_meta("merge_keys", MERGE_KEYS_VERSION)
    yield from queries.set_meta("merge_keys_refiled", "")
    return len(rows)


def file_some_keys(limit: int | None = None) -> Plan[bool]:
    """Re-file the next `limit` memories of a store filed under the keys of plain terms (by id,
    after the last one re-filed); once none are left, stamp the store current. A store of
    100,000 memories re-filed whole on one opening stalled it for seconds (docs/benchmarks.md);
    a chunk per opening spreads that over the first few, and writes meanwhile look up both kinds
    of keys (`topic_lookup`). Returns whether the store is now current."""
    limit = REFILE_CHUNK if limit is None else limit
    mark = yield from queries.get_meta("merge_keys_refiled")
    rows = yield from linking.memory_texts_after(int(mark or 0), limit + 1)
    for i, layer, text in rows[:limit]:
        yield from linking.file_merge_keys(i, merge_keys(layer, text), replace=True)
    if len(rows) <= limit:
        yield from queries.set_meta("merge_keys", MERGE_KEYS_VERSION)
        yield from queries.set_meta("merge_keys_refiled", "")
        return True
    yield from queries.set_meta("merge_keys_refiled", str(rows[limit - 1][0]))
    return False


def _global_order(term: str) -> tuple[int, str]:
    return (-len(term), term)


_ONE_BLAS_THREAD = threading.Lock()
_BLAS: Any = None


def link_targets_in_background(*args: Any) -> list[list[tuple[int, float]]]:
    """link_targets with BLAS held to one thread: it runs beside the writes on a 2-core
    machine, and two BLAS threads fighting the write path for the cores made both slower.
    (threadpoolctl's limit is process-wide, hence the lock.)"""
    global _BLAS
    with _ONE_BLAS_THREAD:
        if _BLAS is None:  # finding the loaded BLAS libraries takes ms: once per process
            from threadpoolctl import ThreadpoolController  # a scikit-learn dependency

            _BLAS = ThreadpoolController()
        with _BLAS.limit(limits=1, user_api="blas"):
            return link_targets(*args)


LINK_CHUNK_ROWS = 32_768  # index rows per matrix product: bounds the (b, rows) score block


def link_targets(
    matrix: np.ndarray,
    ids: np.ndarray,
    batch_ids: Sequence[int],
    batch: np.ndarray,
    min_cos: float,
    top: int,
) -> list[list[tuple[int, float]]]:
    """For each queued memory, up to `top` (id, cosine) rows with cosine >= min_cos, best first,
    among memories stored *before* it (smaller id): the links a one-at-a-time write would make.

    A (b, rows) matrix product per chunk of the index; `matrix` rows and `batch` rows are unit
    vectors. Each chunk keeps its best `top` per memory, then the chunks' bests are merged.
    """
    if len(ids) == 0 or len(batch_ids) == 0:
        return [[] for _ in batch_ids]
    import numpy as np

    batch = np.ascontiguousarray(batch, np.float32)
    newest = np.asarray(batch_ids, np.int64)[:, None]
    best: list[list[tuple[int, float]]] = [[] for _ in batch_ids]
    for lo in range(0, len(ids), LINK_CHUNK_ROWS):
        chunk_ids = ids[lo : lo + LINK_CHUNK_ROWS]
        scores = batch @ matrix[lo : lo + LINK_CHUNK_ROWS].T  # (b, rows): rows contiguous
        rows, cols = np.nonzero((scores >= min_cos) & (chunk_ids[None, :] < newest))
        bounds = np.searchsorted(rows, np.arange(len(batch_ids) + 1))  # row-major: grouped
        for b in range(len(batch_ids)):
            found = cols[bounds[b] : bounds[b + 1]]
            if len(found):
                best[b] += _top(chunk_ids[found], scores[b, found], top)
    # Each chunk gave at most `top` per memory: a plain sort merges the chunks' bests.
    return [sorted(found, key=lambda p: (-p[1], p[0]))[:top] for found in best]


def _top(ids: np.ndarray, vals: np.ndarray, top: int) -> list[tuple[int, float]]:
    """The best `top` (id, value) pairs, best first, ties by smaller id."""
    import numpy as np

    if len(vals) > top:  # keep the best `top` (and any tied with the last) before sorting
        cut = np.partition(vals, len(vals) - top)[len(vals) - top]
        ids, vals = ids[vals >= cut], vals[vals >= cut]
    order = np.lexsort((ids, -vals))[:top]
    return list(zip(ids[order].tolist(), vals[order].tolist(), strict=True))
