"""Store benchmark: writes/s at 1K and 10K existing memories, recall p50/p95 at 10K.

Run from the project root:  python benchmarks/bench_store.py [--quick]
Writes benchmarks/results/bench_store.json. Targets (issue 2): >= 1,000 writes/s sustained at
10K, recall p50 <= 5 ms at 10K. Every write and recall goes through the public async API.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from corpus import notes, queries  # noqa: E402

from cognition import open_memory  # noqa: E402


async def prefill(mem, items) -> None:
    for item in items:
        await mem.remember(**item)


async def measure(existing: int, writes: int, n_queries: int, store_url: str = "") -> dict:
    """store_url: an empty PostgreSQL database for the project store (default: SQLite)."""
    corpus = notes(existing + writes)
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "p"
        (project / ".git").mkdir(parents=True)
        env = {"COGNIMEM_HOME": str(Path(tmp) / "home"), "COGNIMEM_STORE_URL": store_url}
        async with open_memory(project, env=env) as mem:
            await prefill(mem, corpus[:existing])
            t0 = time.perf_counter()
            for item in corpus[existing:]:
                await mem.remember(**item)
            await mem.flush()  # the deferred neighbour links count as part of the writes
            elapsed = time.perf_counter() - t0
            lat = []
            for q in queries(n_queries):
                t = time.perf_counter()
                await mem.recall(q, limit=10, reinforce=False)
                lat.append((time.perf_counter() - t) * 1000)
    lat.sort()
    return {
        "existing": existing,
        "writes": writes,
        "writes_per_s": writes / elapsed,
        "recall_p50_ms": statistics.median(lat),
        "recall_p95_ms": lat[int(0.95 * (len(lat) - 1))],
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "bench_store.json"))
    ap.add_argument("--store-url", default="", help="an empty PostgreSQL database to measure")
    args = ap.parse_args()
    sizes = [(200, 200)] if args.quick else [(1_000, 1_000), (10_000, 1_000)]
    rows = [
        asyncio.run(measure(existing, writes, 200, args.store_url)) for existing, writes in sizes
    ]
    print(f"{'existing':>9} {'writes/s':>10} {'recall p50 ms':>14} {'recall p95 ms':>14}")
    for r in rows:
        print(
            f"{r['existing']:>9} {r['writes_per_s']:>10.0f} {r['recall_p50_ms']:>14.2f} {r['recall_p95_ms']:>14.2f}"
        )
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"rows": rows}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
