"""Capture's lesson model: what the user says without a marker is kept when the model reads a
lesson in it; the assistant's words, questions and sentences with markers are left to the rules;
a missing or broken model file leaves capture to its markers; the shipped file loads and is in
the wheel."""

from __future__ import annotations

import zipfile

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.capture import lesson_model
from cognition.capture.lesson_model import LessonModel, Said, design, save, shipped, using
from tests.test_capture_quality import Session

PLAIN = "the zebra box is stuck on an old kernel, so nothing newer builds there"


def _model_for(word: str) -> LessonModel:
    """A model that reads a lesson in any sentence with `word` and in nothing else."""
    coef = np.zeros(design([Said(word, "user", True)]).shape[1])
    coef[design([Said(word, "user", False)]).indices[:1]] = 200.0  # rows are l2-normalised
    return LessonModel(coef, -10.0, 0.5)


def test_a_plain_user_sentence_is_kept_when_the_model_reads_a_lesson_in_it() -> None:
    with using(_model_for("zebra")):
        cands = Session().user(f"Add the health route. {PLAIN}.").candidates()
    assert [c.content for c in cands] == [PLAIN + "."]
    with using(None):
        assert Session().user(f"Add the health route. {PLAIN}.").candidates() == []


def test_the_model_is_not_asked_about_the_assistant_or_questions() -> None:
    with using(_model_for("zebra")):
        assert Session().assistant(PLAIN + ".").candidates() == []
        assert Session().user("is the zebra box stuck on an old kernel?").candidates() == []


def test_markers_decide_where_they_speak() -> None:
    """A one-off the markers turn down stays turned down, whatever the model reads."""
    with using(_model_for("zebra")):
        assert Session().user("dont touch the zebra module this time.").candidates() == []


def test_a_missing_or_broken_model_file_leaves_capture_to_its_markers(
    tmp_path, monkeypatch
) -> None:
    for content in (None, b"not a model"):
        path = tmp_path / "lesson_model.npz"
        if content is not None:
            path.write_bytes(content)
        monkeypatch.setattr(lesson_model, "SHIPPED", path)
        shipped.cache_clear()
        try:
            assert shipped() is None
            cands = Session().user("From now on, run make lint before every commit.").candidates()
            assert len(cands) == 1
        finally:
            shipped.cache_clear()


def test_a_saved_model_loads_back(tmp_path, monkeypatch) -> None:
    model = _model_for("zebra")
    path = tmp_path / "m.npz"
    save(model, path)
    monkeypatch.setattr(lesson_model, "SHIPPED", path)
    shipped.cache_clear()
    try:
        back = shipped()
        assert back is not None
        assert back.threshold == model.threshold and back.intercept == model.intercept
        assert np.allclose(back.coef, model.coef)
    finally:
        shipped.cache_clear()


def test_the_shipped_model_loads() -> None:
    model = shipped()
    assert model is not None and 0.0 < model.threshold < 1.0


def test_the_wheel_ships_the_model(built_dists) -> None:
    wheel, _ = built_dists
    with zipfile.ZipFile(wheel) as z:
        assert "cognition/capture/lesson_model.npz" in z.namelist()


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=0, max_size=200))
def test_words_are_hashed_as_scikit_learn_hashes_them(text: str) -> None:
    """The capture worker reads without scikit-learn; the model was fitted with it."""
    expected = design([Said(text, "user", True)]).toarray()[0][: lesson_model.N_WORDS]
    got = np.zeros(lesson_model.N_WORDS)
    for index, value in lesson_model.word_features("U " + text).items():
        got[index] = value
    assert np.allclose(expected, got)
