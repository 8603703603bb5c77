"""Every labelled pair's verdict, as a write reads a close pair: before and after a rule.

    python benchmarks/dump_verdicts.py OUT.jsonl [--pairs NAME=FILE ...]
    python benchmarks/dump_verdicts.py --diff BEFORE.jsonl AFTER.jsonl

The first form reads every labelled set eval_reconsolidation.py reads (or the sets named) and
writes one line a pair: the set, its index, the label, both statements, the rules' verdict
(surface.statements.classify, after surface.spelled_out as on a write) and the second reading's
(surface.pair_model.second_reading, with the sentence model's cosine where it is installed).
The second form compares two such files: each pair whose verdict moved, marked TO (now its
label), AWAY (no longer its label) or within (neither), and the three counts. This is how a
rule is checked against all the labelled data before it lands (docs/benchmarks.md); unlike
eval_reconsolidation.py it reads no store, so all the sets take about half a minute.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from eval_reconsolidation import labelled_sets, sets_asked  # noqa: E402

from cognition.memory.write_plans import meaning_asker  # noqa: E402
from surface.pair_model import second_reading  # noqa: E402
from surface.spelled_out import spelled_out  # noqa: E402
from surface.statements import DISTINCT, SAME, UPDATE, classify  # noqa: E402

LABELS = {"same": SAME, "update": UPDATE, "distinct": DISTINCT}


def verdicts(sets: dict[str, Path]) -> Iterator[dict]:
    cosine = meaning_asker()  # as a write asks it: None without the sentence model
    for name, pairs in labelled_sets(sets):
        for i, pair in enumerate(pairs):
            old, new = spelled_out(pair["a"], pair["b"])
            rules = classify(old, new)
            ask = None if cosine is None else partial(cosine, pair["b"], pair["a"])
            read = second_reading(old, new, rules, ask)
            yield {
                "set": name,
                "i": i,
                "kind": pair["kind"],
                "a": pair["a"],
                "b": pair["b"],
                "rules": [rules.kind, rules.reason],
                "read": [read.kind, read.reason],
            }


def moved(before: list[dict], after: list[dict]) -> tuple[list[str], dict[str, int]]:
    """The pairs whose second reading moved, one line each, and how many moved which way."""
    then = {(r["set"], r["i"]): r for r in before}
    lines, counts = [], {"TO": 0, "AWAY": 0, "within": 0}
    for r in after:
        old = then.get((r["set"], r["i"]))
        if old is None or old["read"] == r["read"]:
            continue
        want = LABELS[r["kind"]]
        was, now = old["read"][0] == want, r["read"][0] == want
        tag = "TO" if now and not was else "AWAY" if was and not now else "within"
        counts[tag] += 1
        lines.append(
            f"{tag} {r['set']}:{r['i']} {r['kind']}: {' / '.join(old['read'])} -> "
            f"{' / '.join(r['read'])}\n    {r['a']} || {r['b']}"
        )
    return lines, counts


def _read(path: str) -> list[dict]:
    return [json.loads(ln) for ln in Path(path).read_text().splitlines() if ln.strip()]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", help="where to write the verdicts (JSON lines)")
    ap.add_argument("--pairs", action="append", metavar="NAME=FILE", help="a labelled set")
    ap.add_argument("--diff", nargs=2, metavar=("BEFORE", "AFTER"), help="compare two dumps")
    args = ap.parse_args()
    if args.diff:
        lines, counts = moved(_read(args.diff[0]), _read(args.diff[1]))
        print("\n".join(lines))
        print(f"to their labels {counts['TO']}, away {counts['AWAY']}, within {counts['within']}")
        return
    if not args.out:
        ap.error("give OUT.jsonl, or --diff BEFORE AFTER")
    sets, _ = sets_asked(args.pairs, held_out=False)
    n = 0
    with open(args.out, "w") as out:
        for row in verdicts(sets):
            out.write(json.dumps(row) + "\n")
            n += 1
    print(f"wrote {n} verdicts to {args.out}")


if __name__ == "__main__":
    main()
