"""A fake sentence model for tests: a text's meaning is the topics its words belong to.

Two texts that share no word but name the same topic are close (cosine ~1); texts of different
topics are orthogonal. Offline, instant, deterministic: the ranking's use of meanings is tested
without the real model (tests/test_minilm.py tests that one).
"""

from __future__ import annotations

import re
import zlib

import numpy as np

DIM = 384
TOPICS = {
    "auth": {"401", "token", "tokens", "refresh", "logged", "login", "session", "credentials"},
    "deploy": {"deploy", "deploys", "ship", "release", "production", "rollout", "live"},
    "fonts": {"font", "fonts", "typeface", "inter", "heading", "headings"},
    "database": {"postgres", "database", "db", "sql", "table", "migration"},
}


class FakeMeaning:
    """Texts to unit vectors: one axis per topic, and a weak one of their own."""

    id = "fake-meaning"
    dim = DIM

    def __init__(self) -> None:
        self.calls = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for row, text in enumerate(texts):
            words = set(re.findall(r"\w+", text.lower()))
            for axis, members in enumerate(TOPICS.values()):
                out[row, axis] = len(words & members)
            out[row, 100 + hash(text) % 200] = 0.05  # no two texts exactly alike
            out[row] /= np.linalg.norm(out[row])
        return out

    def read(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """The text's vector and one unit row per word: its topic's axis, or one of its own."""
        words = re.findall(r"\w+", text.lower())
        pieces = np.zeros((len(words), DIM), dtype=np.float32)
        for row, word in enumerate(words):
            axes = [i for i, members in enumerate(TOPICS.values()) if word in members]
            pieces[row, axes[0] if axes else 100 + zlib.crc32(word.encode()) % 280] = 1.0
        return self.embed([text])[0], pieces
