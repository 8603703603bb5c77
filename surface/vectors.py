"""Brute-force cosine search over one embedder's vectors, held in memory as a float32 matrix.

No SQL here: the data layer hands over (id, blob) rows. Brute force is enough to ~100K
memories (one sgemv plus an argpartition), and SQLite here cannot load sqlite-vec anyway.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from layers.errors import InvalidInput


class VectorIndex:
    """Ids (int64) and unit rows (float32, (n, dim)) of one embedder; dot product = cosine."""

    def __init__(
        self,
        dim: int,
        model: str = "",
        ids: np.ndarray | None = None,
        matrix: np.ndarray | None = None,
    ) -> None:
        self.dim, self.model = int(dim), model
        ids = np.empty(0, np.int64) if ids is None else np.asarray(ids, np.int64)
        matrix = (
            np.empty((0, self.dim), np.float32)
            if matrix is None
            else np.ascontiguousarray(matrix, np.float32)
        )
        if matrix.shape != (len(ids), self.dim):
            raise InvalidInput(
                f"matrix shape {matrix.shape} does not fit {len(ids)} ids of dim {self.dim}"
            )
        self._set(ids, matrix)
        self.skipped = 0  # rows from_rows dropped for a wrong blob size

    # Rows live in buffers with spare capacity, so adding one memory is O(dim), not a copy of
    # the whole matrix (that copy made writes 20x slower at 10K memories).
    def _set(self, ids: np.ndarray, matrix: np.ndarray) -> None:
        self._pos: dict[int, int] | None = None  # id -> row, built on first use
        self._n = len(ids)
        self._ids = ids.copy()
        self._buf = matrix if matrix.flags.writeable else matrix.copy()

    @property
    def ids(self) -> np.ndarray:
        return self._ids[: self._n]

    @property
    def matrix(self) -> np.ndarray:
        return self._buf[: self._n]

    def _reserve(self, extra: int) -> None:
        need = self._n + extra
        if need <= len(self._ids):
            return
        cap = max(need, 2 * len(self._ids), 64)
        buf = np.empty((cap, self.dim), np.float32)
        buf[: self._n] = self._buf[: self._n]
        ids = np.empty(cap, np.int64)
        ids[: self._n] = self._ids[: self._n]
        self._buf, self._ids = buf, ids

    @classmethod
    def from_rows(cls, rows: Sequence[tuple[int, bytes]], dim: int, model: str = "") -> VectorIndex:
        """Build from DB rows in one copy; blobs are trusted to be unit rows already."""
        size = 4 * dim
        good = rows
        if sum(len(b) for _, b in rows) != size * len(rows):
            # A blob of another size belongs to another model: leave it out, do not fail.
            good = [r for r in rows if len(r[1]) == size]
        ids = np.fromiter((i for i, _ in good), dtype=np.int64, count=len(good))
        buf = b"".join(b for _, b in good)
        matrix = np.frombuffer(buf, dtype="<f4").reshape(len(good), dim)
        index = cls(dim, model, ids, matrix.astype(np.float32, copy=False))
        index.skipped = len(rows) - len(good)
        return index

    def __len__(self) -> int:
        return len(self.ids)

    def __contains__(self, memory_id: object) -> bool:
        return bool(np.any(self.ids == memory_id))

    def _positions(self) -> dict[int, int]:
        """id -> row, built once and then kept up to date by add (remove rebuilds)."""
        if self._pos is None:
            self._pos = {int(i): k for k, i in enumerate(self.ids.tolist())}
        return self._pos

    def add(self, ids: Sequence[int] | np.ndarray, vecs: np.ndarray) -> None:
        """Insert or replace rows (normalised here); a repeated id keeps its last vector."""
        ids = np.asarray(ids, np.int64).reshape(-1)
        vecs = np.asarray(vecs, np.float32).reshape(len(ids), self.dim)
        if len(ids) == 0:
            return
        if len(ids) == 1 and int(ids[0]) not in self._positions():
            self._append_one(int(ids[0]), vecs[0])  # every write: skip the batch machinery
            return
        if len(ids) > 1:  # last occurrence wins, like a sequence of upserts
            _, last = np.unique(ids[::-1], return_index=True)
            keep = np.sort(len(ids) - 1 - last)
            ids, vecs = ids[keep], vecs[keep]
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        vecs = np.divide(vecs, norms, out=np.zeros_like(vecs), where=norms > 0)
        # A dict lookup, not np.isin over every row: this runs on every write.
        pos = self._positions()
        present = [i for i in ids.tolist() if i in pos]
        if present:  # replacements are rare (re-embedding): rebuild without them
            self.remove(present)
            pos = self._positions()
        self._reserve(len(ids))
        self._buf[self._n : self._n + len(ids)] = vecs
        self._ids[self._n : self._n + len(ids)] = ids
        pos.update((int(i), self._n + k) for k, i in enumerate(ids.tolist()))
        self._n += len(ids)

    def _append_one(self, memory_id: int, vec: np.ndarray) -> None:
        norm = float(np.sqrt(vec @ vec))
        self._reserve(1)
        self._buf[self._n] = vec / norm if norm > 0 else 0.0
        self._ids[self._n] = memory_id
        self._positions()[memory_id] = self._n
        self._n += 1

    def remove(self, ids: Sequence[int] | np.ndarray) -> None:
        stay = ~np.isin(self.ids, np.asarray(ids, np.int64).reshape(-1))
        if not stay.all():
            self._set(self.ids[stay], np.ascontiguousarray(self.matrix[stay]))

    def _allowed_rows(self, allowed: np.ndarray | None) -> np.ndarray | None:
        """A bool mask over rows passes through; an int array names the allowed ids."""
        if allowed is None:
            return None
        allowed = np.asarray(allowed)
        if allowed.dtype == np.bool_:
            if allowed.shape != self.ids.shape:
                raise InvalidInput(
                    f"allowed mask has {allowed.size} entries for {len(self.ids)} rows"
                )
            return allowed
        return np.isin(self.ids, allowed.astype(np.int64, copy=False))

    def search(
        self, qvec: np.ndarray, k: int, allowed: np.ndarray | None = None
    ) -> list[tuple[int, float]]:
        """Top k (id, cosine), best first, ties by smaller id; [] for an empty or zero query."""
        q = np.asarray(qvec, np.float32).reshape(-1)
        if q.shape[0] != self.dim:
            raise InvalidInput(f"query has dim {q.shape[0]}, index {self.model!r} has {self.dim}")
        norm = float(np.linalg.norm(q))
        if k <= 0 or len(self.ids) == 0 or norm == 0.0 or not np.isfinite(norm):
            return []
        # einsum runs numpy's own single-threaded loop: for one query (a memory-bound gemv)
        # multi-threaded BLAS gains nothing and, on a loaded 2-core machine, lost 5x to
        # thread contention (benchmarks/bench_recall.py).
        scores = np.einsum("ij,j->i", self.matrix, q / norm)
        mask = self._allowed_rows(allowed)
        if mask is not None:
            k = min(k, int(mask.sum()))
            if k == 0:
                return []
            scores = np.where(mask, scores, -np.inf)
        k = min(k, len(scores))
        if k < len(scores):
            top = np.argpartition(scores, -k)[-k:]
            if np.isnan(scores[top]).any():
                # argpartition ranks NaN (a corrupt row) above everything: sink it instead.
                scores = np.where(np.isnan(scores), -np.inf, scores)
                top = np.argpartition(scores, -k)[-k:]
            # Take every row tied with the k-th score so the tie-break by id is exact.
            top = np.flatnonzero((scores >= scores[top].min()) & (scores > -np.inf))
        else:
            top = np.flatnonzero(scores > -np.inf)
        order = np.lexsort((self.ids[top], -scores[top]))[:k]
        best = top[order]
        return list(zip(self.ids[best].tolist(), scores[best].astype(float).tolist(), strict=True))

    def neighbours(
        self, vec: np.ndarray, k: int, min_cos: float, exclude: int | None = None
    ) -> list[tuple[int, float]]:
        """Up to k rows with cosine >= min_cos; exclude skips the row itself."""
        allowed = None if exclude is None else self.ids != exclude
        return [(i, s) for i, s in self.search(vec, k, allowed) if s >= min_cos]

    def __repr__(self) -> str:
        return f"VectorIndex(model={self.model!r}, dim={self.dim}, n={len(self)})"
