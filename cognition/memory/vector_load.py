"""A store's vectors, chunk by chunk: loaded into one float32 matrix (a process that searches
again and again keeps it), or searched as they stream past (a one-shot process, like a CLI
command, searches once: at 100K memories of dim 384 the matrix alone is 154 MB)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from cognition.memory import vector_file
from layers import vector_rows
from layers.records import STATUSES
from layers.vector_rows import CHUNK
from surface import vector_quant
from surface.dedup import link_targets_in_background
from surface.vectors import VectorIndex


class _Fill:
    """Receives chunks of (id, blob) rows and copies them into growing arrays."""

    def __init__(self, dim: int, expected: int = 0) -> None:
        self.dim, self.n, self.skipped = dim, 0, 0
        self.ids = np.empty(expected, np.int64)
        self.matrix = np.empty((expected, dim), np.float32)

    def reserve(self, bound: int) -> None:
        # np.empty only reserves address space: rows never written (ids the bound counted
        # but no vector has) cost no memory.
        if bound > len(self.ids):
            self._grow(bound)

    def _grow(self, need: int) -> None:
        cap = max(need, len(self.ids) + len(self.ids) // 4)
        ids = np.empty(cap, np.int64)
        matrix = np.empty((cap, self.dim), np.float32)
        ids[: self.n], matrix[: self.n] = self.ids[: self.n], self.matrix[: self.n]
        self.ids, self.matrix = ids, matrix

    def __call__(self, rows: list[tuple[int, bytes]]) -> None:
        size = 4 * self.dim
        if any(len(r[1]) != size for r in rows):  # another model's size: left out, not a failure
            kept = [r for r in rows if len(r[1]) == size]
            self.skipped += len(rows) - len(kept)
            rows = kept
        if self.n + len(rows) > len(self.ids):
            self._grow(self.n + len(rows))
        end = self.n + len(rows)
        self.ids[self.n : end] = [r[0] for r in rows]
        self.matrix[self.n : end] = np.frombuffer(b"".join(r[1] for r in rows), "<f4").reshape(
            -1, self.dim
        )
        self.n = end


def index_plan(model: str, dim: int, statuses: Sequence[str], chunk: int = CHUNK) -> Any:
    """Plan: the VectorIndex of `model`'s vectors for memories in `statuses` (one matrix copy)."""
    fill = _Fill(dim)
    yield from vector_rows.vector_chunks(model, statuses, fill, start=fill.reserve, chunk=chunk)
    index = VectorIndex(dim, model, fill.ids[: fill.n], fill.matrix[: fill.n])
    index.skipped = fill.skipped
    return index


def _best_first(pairs: list[tuple[int, float]], k: int) -> list[tuple[int, float]]:
    return sorted(pairs, key=lambda p: (-p[1], p[0]))[:k]


def search_plan(
    model: str,
    dim: int,
    statuses: Sequence[str],
    qvec: Any,
    k: int,
    chunk: int = CHUNK,
    also: Callable[[VectorIndex], None] | None = None,
) -> Any:
    """Plan: VectorIndex.search(qvec, k) over the vectors `index_plan` would load, without
    holding them: each chunk's top k (ties by smaller id), merged. One chunk in memory;
    `also` sees each chunk too."""
    best: list[tuple[int, float]] = []

    def sink(rows: list[tuple[int, bytes]]) -> None:
        nonlocal best
        part = VectorIndex.from_rows(rows, dim, model)
        best = _best_first(best + part.search(qvec, k), k)
        if also is not None:
            also(part)

    yield from vector_rows.vector_chunks(model, statuses, sink, chunk=chunk)
    return best


# Rows changed since the file's stamp are read from SQL; past REWRITE_AFTER of them the reader
# also writes the file anew (from the old file's codes and the changed rows: no scan), past
# MAX_CHANGED it scans instead. A `remember; recall` loop so reads a few rows per recall.
REWRITE_AFTER = 256
MAX_CHANGED = 4096
# More candidates than this (many rows within the code's error of the k-th score, e.g. copies
# of one vector) and the exact scan is cheaper than fetching each row by id.
MAX_CANDIDATES = 20_000


def cached_search_plan(
    path: Path | None,
    model: str,
    dim: int,
    statuses: Sequence[str],
    qvec: Any,
    k: int,
    chunk: int = CHUNK,
) -> Any:
    """Plan: exactly search_plan's answer, from the vector file at `path` when it is valid
    (codes choose the candidates, SQLite's float32 rows score them), else from the scan, which
    then writes the file. `path` None, or a status filter, and it is search_plan alone."""
    q = None if qvec is None else vector_quant.unit_query(qvec)
    if path is None or not set(statuses) >= set(STATUSES) or q is None or k <= 0 or dim <= 0:
        return (yield from search_plan(model, dim, statuses, qvec, k, chunk))
    head = yield from vector_rows.vector_log_head()  # first: the rows read after are as new
    found = vector_file.open_file(path, model, dim)
    if found is not None:
        try:
            hits = yield from _from_file(path, found, head, qvec, k)
        finally:
            found.close()
        if hits is not None:
            return hits
    writer = vector_file.FileWriter.start(path, model, dim)

    def also(part: VectorIndex) -> None:
        if writer is not None:
            writer.add(part.ids, *vector_quant.quantize(part.matrix))

    try:
        hits = yield from search_plan(model, dim, statuses, qvec, k, chunk, also)
    except BaseException:
        if writer is not None:
            writer.abort()
        raise
    if writer is not None:
        writer.commit(*head)
    return hits


def _from_file(
    path: Path, found: vector_file.VectorFile, head: tuple[int, int], qvec: Any, k: int
) -> Any:
    """Plan: the exact top k through the file; None when the file cannot be used."""
    model, dim = found.model, found.dim
    q = vector_quant.unit_query(qvec)
    assert q is not None  # checked by the caller
    changed = yield from vector_rows.vector_changes_since(found.seq, found.tag)
    if changed is None or len(changed) > MAX_CHANGED:
        return None
    fresh = yield from vector_rows.vectors_of(model, changed)
    stale = np.asarray(changed, np.int64)
    writer = (
        vector_file.FileWriter.start(path, model, dim) if len(changed) > REWRITE_AFTER else None
    )
    try:
        return (yield from _through(found, head, qvec, q, k, stale, fresh, writer))
    except BaseException:  # a failed read: no temporary file left behind
        if writer is not None:
            writer.abort()
        raise


def _through(
    found: vector_file.VectorFile,
    head: tuple[int, int],
    qvec: Any,
    q: np.ndarray,
    k: int,
    stale: np.ndarray,
    fresh: list[tuple[int, bytes]],
    writer: vector_file.FileWriter | None,
) -> Any:
    """Plan: _from_file's search once the changed rows are known; `writer` (if any) gets the
    file's rows that are still current and the changed ones, and is committed at the end."""
    model, dim = found.model, found.dim
    n = len(found.ids)
    dots = np.empty(n, np.float32)
    # Only the query's nonzero dimensions are read and summed (a writer needs every column).
    columns = None if writer is not None else np.flatnonzero(q)
    wanted = q if columns is None else q[columns]
    buf = vector_quant.column_buffer(len(wanted), min(n, found.block))
    # Rows changed since the file: their file rows are out of date, SQL's are searched instead.
    keep = ~np.isin(found.ids, stale) if len(stale) else None
    try:
        at = 0
        for ids, codes, scales in found.blocks(columns):
            dots[at : at + len(ids)] = vector_quant.column_dots(codes, wanted, buf)
            if writer is not None:
                mine = slice(None) if keep is None else keep[at : at + len(ids)]
                writer.add(ids[mine], codes.T[mine], scales[mine])
            at += len(ids)
    except OSError:
        if writer is not None:
            writer.abort()
        return None
    low, high = vector_quant.bounds(dots, found.scales, q, dim)
    if keep is not None:
        low[~keep], high[~keep] = -np.inf, -np.inf
    chosen = found.ids[vector_quant.candidates(low, high, k) & (high > -np.inf)]
    if len(chosen) > MAX_CANDIDATES:
        if writer is not None:
            writer.abort()
        return None
    exact = yield from vector_rows.vectors_of(model, chosen.tolist())
    rows = sorted(exact + fresh, key=lambda r: r[0])
    index = VectorIndex.from_rows(rows, dim, model)
    if writer is not None:
        writer.add(index.ids[np.isin(index.ids, stale)], *_codes_of(index, stale))
        writer.commit(*head)
    return index.search(qvec, k)  # the query as given: search normalises it as search_plan's


def _codes_of(index: VectorIndex, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return vector_quant.quantize(index.matrix[np.isin(index.ids, ids)])


def link_plan(
    model: str,
    dim: int,
    statuses: Sequence[str],
    batch_ids: Sequence[int],
    batch: np.ndarray,
    min_cos: float,
    top: int,
    chunk: int = CHUNK,
) -> Any:
    """Plan: surface.dedup.link_targets over the vectors `index_plan` would load, chunk by
    chunk (for a few new memories: one scan, one chunk in memory)."""
    best: list[list[tuple[int, float]]] = [[] for _ in batch_ids]

    def sink(rows: list[tuple[int, bytes]]) -> None:
        part = VectorIndex.from_rows(rows, dim, model)
        # One BLAS thread: idle BLAS threads spin, and (few, chunk) products gain nothing.
        found = link_targets_in_background(part.matrix, part.ids, batch_ids, batch, min_cos, top)
        for mine, more in zip(best, found, strict=True):
            mine[:] = _best_first(mine + more, top)

    yield from vector_rows.vector_chunks(model, statuses, sink, chunk=chunk)
    return best


__all__ = ["cached_search_plan", "index_plan", "link_plan", "search_plan"]
