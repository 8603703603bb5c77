"""A name replaced in the slot that a shared last word heads ("preserved as TIFF masters" / "as
JPEG 2000 masters") is a new value of that slot, and a possessive name ("Priya Nair's team") is
the name itself (session 26, issue 16)."""

from __future__ import annotations

import pytest

from surface.statement_values import names
from surface.statements import DISTINCT, SAME, UPDATE, classify


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Digitized manuscripts are preserved as TIFF masters.",
            "Digitized manuscripts are preserved as JPEG 2000 masters.",
        ),
        (
            "Roster publication is owned by Priya Nair's team.",
            "Roster publication is owned by Tomasz Kowalski's team.",
        ),
        (
            "Contract PDFs are signed with the DocuSign envelope.",
            "Contract PDFs are signed with the Adobe Sign envelope.",
        ),
    ],
)
def test_a_name_replaced_before_the_word_it_qualifies_is_an_update(old, new):
    assert classify(old, new).kind == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # ordinary words before a shared last word stay another thing, not a new value
        ("Admin users can export reports as CSV.", "Admin users can import products from CSV."),
        (
            "Crew notifications are sent by the Celery worker on the notifications queue.",
            "Crew notifications are sent by the Celery worker on the default queue.",
        ),
        # a name replaced in the subject is another thing the same is said of
        (
            "The US card program is issued by Sutton Bank.",
            "The UK card program is issued by Modulr.",
        ),
    ],
)
def test_other_words_before_a_shared_last_word_are_not_read_as_a_named_value(old, new):
    # not read as a new value by the rules (the queue pair is left to the second reading)
    assert classify(old, new).reason not in ("value replaced", "name replaced")


def test_a_possessive_name_is_the_name():
    assert {"priya", "nair"} <= names("Roster publication is owned by Priya Nair's team.")
    assert "nair's" not in names("Roster publication is owned by Priya Nair's team.")


def test_a_review_told_as_a_possessive_restates_who_reviews():
    verdict = classify(
        "Kenji reviews every change to the FHIR integration before it merges.",
        "No change to the FHIR integration merges without Kenji's review.",
    )
    assert verdict.kind == SAME


def test_distinct_kept_for_an_unnamed_slot():
    assert classify("Admins can delete projects.", "Admins can archive projects.").kind == DISTINCT


def test_what_is_named_and_its_value_both_changed_are_two_claims():
    verdict = classify(
        "the STAC collection id for sentinel-2 L2A is s2-l2a-cogs",
        "the STAC collection id for landsat collection 2 L2 is landsat-c2-l2",
    )
    assert verdict.kind == DISTINCT


def test_a_value_changed_after_the_same_subject_is_still_an_update():
    verdict = classify(
        "the STAC collection id for sentinel-2 L2A is s2-l2a-cogs",
        "the STAC collection id for sentinel-2 L2A is s2-l2a-cogs-v2",
    )
    assert verdict.kind == UPDATE
