"""A change that names the older statement's own value as the one it moved from updates it,
though it leaves out more of how the older statement said the rest."""

import pytest

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
