"""Who a new memory could merge with, and whom it links to: the write path's two searches.

A near-duplicate merge needs a cosine >= merge_cos in the same layer *and* `same_statement`:
the same numbers and >= 80% of the content words. The word rule gives an exact index without
a vector scan: every memory is filed under a few merge keys (`merge_keys`), and a merge
partner always shares one, so the cosine is computed for the few memories a key lookup names.

Linking to `related` neighbours needs every vector; a batch of queued memories is linked with
one matrix product instead of one scan each.
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from layers import linking
from layers.plan import Plan, q_all, q_exec
from layers.queries import set_meta
from surface.query import terms

MERGE_KEYS_VERSION = "1"  # bump when merge_keys changes: stores then re-file every memory
MIN_WORD_OVERLAP = 0.8  # Jaccard of content terms for a near-duplicate
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
_TERMS_COMPARED = 200


def numbers(text: str) -> set[str]:
    return set(_NUMBER.findall(text))


def same_statement(a: str, b: str) -> bool:
    """Vector similarity alone would merge "port 8080" into "port 9090": a near-duplicate
    merge also needs the same numbers and nearly the same content words."""
    if numbers(a) != numbers(b):
        return False
    ta, tb = set(terms(a, limit=_TERMS_COMPARED)), set(terms(b, limit=_TERMS_COMPARED))
    if not ta or not tb:
        return ta == tb
    return len(ta & tb) / len(ta | tb) >= MIN_WORD_OVERLAP


def merge_keys(layer: str, content: str) -> list[str]:
    """The keys a memory is filed under for merge lookups: any two memories `same_statement`
    accepts in one layer share at least one (prefix filtering, exact, no vectors needed).

    A key is (layer and the numbers, which must be equal) + one term of the memory's prefix:
    its first n - ceil(0.8 n) + 1 terms in one fixed global order. Two term sets with Jaccard
    >= 0.8 always share a term between their prefixes (Chaudhuri et al. 2006, Bayardo et al.
    2007). The order puts numbers and long words first: they are the rare ones, so a lookup
    meets few memories.
    """
    group = "\x1f".join([layer, *sorted(numbers(content))])
    sig = hashlib.blake2b(group.encode(), digest_size=8).hexdigest()
    x = terms(content, limit=_TERMS_COMPARED)
    if not x:
        return [sig + ":"]
    prefix = len(x) - math.ceil(MIN_WORD_OVERLAP * len(x) - 1e-9) + 1
    return [f"{sig}:{t}" for t in sorted(x, key=_global_order)[:prefix]]


def file_keys(memory_id: int, layer: str, content: str, *, replace: bool = False) -> Plan[None]:
    """File a stored memory under its merge keys (replace=True after its text or layer changed)."""
    yield from linking.file_merge_keys(memory_id, merge_keys(layer, content), replace=replace)


def file_all_keys() -> Plan[int]:
    """File every memory of a store (one made before merge keys existed); idempotent."""
    yield q_exec("DELETE FROM merge_key")
    rows = yield q_all("SELECT id, layer, content FROM memory")
    yield from linking.file_merge_keys_many((int(i), merge_keys(layer, text)) for i, layer, text in rows)
    yield from set_meta("merge_keys", MERGE_KEYS_VERSION)
    return len(rows)


def _global_order(term: str) -> tuple[bool, int, str]:
    return (not term.isdigit(), -len(term), term)


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


def link_targets(matrix: np.ndarray, ids: np.ndarray, batch_ids: Sequence[int],
                 batch: np.ndarray, min_cos: float, top: int) -> list[list[tuple[int, float]]]:
    """For each queued memory, up to `top` (id, cosine) rows with cosine >= min_cos, best first,
    among memories stored *before* it (smaller id): the links a one-at-a-time write would make.

    A (b, rows) matrix product per chunk of the index; `matrix` rows and `batch` rows are unit
    vectors. Each chunk keeps its best `top` per memory, then the chunks' bests are merged.
    """
    if len(ids) == 0 or len(batch_ids) == 0:
        return [[] for _ in batch_ids]
    batch = np.ascontiguousarray(batch, np.float32)
    newest = np.asarray(batch_ids, np.int64)[:, None]
    best: list[list[tuple[int, float]]] = [[] for _ in batch_ids]
    for lo in range(0, len(ids), LINK_CHUNK_ROWS):
        chunk_ids = ids[lo:lo + LINK_CHUNK_ROWS]
        scores = batch @ matrix[lo:lo + LINK_CHUNK_ROWS].T  # (b, rows): rows contiguous
        rows, cols = np.nonzero((scores >= min_cos) & (chunk_ids[None, :] < newest))
        bounds = np.searchsorted(rows, np.arange(len(batch_ids) + 1))  # row-major: grouped
        for b in range(len(batch_ids)):
            found = cols[bounds[b]:bounds[b + 1]]
            if len(found):
                best[b] += _top(chunk_ids[found], scores[b, found], top)
    # Each chunk gave at most `top` per memory: a plain sort merges the chunks' bests.
    return [sorted(found, key=lambda p: (-p[1], p[0]))[:top] for found in best]


def _top(ids: np.ndarray, vals: np.ndarray, top: int) -> list[tuple[int, float]]:
    """The best `top` (id, value) pairs, best first, ties by smaller id."""
    if len(vals) > top:  # keep the best `top` (and any tied with the last) before sorting
        cut = np.partition(vals, len(vals) - top)[len(vals) - top]
        ids, vals = ids[vals >= cut], vals[vals >= cut]
    order = np.lexsort((ids, -vals))[:top]
    return list(zip(ids[order].tolist(), vals[order].tolist(), strict=True))
