"""One value replaced by a value of another form, which the rules had read as two things (blind
sets holdout121-128, first run on session 38's rules): a form or an agent told after "as" or
"by" ("stored as floats in dollars" / "as integer cents"), a unit of length replaced, a product
with its version ("Oracle 19c" / "PostgreSQL 16 ..."), a duration in business days, units
replaced in two places ("feet per minute" / "metres per second"), and a check or an order
told in the passive with its doer ("validated by the promo service" / "by the checkout
service")."""

from __future__ import annotations

import pytest

from surface.statements import DISTINCT, UPDATE, classify

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The public API returns prices as decimal strings in dollars.",
            "The public API returns prices as integer cents.",
        ),
        ("Fares are stored as floats in dollars.", "Fares are stored as integer cents."),
        (
            "Mishandled bag reports are raised in WorldTracer by the ground handler.",
            "Mishandled bag reports are raised in WorldTracer by the airline's own service desk.",
        ),
        (
            "Inbound calls are distributed to the longest-idle agent.",
            "Inbound calls are distributed by skills-based routing.",
        ),
        (
            "Defect coordinates are recorded in microns.",
            "Defect coordinates are recorded in nanometres.",
        ),
        (
            "Object dimensions are recorded in inches in the collections database.",
            "Object dimensions are recorded in centimetres in the collections database.",
        ),
        (
            "Refunds for cancelled events are issued automatically within 5 business days.",
            "Refunds for cancelled events are issued automatically within 30 days.",
        ),
        (
            "The defect database runs on Oracle 19c.",
            "The defect database runs on PostgreSQL 16 with TimescaleDB.",
        ),
        (
            "Presale codes are validated by the promo service.",
            "Presale codes are validated by the checkout service.",
        ),
        (
            "Conveyor speeds are configured in feet per minute.",
            "Conveyor speeds are configured in metres per second.",
        ),
        (
            "Search results are sorted by price ascending by default.",
            "Search results are sorted by newest listing first by default.",
        ),
    ],
)
def test_one_value_in_another_form_is_an_update(old: str, new: str) -> None:
    """Regression (holdout114, 120-122, 124, 127-128, holdout54): each was kept apart."""
    assert classify(old, new).kind == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # what one holds many of stays two things
        ("Bob owns the payments service.", "Bob owns the on-call schedule."),
        (
            "Known issue: gradebook totals are wrong when a category is empty.",
            "Known issue: gradebook totals are wrong when an item is excused.",
        ),
        # many use, cover or view one thing at once
        (
            "The conservation module is used by the paper lab.",
            "The conservation module is used by the objects lab.",
        ),
        (
            "The payment module is covered by unit tests.",
            "The payment module is covered by integration tests.",
        ),
        (
            "The dashboard is viewed by the finance team.",
            "The dashboard is viewed by the sales team.",
        ),
        # two limits in two measures
        (
            "Refunds are capped at 30 days after purchase.",
            "Refunds are capped at $40 per day.",
        ),
        # a thing with its value, not a product with its version
        (
            "Hikari max pool size for the quoting service is 20",
            "hikari max pool size for the underwriting batch job is 5",
        ),
    ],
)
def test_two_things_stay_apart(old: str, new: str) -> None:
    """The rules these changes narrow still keep each of these pairs apart."""
    assert classify(old, new).kind == DISTINCT
