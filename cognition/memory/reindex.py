"""Re-embedding every memory with the configured embedder (after a switch of model)."""

from __future__ import annotations

from collections.abc import Callable

from cognition.memory.linking import Linker
from cognition.memory.store import Stores
from cognition.memory.vectors import Vectors, embed_text
from layers import linking, queries, vector_rows
from layers.plan import Plan


async def reindex(
    stores: Stores,
    vectors: Vectors,
    linker: Linker,
    progress: Callable[[int, int], None] | None = None,
    batch: int = 256,
) -> dict[str, int]:
    """Re-embed every memory with the configured embedder; resumable and never mixing models.

    Search only ever loads vectors tagged with the configured model, and the store's
    'embedder' mark moves to the new model only when every memory has its vector.
    """
    from surface.embedders import to_blob  # ~30 ms to import: only a reindex pays for it

    embedder = vectors.embedder
    done: dict[str, int] = {}
    for store in await stores.existing():
        model = embedder.id
        todo = await store.read(_needs_vector_plan(model))
        for start in range(0, len(todo), batch):
            chunk = todo[start : start + batch]
            vecs = embedder.embed([text for _, text in chunk])
            rows = [
                (i, model, embedder.dim, to_blob(v)) for (i, _), v in zip(chunk, vecs, strict=True)
            ]
            await store.write(_vectors_plan(rows))
            if progress:
                progress(min(start + batch, len(todo)), len(todo))
        if embedder.dim:
            await store.write(_set_model_plan(model))
        store.index = None
        done[store.scope] = len(todo)
        if todo and embedder.dim:  # their `related` links, as a write would make them
            store.links_due += len(todo)
            linker.start(store)
    return done


def _set_model_plan(model: str) -> Plan[None]:
    current = yield from queries.get_meta("embedder")
    if current != model:
        yield from queries.set_meta("embedder", model)


def _vectors_plan(rows: list[tuple[int, str, int, bytes]]) -> Plan[None]:
    """Vectors for stored memories (reindex, import); those without `related` links of their
    own are queued for them, as if just written."""
    yield from queries.upsert_vectors(rows)
    yield from linking.queue_unlinked([r[0] for r in rows])


def _needs_vector_plan(model: str) -> Plan[list[tuple[int, str]]]:
    rows = yield from vector_rows.memories_without_vector(model)
    return [(m.id, embed_text(m)) for m in rows]
