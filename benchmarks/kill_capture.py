"""kill -9 the capture worker at random moments, rerun it, and count lost and doubled lessons.

Run from the project root:  python benchmarks/kill_capture.py [--runs 40] [--seed 1]
Each run: a fresh project and home; the worker starts on tests/fixtures/synthetic_session.jsonl
and gets SIGKILL after a delay drawn uniformly from [0, 1.2 x an uninterrupted run's time]
(some kills land after it finished); then it runs again to the end. Every run must end with
exactly the memories, activation counts included, of an uninterrupted run, no `merged` events,
and an empty journal. Writes benchmarks/results/kill_capture.json.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from contextlib import closing
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSCRIPT = ROOT / "tests" / "fixtures" / "synthetic_session.jsonl"


def start(project: Path, home: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "COGNIMEM_HOME": str(home)}
    env.pop("CLAUDE_PROJECT_DIR", None)
    env.pop("COGNIMEM_TEST_KILL_AT", None)
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cognition.claude_code.hooks.capture_worker",
            "--transcript",
            str(TRANSCRIPT),
            "--session",
            "k",
            "--cwd",
            str(project),
            "--event",
            "session-end",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def state(project: Path, home: Path) -> tuple[list[tuple], int, int]:
    """(memories of both stores, merged events, journal entries left)."""
    out, merged, left = [], 0, 0
    for scope, path in (
        ("project", project / ".cognimem" / "memory.db"),
        ("global", home / "global.db"),
    ):
        if not path.exists():
            continue
        with closing(sqlite3.connect(path)) as conn:
            if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'memory'").fetchone():
                continue  # killed while the store was being set up
            out += [
                (scope, *r)
                for r in conn.execute(
                    "SELECT layer, content, activation_count FROM memory ORDER BY layer, content"
                )
            ]
            merged += conn.execute("SELECT count(*) FROM event WHERE kind = 'merged'").fetchone()[0]
            if scope == "project":
                left = conn.execute(
                    "SELECT count(*) FROM meta WHERE key LIKE 'capture-pending:%'"
                ).fetchone()[0]
    return sorted(out), merged, left


def fresh(base: Path, name: str) -> tuple[Path, Path]:
    project, home = base / name / "proj", base / name / "home"
    (project / ".git").mkdir(parents=True)
    return project, home


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="kill-capture-") as tmp:
        base = Path(tmp)
        project, home = fresh(base, "reference")
        t0 = time.perf_counter()
        start(project, home).wait()
        full_s = time.perf_counter() - t0
        reference, _, _ = state(project, home)
        runs = []
        for n in range(args.runs):
            project, home = fresh(base, f"run{n}")
            delay = rng.uniform(0, 1.2 * full_s)
            proc = start(project, home)
            time.sleep(delay)
            proc.send_signal(signal.SIGKILL)
            code = proc.wait()
            after_kill, _, pending = state(project, home)
            start(project, home).wait()
            final, merged, left = state(project, home)
            lost = len([m for m in reference if m not in final])
            extra = len([m for m in final if m not in reference])
            runs.append(
                {
                    "delay_s": round(delay, 3),
                    "killed": code == -signal.SIGKILL,
                    "stored_before_kill": len(after_kill),
                    "pending_after_kill": pending,
                    "lost": lost,
                    "extra": extra,
                    "merged": merged,
                    "journal_left": left,
                }
            )
            print(
                f"run {n}: kill at {delay:.2f} s ({'killed' if code == -signal.SIGKILL else 'done'}), "
                f"{len(after_kill)} stored, {pending} pending -> lost {lost}, extra {extra}, "
                f"merged {merged}",
                flush=True,
            )
    killed = [r for r in runs if r["killed"]]
    summary = {
        "runs": len(runs),
        "killed_mid_run": len(killed),
        "killed_with_lessons_pending": sum(r["pending_after_kill"] > 0 for r in killed),
        "killed_before_any_store": sum(r["stored_before_kill"] == 0 for r in killed),
        "lost": sum(r["lost"] for r in runs),
        "extra": sum(r["extra"] for r in runs),
        "merged": sum(r["merged"] for r in runs),
        "reference_memories": len(reference),
        "uninterrupted_run_s": round(full_s, 2),
        "seed": args.seed,
    }
    print(json.dumps(summary))
    out = ROOT / "benchmarks" / "results" / "kill_capture.json"
    out.write_text(json.dumps({"summary": summary, "runs": runs}, indent=1) + "\n")
    return 0 if summary["lost"] == summary["extra"] == summary["merged"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
