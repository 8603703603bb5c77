"""The SQL of export and import that the rest of cognimem does not need: every event, and the
lookups that tell an imported record that is already here from one that only reads the same."""

from __future__ import annotations

import json

from layers.plan import Plan, q_all
from layers.queries import MEMORY_COLUMNS
from layers.records import Event, Memory, memory_from_row


def all_events() -> Plan[list[Event]]:
    """Every event, in the order it was written."""
    rows = yield q_all("SELECT id, memory_id, kind, at, session_id, detail FROM event ORDER BY id")
    return [Event(r[0], r[1], r[2], r[3], r[4], json.loads(r[5])) for r in rows]


def with_content(content_hash: str) -> Plan[list[Memory]]:
    """Every stored memory with this content hash, oldest id first (the index makes it cheap;
    the import tells the same memory from a mere look-alike in Python)."""
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.content_hash = ? ORDER BY m.id",
        (content_hash,),
    )
    return [memory_from_row(r) for r in rows]
