"""Which step a statement puts first (surface.event_order), and what a write makes of two
statements that name the same steps in the other order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from surface.event_order import order_turned, steps
from surface.pair_model import second_reading
from surface.statements import SAME, UPDATE, classify, sequence

pytestmark = pytest.mark.backend_free


def test_each_marker_tells_which_step_comes_first():
    first, second = steps(sequence("Run the migrations before the deploy."))
    assert first and second and not first & second
    for text in (
        "Deploy after running the migrations.",
        "Run the migrations, then deploy.",
        "Run the migrations first, then deploy.",
        "Run the migrations first and deploy afterwards.",
    ):
        assert steps(sequence(text)) == (first, second), text


def test_a_statement_without_one_order_tells_none():
    assert steps(sequence("The migrations run in CI.")) is None
    # two markers that do not make one order
    assert steps(sequence("Lint before tests, then deploy after the review.")) is None
    # regression (holdout92, after the first reading of steps): a delay is not a step
    assert steps(sequence("Devices are removed from the registry after 180 days.")) is None
    old = "Decommissioned devices are removed from the registry after 180 days."
    new = "180 days after a device is decommissioned, we delete it from the registry."
    assert not order_turned(sequence(old), sequence(new))


@pytest.mark.parametrize(
    "old, new",
    [
        # regressions (blind holdout91-92): merged as the rule reworded
        (
            "Run the database migrations before deploying the new code.",
            "Deploy the new code first, then run the database migrations.",
        ),
        (
            "Devices verify the image signature before writing the OTA image to flash.",
            "Devices write the OTA image to flash first and verify the image signature afterwards.",
        ),
    ],
)
def test_the_same_steps_in_the_other_order_are_a_change(old, new):
    rules = classify(old, new)
    assert rules.kind != SAME
    assert second_reading(old, new, rules, None).kind == UPDATE


def test_the_same_steps_in_the_same_order_are_not_turned():
    old = "Run the migrations before the deploy."
    for new in ("Deploy after running the migrations.", "Run the migrations first, then deploy."):
        assert not order_turned(sequence(old), sequence(new))


_WORDS = st.sampled_from(
    "lint test build deploy migrate backup restore verify sign tag publish notify".split()
)


@given(st.lists(_WORDS, min_size=1, max_size=2, unique=True), st.data())
def test_two_steps_told_either_way_round(x, data):
    y = data.draw(st.lists(_WORDS.filter(lambda w: w not in x), min_size=1, max_size=2))
    xs, ys = " and ".join(x), " and ".join(y)
    before = sequence(f"We {xs} before we {ys}.")
    assert not order_turned(before, sequence(f"We {ys} after we {xs}."))
    assert not order_turned(before, sequence(f"We {xs} first, then we {ys}."))
    assert order_turned(before, sequence(f"We {ys} before we {xs}."))
    assert order_turned(before, sequence(f"We {ys} first, then we {xs}."))
