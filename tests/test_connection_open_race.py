"""Opening a store while another process switches it to WAL: SQLite can answer "database is
locked" at once, without waiting; the open waits within its busy budget instead of failing
(CI saw `test_two_processes_500_each_end_with_1000` fail this way)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from layers import connection
from layers.connection import StoreBusy, connect_sync


class _LockedOnce:
    """A connection whose first switch to WAL is refused as busy, as in the deadlock."""

    refusals = 0

    def __init__(self, conn: sqlite3.Connection, refuse: int) -> None:
        self._conn, self._refuse = conn, refuse

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
        if sql == "PRAGMA journal_mode=WAL" and _LockedOnce.refusals < self._refuse:
            _LockedOnce.refusals += 1
            exc = sqlite3.OperationalError("database is locked")
            exc.sqlite_errorcode = 5  # type: ignore[attr-defined]
            raise exc
        return self._conn.execute(sql, *args)

    def __getattr__(self, name: str) -> object:
        return getattr(self._conn, name)


def _refusing(monkeypatch: pytest.MonkeyPatch, times: int) -> None:
    real = sqlite3.connect
    _LockedOnce.refusals = 0
    monkeypatch.setattr(
        connection.sqlite3, "connect", lambda *a, **k: _LockedOnce(real(*a, **k), times)
    )
    monkeypatch.setattr(connection, "_OPEN_RETRY_S", 0.0)


def test_a_busy_answer_while_opening_is_waited_out(tmp_path: Path, monkeypatch) -> None:
    _refusing(monkeypatch, 3)
    conn = connect_sync(tmp_path / "memory.db", busy_ms=5000)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert _LockedOnce.refusals == 3
    finally:
        conn.close()


def test_a_lock_held_past_the_budget_is_still_reported_busy(tmp_path: Path, monkeypatch) -> None:
    _refusing(monkeypatch, 10**9)
    with pytest.raises(StoreBusy):
        connect_sync(tmp_path / "memory.db", busy_ms=0)
