"""Would a learned sentence model find lessons out of sample better than capture's markers?

    python benchmarks/study_capture_model.py [--markers] [--only fresh30,fresh31] [--out FILE]

A study, not part of capture. Every spoken sentence of the labelled transcripts in
benchmarks/data/capture is a row: positive when it states one of its session's lessons (it holds
a key phrase of the lesson, the sentences around it in the same turn hold the rest, and it holds
none of the lesson's stale phrases). Features: hashed word unigrams and bigrams prefixed by the
speaker, and a few structural ones (who speaks, a question, the first sentence of a turn, where
in the session, a value or a code name in it, its length, the user answering the assistant's
question); with --markers also capture's marker score and kind (tuned on most of the blind
splits, so in sample for them). A logistic regression (balanced classes) is fitted on every
transcript outside one blind split (fresh20-fresh31) and scores that split; the table gives, per
threshold, the sentences selected, how many state a lesson (precision) and how many lessons have
one selected sentence (recall). A sentence is not a memory: several selected sentences of one
lesson would be one memory, so precision here is a lower bound on the memory-level figure only
if the extractor joins them. JSON goes to benchmarks/results/capture_model_study.json (or --out).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import LogisticRegression

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.fit_capture_model import _states  # noqa: E402
from cognition.capture.markers import _score  # noqa: E402
from cognition.capture.meta_talk import _unwrap  # noqa: E402
from cognition.capture.prose import _sentences  # noqa: E402
from cognition.claude_code.transcript import read_transcript  # noqa: E402
from cognition.redact import redact  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "capture"
OUT = ROOT / "benchmarks" / "results" / "capture_model_study.json"
BLIND = [f"fresh{n}" for n in range(20, 36)]
KINDS = ["", "note", "convention", "decision", "preference", "error_fix", "incident", "todo"]
VALUE = re.compile(r"\w[\w-]*(?:[.:/]\w[\w-]*)+|\b\w*\d\w*\b|\b[a-z]+_[a-z_]+\b")
THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.9)


@dataclass
class Row:
    split: str
    session: str
    text: str  # prefixed by the speaker ("U " / "A ")
    structure: list[float]
    markers: list[float]
    lessons: list[int]  # the session's lessons this sentence states


def rows(labels: dict) -> list[Row]:
    out: list[Row] = []
    for name, label in labels.items():
        path = DATA / f"{name}.jsonl"
        turns = [t for t in read_transcript(path) if t.role in ("user", "assistant")]
        asked = False  # the assistant's last turn ended on a question
        for n, turn in enumerate(turns):
            said = _sentences(redact(turn.text).text)
            for i, s in enumerate(said):
                context = " ".join(said[max(0, i - 1) : i + 2])
                score, kind = _score(s, turn.role)
                structure = [
                    turn.role == "user",
                    s.rstrip().endswith("?"),
                    i == 0,
                    n / max(1, len(turns) - 1),
                    bool(VALUE.search(s)),
                    min(len(s), 400) / 400,
                    asked and turn.role == "user",
                ]
                markers = [score, _unwrap(s).corrective] + [kind == k for k in KINDS]
                covered = [k for k, ls in enumerate(label["lessons"]) if _states(s, context, ls)]
                prefix = "U " if turn.role == "user" else "A "
                out.append(
                    Row(label["split"], name, prefix + s, structure, markers, covered)  # type: ignore[arg-type]
                )
            if turn.role == "assistant":
                asked = bool(said) and said[-1].rstrip().endswith("?")
    return out


def study(labels: dict, with_markers: bool, only: list[str]) -> dict:
    data = rows(labels)
    words = HashingVectorizer(n_features=2**18, ngram_range=(1, 2), alternate_sign=False)
    dense = [r.structure + (r.markers if with_markers else []) for r in data]
    x = hstack([words.transform([r.text for r in data]), csr_matrix(np.array(dense, float))])
    x = x.tocsr()
    y = np.array([bool(r.lessons) for r in data])
    splits = np.array([r.split for r in data])
    p = np.zeros(len(data))
    for split in BLIND:
        train, test = splits != split, splits == split
        model = LogisticRegression(class_weight="balanced", max_iter=2000).fit(x[train], y[train])
        p[test] = model.predict_proba(x[test])[:, 1]
    scored = np.isin(splits, only)
    lessons = sum(len(v["lessons"]) for v in labels.values() if v["split"] in only)
    table = []
    for threshold in THRESHOLDS:
        picked = [k for k in np.where(scored & (p >= threshold))[0]]
        right = [k for k in picked if data[k].lessons]
        found = {(data[k].session, i) for k in right for i in data[k].lessons}
        table.append(
            {
                "threshold": threshold,
                "selected": len(picked),
                "right": len(right),
                "precision": round(len(right) / max(1, len(picked)), 3),
                "lessons_found": len(found),
                "lessons": lessons,
                "recall": round(len(found) / max(1, lessons), 3),
            }
        )
    return {"markers": with_markers, "splits": only, "table": table}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--markers", action="store_true", help="add capture's marker features")
    parser.add_argument("--only", default=",".join(BLIND), help="blind splits to score")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    only = [s for s in args.only.split(",") if s]
    unknown = [s for s in only if s not in BLIND]
    if unknown:
        parser.error(f"not a blind split: {', '.join(unknown)} (choose from fresh20-fresh31)")
    labels = json.loads((DATA / "labels.json").read_text())
    result = study(labels, args.markers, only)
    print(f"markers: {'yes' if args.markers else 'no'}; splits scored: {', '.join(only)}")
    print(
        f"{'threshold':>9} {'selected':>9} {'right':>6} {'precision':>9} {'lessons':>8} {'recall':>7}"
    )
    for r in result["table"]:
        found = f"{r['lessons_found']}/{r['lessons']}"
        print(
            f"{r['threshold']:>9} {r['selected']:>9} {r['right']:>6} {r['precision']:>9} "
            f"{found:>8} {r['recall']:>7}"
        )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
