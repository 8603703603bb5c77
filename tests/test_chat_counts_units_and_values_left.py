"""Counts typed as chat types them ("4x/day", "2x per run", "doses/hr"), an hour told in words
("three in the morning"), "2FA", "prior to", "10% off", "quarterly", "with the spaces removed",
more units of measure, "positive" / "negative", and a value a change says it left behind ("we
stopped doing pdf", "#production is archived"): regressions from the blind sets
holdout207-222."""

import pytest

from surface.change_told import left_behind
from surface.statements import DISTINCT, SAME, UPDATE, facts
from tests.pair_reading import read_kind, rules_verdict


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The inventory reconciliation job runs four times a day.",
         "inventory reconciliation job runs 4x/day"),
        ("Spirit safe readings are captured twice per run.",
         "Spirit safe readings: captured 2x per run."),
        ("Seat plans are regenerated three times during the exam period.",
         "seat plans regenerated 3x during the exam period"),
        ("The availability cache is refreshed four times a day.",
         "availability cache refreshes 4x/day"),
    ],
)  # fmt: skip
def test_a_count_typed_as_nx_is_the_count_in_words(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == SAME
    assert read_kind(old, new) == SAME


def test_a_count_typed_as_nx_still_changes_with_its_number() -> None:
    old = "The availability cache is refreshed four times a day."
    assert rules_verdict(old, "The availability cache is refreshed 6x/day.").kind == UPDATE
    assert rules_verdict(old, "The availability cache is refreshed 4 times per day.").kind == SAME


def test_nx_is_read_only_after_a_number_of_its_own() -> None:
    assert "time" not in facts("The screen is 1920x1080 pixels.").seq
    assert "time" not in facts("Register 0x1f holds the flags.").seq
    assert facts("It is 2x faster.").seq[:3] == ("it", "2", "time")


def test_a_rate_per_hour_typed_as_hr_is_per_hour() -> None:
    assert facts("max is 450 doses/hr").seq[-4:] == ("450", "dose", "per", "hour")
    verdict = rules_verdict(
        "The robot's max picking throughput is 600 doses per hour.",
        "vendor confirmed the real max is ~450 doses/hr, not 600",
    )
    assert verdict.kind == UPDATE


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        ("Gate readers are rebooted every night at three in the morning.",
         "Gate readers reboot nightly at 3am.", SAME),
        ("Reports go out at 6 in the evening.", "Reports go out at 6pm.", SAME),
        ("Reports go out at 6 in the evening.", "Reports go out at 6am.", UPDATE),
    ],
)  # fmt: skip
def test_an_hour_told_in_words_is_a_time_of_day(old: str, new: str, kind: str) -> None:
    assert rules_verdict(old, new).kind == kind


def test_2fa_is_two_factor_authentication() -> None:
    old = "Controlled-substance picks require two-factor authentication at the robot terminal."
    new = "Controlled substance picks need 2FA at the robot terminal."
    assert rules_verdict(old, new).kind == SAME


def test_with_the_spaces_removed_is_without_spaces() -> None:
    old = "Plate numbers are normalized to uppercase without spaces before lookup."
    new = "Before lookup, plate numbers get normalized to uppercase with the spaces removed."
    assert rules_verdict(old, new).kind == SAME
    kept = "Plate numbers are normalized to uppercase with spaces before lookup."
    assert rules_verdict(old, kept).kind == UPDATE


def test_a_unit_of_weight_replaced_is_a_value_replaced() -> None:
    old = "Dose weights are reported by the robot in milligrams."
    new = "Dose weights are reported by the robot in micrograms."
    assert rules_verdict(old, new).kind == UPDATE


PDF = "Timetable exports are generated as PDF."
SUMMARY = "The tracker posts the daily production summary to the #production Slack channel."


def test_what_a_change_stopped_doing_is_left_behind() -> None:
    assert left_behind("exports are xlsx now, we stopped doing pdf") == ["pdf"]
    assert left_behind("we stopped doing pdf exports for now") == []  # no value of its own


def test_an_archived_channel_is_left_behind_without_its_mark() -> None:
    told = "we moved the daily prod summary to #distillery-ops, #production is archived"
    assert left_behind(told) == ["production"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (PDF, "exports are xlsx now, we stopped doing pdf"),
        (SUMMARY, "we moved the daily prod summary to #distillery-ops, #production is archived"),
    ],
)  # fmt: skip
def test_a_value_left_behind_gives_way_to_a_word_in_lower_case(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == UPDATE
    assert read_kind(old, new) == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (PDF, "exports are also generated as xlsx"),  # nothing left behind: a second format
        (PDF, "invoices are xlsx now, we stopped doing csv"),  # another subject, another value
        (SUMMARY, "the weekly summary goes to #distillery-ops, #random is archived"),
    ],
)  # fmt: skip
def test_a_value_left_behind_the_older_does_not_give_changes_nothing(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("MT output must be post-edited before delivery.",
         "Machine translation output must be post-edited prior to delivery."),
        ("Season ticket holders get 10% off additional tickets.",
         "Season ticket holders receive a 10 percent discount on additional tickets."),
        ("Tyre temperature sensors are calibrated quarterly.",
         "Tyre temperature sensors are calibrated every three months."),
        ("Reports are sent fortnightly.", "Reports are sent every two weeks."),
        ("The leak detection model is retrained every quarter.",
         "just so you know, we retrain the leak detection model quarterly"),
    ],
)  # fmt: skip
def test_other_words_for_one_claim(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == SAME


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        ("Season ticket holders get 10% off additional tickets.",
         "Season ticket holders get 15% off additional tickets.", UPDATE),
        ("Tyre temperature sensors are calibrated quarterly.",
         "Tyre temperature sensors are calibrated monthly.", UPDATE),
        # said of a thing, "quarterly" names one of several: two reports
        ("The quarterly report is due on the 5th.", "The monthly report is due on the 5th.",
         DISTINCT),
        ("Emergency release uses O negative red cells for male patients.",
         "Emergency release uses O positive red cells for male patients.", UPDATE),
    ],
)  # fmt: skip
def test_what_those_words_still_change(old: str, new: str, kind: str) -> None:
    assert rules_verdict(old, new).kind == kind


def test_the_end_of_each_quarter_is_a_time_not_a_frequency() -> None:
    old = "Progress reports go out at the midpoint of each quarter."
    new = "Report cards go out at the end of each quarter."
    assert "3" not in facts(new).seq
    assert rules_verdict(old, new).kind == DISTINCT


def test_a_subject_archived_later_in_its_life_is_no_subject_retired() -> None:
    old = "Batch records are locked for editing 30 days after packaging."
    new = "Batch records are archived to cold storage two years after packaging."
    assert rules_verdict(old, new).kind == DISTINCT
    assert read_kind(old, new) == DISTINCT
