"""layers.capture_journal on PostgreSQL: the capture worker's marker and journal in `meta`.
Keys compare byte by byte (COLLATE "C"), as SQLite's do, whatever the database's collation."""

from __future__ import annotations

from collections.abc import Sequence

from layers.capture_journal import DONE, MARKER, OFFSET, PENDING, Taken, pending_key
from layers.plan import Plan, q_all, q_exec, q_many, q_one


def marker(session: str) -> Plan[tuple[int, int | None]]:
    rows = yield q_all(
        "SELECT key, value FROM meta WHERE key IN (%s, %s)", (MARKER + session, OFFSET + session)
    )
    values = dict(rows)
    lines, offset = values.get(MARKER + session), values.get(OFFSET + session)
    line_n = int(lines) if lines and lines.isdigit() else 0
    if not line_n:
        return 0, 0
    return line_n, int(offset) if offset and offset.isdigit() else None


def claim(
    session: str, line: int, end_line: int, end_offset: int, entries: Sequence[tuple[str, str]]
) -> Plan[bool]:
    current, _ = yield from marker(session)
    if current != line:
        return False
    yield q_many(
        "INSERT INTO meta(key, value) VALUES (%s, %s) ON CONFLICT(key) DO UPDATE SET "
        "value = excluded.value",
        [(MARKER + session, str(end_line)), (OFFSET + session, str(end_offset)), *entries],
    )
    return True


def pending(limit: int = 1000) -> Plan[list[tuple[str, str]]]:
    rows: list[tuple[str, str]] = yield q_all(
        'SELECT key, value FROM meta WHERE key COLLATE "C" >= %s AND key COLLATE "C" < %s '
        'ORDER BY key COLLATE "C" LIMIT %s',
        (PENDING, PENDING[:-1] + ";", int(limit)),
    )
    return [(str(k), str(v)) for k, v in rows]


def take(key: str) -> Plan[None]:
    _, removed = yield q_exec("DELETE FROM meta WHERE key = %s", (key,))
    if removed == 0:
        raise Taken(key)


def drop(key: str) -> Plan[None]:
    yield q_exec("DELETE FROM meta WHERE key = %s", (key,))


def mark_done(key: str) -> Plan[None]:
    row = yield q_one("SELECT 1 FROM meta WHERE key = %s", (DONE + key,))
    if row is not None:
        raise Taken(key)
    yield q_exec("INSERT INTO meta(key, value) VALUES (%s, '1')", (DONE + key,))


def is_done(key: str) -> Plan[bool]:
    return (yield q_one("SELECT 1 FROM meta WHERE key = %s", (DONE + key,))) is not None


def forget_done(key: str) -> Plan[None]:
    yield q_exec("DELETE FROM meta WHERE key = %s", (DONE + key,))


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
