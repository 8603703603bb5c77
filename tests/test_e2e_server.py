"""End to end with the real Claude Code CLI, offline: the CLI starts our MCP server from the
project's `.mcp.json`, a scripted "model" (the loopback Messages API stand-in) calls the tools, and
the request bodies the stand-in saves show exactly what the model got back.

Skips when npm or the CLI package is unavailable."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, VENV_BIN
from tests.support.realclient import (
    fake_api,
    request_bodies,
    run_claude,
    tool_result_text,
    tool_results,
)

pytestmark = pytest.mark.e2e


def server_command() -> list[str]:
    script = VENV_BIN / "cognimem"
    if script.exists():
        return [str(script), "serve"]
    return [sys.executable, str(ROOT / "server.py")]


@pytest.fixture
def claude_project(project: Path, home: Path) -> Path:
    command = server_command()
    (project / ".mcp.json").write_text(
        json.dumps(
            {
                "mcpServers": {
                    "memory": {
                        "type": "stdio",
                        "command": command[0],
                        "args": command[1:],
                        "env": {"COGNIMEM_HOME": str(home)},
                    }
                }
            },
            indent=2,
        )
    )
    return project


def run(claude: Path, project: Path, tmp_path: Path, port: int, prompt: str) -> None:
    done = run_claude(claude, project, tmp_path / "claude-home", port, prompt, timeout=180)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["is_error"] is False, done.stdout


def last_result(bodies: list[str]) -> dict:
    results = tool_results(bodies[-1])
    assert results, "the last request carries no tool result"
    return results[-1]


def test_remember_then_recall_through_claude_code(
    claude: Path, claude_project: Path, tmp_path: Path
) -> None:
    logs = tmp_path / "api-logs"
    with fake_api(logs) as port:
        run(
            claude,
            claude_project,
            tmp_path,
            port,
            'CALL:mcp__memory__remember {"content": "deploys go through make ship", "layer": "fact"}',
        )
        first = request_bodies(logs)
        stored = last_result(first)
        assert not stored.get("is_error"), stored
        saved = json.loads(tool_result_text(stored))
        assert saved.pop("store").startswith("project store ")
        assert saved == {"id": "1", "action": "stored"}

        run(
            claude,
            claude_project,
            tmp_path,
            port,
            'CALL:mcp__memory__recall {"query": "how do we deploy"}',
        )
        second = request_bodies(logs)[len(first) :]

    assert (claude_project / ".cognimem" / "memory.db").exists()
    recalled = last_result(second)
    assert not recalled.get("is_error"), recalled
    assert "make ship" in tool_result_text(recalled)
    hits = json.loads(tool_result_text(recalled))["hits"]
    assert hits[0]["content"] == "deploys go through make ship"

    # What the model was shown: every tool, and the server's short instructions.
    request = json.loads(second[0])
    names = {t["name"] for t in request["tools"] if t["name"].startswith("mcp__memory__")}
    assert names == {
        f"mcp__memory__{n}"
        for n in (
            "remember",
            "recall",
            "get_memory",
            "update_memory",
            "forget",
            "relate",
            "pin",
            "unpin",
            "decide",
            "get_chain",
            "list_memories",
            "memory_stats",
            "feedback",
        )
    }
    assert "Long-term memory across sessions" in second[0]


def test_bad_arguments_reach_the_model_as_a_clear_error(
    claude: Path, claude_project: Path, tmp_path: Path
) -> None:
    logs = tmp_path / "api-logs"
    with fake_api(logs) as port:
        run(
            claude,
            claude_project,
            tmp_path,
            port,
            'CALL:mcp__memory__remember {"content": "x", "importance": 7}',
        )
        bodies = request_bodies(logs)
    result = last_result(bodies)
    assert result.get("is_error") is True
    text = tool_result_text(result)
    assert "importance: Input should be less than or equal to 5 (got 7)" in text
    assert not (claude_project / ".cognimem" / "memory.db").exists()  # nothing was stored
