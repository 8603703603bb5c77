"""Benchmark MCP server start-up: spawn -> `initialize` answered, as Claude Code sees it.

Each run spawns a fresh server process on a temp git project (with its own COGNIMEM_HOME) through
the SDK's stdio client, times the initialize handshake, then the first tool call (which imports
the engine and opens the store) and a second one (warm), and shuts the process down.

Run from the project root:  python benchmarks/bench_server_start.py [--n 20]
Target: p50 spawn -> initialize <= 1 s. Writes benchmarks/results/bench_server_start.json.
The same run also times `python -c pass` and `python -c "import mcp.server.mcpserver"`: on a
noisy machine compare the ratio to the bare SDK import rather than the absolute figures.
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
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "bench_server_start.json"
TARGET_P50_S = 1.0
VENV_BIN = Path(sys.executable).parent


def commands() -> dict[str, list[str]]:
    out = {"python server.py": [sys.executable, str(ROOT / "server.py")]}
    if (VENV_BIN / "cognimem").exists():
        out["cognimem serve"] = [str(VENV_BIN / "cognimem"), "serve"]
    return out


async def one_run(command: list[str], project: Path, home: Path, errlog) -> dict[str, float]:
    params = StdioServerParameters(
        command=command[0], args=command[1:], cwd=str(project), env={"COGNIMEM_HOME": str(home)}
    )
    t0 = time.perf_counter()
    client = Client(stdio_client(params, errlog=errlog), mode="legacy")
    async with client:
        t_init = time.perf_counter()
        await client.list_tools()
        t_list = time.perf_counter()
        first = await client.call_tool("recall", {"query": "how do we deploy"})
        t_first = time.perf_counter()
        second = await client.call_tool("recall", {"query": "release process"})
        t_second = time.perf_counter()
    assert not first.is_error and not second.is_error, (first.content, second.content)
    return {
        "initialize_s": t_init - t0,
        "list_tools_s": t_list - t_init,
        "first_call_s": t_first - t_list,
        "warm_call_s": t_second - t_first,
    }


def baseline_s(code: str) -> float:
    """Wall time of `python -c code`: the floor a server process cannot go below."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, stdin=subprocess.DEVNULL)
    return time.perf_counter() - t0


BASELINES = {"python -c pass": "pass", "import mcp.server.mcpserver": "import mcp.server.mcpserver"}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def summarise(runs: list[dict[str, float]]) -> dict[str, dict[str, float]]:
    out = {}
    for key in runs[0]:
        vals = [r[key] for r in runs]
        out[key] = {
            "p50": statistics.median(vals),
            "p95": pct(vals, 0.95),
            "min": min(vals),
            "max": max(vals),
        }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20, help="spawns per command")
    args = parser.parse_args()

    results: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp, open(os.devnull, "w") as errlog:
        for label, command in commands().items():
            runs = []
            for i in range(args.n + 1):  # the first run warms the OS file cache; not counted
                project = Path(tmp) / f"{label.split()[0]}-{i}"
                (project / ".git").mkdir(parents=True)
                run = anyio.run(one_run, command, project, Path(tmp) / "home", errlog)
                if i:
                    runs.append(run)
            results[label] = {
                "command": command[1:] if label.startswith("python") else command,
                "n": args.n,
                **summarise(runs),
            }
        floors = {}
        for label, code in BASELINES.items():  # same run, same load: compare ratios
            times = [baseline_s(code) for _ in range(args.n)]
            floors[label] = {
                "p50": statistics.median(times),
                "p95": pct(times, 0.95),
                "min": min(times),
                "max": max(times),
            }

    print(f"{'command':<18} {'metric':<28} {'p50 ms':>8} {'p95 ms':>8} {'min ms':>8} {'max ms':>8}")
    for label, res in results.items():
        for key in ("initialize_s", "list_tools_s", "first_call_s", "warm_call_s"):
            s = res[key]
            print(
                f"{label:<18} {key[:-2]:<28} {s['p50'] * 1e3:8.0f} {s['p95'] * 1e3:8.0f} "
                f"{s['min'] * 1e3:8.0f} {s['max'] * 1e3:8.0f}"
            )
    for label, f in floors.items():
        print(
            f"{'baseline':<18} {label:<28} {f['p50'] * 1e3:8.0f} {f['p95'] * 1e3:8.0f} "
            f"{f['min'] * 1e3:8.0f} {f['max'] * 1e3:8.0f}"
        )
    sdk = floors["import mcp.server.mcpserver"]["p50"]
    for label, res in results.items():
        res["initialize_over_sdk_import"] = res["initialize_s"]["p50"] / sdk
        print(
            f"{label}: initialize p50 = {res['initialize_over_sdk_import']:.2f} x the bare SDK import"
        )
    worst = max(res["initialize_s"]["p50"] for res in results.values())
    verdict = "meets" if worst <= TARGET_P50_S else "MISSES"
    print(
        f"spawn -> initialize p50 (worst command) {worst * 1e3:.0f} ms: {verdict} the "
        f"{TARGET_P50_S:.0f} s target"
    )

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "benchmark": "bench_server_start",
                "target_p50_initialize_s": TARGET_P50_S,
                "meets_target": worst <= TARGET_P50_S,
                "python": sys.version.split()[0],
                "platform": platform.platform(),
                "cpus": os.cpu_count(),
                "load_avg_1m": os.getloadavg()[0],
                "results": results,
                "baselines": floors,
            },
            indent=2,
        )
        + "\n"
    )
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
