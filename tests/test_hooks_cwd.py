"""A hook whose `cwd` does not exist (a deleted worktree, a bogus payload) never creates it:
it exits 0, prints nothing and logs one line; the capture worker, started before the folder
went away, stores nothing and creates nothing either."""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from cognition.claude_code.hooks import capture_worker
from tests.conftest import VENV_BIN

SYNTHETIC = Path(__file__).parent / "fixtures" / "synthetic_session.jsonl"
EVENTS = {
    "prompt": "UserPromptSubmit",
    "session-start": "SessionStart",
    "stop": "Stop",
    "session-end": "SessionEnd",
    "pre-compact": "PreCompact",
}


def payload(name: str, cwd: Path) -> dict:
    return {
        "session_id": "ghost-1",
        "cwd": str(cwd),
        "hook_event_name": EVENTS[name],
        "transcript_path": str(SYNTHETIC),
        "prompt": "We decided to use Redis for caching.",
        "source": "startup",
        "reason": "exit",
        "trigger": "auto",
        "stop_hook_active": False,
        "last_assistant_message": "Done: Redis now caches the sessions.",
    }


def log_lines(home: Path) -> list[str]:
    path = home / "logs" / "hooks.log"
    return path.read_text().splitlines() if path.exists() else []


@pytest.mark.parametrize("name", list(EVENTS))
def test_a_hook_never_creates_a_missing_cwd(tmp_path, env, home, name):
    ghost = tmp_path / "ghost" / "deep" / "dir"
    done = subprocess.run(
        [str(VENV_BIN / "cognimem"), "hook", name],
        input=json.dumps(payload(name, ghost)),
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == "" and done.stderr == ""
    lines = log_lines(home)
    assert len(lines) == 1 and f"{name}: error: " in lines[0] and str(ghost) in lines[0]
    time.sleep(0.5)  # a capture worker, had one been started, would have created it by now
    assert not (tmp_path / "ghost").exists()
    assert not (home / "global.db").exists()


def test_the_worker_does_not_recreate_a_deleted_worktree(tmp_path, home, monkeypatch):
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    worktree = tmp_path / "wt" / "feature"
    env = {**os.environ, "COGNIMEM_HOME": str(home)}
    out = capture_worker.capture(SYNTHETIC, "gone", str(worktree), "session-end", env)
    assert "does not exist" in out and "nothing stored" in out
    assert not (tmp_path / "wt").exists()
    assert not (home / "global.db").exists()
