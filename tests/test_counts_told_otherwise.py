"""A count, an ordinal or an amount of money written another way ("5k" / "5,000", "1st" /
"first", "twice" / "2 times", "a ten-minute window" / "a 10-minute window", "50 cents" /
"$0.50") reads as the same value when two statements are compared; another value still reads
as another value."""

from __future__ import annotations

import pytest

from cognition.api import open_memory
from surface.durations import periods_said
from surface.pair_model import _marks, _may_restate, second_reading
from surface.statements import SAME, UPDATE, classify, facts
from tests.support.aio import run

pytestmark = pytest.mark.usefixtures("store_backend")


def _values(text: str) -> tuple[list[str], tuple[str, ...]]:
    """The numbers the reconsolidation rules compare, and the words around them."""
    return _marks(text)[0], facts(text).seq


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("grants are capped at 5,000 gems a day", "grants are capped at 5k gems a day"),
        ("grants are capped at 5000 gems a day", "grants are capped at 5,000 gems a day"),
        ("reports go out on the first Monday", "reports go out on the 1st Monday"),
        ("a second engineer signs off", "a 2nd engineer signs off"),
        ("the third shift restarts it", "the 3rd shift restarts it"),
        ("jobs retry twice", "jobs retry 2 times"),
        (
            "events are deduplicated within a ten-minute window",
            "events are deduplicated within a 10-minute window",
        ),
        ("a five-minute delay", "a 5 minute delay"),
        ("each site has exactly one site manager", "each site has exactly 1 site manager"),
        ("a 50-cent card charge", "a $0.50 card charge"),
        ("a flat half a cent per share", "a flat 0.5 cents per share"),
    ],
)
def test_a_value_written_another_way_reads_as_the_same_value(one, other):
    assert _values(one) == _values(other)


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("grants are capped at 5,000 gems a day", "grants are capped at 6k gems a day"),
        ("reports go out on the first Monday", "reports go out on the 2nd Monday"),
        ("jobs retry twice", "jobs retry 3 times"),
        ("within a ten-minute window", "within a 15-minute window"),
        ("each site has exactly one site manager", "each site has exactly 2 site managers"),
        ("a 50-cent card charge", "a $0.75 card charge"),
        ("a flat half a cent per share", "a flat 1 cent per share"),
    ],
)
def test_another_value_written_another_way_still_reads_as_another_value(one, other):
    assert _values(one) != _values(other)
    assert classify(one, other).kind != SAME


@pytest.mark.backend_free
def test_a_second_that_ranks_is_no_period_of_time():
    assert "1 second" not in periods_said("released only after a second technologist reviews it")
    assert "1 second" in periods_said("it reloads after a second, then retries")
    assert "1 second" in periods_said("the lock is held for a second.")


@pytest.mark.backend_free
def test_one_of_them_stays_a_word_beside_a_count():
    # "two approvals, one of them from ..." / "... and at least one has to come from ..."
    assert "one" in facts("at least one has to come from the payments team").seq
    assert "one" in facts("two approvals, one of them from the payments team").seq
    assert (
        "1" in facts("the lock is held for one minute").seq
        or "60" in facts("the lock is held for one minute").seq
    )


def test_restatements_with_values_written_another_way_merge_on_write(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Webhook deliveries are retried twice with a ten-minute delay.")
            clock.advance(86_400)
            b = await mem.remember("Webhook deliveries get 2 retries, 10 minutes apart.")
            assert b.action == "merged"
            await mem.remember("Refund requests over 5,000 dollars need a second approver.")
            clock.advance(86_400)
            c = await mem.remember("Refund requests over 5k dollars need a 2nd approver.")
            assert c.action == "merged"
            d = await mem.remember("Refund requests over 8k dollars need a 2nd approver.")
            assert d.action != "merged"

    run(go())


@pytest.mark.backend_free
def test_the_digits_of_a_name_are_no_number_the_statement_states():
    assert _marks("urn is the unique key on Dataset nodes in neo4j")[0] == []
    assert _marks("Signed S3 URLs expire after 6 hours")[0] == ["21600"]


@pytest.mark.backend_free
def test_a_name_with_digits_added_to_a_retelling_is_a_detail_not_a_replacement():
    # the second reading may read it as a restatement: nothing told was replaced
    old = "Dataset nodes are uniquely keyed by their URN."
    assert _may_restate(old, "just so you know, urn is the unique key on Dataset nodes in neo4j")
    # one name replaced by another is not a detail
    assert not _may_restate(
        "Snapshots go to the neo4j-1 host.", "Snapshots go to the neo4j-2 host."
    )
    # a second region beside the first is a change, not the same said again
    old, new = (
        "Workers are deployed to us-east-1.",
        "Workers are deployed to us-east-1 and eu-west-1.",
    )
    assert second_reading(old, new, classify(old, new)).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("short", "full"),
    [
        (
            "nightly the ES cluster gets snapshotted",
            "nightly the Elasticsearch cluster gets snapshotted",
        ),
        ("podcast eps live in gcs", "podcast episodes live in gcs"),
        ("chem analyzers are roche", "chemistry analyzers are roche"),
        ("failed txns are retried", "failed transactions are retried"),
    ],
)
def test_a_short_form_people_type_reads_as_the_word_in_full(short, full):
    assert facts(short).seq == facts(full).seq


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("one", "other"),
    [
        (
            "Episode audio is normalised before publishing.",
            "Episode audio is normalized before publishing.",
        ),
        ("The chart colour is set per tenant.", "The chart color is set per tenant."),
        ("We analyse the logs nightly.", "We analyze the logs nightly."),
        ("Tokens are serialised with msgpack.", "Tokens are serialized with msgpack."),
    ],
)
def test_british_and_american_spellings_read_alike(one, other):
    assert facts(one).seq == facts(other).seq
    assert classify(one, other).kind == SAME


@pytest.mark.backend_free
def test_missing_after_that_are_is_without():
    # holdout57 and holdout59 (blind, both): a restatement read as a negation changed
    old = "The validator rejects episodes that are missing an enclosure length."
    new = "Episodes without an enclosure length get rejected by the validator."
    assert "not" in facts(old).seq and "missing" not in facts(old).seq
    assert classify(old, new).kind == SAME


@pytest.mark.backend_free
def test_a_claim_denied_with_missing_is_still_a_change():
    old, new = (
        "Episodes with an enclosure length are accepted.",
        "Episodes missing an enclosure length are accepted.",
    )
    assert facts(old).seq != facts(new).seq
    old, new = "The export includes the missing rows.", "The export includes the new rows."
    assert "missing" in facts(old).seq  # a missing thing, not a negation


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("one", "other"),
    [
        (
            "Envoy's upstream connect timeout is 2 seconds.",
            "Envoy's upstream connect timeout is 2000 ms.",
        ),
        ("The profiler samples every 500 microseconds.", "The profiler samples every 500000 ns."),
    ],
)
def test_a_duration_under_a_second_written_in_another_unit_is_the_same(one, other):
    assert classify(one, other).kind == SAME


@pytest.mark.backend_free
def test_a_duration_under_a_second_changed_is_still_a_change():
    assert classify("The poll interval is 250 ms.", "The poll interval is 2500 ms.").kind == UPDATE
