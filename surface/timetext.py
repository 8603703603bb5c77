"""Time as searchable text: an episode's date goes into its indexed keywords, so "in May 2023"
or "on a Monday" can match it lexically (in our LoCoMo runs this alone gave +.015 R@10)."""

from __future__ import annotations

from datetime import UTC, datetime


def date_words(ts: float) -> str:
    """'2023-05-08 May 2023 Monday' for a unix timestamp (UTC)."""
    d = datetime.fromtimestamp(ts, UTC)
    return f"{d:%Y-%m-%d} {d:%B} {d:%Y} {d:%A}"


def iso(ts: float | None) -> str | None:
    """ISO-8601 UTC with seconds, for display."""
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_when(text: str) -> float:
    """Parse an ISO date or date-time (naive = UTC) into unix seconds; raises ValueError."""
    value = text.strip()
    if value.endswith("Z"):
        value = value[:-1] + "+00:00"
    d = datetime.fromisoformat(value)
    if d.tzinfo is None:
        d = d.replace(tzinfo=UTC)
    return d.timestamp()
