"""The configured embedder and a query's vector, shared by the async API (memory.vectors) and
the one-shot recall on a plain connection (memory.direct_recall), so both embed and refuse
alike. Imports nothing heavy itself: numpy (and perhaps torch) come with the embedder."""

from __future__ import annotations

from array import array
from pathlib import Path
from typing import Any

from cognition.config import Settings
from cognition.memory.results import EmbedderMismatch
from layers.records import Memory

INDEXED_STATUSES = ("active", "archived", "superseded")  # what vector search and linking see


def configured_embedder(cfg: Settings) -> Any:
    """The embedder the settings name (the neural one loads torch)."""
    from surface.embedders import make_embedder  # numpy and perhaps torch: only here

    e = cfg.embedder
    opts = {"dim": e.dim} if e.name == "hash" else {}
    return make_embedder(e.name, e.model or None, **opts)


def embed_text(m: Memory) -> str:
    """What a memory's vector is made of: title, content and tags together (A-Mem)."""
    parts = [m.title, m.content, " ".join(m.tags)]
    return ". ".join(p for p in parts if p)


def embed(embedder: Any, texts: list[str], *, plain: bool = False) -> Any:
    """Vectors for texts, or None without vectors or when the embedder fails (the write goes on
    without them). plain: one vector per text without numpy where the embedder makes them (the
    hash embedder's `vectors`, the same float32 values), for a one-shot process."""
    if embedder.dim == 0:
        return None
    try:
        if plain and hasattr(embedder, "vectors"):
            return embedder.vectors(texts)
        return embedder.embed(texts)
    except Exception as exc:  # noqa: BLE001 - embedding never blocks or loses a write
        import logging

        logging.getLogger("cognimem").warning(
            "embedding failed (%s); stored without a vector, `cognimem reindex` fills it", exc
        )
        return None


def has_direction(vec: Any) -> bool:
    """Whether a vector can be compared or linked: a text without features gets a zero one."""
    if isinstance(vec, array):  # a plain float32 vector (`embed(..., plain=True)`)
        return any(vec)
    return float(vec @ vec) > 0


def query_vector(embedder: Any, cfg: Settings, text: str) -> Any:
    """The query's vector; None without vectors or when embedding fails (lexical recall)."""
    if embedder.dim == 0 or not cfg.recall.use_vectors:
        return None
    from surface.embedders import embed_query

    try:
        return embed_query(embedder, text)
    except Exception as exc:  # noqa: BLE001 - fall back to lexical recall
        import logging  # only here: a recall imports no logging otherwise (its import costs ms)

        logging.getLogger("cognimem").warning(
            "query embedding failed (%s); lexical recall only", exc
        )
        return None


def mixed_models(
    embedder: Any, scope: str, path: Path | str, stored: str | None
) -> EmbedderMismatch | None:
    """The error for a store whose vectors another model made (a switch needs `cognimem
    reindex`), or None."""
    if embedder.dim == 0 or not stored or stored == embedder.id:
        return None
    return EmbedderMismatch(
        f"the {scope} store {path} holds vectors made by {stored!r} but the "
        f"configured embedder is {embedder.id!r}; run `cognimem reindex` to re-embed "
        f"(or set embedder back to the old one)"
    )


__all__ = [
    "INDEXED_STATUSES",
    "configured_embedder",
    "embed",
    "embed_text",
    "has_direction",
    "mixed_models",
    "query_vector",
]
