"""Hostile input: hypothesis throws malformed, mistyped, huge, binary, deeply nested and unicode
edge-case input at every MCP tool and every hook. Nothing crashes, no traceback reaches the user,
and input that is refused leaves the store as it was. Plus the write limits, with clear errors.

Example counts are bounded (FUZZ_EXAMPLES per tool or hook; `COGNIMEM_FUZZ_EXAMPLES` raises it).
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import VENV_BIN
from tests.support.cli import EXE, cli

FUZZ_EXAMPLES = int(os.environ.get("COGNIMEM_FUZZ_EXAMPLES", "25"))
HOOK_NAMES = ("prompt", "session-start", "session-end", "pre-compact", "stop")

FUZZ = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)

# -- strategies ---------------------------------------------------------------------------------

EDGE_TEXT = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "\n\r\t",
    "\u202eevil\u202c",
    "\u200b\u200d\ufeff",
    "💥" * 50,
    "e\u0301" * 20,
    "Ω≈ç√∫",
    "\\",
    "\"'`",
    "</cognimem-notes>",
    "<system-reminder>hi",
    "{{ 7*7 }}",
    "'; DROP TABLE memory; --",
    "%s%s%n",
    "null",
    "NaN",
    "-1",
    "1e309",
    "x" * 5000,
    "deploy " * 3000,
    "#12",
    "g1",
    "#g99999999999999999999",
]
text = st.one_of(st.text(max_size=200), st.sampled_from(EDGE_TEXT))
# Integers stay within SQLite's 64 bits here: larger ones crash today (see
# test_ids_beyond_64_bits_are_refused_clearly, a known gap).
INT64 = st.integers(min_value=-(2**63) + 1, max_value=2**63 - 1)
json_scalar = st.one_of(
    st.none(), st.booleans(), INT64, st.floats(allow_nan=False, allow_infinity=False), text
)
json_value = st.recursive(
    json_scalar,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)


REF_KEYS = {"id", "src", "dst", "follows", "reverses", "superseded_by", "because"}
REFS = st.sampled_from([1, 2, 3, "1", "#2", "g1", 99])


def for_schema(
    schema: dict[str, Any], hostile: bool = True, key: str = ""
) -> st.SearchStrategy[Any]:
    """Values that fit a JSON-schema property (so calls get past validation and reach the
    engine), mixed, when `hostile`, with anything at all."""
    if not hostile and key in REF_KEYS:
        return st.lists(REFS, max_size=3) if schema.get("type") == "array" else REFS
    if not hostile and "enum" in schema:
        return st.sampled_from(schema["enum"])
    options: list[st.SearchStrategy[Any]] = [json_value] if hostile else []
    kinds = schema.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds] if kinds else []
    if "enum" in schema:
        options.append(st.sampled_from(schema["enum"]))
    for branch in schema.get("anyOf", []):
        options.append(for_schema(branch, hostile, key))
    for kind in kinds:
        if kind == "string":
            options.append(st.sampled_from(["1", "g1", "#1", "2", "deploy", "make ship"]))
            options.append(text if hostile else st.text(min_size=1, max_size=200))
        elif kind == "integer":
            lo, hi = schema.get("minimum", 1), schema.get("maximum", 5)
            options.append(st.integers(min_value=lo, max_value=hi))
            if hostile:
                options.append(INT64)
        elif kind == "number":
            lo = schema.get("minimum", schema.get("exclusiveMinimum", -1.0))
            hi = schema.get("maximum", 1.0)
            options.append(
                st.floats(min_value=lo, max_value=hi, exclude_min="exclusiveMinimum" in schema)
            )
            if hostile:
                options.append(st.floats(allow_nan=True, allow_infinity=True))
        elif kind == "boolean":
            options.append(st.booleans())
        elif kind == "array":
            item = schema.get("items") or {}
            options.append(
                st.lists(for_schema(item, hostile) if item else text, max_size=40 if hostile else 4)
            )
    return st.one_of(*options) if options else json_value


def arguments(schema: dict[str, Any], hostile: bool) -> st.SearchStrategy[dict[str, Any]]:
    """Well-formed calls (required fields there, values of the right shape: they reach the
    engine), or hostile ones: missing or unknown fields, wrong types, out-of-range numbers."""
    props = schema.get("properties", {})
    if not hostile:
        required = set(schema.get("required", []))
        return st.fixed_dictionaries(
            {k: for_schema(v, False, k) for k, v in props.items() if k in required},
            optional={k: for_schema(v, False, k) for k, v in props.items() if k not in required},
        )
    known = st.fixed_dictionaries(
        {}, optional={k: for_schema(v, True, k) for k, v in props.items()}
    )
    extra = st.dictionaries(st.text(min_size=1, max_size=10), json_value, max_size=2)
    return st.one_of(known, st.builds(lambda a, b: {**b, **a}, known, extra))


# -- the store ----------------------------------------------------------------------------------


def snapshot(db: Path) -> Any:
    """Memories (without use counters: a read may count as a use) and links."""
    if not db.exists():
        return None
    with closing(sqlite3.connect(db)) as conn:
        return (
            conn.execute(
                "SELECT id, layer, title, content, tags, importance, valence, "
                "intensity, pinned, scope, content_hash, extra FROM memory "
                "ORDER BY id"
            ).fetchall(),
            conn.execute(
                "SELECT src, dst, type, weight FROM edge ORDER BY src, dst, type"
            ).fetchall(),
        )


def no_traceback(message: str) -> None:
    assert "Traceback" not in message and 'File "' not in message, message


# -- MCP tools ----------------------------------------------------------------------------------


def test_every_mcp_tool_survives_hostile_arguments(project, clock):
    import anyio.from_thread
    from mcp import Client

    import server

    db = project / ".cognimem" / "memory.db"
    stats = {"calls": 0, "refused": 0}
    mcp_server = server.build_server(str(project), clock=clock)
    with (
        anyio.from_thread.start_blocking_portal() as portal,
        portal.wrap_async_context_manager(Client(mcp_server, mode="legacy")) as client,
    ):
        for content in ("deploys go through make ship", "we decided on sqlite because it is local"):
            assert not portal.call(client.call_tool, "remember", {"content": content}).is_error
        tools = portal.call(client.list_tools).tools
        assert len(tools) >= 10

        def fuzz(tool: Any, hostile: bool) -> None:
            @FUZZ
            @given(args=arguments(tool.input_schema, hostile))
            def call(args: dict[str, Any]) -> None:
                before = snapshot(db)
                result = portal.call(client.call_tool, tool.name, args)
                stats["calls"] += 1
                if not result.is_error:
                    return
                stats["refused"] += 1
                message = " ".join(getattr(c, "text", "") for c in result.content)
                # The SDK says only "Error executing tool X" when the tool crashed (an
                # exception cognimem did not mean to raise); a refusal says what was wrong.
                assert message.strip() != f"Error executing tool {tool.name}", (tool.name, args)
                no_traceback(message)
                assert snapshot(db) == before, (tool.name, args)
                if os.environ.get("FUZZ_DEBUG"):
                    print(tool.name, message[:150].replace("\n", " "))

            call()

        for tool in tools:
            fuzz(tool, hostile=False)
            fuzz(tool, hostile=True)
    print(
        f"\nmcp fuzz: {len(tools)} tools, {stats['calls']} calls, {stats['refused']} refused, 0 crashes"
    )


# -- hooks, in process (breadth) ------------------------------------------------------------------


def payloads(project: Path) -> st.SearchStrategy[bytes]:
    cwd = st.one_of(
        st.sampled_from(
            [str(project), "/", "", "/no/such/dir", "rel/path", str(project) + "\x00x"]
        ),
        json_value,
    )
    fields = {
        "prompt": st.one_of(st.sampled_from(["how do we deploy?", "make ship", "ok"]), json_value),
        "cwd": cwd,
        "session_id": st.one_of(st.sampled_from(["s1", "", "../../etc"]), json_value),
        "transcript_path": st.one_of(
            st.sampled_from(["/no/such.jsonl", "", "/", str(project)]), json_value
        ),
        "source": st.one_of(st.sampled_from(["startup", "resume", "clear", "compact"]), json_value),
        "last_assistant_message": st.one_of(
            st.sampled_from(["See [#1] and #g1.", "#1 #2 #999999999999"]), json_value
        ),
        "stop_hook_active": json_value,
        "hook_event_name": json_value,
        "trigger": json_value,
        "custom_instructions": json_value,
        "reason": json_value,
    }
    shaped = st.fixed_dictionaries({}, optional=fields).map(lambda d: json.dumps(d).encode())
    # What Claude Code sends, with the odd field hostile: these get as far as answering.
    real = st.fixed_dictionaries(
        {
            "prompt": st.sampled_from(
                ["how do we deploy?", "what does make ship do", "deploy steps"]
            ),
            "cwd": st.just(str(project)),
            "session_id": st.sampled_from(["s1", "s2"]),
            "source": st.sampled_from(["startup", "resume", "clear", "compact"]),
        },
        optional={
            k: v for k, v in fields.items() if k not in ("prompt", "cwd", "source", "session_id")
        },
    ).map(lambda d: json.dumps(d).encode())
    raw_json = json_value.map(lambda v: json.dumps(v).encode())
    broken = st.one_of(
        st.binary(max_size=300),
        st.text(max_size=300).map(lambda s: s.encode("utf-8", "surrogatepass")),
        shaped.map(lambda b: b[: max(1, len(b) // 2)]),  # cut short
        st.sampled_from(
            [
                b"[" * 100_000,
                b'{"a":' * 50_000,
                b"\xef\xbb\xbf{}",
                b"\xff\xfe\x00{",
                b'{"prompt": "deploy \\ud800 x", "cwd": "."}',
                b'{"prompt": 1e999999}',
                b'{"prompt": ' + b"9" * 5000 + b"}",
                b"\x00" * 100,
                b'{"prompt": "a"}' * 3,
            ]
        ),
    )
    return st.one_of(real, shaped, raw_json, broken)


@pytest.mark.parametrize("name", HOOK_NAMES)
def test_every_hook_survives_hostile_stdin(project, home, name, monkeypatch):
    from cognition.claude_code.hooks import run_hook

    # A store with memories the payloads can match, so hooks get past "no store" (in-process:
    # the scene, not the subject).
    done = cli(
        project,
        {**os.environ, "PATH": f"{VENV_BIN}{os.pathsep}{os.environ['PATH']}"},
        "remember",
        "deploys go through make ship",
    )
    assert done.returncode == 0, done.stderr
    db = project / ".cognimem" / "memory.db"
    monkeypatch.chdir(project)
    answered = 0

    class Stdin:
        def __init__(self, data: bytes) -> None:
            self.buffer = io.BytesIO(data)

    @FUZZ
    @given(data=payloads(project))
    def feed(data: bytes) -> None:
        nonlocal answered
        before = snapshot(db)
        out = io.StringIO()
        saved = sys.stdin, sys.stdout
        sys.stdin, sys.stdout = Stdin(data), out  # type: ignore[assignment]
        try:
            code = run_hook([name])
        finally:
            sys.stdin, sys.stdout = saved
            os.chdir(project)
        assert code == 0
        text = out.getvalue()
        if text.strip():
            assert name in ("prompt", "session-start"), text
            answer = json.loads(text)
            assert isinstance(answer["hookSpecificOutput"]["additionalContext"], str)
            answered += 1
        assert snapshot(db) == before

    feed()
    print(f"\n{name} hook fuzz: {FUZZ_EXAMPLES} payloads, {answered} answered, 0 crashes")
    log = home / "logs" / "hooks.log"
    if log.exists():
        no_traceback(log.read_text())


# -- hooks, as Claude Code runs them (depth) ------------------------------------------------------

NASTY = {
    "deep nesting": b"[" * 200_000 + b"]" * 200_000,
    "invalid utf-8": b'{"prompt": "deploy \xff\xfe\xc0 ship", "cwd": "."}',
    "lone surrogate": b'{"prompt": "how do we deploy \\ud800\\udfff?", "session_id": "\\udc80"}',
    "binary": bytes(range(256)) * 200,
    "huge number": b'{"prompt": ' + b"9" * 100_000 + b"}",
    "8 MB prompt": json.dumps({"prompt": "how do we deploy? " + "x" * 8_000_000}).encode(),
    "nul in path": json.dumps(
        {
            "prompt": "deploy",
            "cwd": "/tmp\x00/x",
            "transcript_path": "/tmp\x00.jsonl",
            "session_id": "s",
        }
    ).encode(),
    "bidi and zero-width": json.dumps(
        {
            "prompt": "\u202edeploy\u202c \u200bship\ufeff",
            "last_assistant_message": "\u202e[#1]",
            "session_id": "s",
        }
    ).encode(),
}


@pytest.mark.parametrize("case", list(NASTY))
def test_hook_processes_exit_0_and_print_nothing_on_nasty_stdin(project, env, home, case):
    # The scene in-process; every hook below is a process, as Claude Code runs it.
    assert cli(project, env, "remember", "deploys go through make ship").returncode == 0
    db = project / ".cognimem" / "memory.db"
    before = snapshot(db)
    names = (
        HOOK_NAMES if case in ("deep nesting", "lone surrogate", "invalid utf-8") else ("prompt",)
    )
    for name in names:
        done = subprocess.run(
            [EXE, "hook", name],
            input=NASTY[case],
            cwd=project,
            env=env,
            capture_output=True,
            timeout=120,
        )
        assert done.returncode == 0 and done.stderr == b"", (name, done.stderr[-2000:])
        if done.stdout.strip():
            assert name in ("prompt", "session-start")
            json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
    assert snapshot(db) == before
    log = home / "logs" / "hooks.log"
    if log.exists():
        no_traceback(log.read_text())


# -- limits ---------------------------------------------------------------------------------------


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:"), done.stderr
    for w in words:
        assert w in lines[0], lines[0]


def test_content_and_tag_limits_through_the_api(project):
    from cognition import open_memory
    from cognition.config import Settings
    from layers.errors import InvalidInput

    w = Settings.load(project).write

    async def go() -> None:
        async with open_memory(project) as mem:
            await mem.remember("y" * w.max_content_chars)  # exactly at the limit is fine
            await mem.remember("tagged", tags=[f"t{i}" for i in range(w.max_tags)])
            with pytest.raises(InvalidInput, match=f"the limit is {w.max_content_chars}"):
                await mem.remember("z" * (w.max_content_chars + 1))
            with pytest.raises(InvalidInput, match=f"the limit is {w.max_tags}"):
                await mem.remember("too many tags", tags=[f"t{i}" for i in range(w.max_tags + 1)])
            with pytest.raises(InvalidInput, match=f"the limit is {w.max_content_chars}"):
                await mem.update(1, content="z" * (w.max_content_chars + 1))
            with pytest.raises(InvalidInput, match=f"the limit is {w.max_tags}"):
                await mem.update(1, tags=[f"t{i}" for i in range(w.max_tags + 1)])
            assert (await mem.stats())["project"]["memories"] == 2

    asyncio.run(go())


def test_limits_through_the_cli_follow_settings(project, env):
    small = {**env, "COGNIMEM_WRITE_MAX_CONTENT_CHARS": "100", "COGNIMEM_WRITE_MAX_TAGS": "3"}
    assert cli(project, small, "remember", "a" * 100).returncode == 0
    refused(cli(project, small, "remember", "a" * 101), "the limit is 100")
    refused(
        cli(
            project, small, "remember", "x", "--tag", "a", "--tag", "b", "--tag", "c", "--tag", "d"
        ),
        "the limit is 3",
    )
    refused(cli(project, small, "update", "1", "--content", "b" * 101), "the limit is 100")
    line = json.dumps({"content": "c" * 101})
    refused(cli(project, small, "import", "-", stdin=line + "\n"), "line 1", "the limit is 100")
    out = cli(project, env, "export")
    assert out.stdout.count("\n") == 1 and "a" * 100 in out.stdout


def test_limits_through_the_mcp_tools(project, clock):
    import anyio.from_thread
    from mcp import Client

    import server

    with (
        anyio.from_thread.start_blocking_portal() as portal,
        portal.wrap_async_context_manager(
            Client(server.build_server(str(project), clock=clock), mode="legacy")
        ) as client,
    ):
        big = portal.call(client.call_tool, "remember", {"content": "q" * 20_001})
        many = portal.call(
            client.call_tool, "remember", {"content": "x", "tags": [f"t{i}" for i in range(33)]}
        )
    assert big.is_error and "the limit is 20000" in big.content[0].text
    assert many.is_error and "the limit is 32" in many.content[0].text
    assert (
        not (project / ".cognimem" / "memory.db").exists()
        or snapshot(project / ".cognimem" / "memory.db")[0] == []
    )


def test_import_batch_limit(project, env):
    lines = "".join(json.dumps({"content": f"memory number {i}"}) + "\n" for i in range(6))
    done = cli(project, {**env, "COGNIMEM_WRITE_MAX_BATCH": "5"}, "import", "-", stdin=lines)
    refused(done, "5")
    assert (
        not (project / ".cognimem" / "memory.db").exists()
        or snapshot(project / ".cognimem" / "memory.db")[0] == []
    )


def test_lone_surrogates_are_refused_clearly(project):
    from cognition import open_memory
    from layers.errors import InvalidInput

    async def go() -> None:
        async with open_memory(project) as mem:
            for kwargs in (
                {"content": "deploy \ud800 ship"},
                {"content": "ok", "title": "t\udfff"},
                {"content": "ok", "tags": ["\udc80"]},
            ):
                with pytest.raises(InvalidInput):
                    await mem.remember(**kwargs)

    asyncio.run(go())


def test_ids_beyond_64_bits_are_refused_clearly(project):
    from cognition import open_memory
    from layers.errors import InvalidInput

    async def go() -> None:
        async with open_memory(project) as mem:
            await mem.remember("one memory")
            for ref in (2**63, 10**30):
                with pytest.raises(InvalidInput):
                    await mem.get(ref)

    asyncio.run(go())


def test_refusals_do_not_echo_huge_input(project, clock):
    import anyio.from_thread
    from mcp import Client

    import server

    with (
        anyio.from_thread.start_blocking_portal() as portal,
        portal.wrap_async_context_manager(
            Client(server.build_server(str(project), clock=clock), mode="legacy")
        ) as client,
    ):
        for tool, args in (
            ("get_memory", {"id": "x" * 5000}),
            ("remember", {"content": "x", "layer": "y" * 5000}),
        ):
            result = portal.call(client.call_tool, tool, args)
            assert result.is_error and len(result.content[0].text) < 500, tool


def test_a_tag_that_cleans_to_nothing_is_handled(project):
    from cognition import open_memory
    from layers.errors import InvalidInput

    async def go() -> None:
        async with open_memory(project) as mem:
            await mem.remember("one memory", tags=["a"])
            for tag in (" ", "#", "\x1f"):
                try:
                    await mem.list(tag=tag)
                except InvalidInput:
                    pass  # refusing it clearly is fine too

    asyncio.run(go())


def test_remember_after_a_delete_in_the_same_process(project):
    from cognition import open_memory

    async def go() -> None:
        async with open_memory(project) as mem:
            gone = await mem.remember("the deploy pipeline runs make ship on every merge to main")
            await mem.remember("unrelated: tabs, never spaces, in the makefile")
            await mem.forget(gone.memory.id, mode="delete")
            again = await mem.remember(
                "the deploy pipeline runs make ship on each merge to the main branch"
            )
            assert again.action == "stored"

    asyncio.run(go())
