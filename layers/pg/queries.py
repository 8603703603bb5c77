"""layers.queries on PostgreSQL: the same plans, names and return values (see that module for
what each one is for); only the SQL differs. JSON columns are jsonb, read back as text so the
rows decode as SQLite's do; id lists travel as one array parameter (`= ANY(%s)`)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from layers.errors import NotFound
from layers.pg.fts import tsquery
from layers.pg.plan import q_named
from layers.pg.schema import TS_CONFIG
from layers.plan import Plan, q_all, q_exec, q_many, q_one
from layers.queries import Candidate, ListFilter, _column_value, _dump
from layers.records import MEMORY_FIELDS, Edge, Event, Memory, memory_from_row

_JSON = ("tags", "extra")
MEMORY_COLUMNS = ", ".join(f"m.{f}::text" if f in _JSON else f"m.{f}" for f in MEMORY_FIELDS)
CANDIDATE_COLUMNS = ", ".join(f"m.{f}::text" if f in _JSON else f"m.{f}" for f in Candidate._fields)
_INSERT_FIELDS = [f for f in MEMORY_FIELDS if f != "id"]
# ts_rank's weights are {D, C, B, A}: keywords, content, tags, title, in the proportions of
# layers.queries' BM25_WEIGHTS (halved: PostgreSQL takes weights up to 1).
RANK_WEIGHTS = "{0.3, 0.5, 0.75, 1.0}"
# ts_rank without length normalization ranked LoCoMo dev closest to FTS5's bm25 (R@10 .626
# against .634; ts_rank_cd .618, either with normalization 1: .590-.598; docs/benchmarks.md).
_RANK = f"ts_rank('{RANK_WEIGHTS}', m.fts, q)"
_Q = f"to_tsquery('{TS_CONFIG}', %s) q"


def _marks(fields: Sequence[str]) -> str:
    """The VALUES placeholders of an INSERT of these columns (jsonb ones cast)."""
    return ",".join(_mark(f) for f in fields)


def _mark(name: str) -> str:
    return "%s::jsonb" if name in _JSON else "%s"


_INSERT_MARKS = _marks(MEMORY_FIELDS)
_INSERT_MARKS_NO_ID = _marks(_INSERT_FIELDS)
_COUNT_MATCHES = f", (SELECT count(*) FROM memory WHERE fts @@ to_tsquery('{TS_CONFIG}', %s))"


def _ids(ids: Iterable[int]) -> list[int]:
    return list(dict.fromkeys(int(i) for i in ids))


# --- memory rows -------------------------------------------------------------------------


def insert_memory(m: Memory, *, keep_id: bool = False) -> Plan[int]:
    fields = list(MEMORY_FIELDS) if keep_id else _INSERT_FIELDS
    values = [_column_value(f, getattr(m, f)) for f in fields]
    marks = _INSERT_MARKS_NO_ID
    if keep_id:
        marks = _INSERT_MARKS
    new_id, _ = yield q_exec(
        f"INSERT INTO memory({','.join(fields)}) VALUES ({marks}) RETURNING id", values
    )
    if keep_id:  # an id given by hand: the identity continues after it, never back below
        yield q_one(  # an id it already gave (a deleted memory's is never given again)
            "SELECT setval(s, greatest((SELECT max(id) FROM memory), nextval(s) - 1)) "
            "FROM pg_get_serial_sequence('memory', 'id') AS s"
        )
    return int(new_id)


def get_memory(memory_id: int) -> Plan[Memory | None]:
    row = yield q_one(f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.id = %s", (memory_id,))
    return memory_from_row(row) if row else None


def get_existing_memory(memory_id: int) -> Plan[Memory]:
    memory = yield from get_memory(memory_id)
    if memory is None:
        raise NotFound(f"no memory #{memory_id}")
    return memory


def get_memories(ids: Iterable[int]) -> Plan[dict[int, Memory]]:
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.id = ANY(%s::bigint[])", (_ids(ids),)
    )
    out = [memory_from_row(r) for r in rows]
    return {m.id: m for m in out}


def get_candidates(ids: Iterable[int]) -> Plan[dict[int, Candidate]]:
    rows = yield q_all(
        f"SELECT {CANDIDATE_COLUMNS} FROM memory m WHERE m.id = ANY(%s::bigint[])", (_ids(ids),)
    )
    return {r[0]: Candidate._make(r) for r in rows}


def session_neighbours(
    session_id: str | None, memory_id: int, radius: int, statuses: Sequence[str]
) -> Plan[list[Candidate]]:
    rows = yield q_all(
        f"SELECT {CANDIDATE_COLUMNS} FROM memory m WHERE m.session_id = %s "
        "AND m.id BETWEEN %s AND %s AND m.id <> %s AND m.status = ANY(%s::text[])",
        (session_id, memory_id - radius, memory_id + radius, memory_id, list(statuses)),
    )
    return [Candidate._make(r) for r in rows]


def layers_of(ids: Sequence[int]) -> Plan[dict[int, str]]:
    if not ids:
        return {}
    rows = yield q_all(
        "SELECT id, layer, status FROM memory WHERE id = ANY(%s::bigint[])", (_ids(ids),)
    )
    return {int(i): str(layer) for i, layer, status in rows if status == "active"}


def find_by_hash(content_hash: str, *, superseded: bool = False) -> Plan[Memory | None]:
    row = yield q_one(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.content_hash = %s "
        "AND (m.status = 'superseded') = %s ORDER BY m.id LIMIT 1",
        (content_hash, bool(superseded)),
    )
    return memory_from_row(row) if row else None


def update_memory(memory_id: int, changes: dict[str, Any]) -> Plan[int]:
    if not changes:
        return 0
    unknown = set(changes) - set(_INSERT_FIELDS)
    if unknown:
        raise KeyError(f"unknown memory columns: {sorted(unknown)}")
    names = sorted(changes)
    assignments = ", ".join(f"{n} = {_mark(n)}" for n in names)
    params = [_column_value(n, changes[n]) for n in names] + [memory_id]
    _, count = yield q_exec(f"UPDATE memory SET {assignments} WHERE id = %s", params)
    return int(count)


def credit_use(memory_id: int, now: float, amount: float = 1.0) -> Plan[None]:
    yield q_exec(
        "UPDATE memory SET activation_count = activation_count + %s, last_activated = %s "
        "WHERE id = %s",
        (amount, now, memory_id),
    )


def discredit(memory_id: int, keep: float) -> Plan[None]:
    yield q_exec(
        "UPDATE memory SET activation_count = greatest(1.0, activation_count * %s), "
        "importance = greatest(1, importance - 1) WHERE id = %s",
        (keep, memory_id),
    )


def delete_memory(memory_id: int) -> Plan[int]:
    _, count = yield q_exec("DELETE FROM memory WHERE id = %s", (memory_id,))
    return int(count)


def _filter_sql(f: ListFilter) -> tuple[str, list[Any]]:
    where, params = [], []
    for column, value in (("layer", f.layer), ("status", f.status), ("scope", f.scope)):
        if value:
            where.append(f"m.{column} = %s")
            params.append(value)
    if f.tag:
        where.append("m.tags ? %s")
        params.append(f.tag)
    return (" WHERE " + " AND ".join(where)) if where else "", params


def list_memories(f: ListFilter) -> Plan[tuple[list[Memory], int]]:
    where, params = _filter_sql(f)
    total = yield q_one(f"SELECT count(*) FROM memory m{where}", params)
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m{where} ORDER BY m.id DESC LIMIT %s OFFSET %s",
        [*params, f.limit, f.offset],
    )
    return [memory_from_row(r) for r in rows], int(total[0])


def all_memories(status: str | None = None) -> Plan[list[Memory]]:
    if status:
        rows = yield q_all(
            f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.status = %s ORDER BY m.id", (status,)
        )
    else:
        rows = yield q_all(f"SELECT {MEMORY_COLUMNS} FROM memory m ORDER BY m.id")
    return [memory_from_row(r) for r in rows]


def count_by(column: str) -> Plan[dict[str, int]]:
    if column not in ("layer", "status", "scope", "source"):
        raise KeyError(column)
    rows = yield q_all(f"SELECT {column}, count(*) FROM memory GROUP BY {column}")
    return {str(k): int(v) for k, v in rows}


def table_count(table: str) -> Plan[int]:
    if table not in ("memory", "edge", "event", "vector"):
        raise KeyError(table)
    row = yield q_one(f"SELECT count(*) FROM {table}")
    return int(row[0])


# --- full-text search -------------------------------------------------------------------


def fts_search(
    match: str, limit: int, statuses: Sequence[str] = ("active",)
) -> Plan[list[tuple[int, float]]]:
    """(id, positive score), best first: ts_rank instead of bm25, so scores differ from
    SQLite's and only their order means anything."""
    return (yield from fts_filtered(match, limit, statuses))


def fts_pool(match: str, limit: int) -> Plan[list[tuple[int, float]]]:
    rows = yield q_all(
        f"SELECT m.id, {_RANK} AS s FROM memory m, {_Q} WHERE m.fts @@ q "
        "ORDER BY s DESC, m.id LIMIT %s",
        (tsquery(match), limit),
    )
    return [(int(i), float(s)) for i, s in rows]


def fts_filtered(match: str, limit: int, statuses: Sequence[str]) -> Plan[list[tuple[int, float]]]:
    rows = yield q_all(
        f"SELECT m.id, {_RANK} AS s FROM memory m, {_Q} WHERE m.fts @@ q "
        "AND m.status = ANY(%s::text[]) ORDER BY s DESC, m.id LIMIT %s",
        (tsquery(match), list(statuses), limit),
    )
    return [(int(i), float(s)) for i, s in rows]


def term_stats(matches: Sequence[str]) -> Plan[tuple[int, list[int]]]:
    sql = "SELECT (SELECT count(*) FROM memory)"
    for _ in matches:
        sql += _COUNT_MATCHES
    row = yield q_one(sql, tuple(tsquery(m) for m in matches))
    return int(row[0]), [int(n) for n in row[1:]]


# --- events ------------------------------------------------------------------------------

_ADD_EVENT = (
    "INSERT INTO event(memory_id, kind, at, session_id, detail) VALUES (%s,%s,%s,%s,%s::jsonb)"
)


def add_event(
    memory_id: int,
    kind: str,
    at: float,
    session_id: str | None = None,
    detail: dict[str, Any] | None = None,
) -> Plan[None]:
    yield q_exec(_ADD_EVENT, (memory_id, kind, at, session_id, _dump(detail or {})))


def add_events(rows: Iterable[tuple[int, str, float, str | None, dict[str, Any]]]) -> Plan[None]:
    batch = [(m, k, at, s, _dump(d)) for m, k, at, s, d in rows]
    if batch:
        yield q_many(_ADD_EVENT, batch)


def version_chain(memory_id: int, limit: int = 100) -> Plan[list[Memory]]:
    rows = yield q_named(
        "WITH RECURSIVE older(id, depth) AS (SELECT %(id)s::bigint, 0 UNION "
        "  SELECT m.id, o.depth + 1 FROM memory m JOIN older o ON m.superseded_by = o.id "
        "  WHERE o.depth < %(limit)s), "
        "newer(id, depth) AS (SELECT %(id)s::bigint, 0 UNION "
        "  SELECT m.superseded_by, n.depth + 1 FROM memory m JOIN newer n ON m.id = n.id "
        "  WHERE m.superseded_by IS NOT NULL AND n.depth < %(limit)s) "
        f"SELECT {MEMORY_COLUMNS} FROM memory m "
        "WHERE m.id IN (SELECT id FROM older UNION SELECT id FROM newer) "
        "ORDER BY m.created_at, m.id",
        {"id": memory_id, "limit": limit},
    )
    return [memory_from_row(r) for r in rows]


def session_surfaced(session_id: str) -> Plan[list[tuple[int, float, str]]]:
    rows = yield q_all(
        "SELECT memory_id, at, coalesce(detail->>'via', '') FROM event "
        "WHERE kind = 'surfaced' AND session_id = %s ORDER BY at, id",
        (session_id,),
    )
    return [(int(m), float(at), str(via)) for m, at, via in rows]


def events_for(memory_id: int, limit: int = 50) -> Plan[list[Event]]:
    rows = yield q_all(
        "SELECT id, memory_id, kind, at, session_id, detail::text FROM event "
        "WHERE memory_id = %s ORDER BY at DESC, id DESC LIMIT %s",
        (memory_id, limit),
    )
    return [Event(r[0], r[1], r[2], r[3], r[4], json.loads(r[5])) for r in rows]


# --- edges -------------------------------------------------------------------------------


def upsert_edge(e: Edge) -> Plan[None]:
    yield q_exec(
        "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (%s,%s,%s,%s,%s) "
        "ON CONFLICT(src, dst, type) DO UPDATE SET weight = excluded.weight",
        (e.src, e.dst, e.type, e.weight, e.created_at),
    )


def delete_edge(src: int, dst: int, edge_type: str | None = None) -> Plan[int]:
    if edge_type:
        _, n = yield q_exec(
            "DELETE FROM edge WHERE src = %s AND dst = %s AND type = %s", (src, dst, edge_type)
        )
    else:
        _, n = yield q_exec("DELETE FROM edge WHERE src = %s AND dst = %s", (src, dst))
    return int(n)


def edges_of(memory_id: int) -> Plan[list[Edge]]:
    rows = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge WHERE src = %s OR dst = %s "
        'ORDER BY created_at, src, dst, type COLLATE "C"',
        (memory_id, memory_id),
    )
    return [Edge(*r) for r in rows]


def all_edges() -> Plan[list[Edge]]:
    rows = yield q_all(
        'SELECT src, dst, type, weight, created_at FROM edge ORDER BY src, dst, type COLLATE "C"'
    )
    return [Edge(*r) for r in rows]


# --- vectors -----------------------------------------------------------------------------


def upsert_vectors(rows: Iterable[tuple[int, str, int, bytes]]) -> Plan[None]:
    batch = [tuple(r) for r in rows]
    if batch:
        yield q_many(
            "INSERT INTO vector(memory_id, model, dim, vec) VALUES (%s,%s,%s,%s) "
            "ON CONFLICT(memory_id) DO UPDATE SET model = excluded.model, dim = excluded.dim, "
            "vec = excluded.vec",
            batch,
        )


def vectors(model: str, statuses: Sequence[str] = ("active",)) -> Plan[list[tuple[int, bytes]]]:
    rows = yield q_all(
        "SELECT v.memory_id, v.vec FROM vector v JOIN memory m ON m.id = v.memory_id "
        "WHERE v.model = %s AND m.status = ANY(%s::text[]) ORDER BY v.memory_id",
        (model, list(statuses)),
    )
    return [(int(a), bytes(b)) for a, b in rows]


def vector_models() -> Plan[dict[str, int]]:
    rows = yield q_all("SELECT model, count(*) FROM vector GROUP BY model")
    return {str(a): int(b) for a, b in rows}


def get_vector(memory_id: int) -> Plan[tuple[str, int, bytes] | None]:
    row = yield q_one("SELECT model, dim, vec FROM vector WHERE memory_id = %s", (memory_id,))
    return (row[0], int(row[1]), bytes(row[2])) if row else None


# --- meta --------------------------------------------------------------------------------


def get_meta(key: str) -> Plan[str | None]:
    row = yield q_one("SELECT value FROM meta WHERE key = %s", (key,))
    return row[0] if row else None


def set_meta(key: str, value: str) -> Plan[None]:
    yield q_exec(
        "INSERT INTO meta(key, value) VALUES (%s, %s) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (key, value),
    )


__all__ = [
    "CANDIDATE_COLUMNS",
    "MEMORY_COLUMNS",
    "Candidate",
    "ListFilter",
    "add_event",
    "add_events",
    "all_edges",
    "all_memories",
    "count_by",
    "credit_use",
    "delete_edge",
    "delete_memory",
    "discredit",
    "edges_of",
    "events_for",
    "find_by_hash",
    "fts_filtered",
    "fts_pool",
    "fts_search",
    "get_candidates",
    "get_existing_memory",
    "get_memories",
    "get_memory",
    "get_meta",
    "layers_of",
    "list_memories",
    "session_neighbours",
    "session_surfaced",
    "set_meta",
    "table_count",
    "term_stats",
    "update_memory",
    "upsert_edge",
    "upsert_vectors",
    "version_chain",
]
