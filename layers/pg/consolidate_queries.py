"""layers.consolidate_queries on PostgreSQL, same names."""

from __future__ import annotations

from layers.pg.queries import MEMORY_COLUMNS
from layers.plan import Plan, q_all, q_exec, q_one
from layers.records import Memory, memory_from_row


def candidates(max_importance: int, used_before: float) -> Plan[list[Memory]]:
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.status = 'active' "
        "AND m.layer = 'experience' AND m.pinned = 0 AND m.importance <= %s "
        "AND m.last_activated <= %s AND NOT EXISTS (SELECT 1 FROM event e "
        "WHERE e.memory_id = m.id AND e.kind = 'restored' "
        "AND e.detail ? 'undo_consolidation') ORDER BY m.id",
        (int(max_importance), used_before),
    )
    return [memory_from_row(r) for r in rows]


def vectors_and_related(
    ids: list[int], model: str, dim: int
) -> Plan[tuple[dict[int, bytes], list[tuple[int, int]]]]:
    wanted = [int(i) for i in ids]
    vecs = yield q_all(
        "SELECT memory_id, vec FROM vector WHERE model = %s AND dim = %s "
        "AND memory_id = ANY(%s::bigint[])",
        (model, dim, wanted),
    )
    edges = yield q_all(
        "SELECT src, dst FROM edge WHERE type = 'related' AND src = ANY(%s::bigint[]) "
        "AND dst = ANY(%s::bigint[])",
        (wanted, wanted),
    )
    return {int(i): bytes(b) for i, b in vecs}, [(int(a), int(b)) for a, b in edges]


def memories_by_id(ids: list[int]) -> Plan[list[Memory]]:
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.id = ANY(%s::bigint[]) ORDER BY m.id",
        ([int(i) for i in ids],),
    )
    return [memory_from_row(r) for r in rows]


def archive_active(ids: list[int]) -> Plan[None]:
    yield q_exec(
        "UPDATE memory SET status = 'archived' WHERE status = 'active' AND id = ANY(%s::bigint[])",
        ([int(i) for i in ids],),
    )


def summarized_sources(fact_id: int) -> Plan[list[int]]:
    rows = yield q_all(
        "SELECT DISTINCT memory_id FROM event WHERE kind = 'consolidated' "
        "AND detail->>'into' = %s::text "
        "UNION SELECT dst FROM edge WHERE src = %s AND type = 'summarizes'",
        (str(fact_id), fact_id),
    )
    return sorted(int(r[0]) for r in rows)


def archived_among(ids: list[int]) -> Plan[list[int]]:
    rows = yield q_all(
        "SELECT id FROM memory WHERE status = 'archived' AND id = ANY(%s::bigint[]) ORDER BY id",
        ([int(i) for i in ids],),
    )
    return [int(r[0]) for r in rows]


def reactivate_archived(ids: list[int]) -> Plan[None]:
    yield q_exec(
        "UPDATE memory SET status = 'active' WHERE status = 'archived' AND id = ANY(%s::bigint[])",
        ([int(i) for i in ids],),
    )


def summary_touched(fact_id: int) -> Plan[bool]:
    touched = yield q_one(
        "SELECT count(*) FROM event WHERE memory_id = %s "
        "AND kind IN ('used', 'updated', 'merged', 'pinned')",
        (fact_id,),
    )
    return bool(touched[0])


def folded_into(memory_id: int) -> Plan[int | None]:
    row = yield q_one(
        "SELECT memory_id FROM event WHERE kind = 'merged' "
        "AND detail->>'was' = %s ORDER BY id LIMIT 1",
        (str(int(memory_id)),),
    )
    return int(row[0]) if row else None
