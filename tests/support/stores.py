"""Stores as an older cognimem left them: for tests of what an upgrade keeps."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from layers.connection import PRAGMAS
from layers.schema import MIGRATIONS, _split


def store_at_version(path: Path, version: int) -> sqlite3.Connection:
    """A store file as schema `version` left it (migrations 1..version applied, no data), open
    in autocommit."""
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    for p in PRAGMAS:
        conn.execute(p)
    conn.execute(
        "CREATE TABLE schema_migrations(version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at REAL NOT NULL)"
    )
    for m in MIGRATIONS[:version]:
        for statement in _split(m.sql()):
            conn.execute(statement)
        conn.execute("INSERT INTO schema_migrations VALUES (?, ?, 1.0)", (m.version, m.name))
    conn.execute(f"PRAGMA user_version = {version}")
    return conn
