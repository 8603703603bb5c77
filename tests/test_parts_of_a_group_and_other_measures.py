"""Two facts told alike stay two: a group narrowed by another place ("Claims in Texas" /
"Claims in California"), an opposite beside another noun ("closed claims" / "open reserves"),
a limit in another measure ("30 days" / "$40 per day"), two release lines; and a claim
restricted to part of its group is a change (blind sets holdout105-112, session 38, issue 16)."""

from __future__ import annotations

import pytest

from surface.pair_model import second_reading
from surface.statements import DISTINCT, SAME, UPDATE, classify
from tests.support.pair_weights import sure_of

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Claims in Texas must be acknowledged within 15 days.",
            "Claims in California must be acknowledged within 15 days.",
        ),
        (
            "Samples from the Boston site arrive on Tuesdays.",
            "Samples from the Denver site arrive on Tuesdays.",
        ),
        (
            "The nightly job exports closed claims to Snowflake.",
            "The nightly job exports open reserves to Snowflake.",
        ),
        (
            "The rental car benefit is capped at 30 days.",
            "The rental car benefit is capped at $40 per day.",
        ),
        (
            "The 2.x line gets security fixes until June 2026.",
            "The 3.x line gets security fixes until June 2028.",
        ),
        (
            "Contract reviewers can tag documents as responsive.",
            "Contract reviewers can tag documents as hot.",
        ),
        ("Users can log in with Google.", "Users can log in with GitHub."),
        (
            "The onboarding checklist includes the W-4 form.",
            "The onboarding checklist includes the I-9 form.",
        ),
    ],
)
def test_two_facts_told_alike_stay_apart(old: str, new: str) -> None:
    """Regression (holdout105, 106, 107, 111, 118): each was superseded by the other; what
    someone can do with another option is a second option, what a list includes another member."""
    assert classify(old, new).kind == DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Payments are processed by Stripe.", "Payments are processed by Adyen."),
        (
            "Listings with no photos are shown in search results.",
            "Listings with no photos are hidden from search results.",
        ),
        (
            "Invoices are generated on the first of the month.",
            "Invoices are generated on the last day of the month.",
        ),
        (
            "The rental car benefit is capped at 30 days.",
            "The rental car benefit is capped at 45 days.",
        ),
        ("Firmware 5.x requires bootloader 2.x.", "Firmware 5.x requires bootloader 3.x."),
        ("Payouts can only be sent through Stripe.", "Payouts can only be sent through Adyen."),
        ("The Docker image includes Python 3.11.", "The Docker image includes Python 3.12."),
    ],
)
def test_one_value_changed_is_still_an_update(old: str, new: str) -> None:
    assert classify(old, new).kind == UPDATE


def test_a_claim_restricted_to_part_of_its_group_is_a_change(monkeypatch) -> None:
    """Regression (holdout110): "Read receipts are enabled for all users." / "Read receipts
    are only enabled for premium users." was merged as a rewording."""
    sure_of(monkeypatch, SAME)  # a model sure of a restatement

    def read(old: str, new: str) -> str:
        return second_reading(old, new, classify(old, new), lambda: 0.9).kind

    old = "Read receipts are enabled for all users."
    assert read(old, "Read receipts are only enabled for premium users.") == UPDATE
    # "all" and "only" of other things: a restatement stays one
    assert (
        read(
            "Never log full account numbers; mask all but the last 4 digits.",
            "Account numbers must be masked in logs - only the final four digits may appear.",
        )
        == SAME
    )
