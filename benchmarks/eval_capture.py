"""Session capture quality on the labelled transcripts in benchmarks/data/capture.

    python benchmarks/eval_capture.py [--data DIR] [--out FILE] [--show dev|check|all]

Each transcript goes through `read_transcript` and `extract_candidates` (the heuristics the
SessionEnd / PreCompact worker uses when no LLM is configured). A captured memory matches an
expected lesson when every key phrase of the lesson appears in its content (case-insensitive,
whitespace folded) and none of the lesson's `not` phrases (the stale value of a corrected
statement) does; each lesson is matched at most once, so a second memory for the same lesson is a
false positive. A captured memory that matches a `tool_stored` key set is a copy of a memory the
session already stored through the tools.

    precision = matched memories / captured memories
    recall    = matched lessons / expected lessons
    copies    = captured memories that restate a tool-stored memory
    stale     = captured memories that hold the corrected (wrong) value

Figures per split ("dev": used while tuning; "check": never tuned on), overall ("all"), and over
the splits the rules were built from ("tuned": every split but the newest blind ones, whose
first run is reported); JSON goes to
benchmarks/results/capture.json (or --out).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cognition.capture.candidates import extract_candidates  # noqa: E402
from cognition.claude_code.transcript import read_transcript  # noqa: E402

DEFAULT_DATA = ROOT / "benchmarks" / "data" / "capture"
DEFAULT_OUT = ROOT / "benchmarks" / "results" / "capture.json"


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("`", "")).casefold()


def has_all(text: str, phrases: list[str]) -> bool:
    t = _norm(text)
    return all(_norm(p) in t for p in phrases)


def has_any(text: str, phrases: list[str]) -> bool:
    t = _norm(text)
    return any(_norm(p) in t for p in phrases)


@dataclass
class SessionResult:
    name: str
    split: str
    lessons: int
    captured: int
    matched: int
    copies: int
    stale: int
    missed: list[list[str]] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)  # captured but matching no lesson


def score_session(name: str, label: dict, contents: list[str]) -> SessionResult:
    lessons = label["lessons"]
    taken = [False] * len(lessons)
    r = SessionResult(name, label["split"], len(lessons), len(contents), 0, 0, 0)
    for text in contents:
        if any(has_all(text, keys) for keys in label["tool_stored"]):
            r.copies += 1
            r.extra.append(text)
            continue
        hit = next(
            (
                k
                for k, lesson in enumerate(lessons)
                if not taken[k]
                and has_all(text, lesson["keys"])
                and not has_any(text, lesson.get("not", []))
            ),
            None,
        )
        if hit is not None:
            taken[hit] = True
            r.matched += 1
            continue
        if any(
            has_all(text, lesson["keys"]) and has_any(text, lesson.get("not", []))
            for lesson in lessons
        ):
            r.stale += 1
        r.extra.append(text)
    r.missed = [lesson["keys"] for k, lesson in enumerate(lessons) if not taken[k]]
    return r


def totals(results: list[SessionResult]) -> dict:
    lessons = sum(r.lessons for r in results)
    captured = sum(r.captured for r in results)
    matched = sum(r.matched for r in results)
    return {
        "sessions": len(results),
        "lessons": lessons,
        "captured": captured,
        "matched": matched,
        "precision": round(matched / captured, 3) if captured else 1.0,
        "recall": round(matched / lessons, 3) if lessons else 1.0,
        "copies": sum(r.copies for r in results),
        "stale": sum(r.stale for r in results),
        "empty_sessions_with_captures": sum(1 for r in results if not r.lessons and r.captured),
    }


# The newest blind splits not yet read for rules: their first run is their figure
# (docs/benchmarks.md); the pooled targets are held on the splits before them. fresh40-49 were
# worked through in sessions 25-27, fresh58-60 in session 29 (rules were read from their
# extras), fresh50-71 in session 47, fresh72-83 in session 48 and fresh84-87 in session 49
# (rules read from their misses, then from fresh88-91's and fresh92-95's); fresh96-99, session
# 49's last blind splits, were read in session 50, and so were fresh100-103, fresh104-107 and
# fresh108-111 after their first runs (no rule came from fresh108-111); fresh112-115, session
# 50's last, were read in session 51, and so were fresh116-119, fresh120-123, fresh124-127,
# fresh128-131 and fresh132-135 after their first runs; fresh136-139, measured once at
# session 51's end code, were read in session 52, and so were fresh140-143, fresh144-147,
# fresh148-151 and fresh152-155 after their first runs; fresh156-159 and fresh160-163, written
# in session 52 and each measured once, were not read for rules (only the one copy of a
# tool-stored memory in fresh160's first run, to mend it).
FIRST_RUN_ONLY = frozenset(f"fresh{n}" for n in range(156, 164))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--data", type=Path, default=DEFAULT_DATA, help="folder with *.jsonl and labels.json"
    )
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the JSON result goes")
    ap.add_argument(
        "--show",
        default=None,
        metavar="SPLIT",
        help="list misses and unmatched captures of one split (dev, check or all)",
    )
    args = ap.parse_args(argv)
    labels_path = args.data / "labels.json"
    if not labels_path.is_file():
        print(f"error: no labels.json in {args.data}", file=sys.stderr)
        return 2
    labels = json.loads(labels_path.read_text())
    results: list[SessionResult] = []
    started = time.perf_counter()
    for name, label in sorted(labels.items()):
        path = args.data / f"{name}.jsonl"
        if not path.is_file():
            print(f"error: labels.json names {name} but {path} is missing", file=sys.stderr)
            return 2
        contents = [c.content for c in extract_candidates(read_transcript(path))]
        results.append(score_session(name, label, contents))
    elapsed = time.perf_counter() - started
    splits = {
        s: totals([r for r in results if r.split == s]) for s in sorted({r.split for r in results})
    }
    splits["all"] = totals(results)
    splits["tuned"] = totals([r for r in results if r.split not in FIRST_RUN_ONLY])
    cols = ["sessions", "lessons", "captured", "matched", "precision", "recall", "copies", "stale"]
    print(f"{'split':<7}" + "".join(f"{c:>10}" for c in cols))
    for split, t in splits.items():
        print(f"{split:<7}" + "".join(f"{t[c]:>10}" for c in cols))
    print(f"({len(results)} transcripts in {elapsed:.2f} s)")
    if args.show:
        for r in (r for r in results if args.show in ("all", r.split)):
            for keys in r.missed:
                print(f"  MISSED  [{r.split}] {r.name}: {keys}")
            for text in r.extra:
                print(f"  EXTRA   [{r.split}] {r.name}: {text}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps({"splits": splits, "sessions": [asdict(r) for r in results]}, indent=1) + "\n"
    )
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
