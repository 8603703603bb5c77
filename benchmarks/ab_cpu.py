"""A/B in CPU time: writes and recalls on copies of one 10K store, from two source trees.

Run from the project root:
    python benchmarks/ab_cpu.py BASE_TREE [--rounds 2] [--existing 10000] [--writes 500]
        [--in-process]
On a machine shared with other work, wall-clock times mostly measure the queue for a core;
CPU time (process_time, every thread of the process) much less so. One store is built once
(by the 'before' tree) and each tree opens a copy of it once, untimed, so that a newer tree's
migration (and the WAL checkpoint of its re-filing) happens before, not inside, the timed
writes; each measurement is a fresh process with PYTHONPATH at one tree that copies that
tree's store, writes `--writes` notes (deferred links included) and runs 50 recalls three times
(best kept). With --in-process each run writes its own store first, untimed, in the measuring
process, as bench_store does (what a long-lived writer's caches hold then counts). Trees
alternate; medians and ratios are printed. Complements ab_store.py, which measures wall time
from an empty store as bench_store does.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_CHILD = """
import asyncio, inspect, json, shutil, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, {tree!r}); sys.path.insert(0, {tree!r} + "/benchmarks")
from corpus import notes, queries
from cognition import open_memory

async def main():
    corpus = notes({existing} + {writes})
    items = corpus[{existing}:]
    with tempfile.TemporaryDirectory() as tmp:
        if {in_process}:
            (Path(tmp) / "s" / "p" / ".git").mkdir(parents=True)
        else:
            shutil.copytree({store!r}, Path(tmp) / "s")
        env = {{"COGNIMEM_HOME": str(Path(tmp) / "s" / "home")}}
        async with open_memory(Path(tmp) / "s" / "p", env=env) as mem:
            if {in_process}:  # as bench_store does: the same process wrote the store
                for it in corpus[:{existing}]:
                    await mem.remember(**it)
            await mem.remember("warm up the store and its index", dedup=False)
            await mem.flush()
            c0 = time.process_time()
            for it in items:
                await mem.remember(**it)
            await mem.flush()
            write = (time.process_time() - c0) * 1000 / len(items)
            qs = queries(50)
            # a tree from before recall took `reinforce` did not reinforce on recall
            sig = inspect.signature(mem.recall).parameters
            kw = {{"reinforce": False}} if "reinforce" in sig else {{}}
            best = 1e9
            for _ in range(3):
                c0 = time.process_time()
                for q in qs:
                    await mem.recall(q, limit=10, **kw)
                best = min(best, (time.process_time() - c0) * 1000 / len(qs))
    print(json.dumps({{"write_cpu_ms": write, "recall_cpu_ms": best}}))

asyncio.run(main())
"""


_BUILD = """
import asyncio, sys
from pathlib import Path
sys.path.insert(0, {tree!r}); sys.path.insert(0, {tree!r} + "/benchmarks")
from corpus import notes
from cognition import open_memory

async def main():
    store = Path({store!r})
    (store / "p" / ".git").mkdir(parents=True)
    async with open_memory(store / "p", env={{"COGNIMEM_HOME": str(store / "home")}}) as mem:
        for item in notes({n}):
            await mem.remember(**item)
        await mem.flush()

asyncio.run(main())
"""


_OPEN = """
import asyncio, sys
from pathlib import Path
sys.path.insert(0, {tree!r})
from cognition import open_memory

async def main():
    store = Path({store!r})
    async with open_memory(store / "p", env={{"COGNIMEM_HOME": str(store / "home")}}) as mem:
        await mem.stats()  # opens (and migrates) the project store

asyncio.run(main())
"""


def _open_once(tree: str, built: Path, store: Path) -> None:
    """A copy of the built store, opened and closed once by `tree`: migrated to its schema (a
    newer tree re-files every memory's merge keys), its WAL checkpointed at close."""
    shutil.copytree(built, store)
    subprocess.run(
        [sys.executable, "-c", _OPEN.format(tree=tree, store=str(store))],
        env={**os.environ, "PYTHONPATH": tree},
        cwd=tree,
        check=True,
    )


def _build(tree: str, store: Path, n: int) -> None:
    """The shared store, written by the 'before' tree: a newer tree migrates its copy when it
    opens it (untimed), while an older tree could not open a newer schema."""
    subprocess.run(
        [sys.executable, "-c", _BUILD.format(tree=tree, store=str(store), n=n)],
        env={**os.environ, "PYTHONPATH": tree},
        cwd=tree,
        check=True,
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("base", type=Path, help="the 'before' tree")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--existing", type=int, default=10_000)
    ap.add_argument("--writes", type=int, default=500)
    ap.add_argument(
        "--in-process",
        action="store_true",
        help="each run writes its store itself, untimed, in the measuring process (as "
        "bench_store does: a long-lived writer), instead of copying the shared one",
    )
    args = ap.parse_args()
    trees = {"before": str(args.base.resolve()), "after": str(ROOT)}
    runs: dict[str, list[dict]] = {"before": [], "after": []}
    with tempfile.TemporaryDirectory() as tmp:
        built = Path(tmp) / "built"
        stores = {side: Path(tmp) / side for side in trees}
        if not args.in_process:
            _build(trees["before"], built, args.existing)
            for side, tree in trees.items():
                _open_once(tree, built, stores[side])
        for r in range(args.rounds):
            for side in ("before", "after") if r % 2 == 0 else ("after", "before"):
                code = _CHILD.format(
                    tree=trees[side],
                    store=str(stores[side]),
                    existing=args.existing,
                    writes=args.writes,
                    in_process=args.in_process,
                )
                out = subprocess.run(
                    [sys.executable, "-c", code],
                    env={**os.environ, "PYTHONPATH": trees[side]},
                    cwd=trees[side],
                    capture_output=True,
                    text=True,
                    check=True,
                )
                row = json.loads(out.stdout.strip().splitlines()[-1])
                runs[side].append(row)
                print(
                    f"round {r + 1} {side:>6}: write {row['write_cpu_ms']:.3f} ms CPU, "
                    f"recall {row['recall_cpu_ms']:.2f} ms CPU",
                    flush=True,
                )
    med = {
        s: {k: statistics.median(x[k] for x in rows) for k in rows[0]} for s, rows in runs.items()
    }
    for k in ("write_cpu_ms", "recall_cpu_ms"):
        print(
            f"{k}: before {med['before'][k]:.3f}, after {med['after'][k]:.3f}, "
            f"ratio {med['after'][k] / med['before'][k]:.2f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
