"""The team server's own, synchronous connections to the project store (token checks,
/v1/surface, `cognimem token`): the SQLite file in the project, or the PostgreSQL database
`[store] url` names, resolved as cognition.memory.store.Stores.get resolves it.

The same plans run on either: layers.plan.run drives them on a sqlite3 connection, and
layers.pg.plan.run on a psycopg one, where each plan function runs its twin of layers/pg.
Nothing of layers.pg (or psycopg) is imported for a SQLite store.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from layers import store_location
from layers.plan import run
from layers.store_location import StoreLocation, connect

T = TypeVar("T")


def project_location(root: Path, settings: Any) -> StoreLocation:
    """The project store the settings name ([store] url, COGNIMEM_STORE_URL, --store)."""
    return store_location.project_location(root, str(settings.store.url or ""))


def is_pg_connection(conn: Any) -> bool:
    return hasattr(conn, "dialect")  # layers.pg.connection.PgConnection (sqlite3's has none)


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


__all__ = [
    "PgConnections",
    "StoreLocation",
    "connect",
    "is_pg_connection",
    "project_location",
    "run",
]
