"""Decay math and the archival rule: properties, and the calibration of docs/formulas.md §3."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decay.activation import (
    DAY,
    HOUR,
    activation,
    base_level,
    base_level_many,
    decay_rate,
    grace_days,
    grace_days_many,
    ranking_activation,
    ranking_activation_many,
    recall_probability,
    recall_probability_many,
)
from decay.params import DecayParams
from decay.rules import Verdict, assess_many, assess_one

P = DecayParams()
T0 = 1_700_000_000.0  # an arbitrary creation time (unix seconds)


def single(importance: int = 1, intensity: float = 0.0, pinned: bool = False, n: float = 1.0):
    """A memory created and last used at T0."""
    return (1, "fact", importance, intensity, int(pinned), n, T0, T0)


def verdict_at(idle_days: float, **kw) -> Verdict:
    return assess_one(single(**kw), T0 + idle_days * DAY, P)


def p_at(n: float, life_days: float, idle_days: float, intensity: float = 0.0) -> float:
    """P(recall) for n uses spread over `life_days`, the last one `idle_days` ago."""
    now = T0 + life_days * DAY
    return activation(n, T0, now - idle_days * DAY, intensity, now, P)


def crossing_days(intensity: float, lo: float = 1.0, hi: float = 3650.0) -> float:
    """Idle days at which a single-use memory's P falls to p_archive (bisection)."""
    for _ in range(80):
        mid = (lo + hi) / 2
        if p_at(1, mid, mid, intensity) < P.p_archive:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


# --- parameters -------------------------------------------------------------------------------


def test_default_params_match_the_doc():
    assert (P.d0, P.k_e, P.tau, P.s, P.phi, P.p_archive) == (0.5, 0.4, -2.12, 0.4, 1.0, 0.25)
    assert P.grace_days == (7, 7, 14, 30, 30)
    assert P.floor_hours == 0.05 and P.pinned_floor == 0.5


@pytest.mark.parametrize(
    "kw, word",
    [
        ({"s": 0.0}, "s must be"),
        ({"s": -1.0}, "s must be"),
        ({"d0": 0.0}, "d0"),
        ({"d0": 1.0}, "d0"),
        ({"k_e": 1.0}, "k_e"),
        ({"p_archive": 1.5}, "p_archive"),
        ({"floor_hours": 0.0}, "floor_hours"),
        ({"phi": -0.1}, "phi"),
        ({"pinned_floor": 2.0}, "pinned_floor"),
        ({"grace_days": (7, 14, 30)}, "grace_days"),
        ({"grace_days": (7, 7, 0, 30, 30)}, "grace_days"),
        ({"tau": float("nan")}, "tau"),
    ],
)
def test_params_reject_nonsense(kw, word):
    with pytest.raises(ValueError, match=word):
        DecayParams(**kw)


def test_params_store_grace_as_tuple_and_stay_hashable():
    p = DecayParams(grace_days=[1, 2, 3, 4, 5])
    assert p.grace_days == (1, 2, 3, 4, 5)
    hash(p)


def test_grace_rejects_unknown_importance():
    with pytest.raises(ValueError):
        grace_days(0, 0.0, P)
    with pytest.raises(ValueError):
        grace_days_many([1, 6], [0.0, 0.0], P)


# --- formulas (docs/formulas.md §2, §3) --------------------------------------------------------------------


def test_decay_rate_range():
    assert decay_rate(0.0, 0.5, 0.4) == 0.5
    assert decay_rate(1.0, 0.5, 0.4) == pytest.approx(0.3)


def test_hybrid_base_level_matches_the_worked_example():
    # Uses on days 0, 1, 2, 5, 10, evaluated on day 12 (hours): exact -0.90, k=1 hybrid -0.74.
    exact = math.log(sum(t**-0.5 for t in (288.0, 264.0, 240.0, 168.0, 48.0)))
    assert exact == pytest.approx(-0.90, abs=0.005)
    assert base_level(5, 48.0, 288.0, 0.5, 0.05) == pytest.approx(-0.74, abs=0.005)


def test_base_level_single_use_is_plain_power_law():
    assert base_level(1, 168.0, 168.0, 0.5, 0.05) == pytest.approx(-0.5 * math.log(168.0))
    # The floor keeps t^-d finite right after a use.
    assert base_level(1, 0.0, 0.0, 0.5, 0.05) == pytest.approx(-0.5 * math.log(0.05))


def test_base_level_is_continuous_where_the_uses_collapse_into_one_instant():
    merged = base_level(3, 100.0, 100.0, 0.5, 0.05)
    nearly = base_level(3, 100.0, 100.0 + 1e-6, 0.5, 0.05)
    assert merged == pytest.approx(math.log(3) - 0.5 * math.log(100.0))
    assert nearly == pytest.approx(merged, abs=1e-8)


def test_recall_probability_is_the_logistic_and_never_overflows():
    assert recall_probability(-2.12, -2.12, 0.4) == 0.5
    assert recall_probability(1e6, 0.0, 0.4) == 1.0
    assert recall_probability(-1e6, 0.0, 0.4) == 0.0


def test_ranking_activation_floors_pinned():
    now = T0 + 365 * DAY
    p = activation(1, T0, T0, 0.0, now, P)
    assert p < 0.1
    assert ranking_activation(1, T0, T0, 0.0, now, P, pinned=False) == p
    assert ranking_activation(1, T0, T0, 0.0, now, P, pinned=True) == P.pinned_floor
    fresh = ranking_activation(1, T0, T0, 0.0, T0 + HOUR, P, pinned=True)
    assert fresh == activation(1, T0, T0, 0.0, T0 + HOUR, P) > P.pinned_floor


# --- calibration (docs/formulas.md §3) -------------------------------------------------------


def test_tau_puts_a_neutral_single_use_at_quarter_at_seven_days():
    assert p_at(1, 7, 7) == pytest.approx(0.25, abs=0.002)
    assert crossing_days(0.0) == pytest.approx(7.0, abs=0.1)


def test_neutral_single_use_importance_1_archived_just_after_seven_days():
    before, after = verdict_at(6.99), verdict_at(7.01)
    assert not before.archive and before.reason.startswith("in grace")
    assert after.archive and after.reason.startswith("archive: idle 7.01 d > grace 7.00 d")


def test_neutral_ranking_points():
    assert p_at(1, 1 / 24, 1 / 24) == pytest.approx(0.995, abs=0.001)
    assert p_at(1, 1, 1) == pytest.approx(0.79, abs=0.005)
    assert p_at(1, 3, 3) == pytest.approx(0.49, abs=0.005)
    assert p_at(1, 14, 14) == pytest.approx(0.12, abs=0.005)
    assert p_at(1, 30, 30) == pytest.approx(0.05, abs=0.005)


@pytest.mark.parametrize(
    "importance, kept_at, archived_at",
    [
        (1, 6.9, 7.1),
        (2, 6.9, 7.1),
        (3, 13.0, 15.0),
        (4, 29.0, 31.0),
        (5, 29.0, 31.0),
    ],
)
def test_tiers_for_neutral_single_use(importance, kept_at, archived_at):
    assert not verdict_at(kept_at, importance=importance).archive
    assert verdict_at(archived_at, importance=importance).archive


def test_flashbulb_intensity_1_survives_about_seven_months():
    assert [round(p_at(1, t, t, 1.0), 2) for t in (7, 30, 90, 180, 365)] == [
        0.81,
        0.59,
        0.39,
        0.27,
        0.18,
    ]
    kept = verdict_at(180, intensity=1.0)
    assert not kept.archive and kept.reason.startswith("kept: P=0.27")
    assert verdict_at(240, intensity=1.0).archive
    assert 200 < crossing_days(1.0) < 220  # doc: "about 213 days"
    for importance in (1, 3, 5):  # whatever the tier
        assert not verdict_at(200, importance=importance, intensity=1.0).archive
        assert verdict_at(240, importance=importance, intensity=1.0).archive


def test_flashbulb_intensity_half_crosses_around_25_days():
    assert [round(p_at(1, t, t, 0.5), 2) for t in (7, 14, 30)] == [0.54, 0.37, 0.22]
    assert crossing_days(0.5) == pytest.approx(25.0, abs=0.5)
    for importance in (1, 2, 3):  # tier 3's stretched grace (21 d) has passed by then
        assert not verdict_at(24, importance=importance, intensity=0.5).archive
        assert verdict_at(26, importance=importance, intensity=0.5).archive
    # Tier 4/5 waits out its 45-day grace.
    assert verdict_at(44, importance=4, intensity=0.5).reason.startswith("in grace")
    assert verdict_at(46, importance=4, intensity=0.5).archive


def test_frequency_keeps_memories_alive():
    assert p_at(3, 10, 7) == pytest.approx(0.82, abs=0.01)
    assert p_at(5, 20, 14) == pytest.approx(0.87, abs=0.01)
    assert p_at(20, 60, 30) == pytest.approx(0.98, abs=0.01)
    assert p_at(4, 20, 8) == pytest.approx(0.85, abs=0.01)  # docs/formulas.md §3's table
    # 3 uses over 10 days outlive the 7-day grace on frequency.
    now = T0 + 10.01 * DAY
    v = assess_one((1, "fact", 1, 0.0, 0, 3.0, T0, now - 7.01 * DAY), now, P)
    assert not v.archive
    assert v.reason == "kept: P=0.82 >= 0.25 (used 3x)"


def test_pinned_reason_and_grace_left():
    assert verdict_at(3650, pinned=True).reason == "pinned: never archived"
    v = verdict_at(3.0, importance=3)
    assert v.grace_left_days == pytest.approx(11.0)
    assert v.reason == "in grace: 11.0 d left"
    assert verdict_at(30).grace_left_days == 0.0


# --- properties ------------------------------------------------------------------------------

hours = st.floats(min_value=0.0, max_value=5 * 365 * 24, allow_nan=False)
uses = st.floats(min_value=1.0, max_value=500.0, allow_nan=False)
unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
importance = st.integers(min_value=1, max_value=5)
TOL = 1e-12


ANY_PIN = st.booleans()


@st.composite
def state_rows(draw, pinned=ANY_PIN):
    """A plausible state row: created <= last use; `now` may even precede the last use."""
    created = T0 + draw(hours) * HOUR
    last = created + draw(hours) * HOUR
    return (
        draw(st.integers(1, 10**6)),
        draw(st.sampled_from(["fact", "experience", "decision"])),
        draw(importance),
        draw(unit),
        int(draw(pinned)),
        draw(uses),
        created,
        last,
    )


@given(n=uses, span=hours, idle=hours, later=hours, a=unit)
def test_p_never_rises_as_time_passes(n, span, idle, later, a):
    last = T0 + span * HOUR
    now = last + idle * HOUR
    before = activation(n, T0, last, a, now, P)
    assert activation(n, T0, last, a, now + later * HOUR, P) <= before + TOL


@given(n=uses, span=hours, back=hours, a=unit)
def test_p_never_rises_with_an_older_last_use(n, span, back, a):
    now = T0 + 2 * span * HOUR + HOUR
    last = T0 + span * HOUR
    older = max(T0, last - back * HOUR)
    assert activation(n, T0, older, a, now, P) <= activation(n, T0, last, a, now, P) + TOL


@given(n=uses, more=st.floats(min_value=0.0, max_value=500.0), span=hours, idle=hours, a=unit)
def test_more_uses_never_lower_p(n, more, span, idle, a):
    last = T0 + span * HOUR
    now = last + idle * HOUR
    assert activation(n + more, T0, last, a, now, P) >= activation(n, T0, last, a, now, P) - TOL


@given(row=state_rows(pinned=st.just(False)), a=unit, b=unit, idle_days=st.floats(0, 2000))
def test_higher_intensity_never_archives_sooner(row, a, b, idle_days):
    lo, hi = sorted((a, b))
    now = row[7] + idle_days * DAY
    v_lo = assess_one(row[:3] + (lo,) + row[4:], now, P)
    v_hi = assess_one(row[:3] + (hi,) + row[4:], now, P)
    assert not v_hi.archive or v_lo.archive
    assert v_hi.grace_left_days >= v_lo.grace_left_days


@given(row=state_rows(pinned=st.just(True)), idle_days=st.floats(0, 10_000))
def test_pinned_never_archived(row, idle_days):
    now = row[7] + idle_days * DAY
    v = assess_one(row, now, P)
    assert not v.archive and v.reason == "pinned: never archived"
    assert assess_many([row], now, P)[0].archive is False
    _id, _layer, _imp, a, _pin, n, created, last = row
    assert ranking_activation(n, created, last, a, now, P, pinned=True) >= P.pinned_floor


@given(rows=st.lists(state_rows(), min_size=1, max_size=40), ahead=hours)
@settings(max_examples=200)
def test_scalar_equals_vectorised(rows, ahead):
    now = max(r[7] for r in rows) + ahead * HOUR - 24 * HOUR  # some rows "used in the future"
    _ids, _layers, imp, a, pin, n, created, last = (list(c) for c in zip(*rows, strict=True))
    scalar = [activation(*args, now, P) for args in zip(n, created, last, a, strict=True)]
    vector = recall_probability_many(n, created, last, a, now, P)
    assert np.allclose(vector, scalar, rtol=0, atol=1e-9)
    ranked = ranking_activation_many(n, created, last, a, now, P, pin)
    assert np.allclose(
        ranked,
        [
            ranking_activation(*args, now, P, bool(p))
            for *args, p in zip(n, created, last, a, pin, strict=True)
        ],
        rtol=0,
        atol=1e-9,
    )
    graces = [grace_days(i, x, P) for i, x in zip(imp, a, strict=True)]
    assert np.allclose(grace_days_many(imp, a, P), graces, rtol=0, atol=1e-12)
    many = assess_many(rows, now, P)
    for got, want in zip(many, (assess_one(r, now, P) for r in rows), strict=True):
        assert (got.memory_id, got.layer, got.importance, got.intensity, got.pinned) == (
            want.memory_id,
            want.layer,
            want.importance,
            want.intensity,
            want.pinned,
        )
        assert (got.archive, got.reason) == (want.archive, want.reason)
        for f in ("idle_days", "p_recall", "grace_left_days"):
            assert getattr(got, f) == pytest.approx(getattr(want, f), abs=1e-9)


@given(n=uses, idle=hours, life=hours, d=st.floats(0.2, 0.5))
def test_base_level_scalar_equals_vectorised(n, idle, life, d):
    got = base_level_many([n], [idle], [life], [d], 0.05)[0]
    assert got == pytest.approx(base_level(n, idle, life, d, 0.05), abs=1e-9)


def test_assess_many_empty():
    assert assess_many([], T0, P) == []
