"""Spreading activation: the SQL walk (surface.spreading, hot path) and the networkx walk
(cognition.graph.store_graph.spread) agree on a shared test graph; the formula checked by hand; PPR."""

from __future__ import annotations

import math
import random
from contextlib import closing

import pytest

from cognition.graph.store_graph import build_plan, ppr_assoc, spread
from layers import graph_queries as gq
from layers import queries
from layers.connection import connect_sync
from layers.plan import run
from layers.records import Edge, Memory, content_hash
from surface.spreading import spread_plan

TYPES = ("related", "supports", "contradicts", "caused_by", "led_to", "because", "summarizes")


def memory(i: int) -> Memory:
    text = f"memory {i}"
    return Memory(
        id=i,
        layer="fact",
        title="",
        content=text,
        tags=[],
        importance=3,
        valence=0.0,
        intensity=0.0,
        pinned=False,
        status="active",
        created_at=0.0,
        last_activated=0.0,
        activation_count=1.0,
        unused_count=0,
        valid_from=0.0,
        valid_to=None,
        superseded_by=None,
        source="api",
        session_id=None,
        scope="project",
        content_hash=content_hash("fact", text),
        keywords="",
        extra={},
        updated_at=0.0,
    )


def fill(conn, n: int, edges: list[Edge], anchors: list[tuple[int, str]]) -> None:
    def plan():
        for i in range(1, n + 1):
            yield from queries.insert_memory(memory(i), keep_id=True)
        for e in edges:
            yield from queries.upsert_edge(e)
        for m, path in anchors:
            yield from gq.upsert_anchor(m, "file", path, None, None, None, "h", 0.0)

    run(conn, plan(), write=True)


@pytest.fixture
def shared(tmp_path):
    """The shared test graph: 40 memories, 90 typed edges with varied weights (some pairs linked
    by two types), and three files anchored by 2, 4 and 9 memories (different fans)."""
    rng = random.Random(7)
    edges: dict[tuple[int, int, str], Edge] = {}
    while len(edges) < 90:
        a, b = rng.sample(range(1, 41), 2)
        t = rng.choice(TYPES)
        edges[(a, b, t)] = Edge(a, b, t, round(rng.uniform(0.2, 1.0), 3), 0.0)
    anchors = [(m, "small.py") for m in (3, 17)] + [(m, "mid.py") for m in (5, 8, 21, 33)]
    anchors += [(m, "big.py") for m in (1, 2, 9, 12, 14, 25, 30, 36, 40)]
    conn = connect_sync(tmp_path / "s" / "memory.db", migrate_now=1.0)
    fill(conn, 40, list(edges.values()), anchors)
    with closing(conn):
        yield conn


def ranking(scores: dict[int, float]) -> list[int]:
    return sorted(scores, key=lambda i: (-round(scores[i], 9), i))


@pytest.mark.parametrize(
    "hops, lam, S",
    [(1, 0.5, 2.0), (2, 0.5, 2.0), (2, 0.5, 4.0), (3, 0.7, 4.0), (2, 0.3, 3.0), (2, 0.5, 8.0)],
)  # 8: no fan table, fans read apart
@pytest.mark.parametrize(
    "seeds",
    [{1: 1.0}, {3: 1.0, 5: 0.6, 40: 0.2}, {i: 1.0 / i for i in range(1, 11)}, {17: 0.9, 33: 0.8}],
)
def test_sql_and_networkx_spreading_give_the_same_ranking(shared, hops, lam, S, seeds):
    sql = run(shared, spread_plan(seeds, hops=hops, lam=lam, S=S))
    G = run(shared, build_plan()).G
    nxs = spread(G, seeds, hops=hops, lam=lam, S=S)
    assert sql, "the shared graph must spread something"
    assert set(sql) == set(nxs)
    assert all(sql[i] == pytest.approx(nxs[i], rel=1e-9) for i in sql)
    assert ranking(sql) == ranking(nxs)
    assert max(sql.values()) == pytest.approx(1.0)


def test_the_formula_by_hand(tmp_path):
    # 1 -(0.5)- 2 -(1.0)- 3, and 2 -(1.0)- 4; 1 and 5 share file f.py
    conn = connect_sync(tmp_path / "h" / "memory.db", migrate_now=1.0)
    fill(
        conn,
        5,
        [
            Edge(1, 2, "related", 0.5, 0),
            Edge(3, 2, "supports", 1.0, 0),
            Edge(2, 4, "led_to", 1.0, 0),
        ],
        [(1, "f.py"), (5, "f.py")],
    )
    S, lam = 3.0, 0.5

    def st(fan):
        return max(0.0, S - math.log(fan + 1)) / S

    # hop 1 from seed 1 (fan 2: node 2 and the file): 2 gets 0.5*st(2), the file gets st(2)
    h1_2, h1_f = 0.5 * st(2), 1.0 * st(2)
    # hop 2: node 2 (fan 3) passes to 1, 3, 4; the file (fan 2) passes to 1 and 5
    h2_1 = h1_2 * 0.5 * st(3) + h1_f * st(2)
    h2_3 = h2_4 = h1_2 * 1.0 * st(3)
    h2_5 = h1_f * st(2)
    total = {1: lam**2 * h2_1, 2: lam * h1_2, 3: lam**2 * h2_3, 4: lam**2 * h2_4, 5: lam**2 * h2_5}
    top = max(total.values())
    expected = {i: v / top for i, v in total.items()}
    with closing(conn):
        got = run(conn, spread_plan({1: 1.0}, hops=2, lam=lam, S=S))
        assert got == pytest.approx(expected)
        assert spread(run(conn, build_plan()).G, {1: 1.0}, hops=2, lam=lam, S=S) == pytest.approx(
            expected
        )
        # S = 2 silences a node with fan >= 7 (ln 8 > 2): spreading stops at hubs
        assert run(conn, spread_plan({1: 1.0}, S=0.5)) == {}


def test_edge_cases(shared):
    assert run(shared, spread_plan({})) == {}
    assert run(shared, spread_plan({999: 1.0})) == {}  # unknown seed: nothing to spread
    assert run(shared, spread_plan({1: 0.0})) == {}
    full = run(shared, spread_plan({i: 1.0 for i in range(1, 41)}, S=4.0))
    capped = run(shared, spread_plan({i: 1.0 for i in range(1, 41)}, S=4.0, max_nodes=3))
    assert capped and set(capped) <= set(full) and len(capped) < len(full)


def test_ppr_associative_part(shared):
    G = run(shared, build_plan()).G
    scores = ppr_assoc(G, {3: 1.0})
    assert max(scores.values()) == pytest.approx(1.0)
    assert all(isinstance(i, int) for i in scores)  # entity nodes are not results
    direct = {v for _, v in G.out_edges(3)} | {u for u, _ in G.in_edges(3)}
    far = [i for i in scores if i not in direct and i != 3]
    best_direct = max(scores[i] for i in direct if isinstance(i, int))
    assert far and best_direct > max(scores[i] for i in far)


def reference_ppr(G, seeds, alpha=0.5):
    """docs/formulas.md §8's associative PageRank on networkx's own pagerank, over the undirected
    graph whose edge weight is the sum of every link between two nodes (either direction)."""
    import networkx as nx

    H = nx.Graph()
    for u, v, w in G.edges(data="weight"):
        H.add_edge(u, v, weight=H[u][v]["weight"] + w if H.has_edge(u, v) else w)
    pr = nx.pagerank(H, alpha=alpha, personalization=seeds, weight="weight", tol=1e-10)
    z = sum(seeds.values())
    assoc = {
        i: max(0.0, pr[i] - (1 - alpha) * seeds.get(i, 0.0) / z) for i in pr if isinstance(i, int)
    }
    m = max(assoc.values())
    return {i: v / m for i, v in assoc.items() if v > 0}


@pytest.mark.parametrize("seeds", [{3: 1.0}, {1: 1.0, 17: 0.5, 33: 0.25}])
def test_ppr_matches_networkx_pagerank(shared, seeds):
    from cognition.graph.store_graph import walk_matrix

    G = run(shared, build_plan()).G
    ours = ppr_assoc(G, seeds, walk=walk_matrix(G), tol=1e-10)
    ref = reference_ppr(G, seeds)
    assert set(ours) == set(ref)
    assert all(ours[i] == pytest.approx(ref[i], rel=1e-6, abs=1e-9) for i in ref)


def test_second_hop_spreads_from_the_strongest_first_hop_nodes_only(tmp_path):
    # Seed 1 links to 2..26 (weights falling with the id); each of those links on to 100 + id.
    # With max_nodes=20 (what recall passes) only the 20 strongest first-hop nodes spread on:
    # the weaker five keep their own activation but pass nothing further.
    edges = [Edge(1, i, "related", round(1.0 - i / 100, 3), 0.0) for i in range(2, 27)]
    edges += [Edge(i, 100 + i, "related", 0.9, 0.0) for i in range(2, 27)]
    conn = connect_sync(tmp_path / "b" / "memory.db", migrate_now=1.0)
    fill(conn, 126, edges, [])
    with closing(conn):
        full = run(conn, spread_plan({1: 1.0}, S=4.0))
        beam = run(conn, spread_plan({1: 1.0}, S=4.0, max_nodes=20))
    assert {102, 126} <= set(full)
    assert set(range(2, 27)) <= set(beam)
    assert {100 + i for i in range(2, 22)} <= set(beam)
    assert not {100 + i for i in range(22, 27)} & set(beam)


@pytest.mark.parametrize("S", [2.0, 4.0])
def test_fans_counted_in_the_hop_statement_give_the_same_scores(shared, S, monkeypatch):
    import surface.spreading as sp

    seeds = {i: 1.0 / i for i in range(1, 11)}
    one_statement = run(shared, spread_plan(seeds, hops=3, S=S))
    monkeypatch.setattr(sp, "FAN_TABLE_MAX", 0)  # every hop reads the fans first
    sp._strength_table.cache_clear()
    try:
        apart = run(shared, spread_plan(seeds, hops=3, S=S))
    finally:
        sp._strength_table.cache_clear()
    assert one_statement == apart
