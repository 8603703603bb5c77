"""SQL for the write path's two searches: merge candidates now, neighbour links in batches.

Both used to scan every vector on every write (0.6 ms of a 2.5 ms write at 10K memories).
A near-duplicate shares a merge key with the memory it duplicates (surface.dedup computes the
keys), so a key lookup names the few memories worth a cosine; linking to `related` neighbours
waits in `link_queue` for one matrix product over a whole batch.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from layers.plan import Plan, q_all, q_exec, q_many

PER_KEY = 16  # newest memories read per key: bounds a lookup on very common term pairs


def topic_candidates(
    keys: Sequence[str], layer: str, limit: int
) -> Plan[list[tuple[int, str, float]]]:
    """(id, content, created_at) of up to `limit` active memories of `layer` filed under
    `keys`, those sharing the most keys first, then the newest. Each key contributes its
    PER_KEY newest memories (a backward range of the key index): exact for all but very
    common keys, where a grouped scan of every keyed row cost ~0.5 ms a write on 10K
    templated notes."""
    if not keys:
        return []
    rows = yield q_all(
        "SELECT m.id, m.content, m.created_at FROM "
        "(SELECT memory_id, COUNT(*) AS n FROM ("
        # one backward range per key; the last SELECT (no rows) closes the UNION ALL chain
        f"{'SELECT * FROM (SELECT memory_id FROM merge_key WHERE key = ? ORDER BY memory_id DESC LIMIT ?) UNION ALL ' * len(keys)}"
        "SELECT NULL WHERE 0) WHERE memory_id IS NOT NULL "
        " GROUP BY memory_id ORDER BY n DESC, memory_id DESC LIMIT ?) k "
        "CROSS JOIN memory m ON m.id = k.memory_id WHERE m.status = 'active' AND m.layer = ? "
        "ORDER BY k.n DESC, m.id DESC LIMIT ?",
        (*[v for k in keys for v in (k, PER_KEY)], limit * 3, layer, limit),
    )
    return [(int(i), str(c), float(t)) for i, c, t in rows]


def file_merge_keys(memory_id: int, keys: Sequence[str], *, replace: bool = False) -> Plan[None]:
    """File a memory under its merge keys (replace=True first drops its old ones)."""
    if replace:
        yield q_exec("DELETE FROM merge_key WHERE memory_id = ?", (memory_id,))
    yield q_many(
        "INSERT OR IGNORE INTO merge_key(key, memory_id) VALUES (?,?)",
        [(k, memory_id) for k in keys],
    )


def file_merge_keys_many(rows: Iterable[tuple[int, Sequence[str]]]) -> Plan[None]:
    yield q_many(
        "INSERT OR IGNORE INTO merge_key(key, memory_id) VALUES (?,?)",
        [(k, i) for i, keys in rows for k in keys],
    )


def queue_link(memory_id: int) -> Plan[None]:
    yield q_exec("INSERT OR IGNORE INTO link_queue(memory_id) VALUES (?)", (memory_id,))


def queue_unlinked(memory_ids: Iterable[int]) -> Plan[None]:
    """Queue those of `memory_ids` that have no `related` links of their own yet (a memory
    imported with its links keeps exactly those)."""
    yield q_exec(
        "INSERT OR IGNORE INTO link_queue(memory_id) SELECT j.value FROM json_each(?) j "
        "WHERE NOT EXISTS (SELECT 1 FROM edge e WHERE e.src = j.value AND e.type = 'related')",
        (json.dumps([int(i) for i in memory_ids]),),
    )


def queued_links(model: str, limit: int) -> Plan[list[tuple[int, bytes]]]:
    """Queued memories with their vector of `model`, oldest first (others wait for reindex)."""
    rows = yield q_all(
        "SELECT q.memory_id, v.vec FROM link_queue q JOIN vector v ON v.memory_id = q.memory_id "
        "WHERE v.model = ? ORDER BY q.memory_id LIMIT ?",
        (model, limit),
    )
    return [(int(i), bytes(b)) for i, b in rows]


def has_queued_links() -> Plan[bool]:
    row = yield q_all("SELECT 1 FROM link_queue LIMIT 1")
    return bool(row)


def store_related(
    candidates: Sequence[tuple[int, int, float]], top: int, now: float, done: Iterable[int]
) -> Plan[None]:
    """Link each source to its first `top` live candidates (`related`), and take the batch off
    the queue, in the caller's transaction.

    `candidates` are (src, dst, cosine), best first within each src. A dead candidate gives
    its place to the next one, and ends deleted since the batch was read are skipped (both
    read in this transaction); an existing edge takes the new weight. Two id lookups and one
    executemany: a single INSERT ... SELECT over json_each spent 5 of its 12 ms per 128
    memories unpacking JSON and ranking in a window function.
    """
    if candidates:
        live = yield from _ids_where({d for _, d, _ in candidates}, active=True)
        present = yield from _ids_where({s for s, _, _ in candidates}, active=False)
        rows: list[tuple[int, int, float, float]] = []
        made: dict[int, int] = {}
        for src, dst, cos in candidates:
            if dst in live and src in present and made.get(src, 0) < top:
                made[src] = made.get(src, 0) + 1
                rows.append((int(src), int(dst), round(float(cos), 4), now))
        yield q_many(
            "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (?, ?, 'related', ?, ?) "
            "ON CONFLICT(src, dst, type) DO UPDATE SET weight = excluded.weight",
            rows,
        )
    yield q_many("DELETE FROM link_queue WHERE memory_id = ?", [(i,) for i in done])


def _ids_where(ids: Iterable[int], *, active: bool) -> Plan[set[int]]:
    """Which of `ids` name a memory (an active one, with active=True)."""
    payload = (json.dumps(sorted(int(i) for i in ids)),)
    if active:
        # From the id list outwards (CROSS JOIN fixes the order): the planner otherwise walked
        # the status index over every active memory (0.13 s at 100K, in every linking pass).
        rows = yield q_all(
            "SELECT m.id FROM json_each(?) j CROSS JOIN memory m ON m.id = j.value "
            "WHERE m.status = 'active'",
            payload,
        )
    else:
        rows = yield q_all(
            "SELECT id FROM memory WHERE id IN (SELECT value FROM json_each(?))", payload
        )
    return {r[0] for r in rows}


def clear_merge_keys() -> Plan[None]:
    """Forget every memory's merge keys (before filing them all again)."""
    yield q_exec("DELETE FROM merge_key")


def memory_texts() -> Plan[list[tuple[int, str, str]]]:
    """(id, layer, content) of every memory."""
    rows = yield q_all("SELECT id, layer, content FROM memory")
    return [(int(i), str(layer), str(text)) for i, layer, text in rows]


def memory_texts_after(after: int, limit: int) -> Plan[list[tuple[int, str, str]]]:
    """(id, layer, content) of the first `limit` memories by id after `after`."""
    rows = yield q_all(
        "SELECT id, layer, content FROM memory WHERE id > ? ORDER BY id LIMIT ?", (after, limit)
    )
    return [(int(i), str(layer), str(text)) for i, layer, text in rows]
