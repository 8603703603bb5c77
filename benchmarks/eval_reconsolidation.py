"""Reconsolidation on write, through the public API: does a correction replace what it corrects,
does a restatement merge, do different statements stay apart?

    python benchmarks/eval_reconsolidation.py [--pairs FILE ...] [--held-out] [--out FILE]

Each labelled pair (`kind` update / distinct / same; `a` told first, then `b` a day later;
`query` names the topic) goes into a fresh project store that already holds 25 ordinary facts of
a realistic project (benchmarks/data/reconsolidation/background.txt), with the default offline
embedder; after each write the pass the MCP server and the linker run follows (meanings, and a
restatement found by them merged: cognition.memory.restated_later). Measured per set and kind:
- update: lost (a text no longer stored anywhere: not as a memory, not as a merged wording),
  b is recall's first hit for the query (b_first; b_first_bare: the pair alone in a store), a
  comes back among the top 3 as current (a_current_top3: active; a_unmarked_top3: active and
  not marked as conflicting with b);
- distinct: merged or superseded (either is a failure);
- same: merged;
- background: neighbour facts superseded by either statement of a pair (none should be).
A pair joined to a background fact it restates is not counted as merged or joined with `a`.
With --held-out each set is read by a second reading (surface.pair_model) fitted on the other
sets only: the figures of a set nobody fitted on. Prints a table and writes JSON (default
benchmarks/results/eval_reconsolidation.json). The reconsolidation-dev pairs are read from ../shared (never copied into the repository).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from cognition import open_memory  # noqa: E402

DAY = 86_400.0
DEFAULT_SETS = {
    "dev": ROOT.parent / "shared" / "eval" / "reconsolidation-dev" / "pairs.jsonl",
    "own": ROOT / "benchmarks" / "data" / "reconsolidation" / "pairs.jsonl",
    "holdout": ROOT / "benchmarks" / "data" / "reconsolidation" / "holdout.jsonl",
    **{
        f"holdout{n}": ROOT / "benchmarks" / "data" / "reconsolidation" / f"holdout{n}.jsonl"
        for n in range(2, 215)
    },
}
BACKGROUND = ROOT / "benchmarks" / "data" / "reconsolidation" / "background.txt"


class Clock:
    def __init__(self) -> None:
        self.t = 1_767_225_600.0

    def __call__(self) -> float:
        return self.t


async def one(pair: dict, background: list[str], folder: Path, bare: bool = False) -> dict:
    clock = Clock()
    env = {"COGNIMEM_HOME": str(folder / "home")}
    (folder / "proj").mkdir()
    async with open_memory(folder / "proj", clock=clock, env=env) as mem:
        for line in [] if bare else background:
            await mem.remember(line)
        await mem.index_meanings()  # what the MCP server and the linker do after writes
        clock.t += DAY
        first = await mem.remember(pair["a"])
        await mem.index_meanings()
        clock.t += DAY
        second = await mem.remember(pair["b"])
        await mem.index_meanings()
        out = {
            "kind": pair["kind"],
            "a": pair["a"],
            "b": pair["b"],
            "action": second.action,
            "reason": second.reason,
        }
        texts, ids = set(), []
        for status in ("active", "superseded", "archived"):
            page = await mem.list(status=status, limit=1000)
            texts |= {m.content for m in page.items}
            ids += [m.id for m in page.items]
            if status == "superseded":  # a neighbour fact the pair wrongly replaced
                out["background_superseded"] = sum(m.content in background for m in page.items)
        folded: dict[int, int] = {}  # memory folded after its write -> the memory it joined
        for i in ids:  # a statement merged into any memory (the pair's or a background one)
            history = await mem.history(i)
            merges = [e for evs in history.events.values() for e in evs if e.kind == "merged"]
            texts |= {e.detail.get("text") for e in merges}
            folded |= {e.detail["was"]: e.memory_id for e in merges if "was" in e.detail}
        a_id, b_id = (_holder(folded, r.memory.id) for r in (first, second))
        if second.action == "stored" and b_id != second.memory.id:
            out["action"], out["reason"] = "merged", "restated (found by meaning)"
        # paired with the memory that holds `a` (not a background fact it merged into)
        out["with_a"] = (b_id if second.previous is None else second.previous.id) == a_id
        out["lost"] = int(pair["a"] not in texts) + int(pair["b"] not in texts)
        if pair.get("query"):
            hits = await mem.recall(pair["query"], reinforce=False)
            top = [h.memory for h in hits]
            out["b_first"] = bool(top) and top[0].content == pair["b"]
            out["a_current_top3"] = any(
                m.content == pair["a"] and m.status == "active" for m in top[:3]
            )
            # shown as current: active and not marked as conflicting with the newer statement
            out["a_unmarked_top3"] = any(
                h.memory.content == pair["a"] and h.memory.status == "active" and not h.conflicts
                for h in hits[:3]
            )
        out["first_action"] = first.action
    return out


def _holder(folded: dict[int, int], memory_id: int) -> int:
    """The memory that holds `memory_id` now: itself, or the one it was folded into after its
    write (cognition.memory.restated_later)."""
    seen = {memory_id}
    while memory_id in folded and folded[memory_id] not in seen:
        memory_id = folded[memory_id]
        seen.add(memory_id)
    return memory_id


def _memoised_meanings() -> None:
    """Each text's meaning computed once in this process: the background facts are stored in
    every one of the thousands of stores (the figures are the same; the model is deterministic)."""
    from surface import semantic

    embed, cache = semantic.embed_texts, {}

    def embed_texts(texts):  # type: ignore[no-untyped-def]
        want = [t for t in dict.fromkeys(texts) if t not in cache]
        if want:
            vecs = embed(want)
            if vecs is None:
                return None
            cache.update(zip(want, vecs, strict=True))
        return [cache[t] for t in texts]

    semantic.embed_texts = embed_texts


async def evaluate(sets: dict[str, Path], held_out: list[dict] | None = None) -> dict:
    """`held_out`: the labelled rows of fit_reconsolidation.load; each set is then read with
    second-reading weights fitted on the other sets only."""
    background = background_facts()
    _memoised_meanings()
    results: dict[str, list[dict]] = {}
    for name, pairs in labelled_sets(sets, held_out):
        rows = []
        for pair in pairs:
            with tempfile.TemporaryDirectory() as tmp:
                row = await one(pair, background, Path(tmp))
            if pair.get("query"):  # the same pair alone in a store: ranking without neighbours
                with tempfile.TemporaryDirectory() as tmp:
                    row["b_first_bare"] = (await one(pair, background, Path(tmp), bare=True))[
                        "b_first"
                    ]
            rows.append(row)
        results[name] = rows
    return results


def background_facts() -> list[str]:
    """The ordinary facts every store holds before a set's statements are told."""
    return [ln.strip() for ln in BACKGROUND.read_text().splitlines() if ln.strip()]


def sets_asked(
    pairs: list[str] | None, held_out: bool
) -> tuple[dict[str, Path], list[dict] | None]:
    """The sets `--pairs NAME=FILE` names (default: DEFAULT_SETS) and, with `--held-out`, the
    labelled rows every default set is fitted on (each set read without its own)."""
    sets = dict(DEFAULT_SETS)
    if pairs:
        sets = {p.split("=", 1)[0]: Path(p.split("=", 1)[1]) for p in pairs}
    if not held_out:
        return sets, None
    from fit_reconsolidation import load

    return sets, load(dict(DEFAULT_SETS))


def labelled_sets(
    sets: dict[str, Path], held_out: list[dict] | None = None
) -> Iterator[tuple[str, list[dict]]]:
    """Each set's name and pairs (a missing file skipped, said on stderr); with `held_out`, the
    second reading is set to weights fitted without the set before it is read."""
    for name, path in sets.items():
        if not path.exists():
            print(f"skipping {name}: {path} not found", file=sys.stderr)
            continue
        if held_out is not None:
            _read_without(held_out, name)
        yield name, [json.loads(ln) for ln in path.read_text().splitlines() if ln.strip()]


def _read_without(rows: list[dict], name: str) -> None:
    from fit_reconsolidation import weights_without

    from surface import pair_weights

    for key, value in weights_without(rows, name).items():
        setattr(pair_weights, key, value)


def _joined(r: dict) -> bool:
    """A distinct pair merged or superseded: `b` joined to the memory that holds `a`."""
    return r["action"] in ("merged", "superseded") and r.get("with_a", True)


def summarise(rows: list[dict]) -> dict[str, dict]:
    """Per kind, and `background` (neighbour facts superseded by either statement of a pair)."""
    by = defaultdict(list)
    for r in rows:
        by[r["kind"]].append(r)
    out: dict[str, dict] = {}
    if by["update"]:
        u = by["update"]
        queried = [r for r in u if "b_first" in r]
        out["update"] = {
            "n": len(u),
            "lost": sum(r["lost"] for r in u),
            "superseded": sum(r["action"] == "superseded" for r in u) / len(u),
            "b_first": sum(r["b_first"] for r in queried) / max(1, len(queried)),
            "b_first_bare": sum(r["b_first_bare"] for r in queried) / max(1, len(queried)),
            "a_current_top3": sum(r["a_current_top3"] for r in queried) / max(1, len(queried)),
            "a_unmarked_top3": sum(r.get("a_unmarked_top3", r["a_current_top3"]) for r in queried)
            / max(1, len(queried)),
        }
    if by["distinct"]:
        d = by["distinct"]
        out["distinct"] = {
            "n": len(d),
            "merged_or_superseded": sum(_joined(r) for r in d),
            "lost": sum(r["lost"] for r in d),
        }
    if by["same"]:
        s = by["same"]
        out["same"] = {
            "n": len(s),
            "merged": sum(r["action"] == "merged" and r.get("with_a", True) for r in s) / len(s),
            "lost": sum(r["lost"] for r in s),
        }
    out["background"] = {
        "n": len(rows),
        "superseded": sum(r.get("background_superseded", 0) for r in rows),
    }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--pairs",
        action="append",
        default=None,
        metavar="NAME=FILE",
        help="a labelled set (repeatable; default: dev, own and holdout to holdout156)",
    )
    ap.add_argument(
        "--out", default=str(ROOT / "benchmarks" / "results" / "eval_reconsolidation.json")
    )
    ap.add_argument(
        "--held-out",
        action="store_true",
        help="read each set with the second reading fitted on the other sets only"
        " (needs scikit-learn and the semantic extra)",
    )
    args = ap.parse_args()
    sets, rows = sets_asked(args.pairs, args.held_out)
    results = asyncio.run(evaluate(sets, rows))
    summary = {name: summarise(rows) for name, rows in results.items()}
    print(f"{'set':<6} {'kind':<9} {'n':>3}  figures")
    for name, kinds in summary.items():
        for kind, fig in kinds.items():
            rest = "  ".join(
                f"{k}={v:.2f}" if isinstance(v, float) else f"{k}={v}"
                for k, v in fig.items()
                if k != "n"
            )
            print(f"{name:<6} {kind:<9} {fig['n']:>3}  {rest}")
    misses = [
        (name, r)
        for name, rows in results.items()
        for r in rows
        if (r["kind"] == "update" and (r["action"] != "superseded" or not r.get("b_first", True)))
        or (r["kind"] == "distinct" and _joined(r))
        or (r["kind"] == "same" and not (r["action"] == "merged" and r.get("with_a", True)))
    ]
    for name, r in misses:
        print(f"  miss [{name}] {r['kind']}: {r['action']} ({r['reason']}) | {r['a']} || {r['b']}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"summary": summary, "pairs": results}, indent=2))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
