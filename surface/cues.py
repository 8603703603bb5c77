"""Cues read off the query text: which layer it is about, and what time it points at.

Cheap regexes only (this runs in the prompt hook). Layer priors: docs/formulas.md §9.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

# P(layer | cue), rows sum to 1 (docs/formulas.md §9).
LAYER_PRIORS = {
    "default": {"fact": 0.45, "experience": 0.30, "decision": 0.25},
    "fact": {"fact": 0.65, "experience": 0.15, "decision": 0.20},
    "experience": {"fact": 0.20, "experience": 0.60, "decision": 0.20},
    "decision": {"fact": 0.20, "experience": 0.20, "decision": 0.60},
}
_CUES = {
    "decision": re.compile(
        r"\b(why|decid\w*|decision|approach|should we|trade-?offs?|design|chose|choose|alternative\w*|rationale)\b",
        re.I,
    ),
    "experience": re.compile(
        r"\b(last time|when|error|fail\w*|bug|happened|again|incident|outage|broke\w*|crash\w*|yesterday|ago)\b",
        re.I,
    ),
    "fact": re.compile(
        r"\b(what is|where is|config\w*|convention\w*|api|how do i|how do we|which|setting|default|path)\b",
        re.I,
    ),
}


def layer_prior(text: str) -> dict[str, float]:
    """Normalised (max = 1) prior over layers from the query's cue words."""
    hits = {name: len(rx.findall(text)) for name, rx in _CUES.items()}
    best = max(hits, key=lambda k: hits[k])
    row = LAYER_PRIORS[best] if hits[best] else LAYER_PRIORS["default"]
    top = max(row.values())
    return {k: v / top for k, v in row.items()}


@dataclass(frozen=True, slots=True)
class TimeWindow:
    """A span of time the query points at, [start, end) in unix seconds."""

    start: float
    end: float
    label: str


_MONTHS = {
    m: i
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ],
        start=1,
    )
}
_MONTH_RX = re.compile(
    r"\b(?:in|during|since|early|late|mid)\s+(" + "|".join(_MONTHS) + r")(?:\s+(\d{4}))?\b", re.I
)
_REL_RX = re.compile(
    r"\b(yesterday|today|this week|last week|this month|last month|this year|last year|"
    r"(\d{1,3}) (day|week|month)s? ago)\b",
    re.I,
)
_DAY = 86400.0


def time_window(text: str, now: float) -> TimeWindow | None:
    """A time range the query points at ("last week", "in March", "3 days ago"), if any."""
    m = _REL_RX.search(text)
    if m:
        phrase = m.group(1).lower()
        if m.group(2):
            n = int(m.group(2))
            unit = {"day": 1, "week": 7, "month": 30}[m.group(3).lower()]
            center = now - n * unit * _DAY
            half = max(1.0, unit * 0.5) * _DAY
            return TimeWindow(center - half, center + half, phrase)
        # People say "last week" loosely: the window reaches to now rather than stopping at
        # the calendar boundary, so a 3-day-old episode still counts.
        spans = {
            "yesterday": (2, 0),
            "today": (1, 0),
            "this week": (7, 0),
            "last week": (14, 0),
            "this month": (31, 0),
            "last month": (62, 0),
            "this year": (366, 0),
            "last year": (731, 0),
        }
        back, fwd = spans[phrase]
        return TimeWindow(now - back * _DAY, now - fwd * _DAY + _DAY, phrase)
    m = _MONTH_RX.search(text)
    if m:
        month = _MONTHS[m.group(1).lower()]
        ref = datetime.fromtimestamp(now, UTC)
        year = int(m.group(2)) if m.group(2) else (ref.year if month <= ref.month else ref.year - 1)
        start = datetime(year, month, 1, tzinfo=UTC)
        end = (start + timedelta(days=32)).replace(day=1)
        return TimeWindow(start.timestamp(), end.timestamp(), f"{m.group(1)} {year}")
    return None
