"""Second-reading weights that decide every pair one way, for tests of the checks around the
fitted model (surface.pair_model)."""

from __future__ import annotations

from surface import pair_weights
from surface.pair_features import NAMES, WORD_NAMES
from surface.statement_meaning import ALIGNMENT_NAMES
from surface.statements import DISTINCT, SAME, UPDATE


def sure_of(monkeypatch, kind: str) -> None:
    """Weights that read every pair as `kind` (distinct, same or update) with certainty."""
    intercept = tuple(9.0 if c == kind else 0.0 for c in (DISTINCT, SAME, UPDATE))
    monkeypatch.setattr(pair_weights, "MEANING_COEF", ((0.0,) * len(NAMES),) * 3)
    monkeypatch.setattr(pair_weights, "MEANING_INTERCEPT", intercept)
    monkeypatch.setattr(pair_weights, "WORDS_COEF", ((0.0,) * len(WORD_NAMES),) * 3)
    monkeypatch.setattr(pair_weights, "WORDS_INTERCEPT", intercept)
    aligned = len(NAMES) + len(ALIGNMENT_NAMES)
    monkeypatch.setattr(pair_weights, "ALIGNED_COEF", ((0.0,) * aligned,) * 3)
    monkeypatch.setattr(pair_weights, "ALIGNED_INTERCEPT", intercept)
