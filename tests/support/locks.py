"""Another process's hold on a store, for tests of what waits and what gives up."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def exclusive_lock(path: Path) -> Iterator[None]:
    """An exclusive lock that even readers wait on, held until the block ends."""
    holder = sqlite3.connect(path, isolation_level=None)
    try:
        holder.execute("PRAGMA locking_mode=EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")
        holder.execute("SELECT count(*) FROM memory").fetchone()
        yield
    finally:
        holder.close()
