"""Online backups: where they go, their permissions, consistency next to a writer, rotation."""

from __future__ import annotations

import os
import re
import sqlite3
import stat
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from layers.backup import KEEP, _sha256_hex, backup, backup_dir, list_backups
from layers.connection import connect_sync
from layers.errors import InvalidInput, StoreError

T0 = 1_767_225_600.0  # 2026-01-01T00:00:00Z


@pytest.fixture
def store(tmp_path: Path, home: Path):
    path = tmp_path / ".cognimem" / "memory.db"
    conn = connect_sync(path, migrate_now=T0)
    conn.execute("CREATE TABLE IF NOT EXISTS t(x INTEGER)")
    conn.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(100)])
    yield path, conn
    conn.close()


def mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def test_backup_is_a_private_complete_single_file(store, home):
    path, conn = store
    out = backup(conn, path, "pre-purge", now=T0)
    assert out.parent == backup_dir(path)
    assert out.parent.parent == home / "backups" / "projects"  # outside the project
    assert out.name == "memory.db.20260101T000000.000000Z.pre-purge.db"
    assert mode(out) == 0o600 and mode(out.parent) == 0o700
    copy = sqlite3.connect(out)
    try:
        assert copy.execute("SELECT count(*), sum(x) FROM t").fetchone() == (100, 4950)
        assert copy.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        # One plain file: no WAL to carry around or lose.
        assert copy.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        assert copy.execute("PRAGMA user_version").fetchone()[0] >= 1
    finally:
        copy.close()
    assert not list(out.parent.glob("*.part"))


def test_backup_while_another_process_writes_sees_only_committed_data(store):
    path, conn = store
    writer = sqlite3.connect(path, isolation_level=None, timeout=10)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("INSERT INTO t VALUES (1000)")
        out = backup(conn, path, "during-write", now=T0)  # does not wait for the writer
        writer.execute("COMMIT")
    finally:
        writer.close()
    copy = sqlite3.connect(out)
    assert copy.execute("SELECT count(*) FROM t").fetchone()[0] == 100
    copy.close()
    after = backup(conn, path, "after-write", now=T0 + 1)
    copy = sqlite3.connect(after)
    assert copy.execute("SELECT count(*) FROM t").fetchone()[0] == 101
    copy.close()


def test_keeps_the_newest_ten_per_database(store, tmp_path):
    path, conn = store
    made = [backup(conn, path, f"n{k}", now=T0 + k * 60) for k in range(KEEP + 3)]
    kept = list_backups(path)
    assert kept == made[::-1][:KEEP]
    assert not any(p.exists() for p in made[:3])
    # Another database's backups in the same folder are not counted or touched.
    other = path.parent / "global.db"
    oconn = connect_sync(other, migrate_now=T0)
    try:
        g = backup(oconn, other, "mine", now=T0)
    finally:
        oconn.close()
    assert list_backups(other) == [g] and len(list_backups(path)) == KEEP
    # Foreign files are ignored.
    (backup_dir(path) / "notes.txt").write_text("hi")
    assert len(list_backups(path)) == KEEP


def test_same_instant_twice_gets_two_files(store):
    path, conn = store
    a = backup(conn, path, "x", now=T0)
    b = backup(conn, path, "x", now=T0)
    assert a != b and a.exists() and b.exists()
    assert list_backups(path) == [b, a]


@pytest.mark.parametrize("label", ["", "../escape", "a b", "x" * 65, "-lead", "a.b"])
def test_bad_labels_are_refused_and_nothing_is_written(store, label):
    path, conn = store
    with pytest.raises(InvalidInput):
        backup(conn, path, label, now=T0)
    assert list_backups(path) == []


def test_a_failed_copy_leaves_no_file(store):
    path, _ = store

    class Broken:
        def backup(self, target):
            raise sqlite3.OperationalError("disk I/O error")

    with pytest.raises(sqlite3.OperationalError):
        backup(Broken(), path, "broken", now=T0)  # type: ignore[arg-type]
    assert list(backup_dir(path).iterdir()) == []


def test_name_pattern_sorts_by_time(store):
    path, conn = store
    out = backup(conn, path, "pre-migrate-v1", now=T0 + 0.25)
    assert re.fullmatch(r"memory\.db\.\d{8}T\d{6}\.\d{6}Z\.pre-migrate-v1\.db", out.name)
    assert out.name.split(".")[3] == "250000Z"


def test_a_linked_backups_folder_is_refused_and_its_target_left_alone(store, tmp_path):
    path, conn = store
    victim = tmp_path / "victim"
    victim.mkdir(mode=0o755)
    os.chmod(victim, 0o755)
    backup_dir(path).parent.mkdir(parents=True)
    backup_dir(path).symlink_to(victim)
    with pytest.raises(StoreError, match="symbolic link"):
        backup(conn, path, "pre-purge", now=T0)
    assert mode(victim) == 0o755 and list(victim.iterdir()) == []


def test_a_backup_swapped_for_a_link_is_never_chmodded_through(store, tmp_path, monkeypatch):
    """Permissions are set on a descriptor opened without following links, never by path."""
    path, conn = store
    victim = tmp_path / "victim.txt"
    victim.write_text("not ours")
    os.chmod(victim, 0o644)
    real_replace = os.replace

    def replace_then_swap(src, dst):  # another process puts a link where the backup landed
        real_replace(src, dst)
        os.unlink(dst)
        os.symlink(victim, dst)

    monkeypatch.setattr(os, "replace", replace_then_swap)
    with pytest.raises(StoreError, match="symbolic link"):
        backup(conn, path, "pre-purge", now=T0)
    assert mode(victim) == 0o644


@settings(max_examples=50, deadline=None)
@given(st.binary(max_size=300))
def test_the_backup_folder_digest_is_sha256_whichever_module_gives_it(data):
    """Existing backups are found by this digest of the store's path: it must never change."""
    import hashlib

    assert _sha256_hex(data) == hashlib.sha256(data).hexdigest()
