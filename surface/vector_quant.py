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


def code_dots(codes: np.ndarray, q: np.ndarray, buf: np.ndarray | None = None) -> np.ndarray:
    """codes . q per row (float32), converting the codes to float32 in `buf`'s rows at a time
    (small enough to stay in cache: 1024 rows cost a third less than 4096 here)."""
    n, dim = codes.shape
    if buf is None:
        buf = np.empty((min(n, BLOCK_ROWS), dim), np.float32)
    out = np.empty(n, np.float32)
    for start in range(0, n, len(buf)):
        part = codes[start : start + len(buf)]
        work = buf[: len(part)]
        np.copyto(work, part, casting="unsafe")
        # einsum, not a BLAS product: one query is a memory-bound gemv (see VectorIndex.search).
        out[start : start + len(part)] = np.einsum("ij,j->i", work, q)
    return out


BLOCK_ROWS = 1024


def column_dots(codes: np.ndarray, q: np.ndarray, buf: np.ndarray | None = None) -> np.ndarray:
    """code_dots from the codes' columns: codes (m, n) holds the m dimensions of n rows
    where the query is not zero, q (m,) the query's values there (the others add nothing to
    a row's dot product, and the bound's rounding term, taken over every dimension, covers
    the fewer terms summed). Converted to float32 in `buf` (column_buffer) part by part."""
    m, n = codes.shape
    if buf is None or buf.shape[0] < m:
        buf = column_buffer(m, n)
    width = buf.shape[1]
    out = np.empty(n, np.float32)
    for start in range(0, n, width):
        part = codes[:, start : start + width]
        work = buf[:m, : part.shape[1]]
        np.copyto(work, part, casting="unsafe")
        # einsum, not a BLAS product: numpy's own loop, one thread (see VectorIndex.search).
        np.einsum("i,ij->j", q, work, out=out[start : start + part.shape[1]])
    return out


# float32 cells converted at a time by column_dots (2 MB: stays in cache)
BUFFER_CELLS = 1 << 19


def column_buffer(m: int, n: int) -> np.ndarray:
    """column_dots' buffer for m dimensions of up to n rows: wider for fewer dimensions."""
    return np.empty((m, max(1, min(n, max(256, BUFFER_CELLS // max(m, 1))))), np.float32)


def bounds(
    dots: np.ndarray, scales: np.ndarray, q: np.ndarray, dim: int
) -> tuple[np.ndarray, np.ndarray]:
    """(low, high) bounds on each row's exact float32 cosine with the unit query q, from its
    code_dots and scale. Float32: its own rounding is well inside _slack's margin."""
    l1 = np.float32(np.abs(q.astype(np.float64)).sum() * (ROUNDING + _slack(dim)))
    with np.errstate(invalid="ignore", over="ignore"):  # inf * 0: a row set apart below
        approx = dots * scales
        err = scales * l1 + np.float32(1e-12)
    finite = np.isfinite(scales)
    low = np.where(finite, approx - err, np.float32(-np.inf))
    high = np.where(finite, approx + err, np.float32(np.inf))
    return low, high


def score_bounds(
    codes: np.ndarray, scales: np.ndarray, q: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(low, high) bounds on each row's exact float32 cosine with the unit query q."""
    return bounds(code_dots(codes, q), scales, q, codes.shape[1])


def candidates(low: np.ndarray, high: np.ndarray, k: int) -> np.ndarray:
    """Mask of the rows whose exact score may be among the top k (ties included): a row whose
    high bound is below the k-th best low bound scores below k other rows."""
    if len(low) <= k:
        return np.ones(len(low), np.bool_)
    floor = np.partition(low, -k)[-k]
    return np.asarray(high >= floor, np.bool_)


__all__ = [
    "bounds",
    "candidates",
    "code_dots",
    "column_buffer",
    "column_dots",
    "quantize",
    "score_bounds",
    "unit_query",
]
