"""Forms chat types one claim in, read as the full form is ("dont", "INC-88", "pct", "once per
minute", "64-core", "between 7 and 10 am", "ever"), and lots named by a code kept apart:
regressions from the blind sets holdout175-182."""

import pytest

from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, SAME, UPDATE, facts
from tests.pair_reading import read_kind, rules_verdict


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a negation typed without its apostrophe was a word of its own: "not" / "dont" replaced
        ("Never push optimizer config changes during a shift change.",
         "dont push optimizer cfg changes during shift change"),
        ("The export job doesn't retry on a 4xx.", "the export job doesnt retry on a 4xx"),
        ("Couriers can't reopen a closed locker door.",
         "couriers cant reopen a closed locker door"),
    ],
)  # fmt: skip
def test_a_negation_typed_without_its_apostrophe_is_a_negation(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == SAME
    assert facts(new).polarity == 1


def test_a_negation_typed_without_its_apostrophe_still_changes_a_claim() -> None:
    verdict = rules_verdict(
        "The export job retries on a 4xx.", "the export job doesnt retry on a 4xx"
    )
    assert verdict.kind == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Every gateway sends a heartbeat once per minute.",
         "Every gateway sends a heartbeat once a minute."),
        ("Approximately 40% of our intake comes from grocery rescue.",
         "approx 40 pct of our intake comes from grocery rescue"),
        ("The TTB operations report is due on the 15th.", "the TTB ops report is due on the 15th"),
        ("The pairing solve runs on a 64-core node.", "The pairing solve runs on a 64 core node."),
        ("No deploys during the morning peak between 7 and 10 am.",
         "no deploys during the morning peak (7-10am)"),
        # "ever" adds nothing a claim says
        ("Never page the on-call engineer for a warning.",
         "we never ever page the on-call engineer for a warning"),
    ],
)  # fmt: skip
def test_one_value_typed_another_way_is_the_same_claim(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == SAME


def test_a_count_joined_to_its_thing_by_a_hyphen_still_changes() -> None:
    verdict = rules_verdict(
        "The solve runs on a 64-core node.", "The solve runs on a 32-core node."
    )
    assert verdict.kind == UPDATE


@pytest.mark.parametrize(
    "typed", ["INC-88", "inc 88", "INC #88", "inc#88", "Incident 88"]
)  # fmt: skip
def test_an_incident_number_as_tickets_write_it(typed: str) -> None:
    old = "Incident 88 was the double charge after a retried payment intent."
    new = f"{typed} was the double charge after a retried payment intent."
    assert rules_verdict(old, new).kind == SAME
    assert read_kind(old, new.replace("88", "89")) == DISTINCT  # another incident


def test_a_company_named_inc_is_no_incident() -> None:
    a, _ = spelled_out("Acme Inc. 2024 filings are in the vault.", "Acme filings are in the vault.")
    assert "incident" not in a


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Lot 24-CAB-B7 was picked at 25.1 Brix.", "lot 24-CAB-B9 picked at 24.3 brix"),
        ("Lot 7 was bottled in June.", "Lot 9 was bottled in May."),
    ],
)  # fmt: skip
def test_lots_named_by_a_code_are_two_lots(old: str, new: str) -> None:
    assert read_kind(old, new) == DISTINCT


def test_a_unit_with_its_qualifier_replaced_is_a_value_replaced() -> None:
    old = "Payload is shown in short tons on the operator dashboard."
    assert (
        rules_verdict(old, "Payload is shown in metric tonnes on the operator dashboard.").kind
        == UPDATE
    )
    assert rules_verdict(old, "Payload is shown in short tons on the driver display.").kind != SAME


def test_a_period_said_in_another_place_and_changed_is_an_update() -> None:
    old = "Open house data is pulled from the OpenHouse resource nightly."
    changed = "open house data gets pulled hourly from the OpenHouse resource"
    assert rules_verdict(old, changed).kind == UPDATE
    assert rules_verdict(old, changed.replace("hourly", "nightly")).kind == SAME  # only moved


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # told with other words for the subject or the deed ("every bag entering" / "a bag",
        # "receive" / "get"), or a negation other than "can't" ("isn't", "aren't")
        ("Every bag entering the sorter must be matched to a BSM before it can be routed.",
         "A bag can't be routed by the sorter until it's matched to a BSM."),
        ("Float pool nurses must be assigned to a unit before they can receive alerts.",
         "A float nurse can't get alerts until they're assigned to a unit."),
        ("Every rental must have a signed rental agreement PDF before keys are released.",
         "keys aren't released until the rental agreement pdf is signed"),
    ],
)  # fmt: skip
def test_one_condition_told_both_ways_in_other_words(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == SAME
    assert rules_verdict(new, old).kind == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Migrations must run before the deploy.", "Migrations can't run until the deploy."),
        ("Deploys must be approved by QA before release.",
         "Deploys can't be released until the PM approves them."),
        ("Payouts must wait 2 days before they are sent.",
         "Payouts aren't sent until they have waited 5 days."),
    ],
)  # fmt: skip
def test_a_condition_turned_round_or_changed_is_no_restatement(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind != SAME


def test_nobody_and_zero_of_a_thing_are_negations() -> None:
    assert (
        rules_verdict(
            "Never bypass a tool interlock from the MES UI.",
            "fyi nobody bypasses tool interlocks from the mes ui",
        ).kind
        == SAME
    )
    assert facts("Search hides listings that have zero photos.").polarity == 1
    assert facts("The retry counter is reset to zero on restart.").polarity == 0  # a value


def test_a_negated_deed_bounded_by_until_or_before_is_one_bound() -> None:
    old = "Don't delete raw KLARF files until they are archived to tape."
    assert (
        rules_verdict(old, "don't delete raw klarf files before they're archived to tape").kind
        == SAME
    )
    assert (
        rules_verdict(old, "Delete raw KLARF files before they are archived to tape.").kind
        == UPDATE
    )


def test_a_snake_case_name_before_the_verb_names_one_thing() -> None:
    old = "Feature flag menu_sync_v2 is enabled for 20% of UK restaurants."
    other = "Feature flag photo_autocrop is enabled for 20% of UK restaurants."
    assert read_kind(old, other) == DISTINCT
    assert read_kind(old, old.replace("20%", "50%")) == UPDATE  # one flag, rolled out further


def test_until_and_before_alike_where_cant_is_typed_without_its_apostrophe() -> None:
    # regression: the check for a negation listed "dont" and "isnt" but spelled "cant" "cannt"
    old = "Couriers can't reopen a locker before the audit closes."
    assert rules_verdict(old, "couriers cant reopen a locker until the audit closes").kind == SAME
