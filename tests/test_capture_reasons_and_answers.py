"""Capture: an option taken keeps every sentence that says why, and an answer to what the
assistant asked is read on less evidence (blind splits fresh84-87, session 49, issue 16).

- Users take an option and then give their reasons in several sentences: "1. bundle the gtfs.
  the T1 and the 552 run through stretches with no signal ... timetables only change twice a
  year ...". The decision holds them all, up to a rule of its own or another point, instead of
  keeping the first and storing each reason as a memory of its own.
- When the assistant's reply ends by asking the user something ("Should a paused subscription
  count as active?"), what the user answers is what a later session would have to ask again:
  the lesson model reads it on a correction's evidence.
"""

from __future__ import annotations

import numpy as np
import pytest

from cognition.capture import lesson_model
from cognition.capture.lesson_model import CORRECTING_AT, N_WORDS, LessonModel, using
from cognition.capture.taken_up import asked_the_user
from tests.test_capture_quality import Session

OPTIONS = """\
The timetable screen needs data when there is no signal. Options:

1. **Bundle the GTFS in the app.** Ship the feed in the bundle and read it with SQLite.
2. **Download on launch and cache.** Fetch the feed on first launch, refresh weekly.
3. **Cache API responses.** Keep the last departures the API returned for each stop.
"""


def _decisions(*said: str) -> list[str]:
    cands = (
        Session()
        .user("riders see an empty timetable in the valleys, what can we do")
        .assistant(OPTIONS)
        .user(" ".join(said))
        .candidates()
    )
    return [c.content for c in cands]


def test_every_reason_after_the_choice_is_kept_with_the_decision() -> None:
    contents = _decisions(
        "1. bundle the gtfs.",
        "the T1 and the 552 run through stretches with no signal for half an hour, "
        "and people install the app at the stop.",
        "timetables only change twice a year, in may and september, and we ship a release "
        "for those anyway.",
    )
    [decision] = [c for c in contents if c.startswith("Chose ")]
    assert "Bundle the GTFS" in decision
    assert "no signal" in decision and "twice a year" in decision
    # and no reason is stored again as a memory of its own
    assert not [c for c in contents if "no signal" in c and c != decision]


def test_a_rule_or_another_point_after_the_reasons_stays_its_own() -> None:
    contents = _decisions(
        "1. bundle the gtfs.",
        "the T1 runs through stretches with no signal for half an hour.",
        "also the staging API key lives in the 1Password vault Glanmor-Dev, not in the repo.",
    )
    [decision] = [c for c in contents if c.startswith("Chose ")]
    assert "no signal" in decision
    assert "1Password" not in decision


@pytest.fixture
def between_the_lines(monkeypatch: pytest.MonkeyPatch):
    """A model that reads a sentence naming the zebra as a lesson with p between
    CORRECTING_AT and its threshold, and nothing else as one."""
    p = (CORRECTING_AT + 0.8) / 2
    monkeypatch.setattr(
        lesson_model, "probability", lambda _m, said: p if "zebra" in said.text else 0.05
    )
    with using(LessonModel(np.zeros(N_WORDS + 5), 0.0, 0.8)):
        yield


def test_what_asks_the_user() -> None:
    assert asked_the_user("Plan: a daily mart.\n\nOne question: should paused count as active?")
    assert asked_the_user("Saved. Which one should this use, `send_mail` or notifications.send?")
    assert not asked_the_user("Why did it fail? The key had expired.\n\nRotated it, tests pass.")
    assert not asked_the_user("Done, 29 passed.")
    assert not asked_the_user("")


def _answer(question: str) -> list[str]:
    cands = (
        Session()
        .user("build a daily count of active subscribers per plan")
        .assistant(question)
        .user("paused zebra subscriptions count as active for up to 60 days from the pause.")
        .candidates()
    )
    return [c.content for c in cands]


def test_an_answer_to_the_assistants_question_is_read_on_less_evidence(between_the_lines) -> None:
    asked = "A daily mart from fct_subscriptions.\n\nShould a paused subscription count as active?"
    assert any("60 days" in c for c in _answer(asked))
    # the same sentence told after a reply that asks nothing needs the model's own line
    assert not any("60 days" in c for c in _answer("A daily mart from fct_subscriptions."))
