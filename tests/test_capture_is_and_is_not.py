"""Capture: what a thing is here, said against what it is not ("tick size is 0.01 EUR/MWh, not
0.1", "our geometries are all EPSG:25832 (utm 32n), not 4326"), is a lesson on its own, and a
dot inside a value or a name does not end the clause."""

from __future__ import annotations

from tests.test_capture_several_points import _kept


def test_what_a_thing_is_and_is_not_is_kept_when_its_value_has_a_dot() -> None:
    kept = _kept(
        ("user", "slice the 27.5 MW order into clips"),
        ("assistant", "Done: the slicer rounds prices to 0.1 EUR/MWh."),
        ("user", "tick size is 0.01 EUR/MWh, not 0.1, traders quote 2 decimals all day."),
    )
    assert [k for k in kept if "0.01 EUR/MWh" in k]


def test_what_a_thing_is_and_is_not_is_kept_on_its_own() -> None:
    kept = _kept(
        ("user", "find households within 50 m of the closure"),
        ("assistant", "Done: I transform the geometries with ST_Transform before ST_DWithin."),
        ("user", "our geometries are all EPSG:25832 (utm 32n), not 4326, just pass 50."),
    )
    assert [k for k in kept if "EPSG:25832" in k]


def test_asking_whether_a_thing_is_one_value_or_another_keeps_nothing() -> None:
    kept = _kept(
        ("user", "slice the order"),
        ("assistant", "Done: the slicer rounds prices to 0.1 EUR/MWh."),
        ("user", "hm is the tick size 0.01 EUR/MWh, not 0.1?"),
    )
    assert kept == []
