"""Capture: a turn that sets the assistant right keeps each of its corrections (blind splits
fresh72-79, session 48, issue 16).

- A plan told as "Plan: ..." is a plan the user's answer can set right.
- A user who denies a value the assistant's reply stated ("track width isnt 0.62, that's rev
  B") is correcting it: every sentence of that turn is read on a correction's evidence, and
  one told before the turn's marked sentence is its own point, not their context.
- A first clause that ends on "btw" ("tunnel is 5433 btw, ...") opens another point.
- "yep option 2" takes an option, and the assistant's own reason for recommending it ("I'd go
  with option 2: ..., because ...") is kept with the decision.
- "yes agreed, thats the rule from now on" stores the rule the assistant offered.
"""

from __future__ import annotations

import pytest

from cognition.capture.options_taken import _recommended
from cognition.capture.prose import another_point
from cognition.capture.taken_up import denies, sets_the_plan_right
from tests.test_capture_quality import Session


def test_a_plan_told_as_plan_is_a_plan() -> None:
    reply = "Plan: a `SetpointCheck` in `createLoad` that compares setpoint_dc directly."
    assert sets_the_plan_right("setpoint_dc is deci-celsius", reply)
    assert sets_the_plan_right("setpoint_dc is deci-celsius", "My plan: compare setpoint_dc.")
    assert not sets_the_plan_right("setpoint_dc is deci-celsius", "The planner compares it.")
    told_later = "Saved the steps. Plan: set the image tag in the chart values."
    assert sets_the_plan_right("the chart takes the image tag from appVersion", told_later)


def test_what_denies_a_value_the_reply_stated() -> None:
    reply = "Current geometry: track width is 0.62 m, and errors return 400 Bad Request."
    assert denies("track width isnt 0.62, that's rev B.", reply)
    assert denies("and rule violations aren't 400 here", reply)
    assert not denies("track width is 0.74 now", reply)  # no denial
    assert not denies("don't touch the xacro", reply)  # denies nothing the reply stated
    assert not denies("track width isnt 0.62", "")
    # a file named by its path in the reply, by its name in the answer
    assert denies(
        "not values.yaml, the chart takes the tag", "set it in `charts/cellar/values.yaml`"
    )


GEOMETRY = "Current geometry: track width is 0.62 m, and the toolbar is 1.2 m wide."
REV_C = "every zebra robot in the field is rev C now with 0.74 m track."


def kept_after_geometry(turn: str) -> list[str]:
    cands = Session().user("tighten the turns").assistant(GEOMETRY).user(turn).candidates()
    return [c.content for c in cands]


@pytest.mark.usefixtures("between_the_lines")
def test_a_correction_before_the_marked_one_is_read_as_one() -> None:
    kept = kept_after_geometry(
        f"track width isnt 0.62, that's rev B. {REV_C} and the kempen toolbar is 1.5 m wide, "
        "not 1.2."
    )
    assert any("rev C" in k for k in kept)
    assert any("1.5 m wide, not 1.2" in k for k in kept)


@pytest.mark.usefixtures("between_the_lines")
def test_without_a_denial_the_marked_turn_keeps_its_context_unread() -> None:
    # rev C with a firmware: no other value for anything the reply stated
    rev_c = "every zebra robot in the field is rev C now, with firmware 4.2."
    kept = kept_after_geometry(
        f"the robots are fine. {rev_c} and the toolbar on the kempen robots must stay 1.5 m."
    )
    assert any("must stay 1.5 m" in k for k in kept)
    assert not any("rev C" in k for k in kept)


@pytest.mark.usefixtures("between_the_lines")
def test_another_number_for_what_the_reply_stated_sets_it_right() -> None:
    """ "... rev C now with 0.74 m track" after "track width is 0.62 m": no denial, but another
    value of the reply's track, so the turn is read as the correction it is (session 51)."""
    kept = kept_after_geometry(
        f"the robots are fine. {REV_C} and the toolbar on the kempen robots must stay 1.5 m."
    )
    assert any("must stay 1.5 m" in k for k in kept)
    assert any("0.74 m track" in k for k in kept)


def test_a_first_clause_ending_on_btw_opens_another_point() -> None:
    assert another_point("tunnel is 5433 btw, 5432 on the bastion is the old cluster")
    assert another_point("staging moved to eu-west-1 btw.")
    assert not another_point("the fix is in btw.py, line 40")
    assert not another_point("tunnel is 5433, 5432 on the bastion is the old cluster")


OPTIONS = """Options:

1. **Keep the counters, recompute them on edit.** Smallest change.
2. **Append-only deliveries, derived scorecard.** A fix is a new `amend` event.
3. **Full event store with snapshots.** Overkill at ~300 balls an innings.

I'd go with option 2: make `deliveries` append-only, because the disputes committee gets a full \
history of who changed which ball."""


def test_an_option_taken_with_yep_keeps_the_reason_it_was_recommended() -> None:
    cands = (
        Session()
        .user("the innings totals drift, what should we do")
        .assistant(OPTIONS)
        .user("yep option 2, that's what we want.")
        .candidates()
    )
    decisions = [c.content for c in cands if c.content.startswith("Chose ")]
    assert len(decisions) == 1
    assert "Append-only deliveries" in decisions[0]
    assert "disputes committee" in decisions[0]


def test_a_recommendation_may_end_its_sentence_on_the_option() -> None:
    said = "Options:\n\n1. **Keep the counters.**\n2. **Append-only deliveries.**\n\nI'd pick option 2."
    cands = Session().user("what now").assistant(said).user("yep option 2, go.").candidates()
    decisions = [c.content for c in cands if c.content.startswith("Chose ")]
    assert decisions and "I'd pick option 2." in decisions[0]
    assert _recommended("I'd take option 2.5 of the plan", "2") == ""


def test_a_letter_in_a_sentence_is_no_recommendation() -> None:
    options = (
        "Options:\n\n(a) cron on both VMs\n(b) a leader lock\n\nI'd suggest a lock either way."
    )
    cands = Session().user("where should the job run").assistant(options).user("ok (a).")
    decisions = [c.content for c in cands.candidates() if c.content.startswith("Chose ")]
    assert decisions and all("suggest a lock" not in d for d in decisions)


RULE = (
    "The poller blocked on a disk write. And I'd suggest a rule so this can't come back: the "
    "poller does SPI reads and the broadcast and nothing else, so no Repo calls inside the tick."
)


def test_agreeing_to_the_rule_offered_stores_the_rule() -> None:
    cands = (
        Session()
        .user("why did the poller stall")
        .assistant(RULE)
        .user("yes agreed on all of it, and yes thats the rule from now on.")
        .candidates()
    )
    kept = [c.content for c in cands if "from now on" in c.content]
    assert len(kept) == 1 and "no Repo calls" in kept[0]


def test_a_rule_of_ones_own_is_kept_as_told() -> None:
    told = "yes, and from now on the poller never logs above debug in the tick."
    cands = Session().user("why did the poller stall").assistant(RULE).user(told).candidates()
    assert all("no Repo calls" not in c.content for c in cands)
