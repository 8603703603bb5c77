"""Code anchors and schema v2: the upgrade from v1, anchoring, staleness that follows the file,
entity nodes in the graph, and the hot-path modules staying free of networkx."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from contextlib import closing

import pytest

from cognition import InvalidInput, open_memory
from layers import graph_queries as gq
from layers.connection import connect_sync
from layers.plan import run as run_plan
from layers.schema import LATEST
from surface.anchors import stale_ids_plan
from surface.spreading import spread_plan
from tests.conftest import ROOT
from tests.support.aio import run
from tests.support.stores import store_at_version

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

CODE = "def login(user):\n    check(user)\n    return token(user)\n\n\ndef logout(user):\n    drop(user)\n"


def plain(project, clock):
    return open_memory(project, clock=clock, env={**os.environ, "COGNIMEM_EMBEDDER_NAME": "none"})


def db(project):
    return project / ".cognimem" / "memory.db"


# -- schema v2 ----------------------------------------------------------------------------


def make_v1_store(path):
    """A store exactly as schema v1 left it: only migration 1 applied, with some data."""
    conn = store_at_version(path, 1)
    for i, text in enumerate(("redis caches sessions", "sessions expire after an hour"), 1):
        conn.execute(
            "INSERT INTO memory(layer, content, importance, created_at, last_activated, "
            "content_hash, updated_at) VALUES ('fact', ?, 3, ?, ?, ?, ?)",
            (text, i, i, f"h{i}", i),
        )
    conn.execute("INSERT INTO edge VALUES (1, 2, 'related', 0.7, 5.0)")
    conn.close()


@pytest.mark.backend_free
def test_upgrade_from_v1_keeps_data_and_adds_the_graph_tables(tmp_path):
    path = tmp_path / ".cognimem" / "memory.db"
    make_v1_store(path)
    with closing(sqlite3.connect(path)) as conn:
        before = [
            conn.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall() for t in ("memory", "edge")
        ]
    conn = connect_sync(path, migrate_now=2.0)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST >= 2
    assert [
        tuple(r) for r in conn.execute("SELECT version, name FROM schema_migrations ORDER BY 1")
    ][:2] == [(1, "initial"), (2, "anchors")]
    after = [conn.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall() for t in ("memory", "edge")]
    # v6 added memory.author (NULL for every memory written before): the rest is unchanged
    assert [r[-1] for r in after[0]] == [None, None]
    assert [[r[: len(before[0][0])] for r in after[0]], after[1]] == before
    assert conn.execute(
        "SELECT rowid FROM memory_fts WHERE memory_fts MATCH 'redis'"
    ).fetchall() == [(1,)]
    # the new tables work, with their constraints and triggers
    run_plan(conn, gq.upsert_anchor(1, "file", "app.py", 1, 3, None, "abc", 3.0), write=True)
    assert [a.path for a in run_plan(conn, gq.anchors_of([1]))] == ["app.py"]
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO entity(kind, name) VALUES ('concept', 'x')")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO anchor VALUES (1, 1, 'a', 5, 2, NULL, 'h', 0)")  # end < start
    conn.execute("DELETE FROM memory WHERE id = 1")  # anchors follow their memory
    assert conn.execute("SELECT count(*) FROM anchor").fetchone()[0] == 0
    kinds = sorted(r[0] for r in conn.execute("SELECT kind FROM graph_log"))
    assert kinds == ["anchor", "anchor", "edge"]  # anchor added, edge and anchor cascaded away
    conn.close()


# -- anchoring and staleness --------------------------------------------------------------


def test_editing_the_file_flips_stale_and_restoring_flips_back(project, clock):
    async def go():
        src = project / "auth.py"
        src.write_text(CODE)
        async with plain(project, clock) as mem:
            whole = (await mem.remember("login issues a token after check()")).memory.id
            ranged = (await mem.remember("logout only drops the session")).memory.id
            untouched = (await mem.remember("no anchor here")).memory.id
            a = await mem.anchor(whole, "auth.py", symbol="login")
            assert (a.kind, a.entity, a.symbol, a.line_start) == (
                "symbol",
                "auth.py::login",
                "login",
                None,
            )
            await mem.anchor(ranged, str(src), 6, 7)  # absolute inside the root is fine
            assert await mem.stale() == []
            store = await mem.stores.get("project")
            assert await store.read(stale_ids_plan(project, [whole, ranged, untouched])) == set()

            src.write_text(CODE.replace("check(user)", "verify(user)"))  # edits login only
            reports = await mem.stale()
            assert [(r.memory_id, r.path, r.symbol, r.reason) for r in reports] == [
                (whole, "auth.py", "login", "changed")
            ]
            assert reports[0].current_hash != reports[0].saved_hash
            assert await store.read(stale_ids_plan(project, [whole, ranged, untouched])) == {whole}

            src.write_text(CODE)  # restored: fresh again
            assert await mem.stale() == []

            src.write_text("# header\n# more\n" + CODE)  # lines moved, logout text unchanged
            assert [r.memory_id for r in await mem.stale()] == [whole]
            src.write_text(CODE.replace("drop(user)", "drop(user, hard=True)"))
            # the symbol anchor has no lines, so it hashes the whole file: both are flagged
            assert {r.memory_id for r in await mem.stale()} == {whole, ranged}
            assert [r.memory_id for r in await mem.stale(ranged)] == [ranged]

            src.unlink()
            assert {(r.memory_id, r.reason) for r in await mem.stale()} == {
                (whole, "missing"),
                (ranged, "missing"),
            }
            src.write_text(CODE)
            assert await mem.stale() == []

            src.write_text(CODE + "\n# tweak\n")
            assert [r.memory_id for r in await mem.stale()] == [whole]
            await mem.anchor(whole, "auth.py", symbol="login")  # anchoring again accepts it
            assert await mem.stale() == []

    run(go())


@pytest.mark.sqlite_file
def test_stale_ids_plan_runs_on_plain_sqlite(project, clock):
    async def go():
        (project / "x.py").write_text("a = 1\n")
        async with plain(project, clock) as mem:
            m = (await mem.remember("x holds a")).memory.id
            await mem.anchor(m, "x.py")
        return m

    m = run(go())
    (project / "x.py").write_text("a = 2\n")
    with closing(connect_sync(db(project))) as conn:
        assert run_plan(conn, stale_ids_plan(project, [m])) == {m}
        assert run_plan(conn, stale_ids_plan(project, [])) == set()


@pytest.mark.parametrize(
    "args, message",
    [
        (("../outside.py",), "outside the project root"),
        (("/etc/passwd",), "outside the project root"),
        (("link.py",), "outside the project root"),  # a symlink leaving the root
        (("nope.py",), "no file nope.py"),
        (("pkg",), "no file pkg"),
        (("",), "path must be"),
        ((".",), "not the project root"),
        (("auth.py", 0), "line_start"),
        (("auth.py", 3, 2), "before line_start"),
        (("auth.py", None, 4), "line_end needs line_start"),
        (("auth.py", 5, 99), "has 7 lines"),
        (("auth.py", None, None, "nosuch"), "does not appear"),
        (("auth.py", None, None, "bad\nname"), "symbol must be"),
    ],
)
@pytest.mark.sqlite_file
def test_bad_anchors_are_refused_and_change_nothing(project, clock, tmp_path, args, message):
    async def go():
        (project / "auth.py").write_text(CODE)
        (project / "pkg").mkdir()
        outside = tmp_path / "secret.py"
        outside.write_text("x\n")
        (project / "link.py").symlink_to(outside)
        async with plain(project, clock) as mem:
            m = (await mem.remember("about auth")).memory.id
            with closing(sqlite3.connect(db(project))) as conn:
                before = (
                    conn.execute("SELECT * FROM anchor").fetchall(),
                    conn.execute("SELECT * FROM event").fetchall(),
                )
            with pytest.raises(InvalidInput, match=message):
                await mem.anchor(m, *args)
            with closing(sqlite3.connect(db(project))) as conn:
                assert (
                    conn.execute("SELECT * FROM anchor").fetchall(),
                    conn.execute("SELECT * FROM event").fetchall(),
                ) == before

    run(go())


def test_global_memories_cannot_be_anchored(project, clock):
    async def go():
        (project / "auth.py").write_text(CODE)
        async with plain(project, clock) as mem:
            g = (await mem.remember("prefer small functions", scope="global")).memory.ref
            with pytest.raises(InvalidInput, match="global memory"):
                await mem.anchor(g, "auth.py")

    run(go())


def test_unanchor(project, clock):
    async def go():
        (project / "a.py").write_text("a\n")
        (project / "b.py").write_text("b\n")
        async with plain(project, clock) as mem:
            m = (await mem.remember("spans two files")).memory.id
            await mem.anchor(m, "a.py")
            await mem.anchor(m, "b.py", symbol="b")
            assert [a.entity for a in await mem.anchors(m)] == ["a.py", "b.py", "b.py::b"]
            assert await mem.unanchor(m, "b.py") == 2
            assert await mem.unanchor(m) == 1
            assert await mem.anchors(m) == []
            # a symbol anchor never narrows an anchor the user put on the whole file
            await mem.anchor(m, "a.py")
            await mem.anchor(m, "a.py", 1, 1, symbol="a")
            rows = {a.kind: (a.line_start, a.symbol) for a in await mem.anchors(m)}
            assert rows == {"file": (None, None), "symbol": (1, "a")}

    run(go())


# -- entities in the graph ----------------------------------------------------------------


def test_memories_about_the_same_file_find_each_other(project, clock):
    async def go():
        (project / "auth.py").write_text(CODE)
        (project / "db.py").write_text("pool = 5\n")
        async with plain(project, clock) as mem:
            a, b, c = [
                (await mem.remember(t)).memory.id
                for t in ("login needs 2fa", "logout clears cookies", "the pool has five slots")
            ]
            await mem.anchor(a, "auth.py", 1, 3, symbol="login")
            await mem.anchor(b, "auth.py", symbol="logout")
            await mem.anchor(c, "db.py")
            near = await mem.neighbours(a)
            assert [(n.memory.id, n.direction, n.via) for n in near] == [
                (b, "shared", "file:auth.py")
            ]
            steps = await mem.path(a, b)
            assert [s.node for s in steps] == [str(a), "file:auth.py", str(b)]
            assert await mem.neighbours(a, types=["supports"]) == []  # `about` not followed
            G = await mem.graph()
            assert G.has_edge(a, ("symbol", "auth.py::login")) and G.has_edge(
                a, ("file", "auth.py")
            )

    run(go())


def test_an_entity_many_memories_share_spreads_less(project, clock):
    async def go():
        (project / "small.py").write_text("s\n")
        (project / "big.py").write_text("b\n")
        async with plain(project, clock) as mem:
            ids = [(await mem.remember(f"note number {i} of many")).memory.id for i in range(8)]
            seed_small, peer_small, seed_big, *big = ids
            for m in (seed_small, peer_small):
                await mem.anchor(m, "small.py")
            for m in (seed_big, *big[:4]):
                await mem.anchor(m, "big.py")
            store = await mem.stores.get("project")
            # S large enough that the 5-way file still spreads (S=2 would cut it to zero)
            scores = await store.read(spread_plan({seed_small: 1.0, seed_big: 1.0}, S=3.0))
            assert scores[peer_small] > scores[big[0]] > 0
            assert scores[big[0]] == pytest.approx(scores[big[3]])

    run(go())


@pytest.mark.backend_free
def test_hot_path_modules_do_not_import_networkx():
    code = (
        "import sys, surface.anchors, surface.spreading, layers.graph_queries; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('networkx', 'numpy', 'aiosqlite', 'cognition')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert out.stdout.strip() == "[]"
