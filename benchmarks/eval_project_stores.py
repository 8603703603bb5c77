"""Reconsolidation in a whole project's store: does a statement ever join another topic's?

    python benchmarks/eval_project_stores.py [--pairs NAME=FILE ...] [--order paired|later]
                                             [--held-out] [--out FILE] [-v]

eval_reconsolidation.py writes each labelled pair into a store of its own (with 25 background
facts), so a statement never meets the other claims of its project. Here every labelled set is
one project: its background facts, then every pair's statements, one write a day, through the
public API with the default offline embedder, each followed by the pass the MCP server and the
linker run (meanings, restatements found by them folded: cognition.memory.restated_later).

`--order later` (the default) tells every pair's `a` first, then every `b`, so each `b` is read
among all of the project's claims; `--order paired` tells a pair's `b` right after its `a`.

Measured per set: what each write and each fold joined. A statement merged into, superseding or
conflicting with a statement of *another* pair or a background fact (not the same text told
again: sets reuse statements) is a cross join: the labels
say nothing about such a pair, so each is listed for a person to read, and counted. Within
pairs: restatements merged, updates superseded (the newer statement current), distinct pairs
joined, and texts lost (stored nowhere: not as a memory, not as a merged wording). With
--held-out each set is read by the second reading fitted on the other sets only. Prints a table
and writes JSON (default benchmarks/results/eval_project_stores.json).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from eval_reconsolidation import (  # noqa: E402
    DAY,
    Clock,
    _holder,
    _memoised_meanings,
    background_facts,
    labelled_sets,
    sets_asked,
)

from cognition import open_memory  # noqa: E402

LINKED = ("superseded", "conflicts")  # a write that stored the statement beside another


@dataclass
class Project:
    """One set written as one store: what each statement became and what joined what."""

    name: str
    pairs: list[dict]
    joins: list[dict] = field(default_factory=list)  # {"kind", "new", "old", "how"}
    lost: list[str] = field(default_factory=list)


def statements(pairs: list[dict], order: str) -> list[tuple[str, str]]:
    """(label, text) in the order told: label "i:a" / "i:b" for pair i."""
    told = [(f"{i}:a", p["a"]) for i, p in enumerate(pairs)]
    later = [(f"{i}:b", p["b"]) for i, p in enumerate(pairs)]
    if order == "later":
        return told + later
    return [s for ab in zip(told, later, strict=True) for s in ab]


async def write_project(project: Project, background: list[str], folder: Path, order: str) -> None:
    clock = Clock()
    env = {"COGNIMEM_HOME": str(folder / "home")}
    (folder / "proj").mkdir()
    label_of: dict[int, str] = {}  # memory id -> the statement it was stored as
    async with open_memory(folder / "proj", clock=clock, env=env) as mem:
        for j, line in enumerate(background):
            r = await mem.remember(line)
            label_of.setdefault(r.memory.id, f"bg{j}")
        await mem.index_meanings()
        told = statements(project.pairs, order)
        for label, text in told:
            clock.t += DAY
            r = await mem.remember(text)
            if r.action == "merged":
                project.joins.append(_join("merged", label, label_of.get(r.memory.id), r.reason))
            else:
                label_of[r.memory.id] = label
                if r.action in LINKED and r.previous is not None:
                    old = label_of.get(r.previous.id)
                    project.joins.append(_join(r.action, label, old, r.reason))
            await mem.index_meanings()
        texts: set[str] = set()
        folded: dict[int, int] = {}
        ids: list[int] = []
        for status in ("active", "superseded", "archived"):
            page = await mem.list(status=status, limit=1000)
            texts |= {m.content for m in page.items}
            ids += [m.id for m in page.items]
        for i in ids:
            for evs in (await mem.history(i)).events.values():
                for e in evs:
                    if e.kind == "merged":
                        texts.add(e.detail.get("text"))
                        if "was" in e.detail:
                            folded[e.detail["was"]] = e.memory_id
        for was in folded:
            holder = _holder(folded, was)
            project.joins.append(
                _join("merged", label_of.get(was), label_of.get(holder), "by meaning")
            )
        project.lost = [t for _, t in told if t not in texts]


def _join(kind: str, new: str | None, old: str | None, how: str) -> dict:
    return {"kind": kind, "new": new, "old": old, "how": how}


def _pair_of(label: str | None) -> str | None:
    return label.split(":")[0] if label and ":" in label else None


def cross(project: Project, background: list[str]) -> list[dict]:
    """Joins of two statements that are not one labelled pair, and not one text told twice
    (sets reuse a statement in several pairs: merging it again is right)."""
    return [
        j
        for j in project.joins
        if _within(project, background, j) is None
        and said(project, background, j["new"]) != said(project, background, j["old"])
    ]


def _within(project: Project, background: list[str], join: dict) -> str | None:
    """The pair a join is within: its `b` joined to its `a`, or to a memory that holds the
    same text as its `a` (a statement the set reuses, merged into its first telling)."""
    p = _pair_of(join["new"])
    if p is None:
        return None
    if (
        p == _pair_of(join["old"])
        or said(project, background, join["old"]) == (project.pairs[int(p)]["a"])
    ):
        return p
    return None


def said(project: Project, background: list[str], label: str | None) -> str | None:
    """The text a label names."""
    if label is None:
        return None
    if label.startswith("bg"):
        return background[int(label[2:])]
    i, side = label.split(":")
    return str(project.pairs[int(i)][side])


def summarise(project: Project, background: list[str]) -> dict:
    within: dict[str, str] = {}  # pair index -> how its b joined its a
    for j in project.joins:
        p = _within(project, background, j)
        if p is not None and j["new"] == f"{p}:b":
            within[p] = j["kind"]
    kinds = Counter(p["kind"] for p in project.pairs)
    got = Counter((p["kind"], within.get(str(i))) for i, p in enumerate(project.pairs))
    across = cross(project, background)
    return {
        "pairs": len(project.pairs),
        "same_merged": got["same", "merged"],
        "same": kinds["same"],
        "update_superseded": got["update", "superseded"],
        "update": kinds["update"],
        "distinct_joined": got["distinct", "merged"] + got["distinct", "superseded"],
        "distinct": kinds["distinct"],
        "cross_merged": sum(j["kind"] == "merged" for j in across),
        "cross_superseded": sum(j["kind"] == "superseded" for j in across),
        "cross_conflicts": sum(j["kind"] == "conflicts" for j in across),
        "lost": len(project.lost),
    }


def text_of(project: Project, background: list[str], label: str | None) -> str:
    if label is None or label.startswith("bg"):
        return f"[background] {said(project, background, label)}"
    i, _ = label.split(":")
    return f"[{project.pairs[int(i)]['kind']} {label}] {said(project, background, label)}"


async def evaluate(
    sets: dict[str, Path], order: str, held_out: list[dict] | None = None
) -> list[Project]:
    background = background_facts()
    _memoised_meanings()
    projects = []
    for name, pairs in labelled_sets(sets, held_out):
        project = Project(name, pairs)
        with tempfile.TemporaryDirectory() as tmp:
            await write_project(project, background, Path(tmp), order)
        projects.append(project)
    return projects


TOTALS = (
    "same_merged",
    "same",
    "update_superseded",
    "update",
    "distinct_joined",
    "distinct",
    "cross_merged",
    "cross_superseded",
    "cross_conflicts",
    "lost",
)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", action="append", metavar="NAME=FILE", help="a labelled set")
    ap.add_argument("--order", choices=("later", "paired"), default="later")
    ap.add_argument(
        "--held-out", action="store_true", help="each set read by a model fitted without it"
    )
    ap.add_argument(
        "-v", "--verbose", action="store_true", help="also list the cross joins left as conflicts"
    )
    ap.add_argument(
        "--out", default=str(ROOT / "benchmarks" / "results" / "eval_project_stores.json")
    )
    args = ap.parse_args()
    sets, rows = sets_asked(args.pairs, args.held_out)
    background = background_facts()
    projects = asyncio.run(evaluate(sets, args.order, rows))
    summary = {p.name: summarise(p, background) for p in projects}
    total = {k: sum(s[k] for s in summary.values()) for k in TOTALS}
    print(f"{len(projects)} projects, order {args.order}")
    print(
        f"restatements merged {total['same_merged']}/{total['same']}, updates superseded "
        f"{total['update_superseded']}/{total['update']}, distinct joined "
        f"{total['distinct_joined']}/{total['distinct']}, lost {total['lost']}"
    )
    print(
        f"across pairs: merged {total['cross_merged']}, superseded "
        f"{total['cross_superseded']}, conflicts {total['cross_conflicts']}"
    )
    for p in projects:
        for j in cross(p, background):
            if args.verbose or j["kind"] != "conflicts":
                print(
                    f"  [{p.name}] {j['kind']} ({j['how']}): {text_of(p, background, j['new'])}"
                    f"  ->  {text_of(p, background, j['old'])}"
                )
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(
        json.dumps(
            {
                "order": args.order,
                "total": total,
                "summary": summary,
                "joins": {p.name: p.joins for p in projects},
                "lost": {p.name: p.lost for p in projects if p.lost},
            },
            indent=2,
        )
    )
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
