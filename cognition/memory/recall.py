"""Recall: the memories that best match a query, project before global, with the memories
that contradict a hit shown beside it."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cognition import validation as check
from cognition.memory.context import Context
from cognition.memory.results import Hit
from cognition.memory.store import Store, Stores
from cognition.memory.vectors import Vectors
from layers import graph_queries as gq
from layers import queries, vector_rows
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import Memory
from surface.recall import LexicalPool, RecallRequest, Scored, lexical_plan, ranked_plan
from surface.relevance_model import THRESHOLD

if TYPE_CHECKING:  # the write path, made only when a recall reinforces (MemorySystem.writer)
    from cognition.memory.writes import Writer

VectorBox = Future[tuple[list[tuple[int, float]] | None, int | None]]


class Recaller:
    def __init__(
        self, ctx: Context, stores: Stores, vectors: Vectors, writer: Callable[[], Writer]
    ) -> None:
        self.ctx = ctx
        self.stores = stores
        self.vectors = vectors
        self.writer = writer  # reinforce=True credits the top hits as used

    async def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        layer: str | None = None,
        tags: Any = None,
        include_archived: bool = False,
        as_of: float | None = None,
        explain: bool = False,
        reinforce: bool = False,
    ) -> list[Hit]:
        """See MemorySystem.recall."""
        if not isinstance(query, str):
            raise InvalidInput(f"query must be text (got {type(query).__name__})")
        cfg = self.ctx.cfg
        req = RecallRequest(
            text=query,
            limit=check.positive_int("limit", limit, 1, 200),
            layer=check.layer(layer) if layer else None,
            tags=tuple(check.tags(list(tags), cfg.write.max_tags)) if tags else (),
            include_archived=bool(include_archived),
            as_of=as_of,
        )
        hits: list[Hit] = []
        for s in ("project", "global"):
            store = await self.stores.get(s, create=False)
            if store is None:
                continue
            found = await self._recall_store(store, req, self.ctx.now())
            penalty = cfg.recall.global_penalty if s == "global" else 0.0
            for sc in found:
                parts = {**sc.parts, "scope_penalty": penalty} if penalty else sc.parts
                hits.append(
                    Hit(
                        sc.memory, sc.score, parts if explain else None, order=sc.sort_key - penalty
                    )
                )
        hits.sort(key=lambda h: -h.order)
        hits = await self._with_conflicts(hits[: req.limit])
        if reinforce and hits:
            await self.writer().credit(hits[: cfg.recall.reinforce_top], "recall")
        return hits

    async def _recall_store(self, store: Store, req: RecallRequest, now: float) -> list[Scored]:
        """One store's ranked hits in one hop, with the two searches overlapping: the
        connection's thread runs BM25 and then waits for the vector hits, which this thread
        computes meanwhile on the index as loaded. Only if the hop finds that another process
        wrote since that index was loaded is it reloaded and the ranking run in a second hop."""
        params, decay = self.ctx.cfg.recall, self.ctx.cfg.decay
        vectors = self.vectors
        neural = not vectors.embedder.id.startswith(("hash", "none"))
        if store.links_due or store.link_task is not None:
            assert store.settle is not None
            await store.settle(store)  # first, so the hop below starts at once (no stall)
        box: VectorBox = Future()
        started = threading.Event()
        pending = asyncio.ensure_future(
            store.read(_recall_hop(req, params, decay, now, neural, box, started))
        )
        try:
            await asyncio.sleep(0)  # let the read reach the connection's thread
            # The vector search holds the GIL for its whole scan; started first, BM25 runs
            # inside SQLite without it, so the two overlap (else the thread waits for the GIL).
            # Bounded: a read queued behind other work must not stall this loop.
            started.wait(0.002)
            qvec = vectors.query_vector(req.text)
            # The data version the index was loaded at; None: no vectors, nothing to be stale.
            box.set_result(
                (
                    vectors.vector_hits(store.index, qvec),
                    None if qvec is None else store.data_version,
                )
            )
        finally:
            if not box.done():  # the connection's thread waits on it: never leave it waiting
                box.set_result((None, None))
        model, version, lexical, found = await pending
        if vectors.embedder.dim and params.use_vectors:
            vectors.refuse_mixed_models(store, model)
        if found is None:
            hits = await vectors.search(store, version, qvec)
            found = await store.read(
                ranked_plan(req, params, decay, now, lexical, hits, neural=neural)
            )
        return found

    async def _with_conflicts(self, hits: list[Hit]) -> list[Hit]:
        """Two active memories that contradict each other are shown together, marked, the
        newer first, where the better-ranked of them would be: neither is presented alone as
        the current truth."""
        by_scope: dict[str, list[Hit]] = {}
        for h in hits:
            by_scope.setdefault(h.memory.scope, []).append(h)
        pairs: dict[tuple[str, int], list[Memory]] = {}
        for scope, group in by_scope.items():
            store = await self.stores.get(scope, create=False)
            if store is None:
                continue
            for i, other in await store.read(_contradicting_plan([h.memory.id for h in group])):
                pairs.setdefault((scope, i), []).append(other)
        if not pairs:
            return hits
        return _grouped(hits, pairs)

    def relevance_threshold(self) -> float:
        """See MemorySystem.relevance_threshold."""
        if self.ctx.cfg.recall.min_probability > 0:
            return float(self.ctx.cfg.recall.min_probability)
        return THRESHOLD


def _contradicting_plan(ids: list[int]) -> Plan[list[tuple[int, Memory]]]:
    """(hit id, an active memory it contradicts) for the hits of one store."""
    found = yield from gq.contradictions_plan(ids)
    if not found:
        return []
    by_id = yield from queries.get_memories(sorted({o for os in found.values() for o in os}))
    return [
        (i, by_id[o])
        for i, os in found.items()
        for o in os
        if o in by_id and by_id[o].status == "active"
    ]


def _grouped(hits: list[Hit], pairs: dict[tuple[str, int], list[Memory]]) -> list[Hit]:
    out: list[Hit] = []
    placed: set[tuple[str, int]] = set()
    known = {
        (x.memory.scope, x.memory.id): x for x in hits
    }  # a partner already a hit keeps its own
    for h in hits:
        key = (h.memory.scope, h.memory.id)
        if key in placed:
            continue
        others = pairs.get(key, [])
        group = [h] + [
            known.get((o.scope, o.id)) or Hit(o, h.score, None, order=h.order) for o in others
        ]
        refs = {(g.memory.scope, g.memory.id): g.memory.ref for g in group}
        for g in sorted(group, key=lambda g: (-g.memory.created_at, -g.memory.id)):
            gk = (g.memory.scope, g.memory.id)
            if gk in placed:
                continue
            placed.add(gk)
            conflicts = tuple(r for k, r in refs.items() if k != gk) if others else ()
            out.append(replace(g, conflicts=conflicts))
    return out


def _recall_hop(
    req: RecallRequest,
    params: Any,
    decay: Any,
    now: float,
    neural: bool,
    box: VectorBox,
    started: threading.Event,
) -> Plan[tuple[str | None, int, LexicalPool, list[Scored] | None]]:
    """Recall on the connection's thread: the vector model and data version (as before a
    write), BM25, then the ranking once the caller's vector hits arrive in `box` (it sets them
    while BM25 runs). No ranking (None) when those hits came from an index older than the
    data version, or from none: the caller reloads it and ranks in a second hop."""
    model, version = yield from vector_rows.model_and_version_plan()
    started.set()
    lexical = yield from lexical_plan(req, params)
    hits, loaded = box.result()
    if hits is None or (loaded is not None and loaded != version):
        return model, version, lexical, None
    return (
        model,
        version,
        lexical,
        (yield from ranked_plan(req, params, decay, now, lexical, hits, neural=neural)),
    )
