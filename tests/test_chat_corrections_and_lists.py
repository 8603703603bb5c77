"""A correction typed in chat ("wait no, ...") is told as a correction, and two things joined by
"and" / "or" named in the other order are one list, not words moved."""

import pytest

from surface.change_told import tells_change
from surface.conjuncts import in_their_order
from surface.pair_features import change_words
from surface.setting_revalued import setting_revalued
from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, SAME, UPDATE, classify
from tests.pair_reading import read_kind

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The nightly backup of the scheduling database runs at 1 am.",
            "wait no, sched db backup runs at 3am not 1am",
        ),
        (
            "Guests can hold up to 2 virtual queue reservations at once.",
            "wait no, guests can only hold 1 VQ reservation at a time, not 2",
        ),
        (
            "Enclosure temperature sensors report in Fahrenheit.",
            "Wait, no: enclosure temp sensors report in celsius, not fahrenheit",
        ),
    ],
)
def test_a_correction_typed_in_chat_updates_what_it_corrects(old, new):
    assert read_kind(old, new) == UPDATE


def test_wait_no_is_a_correction_only_as_a_lead_in():
    assert change_words("wait no, the limit is 5") == 1
    assert tells_change("oops, the limit is 5 not 4")
    # "no" before a word, not a mark: it denies that word, and nothing is corrected
    new = "Wait, no retries happen before the lock is free."
    assert change_words(new) == 0 and not tells_change(new)
    assert spelled_out("Retries wait for the lock.", new)[1] == new


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Appraisal reports are uploaded as PDF and MISMO XML.",
            "Appraisal reports get uploaded in both MISMO XML and PDF.",
        ),
        ("Confirmations go out by email or SMS.", "Confirmations go out by SMS or email."),
    ],
)
def test_two_things_joined_in_the_other_order_are_one_list(old, new):
    assert classify(*spelled_out(old, new)).kind == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # values traded between the parts: not the two parts swapped whole
        (
            "staging uses port 5432 and prod uses port 6543",
            "prod uses port 5432 and staging uses port 6543",
        ),
        # steps: their order is the claim
        ("Run the tests and then deploy.", "Deploy and then run the tests."),
    ],
)
def test_a_list_is_not_reordered_where_the_order_says_something(old, new):
    assert in_their_order(new, old) == new


def test_a_word_said_twice_leaves_the_list_as_typed():
    old = "Attorney-client privilege and work product are the two privilege bases we log."
    new = "We log two privilege bases: work product and attorney-client privilege."
    assert in_their_order(new, old) == new


def test_the_pair_is_put_in_the_older_order_with_the_marks_where_they_were():
    old = "Receipts are sent by email or SMS, never by post."
    new = "Receipts are sent by SMS or email."
    assert in_their_order(new, old) == "Receipts are sent by email or SMS."


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The application fee is $75.", "app fee went up to $90"),
        (
            "The disconnect grace period is 5 minutes before a forfeit is issued.",
            "disconnect grace = 180s before forfeit",
        ),
        (
            "Ride status is cached in Redis with a 60-second TTL.",
            "ride status redis ttl is 10s, 60s showed rides as open that were already down",
        ),
        (
            "Student IDs are 7 digits long.",
            "Student IDs are 9 digits since the merger with the Eastfield district.",
        ),
        (
            "Appointment slots in the scheduler are 15 minutes long.",
            "slots are 10 min now, not 15 - hygienists wanted finer granularity",
        ),
        (
            "The portal session times out after 30 minutes of inactivity.",
            "portal session timeout -> 60 min, applicants were losing essay drafts",
        ),
    ],
)
def test_one_settings_amount_set_anew_in_chat_is_an_update(old, new):
    assert setting_revalued(*spelled_out(old, new))
    assert read_kind(old, new) == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another subject before the amount
        ("The ranked 5v5 queue needs 10 players to pop.", "The ranked 2v2 queue needs 4 players."),
        # another scope after it
        ("imaging worker pool = 4 procs in prod", "imaging worker pool = 2 procs in staging"),
        # the old amount plays another part
        (
            "An InfluxDB task downsamples raw telemetry into 1-minute averages.",
            "An InfluxDB task downsamples 1-minute averages into 15-minute averages.",
        ),
        # "after" said of both: another event the period runs from, not a reason
        (
            "Credit reports are retained for 25 months after a denial.",
            "Credit reports are retained for seven years after funding.",
        ),
        # nothing marks a change
        ("Check-in closes 15 minutes before a match.", "Check-out opens 30 minutes after it."),
    ],
)
def test_an_amount_of_another_thing_is_not_set_anew(old, new):
    assert not setting_revalued(*spelled_out(old, new))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The 2.4m telescope's dome closes when wind exceeds 15 m/s.",
            "The 1m telescope's dome closes when wind exceeds 18 m/s.",
        ),
        ("The ranked 5v5 queue needs 10 players to pop.", "The ranked 2v2 queue needs 4 players."),
        (
            "Bags for the 06:00 departures are inducted from 04:15.",
            "Bags for the 07:00 departures are inducted from 05:00.",
        ),
    ],
)
def test_a_number_that_says_which_thing_keeps_two_things(old, new):
    assert classify(*spelled_out(old, new)).kind == DISTINCT


def test_one_things_values_changed_after_its_name_are_still_an_update():
    old = "The default deposit limit is $500 per week."
    assert classify(old, "The default deposit limit is $1,000 per month.").kind == UPDATE


def test_a_value_denied_counts_a_verb_and_its_participle_as_one_word():
    old = "Dana Whitfield approves changes to the attendance code list."
    new = (
        "Changes to attendance codes are approved by the Student Services director, "
        "Omar Haddad, not Dana."
    )
    assert classify(old, new).kind == UPDATE


def test_a_chat_channel_is_a_code_name_two_statements_do_not_share():
    from surface.things_named import code_names_replaced

    old = "Weekly application volume metrics are posted to #admissions-eng on Mondays."
    new = "Weekly yield metrics are posted to #admissions-leadership on Mondays."
    assert code_names_replaced(old, new)
    assert read_kind(old, new) != SAME
    assert not code_names_replaced("Use C# for tools.", "Use F# for tools.")


def test_a_bucket_named_with_one_hyphen_is_a_code_name():
    from surface.things_named import code_names_replaced

    old = "In production the lesson engine reads from the content-prod bucket."
    new = "In the review environment the lesson engine reads from the content-preview bucket."
    assert code_names_replaced(old, new)
    assert read_kind(old, new) != SAME
    # a compound word is no name: "real-time" / "near-real-time" say nothing of a bucket
    assert not code_names_replaced("Scores update in real-time.", "Scores update near-real-time.")


def test_a_number_after_the_verb_is_a_value_not_which_thing():
    old, new = "The pool keeps 4 workers and 2 spares.", "The pool keeps 8 workers and 4 spares."
    assert classify(old, new).kind == UPDATE
