"""The decay pass's reads and writes: active states, archive with events, restore.

decay.maintenance judges the rows (pure arithmetic in decay.rules) and drives these plans; the
SQL stays here so a second backend replaces it in one place.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping

from layers.plan import Plan, q_all, q_exec, q_many, q_one
from layers.queries import add_event
from layers.records import StateRow

# Constant SQL only. Id lists travel as one JSON parameter (json_each, already used by
# layers.queries) instead of a built "IN (?,?,...)": no string assembly, no parameter limit.
_LOAD_ALL = (
    "SELECT id, layer, importance, intensity, pinned, activation_count, created_at, "
    "last_activated FROM memory WHERE status = 'active' ORDER BY id"
)
_LOAD_SOME = (
    "SELECT id, layer, importance, intensity, pinned, activation_count, created_at, "
    "last_activated FROM memory WHERE status = 'active' "
    "AND id IN (SELECT value FROM json_each(?)) ORDER BY id"
)
_ACTIVE_OF = (
    "SELECT id FROM memory WHERE status = 'active' "
    "AND id IN (SELECT value FROM json_each(?)) ORDER BY id"
)
_ADD_EVENT = "INSERT INTO event(memory_id, kind, at, session_id, detail) VALUES (?,?,?,?,?)"
_json_str = json.JSONEncoder(ensure_ascii=False).encode
_ARCHIVE_OF = (
    "UPDATE memory SET status = 'archived' WHERE status = 'active' "
    "AND id IN (SELECT value FROM json_each(?))"
)


def _id_list(ids: Iterable[int]) -> str:
    return json.dumps(list(dict.fromkeys(int(i) for i in ids)))


def load_states() -> Plan[list[StateRow]]:
    """State rows of every active memory, by id (archived and superseded ones are not judged)."""
    rows = yield q_all(_LOAD_ALL)
    return [tuple(r) for r in rows]


def load_states_of(ids: Iterable[int]) -> Plan[list[StateRow]]:
    rows = yield q_all(_LOAD_SOME, (_id_list(ids),))
    return [tuple(r) for r in rows]


def archive_ids(ids: Iterable[int], now: float, reason_by_id: Mapping[int, str]) -> Plan[list[int]]:
    """Archive the still-active ones among `ids`; returns exactly the ids that changed."""
    id_list = _id_list(ids)
    rows = yield q_all(_ACTIVE_OF, (id_list,))
    changed = [int(r[0]) for r in rows]
    if changed:
        yield q_exec(_ARCHIVE_OF, (id_list,))
        # Same text as layers.queries' json.dumps(sort_keys=True) of {"reason": ...}, built
        # directly: a first pass over an imported store can archive tens of thousands at once.
        yield q_many(
            _ADD_EVENT,
            [
                (i, "archived", now, None, f'{{"reason": {_json_str(reason_by_id.get(i, ""))}}}')
                for i in changed
            ],
        )
    return changed


def archive(ids: Iterable[int], now: float, reason_by_id: Mapping[int, str]) -> Plan[int]:
    """Set status='archived' where still active, one 'archived' event each; returns the count.

    Run it with write=True: the select and update must share one transaction.
    """
    changed = yield from archive_ids(ids, now, reason_by_id)
    return len(changed)


def restore(memory_id: int, now: float, *, restart_grace: bool = True) -> Plan[bool]:
    """Archived -> active with a 'restored' event; False if the memory was not archived.

    By default the grace window restarts (last_activated = now, activation_count unchanged):
    otherwise the next pass would archive the memory again at once. Run with write=True.
    """
    row = yield q_one("SELECT status, last_activated FROM memory WHERE id = ?", (memory_id,))
    if row is None or row[0] != "archived":
        return False
    last = max(float(row[1]), now) if restart_grace else float(row[1])
    yield q_exec(
        "UPDATE memory SET status = 'active', last_activated = ? "
        "WHERE id = ? AND status = 'archived'",
        (last, memory_id),
    )
    yield from add_event(memory_id, "restored", now, detail={"last_activated_was": float(row[1])})
    return True


__all__ = ["archive", "archive_ids", "load_states", "load_states_of", "restore"]
