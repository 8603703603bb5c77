"""Corruption: a truncated or garbage store gives one clear error naming the file and the fix,
through the API, the CLI and the hooks, and its bytes are never touched. Backups are taken
before migrations and on demand (`cognimem backup`), and `cognimem doctor --repair` brings the
newest good one back."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import sqlite3
import stat
import subprocess
import time
from contextlib import closing
from pathlib import Path

import pytest

from layers.backup import backup_dir
from layers.errors import StoreError
from tests.support.cli import EXE, cli

FIX = "cognimem doctor --repair"


def backup_cli(project: Path, env: dict, *args: str) -> subprocess.CompletedProcess[str]:
    return cli(project, env, "backup", *args)


def store_of(project: Path) -> Path:
    return project / ".cognimem" / "memory.db"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fill(project: Path, env: dict, n: int = 3) -> None:
    for i in range(n):
        done = cli(
            project,
            env,
            "remember",
            f"deploys go through make ship, step {i} of the runbook "
            + "with enough words to fill a page " * 40,
        )
        assert done.returncode == 0, done.stderr


def corrupt(path: Path, kind: str) -> str:
    """Damage a closed store (its WAL already checkpointed) and return the new bytes' digest."""
    for side in ("-wal", "-shm"):
        assert not Path(f"{path}{side}").exists(), "the store was not closed cleanly"
    data = path.read_bytes()
    if kind == "truncated":
        path.write_bytes(data[: len(data) // 3])
    elif kind == "truncated-header":
        path.write_bytes(data[:60])
    elif kind == "garbage":
        path.write_bytes(random.Random(7).randbytes(20_000))
    elif kind == "text":
        path.write_bytes(b"my notes about the deploy: make ship, then tag the release\n" * 50)
    else:
        raise AssertionError(kind)
    return digest(path)


KINDS = ["truncated", "truncated-header", "garbage", "text"]


def one_line_error(done: subprocess.CompletedProcess[str], path: Path) -> str:
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, done.stderr
    line = lines[0]
    assert line.startswith("error:") and "Traceback" not in done.stderr
    assert str(path) in line and FIX in line, line
    return line


# -- a damaged store: API, CLI, hooks ---------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_api_names_the_file_and_the_fix(project, env, kind):
    fill(project, env, 2)
    path = store_of(project)
    before = corrupt(path, kind)
    from cognition import open_memory

    async def go() -> None:
        async with open_memory(project) as mem:
            await mem.remember("this must not land anywhere")

    with pytest.raises(StoreError) as err:
        asyncio.run(go())
    assert str(path) in str(err.value) and FIX in str(err.value)
    assert digest(path) == before
    assert sorted(p.name for p in path.parent.glob("*.db")) == ["memory.db"]


def test_api_damaged_global_store_fails_recall_not_silently(project, env, home):
    assert cli(project, env, "remember", "tabs, never spaces", "--scope", "global").returncode == 0
    assert cli(project, env, "remember", "project fact about make ship").returncode == 0
    path = home / "global.db"
    before = corrupt(path, "garbage")
    from cognition import open_memory

    async def go() -> None:
        async with open_memory(project) as mem:
            await mem.recall("tabs")

    with pytest.raises(StoreError) as err:
        asyncio.run(go())
    assert str(path) in str(err.value) and FIX in str(err.value)
    assert digest(path) == before


CLI_COMMANDS = [
    ["remember", "a new memory"],
    ["recall", "deploy"],
    ["list"],
    ["stats"],
    ["export"],
    ["show", "1"],
    ["decay", "--dry-run"],
    ["pin", "1"],
]


@pytest.mark.parametrize("kind", KINDS)
def test_cli_exit_1_one_line_names_file_and_fix(project, env, kind):
    fill(project, env, 1)
    path = store_of(project)
    before = corrupt(path, kind)
    commands = CLI_COMMANDS if kind in ("truncated", "garbage") else CLI_COMMANDS[:2]
    for args in commands:
        done = cli(project, env, *args)
        assert done.returncode == 1, (args, done.stdout, done.stderr)
        assert done.stdout == "", args
        one_line_error(done, path)
        assert digest(path) == before, args


def test_cli_import_into_a_damaged_store_writes_nothing(project, env):
    fill(project, env, 1)
    path = store_of(project)
    before = corrupt(path, "truncated")
    line = json.dumps({"content": "imported memory", "layer": "fact"})
    done = cli(project, env, "import", "-", stdin=line + "\n")
    assert done.returncode == 1
    one_line_error(done, path)
    assert digest(path) == before


def hook(name: str, project: Path, env: dict, payload: dict) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [EXE, "hook", name],
        input=json.dumps(payload),
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def log_text(home: Path) -> str:
    log = home / "logs" / "hooks.log"
    return log.read_text() if log.exists() else ""


@pytest.mark.parametrize("kind", ["truncated", "garbage"])
@pytest.mark.parametrize("name", ["prompt", "session-start", "stop"])
def test_hooks_exit_0_print_nothing_and_log_the_file(project, env, home, kind, name):
    fill(project, env, 2)
    path = store_of(project)
    before = corrupt(path, kind)
    payload = {
        "session_id": "s-corrupt",
        "cwd": str(project),
        "prompt": "how do we deploy with make ship",
        "source": "startup",
        "last_assistant_message": "We deploy with make ship [#1].",
        "hook_event_name": "x",
    }
    done = hook(name, project, env, payload)
    assert done.returncode == 0 and done.stdout == "" and done.stderr == ""
    lines = [line for line in log_text(home).splitlines() if str(path) in line]
    assert lines, log_text(home)
    assert " error: " in lines[-1] and FIX in lines[-1]
    assert digest(path) == before


def test_capture_worker_logs_and_leaves_the_damaged_store(project, env, home, tmp_path):
    fill(project, env, 1)
    path = store_of(project)
    before = corrupt(path, "garbage")
    transcript = tmp_path / "t.jsonl"
    turn = {
        "type": "user",
        "message": {
            "role": "user",
            "content": "We decided to deploy with make ship instead of the old script because it is faster.",
        },
        "uuid": "u1",
        "timestamp": "2026-01-01T00:00:00Z",
    }
    transcript.write_text(json.dumps(turn) + "\n")
    done = hook(
        "session-end",
        project,
        env,
        {
            "session_id": "cap-corrupt",
            "cwd": str(project),
            "transcript_path": str(transcript),
            "reason": "exit",
        },
    )
    assert done.returncode == 0 and done.stdout == "" and done.stderr == ""
    deadline = time.monotonic() + 60
    while "capture failed" not in log_text(home) and time.monotonic() < deadline:
        time.sleep(0.1)
    line = next(x for x in log_text(home).splitlines() if "capture failed" in x)
    assert str(path) in line and FIX in line
    assert digest(path) == before


def test_an_empty_file_is_not_user_data_and_becomes_a_store(project, env):
    """Zero bytes is what an interrupted first open leaves; SQLite treats it as a new database."""
    path = store_of(project)
    path.parent.mkdir()
    path.write_bytes(b"")
    assert cli(project, env, "remember", "first memory").returncode == 0
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("SELECT count(*) FROM memory").fetchone() == (1,)


# -- automatic backups --------------------------------------------------------------------------


def make_v1_store(path: Path) -> None:
    """A store as the first released schema left it, holding one memory."""
    from layers.schema import MIGRATIONS, _split

    path.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("BEGIN")
        conn.execute(
            "CREATE TABLE schema_migrations(version INTEGER PRIMARY KEY, "
            "name TEXT NOT NULL, applied_at REAL NOT NULL)"
        )
        first = MIGRATIONS[0]
        assert first.version == 1
        for statement in _split(first.sql()):
            conn.execute(statement)
        conn.execute("INSERT INTO schema_migrations VALUES (1, ?, 0)", (first.name,))
        conn.execute("PRAGMA user_version = 1")
        conn.execute(
            "INSERT INTO memory(layer, content, importance, created_at, last_activated, "
            "content_hash, updated_at) VALUES ('fact', 'deploys go through make ship', 3, 1, 1, "
            "'h1', 1)"
        )
        conn.execute("COMMIT")


def test_a_backup_is_taken_before_migrating(project):
    from cognition import open_memory
    from layers.backup import list_backups
    from layers.schema import LATEST

    if LATEST < 2:
        pytest.skip("only one migration: nothing to upgrade from")
    path = store_of(project)
    make_v1_store(path)

    async def go() -> int:
        async with open_memory(project) as mem:
            return (await mem.stats())["project"]["memories"]

    assert asyncio.run(go()) == 1
    found = list_backups(path)
    assert len(found) == 1 and "pre-migrate-v1" in found[0].name
    assert stat.S_IMODE(found[0].stat().st_mode) == 0o600
    assert stat.S_IMODE(found[0].parent.stat().st_mode) == 0o700
    with closing(sqlite3.connect(found[0])) as copy:
        assert copy.execute("PRAGMA user_version").fetchone() == (1,)
        assert copy.execute("SELECT content FROM memory").fetchall() == [
            ("deploys go through make ship",)
        ]
        assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone() == (LATEST,)
    asyncio.run(go())  # a second open migrates nothing and copies nothing
    assert len(list_backups(path)) == 1


def test_a_new_store_gets_no_pre_migration_backup(project, env):
    from layers.backup import list_backups

    assert cli(project, env, "remember", "first").returncode == 0
    assert [p for p in list_backups(store_of(project)) if ".pre-migrate-" in p.name] == []


# -- cognimem backup ----------------------------------------------------------------------------


def test_backup_command_copies_each_store_privately(project, env, home):
    assert cli(project, env, "remember", "deploys go through make ship").returncode == 0
    assert cli(project, env, "remember", "tabs, never spaces", "--scope", "global").returncode == 0
    done = backup_cli(project, env, "--json")
    assert done.returncode == 0, done.stderr
    made = {m["scope"]: Path(m["backup"]) for m in json.loads(done.stdout)}
    assert set(made) == {"project", "global"}
    for copy in made.values():
        assert copy.is_file() and stat.S_IMODE(copy.stat().st_mode) == 0o600
        assert stat.S_IMODE(copy.parent.stat().st_mode) == 0o700
        assert ".manual." in copy.name
        with closing(sqlite3.connect(copy)) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
            assert conn.execute("SELECT count(*) FROM memory").fetchone() == (1,)
    assert made["project"].parent == backup_dir(store_of(project))  # outside the project
    assert home in made["project"].parents and project not in made["project"].parents
    assert made["global"].parent == home / "backups"
    human = backup_cli(project, env, "--scope", "project", "--label", "before-upgrade")
    assert human.returncode == 0 and "backed up the project store" in human.stdout
    listed = json.loads(backup_cli(project, env, "--list", "--json").stdout)
    counts = {
        item["scope"]: len([b for b in item["backups"] if ".auto." not in b]) for item in listed
    }
    assert counts == {"project": 2, "global": 1}
    assert "before-upgrade" in Path(listed[0]["backups"][0]).name  # newest first


def test_backup_command_bad_input_exit_2_and_creates_nothing(project, env, home):
    for args in (["--scope", "team"], ["--label", "../x"]):
        if args[0] == "--label":
            assert cli(project, env, "remember", "x").returncode == 0
        done = backup_cli(project, env, *args)
        assert done.returncode == 2 and done.stderr.startswith("error:"), done.stderr
    done = backup_cli(project, env, "--scope", "global")
    assert done.returncode == 2 and "no memory store" in done.stderr
    assert not (home / "global.db").exists()
    made = list((home / "backups").rglob("*.db")) if (home / "backups").exists() else []
    assert [p for p in made if ".auto." not in p.name] == []  # only the remember's own copy


def test_backup_command_with_no_store_creates_none(tmp_path, env):
    empty = tmp_path / "empty"
    (empty / ".git").mkdir(parents=True)
    done = backup_cli(empty, env)
    assert done.returncode == 2 and "nothing to back up" in done.stderr
    assert not (empty / ".cognimem").exists()


@pytest.mark.parametrize("kind", ["truncated", "garbage"])
def test_backup_command_refuses_a_damaged_store(project, env, kind):
    from layers.backup import list_backups

    fill(project, env, 1)
    path = store_of(project)
    assert backup_cli(project, env, "--scope", "project").returncode == 0
    good = list_backups(path)
    before = corrupt(path, kind)
    done = backup_cli(project, env, "--scope", "project")
    assert done.returncode == 1
    one_line_error(done, path)
    assert list_backups(path) == good  # a broken copy never pushes a good one out
    assert digest(path) == before


def test_backup_while_another_process_writes(project, env):
    """The copy is one committed snapshot even while a writer holds the write lock."""
    fill(project, env, 2)
    path = store_of(project)
    writer = sqlite3.connect(path, isolation_level=None, timeout=10)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("UPDATE memory SET title = 'uncommitted' WHERE id = 1")
        done = backup_cli(project, env, "--scope", "project", "--json")
        writer.execute("ROLLBACK")
    finally:
        writer.close()
    assert done.returncode == 0, done.stderr
    copy = Path(json.loads(done.stdout)[0]["backup"])
    with closing(sqlite3.connect(copy)) as conn:
        assert conn.execute(
            "SELECT count(*) FROM memory WHERE title = 'uncommitted'"
        ).fetchone() == (0,)
        assert conn.execute("SELECT count(*) FROM memory").fetchone() == (2,)


# -- doctor --repair ----------------------------------------------------------------------------


def _doctor_repair_available(project: Path, env: dict) -> bool:
    done = cli(project, env, "doctor", "--help")
    return done.returncode == 0 and "--repair" in done.stdout


@pytest.mark.parametrize("kind", ["truncated"])
def test_doctor_repair_restores_the_newest_good_backup(project, env, tmp_path, kind):
    user_env = {**env, "HOME": str(tmp_path / "user-home")}
    (tmp_path / "user-home").mkdir()
    if not _doctor_repair_available(project, user_env):
        pytest.skip("`cognimem doctor --repair` is not available (cognition/claude_code/doctor.py)")
    assert cli(project, user_env, "remember", "deploys go through make ship").returncode == 0
    assert backup_cli(project, user_env, "--scope", "project").returncode == 0
    assert cli(project, user_env, "remember", "the staging host is staging-2").returncode == 0
    assert backup_cli(project, user_env, "--scope", "project").returncode == 0
    path = store_of(project)
    broken = corrupt(path, kind)
    assert cli(project, user_env, "recall", "staging").returncode == 1
    done = cli(project, user_env, "doctor", "--repair", "--json")
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert checks["repair"]["status"] == "ok", checks["repair"]
    assert checks["project store"]["status"] == "ok"
    aside = [
        p for p in path.parent.glob("memory.db.broken-*") if not p.name.endswith(("-wal", "-shm"))
    ]
    assert len(aside) == 1 and digest(aside[0]) == broken  # moved aside, never deleted
    recall = cli(project, user_env, "recall", "staging host")
    assert recall.returncode == 0 and "staging-2" in recall.stdout  # the newest backup came back
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
