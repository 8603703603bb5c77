"""The vectors of a MemorySystem: the configured embedder, created on first use, and each
store's vector index, loaded lazily and reloaded when another process has written since."""

from __future__ import annotations

import logging
from typing import Any

from cognition.memory.context import Context
from cognition.memory.results import EmbedderMismatch
from cognition.memory.store import Store
from cognition.memory.vector_load import cached_search_plan, index_plan
from layers import vector_rows
from layers.records import Memory

log = logging.getLogger("cognimem")
INDEXED_STATUSES = ("active", "archived", "superseded")  # what vector search and linking see


def embed_text(m: Memory) -> str:
    """What a memory's vector is made of: title, content and tags together (A-Mem)."""
    parts = [m.title, m.content, " ".join(m.tags)]
    return ". ".join(p for p in parts if p)


class Vectors:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._embedder: Any = None
        # False: search and link by streaming the store's vectors instead of loading the index
        # (a one-shot process, like a CLI command, searches once: the index is one 154 MB matrix
        # at 100K memories of dim 384, where a stream holds one chunk of 3 MB).
        self.keep = True

    @property
    def embedder(self) -> Any:
        """The configured embedder, created on first use (the neural one loads torch)."""
        if self._embedder is None:
            from surface.embedders import make_embedder  # numpy and perhaps torch: only here

            e = self.ctx.cfg.embedder
            opts = {"dim": e.dim} if e.name == "hash" else {}
            self._embedder = make_embedder(e.name, e.model or None, **opts)
        return self._embedder

    @embedder.setter
    def embedder(self, value: Any) -> None:  # a shared or cached embedder (benchmarks, tests)
        self._embedder = value

    def refuse_mixed_models(self, store: Store, stored: str | None) -> None:
        """Refuse to mix vectors of two models: a switch needs `cognimem reindex`."""
        if self.embedder.dim == 0:
            return
        if stored and stored != self.embedder.id:
            raise EmbedderMismatch(
                f"the {store.scope} store {store.path} holds vectors made by {stored!r} but the "
                f"configured embedder is {self.embedder.id!r}; run `cognimem reindex` to re-embed "
                f"(or set embedder back to the old one)"
            )

    def embed(self, texts: list[str]) -> Any:
        """Vectors for texts, or None when the embedder fails (the write goes on without them)."""
        if self.embedder.dim == 0:
            return None
        try:
            return self.embedder.embed(texts)
        except Exception as exc:  # noqa: BLE001 - embedding never blocks or loses a write
            log.warning(
                "embedding failed (%s); stored without a vector, `cognimem reindex` fills it", exc
            )
            return None

    async def index(self, store: Store, version: int | None = None) -> Any:
        """This store's vector index, reloaded when another process has written since."""
        row = await store.read(vector_rows.data_version_plan()) if version is None else version
        if store.index is None or row != store.data_version:
            store.index = await store.read(
                index_plan(self.embedder.id, self.embedder.dim, INDEXED_STATUSES)
            )
            store.data_version = row
        return store.index

    async def search(self, store: Store, version: int | None, qvec: Any) -> list[Any]:
        """Vector hits when recall's first hop had no index to search (see `keep`)."""
        if self.keep or qvec is None or store.index is not None:
            return self.vector_hits(await self.index(store, version), qvec) or []
        k = self.ctx.cfg.recall.candidates * 2
        # A SQLite store's vector file makes this scan a read of int8 codes (vector_load).
        return await store.read(
            cached_search_plan(
                store.vector_file, self.embedder.id, self.embedder.dim, INDEXED_STATUSES, qvec, k
            )
        )

    def query_vector(self, text: str) -> Any:
        """The query's vector; None without vectors or when embedding fails (lexical recall)."""
        if self.embedder.dim == 0 or not self.ctx.cfg.recall.use_vectors:
            return None
        from surface.embedders import embed_query

        try:
            return embed_query(self.embedder, text)
        except Exception as exc:  # noqa: BLE001 - fall back to lexical recall
            log.warning("query embedding failed (%s); lexical recall only", exc)
            return None

    def vector_hits(self, index: Any, qvec: Any) -> list[tuple[int, float]] | None:
        """Top (id, cosine) on `index`; None when it is needed but not loaded yet."""
        if qvec is None:
            return []
        if index is None:
            return None
        if len(index) == 0:
            return []
        return index.search(qvec, self.ctx.cfg.recall.candidates * 2)


__all__ = ["Vectors", "embed_text"]
