"""`cognimem init` (merges .mcp.json and .claude/settings.json without clobbering) and
`cognimem doctor` (every problem with its fix; --repair restores a backup), run in-process (tests/support/cli.py)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.conftest import VENV_BIN
from tests.support.cli import EXE
from tests.support.cli import cli as run

PORTABLE = "cognimem"  # what init writes when cognimem is on PATH (the test env puts it there)
EVENTS = ("UserPromptSubmit", "SessionStart", "PreCompact", "SessionEnd", "Stop")


@pytest.fixture
def user_env(env: dict, tmp_path: Path) -> dict:
    """The test env with its own HOME, so user-level Claude files are the test's."""
    e = {**env, "HOME": str(tmp_path / "user-home")}
    e.pop("CLAUDE_CONFIG_DIR", None)
    (tmp_path / "user-home").mkdir()
    return e


def read(path: Path) -> dict:
    return json.loads(path.read_text())


def our_hooks(settings: dict) -> dict[str, list[dict]]:
    return {
        event: [h for g in groups for h in g["hooks"] if "cognimem" in h["command"]]
        for event, groups in settings["hooks"].items()
    }


# -- init ----------------------------------------------------------------------------------------


def test_init_writes_server_and_hooks_then_changes_nothing(project, user_env):
    done = run(project, user_env, "init")
    assert done.returncode == 0, done.stderr
    mcp, settings = project / ".mcp.json", project / ".claude" / "settings.json"
    server = read(mcp)["mcpServers"]["memory"]
    assert server == {"type": "stdio", "command": PORTABLE, "args": ["serve"], "alwaysLoad": True}
    hooks = our_hooks(read(settings))
    assert set(hooks) == set(EVENTS)
    assert hooks["UserPromptSubmit"] == [
        {"type": "command", "command": f"{PORTABLE} hook prompt", "timeout": 10}
    ]
    assert hooks["SessionStart"][0]["command"] == f"{PORTABLE} hook session-start"
    assert hooks["PreCompact"][0]["command"].endswith("hook pre-compact")
    assert hooks["SessionEnd"][0]["command"].endswith("hook session-end")
    assert hooks["Stop"][0]["command"].endswith("hook stop")
    before = (mcp.read_bytes(), settings.read_bytes())
    again = run(project, user_env, "init", "--json")
    assert again.returncode == 0
    data = json.loads(again.stdout)
    assert data["server"] == "unchanged" and set(data["hooks"].values()) == {"unchanged"}
    assert not any(f["changed"] for f in data["files"])
    assert (mcp.read_bytes(), settings.read_bytes()) == before


def test_init_keeps_other_servers_hooks_and_keys(project, user_env):
    (project / ".claude").mkdir()
    (project / ".mcp.json").write_text(
        json.dumps(
            {"mcpServers": {"github": {"type": "stdio", "command": "npx", "args": ["gh-mcp"]}}}
        )
    )
    other_hook = {"type": "command", "command": "echo hi", "timeout": 3}
    (project / ".claude" / "settings.json").write_text(
        json.dumps(
            {
                "permissions": {"allow": ["Bash(make:*)"]},
                "hooks": {
                    "UserPromptSubmit": [{"hooks": [other_hook]}],
                    "PreToolUse": [{"matcher": "Bash", "hooks": [other_hook]}],
                },
            }
        )
    )
    assert run(project, user_env, "init").returncode == 0
    mcp, settings = read(project / ".mcp.json"), read(project / ".claude" / "settings.json")
    assert set(mcp["mcpServers"]) == {"github", "memory"}
    assert settings["permissions"] == {"allow": ["Bash(make:*)"]}
    assert settings["hooks"]["PreToolUse"] == [{"matcher": "Bash", "hooks": [other_hook]}]
    prompt_hooks = [h for g in settings["hooks"]["UserPromptSubmit"] for h in g["hooks"]]
    assert prompt_hooks[0] == other_hook and prompt_hooks[1]["command"].endswith("hook prompt")


def test_init_leaves_a_different_memory_server_unless_forced(project, user_env):
    mine = {"type": "stdio", "command": "/opt/other/memory", "args": [], "env": {"K": "V"}}
    (project / ".mcp.json").write_text(json.dumps({"mcpServers": {"memory": mine}}))
    done = run(project, user_env, "init")
    assert done.returncode == 0 and "kept" in done.stdout and "--force" in done.stdout
    assert read(project / ".mcp.json")["mcpServers"]["memory"] == mine
    assert run(project, user_env, "init", "--force").returncode == 0
    forced = read(project / ".mcp.json")["mcpServers"]["memory"]
    assert forced == {
        "type": "stdio",
        "command": PORTABLE,
        "args": ["serve"],
        "alwaysLoad": True,
        "env": {"K": "V"},
    }


def test_init_files_hold_no_machine_path_and_wait_for_the_server(project, user_env):
    """Issue 18: the files a team commits name `cognimem` from PATH, not this venv; the server
    is always loaded and the settings give it time to start before the first request."""
    assert run(project, user_env, "init").returncode == 0
    text = (project / ".mcp.json").read_text() + (project / ".claude" / "settings.json").read_text()
    assert str(VENV_BIN) not in text and str(project) not in text
    settings = read(project / ".claude" / "settings.json")
    assert settings["env"] == {"MCP_CONNECT_TIMEOUT_MS": "15000"}
    assert read(project / ".mcp.json")["mcpServers"]["memory"]["alwaysLoad"] is True


def test_init_keeps_the_users_own_connect_timeout(project, user_env):
    (project / ".claude").mkdir()
    (project / ".claude" / "settings.json").write_text(
        json.dumps({"env": {"MCP_CONNECT_TIMEOUT_MS": "40000", "OTHER": "1"}})
    )
    assert run(project, user_env, "init").returncode == 0
    env = read(project / ".claude" / "settings.json")["env"]
    assert env == {"MCP_CONNECT_TIMEOUT_MS": "40000", "OTHER": "1"}


def test_init_absolute_writes_this_installations_path(project, user_env):
    assert run(project, user_env, "init", "--absolute").returncode == 0
    assert read(project / ".mcp.json")["mcpServers"]["memory"]["command"] == EXE
    hooks = our_hooks(read(project / ".claude" / "settings.json"))
    assert hooks["Stop"][0]["command"] == f"{EXE} hook stop"


def test_init_without_cognimem_on_path_falls_back_to_the_path_then_goes_portable(project, user_env):
    """Not on PATH: the absolute path, with a note saying why; once it is on PATH, a plain
    `init` rewrites its own older entries (the same installation) without --force."""
    off_path = {**user_env, "PATH": "/usr/bin:/bin"}
    done = run(project, off_path, "init")
    assert done.returncode == 0, done.stderr
    assert "not on PATH" in done.stdout
    assert read(project / ".mcp.json")["mcpServers"]["memory"]["command"] == EXE
    again = run(project, user_env, "init", "--json")
    data = json.loads(again.stdout)
    assert data["portable"] is True and data["server"].startswith("replaced")
    assert set(data["hooks"].values()) == {"replaced"}
    assert read(project / ".mcp.json")["mcpServers"]["memory"]["command"] == PORTABLE
    assert str(VENV_BIN) not in (project / ".claude" / "settings.json").read_text()


def test_init_adds_always_load_to_its_existing_server(project, user_env):
    old = {"type": "stdio", "command": PORTABLE, "args": ["serve"]}
    (project / ".mcp.json").write_text(json.dumps({"mcpServers": {"memory": old}}))
    done = run(project, user_env, "init", "--json")
    assert json.loads(done.stdout)["server"] == "updated (alwaysLoad)"
    assert read(project / ".mcp.json")["mcpServers"]["memory"] == {**old, "alwaysLoad": True}


def test_init_moved_installation_is_kept_unless_forced(project, user_env):
    assert run(project, user_env, "init").returncode == 0
    path = project / ".claude" / "settings.json"
    path.write_text(path.read_text().replace(f'"{PORTABLE} hook', '"/old/venv/bin/cognimem hook'))
    assert run(project, user_env, "init").returncode == 0
    assert "/old/venv/bin/cognimem hook prompt" in path.read_text()
    assert run(project, user_env, "init", "--force").returncode == 0
    text = path.read_text()
    assert "/old/venv" not in text and text.count("hook prompt") == 1


def test_init_print_writes_nothing(project, user_env):
    done = run(project, user_env, "init", "--print")
    assert done.returncode == 0
    assert '"mcpServers"' in done.stdout and "hook prompt" in done.stdout
    assert "nothing was written" in done.stdout
    assert not (project / ".mcp.json").exists() and not (project / ".claude").exists()


def test_init_global_writes_user_files_only(project, user_env):
    done = run(project, user_env, "init", "--global")
    assert done.returncode == 0, done.stderr
    home = Path(user_env["HOME"])
    assert our_hooks(read(home / ".claude" / "settings.json"))["Stop"]
    user_config = home / ".claude.json"
    assert read(user_config)["mcpServers"]["memory"]["args"] == ["serve"]
    assert user_config.stat().st_mode & 0o777 == 0o600
    assert not (project / ".mcp.json").exists() and not (project / ".claude").exists()


def test_init_refuses_to_overwrite_invalid_json(project, user_env):
    (project / ".claude").mkdir()
    broken = '{"hooks": {"Stop": [ ,,, '
    (project / ".claude" / "settings.json").write_text(broken)
    done = run(project, user_env, "init")
    assert (
        done.returncode == 2 and "settings.json" in done.stderr and "Traceback" not in done.stderr
    )
    assert (project / ".claude" / "settings.json").read_text() == broken
    assert not (project / ".mcp.json").exists()


# -- doctor ---------------------------------------------------------------------------------------


def checks(done: subprocess.CompletedProcess[str]) -> dict[str, dict]:
    return {c["check"]: c for c in json.loads(done.stdout)["checks"]}


def test_doctor_before_init_names_the_fix(project, user_env):
    done = run(project, user_env, "doctor", "--json")
    assert done.returncode == 1
    c = checks(done)
    assert c["hooks"]["status"] == "problem" and "cognimem init" in c["hooks"]["fix"]
    assert c["mcp"]["status"] == "problem" and "cognimem init" in c["mcp"]["fix"]
    assert c["python"]["status"] == "ok" and c["prompt hook"]["status"] in ("ok", "warn")
    human = run(project, user_env, "doctor")
    assert human.returncode == 1 and "fix: run `cognimem init`" in human.stdout


def test_doctor_all_good_after_init_and_dry_run_writes_nothing(project, user_env):
    assert run(project, user_env, "init").returncode == 0
    assert run(project, user_env, "remember", "Deploys go through make ship.").returncode == 0
    done = run(project, user_env, "doctor", "--json")
    assert done.returncode == 0, done.stdout
    c = checks(done)
    assert "1 memory," in c["project store"]["detail"]
    assert c["prompt hook"]["status"] in ("ok", "warn")  # warn = slower than budget (busy machine)
    with sqlite3.connect(project / ".cognimem" / "memory.db") as conn:
        assert conn.execute("SELECT count(*) FROM event WHERE kind = 'surfaced'").fetchone() == (0,)


def test_doctor_reports_an_embedder_mismatch(project, user_env):
    assert run(project, user_env, "remember", "Deploys go through make ship.").returncode == 0
    done = run(project, {**user_env, "COGNIMEM_EMBEDDER_DIM": "256"}, "doctor", "--json")
    assert done.returncode == 1
    emb = checks(done)["embedder"]
    assert (
        emb["status"] == "problem" and "hash-v1-384" in emb["detail"] and "dim = 384" in emb["fix"]
    )


def test_doctor_repair_restores_the_latest_good_backup(project, user_env):
    backup_mod = pytest.importorskip("layers.backup")
    assert run(project, user_env, "remember", "Deploys go through make ship.").returncode == 0
    store = project / ".cognimem" / "memory.db"
    with sqlite3.connect(store) as conn:
        backup_mod.backup(conn, store, "test")
    garbage = b"not a database at all " * 200
    store.write_bytes(garbage)
    for side in ("-wal", "-shm"):
        Path(f"{store}{side}").unlink(missing_ok=True)
    done = run(project, user_env, "doctor", "--json")
    assert done.returncode == 1
    assert "--repair" in checks(done)["project store"]["fix"]
    done = run(project, user_env, "doctor", "--repair", "--json")
    c = checks(done)
    assert c["repair"]["status"] == "ok" and c["project store"]["status"] == "ok"
    kept = list(store.parent.glob("memory.db.broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage  # never deleted
    recall = run(project, user_env, "recall", "deploy")
    assert recall.returncode == 0 and "make ship" in recall.stdout


def test_doctor_repair_without_backup_leaves_the_file(project, user_env):
    store = project / ".cognimem" / "memory.db"
    store.parent.mkdir()
    store.write_bytes(b"junk" * 300)
    done = run(project, user_env, "doctor", "--repair", "--json")
    assert done.returncode == 1
    assert checks(done)["repair"]["status"] == "problem"
    assert store.read_bytes() == b"junk" * 300


def test_doctor_counts_recent_hook_failures(project, user_env, home):
    subprocess.run(
        [EXE, "hook", "prompt"],
        input="not json",
        cwd=project,
        env=user_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    c = checks(run(project, user_env, "doctor", "--json"))
    assert c["hook log"]["status"] == "warn" and "hooks.log" in c["hook log"]["fix"]


def test_doctor_accepts_the_plugin_instead_of_init(project, user_env):
    """With the cognimem plugin enabled (issue 18) the settings hold no hooks and no server:
    doctor says the plugin brings them instead of asking for `cognimem init`."""
    claude = Path(user_env["HOME"]) / ".claude"
    claude.mkdir()
    (claude / "settings.json").write_text(
        json.dumps({"enabledPlugins": {"cognimem@cognimem": True}})
    )
    checks = {
        c["check"]: c
        for c in json.loads(run(project, user_env, "doctor", "--json").stdout)["checks"]
    }
    assert checks["plugin"]["status"] == "ok" and "cognimem@cognimem" in checks["plugin"]["detail"]
    assert "hooks" not in checks and "mcp" not in checks
