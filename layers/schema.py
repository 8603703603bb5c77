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


def _m002_anchors() -> str:
    return """
    -- Files and symbols that memories are about: nodes of the relation graph, so memories about
    -- the same code find each other. A symbol's name is qualified by its file: "path::name".
    CREATE TABLE entity(
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK(kind IN ('file','symbol')),
      name TEXT NOT NULL,
      UNIQUE(kind, name)
    );

    -- A memory tied to code: the sha256 of the file (or of its line range) at save time tells
    -- when the code changed under the memory.
    CREATE TABLE anchor(
      memory_id INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      entity_id INTEGER NOT NULL REFERENCES entity(id),
      path TEXT NOT NULL,
      line_start INTEGER CHECK(line_start IS NULL OR line_start >= 1),
      line_end INTEGER CHECK(line_end IS NULL OR line_end >= line_start),
      symbol TEXT,
      content_hash TEXT NOT NULL,
      created_at REAL NOT NULL,
      PRIMARY KEY(memory_id, entity_id)
    );
    CREATE INDEX anchor_entity ON anchor(entity_id);
    CREATE INDEX anchor_path ON anchor(path);

    -- Covering indexes for spreading activation, which reads every link of a frontier in both
    -- directions: (node, other end, weight) straight from the index, no table lookups (3x
    -- faster at 50K edges). edge(dst, ...) makes v1's edge_dst redundant.
    CREATE INDEX edge_src_walk ON edge(src, dst, weight);
    CREATE INDEX edge_dst_walk ON edge(dst, src, weight);
    DROP INDEX IF EXISTS edge_dst;

    -- Which edges and anchors changed, written by triggers so that every writer (API, hooks,
    -- import, other processes) is seen: a cached in-memory graph replays the keys changed since
    -- its last sequence number instead of rebuilding, and rebuilds only when it fell behind the
    -- pruned window.
    CREATE TABLE graph_log(
      seq INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK(kind IN ('edge','anchor')),
      src INTEGER NOT NULL,
      dst INTEGER,
      type TEXT
    );
    CREATE TRIGGER edge_log_ai AFTER INSERT ON edge BEGIN
      INSERT INTO graph_log(kind, src, dst, type) VALUES ('edge', new.src, new.dst, new.type);
    END;
    CREATE TRIGGER edge_log_au AFTER UPDATE ON edge BEGIN
      INSERT INTO graph_log(kind, src, dst, type) VALUES ('edge', new.src, new.dst, new.type);
      INSERT INTO graph_log(kind, src, dst, type) SELECT 'edge', old.src, old.dst, old.type
        WHERE old.src IS NOT new.src OR old.dst IS NOT new.dst OR old.type IS NOT new.type;
    END;
    CREATE TRIGGER edge_log_ad AFTER DELETE ON edge BEGIN
      INSERT INTO graph_log(kind, src, dst, type) VALUES ('edge', old.src, old.dst, old.type);
    END;
    CREATE TRIGGER anchor_log_ai AFTER INSERT ON anchor BEGIN
      INSERT INTO graph_log(kind, src) VALUES ('anchor', new.memory_id);
    END;
    CREATE TRIGGER anchor_log_au AFTER UPDATE ON anchor BEGIN
      INSERT INTO graph_log(kind, src) VALUES ('anchor', new.memory_id);
      INSERT INTO graph_log(kind, src) SELECT 'anchor', old.memory_id
        WHERE old.memory_id IS NOT new.memory_id;
    END;
    CREATE TRIGGER anchor_log_ad AFTER DELETE ON anchor BEGIN
      INSERT INTO graph_log(kind, src) VALUES ('anchor', old.memory_id);
    END;
    -- Keep the log short: every 512th change drops what is more than 4096 changes old.
    CREATE TRIGGER graph_log_prune AFTER INSERT ON graph_log WHEN new.seq % 512 = 0 BEGIN
      DELETE FROM graph_log WHERE seq <= new.seq - 4096;
    END;
    """


def _m003_write_indexes() -> str:
    return """
    -- Merge keys: a near-duplicate shares one with the memory it duplicates (surface.dedup
    -- computes them), so a write looks up a few candidates instead of scanning every vector.
    -- Filled for existing memories by cognition on first open (the stamp is meta.merge_keys).
    CREATE TABLE merge_key(
      key TEXT NOT NULL,
      memory_id INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      PRIMARY KEY(key, memory_id)
    ) WITHOUT ROWID;
    CREATE INDEX merge_key_memory ON merge_key(memory_id);

    -- Memories stored but not yet linked to their nearest neighbours. Linking needs a scan of
    -- every vector; done for a batch at once (one matrix product) it costs a tenth of a scan per
    -- write. The queue lives in the store, so a crash between write and link loses nothing:
    -- whoever links next picks the rest up.
    CREATE TABLE link_queue(
      memory_id INTEGER PRIMARY KEY REFERENCES memory(id) ON DELETE CASCADE
    );

    -- Edges clustered on their key (WITHOUT ROWID): the table itself now covers walks from the
    -- source, so a link writes two B-trees instead of four (rowid table, key index, two walk
    -- indexes); a batch of 320 links took 12.4 ms before, 6.7 ms after. The triggers go with
    -- the old table and are made again.
    CREATE TABLE edge_v3(
      src INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      dst INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
      type TEXT NOT NULL CHECK(type IN ('related','supports','contradicts','supersedes',
        'caused_by','led_to','because','reverses','summarizes','about')),
      weight REAL NOT NULL DEFAULT 1.0,
      created_at REAL NOT NULL,
      PRIMARY KEY(src, dst, type),
      CHECK(src <> dst)
    ) WITHOUT ROWID;
    INSERT INTO edge_v3(src, dst, type, weight, created_at)
      SELECT src, dst, type, weight, created_at FROM edge;
    DROP TABLE edge;
    ALTER TABLE edge_v3 RENAME TO edge;
    CREATE INDEX edge_dst_walk ON edge(dst, src, weight);
    CREATE TRIGGER edge_log_ai AFTER INSERT ON edge BEGIN
      INSERT INTO graph_log(kind, src, dst, type) VALUES ('edge', new.src, new.dst, new.type);
    END;
    CREATE TRIGGER edge_log_au AFTER UPDATE ON edge BEGIN
      INSERT INTO graph_log(kind, src, dst, type) VALUES ('edge', new.src, new.dst, new.type);
      INSERT INTO graph_log(kind, src, dst, type) SELECT 'edge', old.src, old.dst, old.type
        WHERE old.src IS NOT new.src OR old.dst IS NOT new.dst OR old.type IS NOT new.type;
    END;
    CREATE TRIGGER edge_log_ad AFTER DELETE ON edge BEGIN
      INSERT INTO graph_log(kind, src, dst, type) VALUES ('edge', old.src, old.dst, old.type);
    END;
    """


def _m004_contradiction_index() -> str:
    return """
    -- Recall shows contradicting memories together: it asks, for its hits, which active
    -- memories they contradict. Partial indexes keep that lookup to the few such edges
    -- instead of every edge of the hits (~50 `related` ones for 10 hits).
    CREATE INDEX edge_contradicts_src ON edge(src, dst) WHERE type = 'contradicts';
    CREATE INDEX edge_contradicts_dst ON edge(dst, src) WHERE type = 'contradicts';
    """


def _m005_event_session_index() -> str:
    return """
    -- The hooks ask, on every prompt, what a session has been shown already (its `surfaced`
    -- events); without this index that lookup reads every event of the store.
    CREATE INDEX event_session ON event(session_id, kind, at);
    """


def _m006_team() -> str:
    return """
    -- Who wrote a memory: the person of the token a team server authenticated the write with.
    -- NULL for local writes (CLI, stdio MCP server, hooks) and for every memory written before.
    ALTER TABLE memory ADD COLUMN author TEXT;

    -- Bearer tokens of a team server (cognimem serve --http). Only a sha256 of the secret is
    -- kept; `key` is the public half of the token, found by index before the hash is compared
    -- in constant time. A name has at most one live token (rotate: revoke, then create).
    CREATE TABLE token(
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL CHECK(length(name) > 0),
      scope TEXT NOT NULL CHECK(scope IN ('read','write','admin')),
      key TEXT NOT NULL UNIQUE,
      secret_hash TEXT NOT NULL,
      created_at REAL NOT NULL,
      expires_at REAL,
      revoked_at REAL
    );
    CREATE UNIQUE INDEX token_live_name ON token(name) WHERE revoked_at IS NULL;
    """


def _m007_vector_log() -> str:
    return """
    -- Which vectors changed, written by triggers so that every writer (API, import, reindex,
    -- a cascade from a deleted memory, other processes) is seen: the vector matrix file beside
    -- the store (cognition.memory.vector_cache) covers the log up to one entry and reads the
    -- rows changed since from SQL. A random tag per entry tells one history from another: a
    -- store restored from a backup, or made anew, can reach the same seq with other vectors.
    CREATE TABLE vector_log(
      seq INTEGER PRIMARY KEY,
      memory_id INTEGER,  -- NULL: the first entry of a store's log, no memory
      tag INTEGER NOT NULL DEFAULT (random())
    );
    INSERT INTO vector_log(memory_id) VALUES (NULL);
    CREATE TRIGGER vector_log_ai AFTER INSERT ON vector BEGIN
      INSERT INTO vector_log(memory_id) VALUES (new.memory_id);
    END;
    CREATE TRIGGER vector_log_au AFTER UPDATE ON vector BEGIN
      INSERT INTO vector_log(memory_id) VALUES (new.memory_id);
      INSERT INTO vector_log(memory_id) SELECT old.memory_id
        WHERE old.memory_id IS NOT new.memory_id;
    END;
    CREATE TRIGGER vector_log_ad AFTER DELETE ON vector BEGIN
      INSERT INTO vector_log(memory_id) VALUES (old.memory_id);
    END;
    -- Keep the log short: every 512th change drops what is more than 4096 changes old (a file
    -- older than that is rebuilt).
    CREATE TRIGGER vector_log_prune AFTER INSERT ON vector_log WHEN new.seq % 512 = 0 BEGIN
      DELETE FROM vector_log WHERE seq <= new.seq - 4096;
    END;
    """


def _m008_meaning() -> str:
    return """
    -- A second vector per memory, from a sentence model (surface.minilm): what the prompt hook
    -- compares a prompt with when the two share no word. Kept apart from `vector` (the
    -- configured embedder's, which search and linking read): filled after the write, by a
    -- pass over the memories that have none (cognition.memory.meanings), so a write never
    -- waits for the model.
    CREATE TABLE meaning(
      memory_id INTEGER PRIMARY KEY REFERENCES memory(id) ON DELETE CASCADE,
      model TEXT NOT NULL,
      vec BLOB NOT NULL
    );
    -- A memory whose words change (an edit, a merge that keeps the better wording) loses its
    -- meaning: the next pass computes it from the new text. A trigger, so every writer is seen.
    CREATE TRIGGER meaning_stale AFTER UPDATE OF title, content, tags ON memory
    WHEN old.title IS NOT new.title OR old.content IS NOT new.content OR old.tags IS NOT new.tags
    BEGIN
      DELETE FROM meaning WHERE memory_id = new.id;
    END;
    """


def _m009_ids_never_reused() -> str:
    return """
    -- SQLite gives a new row the largest id + 1: once the newest memory is deleted (a
    -- restatement folded into an older one, a purge), the next memory would take its id, and
    -- "stored #12" in a transcript, or the merged event that names #12, would point at another
    -- memory. The highest id ever given is kept here; layers.queries.insert_memory gives a new
    -- memory the next one. Seeded with the ids merged events name, which may be gone already.
    CREATE TABLE memory_id_mark(id INTEGER NOT NULL);
    INSERT INTO memory_id_mark(id) SELECT max(
      coalesce((SELECT max(id) FROM memory), 0),
      coalesce((SELECT max(CAST(json_extract(detail, '$.was') AS INTEGER)) FROM event
                WHERE kind = 'merged' AND json_valid(detail)), 0));
    CREATE TRIGGER memory_id_mark_ai AFTER INSERT ON memory
    WHEN new.id > (SELECT id FROM memory_id_mark) BEGIN
      UPDATE memory_id_mark SET id = new.id;
    END;
    """


@dataclass(frozen=True, slots=True)
class Migration:
    """One ordered schema step: its version, name and SQL."""

    version: int
    name: str
    sql: Callable[[], str]


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "initial", _m001_initial),
    Migration(2, "anchors", _m002_anchors),
    Migration(3, "write_indexes", _m003_write_indexes),
    Migration(4, "contradiction_index", _m004_contradiction_index),
    Migration(5, "event_session_index", _m005_event_session_index),
    Migration(6, "team", _m006_team),
    Migration(7, "vector_log", _m007_vector_log),
    Migration(8, "meaning", _m008_meaning),
    Migration(9, "ids_never_reused", _m009_ids_never_reused),
)
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
