"""The hook log (issue 18, items 6 and 7): `cognimem hook --help` is help, not a failure; a
session that ends before its first prompt is not an error; the log is shared by every project,
and `doctor` counts the failures of its own project only."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.support.cli import EXE
from tests.support.cli import cli as run


def log_text(home: Path) -> str:
    path = home / "logs" / "hooks.log"
    return path.read_text() if path.exists() else ""


def hook(cwd: Path, env: dict, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [EXE, "hook", *args],
        input=stdin,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_hook_help_prints_help_and_logs_nothing(project, env, home):
    for args in (("--help",), ("-h",), ()):
        done = hook(project, env, *args)
        assert done.returncode == 0
        assert "usage: cognimem hook" in done.stdout and "session-start" in done.stdout
    done = hook(project, env, "prompt", "--help")
    assert done.returncode == 0
    assert "usage: cognimem hook prompt" in done.stdout and "UserPromptSubmit" in done.stdout
    assert log_text(home) == ""


def test_a_session_closed_before_its_first_prompt_is_not_an_error(project, env, home):
    payload = {
        "session_id": "s-empty",
        "transcript_path": str(project / "never-written.jsonl"),
        "cwd": str(project),
        "hook_event_name": "SessionEnd",
        "reason": "prompt_input_exit",
    }
    done = hook(project, env, "session-end", stdin=json.dumps(payload))
    assert done.returncode == 0 and done.stdout == ""
    log = log_text(home)
    assert "nothing to capture" in log
    assert " error: " not in log


def test_log_lines_name_their_project(project, env, home):
    hook(project, env, "prompt", stdin="not json")
    line = log_text(home).strip()
    assert f"project={json.dumps(str(project.resolve()))} prompt: error:" in line


def doctor_log_check(project: Path, env: dict) -> dict:
    done = run(project, env, "doctor", "--json")
    return {c["check"]: c for c in json.loads(done.stdout)["checks"]}["hook log"]


def test_doctor_counts_the_failures_of_its_own_project_only(tmp_path, env, home):
    mine, other = tmp_path / "mine", tmp_path / "other"
    for p in (mine, other):
        (p / ".git").mkdir(parents=True)
    hook(other, env, "prompt", stdin="not json")
    hook(other, env, "stop", stdin="[]")
    env = {**env, "HOME": str(tmp_path / "user-home")}
    here = doctor_log_check(mine, env)
    assert here["status"] == "ok", here
    assert "2 in other projects" in here["detail"]
    there = doctor_log_check(other, env)
    assert there["status"] == "warn"
    assert there["detail"].startswith("2 failures in this project")
