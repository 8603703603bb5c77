"""Words typed cut short in chat ("dash", "sim", "inc 42") read as the word the other statement
says in full, and a word clipped to its consonants ("svc") read as the word in any of its forms."""

import pytest

from surface.spelled_out import spelled_out
from surface.statements import SAME, classify

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("full", "cut", "read"),
    [
        (
            "The deliverability dashboard is at https://deliver.mailco.io/dash.",
            "deliverability dash is at https://deliver.mailco.io/dash",
            "deliverability dashboard is at https://deliver.mailco.io/dash",
        ),
        (
            "Simulator runs use spacecraft IDs 900 and up.",
            "sim runs use spacecraft ids 900 and up",
            "simulator runs use spacecraft ids 900 and up",
        ),
        (
            "Incident 42: double bookings at LHR.",
            "inc 42 = LHR double bookings",
            "incident 42 = LHR double bookings",
        ),
        (
            "Connection state lives in Redis.",
            "conn state is in redis",
            "connection state is in redis",
        ),
    ],
)
def test_a_word_cut_short_reads_as_the_word_the_other_says_in_full(full, cut, read):
    assert spelled_out(full, cut) == (full, read)


def test_a_word_cut_short_makes_a_restatement_of_the_same_claim():
    old = "The deliverability dashboard is at https://deliver.mailco.io/dash."
    new = "deliverability dash is at https://deliver.mailco.io/dash"
    assert classify(*spelled_out(old, new)).kind == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a name keeps its capital: Java is not JavaScript
        ("The admin tool is written in JavaScript.", "The admin tool is written in Java."),
        # a plural or a whole word that opens a compound ("news" / "newsletter")
        (
            "breaking news push alerts go through the alerts-urgent queue",
            "newsletter sends go through the alerts-bulk queue",
        ),
        # an inflection is no clip ("start" / "starting"), nor a common word ("with" /
        # "without", "must" / "mustn't")
        ("Run the migrations before starting the server.", "start the server after migrations"),
        ("Trucks without a booking are turned away.", "trucks with a booking get a slot"),
        ("Tests mustn't call external services.", "tests must call the stubs"),
        # a short word the synonym table already reads ("app" / "application")
        ("PHI must never be written to application logs.", "no PHI in app logs"),
        # the other says the short word too
        ("The sim dashboard shows the simulator's load.", "sim load is on the dashboard"),
    ],
)
def test_a_short_word_that_is_no_cut_is_left_as_typed(old, new):
    assert spelled_out(old, new) == (old, new)


def test_a_consonant_clip_reads_as_a_word_said_in_two_forms():
    # regression: "service" and "services/..." were two candidates, so "svc" stayed as typed
    old = "The reminder service lives in services/reminders."
    new = "reminders svc lives under services/reminders"
    assert spelled_out(old, new)[1] == "reminders service lives under services/reminders"


def test_a_consonant_clip_of_two_words_stays_as_typed():
    old = "The firewall and the framework are both pinned."
    assert spelled_out(old, "fw is pinned")[1] == "fw is pinned"


def test_a_word_with_a_suffix_is_no_cut_of_it():
    # regression: "head" read as "headless"
    assert spelled_out("Use headless Chrome in CI.", "the head node runs CI")[1] == (
        "the head node runs CI"
    )


@pytest.mark.parametrize(
    ("old", "new", "read"),
    [
        (
            "The OCPP gateway is stateless; connection state lives in Redis.",
            "ocpp gateway holds no state, conn state is in redis",
            "The OCPP gateway is no state; connection state lives in Redis.",
        ),
        (
            "Login is passwordless.",
            "Users log in without a password.",
            "Login is without a password.",
        ),
    ],
)
def test_a_word_that_says_it_is_without_a_thing_reads_as_the_other_says_it(old, new, read):
    assert spelled_out(old, new)[0] == read


def test_a_restatement_with_a_without_word_is_no_negation_changed():
    old = "The OCPP gateway is stateless; connection state lives in Redis."
    new = "ocpp gateway holds no state, conn state is in redis"
    assert classify(*spelled_out(old, new)).kind == SAME


def test_without_a_thing_said_before_another_noun_is_left_as_typed():
    assert spelled_out("Use headless Chrome in CI.", "CI has no head node.")[0] == (
        "Use headless Chrome in CI."
    )


@pytest.mark.parametrize(
    ("full", "cut", "read"),
    [
        (
            "Obituaries and public-safety alerts are always free to read.",
            "obits and public safety alerts are always free to read",
            "obituaries and public safety alerts are always free to read",
        ),
        (
            "Queue statistics on the wallboard refresh every 10 seconds.",
            "queue stats refresh every 10 seconds",
            "queue statistics refresh every 10 seconds",
        ),
    ],
)
def test_a_plural_cut_short_reads_as_the_plural_in_full(full, cut, read):
    assert spelled_out(full, cut)[1] == read


def test_a_plural_is_no_cut_of_a_word_that_is_not_one():
    # "news" opens "newsletter", a singular: two words
    old, new = "breaking news alerts go out first", "the newsletter goes out first"
    assert spelled_out(old, new) == (old, new)
