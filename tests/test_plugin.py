"""The Claude Code plugin's files and its launcher (issue 18 item 1), without the CLI.

tests/test_e2e_plugin.py runs the plugin in the real Claude Code; these hold its files to the
rest of cognimem (one version, the same five hooks as `cognimem init`) and check the launcher's
promises: a hook never waits for or fails on a missing set-up, and a set-up one is a plain exec.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from cognition.claude_code.init import HOOK_SPECS
from cognition.version import __version__

ROOT = Path(__file__).resolve().parents[1]
PLUGIN = ROOT / "plugins" / "cognimem"
LAUNCHER = PLUGIN / "scripts" / "cognimem"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_version_in_the_plugin_is_the_package_version():
    assert load(PLUGIN / ".claude-plugin" / "plugin.json")["version"] == __version__
    (entry,) = load(ROOT / ".claude-plugin" / "marketplace.json")["plugins"]
    assert entry["version"] == __version__
    assert entry["source"] == "./plugins/cognimem"
    launcher = LAUNCHER.read_text(encoding="utf-8")
    assert re.search(rf"^VERSION={re.escape(__version__)}$", launcher, re.M)


def test_the_plugin_registers_the_same_five_hooks_as_init():
    hooks = load(PLUGIN / "hooks" / "hooks.json")["hooks"]
    assert set(hooks) == {event for event, _, _ in HOOK_SPECS}
    for event, name, timeout in HOOK_SPECS:
        (group,) = hooks[event]
        (hook,) = group["hooks"]
        assert hook["command"] == f'sh "${{CLAUDE_PLUGIN_ROOT}}/scripts/cognimem" hook {name}'
        assert hook["timeout"] == timeout


def test_the_plugin_server_is_always_loaded_and_runs_the_launcher():
    server = load(PLUGIN / ".mcp.json")["mcpServers"]["memory"]
    assert server["alwaysLoad"] is True
    assert [server["command"], *server["args"]] == [
        "sh",
        "${CLAUDE_PLUGIN_ROOT}/scripts/cognimem",
        "serve",
    ]


def launch(data: Path, *args: str, extra: dict[str, str] | None = None, stdin: str = "{}"):
    env = {k: v for k, v in os.environ.items() if not k.startswith("COGNIMEM_PLUGIN")}
    env.update({"CLAUDE_PLUGIN_DATA": str(data), **(extra or {})})
    return subprocess.run(
        ["sh", str(LAUNCHER), *args],
        input=stdin,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def fake_install(data: Path, version: str) -> None:
    """A set-up data folder whose `cognimem` prints its arguments."""
    bin_dir = data / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    fake = bin_dir / "cognimem"
    fake.write_text('#!/bin/sh\necho "ran: $*"\n', encoding="utf-8")
    fake.chmod(0o755)
    (data / "installed").write_text(f"{version}\nsomewhere\n", encoding="utf-8")


def test_a_set_up_plugin_runs_its_own_cognimem(tmp_path):
    fake_install(tmp_path / "data", __version__)
    done = launch(tmp_path / "data", "hook", "prompt")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "ran: hook prompt\n"


def test_hooks_fail_open_and_start_nothing_before_the_set_up(tmp_path):
    """Not set up (or set up for another version): the prompt hook prints nothing, exits 0 and
    leaves no set-up running; the environment it would run is never touched."""
    fake_install(tmp_path / "data", "0.0.1")
    for name in ("prompt", "stop", "pre-compact", "session-end"):
        done = launch(tmp_path / "data", "hook", name)
        assert (done.returncode, done.stdout) == (0, ""), (name, done.stderr)
    assert not (tmp_path / "data" / "setup.log").exists()


# What the set-up runs when `uv` is on PATH (plugins/cognimem/scripts/setup.py), done by the
# standard tools: the venv without pip, the install by the test venv's pip into it. A venv made
# with pip costs ~9 s of CPU (ensurepip), and what the failure test checks is the reporting.
FAKE_UV = """#!{python}
import subprocess, sys
args = sys.argv[1:]
if args[0] == "venv":  # venv --quiet --python PYTHON DIR
    sys.exit(subprocess.call([args[3], "-m", "venv", "--without-pip", args[4]]))
assert args[:2] == ["pip", "install"], args  # pip install --compile-bytecode --python PY ...
at = args.index("--python")
rest = [a for a in args[2:at] + args[at + 2 :] if a != "--compile-bytecode"]
sys.exit(subprocess.call([sys.executable, "-m", "pip", "--python", args[at + 1], "install", *rest]))
"""


def fake_uv(folder: Path) -> str:
    """A PATH whose first folder holds FAKE_UV as `uv`."""
    folder.mkdir()
    uv = folder / "uv"
    uv.write_text(FAKE_UV.format(python=sys.executable), encoding="utf-8")
    uv.chmod(0o755)
    return f"{folder}{os.pathsep}{os.environ.get('PATH', '')}"


def test_a_failed_set_up_says_where_to_look_and_never_writes_stdout(tmp_path):
    """`serve` waits for the set-up; when the install fails (pip finds no such wheel) it exits 1
    with the log's path on stderr, stdout (the MCP channel) stays empty, and nothing is marked
    installed."""
    data = tmp_path / "data"
    done = launch(
        data,
        "serve",
        extra={
            "COGNIMEM_PLUGIN_SOURCE": str(tmp_path / "no-such-wheel.whl"),
            "COGNIMEM_PLUGIN_PIP_ARGS": "--no-index --no-deps",
            "COGNIMEM_PLUGIN_PYTHON": sys.executable,
            "PATH": fake_uv(tmp_path / "bin"),
        },
    )
    assert done.returncode == 1
    assert done.stdout == ""
    assert str(data / "setup.log") in done.stderr
    log = (data / "setup.log").read_text(encoding="utf-8")
    assert "set-up failed" in log
    pip_said = [ln for ln in log.splitlines() if "no-such-wheel" in ln and " $ " not in ln]
    assert [ln for ln in pip_said if "set-up failed" not in ln], log  # pip ran and refused it
    assert (data / "venv" / "bin" / "python").exists()  # the venv step itself succeeded
    assert not (data / "installed").exists()


def test_an_own_installation_can_stand_in_for_the_set_up(tmp_path):
    fake_install(tmp_path / "mine", "0.0.1")
    done = launch(
        tmp_path / "data",
        "serve",
        extra={"COGNIMEM_PLUGIN_COMMAND": str(tmp_path / "mine" / "venv" / "bin" / "cognimem")},
    )
    assert done.stdout == "ran: serve\n"
    assert not (tmp_path / "data").exists()
