"""End to end with the real Claude Code CLI, offline: the cognimem plugin from this repository's
marketplace (issue 18 item 1).

`claude plugin validate` passes on the marketplace and the plugin; `claude plugin marketplace add`
of a local copy of the marketplace and `claude plugin install cognimem@cognimem` into an isolated
home; then two `claude -p` runs in a project:

1. the first session sets the plugin's Python environment up in ${CLAUDE_PLUGIN_DATA} (from a
   wheel built here, `--no-deps --no-index`; its third-party packages come from the test venv
   through PYTHONPATH, so nothing is downloaded) and the memory server, which waits for that
   set-up, answers a `remember` on the session's first request;
2. the second session's prompt hook injects that memory.

The CLI runs in its default non-blocking MCP start-up: the plugin's server is there on the first
request because it is marked `alwaysLoad` (the wait is capped by MCP_CONNECT_TIMEOUT_MS, raised
here as a user would in settings, because the set-up and a loaded machine can take longer than
the 5 s default). Skips when npm/the CLI or the offline build tools are unavailable."""

from __future__ import annotations

import json
import shutil
import subprocess
import sysconfig
from pathlib import Path

import pytest

from cognition.version import __version__
from tests.support.realclient import (
    claude_env,
    fake_api,
    request_bodies,
    run_claude,
    tool_result_text,
    tool_results,
)

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[1]
TOOLS = "mcp__plugin_cognimem_memory__"


def plugin_cli(claude: Path, home_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [str(claude), "plugin", *args],
        env=claude_env(home_dir, 9),  # no model traffic in these commands
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, f"{args}: {done.stdout}\n{done.stderr}"
    return done


@pytest.mark.parametrize("where", [".", "plugins/cognimem"])
def test_claude_plugin_validate_passes(claude, tmp_path, where):
    done = plugin_cli(claude, tmp_path / "claude-home", "validate", str(ROOT / where))
    assert "Validation passed" in done.stdout


def test_the_plugin_installed_from_a_local_marketplace_gives_claude_code_its_memory(
    claude, project, tmp_path, built_dists
):
    wheel, _ = built_dists
    marketplace = tmp_path / "marketplace"
    shutil.copytree(ROOT / ".claude-plugin", marketplace / ".claude-plugin")
    shutil.copytree(ROOT / "plugins", marketplace / "plugins")
    claude_home = tmp_path / "claude-home"
    plugin_cli(claude, claude_home, "marketplace", "add", str(marketplace))
    plugin_cli(claude, claude_home, "install", "cognimem@cognimem")
    extra: dict[str, str | None] = {
        "COGNIMEM_PLUGIN_SOURCE": str(wheel),
        "COGNIMEM_PLUGIN_PIP_ARGS": "--no-deps --no-index",
        "PYTHONPATH": sysconfig.get_paths()["purelib"],
        "MCP_CONNECTION_NONBLOCKING": None,  # the CLI's default: alwaysLoad must do the waiting
        "MCP_CONNECT_TIMEOUT_MS": "120000",
    }

    def ask(prompt: str, logs: Path) -> list[str]:
        with fake_api(logs) as port:
            done = run_claude(
                claude,
                project,
                claude_home,
                port,
                prompt,
                allowed_tools=f"{TOOLS}*",
                timeout=300,
                extra_env=extra,
            )
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["is_error"] is False, done.stdout
        bodies = request_bodies(logs)
        assert bodies, "the stand-in saw no request"
        return bodies

    fact = "Deploys go through make ship-it; never tag by hand."
    call = json.dumps({"content": fact, "importance": 2})  # 2: not in the session briefing
    first = ask(f"CALL:{TOOLS}remember {call}", tmp_path / "logs-1")
    assert any(t["name"] == f"{TOOLS}remember" for t in json.loads(first[0])["tools"])
    stored = [tool_result_text(r) for b in first for r in tool_results(b)]
    assert stored and '"stored"' in stored[0], stored
    data = claude_home / ".claude" / "plugins" / "data" / "cognimem-cognimem"
    assert (data / "installed").read_text().splitlines()[0] == __version__
    assert (data / "venv" / "bin" / "cognimem").exists()

    second = ask("How do we deploy this project?", tmp_path / "logs-2")
    opening = second[0]
    assert "UserPromptSubmit hook additional context" in opening
    notes = opening.split("UserPromptSubmit hook additional context", 1)[1]
    assert "cognimem-notes" in notes and "make ship-it" in notes
