"""The project store's backends side by side: writes/s with 1 and 8 clients, recall p50/p95, at
a store of --size memories (10K by default), for

- sqlite:      SQLite in-process (the public async API, `open_memory`);
- pg:          PostgreSQL in-process (the same API, `COGNIMEM_STORE_URL`);
- sqlite-http: the team server on the SQLite store, through the MCP SDK's HTTP client;
- pg-http:     the team server on the PostgreSQL store, the same way.

Eight clients are eight `open_memory` systems in one process (each with its connection and
its vector index, as eight processes would have: another's commit makes each reload it), or
eight MCP sessions with the server (one process, whose tool calls take turns). The targets take turns, round after round (A/B
alternated: this machine is shared, compare ratios within one run, not milliseconds). Each
round writes new, distinct notes; the recall queries are corpus.queries, reinforce off
in-process (the `recall` tool records what it returns, as it does for every client).

Run from the project root:
    python benchmarks/bench_backends.py [--size 10000] [--rounds 3] [--pg-url URL] [--bulk]
Without --pg-url a throwaway PostgreSQL is started (initdb + pg_ctl, tests/support/postgres.py).
Writes benchmarks/results/bench_backends.json and prints the table.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from corpus import notes, queries  # noqa: E402

from cognition import open_memory  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "bench_backends.json"
VENV_BIN = Path(sys.executable).parent
TARGETS = ("sqlite", "pg", "sqlite-http", "pg-http")
CLIENTS = 8


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1)))]


def fresh_notes(tag: str, n: int, seed: int) -> list[dict[str, Any]]:
    """n notes no store holds yet (a marker per note: never a restatement of another)."""
    out = notes(n, seed=seed)
    for i, item in enumerate(out):
        item["content"] = f"{item['content']} [{tag}-{i}]"
    return out


# -- in-process --------------------------------------------------------------------------


async def prefill(project: Path, env: dict[str, str], size: int, bulk: bool) -> float:
    """Fill the store with `size` corpus notes: through the API (each note a remember, linked),
    or in bulk through the data layer's plans (bench_recall.fill: no links; 100K through the
    API takes ~17 min on PostgreSQL). Either way both backends are filled the same way."""
    t0 = time.perf_counter()
    if bulk:
        from bench_recall import fill

        url = env.get("COGNIMEM_STORE_URL", "")
        db: Path | str = url or project / ".cognimem" / "memory.db"
        if not url:
            from layers.location import ensure_store_dir

            ensure_store_dir(project / ".cognimem")
        await asyncio.to_thread(fill, db, size, time.time() - size * 60.0)
    async with open_memory(project, env=env) as mem:  # bulk: merge keys filed, as a first open does
        if not bulk:
            for item in notes(size):
                await mem.remember(**item)
        await mem.flush()
    return time.perf_counter() - t0


async def inproc_writes(project: Path, env: dict[str, str], batches: list[list[dict]]) -> float:
    """Writes/s of len(batches) systems writing at once, each its batch."""
    systems = [open_memory(project, env=env) for _ in batches]
    for mem in systems:
        await mem.open()
        await mem.recall("warm up", limit=1, reinforce=False)  # its vector index, off the clock
    try:

        async def one(mem: Any, batch: list[dict]) -> None:
            for item in batch:
                await mem.remember(**item)
            await mem.flush()

        t0 = time.perf_counter()
        await asyncio.gather(*(one(m, b) for m, b in zip(systems, batches, strict=True)))
        elapsed = time.perf_counter() - t0
    finally:
        for mem in systems:
            await mem.close()
    return sum(len(b) for b in batches) / elapsed


async def inproc_recall(project: Path, env: dict[str, str], qs: list[str]) -> list[float]:
    async with open_memory(project, env=env) as mem:
        await mem.recall("warm up", limit=10, reinforce=False)  # load the vector index
        lat = []
        for q in qs:
            t = time.perf_counter()
            await mem.recall(q, limit=10, reinforce=False)
            lat.append((time.perf_counter() - t) * 1000)
    return lat


# -- through the team server ---------------------------------------------------------------


def cognimem(project: Path, env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [str(VENV_BIN / "cognimem"), *args], cwd=project, env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(f"cognimem {' '.join(args)}: {done.stderr}")
    return done.stdout


def start_server(project: Path, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], str]:
    from bench_team_hook import free_port

    port = free_port()
    cmd = [str(VENV_BIN / "cognimem"), "serve", "--http", "--port", str(port)]
    server = subprocess.Popen(cmd, cwd=project, env=env, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    import urllib.request

    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=5):
                return server, url
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise RuntimeError("the team server did not start")


async def http_writes(url: str, token: str, batches: list[list[dict]]) -> float:
    from tests.support.team_server import mcp_client

    async def one(batch: list[dict], ready: asyncio.Event, go: asyncio.Event) -> None:
        async with mcp_client(url, token) as client:
            ready.set()
            await go.wait()
            for item in batch:
                r = await client.call_tool("remember", item)
                if r.is_error:
                    raise RuntimeError(f"remember failed: {r.content}")

    readies = [asyncio.Event() for _ in batches]
    go = asyncio.Event()
    tasks = [asyncio.ensure_future(one(b, r, go)) for b, r in zip(batches, readies, strict=True)]
    await asyncio.gather(*(r.wait() for r in readies))  # sessions set up before the clock
    t0 = time.perf_counter()
    go.set()
    await asyncio.gather(*tasks)
    return sum(len(b) for b in batches) / (time.perf_counter() - t0)


async def http_recall(url: str, token: str, qs: list[str]) -> list[float]:
    from tests.support.team_server import mcp_client

    async with mcp_client(url, token) as client:
        await client.call_tool("recall", {"query": "warm up", "limit": 10})
        lat = []
        for q in qs:
            t = time.perf_counter()
            r = await client.call_tool("recall", {"query": q, "limit": 10})
            lat.append((time.perf_counter() - t) * 1000)
            if r.is_error:
                raise RuntimeError(f"recall failed: {r.content}")
    return lat


# -- the run -------------------------------------------------------------------------------


def pg_database(pg_url: str) -> tuple[str, Callable[[], None]]:
    """A fresh database on the server pg_url reaches (or a throwaway server's)."""
    from tests.support.postgres import PgServer, _start

    stop: Callable[[], None] = lambda: None  # noqa: E731
    if not pg_url:
        throwaway, pg_url = _start()
        stop = throwaway.stop
    return PgServer(pg_url).new_database(), stop


async def one_round(
    target: str, where: dict[str, Any], n: int, qs: list[str], seed: int
) -> dict[str, Any]:
    project, env = where["project"], where["env"]
    single = [fresh_notes(f"{target}-{seed}-1", n, seed)]
    many = [fresh_notes(f"{target}-{seed}-8-{c}", n // CLIENTS, seed + c) for c in range(CLIENTS)]
    if target.endswith("http"):
        url, token = where["url"], where["token"]
        w1 = await http_writes(url, token, single)
        w8 = await http_writes(url, token, many)
        lat = await http_recall(url, token, qs)
    else:
        w1 = await inproc_writes(project, env, single)
        w8 = await inproc_writes(project, env, many)
        lat = await inproc_recall(project, env, qs)
    return {"writes_1": w1, "writes_8": w8, "p50": pct(lat, 0.5), "p95": pct(lat, 0.95)}


def setup(tmp: Path, size: int, pg_url: str, bulk: bool) -> dict[str, dict[str, Any]]:
    stores: dict[str, dict[str, Any]] = {}
    for backend, url in (("sqlite", ""), ("pg", pg_url)):
        project = tmp / backend
        (project / ".git").mkdir(parents=True)
        env = {**os.environ, "COGNIMEM_HOME": str(tmp / f"home-{backend}")}
        env["COGNIMEM_STORE_URL"] = url
        took = asyncio.run(prefill(project, env, size, bulk))
        how = "in bulk" if bulk else "through the API"
        print(f"prefilled {size} memories on {backend} {how} in {took:.0f} s", flush=True)
        token_out = cognimem(project, env, "token", "create", "bench", "--json")
        server, server_url = start_server(project, env)
        where = {"project": project, "env": env, "prefill_s": took, "server": server}
        stores[backend] = where
        stores[f"{backend}-http"] = {
            **where,
            "url": server_url,
            "token": json.loads(token_out)["token"],
        }
    return stores


def summarize(rounds: dict[str, list[dict[str, Any]]]) -> dict[str, dict[str, float]]:
    return {
        t: {k: statistics.median(r[k] for r in rs) for k in ("writes_1", "writes_8", "p50", "p95")}
        for t, rs in rounds.items()
    }


def table(summary: dict[str, dict[str, float]], size: int) -> str:
    base = summary["sqlite"]
    lines = [
        f"| store ({size:,} memories) | writes/s, 1 client | writes/s, 8 clients "
        f"| recall p50 ms | recall p95 ms | p50 vs sqlite |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for t, s in summary.items():
        lines.append(
            f"| {t} | {s['writes_1']:.0f} | {s['writes_8']:.0f} | {s['p50']:.1f} "
            f"| {s['p95']:.1f} | {s['p50'] / base['p50']:.1f}x |"
        )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--size", type=int, default=10_000, help="memories in each store")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--writes", type=int, default=160, help="writes per phase (8 | writes)")
    ap.add_argument("--queries", type=int, default=100, help="recalls per round")
    ap.add_argument("--pg-url", default="", help="a PostgreSQL server to create a database on")
    ap.add_argument(
        "--bulk",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="prefill through the data layer, unlinked (default: above 20,000 memories)",
    )
    ap.add_argument("--out", default=str(RESULTS))
    args = ap.parse_args()
    db, stop = pg_database(args.pg_url)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            bulk = args.size > 20_000 if args.bulk is None else args.bulk
            stores = setup(Path(tmp), args.size, db, bulk)
            try:
                rounds = run_rounds(stores, args)
            finally:
                for where in stores.values():
                    where["server"].terminate()
    finally:
        stop()
    summary = summarize(rounds)
    print(table(summary, args.size))
    out = {
        "size": args.size,
        "bulk_prefill": args.size > 20_000 if args.bulk is None else args.bulk,
        "rounds": args.rounds,
        "writes_per_phase": args.writes,
        "queries": args.queries,
        "machine": platform.platform(),
        "cpus": os.cpu_count(),
        "summary": summary,
        "per_round": rounds,
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=2))
    return 0


def run_rounds(stores: dict[str, dict[str, Any]], args: argparse.Namespace) -> dict[str, list]:
    rounds: dict[str, list[dict[str, Any]]] = {t: [] for t in TARGETS}
    qs = queries(args.queries)
    for r in range(args.rounds):
        order = TARGETS if r % 2 == 0 else tuple(reversed(TARGETS))  # A/B alternated
        for t in order:
            step: Awaitable[dict[str, Any]] = one_round(t, stores[t], args.writes, qs, 100 * r + 1)
            rounds[t].append(asyncio.run(step))
            print(f"round {r + 1} {t}: {rounds[t][-1]}", flush=True)
    return rounds


if __name__ == "__main__":
    sys.exit(main())
