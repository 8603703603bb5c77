"""The SQLite schema as ordered, named migrations. Released migrations are never edited."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from layers.plan import Op, Plan, q_all, q_exec


def _m001_initial() -> str:
    return """
    CREATE TABLE memory(
      id INTEGER PRIMARY KEY,
      layer TEXT NOT NULL CHECK(layer IN ('fact','experience','decision')),
      title TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL CHECK(length(content) > 0),
      tags TEXT NOT NULL DEFAULT '[]',
      importance INTEGER NOT NULL CHECK(importance BETWEEN 1 AND 5),
      valence REAL NOT NULL DEFAULT 0 CHECK(valence BETWEEN -1 AND 1),
      intensity REAL NOT NULL DEFAULT 0 CHECK(intensity BETWEEN 0 AND 1),
      pinned INTEGER NOT NULL DEFAULT 0 CHECK(pinned IN (0,1)),
      status TEXT NOT NULL DEFAULT 'active' CHECK(status IN ('active','archived','superseded')),
      created_at REAL NOT NULL,
      last_activated REAL NOT NULL,
      activation_count REAL NOT NULL DEFAULT 1 CHECK(activation_count >= 1),
      unused_count INTEGER NOT NULL DEFAULT 0,
      valid_from REAL,
      valid_to REAL,
      superseded_by INTEGER REFERENCES memory(id) ON DELETE SET NULL,
      source TEXT NOT NULL DEFAULT 'api',
      session_id TEXT,
      scope TEXT NOT NULL DEFAULT 'project' CHECK(scope IN ('project','global')),
      content_hash TEXT NOT NULL,
      keywords TEXT NOT NULL DEFAULT '',
      extra TEXT NOT NULL DEFAULT '{}',
      updated_at REAL NOT NULL
    );
    CREATE INDEX memory_hash ON memory(content_hash);
    CREATE INDEX memory_status_layer ON memory(status, layer);

    -- External-content FTS over the memory table, kept in sync by triggers.
    CREATE VIRTUAL TABLE memory_fts USING fts5(
      title, content, tags, keywords,
      content='memory', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2'
    );
    CREATE TRIGGER memory_fts_ai AFTER INSERT ON memory BEGIN
      INSERT INTO memory_fts(rowid, title, content, tags, keywords)
      VALUES (new.id, new.title, new.content, new.tags, new.keywords);
    END;
    CREATE TRIGGER memory_fts_ad AFTER DELETE ON memory BEGIN
      INSERT INTO memory_fts(memory_fts, rowid, title, content, tags, keywords)
      VALUES ('delete', old.id, old.title, old.content, old.tags, old.keywords);
    END;
    CREATE TRIGGER memory_fts_au AFTER UPDATE OF title, content, tags, keywords ON memory BEGIN
      INSERT INTO memory_fts(memory_fts, rowid, title, content, tags, keywords)
      VALUES ('delete', old.id, old.title, old.content, old.tags, old.keywords);
      INSERT INTO memory_fts(rowid, title, content, tags, keywords)
      VALUES (new.id, new.title, new.content, new.tags, new.keywords);
    END;

    CREATE TABLE edge(
      src INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      dst INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      type TEXT NOT NULL CHECK(type IN ('related','supports','contradicts','supersedes',
        'caused_by','led_to','because','reverses','summarizes','about')),
      weight REAL NOT NULL DEFAULT 1.0,
      created_at REAL NOT NULL,
      PRIMARY KEY(src, dst, type),
      CHECK(src <> dst)
    );
    CREATE INDEX edge_dst ON edge(dst);

    CREATE TABLE event(
      id INTEGER PRIMARY KEY,
      memory_id INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK(kind IN ('created','surfaced','used','merged','archived',
        'restored','updated','superseded','pinned','unpinned','consolidated')),
      at REAL NOT NULL,
      session_id TEXT,
      detail TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX event_memory ON event(memory_id, at);

    -- One vector per memory, tagged with the embedder that made it: a model change forces a
    -- re-embed instead of silently comparing vectors of two models.
    CREATE TABLE vector(
      memory_id INTEGER PRIMARY KEY REFERENCES memory(id) ON DELETE CASCADE,
      model TEXT NOT NULL,
      dim INTEGER NOT NULL,
      vec BLOB NOT NULL
    );

    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: Callable[[], str]


MIGRATIONS: tuple[Migration, ...] = (Migration(1, "initial", _m001_initial),)
LATEST = MIGRATIONS[-1].version


def current_version() -> Plan[int]:
    row = yield q_all("PRAGMA user_version")
    return int(row[0][0])


def migrate(now: float) -> Plan[list[int]]:
    """Apply every pending migration inside the caller's write transaction."""
    version = yield from current_version()
    if version > LATEST:
        raise RuntimeError(
            f"store schema version {version} is newer than this cognimem ({LATEST}); upgrade cognimem"
        )
    applied: list[int] = []
    if version < LATEST:
        yield q_exec(
            "CREATE TABLE IF NOT EXISTS schema_migrations("
            "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
        )
    for m in MIGRATIONS:
        if m.version <= version:
            continue
        for statement in _split(m.sql()):
            yield q_exec(statement)
        yield q_exec(
            "INSERT INTO schema_migrations(version, name, applied_at) VALUES (?,?,?)",
            (m.version, m.name, now),
        )
        yield q_exec(f"PRAGMA user_version = {int(m.version)}")
        applied.append(m.version)
    return applied


def _split(script: str) -> list[str]:
    """Split a migration script into statements (trigger bodies keep their inner semicolons)."""
    import sqlite3

    out, buf = [], ""
    for line in script.splitlines():
        if line.strip().startswith("--"):
            continue
        buf += line + "\n"
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out


__all__ = ["LATEST", "MIGRATIONS", "Migration", "Op", "current_version", "migrate"]
