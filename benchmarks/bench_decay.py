"""Benchmark the decay pass: `assess_many` on 100K rows, and a dry-run pass over a 100K store.

Run from the project root:  python benchmarks/bench_decay.py [--n 100000] [--repeats 5]
Target (docs/benchmarks.md): a pass over 100K memories in <= 2 s.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # runnable as a plain script from anywhere
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from decay.activation import DAY  # noqa: E402
from decay.maintenance import decay_pass  # noqa: E402
from decay.params import DecayParams  # noqa: E402
from decay.rules import assess_many  # noqa: E402
from layers.connection import connect_sync  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "bench_decay.json"
NOW = 1_800_000_000.0
TARGET_S = 2.0
LAYERS = ("fact", "experience", "decision")


def synthetic(n: int, seed: int = 7) -> dict[str, np.ndarray]:
    """Columns of a plausible store: mostly single-use, a long tail of frequent memories."""
    rng = np.random.default_rng(seed)
    age_days = rng.uniform(0.0, 400.0, n)
    created = NOW - age_days * DAY
    last = created + rng.uniform(0.0, 1.0, n) ** 3 * age_days * DAY  # most idle since creation
    return {
        "id": np.arange(1, n + 1),
        "layer": rng.integers(0, len(LAYERS), n),
        "importance": rng.integers(1, 6, n),
        "intensity": np.round(rng.beta(1.2, 4.0, n), 3),
        "pinned": (rng.random(n) < 0.02).astype(np.int64),
        "n": rng.geometric(0.5, n).astype(np.float64),  # >= 1, half single-use
        "created": created,
        "last": last,
    }


def state_rows(c: dict[str, np.ndarray]) -> list[tuple]:
    layers = [LAYERS[i] for i in c["layer"].tolist()]
    return list(
        zip(
            c["id"].tolist(),
            layers,
            c["importance"].tolist(),
            c["intensity"].tolist(),
            c["pinned"].tolist(),
            c["n"].tolist(),
            c["created"].tolist(),
            c["last"].tolist(),
            strict=True,
        )
    )


def build_store(path: Path, rows: list[tuple]) -> None:
    conn = connect_sync(path, migrate_now=NOW)
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO memory(id, layer, content, importance, intensity, pinned, activation_count, "
        "created_at, last_activated, content_hash, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            (i, layer, f"synthetic memory {i}", imp, a, pin, n, created, last, f"h{i}", created)
            for i, layer, imp, a, pin, n, created, last in rows
        ),
    )
    conn.execute("COMMIT")
    conn.close()


def timed(fn: Callable[[], object], repeats: int) -> tuple[float, list[float], object]:
    times, out = [], None
    for _ in range(repeats):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), times, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    params = DecayParams()

    rows = state_rows(synthetic(args.n))
    assess_s, assess_all, verdicts = timed(lambda: assess_many(rows, NOW, params), args.repeats)
    n_archive = sum(v.archive for v in verdicts)

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.db"
        t = time.perf_counter()
        build_store(path, rows)
        build_s = time.perf_counter() - t
        conn = connect_sync(path, create=False)
        try:
            dry_s, dry_all, report = timed(
                lambda: decay_pass(conn, NOW, params, dry_run=True), args.repeats
            )
            # One real pass for scale: archives every candidate in a single write transaction.
            t = time.perf_counter()
            real = decay_pass(conn, NOW, params, dry_run=False)
            real_s = time.perf_counter() - t
        finally:
            conn.close()
    assert report.to_archive == real.archived_ids, "dry run and real run disagree"

    result = {
        "n": args.n,
        "repeats": args.repeats,
        "would_archive": n_archive,
        "assess_many_median_s": assess_s,
        "assess_many_runs_s": assess_all,
        "dry_pass_median_s": dry_s,
        "dry_pass_runs_s": dry_all,
        "real_pass_once_s": real_s,
        "archived": len(real.archived_ids),
        "store_build_s": build_s,
        "target_s": TARGET_S,
        "meets_target": dry_s <= TARGET_S,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "machine": platform.machine(),
    }
    print(f"decay benchmark, {args.n:,} memories ({n_archive:,} to archive)")
    print(f"  {'step':<34}{'seconds':>10}")
    med = f"(median of {args.repeats})"
    print(f"  {'assess_many ' + med:<34}{assess_s:>10.3f}")
    print(f"  {'decay_pass dry run ' + med:<34}{dry_s:>10.3f}")
    print(f"  {'decay_pass real run (once)':<34}{real_s:>10.3f}")
    print(f"  {'store build (setup, not timed)':<34}{build_s:>10.3f}")
    verdict = "OK" if result["meets_target"] else "MISSED"
    print(f"  target: dry pass <= {TARGET_S:.1f} s -> {verdict}")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(f"  wrote {RESULTS.relative_to(ROOT)}")
    return 0 if result["meets_target"] else 1


if __name__ == "__main__":
    sys.exit(main())
