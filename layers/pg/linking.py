"""layers.linking on PostgreSQL: merge-key lookups and the link queue, same names."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from layers.linking import PER_KEY
from layers.plan import Plan, q_all, q_exec, q_many


def topic_candidates(
    keys: Sequence[str], layer: str, limit: int
) -> Plan[list[tuple[int, str, float]]]:
    if not keys:
        return []
    rows = yield q_all(
        "SELECT m.id, m.content, m.created_at FROM "
        "(SELECT x.memory_id, count(*) AS n FROM unnest(%s::text[]) AS k(key) "
        "CROSS JOIN LATERAL (SELECT memory_id FROM merge_key WHERE key = k.key "
        "ORDER BY memory_id DESC LIMIT %s) x "
        "GROUP BY x.memory_id ORDER BY n DESC, x.memory_id DESC LIMIT %s) k "
        "JOIN memory m ON m.id = k.memory_id WHERE m.status = 'active' AND m.layer = %s "
        "ORDER BY k.n DESC, m.id DESC LIMIT %s",
        (list(keys), PER_KEY, limit * 3, layer, limit),
    )
    return [(int(i), str(c), float(t)) for i, c, t in rows]


_FILE_KEY = "INSERT INTO merge_key(key, memory_id) VALUES (%s, %s) ON CONFLICT DO NOTHING"


def file_merge_keys(memory_id: int, keys: Sequence[str], *, replace: bool = False) -> Plan[None]:
    if replace:
        yield q_exec("DELETE FROM merge_key WHERE memory_id = %s", (memory_id,))
    if keys:
        yield q_many(_FILE_KEY, [(k, memory_id) for k in keys])


def file_merge_keys_many(rows: Iterable[tuple[int, Sequence[str]]]) -> Plan[None]:
    batch = [(k, i) for i, keys in rows for k in keys]
    if batch:
        yield q_many(_FILE_KEY, batch)


def queue_link(memory_id: int) -> Plan[None]:
    yield q_exec(
        "INSERT INTO link_queue(memory_id) VALUES (%s) ON CONFLICT DO NOTHING", (memory_id,)
    )


def queue_unlinked(memory_ids: Iterable[int]) -> Plan[None]:
    yield q_exec(
        "INSERT INTO link_queue(memory_id) SELECT j.id FROM unnest(%s::bigint[]) AS j(id) "
        "WHERE NOT EXISTS (SELECT 1 FROM edge e WHERE e.src = j.id AND e.type = 'related') "
        "ON CONFLICT DO NOTHING",
        ([int(i) for i in memory_ids],),
    )


def queued_links(model: str, limit: int) -> Plan[list[tuple[int, bytes]]]:
    rows = yield q_all(
        "SELECT q.memory_id, v.vec FROM link_queue q JOIN vector v ON v.memory_id = q.memory_id "
        "WHERE v.model = %s ORDER BY q.memory_id LIMIT %s",
        (model, limit),
    )
    return [(int(i), bytes(b)) for i, b in rows]


def has_queued_links() -> Plan[bool]:
    row = yield q_all("SELECT 1 FROM link_queue LIMIT 1")
    return bool(row)


def store_related(
    candidates: Sequence[tuple[int, int, float]], top: int, now: float, done: Iterable[int]
) -> Plan[None]:
    if candidates:
        live = yield from _ids_where({d for _, d, _ in candidates}, active=True)
        present = yield from _ids_where({s for s, _, _ in candidates}, active=False)
        rows: list[tuple[int, int, float, float]] = []
        made: dict[int, int] = {}
        for src, dst, cos in candidates:
            if dst in live and src in present and made.get(src, 0) < top:
                made[src] = made.get(src, 0) + 1
                rows.append((int(src), int(dst), round(float(cos), 4), now))
        if rows:
            yield q_many(
                "INSERT INTO edge(src, dst, type, weight, created_at) "
                "VALUES (%s, %s, 'related', %s, %s) "
                "ON CONFLICT(src, dst, type) DO UPDATE SET weight = excluded.weight",
                rows,
            )
    finished = [(int(i),) for i in done]
    if finished:
        yield q_many("DELETE FROM link_queue WHERE memory_id = %s", finished)


def _ids_where(ids: Iterable[int], *, active: bool) -> Plan[set[int]]:
    wanted = (sorted(int(i) for i in ids),)
    if active:
        rows = yield q_all(
            "SELECT id FROM memory WHERE id = ANY(%s::bigint[]) AND status = 'active'", wanted
        )
    else:
        rows = yield q_all("SELECT id FROM memory WHERE id = ANY(%s::bigint[])", wanted)
    return {int(r[0]) for r in rows}


def clear_merge_keys() -> Plan[None]:
    yield q_exec("DELETE FROM merge_key")


def memory_texts() -> Plan[list[tuple[int, str, str]]]:
    rows = yield q_all("SELECT id, layer, content FROM memory")
    return [(int(i), str(layer), str(text)) for i, layer, text in rows]


def memory_texts_after(after: int, limit: int) -> Plan[list[tuple[int, str, str]]]:
    rows = yield q_all(
        "SELECT id, layer, content FROM memory WHERE id > %s ORDER BY id LIMIT %s", (after, limit)
    )
    return [(int(i), str(layer), str(text)) for i, layer, text in rows]
