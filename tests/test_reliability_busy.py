"""A locked store is busy, not broken: it is reported as busy, never as corruption, never with
a hint to repair it, and `doctor --repair` leaves it (and the writes no backup has) alone."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

import pytest

import layers.connection as connection
from cognition.claude_code.doctor import inspect_store, repair_store
from layers.backup import backup, list_backups
from layers.connection import StoreBusy, connect_sync
from layers.plan import q_exec, run
from tests.conftest import VENV_BIN
from tests.support.locks import exclusive_lock

EXE = str(VENV_BIN / "cognimem")
REPAIR = "doctor --repair"


def _insert(title: str) -> object:
    yield q_exec(
        "INSERT INTO memory(layer, title, content, importance, created_at, last_activated, "
        "content_hash, updated_at) VALUES ('fact', ?, ?, 3, 0, 0, ?, 0)",
        (title, title, title),
    )


def store_with_backup(tmp_path: Path) -> Path:
    """A healthy store with one backup, then a write that only the live file holds."""
    path = tmp_path / ".cognimem" / "memory.db"
    conn = connect_sync(path)
    run(conn, _insert("in the backup"), write=True)
    backup(conn, path, "manual")
    run(conn, _insert("newer than any backup"), write=True)
    conn.close()
    return path


def titles(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as conn:
        return [r[0] for r in conn.execute("SELECT title FROM memory ORDER BY id")]


def test_inspect_reports_a_locked_store_as_busy_not_corrupt(tmp_path):
    path = store_with_backup(tmp_path)
    with exclusive_lock(path):
        status, detail, _ = inspect_store(path, busy_s=0.05)
    assert status == "busy"
    assert "the store is busy: another process holds its lock" in detail
    assert REPAIR not in detail


def test_repair_refuses_a_store_whose_integrity_check_did_not_run(tmp_path):
    path = store_with_backup(tmp_path)
    before = path.read_bytes()
    with exclusive_lock(path):
        check = repair_store(path, busy_s=0.05)
    assert check["status"] == "problem" and "not repaired" in check["detail"]
    assert path.read_bytes() == before
    assert not list(path.parent.glob("memory.db.broken-*"))
    assert titles(path) == ["in the backup", "newer than any backup"]


def test_opening_a_locked_store_says_busy_and_never_suggests_repair(tmp_path, monkeypatch):
    path = store_with_backup(tmp_path)
    monkeypatch.setattr(connection, "BUSY_TIMEOUT_MS", 50)  # the lock is not let go: wait briefly
    with exclusive_lock(path), pytest.raises(StoreBusy) as err:
        connect_sync(path)
    message = str(err.value)
    assert message.startswith("the store is busy: another process holds its lock")
    assert str(path) in message and REPAIR not in message and "corrupt" not in message


def test_a_damaged_store_still_points_at_repair(tmp_path):
    path = tmp_path / ".cognimem" / "memory.db"
    path.parent.mkdir()
    path.write_bytes(b"not a database at all" * 200)
    with pytest.raises(connection.StoreError) as err:
        connect_sync(path)
    assert not isinstance(err.value, StoreBusy) and f"cognimem {REPAIR}" in str(err.value)
    assert inspect_store(path)[0] == "corrupt"


def test_doctor_repair_leaves_a_locked_healthy_store_alone(tmp_path, project, env):
    path = store_with_backup(project)
    assert list_backups(path)
    before = path.read_bytes()
    # doctor's dry run of the prompt hook waits on the lock for the hook's whole budget (the
    # test env's is 60 s); what it reports is not this test's subject, so it gives up at once.
    env = {**env, "COGNIMEM_HOOK_TIME_BUDGET_MS": "200"}
    with exclusive_lock(path):
        done = subprocess.run(
            [EXE, "doctor", "--repair", "--json"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert "repair" not in checks  # nothing was repaired: the store was never found corrupt
    store = checks["project store"]
    assert store["status"] == "problem" and "the store is busy" in store["detail"]
    assert REPAIR not in store["fix"] and "never repaired" in store["fix"]
    assert not list(path.parent.glob("memory.db.broken-*"))
    assert path.read_bytes() == before
    assert titles(path) == ["in the backup", "newer than any backup"]
