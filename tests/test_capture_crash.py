"""The capture worker killed (kill -9) at any point loses no lesson and stores none twice: the
rerun stores exactly what an uninterrupted run stores. Kills land at known points (no timing):
a patched remember() that kills the process around its n-th call, and the worker's own crash
points (COGNIMEM_TEST_KILL_AT). The killed run is a process; the rerun that must repair what it
left runs in this process (a process start is most of its cost, and the store is the subject)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from cognition.claude_code.hooks import DISABLE_ENV, capture_worker
from cognition.claude_code.hooks.capture_worker import KILL_ENV
from tests.conftest import ROOT

SYNTHETIC = Path(__file__).parent / "fixtures" / "synthetic_session.jsonl"

# Runs the worker with remember() patched to kill -9 the process before (or after) its n-th call.
_KILL_AROUND_REMEMBER = """
import os, signal, sys
import cognition.api as api
n, when = int(sys.argv[1]), sys.argv[2]
calls = 0
orig = api.MemorySystem.remember
async def remember(self, *args, **kwargs):
    global calls
    calls += 1
    if calls == n and when == "before":
        os.kill(os.getpid(), signal.SIGKILL)
    result = await orig(self, *args, **kwargs)
    if calls == n and when == "after":
        os.kill(os.getpid(), signal.SIGKILL)
    return result
api.MemorySystem.remember = remember
from cognition.claude_code.hooks.capture_worker import main
sys.exit(main(sys.argv[3:]))
"""


def worker(
    project: Path,
    env: dict,
    session: str,
    *,
    kill_at: str | None = None,
    around: tuple[int, str] | None = None,
    transcript: Path = SYNTHETIC,
) -> int:
    args = [
        "--transcript",
        str(transcript),
        "--session",
        session,
        "--cwd",
        str(project),
        "--event",
        "session-end",
    ]
    run_env = {k: v for k, v in env.items() if k != KILL_ENV}
    if kill_at:
        run_env[KILL_ENV] = kill_at
    argv = (
        [sys.executable, "-c", _KILL_AROUND_REMEMBER, str(around[0]), around[1], *args]
        if around
        else [sys.executable, "-m", "cognition.claude_code.hooks.capture_worker", *args]
    )
    return subprocess.run(argv, cwd=ROOT, env=run_env, capture_output=True, timeout=120).returncode


def rerun(project: Path, env: dict, session: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The next SessionEnd's capture of the same transcript, in this process, with the
    environment the worker process gets (its `main` marks it as a hook's own: DISABLE_ENV)."""
    for key, value in {**env, DISABLE_ENV: "1"}.items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv(KILL_ENV, raising=False)
    capture_worker.capture(SYNTHETIC, session, str(project), "session-end", dict(os.environ))


def memories(project: Path, home: Path) -> list[tuple]:
    """(scope, layer, content, activation count) of every memory, both stores."""
    out = []
    for scope, path in (
        ("project", project / ".cognimem" / "memory.db"),
        ("global", home / "global.db"),
    ):
        if path.exists():
            with closing(sqlite3.connect(path)) as conn:
                out += [
                    (scope, *r)
                    for r in conn.execute(
                        "SELECT layer, content, activation_count FROM memory ORDER BY layer, content"
                    )
                ]
    return sorted(out)


def journal_left(project: Path) -> list[str]:
    with closing(sqlite3.connect(project / ".cognimem" / "memory.db")) as conn:
        return [r[0] for r in conn.execute("SELECT key FROM meta WHERE key LIKE 'capture-%'")]


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> list[tuple]:
    """What one uninterrupted run stores."""
    base = tmp_path_factory.mktemp("reference")
    project, home = base / "proj", base / "home"
    (project / ".git").mkdir(parents=True)
    env = {**os.environ, "COGNIMEM_HOME": str(home)}
    env.pop("CLAUDE_PROJECT_DIR", None)
    assert worker(project, env, "ref") == 0
    found = memories(project, home)
    assert len(found) >= 5 and any(m[0] == "global" for m in found)
    return found


@pytest.mark.parametrize("around", [(1, "before"), (3, "before"), (3, "after"), (9, "after")])
def test_killed_around_a_write_the_rerun_stores_what_was_lost(
    project, env, home, reference, around, monkeypatch
):
    assert worker(project, env, "s1", around=around) == -signal.SIGKILL
    rerun(project, env, "s1", monkeypatch)
    assert memories(project, home) == reference
    assert journal_left(project) == []


@pytest.mark.parametrize(
    "point",
    [
        "before-claim",
        "claimed",
        "storing:1",
        "stored:1",
        "storing:4",
        "stored:4",
        "storing:8",
        "stored:8",
        "storing:9",
        "stored:9",
    ],
)
def test_killed_at_each_crash_point_loses_nothing_and_stores_nothing_twice(
    project, env, home, reference, point, monkeypatch
):
    assert worker(project, env, "s2", kill_at=point) == -signal.SIGKILL
    rerun(project, env, "s2", monkeypatch)
    assert memories(project, home) == reference  # the same rows, each credited once
    assert journal_left(project) == []
    with closing(sqlite3.connect(project / ".cognimem" / "memory.db")) as conn:
        assert conn.execute("SELECT count(*) FROM event WHERE kind = 'merged'").fetchone() == (0,)
        marker = conn.execute("SELECT value FROM meta WHERE key = 'captured:s2'").fetchone()
    assert marker == (str(len(SYNTHETIC.read_text().splitlines())),)


def test_a_later_session_stores_what_a_killed_one_left(project, env, home, reference, tmp_path):
    assert worker(project, env, "s3", kill_at="claimed") == -signal.SIGKILL
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    assert worker(project, env, "s4", transcript=empty) == 0  # another session's SessionEnd
    assert memories(project, home) == reference
    log = (home / "logs" / "hooks.log").read_text()
    assert "left by an earlier run stored" in log


def test_a_failure_between_claim_and_store_loses_nothing(
    project, env, home, reference, monkeypatch
):
    """In process: the store step raises after the claim committed; the rerun stores it all."""
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    calls = {"n": 0}
    real = capture_worker.Pending.drain

    async def failing(self):
        calls["n"] += 1
        if calls["n"] == 2:  # the first drain is for leftovers; the second follows the claim
            raise OSError("disk went away")
        return await real(self)

    monkeypatch.setattr(capture_worker.Pending, "drain", failing)
    with pytest.raises(OSError):
        capture_worker.capture(SYNTHETIC, "s5", str(project), "session-end", dict(env))
    assert memories(project, home) == []
    monkeypatch.setattr(capture_worker.Pending, "drain", real)
    capture_worker.capture(SYNTHETIC, "s5", str(project), "session-end", dict(env))
    assert memories(project, home) == reference
