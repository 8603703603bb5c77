"""Where a store is and how to open it: a SQLite file, or a PostgreSQL database by its URL.

The sync callers that open the project store on their own (maintenance, the team server's
token checks and /v1/surface, the token verbs, the hooks) resolve it here, as
cognition.memory.store.Stores resolves it for the async API: `[store] url` when set, else
the project's file. Nothing of layers.pg (or psycopg) is imported for a SQLite store.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from layers.errors import InvalidInput
from layers.location import project_store_path


@dataclass(frozen=True, slots=True)
class StoreLocation:
    """A SQLite file (a Path), or a postgresql:// URL (a str, with its password)."""

    where: Path | str

    @property
    def is_pg(self) -> bool:
        return isinstance(self.where, str)

    @property
    def path(self) -> Path:
        """The SQLite file; a PostgreSQL store has none, and a command that needs one says so."""
        if isinstance(self.where, str):
            raise InvalidInput(f"the store is the PostgreSQL database {self.label}, not a file")
        return self.where

    @property
    def label(self) -> str:
        """For messages, JSON and logs: the file, or the URL without its password."""
        if isinstance(self.where, Path):
            return str(self.where)
        from layers.pg.connection import safe_url

        return safe_url(self.where)

    def exists(self) -> bool:
        """A SQLite store exists once its file does; a PostgreSQL one is created on connect."""
        return self.is_pg or Path(self.where).is_file()


def project_location(root: Path, url: str = "") -> StoreLocation:
    """The project store: the database `url` names (the `[store] url` setting), else the file."""
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
    file that does not exist is an error, and a pending migration is not backed up).
    layers.plan.run drives either kind."""
    stamp = time.time() if now is None else now
    if isinstance(loc.where, str):
        from layers.pg.connection import connect_sync as connect_pg

        return connect_pg(loc.where, migrate_now=stamp, busy_ms=busy_ms)
    from layers.connection import connect_sync

    return connect_sync(loc.where, create=create, migrate_now=stamp, backup=backup, busy_ms=busy_ms)


__all__ = ["StoreLocation", "connect", "project_location"]
