"""layers.hook_queries on PostgreSQL: the reads of the prompt hook's recall (what the team
server's /v1/surface runs), the briefing's sections and the Stop hook's credit check."""

from __future__ import annotations

from typing import Any

from layers.pg.queries import MEMORY_COLUMNS
from layers.plan import Plan, q_all, q_one
from layers.records import Memory, memory_from_row


def _rows(where: str, params: tuple[Any, ...], order: str, limit: int) -> Plan[list[Memory]]:
    if limit <= 0:
        return []
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.status = 'active' AND "
        f"{where} ORDER BY {order} LIMIT %s",
        (*params, limit),
    )
    return [memory_from_row(r) for r in rows]


_OPEN_LOOP = "(m.tags ? 'open-loop' OR (m.layer = 'experience' AND m.extra->>'kind' = 'todo'))"


def pinned_memories(limit: int) -> Plan[list[Memory]]:
    return (yield from _rows("m.pinned = 1", (), "m.importance DESC, m.last_activated DESC", limit))


def open_loops(limit: int) -> Plan[list[Memory]]:
    return (yield from _rows(f"m.pinned = 0 AND {_OPEN_LOOP}", (), "m.created_at DESC", limit))


def important_facts(limit: int) -> Plan[list[Memory]]:
    return (
        yield from _rows(
            "m.pinned = 0 AND m.layer IN ('fact', 'decision') AND m.importance >= 3",
            (),
            "m.importance DESC, m.last_activated DESC",
            limit,
        )
    )


def surfaced_in_session(session_id: str) -> Plan[set[int]]:
    rows = yield q_all(
        "SELECT DISTINCT memory_id FROM event WHERE kind = 'surfaced' AND session_id = %s",
        (session_id,),
    )
    return {int(r[0]) for r in rows}


def active_vectors_of(model: str, ids: list[int]) -> Plan[dict[int, bytes | None]]:
    rows = yield q_all(
        "SELECT m.id, v.vec FROM memory m LEFT JOIN vector v ON v.memory_id = m.id "
        "AND v.model = %s WHERE m.id = ANY(%s::bigint[]) AND m.status = 'active'",
        (model, [int(i) for i in ids]),
    )
    return {int(a): None if b is None else bytes(b) for a, b in rows}


def credited_for(memory_id: int, session_id: str, answer: str) -> Plan[bool]:
    dup = yield q_one(
        "SELECT 1 FROM event WHERE memory_id = %s AND kind = 'used' AND "
        "session_id = %s AND detail->>'answer' = %s",
        (memory_id, session_id, answer),
    )
    return bool(dup)
