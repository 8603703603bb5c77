"""`cognimem recall` on plain sqlite3 connections: no asyncio or aiosqlite, whose imports and
thread hand-offs were most of what a one-shot recall paid beyond its work at 100K memories
(docs/benchmarks.md, "The CLI at 100K, session 9").

The same plans as MemorySystem.recall with a one-shot process's vectors (Vectors.keep False:
the vector file, else a streamed scan), store by store, project first, then the memories that
contradict a hit; the hits, scores and explanations are the API's (recall_hits holds what the
two share). Like memory.direct's `show`, it declines (None) wherever the API would do more
before it reads: a store on a server, no project store yet (the API creates it), a store
this process may not write (opened read-only there), memories waiting in `link_queue` (the
API links them first), a store from before the current merge keys (the API re-files them).
A recall writes nothing in the store: being returned is exposure, not use (issue 15).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cognition.config import Settings
from cognition.memory import recall_hits
from cognition.memory.results import Hit
from layers import linking, queries
from layers.plan import Connection, Plan, run
from surface.recall import RecallRequest, Scored


@dataclass(frozen=True, slots=True)
class Recalled:
    hits: list[Hit]
    now: float  # the clock after the recall, as MemorySystem.now() then (ages in the text)
    threshold: float  # MemorySystem.relevance_threshold()


class Declined(Exception):
    """The API would do more than this path before it reads: it answers instead."""


def recall(
    cwd: str | Path | None,
    query: Any,
    *,
    limit: int = 10,
    layer: str | None = None,
    tags: Any = None,
    include_archived: bool = False,
    as_of: float | None = None,
    explain: bool = False,
    env: Mapping[str, str] | None = None,
    clock: Callable[[], float] = time.time,
) -> Recalled | None:
    """MemorySystem.recall's hits (reinforce False) for a one-shot command; None: ask the API."""
    from layers.location import project_root

    root = project_root(cwd, env)
    cfg = Settings.load(root, env=None if env is None else dict(env))
    if cfg.store.url:
        return None
    opened: dict[str, Connection] = {}
    try:
        for scope, path in _store_paths(root, env):
            opened[scope] = _open(path, clock)
        req = recall_hits.request(cfg, query, limit, layer, tags, include_archived, as_of)
        hits: list[Hit] = []
        search = _Search(cfg)
        for scope, conn in opened.items():
            found = search.store(conn, scope, _store_path(scope, root, env), req, float(clock()))
            hits += recall_hits.store_hits(cfg, scope, found, explain)
        hits.sort(key=lambda h: -h.order)
        hits = _with_conflicts(opened, hits[: req.limit])
        return Recalled(hits, float(clock()), recall_hits.threshold(cfg))
    except Declined:
        return None
    finally:
        for conn in opened.values():
            conn.close()


def _store_path(scope: str, root: Path, env: Mapping[str, str] | None) -> Path:
    from layers.location import global_store_path, project_store_path

    return project_store_path(root) if scope == "project" else global_store_path(env)


def _store_paths(root: Path, env: Mapping[str, str] | None) -> list[tuple[str, Path]]:
    """The stores to search, project first; Declined where the API would create one or open
    one read-only."""
    from layers.location import writable

    found = []
    for scope in ("project", "global"):
        path = _store_path(scope, root, env)
        if not path.exists():
            if scope == "project":
                raise Declined  # the API creates the project store on opening
            continue
        if not path.is_file() or not writable(path):
            raise Declined
        found.append((scope, path))
    return found


def _open(path: Path, clock: Callable[[], float]) -> Connection:
    from layers.connection import open_store
    from surface.dedup import MERGE_KEYS_VERSION

    conn = open_store(path, clock())  # a pending migration backs the file up first, as the API
    try:
        stamp, queued = run(conn, _open_checks_plan())
    except BaseException:
        conn.close()
        raise
    if stamp != MERGE_KEYS_VERSION or queued:
        conn.close()
        raise Declined
    return conn


def _open_checks_plan() -> Plan[tuple[str | None, bool]]:
    stamp = yield from queries.get_meta("merge_keys")
    return stamp, (yield from linking.has_queued_links())


class _Search:
    """One store's ranked memories, as Recaller._recall_store finds them with the vectors of a
    one-shot process (the vector file or a streamed scan, never a loaded index)."""

    def __init__(self, cfg: Settings) -> None:
        from cognition.memory.embedding import configured_embedder

        self.cfg = cfg
        self.embedder = configured_embedder(cfg)

    def store(
        self, conn: Connection, scope: str, path: Path, req: RecallRequest, now: float
    ) -> list[Scored]:
        from cognition.memory import embedding
        from layers import vector_rows
        from surface.recall import lexical_plan, ranked_plan

        params, decay, embedder = self.cfg.recall, self.cfg.decay, self.embedder
        neural = not embedder.id.startswith(("hash", "none"))
        model, _ = run(conn, vector_rows.model_and_version_plan())
        lexical = run(conn, lexical_plan(req, params))
        qvec = embedding.query_vector(embedder, self.cfg, req.text)
        if embedder.dim and params.use_vectors:
            error = embedding.mixed_models(embedder, scope, path, model)
            if error is not None:
                raise error
        hits = [] if qvec is None else run(conn, self._vector_plan(path, qvec))
        return run(conn, ranked_plan(req, params, decay, now, lexical, hits, neural=neural))

    def _vector_plan(self, path: Path, qvec: Any) -> Plan[list[tuple[int, float]]]:
        from cognition.memory.embedding import INDEXED_STATUSES
        from cognition.memory.vector_file import file_path
        from cognition.memory.vector_load import cached_search_plan

        e, k = self.embedder, self.cfg.recall.candidates * 2
        hits: list[tuple[int, float]] = yield from cached_search_plan(
            file_path(path), e.id, e.dim, INDEXED_STATUSES, qvec, k
        )
        return hits


def _with_conflicts(opened: Mapping[str, Connection], hits: list[Hit]) -> list[Hit]:
    """Recaller._with_conflicts on these connections."""
    from layers.records import Memory

    pairs: dict[tuple[str, int], list[Memory]] = {}
    for scope, ids in recall_hits.by_scope(hits).items():
        for i, other in run(opened[scope], recall_hits.contradicting_plan(ids)):
            pairs.setdefault((scope, i), []).append(other)
    return recall_hits.grouped(hits, pairs)


__all__ = ["Declined", "Recalled", "recall"]
