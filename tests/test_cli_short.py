"""The one-shot commands `recall`, `remember` and `show` as processes (issue 21): the console
script runs them without the cyclic collector or the interpreter's teardown, yet their answers,
their writes and the process's exit functions are what a normal exit gives; and `recall`
imports neither the write path nor the graph."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support.cli import cli, spawn

# A process started the way the console script starts: `cognition.entry.main`, after the test's
# own set-up (an exit function, or a thread still running at the end).
ENTRY = "\n".join(
    [
        "import sys",
        "SETUP",
        "from cognition.entry import main",
        "sys.argv = ['cognimem', *sys.argv[1:]]",
        "sys.exit(main())",
    ]
)


def entry(project, env, setup: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", ENTRY.replace("SETUP", setup), *args],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_short_commands_write_and_answer_as_in_process(project, env):
    r = spawn(project, env, "remember", "the deploy script retries the upload three times")
    assert r.returncode == 0, r.stderr
    shown = spawn(project, env, "show", "1", "--json")  # committed before the process ended
    assert shown.returncode == 0, shown.stderr
    assert "retries the upload" in json.loads(shown.stdout)["memory"]["content"]
    found = spawn(project, env, "recall", "deploy upload", "--json")
    assert found.returncode == 0, found.stderr
    in_process = cli(project, env, "recall", "deploy upload", "--json")
    ids = [[h["id"] for h in json.loads(out)] for out in (found.stdout, in_process.stdout)]
    assert ids[0] == ids[1] == ["1"]


def test_a_short_command_reports_bad_input_with_its_exit_code(project, env):
    r = spawn(project, env, "recall", "x", "--limit", "0")
    assert r.returncode == 2
    assert r.stderr.startswith("error:") and len(r.stderr.strip().splitlines()) == 1


def test_a_short_command_still_runs_the_exit_functions(project, env, tmp_path):
    marker = tmp_path / "exit-ran"
    setup = f"import atexit, pathlib; atexit.register(pathlib.Path({str(marker)!r}).touch)"
    r = entry(project, env, setup, "recall", "anything")
    assert r.returncode == 0, r.stderr
    assert marker.exists()


def test_a_short_command_waits_for_a_thread_still_running(project, env, tmp_path):
    """A store's connection thread is often still ending when the command returns: it is
    waited for, and the process still skips the teardown (before, it then exited the slow way)."""
    marker, fast = tmp_path / "thread-done", tmp_path / "skipped-teardown"
    setup = (  # the thread starts as the command returns, so it is still running at the exit
        "import os, pathlib, threading, time\n"
        "real_exit = os._exit\n"
        f"os._exit = lambda code: (pathlib.Path({str(fast)!r}).touch(), real_exit(code))\n"
        "import cognition.cli.main as cli\n"
        f"def late(): time.sleep(0.3); pathlib.Path({str(marker)!r}).touch()\n"
        "command = cli.main\n"
        "def then_a_thread(argv): code = command(argv); threading.Thread(target=late).start(); return code\n"  # noqa: E501
        "cli.main = then_a_thread"
    )
    r = entry(project, env, setup, "recall", "anything")
    assert r.returncode == 0, r.stderr
    assert marker.exists()  # os._exit would have killed the thread before it wrote
    assert fast.exists()


def test_recall_loads_neither_the_write_path_nor_the_graph(project, env):
    assert cli(project, env, "remember", "the deploy script retries the upload").returncode == 0
    setup = "import atexit, json; atexit.register(lambda: print('LOADED', json.dumps(sorted(m for m in sys.modules if m.startswith(LAZY)))))"  # noqa: E501
    lazy = (
        "cognition.memory.writes",
        "cognition.memory.reading",
        "cognition.upkeep",
        "cognition.capture",
        "cognition.redact",
        "cognition.graph",
    )
    r = entry(project, env, f"LAZY = {lazy!r}\n{setup}", "recall", "deploy upload", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout.split("LOADED")[0])[0]["id"] == "1"
    assert "LOADED []" in r.stdout
