"""layers.transfer_queries on PostgreSQL: every event, and memories by content hash."""

from __future__ import annotations

import json

from layers.pg.queries import MEMORY_COLUMNS
from layers.plan import Plan, q_all
from layers.records import Event, Memory, memory_from_row


def all_events() -> Plan[list[Event]]:
    rows = yield q_all(
        "SELECT id, memory_id, kind, at, session_id, detail::text FROM event ORDER BY id"
    )
    return [Event(r[0], r[1], r[2], r[3], r[4], json.loads(r[5])) for r in rows]


def with_content(content_hash: str) -> Plan[list[Memory]]:
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.content_hash = %s ORDER BY m.id",
        (content_hash,),
    )
    return [memory_from_row(r) for r in rows]
