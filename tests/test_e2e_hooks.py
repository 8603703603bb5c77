"""End to end with the real Claude Code CLI, offline: `cognimem init` registers the hooks, the CLI
runs them, and the loopback Messages API stand-in saves what the model would have read.

1. A remembered fact reaches the model through the UserPromptSubmit hook's context.
2. A run whose conversation states a decision ends; SessionEnd's detached worker stores the
   decision in the project store, exactly once.

Skips when npm or the CLI package is unavailable."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from tests.support.cli import cli
from tests.support.realclient import (
    fake_api,
    request_bodies,
    run_claude,
    tool_result_text,
    tool_results,
)

pytestmark = pytest.mark.e2e


def cognimem(project: Path, env: dict, *args: str) -> subprocess.CompletedProcess[str]:
    """A verb that sets the scene (init, remember), in-process: the hooks Claude Code runs
    are the processes under test."""
    done = cli(project, env, *args)
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture
def initialised(project: Path, env: dict) -> Path:
    cognimem(project, env, "init")
    settings = json.loads((project / ".claude" / "settings.json").read_text())
    assert "UserPromptSubmit" in settings["hooks"]
    return project


def ask(claude: Path, project: Path, tmp_path: Path, port: int, prompt: str) -> None:
    done = run_claude(claude, project, tmp_path / "claude-home", port, prompt, timeout=180)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["is_error"] is False, done.stdout


def test_remembered_fact_reaches_the_model_through_the_hooks_once(
    claude, initialised, env, tmp_path, home
):
    """The fact reaches the model: in the session-start briefing (an important recent fact) or
    in the prompt hook's notes, and not in both (issue 15: the briefing is not repeated)."""
    cognimem(
        initialised,
        env,
        "remember",
        "Deploys go through make ship-it; never tag by hand.",
        "--importance",
        "4",
    )
    logs = tmp_path / "api-logs"
    with fake_api(logs) as port:
        ask(claude, initialised, tmp_path, port, "How do we deploy this project?")
    bodies = request_bodies(logs)
    assert bodies, "the stand-in saw no request"
    log = (
        (home / "logs" / "hooks.log").read_text() if (home / "logs" / "hooks.log").exists() else ""
    )
    briefed = [b for b in bodies if "Briefing from cognimem" in b and "make ship-it" in b]
    noted = [
        b
        for b in bodies
        if "UserPromptSubmit hook additional context" in b
        and "cognimem-notes" in b
        and "make ship-it" in b.split("cognimem-notes")[1]
    ]
    assert briefed or noted, log
    assert not (briefed and noted), "the prompt hook repeated the briefing"
    with sqlite3.connect(initialised / ".cognimem" / "memory.db") as conn:
        surfaced = conn.execute(
            "SELECT count(*) FROM event WHERE kind = 'surfaced' AND session_id IS NOT NULL"
        ).fetchone()[0]
        count = conn.execute("SELECT activation_count FROM memory WHERE id = 1").fetchone()[0]
    assert surfaced >= 1 and count == 1.0  # surfaced, not credited (the reply cites nothing)


def test_session_end_captures_the_decision_once(claude, initialised, env, tmp_path, home):
    logs = tmp_path / "api-logs"
    prompt = (
        "We decided to use Postgres advisory locks for the job scheduler because row "
        "locks deadlocked under load. Please keep that in mind."
    )
    with fake_api(logs) as port:
        ask(claude, initialised, tmp_path, port, prompt)
    store = initialised / ".cognimem" / "memory.db"
    log = home / "logs" / "hooks.log"
    deadline = time.monotonic() + 60
    rows: list = []
    while time.monotonic() < deadline:
        if store.exists() and log.exists() and "session-end: session" in log.read_text():
            with sqlite3.connect(store) as conn:
                rows = conn.execute(
                    "SELECT content, source, session_id FROM memory WHERE layer = 'decision'"
                ).fetchall()
            break
        time.sleep(0.2)
    assert rows, log.read_text() if log.exists() else "no hooks.log"
    hits = [r for r in rows if "advisory locks" in r[0]]
    assert len(hits) == 1 and hits[0][1] == "hook" and hits[0][2]
    with sqlite3.connect(store) as conn:
        assert conn.execute("SELECT count(*) FROM event WHERE kind = 'merged'").fetchone() == (0,)
        marker = conn.execute(
            "SELECT value FROM meta WHERE key = ?", (f"captured:{hits[0][2]}",)
        ).fetchone()
    assert marker and int(marker[0]) > 0


def test_init_gives_the_first_request_the_memory_tools_in_the_default_startup(
    claude, initialised, tmp_path
):
    """Issue 18: in the CLI's default non-blocking MCP start-up, the server `init` registers is
    `alwaysLoad`, so its tools are on a session's first request and the scripted call answers
    (no MCP_CONNECTION_NONBLOCKING=0 here; the wait is the settings' MCP_CONNECT_TIMEOUT_MS)."""
    logs = tmp_path / "api-logs"
    call = json.dumps({"content": "Releases are cut from the release branch only."})
    with fake_api(logs) as port:
        done = run_claude(
            claude,
            initialised,
            tmp_path / "claude-home",
            port,
            f"CALL:mcp__memory__remember {call}",
            timeout=180,
            extra_env={"MCP_CONNECTION_NONBLOCKING": None},
        )
    assert done.returncode == 0, done.stderr
    bodies = request_bodies(logs)
    first_tools = {t["name"] for t in json.loads(bodies[0]).get("tools", [])}
    assert "mcp__memory__remember" in first_tools
    results = [tool_result_text(r) for b in bodies for r in tool_results(b)]
    assert results and '"stored"' in results[0], results
