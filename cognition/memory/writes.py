"""Writing memories: remember (with reconsolidation), update, forget, pin, feedback, and the
uses a recall or a get credits. Every write is one transaction on its store."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any, Literal

from cognition import validation as check
from cognition.memory.context import Context
from cognition.memory.linking import Linker
from cognition.memory.results import Hit, RememberResult
from cognition.memory.scrub import redact_tags, scrub, scrub_text
from cognition.memory.store import Store, Stores
from cognition.memory.told import prepare, told
from cognition.memory.vectors import Vectors, embed_text
from cognition.memory.write_plans import (
    LLM_JUDGED,
    RECONSOLIDATION_CANDIDATES,
    remember_plan,
    supersede_plan,
    then,
)
from cognition.upkeep import llm
from cognition.upkeep.judge import llm_judge
from layers import linking, queries
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import Memory, content_hash
from surface.change_told import tells_change
from surface.dedup import file_keys, overlap_terms, topic_lookup, worth_comparing
from surface.statements import Verdict, classify
from surface.timetext import date_words

log = logging.getLogger("cognimem")
FEEDBACK_VERDICTS = ("useful", "wrong", "outdated")
UPDATABLE = ("title", "content", "tags", "importance", "valence", "intensity", "layer", "extra")


class Writer:
    def __init__(self, ctx: Context, stores: Stores, vectors: Vectors, linker: Linker) -> None:
        self.ctx = ctx
        self.stores = stores
        self.vectors = vectors
        self.linker = linker
        self._llm_judge_fn: Callable[[str, str], Verdict] | Literal[False] | None = None

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
        """See MemorySystem.remember."""
        w = self.ctx.cfg.write
        t = told(
            content,
            layer,
            scope,
            title,
            tags,
            extra,
            importance,
            valence,
            intensity,
            pinned,
            w.max_content_chars,
            w.max_tags,
        )
        now = self.ctx.now() if created_at is None else float(created_at)
        store = await self.stores.ensure(t.scope)
        p = prepare(t, now, pinned, source, session_id, self.vectors.embed)
        memory, vec, keys = p.memory, p.vec, p.keys
        judge = await self._judge(store, memory, keys) if dedup and w.reconsolidate else None
        plan = remember_plan(
            memory,
            now,
            vec,
            self.vectors.embedder.id if vec is not None else "",
            judge,
            keys,
            lambda stored: self.vectors.refuse_mixed_models(store, stored),
        )
        if also is not None:
            plan = then(plan, also)
        result, version = await store.write(plan, short=True)
        if vec is not None:
            self._indexed(store, result, vec, version)
        return result

    def _indexed(self, store: Store, result: RememberResult, vec: Any, version: int) -> None:
        """The store's vector index and link queue after a remember that had a vector."""
        if result.action == "merged" and result.reason == "reworded":
            store.index = None  # the kept memory took the new wording and vector
        if result.action != "merged":
            if store.index is not None and version == store.data_version:
                store.index.add([result.memory.id], vec[None, :])  # else it reloads when used
            self.linker.queued(store)

    async def _judge(
        self, store: Store, memory: Memory, keys: Sequence[str]
    ) -> Callable[[str, str], Verdict]:
        """How a new statement is compared with the layer's memories on its topic: the rules,
        or (write.judge = "llm") the LLM's verdicts, asked before the write's transaction so
        no lock is held during a call; a candidate it was not asked about gets the rules."""
        if self.ctx.cfg.write.judge != "llm":
            return classify
        judge = self._llm_judge()
        if judge is None:
            return classify
        change = tells_change(memory.content)
        lookup = await store.read(topic_lookup(memory.layer, memory.content, keys, change))
        rows = await store.read(
            linking.topic_candidates(lookup, memory.layer, RECONSOLIDATION_CANDIDATES)
        )
        mine = overlap_terms(memory.content)
        texts = [t for _, t, _ in rows if worth_comparing(mine, overlap_terms(t), change)]
        asked = {}
        for text in texts[:LLM_JUDGED]:
            asked[text] = await asyncio.to_thread(judge, text, memory.content)
        return lambda old, new: (
            asked[old] if new == memory.content and old in asked else classify(old, new)
        )

    def _llm_judge(self) -> Callable[[str, str], Verdict] | None:
        if self._llm_judge_fn is None:
            try:
                backend = llm.make_llm(self.ctx.cfg.llm)
            except llm.LLMUnavailable as exc:
                log.warning(
                    "write.judge = llm but the LLM is unavailable (%s); the rules decide", exc
                )
                backend = None
            self._llm_judge_fn = llm_judge(backend) if backend is not None else False
        return self._llm_judge_fn or None

    async def update(self, ref: Any, **changes: Any) -> Memory:
        """See MemorySystem.update."""
        store, memory = await self.stores.locate(ref)
        unknown = set(changes) - set(UPDATABLE)
        if unknown:
            raise InvalidInput(
                f"cannot update {', '.join(sorted(unknown))}; "
                f"allowed: {', '.join(sorted(UPDATABLE))}"
            )
        cols = self._checked_changes(memory, changes)
        if not cols:
            return memory
        now = self.ctx.now()
        layer = cols.get("layer", memory.layer)
        if "content" in cols or "layer" in cols:
            cols["content_hash"] = content_hash(layer, cols.get("content", memory.content))
            cols["keywords"] = date_words(memory.created_at) if layer == "experience" else ""
        before: dict[str, Any] = {
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
            vecs = self.vectors.embed([embed_text(after)])
            vec = None if vecs is None else vecs[0]
        model = self.vectors.embedder.id if vec is not None else ""
        updated = await store.write(_update_plan(memory, cols, layer, vec, model, before, now))
        if vec is not None and store.index is not None:
            store.index.add([memory.id], vec[None, :])
        return updated

    def _checked_changes(self, memory: Memory, changes: dict[str, Any]) -> dict[str, Any]:
        """The columns an update changes, each checked and redacted like a remember's."""
        w = self.ctx.cfg.write
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
        return cols

    async def forget(
        self, ref: Any, *, mode: str = "archive", superseded_by: Any = None
    ) -> Memory | None:
        """See MemorySystem.forget."""
        mode = check.choice("mode", mode, ("archive", "supersede", "delete"))
        store, memory = await self.stores.locate(ref)
        now = self.ctx.now()
        if mode == "delete":
            await store.write(queries.delete_memory(memory.id))
            if store.index is not None:  # our own write: data_version will not tell us
                store.index.remove([memory.id])
            return None
        if mode == "archive":
            return await store.write(_archive_plan(memory, now))
        if superseded_by is None:
            raise InvalidInput("mode 'supersede' needs superseded_by: the id of the newer memory")
        new_store, newer = await self.stores.locate(superseded_by)
        if new_store is not store:
            raise InvalidInput("a memory can only be superseded by one in the same store")
        if newer.id == memory.id:
            raise InvalidInput("a memory cannot supersede itself")
        return await store.write(supersede_plan(memory.id, newer.id, now))

    async def set_pinned(self, ref: Any, pinned: bool) -> Memory:
        store, memory = await self.stores.locate(ref)
        now = self.ctx.now()

        def plan() -> Plan[Memory]:
            if memory.pinned != pinned:
                yield from queries.update_memory(memory.id, {"pinned": pinned, "updated_at": now})
                yield from queries.add_event(memory.id, "pinned" if pinned else "unpinned", now)
            return (yield from queries.get_existing_memory(memory.id))

        return await store.write(plan())

    async def feedback(self, ref: Any, verdict: str, *, note: str = "") -> Memory:
        """See MemorySystem.feedback."""
        verdict = check.choice("verdict", verdict, FEEDBACK_VERDICTS)
        if not isinstance(note, str):
            raise InvalidInput(f"note must be text (got {type(note).__name__})")
        store, memory = await self.stores.locate(ref)
        now = self.ctx.now()
        detail = {"verdict": verdict, **({"note": scrub_text(note[:500])} if note else {})}
        keep = self.ctx.cfg.recall.feedback_keep

        def plan() -> Plan[Memory]:
            if verdict == "useful":
                yield from queries.credit_use(memory.id, now)
            else:
                yield from queries.discredit(memory.id, keep)
            # The event kinds are fixed by the schema: a useful verdict is a use, the others
            # change the memory's standing (an update); detail.verdict tells them apart.
            yield from queries.add_event(
                memory.id,
                "used" if verdict == "useful" else "updated",
                now,
                detail={"via": "feedback", **detail},
            )
            return (yield from queries.get_existing_memory(memory.id))

        return await store.write(plan())

    async def use(self, store: Store, memory: Memory, via: str) -> Memory:
        """One use of a memory (an explicit get): one more activation, recorded as an event
        (not in a read-only store: reading it must still work)."""
        if store.read_only:
            return memory
        from cognition.memory.direct import use_plan  # shared with the direct `show`

        return await store.write(use_plan(memory.id, self.ctx.now(), via))

    async def credit(self, hits: list[Hit], via: str) -> None:
        """The hits a caller used: each is reinforced, as a use."""
        now = self.ctx.now()
        by_scope: dict[str, list[int]] = {}
        for h in hits:
            by_scope.setdefault(h.memory.scope, []).append(h.memory.id)
        for scope, ids in by_scope.items():
            store = await self.stores.ensure(scope)
            if store.read_only:  # recall still answers; the use is simply not recorded
                continue

            def plan(ids: list[int] = ids) -> Plan[None]:
                for i in ids:
                    yield from queries.credit_use(i, now)
                yield from queries.add_events((i, "used", now, None, {"via": via}) for i in ids)

            await store.write(plan())


def _update_plan(
    memory: Memory,
    cols: dict[str, Any],
    layer: str,
    vec: Any,
    model: str,
    before: dict[str, Any],
    now: float,
) -> Plan[Memory]:
    yield from queries.update_memory(memory.id, cols)
    if "content_hash" in cols:  # new text or layer: new merge keys
        yield from file_keys(memory.id, layer, cols.get("content", memory.content), replace=True)
    if vec is not None:
        from surface.embedders import to_blob  # ~30 ms to import: only vector writes pay

        yield from queries.upsert_vectors([(memory.id, model, int(vec.shape[0]), to_blob(vec))])
    detail: dict[str, Any] = {"fields": sorted(cols)}
    if before:  # an edit keeps what it replaced
        detail["before"] = before
    yield from queries.add_event(memory.id, "updated", now, detail=detail)
    return (yield from queries.get_existing_memory(memory.id))


def _archive_plan(memory: Memory, now: float) -> Plan[Memory]:
    if memory.status == "active":
        yield from queries.update_memory(memory.id, {"status": "archived", "updated_at": now})
        yield from queries.add_event(memory.id, "archived", now, detail={"reason": "forget"})
    return (yield from queries.get_existing_memory(memory.id))
