"""Load a store's vector index straight into one float32 matrix, chunk by chunk."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from layers.vector_rows import CHUNK, vector_chunks
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
    yield from vector_chunks(model, statuses, fill, start=fill.reserve, chunk=chunk)
    index = VectorIndex(dim, model, fill.ids[: fill.n], fill.matrix[: fill.n])
    index.skipped = fill.skipped
    return index


__all__ = ["index_plan"]
