"""The vectors of a MemorySystem: the configured embedder, created on first use, and each
store's vector index, loaded lazily and reloaded when another process has written since."""

from __future__ import annotations

from typing import Any

from cognition.memory import embedding
from cognition.memory.context import Context
from cognition.memory.embedding import INDEXED_STATUSES, embed_text
from cognition.memory.store import Store
from cognition.memory.vector_load import cached_search_plan, index_plan
from layers import vector_rows


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
            self._embedder = embedding.configured_embedder(self.ctx.cfg)
        return self._embedder

    @embedder.setter
    def embedder(self, value: Any) -> None:  # a shared or cached embedder (benchmarks, tests)
        self._embedder = value

    def refuse_mixed_models(self, store: Store, stored: str | None) -> None:
        """Refuse to mix vectors of two models: a switch needs `cognimem reindex`."""
        error = embedding.mixed_models(self.embedder, store.scope, store.path, stored)
        if error is not None:
            raise error

    def embed(self, texts: list[str]) -> Any:
        """Vectors for texts, or None when the embedder fails (the write goes on without them)."""
        return embedding.embed(self.embedder, texts)

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
        return embedding.query_vector(self.embedder, self.ctx.cfg, text)

    def vector_hits(self, index: Any, qvec: Any) -> list[tuple[int, float]] | None:
        """Top (id, cosine) on `index`; None when it is needed but not loaded yet."""
        if qvec is None:
            return []
        if index is None:
            return None
        if len(index) == 0:
            return []
        return index.search(qvec, self.ctx.cfg.recall.candidates * 2)


__all__ = ["INDEXED_STATUSES", "Vectors", "embed_text"]
