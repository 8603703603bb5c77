"""The memory of the server's project, opened on the first tool call and closed at shutdown."""

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from mcp.server.mcpserver.exceptions import ToolError

from layers.errors import CognimemError

log = logging.getLogger("cognimem.server")
T = TypeVar("T")
MEANING_BATCH = 32  # meanings computed before the task looks for more


class LazyMemory:
    """Imports `cognition` and opens the store on the first tool call; closes it at shutdown."""

    def __init__(
        self,
        cwd: str | None,
        settings: Any = None,
        clock: Callable[[], float] | None = None,
        env: dict[str, str] | None = None,
    ):
        self.cwd = cwd
        self.env = env
        self.settings = settings
        self.clock = clock
        self.mem: Any = None
        self._decay_task: asyncio.Task[None] | None = None
        self._meaning_task: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        # One connection per store, and a write plan is a transaction on it: tool calls arrive
        # concurrently (parallel tool use), so they take turns.
        self._turn = asyncio.Lock()

    async def get(self) -> Any:
        if self.mem is None:
            async with self._lock:
                if self.mem is None:
                    from cognition import open_memory

                    mem = open_memory(
                        self.cwd, settings=self.settings, clock=self.clock, env=self.env
                    )
                    await mem.open()
                    self.mem = mem
                    log.info("memory opened for %s", getattr(mem, "root", self.cwd))
                    self._decay_task = asyncio.create_task(self._auto_decay(mem))
        return self.mem

    async def _auto_decay(self, mem: Any) -> None:
        """The daily decay pass, run lazily in a worker thread (off switch and period in
        settings.maintenance); it never affects the tool call that triggered it."""
        try:
            from cognition.upkeep.maintenance import maybe_auto_decay

            for store in list(mem.stores.open.values()):
                async with self._turn:
                    ran = await asyncio.to_thread(
                        maybe_auto_decay, store.location, mem.now(), mem.cfg
                    )
                if ran:
                    store.index = None  # archived memories changed status: reload vectors
                    log.info("auto decay pass ran on %s", store.path)
        except Exception as exc:  # noqa: BLE001 - maintenance must never break serving
            log.warning("auto decay skipped: %s", exc)

    def _index_meanings_later(self, mem: Any) -> None:
        """Meanings (surface.semantic) for what the tool calls wrote, computed after the call
        returned, a batch per turn so a backlog never holds a tool call up for long."""
        if self._meaning_task is None or self._meaning_task.done():
            self._meaning_task = asyncio.create_task(self._index_meanings(mem))

    async def _index_meanings(self, mem: Any) -> None:
        try:
            while True:
                # The turn is taken for the store's reads and writes, not while the model
                # runs: a tool call waits at most for one small read or write.
                done = await mem.index_meanings(limit=MEANING_BATCH, turn=self._turn)
                if done < MEANING_BATCH:
                    return
        except Exception as exc:  # noqa: BLE001 - derived data: the next pass picks it up
            log.warning("meanings not computed: %s", exc)

    async def close(self) -> None:
        if self._meaning_task is not None:
            self._meaning_task.cancel()  # what is left is computed by the next pass
            await asyncio.gather(self._meaning_task, return_exceptions=True)
            self._meaning_task = None
        if self._decay_task is not None:
            await asyncio.gather(self._decay_task, return_exceptions=True)
            self._decay_task = None
        if self.mem is not None:
            mem, self.mem = self.mem, None
            await mem.close()

    async def run(self, action: Callable[[Any], Awaitable[T]]) -> T:
        """Run `action(mem)`; cognimem's own errors become tool errors with their message."""
        try:
            mem = await self.get()
            async with self._turn:
                try:
                    return await action(mem)
                finally:
                    # A tool call is the unit: its memories are linked before it returns, so
                    # the prompt hook (another process) sees the links at once.
                    await mem.flush()
                    self._index_meanings_later(mem)
        except ToolError:
            raise
        except CognimemError as exc:
            raise ToolError(str(exc)) from exc
