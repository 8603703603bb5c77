"""The Claude Code hooks' reads: briefing sections, what a session was shown, the prompt's
candidate vectors, and whether an answer was already credited.

Imported by the hooks on every prompt: stdlib and layers.plan only at module level.
"""

from __future__ import annotations

import json
from typing import Any

from layers.plan import Plan, q_all, q_one
from layers.queries import MEMORY_COLUMNS
from layers.records import Memory, memory_from_row


def _rows(where: str, params: tuple[Any, ...], order: str, limit: int) -> Plan[list[Memory]]:
    if limit <= 0:
        return []
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.status = 'active' AND "
        f"{where} ORDER BY {order} LIMIT ?",
        (*params, limit),
    )
    return [memory_from_row(r) for r in rows]


_OPEN_LOOP = (
    "(EXISTS (SELECT 1 FROM json_each(m.tags) WHERE json_each.value = 'open-loop') "
    "OR (m.layer = 'experience' AND json_extract(m.extra, '$.kind') = 'todo'))"
)


def pinned_memories(limit: int) -> Plan[list[Memory]]:
    """Active pinned memories, most important (then most recently used) first."""
    return (yield from _rows("m.pinned = 1", (), "m.importance DESC, m.last_activated DESC", limit))


def open_loops(limit: int) -> Plan[list[Memory]]:
    """Unpinned open loops (tagged open-loop, or a todo experience), newest first."""
    return (yield from _rows(f"m.pinned = 0 AND {_OPEN_LOOP}", (), "m.created_at DESC", limit))


def important_facts(limit: int) -> Plan[list[Memory]]:
    """Unpinned facts and decisions of importance 3 or more, most important first."""
    return (
        yield from _rows(
            "m.pinned = 0 AND m.layer IN ('fact', 'decision') AND m.importance >= 3",
            (),
            "m.importance DESC, m.last_activated DESC",
            limit,
        )
    )


def surfaced_in_session(session_id: str) -> Plan[set[int]]:
    """Ids of the memories surfaced (by any hook) in this session."""
    rows = yield q_all(
        "SELECT DISTINCT memory_id FROM event WHERE kind = 'surfaced' AND session_id = ?",
        (session_id,),
    )
    return {int(r[0]) for r in rows}


def active_vectors_of(model: str, ids: list[int]) -> Plan[dict[int, bytes | None]]:
    """The listed memories that are active, each with its vector of this model (None when it
    has none)."""
    rows = yield q_all(
        # From the id list outwards (CROSS JOIN fixes the order): the planner otherwise walks
        # the status index over every active memory.
        "SELECT m.id, v.vec FROM json_each(?) j CROSS JOIN memory m ON m.id = j.value "
        "LEFT JOIN vector v ON v.memory_id = m.id AND v.model = ? WHERE m.status = 'active'",
        (json.dumps(ids), model),
    )
    return {int(a): None if b is None else bytes(b) for a, b in rows}


def credited_for(memory_id: int, session_id: str, answer: str) -> Plan[bool]:
    """Whether this answer (its digest) already credited the memory in this session."""
    dup = yield q_one(
        "SELECT 1 FROM event WHERE memory_id = ? AND kind = 'used' AND "
        "session_id = ? AND json_extract(detail, '$.answer') = ?",
        (memory_id, session_id, answer),
    )
    return bool(dup)


__all__ = [
    "credited_for",
    "important_facts",
    "open_loops",
    "pinned_memories",
    "surfaced_in_session",
    "active_vectors_of",
]
