"""Restatements found after the write, by meaning: the pass that folds a memory into an older
one of the same layer it says again in other words.

A write pairs a statement only with memories that share its words (the merge keys), so a
restatement in other words ("The Cassandra cluster spans three datacenters." / "Cassandra is
deployed across 3 DCs.") is stored beside what it restates. Its meaning, computed after the
write (cognition.memory.meanings), finds it: each new meaning is compared with the layer's
others, and a close pair the write never read (no merge key in common, or too few words shared
to pass its gate) is read by surface.meaning_restatement, which asks more of such a pair than a
write asks of one sharing words. A restatement is merged as a write merges one, except that
the older wording is always the one kept: the older memory stays (its history, its uses, its
wording) and takes a presentation more; the newer one's text, source, session and time are kept
in the `merged` event, and the newer row is removed.

Only facts and decisions: two accounts of events alike are two events. A memory the write
linked to another (it superseded one, or conflicts with one) is left as the write decided.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import Any

import numpy as np

from cognition.memory.store import Store
from cognition.memory.write_plans import merge_into_plan, read_by_a_write
from layers import meaning_queries, queries
from layers.plan import Plan
from layers.records import Memory

NEIGHBOURS = 3  # the closest meanings of the same layer read for each new memory
MEANING_FLOOR = 0.6  # the cosine of stored meanings a pair needs to be read at all
SCAN_LIMIT = 50_000  # meanings compared at most (a bigger store compares its first ones)
_KEPT_BY_WRITE = frozenset(("supersedes", "contradicts"))
_LAYERS = frozenset(("fact", "decision"))


async def fold_restatements(
    store: Store, ids: Sequence[int], model: str, now: float, turn: Any = None
) -> list[tuple[int, int]]:
    """Fold each of `ids` (memories whose meaning was just stored) that restates an older
    memory of its layer into it; the (kept, folded) pairs. `turn`: held around the store's
    reads and writes only, as in cognition.memory.meanings."""
    if store.read_only or not ids:
        return []
    guard: Any = turn if turn is not None else contextlib.nullcontext()
    async with guard:
        rows = await store.read(meaning_queries.all_active(model, SCAN_LIMIT))
    pairs = _close_pairs(rows, ids)
    if not pairs:
        return []
    async with guard:
        found = await store.read(queries.get_memories({i for p in pairs for i in p[:2]}))
    folded: list[tuple[int, int]] = []
    gone: set[int] = set()
    for a, b, _ in pairs:
        older, newer = _in_order(found.get(a), found.get(b))
        if older is None or newer is None or {older.id, newer.id} & gone:
            continue
        if not await asyncio.to_thread(_restated, older, newer):
            continue
        async with guard:
            done = await store.write(fold_plan(older.id, newer.id, now))
        if done:
            gone.add(newer.id)
            folded.append((older.id, newer.id))
            if store.index is not None:  # our own write: data_version will not tell us
                store.index.remove([newer.id])
    return folded


def _close_pairs(
    rows: Sequence[tuple[int, bytes]], ids: Sequence[int]
) -> list[tuple[int, int, float]]:
    """(new id, neighbour id, cosine) for each new memory's closest meanings, closest first."""
    if len(rows) < 2:
        return []
    all_ids = [i for i, _ in rows]
    at = {i: n for n, i in enumerate(all_ids)}
    mat = np.stack([np.frombuffer(v, dtype=np.float32) for _, v in rows])
    mat = mat / np.maximum(np.linalg.norm(mat, axis=1, keepdims=True), 1e-12)
    out: list[tuple[int, int, float]] = []
    for i in dict.fromkeys(ids):
        if i not in at:
            continue
        sims = mat @ mat[at[i]]
        sims[at[i]] = -1.0
        top = np.argsort(-sims)[:NEIGHBOURS]
        out += [(i, all_ids[j], float(sims[j])) for j in top if sims[j] >= MEANING_FLOOR]
    return sorted(out, key=lambda p: -p[2])


def _in_order(a: Memory | None, b: Memory | None) -> tuple[Memory | None, Memory | None]:
    """The two memories, older first, if they may be folded at all."""
    if a is None or b is None or a.layer != b.layer or a.layer not in _LAYERS:
        return None, None
    if a.status != "active" or b.status != "active":
        return None, None
    return (a, b) if (a.created_at, a.id) <= (b.created_at, b.id) else (b, a)


def _restated(older: Memory, newer: Memory) -> bool:
    """A pair the write never read (it keeps the write's verdict otherwise), read on the
    statements' own meanings (without titles or tags), as a write reads a pair."""
    from surface.meaning_restatement import restated_by_meaning
    from surface.statement_meaning import meaning_cosine

    if read_by_a_write(newer.layer, older.content, newer.content):
        return False
    cos = meaning_cosine(older.content, newer.content)
    return cos is not None and restated_by_meaning(older.content, newer.content, cos)


def fold_plan(kept_id: int, folded_id: int, now: float) -> Plan[bool]:
    """Merge `folded_id` into `kept_id` as a write merges a restatement, then remove its row;
    False (nothing changed) if either is no longer active or the write linked `folded_id`
    as a change or a conflict."""
    kept = yield from queries.get_memory(kept_id)
    folded = yield from queries.get_memory(folded_id)
    if kept is None or folded is None or kept.status != "active" or folded.status != "active":
        return False
    edges = yield from queries.edges_of(folded_id)
    if any(e.type in _KEPT_BY_WRITE for e in edges):
        return False
    note = {"found": "by meaning", "was": folded.id, "told_at": folded.created_at}
    yield from merge_into_plan(kept, folded, now, note=note)
    yield from queries.delete_memory(folded_id)
    return True


__all__ = ["fold_plan", "fold_restatements"]
