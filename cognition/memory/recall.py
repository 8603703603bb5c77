"""Recall: the memories that best match a query, project before global, with the memories
that contradict a hit shown beside it."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from cognition.memory import recall_hits
from cognition.memory.context import Context
from cognition.memory.results import Hit
from cognition.memory.store import Store, Stores
from cognition.memory.vectors import Vectors
from layers import vector_rows
from layers.plan import Plan
from layers.records import Memory
from surface.recall import LexicalPool, RecallRequest, Scored, lexical_plan, ranked_plan

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
        cfg = self.ctx.cfg
        req = recall_hits.request(cfg, query, limit, layer, tags, include_archived, as_of)
        hits: list[Hit] = []
        for s in ("project", "global"):
            store = await self.stores.get(s, create=False)
            if store is None:
                continue
            found = await self._recall_store(store, req, self.ctx.now())
            hits += recall_hits.store_hits(cfg, s, found, explain)
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
        """The memories that contradict a hit, shown beside it (recall_hits.grouped)."""
        pairs: dict[tuple[str, int], list[Memory]] = {}
        for scope, ids in recall_hits.by_scope(hits).items():
            store = await self.stores.get(scope, create=False)
            if store is None:
                continue
            for i, other in await store.read(recall_hits.contradicting_plan(ids)):
                pairs.setdefault((scope, i), []).append(other)
        return recall_hits.grouped(hits, pairs)

    def relevance_threshold(self) -> float:
        """See MemorySystem.relevance_threshold."""
        return recall_hits.threshold(self.ctx.cfg)


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
