"""The archival rule (docs/formulas.md §5) with a readable reason for every decision.

archive  <=>  not pinned  and  idle > grace * (1 + phi * intensity)  and  P(recall) < p_archive

`assess_many` does the arithmetic in numpy; `assess_one` is the scalar reference. Both pick the
decision branch with the same comparisons and format the reason with the same helper, so they
return the same verdicts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from decay.activation import DAY, activation, grace_days, grace_days_many, recall_probability_many
from decay.params import DecayParams
from layers.records import StateRow

# Decision branches, checked in this order.
PINNED, IN_GRACE, KEPT, ARCHIVE = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class Verdict:
    """One memory's fate in a pass, with the numbers that decided it."""

    memory_id: int
    layer: str
    importance: int
    intensity: float
    pinned: bool
    idle_days: float
    p_recall: float  # raw P(recall); the pinned floor only applies to ranking
    grace_left_days: float  # 0 once the (intensity-stretched) grace window has passed
    archive: bool
    reason: str


_SPECS = (".0f", ".1f", ".2f", ".3f", ".4f")


def _apart(x: float, other: float, digits: int) -> tuple[str, str]:
    # Short numbers read well, but never print "P=0.25 < 0.25" or "idle 7.0 d > grace 7.0 d":
    # add decimals (up to 4) until x and the value it is compared with look different.
    for spec in _SPECS[digits:]:
        a, b = format(x, spec), format(other, spec)
        if a != b:
            break
    return a, b


# Fast paths (this runs for every row of a 100K pass): values more than one last-place unit
# apart always print differently, so only near-ties take the slow loop.
def _p_text(p: float, p_archive: float) -> str:
    return f"{p:.2f}" if abs(p - p_archive) > 0.0101 else _apart(p, p_archive, 2)[0]


def _idle_texts(idle: float, grace: float) -> tuple[str, str]:
    return (f"{idle:.1f}", f"{grace:.1f}") if idle - grace > 0.101 else _apart(idle, grace, 1)


def _reason(
    branch: int, idle: float, grace: float, p: float, n: float, p_archive: float, thr: str
) -> str:
    # `thr` is p_archive already formatted: formatted once per batch, not once per row.
    if branch == PINNED:
        return "pinned: never archived"
    if branch == IN_GRACE:
        return f"in grace: {grace - idle:.1f} d left"
    if branch == KEPT:
        return f"kept: P={_p_text(p, p_archive)} >= {thr} (used {n:g}x)"
    idle_s, grace_s = _idle_texts(idle, grace)
    return f"archive: idle {idle_s} d > grace {grace_s} d and P={_p_text(p, p_archive)} < {thr}"


def _branch(pinned: bool, idle: float, grace: float, p: float, p_archive: float) -> int:
    if pinned:
        return PINNED
    if idle <= grace:
        return IN_GRACE
    return KEPT if p >= p_archive else ARCHIVE


def assess_one(row: StateRow, now: float, params: DecayParams) -> Verdict:
    """Scalar reference for one state row."""
    mid, layer, importance, intensity, pinned, n, created_at, last_activated = row
    idle = (now - last_activated) / DAY
    grace = grace_days(int(importance), intensity, params)
    p = activation(n, created_at, last_activated, intensity, now, params)
    branch = _branch(bool(pinned), idle, grace, p, params.p_archive)
    return Verdict(
        int(mid),
        str(layer),
        int(importance),
        float(intensity),
        bool(pinned),
        idle,
        p,
        max(grace - idle, 0.0),
        branch == ARCHIVE,
        _reason(branch, idle, grace, p, float(n), params.p_archive, f"{params.p_archive:g}"),
    )


def assess_many(rows: Sequence[StateRow], now: float, params: DecayParams) -> list[Verdict]:
    """Verdicts for many state rows; the math runs once over numpy columns."""
    if not rows:
        return []
    ids, layers, importance, intensity, pinned, n, created, last = zip(*rows, strict=True)
    imp = np.asarray(importance, dtype=np.int64)
    inten = np.asarray(intensity, dtype=np.float64)
    n_f = np.asarray(n, dtype=np.float64)
    last_a = np.asarray(last, dtype=np.float64)
    pin = np.asarray(pinned, dtype=bool)
    idle = (now - last_a) / DAY
    grace = grace_days_many(imp, inten, params)
    p = recall_probability_many(n_f, created, last_a, inten, now, params)
    p_arch = params.p_archive
    # Same comparisons, same order as _branch.
    branch = np.select([pin, idle <= grace, p >= p_arch], [PINNED, IN_GRACE, KEPT], ARCHIVE)
    left = np.maximum(grace - idle, 0.0)
    thr = f"{p_arch:g}"
    # Python-level work is only building the records; columns convert to Python types at once.
    return [
        Verdict(
            i,
            str(ly),
            im,
            a,
            pn,
            idl,
            pr,
            lf,
            b == ARCHIVE,
            _reason(b, idl, g, pr, nn, p_arch, thr),
        )
        for i, ly, im, a, pn, nn, idl, g, pr, lf, b in zip(
            np.asarray(ids, dtype=np.int64).tolist(),
            layers,
            imp.tolist(),
            inten.tolist(),
            pin.tolist(),
            n_f.tolist(),
            idle.tolist(),
            grace.tolist(),
            p.tolist(),
            left.tolist(),
            branch.tolist(),
            strict=True,
        )
    ]


__all__ = ["StateRow", "Verdict", "assess_many", "assess_one"]
