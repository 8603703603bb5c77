"""The relation graph: each relation type's behaviour, the same-store and self-link rules, the
cached networkx graph staying exact under every kind of write, walks, and export."""

from __future__ import annotations

import io
import json
import os
import sqlite3
from contextlib import closing

import networkx as nx
import pytest

from cognition import InvalidInput, NotFound, open_memory
from cognition.graph.store_graph import build_plan, ppr_assoc
from layers import graph_queries as gq
from layers.plan import run as run_plan
from tests.support.aio import run

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")


def plain(project, clock):
    """A store without an embedder: no automatic `related` links, so the graph is ours alone."""
    return open_memory(project, clock=clock, env={**os.environ, "COGNIMEM_EMBEDDER_NAME": "none"})


def db(project):
    return project / ".cognimem" / "memory.db"


def snapshot(project):
    with closing(sqlite3.connect(db(project))) as conn:
        return tuple(
            conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
            for t in ("memory", "edge", "anchor", "entity")
        )


def rebuilt(project) -> nx.MultiDiGraph:
    with closing(sqlite3.connect(db(project))) as conn:
        return run_plan(conn, build_plan()).G


def same_graph(G: nx.MultiDiGraph, H: nx.MultiDiGraph) -> bool:
    def key(g):
        return (
            sorted(g.nodes, key=repr),
            sorted(
                ((u, v, k, d["weight"]) for u, v, k, d in g.edges(keys=True, data=True)), key=repr
            ),
        )

    return key(G) == key(H)


async def facts(mem, *texts, layer="fact"):
    return [(await mem.remember(t, layer=layer)).memory.id for t in texts]


# -- each relation type -------------------------------------------------------------------


def test_related_is_symmetric_one_link_per_pair(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            a, b = await facts(mem, "redis caches sessions", "sessions expire after 1h")
            await mem.relate(a, b, "related", weight=0.4)
            e = await mem.relate(b, a, "related", weight=0.7)  # the other way: same link
            assert (e.src, e.dst, e.weight) == (a, b, 0.7)
            assert len(await mem.links(a)) == 1
            assert await mem.unrelate(b, a, "related") == 1  # removable from either end
            assert await mem.links(a) == []

    run(go())


def test_supports_caused_by_summarizes_about_are_typed_links(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            a, b, c, d, e = await facts(
                mem,
                "the build is slow",
                "webpack has no cache",
                "CI timed out twice",
                "builds summary",
                "frontend topic",
            )
            await mem.relate(b, a, "supports")
            await mem.relate(c, a, "caused_by")
            await mem.relate(d, a, "summarizes", weight=0.5)
            await mem.relate(a, e, "about")
            got = {(n.memory.id, n.type, n.direction) for n in await mem.neighbours(a)}
            assert got == {
                (b, "supports", "in"),
                (c, "caused_by", "in"),
                (d, "summarizes", "in"),
                (e, "about", "out"),
            }
            only = await mem.neighbours(a, types=["caused_by", "supports"])
            assert {n.memory.id for n in only} == {b, c}
            # a directed type is removed only in its direction
            with pytest.raises(NotFound, match="no supports link"):
                await mem.unrelate(a, b, "supports")
            assert await mem.unrelate(b, a) == 1

    run(go())


def test_contradicts_flags_both_sides(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            a, b, c = await facts(
                mem, "tests run with pytest -n 4", "tests must run serially", "unrelated note"
            )
            await mem.relate(a, b, "contradicts")
            store = await mem.stores.get("project")
            flags = await store.read(gq.contradictions_plan([a, b, c]))
            assert flags == {a: [b], b: [a]}
            assert await mem.unrelate(b, a, "contradicts") == 1  # symmetric
            assert await store.read(gq.contradictions_plan([a, b])) == {}

    run(go())


def test_supersedes_closes_the_window_and_unrelate_restores(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            old, new = [
                (await mem.remember(t, dedup=False)).memory.id  # linked by hand below
                for t in ("staging runs on port 8000", "staging runs on port 9000")
            ]
            clock.advance(3600)
            await mem.relate(new, old, "supersedes")
            o = await mem.get(old, use=False)
            assert (o.status, o.superseded_by, o.valid_to) == ("superseded", new, clock.t)
            assert [h.memory.id for h in await mem.recall("staging port", reinforce=False)] == [new]
            with pytest.raises(InvalidInput, match="is itself superseded"):
                await mem.relate(old, new, "supersedes")
            other = (await mem.remember("staging runs on port 7000", dedup=False)).memory.id
            with pytest.raises(InvalidInput, match="already superseded by"):
                await mem.relate(other, old, "supersedes")
            await mem.unrelate(new, old, "supersedes")
            o = await mem.get(old, use=False)
            assert (o.status, o.superseded_by, o.valid_to) == ("active", None, None)

    run(go())


def test_reverses_supersedes_and_needs_two_decisions(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            (fact,) = await facts(mem, "mysql lacks jsonb")
            d1, d2 = await facts(mem, "use mysql", "use postgres", layer="decision")
            with pytest.raises(InvalidInput, match="two decisions"):
                await mem.relate(d2, fact, "reverses")
            await mem.relate(d2, d1, "reverses")
            assert (await mem.get(d1, use=False)).status == "superseded"
            assert {e.type for e in await mem.links(d1)} == {"reverses", "supersedes"}
            # undoing the reversal removes the supersession with it
            assert await mem.unrelate(d2, d1, "reverses") == 2
            assert (await mem.get(d1, use=False)).status == "active"

    run(go())


def test_because_from_a_decision_and_led_to_refuses_cycles(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            (fact,) = await facts(mem, "traffic doubles every quarter")
            d1, d2, d3 = await facts(
                mem, "shard by tenant", "add a router", "cache routes", layer="decision"
            )
            with pytest.raises(InvalidInput, match="because link goes from a decision"):
                await mem.relate(fact, d1, "because")
            await mem.relate(d1, fact, "because")
            await mem.relate(d1, d2, "led_to")
            await mem.relate(d2, d3, "led_to")
            with pytest.raises(InvalidInput, match="circular"):
                await mem.relate(d3, d1, "led_to")
            with pytest.raises(InvalidInput, match="circular"):
                await mem.relate(d1, d3, "reverses")  # d3 reversing-into d1 would loop too
            assert [m.id for m in await mem.chain(d3)] == [d1, d2, d3]

    run(go())


# -- the rules every link obeys -----------------------------------------------------------


@pytest.mark.sqlite_file
def test_same_store_self_links_types_weights_refused_store_unchanged(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            a, b = await facts(mem, "one", "two")
            g = (await mem.remember("a global preference", scope="global")).memory.ref
            before = snapshot(project)
            cases = [
                ((a, g, "related"), "same store"),
                ((a, a, "related"), "itself"),
                ((a, b, "likes"), "relation type must be one of"),
                ((a, 99, "related"), "no memory #99"),
                ((a, "x", "related"), "memory id"),
            ]
            for args, message in cases:
                with pytest.raises(InvalidInput, match=message):
                    await mem.relate(*args)
            for w in (0, -1, 1.5, float("nan"), "heavy", True):
                with pytest.raises(InvalidInput, match="weight"):
                    await mem.relate(a, b, "related", weight=w)
            with pytest.raises(NotFound, match="no link"):
                await mem.unrelate(a, b)
            with pytest.raises(InvalidInput, match="same store"):
                await mem.path(a, g)
            with pytest.raises(InvalidInput, match="depth"):
                await mem.neighbours(a, depth=9)
            with pytest.raises(InvalidInput, match="relation type"):
                await mem.neighbours(a, types=["nope"])
            assert snapshot(project) == before

    run(go())


# -- the cached graph ---------------------------------------------------------------------


@pytest.mark.sqlite_file
def test_cache_follows_every_writer_exactly(project, clock, tmp_path):
    async def go():
        async with plain(project, clock) as mem:
            ids = await facts(mem, *[f"memory number {i}" for i in range(8)])
            (project / "a.py").write_text("x = 1\n")
            G = await mem.graph()
            assert G.number_of_edges() == 0
            await mem.relate(ids[0], ids[1], "related", weight=0.5)
            await mem.relate(ids[1], ids[2], "supports")
            await mem.anchor(ids[3], "a.py")
            await mem.anchor(ids[4], "a.py", symbol="x")
            G = await mem.graph()
            assert G is await mem.graph()  # cached, patched in place
            assert same_graph(G, rebuilt(project))
            assert G.has_edge(ids[4], ("symbol", "a.py::x")) and G.has_edge(
                ids[4], ("file", "a.py")
            )
            # another process writes behind our back
            with closing(sqlite3.connect(db(project))) as conn:
                conn.execute("PRAGMA foreign_keys=ON")
                conn.execute(
                    "INSERT INTO edge VALUES (?, ?, 'caused_by', 1.0, 0)", (ids[5], ids[6])
                )
                conn.execute(
                    "UPDATE edge SET weight = 0.25 WHERE src = ? AND dst = ?", (ids[0], ids[1])
                )
                conn.execute("DELETE FROM anchor WHERE memory_id = ?", (ids[3],))
                conn.commit()
            await mem.forget(ids[2], mode="delete")  # cascades its edges away
            await mem.unrelate(ids[0], ids[1])
            G = await mem.graph()
            assert same_graph(G, rebuilt(project))
            assert ids[2] not in G and ids[0] not in G and ("file", "a.py") in G
            assert G[ids[5]][ids[6]]["caused_by"]["weight"] == 1.0

    run(go())


@pytest.mark.sqlite_file
def test_cache_rebuilds_when_it_fell_behind_the_pruned_log(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            a, b = await facts(mem, "first", "second")
            await mem.relate(a, b, "related")
            G = await mem.graph()
            with closing(sqlite3.connect(db(project))) as conn:
                for i in range(5000):  # more changes than the log keeps
                    conn.execute("UPDATE edge SET weight = ? WHERE src = ?", (0.5 + (i % 2) / 4, a))
                conn.commit()
                oldest, newest = run_plan(conn, gq.graph_log_bounds())
            assert newest - oldest < 4700
            G2 = await mem.graph()
            assert G2 is not G and same_graph(G2, rebuilt(project))

    run(go())


# -- walks and export ---------------------------------------------------------------------


def test_neighbours_depth_and_path(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            a, b, c, d, lonely = await facts(mem, "alpha", "beta", "gamma", "delta", "lonely")
            await mem.relate(a, b, "led_to")
            await mem.relate(c, b, "caused_by")
            await mem.relate(c, d, "related")
            assert [n.memory.id for n in await mem.neighbours(a)] == [b]
            two = await mem.neighbours(a, depth=2)
            assert [(n.memory.id, n.depth, n.from_ref) for n in two] == [
                (b, 1, str(a)),
                (c, 2, str(b)),
            ]
            assert [n.memory.id for n in await mem.neighbours(a, depth=3)] == [b, c, d]
            steps = await mem.path(a, d)
            assert [s.node for s in steps] == [str(a), str(b), str(c), str(d)]
            assert [(s.type, s.forward) for s in steps] == [
                ("led_to", True),
                ("caused_by", False),
                ("related", True),
                (None, True),
            ]
            assert await mem.path(a, lonely) == []
            assert await mem.neighbours(lonely) == []

    run(go())


def test_export_graphml_and_node_link_round_trip(project, clock, tmp_path):
    async def go():
        async with plain(project, clock) as mem:
            a, b = await facts(mem, "alpha", "beta")
            await mem.relate(a, b, "supports", weight=0.5)
            (project / "m.py").write_text("pass\n")
            await mem.anchor(a, "m.py")
            out = tmp_path / "g.graphml"
            text = await mem.export_graph("graphml", out)
            assert out.read_text() == text
            G = nx.read_graphml(io.StringIO(text), force_multigraph=True)
            assert set(G.nodes) == {"1", "2", "file:m.py"}
            assert G.nodes["1"]["layer"] == "fact" and G.nodes["file:m.py"]["kind"] == "file"
            assert {(u, v, d["type"], d["weight"]) for u, v, d in G.edges(data=True)} == {
                ("1", "2", "supports", 0.5),
                ("1", "file:m.py", "about", 1.0),
            }
            data = json.loads(await mem.export_graph("node-link"))
            H = nx.node_link_graph(data, edges="links")
            assert set(H.nodes) == set(G.nodes) and H.number_of_edges() == 2
            with pytest.raises(InvalidInput, match="format"):
                await mem.export_graph("dot")

    run(go())


def test_ppr_prefers_closer_memories(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            ids = await facts(mem, *[f"node {i}" for i in range(5)])
            for x, y in zip(ids, ids[1:], strict=False):  # a line 0-1-2-3-4
                await mem.relate(x, y, "related")
            scores = await mem.associations({ids[0]: 1.0})
            assert scores[ids[1]] > scores[ids[2]] > scores[ids[3]] > scores[ids[4]] > 0
            assert max(scores.values()) == 1.0
            spread = await mem.associations({ids[0]: 1.0}, method="spread", S=4.0)
            assert set(spread) == {ids[0], ids[1], ids[2]}  # two hops
            assert ppr_assoc(nx.MultiDiGraph(), {1: 1.0}) == {}

    run(go())


def test_link_on_write_plan(project, clock):
    async def go():
        async with plain(project, clock) as mem:
            ids = await facts(mem, *[f"note {i}" for i in range(7)])
            new, rest = ids[0], ids[1:]
            await mem.relate(rest[0], new, "supports")  # already linked: skipped
            store = await mem.stores.get("project")
            pairs = [
                (rest[0], 0.99),
                (rest[1], 0.95),
                (rest[2], 0.9),
                (rest[3], 0.7),
                (rest[4], 0.65),
                (rest[5], 0.3),
                (new, 1.0),
                (999, 0.97),
            ]
            added = await store.write(
                gq.link_on_write_plan(new, pairs, clock.t, threshold=0.6, top=3)
            )
            assert [(e.src, e.dst, e.type, e.weight) for e in added] == [
                (new, rest[1], "related", 0.95),
                (new, rest[2], "related", 0.9),
                (new, rest[3], "related", 0.7),
            ]
            again = await store.write(
                gq.link_on_write_plan(new, pairs, clock.t, threshold=0.6, top=3)
            )
            assert [e.dst for e in again] == [rest[4]]  # linked pairs are never doubled
            G = await mem.graph()
            assert G[new][rest[1]]["related"]["weight"] == 0.95

    run(go())
