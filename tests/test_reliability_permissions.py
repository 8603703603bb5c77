"""Permissions and network: every store folder is 0700 and every file in it 0600 (the database,
its -wal and -shm, backups, logs), whatever the umask; and nothing opens a network socket, let
alone listens, during a CLI run or while the MCP server serves."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from layers.backup import backup_dir, list_backups
from tests.conftest import ROOT, VENV_BIN
from tests.support.cli import cli
from tests.test_reliability_corruption import backup_cli, make_v1_store

EXE = str(VENV_BIN / "cognimem")
SERVER_PY = ROOT / "server.py"
# Not secret and not ours to lock down: the store folder's .gitignore (the folder is 0700).
NOT_PRIVATE = {".gitignore"}


def mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def umask_0() -> None:
    os.umask(0)


def run(
    project: Path, env: dict, *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`cognimem ARGS` in-process under umask 0 (the umask is the process's: restored after)."""
    previous = os.umask(0)
    try:
        return cli(project, env, *args, stdin=stdin)
    finally:
        os.umask(previous)


def spawn(
    project: Path, env: dict, *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`cognimem ARGS` as a real process started with umask 0."""
    done = subprocess.run(
        [EXE, *args],
        cwd=project,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=umask_0,
    )
    return done


def loose(roots: list[Path]) -> list[str]:
    out = []
    for root in roots:
        if not root.exists():
            continue
        for p in [root, *root.rglob("*")]:
            if p.is_dir() and mode(p) != 0o700:
                out.append(f"{p}: {oct(mode(p))} (folder, want 0o700)")
            elif p.is_file() and p.name not in NOT_PRIVATE and mode(p) != 0o600:
                out.append(f"{p}: {oct(mode(p))} (file, want 0o600)")
    return out


def test_every_store_file_is_private_even_with_umask_0(project, env, home, tmp_path):
    assert spawn(project, env, "remember", "deploys go through make ship").returncode == 0
    assert (
        spawn(project, env, "remember", "tabs, never spaces", "--scope", "global").returncode == 0
    )
    assert backup_cli(project, env).returncode == 0  # backups of both stores
    spawn(project, env, "hook", "prompt", stdin="not json")  # a hooks.log line
    old_store = tmp_path / "old" / ".cognimem" / "memory.db"
    (tmp_path / "old" / ".git").mkdir(parents=True)
    make_v1_store(old_store)
    os.chmod(old_store.parent, 0o700)
    os.chmod(old_store, 0o600)

    from cognition import open_memory

    seen: list[str] = []

    async def while_open(where: Path) -> None:
        async with open_memory(where) as mem:
            await mem.remember(f"a write while open in {where.name}")
            await mem.remember("a global write while open", scope="global")
            for side in ("-wal", "-shm"):  # they exist while a connection is open
                f = Path(f"{mem.root / '.cognimem' / 'memory.db'}{side}")
                assert f.exists(), f
                seen.append(f.name)
            seen.extend(loose([where / ".cognimem", home]))

    previous = os.umask(0)
    try:
        asyncio.run(while_open(project))
        asyncio.run(while_open(tmp_path / "old"))  # migrates: a pre-migrate backup
    finally:
        os.umask(previous)
    problems = [s for s in seen if ": " in s]
    assert problems == [], "\n".join(problems)
    assert "memory.db-wal" in seen and "memory.db-shm" in seen
    assert [p for p in list_backups(old_store) if ".pre-migrate-" in p.name]
    # backups live outside the projects (issue 18): the home holds them all, private
    assert (home / "backups").is_dir() and backup_dir(project / ".cognimem" / "memory.db").is_dir()
    assert (home / "logs" / "hooks.log").is_file()
    assert loose([project / ".cognimem", home, tmp_path / "old" / ".cognimem"]) == []


def test_a_loosened_store_folder_is_tightened_again(project, env):
    assert run(project, env, "remember", "first").returncode == 0
    os.chmod(project / ".cognimem", 0o755)
    assert run(project, env, "remember", "second").returncode == 0
    assert mode(project / ".cognimem") == 0o700


def test_a_loosened_store_file_is_tightened_again(project, env):
    assert run(project, env, "remember", "first").returncode == 0
    db = project / ".cognimem" / "memory.db"
    os.chmod(db, 0o644)
    assert run(project, env, "remember", "second").returncode == 0
    assert mode(db) == 0o600


def test_the_gitignore_is_not_world_writable(project, env):
    assert run(project, env, "remember", "first").returncode == 0
    assert mode(project / ".cognimem" / ".gitignore") & 0o022 == 0


# -- no network ------------------------------------------------------------------------------------

# Runs the CLI (or the server) with an audit hook that records every internet socket the
# process creates, binds or connects (asyncio's own AF_UNIX socket pair is not network).
AUDITED = textwrap.dedent("""
    import atexit, json, os, socket, sys
    events = []

    def hook(event, args):
        if event == "socket.__new__" and args[1] in (socket.AF_INET, socket.AF_INET6):
            events.append(f"{event} family={args[1]}")
        elif event in ("socket.bind", "socket.connect", "socket.sendto", "socket.getaddrinfo"):
            events.append(f"{event} {args[1:]!r}"[:200])

    sys.addaudithook(hook)
    atexit.register(lambda: open(os.environ["AUDIT_OUT"], "w").write(json.dumps(events)))
    target = sys.argv[1]
    sys.argv = sys.argv[1:]
    if target == "cli":
        from cognition.cli.main import main
        sys.exit(main(sys.argv[1:]))
    import runpy
    runpy.run_path(target, run_name="__main__")
""")


def audited(project: Path, env: dict, out: Path, target: str, *args: str, **kw) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", AUDITED, target, *args],
        cwd=project,
        env={**env, "AUDIT_OUT": str(out), "PYTHONPATH": str(ROOT)},
        **kw,
    )


def inet_sockets(pid: int) -> list[str]:
    """The internet sockets (TCP or UDP, v4 or v6) among a process's open files."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    found = []
    for table in ("tcp", "tcp6", "udp", "udp6"):
        path = Path(f"/proc/net/{table}")
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            cols = line.split()
            if len(cols) > 9 and cols[9] in inodes:
                state = "LISTEN" if table.startswith("tcp") and cols[3] == "0A" else cols[3]
                found.append(f"{table} {cols[1]} state {state}")
    return found


def test_no_network_during_cli_runs(project, env, tmp_path):
    commands = [
        ["remember", "deploys go through make ship"],
        ["recall", "deploy"],
        ["list"],
        ["stats"],
        ["export"],
        ["show", "1"],
        ["decay", "--dry-run"],
    ]
    commands.append(["hook", "prompt"])
    for n, args in enumerate(commands):
        out = tmp_path / f"audit-{n}.json"
        stdin = (
            json.dumps({"prompt": "how do we deploy", "cwd": str(project), "session_id": "n"})
            if args[0] == "hook"
            else None
        )
        p = audited(
            project,
            env,
            out,
            "cli",
            *args,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        _, err = p.communicate(stdin, timeout=120)
        assert p.returncode == 0, (args, err)
        assert json.loads(out.read_text()) == [], args
    # And while a command is alive (waiting for its content on stdin), nothing is open either.
    p = subprocess.Popen(
        [EXE, "remember", "-"],
        cwd=project,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert inet_sockets(p.pid) == []
    finally:
        p.communicate("stored while we watched", timeout=120)
    assert p.returncode == 0


def test_the_mcp_server_opens_no_network_socket(project, env, tmp_path):
    out = tmp_path / "audit-server.json"
    proc = audited(
        project,
        env,
        out,
        str(SERVER_PY),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    messages = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "test", "version": "0"},
            },
        },
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "remember", "arguments": {"content": "ship with make ship"}},
        },
        {
            "jsonrpc": "2.0",
            "id": 3,
            "method": "tools/call",
            "params": {"name": "recall", "arguments": {"query": "ship"}},
        },
    ]
    try:
        for message in messages:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
            while "id" in message:
                line = proc.stdout.readline()
                assert line, proc.stderr.read()
                if json.loads(line).get("id") == message["id"]:
                    break
        assert inet_sockets(proc.pid) == []  # serving, store open, after two tool calls
    finally:
        proc.communicate(timeout=60)
    assert proc.returncode == 0
    assert json.loads(out.read_text()) == []


def test_the_network_checks_see_a_listener(tmp_path, env):
    """Both checks do catch a listening socket (so an empty answer above means something)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        assert any("LISTEN" in x for x in inet_sockets(os.getpid()))
    script = tmp_path / "listen.py"
    script.write_text("import socket\ns = socket.socket()\ns.bind(('127.0.0.1', 0))\ns.listen()\n")
    out = tmp_path / "audit.json"
    p = audited(tmp_path, env, out, str(script))
    assert p.wait(timeout=60) == 0
    events = json.loads(out.read_text())
    assert any(e.startswith("socket.__new__") for e in events)
    assert any(e.startswith("socket.bind") for e in events)


# -- exports are as private as the store -----------------------------------------------------

EXPORTS = [("export", "--output"), ("graph", "export", "--output")]


@pytest.mark.parametrize("command", EXPORTS, ids=["export", "graph-export"])
def test_an_export_file_is_0600_even_with_umask_0(project, env, tmp_path, command):
    assert run(project, env, "remember", "deploys go through make ship").returncode == 0
    assert run(project, env, "remember", "the ship target runs the tests first").returncode == 0
    assert run(project, env, "relate", "1", "2", "--type", "related").returncode == 0
    out = tmp_path / "out.txt"
    done = run(project, env, *command, str(out))
    assert done.returncode == 0, done.stderr
    assert mode(out) == 0o600 and out.stat().st_size > 0
    # an existing, readable file is replaced by a private one
    os.chmod(out, 0o644)
    assert run(project, env, *command, str(out)).returncode == 0
    assert mode(out) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("command", EXPORTS, ids=["export", "graph-export"])
def test_an_export_never_writes_or_chmods_through_a_link(project, env, tmp_path, command):
    assert run(project, env, "remember", "deploys go through make ship").returncode == 0
    target = tmp_path / "someone-elses.txt"
    target.write_text("keep me\n")
    os.chmod(target, 0o644)
    out = tmp_path / "out.txt"
    out.symlink_to(target)
    assert run(project, env, *command, str(out)).returncode == 0
    assert target.read_text() == "keep me\n" and mode(target) == 0o644
    assert not out.is_symlink() and mode(out) == 0o600  # the link was replaced, atomically


def test_export_to_a_missing_folder_is_one_line_exit_2(project, env, tmp_path):
    assert run(project, env, "remember", "x").returncode == 0
    done = run(project, env, "export", "--output", str(tmp_path / "no" / "such" / "f.jsonl"))
    assert done.returncode == 2 and done.stderr.startswith("error: cannot write")
    assert len(done.stderr.strip().splitlines()) == 1


def test_the_api_graph_export_file_is_0600(project, tmp_path):
    from cognition import open_memory

    async def go() -> None:
        async with open_memory(project) as mem:
            a = await mem.remember("deploys go through make ship")
            b = await mem.remember("the ship target runs the tests first")
            await mem.relate(a.memory.id, b.memory.id, "related")
            previous = os.umask(0)
            try:
                await mem.export_graph("graphml", tmp_path / "g.graphml")
            finally:
                os.umask(previous)

    asyncio.run(go())
    assert mode(tmp_path / "g.graphml") == 0o600
