"""One value typed two ways in chat reads as one claim: "12am" as midnight, "21x21" as "21 by
21", "sev1" as "severity 1", "b4", "ha", half an hour typed "half hr", "every other Friday" as
every two weeks, "sha256" beside "SHA-256", "7:30" beside "7:30 am", and "goes" as a form of
"go"; and a second reading never merges two statements whose words are outright opposites ("at
most" / "at least", "allows" / "is disabled", "private" / "shared") (blind sets holdout191-198
and holdout202, session 48, issue 16)."""

from __future__ import annotations

import pytest

from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, SAME, UPDATE, classify, facts, sequence

pytestmark = pytest.mark.backend_free


def read(old: str, new: str) -> str:
    return classify(*spelled_out(old, new)).kind


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The daily puzzle is published at midnight Pacific time.",
            "daily puzzle goes live 12am PT",
        ),
        ("Sunday grids are 21x21.", "sunday grid is twenty-one by twenty-one"),
        ("Severity 1 alarms page the control room.", "sev1 alarms page the control room"),
        (
            "Run the grid linter before uploading to staging.",
            "run grid linter b4 uploading to staging",
        ),
        (
            "Shipper ETAs are rounded to the nearest 30 minutes.",
            "shipper etas rounded to nearest half hr",
        ),
        (
            "Stale GPS fixes older than 30 seconds are rejected.",
            "stale GPS fixes older than half a minute are rejected",
        ),
        (
            "The roster export to payroll runs every other Friday.",
            "payroll roster export: biweekly, fridays",
        ),
        (
            "Content releases go out every other Tuesday.",
            "Content releases go out on alternate Tuesdays.",
        ),
        (
            "Media files are deduplicated by their SHA-256 hash.",
            "media files are deduplicated by sha256",
        ),
        ("Field areas are shown in hectares in the UI.", "field areas are shown in ha in the UI"),
    ],
)
def test_one_value_typed_two_ways_is_a_restatement(old: str, new: str) -> None:
    assert read(old, new) == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Backups run at midnight.", "Backups run at 2am."),
        ("Sunday grids are 21x21.", "Sunday grids are 25x25."),
        ("The roster export runs every other Friday.", "The roster export runs every Friday."),
        (
            "Reminders go out half an hour before the call.",
            "Reminders go out an hour before the call.",
        ),
    ],
)
def test_another_value_typed_in_chat_is_still_a_change(old: str, new: str) -> None:
    assert read(old, new) == UPDATE


def test_hex_and_a_twelve_in_the_afternoon_are_not_read_as_sizes_or_midnight() -> None:
    assert "by" not in sequence("the magic number is 0x10")
    assert "midnight" not in sequence("the report runs at 12pm")
    assert "go" in sequence("the puzzle goes live")


def test_a_time_of_day_without_am_is_the_same_hour() -> None:
    assert read("Crews must be on site by 7:30 am.", "crews must be on site by 7:30") == SAME
    assert (
        read("Crews must be on site by 7:30 am.", "wait no, crew arrival is 7am not 7:30") == UPDATE
    )
    assert read("Standup is at 9:30.", "Standup is at 10:30.") == UPDATE


def test_a_rate_in_thousands_typed_with_a_slash_is_per_unit() -> None:
    assert facts("recs above 1k/night need review").seq[2:5] == ("1000", "per", "night")


def test_another_rank_typed_as_one_word_is_another_thing() -> None:
    assert (
        read("Severity 1 alarms page the control room.", "sev2 alarms page the control room")
        != SAME
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Per diem nurses can work at most 2 shifts per week.",
            "Part-time nurses must work at least 2 shifts per week.",
        ),
        (
            "Free users can create up to 5 private decks.",
            "Free users can subscribe to up to 5 shared decks.",
        ),
        (
            "The planner allows spraying at night.",
            "Night spraying is disabled in the planner, the insurer won't cover it.",
        ),
    ],
)
def test_a_second_reading_never_merges_outright_opposites(old: str, new: str) -> None:
    a, b = spelled_out(old, new)
    # the meanings read as alike as a restatement's: only the opposed words keep them apart
    assert second_reading(a, b, classify(a, b), lambda: 0.97).kind != SAME


def test_a_setting_allowed_then_disabled_is_a_change() -> None:
    a, b = spelled_out(
        "The planner allows spraying at night.",
        "Night spraying is disabled in the planner, the insurer won't cover it.",
    )
    assert second_reading(a, b, classify(a, b), lambda: 0.97).kind == UPDATE


def test_must_and_may_still_say_one_rule_told_two_ways() -> None:
    a, b = spelled_out(
        "Hazardous cargo containers must never be stacked more than two high.",
        "Containers carrying hazardous cargo may not be stacked higher than 2 tiers.",
    )
    assert second_reading(a, b, classify(a, b), lambda: 0.97).kind != DISTINCT
