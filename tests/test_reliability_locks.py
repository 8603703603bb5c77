"""Opening a store again in a process that already has it open keeps that process's SQLite locks.

Closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's too.
The capture worker opened its store on a sync connection, then through the API (which checks
the files' modes again): its shared lock on the database and its read lock on the -shm were
gone, so another worker reset the -shm under it (it died of SIGBUS, nothing logged) or read a
half-reset index ("database disk image is malformed"), and a closing process could take itself
for the last user and delete the WAL the first one still wrote to.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from layers.connection import connect_sync, prepare_file

FILES = ("", "-wal", "-shm")


def held_locks(path: Path) -> set[str]:
    """Which of the store's files this process holds a POSIX lock on (from /proc/locks)."""
    inodes = {os.stat(f"{path}{s}").st_ino: s or "db" for s in ("", "-shm")}
    held = set()
    with open("/proc/locks") as fh:
        for line in fh:
            fields = line.split()
            at = fields.index("POSIX") if "POSIX" in fields else -1
            if at < 0:
                continue
            pid, inode = int(fields[at + 3]), int(fields[at + 4].split(":")[2])
            if pid == os.getpid() and inode in inodes:
                held.add(inodes[inode])
    return held


def opened_with_a_row(path: Path) -> sqlite3.Connection:
    conn = connect_sync(path, migrate_now=1.0)
    conn.execute("INSERT INTO meta(key, value) VALUES ('first', '1')")
    return conn


@pytest.mark.skipif(not os.path.exists("/proc/locks"), reason="needs Linux's /proc/locks")
@pytest.mark.parametrize("loosened", [False, True], ids=["private", "loosened"])
def test_opening_the_store_again_keeps_this_process_locks(tmp_path, loosened):
    path = tmp_path / ".cognimem" / "memory.db"
    conn = opened_with_a_row(path)
    assert held_locks(path) == {"db", "-shm"}
    if loosened:  # the modes are tightened again (through a descriptor that stays open)
        for side in FILES:
            os.chmod(f"{path}{side}", 0o644)
    try:
        prepare_file(path)
        connect_sync(path).close()
        assert held_locks(path) == {"db", "-shm"}
        assert all(os.stat(f"{path}{s}").st_mode & 0o777 == 0o600 for s in FILES)
    finally:
        conn.close()


def test_another_process_closing_never_deletes_the_wal_in_use(tmp_path):
    """The symptom without /proc: a process that lost its shared lock is not seen by a closing
    process, which then checkpoints and deletes the WAL this one still writes to."""
    path = tmp_path / ".cognimem" / "memory.db"
    conn = opened_with_a_row(path)
    try:
        prepare_file(path)
        connect_sync(path).close()
        script = "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('SELECT 1 FROM meta'); c.close()"
        subprocess.run([sys.executable, "-c", script, str(path)], check=True, timeout=60)
        assert os.path.exists(f"{path}-wal")
        conn.execute("INSERT INTO meta(key, value) VALUES ('second', '2')")
    finally:
        conn.close()
    with sqlite3.connect(path) as check:
        keys = {
            k for (k,) in check.execute("SELECT key FROM meta WHERE key IN ('first', 'second')")
        }
    assert keys == {"first", "second"}
