"""Settings mistakes are loud where the user looks (issue 18, item 5): a bad settings file makes
every CLI command say memory is off and why, the session-start briefing say so inside Claude
Code, the hook log hold one line, and doctor flag it. `cognimem config set/get/unset` checks a
value before it writes it, and a team can commit `.cognimem.toml`."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from cognition.config import ConfigError, Settings
from cognition.config_edit import edited
from tests.support.cli import EXE, cli

BAD = {
    "unknown key": "[hook]\ntopk = 3\n",
    "bad value": "[hook]\ntop_k = 'many'\n",
    "unparsable": "[hook\ntop_k = 3\n",
}


def write_local(project: Path, text: str) -> Path:
    path = project / ".cognimem" / "config.toml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    return path


def session_start(project: Path, env: dict) -> subprocess.CompletedProcess[str]:
    payload = {"session_id": "s1", "cwd": str(project), "source": "startup"}
    return subprocess.run(
        [EXE, "hook", "session-start"],
        input=json.dumps(payload),
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("case", list(BAD))
def test_a_bad_settings_file_is_loud_everywhere(project, env, home, case):
    assert cli(project, env, "remember", "Deploys go through make ship.").returncode == 0
    path = write_local(project, BAD[case])
    # the next CLI command
    done = cli(project, env, "recall", "deploy")
    assert done.returncode == 2 and str(path) in done.stderr
    assert "Memory is off for this project" in done.stderr and done.stderr.count("\n") == 1
    # the session-start briefing, for the user and the model
    started = session_start(project, env)
    assert started.returncode == 0
    answer = json.loads(started.stdout)
    assert "memory is OFF" in answer["systemMessage"] and str(path) in answer["systemMessage"]
    assert answer["hookSpecificOutput"]["additionalContext"] == answer["systemMessage"]
    # the hook log: one line
    log = (home / "logs" / "hooks.log").read_text().splitlines()
    assert len(log) == 1 and " error: memory off: " in log[0]
    # doctor
    done = cli(project, {**env, "HOME": str(project.parent / "user-home")}, "doctor", "--json")
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert done.returncode == 1 and checks["settings"]["status"] == "problem"
    assert str(path) in checks["settings"]["detail"]


def test_an_unknown_key_gets_the_closest_match(project, home):
    write_local(project, "[hook]\ntopk = 3\n")
    with pytest.raises(ConfigError, match="Did you mean 'top_k'"):
        Settings.load(project, env={"COGNIMEM_HOME": str(home)})


def test_config_set_get_unset(project, env):
    done = cli(project, env, "config", "set", "hook.top_k", "4")
    assert done.returncode == 0, done.stderr
    local = project / ".cognimem" / "config.toml"
    assert "top_k = 4" in local.read_text()
    assert cli(project, env, "config", "get", "hook.top_k").stdout.strip() == "4"
    got = json.loads(cli(project, env, "config", "get", "hook.top_k", "--json").stdout)
    assert got == {"key": "hook.top_k", "value": 4, "source": str(local)}
    assert cli(project, env, "config", "unset", "hook.top_k").returncode == 0
    assert cli(project, env, "config", "get", "hook.top_k").stdout.strip() == "5"


@pytest.mark.parametrize(
    "key, value, wanted",
    [
        ("hook.topk", "3", "Did you mean 'top_k'"),
        ("hook.top_k", "many", "bad value 'many' for hook.top_k"),
        ("hooks.top_k", "3", "Did you mean 'hook'"),
        ("write.judge", "magic", "write.judge must be 'rules' or 'llm'"),
    ],
)
def test_config_set_refuses_what_would_break_the_settings(project, env, key, value, wanted):
    local = project / ".cognimem" / "config.toml"
    write_local(project, "# my settings\n[hook]\ntop_k = 4\n")
    before = local.read_text()
    done = cli(project, env, "config", "set", key, value)
    assert done.returncode == 2 and wanted in done.stderr, done.stderr
    assert local.read_text() == before
    assert cli(project, env, "config", "list").returncode == 0


def test_config_set_keeps_comments_and_order(project, env):
    local = write_local(project, "# why: the team wants short notes\n[hook]\ntop_k = 4  # x\n")
    assert cli(project, env, "config", "set", "hook.per_item_chars", "120").returncode == 0
    assert cli(project, env, "config", "set", "decay.p_archive", "0.2").returncode == 0
    assert local.read_text() == (
        "# why: the team wants short notes\n[hook]\ntop_k = 4  # x\nper_item_chars = 120\n"
        "\n[decay]\np_archive = 0.2\n"
    )


def test_edited_replaces_only_its_own_section():
    text = "[recall]\nlimit = 3\n[hook]\nlimit = 9\n"
    assert edited(text, "hook", "limit", "4") == "[recall]\nlimit = 3\n[hook]\nlimit = 4\n"
    assert edited(text, "hook", "limit", None) == "[recall]\nlimit = 3\n[hook]\n"


def test_the_team_file_is_committed_and_overridden_by_the_checkout(project, env, home):
    """Precedence: defaults < user < team (.cognimem.toml) < project (.cognimem/) < env."""
    done = cli(project, env, "config", "set", "hook.top_k", "2", "--where", "user")
    assert done.returncode == 0 and (home / "config.toml").is_file()
    assert cli(project, env, "config", "set", "hook.top_k", "3", "--where", "team").returncode == 0
    team = project / ".cognimem.toml"
    assert team.read_text() == "[hook]\ntop_k = 3\n"
    rows = {r["key"]: r for r in json.loads(cli(project, env, "config", "--json").stdout)}
    assert rows["hook.top_k"] == {"key": "hook.top_k", "value": 3, "source": str(team)}
    # the team file is not git-ignored: it sits at the root, outside .cognimem/
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    ignored = subprocess.run(
        ["git", "-C", str(project), "check-ignore", "-q", ".cognimem.toml"], check=False
    )
    assert ignored.returncode == 1
    assert cli(project, env, "config", "set", "hook.top_k", "4").returncode == 0
    assert cli(project, env, "config", "get", "hook.top_k").stdout.strip() == "4"
    env = {**env, "COGNIMEM_HOOK_TOP_K": "6"}
    assert cli(project, env, "config", "get", "hook.top_k").stdout.strip() == "6"
