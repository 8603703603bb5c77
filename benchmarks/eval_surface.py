"""Does the prompt hook surface the right memory first, and nothing when nothing fits?

    python benchmarks/eval_surface.py [--data DIR] [--splits dev,heldout,...] [--out FILE]

Each store of benchmarks/data/surface is written through the public API (every memory at its
age, with the default offline hash embedder) into a fresh project; every prompt then goes through
the real hook, `cognimem hook prompt --dry-run`, as a fresh process (as Claude Code runs it), in
a session of its own. Dry run: the evaluation changes nothing in the stores it reads. Every store
is written, and every prompt asked, at one fixed time (NOW, passed to the hook as its dry-run
clock), so a result does not depend on the day it was run or on how long the run took.

Reported per split (dev is what anything was tuned on; heldout never was; fresh: lesson tasks
and small stores written before anything was run on them, see benchmarks/data/surface/README.md):
- small stores: the expected memory is the hook's first note (`first`); unrelated prompts get
  nothing (`quiet`);
- coding lessons: share of expected lessons injected (`recall`), expected / injected
  (`precision`), mean characters injected per task prompt, unrelated prompts with nothing.
Any folder of stores can be read with --data: each subfolder is a split, stores in the folder
itself form a split named after it, and a lessons.json there is read with its prompts' splits.
Targets (issue 15): first >= .90, quiet >= .90, lessons recall >= .95, precision >= .60, mean
chars <= 1,200. Writes benchmarks/results/eval_surface.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cognition import open_memory  # noqa: E402
from cognition.claude_code.hooks import DRY_RUN_NOW_ENV  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "surface"
RESULTS = ROOT / "benchmarks" / "results" / "eval_surface.json"
HOOK = [str(Path(sys.executable).parent / "cognimem"), "hook", "prompt", "--dry-run"]
TARGETS = {
    "first": 0.90,
    "quiet": 0.90,
    "lesson_recall": 0.95,
    "lesson_precision": 0.60,
    "lesson_chars": 1200,
}
_REF = re.compile(r"^- \[#(g?\d+) ", re.MULTILINE)
DAY = 86400.0
NOW = 1780315200.0  # 2026-06-01T12:00:00Z: when every store is written and every prompt asked
# dev: what anything was tuned on; heldout: never tuned on; fresh, fresh2 ... fresh6: stores written
# before anything was run on them; train: what the meaning model is fitted on with dev
# (benchmarks/data/surface/README.md).
SPLITS = (
    "dev",
    "heldout",
    "fresh",
    "train",
    "fresh2",
    "fresh3",
    "fresh4",
    "fresh5",
    "fresh6",
    "fresh7",
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
)


@dataclass
class Store:
    name: str
    split: str
    kind: str  # "project" | "lessons"
    doc: dict
    ids: dict[str, int] = field(default_factory=dict)  # key -> memory id


def discover_splits(data: Path) -> tuple[str, ...]:
    """The splits a data folder holds: each subfolder with stores is a split (the repository's
    in SPLITS order, any other after them by name), and stores lying in the folder itself form
    one named after it, so a held-out set laid out either way is read."""
    found = {d.name for d in data.iterdir() if d.is_dir() and any(d.glob("*.json"))}
    lessons = data / "lessons.json"
    if lessons.exists():  # its prompts say their own split ("mixed" where they do not)
        doc = json.loads(lessons.read_text())
        found |= {q.get("split", "mixed") for q in doc.get("questions", [])}
        found |= {split for _, split in _prompts(doc.get("unrelated", []), "mixed")}
    known = [s for s in SPLITS if s in found]
    loose = [data.name] if _loose_stores(data) else []
    return (*known, *sorted(found - set(known) - set(loose)), *loose)


def _loose_stores(data: Path) -> list[Path]:
    """Stores in the data folder itself (lessons.json there is the mixed lessons store)."""
    return [p for p in sorted(data.glob("*.json")) if p.name != "lessons.json"]


def load_stores(data: Path, splits: tuple[str, ...] | None = None) -> list[Store]:
    splits = discover_splits(data) if splits is None else splits
    out = []
    for split in splits:
        folder = data / split
        paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
        if split == data.name and not paths:
            paths = _loose_stores(data)
        for path in paths:
            kind = "lessons" if path.stem.startswith("lessons") else "project"
            out.append(Store(path.stem, split, kind, _checked(json.loads(path.read_text()), path)))
    lessons = data / "lessons.json"
    if lessons.exists():
        out.append(
            Store("lessons", "mixed", "lessons", _checked(json.loads(lessons.read_text()), lessons))
        )
    return out


def _checked(doc: dict, path: Path) -> dict:
    """The store as written, with `expect` read as a list of keys (a single key may be given as
    a string). A question expecting a key the store does not hold is said on stderr, not
    silently scored: no note can be that memory, so it counts as a miss, and the rest of the
    run still measures what it can."""
    keys = {m["key"] for m in doc.get("memories", [])}
    for q in doc.get("questions", []):
        if isinstance(q.get("expect"), str):
            q["expect"] = [q["expect"]]
        unknown = sorted(set(q.get("expect") or []) - keys)
        if unknown:
            print(
                f"warning: {path}: {q['prompt'][:60]!r} expects key(s) no memory has: "
                f"{unknown} (counted as a miss)",
                file=sys.stderr,
            )
    return doc


async def build(store: Store, project: Path, env: dict[str, str], now: float) -> None:
    """Write the store's memories through the API, each at its age."""
    clock = {"t": now}
    async with open_memory(project, clock=lambda: clock["t"], env=env) as mem:
        for m in store.doc["memories"]:
            clock["t"] = now - float(m.get("age_days", 0)) * DAY
            r = await mem.remember(
                m["content"],
                layer=m["layer"],
                title=m.get("title", ""),
                tags=m.get("tags", []),
                source="import",
            )
            store.ids[m["key"]] = r.memory.id
        await mem.flush()
        await mem.index_meanings()  # what the MCP server and the linker do after writes
        # a memory merged into an older one it restates (found by meaning after the writes)
        # is that one now: the expected note is the memory that holds it
        into = {}
        for m in (await mem.list(limit=1000)).items:
            for e in (await mem.history(m.id)).events.get(m.id, []):
                if e.kind == "merged" and "was" in e.detail:
                    into[e.detail["was"]] = m.id
        store.ids.update({k: into[i] for k, i in store.ids.items() if i in into})
        if into:
            print(f"{store.name}: {len(into)} merged into an older memory", file=sys.stderr)


def run_hook(
    prompt: str, project: Path, env: dict[str, str], session: str
) -> tuple[list[int], int]:
    """(ids injected in order, characters injected) through a fresh hook process."""
    payload = json.dumps(
        {
            "session_id": session,
            "cwd": str(project),
            "hook_event_name": "UserPromptSubmit",
            "prompt": prompt,
        }
    )
    done = subprocess.run(
        HOOK, input=payload.encode(), capture_output=True, env=env, cwd=project, timeout=60
    )
    out = done.stdout.decode().strip()
    if not out:
        return [], 0
    ctx = json.loads(out)["hookSpecificOutput"]["additionalContext"]
    return [int(r) for r in _REF.findall(ctx) if not r.startswith("g")], len(ctx)


def _prompts(items: list, split: str) -> list[tuple[str, str]]:
    out = []
    for it in items:
        if isinstance(it, str):
            out.append((it, split))
        else:
            out.append((it["prompt"], it.get("split", split)))
    return out


def evaluate(data: Path, verbose: bool = False, splits: tuple[str, ...] | None = None) -> dict:
    splits = discover_splits(data) if splits is None else splits
    now = NOW
    rows: list[dict] = []
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "COGNIMEM_HOME": str(Path(tmp) / "home"),
            DRY_RUN_NOW_ENV: repr(now),
        }
        env.pop("CLAUDE_PROJECT_DIR", None)
        for store in load_stores(data, splits):
            project = Path(tmp) / store.name
            (project / ".git").mkdir(parents=True)
            asyncio.run(build(store, project, env, now))
            key_of = {v: k for k, v in store.ids.items()}
            for n, q in enumerate(store.doc["questions"]):
                ids, chars = run_hook(q["prompt"], project, env, f"eval-{store.name}-q{n}")
                rows.append(
                    {
                        "store": store.name,
                        "kind": store.kind,
                        "type": "question",
                        "split": q.get("split", store.split),
                        "prompt": q["prompt"],
                        "expect": q["expect"],
                        "got": [key_of.get(i, str(i)) for i in ids],
                        "chars": chars,
                    }
                )
            for n, (prompt, split) in enumerate(
                _prompts(store.doc.get("unrelated", []), store.split)
            ):
                ids, chars = run_hook(prompt, project, env, f"eval-{store.name}-u{n}")
                rows.append(
                    {
                        "store": store.name,
                        "kind": store.kind,
                        "type": "unrelated",
                        "split": split,
                        "prompt": prompt,
                        "expect": [],
                        "got": [key_of.get(i, str(i)) for i in ids],
                        "chars": chars,
                    }
                )
    if verbose:
        for r in rows:
            ok = (
                (r["got"][:1] and r["got"][0] in r["expect"])
                if r["type"] == "question"
                else not r["got"]
            )
            print(
                f"{'  ' if ok else '✗ '}{r['store']:<10} {r['prompt'][:60]:<60} "
                f"expect={r['expect']} got={r['got']}"
            )
    return {
        "rows": rows,
        "summary": {s: summarise([r for r in rows if r["split"] == s]) for s in splits},
    }


def _mean(xs: list[float]) -> float | None:
    return round(sum(xs) / len(xs), 3) if xs else None


def summarise(rows: list[dict]) -> dict:
    small_q = [r for r in rows if r["kind"] == "project" and r["type"] == "question"]
    small_u = [r for r in rows if r["kind"] == "project" and r["type"] == "unrelated"]
    les_q = [r for r in rows if r["kind"] == "lessons" and r["type"] == "question"]
    les_u = [r for r in rows if r["kind"] == "lessons" and r["type"] == "unrelated"]
    expected = sum(len(r["expect"]) for r in les_q)
    found = sum(len(set(r["expect"]) & set(r["got"])) for r in les_q)
    injected = sum(len(r["got"]) for r in les_q)
    return {
        "small_first": _mean(
            [float(bool(r["got"]) and r["got"][0] in r["expect"]) for r in small_q]
        ),
        "small_any": _mean([float(bool(set(r["got"]) & set(r["expect"]))) for r in small_q]),
        "small_quiet": _mean([float(not r["got"]) for r in small_u]),
        "small_chars": _mean([r["chars"] for r in small_q]),
        "lesson_recall": round(found / expected, 3) if expected else None,
        "lesson_precision": round(found / injected, 3) if injected else None,
        "lesson_chars": _mean([r["chars"] for r in les_q]),
        "lesson_quiet": _mean([float(not r["got"]) for r in les_u]),
        "n": {
            "small_q": len(small_q),
            "small_u": len(small_u),
            "lesson_q": len(les_q),
            "lesson_u": len(les_u),
        },
    }


def print_table(summary: dict) -> None:
    cols = [
        ("small_first", "first"),
        ("small_any", "any"),
        ("small_quiet", "quiet"),
        ("small_chars", "chars"),
        ("lesson_recall", "L.recall"),
        ("lesson_precision", "L.prec"),
        ("lesson_chars", "L.chars"),
        ("lesson_quiet", "L.quiet"),
    ]
    print(f"{'split':<8} " + " ".join(f"{h:>9}" for _, h in cols))
    for split, s in summary.items():
        print(f"{split:<8} " + " ".join(f"{'-' if s[k] is None else s[k]:>9}" for k, _ in cols))
    print(
        "targets: first >= .90, quiet >= .90 (small and lessons), L.recall >= .95, "
        "L.prec >= .60, L.chars <= 1200"
    )


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--out", default=str(RESULTS))
    ap.add_argument(
        "-v", "--verbose", action="store_true", help="print every prompt and what came back"
    )
    ap.add_argument(
        "--splits",
        default=None,
        help="comma-separated splits to run (default: every split the data folder holds: its "
        f"subfolders, in this order where they are the repository's: {','.join(SPLITS)}; and "
        "the stores in the folder itself, as a split named after it)",
    )
    args = ap.parse_args()
    data = Path(args.data)
    if not data.is_dir():
        ap.error(f"no data folder {data}")
    held = discover_splits(data)
    splits = held if args.splits is None else tuple(s for s in args.splits.split(",") if s)
    unknown = sorted(set(splits) - set(held))
    if unknown:
        ap.error(f"unknown split(s): {', '.join(unknown)} (in {data}: {', '.join(held)})")
    if not splits:
        ap.error(f"no stores in {data}")
    t0 = time.perf_counter()
    res = evaluate(data, args.verbose, splits)
    print_table(res["summary"])
    print(f"{time.perf_counter() - t0:.1f} s")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(res, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
