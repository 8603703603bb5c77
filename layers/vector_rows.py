"""One embedder's vectors read in chunks of ascending id, so a caller can fill one matrix
instead of holding every blob as a Python object first (at 100K memories of dim 384 the rows,
their copies and the joined buffer cost four times the matrix)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from layers.plan import Plan, q_all, q_one
from layers.queries import MEMORY_COLUMNS
from layers.records import STATUSES, Memory, memory_from_row

CHUNK = 2048  # rows per read: 3 MB of blobs at dim 384


def vector_chunks(
    model: str,
    statuses: Sequence[str],
    sink: Callable[[list[tuple[int, bytes]]], None],
    start: Callable[[int], None] | None = None,
    chunk: int = CHUNK,
) -> Plan[int]:
    """Hand the (id, blob) rows to `sink` a chunk at a time, after `start(an upper bound of
    their number)`; returns how many rows there were."""
    if start is not None:
        # Two subqueries, not max(..) - min(..) in one: SQLite answers a lone min() or max() from
        # the end of the key, but an expression of both made it read the whole table (0.1 s of
        # CPU at 100K memories, a second scan before the scan).
        row: tuple[int] = yield q_one(
            "SELECT coalesce((SELECT max(memory_id) FROM vector) - "
            "(SELECT min(memory_id) FROM vector) + 1, 0)"
        )
        start(int(row[0]))
    if set(statuses) >= set(STATUSES):  # every status: no memory row to look at per vector
        sql = (
            "SELECT v.memory_id, v.vec FROM vector v WHERE v.memory_id > ? AND v.model = ? "
            "ORDER BY v.memory_id LIMIT ?"
        )
        params: tuple[str, ...] = ()
    else:
        marks = ",".join("?" * len(statuses))
        # CROSS JOIN keeps the vector table outside: one walk in id order, no sort per chunk.
        sql = (
            f"SELECT v.memory_id, v.vec FROM vector v CROSS JOIN memory m ON m.id = v.memory_id "
            f"WHERE v.memory_id > ? AND v.model = ? AND m.status IN ({marks}) "
            f"ORDER BY v.memory_id LIMIT ?"
        )
        params = tuple(statuses)
    last, total = -1, 0
    while True:
        rows = yield q_all(sql, (last, model, *params, int(chunk)))
        if not rows:
            return total
        sink(rows)
        total += len(rows)
        last = int(rows[-1][0])


def vector_log_head() -> Plan[tuple[int, int]]:
    """The newest entry of `vector_log` (schema v7): (seq, tag); (0, 0) for an empty log."""
    row = yield q_one("SELECT seq, tag FROM vector_log ORDER BY seq DESC LIMIT 1")
    return (0, 0) if row is None else (int(row[0]), int(row[1]))


def vector_changes_since(seq: int, tag: int) -> Plan[list[int] | None]:
    """Ids of the memories whose vector changed after log entry `seq`, ascending; None when
    that entry is gone (pruned) or is another history's (its tag differs): the caller can no
    longer tell what changed since."""
    row = yield q_one("SELECT tag FROM vector_log WHERE seq = ?", (int(seq),))
    if row is None or int(row[0]) != int(tag):
        return None
    rows = yield q_all(
        "SELECT DISTINCT memory_id FROM vector_log WHERE seq > ? AND memory_id IS NOT NULL "
        "ORDER BY memory_id",
        (int(seq),),
    )
    return [int(r[0]) for r in rows]


IDS_PER_STATEMENT = 500  # well under SQLite's bound on parameters


def vectors_of(model: str, ids: Sequence[int]) -> Plan[list[tuple[int, bytes]]]:
    """The (id, blob) rows of `model` for these memory ids, by id (a missing one: no row)."""
    wanted = sorted({int(i) for i in ids})
    out: list[tuple[int, bytes]] = []
    for k in range(0, len(wanted), IDS_PER_STATEMENT):
        part = wanted[k : k + IDS_PER_STATEMENT]
        rows = yield q_all(
            f"SELECT memory_id, vec FROM vector WHERE model = ? "
            f"AND memory_id IN ({','.join('?' * len(part))})",
            (model, *part),
        )
        out.extend((int(i), bytes(b)) for i, b in rows)
    out.sort(key=lambda r: r[0])
    return out


__all__ = [
    "CHUNK",
    "vector_changes_since",
    "vector_chunks",
    "vector_log_head",
    "vectors_of",
]


def data_version_plan() -> Plan[int]:
    row = yield q_one("PRAGMA data_version")
    return int(row[0])


def model_and_version_plan() -> Plan[tuple[str | None, int]]:
    """The store's vector model and its data version, in one statement."""
    row = yield q_one(
        "SELECT (SELECT value FROM meta WHERE key = 'embedder'), "
        "(SELECT data_version FROM pragma_data_version())"
    )
    return row[0], int(row[1])


def memories_without_vector(model: str) -> Plan[list[Memory]]:
    """Memories with no vector of this model (none at all, or another model's), by id."""
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m LEFT JOIN vector v ON v.memory_id = m.id "
        "WHERE v.model IS NULL OR v.model <> ? ORDER BY m.id",
        (model,),
    )
    return [memory_from_row(r) for r in rows]
