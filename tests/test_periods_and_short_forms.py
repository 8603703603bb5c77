"""A period of time told in another unit, and a short form the other statement spells out, read
as the same words when two statements are compared; a changed period still reads as a change."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cognition.api import open_memory
from surface.durations import in_base_unit, periods_said
from surface.spelled_out import spelled_out
from surface.statements import SAME, UPDATE, classify, facts
from tests.support.aio import run

pytestmark = pytest.mark.usefixtures("store_backend")


def _amounts(text: str) -> tuple[str, ...]:
    return tuple(t for t in facts(text).seq if t[0].isdigit() or t in ("second", "month"))


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("after 60 seconds", "after a minute"),
        ("slots are 15 minutes long", "a slot lasts a quarter of an hour"),
        ("kept for 18 months", "kept for a year and a half"),
        ("sessions expire after 14 days", "sessions last two weeks"),
        ("inactive for 7 days", "inactive for a week"),
        ("a release every two weeks", "a release every fortnight"),
        ("cached for 30 seconds", "with a 30-second TTL"),
        ("within 24 hours", "within a day"),
        ("an ad every 3 songs", "an ad after every third song"),
        ("compacted every 2 days", "compacted every other day"),
    ],
)
def test_a_period_told_in_another_unit_reads_as_the_same_amount(one, other):
    assert _amounts(one) == _amounts(other)


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("after 60 seconds", "after 2 minutes"),
        ("within 24 hours", "within a week"),
        ("every fortnight", "every week"),
        ("kept for 18 months", "kept for a year"),
    ],
)
def test_another_period_reads_as_another_amount(one, other):
    assert _amounts(one) != _amounts(other)


@pytest.mark.backend_free
def test_a_bare_number_counts_in_the_unit_it_is_told_against():
    # "instead of 90" is 90 days; "from 24 to 48 hours" is 24 hours
    assert facts("archived after 30 days instead of 90").seq[-1] == str(90 * 86_400)
    assert facts("from 24 to 48 hours").seq == ("from", "86400", "to", "172800", "second")
    # a count that is no period is left as it is
    assert facts("between 3 and 20 replicas").seq == ("3", "to", "20", "replica")


@pytest.mark.backend_free
@given(
    st.integers(min_value=1, max_value=500),
    st.sampled_from(["second", "minute", "hour", "day", "week"]),
)
def test_a_period_and_the_same_period_in_a_smaller_unit_are_one_amount(n, unit):
    smaller = {"minute": ("second", 60), "hour": ("minute", 60), "day": ("hour", 24)}
    small, k = smaller.get(unit, (unit, 1))
    assert in_base_unit((str(n), unit)) == in_base_unit((str(n * k), small))
    assert in_base_unit((str(n), unit)) != in_base_unit((str(n + 1), unit))


@pytest.mark.backend_free
def test_once_a_week_is_a_frequency_not_one_week():
    assert periods_said("we meet once a week") == "we meet once a week"


@pytest.mark.backend_free
def test_a_period_restated_in_another_unit_is_a_restatement_and_a_changed_one_an_update():
    old = "The Phoenix app's WebSocket channels disconnect idle clients after 60 seconds."
    same = "Idle clients get disconnected from the Phoenix WebSocket channels after a minute."
    assert classify(old, same).kind == SAME
    # told against a bare number, a changed period is still one changed value
    older = "Order documents stay in the hot MongoDB orders collection for 90 days before being archived."
    newer = "Orders now get archived out of the hot MongoDB collection after 30 days instead of 90."
    assert classify(older, newer).kind == UPDATE
    reminder = "Appointment reminder SMS messages are sent 24 hours before the appointment."
    moved = "we moved the reminder SMS to go out 48h before the appointment instead of 24"
    assert classify(reminder, moved).kind == UPDATE


# -- short forms ------------------------------------------------------------------------------


@pytest.mark.backend_free
def test_an_initialism_the_other_statement_spells_out_is_read_in_full():
    old, new = spelled_out(
        "Adverse events must be reported to the sponsor within 24 hours.",
        "AEs must be reported to the sponsor within 24 hours.",
    )
    assert new == "Adverse events must be reported to the sponsor within 24 hours."
    assert old.startswith("Adverse events")
    _, new = spelled_out("The app uses Hilt for dependency injection.", "we do DI with Hilt")
    assert new == "we do dependency injection with Hilt"


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new"),
    [
        # initials that spell words of the other by chance, words the statement itself says
        (
            "Every PR to the payments repo needs two approvals.",
            "You need two approvals to merge into the payments repo.",
        ),
        (
            "Ingress TLS certificates are issued by cert-manager.",
            "Service mTLS certificates are issued by Istio's built-in CA.",
        ),
        # nothing spells it out
        ("The API is behind the WAF.", "The API is behind Cloudflare."),
        # "deploy it": two-letter words are no part of what an initialism abbreviates
        ("We deploy it on Fridays.", "The DI container is Hilt."),
        # regression (session 39): a small word between two letters gave none, so "cents as
        # integers" spelled "CI" and the CI note was compared as a note about prices
        ("Prices are stored in cents as integers, never as floats.", "CI runs on Buildkite now."),
    ],
)
def test_an_initialism_is_left_as_it_is_unless_the_other_spells_it_out(old, new):
    assert spelled_out(old, new) == (old, new)


@pytest.mark.backend_free
def test_a_clipped_word_reads_as_the_word_in_full():
    assert facts("airflow gets its snowflake creds").seq[-1] == "credential"
    assert facts("the rollout params").seq == facts("the rollout parameters").seq


def test_a_restatement_with_an_initialism_merges_on_write(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember(
                "Adverse events must be reported to the sponsor within 24 hours."
            )
            b = await mem.remember("AEs must be reported to the sponsor within 24 hours.")
            assert b.action == "merged" and b.memory.id == a.memory.id
            c = await mem.remember("AEs must be reported to the sponsor within 48 hours.")
            assert c.action == "superseded"

    run(go())


# -- asides -----------------------------------------------------------------------------------


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        (
            "note to self: the ingress controller is ingress-nginx",
            "the ingress controller is ingress-nginx",
        ),
        ("heads up, airflow reads its creds from vault", "airflow reads its creds from vault"),
        ("just so you know: the urn is the unique key", "the urn is the unique key"),
        (
            "btw cargo fmt --check is part of the pre-commit hook",
            "cargo fmt --check is part of the pre-commit hook",
        ),
        ("we keep fare quotes in redis, fyi", "we keep fare quotes in redis"),
    ],
)
def test_an_aside_typed_with_a_statement_is_no_part_of_the_claim(typed, plain):
    assert facts(typed).seq == facts(plain).seq
    assert classify(plain, typed).kind == SAME


@pytest.mark.backend_free
def test_a_statement_that_opens_like_an_aside_keeps_its_words():
    # "Notes ...", "Soap ...": no aside
    assert facts("Notes are synced to S3 nightly.").seq[0] == "note"
    assert facts("Soap requests go through the legacy gateway.").seq[0] == "soap"


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("plain", "cleft"),
    [
        (
            "The video transcoding workers run on spot instances.",
            "Spot instances are what the transcoding workers run on.",
        ),
        (
            "Kenji reviews every change to the FHIR integration.",
            "It's Kenji who reviews every change to the FHIR integration.",
        ),
    ],
)
def test_a_cleft_is_the_claim_told_the_plain_way_round(plain, cleft):
    assert classify(plain, cleft).kind == SAME


@pytest.mark.backend_free
def test_a_cleft_with_another_value_reads_as_that_value_told_plainly():
    old = "The video transcoding workers run on spot instances."
    cleft = "Reserved instances are what the video transcoding workers run on."
    plain = "The video transcoding workers run on reserved instances."
    assert facts(cleft).seq == facts(plain).seq
    assert classify(old, cleft) == classify(old, plain) and classify(old, cleft).kind != SAME


@pytest.mark.backend_free
def test_a_range_of_numbers_reads_one_way_and_a_date_stays_a_date():
    one = facts("The game servers use UDP ports 7000-7100.").seq
    assert one == facts("The game servers use UDP ports 7000 through 7100.").seq
    assert (
        facts("HPA scales between 3 and 20 replicas.").seq == facts("HPA scales 3-20 replicas.").seq
    )
    assert "2024-03-05" in facts("The release was cut on 2024-03-05.").seq
    older, newer = (
        "The game servers use UDP ports 7000-7100.",
        "The game servers use UDP ports 7000-7200.",
    )
    assert classify(older, newer).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # regression (blind holdout87): "v2" and "2.0" were two numbers, so the retelling was
        # kept apart as another claim
        (
            "The broker is Mosquitto 2.0.",
            "broker = mosquitto v2",
            ("The broker is Mosquitto 2.", "broker = mosquitto 2"),
        ),
        ("We follow IAB 2.2.", "we follow IAB v2.2", ("We follow IAB 2.2.", "we follow IAB 2.2")),
        # a path's version stays as written; a ".0" the other never leaves off stays too
        ("GET /v1/classify", "GET /v1/generate", ("GET /v1/classify", "GET /v1/generate")),
        ("API 2.0 is live", "API v2.1 is live", ("API 2.0 is live", "API 2.1 is live")),
        # regression (session 36's review): with a "v" on both sides the ".0" was kept
        ("mosquitto v2", "Mosquitto v2.0", ("mosquitto v2", "Mosquitto v2")),
        (
            "The v2 boards use X.",
            "The v3 boards use Y.",
            ("The v2 boards use X.", "The v3 boards use Y."),
        ),
    ],
)
def test_a_version_is_one_number_with_or_without_its_v_and_point_zero(old, new, expected):
    assert spelled_out(old, new) == expected


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        # regression (blind holdout90): "100M" was a name, so the restatement was kept apart
        (
            "Use incremental models for tables over 100 million rows.",
            "Use incremental models for tables over 100M rows.",
            SAME,
        ),
        (
            "Use incremental models for tables over 100 million rows.",
            "Use incremental models for tables over 200M rows.",
            UPDATE,
        ),
        ("The lock times out after 5 minutes.", "The lock times out after 5m.", SAME),
        ("The lock times out after 5 min.", "The lock times out after 5m.", SAME),
    ],
)
def test_a_count_with_its_letter_reads_as_the_word_the_other_says(old, new, kind):
    assert classify(*spelled_out(old, new)).kind == kind


@pytest.mark.backend_free
def test_a_letter_after_a_number_stays_as_written_unless_the_other_says_its_word():
    assert spelled_out("The pool is 5m deep.", "The pool is 5 meters deep.") == (
        "The pool is 5m deep.",
        "The pool is 5 meters deep.",
    )
    assert spelled_out("1.5M rows", "1.5 million rows")[0] == "1.5 million rows"


@pytest.mark.backend_free
def test_a_version_retold_with_a_v_is_still_a_version_changed_when_it_changed():
    old, new = spelled_out("The broker is Mosquitto 1.6.", "the broker is mosquitto v2 now")
    assert classify(old, new).kind == UPDATE
