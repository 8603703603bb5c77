"""Meanings for the memories that have none: the pass that fills layers' `meaning` table.

A memory's meaning (its sentence-model vector, surface.semantic) costs ~10 ms of model time, a
write ~1 ms: so a write never computes it. This pass does, in batches, after writes: the MCP
server after its writes, the detached linker after a CLI `remember`, `cognimem reindex
--meanings`, and the evaluations before they measure. Until it has run, a memory is ranked on
its words, as every memory is without the model.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

from cognition.memory.store import PgStore, Store
from layers import meaning_queries
from surface import semantic

BATCH = 32


async def index_store(
    store: Store, limit: int | None = None, progress: Callable[[int], None] | None = None
) -> int:
    """Meanings for up to `limit` (None: every) active memories of one store without one;
    how many were stored. Nothing without the model, or on a team store."""
    if isinstance(store, PgStore) or semantic.encoder() is None:
        return 0
    done = 0
    while limit is None or done < limit:
        want = BATCH if limit is None else min(BATCH, limit - done)
        rows = await store.read(meaning_queries.missing(semantic.MODEL_ID, want))
        if not rows:
            break
        vecs = await asyncio.to_thread(semantic.embed_texts, [t for _, t in rows])
        if vecs is None:
            break
        ids = [i for i, _ in rows]
        done += await store.write(
            meaning_queries.put(semantic.MODEL_ID, list(zip(ids, vecs, strict=True)))
        )
        if progress is not None:
            progress(done)
        if len(rows) < want:
            break
    return done


async def index_stores(stores: Sequence[Store], limit: int | None = None) -> int:
    """index_store over each store; the total stored."""
    return sum([await index_store(s, limit) for s in stores])
