"""Recall as a plan: candidates from FTS5 (and, when present, vectors and the graph), then ranking.

The same plan serves the async API, the CLI and the prompt hook (through layers.plan.run).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from layers import queries
from layers.plan import Plan
from surface.params import RecallParams
from surface.query import match_expression


@dataclass(frozen=True, slots=True)
class RecallRequest:
    text: str
    limit: int = 10
    layer: str | None = None
    tags: tuple[str, ...] = ()
    include_archived: bool = False
    as_of: float | None = None


@dataclass(slots=True)
class Scored:
    id: int
    score: float
    parts: dict[str, Any] = field(default_factory=dict)


def keyword_candidates(req: RecallRequest, params: RecallParams) -> Plan[list[tuple[int, float]]]:
    match = match_expression(req.text, prefix=params.prefix)
    if match is None:
        return []
    statuses = ("active", "archived") if req.include_archived else ("active",)
    return (yield from queries.fts_search(match, params.candidates, statuses))
