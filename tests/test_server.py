"""The MCP server: every tool through the SDK's in-memory client, bad arguments answered by a
clear tool error with the store unchanged, and the real stdio process."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, StdioServerParameters

import server
from cognition.mcp_server import outputs, plumbing
from tests.conftest import ROOT, VENV_BIN

pytestmark = pytest.mark.anyio

TOOLS = {
    "remember",
    "recall",
    "get_memory",
    "update_memory",
    "forget",
    "relate",
    "pin",
    "unpin",
    "decide",
    "get_chain",
    "list_memories",
    "memory_stats",
    "feedback",
}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def mcp_server(project: Path, clock: Any) -> Any:
    return server.build_server(str(project), clock=clock)


def engine_has(name: str) -> bool:
    from cognition.api import MemorySystem

    return hasattr(MemorySystem, name)


def needs_engine(name: str):
    return pytest.mark.skipif(
        not engine_has(name), reason=f"the engine has no MemorySystem.{name} yet"
    )


def snapshot(project: Path) -> Any:
    """Everything a tool could change: memories and edges, row by row."""
    db = project / ".cognimem" / "memory.db"
    if not db.exists():
        return None
    with closing(sqlite3.connect(db)) as conn:
        return (
            conn.execute("SELECT * FROM memory ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM edge ORDER BY src, dst, type").fetchall(),
        )


def count(project: Path) -> int:
    snap = snapshot(project)
    return 0 if snap is None else len(snap[0])


async def ok(client: Client, tool: str, args: dict[str, Any] | None = None) -> Any:
    result = await client.call_tool(tool, args or {})
    assert not result.is_error, result.content
    return result.structured_content


async def fails(client: Client, tool: str, args: dict[str, Any]) -> str:
    result = await client.call_tool(tool, args)
    assert result.is_error, result.structured_content
    return result.content[0].text


# -- listing ---------------------------------------------------------------------------------


async def test_lists_every_tool_with_compact_schemas(mcp_server: Any) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        assert "recall" in (client.instructions or "")
        assert len(client.instructions) < 500
        listed = (await client.list_tools()).tools
    assert {t.name for t in listed} == TOOLS
    for tool in listed:
        assert tool.description and len(tool.description) <= 160, tool.name
        text = json.dumps(tool.input_schema)
        assert '"title": "' not in text.replace('"title": {', ""), tool.name  # no pydantic titles
        assert '{"type": "null"}' not in text, tool.name
        assert tool.output_schema is not None, tool.name  # structured output
    remember = next(t for t in listed if t.name == "remember")
    assert remember.input_schema["required"] == ["content"]
    assert remember.input_schema["properties"]["importance"]["maximum"] == 5
    assert "title" in remember.input_schema["properties"]  # the argument named title stays


def test_initialize_is_lazy(project: Path, env: dict[str, str]) -> None:
    """Listing tools neither imports the engine nor opens a store."""
    script = textwrap.dedent(f"""
        import asyncio, sys
        sys.path.insert(0, {str(ROOT)!r})
        import server
        from mcp import Client

        async def main():
            async with Client(server.build_server({str(project)!r}), mode="legacy") as c:
                await c.list_tools()
        asyncio.run(main())
        heavy = [m for m in ("cognition.api", "numpy", "networkx", "aiosqlite", "layers.connection")
                 if m in sys.modules]
        print(",".join(heavy) or "none")
    """)
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"
    assert not (project / ".cognimem").exists()


# -- the tools -------------------------------------------------------------------------------


async def test_remember_recall_get(mcp_server: Any, project: Path) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        empty = await ok(client, "recall", {"query": "how do we deploy"})
        assert empty["hits"] == [] and "note" in empty
        saved = await ok(
            client,
            "remember",
            {"content": "deploys go through make ship", "tags": ["deploy"], "importance": 4},
        )
        assert saved.pop("store").startswith("project store ")  # where it went (issue 18)
        assert saved == {"id": "1", "action": "stored"}
        again = await ok(client, "remember", {"content": "Deploys go through  make ship"})
        assert again["action"] == "merged" and again["id"] == "1"
        assert count(project) == 1

        found = await ok(client, "recall", {"query": "how do we deploy"})
        hit = found["hits"][0]
        assert hit["id"] == "1" and hit["content"] == "deploys go through make ship"
        assert hit["tags"] == ["deploy"] and hit["importance"] == 4 and "score" in hit
        assert hit["date"] == "2026-01-01"
        assert "title" not in hit and "status" not in hit  # empty / default fields left out

        whole = await ok(client, "get_memory", {"id": "1"})
        assert whole["content"] == "deploys go through make ship"
        assert whole["status"] == "active" and whole["scope"] == "project"
        assert whole["created"] == "2026-01-01T00:00Z"


async def test_text_content_mirrors_structured(mcp_server: Any) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        result = await client.call_tool("remember", {"content": "ruff is the linter"})
    assert json.loads(result.content[0].text) == result.structured_content


async def test_long_content_is_cut_in_lists_not_in_get(mcp_server: Any) -> None:
    long = "the build cache lives in /var/cache/build. " * 30
    async with Client(mcp_server, mode="legacy") as client:
        saved = await ok(client, "remember", {"content": long})
        hit = (await ok(client, "recall", {"query": "build cache"}))["hits"][0]
        assert len(hit["content"]) <= outputs.CUT_CHARS + 1
        assert "get_memory" in hit["cut"]
        listed = (await ok(client, "list_memories"))["items"][0]
        assert "cut" in listed
        whole = await ok(client, "get_memory", {"id": saved["id"]})
        assert whole["content"] == long.strip()


async def test_update_memory(mcp_server: Any, project: Path) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        await ok(client, "remember", {"content": "tests run with pytest -x"})
        updated = await ok(
            client, "update_memory", {"id": 1, "title": "Testing", "tags": ["ci"], "importance": 5}
        )
        assert updated["title"] == "Testing" and updated["tags"] == ["ci"]
        assert updated["importance"] == 5
        layer = await ok(client, "update_memory", {"id": "1", "layer": "experience"})
        assert layer["layer"] == "experience"
    assert count(project) == 1


async def test_forget_archive_supersede_delete(mcp_server: Any, project: Path) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        await ok(client, "remember", {"content": "staging is on host alpha"})
        await ok(client, "remember", {"content": "staging moved to host beta"})
        await ok(client, "remember", {"content": "scratch note about lunch"})

        archived = await ok(client, "forget", {"id": 3})
        assert archived == {"id": "3", "status": "archived"}
        hidden = (await ok(client, "recall", {"query": "lunch"}))["hits"]
        assert "3" not in [h["id"] for h in hidden]
        back = await ok(client, "recall", {"query": "lunch", "include_archived": True})
        assert {"id": "3", "status": "archived"}.items() <= next(
            h for h in back["hits"] if h["id"] == "3"
        ).items()

        old = await ok(client, "forget", {"id": 1, "mode": "supersede", "superseded_by": 2})
        assert old["status"] == "superseded"
        whole = await ok(client, "get_memory", {"id": 1})
        assert whole["superseded_by"] == "2" and "valid_to" in whole
        assert {"type": "supersedes", "from": "2"} in whole["links"]

        gone = await ok(client, "forget", {"id": 3, "mode": "delete"})
        assert gone["status"] == "deleted"
        assert "no memory" in await fails(client, "get_memory", {"id": 3})
    assert count(project) == 2


async def test_pin_unpin(mcp_server: Any) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        await ok(client, "remember", {"content": "never force-push main"})
        assert await ok(client, "pin", {"id": 1}) == {"id": "1", "status": "active", "pinned": True}
        assert (await ok(client, "get_memory", {"id": 1}))["pinned"] is True
        assert (await ok(client, "list_memories"))["items"][0]["pinned"] is True
        assert (await ok(client, "unpin", {"id": "#1"}))["pinned"] is False


async def test_list_memories_pages_and_filters(mcp_server: Any, clock: Any) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        for i, layer in enumerate(["fact", "experience", "fact"]):
            clock.advance(60)
            await ok(
                client,
                "remember",
                {
                    "content": f"memory number {i}",
                    "layer": layer,
                    "tags": ["even"] if i % 2 == 0 else [],
                },
            )
        first = await ok(client, "list_memories", {"limit": 2})
        assert [m["id"] for m in first["items"]] == ["3", "2"]  # newest first
        assert first["total"] == 3 and first["next_offset"] == 2
        rest = await ok(client, "list_memories", {"limit": 2, "offset": 2})
        assert [m["id"] for m in rest["items"]] == ["1"] and "next_offset" not in rest
        facts = await ok(client, "list_memories", {"layer": "fact"})
        assert {m["id"] for m in facts["items"]} == {"1", "3"}
        tagged = await ok(client, "list_memories", {"tag": "even"})
        assert {m["id"] for m in tagged["items"]} == {"1", "3"}
        assert (await ok(client, "list_memories", {"status": "archived"}))["items"] == []


async def test_global_scope(mcp_server: Any, home: Path) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        saved = await ok(
            client, "remember", {"content": "I prefer tabs over spaces", "scope": "global"}
        )
        assert saved["id"] == "g1"
        assert (await ok(client, "get_memory", {"id": "g1"}))["scope"] == "global"
        hits = (await ok(client, "recall", {"query": "tabs or spaces"}))["hits"]
        assert hits[0]["id"] == "g1"
    assert (home / "global.db").exists()


async def test_parallel_tool_calls_take_turns(mcp_server: Any, project: Path) -> None:
    """Parallel tool use sends several calls at once; none may crash on the shared store."""
    import anyio

    results: list[Any] = []
    async with Client(mcp_server, mode="legacy") as client:

        async def one(i: int) -> None:
            results.append(await client.call_tool("remember", {"content": f"parallel memory {i}"}))
            results.append(await client.call_tool("recall", {"query": "parallel"}))

        async with anyio.create_task_group() as tg:
            for i in range(12):
                tg.start_soon(one, i)
    assert [r.content[0].text for r in results if r.is_error] == []
    assert count(project) == 12


async def test_memory_stats(mcp_server: Any, project: Path) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        await ok(client, "remember", {"content": "the API lives in api/", "layer": "fact"})
        stats = await ok(client, "memory_stats")
    assert stats["project"]["memories"] == 1
    assert Path(stats["root"]) == project.resolve()


@needs_engine("relate")
async def test_relate(mcp_server: Any, project: Path) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        await ok(client, "remember", {"content": "the cache key includes the lockfile hash"})
        await ok(
            client,
            "remember",
            {"content": "stale caches broke CI on 3 March", "layer": "experience"},
        )
        linked = await ok(client, "relate", {"src": 2, "dst": 1, "type": "caused_by"})
        assert linked == {"src": "2", "dst": "1", "type": "caused_by"}
        whole = await ok(client, "get_memory", {"id": 2})
        assert {"type": "caused_by", "to": "1"} in whole["links"]
        before = snapshot(project)
        assert "no memory" in await fails(client, "relate", {"src": 2, "dst": 99, "type": "about"})
        assert snapshot(project) == before


@needs_engine("decide")
@needs_engine("chain")
async def test_decide_and_chain(mcp_server: Any) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        fact = await ok(client, "remember", {"content": "postgres handles our write load"})
        first = await ok(
            client,
            "decide",
            {
                "choice": "use postgres",
                "rationale": "write load",
                "alternatives": ["mysql"],
                "because": [fact["id"]],
            },
        )
        assert first["action"] == "stored"
        second = await ok(
            client,
            "decide",
            {"choice": "add a read replica", "follows": first["id"], "outcome": "latency halved"},
        )
        third = await ok(client, "decide", {"choice": "drop the replica", "reverses": second["id"]})
        chain = (await ok(client, "get_chain", {"id": first["id"]}))["chain"]
        assert [m["id"] for m in chain] == [first["id"], second["id"], third["id"]]
        assert all(m["layer"] == "decision" for m in chain)
        assert chain[1]["status"] == "superseded"  # reversed
        assert "latency halved" in chain[1]["content"]
        whole = await ok(client, "get_memory", {"id": first["id"]})
        assert whole["extra"]["rationale"] == "write load"
        assert "outcome" not in whole["extra"]  # empty layer fields are left out
        assert {"type": "because", "to": fact["id"]} in whole["links"]


# -- bad input -------------------------------------------------------------------------------

BAD = [
    ("remember", {}, "content: Field required"),
    ("remember", {"content": ""}, "content must not be empty"),
    ("remember", {"content": "   "}, "content must not be empty"),
    ("remember", {"content": 42}, "content: Input should be a valid string"),
    (
        "remember",
        {"content": "x", "importance": 7},
        "importance: Input should be less than or equal to 5",
    ),
    ("remember", {"content": "x", "importance": 0}, "importance"),
    ("remember", {"content": "x", "importance": "high"}, "importance"),
    ("remember", {"content": "x", "importance": 2.5}, "importance"),
    (
        "remember",
        {"content": "x", "layer": "memo"},
        "layer: Input should be 'fact', 'experience' or 'decision'",
    ),
    ("remember", {"content": "x", "valence": 3}, "valence"),
    ("remember", {"content": "x", "intensity": -0.5}, "intensity"),
    ("remember", {"content": "x", "scope": "team"}, "scope"),
    ("remember", {"content": "x", "tags": "not a list"}, "tags"),
    ("remember", {"content": "x" * 50_000}, "limit"),
    ("recall", {}, "query: Field required"),
    ("recall", {"query": "x", "limit": 0}, "limit"),
    ("recall", {"query": "x", "limit": 1000}, "limit"),
    ("recall", {"query": "x", "layer": "all"}, "layer"),
    ("recall", {"query": "x", "as_of": "last tuesday"}, "as_of must be an ISO date"),
    ("get_memory", {"id": 999}, "no memory #999"),
    ("get_memory", {"id": "g999"}, "no memory #g999"),
    ("get_memory", {"id": "abc"}, "memory id must be a number like 12"),
    ("get_memory", {"id": -3}, "memory id must be positive"),
    ("get_memory", {}, "id: Field required"),
    ("get_memory", {"id": [1]}, "id"),
    ("update_memory", {"id": 1}, "nothing to change"),
    ("update_memory", {"id": 999, "title": "x"}, "no memory #999"),
    ("update_memory", {"id": 1, "importance": 9}, "importance"),
    ("update_memory", {"id": 1, "content": ""}, "content must not be empty"),
    ("forget", {"id": 1, "mode": "shred"}, "mode"),
    ("forget", {"id": 1, "mode": "supersede"}, "superseded_by"),
    ("forget", {"id": 1, "mode": "supersede", "superseded_by": 1}, "cannot supersede itself"),
    ("forget", {"id": 999}, "no memory #999"),
    ("pin", {"id": 999}, "no memory #999"),
    ("unpin", {"id": "zz"}, "memory id"),
    ("relate", {"src": 1, "dst": 1, "type": "likes"}, "type"),
    ("relate", {"src": 1, "dst": 1, "type": "related", "weight": 5}, "weight"),
    ("decide", {"choice": "x", "importance": 9}, "importance"),
    ("decide", {}, "choice: Field required"),
    pytest.param("get_chain", {"id": "x1"}, "memory id", marks=needs_engine("chain")),
    pytest.param("get_chain", {"id": 999}, "no memory #999", marks=needs_engine("chain")),
    pytest.param(
        "relate",
        {"src": 1, "dst": 999, "type": "related"},
        "no memory #999",
        marks=needs_engine("relate"),
    ),
    pytest.param(
        "decide", {"choice": "x", "follows": 999}, "no memory #999", marks=needs_engine("decide")
    ),
    pytest.param("decide", {"choice": ""}, "choice", marks=needs_engine("decide")),
    pytest.param(
        "decide",
        {"choice": "x", "follows": 1},
        "follows must be a decision",
        marks=needs_engine("decide"),
    ),
    pytest.param(
        "relate",
        {"src": 1, "dst": "#1", "type": "related"},
        "linked to itself",
        marks=needs_engine("relate"),
    ),
    ("list_memories", {"limit": 500}, "limit"),
    ("list_memories", {"offset": -1}, "offset"),
    ("list_memories", {"status": "gone"}, "status"),
    ("list_memories", {"scope": "team"}, "scope"),
    ("no_such_tool", {}, "Unknown tool"),
]


def _case_id(case: Any) -> str:
    return (case.values if hasattr(case, "values") else case)[0]


@pytest.mark.parametrize(
    ("tool", "args", "message"), BAD, ids=[f"{_case_id(c)}-{i}" for i, c in enumerate(BAD)]
)
async def test_bad_arguments_are_clear_errors_and_change_nothing(
    mcp_server: Any, project: Path, tool: str, args: dict[str, Any], message: str
) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        await ok(client, "remember", {"content": "the one memory", "tags": ["keep"]})
        before = snapshot(project)
        text = await fails(client, tool, args)
        assert message in text, text
        assert "errors.pydantic.dev" not in text and "Traceback" not in text
        assert len(text) < 400
        assert snapshot(project) == before
        assert count(project) == 1


def test_compact_schema_keeps_names_and_drops_noise() -> None:
    schema = {
        "title": "xArguments",
        "type": "object",
        "properties": {
            "title": {"title": "Title", "type": "string", "default": ""},
            "id": {"anyOf": [{"type": "integer"}, {"type": "string"}], "title": "Id"},
            "layer": {
                "anyOf": [{"enum": ["a", "b"], "type": "string"}, {"type": "null"}],
                "default": None,
                "title": "Layer",
            },
            "n": {"anyOf": [{"type": "integer"}, {"type": "null"}], "title": "N"},
            "k": {"type": "integer", "default": 0},
        },
    }
    assert plumbing._compact_schema(schema) == {
        "type": "object",
        "properties": {
            "title": {"type": "string"},
            "id": {"type": ["integer", "string"]},
            "layer": {"enum": ["a", "b"], "type": "string"},
            "n": {"type": ["integer", "null"]},  # required-but-nullable keeps its null
            "k": {"type": "integer", "default": 0},
        },
    }


# -- the real process on stdio ----------------------------------------------------------------


def server_commands() -> list[list[str]]:
    commands = [[sys.executable, str(ROOT / "server.py")]]
    if (VENV_BIN / "cognimem").exists():
        commands.append([str(VENV_BIN / "cognimem"), "serve"])
    return commands


@pytest.mark.parametrize("command", server_commands(), ids=lambda c: Path(c[0]).name)
async def test_stdio_process(project: Path, env: dict[str, str], command: list[str]) -> None:
    params = StdioServerParameters(
        command=command[0],
        args=command[1:],
        cwd=str(project),
        env={"COGNIMEM_HOME": env["COGNIMEM_HOME"]},
    )
    async with Client(params, mode="legacy") as client:
        assert client.server_info.name == "cognimem"
        assert {t.name for t in (await client.list_tools()).tools} == TOOLS
        saved = await ok(client, "remember", {"content": "deploys go through make ship"})
        hits = (await ok(client, "recall", {"query": "deploy"}))["hits"]
        bad = await client.call_tool("remember", {"content": "x", "importance": 7})
    assert saved["id"] == "1" and hits[0]["content"] == "deploys go through make ship"
    assert bad.is_error and "importance" in bad.content[0].text
    assert (project / ".cognimem" / "memory.db").exists()


@pytest.mark.parametrize("command", server_commands(), ids=lambda c: Path(c[0]).name)
async def test_serve_dir_opens_that_project_not_the_working_directory(
    project: Path, env: dict[str, str], tmp_path: Path, command: list[str]
) -> None:
    """`cognimem serve --dir P` (and `python server.py --dir P`) serves P's memory from any
    working directory: the server used to ignore its arguments and open the cwd's project."""
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / ".git").mkdir(parents=True)
    params = StdioServerParameters(
        command=command[0],
        args=[*command[1:], "--dir", str(project / "src")],
        cwd=str(elsewhere),
        env={"COGNIMEM_HOME": env["COGNIMEM_HOME"]},
    )
    (project / "src").mkdir(exist_ok=True)
    async with Client(params, mode="legacy") as client:
        saved = await ok(client, "remember", {"content": "the dir flag picks the project"})
    assert saved["id"] == "1"
    assert (project / ".cognimem" / "memory.db").exists()
    assert not (elsewhere / ".cognimem").exists()


def test_server_reads_its_dir_argument() -> None:
    assert server.parse_args(["--dir", "/some/where"]).dir == "/some/where"
    assert server.parse_args([]).dir is None


def test_stdout_carries_only_protocol(stdio: StdioSession) -> None:
    """Raw JSON-RPC over the pipes: every stdout line is a protocol message, even after the
    engine is imported and a tool fails. The session reads every line as JSON (anything else
    fails it), and its fixture checks the rest of stdout once stdin closes and the server
    exits."""
    assert stdio.initialized["result"]["serverInfo"]["name"] == "cognimem"
    calls = [
        ("out-2", "remember", {"content": "ship with make ship, said the quokka"}),
        ("out-3", "get_memory", {"id": 424242}),
        ("out-4", "recall", {"query": "quokka"}),
    ]
    call = {"jsonrpc": "2.0", "method": "tools/call"}
    answers = stdio.converse(
        [
            json.dumps(call | {"id": ref, "params": {"name": tool, "arguments": args}})
            for ref, tool, args in calls
        ]
    )
    assert all(m.get("jsonrpc") == "2.0" for m in stdio.read)
    saved = answers["out-2"]["result"]["structuredContent"]
    assert saved.pop("store").startswith("project store ")
    assert saved == {"id": saved["id"], "action": "stored"}
    assert answers["out-3"]["result"]["isError"] is True
    assert answers["out-4"]["result"]["structuredContent"]["hits"][0]["id"] == saved["id"]


# -- every call gets an answer (issue 21) -----------------------------------------------------


class StdioSession:
    """One real stdio server process, initialized, that several tests talk raw JSON-RPC to in
    turn (a server start costs ~3 s of CPU, mostly imports). A test sees its own answers only."""

    def __init__(self, project: Path, env: dict[str, str]) -> None:
        self.project = project
        self.calls = 0
        self.read: list[dict] = []  # every message the server wrote to stdout, in order
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "server.py")],
            cwd=project,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        init = {
            "jsonrpc": "2.0",
            "id": "init",
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "test", "version": "0"},
            },
        }
        self.initialized = self.converse(
            [
                json.dumps(init),
                json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
            ]
        )["init"]

    def send(self, raw: bytes) -> None:
        assert self.proc.poll() is None, "the server process has ended"
        self.proc.stdin.write(raw)
        self.proc.stdin.flush()

    def next_answer(self) -> dict:
        """The next message on stdout, within 20 s (anything but JSON fails here)."""
        import select

        ready, _, _ = select.select([self.proc.stdout], [], [], 20)
        assert ready, "no answer within 20 s"
        self.read.append(json.loads(self.proc.stdout.readline()))
        return self.read[-1]

    def converse(self, raw_lines: list[str]) -> dict[Any, dict]:
        """Send raw JSON-RPC lines one by one, waiting for the answer to each request.
        Returns {id: answer}; a missing answer fails the test."""
        answers: dict[Any, dict] = {}
        for line in raw_lines:
            self.send(line.encode() + b"\n")
            wanted = json.loads(line).get("id")
            while wanted is not None and wanted not in answers:
                got = self.next_answer()
                answers[got.get("id")] = got
        return answers

    def ok(self, tool: str, args: dict[str, Any]) -> Any:
        """One tools/call as a client sends it (the arguments JSON-encoded); its structured
        result, which must not be an error."""
        self.calls += 1
        ref = f"call-{self.calls}"
        line = {"jsonrpc": "2.0", "id": ref, "method": "tools/call"}
        answer = self.converse([json.dumps(line | {"params": {"name": tool, "arguments": args}})])
        result = answer[ref]["result"]
        assert not result.get("isError"), result
        return result["structuredContent"]

    def close(self) -> int:
        """Close stdin (the server then exits); the exit code. Whatever the server wrote to
        stdout after the last answer must be protocol messages too."""
        self.proc.stdin.close()
        rest = self.proc.stdout.read()
        code = self.proc.wait(timeout=30)
        self.proc.stdout.close()
        self.proc.stderr.close()
        self.read += [json.loads(line) for line in rest.splitlines()]
        assert all(m.get("jsonrpc") == "2.0" for m in self.read)
        return code


@pytest.fixture(scope="module")
def stdio(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A StdioSession on a project and home of its own, shared by the module's raw tests: what
    they check is each call's answer, which no earlier call changes."""
    base = tmp_path_factory.mktemp("stdio")
    project = base / "proj"
    (project / ".git").mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if k != "CLAUDE_PROJECT_DIR"}
    env["COGNIMEM_HOME"] = str(base / "cognimem-home")
    session = StdioSession(project, env)
    yield session
    assert session.close() == 0  # closing stdin ends it cleanly, after all those calls


def _call(i: int, tool: str, args_json: str) -> str:
    """A tools/call line whose arguments are given as raw JSON text (escapes kept as written)."""
    return (
        f'{{"jsonrpc": "2.0", "id": {i}, "method": "tools/call", '
        f'"params": {{"name": "{tool}", "arguments": {args_json}}}}}'
    )


LONE = "\\ud800"  # as it appears in the JSON text: an escaped unpaired surrogate

SURROGATE_CALLS = [
    ("remember", f'{{"content": "deploy {LONE} notes"}}', "params.arguments.content"),
    ("remember", f'{{"content": "ok", "tags": ["a{LONE}"]}}', "params.arguments.tags.0"),
    ("remember", f'{{"content": "ok", "title": "{LONE}"}}', "params.arguments.title"),
    ("recall", f'{{"query": "x{LONE}"}}', "params.arguments.query"),
    ("update_memory", f'{{"id": 1, "content": "{LONE}"}}', "params.arguments.content"),
    ("get_memory", f'{{"id": "{LONE}"}}', "params.arguments.id"),
    (
        "decide",
        f'{{"choice": "use vault", "alternatives": ["{LONE}: no"]}}',
        "params.arguments.alternatives.0",
    ),
    ("list_memories", f'{{"tag": "{LONE}\\udc00x\\udfff"}}', "params.arguments.tag"),
    ("recall", f'{{"query": "fine", "{LONE}": 1}}', "params.arguments (a key)"),
]


def test_a_lone_surrogate_in_any_string_gets_a_clear_error(stdio: StdioSession) -> None:
    before = count(stdio.project)
    lines = [_call(0, "remember", '{"content": "deploys go through make ship"}')]
    lines += [_call(i, tool, args) for i, (tool, args, _) in enumerate(SURROGATE_CALLS, start=1)]
    lines.append(_call(99, "recall", '{"query": "deploys"}'))  # still serving afterwards
    answers = stdio.converse(lines)
    for i, (tool, _, where) in enumerate(SURROGATE_CALLS, start=1):
        error = answers[i].get("error")
        assert error is not None, (tool, answers[i])
        assert error["code"] == -32602 and where in error["message"], error
        assert "unpaired surrogate" in error["message"]
    stored = answers[0]["result"]["structuredContent"]["id"]
    assert answers[99]["result"]["structuredContent"]["hits"][0]["id"] == stored
    assert count(stdio.project) == before + 1  # nothing stored from the refused calls


def test_a_valid_surrogate_pair_is_ordinary_text(stdio: StdioSession) -> None:
    saved = stdio.converse([_call(1, "remember", '{"content": "ship it \\ud83d\\ude80"}')])
    ref = saved[1]["result"]["structuredContent"]["id"]
    answers = stdio.converse([_call(2, "get_memory", json.dumps({"id": ref}))])
    assert answers[2]["result"]["structuredContent"]["content"] == "ship it \U0001f680"


def test_a_line_that_is_not_json_gets_a_parse_error(stdio: StdioSession) -> None:
    stdio.send(b'{"jsonrpc": "2.0", "id": 7, "method": \n')
    answer = stdio.next_answer()
    assert answer["id"] is None and answer["error"]["code"] == -32700
    still = stdio.converse([_call(8, "memory_stats", "{}")])  # and it keeps serving
    assert "result" in still[8], still


JSONISH = ['{"x": 1}', "[1, 2]", "null", "true", "42", '"quoted"']


def test_text_that_looks_like_json_is_kept_as_text_over_stdio(stdio: StdioSession) -> None:
    saved = stdio.ok("remember", {"content": "placeholder one"})
    for i, text in enumerate(JSONISH):
        stdio.ok("update_memory", {"id": saved["id"], "content": text, "title": f"t{text}"})
        got = stdio.ok("get_memory", {"id": saved["id"]})
        assert got["content"] == text and got["title"] == f"t{text}", (i, got)
    added = stdio.ok("remember", {"content": '{"y": 2}', "title": '{"z": 3}'})
    got = stdio.ok("get_memory", {"id": added["id"]})
    assert got["content"] == '{"y": 2}' and got["title"] == '{"z": 3}'
    assert stdio.ok("recall", {"query": '{"y": 2}'})["hits"]
    # lists sent as JSON text (some clients do) are still parsed for list parameters
    tagged = stdio.ok("remember", {"content": "tagged one", "tags": '["a", "b"]'})
    assert stdio.ok("get_memory", {"id": tagged["id"]})["tags"] == ["a", "b"]
    # a decision whose outcome looks like JSON
    d = stdio.ok("decide", {"choice": "use vault", "outcome": '{"ok": true}'})
    assert '{"ok": true}' in stdio.ok("get_memory", {"id": d["id"]})["content"]


async def test_text_that_looks_like_json_in_memory(mcp_server: Any) -> None:
    async with Client(mcp_server, mode="legacy") as client:
        saved = await ok(client, "remember", {"content": "placeholder"})
        await ok(client, "update_memory", {"id": saved["id"], "content": '{"x": 1}'})
        assert (await ok(client, "get_memory", {"id": saved["id"]}))["content"] == '{"x": 1}'


def test_every_string_parameter_keeps_its_text() -> None:
    """Each tool's parameters that accept a string are exempt from JSON pre-parsing."""
    built = server.build_server()
    for tool in built._tool_manager.list_tools():
        meta = tool.fn_metadata
        assert isinstance(meta, plumbing._TextKeepingMetadata), tool.name
        for name, info in meta.arg_model.model_fields.items():
            data = {name: '{"x": 1}'}
            kept = meta.pre_parse_json(data)[name]
            assert (kept == '{"x": 1}') == plumbing._accepts_text(info.annotation), (
                tool.name,
                name,
            )
