"""A closed stdout (`cognimem show 1 | head`) ends every command quietly, as Unix tools do:
no `error: BrokenPipeError`, no traceback, exit 141 (128 + SIGPIPE)."""

from __future__ import annotations

import pytest

from tests.support.cli import cli, closed_stdout


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
