"""A compound typed as one token or as words, a rate or a period told in another unit, and a
numbered name moved to the front are read as the same words when two statements are compared;
another rate, another name or a unit of measure's own rate are not; a range of times of day
reads as one range however it is written, a host and its port however they are joined, and a
name developers write two ways ("latin-1", "semver") as one."""

from __future__ import annotations

import pytest

from surface.spelled_out import spelled_out
from surface.statements import OTHER_ID, SAME, classify, facts


def _amounts(text: str) -> tuple[str, ...]:
    return tuple(
        t
        for t in facts(text).seq
        if t[0].isdigit() or t.endswith("second") or t in ("minute", "hour", "per")
    )


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("older than 90 seconds", "more than 1.5 minutes old"),
        ("kept for 30 minutes", "kept for 0.5 hours"),
        ("limited to 60 requests per minute", "limited to 1 req/s"),
        ("limited to 600 requests per minute", "limited to 10 requests per second"),
        ("3600 jobs per hour", "1 job per second"),
        # a decimal that is whole only under a second
        ("a timeout of 1500 ms", "a timeout of 1.5 s"),
        ("flushed every 2.5 ms", "flushed every 2500 microseconds"),
        ("equilibration runs 0.5 ns", "equilibration runs 500 ps"),
    ],
)
def test_a_period_or_rate_in_another_unit_reads_as_the_same_amount(one, other):
    assert _amounts(one) == _amounts(other)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("older than 90 seconds", "more than 1.25 minutes old"),
        ("limited to 60 requests per minute", "limited to 2 req/s"),
        ("limited to 100 requests per minute", "limited to 1 req/s"),
        ("a timeout of 1500 ms", "a timeout of 2.5 s"),
        ("a timeout of 1500 ms", "a timeout of 1.5 ms"),
    ],
)
def test_another_period_or_rate_reads_as_another_amount(one, other):
    assert _amounts(one) != _amounts(other)


def test_a_unit_of_measure_keeps_its_own_rate():
    # "kbit/s" and "m/s" are units, not a count per second: their words are left as typed
    assert "kbit/s" in facts("The CAN bus runs at 500 kbit/s.").seq
    assert "m/s" in facts("Blades feather above 25 m/s.").seq


@pytest.mark.parametrize(
    ("one", "other", "one_read", "other_read"),
    [
        (
            "Log entries are append-only.",
            "log entries: append only",
            "Log entries are append only.",
            "log entries: append only",
        ),
        (
            "scans get jpeg2000 lossless compression",
            "scans are compressed with lossless JPEG 2000",
            "scans get jpeg 2000 lossless compression",
            "scans are compressed with lossless JPEG 2000",
        ),
        (
            "never update/delete rows in the log",
            "never UPDATE or DELETE rows in the log",
            "never UPDATE or DELETE rows in the log",
            "never UPDATE or DELETE rows in the log",
        ),
    ],
)
def test_a_compound_the_other_says_as_words_is_read_as_those_words(
    one, other, one_read, other_read
):
    assert spelled_out(one, other) == (one_read, other_read)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("The fleet runs in us-east-1.", "The fleet runs in us-west-1."),
        ("Logs are append-only.", "Logs are kept for a year."),
        ("See proto/transit/stops.proto.", "the proto transit stops"),
    ],
)
def test_a_compound_is_left_as_typed_unless_the_other_says_its_words(one, other):
    assert spelled_out(one, other) == (one, other)


def test_a_numbered_name_moved_to_the_front_is_the_same_name():
    verdict = classify(
        "The fraud-scoring consumer group is named fraud-scorer-v2.",
        "fraud-scorer-v2 is the consumer group name for fraud scoring.",
    )
    assert verdict.kind == SAME


def test_another_numbered_name_at_the_front_is_another_individual():
    assert classify("api-1 wrote the first batch.", "api-2 wrote the first batch.").reason == (
        OTHER_ID
    )
    # named at the front of one only, and not said by the other at all
    assert classify(
        "The consumer group is named fraud-scorer.", "fraud-scorer-v2 is the consumer group name."
    ).reason == (OTHER_ID)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("OTA pushes only between 01:00 and 04:00", "OTA pushes only 1am-4am"),
        ("no load tests 08:00-16:30", "no load tests between 8am and 4:30pm"),
        ("standup 10:00 through 10:15", "standup 10am-10:15am"),
    ],
)
def test_a_range_of_times_of_day_reads_as_one_range(one, other):
    assert facts(one).seq == facts(other).seq


def test_a_date_is_no_range_of_times():
    assert "2024-03-05" in facts("released 2024-03-05").seq
    assert facts("no deploys 01:00-04:00").seq != facts("no deploys 01:00-05:00").seq


@pytest.mark.parametrize(
    ("one", "other"),
    [
        (
            "the broker is mqtt-staging.example.internal:8883",
            "broker mqtt-staging.example.internal, port 8883",
        ),
        ("it serves on localhost:3000", "it serves on localhost, port 3000"),
    ],
)
def test_a_host_and_its_port_read_alike_however_joined(one, other):
    def values(text: str) -> list[str]:
        return [t for t in facts(text).seq if "." in t or t[0].isdigit() or t == "localhost"]

    assert values(one) == values(other)


def test_a_url_keeps_its_port():
    assert (
        "http://docs.example.internal:8080/x"
        in facts("see http://docs.example.internal:8080/x").seq
    )


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("exports are encoded in ISO-8859-1", "exports are encoded in latin-1"),
        ("firmware follows semantic versioning", "firmware follows semver"),
        ("i18n strings live in locales/", "internationalization strings live in locales/"),
    ],
)
def test_a_name_developers_write_two_ways_reads_as_one(one, other):
    assert facts(one).seq == facts(other).seq


def test_signing_in_is_logging_in_and_code_signing_is_not():
    assert (
        facts("staff sign in with their SSO account").seq
        == facts("staff log in with their SSO account").seq
    )
    assert facts("sign-out clears the cookie").seq == facts("log-out clears the cookie").seq
    assert "signed" in facts("release builds are signed in CI").seq
    assert "sign" in facts("the sign in the lobby").seq
