"""A closed stdout (`cognimem show 1 | head`) ends every command quietly, as Unix tools do:
no `error: BrokenPipeError`, no traceback, exit 141 (128 + SIGPIPE)."""

from __future__ import annotations

import os
import subprocess

import pytest

from tests.support.cli import EXE, cli


def closed_stdout(project, env, *args: str) -> subprocess.CompletedProcess[str]:
    """Run with stdout a pipe whose reader is already gone: the first write fails (EPIPE)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [EXE, *args],
            cwd=project,
            env=env,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)


@pytest.fixture
def stored(project, env):
    for text in ("deploys go through make ship", "the staging host is staging-2"):
        assert cli(project, env, "remember", text).returncode == 0
    return project


@pytest.mark.parametrize(
    "args",
    [
        ("show", "1"),
        ("list",),
        ("recall", "deploys"),
        ("stats",),
        ("export",),
        ("config",),
        ("show", "1", "--json"),
        ("list", "--json"),
    ],
)
def test_a_closed_stdout_ends_quietly(stored, env, args):
    done = closed_stdout(stored, env, *args)
    assert done.stderr == ""
    assert done.returncode == 141
