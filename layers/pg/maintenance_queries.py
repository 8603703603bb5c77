"""layers.maintenance_queries on PostgreSQL: purge's reads and writes, same names."""

from __future__ import annotations

from layers.pg.queries import MEMORY_COLUMNS
from layers.plan import Plan, q_all, q_exec
from layers.records import Memory, memory_from_row


def purgeable(cutoff: float) -> Plan[list[Memory]]:
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.status = 'archived' AND COALESCE("
        "(SELECT max(e.at) FROM event e WHERE e.memory_id = m.id "
        "AND e.kind IN ('archived', 'consolidated')), m.updated_at) < %s ORDER BY m.id",
        (cutoff,),
    )
    return [memory_from_row(r) for r in rows]


def delete_purgeable(ids: list[int], cutoff: float) -> Plan[list[int]]:
    wanted = set(ids)
    still = [m.id for m in (yield from purgeable(cutoff)) if m.id in wanted]
    if still:
        yield q_exec(
            "DELETE FROM memory WHERE status = 'archived' AND id = ANY(%s::bigint[])", (still,)
        )
    return still
