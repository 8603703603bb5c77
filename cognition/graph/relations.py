"""Typed links between memories and the graph they make: relate, unrelate, neighbours, path,
export, and graph activation for recall. Decision chains live in cognition.graph.decisions, code
anchors in cognition.graph.anchors; MemorySystem delegates to all three.

networkx is imported only inside the methods that need it (cognition.graph.store_graph):
cognition.api imports this module, and a process that never walks the graph must not pay for
networkx (~150 ms).

What each relation type does beyond being a link:
- related, contradicts: symmetric; `unrelate` in either direction removes them, relating the
  other way round updates the existing link. `contradicts`: recall can flag both sides
  (layers.graph_queries.contradictions_plan).
- supersedes (new -> old): supersedes the target: its validity window closes, status
  superseded; nothing is deleted, and unrelating restores it.
- reverses (new decision -> old decision): a decision reversal: also supersedes the old one.
- because (decision -> what it rests on): the source must be a decision.
- led_to / reverses: order decision chains; a link that would make a chain circular is refused.
- about: memory -> memory here; code anchors add memory -> file/symbol `about` links.
- caused_by, summarizes, supports: plain typed links (spreading and neighbours use them).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cognition import validation as check
from cognition.memory.context import Context
from cognition.memory.store import Store, Stores
from cognition.memory.write_plans import supersede_plan
from layers import graph_queries as gq
from layers import queries
from layers.errors import InvalidInput, NotFound
from layers.plan import Plan
from layers.records import EDGE_TYPES, Edge, Memory

SYMMETRIC = ("related", "contradicts")
SUPERSEDING = ("supersedes", "reverses")  # both close the target's validity window
MAX_DEPTH = 5
EXPORT_FORMATS = ("graphml", "node-link")


@dataclass(slots=True)
class Neighbour:
    """A memory near another one: `depth` links away, reached from `from_ref` over `type`."""

    memory: Memory
    depth: int
    type: str
    direction: str  # "out": from_ref -> memory; "in": memory -> from_ref; "shared": same entity
    from_ref: str
    via: str | None = None  # the shared "file:..." / "symbol:..." entity


@dataclass(slots=True)
class PathStep:
    """One node of a path; `type`/`forward` describe the edge to the next step (None at the end)."""

    node: str  # a memory ref ("12") or an entity ("file:src/app.py")
    memory: Memory | None
    type: str | None
    forward: bool = True


def link_weight(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidInput(f"weight must be a number above 0 and at most 1 (got {value!r})")
    if not 0.0 < float(value) <= 1.0:
        raise InvalidInput(f"weight must be above 0 and at most 1 (got {value!r})")
    return float(value)


def edge_types(types: Any) -> frozenset[str] | None:
    if types is None:
        return None
    if isinstance(types, str):
        types = [t for t in types.replace(",", " ").split() if t]
    if not isinstance(types, list | tuple | set | frozenset) or not types:
        raise InvalidInput(f"types must be a list of relation types from {', '.join(EDGE_TYPES)}")
    return frozenset(check.edge_type(t) for t in types)


class Relations:
    """Links between memories: relate, unrelate, walk, export; and the cached graph."""

    def __init__(self, ctx: Context, stores: Stores) -> None:
        self.ctx = ctx
        self.stores = stores
        self._caches: dict[str, Any] = {}  # store path -> its StoreGraph

    # -- the cached graph -----------------------------------------------------------------

    async def store_graph(self, store: Store) -> Any:
        """The store's cached StoreGraph, brought up to date with every write since its last use."""
        from cognition.graph.store_graph import refresh_plan

        key = str(store.path)
        self._caches[key] = await store.read(refresh_plan(self._caches.get(key)))
        return self._caches[key]

    async def graph_of(self, store: Store) -> Any:
        """The store's networkx graph, up to date."""
        return (await self.store_graph(store)).G

    async def graph(self, scope: str = "project") -> Any:
        """The relation graph of a store (networkx MultiDiGraph; see cognition.graph.store_graph). Read-only:
        changes go through relate/unrelate/anchor."""
        store = await self.stores.get(check.scope(scope), create=False)
        if store is None:
            import networkx as nx

            return nx.MultiDiGraph()
        return await self.graph_of(store)

    async def _pair(self, a: Any, b: Any) -> tuple[Store, Memory, Memory]:
        store_a, ma = await self.stores.locate(a)
        store_b, mb = await self.stores.locate(b)
        if store_a is not store_b:
            raise InvalidInput(
                f"both ends of a link must be in the same store: #{ma.ref} is in the "
                f"{ma.scope} store, #{mb.ref} in the {mb.scope} store"
            )
        if ma.id == mb.id:
            raise InvalidInput(f"a memory cannot be linked to itself (#{ma.ref})")
        return store_a, ma, mb

    # -- relate / unrelate ----------------------------------------------------------------

    async def relate(self, src: Any, dst: Any, type: str, weight: float = 1.0) -> Edge:
        """Link src -> dst with a typed relation (see the module doc for what each type does)."""
        etype = check.edge_type(type)
        w = link_weight(weight)
        store, a, b = await self._pair(src, dst)
        if etype == "because" and a.layer != "decision":
            raise InvalidInput(
                f"a because link goes from a decision to what it rests on; #{a.ref} is a {a.layer}"
            )
        if etype == "reverses" and (a.layer != "decision" or b.layer != "decision"):
            raise InvalidInput("reverses links two decisions: the new one -> the one it reverses")
        if etype in SUPERSEDING:
            _check_can_supersede(a, b)
        if etype in gq.CHAIN_TYPES:
            from cognition.graph.store_graph import precedes

            G = await self.graph_of(store)
            earlier, later = (a.id, b.id) if etype == "led_to" else (b.id, a.id)
            if precedes(G, later, earlier):
                raise InvalidInput(
                    f"#{a.ref} -{etype}-> #{b.ref} would make the decision chain circular"
                )
        now = self.ctx.now()

        def plan() -> Plan[Edge]:
            s, d = a.id, b.id
            if etype in SYMMETRIC:
                existing = yield from gq.edges_between(a.id, b.id)
                if any(e.type == etype and e.src == b.id for e in existing):
                    s, d = b.id, a.id  # one symmetric link per pair: update the existing one
            if etype in SUPERSEDING and b.status != "superseded":
                yield from supersede_plan(b.id, a.id, now)
            yield from queries.upsert_edge(Edge(s, d, etype, w, now))
            rows = yield from gq.edges_between(s, d)
            return next(e for e in rows if (e.src, e.dst, e.type) == (s, d, etype))

        return await store.write(plan())

    async def unrelate(self, src: Any, dst: Any, type: str | None = None) -> int:
        """Remove the src -> dst link of `type` (every type when None; symmetric types in either
        direction). Removing a supersedes/reverses link restores the superseded memory."""
        etype = check.edge_type(type) if type is not None else None
        store, a, b = await self._pair(src, dst)
        now = self.ctx.now()

        def plan() -> Plan[int]:
            existing = yield from gq.edges_between(a.id, b.id)
            doomed = [
                e
                for e in existing
                if (etype is None or e.type == etype)
                and ((e.src, e.dst) == (a.id, b.id) or e.type in SYMMETRIC)
            ]
            if any(e.type in SUPERSEDING and e.src == a.id for e in doomed):
                # a reversal and its supersession stand or fall together
                doomed += [
                    e
                    for e in existing
                    if e.type in SUPERSEDING and e.src == a.id and e not in doomed
                ]
            if not doomed:
                what = f"{etype} link" if etype else "link"
                raise NotFound(f"no {what} from #{a.ref} to #{b.ref}")
            for e in doomed:
                yield from queries.delete_edge(e.src, e.dst, e.type)
            restore = any(e.type in SUPERSEDING for e in doomed)
            if restore and b.status == "superseded" and b.superseded_by == a.id:
                yield from queries.update_memory(
                    b.id,
                    {
                        "status": "active",
                        "superseded_by": None,
                        "valid_to": None,
                        "updated_at": now,
                    },
                )
                yield from queries.add_event(
                    b.id, "restored", now, detail={"reason": "unrelate", "from": a.id}
                )
            return len(doomed)

        return await store.write(plan())

    # -- walking the graph ----------------------------------------------------------------

    async def neighbours(self, ref: Any, depth: int = 1, types: Any = None) -> list[Neighbour]:
        """Memories within `depth` links of `ref` (1..5), nearest first; `types` limits the
        relation types followed. Memories anchored to the same file or symbol are one link apart."""
        from cognition.graph.store_graph import entity_label, neighbourhood

        depth = check.positive_int("depth", depth, 1, MAX_DEPTH)
        wanted = edge_types(types)
        store, m = await self.stores.locate(ref)
        G = await self.graph_of(store)
        hops = neighbourhood(G, m.id, depth, wanted)
        found = await store.read(queries.get_memories([h.node for h in hops]))
        refs = {m.id: m.ref, **{i: x.ref for i, x in found.items()}}
        out = []
        for h in hops:
            other = found.get(h.node)
            if other is None:
                continue
            direction = "shared" if h.via is not None else ("out" if h.forward else "in")
            out.append(
                Neighbour(
                    other,
                    h.depth,
                    h.type,
                    direction,
                    refs.get(h.prev, str(h.prev)),
                    entity_label(h.via) if h.via is not None else None,
                )
            )
        return out

    async def path(self, a: Any, b: Any) -> list[PathStep]:
        """A shortest chain of links between two memories (any direction); [] when none."""
        from cognition.graph.store_graph import entity_label, is_entity, shortest_path

        store, ma, mb = await self._pair(a, b)
        G = await self.graph_of(store)
        steps = shortest_path(G, ma.id, mb.id)
        found = await store.read(queries.get_memories([n for n, _, _ in steps if not is_entity(n)]))
        out = []
        for node, etype, forward in steps:
            if is_entity(node):
                out.append(PathStep(entity_label(node), None, etype, forward))
            else:
                m = found.get(node)
                out.append(PathStep(m.ref if m else str(node), m, etype, forward))
        return out

    async def export_graph(
        self, fmt: str = "graphml", path: str | Path | None = None, *, scope: str = "project"
    ) -> str:
        """The graph as GraphML or node-link JSON text (written to `path` when given). Node ids
        are memory refs ("12") and entities ("file:src/app.py"); only linked memories appear."""
        import networkx as nx

        from cognition.graph.store_graph import is_entity, labelled
        from layers.location import write_private_file

        fmt = check.choice("format", fmt, EXPORT_FORMATS)
        G = await self.graph(scope)
        store = await self.stores.get(check.scope(scope), create=False)
        ids = [n for n in G.nodes if not is_entity(n)]
        memories = await store.read(queries.get_memories(ids)) if store and ids else {}
        H = labelled(G, memories)
        if fmt == "graphml":
            text = "\n".join(nx.generate_graphml(H)) + "\n"
        else:
            text = (
                json.dumps(nx.node_link_data(H, edges="links"), ensure_ascii=False, sort_keys=True)
                + "\n"
            )
        if path is not None:
            try:
                write_private_file(path, text)  # private like the store (0600), atomically
            except OSError as exc:
                raise InvalidInput(f"cannot write {path}: {exc.strerror or exc}") from exc
        return text

    # -- activation for recall ------------------------------------------------------------

    async def associations(
        self,
        seeds: dict[int, float],
        *,
        method: str = "ppr",
        scope: str = "project",
        hops: int = 2,
        lam: float = 0.5,
        S: float = 2.0,
        alpha: float = 0.5,
    ) -> dict[int, float]:
        """Graph activation from seed memories ({id: relevance}) on the cached networkx graph:
        personalized PageRank (associative part) or bounded fan-weighted spreading (docs/formulas.md §8).
        {memory id: score in (0, 1]}; the hook uses surface.spreading.spread_plan instead."""
        from cognition.graph.store_graph import ppr_assoc, spread

        method = check.choice("method", method, ("ppr", "spread"))
        store = await self.stores.get(check.scope(scope), create=False)
        if store is None:
            return {}
        cached = await self.store_graph(store)
        if method == "ppr":
            return ppr_assoc(cached.G, seeds, alpha=alpha, walk=cached.walk())
        return spread(cached.G, seeds, hops=hops, lam=lam, S=S)


def _check_can_supersede(new: Memory, old: Memory) -> None:
    if new.status == "superseded":
        raise InvalidInput(
            f"#{new.ref} is itself superseded (by #{new.superseded_by}); "
            f"link from the memory that replaced it"
        )
    if old.status == "superseded" and old.superseded_by != new.id:
        raise InvalidInput(f"#{old.ref} is already superseded by #{old.superseded_by}")
