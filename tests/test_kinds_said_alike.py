"""Two things told alike are two facts: a frequency word before a noun names a kind ("weekly
rentals" / "corporate-account rentals"), and a code-like name in the subject with the same said
of both ("for outlook.com is 300 ..." / "for yahoo.com is 300 ...")."""

import pytest

from surface.statements import UPDATE, classify

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Unlimited mileage is included in all weekly rentals.",
            "Unlimited mileage is included in all corporate-account rentals.",
        ),
        (
            "The per-domain throttle for outlook.com is 300 messages per minute.",
            "The per-domain throttle for yahoo.com is 300 messages per minute.",
        ),
    ],
)
def test_two_things_told_alike_are_no_update(old, new):
    assert classify(old, new).kind != UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # an ordinal is no kind
        (
            "The registration wall appears after the second free article.",
            "The registration wall appears after the first free article.",
        ),
        # a count word before the unit: an amount
        ("Backups run every week on the replica.", "Backups run every day on the replica."),
        # the value after the copula changed: one thing's value
        (
            "The per-domain throttle for outlook.com is 300 messages per minute.",
            "The per-domain throttle for outlook.com is 150 messages per minute.",
        ),
    ],
)
def test_one_thing_with_another_value_is_still_an_update(old, new):
    assert classify(old, new).kind == UPDATE


@pytest.mark.parametrize(
    "new",
    [
        "Unsubscribe requests must be processed within 2 days to meet the bulk sender rules.",
        "Unsubscribe requests must be processed within 2 days under the updated state rule.",
    ],
)
def test_an_amount_replaced_with_its_reason_told_after_is_an_update(new):
    assert classify("Unsubscribe requests must be processed within 10 days.", new).kind == UPDATE


def test_an_amount_replaced_with_a_scope_told_after_is_another_claim():
    old = "Unsubscribe requests must be processed within 10 days."
    new = "Unsubscribe requests must be processed within 2 days for EU subscribers."
    assert classify(old, new).kind != UPDATE
