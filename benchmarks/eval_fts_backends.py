"""LoCoMo retrieval by full-text search alone, SQLite FTS5 (bm25) against PostgreSQL
(tsvector + ts_rank_cd), through each backend's own `fts_search` with the same match
expressions (surface.query.match_expression).

    python benchmarks/eval_fts_backends.py --store-url postgresql:///DB?host=... [--data DIR]

The PostgreSQL database must be empty and yours: its tables are created and emptied per
conversation. Every memory is stored as remember stores an experience (content, the date words
of its time as keywords). Prints R@5, R@10, MRR per backend and the R@10 difference; the data
is read from ../shared/eval/locomo-dev and never copied here.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval_locomo import DEFAULT_DATA, load, metrics  # noqa: E402

from layers.records import Memory, content_hash  # noqa: E402
from surface.query import match_expression  # noqa: E402
from surface.timetext import date_words, parse_when  # noqa: E402


def experience(text: str, at: float, session: str) -> Memory:
    return Memory(
        id=0,
        layer="experience",
        title="",
        content=text,
        tags=[],
        importance=2,
        valence=0.0,
        intensity=0.0,
        pinned=False,
        status="active",
        created_at=at,
        last_activated=at,
        activation_count=1.0,
        unused_count=0,
        valid_from=at,
        valid_to=None,
        superseded_by=None,
        source="import",
        session_id=session,
        scope="project",
        content_hash=content_hash("experience", text),
        keywords=date_words(at),
        extra={},
        updated_at=at,
    )


def sqlite_backend(folder: Path):  # type: ignore[no-untyped-def]
    from layers import queries
    from layers.connection import connect_sync
    from layers.plan import run

    def fresh(conv: str):  # type: ignore[no-untyped-def]
        return connect_sync(folder / conv / "memory.db", migrate_now=0.0)

    return fresh, run, queries


def pg_backend(url: str):  # type: ignore[no-untyped-def]
    from layers.pg import queries
    from layers.pg.connection import connect_sync
    from layers.pg.plan import run

    def fresh(conv: str):  # type: ignore[no-untyped-def]
        conn = connect_sync(url, migrate_now=0.0)
        conn.execute("TRUNCATE memory RESTART IDENTITY CASCADE")
        return conn

    return fresh, run, queries


def store_all(q, items: list[dict], stands_for: dict[int, str]):  # type: ignore[no-untyped-def]
    """One plan storing a conversation's turns; notes which turn each new id stands for."""
    for m in items:
        at = parse_when(m["created_at"])
        new_id = yield from q.insert_memory(
            experience(m["text"], at, f"{m['conv']}:S{m['session']}")
        )
        stands_for[new_id] = m["id"]


def evaluate(data: Path, url: str) -> dict[str, dict[str, float]]:
    mems, qs = load(data)
    rows: dict[str, list[dict[str, float]]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        backends = {"sqlite": sqlite_backend(Path(tmp)), "postgresql": pg_backend(url)}
        for name, (fresh, run, q) in backends.items():
            for conv, items in mems.items():
                conn = fresh(conv)
                stands_for: dict[int, str] = {}

                run(conn, store_all(q, items, stands_for), write=True)
                for question in qs.get(conv, []):
                    match = match_expression(question["question"])
                    hits = run(conn, q.fts_search(match, 10)) if match else []
                    ranked = [{stands_for[i]} for i, _ in hits]
                    rows[name].append(metrics(ranked, set(question["evidence"])))
                conn.close()
    return {
        name: {k: sum(r[k] for r in rs) / len(rs) for k in ("R@5", "R@10", "MRR")} | {"n": len(rs)}
        for name, rs in rows.items()
    }


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--store-url", required=True, help="an empty PostgreSQL database of yours")
    ap.add_argument("--out", type=Path, help="write the figures as JSON here too")
    args = ap.parse_args()
    if not (args.data / "memories.jsonl").exists():
        print(f"no LoCoMo data at {args.data}", file=sys.stderr)
        return 2
    result = evaluate(args.data, args.store_url)
    for name, r in result.items():
        print(
            f"{name:<11} R@5 {r['R@5']:.3f}  R@10 {r['R@10']:.3f}  MRR {r['MRR']:.3f}  n={r['n']}"
        )
    delta = result["postgresql"]["R@10"] - result["sqlite"]["R@10"]
    print(f"R@10 postgresql - sqlite: {delta:+.3f}")
    if args.out:
        args.out.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
