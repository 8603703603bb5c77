"""A/B in CPU time: the prompt hook's work per prompt, imports excluded, from two source trees.

Run from the project root:
    python benchmarks/ab_hook_cpu.py BASE_TREE [--rounds 4] [--prompts 12] [--size 10000]
Two stores are built once by the 'before' tree (bench_hook.fill; an older tree cannot open a
newer schema): the benchmark corpus and the dense-match store, where every memory shares the
prompt's words. Each measurement is a fresh process with PYTHONPATH at one tree that copies a
store (a newer tree migrates its copy), imports the hook, then runs `hook prompt --dry-run` in process for
`--prompts` prompts; the first prompt (lazy imports) is dropped and the median CPU of the rest
kept. Trees alternate; medians and ratios are printed and written to
benchmarks/results/ab_hook_cpu.json. Complements bench_hook.py, which times whole processes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

_BUILD = """
import sys, time
from pathlib import Path
sys.path[:0] = [{tree!r}, {tree!r} + "/benchmarks"]
import bench_hook
bench_hook.fill(Path({store!r}), {size}, time.time(), dense={dense})
"""

_CHILD = """
import io, json, os, shutil, statistics, sys, tempfile, time
from pathlib import Path
work = tempfile.mkdtemp()
store = shutil.copytree({store!r}, work + "/p")
os.environ["COGNIMEM_HOME"] = work + "/home"
sys.path.insert(0, {tree!r})
from cognition.claude_code.hooks import run_hook

prompts, cpu = {prompts!r}, []
real = sys.stdout
for i in range({n}):
    payload = {{"session_id": f"ab-{{i}}", "cwd": store, "hook_event_name": "UserPromptSubmit",
               "prompt": prompts[i % len(prompts)]}}
    sys.stdin = io.TextIOWrapper(io.BytesIO(json.dumps(payload).encode()))
    sys.stdout = io.TextIOWrapper(io.BytesIO())
    c = time.process_time()
    run_hook(["prompt", "--dry-run"])
    cpu.append(time.process_time() - c)
    sys.stdout = real
log = Path(work) / "home" / "logs" / "hooks.log"
failed = [x for x in log.read_text().splitlines() if " error: " in x] if log.exists() else []
shutil.rmtree(work)
if failed:  # a hook that failed fast would look cheap
    sys.exit("the hook failed: " + failed[0])
print(json.dumps(statistics.median(cpu[1:]) * 1000))
"""


def build(tree: str, store: Path, size: int, dense: bool) -> None:
    (store / ".git").mkdir(parents=True)
    code = _BUILD.format(tree=tree, store=str(store), size=size, dense=dense)
    subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": tree}, check=True)


def measure(tree: str, store: Path, prompts: list[str], n: int) -> float:
    code = _CHILD.format(tree=tree, store=str(store), prompts=prompts, n=n)
    env = {
        **os.environ,
        "PYTHONPATH": tree,
        "COGNIMEM_HOOK_TIME_BUDGET_MS": "60000",  # the work, not the budget, is measured
    }
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=store, capture_output=True, text=True, check=True
    )
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    import bench_hook
    from corpus import queries

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("base", type=Path, help="the 'before' tree")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--prompts", type=int, default=12)
    ap.add_argument("--size", type=int, default=10_000)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "ab_hook_cpu.json"))
    args = ap.parse_args()
    trees = {"before": str(args.base.resolve()), "after": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        stores = {"dense": Path(tmp) / "dense", "corpus": Path(tmp) / "corpus"}
        for name, path in stores.items():
            build(trees["before"], path, args.size, dense=name == "dense")
        prompts = {
            "dense": bench_hook.dense_queries(args.prompts),
            "corpus": queries(args.prompts),
        }
        runs: dict[tuple[str, str], list[float]] = {(t, s): [] for t in trees for s in stores}
        for r in range(args.rounds):
            for side in ("before", "after") if r % 2 == 0 else ("after", "before"):
                for s, path in stores.items():
                    ms = measure(trees[side], path, prompts[s], args.prompts)
                    runs[(side, s)].append(ms)
                    print(f"round {r + 1} {side:>6} {s:>6}: {ms:.1f} ms CPU/prompt", flush=True)
    rows = {}
    for s in stores:
        before = statistics.median(runs[("before", s)])
        after = statistics.median(runs[("after", s)])
        rows[s] = {"before_ms": round(before, 2), "after_ms": round(after, 2)}
        rows[s]["ratio"] = round(after / before, 2)
        print(f"{s}: before {before:.1f} ms, after {after:.1f} ms, ratio {after / before:.2f}x")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"base": trees["before"], "stores": rows}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
