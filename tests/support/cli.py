"""The `cognimem` command line for tests, two ways.

`cli` runs `cognition.cli.main.main(argv)` inside the test process (a console-script start
costs ~1.5 s here, the command itself a few ms), isolated as a fresh process would be: its own
environment, working directory and standard streams, all restored afterwards. `spawn` runs the
real console script as a subprocess; the tests *about* the process (its entry point, exit
codes as a shell sees them, closed pipes, `hook` as Claude Code runs it) use that one.
Both answer a `subprocess.CompletedProcess[str]`, so a test reads the same either way.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from tests.conftest import VENV_BIN

EXE = str(VENV_BIN / "cognimem")


def _text_mode(captured: str) -> str:
    """What `subprocess.run(..., text=True)` would have read: universal newlines."""
    return captured.replace("\r\n", "\n").replace("\r", "\n")


@contextmanager
def _like_a_fresh_process(
    argv: list[str], cwd: Path | str, env: Mapping[str, str], stdin: str
) -> Iterator[tuple[io.StringIO, io.StringIO]]:
    saved_env = dict(os.environ)
    saved_cwd = os.getcwd()
    saved_argv = sys.argv
    saved_streams = sys.stdin, sys.stdout, sys.stderr
    out, err = io.StringIO(), io.StringIO()
    os.environ.clear()
    os.environ.update(env)
    try:
        os.chdir(cwd)
        sys.argv = argv  # `init` writes the path of the script that runs it: argv[0]
        sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), out, err
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        sys.argv = saved_argv
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)


def cli(
    cwd: Path | str, env: Mapping[str, str], *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`cognimem ARGS` run in-process from `cwd` with exactly `env` as its environment."""
    from cognition.cli.main import main

    argv = [str(a) for a in args]
    with _like_a_fresh_process([EXE, *argv], cwd, env, stdin or "") as (out, err):
        try:
            code = main(argv)
        except SystemExit as exc:  # what the interpreter would turn into an exit status
            if exc.code is None or isinstance(exc.code, int):
                code = exc.code or 0
            else:
                print(exc.code, file=sys.stderr)
                code = 1
    return subprocess.CompletedProcess(
        [EXE, *argv], code, _text_mode(out.getvalue()), _text_mode(err.getvalue())
    )


def spawn(
    cwd: Path | str, env: Mapping[str, str], *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`cognimem ARGS` as a real process: the installed console script, as a shell runs it."""
    return subprocess.run(
        [EXE, *map(str, args)],
        cwd=cwd,
        env=dict(env),
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def closed_stdout(
    project: Path, env: Mapping[str, str], *args: str, input: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`cognimem ARGS` with stdout a pipe whose reader is already gone: the first write fails
    (EPIPE)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [EXE, *args],
            input=input,
            cwd=project,
            env=env,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)
