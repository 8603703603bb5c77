"""Reads and writes of the `meaning` table: each memory's sentence-model vector (surface.minilm).

The prompt hook imports this: stdlib and layers.plan only at module level.
"""

from __future__ import annotations

from collections.abc import Sequence

from layers.plan import Plan, q_all, q_exec, q_one

_CHUNK = 500  # ids per IN (...) list: well under SQLite's variable limit


def missing(model: str, limit: int) -> Plan[list[tuple[int, str]]]:
    """Active memories without a `model` meaning, newest first: (id, the text to embed)."""
    rows = yield q_all(
        "SELECT m.id, m.title, m.content, m.tags FROM memory m "
        "LEFT JOIN meaning v ON v.memory_id = m.id AND v.model = ? "
        "WHERE m.status = 'active' AND v.memory_id IS NULL ORDER BY m.id DESC LIMIT ?",
        (model, limit),
    )
    return [(int(r[0]), meaning_text(r[1], r[2], r[3])) for r in rows]


def meaning_text(title: str, content: str, tags: str) -> str:
    """What a memory's meaning is computed from: its title, content and tags."""
    import json

    try:
        tag_list = [str(t) for t in json.loads(tags or "[]")]
    except ValueError:
        tag_list = []
    head = f"{title}. " if title else ""
    return f"{head}{content} {' '.join(tag_list)}".strip()


def put(model: str, rows: Sequence[tuple[int, bytes]]) -> Plan[int]:
    """Store meanings (memory id, float32 bytes); a memory deleted meanwhile is skipped."""
    n = 0
    for i, vec in rows:
        _, stored = yield q_exec(
            "INSERT OR REPLACE INTO meaning(memory_id, model, vec) "
            "SELECT id, ?, ? FROM memory WHERE id = ?",
            (model, vec, i),
        )
        n += max(0, stored)  # 0 for a memory deleted meanwhile
    return n


def active_count(model: str) -> Plan[tuple[int, int]]:
    """(active memories, active memories with a `model` meaning)."""
    row = yield q_one(
        "SELECT count(*), count(v.memory_id) FROM memory m "
        "LEFT JOIN meaning v ON v.memory_id = m.id AND v.model = ? WHERE m.status = 'active'",
        (model,),
    )
    return (int(row[0]), int(row[1])) if row else (0, 0)


def all_active(model: str, limit: int) -> Plan[list[tuple[int, bytes]]]:
    """The meanings of active memories, at most `limit` (a small store's whole set)."""
    rows = yield q_all(
        "SELECT v.memory_id, v.vec FROM meaning v JOIN memory m ON m.id = v.memory_id "
        "WHERE v.model = ? AND m.status = 'active' LIMIT ?",
        (model, limit),
    )
    return [(int(r[0]), bytes(r[1])) for r in rows]


def of(model: str, ids: Sequence[int]) -> Plan[list[tuple[int, bytes]]]:
    """The meanings of these memories that have one."""
    out: list[tuple[int, bytes]] = []
    for start in range(0, len(ids), _CHUNK):
        chunk = list(ids[start : start + _CHUNK])
        marks = ",".join("?" * len(chunk))
        rows = yield q_all(
            f"SELECT memory_id, vec FROM meaning WHERE model = ? AND memory_id IN ({marks})",
            (model, *chunk),
        )
        out += [(int(r[0]), bytes(r[1])) for r in rows]
    return out
