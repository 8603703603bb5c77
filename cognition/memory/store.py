"""The stores of a MemorySystem: the project's and the user's global SQLite store, each on
its own aiosqlite connection, opened on first use; and finding the store of a memory ref."""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cognition import validation as check
from cognition.memory.context import Context
from cognition.memory.direct import not_found, open_checks_plan
from cognition.memory.vector_file import file_path as vector_file_path
from layers import queries
from layers.backup import backup
from layers.checkpoint import CHECKPOINT_EVERY, FALLBACK_PAGES, Checkpointer
from layers.connection import (
    BUSY_TIMEOUT_MS,
    backup_on_worker,
    connect_async,
    connect_async_read_only,
    run_here_if_free,
    run_on_worker,
    set_autocheckpoint,
)
from layers.errors import StoreMissing, StoreReadOnly
from layers.location import global_store_path, project_store_path, writable
from layers.plan import LockHeld, Plan
from layers.records import Memory
from surface.dedup import MERGE_KEYS_VERSION, PLAIN_KEYS_VERSION, file_all_keys, file_some_keys

log = logging.getLogger("cognimem")
# Set in a linking pass's own task: its reads must not wait for the pass itself.
IN_LINK_PASS: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "cognimem_link_pass", default=False
)
_NOT_RUN = object()


@dataclass(slots=True)
class Store:
    """One SQLite store (project or global) on its aiosqlite connection.

    A plan runs whole on the connection's worker thread (one hop per plan instead of one per
    statement: a remember is ~20 statements, and each hop cost 0.1-0.5 ms here). Same plans,
    same SQL, same connection: only the loop that feeds the plan moves to that thread.
    """

    path: Path | str  # the SQLite file, or a PostgreSQL store's URL without its password
    scope: str
    conn: Any = None
    index: Any = None  # surface.vectors.VectorIndex of this store's vectors, loaded lazily
    data_version: int = -1  # PRAGMA data_version when the index was loaded
    links_due: int = 0  # memories this process queued for linking since the last pass began
    link_task: Any = None  # the linking pass running in the background (an asyncio.Task)
    link_timer: Any = None  # asyncio.TimerHandle that starts a pass when the process idles
    settle: Callable[[Store], Awaitable[None]] | None = None  # finishes linking before a read
    checkpointer: Any = None  # layers.checkpoint.Checkpointer: WAL checkpoints off the write path
    checkpoint_task: Any = None
    commits: int = 0  # write transactions since the last background checkpoint
    on_thread: int = 0  # plans queued or running on the connection's worker thread
    read_only: bool = False  # a store this process may not change (a read-only checkout)
    wrote: bool = False  # this process changed it: an automatic backup is due at close
    env: dict[str, str] | None = None  # where the cognimem home is (backups), as the system's

    @property
    def location(self) -> Path | str:
        """Where maintenance (the daily decay pass) opens this store on its own connection."""
        return self.path

    @property
    def vector_file(self) -> Path | None:
        """The vector matrix file beside a SQLite store (cognition.memory.vector_file)."""
        return vector_file_path(self.path) if isinstance(self.path, Path) else None

    async def read(self, plan: Plan[Any]) -> Any:
        # Every read sees the links of every memory written before it, as if linked on write
        # (except the linking pass's own reads).
        if (
            self.settle is not None
            and (self.links_due or self.link_task)
            and not IN_LINK_PASS.get()
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
        if self.read_only:
            raise StoreReadOnly(
                f"the {self.scope} store {self.path} is read-only (this process may not change "
                f"it or its folder): recall works, writes do not"
            )
        self.wrote = True
        result = _NOT_RUN
        if short and self.on_thread == 0:
            try:
                result = run_here_if_free(self.conn, plan, BUSY_TIMEOUT_MS)
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
            return await run_on_worker(self.conn, plan, **kw)
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
        if self.wrote and self.scope == "project":
            await self._auto_backup()
        if self.checkpointer is not None:
            self.checkpointer.close()
        await self.conn.close()

    async def _auto_backup(self) -> None:
        """A copy outside the project after this process wrote (layers.backup says where and
        why): `git clean -xfd` in the project can then never take the only copy. A failed copy
        never fails the command that wrote; it is logged."""
        from layers.backup import AUTO, auto_backup_due, backup

        path = self.path
        assert isinstance(path, Path)  # a file store (PgStore closes without this)
        try:
            if auto_backup_due(path, time.time(), self.env):
                await backup_on_worker(
                    self.conn, lambda conn: backup(conn, path, AUTO, env=self.env)
                )
        except Exception as exc:  # noqa: BLE001 - the write itself succeeded
            log.warning("automatic backup of %s failed: %s", self.path, exc)


@dataclass(slots=True)
class PgStore(Store):
    """A team store on PostgreSQL (`store.url`): the same plans, run by layers.pg's executor on
    a worker thread, one at a time on the store's connection as on aiosqlite's one thread.
    `path` holds the URL without its password, for messages."""

    lock: Any = None  # asyncio.Lock: one plan at a time on the psycopg connection

    @property
    def location(self) -> Path | str:
        """The URL itself (with its password), for maintenance that connects on its own."""
        return str(getattr(self.conn, "url", "")) or self.path

    @property
    def vector_file(self) -> Path | None:
        return None  # the matrix file is a SQLite store's: a team store searches as before

    async def write(self, plan: Plan[Any], *, short: bool = False) -> Any:
        return await self._on_thread(plan, write=True)  # no WAL to checkpoint

    async def _on_thread(self, plan: Plan[Any], **kw: Any) -> Any:
        from layers.pg.plan import run

        self.on_thread += 1
        try:
            async with self.lock:
                return await asyncio.to_thread(lambda: run(self.conn, plan, **kw))
        finally:
            self.on_thread -= 1

    async def close(self) -> None:
        await asyncio.to_thread(self.conn.close)


async def open_pg_store(url: str, scope: str, now: float) -> PgStore:
    """Connect to (and migrate) the PostgreSQL store `url` names."""
    from layers.pg.connection import connect_sync, safe_url

    conn = await asyncio.to_thread(connect_sync, url, migrate_now=now)
    return PgStore(safe_url(url), scope, conn=conn, lock=asyncio.Lock())


class Stores:
    """The project store and the global one, each opened (and migrated) on first use."""

    def __init__(self, ctx: Context, settle: Callable[[Store], Awaitable[None]]) -> None:
        self.ctx = ctx
        self.settle = settle
        self.open: dict[str, Store] = {}  # scope -> the store, once opened
        self._paths: dict[str, Path] = {}

    async def get(self, scope: str, *, create: bool = True) -> Store | None:
        if scope in self.open:
            return self.open[scope]
        url = self.ctx.cfg.store.url if scope == "project" else ""
        if url:
            return await self._open(await open_pg_store(url, scope, self.ctx.now()))
        path = self._paths.get(scope)
        if path is None:  # resolving the home folder costs more than the recall's stat below
            path = (
                project_store_path(self.ctx.root)
                if scope == "project"
                else global_store_path(self.ctx.env)
            )
            self._paths[scope] = path
        if not create and not path.exists():  # another process may create it meanwhile
            return None
        store = Store(path, scope, env=self.ctx.env, settle=self.settle)
        if path.exists() and not writable(path):
            store.conn = await connect_async_read_only(path)
            store.read_only = True
        else:
            await self._open_writable(store)
        self.open[scope] = store
        return store

    async def _open_writable(self, store: Store) -> None:
        path = store.path
        assert isinstance(path, Path)  # a file store: get() made it from a path
        if store.scope == "project" and not os.path.lexists(path):
            refuse_if_backed_up(path, self.ctx.env)
        # backup: an online copy before any migration touches the file
        copy = functools.partial(backup, env=self.ctx.env)
        store.conn = await connect_async(path, migrate_now=self.ctx.now(), backup=copy)
        await set_autocheckpoint(store.conn, FALLBACK_PAGES)
        store.checkpointer = Checkpointer(path)
        await self._open(store)

    async def _open(self, store: Store) -> Store:
        """The checks every store gets once open; then it serves this system."""
        store.settle = self.settle
        stamp, leftover = await store.read(open_checks_plan())
        if stamp == PLAIN_KEYS_VERSION and not store.read_only:
            await store.write(file_some_keys())  # filed under plain terms: the next chunk
            store.wrote = False
        elif stamp not in (MERGE_KEYS_VERSION, PLAIN_KEYS_VERSION):
            await store.write(file_all_keys())  # a store from before merge keys: file them once
            store.wrote = False  # bookkeeping, not a change worth a backup
        if leftover:  # queued by a process that stopped before linking: link before our reads
            store.links_due = 1
        self.open[store.scope] = store
        return store

    def forget_paths(self) -> None:
        """The project root may have changed (a reopen): resolve the paths again."""
        self._paths.clear()

    async def ensure(self, scope: str) -> Store:
        """The store of `scope`, created when it does not exist yet."""
        store = await self.get(scope)
        assert store is not None  # create=True always opens one
        return store

    async def locate(self, ref: Any) -> tuple[Store, Memory]:
        scope, memory_id = check.ref(ref)
        store = await self.get(scope, create=False)
        memory = await store.read(queries.get_memory(memory_id)) if store else None
        if store is None or memory is None:
            from layers import consolidate_queries

            into = await store.read(consolidate_queries.folded_into(memory_id)) if store else None
            raise not_found(scope, memory_id, into)
        return store, memory

    async def existing(self) -> list[Store]:
        """The stores that exist, project first (none is created)."""
        found = [await self.get(s, create=False) for s in ("project", "global")]
        return [s for s in found if s is not None]


def refuse_if_backed_up(path: Path, env: dict[str, str] | None) -> None:
    """A project store that is gone while its backups are not (`git clean -xfd` deletes the
    git-ignored `.cognimem/`) is not silently replaced by an empty one."""
    from layers.backup import backup_dir, list_backups

    found = list_backups(path, env)
    if found:
        raise StoreMissing(
            f"the project store {path} is missing, but {len(found)} "
            f"backup{'s' if len(found) != 1 else ''} of it {'are' if len(found) != 1 else 'is'} in "
            f"{backup_dir(path, env)} (was `.cognimem/` deleted, by `git clean -x`?). "
            f"`cognimem doctor --repair` restores the newest; to start afresh instead, move "
            f"that backups folder away"
        )
