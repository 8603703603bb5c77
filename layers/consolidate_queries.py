"""Consolidation's reads and writes: candidate experiences, their vectors and links, archiving
the sources of a summary, and undoing that."""

from __future__ import annotations

import json

from layers import queries
from layers.plan import Plan, q_all, q_exec, q_one
from layers.records import Memory, memory_from_row

_json_ids = json.JSONEncoder().encode

# Sources of an undone consolidation are left alone: the user said no to that grouping.
_CANDIDATES = (
    "SELECT {cols} FROM memory m WHERE m.status = 'active' AND m.layer = 'experience' "
    "AND m.pinned = 0 AND m.importance <= ? AND m.last_activated <= ? "
    "AND NOT EXISTS (SELECT 1 FROM event e WHERE e.memory_id = m.id AND e.kind = 'restored' "
    "AND json_extract(e.detail, '$.undo_consolidation') IS NOT NULL) ORDER BY m.id"
)
_VECTORS = (
    "SELECT memory_id, vec FROM vector WHERE model = ? AND dim = ? "
    "AND memory_id IN (SELECT value FROM json_each(?))"
)
_RELATED = (
    "SELECT src, dst FROM edge WHERE type = 'related' "
    "AND src IN (SELECT value FROM json_each(?)) AND dst IN (SELECT value FROM json_each(?))"
)
_SOURCES = (
    "SELECT DISTINCT memory_id FROM event WHERE kind = 'consolidated' "
    "AND json_extract(detail, '$.into') = ? "
    "UNION SELECT dst FROM edge WHERE src = ? AND type = 'summarizes'"
)
_TOUCHED = (
    "SELECT count(*) FROM event WHERE memory_id = ? "
    "AND kind IN ('used', 'updated', 'merged', 'pinned')"
)


def candidates(max_importance: int, used_before: float) -> Plan[list[Memory]]:
    """Unpinned active experiences of low importance, last used before `used_before`."""
    rows = yield q_all(
        _CANDIDATES.format(cols=queries.MEMORY_COLUMNS), (int(max_importance), used_before)
    )
    return [memory_from_row(r) for r in rows]


def vectors_and_related(
    ids: list[int], model: str, dim: int
) -> Plan[tuple[dict[int, bytes], list[tuple[int, int]]]]:
    """The listed memories' vectors of this model, and the 'related' edges among them."""
    id_list = _json_ids(ids)
    vecs = yield q_all(_VECTORS, (model, dim, id_list))
    edges = yield q_all(_RELATED, (id_list, id_list))
    return {int(i): bytes(b) for i, b in vecs}, [(int(a), int(b)) for a, b in edges]


def memories_by_id(ids: list[int]) -> Plan[list[Memory]]:
    """The listed memories (any status), by id."""
    rows = yield q_all(
        f"SELECT {queries.MEMORY_COLUMNS} FROM memory m "
        "WHERE m.id IN (SELECT value FROM json_each(?)) ORDER BY m.id",
        (_json_ids(ids),),
    )
    return [memory_from_row(r) for r in rows]


def archive_active(ids: list[int]) -> Plan[None]:
    """Archive those of the listed memories that are still active."""
    yield q_exec(
        "UPDATE memory SET status = 'archived' WHERE status = 'active' "
        "AND id IN (SELECT value FROM json_each(?))",
        (_json_ids(ids),),
    )


def summarized_sources(fact_id: int) -> Plan[list[int]]:
    """Ids of the memories a consolidation summary was made from, ascending."""
    rows = yield q_all(_SOURCES, (fact_id, fact_id))
    return sorted(int(r[0]) for r in rows)


def archived_among(ids: list[int]) -> Plan[list[int]]:
    """Those of the listed memories that are archived, ascending."""
    rows = yield q_all(
        "SELECT id FROM memory WHERE status = 'archived' "
        "AND id IN (SELECT value FROM json_each(?)) ORDER BY id",
        (_json_ids(ids),),
    )
    return [int(r[0]) for r in rows]


def reactivate_archived(ids: list[int]) -> Plan[None]:
    """Archived -> active for the listed memories; last_activated is left as it was."""
    yield q_exec(
        "UPDATE memory SET status = 'active' WHERE status = 'archived' "
        "AND id IN (SELECT value FROM json_each(?))",
        (_json_ids(ids),),
    )


def summary_touched(fact_id: int) -> Plan[bool]:
    """Whether the summary was used, edited, merged into or pinned since it was written."""
    touched = yield q_one(_TOUCHED, (fact_id,))
    return bool(touched[0])


def folded_into(memory_id: int) -> Plan[int | None]:
    """The memory a restatement found after its write was merged into (its `merged` event
    names the folded memory as `was`), or None. Read only when `memory_id` is not found."""
    row = yield q_one(
        "SELECT memory_id FROM event WHERE kind = 'merged' "
        "AND json_extract(detail, '$.was') = ? ORDER BY id LIMIT 1",
        (memory_id,),
    )
    return int(row[0]) if row else None


__all__ = [
    "archive_active",
    "archived_among",
    "candidates",
    "folded_into",
    "memories_by_id",
    "reactivate_archived",
    "summarized_sources",
    "summary_touched",
    "vectors_and_related",
]
