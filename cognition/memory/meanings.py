"""Meanings for the memories that have none: the pass that fills layers' `meaning` table.

A memory's meaning (its sentence-model vector, surface.semantic) costs ~40 ms of model time, a
write ~1 ms: so a write never computes it. This pass does, in batches, after writes: the MCP
server after its writes, the detached linker after a CLI `remember`, `cognimem reindex
--meanings`, and the evaluations before they measure. Until it has run, a memory is ranked on
its words, as every memory is without the model. After a write (`now` given), each new meaning
also looks for an older memory the new one restates in other words
(cognition.memory.restated_later).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from typing import Any

from cognition.memory.store import PgStore, Store
from layers import meaning_queries
from surface import semantic

BATCH = 8  # memories embedded between two turns of the store (~0.3 s of model time)


async def index_store(
    store: Store,
    limit: int | None = None,
    progress: Callable[[int], None] | None = None,
    turn: asyncio.Lock | None = None,
    now: float | None = None,
) -> int:
    """Meanings for up to `limit` (None: every) active memories of one store without one;
    how many were stored. Nothing without the model, or on a team store. `turn`: a lock held
    only around the store's read and write (the MCP server's), never while the model runs.
    `now` (the passes after writes, not a reindex): fold restatements found by meaning."""
    if isinstance(store, PgStore) or semantic.encoder() is None:
        return 0
    guard: Any = turn if turn is not None else contextlib.nullcontext()
    done, new = 0, []
    while limit is None or done < limit:
        want = BATCH if limit is None else min(BATCH, limit - done)
        async with guard:
            rows = await store.read(meaning_queries.missing(semantic.MODEL_ID, want))
        if not rows:
            break
        vecs = await asyncio.to_thread(semantic.embed_texts, [t for _, t in rows])
        if vecs is None:
            break
        found = list(zip([i for i, _ in rows], vecs, strict=True))
        async with guard:
            done += await store.write(meaning_queries.put(semantic.MODEL_ID, found))
        new += [i for i, _ in found]
        if progress is not None:
            progress(done)
        if len(rows) < want:
            break
    if now is not None and new:  # one comparison with the store's meanings for the pass
        from cognition.memory.restated_later import fold_restatements

        await fold_restatements(store, new, semantic.MODEL_ID, now, turn)
    return done


async def index_stores(
    stores: Sequence[Store],
    limit: int | None = None,
    turn: asyncio.Lock | None = None,
    now: float | None = None,
) -> int:
    """index_store over each store; the total stored."""
    return sum([await index_store(s, limit, turn=turn, now=now) for s in stores])
