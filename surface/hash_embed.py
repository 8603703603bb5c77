"""The default embedder: feature-hashed words and character 3-grams, in plain Python (~50 µs a text).

One formula for every path: a text's vector is made from its few dozen hashed features in
Python floats (float64 sums per slot, the norm, the division) and rounded once to float32; the
batch path stacks those same float32 values into numpy. So a write or a query embeds alike on
every path, and a one-shot `remember` needs no numpy (~half its instructions at 100K memories,
docs/benchmarks.md, "The CLI at 100K, session 11").

Its own module so another embedder can carry these features beside its own without importing
the provider registry in surface.embedders.
"""

from __future__ import annotations

try:  # CPython's own BLAKE2; hashlib's module would start OpenSSL first (~8 ms a process)
    from _blake2 import blake2b
except ImportError:  # another Python
    from hashlib import blake2b
import math
import re
import unicodedata
from array import array
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING

from layers.errors import InvalidInput

if TYPE_CHECKING:
    import numpy as np

_TOKEN = re.compile(r"[^\W_]+")  # unicode letters and digits; "_" splits snake_case
_MAX_GRAM_WORD = 48  # a base64 blob or hash gives no useful n-grams, only cost
_SIGN = 1 << 63  # a feature's top bit: its sign


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
    return tuple(int.from_bytes(blake2b(k, digest_size=8).digest(), "little") for k in keys)


def _feature_counts(text: str) -> Counter[int]:
    """A text's hashed features with their counts (one Counter, counted in C)."""
    words = _TOKEN.findall(unicodedata.normalize("NFKC", text).lower())
    return Counter(chain.from_iterable(map(_features, words)))


def _slot_sums(text: str, dim: int) -> dict[int, float]:
    """Each feature adds +-(1 + log count) to slot hash % dim (its top bit the sign), in the
    order first seen: float64 sums, as numpy's bincount made them before."""
    sums: dict[int, float] = {}
    get = sums.get
    for h, n in _feature_counts(text).items():
        slot = h % dim
        if n == 1:  # most features: log(1) is 0, a third of the loop's time saved
            sums[slot] = get(slot, 0.0) + (-1.0 if h >= _SIGN else 1.0)
        else:
            w = 1.0 + math.log(n)
            sums[slot] = get(slot, 0.0) + (-w if h >= _SIGN else w)
    return sums


def _put(text: str, dim: int, out: array[float], at: int) -> None:
    """The text's unit vector into out[at : at + dim] (left zero without features): the sums
    divided by their norm in float64, rounded to float32 once, as out stores them."""
    sums = _slot_sums(text, dim)
    norm = math.hypot(*sums.values())
    if norm > 0:
        for slot, s in sums.items():
            out[at + slot] = s / norm


def hash_vector(text: str, dim: int) -> array[float]:
    """A text's unit vector as float32 (array "f"), without numpy."""
    out = array("f", bytes(4 * dim))
    _put(text, dim, out, 0)
    return out


class HashEmbedder:
    """Feature-hashed words + char 3-grams, signed, sublinear tf, L2-normalised. Offline."""

    def __init__(self, dim: int = 384) -> None:
        if not isinstance(dim, int) or dim < 8:
            raise InvalidInput(f"hash embedder dim must be an integer >= 8, got {dim!r}")
        self.dim = dim
        self.id = f"hash-v1-{dim}"  # bump v1 whenever tokenising, hashing or weighting changes

    def vectors(self, texts: Sequence[str]) -> list[array[float]]:
        """One float32 vector per text, without numpy: the rows `embed` gives."""
        return [hash_vector(t, self.dim) for t in texts]

    def embed(self, texts: list[str]) -> np.ndarray:
        """float32 (len(texts), dim): each row as `vectors` makes it, the same float32 values."""
        import numpy as np  # only here: a one-shot `remember` embeds through `vectors`

        dim = self.dim
        flat = array("f", bytes(4 * dim * len(texts)))
        for r, text in enumerate(texts):
            _put(text, dim, flat, r * dim)
        return np.frombuffer(flat, dtype=np.float32).reshape(len(texts), dim)

    def __repr__(self) -> str:
        return f"HashEmbedder(dim={self.dim})"
