"""A CLI write hands its `related` links to a detached linker (cognition.link_worker)
instead of scanning every vector before it exits; the links are the same, one pass runs per
store at a time across processes, and a linker that cannot start leaves the command to link
(issue 21)."""

from __future__ import annotations

import asyncio
import sqlite3
import time

import pytest

from cognition import link_worker
from cognition.memory import link_handoff, linking
from layers.backup import list_backups
from layers.location import global_store_path
from tests.support.cli import cli

# Close enough to be linked `related`, not so close that the second merges into the first.
DEPLOY = (
    "the deploy script retries the upload three times",
    "uploads from the deploy script are retried when the network drops",
)


@pytest.fixture
def detached(env):
    e = dict(env)
    e.pop("COGNIMEM_WRITE_LINK_DETACHED")  # the default: detached
    return e


def db(project):
    return project / ".cognimem" / "memory.db"


def queued_and_related(project) -> tuple[list[int], list[tuple[int, int]]]:
    with sqlite3.connect(db(project)) as conn:
        queued = [r[0] for r in conn.execute("SELECT memory_id FROM link_queue ORDER BY 1")]
        related = conn.execute("SELECT src, dst FROM edge WHERE type = 'related'").fetchall()
    return queued, related


def remember(project, env, *texts):
    for t in texts:
        r = cli(project, env, "remember", t)
        assert r.returncode == 0, r.stderr


def test_remember_hands_its_links_to_the_linker_which_makes_them(project, detached, monkeypatch):
    started = []
    monkeypatch.setattr(link_handoff, "spawn", lambda *a: started.append(a) or True)
    remember(project, detached, *DEPLOY)
    assert [(cwd.resolve(), scopes) for cwd, scopes, _ in started] == [
        (project.resolve(), ["project"])
    ] * 2
    assert queued_and_related(project) == ([1, 2], [])
    backups = list_backups(db(project))
    monkeypatch.setenv("COGNIMEM_HOME", detached["COGNIMEM_HOME"])
    assert link_worker.main(["--cwd", str(project)]) == 0  # what the spawned process runs
    assert queued_and_related(project) == ([], [(2, 1)])
    assert list_backups(db(project)) == backups  # links are derived data: no backup for them


def test_a_linker_that_cannot_start_leaves_the_command_to_link(project, detached, monkeypatch):
    monkeypatch.setattr(link_handoff, "spawn", lambda *a: False)
    remember(project, detached, *DEPLOY)
    assert queued_and_related(project) == ([], [(2, 1)])


def test_the_setting_off_links_before_the_command_returns(project, env, monkeypatch):
    monkeypatch.setattr(link_handoff, "spawn", lambda *a: pytest.fail("spawned"))
    remember(project, env, *DEPLOY)  # env sets write.link_detached = false
    assert queued_and_related(project) == ([], [(2, 1)])


def test_the_spawned_linker_links_the_queue(project, detached):
    remember(project, detached, *DEPLOY)
    deadline = time.monotonic() + 120  # a detached process on a loaded machine: no timing claim
    while queued_and_related(project)[0] and time.monotonic() < deadline:
        time.sleep(0.2)
    assert queued_and_related(project) == ([], [(2, 1)])


def test_one_linking_pass_at_a_time_per_store(tmp_path):
    path = tmp_path / "memory.db"
    order: list[str] = []

    async def second() -> None:
        async with linking._one_pass_at_a_time(path):
            order.append("second pass")

    async def go() -> None:
        async with linking._one_pass_at_a_time(path):  # as a detached linker's pass
            waiting = asyncio.create_task(second())
            await asyncio.sleep(0.3)  # the second pass must still be waiting after this
            order.append("first pass done")
        await waiting

    asyncio.run(go())
    assert order == ["first pass done", "second pass"]


def test_the_lock_is_never_a_reason_not_to_link(tmp_path):
    async def go() -> None:
        async with linking._one_pass_at_a_time(tmp_path / "gone" / "memory.db"):
            pass  # no folder for the lock file: the pass runs anyway
        async with linking._one_pass_at_a_time("postgresql://host/db"):
            pass  # a server store has no lock file

    asyncio.run(go())


def test_a_link_planted_as_the_lock_is_not_followed(tmp_path):
    target = tmp_path / "elsewhere"
    (tmp_path / "memory.db.linking").symlink_to(target)

    async def go() -> None:
        async with linking._one_pass_at_a_time(tmp_path / "memory.db"):
            pass  # the pass runs, without the lock

    asyncio.run(go())
    assert not target.exists()


def test_the_global_stores_links_are_handed_off_too(project, detached, home, monkeypatch):
    started = []
    monkeypatch.setattr(link_handoff, "spawn", lambda *a: started.append(a) or True)
    for text in DEPLOY:
        r = cli(project, detached, "remember", text, "--scope", "global")
        assert r.returncode == 0, r.stderr
    assert [scopes for _, scopes, _ in started] == [["global"]] * 2
    global_db = global_store_path({"COGNIMEM_HOME": str(home)})
    assert global_db.is_file()
    with sqlite3.connect(global_db) as conn:
        assert conn.execute("SELECT count(*) FROM link_queue").fetchone() == (2,)
    monkeypatch.setenv("COGNIMEM_HOME", detached["COGNIMEM_HOME"])
    link_worker.main(["--cwd", str(project), "--scope", "global"])
    with sqlite3.connect(global_db) as conn:
        assert conn.execute("SELECT count(*) FROM link_queue").fetchone() == (0,)
        assert conn.execute("SELECT src, dst FROM edge WHERE type = 'related'").fetchall() == [
            (2, 1)
        ]
