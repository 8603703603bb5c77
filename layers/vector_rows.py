"""One embedder's vectors read in chunks of ascending id, so a caller can fill one matrix
instead of holding every blob as a Python object first (at 100K memories of dim 384 the rows,
their copies and the joined buffer cost four times the matrix)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from layers.plan import Plan, q_all, q_one

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
    row: tuple[int] = yield q_one(
        "SELECT coalesce(max(memory_id) - min(memory_id) + 1, 0) FROM vector"
    )
    if start is not None:
        start(int(row[0]))
    marks = ",".join("?" * len(statuses))
    # CROSS JOIN keeps the vector table outside: one walk in id order, no sort per chunk.
    sql = (
        f"SELECT v.memory_id, v.vec FROM vector v CROSS JOIN memory m ON m.id = v.memory_id "
        f"WHERE v.memory_id > ? AND v.model = ? AND m.status IN ({marks}) "
        f"ORDER BY v.memory_id LIMIT ?"
    )
    last, total = -1, 0
    while True:
        rows = yield q_all(sql, (last, model, *statuses, int(chunk)))
        if not rows:
            return total
        sink(rows)
        total += len(rows)
        last = int(rows[-1][0])


__all__ = ["CHUNK", "vector_chunks"]
