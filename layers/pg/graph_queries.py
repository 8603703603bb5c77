"""layers.graph_queries on PostgreSQL: the same plans, names and return values; id lists are
array parameters and a frontier is three parallel arrays (unnest) instead of JSON text."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from layers.graph_queries import (
    AS_OF_STATUSES,
    CHAIN_TYPES,
    ENTITY_KINDS,
    Anchor,
    Dated,
    entity_name,
    is_valid_at,
)
from layers.pg.plan import q_named
from layers.plan import Plan, q_all, q_exec, q_one
from layers.records import Edge

_ANCHOR_COLUMNS = (
    "a.memory_id, e.kind, e.name, a.path, a.line_start, a.line_end, a.symbol, "
    "a.content_hash, a.created_at"
)


def _ids(ids: Iterable[int]) -> list[int]:
    return sorted({int(i) for i in ids})


# --- anchors and entities ----------------------------------------------------------------


def upsert_entity(kind: str, name: str) -> Plan[int]:
    if kind not in ENTITY_KINDS:
        raise KeyError(kind)
    yield q_exec(
        "INSERT INTO entity(kind, name) VALUES (%s, %s) ON CONFLICT(kind, name) DO NOTHING",
        (kind, name),
    )
    row = yield q_one("SELECT id FROM entity WHERE kind = %s AND name = %s", (kind, name))
    return int(row[0])


def upsert_anchor(
    memory_id: int,
    kind: str,
    path: str,
    line_start: int | None,
    line_end: int | None,
    symbol: str | None,
    digest: str,
    now: float,
    *,
    keep_plain: bool = False,
) -> Plan[None]:
    entity_id = yield from upsert_entity(kind, entity_name(kind, path, symbol))
    conflict = (
        "DO UPDATE SET path = excluded.path, line_start = excluded.line_start, "
        "line_end = excluded.line_end, symbol = excluded.symbol, "
        "content_hash = excluded.content_hash, created_at = excluded.created_at"
    )
    if keep_plain:
        conflict += " WHERE anchor.symbol IS NOT NULL"
    yield q_exec(
        "INSERT INTO anchor(memory_id, entity_id, path, line_start, line_end, symbol, "
        "content_hash, created_at) VALUES (%s,%s,%s,%s,%s,%s,%s,%s) "
        f"ON CONFLICT(memory_id, entity_id) {conflict}",
        (memory_id, entity_id, path, line_start, line_end, symbol, digest, now),
    )


_ANCHOR_ORDER = ' ORDER BY a.memory_id, e.kind COLLATE "C", e.name COLLATE "C"'


def anchors_of(ids: Iterable[int] | None = None) -> Plan[list[Anchor]]:
    base = f"SELECT {_ANCHOR_COLUMNS} FROM anchor a JOIN entity e ON e.id = a.entity_id"
    if ids is None:
        rows = yield q_all(base + _ANCHOR_ORDER)
    else:
        rows = yield q_all(
            base + " WHERE a.memory_id = ANY(%s::bigint[])" + _ANCHOR_ORDER, (_ids(ids),)
        )
    return [Anchor(*r) for r in rows]


def delete_anchors(memory_id: int, path: str | None = None) -> Plan[int]:
    if path is None:
        _, n = yield q_exec("DELETE FROM anchor WHERE memory_id = %s", (memory_id,))
    else:
        _, n = yield q_exec(
            "DELETE FROM anchor WHERE memory_id = %s AND path = %s", (memory_id, path)
        )
    return int(n)


# --- the graph: full reads and the change log --------------------------------------------


def graph_log_bounds() -> Plan[tuple[int, int]]:
    row = yield q_one("SELECT min(seq), max(seq) FROM graph_log")
    return (int(row[0] or 0), int(row[1] or 0))


def graph_log_since(seq: int) -> Plan[tuple[set[tuple[int, int, str]], set[int]]]:
    rows = yield q_all("SELECT DISTINCT kind, src, dst, type FROM graph_log WHERE seq > %s", (seq,))
    edges = {(int(s), int(d), str(t)) for k, s, d, t in rows if k == "edge"}
    anchored = {int(s) for k, s, _d, _t in rows if k == "anchor"}
    return edges, anchored


def graph_edges() -> Plan[list[tuple[int, int, str, float, float]]]:
    rows: list[tuple[int, int, str, float, float]] = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge"
    )
    return rows


def edges_by_key(keys: Iterable[tuple[int, int, str]]) -> Plan[list[Edge]]:
    ks = list(keys)
    rows = yield q_all(
        "SELECT e.src, e.dst, e.type, e.weight, e.created_at "
        "FROM unnest(%s::bigint[], %s::bigint[], %s::text[]) AS k(s, d, t) "
        "JOIN edge e ON e.src = k.s AND e.dst = k.d AND e.type = k.t",
        ([int(k[0]) for k in ks], [int(k[1]) for k in ks], [str(k[2]) for k in ks]),
    )
    return [Edge(*r) for r in rows]


def entity_links(ids: Iterable[int] | None = None) -> Plan[list[tuple[int, str, str]]]:
    base = "SELECT a.memory_id, e.kind, e.name FROM anchor a JOIN entity e ON e.id = a.entity_id"
    if ids is None:
        rows = yield q_all(base)
    else:
        rows = yield q_all(base + " WHERE a.memory_id = ANY(%s::bigint[])", (_ids(ids),))
    return [(int(m), str(k), str(n)) for m, k, n in rows]


# --- frontier reads for SQL spreading (surface.spreading) --------------------------------

_LINKS_OF_FRONTIER = (
    "SELECT i, sum(p) FROM ("
    "SELECT e.dst AS i, f.a * e.weight * f.s AS p FROM f JOIN edge e ON e.src = f.n WHERE f.n > 0 "
    "UNION ALL SELECT e.src, f.a * e.weight * f.s FROM f JOIN edge e ON e.dst = f.n WHERE f.n > 0 "
    "UNION ALL SELECT -x.entity_id, f.a * 1.0 * f.s FROM f JOIN anchor x ON x.memory_id = f.n "
    "WHERE f.n > 0 "
    "UNION ALL SELECT x.memory_id, f.a * 1.0 * f.s FROM f JOIN anchor x ON x.entity_id = -f.n "
    "WHERE f.n < 0) AS links GROUP BY i"
)


def spread_step(frontier: Iterable[tuple[int, float, float]]) -> Plan[list[tuple[int, float]]]:
    rows_in = list(frontier)
    rows = yield q_all(
        "WITH f(n, a, s) AS (SELECT * FROM unnest(%s::bigint[], %s::float8[], %s::float8[])) "
        + _LINKS_OF_FRONTIER,
        ([int(n) for n, _, _ in rows_in], [float(a) for _, a, _ in rows_in])
        + ([float(s) for _, _, s in rows_in],),
    )
    return [(int(i), float(v)) for i, v in rows]


def _fan(node: str) -> str:
    """Links of one node, each part counted up to %(cap)s (a hub's links are never all read)."""
    return (
        f"(SELECT count(*) FROM (SELECT 1 FROM edge WHERE src = {node} LIMIT %(cap)s) x) + "
        f"(SELECT count(*) FROM (SELECT 1 FROM edge WHERE dst = {node} LIMIT %(cap)s) x) + "
        f"(SELECT count(*) FROM (SELECT 1 FROM anchor WHERE memory_id = {node} LIMIT %(cap)s) x)"
    )


def spread_hop(
    frontier: Iterable[tuple[int, float]], cap: int, strengths: str
) -> Plan[list[tuple[int, float]]]:
    rows_in = list(frontier)
    rows = yield q_named(
        "WITH j(n, a) AS (SELECT * FROM unnest(%(n)s::bigint[], %(a)s::float8[])), "
        f"c(n, a, fan) AS (SELECT n, a, CASE WHEN n > 0 THEN {_fan('n')} "
        "ELSE (SELECT count(*) FROM (SELECT 1 FROM anchor WHERE entity_id = -n "
        "LIMIT %(cap)s) x) END FROM j), "
        "f(n, a, s) AS (SELECT n, a, (%(strengths)s::jsonb ->> fan::int)::float8 FROM c "
        "WHERE fan > 0 AND fan < %(cap)s) " + _LINKS_OF_FRONTIER,
        {
            "n": [int(n) for n, _ in rows_in],
            "a": [float(a) for _, a in rows_in],
            "cap": int(cap),
            "strengths": strengths,
        },
    )
    return [(int(i), float(v)) for i, v in rows]


def memory_fans(ids: Iterable[int], cap: int) -> Plan[dict[int, int]]:
    rows = yield q_named(
        f"SELECT j.n, {_fan('j.n')} FROM unnest(%(ids)s::bigint[]) AS j(n)",
        {"ids": _ids(ids), "cap": int(cap)},
    )
    return {int(i): int(n) for i, n in rows}


def entity_fans(entity_ids: Iterable[int], cap: int) -> Plan[dict[int, int]]:
    rows = yield q_named(
        "SELECT j.n, (SELECT count(*) FROM (SELECT 1 FROM anchor WHERE entity_id = j.n "
        "LIMIT %(cap)s) x) FROM unnest(%(ids)s::bigint[]) AS j(n)",
        {"ids": _ids(entity_ids), "cap": int(cap)},
    )
    return {int(i): int(n) for i, n in rows}


# --- typed edges the API needs -----------------------------------------------------------


def edges_between(a: int, b: int) -> Plan[list[Edge]]:
    rows = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge "
        "WHERE (src = %s AND dst = %s) OR (src = %s AND dst = %s) "
        'ORDER BY src, dst, type COLLATE "C"',
        (a, b, b, a),
    )
    return [Edge(*r) for r in rows]


def typed_edges_of(ids: Iterable[int], types: Sequence[str]) -> Plan[list[Edge]]:
    rows = yield q_named(
        "SELECT src, dst, type, weight, created_at FROM edge "
        "WHERE type = ANY(%(types)s::text[]) AND "
        "(src = ANY(%(ids)s::bigint[]) OR dst = ANY(%(ids)s::bigint[])) "
        'ORDER BY created_at, src, dst, type COLLATE "C"',
        {"ids": _ids(ids), "types": list(types)},
    )
    return [Edge(*r) for r in rows]


def contradictions_plan(ids: Iterable[int]) -> Plan[dict[int, list[int]]]:
    wanted = sorted({int(i) for i in ids})
    if not wanted:
        return {}
    rows = yield q_named(
        "SELECT src, dst FROM edge WHERE src = ANY(%(ids)s::bigint[]) AND type = 'contradicts' "
        "UNION SELECT src, dst FROM edge WHERE dst = ANY(%(ids)s::bigint[]) "
        "AND type = 'contradicts'",
        {"ids": wanted},
    )
    out: dict[int, set[int]] = {}
    for src, dst in rows:
        if src in wanted:
            out.setdefault(src, set()).add(dst)
        if dst in wanted:
            out.setdefault(dst, set()).add(src)
    return {k: sorted(v) for k, v in sorted(out.items())}


# --- validity windows --------------------------------------------------------------------


def valid_at_filter(as_of: float, ids: Iterable[int]) -> Plan[set[int]]:
    t = float(as_of)
    rows = yield q_named(
        "SELECT m.id FROM memory m WHERE m.id = ANY(%(ids)s::bigint[]) "
        "AND m.created_at <= %(t)s AND COALESCE(m.valid_from, m.created_at) <= %(t)s "
        "AND (m.valid_to IS NULL OR m.valid_to > %(t)s)",
        {"ids": _ids(ids), "t": t},
    )
    return {int(r[0]) for r in rows}


# --- links on write ----------------------------------------------------------------------


def link_on_write_plan(
    new_id: int,
    neighbour_ids_with_cos: Sequence[tuple[int, float]],
    now: float,
    threshold: float = 0.6,
    top: int = 5,
) -> Plan[list[Edge]]:
    ranked = sorted(
        ((int(i), float(c)) for i, c in neighbour_ids_with_cos), key=lambda p: (-p[1], p[0])
    )
    added: list[Edge] = []
    for other, cos in ranked:
        if len(added) >= top:
            break
        if other == new_id or not cos >= threshold:
            continue
        exists = yield q_named(
            "SELECT (SELECT count(*) FROM memory WHERE id = %(o)s), (SELECT count(*) FROM edge "
            "WHERE (src = %(n)s AND dst = %(o)s) OR (src = %(o)s AND dst = %(n)s))",
            {"o": other, "n": new_id},
            "one",
        )
        if not exists[0] or exists[1]:
            continue
        edge = Edge(new_id, other, "related", round(min(max(cos, 1e-6), 1.0), 6), now)
        yield q_exec(
            "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (%s,%s,%s,%s,%s)",
            (edge.src, edge.dst, edge.type, edge.weight, edge.created_at),
        )
        added.append(edge)
    return added


__all__ = [
    "AS_OF_STATUSES",
    "CHAIN_TYPES",
    "ENTITY_KINDS",
    "Anchor",
    "Dated",
    "anchors_of",
    "contradictions_plan",
    "delete_anchors",
    "edges_between",
    "edges_by_key",
    "entity_fans",
    "entity_links",
    "entity_name",
    "graph_edges",
    "graph_log_bounds",
    "graph_log_since",
    "is_valid_at",
    "link_on_write_plan",
    "memory_fans",
    "spread_hop",
    "spread_step",
    "typed_edges_of",
    "upsert_anchor",
    "upsert_entity",
    "valid_at_filter",
]
