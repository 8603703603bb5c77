"""The team server's own, synchronous connections to the project store (token checks,
/v1/surface, `cognimem token`): the SQLite file in the project, or the PostgreSQL database
`[store] url` names, resolved as cognition.memory.store.Stores.get resolves it.

The same plans run on either: layers.plan.run drives them on a sqlite3 connection, and
layers.pg.plan.run on a psycopg one, where each plan function runs its twin of layers/pg.
Nothing of layers.pg (or psycopg) is imported for a SQLite store.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from layers.plan import Plan

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class StoreLocation:
    """Where the project's memories live: a SQLite file, or a postgresql:// URL."""

    where: Path | str

    @property
    def is_pg(self) -> bool:
        return isinstance(self.where, str)

    @property
    def label(self) -> str:
        """For messages and logs: a URL without its password."""
        if isinstance(self.where, Path):
            return str(self.where)
        from layers.pg.connection import safe_url

        return safe_url(self.where)

    def exists(self) -> bool:
        """A SQLite store exists once its file does; a PostgreSQL one is created on connect."""
        return self.is_pg or Path(self.where).is_file()


def project_location(root: Path, settings: Any) -> StoreLocation:
    """The project store the settings name ([store] url, COGNIMEM_STORE_URL, --store)."""
    from layers.location import project_store_path

    url = str(settings.store.url or "")
    return StoreLocation(url) if url else StoreLocation(project_store_path(root))


def connect(
    loc: StoreLocation,
    *,
    create: bool = True,
    busy_ms: int | None = None,
    backup: Any = None,
    now: float | None = None,
) -> Any:
    """A connection to the store, created and migrated as needed (`create=False`: a SQLite
    file that does not exist is an error, and a pending migration is not backed up)."""
    stamp = time.time() if now is None else now
    if isinstance(loc.where, str):
        from layers.pg.connection import connect_sync as connect_pg

        return connect_pg(loc.where, migrate_now=stamp, busy_ms=busy_ms)
    from layers.connection import connect_sync

    return connect_sync(loc.where, create=create, migrate_now=stamp, backup=backup, busy_ms=busy_ms)


def is_pg_connection(conn: Any) -> bool:
    return hasattr(conn, "dialect")  # layers.pg.connection.PgConnection (sqlite3's has none)


def run(conn: Any, plan: Plan[T], *, write: bool = False, attempts: int | None = None) -> T:
    """Run a plan with the executor of the connection's backend."""
    kw: dict[str, Any] = {"write": write}
    if attempts is not None:
        kw["attempts"] = attempts
    if is_pg_connection(conn):
        from layers.pg.plan import run as run_pg

        return run_pg(conn, plan, **kw)
    from layers.plan import run as run_sqlite

    return run_sqlite(conn, plan, **kw)


@dataclass
class PgConnections:
    """Idle connections to a PostgreSQL store, reused across requests (a PostgreSQL connect
    costs a round of authentication and the schema check; a SQLite open is a file open).
    One request uses one connection at a time; a broken one is closed, never put back."""

    loc: StoreLocation
    busy_ms: int | None = None
    _idle: list[Any] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self) -> Any:
        with self._lock:
            if self._idle:
                return self._idle.pop()
        return connect(self.loc, busy_ms=self.busy_ms)

    def give_back(self, conn: Any, *, broken: bool = False) -> None:
        if broken or getattr(conn, "closed", False):
            conn.close()
            return
        with self._lock:
            self._idle.append(conn)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for conn in idle:
            conn.close()
