"""The store and the async API: layers, validation, dedup, forget, pin, list, recall basics."""

from __future__ import annotations

import json
import os
import sqlite3
import stat

import pytest

from cognition import InvalidInput, NotFound, open_memory
from layers.connection import connect_sync
from layers.errors import StoreError
from layers.schema import LATEST
from tests.support.aio import run

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")


async def _open(project, clock):
    return await open_memory(project, clock=clock).open()


def test_remember_get_roundtrip_all_layers(project, clock):
    async def go():
        mem = await _open(project, clock)
        try:
            ids = []
            for layer in ("fact", "experience", "decision"):
                r = await mem.remember(
                    f"a {layer} memory",
                    layer=layer,
                    title="t",
                    tags=["A", "b"],
                    importance=4,
                    valence=-0.5,
                    intensity=0.7,
                    pinned=True,
                    extra={"why": "because"},
                )
                assert r.action == "stored"
                ids.append(r.memory.id)
            m = await mem.get(ids[1], use=False)
            assert (m.layer, m.title, m.tags, m.importance, m.valence, m.intensity, m.pinned) == (
                "experience",
                "t",
                ["a", "b"],
                4,
                -0.5,
                0.7,
                True,
            )
            assert m.extra == {"why": "because"}
            assert m.created_at == clock.t and m.status == "active" and m.activation_count == 1
            assert "January" in m.keywords  # an episode's date is searchable
        finally:
            await mem.close()

    run(go())


def test_exact_duplicate_merges_and_credits_activation(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            first = await mem.remember("Use ruff for linting", importance=2, tags=["lint"])
            clock.advance(3600)
            again = await mem.remember(
                "use   RUFF for linting", importance=4, tags=["python"], intensity=0.3
            )
            assert again.action == "merged" and again.memory.id == first.memory.id
            assert again.memory.activation_count == 2
            assert again.memory.last_activated == clock.t
            assert again.memory.importance == 4 and again.memory.intensity == 0.3
            assert again.memory.tags == ["lint", "python"]
            page = await mem.list()
            assert page.total == 1

    run(go())


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"layer": "episode"}, "layer must be one of"),
        ({"importance": 7}, "importance must be from 1 to 5"),
        ({"importance": 2.5}, "whole number"),
        ({"importance": True}, "whole number"),
        ({"intensity": 2.0}, "intensity must be from 0 to 1"),
        ({"valence": -1.5}, "valence must be from -1 to 1"),
        ({"valence": float("nan")}, "valence must be a number"),
        ({"scope": "team"}, "scope must be one of"),
        ({"tags": [1, 2]}, "each tag must be text"),
        ({"tags": [f"t{i}" for i in range(40)]}, "the limit is 32"),
    ],
)
def test_bad_input_raises_our_error_and_stores_nothing(project, clock, kwargs, message):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            with pytest.raises(InvalidInput, match=message):
                await mem.remember("valid content", **kwargs)
            assert (await mem.list(status=None)).total == 0

    run(go())


@pytest.mark.parametrize("content", ["", "   \n\t", "\x00\x01", 42])
def test_empty_or_non_text_content_is_refused(project, clock, content):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            with pytest.raises(InvalidInput):
                await mem.remember(content)

    run(go())


def test_unknown_ids_raise_not_found(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            for call in (mem.get(5), mem.update(5, title="x"), mem.forget(5), mem.pin("g3")):
                with pytest.raises(NotFound):
                    await call
            with pytest.raises(InvalidInput, match="memory id must be"):
                await mem.get("abc")

    run(go())


def test_forget_archive_supersede_delete(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = (await mem.remember("staging runs on port 8000")).memory
            b = (await mem.remember("staging runs on port 9000")).memory
            c = (await mem.remember("temporary note")).memory
            archived = await mem.forget(c.id)
            assert archived.status == "archived"
            clock.advance(60)
            old = await mem.forget(a.id, mode="supersede", superseded_by=b.id)
            assert (
                old.status == "superseded" and old.superseded_by == b.id and old.valid_to == clock.t
            )
            assert any(e.type == "supersedes" and e.src == b.id for e in await mem.links(a.id))
            with pytest.raises(InvalidInput, match="superseded_by"):
                await mem.forget(b.id, mode="supersede")
            assert await mem.forget(c.id, mode="delete") is None
            with pytest.raises(NotFound):
                await mem.get(c.id)
            hits = await mem.recall("staging port")
            assert [h.memory.id for h in hits] == [b.id]  # superseded never recalled
            # using an archived memory restores it

    run(go())


def test_get_counts_as_use_but_never_restores_archived(project, clock):
    """Issue 21 item 3: a look at a forgotten memory is a use, not an un-forget."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            m = (await mem.remember("the cache lives in /var/cache/app")).memory
            await mem.forget(m.id)
            clock.advance(10)
            used = await mem.get(m.id)
            assert used.status == "archived" and used.activation_count == 2
            assert used.last_activated == clock.t

    run(go())


def test_pin_unpin_update_list_paging(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            for i in range(7):
                await mem.remember(
                    f"memory number {i}",
                    layer="fact" if i % 2 else "experience",
                    tags=["odd"] if i % 2 else ["even"],
                )
                clock.advance(1)
            assert (await mem.pin(1)).pinned and not (await mem.unpin(1)).pinned
            updated = await mem.update(2, content="memory number two", importance=5, tags=["x"])
            assert updated.content == "memory number two" and updated.importance == 5
            page = await mem.list(limit=3, offset=0)
            assert page.total == 7 and [m.id for m in page.items] == [7, 6, 5]
            page2 = await mem.list(limit=3, offset=3)
            assert [m.id for m in page2.items] == [4, 3, 2]
            assert (await mem.list(layer="fact")).total == 3
            assert (await mem.list(tag="even")).total == 4
            with pytest.raises(InvalidInput, match="cannot update"):
                await mem.update(2, status="archived")

    run(go())


@pytest.mark.parametrize(
    "query",
    [
        '"',
        "AND OR NOT",
        "NEAR(",
        "*",
        "col:x",
        "'); DROP TABLE memory;--",
        "\x00",
        "🙂🙂",
        "a" * 10_000,
        "",
    ],
)
def test_recall_never_raises_on_odd_text(project, clock, query):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("some ordinary memory about deploys")
            assert isinstance(await mem.recall(query), list)

    run(go())


def test_recall_filters_and_global_scope(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Prefer tabs in Makefiles", scope="global", tags=["style"])
            await mem.remember("Makefiles here use the ship target", tags=["build"])
            hits = await mem.recall("makefiles")
            assert [h.memory.scope for h in hits] == ["project", "global"]
            assert hits[1].memory.ref.startswith("g")
            assert [h.memory.scope for h in await mem.recall("makefiles", tags=["style"])] == [
                "global"
            ]
            assert await mem.recall("makefiles", layer="decision") == []
            g = await mem.get(hits[1].memory.ref, use=False)
            assert g.scope == "global"

    run(go())


@pytest.mark.sqlite_file
def test_store_files_are_private_and_gitignored(project, clock, home):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("x marks the spot")
            await mem.remember("global pref", scope="global")

    run(go())
    for d in (project / ".cognimem", home):
        assert stat.S_IMODE(os.stat(d).st_mode) == 0o700
    for f in (project / ".cognimem" / "memory.db", home / "global.db"):
        assert stat.S_IMODE(os.stat(f).st_mode) == 0o600
    assert (project / ".cognimem" / ".gitignore").read_text().strip().endswith("*")


@pytest.mark.backend_free
def test_schema_and_pragmas(tmp_path):
    conn = connect_sync(tmp_path / "s" / "m.db", migrate_now=1.0)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
    rows = conn.execute("SELECT version, name FROM schema_migrations ORDER BY version").fetchall()
    assert [r[0] for r in rows] == list(range(1, LATEST + 1))
    # FTS follows inserts, updates and deletes through the triggers
    conn.execute(
        "INSERT INTO memory(layer, content, importance, created_at, last_activated, content_hash, updated_at)"
        " VALUES ('fact', 'alpha beta', 3, 0, 0, 'h', 0)"
    )
    assert conn.execute(
        "SELECT rowid FROM memory_fts WHERE memory_fts MATCH 'alpha'"
    ).fetchall() == [(1,)]
    conn.execute("UPDATE memory SET content = 'gamma' WHERE id = 1")
    assert (
        conn.execute("SELECT rowid FROM memory_fts WHERE memory_fts MATCH 'alpha'").fetchall() == []
    )
    assert conn.execute(
        "SELECT rowid FROM memory_fts WHERE memory_fts MATCH 'gamma'"
    ).fetchall() == [(1,)]
    conn.execute("DELETE FROM memory WHERE id = 1")
    assert (
        conn.execute("SELECT rowid FROM memory_fts WHERE memory_fts MATCH 'gamma'").fetchall() == []
    )
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO memory(layer, content, importance, created_at, last_activated, content_hash, updated_at)"
            " VALUES ('fact', 'x', 9, 0, 0, 'h', 0)"
        )


@pytest.mark.backend_free
def test_garbage_file_is_a_clear_error_and_left_untouched(tmp_path):
    path = tmp_path / ".cognimem" / "memory.db"
    path.parent.mkdir()
    path.write_bytes(b"this is not a database" * 100)
    before = path.read_bytes()
    with pytest.raises(StoreError) as err:
        connect_sync(path)
    assert str(path) in str(err.value) and "cognimem doctor --repair" in str(err.value)
    assert path.read_bytes() == before


def test_secrets_are_redacted_on_every_way_in(project, clock):
    key = "sk-ant-api03-" + "A1b2C3d4E5f6G7h8I9j0" * 3
    pg = "postgres://app:" + "s3cretPassw0rd" + "@db.internal:5432/app"

    async def go():
        async with open_memory(project, clock=clock) as mem:
            r = await mem.remember(f"the key is {key}", title=f"conn {pg}", extra={"note": key})
            m = r.memory
            assert (
                key not in m.content and "s3cretPassw0rd" not in m.title and key not in str(m.extra)
            )
            assert "REDACTED" in m.content and m.extra["redacted"]
            u = await mem.update(m.id, content=f"rotated to {key}")
            assert key not in u.content
            from cognition.upkeep.transfer import export_lines, import_lines

            line = json.dumps({"content": f"imported {key}", "layer": "fact"})
            await import_lines(mem, [line])
            dump = "\n".join(await export_lines(mem))
            assert key not in dump and "s3cretPassw0rd" not in dump

    run(go())


def test_unspecified_importance_and_emotion_are_appraised(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            calm = (await mem.remember("The linter config lives in pyproject.toml")).memory
            hot = (
                await mem.remember(
                    "PRODUCTION IS DOWN!! The outage was caused by the cron job, remember this"
                )
            ).memory
            assert hot.intensity > calm.intensity and hot.valence < 0
            assert hot.importance >= calm.importance
            explicit = (
                await mem.remember("explicit values win", importance=1, valence=0.5, intensity=0.0)
            ).memory
            assert (explicit.importance, explicit.valence, explicit.intensity) == (1, 0.5, 0.0)

    run(go())


def ids_of(conn):
    return {r[0] for r in conn.execute("SELECT id FROM memory WHERE status = 'archived'")}


@pytest.mark.sqlite_file
def test_fts_search_falls_back_when_filtered_memories_crowd_the_pool(project, clock):
    from layers import queries
    from layers.plan import run as run_plan

    async def go():
        async with open_memory(project, clock=clock) as mem:
            ids = []
            for word in ("one", "two", "three", "four", "five"):
                ids.append((await mem.remember(f"alpha alpha alpha {word}")).memory.id)
            for i in ids:  # the five best matches are all archived
                await mem.forget(i)
            return (await mem.remember("alpha and omega, the only active one")).memory.id

    active = run(go())
    conn = connect_sync(project / ".cognimem" / "memory.db", create=False)
    assert run_plan(conn, queries.fts_search('"alpha"', 1))[0][0] == active  # pool of 4: fallback
    assert [i for i, _ in run_plan(conn, queries.fts_search('"alpha"', 1, ("archived",)))][
        0
    ] in ids_of(conn)
