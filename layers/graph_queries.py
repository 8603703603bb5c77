"""SQL plans of the relation graph: anchors and entities, the graph change log, frontier reads
for spreading activation, validity windows ("as of"), contradictions, and links on write.

Every plan here runs on either executor (layers.plan.run, directly or on aiosqlite's thread). Id lists travel as one JSON
parameter (`IN (SELECT value FROM json_each(?))`), so each statement has one fixed text that
SQLite prepares once, whatever the list's length.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from layers.plan import Plan, q_all, q_exec, q_one
from layers.records import Edge

ENTITY_KINDS = ("file", "symbol")
# Statuses an "as of" recall must search: superseded facts were true in their window, and
# archived ones only faded from attention, not from truth.
AS_OF_STATUSES = ("active", "archived", "superseded")
# Edge types that order a decision chain: led_to (earlier -> later), reverses (later -> earlier).
CHAIN_TYPES = ("led_to", "reverses")


def _ids(ids: Iterable[int]) -> str:
    return json.dumps(sorted({int(i) for i in ids}))


@dataclass(frozen=True, slots=True)
class Anchor:
    """A memory tied to a file (and optionally a line range and a symbol) at a content hash."""

    memory_id: int
    kind: str  # entity kind: file | symbol
    entity: str  # entity name: the path, or "path::symbol"
    path: str
    line_start: int | None
    line_end: int | None
    symbol: str | None
    content_hash: str
    created_at: float


_ANCHOR_COLUMNS = (
    "a.memory_id, e.kind, e.name, a.path, a.line_start, a.line_end, a.symbol, "
    "a.content_hash, a.created_at"
)


def entity_name(kind: str, path: str, symbol: str | None = None) -> str:
    """Symbols are qualified by their file, so `main` in two files are two entities."""
    return f"{path}::{symbol}" if kind == "symbol" else path


# --- anchors and entities ----------------------------------------------------------------


def upsert_entity(kind: str, name: str) -> Plan[int]:
    if kind not in ENTITY_KINDS:
        raise KeyError(kind)
    yield q_exec(
        "INSERT INTO entity(kind, name) VALUES (?, ?) ON CONFLICT(kind, name) DO NOTHING",
        (kind, name),
    )
    row = yield q_one("SELECT id FROM entity WHERE kind = ? AND name = ?", (kind, name))
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
    """Anchor a memory to an entity (re-anchoring takes the new range and hash).

    `keep_plain=True` keeps an existing anchor that was made without a symbol: the file row a
    symbol anchor adds must not overwrite an anchor the user put on the whole file."""
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
        "content_hash, created_at) VALUES (?,?,?,?,?,?,?,?) "
        f"ON CONFLICT(memory_id, entity_id) {conflict}",
        (memory_id, entity_id, path, line_start, line_end, symbol, digest, now),
    )


def anchors_of(ids: Iterable[int] | None = None) -> Plan[list[Anchor]]:
    """Anchors of the given memories (all anchors when ids is None), in a stable order."""
    base = f"SELECT {_ANCHOR_COLUMNS} FROM anchor a JOIN entity e ON e.id = a.entity_id"
    order = " ORDER BY a.memory_id, e.kind, e.name"
    if ids is None:
        rows = yield q_all(base + order)
    else:
        rows = yield q_all(
            base + " WHERE a.memory_id IN (SELECT value FROM json_each(?))" + order, (_ids(ids),)
        )
    return [Anchor(*r) for r in rows]


def delete_anchors(memory_id: int, path: str | None = None) -> Plan[int]:
    if path is None:
        _, n = yield q_exec("DELETE FROM anchor WHERE memory_id = ?", (memory_id,))
    else:
        _, n = yield q_exec(
            "DELETE FROM anchor WHERE memory_id = ? AND path = ?", (memory_id, path)
        )
    return int(n)


# --- the graph: full reads and the change log --------------------------------------------


def graph_log_bounds() -> Plan[tuple[int, int]]:
    """(oldest, newest) sequence numbers still in the change log; (0, 0) when it is empty."""
    row = yield q_one("SELECT min(seq), max(seq) FROM graph_log")
    return (int(row[0] or 0), int(row[1] or 0))


def graph_log_since(seq: int) -> Plan[tuple[set[tuple[int, int, str]], set[int]]]:
    """The edge keys and anchored memories changed after `seq` (their current state is re-read)."""
    rows = yield q_all("SELECT DISTINCT kind, src, dst, type FROM graph_log WHERE seq > ?", (seq,))
    edges = {(int(s), int(d), str(t)) for k, s, d, t in rows if k == "edge"}
    anchored = {int(s) for k, s, _d, _t in rows if k == "anchor"}
    return edges, anchored


def graph_edges() -> Plan[list[tuple[int, int, str, float, float]]]:
    """Every edge as a bare (src, dst, type, weight, created_at) row: the graph build reads
    50K of them, so no Edge objects and no ordering."""
    rows: list[tuple[int, int, str, float, float]] = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge"
    )
    return rows


def edges_by_key(keys: Iterable[tuple[int, int, str]]) -> Plan[list[Edge]]:
    """The edges that exist now among the given (src, dst, type) keys."""
    payload = json.dumps([list(k) for k in keys])
    rows = yield q_all(
        "SELECT e.src, e.dst, e.type, e.weight, e.created_at FROM json_each(?) j "
        "JOIN edge e ON e.src = json_extract(j.value, '$[0]') AND e.dst = json_extract(j.value, '$[1]') "
        "AND e.type = json_extract(j.value, '$[2]')",
        (payload,),
    )
    return [Edge(*r) for r in rows]


def entity_links(ids: Iterable[int] | None = None) -> Plan[list[tuple[int, str, str]]]:
    """(memory id, entity kind, entity name) for every anchor (of the given memories)."""
    base = "SELECT a.memory_id, e.kind, e.name FROM anchor a JOIN entity e ON e.id = a.entity_id"
    if ids is None:
        rows = yield q_all(base)
    else:
        rows = yield q_all(
            base + " WHERE a.memory_id IN (SELECT value FROM json_each(?))", (_ids(ids),)
        )
    return [(int(m), str(k), str(n)) for m, k, n in rows]


# --- frontier reads for SQL spreading (surface.spreading) --------------------------------

# The sums over every link of a frontier `f(n, a, s)`: memories (id > 0) and entities (-id).
_LINKS_OF_FRONTIER = (
    "SELECT i, sum(p) FROM ("
    "SELECT e.dst AS i, f.a * e.weight * f.s AS p FROM f JOIN edge e ON e.src = f.n WHERE f.n > 0 "
    "UNION ALL SELECT e.src, f.a * e.weight * f.s FROM f JOIN edge e ON e.dst = f.n WHERE f.n > 0 "
    "UNION ALL SELECT -x.entity_id, f.a * 1.0 * f.s FROM f JOIN anchor x ON x.memory_id = f.n "
    "WHERE f.n > 0 "
    "UNION ALL SELECT x.memory_id, f.a * 1.0 * f.s FROM f JOIN anchor x ON x.entity_id = -f.n "
    "WHERE f.n < 0) GROUP BY i"
)


def spread_step(frontier: Iterable[tuple[int, float, float]]) -> Plan[list[tuple[int, float]]]:
    """One hop of spreading, summed in SQLite: (node, Σ a·w·strength) over every link of the
    given (node, activation a, strength) rows, memories (id > 0) and entities (-id) alike.

    The links never reach Python, only their sums: the second hop from ten seeds on a store
    built by `remember` (10K memories, ~50K edges) reads ~1,500 links for ~800 neighbours, and
    reading and summing them in Python cost ~0.8 ms more a recall. Each product is a·w·strength
    in that order, as in the networkx walk."""
    payload = json.dumps([[int(n), float(a), float(s)] for n, a, s in frontier])
    rows = yield q_all(
        "WITH f(n, a, s) AS (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), "
        "json_extract(value, '$[2]') FROM json_each(?1)) " + _LINKS_OF_FRONTIER,
        (payload,),
    )
    return [(int(i), float(v)) for i, v in rows]


def spread_hop(
    frontier: Iterable[tuple[int, float]], cap: int, strengths: str
) -> Plan[list[tuple[int, float]]]:
    """spread_step with the fans counted in the same statement (one statement a hop instead of
    two): each (node, activation) row's fan is counted as memory_fans / entity_fans count it,
    nodes with no links or at the cap pass nothing on, and the others pass on with
    `strengths`, a JSON array of the strength of every fan below the cap (computed in Python,
    so the products are the ones spread_step would sum)."""
    payload = json.dumps([[int(n), float(a)] for n, a in frontier])
    rows = yield q_all(
        "WITH j(n, a) AS (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') "
        "FROM json_each(?1)), "
        "c(n, a, fan) AS (SELECT n, a, CASE WHEN n > 0 THEN "
        "(SELECT count(*) FROM (SELECT 1 FROM edge WHERE src = n LIMIT ?2)) + "
        "(SELECT count(*) FROM (SELECT 1 FROM edge WHERE dst = n LIMIT ?2)) + "
        "(SELECT count(*) FROM (SELECT 1 FROM anchor WHERE memory_id = n LIMIT ?2)) "
        "ELSE (SELECT count(*) FROM (SELECT 1 FROM anchor WHERE entity_id = -n LIMIT ?2)) END "
        "FROM j), "
        "f(n, a, s) AS (SELECT n, a, json_extract(?3, '$[' || fan || ']') FROM c "
        "WHERE fan > 0 AND fan < ?2) " + _LINKS_OF_FRONTIER,
        (payload, int(cap), strengths),
    )
    return [(int(i), float(v)) for i, v in rows]


def memory_fans(ids: Iterable[int], cap: int) -> Plan[dict[int, int]]:
    """{memory id: number of links (edges both ways + anchors)}, each part counted up to `cap`:
    a node at or over the cap spreads nothing, so a hub's thousands of links are never read."""
    rows = yield q_all(
        "SELECT j.value, "
        "(SELECT count(*) FROM (SELECT 1 FROM edge WHERE src = j.value LIMIT ?2)) + "
        "(SELECT count(*) FROM (SELECT 1 FROM edge WHERE dst = j.value LIMIT ?2)) + "
        "(SELECT count(*) FROM (SELECT 1 FROM anchor WHERE memory_id = j.value LIMIT ?2)) "
        "FROM json_each(?1) j",
        (_ids(ids), int(cap)),
    )
    return {int(i): int(n) for i, n in rows}


def entity_fans(entity_ids: Iterable[int], cap: int) -> Plan[dict[int, int]]:
    """{entity id: number of memories anchored to it}, counted up to `cap`."""
    rows = yield q_all(
        "SELECT j.value, (SELECT count(*) FROM (SELECT 1 FROM anchor WHERE entity_id = j.value "
        "LIMIT ?2)) FROM json_each(?1) j",
        (_ids(entity_ids), int(cap)),
    )
    return {int(i): int(n) for i, n in rows}


# --- typed edges the API needs -----------------------------------------------------------


def edges_between(a: int, b: int) -> Plan[list[Edge]]:
    """Every edge between two memories, either direction."""
    rows = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge "
        "WHERE (src = ? AND dst = ?) OR (src = ? AND dst = ?) ORDER BY src, dst, type",
        (a, b, b, a),
    )
    return [Edge(*r) for r in rows]


def typed_edges_of(ids: Iterable[int], types: Sequence[str]) -> Plan[list[Edge]]:
    """Edges of the given types touching the given memories (either end)."""
    rows = yield q_all(
        "SELECT src, dst, type, weight, created_at FROM edge "
        "WHERE type IN (SELECT value FROM json_each(?2)) AND "
        "(src IN (SELECT value FROM json_each(?1)) OR dst IN (SELECT value FROM json_each(?1))) "
        "ORDER BY created_at, src, dst, type",
        (_ids(ids), json.dumps(list(types))),
    )
    return [Edge(*r) for r in rows]


def contradictions_plan(ids: Iterable[int]) -> Plan[dict[int, list[int]]]:
    """For each given memory, the memories it contradicts or is contradicted by (a recall can
    flag both sides). Memories without a contradiction are left out. Both directions are read
    through the partial indexes of `contradicts` edges (schema v4): a recall asks this for its
    hits, and the edges of any type touching them would be ~50 `related` ones."""
    wanted = sorted({int(i) for i in ids})
    if not wanted:
        return {}
    rows = yield q_all(
        "SELECT src, dst FROM edge INDEXED BY edge_contradicts_src "
        "WHERE src IN (SELECT value FROM json_each(?1)) AND type = 'contradicts' UNION "
        "SELECT src, dst FROM edge INDEXED BY edge_contradicts_dst "
        "WHERE dst IN (SELECT value FROM json_each(?1)) AND type = 'contradicts'",
        (_ids(wanted),),
    )
    out: dict[int, set[int]] = {}
    for src, dst in rows:
        if src in wanted:
            out.setdefault(src, set()).add(dst)
        if dst in wanted:
            out.setdefault(dst, set()).add(src)
    return {k: sorted(v) for k, v in sorted(out.items())}


# --- validity windows --------------------------------------------------------------------

_ALIAS = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def valid_at_clause(as_of: float, alias: str = "m") -> tuple[str, tuple[float, float, float]]:
    """A WHERE fragment (and its parameters) keeping the memories valid at time `as_of`:
    created by then, valid_from <= T (null = created_at) and valid_to null or > T. Status is
    not looked at: a superseded memory is valid inside its window."""
    if not _ALIAS.match(alias):
        raise ValueError(f"bad table alias {alias!r}")
    t = float(as_of)
    sql = (
        f"({alias}.created_at <= ? AND COALESCE({alias}.valid_from, {alias}.created_at) <= ? "
        f"AND ({alias}.valid_to IS NULL OR {alias}.valid_to > ?))"
    )
    return sql, (t, t, t)


class Dated(Protocol):
    """What the validity rule reads: a Memory, or recall's lighter Candidate row."""

    @property
    def created_at(self) -> float: ...
    @property
    def valid_from(self) -> float | None: ...
    @property
    def valid_to(self) -> float | None: ...


def is_valid_at(m: Dated, as_of: float) -> bool:
    """The same rule as valid_at_clause, for a memory already in hand."""
    start = m.valid_from if m.valid_from is not None else m.created_at
    return m.created_at <= as_of and start <= as_of and (m.valid_to is None or m.valid_to > as_of)


def valid_at_filter(as_of: float, ids: Iterable[int]) -> Plan[set[int]]:
    """The subset of `ids` that was valid at `as_of` (see valid_at_clause)."""
    clause, params = valid_at_clause(as_of, "m")
    rows = yield q_all(
        f"SELECT m.id FROM memory m WHERE m.id IN (SELECT value FROM json_each(?)) AND {clause}",
        (_ids(ids), *params),
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
    """Add `related` edges (weight = cosine) from a new memory to its closest neighbours.

    Neighbours under `threshold`, the memory itself, ids not in this store, and pairs that are
    already linked in either direction (by any type) are skipped; at most `top` edges are added.
    """
    ranked = sorted(
        ((int(i), float(c)) for i, c in neighbour_ids_with_cos), key=lambda p: (-p[1], p[0])
    )
    added: list[Edge] = []
    for other, cos in ranked:
        if len(added) >= top:
            break
        if other == new_id or not cos >= threshold:
            continue
        exists = yield q_one(
            "SELECT (SELECT count(*) FROM memory WHERE id = ?), (SELECT count(*) FROM edge "
            "WHERE (src = ? AND dst = ?) OR (src = ? AND dst = ?))",
            (other, new_id, other, other, new_id),
        )
        if not exists[0] or exists[1]:
            continue
        edge = Edge(new_id, other, "related", round(min(max(cos, 1e-6), 1.0), 6), now)
        yield q_exec(
            "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (?,?,?,?,?)",
            (edge.src, edge.dst, edge.type, edge.weight, edge.created_at),
        )
        added.append(edge)
    return added
