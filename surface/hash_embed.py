"""The default embedder: feature-hashed words and character 3-grams, numpy only (~µs a text).

Its own module so another embedder can carry these features beside its own without importing
the provider registry in surface.embedders.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter
from functools import lru_cache
from itertools import chain

import numpy as np

from layers.errors import InvalidInput


def _normalise(m: np.ndarray) -> np.ndarray:
    """Rows to unit length in float32; zero rows stay zero instead of becoming NaN."""
    m = np.asarray(m, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    out = np.zeros_like(m)
    np.divide(m, norms, out=out, where=norms > 0)
    return out


_TOKEN = re.compile(r"[^\W_]+")  # unicode letters and digits; "_" splits snake_case
_MAX_GRAM_WORD = 48  # a base64 blob or hash gives no useful n-grams, only cost


@lru_cache(maxsize=1 << 16)
def _features(word: str) -> tuple[int, ...]:
    """64-bit blake2b hashes of the word and its boundary-padded 3-grams; stable everywhere."""
    keys = [b"w\x00" + word.encode("utf-8", "surrogatepass")]
    if len(word) <= _MAX_GRAM_WORD:
        padded = f"<{word}>"
        keys += [
            b"c\x00" + padded[i : i + 3].encode("utf-8", "surrogatepass")
            for i in range(len(padded) - 2)
        ]
    return tuple(int.from_bytes(hashlib.blake2b(k, digest_size=8).digest(), "little") for k in keys)


def _feature_counts(text: str) -> Counter[int]:
    """A text's hashed features with their counts (one Counter, counted in C)."""
    words = _TOKEN.findall(unicodedata.normalize("NFKC", text).lower())
    return Counter(chain.from_iterable(map(_features, words)))


class HashEmbedder:
    """Feature-hashed words + char 3-grams, signed, sublinear tf, L2-normalised. Offline, ~µs."""

    def __init__(self, dim: int = 384) -> None:
        if not isinstance(dim, int) or dim < 8:
            raise InvalidInput(f"hash embedder dim must be an integer >= 8, got {dim!r}")
        self.dim = dim
        self.id = f"hash-v1-{dim}"  # bump v1 whenever tokenising or hashing changes

    def embed(self, texts: list[str]) -> np.ndarray:
        n, dim = len(texts), self.dim
        if n == 1:  # a write or a query: a third fewer numpy calls than the batch path
            return self._embed_one(texts[0])[None, :]
        rows: list[int] = []
        feats: list[int] = []
        counts: list[int] = []
        for r, text in enumerate(texts):
            if not text:
                continue
            c = _feature_counts(text)
            rows.extend([r] * len(c))
            feats.extend(c.keys())
            counts.extend(c.values())
        if not feats:
            return np.zeros((n, dim), dtype=np.float32)
        h = np.array(feats, dtype=np.uint64)
        sign = np.where(h >> np.uint64(63), -1.0, 1.0)
        weight = (1.0 + np.log(np.array(counts, dtype=np.float64))) * sign
        flat = np.array(rows, dtype=np.int64) * dim + (h % np.uint64(dim)).astype(np.int64)
        m = np.bincount(flat, weights=weight, minlength=n * dim).reshape(n, dim)
        return _normalise(m)

    def _embed_one(self, text: str) -> np.ndarray:
        """The batch path's result for one text, bit for bit."""
        c = _feature_counts(text)
        if not c:
            return np.zeros(self.dim, dtype=np.float32)
        h = np.fromiter(c.keys(), dtype=np.uint64, count=len(c))
        weight = 1.0 + np.log(np.fromiter(c.values(), dtype=np.float64, count=len(c)))
        weight[h >> np.uint64(63) == 1] *= -1.0
        slots = (h % np.uint64(self.dim)).astype(np.int64)
        v = np.bincount(slots, weights=weight, minlength=self.dim).astype(np.float32)
        norm = np.sqrt(np.add.reduce(v * v))
        return v / norm if norm > 0 else np.zeros_like(v)

    def __repr__(self) -> str:
        return f"HashEmbedder(dim={self.dim})"
