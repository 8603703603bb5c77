"""The long-lived writer's page cache: large enough that a write does not read back from the OS
the index leaves the previous writes touched (docs/benchmarks.md, session 9)."""

from __future__ import annotations

import asyncio

import pytest

from cognition import open_memory
from cognition.memory.store import WRITER_CACHE_KIB


@pytest.mark.sqlite_file
def test_the_writers_connection_keeps_a_larger_page_cache(project, clock) -> None:
    async def go() -> int:
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("the deploy script must run make ship")
            store = mem.stores.open["project"]
            (row,) = await store.conn.execute_fetchall("PRAGMA cache_size")
            return int(row[0])

    assert asyncio.run(go()) == -WRITER_CACHE_KIB  # negative: KiB, not pages
    assert WRITER_CACHE_KIB >= 16 * 1024  # SQLite's default is 2 MiB
