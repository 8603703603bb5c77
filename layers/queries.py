"""Every SQL statement of the data layer, as small plans (see layers.plan)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from layers.errors import NotFound
from layers.plan import Plan, q_all, q_exec, q_many, q_one
from layers.records import MEMORY_FIELDS, Edge, Event, Memory, memory_from_row

MEMORY_COLUMNS = ", ".join(f"m.{f}" for f in MEMORY_FIELDS)
_INSERT_FIELDS = [f for f in MEMORY_FIELDS if f != "id"]


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _column_value(name: str, value: Any) -> Any:
    if name in ("tags", "extra"):
        return _dump(value)
    if name == "pinned":
        return int(bool(value))
    return value


# --- memory rows -------------------------------------------------------------------------


def insert_memory(m: Memory, *, keep_id: bool = False) -> Plan[int]:
    """Insert a memory (FTS follows by trigger); returns the new id, one above every id the
    store ever gave (memory_id_mark: a deleted memory's id is never given again)."""
    fields = list(MEMORY_FIELDS) if keep_id else _INSERT_FIELDS
    values = [_column_value(f, getattr(m, f)) for f in fields]
    marks = ",".join("?" * len(fields))
    if keep_id:
        sql = f"INSERT INTO memory({','.join(fields)}) VALUES ({marks})"
    else:
        sql = f"INSERT INTO memory(id,{','.join(fields)}) VALUES ({_NEXT_ID},{marks})"
    rowid, _ = yield q_exec(sql, values)
    return int(rowid)


# NULL (no mark row) lets SQLite choose, as before the mark existed
_NEXT_ID = "(SELECT id + 1 FROM memory_id_mark)"


# Columns of REAL affinity: SQLite stores an integer given to them as a float.
_REAL = frozenset(
    ("valence", "intensity", "created_at", "last_activated", "activation_count")
    + ("valid_from", "valid_to", "updated_at")
)


def as_inserted(m: Memory, memory_id: int) -> Memory:
    """The memory `insert_memory(m)` stored as `memory_id`, as `get_memory` would read it back
    (JSON columns round-tripped, REAL columns as floats), without the read."""
    row = []
    for f in MEMORY_FIELDS:
        value = memory_id if f == "id" else _column_value(f, getattr(m, f))
        if f in _REAL and isinstance(value, int):
            value = float(value)
        row.append(value)
    return memory_from_row(tuple(row))


def get_memory(memory_id: int) -> Plan[Memory | None]:
    row = yield q_one(f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.id = ?", (memory_id,))
    return memory_from_row(row) if row else None


def get_existing_memory(memory_id: int) -> Plan[Memory]:
    """A memory the plan has just written or checked: NotFound (never None) if it is gone."""
    memory = yield from get_memory(memory_id)
    if memory is None:
        raise NotFound(f"no memory #{memory_id}")
    return memory


def _id_chunks(ids: Iterable[int]) -> Iterator[tuple[list[int], str]]:
    """Distinct ids in chunks under SQLite's parameter limit, each with its placeholders."""
    unique = list(dict.fromkeys(int(i) for i in ids))
    for start in range(0, len(unique), 500):
        chunk = unique[start : start + 500]
        yield chunk, ",".join("?" * len(chunk))


def get_memories(ids: Iterable[int]) -> Plan[dict[int, Memory]]:
    """Fetch many memories by id."""
    out: dict[int, Memory] = {}
    for chunk, marks in _id_chunks(ids):
        rows = yield q_all(f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.id IN ({marks})", chunk)
        for row in rows:
            m = memory_from_row(row)
            out[m.id] = m
    return out


class Candidate(NamedTuple):
    """What recall's ranking reads of a memory. Decoding full rows (two JSON columns each) for
    a hundred-odd candidates cost more than ranking them; only the returned few are read whole."""

    id: int
    layer: str
    status: str
    importance: int
    valence: float
    intensity: float
    pinned: int
    created_at: float
    last_activated: float
    activation_count: float
    session_id: str | None
    valid_from: float | None
    valid_to: float | None
    tags: str  # JSON text: decoded only when a recall filters by tags


CANDIDATE_COLUMNS = ", ".join(f"m.{f}" for f in Candidate._fields)


def get_candidates(ids: Iterable[int]) -> Plan[dict[int, Candidate]]:
    """Ranking fields of many memories by id."""
    out: dict[int, Candidate] = {}
    for chunk, marks in _id_chunks(ids):
        rows = yield q_all(
            f"SELECT {CANDIDATE_COLUMNS} FROM memory m WHERE m.id IN ({marks})", chunk
        )
        out.update((r[0], Candidate._make(r)) for r in rows)
    return out


def session_neighbours(
    session_id: str | None, memory_id: int, radius: int, statuses: Sequence[str]
) -> Plan[list[Candidate]]:
    """Memories of the session within `radius` ids of `memory_id` (not itself), by status."""
    marks = ",".join("?" * len(statuses))
    rows = yield q_all(
        f"SELECT {CANDIDATE_COLUMNS} FROM memory m WHERE m.session_id = ? AND m.id BETWEEN ? AND ? "
        f"AND m.id <> ? AND m.status IN ({marks})",
        (session_id, memory_id - radius, memory_id + radius, memory_id, *statuses),
    )
    return [Candidate._make(r) for r in rows]


def layers_of(ids: Sequence[int]) -> Plan[dict[int, str]]:
    """Layer of each live memory among ids (dedup merges only within a layer)."""
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    # Filter status in Python: with it in SQL, the planner picked the (status, layer) index
    # and scanned every active row instead of the primary key (0.5 ms a write at 5K).
    rows = yield q_all(f"SELECT id, layer, status FROM memory WHERE id IN ({marks})", list(ids))
    return {int(i): str(layer) for i, layer, status in rows if status == "active"}


def find_by_hash(content_hash: str, *, superseded: bool = False) -> Plan[Memory | None]:
    """The live memory with this content hash (or, with superseded=True, a superseded one)."""
    row = yield q_one(
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.content_hash = ? "
        "AND (m.status = 'superseded') = ? ORDER BY m.id LIMIT 1",
        (content_hash, int(superseded)),
    )
    return memory_from_row(row) if row else None


def update_memory(memory_id: int, changes: dict[str, Any]) -> Plan[int]:
    """Set the given columns (names are checked against the schema, values are parameters)."""
    if not changes:
        return 0
    unknown = set(changes) - set(_INSERT_FIELDS)
    if unknown:
        raise KeyError(f"unknown memory columns: {sorted(unknown)}")
    names = sorted(changes)
    assignments = ", ".join(f"{n} = ?" for n in names)
    params = [_column_value(n, changes[n]) for n in names] + [memory_id]
    _, count = yield q_exec(f"UPDATE memory SET {assignments} WHERE id = ?", params)
    return int(count)


def credit_use(memory_id: int, now: float, amount: float = 1.0) -> Plan[None]:
    """ACT-R presentation: one more activation, last use = now. The status is left alone: a
    look at an archived memory does not undo the forget (only `restore` does)."""
    yield q_exec(
        "UPDATE memory SET activation_count = activation_count + ?, last_activated = ? WHERE id = ?",
        (amount, now, memory_id),
    )


def discredit(memory_id: int, keep: float) -> Plan[None]:
    """Feedback that a memory was wrong or outdated: it keeps `keep` of its activation and loses
    one step of importance (floor 1), so it ranks lower and its grace before archiving shrinks."""
    yield q_exec(
        "UPDATE memory SET activation_count = max(1.0, activation_count * ?), "
        "importance = max(1, importance - 1) WHERE id = ?",
        (keep, memory_id),
    )


def delete_memory(memory_id: int) -> Plan[int]:
    _, count = yield q_exec("DELETE FROM memory WHERE id = ?", (memory_id,))
    return int(count)


@dataclass(frozen=True, slots=True)
class ListFilter:
    """What `list` narrows to (layer, tag, status, scope) and which page of it."""

    layer: str | None = None
    tag: str | None = None
    status: str | None = "active"
    scope: str | None = None
    limit: int = 50
    offset: int = 0


def _filter_sql(f: ListFilter) -> tuple[str, list[Any]]:
    where, params = [], []
    if f.layer:
        where.append("m.layer = ?")
        params.append(f.layer)
    if f.status:
        where.append("m.status = ?")
        params.append(f.status)
    if f.scope:
        where.append("m.scope = ?")
        params.append(f.scope)
    if f.tag:
        where.append("EXISTS (SELECT 1 FROM json_each(m.tags) WHERE json_each.value = ?)")
        params.append(f.tag)
    return (" WHERE " + " AND ".join(where)) if where else "", params


def list_memories(f: ListFilter) -> Plan[tuple[list[Memory], int]]:
    """One page of memories, newest first, plus the total matching count."""
    where, params = _filter_sql(f)
    total = yield q_one(f"SELECT count(*) FROM memory m{where}", params)
    rows = yield q_all(
        f"SELECT {MEMORY_COLUMNS} FROM memory m{where} ORDER BY m.id DESC LIMIT ? OFFSET ?",
        [*params, f.limit, f.offset],
    )
    return [memory_from_row(r) for r in rows], int(total[0])


def all_memories(status: str | None = None) -> Plan[list[Memory]]:
    if status:
        rows = yield q_all(
            f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.status = ? ORDER BY m.id", (status,)
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

# Column weights for bm25(): title, content, tags, keywords.
BM25_WEIGHTS = (2.0, 1.0, 1.5, 0.6)


def fts_search(
    match: str, limit: int, statuses: Sequence[str] = ("active",)
) -> Plan[list[tuple[int, float]]]:
    """(id, positive bm25 score) for an FTS5 MATCH expression built by surface.query.

    FTS5 ranks first on its own (joining `memory` inside the ranking cost 2-3x at 10K), then
    the status filter applies to a pool four times the limit; only when archived or
    superseded memories crowd that pool does the full join run.
    """
    marks = ",".join("?" * len(statuses))
    w = ",".join(str(x) for x in BM25_WEIGHTS)
    pool = limit * 4
    rows = yield q_all(
        f"SELECT r.id, r.s FROM (SELECT rowid AS id, -bm25(memory_fts, {w}) AS s FROM memory_fts "
        f"WHERE memory_fts MATCH ? ORDER BY s DESC LIMIT ?) r JOIN memory m ON m.id = r.id "
        f"WHERE m.status IN ({marks}) ORDER BY r.s DESC LIMIT ?",
        (match, pool, *statuses, limit),
    )
    if len(rows) < limit:
        total = yield q_one(
            "SELECT count(*) FROM (SELECT 1 FROM memory_fts WHERE memory_fts MATCH ? LIMIT ?)",
            (match, pool + 1),
        )
        if total[0] > pool:  # the pool was full of filtered-out memories: search them all
            return (yield from fts_filtered(match, limit, statuses))
    return [(int(r[0]), float(r[1])) for r in rows]


def fts_pool(match: str, limit: int) -> Plan[list[tuple[int, float]]]:
    """(id, positive bm25 score), best first, whatever the memory's status. Recall checks
    statuses on the candidate rows it reads anyway, which saves fts_search's join of the
    whole pool and its second sort (~0.4 ms at 10K)."""
    w = ",".join(str(x) for x in BM25_WEIGHTS)
    rows = yield q_all(
        f"SELECT rowid, -bm25(memory_fts, {w}) AS s FROM memory_fts WHERE memory_fts MATCH ? "
        f"ORDER BY s DESC LIMIT ?",
        (match, limit),
    )
    return [(int(i), float(s)) for i, s in rows]


def fts_pool_within(match: str, within: str, limit: int) -> Plan[list[tuple[int, float]]]:
    """fts_pool's best matches among the memories that also match `within`: the scores are
    `match`'s alone (bm25 sees its phrases only) and are computed only for the rows that pass.
    The unary + keeps SQLite from driving the search by rowid (one full-text query per
    candidate, ~50x slower at 100K)."""
    w = ",".join(str(x) for x in BM25_WEIGHTS)
    rows = yield q_all(
        f"SELECT rowid, -bm25(memory_fts, {w}) AS s FROM memory_fts WHERE memory_fts MATCH ? "
        "AND +rowid IN (SELECT rowid FROM memory_fts WHERE memory_fts MATCH ?) "
        "ORDER BY s DESC LIMIT ?",
        (match, within, limit),
    )
    return [(int(i), float(s)) for i, s in rows]


def fts_filtered(match: str, limit: int, statuses: Sequence[str]) -> Plan[list[tuple[int, float]]]:
    """The best `limit` matches with a wanted status, joined over every match (the slow,
    exact path for when a pool of the best matches was mostly filtered out)."""
    marks = ",".join("?" * len(statuses))
    w = ",".join(str(x) for x in BM25_WEIGHTS)
    rows = yield q_all(
        f"SELECT f.rowid, -bm25(memory_fts, {w}) AS s FROM memory_fts f "
        f"JOIN memory m ON m.id = f.rowid "
        f"WHERE memory_fts MATCH ? AND m.status IN ({marks}) ORDER BY s DESC LIMIT ?",
        (match, *statuses, limit),
    )
    return [(int(r[0]), float(r[1])) for r in rows]


def term_stats(matches: Sequence[str]) -> Plan[tuple[int, list[int]]]:
    """(memories in the store, memories matching each FTS5 MATCH expression): the document
    frequencies of a query's terms, for an IDF that is computed by the caller. One statement
    of one count per term (the same counts as one statement each, in one snapshot)."""
    row = yield q_one(
        "SELECT (SELECT count(*) FROM memory)"
        f"{', (SELECT count(*) FROM memory_fts WHERE memory_fts MATCH ?)' * len(matches)}",
        tuple(matches),
    )
    return int(row[0]), [int(n) for n in row[1:]]


# --- events ------------------------------------------------------------------------------


def add_event(
    memory_id: int,
    kind: str,
    at: float,
    session_id: str | None = None,
    detail: dict[str, Any] | None = None,
) -> Plan[None]:
    yield q_exec(
        "INSERT INTO event(memory_id, kind, at, session_id, detail) VALUES (?,?,?,?,?)",
        (memory_id, kind, at, session_id, _dump(detail or {})),
    )


def add_events(rows: Iterable[tuple[int, str, float, str | None, dict[str, Any]]]) -> Plan[None]:
    yield q_many(
        "INSERT INTO event(memory_id, kind, at, session_id, detail) VALUES (?,?,?,?,?)",
        [(m, k, at, s, _dump(d)) for m, k, at, s, d in rows],
    )


def version_chain(memory_id: int, limit: int = 100) -> Plan[list[Memory]]:
    """The supersession chain through a memory, oldest first: the statements it superseded
    (and they theirs), itself, and those that superseded it in turn."""
    rows = yield q_all(
        "WITH RECURSIVE older(id, depth) AS (SELECT ?, 0 UNION "
        "  SELECT m.id, o.depth + 1 FROM memory m JOIN older o ON m.superseded_by = o.id "
        "  WHERE o.depth < ?), "
        "newer(id, depth) AS (SELECT ?, 0 UNION "
        "  SELECT m.superseded_by, n.depth + 1 FROM memory m JOIN newer n ON m.id = n.id "
        "  WHERE m.superseded_by IS NOT NULL AND n.depth < ?) "
        f"SELECT {MEMORY_COLUMNS} FROM memory m WHERE m.id IN (SELECT id FROM older UNION SELECT id FROM newer) "
        "ORDER BY m.created_at, m.id",
        (memory_id, limit, memory_id, limit),
    )
    return [memory_from_row(r) for r in rows]


def session_surfaced(session_id: str) -> Plan[list[tuple[int, float, str]]]:
    """(memory_id, at, via) of every `surfaced` event of a session, oldest first."""
    rows = yield q_all(
        "SELECT memory_id, at, coalesce(json_extract(detail, '$.via'), '') FROM event "
        "WHERE kind = 'surfaced' AND session_id = ? ORDER BY at, id",
        (session_id,),
    )
    return [(int(m), float(at), str(via)) for m, at, via in rows]


def events_for(memory_id: int, limit: int = 50) -> Plan[list[Event]]:
    rows = yield q_all(
        "SELECT id, memory_id, kind, at, session_id, detail FROM event WHERE memory_id = ? "
        "ORDER BY at DESC, id DESC LIMIT ?",
        (memory_id, limit),
    )
    return [Event(r[0], r[1], r[2], r[3], r[4], json.loads(r[5])) for r in rows]


# --- edges -------------------------------------------------------------------------------


def upsert_edge(e: Edge) -> Plan[None]:
    yield q_exec(
        "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (?,?,?,?,?) "
        "ON CONFLICT(src, dst, type) DO UPDATE SET weight = excluded.weight",
        (e.src, e.dst, e.type, e.weight, e.created_at),
    )


def delete_edge(src: int, dst: int, edge_type: str | None = None) -> Plan[int]:
    if edge_type:
        _, n = yield q_exec(
            "DELETE FROM edge WHERE src = ? AND dst = ? AND type = ?", (src, dst, edge_type)
        )
    else:
        _, n = yield q_exec("DELETE FROM edge WHERE src = ? AND dst = ?", (src, dst))
    return int(n)


def edges_of(memory_id: int) -> Plan[list[Edge]]:
    rows = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge WHERE src = ? OR dst = ? "
        "ORDER BY created_at, src, dst, type",
        (memory_id, memory_id),
    )
    return [Edge(*r) for r in rows]


def all_edges() -> Plan[list[Edge]]:
    rows = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge ORDER BY src, dst, type"
    )
    return [Edge(*r) for r in rows]


# --- vectors -----------------------------------------------------------------------------


def upsert_vectors(rows: Iterable[tuple[int, str, int, bytes]]) -> Plan[None]:
    yield q_many(
        "INSERT INTO vector(memory_id, model, dim, vec) VALUES (?,?,?,?) "
        "ON CONFLICT(memory_id) DO UPDATE SET model = excluded.model, dim = excluded.dim, "
        "vec = excluded.vec",
        rows,
    )


def vectors(model: str, statuses: Sequence[str] = ("active",)) -> Plan[list[tuple[int, bytes]]]:
    marks = ",".join("?" * len(statuses))
    rows = yield q_all(
        f"SELECT v.memory_id, v.vec FROM vector v JOIN memory m ON m.id = v.memory_id "
        f"WHERE v.model = ? AND m.status IN ({marks}) ORDER BY v.memory_id",
        (model, *statuses),
    )
    return [(int(a), bytes(b)) for a, b in rows]


def vector_models() -> Plan[dict[str, int]]:
    rows = yield q_all("SELECT model, count(*) FROM vector GROUP BY model")
    return {str(a): int(b) for a, b in rows}


def get_vector(memory_id: int) -> Plan[tuple[str, int, bytes] | None]:
    row = yield q_one("SELECT model, dim, vec FROM vector WHERE memory_id = ?", (memory_id,))
    return (row[0], int(row[1]), bytes(row[2])) if row else None


# --- meta --------------------------------------------------------------------------------


def get_meta(key: str) -> Plan[str | None]:
    row = yield q_one("SELECT value FROM meta WHERE key = ?", (key,))
    return row[0] if row else None


def set_meta(key: str, value: str) -> Plan[None]:
    yield q_exec(
        "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (key, value),
    )
