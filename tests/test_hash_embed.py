"""The hash embedder in plain Python (surface.hash_embed): within float32 rounding of the numpy
formula it replaced (which made the vectors of existing stores, so they stay one model's), and
the same bytes on every path: one text, a batch, the stored blob (issue 21)."""

from __future__ import annotations

from collections import Counter
from itertools import chain

import numpy as np
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from surface.embedders import to_blob
from surface.hash_embed import _TOKEN, HashEmbedder, _features

_ODD = st.text(alphabet=st.sampled_from(list("abcdeéxyz019 _-.,ÅßΩ\u00a0\u2003'")), max_size=120)
_WORDS = "deploy deploys retry upload the cache cache_key nightly a ab abab x".split()
# Repeated words and 3-grams: features counted more than once weigh 1 + log(count).
_REPEATS = st.lists(st.sampled_from(_WORDS), max_size=40).map(" ".join)
TEXTS = _ODD | _REPEATS | st.text(max_size=200)
DIMS = st.sampled_from([8, 64, 384])


def numpy_formula(texts: list[str], dim: int) -> np.ndarray:
    """The embedding up to session 10, numpy's batch path (the reference): per-slot float64
    sums by bincount, rounded to float32, then the norm and the division in float32."""
    import unicodedata

    rows: list[int] = []
    feats: list[int] = []
    counts: list[int] = []
    for r, text in enumerate(texts):
        words = _TOKEN.findall(unicodedata.normalize("NFKC", text).lower())
        c = Counter(chain.from_iterable(map(_features, words)))
        rows.extend([r] * len(c))
        feats.extend(c.keys())
        counts.extend(c.values())
    n = len(texts)
    if not feats:
        return np.zeros((n, dim), dtype=np.float32)
    h = np.array(feats, dtype=np.uint64)
    sign = np.where(h >> np.uint64(63), -1.0, 1.0)
    weight = (1.0 + np.log(np.array(counts, dtype=np.float64))) * sign
    flat = np.array(rows, dtype=np.int64) * dim + (h % np.uint64(dim)).astype(np.int64)
    m = np.bincount(flat, weights=weight, minlength=n * dim).reshape(n, dim).astype(np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    out = np.zeros_like(m)
    np.divide(m, norms, out=out, where=norms > 0)
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=TEXTS, dim=DIMS)
@example(text="deploy deploy deploy retry retry the cache", dim=384)
@example(text="", dim=384)
@example(text="ab ba", dim=8)  # few slots: features cancel or pile up in one
def test_the_numpy_formula_within_float32_rounding(text: str, dim: int) -> None:
    new = HashEmbedder(dim).embed([text])[0].astype(np.float64)
    old = numpy_formula([text], dim)[0]
    assert np.any(new) == np.any(old)  # a text without features has no vector either way
    # The old one rounded three times in float32 (the sums, the norm, the division), the new
    # one once: a few units in the last place of float32, never more.
    ulp = np.spacing(np.maximum(np.abs(old), np.abs(new)).astype(np.float32)).astype(np.float64)
    assert np.all(np.abs(new - old) <= 4 * ulp)
    if np.any(old):
        cosine = new @ old / (np.linalg.norm(new) * np.linalg.norm(old))
        assert cosine >= 0.99999
        assert abs(np.linalg.norm(new) - 1.0) < 1e-6


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts=st.lists(TEXTS, min_size=1, max_size=5), dim=DIMS)
def test_one_text_a_batch_and_the_blob_are_the_same_bytes(texts: list[str], dim: int) -> None:
    """A `remember` on a plain connection embeds with `vectors` (no numpy), the API and a
    reindex with `embed`: one formula, so the same float32 values, bit for bit."""
    e = HashEmbedder(dim)
    batch = e.embed(texts)
    assert batch.shape == (len(texts), dim) and batch.dtype == np.float32
    for row, text, plain in zip(batch, texts, e.vectors(texts), strict=True):
        one = e.embed([text])[0]
        assert plain.typecode == "f" and len(plain) == dim
        assert row.tobytes() == one.tobytes() == plain.tobytes()
        assert to_blob(plain) == to_blob(row) == to_blob(one)
