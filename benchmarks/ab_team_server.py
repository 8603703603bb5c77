"""A/B: the team server on a SQLite store, from two source trees at once: the round trip of
/v1/surface (token check + the prompt hook's gated recall) from a warm client, alternated
request by request between the two servers.

Run from the project root:
    python benchmarks/ab_team_server.py BASE_TREE [--n 200] [--size 2000]
BASE_TREE is another checkout of this repository (e.g. `git worktree add /tmp/base main`);
the other side is this tree. Both servers use this interpreter and its packages, each with
PYTHONPATH at its tree, and each serves its own copy of the same filled store. Only the
ratios within one run mean anything on a shared machine. Writes
benchmarks/results/ab_team_server.json.
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
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from bench_hook import fill, pct  # noqa: E402
from bench_team_hook import free_port, round_trip, token  # noqa: E402
from corpus import queries  # noqa: E402


def serve(tree: Path, project: Path, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    cmd = [sys.executable, "-m", "server", "--http", "--port", str(port)]
    server = subprocess.Popen(
        cmd, cwd=project, env={**env, "PYTHONPATH": str(tree)}, stderr=subprocess.DEVNULL
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=5):
                return server, url
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise RuntimeError(f"the server of {tree} did not start")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("base", type=Path, help="the 'before' tree")
    ap.add_argument("--n", type=int, default=200, help="requests per side")
    ap.add_argument("--size", type=int, default=2_000, help="memories in the store")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "ab_team_server.json"))
    args = ap.parse_args()
    trees = {"before": args.base.resolve(), "after": ROOT}
    times: dict[str, list[float]] = {"before": [], "after": []}
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "COGNIMEM_HOME": str(Path(tmp) / "home"), "COGNIMEM_STORE_URL": ""}
        first = Path(tmp) / "before"
        (first / ".git").mkdir(parents=True)
        fill(first, args.size, time.time())
        shutil.copytree(first, Path(tmp) / "after")
        servers = {}
        try:
            for side, tree in trees.items():
                project = Path(tmp) / side
                servers[side] = (*serve(tree, project, env), token(project, env))
            prompts = queries(args.n)
            for i, prompt in enumerate(prompts):
                for side in ("before", "after") if i % 2 == 0 else ("after", "before"):
                    _proc, url, secret = servers[side]
                    times[side].append(round_trip(url, secret, prompt))
        finally:
            for proc, _url, _secret in servers.values():
                proc.terminate()
    out = {
        side: {"p50_ms": statistics.median(v), "p95_ms": pct(v, 0.95)} for side, v in times.items()
    }
    out["ratio_p50"] = {"after/before": out["after"]["p50_ms"] / out["before"]["p50_ms"]}
    print(json.dumps(out, indent=2))
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
