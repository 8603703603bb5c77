"""Benchmark the vector path: hash embedding, query embedding, index build and brute-force search.

Run from the project root:  python benchmarks/bench_vectors.py [--repeats 7] [--neural]
Targets (docs/benchmarks.md): 1K texts well under 1 s, one query < 1 ms, search 10K ~1 ms and
100K < 25 ms. Medians of repeats; these machines are noisy, so read the ratios too.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # runnable as a plain script from anywhere
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from surface import embedders  # noqa: E402
from surface.embedders import HashEmbedder, make_embedder, to_blob  # noqa: E402
from surface.vectors import VectorIndex  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results" / "bench_vectors.json"
WORDS = (
    "fix deploy staging test flaky login cache database migration timeout retry config "
    "parser token auth session user error build docker pipeline schema index query "
    "memory decay graph hook prompt budget release rollback api client server"
).split()


def median_s(fn: Callable[[], object], repeats: int, inner: int = 1) -> float:
    """Median seconds per call over repeats (each repeat averages `inner` calls)."""
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        for _ in range(inner):
            fn()
        times.append((time.perf_counter() - t) / inner)
    return statistics.median(times)


def texts(n: int, seed: int = 1) -> list[str]:
    rng = np.random.default_rng(seed)
    return [" ".join(rng.choice(WORDS, rng.integers(6, 16))) + f" #{i}" for i in range(n)]


def import_costs(stmts: list[str], repeats: int) -> list[float]:
    """Median wall time of fresh interpreters running each stmt (the hook's per-prompt cost).

    Runs alternate between the statements so machine noise hits them alike.
    """
    times: list[list[float]] = [[] for _ in stmts]
    for _ in range(repeats):
        for i, stmt in enumerate(stmts):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-c", stmt], cwd=ROOT, check=True)
            times[i].append(time.perf_counter() - t)
    return [statistics.median(ts) for ts in times]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--neural", action="store_true", help="also time sentence-transformers")
    args = ap.parse_args()
    r = args.repeats
    rows: list[tuple[str, float, float | None]] = []  # (name, seconds, target seconds)

    emb = HashEmbedder()
    docs = texts(1000)

    def cold() -> None:
        embedders._features.cache_clear()  # a fresh hook process starts with an empty cache
        emb.embed(docs)

    rows.append(("hash embed 1K texts (cold cache)", median_s(cold, r), 1.0))
    rows.append(("hash embed 1K texts (warm cache)", median_s(lambda: emb.embed(docs), r), 1.0))
    query = "why did the staging deploy fail after the database migration"

    def one_query() -> None:
        embedders._features.cache_clear()
        emb.embed([query])

    rows.append(("hash embed 1 query (cold cache)", median_s(one_query, r, inner=200), 1e-3))

    rng = np.random.default_rng(0)
    qvec = emb.embed([query])[0]
    for n in (10_000, 100_000):
        m = rng.standard_normal((n, emb.dim)).astype(np.float32)
        m /= np.linalg.norm(m, axis=1, keepdims=True)
        blobs = [(i + 1, to_blob(v)) for i, v in enumerate(m)]
        rows.append(
            (
                f"VectorIndex.from_rows {n // 1000}K",
                median_s(lambda b=blobs: VectorIndex.from_rows(b, emb.dim), r),
                None,
            )
        )
        idx = VectorIndex.from_rows(blobs, emb.dim, emb.id)
        target = 2e-3 if n == 10_000 else 25e-3
        rows.append(
            (
                f"VectorIndex.search {n // 1000}K k=10",
                median_s(lambda i=idx: i.search(qvec, 10), r, inner=20),
                target,
            )
        )
        allowed = rng.choice(idx.ids, n // 2, replace=False)
        mask = np.isin(idx.ids, allowed)
        rows.append(
            (
                f"VectorIndex.search {n // 1000}K k=10 bool mask",
                median_s(lambda i=idx, a=mask: i.search(qvec, 10, a), r, inner=20),
                None,
            )
        )
        rows.append(
            (
                f"VectorIndex.search {n // 1000}K k=10 allowed ids",
                median_s(lambda i=idx, a=allowed: i.search(qvec, 10, a), r, inner=5),
                None,
            )
        )

    numpy_only, ours = import_costs(
        [
            "import numpy",
            "import surface.embedders, surface.vectors; "
            "surface.embedders.make_embedder('hash').embed(['x'])",
        ],
        max(r, 11),
    )
    rows.append(("process: python -c 'import numpy'", numpy_only, None))
    rows.append(("process: import embedders+vectors, embed 1", ours, None))

    if args.neural:
        st = make_embedder("sentence-transformers")
        t = time.perf_counter()
        st.embed(["warm up"])
        rows.append(("sentence-transformers load + first embed", time.perf_counter() - t, None))
        rows.append(
            (
                "sentence-transformers embed 1 query",
                median_s(lambda: st.embed([query]), r, inner=10),
                None,
            )
        )
        rows.append(
            (
                "sentence-transformers embed 1K texts",
                median_s(lambda: st.embed(docs), max(1, r // 3)),
                None,
            )
        )

    print(f"{'benchmark':48} {'median':>12} {'target':>10}  ok")
    for name, s, target in rows:
        ok = "" if target is None else ("yes" if s <= target else "NO")
        tgt = "" if target is None else f"{target * 1e3:.1f} ms"
        print(f"{name:48} {s * 1e3:9.3f} ms {tgt:>10}  {ok}")
    print(f"import overhead over numpy: {(ours - numpy_only) * 1e3:.1f} ms")

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "python": platform.python_version(),
                "numpy": np.__version__,
                "machine": platform.machine(),
                "repeats": r,
                "results": [{"name": n, "median_s": s, "target_s": t} for n, s, t in rows],
            },
            indent=2,
        )
        + "\n"
    )
    print(f"wrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
