"""Spreading activation over the relation graph with SQL only, for the prompt hook's hot path
(networkx costs more to import than this whole walk takes; cognition.graph.store_graph.spread is the same
walk over the cached networkx graph, and a test holds the two to the same ranking).

ACT-R fan effect (docs/formulas.md §8): a node j passes on
    a_j · w_ji · max(0, S − ln(fan_j + 1)) / S
to each neighbour i, where fan_j counts j's incident links (typed edges in both directions plus
its code anchors). Hop h is damped by λ^h. Files and symbols (anchors) are nodes too, so two
memories about the same file are two hops apart, and a file many memories point at spreads less.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from functools import lru_cache

from layers import graph_queries as gq
from layers.plan import Plan

# Entity nodes share the walk with memory ids; they are kept apart by sign (-entity_id).
Node = int


def silent_fan(S: float) -> int:
    """The smallest fan whose strength max(0, S - ln(fan + 1)) / S is zero."""
    if S <= 0:
        return 0
    if S > 20:  # e^20 links on one node: never in practice; avoid huge integers
        return 1 << 40
    fan = max(0, math.ceil(math.exp(S) - 1) - 1)
    while math.log(fan + 1) < S:
        fan += 1
    return fan


def spread_plan(
    seeds: dict[int, float], hops: int = 2, lam: float = 0.5, S: float = 2.0, max_nodes: int = 2000
) -> Plan[dict[int, float]]:
    """Fan-weighted bounded spreading from `seeds` ({memory id: relevance weight}).

    Returns {memory id: score / max score} for every memory that received positive activation
    (seeds included when activation flows back to them). Each hop expands at most `max_nodes`
    of the most active frontier nodes, which bounds the work on a dense graph.
    """
    cap = silent_fan(S)
    table = _strength_table(cap, S)
    frontier: dict[Node, float] = {
        int(i): float(a) for i, a in seeds.items() if a > 0 and int(i) > 0
    }
    total: dict[Node, float] = defaultdict(float)
    for h in range(1, hops + 1):
        if not frontier or cap == 0:
            break
        if len(frontier) > max_nodes:
            keep = sorted(frontier.items(), key=lambda kv: (-kv[1], kv[0]))[:max_nodes]
            frontier = dict(keep)
        if table is not None:  # fans, strengths and sums in one statement
            nxt = yield from gq.spread_hop(frontier.items(), cap, table)
        else:
            fans = yield from _fans(frontier, cap)
            # A node without links passes nothing on, and one at the cap is silent (a hub).
            live = [
                (j, a, _strength(fans[j], S))
                for j, a in frontier.items()
                if 0 < fans.get(j, 0) < cap
            ]
            nxt = (yield from gq.spread_step(live)) if live else []
        damp = lam**h
        for i, v in nxt:
            total[i] += damp * v
        if h < hops:  # the last hop's frontier would go nowhere
            frontier = {i: v for i, v in nxt if v > 0.0}
    scores = {i: v for i, v in total.items() if i > 0 and v > 0.0}
    top = max(scores.values(), default=0.0)
    return {i: v / top for i, v in scores.items()} if top > 0 else {}


FAN_TABLE_MAX = (
    1024  # fans below the cap at S <= ~6.9; a larger S counts fans in a statement of its own
)


@lru_cache(maxsize=16)
def _strength_table(cap: int, S: float) -> str | None:
    """The strength of every fan below the cap as a JSON array for gq.spread_hop (None when
    the cap is too high for a table)."""
    if cap > FAN_TABLE_MAX:
        return None
    return json.dumps([_strength(fan, S) for fan in range(cap)])


def _strength(fan: int, S: float) -> float:
    """What a node with `fan` links passes on per unit of activation and link weight."""
    return max(0.0, S - math.log(fan + 1)) / S


def _fans(frontier: dict[Node, float], cap: int) -> Plan[dict[Node, int]]:
    """Each frontier node's fan, counted only up to `cap` (hubs are cut off, never read)."""
    memories = [n for n in frontier if n > 0]
    entities = [-n for n in frontier if n < 0]
    fans: dict[Node, int] = {}
    if memories:
        fans.update((yield from gq.memory_fans(memories, cap)))
    if entities:
        fans.update((-e, n) for e, n in (yield from gq.entity_fans(entities, cap)).items())
    return fans
