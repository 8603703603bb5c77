"""The meanings of two statements, for the second reading of a pair (surface.pair_model): the
cosine of their sentence vectors and how well each word of one finds its like in the other.

The cosine of two sentence vectors says how close two statements are on the whole; it does not
say whether every part of one is found in the other. "Published audio goes out via Fastly" and
"Published audio is served through the Fastly CDN" align word by word ("goes out" / "served",
"via" / "through"); "The ingest service runs on Python 3.12" and "... on Kubernetes with 6
replicas" share most words but leave a part of each unmatched. So the sentence model's pass also
gives the vector of each word piece in its context, and a pair is read on how well they align
(PairMeaning.alignment): each piece's best cosine with a piece of the other statement, then the
worst of those, the mean of the three worst, and both statements' means. It costs no second
pass: one pass of the model gives the sentence vector and the pieces' vectors.

A write compares its statement with up to four neighbours, so each text is read once (a small
cache) and only for a pair whose verdict the meanings could change. Without the `semantic`
extra there is no meaning, and the words-only reading decides.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

ALIGNMENT_NAMES = ("aligned_worst", "aligned_low3", "aligned_f", "aligned_min", "aligned_max")


@dataclass(frozen=True)
class PairMeaning:
    """Two statements' meanings compared: the cosine of their sentence vectors and their
    alignment word piece by word piece, in ALIGNMENT_NAMES order (the same told either way)."""

    cosine: float
    alignment: tuple[float, ...]


def meaning_cosine(old: str, new: str) -> float | None:
    """The cosine of the two statements' meanings, or None without the sentence model."""
    pair = pair_meaning(old, new)
    return None if pair is None else pair.cosine


def pair_meaning(old: str, new: str) -> PairMeaning | None:
    """The two statements' meanings compared, or None without the sentence model."""
    a, b = _read(old), _read(new)
    if a is None or b is None:
        return None
    return PairMeaning(float(a[0] @ b[0]), alignment(a[1], b[1]))


def alignment(a: np.ndarray, b: np.ndarray) -> tuple[float, ...]:
    """How well two statements' word pieces (unit rows) find their like in the other: each
    piece's best cosine with the other's, then the worst of all, the mean of the three worst,
    the harmonic mean of the two statements' means, and the lower and higher of those means.
    Symmetric: the same for (a, b) and (b, a). All 0 when a statement has no piece."""
    if not len(a) or not len(b):
        return (0.0,) * len(ALIGNMENT_NAMES)
    import numpy as np

    sims = a @ b.T
    best_a, best_b = sims.max(1), sims.max(0)
    mean_a, mean_b = float(best_a.mean()), float(best_b.mean())
    every = np.sort(np.concatenate([best_a, best_b]))
    total = mean_a + mean_b
    return (
        float(every[0]),
        float(every[:3].mean()),
        2 * mean_a * mean_b / total if total > 0 else 0.0,
        min(mean_a, mean_b),
        max(mean_a, mean_b),
    )


@lru_cache(maxsize=256)
def _read(text: str) -> tuple[np.ndarray, np.ndarray] | None:
    from surface.semantic import encoder  # the model is loaded only for a pair that asks

    enc = encoder()
    return None if enc is None else enc.read(text)


__all__ = ["ALIGNMENT_NAMES", "PairMeaning", "alignment", "meaning_cosine", "pair_meaning"]
