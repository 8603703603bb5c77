"""Retrieval quality on LoCoMo (dev split by default), through the same recall path the tools use.

    python benchmarks/eval_locomo.py [--data DIR] [--embedder hash|sentence-transformers|none]
                                     [--configs full,bm25,...] [--one-shot] [--out FILE]

One fresh store per conversation; every memory is created at its `created_at` (injected clock);
every question goes through `MemorySystem.recall`. Prints R@5, R@10, MRR and nDCG@10 per category
and ALL for each configuration of the ablation, and writes JSON. The data is CC BY-NC: it is read
from ../shared/eval/locomo-dev (or --data) and never copied into this repository.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import math
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cognition import open_memory  # noqa: E402
from cognition.config import EmbedderParams, Settings  # noqa: E402
from surface.timetext import parse_when  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "eval" / "locomo-dev"
OFF = {
    "use_vectors": False,
    "use_activation": False,
    "use_graph": False,
    "use_context": False,
    "w_time": 0.0,
}
# Each row switches one more component on, so its contribution shows as a difference.
CONFIGS: dict[str, dict] = {
    "bm25": OFF,
    "+vectors": {**OFF, "use_vectors": True},
    "+activation": {**OFF, "use_vectors": True, "use_activation": True},
    "+graph": {**OFF, "use_vectors": True, "use_activation": True, "use_graph": True},
    "+context": {
        **OFF,
        "use_vectors": True,
        "use_activation": True,
        "use_graph": True,
        "use_context": True,
    },
    "full": {},
}


class CachedEmbedder:
    """Embeds every memory and question in large batches up front (identical vectors, far
    faster for a neural model than one call per remember)."""

    def __init__(self, inner, texts: list[str], cache_dir: Path | None = None) -> None:
        import hashlib

        import numpy as np

        self.inner, self.id, self.dim = inner, inner.id, inner.dim
        unique = list(dict.fromkeys(texts))
        key = hashlib.sha256(("\x00".join(unique) + inner.id).encode()).hexdigest()[:16]
        path = (
            cache_dir / f"{inner.id.replace(':', '_').replace('/', '_')}-{key}.npy"
            if cache_dir
            else None
        )
        if path is not None and path.exists():
            vecs = np.load(path)
        else:
            vecs = (
                inner.embed(unique)
                if unique and inner.dim
                else np.zeros((len(unique), 0), "float32")
            )
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
                np.save(path, vecs)
        self.cache = {t: v for t, v in zip(unique, vecs, strict=False)}

    def embed(self, texts: list[str]):
        import numpy as np

        missing = [t for t in texts if t not in self.cache]
        if missing:
            for t, v in zip(missing, self.inner.embed(missing), strict=True):
                self.cache[t] = v
        return (
            np.stack([self.cache[t] for t in texts])
            if texts
            else np.zeros((0, self.dim), "float32")
        )


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def load(data: Path) -> tuple[dict[str, list[dict]], dict[str, list[dict]]]:
    mems: dict[str, list[dict]] = defaultdict(list)
    qs: dict[str, list[dict]] = defaultdict(list)
    with (data / "memories.jsonl").open() as fh:
        for line in fh:
            m = json.loads(line)
            mems[m["conv"]].append(m)
    with (data / "queries.jsonl").open() as fh:
        for line in fh:
            q = json.loads(line)
            qs[q["conv"]].append(q)
    return mems, qs


def metrics(ranked: list[set[str]], gold: set[str]) -> dict[str, float]:
    """ranked: for each result position, the evidence ids that memory stands for."""

    def recall_at(k: int) -> float:
        found = set().union(*ranked[:k]) if ranked[:k] else set()
        return len(found & gold) / len(gold)

    mrr = next((1.0 / (i + 1) for i, ids in enumerate(ranked) if ids & gold), 0.0)
    dcg, seen = 0.0, set()
    for i, ids in enumerate(ranked[:10]):
        new = (ids & gold) - seen
        if new:
            dcg += 1.0 / math.log2(i + 2)
            seen |= new
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(len(gold), 10)))
    return {"R@5": recall_at(5), "R@10": recall_at(10), "MRR": mrr, "nDCG@10": dcg / ideal}


def parse_sets(pairs: list[str]) -> dict[str, object]:
    """--set recall.alpha=0.3 style overrides (section defaults to recall)."""
    out: dict[str, object] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        out[key if "." in key else f"recall.{key}"] = value
    return out


async def evaluate(
    data: Path,
    embedder: str,
    configs: list[str],
    overrides: dict[str, object] | None = None,
    cache_dir: Path | None = None,
    one_shot: bool = False,
    meanings: bool = False,
) -> dict[str, dict]:
    mems, qs = load(data)
    base = Settings.load(None, env={}, overrides=overrides)
    base = dataclasses.replace(base, embedder=EmbedderParams(name=embedder))
    per_config: dict[str, dict[str, list[dict]]] = {c: defaultdict(list) for c in configs}
    from surface.embedders import make_embedder

    texts = [m["text"] for items in mems.values() for m in items] + [
        q["question"] for v in qs.values() for q in v
    ]
    shared = CachedEmbedder(make_embedder(embedder), texts, cache_dir)
    with tempfile.TemporaryDirectory() as tmp:
        for conv, items in mems.items():
            project = Path(tmp) / conv
            (project / ".git").mkdir(parents=True)
            clock = Clock()
            env = {"COGNIMEM_HOME": str(Path(tmp) / "home")}
            async with open_memory(project, settings=base, clock=clock, env=env) as mem:
                mem.vectors.embedder = shared
                stands_for: dict[int, set[str]] = defaultdict(set)
                for m in items:
                    clock.t = parse_when(m["created_at"])
                    r = await mem.remember(
                        m["text"],
                        layer="experience",
                        source="import",
                        session_id=f"{conv}:S{m['session']}",
                    )
                    stands_for[r.memory.id].add(m["id"])
                clock.t = max(parse_when(m["created_at"]) for m in items) + 3600
                if meanings:  # as the MCP server and the linker leave a store after writes
                    await mem.flush()
                    await mem.index_meanings()
                if one_shot:  # search as a CLI process does: no index, the vector file
                    await mem.flush()
                    mem.vectors.keep = False
                    (await mem.stores.get("project")).index = None
                for name in configs:
                    recall = dataclasses.replace(base.recall, **CONFIGS[name])
                    mem.settings = dataclasses.replace(base, recall=recall)
                    for q in qs.get(conv, []):
                        hits = await mem.recall(q["question"], limit=10, reinforce=False)
                        ranked = [stands_for[h.memory.id] for h in hits]
                        row = metrics(ranked, set(q["evidence"]))
                        per_config[name][q["category"]].append(row)
                        per_config[name]["ALL"].append(row)
    out: dict[str, dict] = {}
    for name, cats in per_config.items():
        out[name] = {
            cat: {k: sum(r[k] for r in rows) / len(rows) for k in rows[0]} | {"n": len(rows)}
            for cat, rows in cats.items()
        }
    return out


def print_tables(results: dict[str, dict]) -> None:
    first = next(iter(results.values()))
    cats = [c for c in ("single-hop", "multi-hop", "temporal", "open-domain") if c in first] + [
        "ALL"
    ]
    print(f"\n{'config':<12} " + " ".join(f"{c[:11]:>11}" for c in cats) + "   (R@10)")
    for name, res in results.items():
        print(f"{name:<12} " + " ".join(f"{res[c]['R@10']:>11.3f}" for c in cats))
    print(f"\n{'config':<12} {'R@5':>7} {'R@10':>7} {'MRR':>7} {'nDCG@10':>8}   (ALL)")
    for name, res in results.items():
        a = res["ALL"]
        print(
            f"{name:<12} {a['R@5']:>7.3f} {a['R@10']:>7.3f} {a['MRR']:>7.3f} {a['nDCG@10']:>8.3f}"
        )


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--data", default=str(DEFAULT_DATA), help="folder with memories.jsonl and queries.jsonl"
    )
    ap.add_argument(
        "--embedder", default="hash", help="hash (default) | sentence-transformers | none"
    )
    ap.add_argument(
        "--configs",
        default=",".join(CONFIGS),
        help="comma-separated subset of: " + ", ".join(CONFIGS),
    )
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override a setting, e.g. --set alpha=0.3 (recall section by default)",
    )
    ap.add_argument(
        "--cache",
        default=None,
        metavar="DIR",
        help="keep the embeddings of the data here between runs (for sweeps)",
    )
    ap.add_argument(
        "--one-shot",
        action="store_true",
        help="search as a one-shot CLI process does (the vector file, no loaded index)",
    )
    ap.add_argument(
        "--meanings",
        action="store_true",
        help="compute the memories' sentence-model meanings before searching (the semantic "
        "extra; surface.semantic)",
    )
    ap.add_argument(
        "--out",
        default=None,
        help="JSON output (default benchmarks/results/eval_locomo_<embedder>.json)",
    )
    args = ap.parse_args()
    data = Path(args.data)
    if not (data / "memories.jsonl").exists():
        print(f"skipped: no LoCoMo data at {data} (pass --data DIR)", file=sys.stderr)
        return 0
    configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    unknown = set(configs) - set(CONFIGS)
    if unknown:
        print(
            f"error: unknown configs {sorted(unknown)}; known: {', '.join(CONFIGS)}",
            file=sys.stderr,
        )
        return 2
    t0 = time.perf_counter()
    results = asyncio.run(
        evaluate(
            data,
            args.embedder,
            configs,
            parse_sets(args.set),
            Path(args.cache) if args.cache else None,
            args.one_shot,
            args.meanings,
        )
    )
    print_tables(results)
    print(f"\n{time.perf_counter() - t0:.1f} s, embedder {args.embedder}")
    out = Path(args.out or ROOT / "benchmarks" / "results" / f"eval_locomo_{args.embedder}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(
        json.dumps({"embedder": args.embedder, "data": str(data), "results": results}, indent=2)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
