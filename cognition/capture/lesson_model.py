"""Capture: how likely a sentence states a lesson, read from its words rather than from markers.

A logistic regression over hashed word unigrams and bigrams and a few structural features,
fitted by `benchmarks/fit_capture_model.py` on the labelled transcripts and shipped as
coefficients in `lesson_model.npz` beside this module. Capture asks it only about what the user
said with no marker at all ("the ingest box is stuck on python 3.8", "migrations go in their
own PR"): markers decide the rest. Reading needs numpy only: the words are hashed here as
scikit-learn hashes them (importing it would cost the capture worker a second); fitting uses
scikit-learn (`design`).
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

N_WORDS = 2**16
SHIPPED = Path(__file__).with_name("lesson_model.npz")
# A value as a sentence states it: a number, a dotted or slashed name, a snake_case name.
VALUE = re.compile(r"\w[\w-]*(?:[.:/]\w[\w-]*)+|\b\w*\d\w*\b|\b[a-z]+_[a-z_]+\b")


@dataclass(frozen=True)
class LessonModel:
    coef: np.ndarray  # N_WORDS word weights, then one per structural feature
    intercept: float
    threshold: float  # p at or above which a sentence is kept


@dataclass(frozen=True)
class Said:
    text: str
    role: str  # "user" | "assistant"
    first: bool  # the first sentence of its turn


def structure(said: Said) -> list[float]:
    """Who speaks, a question, the first sentence of a turn, a value or a code name, length."""
    return [
        float(said.role == "user"),
        float(said.text.rstrip().endswith("?")),
        float(said.first),
        float(bool(VALUE.search(said.text))),
        min(len(said.text), 400) / 400,
    ]


@functools.lru_cache(maxsize=1)
def _words() -> Any:
    from sklearn.feature_extraction.text import HashingVectorizer

    return HashingVectorizer(n_features=N_WORDS, ngram_range=(1, 2), alternate_sign=False)


def design(rows: Sequence[Said]) -> Any:
    """The model's input for `rows`: a sparse matrix, words then structure."""
    from scipy.sparse import csr_matrix, hstack

    words = _words().transform([("U " if r.role == "user" else "A ") + r.text for r in rows])
    dense = csr_matrix(np.array([structure(r) for r in rows], dtype=float))
    return hstack([words, dense]).tocsr()


_TOKEN = re.compile(r"(?u)\b\w\w+\b")  # scikit-learn's default token pattern


def _murmur3(data: bytes) -> int:
    """MurmurHash3 (x86, 32-bit, seed 0) as a signed int, as scikit-learn's hashing computes it."""
    c1, c2, h, n = 0xCC9E2D51, 0x1B873593, 0, len(data)
    for i in range(0, n - n % 4, 4):
        k = int.from_bytes(data[i : i + 4], "little")
        k = (k * c1) & 0xFFFFFFFF
        k = ((k << 15) | (k >> 17)) & 0xFFFFFFFF
        h ^= (k * c2) & 0xFFFFFFFF
        h = ((h << 13) | (h >> 19)) & 0xFFFFFFFF
        h = (h * 5 + 0xE6546B64) & 0xFFFFFFFF
    tail, k = data[n - n % 4 :], 0
    for j, byte in enumerate(tail):
        k |= byte << (8 * j)
    if tail:
        k = (k * c1) & 0xFFFFFFFF
        k = ((k << 15) | (k >> 17)) & 0xFFFFFFFF
        h ^= (k * c2) & 0xFFFFFFFF
    h ^= n
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    h ^= h >> 16
    return h - (1 << 32) if h & 0x80000000 else h


def word_features(text: str) -> dict[int, float]:
    """The hashed, l2-normalised word unigrams and bigrams of `text`, exactly as scikit-learn's
    HashingVectorizer (n_features=N_WORDS, ngram_range=(1, 2), alternate_sign=False) has them,
    without importing scikit-learn in the capture worker."""
    words = _TOKEN.findall(text.lower())
    grams = words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]
    counts: dict[int, float] = {}
    for gram in grams:
        h = _murmur3(gram.encode("utf-8"))
        index = (2147483647 - (N_WORDS - 1)) % N_WORDS if h == -2147483648 else abs(h) % N_WORDS
        counts[index] = counts.get(index, 0.0) + 1.0
    norm = math.sqrt(sum(v * v for v in counts.values())) or 1.0
    return {k: v / norm for k, v in counts.items()}


def probability(model: LessonModel, said: Said) -> float:
    words = word_features(("U " if said.role == "user" else "A ") + said.text)
    z = sum(model.coef[k] * v for k, v in words.items()) + model.intercept
    z += float(np.dot(model.coef[N_WORDS:], structure(said)))
    return 1.0 / (1.0 + math.exp(-z))


def save(model: LessonModel, path: Path = SHIPPED) -> None:
    np.savez_compressed(
        path,
        coef=model.coef.astype(np.float32),
        intercept=np.array([model.intercept]),
        threshold=np.array([model.threshold]),
    )


@functools.lru_cache(maxsize=1)
def shipped() -> LessonModel | None:
    """The model shipped with the package, or None when its file is missing or unreadable."""
    try:
        with np.load(SHIPPED) as f:
            coef = f["coef"].astype(float)
            if coef.shape != (N_WORDS + len(structure(Said("", "user", True))),):
                return None
            return LessonModel(coef, float(f["intercept"][0]), float(f["threshold"][0]))
    except (OSError, KeyError, ValueError):
        return None


_override: list[LessonModel | None] = []


@contextmanager
def using(model: LessonModel | None) -> Iterator[None]:
    """Capture reads with `model` (None: markers alone) inside the block: for fitting and
    for measuring a model fitted without the transcripts it reads."""
    _override.append(model)
    try:
        yield
    finally:
        _override.pop()


def active() -> LessonModel | None:
    return _override[-1] if _override else shipped()


# The line for what the user says in a turn that corrects the assistant: a correction is the
# lesson a session most often yields, so less evidence is asked of it.
CORRECTING_AT = 0.6
# ... and for a sentence answering the assistant's review that a marker reads as a rule
# ("liveviews never touch Repo"); after "house rules:" such a sentence needs no model at all.
RULE_SAID_AT = 0.45
# ... and for what the user answers when the assistant asked ("no not outbound, rota stuff goes
# on the rota-notices stream."): the assistant did not know it, a later session would ask again.
ANSWER_AT = 0.5


def states_a_lesson(said: Said, at: float | None = None) -> bool:
    """What the user said states a lesson, as the active model reads it (at its threshold, or
    at `at`)."""
    model = active()
    return model is not None and probability(model, said) >= (model.threshold if at is None else at)
