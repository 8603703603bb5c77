"""cognimem side by side with the peer sage-memory (PyPI, pinned), on the same data and machine.

    python benchmarks/compare_peers.py [--sizes 1000,10000] [--repeats 3] [--skip-locomo]
                                       [--skip-install] [--cache DIR] [--only both|cognimem|peer]

The peer is installed into its own virtual environment under the cache folder (default
~/.cache/cognimem-bench/sage-memory-0.13.2) and driven in-process there by
benchmarks/peer_runner.py (JSON over stdin/stdout). It needs a Python whose sqlite3 can load
extensions (it loads sqlite-vec); when the default one cannot, the system /usr/bin/python3 is
tried. When no usable Python or no network is available, the peer side is skipped with a message.

Per store size N (same seeded corpus from benchmarks/corpus.py, same queries, same k=10), after
one untimed warm-up search on a running instance:
  - recall p50/p95: one search per query on the N memories (cognimem `recall(reinforce=False)`,
    hybrid + cognitive ranking; the peer's `search` in its default mode, which its MCP tool calls);
  - writes/s: then `writes` new memories on top of the N, through each engine's public write
    path (cognimem `remember`, the peer's `store`);
  - fresh process: the cost a hook pays, one whole process per search: `cognimem hook prompt`
    with a payload, a minimal `python -c` sync-path recall, and for the peer a `python -c` that
    imports it and runs one search; beside them each interpreter's bare start-up (floor).
Each store of N memories is filled once through the public write path, then copied for every
repeat. Reported values are medians over the repeats; ratios are cognimem / peer within one run.
Then LoCoMo (../shared/eval/locomo-dev; skipped when absent): one fresh store per conversation,
scored with eval_locomo.metrics (R@5, R@10, MRR, nDCG@10), cognimem in its default configuration
and the peer in its default mode. Writes benchmarks/results/compare_peers.json.
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

import eval_locomo  # noqa: E402
from bench_hook import sample  # noqa: E402  (wall and CPU ms of one fresh process)
from corpus import notes, queries  # noqa: E402

from cognition import open_memory  # noqa: E402

PEER, PEER_VERSION = "sage-memory", "0.13.2"
DEFAULT_CACHE = Path.home() / ".cache" / "cognimem-bench"
RUNNER = ROOT / "benchmarks" / "peer_runner.py"
RESULTS = ROOT / "benchmarks" / "results" / "compare_peers.json"
VENV_BIN = Path(sys.executable).parent
LIMIT = 10
# Targets, stated at the largest size (10K in a full run).
T_RECALL_RATIO, T_WRITES_RATIO, T_FRESH_RATIO = 1.0, 10.0, 0.35

EXT_CHECK = (
    "import sqlite3, sys; c = sqlite3.connect(':memory:'); "
    "sys.exit(0 if sys.version_info >= (3, 11) and hasattr(c, 'enable_load_extension') else 3)"
)
VENV_CHECK = "import venv, ensurepip"
FLOOR = "import sqlite3, json"
# A hook-sized cognimem recall on the standard sqlite3 module (the prompt hook's path, without its
# gate, rendering and event write).
SYNC_RECALL = """\
import sys, time
from cognition.config import Settings
from cognition.claude_code.hooks.prompt import vector_hits
from layers.connection import connect_sync
from layers.location import project_root, project_store_path
from layers.plan import run
from surface.recall import RecallRequest, recall_plan
root = project_root(sys.argv[1])
s = Settings.load(root)
conn = connect_sync(project_store_path(root), create=False)
q = sys.argv[2]
hits = run(conn, recall_plan(RecallRequest(q, limit=10), s.recall, s.decay, time.time(),
                             vector_hits(conn, q, s)))
print(len(hits))
"""
# The peer has no hook; this is the least a hook built on it would do.
PEER_SEARCH = """\
import sys
from pathlib import Path
from sage_memory.db import override_project_root
from sage_memory.search import search
override_project_root(Path(sys.argv[1]))
print(len(search(query=sys.argv[2], limit=10)["results"]))
"""


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# -- the peer's environment -------------------------------------------------------------------


def _ok(cmd: list[str], timeout: float = 60) -> bool:
    try:
        return subprocess.run(cmd, capture_output=True, timeout=timeout).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def base_candidates() -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    for c in (
        getattr(sys, "_base_executable", None),
        sys.executable,
        shutil.which("python3"),
        "/usr/bin/python3",
    ):
        if c and Path(c).exists():
            real = os.path.realpath(c)
            if real not in seen:
                seen.add(real)
                out.append(c)
    return out


def pick_base_python() -> tuple[str | None, str]:
    """A Python >= 3.11 whose sqlite3 loads extensions and that can make a venv; else why not."""
    no_ext, no_venv = [], []
    for py in base_candidates():
        if not _ok([py, "-c", EXT_CHECK]):
            no_ext.append(py)
        elif not _ok([py, "-c", VENV_CHECK]):
            no_venv.append(py)
        else:
            return py, ""
    why = []
    if no_ext:
        why.append(f"sqlite3 cannot load extensions (or Python < 3.11) in: {', '.join(no_ext)}")
    if no_venv:
        why.append(
            f"no venv/ensurepip in: {', '.join(no_venv)} (on Debian: apt-get install -y python3-venv)"
        )
    return None, "; ".join(why) or "no python3 found"


def peer_env(home: Path) -> dict[str, str]:
    """The peer's free path: no LLM or embedding API keys, none of its settings, a private HOME."""
    env = {
        k: v for k, v in os.environ.items() if not (k.endswith("_API_KEY") or k.startswith("SAGE_"))
    }
    env["HOME"] = str(home)
    env.pop("PYTHONPATH", None)
    return env


def peer_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def peer_installed(venv: Path) -> bool:
    py = peer_python(venv)
    if not py.exists():
        return False
    try:
        r = subprocess.run(
            [
                str(py),
                "-c",
                "from importlib.metadata import version; print(version('sage-memory'))",
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return (
        r.returncode == 0 and r.stdout.strip() == PEER_VERSION and _ok([str(py), "-c", EXT_CHECK])
    )


def ensure_peer(cache: Path, install: bool) -> dict[str, Any]:
    """{"status": "ok", "venv", "python"} or {"status": "skipped", "reason"}."""
    venv = cache / f"{PEER}-{PEER_VERSION}"
    if peer_installed(venv):
        return {"status": "ok", "venv": str(venv), "python": str(peer_python(venv))}
    if not install:
        return {
            "status": "skipped",
            "reason": f"no {PEER} {PEER_VERSION} venv at {venv} (--skip-install); run once "
            "without --skip-install to create it",
        }
    base, why = pick_base_python()
    if base is None:
        return {
            "status": "skipped",
            "reason": f"{PEER} needs a Python whose sqlite3 can load extensions: {why}",
        }
    log(f"installing {PEER}=={PEER_VERSION} into {venv} (with {base}) ...")
    if venv.exists():
        shutil.rmtree(venv)
    cache.mkdir(parents=True, exist_ok=True)
    steps = [
        [base, "-m", "venv", str(venv)],
        [
            str(peer_python(venv)),
            "-m",
            "pip",
            "install",
            "-q",
            "--disable-pip-version-check",
            f"{PEER}=={PEER_VERSION}",
        ],
    ]
    for cmd in steps:
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        except (OSError, subprocess.SubprocessError) as exc:
            return {"status": "skipped", "reason": f"{' '.join(cmd[:3])} failed: {exc}"}
        if r.returncode != 0:
            tail = " ".join(r.stderr.strip().splitlines()[-3:])[-500:]
            return {
                "status": "skipped",
                "reason": f"{' '.join(cmd[:4])} exited {r.returncode}: {tail}",
            }
    if not peer_installed(venv):
        return {"status": "skipped", "reason": f"{PEER} installed into {venv} but does not import"}
    return {
        "status": "ok",
        "venv": str(venv),
        "python": str(peer_python(venv)),
        "installed_with": base,
    }


class Peer:
    def __init__(self, python: str, home: Path) -> None:
        self.python, self.home = python, home
        home.mkdir(parents=True, exist_ok=True)

    @property
    def env(self) -> dict[str, str]:
        return peer_env(self.home)

    def call(self, cmd: str, req: dict[str, Any], timeout: float = 3600) -> dict[str, Any]:
        r = subprocess.run(
            [self.python, str(RUNNER), cmd],
            input=json.dumps(req),
            text=True,
            capture_output=True,
            env=self.env,
            cwd=str(self.home),
            timeout=timeout,
        )
        if r.returncode != 0:
            raise RuntimeError(f"peer_runner {cmd} exited {r.returncode}: {r.stderr[-1500:]}")
        return json.loads(r.stdout)


# -- cognimem in-process ----------------------------------------------------------------------


def cog_env(home: Path) -> dict[str, str]:
    return {"COGNIMEM_HOME": str(home)}


async def cog_fill(project: Path, items: list[dict], home: Path) -> float:
    (project / ".git").mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    async with open_memory(project, env=cog_env(home)) as mem:
        for it in items:
            await mem.remember(**it)
    return time.perf_counter() - t0


async def cog_bench(project: Path, writes: list[dict], qs: list[str], home: Path) -> dict[str, Any]:
    async with open_memory(project, env=cog_env(home)) as mem:
        await mem.recall("warm up the index", limit=LIMIT, reinforce=False)
        lat, found = [], 0
        for q in qs:  # on the N memories of the copied store
            t = time.perf_counter()
            hits = await mem.recall(q, limit=LIMIT, reinforce=False)
            lat.append((time.perf_counter() - t) * 1000.0)
            found += bool(hits)
        t0 = time.perf_counter()
        for it in writes:  # then the writes, on top of them
            await mem.remember(**it)
        await mem.flush()  # their deferred neighbour links count as part of the writes
        write_s = time.perf_counter() - t0
    return {
        "writes": len(writes),
        "write_seconds": write_s,
        "writes_per_s": len(writes) / write_s if write_s > 0 else None,
        "latencies_ms": lat,
        "queries_with_results": found,
    }


# -- statistics -------------------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(p * (len(ordered) - 1))))]


def summarize_bench(b: dict[str, Any]) -> dict[str, Any]:
    lat = b.pop("latencies_ms")
    return {**b, "recall_p50_ms": statistics.median(lat), "recall_p95_ms": pct(lat, 0.95)}


def med(values: list[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return statistics.median(vals) if vals else None


# -- fresh processes --------------------------------------------------------------------------


def fresh_variants(
    cog_project: Path | None, peer_project: Path | None, peer: Peer | None, cog_home: Path
) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    if cog_project is not None:
        env = {**os.environ, "COGNIMEM_HOME": str(cog_home)}
        for k in ("CLAUDE_PROJECT_DIR", "COGNIMEM_DISABLE_HOOKS"):
            env.pop(k, None)
        hook = VENV_BIN / "cognimem"
        if hook.exists():
            out["cog_hook"] = {
                "cmd": [str(hook), "hook", "prompt"],
                "env": env,
                "cwd": cog_project,
                "payload": True,
            }
        out["cog_sync"] = {
            "cmd": [sys.executable, "-c", SYNC_RECALL, str(cog_project)],
            "env": env,
            "cwd": cog_project,
            "arg": True,
        }
        out["cog_floor"] = {"cmd": [sys.executable, "-c", FLOOR], "env": env, "cwd": cog_project}
    if peer is not None and peer_project is not None:
        out["peer_search"] = {
            "cmd": [peer.python, "-c", PEER_SEARCH, str(peer_project)],
            "env": peer.env,
            "cwd": peer_project,
            "arg": True,
        }
        out["peer_floor"] = {
            "cmd": [peer.python, "-c", FLOOR],
            "env": peer.env,
            "cwd": peer_project,
        }
    return out


def measure_fresh(variants: dict[str, dict[str, Any]], prompts: list[str]) -> dict[str, Any]:
    """Interleaved samples (same noise for all variants): p50/p95 wall and CPU per variant."""
    wall: dict[str, list[float]] = {k: [] for k in variants}
    cpu: dict[str, list[float]] = {k: [] for k in variants}
    answered: dict[str, int] = {k: 0 for k in variants}
    for i, prompt in enumerate(prompts):
        for name, v in variants.items():
            cmd, payload = list(v["cmd"]), None
            if v.get("arg"):
                cmd.append(prompt)
            if v.get("payload"):
                payload = json.dumps(
                    {
                        "session_id": f"bench-{i}",
                        "cwd": str(v["cwd"]),
                        "hook_event_name": "UserPromptSubmit",
                        "prompt": prompt,
                    }
                ).encode()
            ms, c, out = sample(cmd, payload, v["env"], v["cwd"], timeout=120)
            wall[name].append(ms)
            cpu[name].append(c)
            text = out.decode(errors="replace").strip()
            if name == "cog_hook" and text:
                json.loads(text)  # the hook prints valid JSON or nothing
            answered[name] += bool(text and text != "0")
    return {
        name: {
            "p50_ms": statistics.median(wall[name]),
            "p95_ms": pct(wall[name], 0.95),
            "cpu_p50_ms": statistics.median(cpu[name]),
            "answered": answered[name],
            "samples": len(wall[name]),
        }
        for name in variants
    }


# -- LoCoMo -----------------------------------------------------------------------------------


def aggregate(per_question: list[tuple[str, dict[str, float]]]) -> dict[str, dict[str, float]]:
    """The same averaging as eval_locomo.evaluate: per category and ALL."""
    cats: dict[str, list[dict[str, float]]] = {}
    for cat, row in per_question:
        cats.setdefault(cat, []).append(row)
        cats.setdefault("ALL", []).append(row)
    return {
        cat: {k: sum(r[k] for r in rows) / len(rows) for k in rows[0]} | {"n": len(rows)}
        for cat, rows in cats.items()
    }


def run_locomo(data: Path, peer: Peer | None, work: Path, cognimem: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"data": str(data)}
    if cognimem:
        log("LoCoMo: cognimem (default configuration, hash embedder) ...")
        t0 = time.perf_counter()
        out["cognimem"] = asyncio.run(eval_locomo.evaluate(data, "hash", ["full"]))["full"]
        out["cognimem_seconds"] = time.perf_counter() - t0
    if peer is not None:
        log("LoCoMo: peer (default search mode) ...")
        _, qs = eval_locomo.load(data)
        gold = {q["qid"]: (set(q["evidence"]), q["category"]) for v in qs.values() for q in v}
        t0 = time.perf_counter()
        ans = peer.call(
            "locomo", {"data": str(data), "workdir": str(work / "peer-locomo"), "limit": LIMIT}
        )
        out["peer_seconds"] = time.perf_counter() - t0
        rows = []
        for q in ans["questions"]:
            evidence, category = gold[q["qid"]]
            rows.append(
                (category, eval_locomo.metrics([set(ids) for ids in q["ranked"]], evidence))
            )
        out["peer"] = aggregate(rows)
        out["peer_store"] = {
            k: ans[k] for k in ("stored", "duplicates", "rejected", "load_seconds", "query_seconds")
        }
    return out


# -- the run ----------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    mem: dict[str, str] = {}
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("MemTotal", "MemAvailable"):
                mem[key] = value.strip()
    except OSError:
        pass
    import sqlite3

    return {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "memory": mem,
        "python": sys.version.split()[0],
        "sqlite": sqlite3.sqlite_version,
        "loadavg": list(os.getloadavg()),
    }


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def build_rows(result: dict[str, Any]) -> list[dict[str, Any]]:
    rows = []

    def add(metric: str, size: str, cog: float | None, peer: float | None, better: str) -> None:
        rows.append(
            {
                "metric": metric,
                "size": size,
                "cognimem": cog,
                "peer": peer,
                "ratio": ratio(cog, peer),
                "better": better,
            }
        )

    for size, r in result["sizes"].items():
        c, p = r.get("cognimem") or {}, r.get("peer") or {}
        cf, pf = c.get("fresh") or {}, p.get("fresh") or {}
        add("writes/s", size, c.get("writes_per_s"), p.get("writes_per_s"), "higher")
        add("recall p50 ms", size, c.get("recall_p50_ms"), p.get("recall_p50_ms"), "lower")
        add("recall p95 ms", size, c.get("recall_p95_ms"), p.get("recall_p95_ms"), "lower")
        add(
            "fresh hook p50 ms",
            size,
            cf.get("cog_hook_p50_ms"),
            pf.get("peer_search_p50_ms"),
            "lower",
        )
        add(
            "fresh sync recall p50 ms",
            size,
            cf.get("cog_sync_p50_ms"),
            pf.get("peer_search_p50_ms"),
            "lower",
        )
        add(
            "fresh hook cpu p50 ms",
            size,
            cf.get("cog_hook_cpu_p50_ms"),
            pf.get("peer_search_cpu_p50_ms"),
            "lower",
        )
        add(
            "python floor p50 ms",
            size,
            cf.get("cog_floor_p50_ms"),
            pf.get("peer_floor_p50_ms"),
            "lower",
        )
    loc = result.get("locomo") or {}
    if loc.get("cognimem") or loc.get("peer"):
        for k in ("R@5", "R@10", "MRR", "nDCG@10"):
            add(
                f"LoCoMo {k}",
                "dev",
                (loc.get("cognimem") or {}).get("ALL", {}).get(k),
                (loc.get("peer") or {}).get("ALL", {}).get(k),
                "higher",
            )
    return rows


def judge(result: dict[str, Any]) -> list[dict[str, Any]]:
    big = str(max(int(s) for s in result["sizes"]))
    rows = {(r["metric"], r["size"]): r for r in result["rows"]}
    specs = [
        (
            "recall p50 ms",
            f"cognimem recall p50 at {big} <= the peer's (keyword-only) search p50",
            lambda x: x <= T_RECALL_RATIO,
            f"<= {T_RECALL_RATIO}x",
        ),
        (
            "writes/s",
            f"cognimem writes/s at {big} >= {T_WRITES_RATIO:.0f}x the peer's",
            lambda x: x >= T_WRITES_RATIO,
            f">= {T_WRITES_RATIO}x",
        ),
        (
            "fresh hook p50 ms",
            f"cognimem fresh-process hook at {big} <= {T_FRESH_RATIO}x the peer's "
            "fresh-process search",
            lambda x: x <= T_FRESH_RATIO,
            f"<= {T_FRESH_RATIO}x",
        ),
    ]
    out = []
    for metric, text, ok, need in specs:
        r = rows.get((metric, big))
        x = r["ratio"] if r else None
        out.append(
            {
                "target": text,
                "need": need,
                "ratio": x,
                "result": "SKIP" if x is None else ("PASS" if ok(x) else "MISS"),
            }
        )
    return out


def fmt(v: float | None) -> str:
    if v is None:
        return "-"
    if abs(v) >= 100:
        return f"{v:.0f}"
    if abs(v) >= 1:
        return f"{v:.2f}"
    return f"{v:.3f}"


def print_table(result: dict[str, Any]) -> None:
    print(f"\n{'metric':<26} {'size':>6} {'cognimem':>10} {PEER:>12} {'cog/peer':>9}  better")
    for r in result["rows"]:
        size = (
            r["size"]
            if r["size"] == "dev"
            else f"{int(r['size']) // 1000}K"
            if int(r["size"]) >= 1000
            else r["size"]
        )
        x = f"{r['ratio']:.2f}x" if r["ratio"] is not None else "-"
        print(
            f"{r['metric']:<26} {size:>6} {fmt(r['cognimem']):>10} {fmt(r['peer']):>12} {x:>9}  {r['better']}"
        )
    print()
    for t in result["targets"]:
        x = f"{t['ratio']:.2f}x" if t["ratio"] is not None else "n/a"
        print(f"{t['result']}: {t['target']} (ratio {x}, need {t['need']})")


def copy_store(src: Path, dst: Path) -> Path:
    if dst.exists():
        shutil.rmtree(dst)
    shutil.copytree(src, dst)
    return dst


def run(args: argparse.Namespace) -> dict[str, Any]:
    sizes = [int(s) for s in str(args.sizes).split(",") if s.strip()]
    do_cog, do_peer = args.only in ("both", "cognimem"), args.only in ("both", "peer")
    result: dict[str, Any] = {
        "peer": {"name": PEER, "version": PEER_VERSION, "status": "not run"},
        "args": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
        "machine": machine(),
        "sizes": {},
        "locomo": None,
    }
    work = Path(tempfile.mkdtemp(prefix="cognimem-compare-"))
    try:
        peer: Peer | None = None
        if do_peer:
            setup = ensure_peer(Path(args.cache).expanduser(), install=not args.skip_install)
            result["peer"].update(setup)
            if setup["status"] == "ok":
                peer = Peer(setup["python"], work / "peer-home")
                result["peer"]["info"] = peer.call("info", {})
            else:
                log(f"peer skipped: {setup['reason']}")
        if do_cog:
            for package in (
                "cognition",
                "layers",
                "decay",
                "surface",
            ):  # fresh bytecode, as a wheel has
                compileall.compile_dir(ROOT / package, quiet=1)
        cog_home = work / "cog-home"
        snaps: dict[tuple[str, int], Path] = {}
        for size in sizes:
            corpus = notes(size + args.writes)
            if do_cog:
                snap = work / "snap" / f"cog{size}"
                secs = asyncio.run(cog_fill(snap, corpus[:size], cog_home))
                log(f"cognimem: filled {size} memories through remember in {secs:.1f} s")
                snaps[("cog", size)] = snap
                result["sizes"].setdefault(str(size), {}).setdefault("cognimem", {})[
                    "fill_seconds"
                ] = secs
            if peer is not None:
                snap = work / "snap" / f"peer{size}"
                ans = peer.call("fill", {"project": str(snap), "items": _peer_items(corpus[:size])})
                log(f"{PEER}: filled {size} memories through store in {ans['seconds']:.1f} s")
                snaps[("peer", size)] = snap
                result["sizes"].setdefault(str(size), {}).setdefault("peer", {})["fill_seconds"] = (
                    ans["seconds"]
                )
        reps: dict[tuple[str, int], list[dict[str, Any]]] = {}
        fresh: dict[int, list[dict[str, Any]]] = {s: [] for s in sizes}
        qs = queries(args.queries)
        for rep in range(args.repeats):
            for size in sizes:
                writes = notes(size + args.writes)[size:]
                engines = ["cog", "peer"] if rep % 2 == 0 else ["peer", "cog"]
                for eng in engines:
                    if (eng, size) not in snaps:
                        continue
                    project = copy_store(snaps[(eng, size)], work / "run" / f"{eng}{size}")
                    if eng == "cog":
                        b = asyncio.run(cog_bench(project, writes, qs, cog_home))
                    else:
                        b = peer.call(
                            "bench",
                            {
                                "project": str(project),
                                "writes": _peer_items(writes),
                                "queries": qs,
                                "limit": LIMIT,
                                "strategy": args.peer_strategy,
                            },
                        )
                    b = summarize_bench(b)
                    reps.setdefault((eng, size), []).append(b)
                    log(
                        f"repeat {rep + 1}/{args.repeats} {eng:>4} @{size}: {b['writes_per_s']:.0f} writes/s, "
                        f"recall p50 {b['recall_p50_ms']:.2f} ms, p95 {b['recall_p95_ms']:.2f} ms"
                    )
                if args.fresh_samples > 0:
                    cog_p = (
                        copy_store(snaps[("cog", size)], work / "fresh" / f"cog{size}")
                        if ("cog", size) in snaps
                        else None
                    )
                    peer_p = (
                        copy_store(snaps[("peer", size)], work / "fresh" / f"peer{size}")
                        if ("peer", size) in snaps
                        else None
                    )
                    variants = fresh_variants(cog_p, peer_p, peer, cog_home)
                    if not variants:
                        continue
                    prompts = [
                        qs[(rep * args.fresh_samples + i) % len(qs)]
                        for i in range(args.fresh_samples)
                    ]
                    f = measure_fresh(variants, prompts)
                    fresh[size].append(f)
                    log(
                        f"repeat {rep + 1}/{args.repeats} fresh @{size}: "
                        + ", ".join(f"{k} {v['p50_ms']:.0f} ms" for k, v in f.items())
                    )
        for size in sizes:
            for eng, key in (("cog", "cognimem"), ("peer", "peer")):
                runs = reps.get((eng, size))
                if not runs:
                    continue
                entry = result["sizes"][str(size)][key]
                for m in ("writes_per_s", "recall_p50_ms", "recall_p95_ms"):
                    entry[m] = med([r[m] for r in runs])
                entry["repeats"] = runs
                prefix = "cog_" if eng == "cog" else "peer_"
                fr: dict[str, Any] = {}
                for name in {n for f in fresh[size] for n in f if n.startswith(prefix)}:
                    for stat in ("p50_ms", "p95_ms", "cpu_p50_ms"):
                        fr[f"{name}_{stat}"] = med(
                            [f[name][stat] for f in fresh[size] if name in f]
                        )
                    fr[f"{name}_answered"] = sum(
                        f[name]["answered"] for f in fresh[size] if name in f
                    )
                    fr[f"{name}_samples"] = sum(
                        f[name]["samples"] for f in fresh[size] if name in f
                    )
                entry["fresh"] = fr
        if not args.skip_locomo:
            data = Path(args.data)
            if (data / "memories.jsonl").exists():
                result["locomo"] = run_locomo(data, peer, work, do_cog)
            else:
                log(f"LoCoMo skipped: no data at {data}")
                result["locomo"] = {"skipped": f"no data at {data}"}
        result["machine"]["loadavg_end"] = list(os.getloadavg())
        result["rows"] = build_rows(result)
        result["targets"] = judge(result) if result["sizes"] else []
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _peer_items(items: list[dict]) -> list[dict]:
    """The peer has no layer or importance: it gets the same content and tags."""
    return [{"content": it["content"], "tags": it["tags"]} for it in items]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--sizes", default="1000,10000", help="comma-separated store sizes")
    ap.add_argument("--repeats", type=int, default=3, help="repeats; medians are reported")
    ap.add_argument("--writes", type=int, default=1000, help="timed writes per size and repeat")
    ap.add_argument("--queries", type=int, default=200, help="timed searches per size and repeat")
    ap.add_argument(
        "--fresh-samples",
        type=int,
        default=10,
        help="fresh-process samples per variant, size and repeat (0: skip)",
    )
    ap.add_argument("--skip-locomo", action="store_true", help="skip the LoCoMo comparison")
    ap.add_argument(
        "--skip-install",
        action="store_true",
        help="use an existing peer venv only (skip the peer when there is none)",
    )
    ap.add_argument(
        "--cache",
        default=str(DEFAULT_CACHE),
        help=f"folder of the peer venv (default {DEFAULT_CACHE})",
    )
    ap.add_argument("--only", choices=("both", "cognimem", "peer"), default="both")
    ap.add_argument(
        "--peer-strategy",
        default=None,
        help="the peer's search strategy (default: its own default)",
    )
    ap.add_argument("--data", default=str(eval_locomo.DEFAULT_DATA), help="LoCoMo folder")
    ap.add_argument(
        "--self-test",
        action="store_true",
        help="cognimem only, tiny sizes, no LoCoMo: checks the harness in seconds",
    )
    ap.add_argument("--out", default=str(RESULTS))
    args = ap.parse_args(argv)
    if args.self_test:
        args.only, args.sizes, args.repeats, args.skip_locomo = "cognimem", "50", 1, True
        args.writes, args.queries, args.fresh_samples = 20, 10, 1
    t0 = time.perf_counter()
    result = run(args)
    result["seconds"] = time.perf_counter() - t0
    print_table(result)
    if result["peer"]["status"] == "skipped":
        print(f"\npeer skipped: {result['peer']['reason']}")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"\n{result['seconds']:.0f} s; wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
