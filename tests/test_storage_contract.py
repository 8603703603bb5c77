"""The storage contract: what any backend of cognimem must do, checked through the named
operations (the plan functions of layers/) and the backend's executor.

Each test takes the `backend` fixture: "sqlite", and "postgresql" on a throwaway server
(tests/support/postgres.py; skipped with a reason when there is none, failed in CI). A backend
(docs/architecture.md, "A second backend") adds its own value to BACKENDS and must pass every
test here unchanged.
"""

from __future__ import annotations

import dataclasses
import struct
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from layers.records import Edge, Memory, content_hash

NOW = 1_750_000_000.0


@dataclass(frozen=True)
class Backend:
    name: str
    open: Callable[..., Any]  # open(path, busy_ms=None): a store, created and migrated
    run: Callable[..., Any]  # run(conn, plan, write=False, attempts=...): the executor
    ops: SimpleNamespace  # the named operations: queries, graph, decay, journal, schema, ...
    hold_write_lock: Callable[[Path], AbstractContextManager[None]]  # another writer's lock
    stamp_version: Callable[[Path, int], None]  # make the store claim a schema version
    latest: int  # the newest schema version this code writes
    errors: SimpleNamespace  # is_busy(exc), store_error(path, exc), StoreBusy, StoreError


def _sqlite(request: pytest.FixtureRequest) -> Backend:
    import sqlite3

    from layers import (
        capture_journal,
        connection,
        decay_queries,
        fts,
        graph_queries,
        hook_queries,
        queries,
        schema,
        token_queries,
        transfer_queries,
        vector_rows,
    )
    from layers.errors import StoreError
    from layers.plan import run

    @contextmanager
    def hold_write_lock(path: Path) -> Iterator[None]:
        holder = sqlite3.connect(path, isolation_level=None)
        try:
            holder.execute("BEGIN IMMEDIATE")
            yield
        finally:
            holder.close()

    def stamp_version(path: Path, version: int) -> None:
        conn = sqlite3.connect(path)
        conn.execute(f"PRAGMA user_version={int(version)}")
        conn.close()

    def open_(path: Path, busy_ms: int | None = None) -> Any:
        return connection.connect_sync(path, migrate_now=NOW, busy_ms=busy_ms)

    return Backend(
        name="sqlite",
        open=open_,
        run=run,
        ops=SimpleNamespace(
            queries=queries,
            graph=graph_queries,
            decay=decay_queries,
            journal=capture_journal,
            transfer=transfer_queries,
            vectors=vector_rows,
            fts=fts,
            schema=schema,
            tokens=token_queries,
            hooks=hook_queries,
        ),
        hold_write_lock=hold_write_lock,
        stamp_version=stamp_version,
        latest=schema.LATEST,
        errors=SimpleNamespace(
            is_busy=connection.is_busy,
            store_error=connection.store_error,
            StoreBusy=connection.StoreBusy,
            StoreError=StoreError,
        ),
    )


def _postgresql(request: pytest.FixtureRequest) -> Backend:
    """Each store path a test names is a database of its own on the test server."""
    import psycopg

    from layers.errors import StoreError
    from layers.pg import (
        capture_journal,
        connection,
        decay_queries,
        fts,
        graph_queries,
        hook_queries,
        queries,
        schema,
        token_queries,
        transfer_queries,
        vector_rows,
    )
    from layers.pg.plan import WRITE_LOCK_KEY, run

    server = request.getfixturevalue("pg_server")
    urls: dict[Path, str] = {}

    def url(path: Path) -> str:
        if path not in urls:
            urls[path] = server.new_database()
        return urls[path]

    @contextmanager
    def hold_write_lock(path: Path) -> Iterator[None]:
        with psycopg.connect(url(path), autocommit=True) as holder:
            holder.execute("BEGIN")
            holder.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK_KEY,))
            yield
            holder.execute("ROLLBACK")

    def stamp_version(path: Path, version: int) -> None:
        with psycopg.connect(url(path), autocommit=True) as c:
            c.execute(
                "INSERT INTO schema_migrations(version, name, applied_at) VALUES (%s, 'stamp', 0)",
                (version,),
            )

    def open_(path: Path, busy_ms: int | None = None) -> Any:
        return connection.connect_sync(url(path), migrate_now=NOW, busy_ms=busy_ms)

    return Backend(
        name="postgresql",
        open=open_,
        run=run,
        ops=SimpleNamespace(
            queries=queries,
            graph=graph_queries,
            decay=decay_queries,
            journal=capture_journal,
            transfer=transfer_queries,
            vectors=vector_rows,
            fts=fts,
            schema=schema,
            tokens=token_queries,
            hooks=hook_queries,
        ),
        hold_write_lock=hold_write_lock,
        stamp_version=stamp_version,
        latest=schema.LATEST,
        errors=SimpleNamespace(
            is_busy=connection.is_busy,
            store_error=connection.store_error,
            StoreBusy=connection.StoreBusy,
            StoreError=StoreError,
        ),
    )


BACKENDS = {"sqlite": _sqlite, "postgresql": _postgresql}


@pytest.fixture(params=sorted(BACKENDS))
def backend(request: pytest.FixtureRequest) -> Backend:
    return BACKENDS[request.param](request)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "store" / "memory.db"


@pytest.fixture
def conn(backend: Backend, db: Path) -> Iterator[Any]:
    c = backend.open(db)
    yield c
    c.close()


def memory(text: str, **fields: Any) -> Memory:
    base: dict[str, Any] = dict(
        id=0,
        layer="fact",
        title="",
        content=text,
        tags=[],
        importance=2,
        valence=0.0,
        intensity=0.0,
        pinned=False,
        status="active",
        created_at=NOW - 3600,
        last_activated=NOW - 3600,
        activation_count=1.0,
        unused_count=0,
        valid_from=None,
        valid_to=None,
        superseded_by=None,
        source="cli",
        session_id=None,
        scope="project",
        content_hash="",
        keywords="",
        extra={},
        updated_at=NOW - 3600,
    )
    base.update(fields)
    base["content_hash"] = content_hash(base["layer"], base["content"])
    return Memory(**base)


def add(backend: Backend, conn: Any, m: Memory) -> int:
    return int(backend.run(conn, backend.ops.queries.insert_memory(m), write=True))


# -- records ------------------------------------------------------------------------------


def test_every_memory_field_round_trips(backend, conn):
    q = backend.ops.queries
    older = add(backend, conn, memory("the deploy used to go through a manual push"))
    m = memory(
        "Deploys go through `make ship` — never ‘git push prod’ (ünïcode, emoji 🚀)",
        layer="decision",
        title="How deploys go",
        tags=["deploy", "open-loop"],
        importance=5,
        valence=-0.25,
        intensity=0.75,
        pinned=True,
        status="superseded",
        created_at=NOW - 100.5,
        last_activated=NOW - 50.25,
        activation_count=3.5,
        unused_count=2,
        valid_from=NOW - 1000.0,
        valid_to=NOW + 1000.0,
        superseded_by=older,
        source="tool",
        session_id="session-1",
        scope="project",
        keywords="deploy ship make",
        extra={"kind": "todo", "nested": {"n": [1, 2.5, None]}},
        updated_at=NOW - 10.0,
        author="alice",
    )
    new_id = add(backend, conn, m)
    assert new_id != older
    got = backend.run(conn, q.get_memory(new_id))
    assert got == dataclasses.replace(m, id=new_id)
    assert backend.run(conn, q.get_memories([new_id, older, 999])).keys() == {new_id, older}
    assert backend.run(conn, q.get_memory(999)) is None


def test_an_update_changes_only_the_named_fields(backend, conn):
    q = backend.ops.queries
    i = add(backend, conn, memory("the cache lives in redis", importance=2))
    before = backend.run(conn, q.get_memory(i))
    backend.run(conn, q.update_memory(i, {"importance": 4, "tags": ["cache"]}), write=True)
    after = backend.run(conn, q.get_memory(i))
    assert after == dataclasses.replace(before, importance=4, tags=["cache"])


def test_a_memory_with_the_same_content_is_found_by_its_hash(backend, conn):
    q = backend.ops.queries
    m = memory("Python 3.11 is the minimum")
    i = add(backend, conn, m)
    assert backend.run(conn, q.find_by_hash(m.content_hash)).id == i
    assert backend.run(conn, q.find_by_hash(content_hash("fact", "something else"))) is None


# -- full-text search ----------------------------------------------------------------------


def _match(backend: Backend, *words: str) -> str:
    return backend.ops.fts.any_of([backend.ops.fts.phrase(w) for w in words])


def test_search_ranks_the_memory_matching_more_terms_first(backend, conn):
    q = backend.ops.queries
    both = add(backend, conn, memory("the deploy pipeline runs on every tag"))
    one = add(backend, conn, memory("the pipeline for data exports runs nightly"))
    add(backend, conn, memory("lunch is at noon on fridays"))
    hits = backend.run(conn, q.fts_search(_match(backend, "deploy", "pipeline"), 10))
    assert [i for i, _ in hits] == [both, one]
    assert all(score > 0 for _, score in hits)
    assert hits[0][1] > hits[1][1]


def test_search_leaves_out_archived_memories_unless_asked(backend, conn):
    q = backend.ops.queries
    live = add(backend, conn, memory("redis holds the session cache"))
    gone = add(backend, conn, memory("memcached holds the session cache", status="archived"))
    match = _match(backend, "session", "cache")
    assert [i for i, _ in backend.run(conn, q.fts_search(match, 10))] == [live]
    both = backend.run(conn, q.fts_search(match, 10, ("active", "archived")))
    assert {i for i, _ in both} == {live, gone}


def test_a_deleted_memorys_id_is_never_given_again(backend, conn):
    """Not after the newest memory is deleted, nor after a memory inserted with its own id
    (an import) below it: "#3" keeps naming the memory it named."""
    q = backend.ops.queries
    a, b, c = (add(backend, conn, memory(t)) for t in ("alpha", "beta", "gamma"))
    backend.run(conn, q.delete_memory(c), write=True)
    d = add(backend, conn, memory("delta"))
    assert d > c
    backend.run(conn, q.delete_memory(d), write=True)
    backend.run(conn, q.delete_memory(b), write=True)
    backend.run(
        conn, q.insert_memory(dataclasses.replace(memory("beta"), id=b), keep_id=True), write=True
    )
    assert add(backend, conn, memory("epsilon")) > d > b > a


def test_search_follows_edits_and_deletes(backend, conn):
    q = backend.ops.queries
    i = add(backend, conn, memory("the linter is flake8"))
    backend.run(conn, q.update_memory(i, {"content": "the linter is ruff"}), write=True)
    assert backend.run(conn, q.fts_search(_match(backend, "flake8"), 10)) == []
    assert [j for j, _ in backend.run(conn, q.fts_search(_match(backend, "ruff"), 10))] == [i]
    backend.run(conn, q.delete_memory(i), write=True)
    assert backend.run(conn, q.fts_search(_match(backend, "ruff"), 10)) == []


def test_a_prefix_phrase_matches_longer_words(backend, conn):
    q = backend.ops.queries
    i = add(backend, conn, memory("authentication goes through the gateway"))
    prefix = backend.ops.fts.any_of([backend.ops.fts.phrase("auth", prefix=True)])
    assert [j for j, _ in backend.run(conn, q.fts_search(prefix, 10))] == [i]
    assert backend.run(conn, q.fts_search(_match(backend, "auth"), 10)) == []


# -- vectors -------------------------------------------------------------------------------


def _blob(*xs: float) -> bytes:
    return struct.pack(f"<{len(xs)}f", *xs)


def test_vector_rows_round_trip_and_replace(backend, conn):
    q = backend.ops.queries
    a = add(backend, conn, memory("first"))
    b = add(backend, conn, memory("second"))
    c = add(backend, conn, memory("third", status="archived"))
    rows = [(a, "m1", 2, _blob(1, 0)), (b, "m1", 2, _blob(0, 1)), (c, "m1", 2, _blob(1, 1))]
    backend.run(conn, q.upsert_vectors(rows), write=True)
    assert backend.run(conn, q.vectors("m1")) == [(a, _blob(1, 0)), (b, _blob(0, 1))]
    assert backend.run(conn, q.get_vector(c)) == ("m1", 2, _blob(1, 1))
    backend.run(conn, q.upsert_vectors([(b, "m2", 3, _blob(1, 2, 3))]), write=True)
    assert backend.run(conn, q.get_vector(b)) == ("m2", 3, _blob(1, 2, 3))
    assert backend.run(conn, q.vector_models()) == {"m1": 2, "m2": 1}
    chunks: list[list[tuple[int, bytes]]] = []
    n = backend.run(conn, backend.ops.vectors.vector_chunks("m1", ("active",), chunks.append))
    assert n == 1 and [r for ch in chunks for r in ch] == [(a, _blob(1, 0))]


# -- edges and spreading -------------------------------------------------------------------


def test_edges_upsert_read_and_delete(backend, conn):
    q = backend.ops.queries
    a, b, c = (add(backend, conn, memory(t)) for t in ("alpha", "beta", "gamma"))
    backend.run(conn, q.upsert_edge(Edge(a, b, "related", 0.5, NOW)), write=True)
    backend.run(conn, q.upsert_edge(Edge(a, b, "related", 0.8, NOW)), write=True)
    backend.run(conn, q.upsert_edge(Edge(c, a, "supports", 1.0, NOW + 1)), write=True)
    assert backend.run(conn, q.edges_of(a)) == [
        Edge(a, b, "related", 0.8, NOW),
        Edge(c, a, "supports", 1.0, NOW + 1),
    ]
    assert len(backend.run(conn, q.all_edges())) == 2
    assert backend.run(conn, q.delete_edge(a, b, "related"), write=True) == 1
    assert backend.run(conn, q.delete_edge(a, b), write=True) == 0
    assert backend.run(conn, q.edges_of(b)) == []


def test_spreading_sums_weighted_activation_over_links(backend, conn):
    q, g = backend.ops.queries, backend.ops.graph
    a, b, c = (add(backend, conn, memory(t)) for t in ("alpha", "beta", "gamma"))
    backend.run(conn, q.upsert_edge(Edge(a, b, "related", 0.5, NOW)), write=True)
    backend.run(conn, q.upsert_edge(Edge(c, a, "related", 0.25, NOW)), write=True)
    got = dict(backend.run(conn, g.spread_step([(a, 2.0, 0.5)])))
    assert got == pytest.approx({b: 2.0 * 0.5 * 0.5, c: 2.0 * 0.25 * 0.5})
    assert backend.run(conn, g.memory_fans([a, b], 10)) == {a: 2, b: 1}


# -- events --------------------------------------------------------------------------------


def test_events_keep_their_detail_and_order(backend, conn):
    q = backend.ops.queries
    i = add(backend, conn, memory("a fact"))
    backend.run(conn, q.add_event(i, "created", NOW, None, {"source": "cli"}), write=True)
    rows = [
        (i, "surfaced", NOW + 1, "s1", {"via": "prompt", "score": 0.5}),
        (i, "surfaced", NOW + 2, "s2", {"via": "session-start"}),
    ]
    backend.run(conn, q.add_events(rows), write=True)
    events = backend.run(conn, q.events_for(i))
    assert [(e.kind, e.at, e.session_id, e.detail) for e in events] == [
        ("surfaced", NOW + 2, "s2", {"via": "session-start"}),
        ("surfaced", NOW + 1, "s1", {"via": "prompt", "score": 0.5}),
        ("created", NOW, None, {"source": "cli"}),
    ]
    assert backend.run(conn, q.session_surfaced("s1")) == [(i, NOW + 1, "prompt")]
    assert [e.kind for e in backend.run(conn, backend.ops.transfer.all_events())] == [
        "created",
        "surfaced",
        "surfaced",
    ]


def test_deleting_a_memory_deletes_what_hangs_on_it(backend, conn):
    q = backend.ops.queries
    a, b = add(backend, conn, memory("alpha")), add(backend, conn, memory("beta"))
    backend.run(conn, q.upsert_edge(Edge(a, b, "related", 1.0, NOW)), write=True)
    backend.run(conn, q.add_event(a, "created", NOW), write=True)
    backend.run(conn, q.upsert_vectors([(a, "m", 1, _blob(1))]), write=True)
    backend.run(conn, q.delete_memory(a), write=True)
    assert backend.run(conn, q.edges_of(b)) == []
    assert backend.run(conn, q.events_for(a)) == []
    assert backend.run(conn, q.get_vector(a)) is None


# -- the decay pass ------------------------------------------------------------------------


def test_decay_reads_states_archives_and_restores(backend, conn):
    q, d = backend.ops.queries, backend.ops.decay
    a = add(backend, conn, memory("alpha", importance=1, intensity=0.5))
    b = add(backend, conn, memory("beta", pinned=True))
    add(backend, conn, memory("gamma", status="archived"))
    states = backend.run(conn, d.load_states())
    assert [s[0] for s in states] == [a, b]
    assert states[0] == (a, "fact", 1, 0.5, 0, 1.0, NOW - 3600, NOW - 3600)
    assert backend.run(conn, d.archive([a], NOW, {a: "idle"}), write=True) == 1
    assert backend.run(conn, d.archive([a], NOW, {a: "idle"}), write=True) == 0  # idempotent
    assert backend.run(conn, q.get_memory(a)).status == "archived"
    archived = [e for e in backend.run(conn, q.events_for(a)) if e.kind == "archived"]
    assert [e.detail for e in archived] == [{"reason": "idle"}]
    assert backend.run(conn, d.restore(a, NOW + 5), write=True) is True
    restored = backend.run(conn, q.get_memory(a))
    assert (restored.status, restored.last_activated) == ("active", NOW + 5)
    assert backend.run(conn, d.restore(a, NOW + 6), write=True) is False


# -- anchors -------------------------------------------------------------------------------


def test_anchors_upsert_reanchor_and_delete(backend, conn):
    g = backend.ops.graph
    i = add(backend, conn, memory("parse() trims the input"))
    backend.run(conn, g.upsert_anchor(i, "file", "src/p.py", 1, 9, None, "h1", NOW), write=True)
    symbol = g.upsert_anchor(i, "symbol", "src/p.py", 3, 5, "parse", "h2", NOW)
    backend.run(conn, symbol, write=True)
    backend.run(conn, g.upsert_anchor(i, "file", "src/p.py", 2, 8, None, "h3", NOW), write=True)
    got = backend.run(conn, g.anchors_of([i]))
    assert [(a.kind, a.entity, a.line_start, a.content_hash) for a in got] == [
        ("file", "src/p.py", 2, "h3"),
        ("symbol", "src/p.py::parse", 3, "h2"),
    ]
    assert backend.run(conn, g.delete_anchors(i), write=True) == 2
    assert backend.run(conn, g.anchors_of(None)) == []


# -- export and import ---------------------------------------------------------------------


def test_an_exported_store_imports_into_another_unchanged(backend, conn, tmp_path):
    q, t = backend.ops.queries, backend.ops.transfer
    a = add(backend, conn, memory("alpha", tags=["x"], extra={"k": 1}))
    b = add(backend, conn, memory("beta", layer="decision"))
    backend.run(conn, q.upsert_edge(Edge(a, b, "supports", 0.7, NOW)), write=True)
    backend.run(conn, q.add_event(b, "created", NOW, "s", {"source": "import"}), write=True)
    memories = backend.run(conn, q.all_memories())
    edges = backend.run(conn, q.all_edges())
    events = backend.run(conn, t.all_events())

    def import_all() -> Any:
        for m in memories:
            yield from q.insert_memory(m, keep_id=True)
        for e in edges:
            yield from q.upsert_edge(e)
        yield from q.add_events((e.memory_id, e.kind, e.at, e.session_id, e.detail) for e in events)

    other = backend.open(tmp_path / "other" / "memory.db")
    try:
        backend.run(other, import_all(), write=True)
        assert backend.run(other, q.all_memories()) == memories
        assert backend.run(other, q.all_edges()) == edges
        got = backend.run(other, t.all_events())
        assert [(e.memory_id, e.kind, e.detail) for e in got] == [
            (e.memory_id, e.kind, e.detail) for e in events
        ]
        assert [m.id for m in backend.run(other, t.with_content(memories[0].content_hash))] == [a]
    finally:
        other.close()


# -- the team server's tokens -------------------------------------------------------------


def test_tokens_are_created_found_listed_and_revoked(backend, conn):
    t = backend.ops.tokens
    a = backend.run(conn, t.insert_token("alice", "write", "k1", "h1", NOW, None), write=True)
    b = backend.run(conn, t.insert_token("bob", "read", "k2", "h2", NOW, NOW + 60), write=True)
    assert a != b
    found = backend.run(conn, t.token_by_key("k2"))
    assert (found.id, found.name, found.scope, found.expires_at) == (b, "bob", "read", NOW + 60)
    assert backend.run(conn, t.live_token_named("alice")).key == "k1"
    assert backend.run(conn, t.token_by_key("nope")) is None
    assert backend.run(conn, t.revoke("alice", NOW + 1), write=True) == 1
    assert backend.run(conn, t.revoke(str(b), NOW + 2), write=True) == 1
    assert backend.run(conn, t.revoke("alice", NOW + 3), write=True) == 0  # already revoked
    assert backend.run(conn, t.live_token_named("alice")) is None
    assert backend.run(conn, t.list_tokens()) == []
    listed = backend.run(conn, t.list_tokens(include_revoked=True))
    assert [(r.name, r.revoked_at) for r in listed] == [("alice", NOW + 1), ("bob", NOW + 2)]
    # a name has one live token at a time: a second one is refused by the store
    backend.run(conn, t.insert_token("carol", "admin", "k3", "h3", NOW, None), write=True)
    with pytest.raises(Exception):  # noqa: B017 - each driver's own integrity error
        backend.run(conn, t.insert_token("carol", "read", "k4", "h4", NOW, None), write=True)


# -- the hooks' reads (the team server's /v1/surface runs the prompt hook's) -------------------


def test_the_hooks_reads_find_vectors_sections_and_what_a_session_saw(backend, conn):
    q, h = backend.ops.queries, backend.ops.hooks
    a = add(backend, conn, memory("alpha", pinned=True, importance=4))
    b = add(backend, conn, memory("beta", tags=["open-loop"]))
    c = add(backend, conn, memory("gamma", layer="decision", importance=3))
    d = add(backend, conn, memory("delta", status="archived"))
    vecs = [(a, "m1", 2, _blob(1, 0)), (d, "m1", 2, _blob(0, 1))]
    backend.run(conn, q.upsert_vectors(vecs), write=True)
    assert backend.run(conn, h.active_vectors_of("m1", [a, b, d, 999])) == {
        a: _blob(1, 0),
        b: None,
    }
    assert [m.id for m in backend.run(conn, h.pinned_memories(5))] == [a]
    assert [m.id for m in backend.run(conn, h.open_loops(5))] == [b]
    assert [m.id for m in backend.run(conn, h.important_facts(5))] == [c]
    assert backend.run(conn, h.pinned_memories(0)) == []
    rows = [(a, "surfaced", NOW, "s1", {}), (c, "used", NOW, "s1", {"answer": "x1"})]
    backend.run(conn, q.add_events(rows), write=True)
    assert backend.run(conn, h.surfaced_in_session("s1")) == {a}
    assert backend.run(conn, h.credited_for(c, "s1", "x1")) is True
    assert backend.run(conn, h.credited_for(c, "s1", "x2")) is False


# -- the capture journal -------------------------------------------------------------------


def test_the_capture_journal_claims_once_and_takes_once(backend, conn):
    j = backend.ops.journal
    key = j.pending_key("s1", 4, 0)
    assert backend.run(conn, j.marker("s1")) == (0, 0)
    assert backend.run(conn, j.claim("s1", 0, 5, 512, [(key, '{"c": 1}')]), write=True) is True
    assert backend.run(conn, j.claim("s1", 0, 9, 900, []), write=True) is False  # moved on
    assert backend.run(conn, j.marker("s1")) == (5, 512)
    assert backend.run(conn, j.pending()) == [(key, '{"c": 1}')]

    def take_and_note() -> Any:
        yield from j.take(key)
        yield from backend.ops.queries.set_meta("noted", "1")

    backend.run(conn, take_and_note(), write=True)
    assert backend.run(conn, j.pending()) == []
    backend.run(conn, backend.ops.queries.set_meta("noted", "0"), write=True)
    with pytest.raises(j.Taken):
        backend.run(conn, take_and_note(), write=True)
    assert backend.run(conn, backend.ops.queries.get_meta("noted")) == "0"  # rolled back
    backend.run(conn, j.mark_done(key), write=True)
    assert backend.run(conn, j.is_done(key)) is True
    with pytest.raises(j.Taken):
        backend.run(conn, j.mark_done(key), write=True)


# -- locks and errors ----------------------------------------------------------------------


def test_a_held_write_lock_is_reported_as_busy(backend, db):
    backend.open(db).close()
    conn = backend.open(db, busy_ms=0)
    try:
        with backend.hold_write_lock(db):
            with pytest.raises(Exception) as caught:
                backend.run(conn, backend.ops.queries.set_meta("k", "v"), write=True, attempts=1)
            assert backend.errors.is_busy(caught.value)
            mapped = backend.errors.store_error(db, caught.value)
            assert isinstance(mapped, backend.errors.StoreBusy)
            assert "doctor --repair" not in str(mapped)  # a lock is not damage
            assert backend.run(conn, backend.ops.queries.get_meta("k")) is None  # reads go on
        backend.run(conn, backend.ops.queries.set_meta("k", "v"), write=True, attempts=1)
        assert backend.run(conn, backend.ops.queries.get_meta("k")) == "v"
    finally:
        conn.close()


# -- schema version and migrations ---------------------------------------------------------


def test_a_new_store_is_at_the_latest_schema_and_reopening_changes_nothing(backend, db):
    current_version = backend.ops.schema.current_version
    conn = backend.open(db)
    try:
        assert backend.run(conn, current_version()) == backend.latest
    finally:
        conn.close()
    again = backend.open(db)
    try:
        assert backend.run(again, current_version()) == backend.latest
    finally:
        again.close()


def test_a_store_from_a_newer_version_is_refused(backend, db):
    backend.open(db).close()
    backend.stamp_version(db, backend.latest + 1)
    with pytest.raises(backend.errors.StoreError, match="newer"):
        backend.open(db)
