"""A rule said of two scopes or of two kinds of change is two facts; numbers changed in place are
one claim updated; a clipped word reads as the word in full (surface.statements)."""

from __future__ import annotations

import pytest

from surface.statements import DISTINCT, SAME, UPDATE, classify, facts
from surface.two_things import other_scopes

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "In Ohio, the app hides parlay bets on college games.",
            "In Nevada, the app hides parlay bets on college games.",
        ),
        (
            "For iOS, push tokens are refreshed at launch.",
            "For Android, push tokens are refreshed at launch.",
        ),
        ("On the kiosk, receipts print in 58 mm.", "On the web shop, receipts print in 58 mm."),
    ],
)
def test_the_same_rule_opened_on_another_scope_is_a_second_fact(old, new):
    assert classify(old, new).kind == DISTINCT


def test_a_fronted_phrase_that_frames_the_claim_is_no_scope():
    # "For now" dates the claim and "In practice" hedges it: neither names where it holds
    claim = "deploys go through make ship."
    assert not other_scopes(f"For now, {claim}", f"In practice, {claim}")
    assert other_scopes(f"In the EU, {claim}", f"In the US, {claim}")


def test_a_scope_change_told_as_a_change_is_not_kept_apart():
    old = "In Ohio, the app hides parlay bets on college games."
    new = "Correction: in Nevada, not Ohio, the app hides parlay bets on college games."
    assert classify(old, new).reason != "different things"


def test_one_approver_of_two_kinds_of_change_is_two_facts():
    old, new = "Omar signs off on risk-model changes.", "Omar signs off on payout-rules changes."
    assert classify(old, new).kind == DISTINCT


def test_an_identifier_replaced_before_a_singular_noun_is_still_a_value_replaced():
    old = "The exporter connects as the reporting_ro database user."
    new = "The exporter connects as the etl_reader database user."
    assert classify(old, new).kind == UPDATE


def test_numbers_changed_in_place_are_one_claim_updated():
    # the matcher would pair the old "180" with the new one in another slot: two changes
    old = "Tiles are chunked as time=1, lat=180, lon=360."
    new = "Tiles are chunked as time=12, lat=90, lon=180."
    assert classify(old, new).kind == UPDATE


@pytest.mark.parametrize(
    ("short", "full"),
    [
        ("mgmt", "management"),
        ("coord", "coordinate"),
        ("precip", "precipitation"),
        ("qty", "quantity"),
    ],
)
def test_more_clipped_words_read_in_full(short, full):
    assert facts(f"the {short} column").seq == facts(f"the {full} column").seq


def test_a_restatement_with_clipped_words_reads_as_the_same_claim():
    old = "Time coordinates use days since 1970-01-01."
    new = "time coord units: days since 1970-01-01"
    assert classify(old, new).kind == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Max retries per job is 3.", "Max retries per job is 5."),
        (
            "The lobby holds at most 8 players per room.",
            "The lobby holds at most 12 players per room.",
        ),
    ],
)
def test_a_number_after_per_noun_is_a_rate_not_a_numbered_thing(old, new):
    # "per job is 3" reads "per job 3", which was taken for job number 3: another identifier
    assert classify(old, new).kind == UPDATE


def test_a_numbered_thing_is_still_one_thing():
    assert (
        classify("Ticket 42 is about the login bug.", "Ticket 43 is about the login bug.").kind
        == DISTINCT
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # read "task 2" and "task 1" once the light words were left out: numbered things
        (
            "Celery retries failed tasks 3 times with a 5 minute delay.",
            "Failed Celery tasks now get 2 retries, 10 minutes apart.",
        ),
        ("Celery tasks retry 3 times by default.", "default retries on our celery tasks is 1 now"),
    ],
)
def test_a_number_told_after_a_light_word_is_a_value_not_a_numbered_thing(old, new):
    assert classify(old, new).kind == UPDATE


def test_another_thing_given_another_value_in_one_phrase_is_a_second_fact():
    # without the numbered-thing reading of "job is 5", the phrase that changed names a thing
    # and its value together
    old = "Hikari max pool size for the pricing service is 20"
    new = "hikari max pool size for the nightly export job is 5"
    assert classify(old, new).kind == DISTINCT
    assert classify("PR #42 fixes the login bug.", "PR #43 fixes the login bug.").kind == DISTINCT


def test_a_name_of_a_few_letters_and_a_number_is_no_commit_hash():
    # "Ed25519" (seven hex characters) was read as a hash: another identifier, kept apart
    old = "OTA firmware images are signed with an ECDSA P-256 key held in AWS KMS."
    new = (
        "OTA images are now signed with Ed25519 instead of ECDSA P-256; the key still lives in KMS."
    )
    assert classify(old, new).kind == UPDATE
    assert (
        classify("Commit a1b2c3d fixed the login bug.", "Commit 9f8e7d6 fixed the login bug.").kind
        == DISTINCT
    )
