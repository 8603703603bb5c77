"""Capture: answers, reviews and a value stated before the work, from fresh120-123's first run
(session 51, issue 16).

- What the assistant said since the user last spoke is one reply, though tool calls split it:
  a value it stated before the work ("Vehicle check-in closes 30 minutes before departure")
  is what the user's "45 min not 30" after the work corrects.
- What the user answers when the assistant asked is read at p .5 (ANSWER_AT).
- A rule told in answer to the assistant's review is read as one laid down (p .45 when a
  marker reads it as a rule), and a short "post it w these:" before a list in that answer
  makes each item a rule.
- From fresh128-131's first run: the reply before the last, agreed to with a bare "yep", is set
  right too ("the plot year starts 1 october now, not april" after the work on "the plot year
  starts on 1 April"), also in a turn that asks something; a month after a day ("1 April") is
  a value a denial can name.
"""

from __future__ import annotations

import numpy as np
import pytest

from cognition.capture import lesson_model
from cognition.capture.lesson_model import ANSWER_AT, CORRECTING_AT, N_WORDS, LessonModel, using
from cognition.capture.one_go import headed_for_review
from cognition.capture.taken_up import denies
from tests.test_capture_quality import Session, kept_texts


@pytest.fixture
def zebra_at(monkeypatch: pytest.MonkeyPatch):
    """A lesson model that reads a sentence naming the zebra at p `value` (set by the test)."""
    value = {"p": 0.0}
    monkeypatch.setattr(
        lesson_model, "probability", lambda _m, said: value["p"] if "zebra" in said.text else 0.05
    )
    with using(LessonModel(np.zeros(N_WORDS + 5), 0.0, 0.8)):
        yield value


@pytest.mark.usefixtures("between_the_lines")
def test_a_value_stated_before_the_work_is_corrected_after_it() -> None:
    contents = kept_texts(
        Session()
        .user("can we text drivers a reminder before their sailing?")
        .assistant(
            "Vehicle check-in closes 30 minutes before departure, so I'll send it 2h before."
        )
        .tool("Edit", {"file_path": "worker/reminder.go"}, "ok")
        .assistant("Done on `feat/checkin-reminder`. The 08:10 driver gets it at 06:10.")
        .user(
            "looks good. also zebra vehicle check-in closes 45 min before departure not 30, "
            "the harbour master changed it in october"
        )
    )
    assert [c for c in contents if "45 min" in c]


def test_an_answer_to_what_the_assistant_asked_is_read_on_less_evidence(zebra_at) -> None:
    asked = "I'll email the supervisor. One question: which Postmark stream should rota mail use?"
    answer = "no not outbound, zebra rota stuff goes on the rota-notices stream."
    zebra_at["p"] = (ANSWER_AT + CORRECTING_AT) / 2
    contents = kept_texts(
        Session().user("email the supervisor on swaps").assistant(asked).user(answer)
    )
    assert [c for c in contents if "rota-notices" in c]
    zebra_at["p"] = ANSWER_AT - 0.05
    contents = kept_texts(
        Session().user("email the supervisor on swaps").assistant(asked).user(answer)
    )
    assert not [c for c in contents if "rota-notices" in c]


REVIEW = """\
Review of #44:

1. **No transaction** around the import.
2. **`github.com/pkg/errors`** is a new dependency just for `errors.Wrap`.
"""


def test_a_rule_told_in_answer_to_a_review_is_read_as_one_laid_down(zebra_at) -> None:
    zebra_at["p"] = 0.52
    contents = kept_texts(
        Session()
        .user("review ewans pr 44 pls")
        .assistant(REVIEW)
        .user(
            "yep 1 blocks. zebra errors always get wrapped with fmt.Errorf and %w, no pkg/errors."
        )
    )
    assert [c for c in contents if "fmt.Errorf" in c]


def test_a_short_heading_before_a_list_in_answer_to_a_review() -> None:
    assert headed_for_review(["post it w these:", "1.", "lengths stay integer centimetres"])
    assert not headed_for_review(["post it, lengths stay integer centimetres."])
    contents = kept_texts(
        Session()
        .user("review kai's pr #207 pls")
        .assistant(REVIEW)
        .user(
            "post it w these:\n"
            "1. lengths stay integer centimetres (length_cm, height_cm), f64 metres gave us the "
            "rounding bug\n"
            "2. library crates return thiserror enums, anyhow is only for the bins\n"
            "3. tell kai the trailer tests r great"
        )
    )
    assert [c for c in contents if "length_cm" in c and "thiserror" not in c]
    assert [c for c in contents if "thiserror" in c and "length_cm" not in c]
    assert not [c for c in contents if "trailer tests" in c]


PLAN = (
    "Plan for the renewal letters: since the plot year starts on 1 April, the job sends them "
    "on 1 March at 09:00."
)


@pytest.mark.usefixtures("between_the_lines")
def test_a_value_of_the_plan_agreed_to_is_set_right_after_the_work() -> None:
    """ "yep", the work done, then "... starts 1 october now, not april": the reply before the
    last is what the correction sets right, in a turn that asks something too."""
    contents = kept_texts(
        Session()
        .user("can you add a job for the tenancy renewal letters.")
        .assistant(PLAN)
        .user("yep")
        .assistant("Done on `feat/renewal-letters`: the job is scheduled for 1 March 09:00.")
        .user(
            "nice. can the letter also show their water total for last year? oh and wait, the "
            "zebra plot year starts 1 october now, not april, the AGM moved it in 2024."
        )
    )
    assert [c for c in contents if "1 october" in c]


def test_a_month_after_a_day_is_a_value_a_denial_can_name() -> None:
    assert denies("the plot year starts 1 october now, not april", PLAN)
    assert not denies("the plot year starts 1 october now, not april", "The plot year is set.")
