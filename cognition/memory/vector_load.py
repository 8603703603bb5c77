"""A store's vectors, chunk by chunk: loaded into one float32 matrix (a process that searches
again and again keeps it), or searched as they stream past (a one-shot process, like a CLI
command, searches once: at 100K memories of dim 384 the matrix alone is 154 MB)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from layers import vector_rows
from layers.vector_rows import CHUNK
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
    model: str, dim: int, statuses: Sequence[str], qvec: Any, k: int, chunk: int = CHUNK
) -> Any:
    """Plan: VectorIndex.search(qvec, k) over the vectors `index_plan` would load, without
    holding them: each chunk's top k (ties by smaller id), merged. One chunk in memory."""
    best: list[tuple[int, float]] = []

    def sink(rows: list[tuple[int, bytes]]) -> None:
        nonlocal best
        best = _best_first(best + VectorIndex.from_rows(rows, dim, model).search(qvec, k), k)

    yield from vector_rows.vector_chunks(model, statuses, sink, chunk=chunk)
    return best


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


__all__ = ["index_plan", "link_plan", "search_plan"]
