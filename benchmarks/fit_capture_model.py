"""Fit capture's lesson model (cognition/capture/lesson_model.py) on the labelled transcripts.

    python benchmarks/fit_capture_model.py [--threshold P] [--held-out] [--dry-run]

Every spoken sentence of the transcripts in benchmarks/data/capture is a row, positive when it
states one of its session's lessons (it holds a key phrase of the lesson, the sentences beside
it hold the rest, and none of the lesson's stale phrases). A logistic regression (scikit-learn,
balanced classes) over the model's features is fitted on all of them and written to
cognition/capture/lesson_model.npz with the threshold (unless --dry-run).

--held-out measures what the model adds where it has not seen the data: for each blind split
(fresh20-fresh39) a model is fitted without that split, and capture reads the split with it
and with markers alone; the table gives each split's precision and recall per memory, as
benchmarks/eval_capture.py counts them, and the pooled figures. JSON goes to
benchmarks/results/capture_model.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.eval_capture import _norm, score_session  # noqa: E402
from cognition.capture.candidates import extract_candidates  # noqa: E402
from cognition.capture.lesson_model import (  # noqa: E402
    SHIPPED,
    LessonModel,
    Said,
    design,
    save,
    using,
)
from cognition.capture.prose import _sentences  # noqa: E402
from cognition.claude_code.transcript import read_transcript  # noqa: E402
from cognition.redact import redact  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "capture"
OUT = ROOT / "benchmarks" / "results" / "capture_model.json"
BLIND = [f"fresh{n}" for n in range(20, 40)]
THRESHOLD = 0.8


def _states(sentence: str, context: str, lesson: dict) -> bool:
    """`sentence` states `lesson`: it holds a key phrase, the sentences beside it (`context`)
    hold the rest, and it holds none of the lesson's stale phrases."""
    keys = [_norm(k) for k in lesson["keys"]]
    s, ctx = _norm(sentence), _norm(context)
    stale = any(_norm(n) in s for n in lesson.get("not", []))
    return any(k in s for k in keys) and all(k in ctx for k in keys) and not stale


def rows(labels: dict) -> tuple[list[Said], list[bool], list[str]]:
    said: list[Said] = []
    positive: list[bool] = []
    split: list[str] = []
    for name, label in labels.items():
        for turn in read_transcript(DATA / f"{name}.jsonl"):
            if turn.role not in ("user", "assistant"):
                continue
            sentences = _sentences(redact(turn.text).text)
            for i, s in enumerate(sentences):
                context = " ".join(sentences[max(0, i - 1) : i + 2])
                said.append(Said(s, turn.role, i == 0))
                positive.append(any(_states(s, context, ls) for ls in label["lessons"]))
                split.append(label["split"])
    return said, positive, split


def fit(said: list[Said], positive: list[bool], threshold: float) -> LessonModel:
    model = LogisticRegression(class_weight="balanced", max_iter=2000)
    model.fit(design(said), np.array(positive))
    return LessonModel(model.coef_[0].copy(), float(model.intercept_[0]), threshold)


def _read(labels: dict, names: list[str], model: LessonModel | None) -> dict:
    with using(model):
        results = [
            score_session(
                n,
                labels[n],
                [c.content for c in extract_candidates(read_transcript(DATA / f"{n}.jsonl"))],
            )
            for n in names
        ]
    captured = sum(r.captured for r in results)
    matched = sum(r.matched for r in results)
    lessons = sum(r.lessons for r in results)
    return {
        "captured": captured,
        "matched": matched,
        "lessons": lessons,
        "copies": sum(r.copies for r in results),
        "precision": round(matched / captured, 3) if captured else 1.0,
        "recall": round(matched / lessons, 3) if lessons else 1.0,
    }


def held_out(
    labels: dict, said: list[Said], positive: list[bool], split: list[str], threshold: float
) -> dict:
    table = {}
    for name in BLIND:
        keep = [k for k, s in enumerate(split) if s != name]
        model = fit([said[k] for k in keep], [positive[k] for k in keep], threshold)
        sessions = [n for n, v in labels.items() if v["split"] == name]
        table[name] = {
            "markers": _read(labels, sessions, None),
            "model": _read(labels, sessions, model),
        }
    return table


def _pooled(table: dict, which: str) -> dict:
    total = {
        k: sum(v[which][k] for v in table.values())
        for k in ("captured", "matched", "lessons", "copies")
    }
    total["precision"] = round(total["matched"] / max(1, total["captured"]), 3)
    total["recall"] = round(total["matched"] / max(1, total["lessons"]), 3)
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threshold", type=float, default=THRESHOLD, help="p to keep a sentence")
    parser.add_argument("--held-out", action="store_true", help="leave each blind split out")
    parser.add_argument("--dry-run", action="store_true", help="do not write the model")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if not 0.0 < args.threshold < 1.0:
        parser.error("--threshold must be between 0 and 1")
    labels = json.loads((DATA / "labels.json").read_text())
    said, positive, split = rows(labels)
    print(f"{len(said)} sentences, {sum(positive)} stating a lesson")
    result: dict = {"threshold": args.threshold, "sentences": len(said), "positive": sum(positive)}
    if args.held_out:
        table = held_out(labels, said, positive, split, args.threshold)
        print(f"{'split':<8} {'markers P / R':>15} {'with model P / R':>18}")
        for name, v in table.items():
            m, w = v["markers"], v["model"]
            print(
                f"{name:<8} {m['precision']:>7} / {m['recall']:<5} {w['precision']:>9} / {w['recall']:<5}"
            )
        result["held_out"] = table
        result["pooled"] = {"markers": _pooled(table, "markers"), "model": _pooled(table, "model")}
        for which, v in result["pooled"].items():
            print(
                f"pooled, {which}: {v['matched']}/{v['captured']} captured right ({v['precision']}), "
                f"{v['matched']}/{v['lessons']} lessons ({v['recall']}), {v['copies']} copies"
            )
    if not args.dry_run and not args.held_out:
        save(fit(said, positive, args.threshold))
        print(f"wrote {SHIPPED}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
