"""Relation graph benchmark at 10K memories and 50K edges (plus code anchors).

Run from the project root:  python benchmarks/bench_graph.py [--quick]
Writes benchmarks/results/bench_graph.json. Targets (issue 4): building the networkx graph
<= 1 s; SQL 2-hop spreading from 10 seeds <= 5 ms p50 (the prompt hook's path). Also reported:
the same spreading in networkx, personalized PageRank, a cache refresh after one write, and the
SQL spreading on a fresh connection (what a hook process pays).
The synthetic graph is shaped like links on write (~5 per new memory, so a fan of ~10).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cognition.graph.store_graph import build_plan, ppr_assoc, refresh_plan, spread, walk_matrix  # noqa: E402
from layers import graph_queries as gq  # noqa: E402
from layers import queries  # noqa: E402
from layers.connection import connect_sync  # noqa: E402
from layers.plan import q_many, run  # noqa: E402
from layers.records import EDGE_TYPES, Edge, Memory, content_hash  # noqa: E402
from surface.spreading import spread_plan  # noqa: E402


def memory(i: int, now: float) -> Memory:
    text = f"memory {i} about component {i % 97} and topic {i % 31}"
    return Memory(
        id=0,
        layer=("fact", "experience", "decision")[i % 3],
        title="",
        content=text,
        tags=[],
        importance=1 + i % 5,
        valence=0.0,
        intensity=0.0,
        pinned=False,
        status="active",
        created_at=now,
        last_activated=now,
        activation_count=1.0,
        unused_count=0,
        valid_from=now,
        valid_to=None,
        superseded_by=None,
        source="api",
        session_id=None,
        scope="project",
        content_hash=content_hash("fact", text),
        keywords="",
        extra={},
        updated_at=now,
    )


def fill(conn, n_mem: int, n_edges: int, n_anchors: int, rng: random.Random) -> None:
    now = 1.7e9

    def plan():
        for i in range(n_mem):
            yield from queries.insert_memory(memory(i, now))
        # Shaped like links on write: each memory links to ~5 earlier ones (mostly `related`,
        # some typed), recent memories a little more likely, so the fan is ~10 on average with
        # a tail of busier older nodes.
        seen: set[tuple[int, int, str]] = set()
        per = max(1, n_edges // n_mem)
        for a in range(2, n_mem + 1):
            for _ in range(per):
                b = max(1, a - 1 - int(rng.expovariate(1.0 / max(1, a / 3))))
                t = "related" if rng.random() < 0.7 else rng.choice(EDGE_TYPES)
                if a != b:
                    seen.add((a, b, t))
        while len(seen) < n_edges:
            a, b = rng.sample(range(1, n_mem + 1), 2)
            seen.add((a, b, rng.choice(EDGE_TYPES)))
        yield q_many(
            "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (?,?,?,?,?)",
            [(a, b, t, round(rng.uniform(0.3, 1.0), 3), now) for a, b, t in seen],
        )
        for _ in range(n_anchors):
            m, f = rng.randint(1, n_mem), int(rng.paretovariate(1.1)) % 400
            yield from gq.upsert_anchor(m, "file", f"src/module_{f}.py", None, None, None, "h", now)

    run(conn, plan(), write=True)


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return sorted(out)


def row(name: str, ms: list[float], target: str = "") -> dict:
    return {
        "what": name,
        "p50_ms": statistics.median(ms),
        "p95_ms": ms[int(0.95 * (len(ms) - 1))],
        "runs": len(ms),
        "target": target,
    }


def measure(n_mem: int, n_edges: int, n_anchors: int, repeat: int) -> dict:
    rng = random.Random(42)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "memory.db"
        conn = connect_sync(path, migrate_now=1.0)
        t = time.perf_counter()
        fill(conn, n_mem, n_edges, n_anchors, rng)
        fill_s = time.perf_counter() - t
        seed_sets = [
            {rng.randint(1, n_mem): rng.uniform(0.3, 1.0) for _ in range(10)} for _ in range(repeat)
        ]
        rows = [row("build networkx graph", timed(lambda: run(conn, build_plan()), 5), "<= 1000")]
        G = run(conn, build_plan()).G
        reach = {}
        for S in (2.0, 4.0):
            it = iter(seed_sets * 3)
            rows.append(
                row(
                    f"SQL spread, 2 hops, 10 seeds (S={S:g})",
                    timed(lambda S=S, it=it: run(conn, spread_plan(next(it), S=S)), repeat),
                    "<= 5" if S == 2.0 else "",
                )
            )
            sizes = [len(run(conn, spread_plan(seeds, S=S))) for seeds in seed_sets]
            reach[f"S={S:g}"] = statistics.mean(sizes)
        it = iter(seed_sets * 3)
        rows.append(
            row(
                "networkx spread, 2 hops, 10 seeds (S=4)",
                timed(lambda: spread(G, next(it), S=4.0), repeat),
            )
        )
        rows.append(
            row("PPR matrix build (once per graph change)", timed(lambda: walk_matrix(G), 3))
        )
        walk = walk_matrix(G)
        it = iter(seed_sets * 3)
        rows.append(
            row(
                "PPR (alpha 0.5), 10 seeds, cached matrix",
                timed(lambda: ppr_assoc(G, next(it), walk=walk), repeat),
            )
        )

        def fresh() -> None:
            c = connect_sync(path)
            run(c, spread_plan(seed_sets[0]))
            c.close()

        rows.append(
            row("open + SQL spread on a fresh connection", timed(fresh, max(5, repeat // 10)))
        )

        cache = run(conn, build_plan())
        n = [0]

        def write_and_refresh() -> None:
            n[0] += 1
            a, b = 1 + n[0] % n_mem, 1 + (n[0] * 7919) % n_mem
            if a != b:
                run(conn, queries.upsert_edge(Edge(a, b, "related", 0.5, 0.0)), write=True)
            run(conn, refresh_plan(cache))

        rows.append(
            row("one edge write + cache refresh", timed(write_and_refresh, max(5, repeat // 4)))
        )
        conn.close()
    fans = sorted(d for n, d in G.degree() if isinstance(n, int))
    return {
        "memories": n_mem,
        "edges": n_edges,
        "anchors": n_anchors,
        "fill_s": fill_s,
        "graph_nodes": G.number_of_nodes(),
        "graph_edges": G.number_of_edges(),
        "fan_median": statistics.median(fans),
        "fan_p90": fans[int(0.9 * (len(fans) - 1))],
        "memories_reached_mean": reach,
        "rows": rows,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "bench_graph.json"))
    args = ap.parse_args()
    size = (1_000, 5_000, 300, 50) if args.quick else (10_000, 50_000, 3_000, 200)
    result = measure(*size)
    print(
        f"{result['memories']} memories, {result['edges']} edges, {result['anchors']} anchors "
        f"(graph: {result['graph_nodes']} nodes, {result['graph_edges']} edges; "
        f"filled in {result['fill_s']:.1f} s)"
    )
    print(
        f"fan per memory: median {result['fan_median']}, p90 {result['fan_p90']}; memories "
        f"reached by 2-hop spreading from 10 seeds (mean): "
        + ", ".join(f"{k}: {v:.0f}" for k, v in result["memories_reached_mean"].items())
    )
    print(f"{'what':<44} {'p50 ms':>9} {'p95 ms':>9} {'target ms':>10}")
    for r in result["rows"]:
        print(f"{r['what']:<44} {r['p50_ms']:>9.2f} {r['p95_ms']:>9.2f} {r['target']:>10}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
