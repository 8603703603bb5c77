"""The cosine of two statements' meanings, for the second reading of a pair (surface.pair_model).

A write compares its statement with up to four neighbours, so each text's meaning is computed
once (a small cache) and only for a pair whose verdict the cosine could change. Without the
`semantic` extra there is no meaning, and the words-only reading decides.
"""

from __future__ import annotations

from functools import lru_cache


def meaning_cosine(old: str, new: str) -> float | None:
    """The cosine of the two statements' meanings, or None without the sentence model."""
    a, b = _meaning(old), _meaning(new)
    if a is None or b is None:
        return None
    import numpy as np

    va, vb = np.frombuffer(a, dtype=np.float32), np.frombuffer(b, dtype=np.float32)
    norm = float(np.linalg.norm(va) * np.linalg.norm(vb))
    return float(va @ vb) / norm if norm else None


@lru_cache(maxsize=256)
def _meaning(text: str) -> bytes | None:
    from surface.semantic import embed_texts  # the model is loaded only for a pair that asks

    vecs = embed_texts([text])
    return None if vecs is None else vecs[0]


__all__ = ["meaning_cosine"]
