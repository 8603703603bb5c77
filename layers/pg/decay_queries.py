"""layers.decay_queries on PostgreSQL: the decay pass's reads and writes, same names."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from layers.pg.queries import add_event
from layers.plan import Plan, q_all, q_exec, q_many, q_one
from layers.records import StateRow

_STATE = (
    "SELECT id, layer, importance, intensity, pinned, activation_count, created_at, "
    "last_activated FROM memory WHERE status = 'active'"
)
_json_str = json.JSONEncoder(ensure_ascii=False).encode


def _id_list(ids: Iterable[int]) -> list[int]:
    return list(dict.fromkeys(int(i) for i in ids))


def load_states() -> Plan[list[StateRow]]:
    rows = yield q_all(_STATE + " ORDER BY id")
    return [tuple(r) for r in rows]


def load_states_of(ids: Iterable[int]) -> Plan[list[StateRow]]:
    rows = yield q_all(_STATE + " AND id = ANY(%s::bigint[]) ORDER BY id", (_id_list(ids),))
    return [tuple(r) for r in rows]


def archive_ids(ids: Iterable[int], now: float, reason_by_id: Mapping[int, str]) -> Plan[list[int]]:
    """Archive the still-active ones among `ids`; returns exactly the ids that changed."""
    rows = yield q_all(
        "UPDATE memory SET status = 'archived' WHERE status = 'active' "
        "AND id = ANY(%s::bigint[]) RETURNING id",
        (_id_list(ids),),
    )
    changed = sorted(int(r[0]) for r in rows)
    if changed:
        yield q_many(
            "INSERT INTO event(memory_id, kind, at, session_id, detail) "
            "VALUES (%s, 'archived', %s, NULL, %s::jsonb)",
            [(i, now, f'{{"reason": {_json_str(reason_by_id.get(i, ""))}}}') for i in changed],
        )
    return changed


def archive(ids: Iterable[int], now: float, reason_by_id: Mapping[int, str]) -> Plan[int]:
    changed = yield from archive_ids(ids, now, reason_by_id)
    return len(changed)


def restore(memory_id: int, now: float, *, restart_grace: bool = True) -> Plan[bool]:
    row = yield q_one("SELECT status, last_activated FROM memory WHERE id = %s", (memory_id,))
    if row is None or row[0] != "archived":
        return False
    last = max(float(row[1]), now) if restart_grace else float(row[1])
    yield q_exec(
        "UPDATE memory SET status = 'active', last_activated = %s "
        "WHERE id = %s AND status = 'archived'",
        (last, memory_id),
    )
    yield from add_event(memory_id, "restored", now, detail={"last_activated_was": float(row[1])})
    return True


__all__ = ["archive", "archive_ids", "load_states", "load_states_of", "restore"]
