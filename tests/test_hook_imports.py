"""The hooks' import set: the prompt hook runs in a fresh process on every prompt, so it must not
pull in the heavy packages (each costs 0.15-4 s here). A subprocess runs the whole hook path on
a real store (vectors, graph, anchors, events) and reports what ended up in sys.modules."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import VENV_BIN

HEAVY = ("mcp", "sklearn", "networkx", "anthropic", "torch", "sentence_transformers", "voyageai")
ASYNC = ("asyncio", "aiosqlite")

PROBE = r"""
import io, json, os, sys
entry, name, payload, report = sys.argv[1:5]
sys.stdin = io.TextIOWrapper(io.BytesIO(payload.encode()))
out = io.StringIO()
real_stdout, sys.stdout = sys.stdout, out
if entry == "cli":
    from cognition.cli.main import main
    rc = main(["hook", name])
else:
    from cognition.claude_code.hooks import run_hook
    rc = run_hook([name])
sys.stdout = real_stdout
with open(report, "w") as fh:
    json.dump(
        {
            "rc": rc,
            "stdout": out.getvalue(),
            "modules": sorted(sys.modules),
            "threads": len(os.listdir("/proc/self/task")),
        },
        fh,
    )
"""


def loaded(entry: str, name: str, payload: dict, env: dict, cwd: Path, tmp_path: Path) -> dict:
    report = tmp_path / f"{entry}-{name}.json"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, entry, name, json.dumps(payload), str(report)],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(report.read_text())


def offenders(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return [m for m in modules if m.split(".")[0] in names]


@pytest.fixture
def store(project: Path, env: dict) -> Path:
    cli = VENV_BIN / "cognimem"
    for args in (
        ["Deploys go through make ship.", "--importance", "4", "--pin"],
        ["Deploy failures page the ops channel.", "--layer", "experience"],
        ["We deploy from main only because release branches drifted.", "--layer", "decision"],
    ):
        done = subprocess.run(
            [str(cli), "remember", *args],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
    return project


def test_prompt_hook_through_the_cli_imports_nothing_heavy(store, env, tmp_path):
    payload = {"prompt": "how do we deploy?", "cwd": str(store), "session_id": "imports"}
    got = loaded("cli", "prompt", payload, env, store, tmp_path)
    assert got["rc"] == 0 and "make ship" in got["stdout"]  # the whole path ran
    assert offenders(got["modules"], HEAVY) == []


def test_hooks_package_itself_stays_off_asyncio(store, env, tmp_path):
    """Without the CLI module in front, the hook path is sqlite3 + numpy + our small modules."""
    payload = {"prompt": "how do we deploy?", "cwd": str(store), "session_id": "imports"}
    got = loaded("hooks", "prompt", payload, env, store, tmp_path)
    assert got["rc"] == 0 and "make ship" in got["stdout"]
    assert offenders(got["modules"], HEAVY + ASYNC) == []


@pytest.mark.parametrize(
    "name, extra",
    [
        ("session-start", {"source": "startup"}),
        ("stop", {"last_assistant_message": "Use make ship [#1].", "stop_hook_active": False}),
    ],
)
def test_other_per_session_hooks_stay_light(store, env, tmp_path, name, extra):
    payload = {"cwd": str(store), "session_id": "imports", **extra}
    got = loaded("hooks", name, payload, env, store, tmp_path)
    assert got["rc"] == 0
    assert offenders(got["modules"], HEAVY + ASYNC) == []


def test_the_prompt_hook_starts_no_pool_of_blas_threads(store, env, tmp_path):
    """Regression: numpy's OpenBLAS started a pool of worker threads in every hook process and
    joined them at exit; a process that exited while the sentence model's prefetch thread was
    inside a BLAS call waited on one forever (about 1 hook in 100 never exited; two CI runs
    timed out on it). The hook computes with one BLAS thread, so there is no pool to join."""
    payload = {"prompt": "how do we deploy?", "cwd": str(store), "session_id": "blas"}
    got = loaded("cli", "prompt", payload, env, store, tmp_path)
    assert got["rc"] == 0 and "numpy" in got["modules"]
    assert got["threads"] <= 2  # the main thread, and the prefetch thread if still at work
