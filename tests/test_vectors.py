"""VectorIndex: exact top-k against a naive loop, masks, upserts, removal, blob round trips."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from layers.errors import InvalidInput
from surface.embedders import HashEmbedder, to_blob
from surface.vectors import VectorIndex


def unit_rows(rng, n, dim):
    m = rng.standard_normal((n, dim)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def naive(ids, matrix, q, k, allowed=None):
    q = q / np.linalg.norm(q)
    scored = [
        (int(i), float(np.dot(row.astype(np.float64), q)))
        for i, row in zip(ids, matrix, strict=True)
        if allowed is None or int(i) in allowed
    ]
    return sorted(scored, key=lambda t: (-t[1], t[0]))[:k]


def assert_same(got, want):
    assert len(got) == len(want)
    np.testing.assert_allclose([s for _, s in got], [s for _, s in want], atol=1e-5)
    want_score = dict(want)
    for i, s in got:  # ids may swap only within float noise of each other
        assert i in want_score or abs(s - want[-1][1]) < 1e-5


def make_index(n=500, dim=32, seed=0):
    rng = np.random.default_rng(seed)
    ids = rng.permutation(10 * n)[:n].astype(np.int64) + 1
    m = unit_rows(rng, n, dim)
    idx = VectorIndex(dim, "test")
    idx.add(ids, m)
    return idx, ids, m, rng


def test_search_matches_naive_loop():
    idx, ids, m, rng = make_index()
    for _ in range(20):
        q = rng.standard_normal(32).astype(np.float32)
        assert_same(idx.search(q, 10), naive(ids, m, q, 10))
    got = idx.search(m[7], 1)
    assert got[0][0] == ids[7] and got[0][1] == pytest.approx(1.0, abs=1e-5)


def test_scores_sorted_and_k_bounds():
    idx, ids, m, rng = make_index(n=20)
    q = rng.standard_normal(32)
    res = idx.search(q, 100)
    assert len(res) == 20
    assert [s for _, s in res] == sorted((s for _, s in res), reverse=True)
    assert idx.search(q, 0) == []
    assert VectorIndex(32).search(q, 5) == []
    assert idx.search(np.zeros(32), 5) == []
    with pytest.raises(InvalidInput):
        idx.search(np.ones(8), 5)


def test_allowed_as_ids_and_as_mask():
    idx, ids, m, rng = make_index()
    q = rng.standard_normal(32).astype(np.float32)
    allowed_ids = rng.choice(ids, 50, replace=False)
    want = naive(ids, m, q, 10, set(allowed_ids.tolist()))
    assert_same(idx.search(q, 10, allowed=allowed_ids), want)
    mask = np.isin(idx.ids, allowed_ids)
    assert_same(idx.search(q, 10, allowed=mask), want)
    assert {i for i, _ in idx.search(q, 100, allowed=allowed_ids[:3])} == set(allowed_ids[:3])
    assert idx.search(q, 5, allowed=np.array([], np.int64)) == []
    with pytest.raises(InvalidInput):
        idx.search(q, 5, allowed=np.ones(3, bool))


def test_remove_and_upsert():
    idx, ids, m, rng = make_index(n=50)
    gone = ids[:10]
    idx.remove(gone)
    assert len(idx) == 40 and not any(g in idx for g in gone)
    assert all(i not in set(gone.tolist()) for i, _ in idx.search(m[0], 50))
    idx.remove([999_999])  # unknown id: no-op
    assert len(idx) == 40
    # Upsert: re-adding an id replaces its vector instead of duplicating it.
    idx.add([ids[20]], 3 * m[0][None, :])
    assert len(idx) == 40
    top_id, top_score = idx.search(m[0], 1)[0]
    assert top_id == ids[20] and top_score == pytest.approx(1.0, abs=1e-5)
    idx.add([7, 7], np.stack([m[1], m[2]]))  # the last of repeated ids wins
    assert len(idx) == 41 and idx.search(m[2], 1)[0][0] == 7


def test_ties_break_by_smaller_id():
    v = np.array([1.0, 0.0], np.float32)
    idx = VectorIndex(2)
    idx.add([5, 3, 9, 1], np.stack([v, v, v, np.array([0.0, 1.0], np.float32)]))
    assert [i for i, _ in idx.search(v, 2)] == [3, 5]


def test_neighbours_threshold_and_exclude():
    idx, ids, m, rng = make_index(n=100)
    res = idx.neighbours(m[3], 10, 0.5)
    assert res[0][0] == ids[3] and all(s >= 0.5 for _, s in res)
    assert all(i != ids[3] for i, _ in idx.neighbours(m[3], 10, -1.0, exclude=int(ids[3])))


def test_nan_row_never_ranks_first():
    idx = VectorIndex(2)
    idx.add([1, 2, 3], np.array([[1, 0], [0, 1], [1, 1]], np.float32))
    idx.matrix[1] = np.nan  # a corrupt row, written in place
    assert [i for i, _ in idx.search(np.array([1.0, 0.0]), 2)] == [1, 3]


def test_from_rows_round_trip_and_bad_blobs():
    emb = HashEmbedder(64)
    texts = ["alpha beta", "gamma delta", "", "épsilon ζ 🎉"]
    vecs = emb.embed(texts)
    rows = [(i + 1, to_blob(v)) for i, v in enumerate(vecs)]
    idx = VectorIndex.from_rows(rows, 64, emb.id)
    assert idx.model == emb.id and idx.ids.tolist() == [1, 2, 3, 4]
    assert idx.matrix.dtype == np.float32 and np.array_equal(idx.matrix, vecs)
    assert idx.search(emb.embed(["alpha beta"])[0], 1)[0][0] == 1
    bad = VectorIndex.from_rows([*rows, (9, b"\x00" * 12)], 64)
    assert len(bad) == 4 and bad.skipped == 1
    empty = VectorIndex.from_rows([], 64)
    assert len(empty) == 0 and empty.search(vecs[0], 3) == []
    idx.add([10], vecs[:1])  # blobs are read-only buffers; adding must still work
    assert len(idx) == 5


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(1, 80),
    dim=st.integers(1, 16),
    k=st.integers(1, 20),
    seed=st.integers(0, 2**32 - 1),
    use_mask=st.booleans(),
    dup=st.booleans(),
)
def test_property_matches_naive(n, dim, k, seed, use_mask, dup):
    rng = np.random.default_rng(seed)
    m = unit_rows(rng, n, dim)
    if dup and n > 2:
        m[1] = m[0]  # exact duplicate rows exercise the tie-break
    ids = rng.permutation(1000)[:n].astype(np.int64)
    idx = VectorIndex.from_rows([(int(i), to_blob(v)) for i, v in zip(ids, m, strict=True)], dim)
    q = rng.standard_normal(dim)
    allowed = set(rng.choice(ids, max(1, n // 2), replace=False).tolist()) if use_mask else None
    got = idx.search(q, k, None if allowed is None else np.array(sorted(allowed)))
    assert_same(got, naive(ids, m, q, k, allowed))
