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

import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cognition.config import Settings
from cognition.memory import recall_hits
from cognition.memory.direct import open_checks_plan
from cognition.memory.results import Hit
from layers.connection import open_store
from layers.plan import Connection, run
from surface.lexical import LexicalPool, RecallRequest

if TYPE_CHECKING:  # the ranking imports numpy: imported while BM25 runs (_Search)
    from surface.recall import Scored


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
    opened: dict[str, _Opened] = {}
    try:
        for scope, path in _store_paths(root, env):
            opened[scope] = _Opened.open(scope, path, clock)
        req = recall_hits.request(cfg, query, limit, layer, tags, include_archived, as_of)
        for store in opened.values():  # SQLite's BM25 runs while numpy and the ranking import
            store.start_lexical(req, cfg)
        search = _Search(cfg)
        hits: list[Hit] = []
        for store in opened.values():
            found = search.store(store, req, float(clock()))
            hits += recall_hits.store_hits(cfg, store.scope, found, explain)
        hits.sort(key=lambda h: -h.order)
        hits = _with_conflicts(opened, hits[: req.limit])
        return Recalled(hits, float(clock()), recall_hits.threshold(cfg))
    except Declined:
        return None
    finally:
        for store in opened.values():
            store.close()


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


class _Opened:
    """One store on its connection, and the lexical half of its recall on a thread of its own
    (sqlite3 lets other threads run while a statement steps)."""

    def __init__(self, scope: str, path: Path, conn: Connection, stamp: str | None) -> None:
        self.scope, self.path, self.conn, self.stamp = scope, path, conn, stamp
        self.thread: threading.Thread | None = None
        self.outcome: Any = None  # (vector model, LexicalPool), or the exception raised

    @classmethod
    def open(cls, scope: str, path: Path, clock: Callable[[], float]) -> _Opened:
        """Declined when memories wait to be linked; the merge-keys stamp is checked later
        (surface.dedup imports numpy, which the lexical search need not wait for)."""
        conn = open_store(path, clock())  # a pending migration backs the file up first as well
        try:
            stamp, queued = run(conn, open_checks_plan())
        except BaseException:
            conn.close()
            raise
        if queued:
            conn.close()
            raise Declined
        return cls(scope, path, conn, stamp)

    def start_lexical(self, req: RecallRequest, cfg: Settings) -> None:
        from layers import vector_rows
        from surface.lexical import lexical_plan

        def lexical() -> None:
            try:
                model, _ = run(self.conn, vector_rows.model_and_version_plan())
                self.outcome = model, run(self.conn, lexical_plan(req, cfg.recall))
            except BaseException as exc:  # noqa: BLE001 - raised again by lexical_result
                self.outcome = exc

        self.thread = threading.Thread(target=lexical, name="cognimem-lexical")
        self.thread.start()

    def lexical_result(self) -> tuple[str | None, LexicalPool]:
        assert self.thread is not None
        self.thread.join()
        if isinstance(self.outcome, BaseException):
            raise self.outcome
        found: tuple[str | None, LexicalPool] = self.outcome
        return found

    def close(self) -> None:
        if self.thread is not None:
            self.thread.join()  # never close the connection under its statement
        self.conn.close()


class _Search:
    """One store's ranked memories, as Recaller._recall_store finds them with the vectors of a
    one-shot process (the vector file or a streamed scan, never a loaded index)."""

    def __init__(self, cfg: Settings) -> None:
        from cognition.memory.embedding import configured_embedder

        self.cfg = cfg
        self.embedder = configured_embedder(cfg)

    def store(self, store: _Opened, req: RecallRequest, now: float) -> list[Scored]:
        from cognition.memory import (
            embedding,
            vector_load,  # noqa: F401 - here: the search's thread only searches
        )
        from surface.dedup import MERGE_KEYS_VERSION, PLAIN_KEYS_VERSION

        if store.stamp not in (MERGE_KEYS_VERSION, PLAIN_KEYS_VERSION):
            raise Declined  # the API files the merge keys on opening (a search needs none)
        params, decay, embedder = self.cfg.recall, self.cfg.decay, self.embedder
        neural = not embedder.id.startswith(("hash", "none"))
        qvec = embedding.query_vector(embedder, self.cfg, req.text)
        # The vector search on a second connection and a thread of its own (numpy lets go of
        # the GIL while it scores the codes): the ranking imports meanwhile, and the store's
        # first connection runs BM25.
        vector = None if qvec is None else _Background(self._vector_hits, store.path, qvec)
        try:
            from surface.recall import ranked_plan

            hits = [] if vector is None else vector.result()
        finally:
            if vector is not None:
                vector.join()
        model, lexical = store.lexical_result()
        if embedder.dim and params.use_vectors:
            error = embedding.mixed_models(embedder, store.scope, store.path, model)
            if error is not None:
                raise error
        return run(store.conn, ranked_plan(req, params, decay, now, lexical, hits, neural=neural))

    def _vector_hits(self, path: Path, qvec: Any) -> list[tuple[int, float]]:
        from cognition.memory.embedding import INDEXED_STATUSES
        from cognition.memory.vector_file import file_path
        from cognition.memory.vector_load import cached_search_plan

        e, k = self.embedder, self.cfg.recall.candidates * 2
        conn = open_store(path)
        try:
            hits: list[tuple[int, float]] = run(
                conn, cached_search_plan(file_path(path), e.id, e.dim, INDEXED_STATUSES, qvec, k)
            )
        finally:
            conn.close()
        return hits


class _Background:
    """fn(*args) on a thread of its own; result() waits for it and raises what it raised."""

    def __init__(self, fn: Callable[..., Any], *args: Any) -> None:
        self.outcome: Any = None

        def work() -> None:
            try:
                self.outcome = (fn(*args),)
            except BaseException as exc:  # noqa: BLE001 - raised again by result()
                self.outcome = exc

        self.thread = threading.Thread(target=work, name="cognimem-vectors")
        self.thread.start()

    def join(self) -> None:
        self.thread.join()

    def result(self) -> Any:
        self.thread.join()
        if isinstance(self.outcome, BaseException):
            raise self.outcome
        return self.outcome[0]


def _with_conflicts(opened: Mapping[str, _Opened], hits: list[Hit]) -> list[Hit]:
    """Recaller._with_conflicts on these connections."""
    from layers.records import Memory

    pairs: dict[tuple[str, int], list[Memory]] = {}
    for scope, ids in recall_hits.by_scope(hits).items():
        for i, other in run(opened[scope].conn, recall_hits.contradicting_plan(ids)):
            pairs.setdefault((scope, i), []).append(other)
    return recall_hits.grouped(hits, pairs)


__all__ = ["Declined", "Recalled", "recall"]
