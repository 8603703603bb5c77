"""A date told as moved ("got pushed to September 26", "slipped to June 3") is a change, and a
claim told of a second thing "as well" or "too" is never folded into the first (blind sets
holdout105-112, session 38, issue 16)."""

from __future__ import annotations

import pytest

from cognition.api import open_memory
from surface.change_told import tells_change
from surface.pair_model import restated_at, second_reading
from surface.statements import DISTINCT, SAME, UPDATE, classify
from tests.support.aio import run
from tests.support.pair_weights import sure_of

pytestmark = pytest.mark.backend_free


def read(old: str, new: str, cos: float = 0.9) -> str:
    return second_reading(old, new, classify(old, new), lambda: cos).kind


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Q3 claims release goes live on September 12.",
            "ugh, the Q3 claims release got pushed to September 26",
        ),
        (
            "The new rules engine launches on May 6.",
            "The new rules engine launch slipped to June 3.",
        ),
        (
            "The ERA5 backfill is scheduled for March 3.",
            "The ERA5 backfill got pushed to March 17.",
        ),
    ],
)
def test_a_date_told_as_moved_is_a_change(old: str, new: str) -> None:
    """Regression (holdout105, 108, 109): each was kept beside the date it moves."""
    assert classify(old, new).kind == UPDATE


@pytest.mark.parametrize(
    "rule",
    [
        "Deploys are delayed until the checks pass.",
        "Images are pushed to the registry on every merge.",
        "Retries are postponed for a backoff interval.",
    ],
)
def test_a_rule_about_delays_tells_no_change(rule: str) -> None:
    """Only a date after the verb tells that something was moved."""
    assert not tells_change(rule)


def test_a_moved_date_supersedes_through_remember(project, clock) -> None:
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("The new rules engine launches on May 6.")
            clock.advance(86_400)
            b = await mem.remember("The new rules engine launch slipped to June 3.")
            assert b.action == "superseded" and b.previous is not None
            assert b.previous.id == a.memory.id

    run(go())


def test_a_claim_held_by_another_thing_too_is_never_a_restatement(monkeypatch) -> None:
    """Regression (holdout111): "The alignment step requests 32 GB of memory per job." / "btw
    the variant calling step asks for 32 GB of memory per job as well" was merged."""
    sure_of(monkeypatch, SAME)
    old = "The alignment step requests 32 GB of memory per job."
    for new in (
        "btw the variant calling step asks for 32 GB of memory per job as well",
        "The variant calling step also requests 32 GB of memory per job.",
        "The variant calling step requests 32 GB of memory per job too.",
    ):
        assert read(old, new) == DISTINCT
        assert not restated_at(old, new, classify(old, new), 0.95, 0.5)
    # "too" of degree is no second thing: the reading stands
    assert read(old, "The alignment step requests 32 GB of memory per job, too much.") == SAME
