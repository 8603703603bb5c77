"""Opening a store: pragmas, permissions, migrations, and clear errors for unusable files."""

from __future__ import annotations

import errno
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from layers.errors import StoreError, StoreReadOnly
from layers.location import (
    ensure_private_file,
    ensure_store_dir,
    store_links_refused,
    tighten_private_file,
)
from layers.plan import Plan, run, run_if_free
from layers.schema import LATEST, current_version, migrate

if TYPE_CHECKING:
    import aiosqlite  # imported lazily at run time: the prompt hook never needs it

T = TypeVar("T")

# Called as backup(conn, path, label) before a migration (layers.backup.backup fits).
BackupHook = Callable[[sqlite3.Connection, Path, str], object]

BUSY_TIMEOUT_MS = 10_000
PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}",
    "PRAGMA foreign_keys=ON",
    "PRAGMA synchronous=NORMAL",
)


# SQLite's primary result codes (the low byte of an extended code).
_BUSY_CODES = frozenset({5, 6})  # SQLITE_BUSY, SQLITE_LOCKED: someone else holds the lock
_CORRUPT_CODES = frozenset(
    {11, 26}
)  # SQLITE_CORRUPT, SQLITE_NOTADB: SQLite read it and it is broken


def _code(exc: BaseException) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_busy(exc: BaseException) -> bool:
    """A lock held by another connection: the file is fine, it is just in use."""
    code = _code(exc)
    if code is not None:
        return code in _BUSY_CODES
    text = str(exc)
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def is_corrupt(exc: BaseException) -> bool:
    """SQLite read the file and found it damaged or not a database at all."""
    code = _code(exc)
    if code is not None:
        return code in _CORRUPT_CODES
    text = str(exc)
    return "malformed" in text or "not a database" in text


class StoreBusy(StoreError):
    """Another process holds the store's lock; nothing is wrong with the file."""


def busy_message(path: Path, exc: BaseException | str) -> str:
    return (
        f"the store is busy: another process holds its lock on {path} ({exc}). Try again "
        f"when it is done; `fuser {path}` shows which process it is. Nothing is wrong with "
        f"the file: do not repair it"
    )


def store_error(path: Path, exc: BaseException, doing: str = "use") -> StoreError:
    """The error for a store SQLite refused: busy (a lock), corrupt (repair restores a
    backup) or anything else (permissions, disk); only corruption points at repair."""
    if is_busy(exc):
        return StoreBusy(busy_message(path, exc))
    if is_corrupt(exc):
        return StoreError(
            f"cannot {doing} the memory store {path}: {exc}. "
            f"Run `cognimem doctor --repair` to restore the latest backup "
            f"(your file is left untouched)."
        )
    return StoreError(
        f"cannot {doing} the memory store {path}: {exc}. Check that the file and its "
        f"folder are readable and writable and the disk has room (your file is left "
        f"untouched)."
    )


def _unusable(path: Path, exc: BaseException) -> StoreError:
    return store_error(path, exc)


def prepare_file(path: Path) -> bool:
    """Create the folder and an empty private file if missing. Returns True if it was new.

    A symbolic link where the folder, the database, its -wal/-shm or backups belong is refused
    (layers.location says why); permissions are changed on open descriptors, never by path."""
    store_links_refused(path)
    ensure_store_dir(path.parent)
    existed = os.path.lexists(path)
    ensure_private_file(path)  # creates it 0600, or makes an existing one 0600 again
    for side in ("-wal", "-shm"):
        tighten_private_file(path.with_name(path.name + side))
    return not existed


def connect_sync(
    path: Path,
    *,
    create: bool = True,
    migrate_now: float | None = None,
    backup: BackupHook | None = None,
    busy_ms: int | None = None,
) -> sqlite3.Connection:
    """Open (and create or upgrade) a store with the standard sqlite3 module.

    busy_ms: how long any statement waits for a lock, opening included (default 10 s); a hook
    passes what is left of its time budget.
    """
    busy = BUSY_TIMEOUT_MS if busy_ms is None else max(0, int(busy_ms))
    if create:
        try:
            prepare_file(path)
        except OSError as exc:
            if exc.errno not in (errno.EROFS, errno.EACCES, errno.EPERM):
                raise
            raise StoreReadOnly(
                f"cannot create the memory store {path}: {exc.strerror or exc}. Its folder is "
                f"not writable (a read-only checkout?): recall reads the stores that exist, "
                f"writes need a writable project folder"
            ) from exc
    else:
        store_links_refused(path)
        if not path.exists():
            raise StoreError(f"no memory store at {path}")
    conn, version = _opened(path, busy)
    if version > LATEST:
        conn.close()
        raise StoreError(
            f"the memory store {path} has schema version {version}, newer than this cognimem "
            f"understands ({LATEST}); upgrade cognimem"
        )
    if version < LATEST:
        if version > 0 and backup is not None:
            backup(conn, path, f"pre-migrate-v{version}")
        try:
            run(conn, migrate(migrate_now or 0.0), write=True)
        except sqlite3.DatabaseError as exc:
            raise _unusable(path, exc) from exc
    return conn


def _opened(path: Path, busy: int) -> tuple[sqlite3.Connection, int]:
    """A connection with the standard pragmas, and the store's schema version.

    Two processes opening a new store at once can deadlock on its switch to WAL; SQLite then
    answers "database is locked" at once instead of waiting, so the wait happens here, within
    the same busy budget."""
    deadline = time.monotonic() + busy / 1000
    while True:
        conn = None
        try:
            conn = sqlite3.connect(
                str(path), isolation_level=None, check_same_thread=False, timeout=busy / 1000
            )
            for p in PRAGMAS:
                conn.execute(p)
            conn.execute(f"PRAGMA busy_timeout={int(busy)}")
            return conn, run(conn, current_version())
        except sqlite3.DatabaseError as exc:
            if conn is not None:
                conn.close()
            if not is_busy(exc) or time.monotonic() >= deadline:
                raise _unusable(path, exc) from exc
            time.sleep(_OPEN_RETRY_S)


_OPEN_RETRY_S = 0.02


async def set_autocheckpoint(conn: aiosqlite.Connection, pages: int) -> None:
    """After how many WAL pages a commit checkpoints on its own (the fallback threshold)."""
    await conn.execute_fetchall(f"PRAGMA wal_autocheckpoint={int(pages)}")


async def run_on_worker(conn: aiosqlite.Connection, plan: Plan[T], **kw: Any) -> T:
    """The async executor: the whole plan on the connection's worker thread, in one hop.

    aiosqlite's `_execute` is private (and untyped); this is the one place that uses it.
    """
    result: T = await conn._execute(run, conn._conn, plan, **kw)  # type: ignore[no-untyped-call]
    return result


def run_here_if_free(conn: aiosqlite.Connection, plan: Plan[T], busy_ms: int) -> T:
    """layers.plan.run_if_free on the event loop's thread (LockHeld: the plan did not start)."""
    return run_if_free(conn._conn, plan, busy_ms)


def set_autocheckpoint_sync(conn: sqlite3.Connection, pages: int) -> None:
    """set_autocheckpoint on a plain sqlite3 connection (a one-shot write that mirrors the API)."""
    conn.execute(f"PRAGMA wal_autocheckpoint={int(pages)}")


def set_busy_timeout(conn: sqlite3.Connection, ms: float) -> None:
    """How long the connection's statements wait for a lock from now on."""
    conn.execute(f"PRAGMA busy_timeout={int(ms)}")


def open_store(
    path: Path, now: float | None = None, *, busy_ms: int | None = None, keep_backup: bool = True
) -> sqlite3.Connection:
    """An existing store (never created); a pending migration backs the file up first.

    A hook passes keep_backup=False (a backup could outlast its time budget) and its budget as
    busy_ms.
    """
    backup: BackupHook | None = None
    if keep_backup:
        from layers.backup import backup  # not imported by the hooks

    return connect_sync(
        path, create=False, migrate_now=now or time.time(), backup=backup, busy_ms=busy_ms
    )


async def connect_async(
    path: Path, *, migrate_now: float | None = None, backup: BackupHook | None = None
) -> aiosqlite.Connection:
    """Open a store on aiosqlite. Creation and migration run first on a short sync connection."""
    import aiosqlite

    connect_sync(path, migrate_now=migrate_now, backup=backup).close()
    try:
        # check_same_thread=False: a short write may run on the event loop's thread while the
        # worker thread is idle (cognition.api.Store.write); the two never use it at once.
        conn = await aiosqlite.connect(
            str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
        )
        for p in PRAGMAS:
            await conn.execute(p)
    except sqlite3.DatabaseError as exc:
        raise _unusable(path, exc) from exc
    return conn


async def connect_async_read_only(path: Path) -> aiosqlite.Connection:
    """An existing store this process may not change (a read-only checkout or mount): opened
    with mode=ro, plus immutable=1 when its folder is read-only too (SQLite could not create
    the -shm there, and no one can change the file under us). Never migrated: a store at an
    older schema is refused with the way out."""
    from urllib.parse import quote

    import aiosqlite

    store_links_refused(path)
    if not path.is_file():
        raise StoreError(f"no memory store at {path}")
    frozen = "" if os.access(path.parent, os.W_OK) else "&immutable=1"
    try:
        conn = await aiosqlite.connect(
            f"file:{quote(path.as_posix())}?mode=ro{frozen}",
            uri=True,
            isolation_level=None,
            check_same_thread=False,
            timeout=BUSY_TIMEOUT_MS / 1000,
        )
        version = await run_on_worker(conn, current_version())
    except sqlite3.DatabaseError as exc:
        raise _unusable(path, exc) from exc
    if version != LATEST:
        await conn.close()
        raise StoreReadOnly(
            f"the memory store {path} is read-only and at schema v{version}, this cognimem "
            f"reads v{LATEST}: open it once where it is writable to upgrade it"
        )
    return conn


async def backup_on_worker(
    conn: aiosqlite.Connection, copy: Callable[[sqlite3.Connection], T]
) -> T:
    """Run `copy(sqlite3 connection)` on the store's own worker thread: a second connection to
    the file, closed afterwards, would drop this process's POSIX locks on it (layers.location)."""
    result: T = await conn._execute(copy, conn._conn)  # type: ignore[no-untyped-call]
    return result
