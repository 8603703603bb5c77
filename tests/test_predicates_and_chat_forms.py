"""Two things told of one subject by two verbs, and restatements in the forms people type:
compounds run together, short words, hours by the part of the day, a freeze, a change told
with an arrow, the "only" of a passive, "touch" for "edit"."""

import pytest

from surface.spelled_out import spelled_out
from tests.pair_reading import read_kind


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a verb right after the subject in its -s form, with its object after it
        ("The billing worker is written in Kotlin.", "The billing worker emits StatsD counters."),
        # a verb before an amount, and one before "any"
        (
            "Guest passes at the north lot give 3 free hours.",
            "Guest passes at the north lot expire at 6pm.",
        ),
        (
            "The risk job exports weekly totals to BigQuery.",
            "The risk job flags any account with two chargebacks.",
        ),
        # a verb and its object beside a verb and its time
        (
            "The export job writes Parquet files to the lake bucket.",
            "The export job runs on the first Monday of each month.",
        ),
    ],
)
def test_two_verbs_of_one_subject_are_two_things(old: str, new: str) -> None:
    assert read_kind(old, new) == "distinct"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a tool and its version after "with", not a verb and an amount
        ("The C++ code is compiled with gcc 12.", "The C++ code is compiled with clang 17.1."),
        # "every" is no verb: a schedule replaced
        (
            "Price tables are reloaded every 30 minutes.",
            "Price tables are reloaded whenever the catalogue changes, not on a timer.",
        ),
    ],
)
def test_a_value_after_a_preposition_is_still_replaced(old: str, new: str) -> None:
    assert read_kind(old, new) == "update"


def test_an_initialism_the_other_types_in_lower_case_is_not_spelled_out_of_it() -> None:
    # "IDs" was spelled out of "ids: 10 digits", and the older statement came out as
    # "order ids: 10 digits are ten digits"
    old, new = spelled_out(
        "Order IDs are ten digits and zero-padded.", "order ids: 10 digits, zero padded"
    )
    assert old.casefold().count("digits") == 1
    assert (
        read_kind("Order IDs are ten digits and zero-padded.", "order ids: 10 digits, zero padded")
        == "same"
    )


def test_an_initialism_inside_a_path_is_still_spelled_out() -> None:
    old = "The proof of delivery endpoint is POST /pod."
    assert read_kind(old, "POD endpoint: POST /pod") == "same"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a hyphenated compound typed as one word, in the plural
        ("Time-lapse clips are kept for a week.", "timelapses are kept for 7 days"),
        ("The web frontend is built with Vue.", "web fe = vue"),
        (
            "Brackets are published two hours before the tournament starts.",
            "brackets published 2h before tourney start",
        ),
        ("Usernames are limited to 30 characters.", "usernames max 30 chars"),
        (
            "Reviews must be done within three days of the request.",
            "reviews have to be done w/in 3 days of the request",
        ),
        # hours told by the part of the day
        (
            "Index rebuilds only run between 2am and 5am.",
            "We only run index rebuilds between 2 and 5 in the morning.",
        ),
        # a freeze told as "no"
        (
            "Releases are frozen during the holiday period.",
            "fyi no releases during the holiday period",
        ),
        # the "only" of a passive that opens the sentence
        (
            "The invoice importer only accepts XML files.",
            "Only XML files are accepted by the invoice importer.",
        ),
        # "touch" for "edit", "pls" as filler, "flag" for "mark"
        (
            "Never edit migration files after they are merged.",
            "pls never touch migration files after they're merged",
        ),
        (
            "Failed payments are marked but not retried.",
            "Failed payments get flagged, not retried.",
        ),
    ],
)
def test_restated_in_the_forms_people_type(old: str, new: str) -> None:
    assert read_kind(old, new) == "same"


def test_a_change_told_with_an_arrow_after_moved_is_read_from_to() -> None:
    old = "Card payments are processed through Braintree."
    new = spelled_out(old, "card payments moved braintree -> stripe")[1]
    assert new == "card payments moved from braintree to stripe"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Amara owns the Stripe Connect integration.", "Amara owns the floor plan editor."),
        ("Amara leads the Android release train.", "Amara leads the design system team."),
        (
            "Lukas is the contact for the search API.",
            "Lukas is the contact for the thumbnail service.",
        ),
    ],
)
def test_one_person_holds_two_duties(old: str, new: str) -> None:
    assert read_kind(old, new) == "distinct"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Amara owns the invoice exporter.", "Jonas owns the invoice exporter."),
        ("The invoice exporter is owned by Amara.", "The invoice exporter is owned by Jonas."),
    ],
)
def test_a_duty_handed_to_another_is_still_an_update(old: str, new: str) -> None:
    assert read_kind(old, new) == "update"
