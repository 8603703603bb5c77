"""Memories are safe and their place is visible (issue 18, item 4).

- `git clean -xfd` deletes the git-ignored `.cognimem/`, store and all: the backups live outside
  the project (under the cognimem home), a write leaves one there, a missing store with backups
  is never silently replaced by an empty one, and `doctor --repair` brings it back.
- every write says which store it went to (CLI text and JSON, the MCP remember tool);
- outside a git repository a subfolder uses the store of the folder above it;
- a read-only checkout can recall (the store is opened read-only) and doctor says so.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from layers.backup import AUTO, AUTO_KEEP, backup_dir, list_backups
from tests.support.cli import EXE, cli


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    return done.stdout


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, check=True, timeout=60
    )
    return done.stdout


@pytest.fixture
def repo(tmp_path: Path, home: Path) -> Path:
    """A real git repository with a commit (the `project` fixture's bare .git folder is not)."""
    r = tmp_path / "repo"
    r.mkdir()
    git(r, "init", "-q")
    (r / "README.md").write_text("hello\n")
    git(r, "add", "README.md")
    git(r, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "init")
    return r


def test_git_clean_xfd_cannot_take_the_memories(repo, env, home):
    ok(cli(repo, env, "remember", "Deploys go through make ship.", "--importance", "4"))
    ok(cli(repo, env, "decide", "Use Postgres advisory locks for the deploy lock"))
    store = repo / ".cognimem" / "memory.db"
    copies = list_backups(store)
    assert copies and all(home in p.parents for p in copies)  # outside the work tree
    assert all(repo not in p.parents for p in copies)

    out = git(repo, "clean", "-xfd")
    assert "Removing .cognimem/" in out and not store.exists()

    # The next command does not start an empty store over the backups: it says what happened.
    done = cli(repo, env, "recall", "deploy")
    assert done.returncode == 1 and "missing" in done.stderr and "doctor --repair" in done.stderr
    assert not store.exists()
    # Inside Claude Code, the session-start briefing says so to the user and the model.
    started = subprocess.run(
        [EXE, "hook", "session-start"],
        input=json.dumps({"session_id": "s", "cwd": str(repo), "source": "startup"}),
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    warning = json.loads(started.stdout)["systemMessage"]
    assert "memory is OFF" in warning and "doctor --repair" in warning
    user = {**env, "HOME": str(repo.parent / "user-home")}
    checks = {
        c["check"]: c for c in json.loads(cli(repo, user, "doctor", "--json").stdout)["checks"]
    }
    assert checks["project store"]["status"] == "problem"
    assert "git clean" in checks["project store"]["detail"]

    repaired = json.loads(cli(repo, user, "doctor", "--repair", "--json").stdout)["checks"]
    repair = next(c for c in repaired if c["check"] == "repair")
    assert repair["status"] == "ok" and "restored" in repair["detail"]
    assert store.is_file() and stat.S_IMODE(store.parent.stat().st_mode) == 0o700
    hits = json.loads(ok(cli(repo, env, "recall", "how do we deploy", "--json")))
    assert any("make ship" in h["memory"]["content"] for h in hits)
    assert any("advisory locks" in h["memory"]["content"] for h in hits)


def test_automatic_backups_rotate_without_pushing_out_the_others(project, env, home):
    ok(cli(project, env, "remember", "first"))
    ok(cli(project, env, "backup", "--scope", "project", "--label", "keepme"))
    for n in range(AUTO_KEEP + 2):
        ok(cli(project, env, "remember", f"fact number {n} about the build"))
    names = [p.name for p in list_backups(project / ".cognimem" / "memory.db")]
    assert sum(f".{AUTO}.db" in n for n in names) == AUTO_KEEP
    assert sum(".keepme.db" in n for n in names) == 1
    folder = backup_dir(project / ".cognimem" / "memory.db")
    assert (folder / "store.txt").read_text().strip() == str(project / ".cognimem" / "memory.db")


def test_a_command_that_only_reads_takes_no_backup(project, env, home):
    ok(cli(project, env, "remember", "first"))
    before = list_backups(project / ".cognimem" / "memory.db")
    ok(cli(project, env, "list"))
    ok(cli(project, env, "stats"))
    assert list_backups(project / ".cognimem" / "memory.db") == before


def test_every_write_says_which_store(project, env, home):
    root = str(project.resolve())
    text = ok(cli(project, env, "remember", "Deploys go through make ship."))
    assert text.strip().endswith(f"— project store {root}")
    text = ok(cli(project, env, "remember", "I prefer short answers.", "--scope", "global"))
    assert text.strip().endswith("— global store")
    data = json.loads(ok(cli(project, env, "remember", "Tabs, not spaces.", "--json")))
    assert data["store"] == {"scope": "project", "path": f"{root}/.cognimem/memory.db"}
    for argv in (
        ["update", "1", "--importance", "4"],
        ["pin", "1"],
        ["feedback", "1", "useful"],
        ["decide", "Ship on Thursdays"],
        ["relate", "1", "3", "related"],
        ["forget", "3"],
    ):
        assert f"— project store {root}" in ok(cli(project, env, *argv)), argv
    assert "— global store" in ok(cli(project, env, "pin", "g1"))


def test_the_home_folder_is_written_short(tmp_path, env):
    user_home = tmp_path / "me"
    (user_home / "src" / "app" / ".git").mkdir(parents=True)
    env = {**env, "HOME": str(user_home)}
    text = ok(cli(user_home / "src" / "app", env, "remember", "x marks the spot"))
    assert text.strip().endswith("— project store ~/src/app")


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_the_mcp_remember_tool_says_which_store(project, clock):
    from mcp import Client

    import server

    async with Client(server.build_server(str(project), clock=clock), mode="legacy") as client:
        a = await client.call_tool("remember", {"content": "Deploys go through make ship."})
        b = await client.call_tool(
            "remember", {"content": "I like short answers.", "scope": "global"}
        )
        d = await client.call_tool("decide", {"choice": "Ship on Thursdays"})
    assert a.structured_content["store"] == f"project store {project.resolve()}"
    assert b.structured_content["store"] == "global store"
    assert d.structured_content["store"] == f"project store {project.resolve()}"


def test_a_subfolder_outside_git_uses_the_store_above_it(tmp_path, env, home):
    top = tmp_path / "notes"
    sub = top / "docs" / "deep"
    sub.mkdir(parents=True)
    ok(cli(top, env, "remember", "The wiki lives in docs/."))
    text = ok(cli(sub, env, "remember", "Deep notes go under docs/deep."))
    assert text.strip().endswith(f"— project store {top.resolve()}")
    assert not (sub / ".cognimem").exists() and not (top / "docs" / ".cognimem").exists()
    hits = json.loads(ok(cli(top, env, "recall", "deep notes", "--json")))
    assert hits and "docs/deep" in hits[0]["memory"]["content"]


# -- a read-only checkout -----------------------------------------------------------------------


def _as_another_user() -> list[str]:
    """How to run a command as a user the file modes apply to: root ignores them."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: file modes cannot make a folder read-only")
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]


@pytest.fixture
def shared_tmp() -> Iterator[Path]:
    """A temp folder another user can enter (pytest's tmp_path is private to its owner)."""
    d = Path(tempfile.mkdtemp(prefix="cognimem-ro-"))
    os.chmod(d, 0o755)
    try:
        yield d
    finally:
        for p in [d, *d.rglob("*")]:
            if p.is_dir() and not p.is_symlink():
                os.chmod(p, 0o755)
        shutil.rmtree(d, ignore_errors=True)


def _read_only(tree: Path) -> None:
    for p in [tree, *tree.rglob("*")]:
        if not p.is_symlink():
            os.chmod(p, 0o555 if p.is_dir() else 0o444)


def test_a_read_only_checkout_can_recall_and_doctor_says_so(shared_tmp, env):
    prefix = _as_another_user()
    project = shared_tmp / "checkout"
    (project / ".git").mkdir(parents=True)
    writer_env = {**env, "COGNIMEM_HOME": str(shared_tmp / "writer-home")}
    ok(cli(project, writer_env, "remember", "Deploys go through make ship."))
    reader_home = shared_tmp / "reader-home"
    reader_home.mkdir()
    if prefix:
        os.chown(reader_home, 65534, 65534)
    _read_only(project)
    reader_env = {
        **env,
        "COGNIMEM_HOME": str(reader_home),
        "HOME": str(reader_home),
        "PYTHONDONTWRITEBYTECODE": "1",
    }

    def run(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*prefix, EXE, *argv],
            cwd=project,
            env=reader_env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    found = run("recall", "how do we deploy")
    assert found.returncode == 0, found.stderr
    assert "make ship" in found.stdout
    shown = run("show", "1")
    assert shown.returncode == 0 and "make ship" in shown.stdout, shown.stderr
    refused = run("remember", "a new fact")
    assert refused.returncode == 1 and "read-only" in refused.stderr, refused.stderr
    # the prompt hook recalls from it too, and records nothing (no failure logged)
    payload = {"session_id": "s1", "cwd": str(project), "prompt": "how do we deploy?"}
    hooked = subprocess.run(
        [*prefix, EXE, "hook", "prompt"],
        input=json.dumps(payload),
        cwd=project,
        env=reader_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "make ship" in json.loads(hooked.stdout)["hookSpecificOutput"]["additionalContext"]
    log = reader_home / "logs" / "hooks.log"
    assert not log.exists() or " error: " not in log.read_text()
    doctor = run("doctor", "--json")
    checks = {c["check"]: c for c in json.loads(doctor.stdout)["checks"]}
    assert checks["project store"]["status"] == "ok", checks["project store"]
    assert "read-only here" in checks["project store"]["detail"]


def test_a_read_only_checkout_without_a_store_recalls_nothing_quietly(shared_tmp, env):
    prefix = _as_another_user()
    project = shared_tmp / "checkout"
    (project / ".git").mkdir(parents=True)
    reader_home = shared_tmp / "reader-home"
    reader_home.mkdir()
    if prefix:
        os.chown(reader_home, 65534, 65534)
    _read_only(project)
    done = subprocess.run(
        [*prefix, EXE, "recall", "anything"],
        cwd=project,
        env={**env, "COGNIMEM_HOME": str(reader_home), "HOME": str(reader_home)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "no memories match" in done.stdout
