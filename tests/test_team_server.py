"""The team server for real, on loopback: `cognimem serve --http` in a subprocess, the MCP SDK's
streamable HTTP client, tokens made with the CLI. Refusals (401 without a valid token, a tool
error for a scope that may not), authorship, and the prompt hook's team read."""

from __future__ import annotations

import json
import time

import pytest

from cognition.team.tokens import create_plan
from layers.connection import connect_sync
from layers.plan import run as run_plan
from tests.support.aio import run
from tests.support.team_server import (
    cognimem,
    make_token,
    mcp_client,
    store_rows,
    team_server,
    tool_text,
)

pytestmark = pytest.mark.e2e
DAY = 86400.0


def expired_token(project, name: str) -> str:
    """A token that expired yesterday, stored the way `token create` stores one."""
    conn = connect_sync(project / ".cognimem" / "memory.db")
    try:
        made = create_plan(name, "write", time.time() - 2 * DAY, 1, bytes(range(1, 41)))
        return run_plan(conn, made, write=True).secret
    finally:
        conn.close()


def test_requests_without_a_valid_token_are_refused_with_the_reason(project, env, tmp_path):
    alice = make_token(project, env, "alice", "write")
    old = expired_token(project, "olga")
    with team_server(project, env, tmp_path) as server:
        cases = {
            None: "no bearer token",
            "not-a-token": "not a cognimem token",
            alice[:-3] + "xyz": "unknown token",
            old: "expired",
        }
        for token, reason in cases.items():
            for path in ("/mcp", "/v1/surface"):
                status, body = server.post(path, {"prompt": "deploys"}, token)
                assert status == 401 and reason in body["message"], (path, token, body)
        assert server.post("/v1/surface", {"prompt": "deploys"}, alice) == (200, {"notes": []})
        assert cognimem(project, env, "token", "revoke", "alice").returncode == 0
        status, body = server.post("/v1/surface", {"prompt": "deploys"}, alice)
        assert status == 401 and "revoked" in body["message"]  # from the next request on


async def _scopes(url: str, tokens: dict[str, str]) -> dict[str, tuple[bool, str]]:
    out = {}
    async with mcp_client(url, tokens["rita"]) as reader:
        r = await reader.call_tool("remember", {"content": "the cache is redis 7"})
        out["read remember"] = (r.is_error, tool_text(r))
        r = await reader.call_tool("recall", {"query": "cache"})
        out["read recall"] = (r.is_error, tool_text(r))
    async with mcp_client(url, tokens["walt"]) as writer:
        r = await writer.call_tool("remember", {"content": "the cache is redis 7"})
        out["write remember"] = (r.is_error, tool_text(r))
        r = await writer.call_tool("remember", {"content": "I like tabs", "scope": "global"})
        out["write global"] = (r.is_error, tool_text(r))
        r = await writer.call_tool("forget", {"id": "1", "mode": "delete"})
        out["write delete"] = (r.is_error, tool_text(r))
        r = await writer.call_tool("forget", {"id": "1"})
        out["write archive"] = (r.is_error, tool_text(r))
    async with mcp_client(url, tokens["ada"]) as admin:
        r = await admin.call_tool("forget", {"id": "1", "mode": "delete"})
        out["admin delete"] = (r.is_error, tool_text(r))
    return out


def test_each_scope_may_do_what_it_says_and_no_more(project, env, tmp_path):
    tokens = {
        name: make_token(project, env, name, scope)
        for name, scope in (("rita", "read"), ("walt", "write"), ("ada", "admin"))
    }
    with team_server(project, env, tmp_path) as server:
        out = run(_scopes(server.url, tokens))
    error, text = out["read remember"]
    assert error and "rita has a read-only token" in text and "needs a write token" in text
    assert out["read recall"][0] is False
    assert out["write remember"][0] is False and '"stored"' in out["write remember"][1]
    assert out["write global"][0] and "global ones are personal" in out["write global"][1]
    error, text = out["write delete"]
    assert error and "needs an admin token" in text
    assert out["write archive"] == (False, out["write archive"][1])
    assert '"archived"' in out["write archive"][1]
    assert out["admin delete"][0] is False and '"deleted"' in out["admin delete"][1]
    assert store_rows(project, "SELECT count(*) FROM memory") == [(0,)]


async def _write_as_each(url: str, tokens: dict[str, str]) -> dict[str, str]:
    refs = {}
    async with mcp_client(url, tokens["alice"]) as alice:
        r = await alice.call_tool("remember", {"content": "staging deploys run on Tuesdays"})
        refs["alice"] = r.structured_content["id"]
    async with mcp_client(url, tokens["bob"]) as bob:
        r = await bob.call_tool(
            "decide", {"choice": "use postgres for the billing service", "rationale": "ACID"}
        )
        refs["bob"] = r.structured_content["id"]
        shown = await bob.call_tool("get_memory", {"id": refs["alice"]})
        refs["shown"] = json.dumps(shown.structured_content)
        personal = await bob.call_tool("recall", {"query": "tabs or spaces", "limit": 20})
        refs["personal"] = tool_text(personal)
    return refs


def test_every_write_through_the_server_records_its_author(project, env, tmp_path):
    tokens = {n: make_token(project, env, n, "write") for n in ("alice", "bob")}
    assert cognimem(project, env, "remember", "local note: lint with ruff").returncode == 0
    # The server account's own global (personal) memories are not served to the team.
    personal = ("remember", "I always indent with tabs, never spaces", "--scope", "global")
    assert cognimem(project, env, *personal).returncode == 0
    with team_server(project, env, tmp_path) as server:
        refs = run(_write_as_each(server.url, tokens))
    rows = dict(store_rows(project, "SELECT id, author FROM memory"))
    assert rows[int(refs["alice"])] == "alice" and rows[int(refs["bob"])] == "bob"
    assert rows[1] is None  # a local write has no authenticated author
    assert json.loads(refs["shown"])["author"] == "alice"
    assert "indent with tabs" not in refs["personal"]
    exported = cognimem(project, env, "export")
    authors = {json.loads(line)["author"] for line in exported.stdout.splitlines()}
    assert authors == {None, "alice", "bob"}
