"""The `cognimem` command line: its verbs run in-process (tests/support/cli.py), and the real
console script, spawned, for what only a process shows (start, exit status, the two streams)."""

from __future__ import annotations

import json
import os
import sys

import pytest

from tests.support.cli import cli, spawn


def count(project, env):
    out = cli(project, env, "list", "--status", "all", "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["total"]


def test_readme_promise_remember_then_recall(project, env):
    r = cli(
        project,
        env,
        "remember",
        "deploys go through make ship",
        "--layer",
        "fact",
        "--importance",
        "4",
    )
    assert r.returncode == 0, r.stderr
    assert "stored #1" in r.stdout
    r = cli(project, env, "recall", "how do we deploy")
    assert r.returncode == 0, r.stderr
    assert "deploys go through make ship" in r.stdout


def test_json_everywhere_and_show(project, env):
    r = cli(project, env, "remember", "the api lives in src/api", "--tag", "layout", "--json")
    data = json.loads(r.stdout)
    assert data["action"] == "stored" and data["memory"]["tags"] == ["layout"]
    for args in (
        ["recall", "api", "--json"],
        ["show", "1", "--json"],
        ["stats", "--json"],
        ["list", "--json"],
        ["config", "--json"],
        ["pin", "1", "--json"],
        ["unpin", "1", "--json"],
        ["update", "1", "--title", "API", "--json"],
    ):
        out = cli(project, env, *args)
        assert out.returncode == 0, (args, out.stderr)
        json.loads(out.stdout)
    shown = json.loads(cli(project, env, "show", "1", "--json").stdout)
    assert shown["memory"]["title"] == "API"


BAD = [
    ["remember", "x", "--importance", "7"],
    ["remember", "x", "--importance", "high"],
    ["remember", ""],
    ["remember", "x", "--layer", "episode"],
    ["remember", "x", "--intensity", "2.0"],
    ["remember", "x", "--valence", "-3"],
    ["remember", "x", "--scope", "team"],
    ["recall", "x", "--limit", "0"],
    ["recall", "x", "--as-of", "yesterday-ish"],
    ["recall", "x", "--layer", "nope"],
    ["show", "999"],
    ["show", "abc"],
    ["list", "--status", "gone"],
    ["list", "--limit", "-1"],
    ["update", "1"],
    ["update", "999", "--title", "x"],
    ["update", "1", "--importance", "0"],
    ["forget", "999"],
    ["forget", "1", "--delete"],
    ["forget", "1", "--superseded-by", "1"],
    ["pin", "999"],
    ["unpin", "x"],
    ["import", "/nonexistent/file.jsonl"],
    ["remember"],
    ["no-such-command"],
]


@pytest.mark.parametrize("args", BAD, ids=[" ".join(a) for a in BAD])
def test_bad_input_exit_2_one_line_store_unchanged(project, env, args):
    assert cli(project, env, "remember", "keep me").returncode == 0
    before = cli(project, env, "export").stdout
    r = cli(project, env, *args)
    assert r.returncode == 2, (r.stdout, r.stderr)
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert lines and lines[-1].startswith("error:") and "Traceback" not in r.stderr
    assert cli(project, env, "export").stdout == before


def test_export_import_roundtrip_and_idempotent(project, env, tmp_path):
    cli(project, env, "remember", "fact one", "--tag", "a")
    cli(project, env, "remember", "an experience", "--layer", "experience", "--intensity", "0.9")
    cli(project, env, "remember", "we chose sqlite", "--layer", "decision", "--pin")
    dump = cli(project, env, "export").stdout
    other = tmp_path / "other"
    (other / ".git").mkdir(parents=True)
    r = cli(other, env, "import", "-", stdin=dump)
    assert r.returncode == 0 and "added 3, merged 0, skipped 0" in r.stdout
    assert cli(other, env, "export").stdout == dump
    r = cli(other, env, "import", "-", "--json", stdin=dump)
    assert json.loads(r.stdout) == {"added": 0, "merged": 0, "skipped": 3, "links": 0}


def test_import_malformed_line_names_it_and_imports_nothing(project, env):
    good = json.dumps({"content": "good line", "layer": "fact"})
    r = cli(project, env, "import", "-", stdin=f"{good}\n{good[:-3]}\n")
    assert r.returncode == 2 and "line 2" in r.stderr
    bad_value = json.dumps({"content": "x", "importance": 9})
    r = cli(project, env, "import", "-", stdin=f"{good}\n{bad_value}\n")
    assert r.returncode == 2 and "line 2" in r.stderr and "importance" in r.stderr
    assert count(project, env) == 0


def test_help_on_every_command(project, env):
    top = cli(project, env, "--help")
    assert top.returncode == 0
    for command in (
        "remember",
        "recall",
        "show",
        "list",
        "update",
        "forget",
        "pin",
        "unpin",
        "stats",
        "export",
        "import",
        "config",
        "tour",
    ):
        r = cli(project, env, command, "--help")
        assert r.returncode == 0 and "--json" in r.stdout, command


def test_tour_runs(project, env):
    r = cli(project, env, "tour")
    assert r.returncode == 0, r.stderr
    assert "Three layers" in r.stdout and "merged" in r.stdout
    assert not (project / ".cognimem").exists()  # the tour never touches the user's store


def test_config_shows_sources(project, env):
    (project / ".cognimem").mkdir()
    (project / ".cognimem" / "config.toml").write_text("[hook]\ntop_k = 3\n")
    env = {**env, "COGNIMEM_RECALL_ALPHA": "0.7"}
    data = {row["key"]: row for row in json.loads(cli(project, env, "config", "--json").stdout)}
    assert data["hook.top_k"]["value"] == 3 and data["hook.top_k"]["source"].endswith("config.toml")
    assert (
        data["recall.alpha"]["value"] == 0.7
        and data["recall.alpha"]["source"] == "env COGNIMEM_RECALL_ALPHA"
    )
    assert data["decay.tau"]["source"] == "default"
    bad = cli(project, {**env, "COGNIMEM_HOOK_TOP_K": "many"}, "config")
    assert bad.returncode == 2 and "COGNIMEM_HOOK_TOP_K" in bad.stderr


# -- the real console script ---------------------------------------------------------------------


def test_console_script_starts_and_keeps_stdout_and_stderr_apart(project, env):
    r = spawn(project, env, "remember", "deploys go through make ship", "--json")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert json.loads(r.stdout)["action"] == "stored"
    r = spawn(project, env, "recall", "how do we deploy")
    assert r.returncode == 0 and "deploys go through make ship" in r.stdout and r.stderr == ""


def test_console_script_bad_input_exits_2_with_one_line_on_stderr(project, env):
    r = spawn(project, env, "show", "999")
    assert r.returncode == 2 and r.stdout == ""
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:"), r.stderr
    r = spawn(project, env, "no-such-command")
    assert r.returncode == 2 and r.stderr.strip().splitlines()[-1].startswith("error:")


def test_console_script_help(project, env):
    r = spawn(project, env, "--help")
    assert r.returncode == 0 and "remember" in r.stdout and r.stderr == ""


# -- the in-process helper against the real thing ----------------------------------------------

PARITY = [
    ["--help"],
    ["remember", "--help"],
    ["show", "999"],
    ["remember", "x", "--importance", "7"],
    ["no-such-command"],
    ["list", "--json"],
    ["config", "--json"],
]


def test_in_process_runs_answer_as_the_console_script_does(project, env):
    assert cli(project, env, "remember", "deploys go through make ship").returncode == 0
    for args in PARITY:
        inside, spawned = cli(project, env, *args), spawn(project, env, *args)
        assert (inside.returncode, inside.stdout, inside.stderr) == (
            spawned.returncode,
            spawned.stdout,
            spawned.stderr,
        ), args


def test_an_in_process_run_leaves_the_test_process_as_it_found_it(project, env, tmp_path):
    before = (dict(os.environ), os.getcwd(), list(sys.argv), sys.stdin, sys.stdout, sys.stderr)
    elsewhere = {**env, "COGNIMEM_RECALL_ALPHA": "0.7"}
    r = cli(project, elsewhere, "remember", "-", "--json", stdin="read from stdin")
    assert r.returncode == 0 and json.loads(r.stdout)["memory"]["content"] == "read from stdin"
    assert cli(tmp_path, env, "--help").returncode == 0
    after = (dict(os.environ), os.getcwd(), list(sys.argv), sys.stdin, sys.stdout, sys.stderr)
    assert after == before
