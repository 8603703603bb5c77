"""The idle timer that links a process's last writes: it counts from the last write (a steady
writer links in full batches), bounded by LINK_MAX_WAIT_S after the first unlinked write."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from cognition.memory import linking
from cognition.memory.linking import LINK_BATCH, LINK_DELAY_S, LINK_MAX_WAIT_S, Linker
from cognition.memory.store import Store


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def _linker(clock: Clock) -> tuple[Linker, list[Store]]:
    started: list[Store] = []
    linker = Linker(ctx=None, vectors=None, clock=clock)  # type: ignore[arg-type]
    start = linker.start

    def recorded(store: Store) -> Any:
        started.append(store)
        return start(store)

    async def no_pass(store: Store) -> None:  # a pass that links nothing
        store.links_due = 0

    linker.start = recorded  # type: ignore[method-assign]
    linker._link_queued = no_pass  # type: ignore[method-assign]
    return linker, started


def _store() -> Store:
    return Store(Path("unused.db"), "project", conn=object())


def _fire(linker: Linker, store: Store) -> None:
    """The pending timer fires now (the test's clock says when 'now' is)."""
    assert store.link_timer is not None
    store.link_timer.cancel()
    linker._link_later(store)


def test_a_write_before_the_timer_fires_postpones_the_pass() -> None:
    async def go() -> Any:
        clock = Clock()
        linker, started = _linker(clock)
        store = _store()
        linker.queued(store)
        clock.t += 0.9 * LINK_DELAY_S
        linker.queued(store)  # the process is still writing
        clock.t += 0.1 * LINK_DELAY_S
        _fire(linker, store)  # LINK_DELAY_S after the first write, not after the last
        postponed = (list(started), store.link_timer is not None, linker.idle_wait(store))
        clock.t += 0.9 * LINK_DELAY_S
        _fire(linker, store)  # LINK_DELAY_S after the last write: idle now
        return postponed, started == [store], store.link_timer

    postponed, linked, timer = asyncio.run(go())
    assert postponed[0] == [] and postponed[1]
    assert abs(postponed[2] - 0.9 * LINK_DELAY_S) < 1e-9
    assert linked and timer is None


def test_a_writer_that_never_idles_still_links_within_the_bound() -> None:
    async def go() -> Any:
        clock = Clock()
        linker, started = _linker(clock)
        store = _store()
        waits = []
        for _ in range(int(LINK_MAX_WAIT_S / (0.5 * LINK_DELAY_S)) + 2):
            linker.queued(store)
            if store.links_due >= LINK_BATCH:
                break
            clock.t += 0.5 * LINK_DELAY_S
            waits.append(linker.idle_wait(store))
            if not waits[-1]:
                _fire(linker, store)
                break
        return started, store.links_due, waits

    started, due, waits = asyncio.run(go())
    assert due < LINK_BATCH  # the bound, not a full batch, started the pass
    assert len(started) == 1
    assert waits[-1] == 0.0 and all(w > 0 for w in waits[:-1])
    assert len(waits) == int(LINK_MAX_WAIT_S / (0.5 * LINK_DELAY_S))


def test_a_full_batch_links_at_once_and_the_next_batch_waits_afresh() -> None:
    async def go() -> Any:
        clock = Clock()
        linker, started = _linker(clock)
        store = _store()
        for _ in range(LINK_BATCH):
            linker.queued(store)
        first = list(started)
        await store.link_task
        assert store.links_due == 0 and store.link_timer is not None
        store.link_timer.cancel()  # the first write's timer: nothing left to link when it fires
        store.link_timer = None
        clock.t += LINK_MAX_WAIT_S  # long after the first batch's first write
        linker.queued(store)
        return first, linker.idle_wait(store)

    first, wait = asyncio.run(go())
    assert len(first) == 1
    assert wait == LINK_DELAY_S  # the bound counts from this batch's first write


def test_the_default_clock_is_monotonic() -> None:
    import time

    assert Linker(None, None).clock is time.monotonic  # type: ignore[arg-type]
    assert linking.LINK_MAX_WAIT_S > linking.LINK_DELAY_S
