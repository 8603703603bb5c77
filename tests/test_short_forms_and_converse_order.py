"""Short forms typed in chat read as their full words ("10y", "kg + m³", "Temp-controlled"),
and steps told with "after" instead of "before" are the same steps in the same order."""

import pytest

from surface.event_order import told_conversely
from surface.spelled_out import spelled_out
from surface.statements import SAME, UPDATE, classify, facts

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("necropsy reports get archived for 10y", "necropsy reports get archived for 10 years"),
        ("capacity reported in kg + m³", "capacity reported in kg and cubic meters"),
    ],
)
def test_a_unit_typed_short_reads_as_its_name(typed, plain):
    assert facts(typed).seq == facts(plain).seq


def test_a_plus_inside_a_name_is_no_and():
    assert "and" not in facts("The engine is written in C++ for speed.").seq


def test_a_compound_adjective_cut_short_reads_in_full():
    old = "Temperature-controlled shipments must log a temperature reading every 10 minutes."
    new = "Temp-controlled shipments need a temp reading logged every ten min."
    assert spelled_out(old, new)[1].startswith("Temperature-controlled shipments")


def test_a_name_with_hyphens_is_left_as_typed():
    old = "Events are published to the Kinesis stream subscription-events."
    new = "Events are published to the subs-events Kafka topic."
    assert spelled_out(old, new)[1] == new


def test_steps_told_with_after_instead_of_before_are_the_same_claim():
    old = "Calibration frames are ingested into the archive before science frames."
    new = "Science frames get ingested into the archive after the calibration frames."
    assert told_conversely(facts(old).seq, facts(new).seq)
    assert classify(old, new).kind == SAME


def test_the_same_words_with_the_steps_turned_round_stay_a_change():
    old, new = "Run migrations before deploying.", "Run migrations after deploying."
    assert not told_conversely(facts(old).seq, facts(new).seq)
    assert classify(old, new).kind == UPDATE


def test_a_clip_that_opens_on_a_vowel_reads_in_full():
    old = "Hygiene appointments are booked in 60-minute blocks."
    assert spelled_out(old, "Hygiene appts are booked in one-hour blocks.")[1] == (
        "Hygiene appointments are booked in one-hour blocks."
    )
    assert classify(*spelled_out(old, "Hygiene appts are booked in one-hour blocks.")).kind == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a word, not a clip: its second letter is not the other word's
        ("Bed exit alarms are armed automatically.", "the bed exit alarm arms itself"),
        # a vowel with two consonants is no clip ("and" / "android")
        ("Android builds run on CI.", "ios and android builds run on ci"),
    ],
)
def test_a_word_that_opens_on_a_vowel_is_no_clip(old, new):
    assert spelled_out(old, new)[1] == new


def test_one_word_moved_is_the_same_claim_and_two_traded_are_not():
    old = "Don't deploy the booking service on regatta weekends."
    new = "Just so you know, no booking service deploys on regatta weekends."
    assert classify(old, new).kind == SAME
    assert classify("Alice pays Bob.", "Bob pays Alice.").kind == UPDATE
    traded = (
        "In the ranking A/B test, variant A is the control and variant B uses the new ranker.",
        "In the ranking A/B test, variant B is the control and variant A uses the new ranker.",
    )
    assert classify(*traded).kind == UPDATE
