"""Capture: the user's answer to the assistant's plan that names a thing the plan named sets the
plan right ("yeah we're on tauri 2 since september, invoke lives in @tauri-apps/api/core now"
after "I'll use `invoke` from '@tauri-apps/api/tauri'"), and an answer that agrees with what the
assistant found and says how things are bears it out ("yeah the farm is linux. names in
atlas.ron have to match the file name case exactly"): the lesson model reads both as it reads a
correction, on less evidence than a plain sentence needs."""

from __future__ import annotations

import numpy as np
import pytest

from cognition.capture import lesson_model
from cognition.capture.lesson_model import CORRECTING_AT, N_WORDS, LessonModel, using
from cognition.capture.taken_up import bears_out, sets_the_plan_right
from tests.test_capture_quality import Session

TOLD = "the zebra box is on kernel 6.1 since march, builds go there now."
PLAN = "For the build I'll use the zebra box with its 5.4 kernel."


@pytest.fixture
def between_the_lines(monkeypatch: pytest.MonkeyPatch):
    """A model that reads TOLD as a lesson with p between CORRECTING_AT and its threshold."""
    p = (CORRECTING_AT + 0.8) / 2
    monkeypatch.setattr(
        lesson_model, "probability", lambda _m, said: p if "zebra" in said.text else 0.05
    )
    with using(LessonModel(np.zeros(N_WORDS + 5), 0.0, 0.8)):
        yield


@pytest.mark.usefixtures("between_the_lines")
def test_an_answer_that_sets_the_plan_right_is_kept() -> None:
    cands = Session().user("set up the nightly build").assistant(PLAN).user(TOLD).candidates()
    assert [c.content for c in cands] == [TOLD]


@pytest.mark.usefixtures("between_the_lines")
def test_the_same_words_without_a_plan_before_them_need_more_evidence() -> None:
    done = "Done: the nightly build ran on the zebra box in 14 minutes."
    assert Session().user("set up the nightly build").assistant(done).user(TOLD).candidates() == []
    assert Session().user(TOLD).candidates() == []


@pytest.mark.usefixtures("between_the_lines")
def test_an_answer_about_something_else_is_not_a_correction_of_the_plan() -> None:
    plan = "I'll add the health route and its test."
    assert Session().user("add a health route").assistant(plan).user(TOLD).candidates() == []


def test_the_plan_is_what_the_assistant_is_about_to_do() -> None:
    assert sets_the_plan_right("no new helpers pls", "I'll add a date helper for it.")
    assert sets_the_plan_right("we're on tauri 2", "For the save call I will use tauri's invoke.")
    assert not sets_the_plan_right("we're on tauri 2", "The save call uses tauri's invoke.")
    assert not sets_the_plan_right("we're on tauri 2", "")
    assert not sets_the_plan_right("the staging db is on port 6543", "I'll rename the classes.")


def test_the_shipped_model_keeps_a_version_the_user_sets_right() -> None:
    """The case it was built from: nothing was kept before."""
    cands = (
        Session()
        .user("word count in the status bar pls, live as you type.")
        .assistant(
            "I'll add a `saveState` writable store in `src/lib/stores/editor.ts`. For the save "
            "call I'll use `import { invoke } from '@tauri-apps/api/tauri'`."
        )
        .user("yeah we're on tauri 2 since september, invoke lives in @tauri-apps/api/core now.")
        .candidates()
    )
    assert any("@tauri-apps/api/core" in c.content for c in cands)


FOUND = "The nightly build fails because the zebra box runs out of disk at the link step."


@pytest.mark.usefixtures("between_the_lines")
def test_an_answer_that_bears_out_a_finding_is_kept() -> None:
    told = "the zebra box has a 20 GB disk, builds need the scratch volume mounted."
    cands = Session().user("why does the build fail").assistant(FOUND).user(f"yeah. {told}")
    assert [c.content for c in cands.candidates() if "scratch" in c.content] == [told]


@pytest.mark.usefixtures("between_the_lines")
def test_without_agreeing_or_naming_the_finding_it_needs_more_evidence() -> None:
    told = "the zebra box has a 20 GB disk, builds need the scratch volume mounted."

    def kept(reply: str, opening: str) -> list[str]:
        cands = Session().user("why").assistant(reply).user(f"{opening} {told}").candidates()
        return [c.content for c in cands if "scratch" in c.content]

    assert kept(FOUND, "ok.") == []
    assert kept("Done: the release notes are in CHANGES.md.", "yeah.") == []


def test_what_bears_a_finding_out() -> None:
    assert bears_out("names have to match the case", "It is a case mismatch.", "yeah the farm")
    assert bears_out("names have to match the case", "It is a case mismatch.", "good catch")
    assert not bears_out("names have to match the case", "It is a case mismatch.", "no idea")
    assert not bears_out("the staging db is on 6543", "It is a case mismatch.", "yeah")
    assert not bears_out("names have to match the case", "", "yeah")
