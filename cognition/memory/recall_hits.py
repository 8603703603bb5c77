"""What a recall makes of its ranked memories, shared by the async API (memory.recall) and the
one-shot recall on a plain connection (memory.direct_recall), so both answer alike: the
request from the caller's arguments, one store's scored memories as hits, and the memories
that contradict a hit shown beside it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cognition import validation as check
from cognition.config import Settings
from cognition.memory.results import Hit
from layers import graph_queries as gq
from layers import queries
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import Memory
from surface.lexical import RecallRequest

if TYPE_CHECKING:  # the ranking imports numpy: a one-shot recall imports it while BM25 runs
    from surface.recall import Scored


def request(
    cfg: Settings,
    query: Any,
    limit: int,
    layer: str | None,
    tags: Any,
    include_archived: bool,
    as_of: float | None,
) -> RecallRequest:
    """The checked request (InvalidInput names what is wrong)."""
    if not isinstance(query, str):
        raise InvalidInput(f"query must be text (got {type(query).__name__})")
    return RecallRequest(
        text=query,
        limit=check.positive_int("limit", limit, 1, 200),
        layer=check.layer(layer) if layer else None,
        tags=tuple(check.tags(list(tags), cfg.write.max_tags)) if tags else (),
        include_archived=bool(include_archived),
        as_of=as_of,
    )


def store_hits(cfg: Settings, scope: str, found: list[Scored], explain: bool) -> list[Hit]:
    """One store's ranked memories as hits; the global store's rank below the project's."""
    penalty = cfg.recall.global_penalty if scope == "global" else 0.0
    hits = []
    for sc in found:
        parts = {**sc.parts, "scope_penalty": penalty} if penalty else sc.parts
        hits.append(
            Hit(sc.memory, sc.score, parts if explain else None, order=sc.sort_key - penalty)
        )
    return hits


def by_scope(hits: list[Hit]) -> dict[str, list[int]]:
    """The ids of the hits of each store, for contradicting_plan."""
    ids: dict[str, list[int]] = {}
    for h in hits:
        ids.setdefault(h.memory.scope, []).append(h.memory.id)
    return ids


def contradicting_plan(ids: list[int]) -> Plan[list[tuple[int, Memory]]]:
    """(hit id, an active memory it contradicts) for the hits of one store."""
    found = yield from gq.contradictions_plan(ids)
    if not found:
        return []
    by_id = yield from queries.get_memories(sorted({o for os in found.values() for o in os}))
    return [
        (i, by_id[o])
        for i, os in found.items()
        for o in os
        if o in by_id and by_id[o].status == "active"
    ]


def grouped(hits: list[Hit], pairs: dict[tuple[str, int], list[Memory]]) -> list[Hit]:
    """Two active memories that contradict each other shown together, marked, the newer
    first, where the better-ranked of them would be: neither is presented alone as the
    current truth. `pairs`: (scope, hit id) -> the memories it contradicts."""
    if not pairs:
        return hits
    out: list[Hit] = []
    placed: set[tuple[str, int]] = set()
    known = {
        (x.memory.scope, x.memory.id): x for x in hits
    }  # a partner already a hit keeps its own
    for h in hits:
        key = (h.memory.scope, h.memory.id)
        if key in placed:
            continue
        others = pairs.get(key, [])
        group = [h] + [
            known.get((o.scope, o.id)) or Hit(o, h.score, None, order=h.order) for o in others
        ]
        refs = {(g.memory.scope, g.memory.id): g.memory.ref for g in group}
        for g in sorted(group, key=lambda g: (-g.memory.created_at, -g.memory.id)):
            gk = (g.memory.scope, g.memory.id)
            if gk in placed:
                continue
            placed.add(gk)
            conflicts = tuple(r for k, r in refs.items() if k != gk) if others else ()
            out.append(replace(g, conflicts=conflicts))
    return out


def threshold(cfg: Settings) -> float:
    """The probability at or above which a hit counts as relevant (recall.min_probability,
    or the threshold fitted with the model)."""
    if cfg.recall.min_probability > 0:
        return float(cfg.recall.min_probability)
    from surface.relevance_model import THRESHOLD

    return THRESHOLD


__all__ = ["by_scope", "contradicting_plan", "grouped", "request", "store_hits", "threshold"]
