"""In-process recall latency with the default (hash) embedder at 10K and 100K memories.

Run from the project root:  python benchmarks/bench_recall.py [--sizes 10000,100000]
Writes benchmarks/results/bench_recall.json. Targets (issue 5): p50 <= 5 ms and p95 <= 15 ms at
10K, p50 <= 30 ms at 100K. The store is filled in bulk through the data layer's plans (the
write path itself is measured by bench_store.py); every recall goes through the public API.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from corpus import notes, queries  # noqa: E402

from cognition import open_memory  # noqa: E402
from cognition.memory.vectors import embed_text  # noqa: E402
from layers import queries as q  # noqa: E402
from layers.connection import connect_sync  # noqa: E402
from layers.plan import run  # noqa: E402
from layers.records import Memory, content_hash  # noqa: E402
from surface.embedders import HashEmbedder, to_blob  # noqa: E402


def fill(db: Path | str, n: int, start: float) -> None:
    """n corpus notes (and their hash vectors) into the store at `db`: a SQLite file, or a
    PostgreSQL store's URL (the same plans; layers.plan.run hands them to its executor)."""
    emb = HashEmbedder()
    if isinstance(db, str):
        from layers.pg.connection import connect_sync as connect_pg

        conn: Any = connect_pg(db, migrate_now=start)
    else:
        conn = connect_sync(db, migrate_now=start)
    items = notes(n)
    for lo in range(0, n, 5000):
        chunk = items[lo : lo + 5000]
        ms = []
        for k, it in enumerate(chunk):
            t = start + (lo + k) * 60.0
            ms.append(
                Memory(
                    0,
                    it["layer"],
                    "",
                    it["content"],
                    it["tags"],
                    it["importance"],
                    0.0,
                    0.0,
                    False,
                    "active",
                    t,
                    t,
                    1.0,
                    0,
                    t,
                    None,
                    None,
                    "import",
                    None,
                    "project",
                    content_hash(it["layer"], it["content"]),
                    "",
                    {},
                    t,
                )
            )
        vecs = emb.embed([embed_text(m) for m in ms])

        def plan(ms=ms, vecs=vecs):
            rows = []
            for m, v in zip(ms, vecs, strict=True):
                i = yield from q.insert_memory(m)
                rows.append((i, emb.id, emb.dim, to_blob(v)))
            yield from q.upsert_vectors(rows)
            yield from q.set_meta("embedder", emb.id)

        run(conn, plan(), write=True)
    conn.close()


async def measure(n: int, n_queries: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "p"
        (project / ".git").mkdir(parents=True)
        start = 1_767_225_600.0
        t0 = time.perf_counter()
        fill(project / ".cognimem" / "memory.db", n, start)
        fill_s = time.perf_counter() - t0
        env = {"COGNIMEM_HOME": str(Path(tmp) / "home")}
        now = start + n * 60.0 + 86400
        async with open_memory(project, env=env, clock=lambda: now) as mem:
            await mem.recall("warm up the index", reinforce=False)
            lat = []
            for text in queries(n_queries):
                t = time.perf_counter()
                await mem.recall(text, limit=10, reinforce=False)
                lat.append((time.perf_counter() - t) * 1000)
    lat.sort()
    return {
        "memories": n,
        "queries": n_queries,
        "fill_s": round(fill_s, 1),
        "p50_ms": statistics.median(lat),
        "p95_ms": lat[int(0.95 * (len(lat) - 1))],
    }


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--sizes", default="10000,100000", help="comma-separated store sizes")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "bench_recall.json"))
    args = ap.parse_args()
    rows = [asyncio.run(measure(int(s), args.queries)) for s in args.sizes.split(",")]
    print(
        f"{'memories':>9} {'p50 ms':>8} {'p95 ms':>8}  (hash embedder, hybrid + cognitive ranking)"
    )
    for r in rows:
        print(f"{r['memories']:>9} {r['p50_ms']:>8.2f} {r['p95_ms']:>8.2f}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"rows": rows}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
