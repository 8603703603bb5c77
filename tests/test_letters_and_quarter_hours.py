"""Things named by a letter ("bay A", "Plan B") kept apart, and restatements in other forms
(a quarter hour, "tix"): regressions from the blind sets holdout167-174."""

import pytest

from surface.statements import DISTINCT, SAME, UPDATE, classify, facts
from tests.pair_reading import read_kind


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a capital A named one of several; read as the article it fell out and the pair merged
        ("The bay A day temperature setpoint is 24°C.", "The bay B day temperature setpoint is 24°C."),
        ("Plan A costs 10 dollars a month.", "Plan B costs 10 dollars a month."),
        ("Zone A is drained first.", "Zone C is drained first."),
    ],
)  # fmt: skip
def test_things_named_by_a_letter_are_kept_apart(old: str, new: str) -> None:
    assert read_kind(old, new) == DISTINCT
    assert read_kind(new, old) == DISTINCT


def test_a_capital_a_after_a_word_is_kept_and_an_article_is_not() -> None:
    assert "a_" in facts("The bay A day temperature setpoint is 24°C.").seq
    assert "a_" not in facts("A cache sits in front of the API.").seq  # opens the sentence
    assert "a_" not in facts("Deploys go through a script.").seq  # lower case: an article
    assert "a_" not in facts("THIS IS A TEST of the pager.").seq  # shouted, after a capital


def test_a_letter_typed_in_lower_case_by_the_other_is_still_the_same_claim() -> None:
    assert read_kind("Plan A costs 10 dollars a month.", "plan a costs 10 dollars a month") == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Lab results are imported every 15 minutes.", "The lab result import runs every quarter hour."),
        ("Lab results are imported every 15 minutes.", "Lab results are imported every quarter-hour."),
        ("The online store stops selling same-day tickets at 10am.",
         "same-day tix stop selling online at 10 am"),
    ],
)  # fmt: skip
def test_restatements_in_other_forms_are_the_same_claim(old: str, new: str) -> None:
    assert classify(old, new).kind == SAME


def test_a_quarter_hour_against_another_period_is_a_change() -> None:
    old, new = (
        "Lab results are imported every 30 minutes.",
        "Lab results are imported every quarter hour.",
    )
    assert classify(old, new).kind == UPDATE
