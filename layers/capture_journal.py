"""The capture worker's marker and journal, kept in the store's meta table.

`captured:<session>` counts the transcript lines already claimed and `captured-offset:<session>`
is the byte offset where the next one starts. A claim moves both and files each memory it
found as `capture-pending:<session>:<line>.<n>` in the same transaction; each pending memory
is then stored and its entry taken in one transaction more. A worker killed at any point
leaves either the old marker (nothing claimed) or entries that the next worker stores: no
lesson is lost and none is stored twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from layers.plan import Plan, q_all, q_exec, q_many, q_one

MARKER = "captured:"
OFFSET = "captured-offset:"
PENDING = "capture-pending:"
DONE = "capture-done:"  # in another store (the global one): "this entry is stored here"


class Taken(Exception):
    """The journal entry was already stored (by another worker); nothing was written."""


def pending_key(session: str, line: int, n: int) -> str:
    return f"{PENDING}{session}:{line:012d}.{n:04d}"


def marker(session: str) -> Plan[tuple[int, int | None]]:
    """(lines claimed, byte offset of the next line or None when not recorded)."""
    rows = yield q_all(
        "SELECT key, value FROM meta WHERE key IN (?, ?)", (MARKER + session, OFFSET + session)
    )
    values = dict(rows)
    lines, offset = values.get(MARKER + session), values.get(OFFSET + session)
    line_n = int(lines) if lines and lines.isdigit() else 0
    if not line_n:
        return 0, 0
    return line_n, int(offset) if offset and offset.isdigit() else None  # None: a marker of old


def claim(
    session: str, line: int, end_line: int, end_offset: int, entries: Sequence[tuple[str, str]]
) -> Plan[bool]:
    """Move the marker from `line` to `end_line` and file the entries, or do nothing (False)
    when another worker has moved it meanwhile."""
    current, _ = yield from marker(session)
    if current != line:
        return False
    yield q_many(
        "INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
        "value = excluded.value",
        [(MARKER + session, str(end_line)), (OFFSET + session, str(end_offset)), *entries],
    )
    return True


def pending(limit: int = 1000) -> Plan[list[tuple[str, str]]]:
    """Journal entries not stored yet (of every session), oldest claim first."""
    # PENDING ends in ':' and ';' follows it: the range is exactly the keys with that prefix.
    rows: list[tuple[str, str]] = yield q_all(
        "SELECT key, value FROM meta WHERE key >= ? AND key < ? ORDER BY key LIMIT ?",
        (PENDING, PENDING[:-1] + ";", int(limit)),
    )
    return rows


def take(key: str) -> Plan[None]:
    """Remove a journal entry; Taken (the caller's transaction rolls back) if it is gone."""
    _, removed = yield q_exec("DELETE FROM meta WHERE key = ?", (key,))
    if removed == 0:
        raise Taken(key)


def drop(key: str) -> Plan[None]:
    yield q_exec("DELETE FROM meta WHERE key = ?", (key,))


def mark_done(key: str) -> Plan[None]:
    """In the store that received an entry's memory: record it; Taken if already recorded."""
    row = yield q_one("SELECT 1 FROM meta WHERE key = ?", (DONE + key,))
    if row is not None:
        raise Taken(key)
    yield q_exec("INSERT INTO meta(key, value) VALUES (?, '1')", (DONE + key,))


def is_done(key: str) -> Plan[bool]:
    return (yield q_one("SELECT 1 FROM meta WHERE key = ?", (DONE + key,))) is not None


def forget_done(key: str) -> Plan[None]:
    yield q_exec("DELETE FROM meta WHERE key = ?", (DONE + key,))


__all__ = [
    "DONE",
    "MARKER",
    "OFFSET",
    "PENDING",
    "Taken",
    "claim",
    "drop",
    "forget_done",
    "is_done",
    "mark_done",
    "marker",
    "pending",
    "pending_key",
    "take",
]
