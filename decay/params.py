"""The knobs of forgetting, in one frozen record (values and their calibration: docs/formulas.md §3-§5)."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DecayParams:
    """Decay, retrieval and archival parameters. Time inside the math is in hours (docs/formulas.md §1)."""

    d0: float = 0.5  # ACT-R decay for a neutral memory (:bll)
    k_e: float = 0.4  # intensity slows decay: d = d0 * (1 - k_e * intensity)
    tau: float = -2.12  # retrieval threshold, calibrated so n=1, d=0.5 hits P=0.25 at 7 d idle
    s: float = 0.4  # logistic noise scale of the retrieval probability
    phi: float = 1.0  # grace window stretched by (1 + phi * intensity)
    p_archive: float = 0.25  # archive only once P(recall) drops below this
    floor_hours: float = 0.05  # t >= 0.05 h keeps t^-d finite right after a use
    grace_days: tuple[int, ...] = (7, 7, 14, 30, 30)  # index = importance - 1
    pinned_floor: float = 0.5  # ranking activation of a pinned memory never drops below this

    def __post_init__(self) -> None:
        # Accept any sequence for the tiers but store a tuple, so params stay hashable.
        object.__setattr__(self, "grace_days", tuple(self.grace_days))
        problems = _problems(self)
        if problems:
            raise ValueError("invalid DecayParams: " + "; ".join(problems))


def _finite(x: object) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)


def _problems(p: DecayParams) -> list[str]:
    out: list[str] = []
    for name in ("d0", "k_e", "tau", "s", "phi", "p_archive", "floor_hours", "pinned_floor"):
        if not _finite(getattr(p, name)):
            out.append(f"{name} must be a finite number, got {getattr(p, name)!r}")
    if out:
        return out
    if not 0.0 < p.d0 < 1.0:
        out.append(f"d0 must be in (0, 1) (ACT-R uses 0.5), got {p.d0}")
    if not 0.0 <= p.k_e < 1.0:
        out.append(f"k_e must be in [0, 1) so decay stays positive at intensity 1, got {p.k_e}")
    if p.s <= 0.0:
        out.append(f"s must be > 0 (logistic scale), got {p.s}")
    if p.phi < 0.0:
        out.append(f"phi must be >= 0 (intensity may only lengthen grace), got {p.phi}")
    if not 0.0 < p.p_archive < 1.0:
        out.append(f"p_archive must be in (0, 1), got {p.p_archive}")
    if p.floor_hours <= 0.0:
        out.append(f"floor_hours must be > 0 to keep t^-d finite, got {p.floor_hours}")
    if not 0.0 <= p.pinned_floor <= 1.0:
        out.append(f"pinned_floor must be in [0, 1], got {p.pinned_floor}")
    if len(p.grace_days) != 5:
        out.append(f"grace_days needs one entry per importance 1..5, got {len(p.grace_days)}")
    elif not all(_finite(g) and g > 0 for g in p.grace_days):
        out.append(f"grace_days must all be positive numbers, got {p.grace_days!r}")
    return out


DEFAULT_PARAMS = DecayParams()
