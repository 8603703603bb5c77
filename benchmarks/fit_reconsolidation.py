"""Fit the second reading of statement pairs (surface.pair_model) on the labelled pairs.

    python benchmarks/fit_reconsolidation.py [--pairs NAME=FILE ...] [--check-only] [--aligned-only]
        [--out FILE]

Reads every labelled set eval_reconsolidation.py reads (kind update / distinct / same; `a` told
first, then `b`), computes each pair's features (surface.pair_features) with the sentence model's
meanings (the cosine, and the word pieces' alignment, surface.statement_meaning) and without
them, and fits three multinomial logistic regressions (scikit-learn): words alone, with the
cosine, with the cosine and the alignment. Before writing, each set is predicted by models
fitted on all the other sets (leave one set out), and the table says how the rules alone and
each fitted reading do on pairs they never saw. Writes surface/pair_weights.py (unless
--check-only; with --aligned-only, only the aligned reading's weights are refitted) and the
table as JSON.
Needs the `semantic` extra (the sentence model's package).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from eval_reconsolidation import DEFAULT_SETS  # noqa: E402

from surface.change_told import tells_change  # noqa: E402
from surface.dedup import (  # noqa: E402
    overlap_terms,
    restated_with_values,
    worth_a_restatement,
    worth_comparing,
)
from surface.pair_features import MEANING_NAMES, NAMES, change_words, pair_features  # noqa: E402
from surface.pair_model import (  # noqa: E402
    CLASSES,
    KEPT_APART,
    KEPT_SAME,
    MEANING_GRID,
)
from surface.spelled_out import spelled_out  # noqa: E402
from surface.statement_meaning import pair_meaning  # noqa: E402
from surface.statements import DISTINCT, SAME, UPDATE, Verdict, classify, restatement  # noqa: E402

KINDS = {"distinct": DISTINCT, "same": SAME, "update": UPDATE}
CHANGE_NEW = NAMES.index("change_new")
C = 3.0  # regularisation: chosen by the leave-one-set-out table (docs/benchmarks.md)
SAME_AT = 0.5  # a restatement needs this probability (and more than an update's)
UPDATE_AT = 0.6  # an update needs this probability
CONFLICT_AT = 0.4  # below UPDATE_AT: kept beside the older statement, linked as a conflict
WEIGHTS = ROOT / "surface" / "pair_weights.py"
UNRELATED_PER_PAIR = 2  # distinct pairs of two labelled pairs, per labelled pair


def load(sets: dict[str, Path]) -> list[dict]:
    rows = []
    for name, path in sets.items():
        if not path.exists():
            print(f"skipping {name}: {path} not found", file=sys.stderr)
            continue
        for line in path.read_text().splitlines():
            if line.strip():
                pair = json.loads(line)
                rows.append(
                    {"set": name, "kind": KINDS[pair["kind"]], "a": pair["a"], "b": pair["b"]}
                )
    rows += unrelated(rows)
    for r in rows:
        a, b = spelled_out(r["a"], r["b"])  # as the write path reads a pair
        rules = as_written(a, b)
        r["rules"] = rules.kind
        r["kept_apart"] = rules.reason in KEPT_APART  # never read again
        r["kept_same"] = rules.reason in KEPT_SAME
        r["kept_update"] = rules.kind == UPDATE
        meaning = pair_meaning(r["a"], r["b"])
        if meaning is None:
            sys.exit("the sentence model is not installed: pip install 'cognimem[semantic]'")
        r["x"] = list(pair_features(a, b, rules, meaning.cosine))
        r["aligned"] = list(meaning.alignment)
    return rows


def read_on_write(old: str, new: str) -> bool:
    """The write path reads this pair (cognition.memory.write_plans.reconsolidation_partner)."""
    old, new = spelled_out(old, new)
    mine, theirs = overlap_terms(new), overlap_terms(old)
    return (
        worth_comparing(mine, theirs, tells_change(new))
        or worth_a_restatement(mine, theirs)
        or (change_words(new) > 0 and bool(mine & theirs))
        or restated_with_values(new, old, mine, theirs)
    )


def as_written(old: str, new: str) -> Verdict:
    """The rules' verdict as the write path asks for it: all rules for a close pair, the
    restatement rules alone for one further apart."""
    close = worth_comparing(overlap_terms(new), overlap_terms(old), tells_change(new))
    return classify(old, new) if close else restatement(old, new)


def unrelated(rows: list[dict]) -> list[dict]:
    """Distinct pairs as a write meets them: a statement of one labelled pair told after one of
    another pair of the same set that shares a topic term with it (what a merge-key lookup
    finds). Without them the model never sees a candidate that shares almost nothing."""
    out = []
    for name in sorted({r["set"] for r in rows}):
        group = [r for r in rows if r["set"] == name]
        for i, r in enumerate(group):
            others = [
                o
                for j, o in enumerate(group)
                if j != i
                and read_on_write(o["a"], r["b"])
                # sets reuse a statement in several pairs: only another subject is unrelated
                and classify(r["a"], o["a"]).kind == DISTINCT
                and classify(o["a"], r["a"]).kind == DISTINCT
            ]
            for o in others[:UNRELATED_PER_PAIR]:
                out.append(
                    {"set": name, "kind": DISTINCT, "a": o["a"], "b": r["b"], "unrelated": True}
                )
    return out


READINGS = ("words", "meaning", "aligned")  # the three models a write may read a pair with


def features(r: dict, reading: str) -> list[float]:
    """A pair's features for one reading: the words alone, with the meanings' cosine, or with
    the cosine and the word pieces' alignment too (surface.statement_meaning)."""
    if reading == "words":
        return r["x"][len(MEANING_NAMES) :]
    return r["x"] + r["aligned"] if reading == "aligned" else r["x"]


def fit(rows: list[dict], reading: str):
    from sklearn.linear_model import LogisticRegression

    x = [features(r, reading) for r in rows]
    y = [CLASSES.index(r["kind"]) for r in rows]
    return LogisticRegression(C=C, max_iter=5000).fit(x, y)


def settled_by_words(r: dict, meaning) -> bool:
    """Every cosine on surface.pair_model's grid gives one verdict: a write then computes no
    meaning, and the cosine-only model's verdict stands."""
    told = 1.0 if r["x"][CHANGE_NEW] > 0 else 0.0
    grid = [[c, c * c, told * c, *r["x"][len(MEANING_NAMES) :]] for c in MEANING_GRID]
    return len({decided(p) for p in meaning.predict_proba(grid)}) == 1


def decided(p) -> str:
    if p[1] >= SAME_AT and p[1] >= p[2]:
        return SAME
    if p[2] >= UPDATE_AT:
        return UPDATE
    return DISTINCT


def kept_or_decided(r: dict, p) -> str:
    """A change the rules found stays one (surface.pair_model.second_reading)."""
    return UPDATE if r["kept_update"] else decided(p)


def held_out(rows: list[dict], reading: str) -> list[str]:
    """Each pair's verdict by a model fitted on every other set; as on a write, a pair the
    rules keep apart (surface.pair_model.second_reading) stays distinct, one they read as the
    same words the same."""
    out: dict[int, str] = {}
    for name in sorted({r["set"] for r in rows}):
        train = [r for r in rows if r["set"] != name]
        test = [(i, r) for i, r in enumerate(rows) if r["set"] == name]
        model = fit(train, reading)
        probs = model.predict_proba([features(r, reading) for _, r in test])
        if reading == "aligned":  # as a write reads: the alignment only where words do not
            # settle the pair and the newer statement tells no change (surface.pair_model._meant)
            meaning = fit(train, "meaning")
            cos_only = meaning.predict_proba([features(r, "meaning") for _, r in test])
            probs = [
                c if settled_by_words(r, meaning) or r["x"][CHANGE_NEW] > 0 else p
                for (_, r), p, c in zip(test, probs, cos_only, strict=True)
            ]
        out.update(
            (i, DISTINCT if r["kept_apart"] else SAME if r["kept_same"] else kept_or_decided(r, p))
            for (i, r), p in zip(test, probs, strict=True)
        )
    return [out[i] for i in range(len(rows))]


def tally(rows: list[dict], verdicts: list[str]) -> dict[str, int]:
    c = Counter((r["kind"], v) for r, v in zip(rows, verdicts, strict=True))
    return {
        "n_same": sum(r["kind"] == SAME for r in rows),
        "same_merged": c[(SAME, SAME)],
        "n_update": sum(r["kind"] == UPDATE for r in rows),
        "update_superseded": c[(UPDATE, UPDATE)],
        "update_merged": c[(UPDATE, SAME)],
        "n_distinct": sum(r["kind"] == DISTINCT for r in rows),
        "distinct_joined": c[(DISTINCT, SAME)] + c[(DISTINCT, UPDATE)],
    }


def weights_without(rows: list[dict], name: str) -> dict[str, object]:
    """surface.pair_weights' constants fitted on every set but `name`: what a write reads that
    set with when it never saw it (eval_reconsolidation.py --held-out)."""
    train = [r for r in rows if r["set"] != name]
    words, sense, aligned = (fit(train, reading) for reading in READINGS)
    return {
        "SAME_AT": SAME_AT,
        "UPDATE_AT": UPDATE_AT,
        "CONFLICT_AT": CONFLICT_AT,
        "MEANING_COEF": tuple(tuple(float(w) for w in row) for row in sense.coef_),
        "MEANING_INTERCEPT": tuple(float(b) for b in sense.intercept_),
        "WORDS_COEF": tuple(tuple(float(w) for w in row) for row in words.coef_),
        "WORDS_INTERCEPT": tuple(float(b) for b in words.intercept_),
        "ALIGNED_COEF": tuple(tuple(float(w) for w in row) for row in aligned.coef_),
        "ALIGNED_INTERCEPT": tuple(float(b) for b in aligned.intercept_),
    }


def _table(name: str, coef, intercept) -> list[str]:
    # written as ruff formats it: one number a line
    lines = [f"{name}_COEF = ("]
    for row in coef:
        lines += ["    (", *(f"        {float(w):.6f}," for w in row), "    ),"]
    return [
        *lines,
        ")",
        f"{name}_INTERCEPT = (" + ", ".join(f"{float(b):.6f}" for b in intercept) + ")",
    ]


def write_weights(rows: list[dict], refit: tuple[str, ...] = READINGS) -> None:
    """Fit the readings named in `refit` on `rows` and write surface/pair_weights.py; the other
    readings keep the weights (and the FITTED_ON line) shipped now: a refit moves verdicts
    that tests and the labelled sets were checked against, so it is chosen reading by reading."""
    from surface import pair_weights as shipped

    sets = Counter(r["set"] for r in rows)
    unrelated_n = sum(r.get("unrelated", False) for r in rows)
    fitted_on = (
        f"{len(rows) - unrelated_n} labelled pairs of {len(sets)} sets"
        f" and {unrelated_n} unrelated pairs made of them"
    )
    tables, said = [], {}
    for reading, prefix in zip(READINGS, ("WORDS", "MEANING", "ALIGNED"), strict=True):
        if reading in refit:
            m = fit(rows, reading)
            coef, intercept, said[reading] = m.coef_, m.intercept_, fitted_on
        else:
            coef, intercept = (
                getattr(shipped, f"{prefix}_COEF"),
                getattr(shipped, f"{prefix}_INTERCEPT"),
            )
            said[reading] = shipped.FITTED_ON if prefix != "ALIGNED" else shipped.ALIGNED_FITTED_ON
        tables.append(_table(prefix, coef, intercept))
    words, sense, aligned = tables
    text = [
        '"""Fitted weights of the second reading of statement pairs (surface.pair_model).',
        "",
        "Generated by `python benchmarks/fit_reconsolidation.py`; do not edit by hand. Rows: distinct,",
        "same, update; columns: surface.pair_features.NAMES (WORDS_*: WORD_NAMES, without the",
        'meaning\'s; ALIGNED_*: NAMES, then surface.statement_meaning.ALIGNMENT_NAMES)."""',
        "",
        "# FITTED_ON: the words-only and the cosine readings; ALIGNED_FITTED_ON: the alignment's",
        f'FITTED_ON = "{said["meaning"]}"',
        f'ALIGNED_FITTED_ON = "{said["aligned"]}"',
        "FEATURES = (",
        *(f'    "{n}",' for n in NAMES),
        ")",
        f"SAME_AT = {SAME_AT}",
        f"UPDATE_AT = {UPDATE_AT}",
        f"CONFLICT_AT = {CONFLICT_AT}",
        *sense,
        *words,
        *aligned,
        "",
    ]
    WEIGHTS.write_text("\n".join(text))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--pairs", action="append", metavar="NAME=FILE", help="a labelled set (repeatable)"
    )
    ap.add_argument("--check-only", action="store_true", help="print the table, write no weights")
    ap.add_argument(
        "--aligned-only",
        action="store_true",
        help="refit only the reading with the alignment; the words-only and cosine readings"
        " keep the shipped weights",
    )
    ap.add_argument(
        "--out", default=str(ROOT / "benchmarks" / "results" / "fit_reconsolidation.json")
    )
    args = ap.parse_args()
    sets = dict(DEFAULT_SETS)
    if args.pairs:
        sets = {p.split("=", 1)[0]: Path(p.split("=", 1)[1]) for p in args.pairs}
    rows = load(sets)
    read = {reading: held_out(rows, reading) for reading in READINGS}
    report = {}
    for part, keep in (("labelled", False), ("unrelated", True)):
        idx = [i for i, r in enumerate(rows) if r.get("unrelated", False) == keep]
        sub = [rows[i] for i in idx]
        report[f"rules {part}"] = tally(sub, [rows[i]["rules"] for i in idx])
        for reading in READINGS:
            report[f"{reading} {part}"] = tally(sub, [read[reading][i] for i in idx])
    print(
        f"{len(rows)} pairs of {len(set(r['set'] for r in rows))} sets, each set predicted by a model fitted on the others"
    )
    print(
        f"{'reading':<18} {'same merged':>12} {'updates':>10} {'upd merged':>11} {'distinct joined':>16}"
    )
    for name, t in report.items():
        print(
            f"{name:<20} {t['same_merged']:>5}/{t['n_same']:<6} {t['update_superseded']:>4}/{t['n_update']:<5}"
            f" {t['update_merged']:>11} {t['distinct_joined']:>9}/{t['n_distinct']}"
        )
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2))
    if not args.check_only:
        write_weights(rows, ("aligned",) if args.aligned_only else READINGS)
        print(f"wrote {WEIGHTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
