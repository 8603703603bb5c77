"""The CLI on a store of 100K memories: wall time, CPU and maximum RSS per command, each command
a fresh process, two checkouts alternated in one run.

    python benchmarks/bench_cli_scale.py [--memories 100000] [--repeats 3]
        [--code new=. --code old=/tmp/old-checkout] [--store-for old=/tmp/old-store]
        [--with-import]

The store (hash vectors, filled in bulk like bench_recall.py, then opened once through the API so
its merge keys are filed) is built once under --store and reused. Each --code is a checkout put
first on PYTHONPATH (default: this one) and byte-compiled first; the checkouts must share the
store's schema version, or each use its own copy of the store (--store-for). The floor
(`python -c "import numpy, sqlite3, json"`, also with one BLAS thread as a short command has),
`remember` (its links left to a detached linker, which the script waits for before the next
command), `remember+link` (linking before it exits:
`write.link_detached = false`), `recall` and `show` run --repeats times each, alternating the
checkouts (after one `recall` per checkout, not counted, that fills its caches); `export` of
the whole store once per checkout, and with --with-import the import of
that export into an empty project. Wall time, CPU and maximum RSS come from GNU time. Prints a table, writes
benchmarks/results/bench_cli_scale.json.
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_recall import fill  # noqa: E402

START = 1_767_225_600.0
TIME = "/usr/bin/time"  # GNU time
LAUNCH = (
    "import sys; sys.argv[0] = 'cognimem'; import cognition; "
    "from cognition.entry import main; sys.exit(main())"
)


def build(store: Path, n: int) -> Path:
    """The project folder of a store of n memories (built once; `.complete` marks it done)."""
    project = store / "project"
    if (store / ".complete").exists():
        return project
    (project / ".git").mkdir(parents=True, exist_ok=True)
    db = project / ".cognimem" / "memory.db"
    for side in ("", "-wal", "-shm"):
        Path(f"{db}{side}").unlink(missing_ok=True)
    t0 = time.perf_counter()
    fill(db, n, START)

    async def prepare() -> None:  # merge keys filed, as any first open does
        from cognition import open_memory

        async with open_memory(project, env={"COGNIMEM_HOME": str(store / "home")}) as mem:
            await mem.stats()

    asyncio.run(prepare())
    print(f"built {n} memories in {time.perf_counter() - t0:.0f} s: {db}", flush=True)
    (store / ".complete").touch()
    return project


def run_one(
    code: Path, args: list[str], cwd: Path, home: Path, extra_env: dict[str, str] | None = None
) -> dict:
    """One CLI command in a fresh process: wall s, CPU s, max RSS MB (GNU time: wait4() of a
    child forked from this big process would report this process's high-water mark).
    args == FLOOR: Python importing numpy, sqlite3 and json, nothing of cognimem."""
    env = dict(os.environ, COGNIMEM_HOME=str(home), PYTHONPATH=str(code), **(extra_env or {}))
    env.pop("CLAUDE_PROJECT_DIR", None)
    # As an installed cognimem runs: it may keep its caches beside its bytecode (the dataclass
    # methods of cognition.method_cache; the bytecode itself is compiled by check_code).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    program = ["-c", FLOOR_CODE] if args == FLOOR else ["-c", LAUNCH, *args]
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        done = subprocess.run(
            [TIME, "-f", "%e %U %S %M", "-o", report.name, sys.executable, *program],
            cwd=cwd,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed ({done.returncode}): {done.stderr[-500:]}")
        wall, user, system, rss_kb = report.read().split()[-4:]
    return {
        "wall_s": float(wall),
        "cpu_s": float(user) + float(system),
        "max_rss_mb": int(rss_kb) / 1024,
    }


FLOOR = ["(floor)"]
FLOOR_CODE = "import numpy, sqlite3, json"
LINK_HERE = {"COGNIMEM_WRITE_LINK_DETACHED": "0"}  # `remember` linking before it exits


def commands(i: int, label: str) -> dict[str, tuple[list[str], dict[str, str] | None]]:
    note = f"CLI scale note {label} {i}: the nightly job retries uploads"
    return {
        "floor": (FLOOR, None),
        # The floor as a short command starts numpy (cognition.entry.one_blas_thread).
        "floor-1blas": (FLOOR, {"OPENBLAS_NUM_THREADS": "1"}),
        "remember": (["remember", note], None),
        # Its own kind of note: a restatement of `remember`'s would merge into it (nothing new
        # to link), and which of the two a run does would depend on the order of the trees.
        "remember+link": (
            ["remember", f"CLI scale link note {label} {i}: the weekly report mails the team"],
            LINK_HERE,
        ),
        "recall": (["recall", "why does the deploy pipeline retry the upload step"], None),
        "show": (["show", "5000"], None),
    }


def linked(project: Path, timeout: float = 120.0) -> None:
    """Wait until no memory waits to be linked and no linking pass runs (a detached linker
    started by `remember`), so that the next command is measured alone."""
    import fcntl
    import sqlite3

    db = project / ".cognimem" / "memory.db"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open(f"{db}.linking", "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # waits for a pass in progress
            conn = sqlite3.connect(db)
            try:
                if conn.execute("SELECT 1 FROM link_queue LIMIT 1").fetchone() is None:
                    return
            finally:
                conn.close()
        time.sleep(0.1)
    raise RuntimeError("memories still queued for linking")


def check_code(code: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(code))
    where = subprocess.run(
        [sys.executable, "-c", "import cognition; print(cognition.__file__)"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),
    ).stdout.strip()
    if not Path(where).resolve().is_relative_to(code.resolve()):
        raise SystemExit(f"--code {code}: cognition imports from {where}, not from the checkout")
    # Byte-compiled up front: with PYTHONDONTWRITEBYTECODE set, a checkout without __pycache__
    # would compile every module in every run (~0.1 s of CPU here), and the A/B measure that.
    for package in ("cognition", "layers", "surface", "decay"):
        compileall.compile_dir(code / package, quiet=1)


def summary(samples: list[dict]) -> dict:
    return {
        key: round(statistics.median(s[key] for s in samples), 3)
        for key in ("wall_s", "cpu_s", "max_rss_mb")
    } | {"runs": len(samples)}


def report(samples: dict[tuple[str, str], list[dict]], args: argparse.Namespace) -> None:
    """Print the table so far and write it (a long run keeps what it measured)."""
    rows = [{"code": label, "command": name, **summary(s)} for (label, name), s in samples.items()]
    rows.sort(key=lambda r: (r["command"], r["code"]))
    print(f"{args.memories} memories; medians of fresh processes; load {os.getloadavg()[0]:.1f}")
    print(f"{'command':<13} {'code':<6} {'wall s':>7} {'cpu s':>6} {'max RSS MB':>11} {'runs':>5}")
    for r in rows:
        print(
            f"{r['command']:<13} {r['code']:<6} {r['wall_s']:>7.2f} {r['cpu_s']:>6.2f} "
            f"{r['max_rss_mb']:>11.1f} {r['runs']:>5}",
            flush=True,
        )
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"memories": args.memories, "rows": rows}, indent=2))


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--memories", type=int, default=100_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--store", type=Path, default=None, help="default: $TMPDIR/cognimem-cli-<n>")
    ap.add_argument("--code", action="append", default=[], help="label=checkout (repeatable)")
    ap.add_argument(
        "--store-for",
        action="append",
        default=[],
        help="label=store: that checkout's own copy of the store (one of another schema version)",
    )
    ap.add_argument("--with-import", action="store_true", help="also import the export (slow)")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "bench_cli_scale.json"))
    args = ap.parse_args()
    codes = [tuple(c.split("=", 1)) for c in args.code] or [("this", str(ROOT))]
    codes = [(label, Path(path).resolve()) for label, path in codes]
    for _, path in codes:
        check_code(path)
    store = args.store or Path(tempfile.gettempdir()) / f"cognimem-cli-{args.memories}"
    own = {label: Path(path) for label, path in (s.split("=", 1) for s in args.store_for)}
    where = {label: build(own.get(label, store), args.memories) for label, _ in codes}
    for label, code in codes:  # not counted: a checkout's first short command fills its caches
        run_one(code, commands(0, label)["recall"][0], where[label], where[label].parent / "home")
    samples: dict[tuple[str, str], list[dict]] = {}
    for i in range(args.repeats):
        for label, code in codes if i % 2 == 0 else codes[::-1]:
            project = where[label]
            home = project.parent / "home"
            for name, (argv, extra) in commands(i, label).items():
                samples.setdefault((label, name), []).append(
                    run_one(code, argv, project, home, extra)
                )
                if name == "remember":
                    linked(project)  # the detached linker's pass: not part of the next command
    report(samples, args)
    with tempfile.TemporaryDirectory() as tmp:
        for label, code in codes:
            project = where[label]
            home = project.parent / "home"
            dump = Path(tmp) / f"export-{label}.jsonl"
            samples[(label, "export")] = [
                run_one(code, ["export", "--scope", "project", "-o", str(dump)], project, home)
            ]
            report(samples, args)
            if args.with_import:  # the remembers above added a few: import exactly --memories
                first = Path(tmp) / f"first-{label}.jsonl"
                with dump.open() as src, first.open("w") as out:
                    out.writelines(itertools.islice(src, args.memories))
                target = Path(tmp) / f"import-{label}"
                (target / ".git").mkdir(parents=True)
                samples[(label, "import")] = [
                    run_one(code, ["import", str(first)], target, Path(tmp) / f"home-{label}")
                ]
                report(samples, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
