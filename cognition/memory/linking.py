"""Linking new memories to their nearest older neighbours (`related`), in the background: a
write only queues its memory; a pass links the queue a batch at a time, when this process has
queued LINK_BATCH memories, or has idled LINK_DELAY_S since its last write (at the latest
LINK_MAX_WAIT_S after the first write of the batch). Reads, flush and close wait for it
(Store.read calls `settle`), so every read sees links as if made on write."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from cognition.memory.context import Context
from cognition.memory.store import IN_LINK_PASS, Store
from cognition.memory.vector_load import link_plan
from cognition.memory.vectors import INDEXED_STATUSES, Vectors
from layers import linking, vector_rows
from layers.plan import Plan
from surface.dedup import link_targets_in_background

log = logging.getLogger("cognimem")
LINK_BATCH = 128  # queued memories linked per pass (64 measured ~15% fewer writes/s at 10K)
LINK_DELAY_S = 1.0  # an idle process links its last writes after this long
# A steady writer links within this long of its first unlinked write even if it never idles.
LINK_MAX_WAIT_S = 10.0


PASS_LOCK_WAIT_S = 30.0  # longest wait for another process's pass; then link anyway


class Linker:
    def __init__(
        self, ctx: Context, vectors: Vectors, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.ctx = ctx
        self.vectors = vectors
        self.clock = clock  # the idle timer's clock (a test's fake one)
        # id(store) -> (first, last) queueing time of the memories waiting for the idle timer
        self._waiting: dict[int, tuple[float, float]] = {}
        # A one-shot process (a CLI command) hands what it queued to a detached linker when it
        # closes, instead of linking before it exits (cognition.link_worker).
        self.detach = False

    def hand_off(self, stores: list[Store], cwd: Any, env: Any) -> set[str]:
        """With `detach`: start one detached linker for the stores with links due and no pass
        running here; the scopes it took (none if it could not start: link them here)."""
        if not (self.detach and self.ctx.cfg.write.link_detached):
            return set()
        due = [
            s
            for s in stores
            if s.links_due and s.link_task is None and isinstance(s.path, Path) and not s.read_only
        ]
        if not due:
            return set()
        from cognition.memory.link_handoff import spawn

        if not spawn(cwd, [s.scope for s in due], env):
            return set()
        for s in due:
            if s.link_timer is not None:
                s.link_timer.cancel()
                s.link_timer = None
            s.links_due = 0
            self._waiting.pop(id(s), None)
        return {s.scope for s in due}

    def queued(self, store: Store, count: int = 1) -> None:
        """`count` memories were queued for linking: link them now if a batch is full, else
        when the process idles. The idle time counts from the last write, not the first: a
        writer slower than LINK_BATCH writes per LINK_DELAY_S (a busy machine) would otherwise
        link in small batches, each of which multiplies with every vector of the store."""
        store.links_due += count
        now = self.clock()
        first, _ = self._waiting.get(id(store), (now, now))
        self._waiting[id(store)] = (first, now)
        if store.links_due >= LINK_BATCH:
            self.start(store)  # in the background: the next writes go on meanwhile
        elif store.link_timer is None:  # an idle process links what it wrote soon anyway
            loop = asyncio.get_running_loop()
            store.link_timer = loop.call_later(LINK_DELAY_S, self._link_later, store)

    def _link_later(self, store: Store) -> None:
        store.link_timer = None
        if not (store.links_due and store.conn is not None):
            return
        wait = self.idle_wait(store)
        if wait > 0:  # written to since the timer was set: wait for the process to idle
            store.link_timer = asyncio.get_running_loop().call_later(wait, self._link_later, store)
            return
        self.start(store)

    def idle_wait(self, store: Store) -> float:
        """How much longer the idle timer waits before it links `store`'s queued memories:
        until LINK_DELAY_S after the last write, but no later than LINK_MAX_WAIT_S after the
        first (0: link now)."""
        now = self.clock()
        first, last = self._waiting.get(id(store), (now, now))
        return max(0.0, min(last + LINK_DELAY_S, first + LINK_MAX_WAIT_S) - now)

    def start(self, store: Store) -> Any:
        """Start a linking pass in the background unless one is running; returns the pass."""
        self._waiting.pop(id(store), None)  # the pass takes what is queued
        if store.link_task is None or store.link_task.done():
            store.link_task = asyncio.get_running_loop().create_task(self._link_queued(store))
        return store.link_task

    async def flush(self, store: Store) -> None:
        if store.link_timer is not None:
            store.link_timer.cancel()
            store.link_timer = None
        await self.settle(store)

    async def settle(self, store: Store) -> None:
        """Wait for the running linking pass and run one for anything still due."""
        while store.conn is not None and (store.links_due or store.link_task is not None):
            task = self.start(store) if store.links_due else store.link_task
            await asyncio.gather(task, return_exceptions=True)
            if store.link_task is task:
                store.link_task = None

    async def _link_queued(self, store: Store) -> None:
        """Link queued memories, a batch at a time. It also takes what other (perhaps crashed)
        processes left queued. A failure leaves the queue as it was: the links are made by the
        next pass."""
        IN_LINK_PASS.set(True)  # this task's own reads must not wait for the task itself
        store.links_due = 0
        try:
            async with _one_pass_at_a_time(store.path):
                while await self._link_batch(store) == LINK_BATCH:
                    pass
        except Exception as exc:  # noqa: BLE001 - linking is derived data; never fail the caller
            log.warning("linking queued memories failed (%s); they stay queued", exc)

    async def _link_batch(self, store: Store) -> int:
        embedder = self.vectors.embedder
        if embedder.dim == 0:
            return 0
        w = self.ctx.cfg.write
        queued, version = await store.read(_queued_links_plan(embedder.id, LINK_BATCH))
        if not queued:
            return 0
        # surface.embedders costs ~30 ms to import: only a process that links pays for it.
        from surface.embedders import from_blobs

        batch_ids = [i for i, _ in queued]
        batch = from_blobs([b for _, b in queued], embedder.dim)
        if self.vectors.keep or store.index is not None:
            index = await self.vectors.index(store, version)
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
        else:  # a one-shot process: one scan of the vectors for its few new memories
            targets = await store.read(
                link_plan(
                    embedder.id,
                    embedder.dim,
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
        await store.write(linking.store_related(candidates, w.link_top, self.ctx.now(), batch_ids))
        return len(queued)


@contextlib.asynccontextmanager
async def _one_pass_at_a_time(path: Any) -> AsyncIterator[None]:
    """Hold the store's linking lock (`<store>.linking`, flock) for a pass: a process that
    opens a store while a detached linker links it waits for that pass, then finds the queue
    empty, instead of scanning every vector a second time. Never fails a pass: without the
    lock (no flock, a folder it cannot write, a holder past PASS_LOCK_WAIT_S) it links anyway;
    the links come out the same, only the work is done twice."""
    try:
        import fcntl
    except ImportError:  # not POSIX
        fcntl = None  # type: ignore[assignment]
    fd = -1
    if fcntl is not None and isinstance(path, Path):
        try:
            # O_NOFOLLOW: a link planted there must not make us create a file where it points.
            flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(f"{path}.linking", flags, 0o600)
        except OSError:
            fd = -1
    try:
        if fd >= 0:
            deadline = time.monotonic() + PASS_LOCK_WAIT_S
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except OSError:
                    if time.monotonic() > deadline:
                        log.warning("linking lock of %s held too long; linking anyway", path)
                        break
                    await asyncio.sleep(0.05)
        yield
    finally:
        if fd >= 0:
            os.close(fd)  # releases the lock


def _queued_links_plan(model: str, limit: int) -> Plan[tuple[list[tuple[int, bytes]], int]]:
    """A batch of the link queue and the data version, in one hop (each hop of a linking pass
    sends the writes meanwhile to the worker thread)."""
    version = yield from vector_rows.data_version_plan()
    return (yield from linking.queued_links(model, limit)), version
