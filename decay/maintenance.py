"""The maintenance pass: read active states, judge them, archive the forgotten ones.

The SQL lives in small plans (layers.plan) so the async API can run them too; `decay_pass` is
the sync driver used by the CLI and cron. Safety properties (docs/formulas.md §6):
- dry run and real run compute the same verdicts (the real run only adds the write);
- idempotent: archiving touches only rows still 'active', so a second run changes nothing;
- safe next to a live server: the write transaction re-reads and re-judges every candidate,
  so a memory used (or archived by another pass) since the read is left alone.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from decay.params import DecayParams
from decay.rules import StateRow, Verdict, assess_many
from layers.plan import Plan, q_all, q_exec, q_many, q_one, run
from layers.queries import add_event

CHUNK = 10_000  # rows judged per step (progress granularity, bounded temporaries)

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


@dataclass(frozen=True, slots=True)
class PassReport:
    """What a pass decided and did. `archived_ids` is what changed (always empty in a dry run)."""

    verdicts: list[Verdict]
    archived_ids: list[int]
    dry_run: bool
    now: float

    @property
    def to_archive(self) -> list[int]:
        """Ids the verdicts mark for archiving (what a dry run would archive)."""
        return [v.memory_id for v in self.verdicts if v.archive]


def _id_list(ids: Iterable[int]) -> str:
    return json.dumps(list(dict.fromkeys(int(i) for i in ids)))


def load_states() -> Plan[list[StateRow]]:
    """State rows of every active memory, by id (archived and superseded ones are not judged)."""
    rows = yield q_all(_LOAD_ALL)
    return [tuple(r) for r in rows]


def _load_states_of(ids: Iterable[int]) -> Plan[list[StateRow]]:
    rows = yield q_all(_LOAD_SOME, (_id_list(ids),))
    return [tuple(r) for r in rows]


def _archive_ids(
    ids: Iterable[int], now: float, reason_by_id: Mapping[int, str]
) -> Plan[list[int]]:
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
    changed = yield from _archive_ids(ids, now, reason_by_id)
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


def _archive_rechecked(
    read: Mapping[int, tuple[StateRow, str]], now: float, params: DecayParams
) -> Plan[list[int]]:
    # Inside the write transaction: reload the candidates. A row still equal to what the pass
    # read keeps its verdict; a row that changed since (used, pinned, re-weighted) is judged
    # again, and one no longer active is dropped. Only changed rows cost a second assessment.
    fresh = yield from _load_states_of(read)
    reasons: dict[int, str] = {}
    changed: list[StateRow] = []
    for row in fresh:
        before, reason = read[row[0]]
        if row == before:
            reasons[row[0]] = reason
        else:
            changed.append(row)
    reasons.update((v.memory_id, v.reason) for v in assess_many(changed, now, params) if v.archive)
    return (yield from _archive_ids(sorted(reasons), now, reasons))


def decay_pass(
    conn: sqlite3.Connection,
    now: float,
    params: DecayParams,
    *,
    dry_run: bool,
    progress: Callable[[int, int], None] | None = None,
) -> PassReport:
    """Judge every active memory at `now`; unless dry_run, archive in one write transaction."""
    states = run(conn, load_states())
    total = len(states)
    verdicts: list[Verdict] = []
    for start in range(0, total, CHUNK):
        verdicts.extend(assess_many(states[start : start + CHUNK], now, params))
        if progress is not None:
            progress(len(verdicts), total)
    archived: list[int] = []
    if not dry_run:
        # verdicts[i] was judged on states[i]: keep the row to detect changes before the write.
        read = {
            v.memory_id: (row, v.reason)
            for row, v in zip(states, verdicts, strict=True)
            if v.archive
        }
        if read:
            archived = run(conn, _archive_rechecked(read, now, params), write=True)
    return PassReport(verdicts=verdicts, archived_ids=archived, dry_run=dry_run, now=now)


__all__ = ["CHUNK", "PassReport", "archive", "decay_pass", "load_states", "restore"]
