"""The prompt hook's team read, measured from a fresh process per prompt, two ways:

- cache:    the team's memories in a local SQLite store the hook reads like a project store
            (what a local read cache kept fresh in the background would cost per prompt);
- endpoint: no local copy; the hook POSTs to the team server's /v1/surface (loopback) on a
            thread while it does its local work;
- both:     a local project store of the same size *and* the endpoint (the usual team setup);
- both-cache: a local project store and a local copy of the team's (read as a second store,
            the way the hook reads the global one): what "both" would cost with a cache.

Beside them, interleaved in the same run: the floor (`python -c "import numpy, sqlite3, json"`),
and the bare round trip of /v1/surface from a warm client. Compare ratios, not ms.

Run from the project root:  python benchmarks/bench_team_hook.py [--n 30] [--size 2000]
Writes benchmarks/results/bench_team_hook.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from bench_hook import FLOOR, fill, pct, sample  # noqa: E402
from corpus import queries  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "bench_team_hook.json"
VENV_BIN = Path(sys.executable).parent
HOOK = [str(VENV_BIN / "cognimem"), "hook", "prompt"]


def start_server(project: Path, env: dict[str, str], port: int) -> subprocess.Popen[bytes]:
    cmd = [str(VENV_BIN / "cognimem"), "serve", "--http", "--port", str(port)]
    server = subprocess.Popen(cmd, cwd=project, env=env, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5):
                return server
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise RuntimeError("the team server did not start")


def token(project: Path, env: dict[str, str]) -> str:
    cmd = [str(VENV_BIN / "cognimem"), "token", "create", "bench", "--scope", "read", "--json"]
    done = subprocess.run(cmd, cwd=project, env=env, capture_output=True, check=True)
    return str(json.loads(done.stdout)["token"])


def round_trip(url: str, secret: str, prompt: str) -> float:
    body = json.dumps({"prompt": prompt}).encode()
    headers = {"Authorization": f"Bearer {secret}", "Content-Type": "application/json"}
    request = urllib.request.Request(f"{url}/v1/surface", body, headers, method="POST")
    t0 = time.perf_counter()
    with urllib.request.urlopen(request, timeout=60) as resp:
        resp.read()
    return (time.perf_counter() - t0) * 1000.0


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def setup(tmp: Path, size: int, now: float) -> dict[str, Path]:
    """The team's store, a laptop with a local copy of it, one without, one with its own, and
    one with its own plus a copy of the team's as a second local store (in its own home)."""
    import shutil

    out = {}
    for name in ("team", "cache", "endpoint", "both", "both-cache"):
        p = tmp / name
        (p / ".git").mkdir(parents=True)
        if name != "endpoint":
            fill(p, size, now)
        out[name] = p
    cache_home = tmp / "cache-home"
    cache_home.mkdir()
    shutil.copy(out["team"] / ".cognimem" / "memory.db", cache_home / "global.db")
    out["cache-home"] = cache_home
    return out


def summary(times: dict[str, list[float]], answered: dict[str, int]) -> dict[str, dict]:
    floor = statistics.median(times["floor"])
    cache = statistics.median(times["cache"])
    return {
        name: {
            "p50_ms": round(statistics.median(vals), 1),
            "p95_ms": round(pct(vals, 0.95), 1),
            "ratio_to_floor_p50": round(statistics.median(vals) / floor, 2),
            "ratio_to_cache_p50": round(statistics.median(vals) / cache, 2),
            "answered_with_context": answered.get(name, 0),
        }
        for name, vals in times.items()
    }


def measure(projects: dict[str, Path], env: dict, hook_env: dict, url: str, secret: str, n: int):
    prompts = queries(n)
    names = ("floor", "cache", "endpoint", "both", "both-cache", "round-trip")
    times: dict[str, list[float]] = {k: [] for k in names}
    answered: dict[str, int] = {}
    for i in range(n):
        for name in names:  # interleaved: the same noise for every variant
            if name == "floor":
                times[name].append(sample(FLOOR, None, env, projects["team"])[0])
                continue
            if name == "round-trip":
                times[name].append(round_trip(url, secret, prompts[i]))
                continue
            payload = {
                "session_id": f"b{i}-{name}",
                "cwd": str(projects[name]),
                "prompt": prompts[i],
            }
            run_env = {
                "cache": env,
                "both-cache": {**env, "COGNIMEM_HOME": str(projects["cache-home"])},
            }.get(name, hook_env)
            ms, _cpu, out = sample(HOOK, json.dumps(payload).encode(), run_env, projects[name])
            times[name].append(ms)
            answered[name] = answered.get(name, 0) + bool(out.strip())
    return summary(times, answered)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=30, help="samples per variant")
    parser.add_argument("--size", type=int, default=2000, help="memories in each store")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        env = {**os.environ, "COGNIMEM_HOME": str(tmp_path / "home")}
        env.pop("CLAUDE_PROJECT_DIR", None)
        env["COGNIMEM_HOOK_TIME_BUDGET_MS"] = "60000"  # measure the work, not the cut-off
        projects = setup(tmp_path, args.size, time.time())
        secret, port = token(projects["team"], env), free_port()
        url = f"http://127.0.0.1:{port}"
        hook_env = {**env, "COGNIMEM_TEAM_URL": url, "COGNIMEM_TEAM_TOKEN": secret}
        hook_env["COGNIMEM_TEAM_TIMEOUT_MS"] = "60000"
        server = start_server(projects["team"], env, port)
        try:
            rows = measure(projects, env, hook_env, url, secret, args.n)
        finally:
            server.terminate()
            server.wait(timeout=30)
    print(f"{'variant':<11} {'p50 ms':>8} {'p95 ms':>8} {'x floor':>8} {'x cache':>8} {'ctx':>4}")
    for name, r in rows.items():
        print(
            f"{name:<11} {r['p50_ms']:>8.1f} {r['p95_ms']:>8.1f} {r['ratio_to_floor_p50']:>8.2f} "
            f"{r['ratio_to_cache_p50']:>8.2f} {r['answered_with_context']:>4}"
        )
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    meta = {"python": platform.python_version(), "cpus": os.cpu_count()}
    meta["loadavg"] = os.getloadavg()
    RESULTS.write_text(
        json.dumps({"n": args.n, "size": args.size, "variants": rows, **meta}, indent=2) + "\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
