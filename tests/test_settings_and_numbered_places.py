"""A setting's amount retold in chat (in the setting's own noun, with its reason, its units
typed short) is an update; a place named by its number ("Zone 3", "bay 4") is another place,
not a changed value. Beside them, what the same chat statements ask of the other readings: a
state turned or a unit replaced is no restatement, short forms and arrows read as the words
they stand for."""

import pytest

from surface.setting_revalued import setting_revalued
from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, SAME, UPDATE
from tests.pair_reading import read_kind

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the setting named in a noun the older statement told in a verb, old amount named again
        (
            "A truck is marked offline after 5 minutes without a GPS ping.",
            "offline threshold 15 min now, 5 gave false alarms in underpasses",
        ),
        # the new amount said again in the reason after the old one
        (
            "The scheduler flags a visit as late if the nurse checks in more than 15 minutes"
            " after the window opens.",
            "late check-in threshold is 30 min now, not 15 — state auditors allow 30",
        ),
        # unmarked, but nothing added to the older statement's words
        ("Visit windows default to 2 hours.", "default visit window is 90 min"),
        # a rate's units typed short
        ("Brine is applied at 40 gallons per lane mile.", "brine rate is 50 gal/lane-mi"),
        (
            "Nuke comp jobs use a chunk size of 10 frames per task.",
            "nuke comp chunk size: 25 frames/task",
        ),
    ],
)
def test_a_settings_amount_retold_in_chat_is_set_anew(old, new):
    assert setting_revalued(*spelled_out(old, new))
    assert read_kind(old, new) == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another platform: "android" is a search's alternative of "mobile", not a word said
        (
            "The mobile app supports iOS 16 and later.",
            "The mobile app supports Android 10 and later.",
        ),
        # another runner: "window" is a word of the subject here, not the setting's noun
        ("the linux CI job times out after 90 min", "the windows CI job times out after 120 min"),
        # something added beside the amount, unmarked
        ("arena: a win = 2 pts", "arena: a win while on a streak = 4 pts"),
    ],
)
def test_an_amount_said_of_another_thing_is_not_set_anew(old, new):
    assert not setting_revalued(*spelled_out(old, new))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Zone 3 trucks load salt at the Elm Street dome.",
            "Zone 4 trucks load salt at the Elm Street dome.",
        ),
        ("night shift bay 3 = 6 operators", "night shift bay 4 = 6 operators"),
    ],
)
def test_a_place_named_by_its_number_is_another_place(old, new):
    assert read_kind(old, new) == DISTINCT


def test_a_code_after_a_place_noun_is_the_codes_own_name():
    # "Tower TWR-014" and "TWR-014" are one tower: the code names it, not the noun's number
    assert (
        read_kind("Tower TWR-014 has been decommissioned.", "fyi TWR-014 is decommissioned")
        != DISTINCT
    )


def test_a_count_typed_with_x_is_a_count_of_times():
    old, new = (
        "Photo layers can be reworked at most 2 times per lot.",
        "photo rework limit is 3x per lot, not 2",
    )
    assert setting_revalued(*spelled_out(old, new))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a state turned to its opposite, with who decides added
        (
            "double opt-in required on all new lists",
            "Double opt-in is optional for new lists; the list owner decides.",
        ),
        # the unit a value is told in, the voice turned round
        (
            "Film thickness is reported in angstroms on the SPC charts.",
            "The SPC charts report film thickness in nanometres.",
        ),
        # a change dated "from next ..." at the start
        (
            "Hazardous goods vehicles are only allowed on the 06:10 sailing.",
            "From next season hazardous goods vehicles are only allowed on the 05:40 sailing.",
        ),
    ],
)
def test_one_claim_with_its_state_unit_or_date_changed_is_an_update(old, new):
    assert read_kind(old, new) == UPDATE


def test_a_unit_is_replaced_only_when_the_units_are_all_that_differ():
    from surface.state_turned import state_turned, unit_replaced

    assert unit_replaced("Weights are stored in pounds.", "Weights are stored in kilograms.")
    assert not unit_replaced("Weights are stored in pounds.", "Prices are stored in dollars.")
    assert state_turned("Signups are public.", "Signups are private now.")
    # "before" / "after" are turned round by restatements as often: not a state
    assert not state_turned("Tests run before the merge.", "Tests run after the merge.")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # what the older statement adds aside, in brackets, is not part of the subject retold
        (
            "Transactional emails (password resets, receipts) are sent through Amazon SES.",
            "transactional mail moved from SES to Postmark last week",
        ),
        # "pushes" is "push" and "thru" is "through"
        (
            "Push notifications for schedule changes go through Firebase Cloud Messaging.",
            "schedule-change pushes go thru onesignal now",
        ),
        (
            "The public plow map refreshes every 5 minutes.",
            "public plow map refresh -> every 2 min",
        ),
    ],
)
def test_a_change_told_in_chat_of_a_subject_said_alike_is_an_update(old, new):
    assert read_kind(old, new) == UPDATE


def test_a_plural_or_verb_in_shes_or_xes_is_read_as_its_word():
    from surface.statement_values import stem

    assert stem("pushes") == stem("push") and stem("refreshes") == "refresh"
    assert stem("fixes") == "fix" and stem("caches") == "cache"  # not "cach"


def test_a_superscript_digit_is_no_amount_of_time():
    # "²" is a digit to str.isdigit but no number to int(): reading it raised (found by
    # hypothesis in tests/test_reconsolidation_fast_paths.py)
    from surface.statements import facts

    assert facts("²;S").seq
    assert facts("The plot is 20 m² and is rented for 2 years.").seq


def test_a_code_with_a_hyphen_before_its_verb_names_the_thing():
    # "Product P-4410 runs ..." / "Product P-4412 runs ...": two products, each with its count
    old, new = "Product P-4410 runs 38 mask layers.", "Product P-4412 runs 41 mask layers."
    assert read_kind(old, new) == DISTINCT
    # a code after the verb stays a value
    assert read_kind("The line runs on tool E-4410.", "The line runs on tool E-4412.") == UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # "2 wks" is 14 days
        (
            "Crew rosters are published to the crew app 14 days in advance.",
            "rosters go out to the crew app 2 wks ahead",
        ),
        # "a single time" is once
        (
            "Patient addresses are geocoded once at intake and the result is cached.",
            "We geocode each patient address a single time at intake and cache it.",
        ),
        # a state typed as "off"; "corr" cut from "correspondence"
        ("Premoves are disabled in correspondence games.", "premoves are off in corr games"),
        # "prio" is priority
        ("Priority 100 is reserved for final deliveries.", "prio 100 = final deliveries only"),
    ],
)
def test_a_restatement_in_chat_short_forms_is_one_claim(old, new):
    assert read_kind(old, new) == SAME


def test_a_rate_typed_with_slashes_is_read_per_unit():
    from surface.statements import facts

    assert facts("classifier FP target: <1/tower/wk").seq[-6:] == (
        "under",
        "1",
        "per",
        "tower",
        "per",
        "week",
    )
    assert "per" in facts("recall cap is 30/day").seq
    # not a unit of its own, a path or a clipped unit
    assert facts("wind above 10 m/s").seq[-1] == "m/s"
    assert "per" not in facts("the endpoint is /api/v2/webhooks/stripe").seq
    assert "per" not in facts("mileage is 0.67/mi now").seq


def test_a_port_before_a_path_is_no_rate():
    from surface.statements import facts

    assert "per" not in facts("health check endpoint for the gateway is :8081/healthz").seq


def test_a_year_after_a_preposition_says_which_trucks():
    old = "Tracker firmware on the 2019 trucks is pinned to 4.2.1."
    new = "Tracker firmware on the 2023 trucks is pinned to 5.0.3."
    assert read_kind(old, new) == DISTINCT


def test_an_arrow_between_two_words_is_the_flow_the_other_tells_with_to():
    from surface.spelled_out import spelled_out

    old = "The trackers send data to the ingestion endpoint over MQTT with TLS."
    assert spelled_out(old, "trackers -> ingestion is MQTT over TLS")[1].startswith(
        "trackers to ingestion"
    )
    # a new name is a change, not a flow; a chain of arrows tells steps
    assert "->" in spelled_out("We stream events through kafka.", "kafka -> flink")[1]
    steps = "visit close order is now vitals -> signature -> checkout"
    assert spelled_out("The nurse goes from signature to vitals.", steps)[1] == steps
    # "between A and B" tells no flow
    new = "q-time clean -> furnace load tightened to 2.5h"
    old = "The queue time limit between pre-diffusion clean and furnace load is 4 hours."
    assert spelled_out(old, new)[1] == new


def test_straight_is_directly():
    old = "Do not edit recipe parameters directly in the database."
    assert read_kind(old, "never edit recipe params straight in the db") == SAME


def test_a_value_the_older_statement_gave_denied_beside_another_is_no_restatement():
    old = "Refunds are processed by the finance-ops team."
    assert read_kind(old, "Refunds are handled by customer support, not finance-ops.") == UPDATE
