"""The public async API: open the memory of a project and remember, recall, get, update, forget."""

from __future__ import annotations

import asyncio
import contextvars
import logging
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cognition import validation as check
from cognition.config import Settings
from cognition.relations import RelationsMixin
from layers import graph_queries as gq
from layers import linking, queries
from layers.checkpoint import CHECKPOINT_EVERY, FALLBACK_PAGES, Checkpointer
from layers.connection import BUSY_TIMEOUT_MS, connect_async
from layers.errors import CognimemError, InvalidInput, NotFound
from layers.location import global_store_path, project_root, project_store_path
from layers.plan import LockHeld, Plan, q_all, q_one, run, run_if_free
from layers.records import Edge, Memory, content_hash
from surface.dedup import (
    MERGE_KEYS_VERSION,
    capped_topic_terms,
    file_all_keys,
    file_keys,
    merge_keys,
    topic_overlap,
)
from surface.recall import LexicalPool, RecallRequest, Scored, lexical_plan, ranked_plan
from surface.statements import CONTRADICTION, DISTINCT, SAME, UPDATE, Verdict, classify, sequence
from surface.timetext import date_words

log = logging.getLogger("cognimem")
FEEDBACK_VERDICTS = ("useful", "wrong", "outdated")
LINK_BATCH = 128  # queued memories linked per pass (64 measured ~15% fewer writes/s at 10K)
INDEXED_STATUSES = ("active", "archived", "superseded")  # what vector search and linking see
LINK_DELAY_S = 1.0  # an idle process links its last writes after this long
_IN_LINK_PASS: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "cognimem_link_pass", default=False
)
Clock = Callable[[], float]
_NOT_RUN = object()


@dataclass(slots=True)
class RememberResult:
    """What a remember did. action: "stored" (new memory), "merged" (a restatement of
    `target`, which was reinforced), "superseded" (stored; it updates `previous`, which is kept
    but no longer current), "conflicts" (stored beside `previous`, linked `contradicts`)."""

    memory: Memory
    action: str
    target: str | None = None  # the memory merged into / superseded / conflicting
    previous: Memory | None = None  # the superseded or conflicting memory, as it is now
    reason: str = ""  # why the classifier paired them ("negation changed", ...)

    def summary(self) -> str:
        """One line for a person: what happened to what they told."""
        ref = self.memory.ref
        if self.action == "merged":
            return f"merged into #{ref} (same statement; {self.reason or 'exact duplicate'})"
        if self.action == "superseded" and self.previous is not None:
            return f"stored #{ref}; superseded #{self.previous.ref} (was: {_quote(self.previous.content)})"
        if self.action == "conflicts" and self.previous is not None:
            return f"stored #{ref}; conflicts with #{self.previous.ref} ({_quote(self.previous.content)})"
        return f"stored #{ref}"


def _quote(text: str, width: int = 80) -> str:
    one = " ".join(text.split())
    return repr(one if len(one) <= width else one[: width - 1] + "…")


@dataclass(slots=True)
class History:
    memory: Memory
    versions: list[Memory]  # the supersession chain through `memory`, oldest first
    events: dict[int, list[Any]]  # each version's events (layers.records.Event), oldest first

    @property
    def current(self) -> Memory:
        return next(
            (v for v in reversed(self.versions) if v.status != "superseded"), self.versions[-1]
        )


@dataclass(slots=True)
class Hit:
    memory: Memory
    score: float  # the calibrated probability that the memory is relevant (surface.relevance)
    explain: dict[str, Any] | None = None
    conflicts: tuple[str, ...] = ()  # refs of active memories this one contradicts
    order: float = 0.0  # what hits are sorted by: the score blended with the cognitive ranking

    @property
    def archived(self) -> bool:
        return self.memory.status == "archived"


@dataclass(slots=True)
class Page:
    items: list[Memory]
    total: int
    limit: int
    offset: int


@dataclass(slots=True)
class Store:
    """One SQLite store (project or global) on its aiosqlite connection.

    A plan runs whole on the connection's worker thread (one hop per plan instead of one per
    statement: a remember is ~20 statements, and each hop cost 0.1-0.5 ms here). Same plans,
    same SQL, same connection: only the loop that feeds the plan moves to that thread.
    """

    path: Path
    scope: str
    conn: Any = None
    index: Any = None  # surface.vectors.VectorIndex of this store's vectors, loaded lazily
    data_version: int = -1  # PRAGMA data_version when the index was loaded
    links_due: int = 0  # memories this process queued for linking since the last pass began
    link_task: Any = None  # the linking pass running in the background (an asyncio.Task)
    link_timer: Any = None  # asyncio.TimerHandle that starts a pass when the process idles
    settle: Any = None  # MemorySystem._settle: finishes linking before a read
    checkpointer: Any = None  # layers.checkpoint.Checkpointer: WAL checkpoints off the write path
    checkpoint_task: Any = None
    commits: int = 0  # write transactions since the last background checkpoint
    on_thread: int = 0  # plans queued or running on the connection's worker thread

    async def read(self, plan: Plan[Any]) -> Any:
        # Every read sees the links of every memory written before it, as if linked on write
        # (except the linking pass's own reads).
        if (
            self.settle is not None
            and (self.links_due or self.link_task)
            and not _IN_LINK_PASS.get()
        ):
            await self.settle(self)
        return await self._on_thread(plan)

    async def write(self, plan: Plan[Any], *, short: bool = False) -> Any:
        """Run a write plan in one transaction.

        short=True (a plan of a few small statements, like one remember): when the worker
        thread is idle and the write lock is free, it runs right here on the loop's thread.
        The two thread switches of a hop cost ~0.2 ms, as much as the transaction itself; a
        held lock is never waited for here (the plan then goes to the thread, which waits).
        """
        result = _NOT_RUN
        if short and self.on_thread == 0:
            try:
                result = run_if_free(self.conn._conn, plan, BUSY_TIMEOUT_MS)
            except LockHeld:
                pass
        if result is _NOT_RUN:
            result = await self._on_thread(plan, write=True)
        else:
            await asyncio.sleep(0)  # let other tasks (a linking pass, a server's I/O) go on
        self.commits += 1
        if (
            self.commits >= CHECKPOINT_EVERY
            and self.checkpointer is not None
            and (self.checkpoint_task is None or self.checkpoint_task.done())
        ):
            self.commits = 0
            self.checkpoint_task = asyncio.ensure_future(asyncio.to_thread(self._checkpoint))
        return result

    async def _on_thread(self, plan: Plan[Any], **kw: Any) -> Any:
        self.on_thread += 1
        try:
            return await self.conn._execute(run, self.conn._conn, plan, **kw)
        finally:
            self.on_thread -= 1

    def _checkpoint(self) -> None:
        try:
            self.checkpointer.checkpoint()
        except Exception as exc:  # noqa: BLE001 - the writer's own fallback threshold still holds
            log.warning("background checkpoint of %s failed: %s", self.path, exc)

    async def close(self) -> None:
        if self.checkpoint_task is not None:
            await asyncio.gather(self.checkpoint_task, return_exceptions=True)
        if self.checkpointer is not None:
            self.checkpointer.close()
        await self.conn.close()


@dataclass
class MemorySystem(RelationsMixin):
    """The memory of one project (plus the user's global store)."""

    cwd: str | Path | None = None
    settings: Settings | None = None
    clock: Clock = time.time
    env: dict[str, str] | None = None
    # False: search and link by streaming the store's vectors instead of loading the index (a
    # one-shot process, like a CLI command, searches once: the index is one 154 MB matrix at
    # 100K memories of dim 384, where a stream holds one chunk of 3 MB).
    keep_vectors: bool = True
    root: Path = field(init=False)
    _stores: dict[str, Store] = field(default_factory=dict, init=False)
    _paths: dict[str, Path] = field(default_factory=dict, init=False)

    # -- lifecycle ----------------------------------------------------------------------

    async def open(self) -> MemorySystem:
        self.root = project_root(self.cwd, self.env)
        self._paths.clear()
        if self.settings is None:
            self.settings = Settings.load(self.root, env=self.env)
        await self._store("project")
        return self

    async def close(self) -> None:
        for store in self._stores.values():
            if store.conn is not None:
                await self._flush_store(store)
                await store.close()

        self._stores.clear()

    async def __aenter__(self) -> MemorySystem:
        return await self.open()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def now(self) -> float:
        return float(self.clock())

    @property
    def cfg(self) -> Settings:
        assert self.settings is not None, "open() the memory first"
        return self.settings

    async def _store(self, scope: str, *, create: bool = True) -> Store | None:
        if scope in self._stores:
            return self._stores[scope]
        path = self._paths.get(scope)
        if path is None:  # resolving the home folder costs more than the recall's stat below
            path = (
                project_store_path(self.root) if scope == "project" else global_store_path(self.env)
            )
            self._paths[scope] = path
        if not create and not path.exists():  # another process may create it meanwhile
            return None
        store = Store(path, scope)
        from layers.backup import backup  # an online copy before any migration touches the file

        store.conn = await connect_async(path, migrate_now=self.now(), backup=backup)
        store.settle = self._settle
        await store.conn.execute_fetchall(f"PRAGMA wal_autocheckpoint={int(FALLBACK_PAGES)}")
        store.checkpointer = Checkpointer(path)
        stamp, leftover = await store.read(_open_checks_plan())
        if stamp != MERGE_KEYS_VERSION:
            await store.write(file_all_keys())  # a store from before merge keys: file them once
        if leftover:  # queued by a process that stopped before linking: link before our reads
            store.links_due = 1
        self._stores[scope] = store
        return store

    async def _locate(self, ref: Any) -> tuple[Store, Memory]:
        scope, memory_id = check.ref(ref)
        store = await self._store(scope, create=False)
        memory = await store.read(queries.get_memory(memory_id)) if store else None
        if memory is None:
            raise NotFound(
                f"no memory #{'g' if scope == 'global' else ''}{memory_id} in the {scope} store"
            )
        return store, memory

    # -- vectors ------------------------------------------------------------------------

    @property
    def embedder(self) -> Any:
        """The configured embedder, created on first use (the neural one loads torch)."""
        if getattr(self, "_embedder", None) is None:
            from surface.embedders import make_embedder

            e = self.cfg.embedder
            opts = {"dim": e.dim} if e.name == "hash" else {}
            self._embedder = make_embedder(e.name, e.model or None, **opts)
        return self._embedder

    def _refuse_mixed_models(self, store: Store, stored: str | None) -> None:
        """Refuse to mix vectors of two models: a switch needs `cognimem reindex`."""
        if self.embedder.dim == 0:
            return
        if stored and stored != self.embedder.id:
            raise EmbedderMismatch(
                f"the {store.scope} store {store.path} holds vectors made by {stored!r} but the "
                f"configured embedder is {self.embedder.id!r}; run `cognimem reindex` to re-embed "
                f"(or set embedder back to the old one)"
            )

    def _embed(self, texts: list[str]) -> Any:
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

    async def _index(self, store: Store, version: int | None = None) -> Any:
        """This store's vector index, reloaded when another process has written since."""
        row = await store.read(_data_version()) if version is None else version
        if store.index is None or row != store.data_version:
            from cognition.vector_load import index_plan  # one matrix, filled chunk by chunk

            store.index = await store.read(
                index_plan(self.embedder.id, self.embedder.dim, INDEXED_STATUSES)
            )
            store.data_version = row
        return store.index

    async def _recall_store(self, store: Store, req: RecallRequest, now: float) -> list[Scored]:
        """One store's ranked hits in one hop, with the two searches overlapping: the
        connection's thread runs BM25 and then waits for the vector hits, which this thread
        computes meanwhile on the index as loaded. Only if the hop finds that another process
        wrote since that index was loaded is it reloaded and the ranking run in a second hop."""
        params, decay = self.cfg.recall, self.cfg.decay
        neural = not self.embedder.id.startswith(("hash", "none"))
        if store.links_due or store.link_task is not None:
            await self._settle(store)  # first, so the hop below starts at once (no stall)
        box: Future[tuple[list[tuple[int, float]] | None, int | None]] = Future()
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
            qvec = self._query_vector(req.text)
            # The data version the index was loaded at; None: no vectors, nothing to be stale.
            box.set_result(
                (self._vector_hits(store.index, qvec), None if qvec is None else store.data_version)
            )
        finally:
            if not box.done():  # the connection's thread waits on it: never leave it waiting
                box.set_result((None, None))
        model, version, lexical, found = await pending
        if self.embedder.dim and params.use_vectors:
            self._refuse_mixed_models(store, model)
        if found is None:
            hits = await self._search(store, version, qvec)
            found = await store.read(
                ranked_plan(req, params, decay, now, lexical, hits, neural=neural)
            )
        return found

    async def _search(self, store: Store, version: int | None, qvec: Any) -> list[Any]:
        """Vector hits when the first hop had no index to search (see keep_vectors)."""
        if self.keep_vectors or qvec is None:
            return self._vector_hits(await self._index(store, version), qvec) or []
        from cognition.vector_load import search_plan

        k = self.cfg.recall.candidates * 2
        return await store.read(
            search_plan(self.embedder.id, self.embedder.dim, INDEXED_STATUSES, qvec, k)
        )

    def _query_vector(self, text: str) -> Any:
        """The query's vector; None without vectors or when embedding fails (lexical recall)."""
        if self.embedder.dim == 0 or not self.cfg.recall.use_vectors:
            return None
        from surface.embedders import embed_query

        try:
            return embed_query(self.embedder, text)
        except Exception as exc:  # noqa: BLE001 - fall back to lexical recall
            log.warning("query embedding failed (%s); lexical recall only", exc)
            return None

    def _vector_hits(self, index: Any, qvec: Any) -> list[tuple[int, float]] | None:
        """Top (id, cosine) on `index`; None when it is needed but not loaded yet."""
        if qvec is None:
            return []
        if index is None:
            return None
        if len(index) == 0:
            return []
        return index.search(qvec, self.cfg.recall.candidates * 2)

    async def reindex(
        self, progress: Callable[[int, int], None] | None = None, batch: int = 256
    ) -> dict[str, int]:
        """Re-embed every memory with the configured embedder; resumable and never mixing models.

        Search only ever loads vectors tagged with the configured model, and the store's
        'embedder' mark moves to the new model only when every memory has its vector.
        """
        done: dict[str, int] = {}
        for scope in ("project", "global"):
            store = await self._store(scope, create=False)
            if store is None:
                continue
            model = self.embedder.id
            todo = await store.read(_needs_vector_plan(model))
            for start in range(0, len(todo), batch):
                chunk = todo[start : start + batch]
                vecs = self.embedder.embed([text for _, text in chunk])
                from surface.embedders import to_blob

                rows = [
                    (i, model, self.embedder.dim, to_blob(v))
                    for (i, _), v in zip(chunk, vecs, strict=True)
                ]
                await store.write(_vectors_plan(rows))
                if progress:
                    progress(min(start + batch, len(todo)), len(todo))
            if self.embedder.dim:
                await store.write(_set_model_plan(model))
            store.index = None
            done[scope] = len(todo)
            if todo and self.embedder.dim:  # their `related` links, as a write would make them
                store.links_due += len(todo)
                self._start_linking(store)
        return done

    # -- writing ------------------------------------------------------------------------

    async def remember(
        self,
        content: str,
        *,
        layer: str = "fact",
        title: str | None = "",
        tags: Iterable[str] | str | None = (),
        importance: int | None = None,
        valence: float | None = None,
        intensity: float | None = None,
        pinned: bool = False,
        scope: str = "project",
        source: str = "api",
        session_id: str | None = None,
        extra: dict[str, Any] | None = None,
        created_at: float | None = None,
        dedup: bool = True,
        also: Plan[Any] | None = None,
    ) -> RememberResult:
        """Store a memory, reconsolidating it with what the layer already holds on its topic.

        A restatement of an active memory merges into it (reinforced; the better wording kept,
        the other recorded in the `merged` event); an update or correction is stored and
        supersedes the older statement (kept, no longer current); a contradiction without a
        clear direction is stored beside it, linked `contradicts` (surface.statements).
        dedup=False keeps the exact-duplicate merge but skips the rest (a decision chain step
        must stay its own memory even when worded like an earlier one).
        `also`: a plan run in the same transaction after the write; if it raises, nothing is
        stored (the capture worker ticks off its journal with each memory it stores).
        """
        w = self.cfg.write
        text = check.content(content, w.max_content_chars)
        layer = check.layer(layer)
        scope = check.scope(scope)
        title_ = check.title(title)
        raw_tags = list(tags) if isinstance(tags, set | frozenset) else tags
        tag_list = check.tags(redact_tags(raw_tags), w.max_tags)  # redact before lower-casing
        extra_ = check.extra(extra)
        if not isinstance(pinned, bool):
            raise InvalidInput(f"pinned must be true or false (got {pinned!r})")
        importance = None if importance is None else check.importance(importance)
        valence = None if valence is None else check.valence(valence)
        intensity = None if intensity is None else check.intensity(intensity)
        text, title_, tag_list, extra_ = scrub(text, title_, tag_list, extra_)
        if importance is None or valence is None or intensity is None:
            from cognition.capture import appraise  # heuristics; deterministic, no LLM

            a = appraise(f"{title_} {text}")
            importance = a.importance if importance is None else importance
            valence = a.valence if valence is None else valence
            intensity = a.intensity if intensity is None else intensity
        now = self.now() if created_at is None else float(created_at)
        store = await self._store(scope)
        memory = Memory(
            id=0,
            layer=layer,
            title=title_,
            content=text,
            tags=tag_list,
            importance=importance,
            valence=valence,
            intensity=intensity,
            pinned=pinned,
            status="active",
            created_at=now,
            last_activated=now,
            activation_count=1.0,
            unused_count=0,
            valid_from=now,
            valid_to=None,
            superseded_by=None,
            source=source,
            session_id=session_id,
            scope=scope,
            content_hash=content_hash(layer, text),
            keywords=date_words(now) if layer == "experience" else "",
            extra=extra_,
            updated_at=now,
        )
        vecs = self._embed([embed_text(memory)])
        vec = None if vecs is None else vecs[0]
        if vec is not None and not float(vec @ vec) > 0:
            vec = None  # nothing to compare or link: stored, searchable by its words
        keys = merge_keys(layer, memory.content)
        judge = await self._judge(store, memory, keys) if dedup and w.reconsolidate else None
        plan = _remember_plan(
            memory,
            now,
            vec,
            self.embedder.id if vec is not None else "",
            judge,
            keys,
            lambda stored: self._refuse_mixed_models(store, stored),
        )
        if also is not None:
            plan = _then(plan, also)
        result, version = await store.write(plan, short=True)
        if vec is not None and result.action == "merged" and result.reason == "reworded":
            store.index = None  # the kept memory took the new wording and vector
        if vec is not None and result.action != "merged":
            if store.index is not None and version == store.data_version:
                store.index.add([result.memory.id], vec[None, :])  # else it reloads when used
            store.links_due += 1
            if store.links_due >= LINK_BATCH:
                self._start_linking(store)  # in the background: the next writes go on meanwhile
            elif store.link_timer is None:  # an idle process links what it wrote soon anyway
                loop = asyncio.get_running_loop()
                store.link_timer = loop.call_later(LINK_DELAY_S, self._link_later, store)
        return result

    async def _judge(
        self, store: Store, memory: Memory, keys: Sequence[str]
    ) -> Callable[[str, str], Verdict]:
        """How a new statement is compared with the layer's memories on its topic: the rules,
        or (write.judge = "llm") the LLM's verdicts, asked before the write's transaction so
        no lock is held during a call; a candidate it was not asked about gets the rules."""
        if self.cfg.write.judge != "llm":
            return classify
        llm_judge = self._llm_judge()
        if llm_judge is None:
            return classify
        rows = await store.read(
            linking.topic_candidates(keys, memory.layer, RECONSOLIDATION_CANDIDATES)
        )
        mine = capped_topic_terms(memory.content)
        texts = [text for _, text, _ in rows if topic_overlap(mine, capped_topic_terms(text))]
        asked = {}
        for text in texts[:LLM_JUDGED]:
            asked[text] = await asyncio.to_thread(llm_judge, text, memory.content)
        return lambda old, new: (
            asked[old] if new == memory.content and old in asked else classify(old, new)
        )

    def _llm_judge(self) -> Callable[[str, str], Verdict] | None:
        if getattr(self, "_llm_judge_fn", None) is None:
            from cognition.judge import llm_judge
            from cognition.llm import LLMUnavailable, make_llm

            try:
                llm = make_llm(self.cfg.llm)
            except LLMUnavailable as exc:
                log.warning(
                    "write.judge = llm but the LLM is unavailable (%s); the rules decide", exc
                )
                llm = None
            self._llm_judge_fn = llm_judge(llm) if llm is not None else False
        return self._llm_judge_fn or None

    def _link_later(self, store: Store) -> None:
        store.link_timer = None
        if store.links_due and store.conn is not None:
            self._start_linking(store)

    def _start_linking(self, store: Store) -> Any:
        """Start a linking pass in the background unless one is running; returns the pass."""
        if store.link_task is None or store.link_task.done():
            store.link_task = asyncio.get_running_loop().create_task(self._link_queued(store))
        return store.link_task

    async def flush(self) -> None:
        """Finish deferred work now: link the memories written since the last linking pass.

        Linking happens anyway before this process's next read, within LINK_DELAY_S of a
        write, and on close; call flush before another process must see the links.
        """
        for store in list(self._stores.values()):
            await self._flush_store(store)

    async def _flush_store(self, store: Store) -> None:
        if store.link_timer is not None:
            store.link_timer.cancel()
            store.link_timer = None
        await self._settle(store)

    async def _settle(self, store: Store) -> None:
        """Wait for the running linking pass and run one for anything still due."""
        while store.conn is not None and (store.links_due or store.link_task is not None):
            task = self._start_linking(store) if store.links_due else store.link_task
            await asyncio.gather(task, return_exceptions=True)
            if store.link_task is task:
                store.link_task = None

    async def _link_queued(self, store: Store) -> None:
        """Link queued memories to their nearest older neighbours (`related`), a batch at a time.

        Runs as a background task when this process has queued LINK_BATCH memories or has
        idled LINK_DELAY_S after a write; reads, flush and close wait for it. It also takes what
        other (perhaps crashed) processes left queued. A failure leaves the queue as it was:
        the links are made by the next pass.
        """
        _IN_LINK_PASS.set(True)  # this task's own reads must not wait for the task itself
        store.links_due = 0
        try:
            while await self._link_batch(store) == LINK_BATCH:
                pass
        except Exception as exc:  # noqa: BLE001 - linking is derived data; never fail the caller
            log.warning("linking queued memories failed (%s); they stay queued", exc)

    async def _link_batch(self, store: Store) -> int:
        if self.embedder.dim == 0:
            return 0
        w = self.cfg.write
        model = self.embedder.id
        queued, version = await store.read(_queued_links_plan(model, LINK_BATCH))
        if not queued:
            return 0
        from surface.dedup import link_targets_in_background
        from surface.embedders import from_blobs

        batch_ids = [i for i, _ in queued]
        batch = from_blobs([b for _, b in queued], self.embedder.dim)
        if self.keep_vectors or store.index is not None:
            index = await self._index(store, version)
            # The matrix product runs on a worker thread (numpy lets go of the GIL), so writes
            # go on meanwhile; rows below the index's current length are never changed in place.
            targets = await asyncio.to_thread(
                link_targets_in_background,
                index.matrix,
                index.ids,
                batch_ids,
                batch,
                w.link_cos,
                w.link_top + 3,
            )
        else:
            from cognition.vector_load import link_plan

            targets = await store.read(
                link_plan(
                    model,
                    self.embedder.dim,
                    INDEXED_STATUSES,
                    batch_ids,
                    batch,
                    w.link_cos,
                    w.link_top + 3,
                )
            )
        candidates = [
            (src, nid, cos)
            for src, found in zip(batch_ids, targets, strict=True)
            for nid, cos in found
        ]
        await store.write(linking.store_related(candidates, w.link_top, self.now(), batch_ids))
        return len(queued)

    async def update(self, ref: Any, **changes: Any) -> Memory:
        store, memory = await self._locate(ref)
        w = self.cfg.write
        allowed = {
            "title",
            "content",
            "tags",
            "importance",
            "valence",
            "intensity",
            "layer",
            "extra",
        }
        unknown = set(changes) - allowed
        if unknown:
            raise InvalidInput(
                f"cannot update {', '.join(sorted(unknown))}; allowed: {', '.join(sorted(allowed))}"
            )
        cols: dict[str, Any] = {}
        if "content" in changes:
            cols["content"] = scrub_text(check.content(changes["content"], w.max_content_chars))
        if "title" in changes:
            cols["title"] = scrub_text(check.title(changes["title"]))
        if "tags" in changes:
            cols["tags"] = check.tags(redact_tags(changes["tags"]), w.max_tags)
        if "importance" in changes:
            cols["importance"] = check.importance(changes["importance"])
        if "valence" in changes:
            cols["valence"] = check.valence(changes["valence"])
        if "intensity" in changes:
            cols["intensity"] = check.intensity(changes["intensity"])
        if "layer" in changes:
            cols["layer"] = check.layer(changes["layer"])
        if "extra" in changes:
            _, _, _, clean_extra = scrub("", "", [], check.extra(changes["extra"]))
            cols["extra"] = {**memory.extra, **clean_extra}
        if not cols:
            return memory
        now = self.now()
        layer = cols.get("layer", memory.layer)
        if "content" in cols or "layer" in cols:
            cols["content_hash"] = content_hash(layer, cols.get("content", memory.content))
            cols["keywords"] = date_words(memory.created_at) if layer == "experience" else ""
        before = {
            k: getattr(memory, k)
            for k in ("content", "title")
            if k in cols and cols[k] != getattr(memory, k)
        }
        cols["updated_at"] = now

        # Changed text gets a new vector in the same transaction, so vector recall never
        # matches a memory on words it no longer has.
        vec = None
        if {"content", "title", "tags"} & set(cols):
            after = replace(
                memory, **{k: v for k, v in cols.items() if k in ("content", "title", "tags")}
            )
            vecs = self._embed([embed_text(after)])
            vec = None if vecs is None else vecs[0]
        model = self.embedder.id if vec is not None else ""

        def plan() -> Plan[Memory]:
            yield from queries.update_memory(memory.id, cols)
            if "content_hash" in cols:  # new text or layer: new merge keys
                yield from file_keys(
                    memory.id, layer, cols.get("content", memory.content), replace=True
                )
            if vec is not None:
                from surface.embedders import to_blob

                yield from queries.upsert_vectors(
                    [(memory.id, model, int(vec.shape[0]), to_blob(vec))]
                )
            detail: dict[str, Any] = {"fields": sorted(cols)}
            if before:  # an edit keeps what it replaced
                detail["before"] = before
            yield from queries.add_event(memory.id, "updated", now, detail=detail)
            return (yield from queries.get_memory(memory.id))

        updated = await store.write(plan())
        if vec is not None and store.index is not None:
            store.index.add([memory.id], vec[None, :])
        return updated

    async def forget(
        self, ref: Any, *, mode: str = "archive", superseded_by: Any = None
    ) -> Memory | None:
        """Archive (default), supersede by a newer memory, or delete (only when asked)."""
        mode = check.choice("mode", mode, ("archive", "supersede", "delete"))
        store, memory = await self._locate(ref)
        now = self.now()
        if mode == "delete":
            await store.write(queries.delete_memory(memory.id))
            if store.index is not None:  # our own write: data_version will not tell us
                store.index.remove([memory.id])
            return None
        if mode == "archive":

            def archive() -> Plan[Memory]:
                if memory.status == "active":
                    yield from queries.update_memory(
                        memory.id, {"status": "archived", "updated_at": now}
                    )
                    yield from queries.add_event(
                        memory.id, "archived", now, detail={"reason": "forget"}
                    )
                return (yield from queries.get_memory(memory.id))

            return await store.write(archive())
        if superseded_by is None:
            raise InvalidInput("mode 'supersede' needs superseded_by: the id of the newer memory")
        new_store, newer = await self._locate(superseded_by)
        if new_store is not store:
            raise InvalidInput("a memory can only be superseded by one in the same store")
        if newer.id == memory.id:
            raise InvalidInput("a memory cannot supersede itself")
        return await store.write(supersede_plan(memory.id, newer.id, now))

    async def _set_pinned(self, ref: Any, pinned: bool) -> Memory:
        store, memory = await self._locate(ref)
        now = self.now()

        def plan() -> Plan[Memory]:
            if memory.pinned != pinned:
                yield from queries.update_memory(memory.id, {"pinned": pinned, "updated_at": now})
                yield from queries.add_event(memory.id, "pinned" if pinned else "unpinned", now)
            return (yield from queries.get_memory(memory.id))

        return await store.write(plan())

    async def pin(self, ref: Any) -> Memory:
        return await self._set_pinned(ref, True)

    async def unpin(self, ref: Any) -> Memory:
        return await self._set_pinned(ref, False)

    # -- reading ------------------------------------------------------------------------

    async def get(self, ref: Any, *, use: bool = True) -> Memory:
        """Fetch one memory; an explicit get is a use (one more activation). An archived memory
        stays archived: a look is not a restore."""
        store, memory = await self._locate(ref)
        if not use:
            return memory
        now = self.now()

        def plan() -> Plan[Memory]:
            yield from queries.credit_use(memory.id, now)
            yield from queries.add_event(memory.id, "used", now, detail={"via": "get"})
            return (yield from queries.get_memory(memory.id))

        return await store.write(plan())

    async def list(
        self,
        *,
        layer: str | None = None,
        tag: str | None = None,
        status: str | None = "active",
        scope: str | None = None,
        limit: int = 50,
        offset: int = 0,
    ) -> Page:
        f = queries.ListFilter(
            layer=check.layer(layer) if layer else None,
            tag=_one_tag(tag) if tag else None,
            status=check.status(status) if status else None,
            scope=check.scope(scope) if scope else None,
            limit=check.positive_int("limit", limit, 1, 1000),
            offset=check.positive_int("offset", offset, 0, 10**9),
        )
        items: list[Memory] = []
        total = 0
        for s in ("project", "global"):
            if f.scope and f.scope != s:
                continue
            store = await self._store(s, create=False)
            if store is None:
                continue
            page, count = await store.read(
                queries.list_memories(replace(f, scope=None, limit=f.limit + f.offset, offset=0))
            )
            items.extend(page)
            total += count
        items.sort(key=lambda m: (m.scope != "project", -m.created_at, -m.id))
        return Page(items[f.offset : f.offset + f.limit], total, f.limit, f.offset)

    async def links(self, ref: Any) -> list[Edge]:
        store, memory = await self._locate(ref)
        return await store.read(queries.edges_of(memory.id))

    async def history(self, ref: Any) -> History:
        """A memory's versions (the statements it superseded and those that superseded it,
        oldest first) and each version's events (created, merged wordings, updates, ...).
        Reading the history is not a use."""
        store, memory = await self._locate(ref)

        def plan() -> Plan[History]:
            versions = yield from queries.version_chain(memory.id)
            events = {}
            for v in versions:
                events[v.id] = list(reversed((yield from queries.events_for(v.id))))
            return History(memory, versions, events)

        return await store.read(plan())

    async def stats(self) -> dict[str, Any]:
        out: dict[str, Any] = {"root": str(self.root)}
        for s in ("project", "global"):
            store = await self._store(s, create=False)
            if store is None:
                out[s] = None
                continue

            def plan(store: Store = store) -> Plan[dict[str, Any]]:
                return {
                    "path": str(store.path),
                    "memories": (yield from queries.table_count("memory")),
                    "by_layer": (yield from queries.count_by("layer")),
                    "by_status": (yield from queries.count_by("status")),
                    "edges": (yield from queries.table_count("edge")),
                    "events": (yield from queries.table_count("event")),
                    "vectors": (yield from queries.table_count("vector")),
                }

            out[s] = await store.read(plan())
        return out

    async def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        layer: str | None = None,
        tags: Sequence[str] | None = None,
        include_archived: bool = False,
        as_of: float | None = None,
        explain: bool = False,
        reinforce: bool = False,
    ) -> list[Hit]:
        """Find the memories that best match `query` (project results before global ones).

        Being returned by a search is exposure, not use: nothing is reinforced and nothing is
        written, unless the caller says it used the top hits (reinforce=True). `Hit.score` is
        the calibrated probability that a memory is relevant; see `is_relevant`.
        """
        if not isinstance(query, str):
            raise InvalidInput(f"query must be text (got {type(query).__name__})")
        req = RecallRequest(
            text=query,
            limit=check.positive_int("limit", limit, 1, 200),
            layer=check.layer(layer) if layer else None,
            tags=tuple(check.tags(list(tags), self.cfg.write.max_tags)) if tags else (),
            include_archived=bool(include_archived),
            as_of=as_of,
        )
        hits: list[Hit] = []
        for s in ("project", "global"):
            store = await self._store(s, create=False)
            if store is None:
                continue
            found = await self._recall_store(store, req, self.now())
            penalty = self.cfg.recall.global_penalty if s == "global" else 0.0
            for sc in found:
                parts = {**sc.parts, "scope_penalty": penalty} if penalty else sc.parts
                hits.append(
                    Hit(
                        sc.memory, sc.score, parts if explain else None, order=sc.sort_key - penalty
                    )
                )
        hits.sort(key=lambda h: -h.order)
        hits = await self._with_conflicts(hits[: req.limit])
        if reinforce and hits:
            await self._credit(hits[: self.cfg.recall.reinforce_top], "recall")
        return hits

    async def _with_conflicts(self, hits: list[Hit]) -> list[Hit]:
        """Two active memories that contradict each other are shown together, marked, the
        newer first, where the better-ranked of them would be: neither is presented alone as
        the current truth."""
        by_scope: dict[str, list[Hit]] = {}
        for h in hits:
            by_scope.setdefault(h.memory.scope, []).append(h)
        pairs: dict[tuple[str, int], list[Memory]] = {}
        for scope, group in by_scope.items():
            store = await self._store(scope, create=False)
            if store is None:
                continue

            def plan(group: list[Hit] = group) -> Plan[list[tuple[int, Memory]]]:
                found = yield from gq.contradictions_plan([h.memory.id for h in group])
                if not found:
                    return []
                by_id = yield from queries.get_memories(
                    sorted({o for os in found.values() for o in os})
                )
                return [
                    (i, by_id[o])
                    for i, os in found.items()
                    for o in os
                    if o in by_id and by_id[o].status == "active"
                ]

            for i, other in await store.read(plan()):
                pairs.setdefault((scope, i), []).append(other)
        if not pairs:
            return hits
        out: list[Hit] = []
        placed: set[tuple[str, int]] = set()
        known = {
            (x.memory.scope, x.memory.id): x for x in hits
        }  # a partner already a hit keeps its own
        for h in hits:
            key = (h.memory.scope, h.memory.id)
            if key in placed:
                continue
            others = pairs.get(key, [])
            group = [h] + [
                known.get((o.scope, o.id)) or Hit(o, h.score, None, order=h.order) for o in others
            ]
            refs = {(g.memory.scope, g.memory.id): g.memory.ref for g in group}
            for g in sorted(group, key=lambda g: (-g.memory.created_at, -g.memory.id)):
                gk = (g.memory.scope, g.memory.id)
                if gk in placed:
                    continue
                placed.add(gk)
                conflicts = tuple(r for k, r in refs.items() if k != gk) if others else ()
                out.append(replace(g, conflicts=conflicts))
        return out

    def relevance_threshold(self) -> float:
        """The probability at or above which a hit counts as relevant (recall.min_probability,
        or the threshold fitted with the model)."""
        if self.cfg.recall.min_probability > 0:
            return float(self.cfg.recall.min_probability)
        from surface.relevance_model import THRESHOLD

        return THRESHOLD

    async def feedback(self, ref: Any, verdict: str, *, note: str = "") -> Memory:
        """Explicit feedback on a memory: "useful" reinforces it (a use); "wrong" and "outdated"
        lower its ranking and speed its forgetting (surface.params.FEEDBACK_KEEP of its
        activation kept, one step of importance lost). Each is recorded as an event with
        detail {"via": "feedback", "verdict": ...}."""
        verdict = check.choice("verdict", verdict, FEEDBACK_VERDICTS)
        if not isinstance(note, str):
            raise InvalidInput(f"note must be text (got {type(note).__name__})")
        store, memory = await self._locate(ref)
        now = self.now()
        detail = {"verdict": verdict, **({"note": scrub_text(note[:500])} if note else {})}

        def plan() -> Plan[Memory]:
            if verdict == "useful":
                yield from queries.credit_use(memory.id, now)
            else:
                yield from queries.discredit(memory.id, self.cfg.recall.feedback_keep)
            # The event kinds are fixed by the schema: a useful verdict is a use, the others
            # change the memory's standing (an update); detail.verdict tells them apart.
            yield from queries.add_event(
                memory.id,
                "used" if verdict == "useful" else "updated",
                now,
                detail={"via": "feedback", **detail},
            )
            return (yield from queries.get_memory(memory.id))

        return await store.write(plan())

    async def _credit(self, hits: list[Hit], via: str) -> None:
        now = self.now()
        by_scope: dict[str, list[int]] = {}
        for h in hits:
            by_scope.setdefault(h.memory.scope, []).append(h.memory.id)
        for scope, ids in by_scope.items():
            store = await self._store(scope)

            def plan(ids: list[int] = ids) -> Plan[None]:
                for i in ids:
                    yield from queries.credit_use(i, now)
                yield from queries.add_events((i, "used", now, None, {"via": via}) for i in ids)

            await store.write(plan())


def open_memory(
    cwd: str | Path | None = None,
    *,
    settings: Settings | None = None,
    clock: Clock | None = None,
    env: dict[str, str] | None = None,
) -> MemorySystem:
    """The memory of the project containing `cwd` (default: the current directory).

    Use as `async with open_memory(path) as mem:` or `mem = await open_memory(path).open()`.
    """
    return MemorySystem(cwd=cwd, settings=settings, clock=clock or time.time, env=env)


# -- plans shared by the API and the hooks ------------------------------------------------


def scrub_text(text: str) -> str:
    """Secrets never reach the store, whichever way a memory comes in."""
    from cognition.redact import redact

    return redact(text).text if text else text


def redact_tags(tags: Any) -> Any:
    """Tags are lower-cased when validated, which would hide case-sensitive key formats from
    the redactor: redact them first, as given."""
    from cognition.redact import redact

    if isinstance(tags, str):
        return redact(tags).text
    if isinstance(tags, list | tuple):
        return [redact(t).text if isinstance(t, str) else t for t in tags]
    return tags


def _one_tag(tag: Any) -> str:
    cleaned = check.tags([tag], 1)
    if not cleaned:
        raise InvalidInput(f"tag must contain a word (got {check.shown(tag)})")
    return cleaned[0]


def scrub(
    text: str, title: str, tags: list[str], extra: dict[str, Any]
) -> tuple[str, str, list[str], dict[str, Any]]:
    """Redact every free-text field of a new memory; note what was removed in extra."""
    from cognition.redact import redact

    found: list[str] = []

    def clean(value: Any) -> Any:
        if isinstance(value, str):
            r = redact(value)
            found.extend(r.found)
            return r.text
        if isinstance(value, list):
            return [clean(v) for v in value]
        if isinstance(value, dict):
            return {clean(k): clean(v) for k, v in value.items()}
        return value

    text, title, tags, extra = clean(text), clean(title), clean(tags), clean(extra)
    if found:
        extra = {**extra, "redacted": sorted(set(found) | set(extra.get("redacted", [])))}
    return text, title, tags, extra


def embed_text(m: Memory) -> str:
    """What a memory's vector is made of: title, content and tags together (A-Mem)."""
    parts = [m.title, m.content, " ".join(m.tags)]
    return ". ".join(p for p in parts if p)


def _open_checks_plan() -> Plan[tuple[str | None, bool]]:
    stamp = yield from queries.get_meta("merge_keys")
    return stamp, (yield from linking.has_queued_links())


def _prewrite_plan() -> Plan[tuple[str | None, int]]:
    """The store's vector model and its data version, in one statement."""
    row = yield q_one(
        "SELECT (SELECT value FROM meta WHERE key = 'embedder'), "
        "(SELECT data_version FROM pragma_data_version())"
    )
    return row[0], int(row[1])


def _recall_hop(
    req: RecallRequest,
    params: Any,
    decay: Any,
    now: float,
    neural: bool,
    box: Future[tuple[list[tuple[int, float]] | None, int | None]],
    started: threading.Event,
) -> Plan[tuple[str | None, int, LexicalPool, list[Scored] | None]]:
    """Recall on the connection's thread: the vector model and data version (as before a
    write), BM25, then the ranking once the caller's vector hits arrive in `box` (it sets them
    while BM25 runs). No ranking (None) when those hits came from an index older than the
    data version, or from none: the caller reloads it and ranks in a second hop."""
    model, version = yield from _prewrite_plan()
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


def _remember_plan(
    memory: Memory,
    now: float,
    vec: Any,
    model: str,
    reconsolidate: Callable[[str, str], Verdict] | None,
    keys: Sequence[str],
    refuse: Callable[[str | None], None],
) -> Plan[tuple[RememberResult, int]]:
    """The whole write in one transaction on one hop: model check, exact duplicate -> merge,
    else (reconsolidate) the layer's memories on the same topic classified: restatement ->
    merge, update -> insert and supersede, contradiction -> insert and link; else insert (FTS
    by trigger), merge keys, vector, link queue. Also returns the data version seen at the
    start: the caller's vector index is current only if it was loaded at that version."""
    stored_model, version = yield from _prewrite_plan()
    if vec is not None:
        refuse(stored_model)
    existing = yield from queries.find_by_hash(memory.content_hash)
    verdict = Verdict(SAME, "exact duplicate") if existing is not None else None
    if existing is None and reconsolidate is not None:
        existing, verdict = yield from _reconsolidation_partner(memory, keys, reconsolidate)
    if existing is not None and verdict is not None and verdict.kind == SAME:
        reworded = yield from merge_into_plan(existing, memory, now, vec, model, keys)
        merged = yield from queries.get_memory(existing.id)
        return RememberResult(
            merged, "merged", merged.ref, reason="reworded" if reworded else verdict.reason
        ), version
    if existing is not None and verdict is not None and verdict.kind == UPDATE:
        memory = replace(
            memory,
            pinned=memory.pinned or existing.pinned,
            importance=max(memory.importance, existing.importance),
            tags=memory.tags or existing.tags,
        )
    new_id = yield from queries.insert_memory(memory)
    yield from queries.add_event(
        new_id, "created", now, memory.session_id, {"source": memory.source}
    )
    yield from linking.file_merge_keys(new_id, keys)
    if vec is not None:
        from surface.embedders import to_blob

        yield from queries.upsert_vectors([(new_id, model, int(vec.shape[0]), to_blob(vec))])
        if stored_model != model:
            yield from queries.set_meta("embedder", model)
        yield from linking.queue_link(new_id)
    action, previous = "stored", None
    if existing is not None and verdict is not None and verdict.kind == UPDATE:
        previous = yield from supersede_plan(existing.id, new_id, now, verdict.reason)
        action = "superseded"
    elif existing is not None and verdict is not None and verdict.kind == CONTRADICTION:
        yield from queries.upsert_edge(Edge(new_id, existing.id, "contradicts", 1.0, now))
        previous, action = existing, "conflicts"
    stored = yield from queries.get_memory(new_id)
    return RememberResult(
        stored,
        action,
        previous.ref if previous else None,
        previous,
        verdict.reason if previous and verdict else "",
    ), version


def _then(plan: Plan[Any], also: Plan[Any]) -> Plan[Any]:
    result = yield from plan
    yield from also
    return result


RECONSOLIDATION_CANDIDATES = 4  # memories sharing the most topic keys, classified in turn
LLM_JUDGED = 4  # candidates an LLM judge is asked about (each is a call)


def _reconsolidation_partner(
    memory: Memory,
    keys: Sequence[str],
    judge: Callable[[str, str], Verdict] = classify,
) -> Plan[tuple[Memory | None, Verdict | None]]:
    """The active memory of the same layer this statement restates, updates or contradicts:
    a restatement first, else the closest update or contradiction; (None, None) if none."""
    rows = yield from linking.topic_candidates(keys, memory.layer, RECONSOLIDATION_CANDIDATES)
    mine = capped_topic_terms(memory.content)
    best: tuple[float, int, Verdict] | None = None
    for nid, text, created_at in rows:
        theirs = capped_topic_terms(text)
        if not topic_overlap(mine, theirs):
            continue
        verdict = direct(judge(text, memory.content), memory.layer, memory.created_at < created_at)
        if verdict.kind == SAME:
            best = (2.0, nid, verdict)
            break
        if verdict.kind != DISTINCT:
            closeness = len(mine & theirs) / len(mine | theirs) if mine | theirs else 1.0
            if best is None or closeness > best[0]:
                best = (closeness, nid, verdict)
    if best is None:
        return None, None
    partner = yield from queries.get_memory(best[1])
    return partner, best[2]


def direct(verdict: Verdict, layer: str, told_earlier: bool) -> Verdict:
    """Give an update its direction. The newer statement wins, so one dated before the memory
    it updates (an import, a backdated capture) only contradicts it. Experiences are events:
    a changed value is another event, a reversed one is a second account of the same event."""
    if verdict.kind != UPDATE:
        return verdict
    if layer == "experience":
        if verdict.reason in ("negation changed", "order changed", "opposite"):
            return Verdict(CONTRADICTION, verdict.reason)
        return Verdict(DISTINCT, "another event")
    if told_earlier:
        return Verdict(CONTRADICTION, verdict.reason)
    return verdict


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
    rows = yield q_all(
        f"SELECT {queries.MEMORY_COLUMNS} FROM memory m LEFT JOIN vector v ON v.memory_id = m.id "
        "WHERE v.model IS NULL OR v.model <> ? ORDER BY m.id",
        (model,),
    )
    from layers.records import memory_from_row

    return [(m.id, embed_text(m)) for m in map(memory_from_row, rows)]


def _data_version() -> Plan[int]:
    row = yield q_one("PRAGMA data_version")
    return int(row[0])


def _queued_links_plan(model: str, limit: int) -> Plan[tuple[list[tuple[int, bytes]], int]]:
    """A batch of the link queue and the data version, in one hop (each hop of a linking pass
    sends the writes meanwhile to the worker thread)."""
    version = yield from _data_version()
    return (yield from linking.queued_links(model, limit)), version


class EmbedderMismatch(CognimemError):
    """The store's vectors were made by another embedder than the configured one."""


def merge_into_plan(
    existing: Memory,
    incoming: Memory,
    now: float,
    vec: Any = None,
    model: str = "",
    keys: Sequence[str] = (),
) -> Plan[bool]:
    """A restatement is one more presentation: n += 1, tags united, max importance and
    intensity; the fuller wording is kept and the other recorded in the `merged` event, so
    nothing told is lost. Returns True when the existing memory took the incoming wording."""
    tags = list(dict.fromkeys([*existing.tags, *incoming.tags]))
    changes: dict[str, Any] = {
        "tags": tags,
        "importance": max(existing.importance, incoming.importance),
        "intensity": max(existing.intensity, incoming.intensity),
        "pinned": existing.pinned or incoming.pinned,
        "updated_at": now,
    }
    if not existing.title and incoming.title:
        changes["title"] = incoming.title
    reword = (
        incoming.content != existing.content
        and vec is not None
        and len(sequence(incoming.content)) > len(sequence(existing.content))
    )
    if reword:
        changes.update(content=incoming.content, content_hash=incoming.content_hash)
    yield from queries.update_memory(existing.id, changes)
    if reword:
        from surface.embedders import to_blob

        yield from linking.file_merge_keys(existing.id, keys, replace=True)
        yield from queries.upsert_vectors([(existing.id, model, int(vec.shape[0]), to_blob(vec))])
    yield from queries.credit_use(existing.id, now)
    detail: dict[str, Any] = {"source": incoming.source}
    if incoming.content != existing.content:
        detail["text"] = existing.content if reword else incoming.content
        detail["kept"] = "incoming" if reword else "existing"
    yield from queries.add_event(existing.id, "merged", now, incoming.session_id, detail)
    return reword


def supersede_plan(old_id: int, new_id: int, now: float, reason: str = "") -> Plan[Memory]:
    """Close the old memory's validity window and point it at the newer one; nothing is lost."""
    yield from queries.update_memory(
        old_id,
        {
            "status": "superseded",
            "superseded_by": new_id,
            "valid_to": now,
            "updated_at": now,
        },
    )
    yield from queries.upsert_edge(Edge(new_id, old_id, "supersedes", 1.0, now))
    detail: dict[str, Any] = {"by": new_id}
    if reason:
        detail["reason"] = reason
    yield from queries.add_event(old_id, "superseded", now, detail=detail)
    return (yield from queries.get_memory(old_id))
