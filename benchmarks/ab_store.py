"""A/B: bench_store.measure run alternately from two source trees, one process at a time.

Run from the project root:
    python benchmarks/ab_store.py BASE_TREE [--rounds 3] [--existing 10000] [--writes 1000]
BASE_TREE is another checkout of this repository (e.g. a `git worktree` at an older commit);
the other side is this tree. Each run is a fresh process with PYTHONPATH at one tree, so both
use the same interpreter and packages. On a shared machine only the ratios within one run mean
anything; the medians of each side and their ratios are printed and written as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = """
import asyncio, json, sys
sys.path.insert(0, {tree!r}); sys.path.insert(0, {tree!r} + "/benchmarks")
import bench_store
print(json.dumps(asyncio.run(bench_store.measure({existing}, {writes}, {queries}))))
"""


def run_once(tree: Path, existing: int, writes: int, queries: int) -> dict:
    code = _CHILD.format(tree=str(tree), existing=existing, writes=writes, queries=queries)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=tree, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("base", type=Path, help="the 'before' tree")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--existing", type=int, default=10_000)
    ap.add_argument("--writes", type=int, default=1_000)
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "ab_store.json"))
    args = ap.parse_args()
    trees = {"before": args.base.resolve(), "after": ROOT}
    runs: dict[str, list[dict]] = {"before": [], "after": []}
    for r in range(args.rounds):
        for side in ("before", "after") if r % 2 == 0 else ("after", "before"):
            row = run_once(trees[side], args.existing, args.writes, args.queries)
            runs[side].append(row)
            print(
                f"round {r + 1} {side:>6}: {row['writes_per_s']:7.0f} writes/s  "
                f"recall p50 {row['recall_p50_ms']:6.2f} ms  p95 {row['recall_p95_ms']:6.2f} ms",
                flush=True,
            )
    med = {
        side: {k: statistics.median(x[k] for x in rows) for k in rows[0] if k.endswith(("s", "ms"))}
        for side, rows in runs.items()
    }
    ratios = {
        "writes_per_s": med["after"]["writes_per_s"] / med["before"]["writes_per_s"],
        "recall_p50_ms": med["after"]["recall_p50_ms"] / med["before"]["recall_p50_ms"],
        "recall_p95_ms": med["after"]["recall_p95_ms"] / med["before"]["recall_p95_ms"],
    }
    print(
        f"medians before: {med['before']['writes_per_s']:.0f} writes/s, "
        f"p50 {med['before']['recall_p50_ms']:.2f} ms; after: {med['after']['writes_per_s']:.0f} "
        f"writes/s, p50 {med['after']['recall_p50_ms']:.2f} ms"
    )
    print(
        f"ratios after/before: writes {ratios['writes_per_s']:.2f}x, recall p50 "
        f"{ratios['recall_p50_ms']:.2f}x, p95 {ratios['recall_p95_ms']:.2f}x"
    )
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(
        json.dumps(
            {"args": vars(args) | {"base": str(args.base)}, "runs": runs, "ratios": ratios},
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
