"""What the pages show, read through the public API (MemorySystem) and the maintenance
functions the CLI uses. Nothing here renders; nothing here writes except the four actions,
which call exactly what `cognimem pin | unpin | forget | restore` call.

Browsing is not use: memories are read with `get(use=False)` and searched with
`recall(reinforce=False)`, so looking around never changes what will be forgotten.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from cognition import validation as check
from cognition.ui.curve import Curve, recall_curve
from cognition.ui.explain import Explanation, explain
from layers import queries
from layers.errors import InvalidInput
from layers.records import Memory

PAGE_SIZE = 25
SEARCH_MAX = 200  # recall's own limit
FORECAST_SHOWN = 200
NEAR_SHOWN = 25


@dataclass(frozen=True, slots=True)
class Filters:
    scope: str | None = None  # None: both stores
    layer: str | None = None
    status: str | None = "active"  # None: every status
    tag: str | None = None
    pinned: bool = False
    stale: bool = False
    q: str = ""
    page: int = 1

    @classmethod
    def parse(cls, params: Any) -> Filters:
        """From query parameters; bad values are one-line InvalidInput errors."""

        def opt(name: str) -> str | None:
            value = (params.get(name) or "").strip()
            return value or None

        status = opt("status") or "active"
        page = opt("page") or "1"
        if not page.isdigit() or int(page) < 1:
            raise InvalidInput(f"page must be a number from 1 (got {page!r})")
        return cls(
            scope=check.scope(opt("scope")) if opt("scope") else None,
            layer=check.layer(opt("layer")) if opt("layer") else None,
            status=None if status == "all" else check.status(status),
            tag=opt("tag"),
            pinned=opt("pinned") == "1",
            stale=opt("stale") == "1",
            q=(params.get("q") or "").strip(),
            page=min(int(page), 10**6),
        )


@dataclass(slots=True)
class Row:
    memory: Memory
    p_recall: float
    stale: bool = False
    score: float | None = None
    explanation: Explanation | None = None
    conflicts: tuple[str, ...] = ()


@dataclass(slots=True)
class Listing:
    rows: list[Row]
    total: int
    page: int
    pages: int


@dataclass(slots=True)
class Detail:
    memory: Memory
    curve: Curve
    history: Any  # cognition.api.History
    neighbours: list[Any]  # cognition.graph.relations.Neighbour
    anchors: list[Any]  # layers.graph_queries.Anchor
    stale: list[Any]  # surface.anchors.StaleReport
    chain: list[Any] = field(default_factory=list)  # cognition.graph.decisions.ChainStep
    edges: list[Any] = field(default_factory=list)  # layers.records.Edge


@dataclass(slots=True)
class StoreForecast:
    scope: str
    path: str
    judged: int
    at: float
    to_archive: list[tuple[Any, Memory]]  # (decay.rules.Verdict, memory), shown part
    to_archive_total: int
    near: list[tuple[Any, Memory]]  # kept now, closest to the rule firing
    archived: list[Memory]  # archived already: restore brings one back


class Browser:
    """The reads and actions of the pages, on one open MemorySystem."""

    def __init__(self, mem: Any) -> None:
        self.mem = mem

    def now(self) -> float:
        return self.mem.now()

    @property
    def params(self) -> Any:
        return self.mem.cfg.decay

    def p_recall(self, m: Memory, now: float) -> float:
        from decay.activation import activation

        return activation(
            m.activation_count, m.created_at, m.last_activated, m.intensity, now, self.params
        )

    async def _store(self, scope: str) -> Any:
        # The API's store handle: the pinned and stale filters run existing layers plans on it
        # (the public `list` has no such filter).
        return await self.mem.stores.get(scope, create=False)

    def _scopes(self, f: Filters) -> list[str]:
        return [f.scope] if f.scope else ["project", "global"]

    async def counts(self) -> dict[str, int | None]:
        """Memories per store for the header of every page (None: no store yet). Only the one
        count: `stats()` also counts links, events and vectors, which the header does not show."""
        out: dict[str, int | None] = {}
        for scope in ("project", "global"):
            store = await self._store(scope)
            out[scope] = None if store is None else await store.read(queries.table_count("memory"))
        return out

    # -- memories ---------------------------------------------------------------------

    async def listing(self, f: Filters) -> Listing:
        if f.q:
            return await self._search(f)
        offset = (f.page - 1) * PAGE_SIZE
        if f.pinned or f.stale:
            items, total = await self._filtered(f, offset)
        else:
            page = await self.mem.list(
                layer=f.layer,
                tag=f.tag,
                status=f.status,
                scope=f.scope,
                limit=PAGE_SIZE,
                offset=offset,
            )
            items, total = page.items, page.total
        now = self.now()
        stale = await self._stale_of(items)
        rows = [Row(m, self.p_recall(m, now), (m.scope, m.id) in stale) for m in items]
        return Listing(rows, total, f.page, max(1, -(-total // PAGE_SIZE)))

    async def _filtered(self, f: Filters, offset: int) -> tuple[list[Memory], int]:
        found: list[Memory] = []
        for scope in self._scopes(f):
            store = await self._store(scope)
            if store is None:
                continue
            if f.stale:
                ids = (
                    sorted({r.memory_id for r in await self.mem.stale()})
                    if scope == "project"
                    else []
                )
                if not ids:
                    continue
                ms = list((await store.read(queries.get_memories(ids))).values())
            else:
                ms = await store.read(queries.all_memories(f.status))
            found += [m for m in ms if _matches(m, f)]
        found.sort(key=lambda m: (m.scope != "project", -m.created_at, -m.id))
        return found[offset : offset + PAGE_SIZE], len(found)

    async def _stale_of(self, items: list[Memory]) -> set[tuple[str, int]]:
        from surface.anchors import stale_ids_plan

        ids = [m.id for m in items if m.scope == "project"]
        store = await self._store("project") if ids else None
        if store is None:
            return set()
        return {("project", i) for i in await store.read(stale_ids_plan(self.mem.root, ids))}

    async def _search(self, f: Filters) -> Listing:
        want = min(f.page * PAGE_SIZE, SEARCH_MAX)
        hits = await self.mem.recall(
            f.q,
            limit=want,
            layer=f.layer,
            tags=[f.tag] if f.tag else None,
            include_archived=f.status in (None, "archived"),
            explain=True,
            reinforce=False,
        )
        hits = [h for h in hits if _matches(h.memory, f)]
        now = self.now()
        start = (f.page - 1) * PAGE_SIZE
        shown = hits[start : start + PAGE_SIZE]
        stale = await self._stale_of([h.memory for h in shown])
        rows = [
            Row(
                h.memory,
                self.p_recall(h.memory, now),
                (h.memory.scope, h.memory.id) in stale,
                h.score,
                explain(h.explain or {}, h.score, self.mem.cfg.recall),
                h.conflicts,
            )
            for h in shown
        ]
        # A further page exists while recall filled what was asked of it.
        pages = f.page + 1 if len(hits) >= want and want < SEARCH_MAX else max(f.page, 1)
        return Listing(rows, len(hits), f.page, pages)

    # -- one memory -------------------------------------------------------------------

    async def detail(self, ref: str, depth: int = 1) -> Detail:
        mem = self.mem
        m = await mem.get(ref, use=False)
        history = await mem.history(ref)
        neighbours = await mem.neighbours(ref, depth=depth)
        anchors = await mem.anchors(ref)
        stale = await mem.stale(ref) if anchors else []
        chain = await mem.chain_steps(ref) if m.layer == "decision" else []
        edges = await mem.links(ref)
        return Detail(
            m,
            recall_curve(m, self.now(), self.params),
            history,
            neighbours,
            anchors,
            stale,
            chain,
            edges,
        )

    async def chains(self, page: int) -> tuple[list[list[Any]], int]:
        """Decision chains through the newest decisions (a page of them), each oldest first."""
        listed = await self.mem.list(
            layer="decision", status=None, limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE
        )
        seen: set[tuple[str, int]] = set()
        out = []
        for m in listed.items:
            if (m.scope, m.id) in seen:
                continue
            steps = await self.mem.chain_steps(m.ref)
            seen.update((s.memory.scope, s.memory.id) for s in steps)
            out.append(steps)
        return out, max(1, -(-listed.total // PAGE_SIZE))

    # -- forgetting forecast ----------------------------------------------------------

    async def forecast(self, ahead_days: float) -> list[StoreForecast]:
        """The decay pass's dry run at now + ahead_days, per existing store (the same code as
        `cognimem decay --dry-run --now`)."""
        from decay.activation import DAY

        at = self.now() + ahead_days * DAY
        out = []
        for scope in ("project", "global"):
            store = await self._store(scope)
            if store is None:
                continue
            report = await asyncio.to_thread(_dry_run, store.path, at, self.mem.cfg)
            doomed = [v for v in report.verdicts if v.archive]
            near = sorted(
                (v for v in report.verdicts if not v.archive and not v.pinned),
                key=lambda v: (v.grace_left_days, v.p_recall),
            )[:NEAR_SHOWN]
            shown = doomed[:FORECAST_SHOWN]
            ms = await store.read(queries.get_memories([v.memory_id for v in shown + near]))
            archived = await self.mem.list(status="archived", scope=scope, limit=PAGE_SIZE)
            out.append(
                StoreForecast(
                    scope,
                    str(store.path),
                    len(report.verdicts),
                    at,
                    [(v, ms[v.memory_id]) for v in shown if v.memory_id in ms],
                    len(doomed),
                    [(v, ms[v.memory_id]) for v in near if v.memory_id in ms],
                    archived.items,
                )
            )
        return out

    # -- actions: the CLI's own calls ------------------------------------------------

    async def act(self, action: str, ref: str) -> Memory | None:
        if action == "pin":
            return await self.mem.pin(ref)
        if action == "unpin":
            return await self.mem.unpin(ref)
        if action == "forget":
            return await self.mem.forget(ref, mode="archive")
        if action == "restore":
            return await asyncio.to_thread(
                _restore, self.mem.root, ref, self.now(), getattr(self.mem, "env", None)
            )
        raise InvalidInput(f"unknown action {action!r}")


def _matches(m: Memory, f: Filters) -> bool:
    if f.layer and m.layer != f.layer:
        return False
    if f.status and m.status != f.status:
        return False
    if f.tag and f.tag not in m.tags:
        return False
    if f.pinned and not m.pinned:
        return False
    return not (f.scope and m.scope != f.scope)


def _dry_run(path: Any, at: float, settings: Any) -> Any:
    from cognition.upkeep.maintenance import open_store, run_decay

    conn = open_store(path)
    try:
        return run_decay(conn, at, settings, dry_run=True)
    finally:
        conn.close()


def _restore(root: Any, ref: str, now: float, env: Any) -> Memory:
    # The same path as `cognimem restore`.
    from cognition.upkeep.maintenance import open_store, restore_memory, store_for

    scope, memory_id = check.ref(ref)
    label = f"g{memory_id}" if scope == "global" else str(memory_id)
    conn = open_store(store_for(root, scope, env).path)
    try:
        return restore_memory(conn, memory_id, now, label)
    finally:
        conn.close()
