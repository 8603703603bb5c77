"""Code anchors on the API: tie a memory to a file (a line range, a symbol) and find the
memories whose code changed since. The hashing and checking live in surface.anchors, which
the prompt hook shares; files and symbols become entity nodes of the relation graph.
"""

from __future__ import annotations

from typing import Any

from cognition.memory.context import Context
from cognition.memory.store import Store, Stores
from layers import graph_queries as gq
from layers import queries
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import Memory
from surface.anchors import (
    FRESH,
    MAX_FILE_BYTES,
    StaleReport,
    check_anchors,
    read_anchored,
    region_digest,
    relative_path,
)

MAX_SYMBOL_CHARS = 200


def _line(name: str, value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidInput(f"{name} must be a line number from 1 (got {value!r})")
    return value


def _symbol(symbol: Any) -> str | None:
    if symbol is None:
        return None
    if (
        not isinstance(symbol, str)
        or not symbol.strip()
        or len(symbol) > MAX_SYMBOL_CHARS
        or any(ord(ch) < 32 for ch in symbol)
    ):
        raise InvalidInput(
            f"symbol must be a name of up to {MAX_SYMBOL_CHARS} characters (got {symbol!r})"
        )
    return symbol.strip()


class Anchoring:
    """anchor, anchors, unanchor, stale: memories tied to the project's files."""

    def __init__(self, ctx: Context, stores: Stores) -> None:
        self.ctx = ctx
        self.stores = stores

    async def _project_memory(self, ref: Any) -> tuple[Store, Memory]:
        store, m = await self.stores.locate(ref)
        if m.scope != "project":
            raise InvalidInput(
                f"code anchors tie a memory to this project's files; #{m.ref} is a global memory"
            )
        return store, m

    async def anchor(
        self,
        ref: Any,
        path: Any,
        line_start: int | None = None,
        line_end: int | None = None,
        symbol: str | None = None,
    ) -> gq.Anchor:
        """Tie a memory to a file of the project (relative to the project root), optionally to
        lines line_start..line_end and a symbol, at the sha256 of that content now. Anchoring
        the same file again re-reads it (use it to accept a change)."""
        store, m = await self._project_memory(ref)
        start, end = _line("line_start", line_start), _line("line_end", line_end)
        if start is None and end is not None:
            raise InvalidInput("line_end needs line_start")
        if start is not None and end is not None and end < start:
            raise InvalidInput(f"line_end ({end}) is before line_start ({start})")
        symbol = _symbol(symbol)
        rel = relative_path(self.ctx.root, path)
        data = read_anchored(self.ctx.root, rel)
        if data is None:
            full = self.ctx.root / rel
            if full.is_file():
                raise InvalidInput(
                    f"{rel} is over {MAX_FILE_BYTES // (1024 * 1024)} MB or "
                    f"unreadable; anchor a smaller file"
                )
            raise InvalidInput(f"no file {rel} in the project {self.ctx.root}")
        n_lines = len(data.splitlines())
        if start is not None and (end or start) > n_lines:
            raise InvalidInput(
                f"{rel} has {n_lines} lines; lines {start}-{end or start} are past its end"
            )
        if symbol is not None and symbol.encode() not in data:
            raise InvalidInput(f"symbol {symbol!r} does not appear in {rel}")
        digest = region_digest(data, start, end)
        now = self.ctx.now()
        kind = "symbol" if symbol else "file"

        def plan() -> Plan[gq.Anchor]:
            # A symbol anchor also ties the memory to its file (an anchor on the plain file is
            # kept), so memories about the same file meet in the graph whatever symbol they name.
            yield from gq.upsert_anchor(
                m.id, "file", rel, start, end, symbol, digest, now, keep_plain=symbol is not None
            )
            if symbol:
                yield from gq.upsert_anchor(m.id, "symbol", rel, start, end, symbol, digest, now)
            yield from queries.add_event(
                m.id, "updated", now, detail={"anchor": gq.entity_name(kind, rel, symbol)}
            )
            rows = yield from gq.anchors_of([m.id])
            name = gq.entity_name(kind, rel, symbol)
            return next(a for a in rows if a.kind == kind and a.entity == name)

        return await store.write(plan())

    async def anchors(self, ref: Any) -> list[gq.Anchor]:
        """The code anchors of a memory."""
        store, m = await self.stores.locate(ref)
        return await store.read(gq.anchors_of([m.id]))

    async def unanchor(self, ref: Any, path: Any = None) -> int:
        """Remove a memory's anchors (only those on `path` when given); returns how many."""
        store, m = await self.stores.locate(ref)
        rel = relative_path(self.ctx.root, path) if path is not None else None
        return await store.write(gq.delete_anchors(m.id, rel))

    async def stale(self, ref: Any = None) -> list[StaleReport]:
        """Anchors whose file changed or vanished since they were saved (of one memory, or all
        in the project store). Restoring the content makes a memory fresh again."""
        if ref is not None:
            store, m = await self.stores.locate(ref)
            ids: list[int] | None = [m.id]
        else:
            project = await self.stores.get("project", create=False)
            if project is None:
                return []
            store, ids = project, None
        anchors = await store.read(gq.anchors_of(ids))
        reports: dict[tuple[int, str, int | None, int | None], StaleReport] = {}
        for a, state, current in check_anchors(self.ctx.root, anchors):
            if state == FRESH:
                continue
            key = (a.memory_id, a.path, a.line_start, a.line_end)
            if key in reports and reports[key].symbol:
                continue  # the file and symbol rows of one anchor: report it once, with symbol
            reports[key] = StaleReport(
                a.memory_id,
                str(a.memory_id),
                a.path,
                a.line_start,
                a.line_end,
                a.symbol,
                state,
                a.content_hash,
                current,
            )
        return sorted(reports.values(), key=lambda r: (r.memory_id, r.path, r.line_start or 0))
