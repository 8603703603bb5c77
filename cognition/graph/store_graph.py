"""The relation graph in memory: a networkx MultiDiGraph of one store, kept in step with SQLite.

Nodes are memory ids (int) and code entities (("file", path) / ("symbol", "path::name")).
Edges are keyed by their type (the key *is* the type) and carry `weight` and `created_at`; an anchor is an `about`
edge from the memory to its entity. The graph holds only linked nodes: a memory without links
is not in it.

Freshness: triggers on `edge` and `anchor` append the changed keys to `graph_log` (schema v2),
so any writer — this API, the hook, an import, another process — is seen. Before each use the
cache replays the keys changed since its last sequence number (re-reading their current rows);
it rebuilds only when it fell behind the pruned log.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from layers import graph_queries as gq
from layers.plan import Plan

EntityNode = tuple[str, str]


@dataclass(slots=True)
class StoreGraph:
    """The cached graph of one store and the last change-log sequence number applied to it."""

    G: nx.MultiDiGraph = field(default_factory=nx.MultiDiGraph)
    seq: int = -1  # -1: never built
    _walk: Walk | None = None  # the PageRank matrix, made on first use after each change

    def walk(self) -> Walk:
        if self._walk is None:
            self._walk = walk_matrix(self.G)
        return self._walk

    @property
    def built(self) -> bool:
        return self.seq >= 0


def is_entity(node: Any) -> bool:
    return isinstance(node, tuple)


def entity_label(node: EntityNode) -> str:
    return f"{node[0]}:{node[1]}"


# --- building and refreshing ---------------------------------------------------------------


def build_plan() -> Plan[StoreGraph]:
    """Read every edge and anchor into a fresh graph."""
    # The sequence number is read first: a change landing during the reads is replayed later,
    # and replaying re-reads current rows, so it is harmless if the reads already saw it.
    _, newest = yield from gq.graph_log_bounds()
    G: nx.MultiDiGraph[Any] = nx.MultiDiGraph()
    rows = yield from gq.graph_edges()
    # (u, v, key, data) is a MultiGraph edge; types-networkx only knows Graph's (u, v, data).
    G.add_edges_from(
        (s, d, t, {"weight": float(w), "created_at": float(c)})  # type: ignore[misc]
        for s, d, t, w, c in rows
    )
    links = yield from gq.entity_links()
    G.add_edges_from(
        (m, (kind, name), "about", {"weight": 1.0, "created_at": 0.0})  # type: ignore[misc]
        for m, kind, name in links
    )
    return StoreGraph(G, newest)


def refresh_plan(cache: StoreGraph | None) -> Plan[StoreGraph]:
    """The cache brought up to date: unchanged, patched from the change log, or rebuilt."""
    if cache is None or not cache.built:
        return (yield from build_plan())
    oldest, newest = yield from gq.graph_log_bounds()
    if newest == cache.seq:
        return cache
    if newest < cache.seq or (oldest > cache.seq + 1):  # restored file, or fell behind the log
        return (yield from build_plan())
    edge_keys, anchored = yield from gq.graph_log_since(cache.seq)
    G = cache.G
    if edge_keys:
        current = {(e.src, e.dst, e.type): e for e in (yield from gq.edges_by_key(edge_keys))}
        for key in edge_keys:
            src, dst, etype = key
            e = current.get(key)
            if e is None:
                if G.has_edge(src, dst, key=etype):
                    G.remove_edge(src, dst, key=etype)
                    _drop_if_isolated(G, src, dst)
            else:
                G.add_edge(
                    src, dst, key=etype, weight=float(e.weight), created_at=float(e.created_at)
                )
    if anchored:
        links = yield from gq.entity_links(anchored)
        for memory_id in anchored:
            if memory_id in G:
                old = [v for v in G.successors(memory_id) if is_entity(v)]
                for v in old:
                    G.remove_edge(memory_id, v, key="about")
                _drop_if_isolated(G, memory_id, *old)
        for memory_id, kind, name in links:
            G.add_edge(memory_id, (kind, name), key="about", weight=1.0, created_at=0.0)
    cache.seq = newest
    cache._walk = None
    return cache


def _drop_if_isolated(G: nx.MultiDiGraph, *nodes: Any) -> None:
    # A rebuilt graph holds only linked nodes; the patched one must look the same.
    for n in nodes:
        if n in G and G.degree(n) == 0:
            G.remove_node(n)


# --- spreading activation ------------------------------------------------------------------


def spread(
    G: nx.MultiDiGraph, seeds: dict[int, float], hops: int = 2, lam: float = 0.5, S: float = 2.0
) -> dict[int, float]:
    """ACT-R fan-weighted bounded spreading (docs/formulas.md §8), over every
    link in both directions; the same walk as surface.spreading.spread_plan, on the cached graph.
    Returns {memory id: score / max} for memories with positive activation."""
    frontier = {i: float(a) for i, a in seeds.items() if a > 0 and i in G}
    total: dict[Any, float] = {}
    for h in range(1, hops + 1):
        nxt: dict[Any, float] = {}
        for j, a_j in frontier.items():
            links = _links(G, j)
            strength = max(0.0, S - math.log(len(links) + 1)) / S
            if strength <= 0.0:
                continue
            for i, w in links:
                nxt[i] = nxt.get(i, 0.0) + a_j * w * strength
        for i, v in nxt.items():
            total[i] = total.get(i, 0.0) + lam**h * v
        frontier = {i: v for i, v in nxt.items() if v > 0.0}
        if not frontier:
            break
    scores = {i: v for i, v in total.items() if not is_entity(i) and v > 0.0}
    top = max(scores.values(), default=0.0)
    return {i: v / top for i, v in scores.items()} if top > 0 else {}


def _links(G: nx.MultiDiGraph, j: Any) -> list[tuple[Any, float]]:
    out = [(v, d.get("weight", 1.0)) for _, v, d in G.out_edges(j, data=True)]
    out += [(u, d.get("weight", 1.0)) for u, _, d in G.in_edges(j, data=True)]
    return out


@dataclass(slots=True, frozen=True)
class Walk:
    """The graph as a row-stochastic sparse matrix, undirected (every link between two nodes
    adds its weight, whatever its direction or type): building it costs a few hundred ms at 50K edges, each PageRank on it a few ms."""

    nodes: list[Any]
    index: dict[Any, int]
    P: Any  # scipy.sparse csr_array, rows sum to 1 (or 0 for a node without links)
    dangling: Any  # numpy bool array: rows without links


def walk_matrix(G: nx.MultiDiGraph) -> Walk:
    import numpy as np
    import scipy.sparse as sp

    nodes = list(G.nodes)
    index = {n: i for i, n in enumerate(nodes)}
    rows, cols, weights = [], [], []
    for u, v, w in G.edges(data="weight", default=1.0):
        rows.append(index[u])
        cols.append(index[v])
        weights.append(float(w))
    n = len(nodes)
    A = sp.coo_array((weights, (rows, cols)), shape=(n, n)).tocsr()
    A = (A + A.T).tocsr()  # association runs both ways
    out = np.asarray(A.sum(axis=1)).ravel()
    inv = np.divide(1.0, out, out=np.zeros_like(out), where=out != 0)
    return Walk(nodes, index, (sp.diags_array(inv) @ A).tocsr(), out == 0)


def ppr_assoc(
    G: nx.MultiDiGraph,
    seeds: dict[int, float],
    alpha: float = 0.5,
    walk: Walk | None = None,
    tol: float = 1e-6,
    max_iter: int = 100,
) -> dict[int, float]:
    """HippoRAG-style personalized PageRank, associative part only (mass minus the seed's own
    teleport share), over the undirected view; {memory id: score / max} (docs/formulas.md §8).

    The same iteration as `nx.pagerank(H, alpha, personalization=seeds, weight="weight")` on
    the undirected graph H whose edge weight is the sum of every link between two nodes (a
    networkx undirected *view* would merge a->b and b->a links of one type into one); pass the
    cached `walk` (StoreGraph.walk()) to skip building it."""
    import numpy as np

    seeds = {i: float(a) for i, a in seeds.items() if a > 0 and i in G}
    if not seeds:
        return {}
    w = walk if walk is not None else walk_matrix(G)
    n = len(w.nodes)
    p = np.zeros(n)
    for i, a in seeds.items():
        p[w.index[i]] = a
    p /= p.sum()
    x = p.copy()
    for _ in range(max_iter):
        last = x
        x = alpha * (x @ w.P + x[w.dangling].sum() * p) + (1 - alpha) * p
        if np.abs(x - last).sum() < n * tol:
            break
    assoc = {}
    for node, k in w.index.items():
        if not is_entity(node):
            v = x[k] - (1 - alpha) * p[k]
            if v > 0:
                assoc[node] = float(v)
    top = max(assoc.values(), default=0.0)
    return {i: v / top for i, v in assoc.items()} if top > 0 else {}


# --- walks used by the API -----------------------------------------------------------------


@dataclass(slots=True, frozen=True)
class Hop:
    """How a node was reached: from `prev` over an edge of `type`, `forward` = prev -> node."""

    node: Any
    depth: int
    prev: Any
    type: str
    forward: bool
    via: EntityNode | None = None  # the shared file/symbol, for memory-entity-memory hops


def _steps(G: nx.MultiDiGraph, n: Any, types: frozenset[str] | None) -> list[tuple[Any, str, bool]]:
    out = [(v, k, True) for _, v, k in G.out_edges(n, keys=True)]
    out += [(u, k, False) for u, _, k in G.in_edges(n, keys=True)]
    out = [s for s in out if types is None or s[1] in types]
    return sorted(out, key=lambda s: (is_entity(s[0]), str(s[0]), s[1], not s[2]))


def neighbourhood(
    G: nx.MultiDiGraph, start: int, depth: int, types: frozenset[str] | None = None
) -> list[Hop]:
    """Memories within `depth` links of `start`, breadth first. A shared file or symbol counts
    as one link (memory -> entity -> memory), so memories about the same code are neighbours."""
    if start not in G:
        return []
    seen = {start}
    out: list[Hop] = []
    frontier = [start]
    for d in range(1, depth + 1):
        nxt = []
        for n in frontier:
            for v, etype, forward in _steps(G, n, types):
                if is_entity(v):
                    for w, _, _ in _steps(G, v, types):
                        if w not in seen and not is_entity(w):
                            seen.add(w)
                            out.append(Hop(w, d, n, etype, True, via=v))
                            nxt.append(w)
                elif v not in seen:
                    seen.add(v)
                    out.append(Hop(v, d, n, etype, forward))
                    nxt.append(v)
        frontier = nxt
    return out


def shortest_path(G: nx.MultiDiGraph, a: int, b: int) -> list[tuple[Any, str | None, bool]]:
    """[(node, type of the edge to the next node, edge points forward)] along a shortest path
    in the undirected view; [] when there is none."""
    if a not in G or b not in G:
        return []
    try:
        nodes = nx.shortest_path(G.to_undirected(as_view=True), a, b)
    except nx.NetworkXNoPath:
        return []
    out: list[tuple[Any, str | None, bool]] = []
    for u, v in zip(nodes, nodes[1:], strict=False):
        forward = G.has_edge(u, v)
        keys = sorted(G[u][v] if forward else G[v][u])
        out.append((u, keys[0], forward))
    out.append((nodes[-1], None, True))
    return out


def precedes(G: nx.MultiDiGraph, earlier: int, later: int) -> bool:
    """True when `earlier` already comes before `later` in a decision chain (led_to forward,
    reverses backward): adding a link that puts `later` first would make a cycle."""
    seen, stack = {earlier}, [earlier]
    while stack:
        n = stack.pop()
        if n == later:
            return True
        if n not in G:
            continue
        nxt = [v for _, v, k in G.out_edges(n, keys=True) if k == "led_to"]
        nxt += [u for u, _, k in G.in_edges(n, keys=True) if k == "reverses"]
        for v in nxt:
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return False


def labelled(G: nx.MultiDiGraph, memories: dict[int, Any]) -> nx.MultiDiGraph:
    """A copy with string node ids ("12", "file:src/app.py") and flat attributes, for export."""
    H: nx.MultiDiGraph[str] = nx.MultiDiGraph()
    for n in G.nodes:
        if is_entity(n):
            H.add_node(entity_label(n), kind=n[0], label=n[1])
            continue
        m = memories.get(n)
        attrs: dict[str, Any] = {"kind": "memory"}
        if m is not None:
            attrs.update(
                label=m.title or m.content[:80],
                layer=m.layer,
                status=m.status,
                importance=int(m.importance),
                pinned=bool(m.pinned),
            )
        H.add_node(str(m.ref if m is not None else n), **attrs)
    for u, v, k, d in G.edges(keys=True, data=True):
        su = entity_label(u) if is_entity(u) else str(memories[u].ref if u in memories else u)
        sv = entity_label(v) if is_entity(v) else str(memories[v].ref if v in memories else v)
        H.add_edge(
            su,
            sv,
            key=k,
            type=k,
            weight=float(d.get("weight", 1.0)),
            created_at=float(d.get("created_at", 0.0)),
        )
    return H
