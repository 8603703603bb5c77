"""End to end with the real Claude Code CLI, offline: two people, two tokens, one team server.

Alice's session stores a fact through the team's HTTP MCP server (`cognimem init --team` wired
it, the token coming from her COGNIMEM_TEAM_TOKEN); Bob's session, in his own clone with his
own token, gets that fact in his prompt's context from the prompt hook's team read. The
loopback Messages API stand-in saves what each "model" read. Skips without the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.realclient import (
    fake_api,
    request_bodies,
    run_claude,
    tool_result_text,
    tool_results,
)
from tests.support.team_server import cognimem, make_token, store_rows, team_server

pytestmark = pytest.mark.e2e
FACT = "The release train leaves on Fridays; deploys go through make ship-it."


def clone(tmp_path: Path, name: str, env: dict[str, str], url: str) -> Path:
    p = tmp_path / name
    (p / ".git").mkdir(parents=True)
    done = cognimem(p, env, "init", "--team", url)
    assert done.returncode == 0, done.stderr
    entry = json.loads((p / ".mcp.json").read_text())["mcpServers"]["memory"]
    assert entry["headers"] == {"Authorization": "Bearer ${COGNIMEM_TEAM_TOKEN}"}
    return p


def session(claude: Path, project: Path, tmp_path: Path, port: int, token: str, prompt: str):
    done = run_claude(
        claude,
        project,
        tmp_path / f"claude-home-{project.name}",
        port,
        prompt,
        timeout=240,
        # the hook's own budget too: on a loaded machine its 800 ms ended the team read
        extra_env={
            "COGNIMEM_TEAM_TOKEN": token,
            "COGNIMEM_TEAM_TIMEOUT_MS": "60000",
            "COGNIMEM_HOOK_TIME_BUDGET_MS": "60000",
        },
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["is_error"] is False, done.stdout


def test_a_fact_one_person_stores_reaches_the_other_persons_prompt(
    claude, project, env, home, tmp_path
):
    tokens = {name: make_token(project, env, name, "write") for name in ("alice", "bob")}
    with team_server(project, env, tmp_path) as server:
        alice = clone(tmp_path, "alice", env, server.url)
        bob = clone(tmp_path, "bob", env, server.url)
        alice_logs, bob_logs = tmp_path / "alice-api", tmp_path / "bob-api"
        with fake_api(alice_logs) as port:
            call = json.dumps({"content": FACT, "importance": 4})
            session(
                claude, alice, tmp_path, port, tokens["alice"], f"CALL:mcp__memory__remember {call}"
            )
        with fake_api(bob_logs) as port:
            session(claude, bob, tmp_path, port, tokens["bob"], "How do deploys go out here?")
    stored = tool_results(request_bodies(alice_logs)[-1])
    assert stored and not stored[-1].get("is_error"), stored
    assert json.loads(tool_result_text(stored[-1]))["action"] == "stored"
    assert store_rows(project, "SELECT author, content FROM memory") == [("alice", FACT)]
    log = (
        (home / "logs" / "hooks.log").read_text() if (home / "logs" / "hooks.log").exists() else ""
    )
    noted = [
        b
        for b in request_bodies(bob_logs)
        if "cognimem-notes" in b and "make ship-it" in b.split("cognimem-notes")[1]
    ]
    assert noted, log  # Bob's model read Alice's fact, from the team, as #t1
    assert "#t1 fact" in noted[0]
    assert not (bob / ".cognimem" / "memory.db").exists() or store_rows(
        bob, "SELECT count(*) FROM memory"
    ) == [(0,)]  # it came from the team store, not a local copy
