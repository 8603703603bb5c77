"""A repository can commit symbolic links. None of them may lead cognimem to create, chmod or
open as a store anything outside the project: a link where the store folder, the database,
its -wal/-shm or its backups belong is refused with one clear line (CLI exit 1, hooks fail
open), and the link's target is left exactly as it was."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
from pathlib import Path

import pytest

from layers.errors import StoreError
from tests.support.cli import EXE, cli


def mode(p: Path) -> int:
    return stat.S_IMODE(os.lstat(p).st_mode)


def snapshot(root: Path) -> dict[str, tuple[int, bytes | None]]:
    """Every path under `root` (itself included) with its mode and, for files, its bytes."""
    out = {}
    for p in [root, *sorted(root.rglob("*"))]:
        out[str(p.relative_to(root))] = (mode(p), p.read_bytes() if p.is_file() else None)
    return out


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    v = tmp_path / "victim"
    v.mkdir()
    (v / "notes.txt").write_text("mine\n")
    os.chmod(v, 0o755)
    os.chmod(v / "notes.txt", 0o644)
    return v


def refused(done: subprocess.CompletedProcess[str]) -> None:
    assert done.returncode == 1, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "symbolic link" in lines[0], done.stderr
    assert "Traceback" not in done.stderr


def test_a_linked_store_folder_is_refused_and_its_target_untouched(project, env, victim):
    (project / ".cognimem").symlink_to(victim)
    before = snapshot(victim)
    refused(cli(project, env, "remember", "deploys go through make ship"))
    refused(cli(project, env, "recall", "deploys"))
    assert snapshot(victim) == before  # still 0755, no .gitignore, no memory.db


def test_a_relative_link_to_a_sibling_folder_is_refused(project, env, victim):
    (project / ".cognimem").symlink_to(Path("..") / victim.name)
    before = snapshot(victim)
    refused(cli(project, env, "remember", "x"))
    assert snapshot(victim) == before


def test_a_link_inside_the_project_is_refused_too(project, env):
    # `.cognimem -> src` would make src 0700 and give it a .gitignore of `*`.
    src = project / "src"
    src.mkdir()
    os.chmod(src, 0o755)
    (project / ".cognimem").symlink_to("src")
    refused(cli(project, env, "remember", "x"))
    assert mode(src) == 0o755 and list(src.iterdir()) == []


@pytest.mark.parametrize("name", ["memory.db", "memory.db-wal", "memory.db-shm"])
def test_a_linked_store_file_is_refused_and_its_target_untouched(project, env, tmp_path, name):
    (project / ".cognimem").mkdir()
    other = tmp_path / "other.txt"
    other.write_text("not a database\n")
    os.chmod(other, 0o644)
    (project / ".cognimem" / name).symlink_to(other)
    refused(cli(project, env, "remember", "x"))
    assert mode(other) == 0o644 and other.read_text() == "not a database\n"


def test_an_empty_file_elsewhere_is_not_turned_into_a_store(project, env, tmp_path):
    (project / ".cognimem").mkdir()
    empty = tmp_path / "empty"
    empty.touch()
    os.chmod(empty, 0o644)
    (project / ".cognimem" / "memory.db").symlink_to(empty)
    refused(cli(project, env, "remember", "x"))
    assert empty.stat().st_size == 0 and mode(empty) == 0o644


def test_a_dangling_link_does_not_create_its_target(project, env, tmp_path):
    (project / ".cognimem").mkdir()
    (project / ".cognimem" / "memory.db").symlink_to(tmp_path / "would-be-created.db")
    refused(cli(project, env, "remember", "x"))
    assert not (tmp_path / "would-be-created.db").exists()


def test_a_linked_backups_folder_is_refused(project, env, victim):
    assert cli(project, env, "remember", "first").returncode == 0
    (project / ".cognimem" / "backups").symlink_to(victim)
    before = snapshot(victim)
    refused(cli(project, env, "remember", "x"))
    refused(cli(project, env, "backup"))
    assert snapshot(victim) == before


def test_the_api_raises_a_store_error(project, victim):
    from cognition import open_memory

    (project / ".cognimem").symlink_to(victim)

    async def go() -> None:
        async with open_memory(project) as mem:
            await mem.remember("x")

    with pytest.raises(StoreError, match="symbolic link"):
        asyncio.run(go())
    assert mode(victim) == 0o755 and not (victim / "memory.db").exists()


def test_a_store_reached_through_a_link_is_refused_even_read_only(project, env, tmp_path):
    # A real store elsewhere, linked in: readers (hooks, doctor) must not use it either.
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / ".git").mkdir(parents=True)
    assert cli(elsewhere, env, "remember", "a memory of another project").returncode == 0
    (project / ".cognimem").mkdir()
    (project / ".cognimem" / "memory.db").symlink_to(elsewhere / ".cognimem" / "memory.db")
    refused(cli(project, env, "recall", "another project"))
    from layers.connection import connect_sync

    with pytest.raises(StoreError, match="symbolic link"):
        connect_sync(project / ".cognimem" / "memory.db", create=False)


@pytest.mark.parametrize("name", ["prompt", "session-start", "stop", "session-end"])
def test_hooks_fail_open_on_a_linked_store(project, env, victim, home, name):
    (project / ".cognimem").symlink_to(victim)
    before = snapshot(victim)
    payload = {
        "session_id": "s1",
        "cwd": str(project),
        "prompt": "how do we deploy the shop?",
        "transcript_path": str(project / "none.jsonl"),
        "hook_event_name": name,
    }
    done = subprocess.run(
        [EXE, "hook", name],
        input=json.dumps(payload),
        env=env,
        cwd=project,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stderr == ""
    assert "Traceback" not in done.stdout
    assert snapshot(victim) == before


def test_a_linked_global_store_file_is_refused(project, env, home, tmp_path):
    home.mkdir(parents=True)
    other = tmp_path / "other.db"
    other.touch()
    os.chmod(other, 0o644)
    (home / "global.db").symlink_to(other)
    refused(cli(project, env, "remember", "tabs, never spaces", "--scope", "global"))
    assert mode(other) == 0o644 and other.stat().st_size == 0


def test_a_linked_home_folder_is_the_users_choice_and_is_followed(project, env, tmp_path):
    # COGNIMEM_HOME (or ~/.cognimem) is set up by the user, not by a repository: it is resolved
    # once, and the folder it names is held to the usual rules.
    real = tmp_path / "dotfiles-cognimem"
    link = tmp_path / "home-link"
    link.symlink_to(real)
    env = {**env, "COGNIMEM_HOME": str(link)}
    assert cli(project, env, "remember", "tabs, never spaces", "--scope", "global").returncode == 0
    assert (real / "global.db").is_file() and mode(real) == 0o700


# -- the helpers ------------------------------------------------------------------------------


def test_helpers_never_follow_a_link(tmp_path):
    from layers.location import ensure_private_file, ensure_store_dir, tighten_private_file

    target = tmp_path / "target"
    target.write_text("keep")
    os.chmod(target, 0o644)
    link = tmp_path / "link"
    link.symlink_to(target)
    for fn in (ensure_private_file, tighten_private_file):
        with pytest.raises(StoreError, match="symbolic link"):
            fn(link)
    d = tmp_path / "dir"
    d.mkdir()
    os.chmod(d, 0o755)
    (tmp_path / "dirlink").symlink_to(d)
    with pytest.raises(StoreError, match="symbolic link"):
        ensure_store_dir(tmp_path / "dirlink")
    assert mode(target) == 0o644 and target.read_text() == "keep" and mode(d) == 0o755
    assert list(d.iterdir()) == []


def test_the_backups_folder_name_matches_the_backup_module():
    from layers import backup, location

    assert location.BACKUP_DIRNAME == backup.BACKUP_DIRNAME
