"""Looking at a store file without changing it: read-only and no-create connections, SQLite's
integrity checks, and the counts doctor reports. Used by doctor and backup."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote

from layers.plan import Plan, q_one


def connect_read_only(path: Path, busy_s: float) -> sqlite3.Connection:
    """The file as it is, read-only (nothing written, nothing created). In a folder this
    process may not write (a read-only checkout), SQLite could not make the WAL's -shm file:
    the file is opened immutable, which no one can change there anyway."""
    frozen = "" if os.access(Path(path).parent, os.W_OK) else "&immutable=1"
    return sqlite3.connect(
        f"file:{quote(Path(path).as_posix())}?mode=ro{frozen}", uri=True, timeout=busy_s
    )


def connect_query_only(path: Path, busy_s: float) -> sqlite3.Connection:
    """connect_read_only, marked so that is_query_only() tells a writer to skip its write
    (a hook reading a read-only checkout's store)."""
    conn = connect_read_only(path, busy_s)
    conn.execute("PRAGMA query_only=1")
    return conn


def is_query_only(conn: sqlite3.Connection) -> bool:
    return bool(conn.execute("PRAGMA query_only").fetchone()[0])


def connect_existing(path: Path, busy_s: float) -> sqlite3.Connection:
    """The file as it is, read-write but never created (mode=rw) and never migrated."""
    return sqlite3.connect(f"file:{quote(path.as_posix())}?mode=rw", uri=True, timeout=busy_s)


def integrity_check() -> Plan[tuple[str, int]]:
    """(SQLite's full integrity verdict, "ok" when sound; the schema version)."""
    verdict = yield q_one("PRAGMA integrity_check")
    version = yield q_one("PRAGMA user_version")
    return verdict[0], version[0]


def quick_check() -> Plan[str]:
    """SQLite's quick integrity verdict: "ok" when sound."""
    row = yield q_one("PRAGMA quick_check")
    return str(row[0])


def memory_count_and_embedder() -> Plan[tuple[int, str | None]]:
    """How many memories the store holds, and the embedder id its vectors were made with."""
    count = yield q_one("SELECT count(*) FROM memory")
    row = yield q_one("SELECT value FROM meta WHERE key = 'embedder'")
    return count[0], (row[0] if row else None)


__all__ = [
    "connect_existing",
    "connect_read_only",
    "integrity_check",
    "memory_count_and_embedder",
    "quick_check",
]
