"""Many processes on one store: the MCP server (stdio), four prompt hooks, two CLI writers and two
API writers, all at once. Every write a process was told was stored is there with its content, no
user sees a lock error, and the file passes SQLite's integrity checks.

The soak lasts until every process has done its share (QUOTA: writes told stored, or prompts
a hook process ran), and every process keeps going until the last one has, so each
share is done while all the others are running. `COGNIMEM_SOAK_SECONDS=60` also makes it last
at least that long: the full soak (docs/reliability.md).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from contextlib import closing
from pathlib import Path

import pytest

from tests.conftest import ROOT, VENV_BIN

SOAK_SECONDS = float(os.environ.get("COGNIMEM_SOAK_SECONDS", "0"))  # a minimum length
# Each process's share. A CLI write or a hook is a new process (~0.3 s alone, seconds under
# this load); the long-lived writers loop, so they write many more while the others finish.
QUOTA = {"mcp": 50, "api": 50, "cli": 2, "hook": 2}
SHARE_LIMIT_S = 300  # how long all the shares may take before the test fails
SERVER_PY = ROOT / "server.py"
LOCK_WORDS = ("locked", "busy")

# Each driver is its own process: it gets ready (imports, connects), says so with a file, waits
# for the common start signal, loops until the test's stop signal, says with a file when it has
# done its share, and writes a JSON report.
START = """
import os, sys, time
name, project, quota, tmp = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
out = os.path.join(tmp, name + ".json")

def ready_then_wait():
    open(os.path.join(tmp, name + ".ready"), "w").close()
    while not os.path.exists(os.path.join(tmp, "go")):
        time.sleep(0.01)

def keep_going(done):
    if done >= quota and not os.path.exists(os.path.join(tmp, name + ".share")):
        open(os.path.join(tmp, name + ".share"), "w").close()
    return not os.path.exists(os.path.join(tmp, "stop"))
"""

API_WRITER = START + textwrap.dedent("""
    import asyncio, json, uuid
    from cognition import open_memory

    report = {"stored": [], "merged": [], "errors": [], "calls": 0}

    async def main():
        async with open_memory(project) as mem:
            ready_then_wait()
            i = 0
            while keep_going(len(report["stored"])):
                content = f"{name} wrote note {i} about the deploy pipeline, id {uuid.uuid4()}"
                report["calls"] += 1
                try:
                    r = await mem.remember(content, tags=[name])
                except Exception as exc:
                    report["errors"].append(f"{type(exc).__name__}: {exc}")
                else:
                    report["stored" if r.action == "stored" else "merged"].append([r.memory.ref, content])
                if i % 7 == 3:  # some reads in between, as a long-lived client does
                    try:
                        await mem.recall("deploy pipeline", limit=3)
                    except Exception as exc:
                        report["errors"].append(f"recall {type(exc).__name__}: {exc}")
                i += 1

    asyncio.run(main())
    json.dump(report, open(out, "w"))
""")

CLI_WRITER = START + textwrap.dedent("""
    import json, subprocess, uuid

    exe = sys.argv[5]
    report = {"stored": [], "merged": [], "errors": [], "stderr": [], "calls": 0, "seconds": []}
    ready_then_wait()
    i = 0
    while keep_going(len(report["stored"])):
        content = f"{name} wrote note {i} about the deploy pipeline, id {uuid.uuid4()}"
        report["calls"] += 1
        t0 = time.monotonic()
        done = subprocess.run([exe, "remember", content, "--json", "--tag", name], cwd=project,
                              capture_output=True, text=True, timeout=120)
        report["seconds"].append(time.monotonic() - t0)
        if done.stderr:
            report["stderr"].append(done.stderr)
        if done.returncode != 0:
            report["errors"].append(f"exit {done.returncode}: {done.stderr.strip()}")
        else:
            data = json.loads(done.stdout)
            report["stored" if data["action"] == "stored" else "merged"].append([data["id"], content])
        i += 1
    json.dump(report, open(out, "w"))
""")

HOOK_DRIVER = START + textwrap.dedent("""
    import json, subprocess

    exe = sys.argv[5]
    prompts = ["how does the deploy pipeline work?", "which notes mention the deploy pipeline",
               "what did api-1 write about deploys", "remind me of note 3 on the pipeline"]
    report = {"errors": [], "stderr": [], "calls": 0, "answered": 0, "seconds": []}
    ready_then_wait()
    i = 0
    while keep_going(report["calls"]):
        payload = {"session_id": f"{name}-session", "cwd": project, "hook_event_name": "UserPromptSubmit",
                   "prompt": prompts[i % len(prompts)], "transcript_path": "/nonexistent.jsonl"}
        report["calls"] += 1
        t0 = time.monotonic()
        done = subprocess.run([exe, "hook", "prompt"], input=json.dumps(payload), cwd=project,
                              capture_output=True, text=True, timeout=120)
        report["seconds"].append(time.monotonic() - t0)
        if done.stderr:
            report["stderr"].append(done.stderr)
        if done.returncode != 0:
            report["errors"].append(f"exit {done.returncode}")
        if done.stdout.strip():
            try:
                json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
                report["answered"] += 1
            except Exception as exc:
                report["errors"].append(f"bad stdout {done.stdout[:200]!r}: {exc}")
        i += 1
    json.dump(report, open(out, "w"))
""")

MCP_DRIVER = START + textwrap.dedent("""
    import asyncio, json, uuid
    from mcp import Client, StdioServerParameters

    server_py = sys.argv[5]
    report = {"stored": [], "merged": [], "errors": [], "calls": 0}

    async def main():
        params = StdioServerParameters(command=sys.executable, args=[server_py], cwd=project,
                                       env={"COGNIMEM_HOME": os.environ["COGNIMEM_HOME"],
                                            "PATH": os.environ.get("PATH", "")})
        async with Client(params, mode="legacy") as client:
            await client.list_tools()
            ready_then_wait()
            i = 0
            while keep_going(len(report["stored"])):
                content = f"{name} wrote note {i} about the deploy pipeline, id {uuid.uuid4()}"
                report["calls"] += 1
                r = await client.call_tool("remember", {"content": content, "tags": [name]})
                if r.is_error:
                    report["errors"].append(r.content[0].text if r.content else "tool error")
                else:
                    s = r.structured_content
                    report["stored" if s["action"] == "stored" else "merged"].append([s["id"], content])
                if i % 5 == 2:
                    r = await client.call_tool("recall", {"query": "deploy pipeline", "limit": 3})
                    if r.is_error:
                        report["errors"].append("recall: " + (r.content[0].text if r.content else ""))
                i += 1

    asyncio.run(main())
    json.dump(report, open(out, "w"))
""")


def participants(project: Path, tmp: Path) -> list[tuple[str, list[str]]]:
    exe = str(VENV_BIN / "cognimem")
    out: list[tuple[str, list[str]]] = []

    def add(name: str, script: str, *extra: str) -> None:
        quota = str(QUOTA[name.split("-")[0]])
        out.append(
            (name, [sys.executable, "-c", script, name, str(project), quota, str(tmp), *extra])
        )

    add("mcp", MCP_DRIVER, str(SERVER_PY))
    for k in range(4):
        add(f"hook-{k + 1}", HOOK_DRIVER, exe)
    for k in range(2):
        add(f"cli-{k + 1}", CLI_WRITER, exe)
    for k in range(2):
        add(f"api-{k + 1}", API_WRITER)
    return out


def log_lines(home: Path) -> list[str]:
    log = home / "logs" / "hooks.log"
    return log.read_text().splitlines() if log.exists() else []


def check_store(db: Path) -> dict[str, int]:
    """Integrity of the file and of the FTS index; returns row counts."""
    with closing(sqlite3.connect(db)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        conn.execute("INSERT INTO memory_fts(memory_fts) VALUES ('integrity-check')")
        return {
            t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("memory", "vector", "event", "edge")
        }


@pytest.mark.timeout(int(SOAK_SECONDS) + SHARE_LIMIT_S + 400)
def test_many_processes_one_store_nothing_lost(project, env, home, tmp_path):
    # The store exists first, as it would in use (the first open creates and migrates it).
    seed = subprocess.run(
        [str(VENV_BIN / "cognimem"), "remember", "the deploy pipeline is make ship"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert seed.returncode == 0, seed.stderr
    procs = []
    for name, argv in participants(project, tmp_path):
        procs.append(
            (
                name,
                subprocess.Popen(
                    argv,
                    cwd=project,
                    env=env,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                ),
            )
        )
    # Everyone starts together once every process is ready (imports done, server up).
    limit = time.monotonic() + 180
    while not all((tmp_path / f"{name}.ready").exists() for name, _ in procs):
        dead = [(name, p.returncode) for name, p in procs if p.poll() is not None]
        assert not dead and time.monotonic() < limit, f"drivers not ready: {dead}"
        time.sleep(0.05)
    (tmp_path / "go").touch()
    started = time.monotonic()
    # Until every process has done its share (and the minimum length has passed); a process that
    # ends before the stop signal fails the test below with its exit code or report.
    while time.monotonic() < started + SOAK_SECONDS or not all(
        (tmp_path / f"{name}.share").exists() for name, _ in procs
    ):
        if any(p.poll() is not None for _, p in procs):
            break
        if time.monotonic() > started + SOAK_SECONDS + SHARE_LIMIT_S:
            behind = [name for name, _ in procs if not (tmp_path / f"{name}.share").exists()]
            for _, q in procs:
                q.kill()
            pytest.fail(f"not done with their share in {SHARE_LIMIT_S} s: {behind}")
        time.sleep(0.05)
    soak_s = time.monotonic() - started
    (tmp_path / "stop").touch()
    outputs = {}
    for name, p in procs:
        try:
            out, err = p.communicate(timeout=300)
        except subprocess.TimeoutExpired:
            for _, q in procs:
                q.kill()
            raise
        outputs[name] = (p.returncode, out, err)

    reports = {}
    for name, (code, _out, err) in outputs.items():
        assert code == 0, f"{name} exited {code}: {err[-2000:]}"
        assert "Traceback" not in err, f"{name}: {err[-2000:]}"
        assert not any(w in err.lower() for w in LOCK_WORDS), f"{name} stderr: {err[-2000:]}"
        reports[name] = json.loads((tmp_path / f"{name}.json").read_text())

    db = project / ".cognimem" / "memory.db"
    counts = check_store(db)
    lost, wrong = [], []
    told_stored = 0
    with closing(sqlite3.connect(db)) as conn:
        for name, r in reports.items():
            assert r["errors"] == [], f"{name}: {r['errors'][:5]}"
            for stream in r.get("stderr", []):
                assert not any(w in stream.lower() for w in LOCK_WORDS), f"{name}: {stream}"
            for ref, content in r.get("stored", []):
                told_stored += 1
                row = conn.execute(
                    "SELECT content FROM memory WHERE id = ?", (int(ref),)
                ).fetchone()
                if row is None:
                    lost.append((name, ref))
                elif row[0] != content:
                    wrong.append((name, ref, row[0][:80], content[:80]))
            for ref, _ in r.get("merged", []):
                assert conn.execute("SELECT 1 FROM memory WHERE id = ?", (int(ref),)).fetchone()
    assert lost == [] and wrong == []
    writers = [n for n in reports if n.startswith(("cli", "api", "mcp"))]
    for name, _ in procs:  # each did its share while every other process was running
        assert (tmp_path / f"{name}.share").exists(), f"{name} stopped early: {reports[name]}"
    merged = sum(len(r.get("merged", [])) for r in reports.values())
    assert merged == 0  # every write was distinct text: a merge would be a false duplicate
    hook_calls = sum(r["calls"] for n, r in reports.items() if n.startswith("hook"))

    def spread(prefix: str) -> str:
        took = sorted(t for n, r in reports.items() if n.startswith(prefix) for t in r["seconds"])
        return f"median {took[len(took) // 2]:.2f} s, max {took[-1]:.2f} s" if took else "none"

    hook_times = f"{spread('hook')} per hook process"
    hook_lock_lines = [x for x in log_lines(home) if any(w in x.lower() for w in LOCK_WORDS)]
    per = ", ".join(f"{n} {len(reports[n]['stored'])}" for n in writers)
    per += f"; a CLI remember took {spread('cli')}"
    print(
        f"\nsoak: {len(procs)} processes ({', '.join(outputs)}), {soak_s:.1f} s: "
        f"{told_stored} writes told stored ({per}), 0 lost, 0 wrong; {hook_calls} prompt hooks "
        f"({sum(r.get('answered', 0) for r in reports.values())} answered, {hook_times}, "
        f"{len(hook_lock_lines)} logged a busy store); store {counts}; integrity ok"
    )


def test_soak_includes_the_mcp_server(project, tmp_path):
    assert "mcp" in [name for name, _ in participants(project, tmp_path)]


def test_soak_includes_four_prompt_hooks(project, tmp_path):
    names = [name for name, _ in participants(project, tmp_path)]
    assert sum(n.startswith("hook-") for n in names) == 4
