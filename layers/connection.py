"""Opening a store: pragmas, permissions, migrations, and clear errors for unusable files."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

from layers.errors import StoreError
from layers.location import (
    ensure_private_file,
    ensure_store_dir,
    store_links_refused,
    tighten_private_file,
)
from layers.plan import run
from layers.schema import LATEST, current_version, migrate

BUSY_TIMEOUT_MS = 10_000
PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}",
    "PRAGMA foreign_keys=ON",
    "PRAGMA synchronous=NORMAL",
)


def _unusable(path: Path, exc: BaseException) -> StoreError:
    return StoreError(
        f"cannot use the memory store {path}: {exc}. "
        f"Run `cognimem doctor --repair` to restore the latest backup "
        f"(your file is left untouched)."
    )


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


def connect_sync(path: Path, *, create: bool = True, migrate_now: float | None = None,
                 backup: Any = None) -> sqlite3.Connection:
    """Open (and create or upgrade) a store with the standard sqlite3 module."""
    if create:
        prepare_file(path)
    else:
        store_links_refused(path)
        if not path.exists():
            raise StoreError(f"no memory store at {path}")
    try:
        conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False,
                               timeout=BUSY_TIMEOUT_MS / 1000)
        for p in PRAGMAS:
            conn.execute(p)
        version = run(conn, current_version())
    except sqlite3.DatabaseError as exc:
        raise _unusable(path, exc) from exc
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


async def connect_async(path: Path, *, migrate_now: float | None = None, backup: Any = None) -> Any:
    """Open a store on aiosqlite. Creation and migration run first on a short sync connection."""
    import aiosqlite

    connect_sync(path, migrate_now=migrate_now, backup=backup).close()
    try:
        # check_same_thread=False: a short write may run on the event loop's thread while the
        # worker thread is idle (cognition.api.Store.write); the two never use it at once.
        conn = await aiosqlite.connect(str(path), isolation_level=None, check_same_thread=False,
                                       timeout=BUSY_TIMEOUT_MS / 1000)
        for p in PRAGMAS:
            await conn.execute(p)
    except sqlite3.DatabaseError as exc:
        raise _unusable(path, exc) from exc
    return conn
