"""A change told with the old value beside the new one ("15 min -> 5 min", "from 5 min to 90 s",
", not Marta"), or by what brought it ("With the new firmware, ..."), updates the statement it
changes; a role one person fills, handed to another ("signs off on"), does too; "yrs" is years.
The same forms that do not name what the older statement affirmed stay what they were."""

from __future__ import annotations

import pytest

from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, SAME, UPDATE, classify
from surface.told_plainly import value_denied, value_named_before


def _read(old: str, new: str):
    old, new = spelled_out(old, new)  # as a write reads them: "fw" is firmware
    return second_reading(old, new, classify(old, new))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The berth planner re-plans the berth schedule every 15 minutes.",
            "berth planner re-plan interval: 15 min -> 5 min (vessels were sitting on stale plans)",
        ),
        (
            "Hearing reminders are sent 3 days before the hearing.",
            "hearing reminders: 3 days → 7 days before, judges asked for more lead time",
        ),
        (
            "Alarms are deduplicated over a 5-minute window.",
            "alarm dedup window went down from 5 min to 90 s, operators were missing repeat trips",
        ),
        (
            "Marta is on call for the climate controllers this week.",
            "Jonas is on call for the climate controllers this week, not Marta.",
        ),
        (
            "Cut-out wind speed is set to 25 m/s.",
            "With the new storm-control firmware, cut-out wind speed is set to 28 m/s.",
        ),
        (
            "Hamid signs off on a turbine restart after a major fault.",
            "Lena signs off on a turbine restart after a major fault.",
        ),
        (  # an arrow from what the older statement gave a number to another number
            "Dr. Okafor's group has an allocation of 500,000 core-hours per year.",
            "okafor lab allocation → 750k core-hrs/yr after the renewal",
        ),
        (  # "flipped" tells the change: every value stands in both
            "Slurm job priority is weighted 70% fairshare and 30% age.",
            "priority weights flipped: age 70 / fairshare 30",
        ),
    ],
)
def test_a_change_told_beside_the_old_value_updates(old, new):
    assert _read(old, new).kind == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("interval: every 15 minutes", "interval 15 min -> 5 min"),
        ("the owner is alice", "owner: alice -> bob"),
        ("waits 300 ms", "went down from 300 ms to 150 ms"),
    ],
)
def test_the_value_before_is_found_around_an_arrow_or_from_to(old, new):
    assert value_named_before(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the arrow's left side is not what the older statement gave
        ("interval: every 15 minutes", "interval 10 min -> 5 min"),
        # a flow told with arrows, every stage already named: nothing replaced
        ("events go from kafka through flink to s3", "events: kafka -> flink -> s3"),
        # "from ... to" between places, not numbers
        ("data is copied from production to staging", "copy from production to staging nightly"),
        # an arrow from the older statement's subject to the number it already gave
        ("the group has an allocation of 500 hours", "group allocation -> 500 hours"),
    ],
)
def test_an_arrow_or_from_to_that_names_no_old_value_is_not_a_change(old, new):
    assert not value_named_before(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the older statement denied it already: a retelling
        (
            "The firmware is flashed over SWD, not over USB.",
            "We flash the firmware over SWD, not USB.",
        ),
        ("Pass IDs are ULIDs, not UUIDv4.", "pass ids use ULID (not uuid4)"),
        # what is denied ("next week") is nothing the older one said
        ("Marta is on call.", "Marta is on call this week, not next week."),
    ],
)
def test_a_denial_of_what_was_never_affirmed_is_not_a_correction(old, new):
    assert not value_denied(old, new)


def test_years_written_yrs_restate():
    old, new = (
        "Audit log entries are retained for ten years.",
        "We keep audit log entries for 10 yrs.",
    )
    assert _read(old, new).kind == SAME


def test_one_thing_at_a_time_told_as_x_by_x_restates():
    old = "Never push firmware to all controllers at once; roll it out one compartment at a time."
    new = "don't push fw to every controller at once — roll it out compartment by compartment"
    assert _read(old, new).kind == SAME


def test_side_by_side_is_not_one_at_a_time():
    from surface.statements import sequence

    assert "time" not in sequence("the two builds run side by side")
    assert sequence("migrate table by table") == sequence("migrate one table at a time")


def test_gate_in_and_gate_out_are_two_kinds_of_a_thing():
    old = "Gate-in transactions are reported to the shipping line as CODECO messages."
    new = "Gate-out transactions are reported to the shipping line as CODECO messages."
    assert _read(old, new).kind == DISTINCT
    # the same compound retold stays one claim
    assert (
        _read(old, "gate-in transactions get reported to the shipping line as CODECO messages").kind
        == SAME
    )


def test_a_whole_hour_with_its_minutes_is_the_hour_said_alone():
    """ "at 9" and "at 9:00" are one time: the statements restate each other; another hour
    is still another value."""
    old = "Support tickets are triaged by the on-duty engineer every morning at 9."
    new = "Every morning at 9:00 the on-duty engineer triages the support queue."
    assert (
        second_reading(*spelled_out(old, new), classify(*spelled_out(old, new)), lambda: 0.72).kind
        == SAME
    )
    assert spelled_out("Backups run at 13:00.", "Backups run at 14:00.") == (
        "Backups run at 13:00.",
        "Backups run at 14:00.",
    )


def test_a_bound_written_as_a_sign_is_read_in_words():
    assert spelled_out("Jobs over 256 GB", "Any job asking for >256GB RAM")[1] == (
        "Any job asking for more than 256GB RAM"
    )
    assert (
        spelled_out("x", "a >= 5 and b ≤ 3, x->y, 3<4")[1]
        == "a at least 5 and b at most 3, x->y, 3<4"
    )
