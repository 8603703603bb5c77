"""Changes of one slot the rules had read as two things (blind sets holdout113-120, first run
on session 38's rules): a setting's value told by its modifier ("in business hours" / "in
calendar hours"), a post passed on ("The 311 director signs off ..." / "The deputy CIO ..."),
work done per member or across the group, and a count after a plural's verb that names no
numbered thing ("The OCR workers run 8 threads each.")."""

from __future__ import annotations

import pytest

from surface.statement_values import identifiers
from surface.statements import DISTINCT, SAME, UPDATE, classify, facts

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("SLA timers are tracked in business hours.", "SLA timers are tracked in calendar hours."),
        (
            "Odds are displayed in decimal format by default.",
            "Odds are displayed in fractional format by default.",
        ),
        (
            "Ethical walls are enforced at the workspace level.",
            "Ethical walls are enforced at the individual document level.",
        ),
        (
            "The 311 director signs off on new request types.",
            "The deputy CIO signs off on new request types.",
        ),
        (
            "Deduplication is done globally across custodians.",
            "Deduplication is done per custodian.",
        ),
        (
            "The OCR workers run 8 threads each.",
            "the OCR workers are down to 4 threads each now",
        ),
    ],
)
def test_one_slot_changed_is_an_update(old: str, new: str) -> None:
    """Regression (holdout115-118, and holdout52's level): each was kept apart or merged."""
    assert classify(old, new).kind == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Nina reviews changes to the pricing engine.",
            "Nina reviews changes to the routing engine.",
        ),
        (
            "Hana approves changes to the drug formulary tables.",
            "Hana approves changes to the pharmacy directory tables.",
        ),
    ],
)
def test_the_modifier_of_a_thing_still_names_another_thing(old: str, new: str) -> None:
    assert classify(old, new).kind == DISTINCT


def test_per_and_across_are_never_one_claim_retold() -> None:
    assert (
        classify("Quotas are enforced per tenant.", "Quotas are enforced per tenant.").kind == SAME
    )
    assert (
        classify("Deduplication is done per custodian.", "Deduplication runs per custodian.").kind
        != UPDATE
    )


def test_a_run_numbered_is_still_a_numbered_thing() -> None:
    assert ("run", "8") in identifiers(facts("Run 8 failed on the GPU node.").seq, "Run 8 failed")
    assert ("run", "8") not in identifiers(
        facts("The OCR workers run 8 threads each.").seq, "The OCR workers run 8 threads each."
    )
    # Regression (caught by benchmarks/ab_cpu.py, writes 12x slower): a first version read any
    # plural before the noun as its subject, so "(note 5)" after "regions" named no note, and
    # every such pair of notes was read by the second reading instead of kept apart at once.
    text = "Backups are replicated across regions (note 5)."
    assert ("note", "5") in identifiers(facts(text).seq, text)
