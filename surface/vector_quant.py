"""Vectors as int8 codes with one scale per row, and the rows an exact search could return.

A one-shot search scores every row on codes (a quarter of the float32 bytes) and keeps only
the rows whose exact cosine *could* reach the top k, given a proven bound on the code's error;
the caller then scores those exactly (VectorIndex.search on their float32 rows). The result is
the exact search's, not an approximation of it: a row left out is provably below k others.
"""

from __future__ import annotations

import numpy as np

# Row i is scale[i] * codes[i] with |x_j - scale * code_j| <= scale / 2 (rounding to nearest).
# For a unit query q, |x.q - scale * (codes.q)| <= scale / 2 * |q|_1, plus float32 rounding of
# both dot products (each <= 384 * 2^-24 * 127 * scale * |q|_1, ~0.003 * scale * |q|_1 at dim
# 384, more at a larger dim: see _slack). ERROR_PER_SCALE bounds the sum with a margin.
CODE_MAX = 127
ROUNDING = 0.5


def _slack(dim: int) -> float:
    """Float32 rounding of two dot products of `dim` terms, per scale * |q|_1, doubled."""
    gamma = dim * 2.0**-24 / (1 - dim * 2.0**-24)
    return 4 * gamma * CODE_MAX + 1e-3


def quantize(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """int8 codes (n, dim) and float32 scales (n,) of float32 rows. A row that is not finite
    (or one too large for the bound) gets scale inf (its codes 0): it is always a candidate, and the exact search sinks it."""
    m = np.asarray(matrix, np.float32)
    with np.errstate(invalid="ignore", over="ignore"):
        peak = np.abs(m).max(axis=1) if m.shape[1] else np.zeros(len(m), np.float32)
    # Huge values would overflow the exact float32 product, outside the bound's model.
    finite = np.isfinite(peak) & (peak < 1e30)
    scales = np.where(finite, peak / CODE_MAX, np.inf).astype(np.float32)
    safe = np.where(finite & (scales > 0), scales, 1.0).astype(np.float32)
    # In place: a one-shot scan quantizes each chunk as it passes, and holds one copy of it.
    work = np.where(finite[:, None], m, np.float32(0.0))
    with np.errstate(invalid="ignore", over="ignore"):
        np.divide(work, safe[:, None], out=work)
    np.rint(work, out=work)
    np.clip(work, -CODE_MAX, CODE_MAX, out=work)
    return work.astype(np.int8), scales


def unit_query(qvec: np.ndarray) -> np.ndarray | None:
    """The query as VectorIndex.search scores it (float32, divided by its norm); None where
    search returns nothing (a zero or non-finite query)."""
    q = np.asarray(qvec, np.float32).reshape(-1)
    norm = float(np.linalg.norm(q))
    if norm == 0.0 or not np.isfinite(norm):
        return None
    return q / norm


def score_bounds(
    codes: np.ndarray, scales: np.ndarray, q: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(low, high) float64 bounds on each row's exact float32 cosine with the unit query q."""
    dim = codes.shape[1]
    # einsum, not a BLAS product: one query is a memory-bound gemv (see VectorIndex.search).
    approx = np.einsum("ij,j->i", codes.astype(np.float32), q).astype(np.float64)
    s = scales.astype(np.float64)
    with np.errstate(invalid="ignore"):  # 0 * inf: a row that is not finite, set apart below
        approx *= s
        err = s * (ROUNDING + _slack(dim)) * float(np.abs(q.astype(np.float64)).sum()) + 1e-12
        low = np.where(np.isfinite(s), approx - err, -np.inf)
        high = np.where(np.isfinite(s), approx + err, np.inf)
    return low, high


class Candidates:
    """Gathers the rows that may reach the top k, one block of codes at a time."""

    def __init__(self, k: int) -> None:
        self.k = k
        self._low: list[np.ndarray] = []
        self._high: list[np.ndarray] = []
        self._ids: list[np.ndarray] = []

    def add(self, ids: np.ndarray, codes: np.ndarray, scales: np.ndarray, q: np.ndarray) -> None:
        low, high = score_bounds(codes, scales, q)
        # Within a block, only rows above the block's own k-th low bound can be in the top k
        # overall (k rows of this block already score at least that much).
        if len(low) > self.k:
            floor = np.partition(low, -self.k)[-self.k]
            keep = high >= floor
            ids, low, high = ids[keep], low[keep], high[keep]
        self._ids.append(np.asarray(ids, np.int64))
        self._low.append(low)
        self._high.append(high)

    def ids(self) -> np.ndarray:
        """Ids of every row whose exact score may be among the top k (ties included)."""
        if not self._ids:
            return np.empty(0, np.int64)
        ids = np.concatenate(self._ids)
        low, high = np.concatenate(self._low), np.concatenate(self._high)
        if len(low) <= self.k:
            return np.sort(ids)
        floor = np.partition(low, -self.k)[-self.k]
        return np.sort(ids[high >= floor])


__all__ = ["Candidates", "quantize", "score_bounds", "unit_query"]
