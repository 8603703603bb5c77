"""The MCP server runs the decay pass lazily, at most once a period, with an off switch."""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
from contextlib import closing

import pytest
from mcp import Client

import server
from cognition import open_memory
from cognition.config import MaintenanceParams, Settings

pytestmark = pytest.mark.anyio
DAY = 86400.0


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def status_of(project, memory_id):
    with closing(sqlite3.connect(project / ".cognimem" / "memory.db")) as conn:
        return conn.execute("SELECT status FROM memory WHERE id = ?", (memory_id,)).fetchone()[0]


async def _stale_memory(project, clock):
    async with open_memory(project, clock=clock) as mem:
        m = (
            await mem.remember("a trivial one-off note", importance=1, valence=0.0, intensity=0.0)
        ).memory
    clock.advance(40 * DAY)
    return m.id


async def _serve_once(project, clock, settings=None):
    srv = server.build_server(str(project), clock=clock, settings=settings)
    async with Client(srv, mode="legacy") as client:
        result = await client.call_tool("memory_stats", {})
        assert not result.is_error
        await asyncio.sleep(0)


async def test_first_tool_call_runs_the_daily_pass(project, clock):
    memory_id = await _stale_memory(project, clock)
    await _serve_once(project, clock)
    assert status_of(project, memory_id) == "archived"


async def test_off_switch(project, clock):
    memory_id = await _stale_memory(project, clock)
    off = dataclasses.replace(
        Settings.load(None, env={}), maintenance=MaintenanceParams(auto_decay=False)
    )
    await _serve_once(project, clock, settings=off)
    assert status_of(project, memory_id) == "active"
