"""Drives the peer sage-memory in-process, inside the peer's own virtual environment.

Run by benchmarks/compare_peers.py with the peer venv's python, never imported by cognimem:

    <peer venv>/bin/python benchmarks/peer_runner.py COMMAND < request.json > answer.json

Standard library plus `sage_memory` only. One JSON request on stdin, one JSON answer on stdout
(anything the peer prints goes to stderr). The peer is called through the same functions its MCP
tools call (`sage_memory.server.HANDLERS`): `store.store` for sage_memory_store and
`search.search` for sage_memory_search, with their defaults unless the request says otherwise.
Its databases are pointed at temporary folders: the project store through
`db.override_project_root(<dir>)` (<dir>/.sage-memory/memory.db) and the global one through
HOME (~/.sage-memory/memory.db), which the caller sets to a temporary folder.

Commands:
  info    the peer's version, its active embedder and what its default search does
  fill    {"project", "items": [{"content", "tags"}]} -> stores every item, timed
  bench   {"project", "writes": [...], "queries": [...], "limit"} -> after one untimed warm-up
          search, one timed search per query, then the timed writes
  locomo  {"data", "workdir", "limit"} -> one fresh project store per conversation; for every
          question, the ranked LoCoMo memory ids each result stands for
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
from collections import defaultdict
from pathlib import Path


def _peer():
    from sage_memory import db, search, store

    return db, store, search


def _point_at(project: str) -> None:
    db, _, _ = _peer()
    db.close_all()
    root = Path(project)
    root.mkdir(parents=True, exist_ok=True)
    db.override_project_root(root)


def _store_all(items: list[dict]) -> tuple[list[str | None], dict[str, int]]:
    """Store items in order; the id each ended up as (a duplicate answers with the existing id,
    content under 10 characters is refused: None)."""
    _, store, _ = _peer()
    ids: list[str | None] = []
    counts = {"stored": 0, "duplicates": 0, "rejected": 0}
    for it in items:
        r = store.store(content=it["content"], tags=it.get("tags") or None)
        if r.get("success"):
            counts["stored"] += 1
            ids.append(r["id"])
        elif r.get("id"):
            counts["duplicates"] += 1
            ids.append(r["id"])
        else:
            counts["rejected"] += 1
            ids.append(None)
    return ids, counts


def _search(query: str, limit: int, strategy: str | None) -> list[str]:
    _, _, search = _peer()
    kwargs = {"query": query, "limit": limit}
    if strategy:
        kwargs["strategy"] = strategy
    return [r["id"] for r in search.search(**kwargs)["results"]]


def cmd_info(req: dict) -> dict:
    import sqlite3
    from importlib.metadata import version

    from sage_memory import embedder as emb
    from sage_memory import search as s
    from sage_memory import store as st

    e = emb.get_embedder()
    threshold = getattr(s, "_VEC_QUALITY_THRESHOLD", None)
    vectors_used = threshold is not None and e.quality >= threshold
    return {
        "version": version("sage-memory"),
        "python": sys.version.split()[0],
        "sqlite": sqlite3.sqlite_version,
        "embedder": {"name": e.name, "version": e.version, "dim": e.dim, "quality": e.quality},
        "vector_quality_threshold": threshold,
        "write_embeds": st._embedder_meets_threshold(e),
        "default_search": {
            "strategy": "hybrid",
            "channels": ["bm25", "vector", "graph"],
            "limit": 5,
            "vectors_used": vectors_used,
            "effective": (
                "FTS5 BM25 + graph proximity (empty without entities); the vector "
                "channel is off because the default local embedder's quality "
                f"{e.quality} is below {threshold}"
            )
            if not vectors_used
            else "hybrid",
        },
    }


def cmd_fill(req: dict) -> dict:
    db, _, _ = _peer()
    _point_at(req["project"])
    t0 = time.perf_counter()
    _, counts = _store_all(req["items"])
    seconds = time.perf_counter() - t0
    db.close_all()  # checkpoints the WAL so the folder can be copied
    return {**counts, "seconds": seconds}


def cmd_bench(req: dict) -> dict:
    db, _, search = _peer()
    _point_at(req["project"])
    limit, strategy = int(req.get("limit", 10)), req.get("strategy")
    _search("warm up the index", limit, strategy)  # opens the stores, as a running server has
    lat: list[float] = []
    found = 0
    for q in req["queries"]:  # on the N memories of the copied store
        t = time.perf_counter()
        ids = _search(q, limit, strategy)
        lat.append((time.perf_counter() - t) * 1000.0)
        found += bool(ids)
    search.flush_all_access()
    t0 = time.perf_counter()
    _, counts = _store_all(req["writes"])  # then the writes, on top of them
    write_s = time.perf_counter() - t0
    vec_rows = db.get_project_db().execute("SELECT COUNT(*) FROM memories_vec").fetchone()[0]
    db.close_all()
    n = len(req["writes"])
    return {
        **counts,
        "writes": n,
        "write_seconds": write_s,
        "writes_per_s": n / write_s if write_s > 0 else None,
        "latencies_ms": lat,
        "queries_with_results": found,
        "vectors_stored": vec_rows,
    }


def cmd_locomo(req: dict) -> dict:
    db, _, _ = _peer()
    data, work = Path(req["data"]), Path(req["workdir"])
    limit, strategy = int(req.get("limit", 10)), req.get("strategy")
    mems: dict[str, list[dict]] = defaultdict(list)
    with (data / "memories.jsonl").open() as fh:
        for line in fh:
            m = json.loads(line)
            mems[m["conv"]].append(m)
    qs: dict[str, list[dict]] = defaultdict(list)
    with (data / "queries.jsonl").open() as fh:
        for line in fh:
            q = json.loads(line)
            qs[q["conv"]].append(q)
    out: list[dict] = []
    totals = {"stored": 0, "duplicates": 0, "rejected": 0}
    load_s = query_s = 0.0
    for conv, items in mems.items():
        _point_at(str(work / conv))
        t0 = time.perf_counter()
        ids, counts = _store_all([{"content": m["text"]} for m in items])
        load_s += time.perf_counter() - t0
        for k, v in counts.items():
            totals[k] += v
        stands_for: dict[str, list[str]] = defaultdict(list)
        for pid, m in zip(ids, items, strict=True):
            if pid is not None:
                stands_for[pid].append(m["id"])
        for q in qs.get(conv, []):
            t0 = time.perf_counter()
            ranked = _search(q["question"], limit, strategy)
            query_s += time.perf_counter() - t0
            out.append({"qid": q["qid"], "ranked": [stands_for.get(i, []) for i in ranked]})
        db.close_all()
    return {**totals, "questions": out, "load_seconds": load_s, "query_seconds": query_s}


COMMANDS = {"info": cmd_info, "fill": cmd_fill, "bench": cmd_bench, "locomo": cmd_locomo}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in COMMANDS:
        print(f"usage: peer_runner.py {{{'|'.join(COMMANDS)}}} < request.json", file=sys.stderr)
        return 2
    raw = sys.stdin.read()
    req = json.loads(raw) if raw.strip() else {}
    real_stdout = sys.stdout
    with contextlib.redirect_stdout(sys.stderr):  # the peer's own prints never corrupt the answer
        answer = COMMANDS[argv[0]](req)
    real_stdout.write(json.dumps(answer))
    real_stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
