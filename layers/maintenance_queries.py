"""Purge's reads and writes: archived memories old enough to delete, and their deletion."""

from __future__ import annotations

import json

from layers import queries
from layers.plan import Plan, q_all, q_exec
from layers.records import Memory, memory_from_row

# When a memory was archived: its newest 'archived' or 'consolidated' event; rows archived by
# other means (imports) fall back to updated_at.
_PURGEABLE = (
    "SELECT {cols} FROM memory m WHERE m.status = 'archived' AND COALESCE("
    "(SELECT max(e.at) FROM event e WHERE e.memory_id = m.id "
    "AND e.kind IN ('archived', 'consolidated')), m.updated_at) < ? ORDER BY m.id"
)


def purgeable(cutoff: float) -> Plan[list[Memory]]:
    rows = yield q_all(_PURGEABLE.format(cols=queries.MEMORY_COLUMNS), (cutoff,))
    return [memory_from_row(r) for r in rows]


def delete_purgeable(ids: list[int], cutoff: float) -> Plan[list[int]]:
    # Re-read inside the write transaction: a memory restored (or used) since the listing
    # is no longer archived and is kept.
    wanted = set(ids)
    still = [m.id for m in (yield from purgeable(cutoff)) if m.id in wanted]
    if still:
        yield q_exec(
            "DELETE FROM memory WHERE status = 'archived' "
            "AND id IN (SELECT value FROM json_each(?))",
            (json.dumps(still),),
        )
    return still


__all__ = ["delete_purgeable", "purgeable"]
