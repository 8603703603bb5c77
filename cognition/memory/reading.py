"""Reading memories without searching: one memory, a page of a listing, its links, its
history, and the counts of each store."""

from __future__ import annotations

import builtins  # `list` is also a method name here: annotations say builtins.list
from dataclasses import replace
from typing import Any

from cognition import validation as check
from cognition.memory.results import History, Page
from cognition.memory.store import Store, Stores
from cognition.memory.writes import Writer
from layers import meaning_queries, queries
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import Edge, Memory
from surface.semantic import MODEL_ID as MEANING_MODEL


class Reader:
    def __init__(self, stores: Stores, writer: Writer) -> None:
        self.stores = stores
        self.writer = writer  # an explicit get is a use

    async def get(self, ref: Any, *, use: bool = True) -> Memory:
        """See MemorySystem.get."""
        store, memory = await self.stores.locate(ref)
        if not use:
            return memory
        return await self.writer.use(store, memory, "get")

    async def list(
        self,
        *,
        layer: str | None = None,
        tag: str | None = None,
        status: str | None = "active",
        scope: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> Page:
        f = queries.ListFilter(
            layer=check.layer(layer) if layer else None,
            tag=_one_tag(tag) if tag else None,
            status=check.status(status) if status else None,
            scope=check.scope(scope) if scope else None,
            limit=check.positive_int("limit", limit, 1, 1000),
            offset=check.positive_int("offset", offset, 0, 10**9),
        )
        items: list[Memory] = []
        total = 0
        for s in ("project", "global"):
            if f.scope and f.scope != s:
                continue
            store = await self.stores.get(s, create=False)
            if store is None:
                continue
            page, count = await store.read(
                queries.list_memories(replace(f, scope=None, limit=f.limit + f.offset, offset=0))
            )
            items.extend(page)
            total += count
        items.sort(key=lambda m: (m.scope != "project", -m.created_at, -m.id))
        return Page(items[f.offset : f.offset + f.limit], total, f.limit, f.offset)

    async def links(self, ref: Any) -> builtins.list[Edge]:
        store, memory = await self.stores.locate(ref)
        return await store.read(queries.edges_of(memory.id))

    async def history(self, ref: Any) -> History:
        """See MemorySystem.history."""
        store, memory = await self.stores.locate(ref)

        def plan() -> Plan[History]:
            versions = yield from queries.version_chain(memory.id)
            events = {}
            for v in versions:
                events[v.id] = list(reversed((yield from queries.events_for(v.id))))
            return History(memory, versions, events)

        return await store.read(plan())

    async def stats(self, root: str) -> dict[str, Any]:
        out: dict[str, Any] = {"root": root}
        for s in ("project", "global"):
            store = await self.stores.get(s, create=False)
            out[s] = None if store is None else await store.read(_stats_plan(store))
        return out


def _stats_plan(store: Store) -> Plan[dict[str, Any]]:
    return {
        "path": str(store.path),
        "memories": (yield from queries.table_count("memory")),
        "by_layer": (yield from queries.count_by("layer")),
        "by_status": (yield from queries.count_by("status")),
        "edges": (yield from queries.table_count("edge")),
        "events": (yield from queries.table_count("event")),
        "vectors": (yield from queries.table_count("vector")),
        # active memories with a sentence-model meaning (surface.semantic; 0 without the extra)
        "meanings": (yield from meaning_queries.active_count(MEANING_MODEL))[1],
    }


def _one_tag(tag: Any) -> str:
    cleaned = check.tags([tag], 1)
    if not cleaned:
        raise InvalidInput(f"tag must contain a word (got {check.shown(tag)})")
    return cleaned[0]
