"""Checkpointing the WAL beside the writes instead of inside them.

SQLite checkpoints when a commit pushes the WAL past `wal_autocheckpoint` pages: that commit
then copies the pages into the database and fsyncs twice, and on the write path it cost ~10%
of a 10K-store's write throughput. A long-lived writer (the async API) raises its own threshold
to a fallback and checkpoints from a second connection on a worker thread every
CHECKPOINT_EVERY commits. A PASSIVE checkpoint never blocks writers or readers.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

CHECKPOINT_EVERY = 40  # commits (~20 pages each on the write path: ~the default 1000 pages)
FALLBACK_PAGES = 10_000  # if the worker falls behind, the writer's own commit checkpoints


class Checkpointer:
    """A second connection that runs PASSIVE checkpoints, one at a time, on any thread."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def checkpoint(self) -> tuple[int, int, int] | None:
        """(busy, wal pages, pages checkpointed); None when another checkpoint is running."""
        if not self._lock.acquire(blocking=False):
            return None
        try:
            if self._conn is None:
                self._conn = sqlite3.connect(
                    str(self.path), isolation_level=None, check_same_thread=False, timeout=1.0
                )
                self._conn.execute("PRAGMA synchronous=NORMAL")
            row = self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            return int(row[0]), int(row[1]), int(row[2])
        finally:
            self._lock.release()

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
