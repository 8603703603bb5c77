"""layers.vector_rows on PostgreSQL: one embedder's vectors in chunks of ascending id, and the
data version a process compares to know its vector index is stale."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from layers.pg.queries import MEMORY_COLUMNS
from layers.plan import Plan, q_all, q_one
from layers.records import Memory, memory_from_row
from layers.vector_rows import CHUNK


def vector_chunks(
    model: str,
    statuses: Sequence[str],
    sink: Callable[[list[tuple[int, bytes]]], None],
    start: Callable[[int], None] | None = None,
    chunk: int = CHUNK,
) -> Plan[int]:
    row: tuple[int] = yield q_one(
        "SELECT coalesce(max(memory_id) - min(memory_id) + 1, 0) FROM vector"
    )
    if start is not None:
        start(int(row[0]))
    sql = (
        "SELECT v.memory_id, v.vec FROM vector v JOIN memory m ON m.id = v.memory_id "
        "WHERE v.memory_id > %s AND v.model = %s AND m.status = ANY(%s::text[]) "
        "ORDER BY v.memory_id LIMIT %s"
    )
    last, total = -1, 0
    while True:
        rows = yield q_all(sql, (last, model, list(statuses), int(chunk)))
        if not rows:
            return total
        sink([(int(i), bytes(v)) for i, v in rows])
        total += len(rows)
        last = int(rows[-1][0])


# Changes to memories and vectors by other connections (layers.pg.schema v1, data_version).
_VERSION = (
    "(SELECT n - coalesce(nullif(current_setting('cognimem.own_changes', true), ''), '0')::bigint "
    "FROM data_version)"
)


def data_version_plan() -> Plan[int]:
    row = yield q_one(f"SELECT {_VERSION}")
    return int(row[0])


def model_and_version_plan() -> Plan[tuple[str | None, int]]:
    row = yield q_one(f"SELECT (SELECT value FROM meta WHERE key = 'embedder'), {_VERSION}")
    return row[0], int(row[1])


def memories_without_vector(model: str) -> Plan[list[Memory]]:
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m LEFT JOIN vector v ON v.memory_id = m.id "
        "WHERE v.model IS NULL OR v.model <> %s ORDER BY m.id",
        (model,),
    )
    return [memory_from_row(r) for r in rows]


__all__ = [
    "CHUNK",
    "data_version_plan",
    "memories_without_vector",
    "model_and_version_plan",
    "vector_chunks",
]
