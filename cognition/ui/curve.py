"""A memory's P(recall) over the coming days if nobody uses it, from decay/'s own functions.

The same numbers the decay pass uses: `activation` for P(recall), `grace_days` for the tier
window stretched by intensity, `assess_one` for the day the archival rule would first fire.
"""

from __future__ import annotations

from dataclasses import dataclass

from decay.activation import DAY, activation, grace_days
from decay.params import DecayParams
from decay.rules import assess_one

HORIZON_DAYS = 90
STEPS_PER_DAY = 2


@dataclass(frozen=True, slots=True)
class Curve:
    days: list[float]  # days from now
    p: list[float]  # P(recall) on each day
    p_now: float
    p_archive: float
    tier_days: int  # the importance tier's grace window
    grace_days: float  # stretched by intensity
    grace_left_days: float  # from now; 0 once passed
    archive_day: float | None  # first day (from now) the rule archives it; None: not within horizon
    pinned: bool
    reason_now: str


def recall_curve(m, now: float, params: DecayParams, horizon: int = HORIZON_DAYS) -> Curve:
    """`m` is a layers.records.Memory; nothing is written."""

    def p_at(t: float) -> float:
        return activation(
            m.activation_count, m.created_at, m.last_activated, m.intensity, t, params
        )

    days = [i / STEPS_PER_DAY for i in range(horizon * STEPS_PER_DAY + 1)]
    ps = [p_at(now + d * DAY) for d in days]
    row = (
        m.id,
        m.layer,
        m.importance,
        m.intensity,
        int(m.pinned),
        m.activation_count,
        m.created_at,
        m.last_activated,
    )
    archive_day = None
    if not m.pinned and m.status == "active":
        for d in days:
            if assess_one(row, now + d * DAY, params).archive:
                archive_day = d
                break
    grace = grace_days(m.importance, m.intensity, params)
    idle = (now - m.last_activated) / DAY
    return Curve(
        days,
        ps,
        p_at(now),
        params.p_archive,
        params.grace_days[m.importance - 1],
        grace,
        max(grace - idle, 0.0),
        archive_day,
        m.pinned,
        assess_one(row, now, params).reason,
    )
