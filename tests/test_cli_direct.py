"""`cognimem show` on a plain sqlite3 connection (cognition.memory.direct): the same answer and
the same use recorded as through the async API, without importing asyncio or numpy; and the API
whenever it would do more first (issue 21)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys

import pytest

from cognition import open_memory
from cognition.memory import direct
from tests.support.cli import cli

LIGHT = "\n".join(
    [
        "import sys",
        "from cognition.cli.main import main",
        "code = main(sys.argv[1:])",
        "heavy = sorted(m for m in ('numpy', 'asyncio', 'aiosqlite') if m in sys.modules)",
        "print('HEAVY', json.dumps(heavy))",
        "sys.exit(code)",
    ]
)


# Two memories close enough to be linked `related`, not so close that the second merges.
DEPLOY = (
    "the deploy script retries the upload three times",
    "uploads from the deploy script are retried when the network drops",
)


def remember(project, env, *texts):
    for t in texts:
        r = cli(project, env, "remember", t)
        assert r.returncode == 0, r.stderr


def db(project):
    return project / ".cognimem" / "memory.db"


def test_show_imports_neither_asyncio_nor_numpy(project, env):
    remember(project, env, "the deploy script retries the upload three times")
    done = subprocess.run(
        [sys.executable, "-c", "import json\n" + LIGHT, "show", "1"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "the deploy script retries" in done.stdout
    assert "HEAVY []" in done.stdout


def test_direct_show_is_a_use_with_the_links_the_api_shows(project, env):
    remember(
        project,
        env,
        *DEPLOY,
        "lunch is at noon",
    )

    async def read():
        async with open_memory(project, env=env) as mem:
            return await mem.get(1, use=False), await mem.links(1)

    before, links = asyncio.run(read())
    assert links, "the two deploy notes are linked (the test needs a link to compare)"
    shown = direct.show(project, "1", env=env, clock=lambda: before.created_at + 60)
    assert shown is not None
    assert shown.links == links
    assert shown.memory.activation_count == before.activation_count + 1
    assert shown.memory.last_activated == before.created_at + 60
    with sqlite3.connect(db(project)) as conn:
        kind, detail = conn.execute(
            "SELECT kind, detail FROM event WHERE memory_id = 1 ORDER BY id DESC LIMIT 1"
        ).fetchone()
    assert kind == "used" and json.loads(detail) == {"via": "get"}


def test_show_json_is_the_same_either_way(project, env, monkeypatch):
    remember(project, env, *DEPLOY)
    direct_out = json.loads(cli(project, env, "show", "1", "--json").stdout)
    monkeypatch.setattr(direct, "show", lambda *a, **k: None)  # the API path
    api_out = json.loads(cli(project, env, "show", "1", "--json").stdout)
    assert api_out["links"] == direct_out["links"] and api_out["links"]
    assert api_out["memory"]["activation_count"] == direct_out["memory"]["activation_count"] + 1
    for key in ("activation_count", "last_activated"):
        api_out["memory"].pop(key), direct_out["memory"].pop(key)
    assert api_out["memory"] == direct_out["memory"]


def test_a_queued_memory_is_linked_before_show_lists_its_links(project, env):
    remember(project, env, *DEPLOY)
    with sqlite3.connect(db(project)) as conn:  # as a process killed before its linking pass
        conn.execute("DELETE FROM edge WHERE type = 'related'")
        conn.execute("INSERT INTO link_queue(memory_id) VALUES (2)")
    assert direct.show(project, "2", env=env) is None
    out = cli(project, env, "show", "2")
    assert out.returncode == 0, out.stderr
    assert "#2 -related-> #1" in out.stdout


def test_a_missing_memory_is_reported_as_by_the_api(project, env):
    remember(project, env, "one memory")
    out = cli(project, env, "show", "999")
    assert out.returncode != 0
    assert "no memory #999 in the project store" in out.stderr


def test_a_loosened_store_is_made_private_again_as_the_api_does(project, env):
    import os
    import stat

    remember(project, env, "the deploy script retries the upload three times")
    os.chmod(db(project).parent, 0o755)
    files = [p for p in db(project).parent.glob("memory.db*") if not p.name.endswith("linking")]
    for path in files:
        os.chmod(path, 0o644)
    assert direct.show(project, "1", env=env) is not None  # shown here, not by the API
    assert stat.S_IMODE(db(project).parent.stat().st_mode) == 0o700
    for path in files:  # the database, its -wal and -shm
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path.name


@pytest.mark.parametrize("ref", ["g1", "1"])
def test_declines_what_it_does_not_do(tmp_path, env, ref):
    (tmp_path / "p" / ".git").mkdir(parents=True)  # no store yet: the API creates it
    assert direct.show(tmp_path / "p", ref, env=env) is None


def test_remember_imports_neither_the_ranking_nor_the_graph(project, env):
    code = "\n".join(
        [
            "import sys",
            "from cognition.cli.main import main",
            "code = main(sys.argv[1:])",
            "parts = ('surface.recall', 'cognition.memory.recall', 'cognition.graph')",
            "print('LOADED', sorted(m for m in sys.modules if m.startswith(parts)))",
            "sys.exit(code)",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "remember", "the deploy script retries the upload"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "LOADED []" in done.stdout
