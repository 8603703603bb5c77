"""The graph commands of the `cognimem` command line (run in-process: tests/support/cli.py)."""

from __future__ import annotations

import io
import json
import sqlite3
from contextlib import closing

import networkx as nx
import pytest

from cognition import open_memory
from tests.support.aio import run
from tests.support.cli import cli as run_cli


def cli(project, env, *args, cwd=None):
    return run_cli(cwd or project, env, *args)


def ok(project, env, *args, cwd=None):
    r = cli(project, env, *args, cwd=cwd)
    assert r.returncode == 0, (args, r.stdout, r.stderr)
    return r


def js(project, env, *args):
    return json.loads(ok(project, env, *args, "--json").stdout)


def snapshot(project):
    db = project / ".cognimem" / "memory.db"
    with closing(sqlite3.connect(db)) as conn:
        return tuple(
            conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
            for t in ("memory", "edge", "anchor", "entity", "event")
        )


def test_five_step_decision_chain_with_a_reversal(project, env):
    fact = js(project, env, "remember", "write load peaks at 5k inserts/s")["id"]
    d1 = js(
        project,
        env,
        "decide",
        "use postgres",
        "--rationale",
        "real transactions",
        "--alternative",
        "mysql: weaker JSON",
        "--alternative",
        "mongodb: no joins",
        "--because",
        fact,
        "--tag",
        "db",
        "--importance",
        "4",
    )["id"]
    d2 = js(project, env, "decide", "add a read replica", "--follows", d1)["id"]
    d3 = js(project, env, "decide", "route reports to the replica", "--follows", d2)["id"]
    r = ok(project, env, "decide", "drop the replica, cache instead", "--reverses", d2)
    assert f"reverses #{d2}" in r.stdout and "superseded" in r.stdout
    d4 = js(project, env, "list", "--layer", "decision", "--limit", "1")["items"][0]["id"]
    d5 = js(project, env, "decide", "cache reports for 5 minutes", "--follows", str(d4))["id"]
    ok(project, env, "outcome", d5, "report latency fell to 40 ms")
    ids = [d1, d2, d3, str(d4), d5]
    chains = [[s["id"] for s in js(project, env, "chain", i)] for i in ids]
    assert all(c == ids for c in chains), chains
    steps = js(project, env, "chain", d3)
    assert [s["superseded"] for s in steps] == [False, True, False, False, False]
    assert [(s["after"], s["relation"]) for s in steps][1:] == [
        (int(d1), "led_to"),
        (int(d2), "led_to"),
        (int(d2), "reverses"),
        (d4, "led_to"),
    ]
    assert steps[0]["because"] == [int(fact)]
    assert steps[0]["memory"]["extra"]["alternatives"][0] == {
        "option": "mysql",
        "why_not": "weaker JSON",
    }
    assert steps[4]["memory"]["extra"]["outcome"] == "report latency fell to 40 ms"
    text = ok(project, env, "chain", d1).stdout
    assert "[superseded]" in text and "rejected: mysql — weaker JSON" in text
    assert "outcome: report latency fell to 40 ms" in text and "because: #1" in text


def test_relate_neighbours_path_unrelate_and_export(project, env, tmp_path):
    for text in ("the build is slow", "webpack has no cache", "CI timed out twice"):
        ok(project, env, "remember", text)
    assert (
        "linked #2 -supports-> #1"
        in ok(project, env, "relate", "2", "1", "--type", "supports").stdout
    )
    e = js(project, env, "relate", "3", "1", "--type", "caused_by", "--weight", "0.5")
    assert e == {
        "src": 3,
        "dst": 1,
        "type": "caused_by",
        "weight": 0.5,
        "created_at": e["created_at"],
    }
    near = js(project, env, "neighbours", "2", "--depth", "2")
    assert [(n["id"], n["depth"]) for n in near][:2] == [("1", 1), ("3", 2)]
    only = js(project, env, "neighbours", "1", "--type", "caused_by")
    assert [n["id"] for n in only] == ["3"]
    steps = js(project, env, "path", "2", "3")
    assert [s["node"] for s in steps] == ["2", "1", "3"]
    assert "-supports->" in ok(project, env, "path", "2", "3").stdout
    out = tmp_path / "g.graphml"
    ok(project, env, "graph", "export", "--format", "graphml", "-o", str(out))
    G = nx.read_graphml(out, force_multigraph=True)
    assert {(u, v) for u, v in G.edges()} >= {("2", "1"), ("3", "1")}
    data = json.loads(ok(project, env, "graph", "export", "--format", "node-link").stdout)
    assert {n["id"] for n in data["nodes"]} >= {"1", "2", "3"}
    nx.node_link_graph(data, edges="links")
    assert js(project, env, "unrelate", "2", "1") == {"removed": 1}
    assert "2" not in {n["id"] for n in js(project, env, "neighbours", "1")}
    G2 = nx.read_graphml(
        io.StringIO(ok(project, env, "graph", "export").stdout), force_multigraph=True
    )
    assert ("2", "1") not in set(G2.edges())


def test_anchor_then_edit_flips_stale_and_back(project, env):
    src = project / "src"
    src.mkdir()
    (src / "auth.py").write_text("def login():\n    return check()\n\ndef logout():\n    pass\n")
    ok(project, env, "remember", "login calls check first")
    r = ok(project, env, "anchor", "1", "src/auth.py", "--lines", "1-2", "--symbol", "login")
    assert "anchored #1 to src/auth.py:1-2 (login)" in r.stdout
    ok(project, env, "anchor", "1", "auth.py", cwd=src)  # relative to where it runs
    assert js(project, env, "stale") == []
    assert "no stale memories" in ok(project, env, "stale").stdout
    original = (src / "auth.py").read_text()
    (src / "auth.py").write_text(original.replace("check()", "verify()"))
    reports = js(project, env, "stale")
    assert {(r["memory_id"], r["reason"]) for r in reports} == {(1, "changed")}
    assert "src/auth.py" in ok(project, env, "stale", "1").stdout
    (src / "auth.py").write_text(original)
    assert js(project, env, "stale") == []
    assert js(project, env, "unanchor", "1", "src/auth.py") == {"removed": 2}


BAD = [
    ["relate", "1", "2"],
    ["relate", "1", "2", "--type", "likes"],
    ["relate", "1", "1", "--type", "related"],
    ["relate", "1", "99", "--type", "related"],
    ["relate", "1", "g1", "--type", "related"],
    ["relate", "1", "2", "--type", "related", "--weight", "2"],
    ["relate", "1", "2", "--type", "related", "--weight", "heavy"],
    ["relate", "1", "2", "--type", "because"],
    ["relate", "3", "1", "--type", "reverses"],
    ["unrelate", "1", "2"],
    ["unrelate", "1", "2", "--type", "nope"],
    ["neighbours", "1", "--depth", "0"],
    ["neighbours", "1", "--depth", "x"],
    ["neighbours", "x"],
    ["path", "1", "404"],
    ["graph", "import"],
    ["graph", "export", "--format", "dot"],
    ["graph", "export", "-o", "/nonexistent/dir/g.xml"],
    ["decide", ""],
    ["decide", "x", "--follows", "404"],
    ["decide", "x", "--follows", "1"],
    ["decide", "x", "--because", "g1"],
    ["decide", "x", "--importance", "9"],
    ["decide", "x", "--reverses", "3", "--follows", "3"],
    ["outcome", "1", "worked"],
    ["outcome", "3", ""],
    ["chain", "1"],
    ["chain", "404"],
    ["anchor", "1", "../outside.py"],
    ["anchor", "1", "missing.py"],
    ["anchor", "1", "a.py", "--lines", "ten"],
    ["anchor", "1", "a.py", "--lines", "5-2"],
    ["anchor", "1", "a.py", "--lines", "1-50"],
    ["anchor", "1", "a.py", "--symbol", "nosuch"],
    ["anchor", "g1", "a.py"],
    ["stale", "404"],
]


@pytest.mark.parametrize("args", BAD, ids=[" ".join(a) or "empty" for a in BAD])
def test_bad_input_exit_2_one_line_store_unchanged(project, env, args):
    (project / "a.py").write_text("x = 1\n")

    async def setup():  # through the API: the same store the command opens, made faster
        async with open_memory(project) as mem:
            await mem.remember("a fact to link")
            await mem.remember("another fact")
            await mem.decide("a decision")
            await mem.remember("a global preference", scope="global")

    run(setup())
    before = snapshot(project)
    r = cli(project, env, *args)
    assert r.returncode == 2, (r.stdout, r.stderr)
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and "Traceback" not in r.stderr
    assert snapshot(project) == before


def test_help_on_every_graph_command(project, env):
    for command in (
        "relate",
        "unrelate",
        "neighbours",
        "path",
        "graph",
        "decide",
        "outcome",
        "chain",
        "anchor",
        "unanchor",
        "stale",
    ):
        r = cli(project, env, command, "--help")
        assert r.returncode == 0 and "--json" in r.stdout and "--dir" in r.stdout, command
    top = ok(project, env, "--help").stdout
    assert "relate" in top and "decide" in top and "stale" in top
