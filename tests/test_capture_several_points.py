"""Capture: a user who tells several rules or corrections in one turn told several things.
A turn that announces them ("two rules here: ...") keeps each apart, and so does a sentence
that opens on "and" and names nothing the one before named; one that goes on about the same
thing ("payload rules: ... and any layout change bumps PAYLOAD_VERSION") stays with it."""

from __future__ import annotations

from cognition.capture.points import and_another, announces_points, rule_after_rule
from tests.test_capture_quality import Session


def _kept(*turns: tuple[str, str]) -> list[str]:
    s = Session()
    for role, text in turns:
        s = s.user(text) if role == "user" else s.assistant(text)
    return [c.content for c in s.candidates()]


def test_rules_a_turn_announces_are_kept_apart() -> None:
    kept = _kept(
        ("user", "add the report sheet to the route screen"),
        ("assistant", "Added the sheet with the three reasons as hardcoded strings."),
        (
            "user",
            "two rules for every new screen from now on. all user-facing text goes in "
            "lib/l10n/app_en.arb, no hardcoded strings, not even in snackbars. and every new "
            "widget gets a golden test under test/goldens with alchemist.",
        ),
    )
    arb = [k for k in kept if "app_en.arb" in k]
    goldens = [k for k in kept if "test/goldens" in k]
    assert len(arb) == 1 and len(goldens) == 1 and arb != goldens


def test_a_second_correction_opened_with_and_is_its_own_memory() -> None:
    kept = _kept(
        ("user", "gym list should be sortable by distance"),
        (
            "assistant",
            "I'll sort the gyms from the firestore source on the device and set the iOS "
            "deployment target to 13 for the location API.",
        ),
        (
            "user",
            "that firestore source is dead code, gyms come from the rest api GET /v2/gyms "
            "since march, firestore is only the chat now. and our min is iOS 15 not 13, it went "
            "up in 2.6 for the live activity widget.",
        ),
    )
    gyms = [k for k in kept if "/v2/gyms" in k]
    ios = [k for k in kept if "iOS 15" in k]
    assert len(gyms) == 1 and len(ios) == 1 and gyms != ios


def test_a_rule_and_another_thing_said_after_it_are_two_memories() -> None:
    kept = _kept(
        ("user", "0.15.0 is ready, cut the release pls"),
        ("assistant", "I'll run goreleaser locally and update Formula/skiff.rb."),
        (
            "user",
            "we never run goreleaser locally, releases only happen by pushing a signed tag "
            "(git tag -s) and the release.yml workflow runs goreleaser. and the homebrew formula "
            "lives in skiffdev/homebrew-tap since april, never edit Formula/ here.",
        ),
    )
    tags = [k for k in kept if "signed tag" in k]
    tap = [k for k in kept if "skiffdev/homebrew-tap" in k]
    assert len(tags) == 1 and len(tap) == 1 and tags != tap


def test_what_goes_on_about_the_same_thing_stays_with_it() -> None:
    kept = _kept(
        ("user", "add the battery voltage to the uplink"),
        ("assistant", "I'll send vbat as a float32 at the end of the payload."),
        (
            "user",
            "no. payload rules: no floats, everything is scaled ints big-endian (so vbat in mV "
            "as uint16). and any layout change bumps PAYLOAD_VERSION, the codec switches on "
            "byte 0 and still has to decode the units out there on v1.",
        ),
    )
    assert len([k for k in kept if "PAYLOAD_VERSION" in k and "no floats" in k]) == 1


def test_where_a_next_point_begins() -> None:
    assert announces_points("two rules here: we commit the generated files")
    assert announces_points("ugh ok three things. 1) never run nextflow on the login node")
    assert not announces_points("two workers share the queue")
    assert and_another("releases only happen by pushing a signed tag.", "and Formula/ is dead")
    assert not and_another(
        "payload rules: no floats", "and any layout change bumps PAYLOAD_VERSION"
    )
    assert not and_another("the tags are signed", "and that is why the tap is separate")
    assert not and_another("the tags are signed", "also the tap is separate")


def test_a_second_rule_opened_with_and_is_its_own_memory_though_they_share_words() -> None:
    kept = _kept(
        ("user", "add the E231 plunger alarm"),
        ("assistant", "I'll add E231 to alarm_codes.h and raise it from the input task."),
        (
            "user",
            "every new alarm code always goes into alarms/alarm_table.csv, the hmi strings are "
            "generated from it. and any commit touching src/alarm/ needs the SRS id in the "
            "message, the trace check in CI rejects it otherwise.",
        ),
    )
    table = [k for k in kept if "alarm_table.csv" in k]
    srs = [k for k in kept if "SRS id" in k]
    assert len(table) == 1 and len(srs) == 1 and table != srs


def test_only_two_rules_are_two() -> None:
    assert rule_after_rule("convention", "convention", "and any commit needs the SRS id")
    assert not rule_after_rule("convention", "convention", "any commit needs the SRS id")
    assert not rule_after_rule("decision", "convention", "and any commit needs the SRS id")
