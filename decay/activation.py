"""ACT-R activation as pure functions (docs/formulas.md §1-§3).

Every function takes its parameters and `now` explicitly: nothing in `decay` reads the clock,
so a pass is reproducible and tests can place memories anywhere in time. Stored times are unix
seconds; the math runs in hours (docs/formulas.md §1: the unit only shifts tau, and tau is calibrated in hours).
Each scalar function has a numpy twin (`*_many`) doing the same operations in the same order,
so the two agree to rounding error and the pass can score 100K memories at once.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from decay.params import DecayParams

if TYPE_CHECKING:  # annotations only: a one-shot `recall` does not import numpy.typing
    from numpy.typing import ArrayLike, NDArray

    Floats = NDArray[np.float64]

HOUR = 3600.0
DAY = 86400.0
# Below this span (hours) between creation and last use, all uses count as one instant (docs/formulas.md §2).
_SPAN_EPS = 1e-9
_N_MIN = 1e-9  # log(n) guard; the schema keeps activation_count >= 1 anyway


def decay_rate(intensity: float, d0: float, k_e: float) -> float:
    """Flashbulb effect (docs/formulas.md §4): arousal slows forgetting, d = d0 * (1 - k_e * intensity)."""
    return d0 * (1.0 - k_e * intensity)


def base_level(
    n: float, idle_hours: float, life_hours: float, d: float, floor_hours: float
) -> float:
    """Petrov's k=1 hybrid base level: the last use exact, the other n-1 spread over the lifetime.

    B = ln(t1^-d + (n-1) * (L^(1-d) - t1^(1-d)) / ((1-d) (L - t1))), written as
    -d ln t1 + log1p((n-1) * g) with g the mean of (t/t1)^-d over [t1, L]: the same value,
    but without cancellation when creation and last use are close together.
    """
    t1 = max(idle_hours, floor_hours)
    life = max(life_hours, t1)
    if n <= 1.0 or life - t1 < _SPAN_EPS:
        return math.log(max(n, _N_MIN)) - d * math.log(t1)
    x = (life - t1) / t1
    g = math.expm1((1.0 - d) * math.log1p(x)) / ((1.0 - d) * x)
    return -d * math.log(t1) + math.log1p((n - 1.0) * g)


def recall_probability(B: float, tau: float, s: float) -> float:
    """ACT-R retrieval probability 1 / (1 + exp(-(B - tau) / s)), overflow-safe."""
    z = (B - tau) / s
    e = math.exp(-abs(z))
    return 1.0 / (1.0 + e) if z >= 0.0 else e / (1.0 + e)


def grace_days(importance: int, intensity: float, params: DecayParams) -> float:
    """Tier grace window (7/14/30 d by importance) stretched by intensity (docs/formulas.md §5)."""
    if not 1 <= importance <= len(params.grace_days):
        raise ValueError(f"importance must be 1..{len(params.grace_days)}, got {importance}")
    return params.grace_days[int(importance) - 1] * (1.0 + params.phi * intensity)


def activation(
    n: float,
    created_at: float,
    last_activated: float,
    intensity: float,
    now: float,
    params: DecayParams,
) -> float:
    """P(recall) in [0, 1] at `now`: the retention signal and the `act` ranking feature (docs/formulas.md §7)."""
    d = decay_rate(intensity, params.d0, params.k_e)
    B = base_level(
        n, (now - last_activated) / HOUR, (now - created_at) / HOUR, d, params.floor_hours
    )
    return recall_probability(B, params.tau, params.s)


def ranking_activation(
    n: float,
    created_at: float,
    last_activated: float,
    intensity: float,
    now: float,
    params: DecayParams,
    pinned: bool,
) -> float:
    """`activation` for ranking: a pinned memory never ranks as if it were forgotten."""
    p = activation(n, created_at, last_activated, intensity, now, params)
    return max(p, params.pinned_floor) if pinned else p


# --- numpy twins -----------------------------------------------------------------------------


def _f64(x: ArrayLike) -> Floats:
    return np.asarray(x, dtype=np.float64)


def base_level_many(
    n: ArrayLike, idle_hours: ArrayLike, life_hours: ArrayLike, d: ArrayLike, floor_hours: float
) -> Floats:
    """Vectorised `base_level` (same formula, same branches)."""
    n, d = _f64(n), _f64(d)
    t1 = np.maximum(_f64(idle_hours), floor_hours)
    life = np.maximum(_f64(life_hours), t1)
    multi = (n > 1.0) & (life - t1 >= _SPAN_EPS)
    # Rows on the single-use branch get harmless dummies so no 0/0 or log of <= 0 happens.
    x = np.where(multi, (life - t1) / t1, 1.0)
    nm = np.where(multi, n, 2.0)
    g = np.expm1((1.0 - d) * np.log1p(x)) / ((1.0 - d) * x)
    log_t1 = np.log(t1)
    many = -d * log_t1 + np.log1p((nm - 1.0) * g)
    single = np.log(np.maximum(n, _N_MIN)) - d * log_t1
    return np.where(multi, many, single)


def recall_probability_vec(B: ArrayLike, tau: float, s: float) -> Floats:
    """Vectorised `recall_probability`."""
    z = (_f64(B) - tau) / s
    e = np.exp(-np.abs(z))
    return np.where(z >= 0.0, 1.0 / (1.0 + e), e / (1.0 + e))


def grace_days_many(importance: ArrayLike, intensity: ArrayLike, params: DecayParams) -> Floats:
    """Vectorised `grace_days`."""
    imp = np.asarray(importance, dtype=np.int64)
    tiers = np.asarray(params.grace_days, dtype=np.float64)
    if imp.size and (imp.min() < 1 or imp.max() > tiers.size):
        raise ValueError(f"importance must be 1..{tiers.size}, got values {imp.min()}..{imp.max()}")
    return tiers[imp - 1] * (1.0 + params.phi * _f64(intensity))


def recall_probability_many(
    n: ArrayLike,
    created_at: ArrayLike,
    last_activated: ArrayLike,
    intensity: ArrayLike,
    now: float,
    params: DecayParams,
) -> Floats:
    """Vectorised `activation`: P(recall) for many memories at once."""
    d = params.d0 * (1.0 - params.k_e * _f64(intensity))
    B = base_level_many(
        n,
        (now - _f64(last_activated)) / HOUR,
        (now - _f64(created_at)) / HOUR,
        d,
        params.floor_hours,
    )
    return recall_probability_vec(B, params.tau, params.s)


def ranking_activation_many(
    n: ArrayLike,
    created_at: ArrayLike,
    last_activated: ArrayLike,
    intensity: ArrayLike,
    now: float,
    params: DecayParams,
    pinned: ArrayLike,
) -> Floats:
    """Vectorised `ranking_activation`."""
    p = recall_probability_many(n, created_at, last_activated, intensity, now, params)
    return np.where(np.asarray(pinned, dtype=bool), np.maximum(p, params.pinned_floor), p)


__all__ = [
    "DAY",
    "HOUR",
    "activation",
    "base_level",
    "base_level_many",
    "decay_rate",
    "grace_days",
    "grace_days_many",
    "ranking_activation",
    "ranking_activation_many",
    "recall_probability",
    "recall_probability_many",
    "recall_probability_vec",
]
