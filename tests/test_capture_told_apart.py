"""Capture: in a turn where a marker spoke, a sentence that opens another point ("oh and
staging isn't on that host anymore, ...") and names nothing the marked sentences named is read
by the lesson model too; one that names what they named stays their context or reason."""

from __future__ import annotations

import numpy as np
import pytest

from cognition.capture import lesson_model
from cognition.capture.lesson_model import N_WORDS, LessonModel, using
from tests.test_capture_quality import Session

RULE = "we never deploy on fridays, nobody is around if it breaks."


@pytest.fixture(autouse=True)
def zebra_is_a_lesson(monkeypatch: pytest.MonkeyPatch):
    """A model sure of any sentence about the zebra box, and of nothing else."""
    monkeypatch.setattr(
        lesson_model, "probability", lambda _m, said: 0.95 if "zebra" in said.text else 0.05
    )
    with using(LessonModel(np.zeros(N_WORDS + 5), 0.0, 0.8)):
        yield


def _kept(turn: str) -> list[str]:
    cands = Session().user("set up the release checklist").assistant("Drafted it.").user(turn)
    return [c.content for c in cands.candidates()]


def test_another_point_beside_a_marked_rule_is_read_by_the_model() -> None:
    told = "oh and the zebra box is on kernel 6.1 now, builds go there."
    kept = _kept(f"{RULE} {told}")
    assert told in kept and any("fridays" in k and "zebra" not in k for k in kept)


def test_a_sentence_that_names_what_the_rule_named_stays_with_it() -> None:
    rule = "we never deploy the zebra box on fridays."
    told = "and the zebra box is on kernel 6.1 now."
    assert told not in _kept(f"{rule} {told}")


def test_a_plain_sentence_beside_a_marked_rule_is_still_not_asked() -> None:
    told = "the zebra box is on kernel 6.1 now, builds go there."
    assert told not in _kept(f"{RULE} {told}")
