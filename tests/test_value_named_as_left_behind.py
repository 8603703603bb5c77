"""A change that names the older statement's own value as the one it moved from updates it,
though it leaves out more of how the older statement said the rest."""

import pytest

from surface.change_told import left_behind, tells_change
from surface.statements import DISTINCT, UPDATE, classify

pytestmark = pytest.mark.backend_free


def test_a_move_from_the_old_value_updates_a_statement_worded_otherwise():
    old = "Roaming with other networks goes through Hubject."
    new = "Roaming moved from Hubject to Gireve via OCPI 2.2.1."
    assert classify(old, new).kind == UPDATE


def test_a_move_from_a_value_the_old_statement_never_gave_is_no_update_of_it():
    old = "Roaming with other networks goes through Hubject."
    new = "Roaming moved from Gireve to e-clearing.net last month."
    assert classify(old, new).kind == DISTINCT


def test_a_move_of_another_subject_from_the_same_value_is_no_update_of_it():
    old = "Roaming with other networks goes through Hubject."
    new = "Tariff sync moved from Hubject to Gireve."
    assert classify(old, new).kind != UPDATE


def test_a_value_named_as_replaced_after_the_new_one_tells_the_change():
    old = "Payment terminals on the chargers are Nayax VPOS Touch."
    new = "Payment terminals on the chargers are Payter Apollo, replacing Nayax."
    assert left_behind(new) == ["nayax"]
    assert classify(old, new).kind == UPDATE


def test_replacing_as_what_a_rule_is_about_tells_no_change():
    assert not tells_change("Replacing a charger's modem needs a site visit.")
    assert left_behind("Replacing a charger's modem needs a site visit.") == []
