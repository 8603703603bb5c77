"""Write the notebooks of docs/notebooks/ (outputs stripped) from the cells below.

    python docs/notebooks/build_notebooks.py                 # (re)write the .ipynb files
    python docs/notebooks/build_notebooks.py --execute       # also run each one and time it
    python docs/notebooks/build_notebooks.py --figures docs/img   # run them, saving their plots

Edit the cells here, not in Jupyter: tests/test_notebooks.py checks that the committed notebooks
are exactly what this script writes, and runs every one of them. Executed outputs are never
written back (the committed notebooks stay small); --figures is how docs/img/*.png are made.
Needs the `notebooks` extra: pip install -e ".[notebooks]".
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import textwrap
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIGURES_ENV = "COGNIMEM_FIGURES"  # the notebooks save their plots into this folder when set

# Shared first code cell: plots are saved only when build_notebooks.py --figures asks.
SETUP = f'''
import os
from pathlib import Path

import matplotlib.pyplot as plt

FIGURES = os.environ.get("{FIGURES_ENV}")  # set by build_notebooks.py --figures DIR


def save(fig, name):
    """Show a plot; also save it for the user docs (docs/img) when asked."""
    if FIGURES:
        fig.savefig(Path(FIGURES) / f"{{name}}.png", dpi=72, bbox_inches="tight")
    if plt.get_backend().lower() == "agg":  # headless (tests, --figures): nothing to show
        plt.close(fig)
    else:
        plt.show()
'''

# A clock the notebooks move by hand (open_memory(clock=...)).
CLOCK = '''
class Clock:
    """Simulated time: the memory reads it, the notebook moves it."""

    def __init__(self, start):
        self.t = float(start)

    def __call__(self):
        return self.t

    def advance(self, days):
        self.t += days * 86400
'''

# -- decay_dynamics ----------------------------------------------------------------------------

DECAY = [
    (
        "md",
        """
# Decay dynamics: how cognimem forgets

Every memory has an ACT-R *recall probability* that falls with idle time and rises with use.
The maintenance pass (`cognimem decay`) archives a memory when three things hold
(docs/formulas.md §5):

- it is **not pinned**;
- its **grace period** is over: 7 / 14 / 30 days after the last use for importance 1–2 / 3 /
  4–5, stretched by emotional intensity `a` as `G = G_tier · (1 + φ·a)`;
- its recall probability `P = 1 / (1 + exp(-(B - τ) / s))` is below `p_archive` (0.25).
  `B` is the ACT-R base level of its `n` uses, with a decay rate `d = d0 · (1 − k_e·a)` that
  intensity slows down (the *flashbulb* effect).

Archived is not deleted: explicit search still finds the memory, and using it brings it back.
Everything below is computed by the code the maintenance pass runs (`decay.activation`,
`decay.rules`), with the default parameters of `cognition.Settings`.
""",
    ),
    ("code", SETUP),
    (
        "code",
        '''
import math

import numpy as np

from cognition import DAY, Settings, assess_many, assess_one, base_level, recall_probability_many

params = Settings().decay  # what a default install uses; [decay] in config.toml changes it
print(params)


def p_recall(idle_days, intensity=0.0, uses=1, life_days=None):
    """P(recall) of a memory last used `idle_days` ago, created `life_days` ago, used `uses` times."""
    idle = np.asarray(idle_days, dtype=float)
    life = idle if life_days is None else np.maximum(np.asarray(life_days, dtype=float), idle)
    n, a, idle, life = np.broadcast_arrays(np.asarray(uses, dtype=float),
                                           np.asarray(intensity, dtype=float), idle, life)
    return recall_probability_many(n, -life * DAY, -idle * DAY, a, 0.0, params)


def verdict(importance, intensity, idle_days, uses=1, life_days=None, pinned=False):
    """The maintenance pass's verdict on one memory (judged at now = 0)."""
    life = idle_days if life_days is None else life_days
    row = (1, "fact", importance, intensity, int(pinned), uses, -life * DAY, -idle_days * DAY)
    return assess_one(row, 0.0, params)


def grace(importance, intensity):
    return params.grace_days[importance - 1] * (1 + params.phi * intensity)


def archive_day(importance, intensity):
    """Idle days after which a single-use memory is archived: the later of grace end and P < p_archive."""
    lo, hi = 0.0, 10_000.0
    for _ in range(60):  # P falls monotonically with idle time: bisect where it crosses p_archive
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if p_recall(mid, intensity) >= params.p_archive else (lo, mid)
    day = max(grace(importance, intensity), hi)
    # the rule itself agrees: kept just before that day, archived just after
    assert not verdict(importance, intensity, day - 0.01).archive
    assert verdict(importance, intensity, day + 0.01).archive
    return day
''',
    ),
    (
        "md",
        """
## Recall probability over idle time

A memory used once, by emotional intensity. The dashed line is `p_archive`; a memory below it is
archived once its grace period (dots: the archive day for importance 3) is over.
""",
    ),
    (
        "code",
        """
intensities = [0.0, 0.25, 0.5, 0.75, 1.0]
days = np.linspace(0, 60, 601)
long_days = np.geomspace(1 / 24, 730, 400)
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
for a in intensities:
    (line,) = left.plot(days, p_recall(days, a), label=f"intensity {a:g}")
    right.plot(long_days, p_recall(long_days, a), color=line.get_color())
    day = archive_day(3, a)
    if day <= 60:
        left.plot(day, p_recall(day, a), "o", color=line.get_color())
for ax in (left, right):
    ax.axhline(params.p_archive, ls="--", color="grey", lw=1)
    ax.set_ylabel("P(recall)")
    ax.set_ylim(0, 1.02)
left.set_xlabel("days since last use")
left.set_title("single use: the first two months")
left.legend()
right.set_xscale("log")
right.set_xticks([1 / 24, 1, 7, 30, 365], ["1 h", "1 d", "1 w", "1 mo", "1 y"])
right.set_xlabel("time since last use (log)")
right.set_title("the long tail: intensity slows decay")
fig.tight_layout()
save(fig, "decay_curves")
""",
    ),
    (
        "md",
        """
## Where the archive boundary falls

For a neutral memory the grace period decides: P is already below 0.25 when it ends. Intensity
both stretches the grace period and slows the decay, so a vivid memory outlives its tier.
""",
    ),
    (
        "code",
        """
tiers = [1, 2, 3, 4, 5]
fig, ax = plt.subplots(figsize=(8, 3.6))
width = 0.8 / len(intensities)
for k, a in enumerate(intensities):
    values = [archive_day(i, a) for i in tiers]
    xs = [i + (k - 2) * width for i in tiers]
    ax.bar(xs, values, width, label=f"intensity {a:g}")
ax.set_yscale("log")
ax.set_ylim(4, 700)
ax.set_yticks([7, 14, 30, 60, 120, 240], ["7", "14", "30", "60", "120", "240"])
ax.set_xlabel("importance")
ax.set_ylabel("archived after (days idle)")
ax.set_title("archive day of a memory used once")
ax.legend(fontsize=8, ncol=5, loc="upper left")
fig.tight_layout()
save(fig, "decay_archive_days")

print("archive day (days idle) of a single-use memory")
print("intensity " + "".join(f"  imp {i}" for i in tiers))
for a in intensities:
    print(f"{a:9.2f} " + "".join(f"{archive_day(i, a):7.1f}" for i in tiers))
""",
    ),
    (
        "md",
        """
## Repeated use keeps a memory alive

Only *use* counts: an explicit recall (its top hits), `get`/`show`, a citation in an answer, a
merge of a duplicate. Each use is one more ACT-R presentation (`n += 1`) and restarts the grace
period. Being surfaced by the prompt hook is not a use. Below: memories used `n` times over their
first 30 days, then left alone.
""",
    ),
    (
        "code",
        """
idle = np.linspace(0, 120, 481)
fig, ax = plt.subplots(figsize=(8, 3.6))
for n in [1, 2, 3, 5, 10, 20]:
    ax.plot(idle, p_recall(idle, 0.0, uses=n, life_days=30 + idle), label=f"used {n}x")
ax.axhline(params.p_archive, ls="--", color="grey", lw=1)
ax.axvline(14, ls=":", color="grey", lw=1)
ax.text(14.5, 0.95, "grace ends (importance 3)", fontsize=8, color="grey")
ax.set_xlabel("days since last use")
ax.set_ylabel("P(recall)")
ax.set_ylim(0, 1.02)
ax.set_title("frequency: uses spread over the first 30 days")
ax.legend(ncol=2)
fig.tight_layout()
save(fig, "decay_repeated_use")
""",
    ),
    (
        "md",
        """
The same through the public API: a memory that is looked up a few times carries its uses in
`activation_count` and `last_activated`, and its twin that nobody uses does not.
""",
    ),
    ("code", CLOCK),
    (
        "code",
        """
import datetime as dt
import tempfile

from cognition import open_memory

tmp = Path(tempfile.mkdtemp(prefix="cognimem-decay-"))
(tmp / "app" / ".git").mkdir(parents=True)  # a .git folder marks the project root
clock = Clock(dt.datetime(2026, 1, 5, tzinfo=dt.UTC).timestamp())
async with open_memory(tmp / "app", clock=clock, env={"COGNIMEM_HOME": str(tmp / "home")}) as mem:
    used = (await mem.remember("Release notes are generated by towncrier", importance=3,
                               valence=0.0, intensity=0.0)).memory
    twin = (await mem.remember("The staging database is refreshed every Monday", importance=3,
                               valence=0.0, intensity=0.0)).memory
    for day in (1, 2, 5, 10):
        clock.t = used.created_at + day * DAY
        await mem.get(used.id)  # an explicit look-up is a use
    clock.t = used.created_at + 24 * DAY
    for m in (await mem.get(used.id, use=False), await mem.get(twin.id, use=False)):
        p = recall_probability_many([m.activation_count], [m.created_at], [m.last_activated],
                                    [m.intensity], clock.t, params)[0]
        idle = (clock.t - m.last_activated) / DAY
        print(f"#{m.id} uses {m.activation_count:g}, idle {idle:4.1f} d, P(recall) {p:.2f}: "
              f"{verdict(m.importance, m.intensity, idle, m.activation_count, 24).reason}")
""",
    ),
    (
        "md",
        """
## The archive boundary in one picture

Each panel is one importance tier: colour is P(recall) of a single-use memory by idle time and
intensity; the black line is where the maintenance pass starts archiving.
""",
    ),
    (
        "code",
        """
idle_grid = np.geomspace(0.5, 300, 300)
a_grid = np.linspace(0, 1, 101)
IDLE, A = np.meshgrid(idle_grid, a_grid)
P = p_recall(IDLE, A)
fig, axes = plt.subplots(1, 3, figsize=(12, 3.4), sharey=True)
for ax, importance in zip(axes, (1, 3, 5), strict=True):
    rows = [(k, "fact", importance, a, 0, 1, -d * DAY, -d * DAY)
            for k, (d, a) in enumerate(zip(IDLE.ravel(), A.ravel(), strict=True))]
    archived = np.array([v.archive for v in assess_many(rows, 0.0, params)]).reshape(IDLE.shape)
    mesh = ax.pcolormesh(IDLE, A, P, shading="auto", cmap="viridis", vmin=0, vmax=1)
    ax.contour(IDLE, A, archived.astype(float), levels=[0.5], colors="black", linewidths=1.5)
    ax.set_xscale("log")
    ax.set_xticks([1, 7, 30, 100, 300], ["1", "7", "30", "100", "300"])
    ax.set_title(f"importance {importance}")
    ax.set_xlabel("days since last use")
axes[0].set_ylabel("intensity")
fig.colorbar(mesh, ax=axes, label="P(recall)")
save(fig, "decay_boundary")
""",
    ),
    (
        "md",
        """
## The calibration table of docs/formulas.md §3, from the code

Every figure the design note quotes, recomputed. "about" values allow ±3 days; the others must
match to the digits the note prints. The last cell fails if the code and the note disagree.
""",
    ),
    (
        "code",
        """
d_neutral = params.d0
B7 = base_level(1, 7 * 24, 7 * 24, d_neutral, params.floor_hours)
rows = [
    # (case, expected, computed, tolerance or None = match the printed digits)
    ("B, single use, d=0.5, 7 d idle", -2.56, B7, None),
    ("tau = B + s ln 3", -2.12, B7 + params.s * math.log(3), None),
    ("tau in the settings", -2.12, params.tau, None),
]
for label, d, expected in [("1 h", 1 / 24, 0.995), ("1 d", 1, 0.79), ("3 d", 3, 0.49),
                           ("7 d", 7, 0.25), ("14 d", 14, 0.12), ("30 d", 30, 0.05)]:
    rows.append((f"P neutral single use, {label} idle", expected, float(p_recall(d)), None))
for imps, expected in [((1, 2), 7), ((3,), 14), ((4, 5), 30)]:
    for i in imps:
        rows.append((f"archive day neutral, importance {i}", expected, archive_day(i, 0.0), 0.01))
for n, life, idle, expected in [(3, 10, 7, 0.82), (5, 20, 14, 0.87), (20, 60, 30, 0.98),
                                (4, 20, 8, 0.85)]:
    rows.append((f"P n={n} over {life} d, {idle} d idle", expected,
                 float(p_recall(idle, 0.0, uses=n, life_days=life)), None))
for a, points in [(0.5, [(7, 0.54), (14, 0.37), (30, 0.22)]),
                  (1.0, [(7, 0.81), (30, 0.59), (90, 0.39), (180, 0.27), (365, 0.18)])]:
    for d, expected in points:
        rows.append((f"P intensity {a:g}, {d} d idle", expected, float(p_recall(d, a)), None))
for a, tiers_expected in [(0.5, [(1, 25), (2, 25), (3, 25), (4, 45), (5, 45)]),
                          (1.0, [(i, 213) for i in range(1, 6)])]:
    for i, expected in tiers_expected:
        tol = 0.01 if expected == 45 else 3.0  # 45 d is the grace end exactly; the rest "about"
        rows.append((f"archive day intensity {a:g}, importance {i}", expected, archive_day(i, a), tol))
checks = [
    ("importance 1, idle 7.5 d: archived", "archive", verdict(1, 0.0, 7.5)),
    ("same with intensity 1: kept", "keep", verdict(1, 1.0, 7.5)),
    ("n=4, importance 1, idle 8 d, lifetime 20 d: kept", "keep", verdict(1, 0.0, 8, 4, 20)),
    ("pinned, importance 1, idle 400 d: kept", "keep", verdict(1, 0.0, 400, pinned=True)),
]


def matches(expected, computed, tol):
    if tol is not None:
        return abs(computed - expected) <= tol
    digits = len(repr(float(expected)).split(".")[1])
    return round(computed, digits) == expected


ok_all = True
print(f"{'case':<46} {'expected':>9} {'computed':>9}  ok")
for case, expected, computed, tol in rows:
    ok = matches(expected, computed, tol)
    ok_all &= ok
    print(f"{case:<46} {expected:>9g} {computed:>9.3f}  {'yes' if ok else 'NO'}")
for case, expected, v in checks:
    got = "archive" if v.archive else "keep"
    ok_all &= got == expected
    print(f"{case:<46} {expected:>9} {got:>9}  {'yes' if got == expected else 'NO'}   ({v.reason})")
assert ok_all, "the code no longer reproduces the calibration table of docs/formulas.md §3"
""",
    ),
    (
        "code",
        """
import shutil

shutil.rmtree(tmp, ignore_errors=True)
""",
    ),
]

# -- retrieval_ablation ------------------------------------------------------------------------

ABLATION = [
    (
        "md",
        """
# Retrieval ablation on LoCoMo

What each part of recall adds, measured on the LoCoMo development split (5 long conversations,
2,760 memories, 760 questions whose answer is a set of dialogue turns). The harness
`benchmarks/eval_locomo.py` loads each conversation into a fresh store at its real dates and asks
every question through `MemorySystem.recall`, switching one component on per row:

| row | adds |
| --- | --- |
| `bm25` | SQLite FTS5 BM25 alone |
| `+vectors` | the embedder's vectors, blended with BM25 |
| `+activation` | ACT-R activation in ranking |
| `+graph` | spreading over the relation graph |
| `+context` | a hit's neighbouring turns of the same session |
| `full` | everything, including the time-window feature |

The data is CC BY-NC and never copied into the repository: it is read from
`../shared/eval/locomo-dev` next to the checkout (or `COGNIMEM_LOCOMO`). Without it the
notebook says so and skips. With the hash embedder it takes about 20–30 s.
""",
    ),
    ("code", SETUP),
    (
        "code",
        """
import importlib.util
import time

import cognition

ROOT = Path(os.environ.get("COGNIMEM_REPO") or Path(cognition.__file__).resolve().parents[1])
DATA = Path(os.environ.get("COGNIMEM_LOCOMO") or ROOT.parent / "shared" / "eval" / "locomo-dev")
HARNESS = ROOT / "benchmarks" / "eval_locomo.py"
EMBEDDER = os.environ.get("COGNIMEM_EVAL_EMBEDDER", "hash")  # or sentence-transformers

results = None
if not (DATA / "memories.jsonl").exists():
    print(f"skipped: no LoCoMo data at {DATA} (set COGNIMEM_LOCOMO to the locomo-dev folder)")
elif not HARNESS.exists():
    print(f"skipped: no harness at {HARNESS} (run the notebook from a checkout)")
else:
    spec = importlib.util.spec_from_file_location("eval_locomo", HARNESS)
    eval_locomo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(eval_locomo)
    t0 = time.perf_counter()
    results = await eval_locomo.evaluate(DATA, EMBEDDER, list(eval_locomo.CONFIGS))
    print(f"{len(results)} configurations, embedder {EMBEDDER}, {time.perf_counter() - t0:.0f} s")
""",
    ),
    (
        "md",
        """
## The tables

Recall@10 per question category, then the overall R@5, R@10, MRR and nDCG@10 — the same tables
`python benchmarks/eval_locomo.py` prints.
""",
    ),
    (
        "code",
        """
if results:
    eval_locomo.print_tables(results)
""",
    ),
    (
        "md",
        """
## Per category

Multi-hop and open-domain questions need facts spread over several turns; single-hop and temporal
ones mostly need one turn. The session-context step helps where the evidence sits next to the
hit; activation and the graph move little here, because a LoCoMo conversation has no usage
history and no typed links (they matter on a real project store, where memories are used and
linked).
""",
    ),
    (
        "code",
        """
if results:
    import numpy as np

    configs = list(results)
    first = results[configs[0]]
    cats = [c for c in ("single-hop", "multi-hop", "temporal", "open-domain") if c in first]
    cats.append("ALL")
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4), gridspec_kw={"width_ratios": [3, 2]})
    width = 0.8 / len(configs)
    x = np.arange(len(cats))
    for k, name in enumerate(configs):
        left.bar(x + (k - (len(configs) - 1) / 2) * width,
                 [results[name][c]["R@10"] for c in cats], width, label=name)
    left.set_xticks(x, [f"{c}\\n(n={first[c]['n']})" for c in cats])
    left.set_ylabel("recall@10")
    left.set_ylim(0, 1.08)
    left.set_title("recall@10 by question category")
    left.legend(fontsize=7, ncol=6, loc="upper center")
    base = results[configs[0]]["ALL"]["R@10"]
    steps = configs[1:]
    gains = [results[b]["ALL"]["R@10"] - results[a]["ALL"]["R@10"]
             for a, b in zip(configs, steps, strict=False)]
    right.bar(steps, gains, color=["tab:green" if g >= 0 else "tab:red" for g in gains])
    right.axhline(0, color="black", lw=0.8)
    right.set_title(f"ALL R@10: what each step adds to bm25 ({base:.3f})")
    right.set_ylabel("change in recall@10")
    right.tick_params(axis="x", rotation=30)
    for i, g in enumerate(gains):
        right.text(i, g, f"{g:+.3f}", ha="center", va="bottom" if g >= 0 else "top", fontsize=8)
    fig.tight_layout()
    save(fig, "retrieval_ablation")
""",
    ),
]

# -- memory_graph ------------------------------------------------------------------------------

GRAPH = [
    (
        "md",
        """
# The memory graph of a coding project

A small but realistic project store: conventions, an incident and its fix, a decision chain
with a reversal, a fact that was superseded, and code anchors on files the notebook writes.
Then: draw the relation graph, find its communities, walk the decision chain, ask what was
true at an earlier date (`as_of`), and see anchored memories flagged stale when their code
changes. Everything goes through the public API (`from cognition import open_memory`).
""",
    ),
    ("code", SETUP),
    ("code", CLOCK),
    (
        "code",
        """
import datetime as dt
import tempfile

import networkx as nx

from cognition import open_memory

tmp = Path(tempfile.mkdtemp(prefix="cognimem-graph-"))
project = tmp / "shop"
(project / ".git").mkdir(parents=True)  # a .git folder marks the project root
(project / "src").mkdir()
(project / "scripts").mkdir()
(project / "src" / "queue.py").write_text(
    "import sqlite3\\n\\n\\ndef enqueue(db: sqlite3.Connection, job: str) -> None:\\n"
    "    db.execute('INSERT INTO jobs(payload) VALUES (?)', (job,))\\n\\n\\n"
    "def claim(db: sqlite3.Connection):\\n"
    "    return db.execute('SELECT id, payload FROM jobs LIMIT 1').fetchone()\\n")
(project / "scripts" / "ship.sh").write_text(
    "#!/bin/sh\\nset -e\\nexec 9>/tmp/ship.lock\\nflock 9\\nmake migrate deploy\\n")

start = dt.datetime(2026, 1, 5, 9, tzinfo=dt.UTC).timestamp()
clock = Clock(start)
mem = await open_memory(project, clock=clock, env={"COGNIMEM_HOME": str(tmp / "home")}).open()
print("project root:", mem.root)
""",
    ),
    ("md", "## Filling the store: a month and a half of a project"),
    (
        "code",
        """
async def note(content, **kw):
    return (await mem.remember(content, **kw)).memory.id


# week 1: conventions
ship = await note("Deploys go through `make ship`; nobody deploys by hand.", title="Deploy convention",
                  importance=4, tags=["deploy"])
lint = await note("Lint with ruff, line length 100; CI fails on any warning.", tags=["style", "ci"])
tests = await note("Tests run with pytest -n 2 in CI; keep each test under a second.",
                   tags=["ci", "testing"])
port_old = await note("The API listens on port 8080.", title="API port", tags=["api", "config"])
queue = await note("The job queue lives in src/queue.py (enqueue, claim).", title="Job queue",
                   tags=["queue"])
await mem.anchor(queue, "src/queue.py", symbol="enqueue")
clock.advance(1)
d1 = (await mem.decide("Use SQLite as the job queue",
                       rationale="one file, zero ops; a few jobs a minute",
                       alternatives=["Redis: one more service to run",
                                     "Postgres: heavier than we need"],
                       because=[queue], title="Queue on SQLite", tags=["queue"])).memory.id

# day 10: an incident and its fix
clock.advance(9)
incident = await note("Outage: two CI jobs ran `make ship` at once, migrations ran twice and the "
                      "orders table was locked for 20 minutes.", layer="experience",
                      title="Double-migration outage", importance=5, valence=-0.8,
                      intensity=0.9, tags=["deploy", "incident"])
fix = await note("Fix for the double-migration outage: scripts/ship.sh takes an flock on "
                 "/tmp/ship.lock, so a second deploy waits.", layer="experience",
                 title="Deploy lock", importance=4, valence=0.5, intensity=0.5,
                 tags=["deploy", "fix"])
await mem.relate(fix, incident, "caused_by")
await mem.relate(fix, ship, "supports")
await mem.anchor(fix, "scripts/ship.sh")

# day 20: the port changes; the old fact is superseded, not deleted
clock.advance(10)
port_new = await note("The API listens on port 9090 since the new proxy took 8080.",
                      title="API port", tags=["api", "config"])
await mem.relate(port_new, port_old, "supersedes")

# day 25: launch day hurts; a first decision follows, then a reversal
clock.advance(5)
launch = await note("Launch day: 40k jobs backed up and workers failed with 'database is "
                    "locked' under 8 writers.", layer="experience", title="Queue backlog",
                    importance=4, valence=-0.7, intensity=0.8, tags=["queue", "incident"])
d2 = (await mem.decide("Put the queue database in WAL mode with a 10 s busy timeout",
                       rationale="readers stop blocking the writer; retries absorb bursts",
                       because=[launch], follows=d1, title="Queue WAL",
                       tags=["queue"])).memory.id
await mem.anchor(d2, "src/queue.py", line_start=1, line_end=5)
clock.advance(10)
d3 = (await mem.decide("Move the job queue to Postgres with SELECT ... FOR UPDATE SKIP LOCKED",
                       rationale="many concurrent writers; SQLite allows one at a time",
                       alternatives=["Redis streams: a new service, no transaction with orders"],
                       because=[launch], follows=d2, reverses=d1, title="Queue on Postgres",
                       tags=["queue"], importance=4)).memory.id
clock.advance(15)
await mem.record_outcome(d3, "Backlog cleared in two hours; no lock errors since.")

stats = await mem.stats()
print(stats["project"]["by_layer"], stats["project"]["by_status"], stats["project"]["edges"], "links")
""",
    ),
    (
        "md",
        """
## The graph

`mem.graph()` is the store's relation graph as a networkx `MultiDiGraph`: nodes are memory ids
and code entities (`("file", path)`, `("symbol", "path::name")`), edges are keyed by their
relation type. Besides the links made above, `remember` linked similar memories `related`, and
every anchor is an `about` link to its file or symbol. Communities come from
`networkx.algorithms.community` on the undirected view.
""",
    ),
    (
        "code",
        """
from networkx.algorithms import community

G = await mem.graph()
everything = {m.id: m for m in (await mem.list(status=None, limit=200)).items}


def label(node):
    if isinstance(node, tuple):  # a code entity
        return f"{node[0]}:{node[1]}"
    m = everything[node]
    return f"#{m.id} {m.title or m.content[:24]}"


H = nx.relabel_nodes(G, {n: label(n) for n in G})  # readable (and sortable) node names
kind = {label(n): "entity" if isinstance(n, tuple) else everything[n].layer for n in G}
faded = {label(n) for n in G if not isinstance(n, tuple) and everything[n].status != "active"}
U = nx.Graph(H)  # undirected, parallel links merged
groups = community.greedy_modularity_communities(U, weight="weight")
group_of = {n: k for k, g in enumerate(groups) for n in g}
print(f"{G.number_of_nodes()} nodes, {G.number_of_edges()} links, {len(groups)} communities, "
      f"modularity {community.modularity(U, groups):.2f}")
for k, g in enumerate(groups):
    print(f"  community {k}: " + ", ".join(sorted(g)))

LAYER_COLOURS = {"fact": "#4C72B0", "experience": "#DD8452", "decision": "#55A868",
                 "entity": "#CCCCCC"}
pos = nx.spring_layout(U, seed=7, k=0.9)
edge_types = {}
for u, v, key in H.edges(keys=True):
    edge_types.setdefault((u, v), []).append(key)
fig, axes = plt.subplots(1, 2, figsize=(15, 6.5))
for ax, by in zip(axes, ("layer", "community"), strict=True):
    nodes = list(U.nodes)
    colours = [LAYER_COLOURS[kind[n]] if by == "layer" else plt.cm.tab10(group_of[n] % 10)
               for n in nodes]
    alpha = [0.3 if n in faded else 0.95 for n in nodes]
    nx.draw_networkx_nodes(U, pos, nodelist=nodes, ax=ax, node_color=colours, alpha=alpha,
                           node_size=380)
    nx.draw_networkx_edges(H, pos, ax=ax, alpha=0.45, arrows=True, arrowsize=10,
                           connectionstyle="arc3,rad=0.08", node_size=380)
    nx.draw_networkx_labels(U, pos, ax=ax, font_size=8)
    if by == "layer":
        nx.draw_networkx_edge_labels(H, pos, {e: "/".join(t) for e, t in edge_types.items()},
                                     ax=ax, font_size=6, font_color="#555555")
    ax.set_title(f"coloured by {by}" + (" (faded: superseded)" if by == "layer" else ""))
    ax.margins(0.12)
    ax.axis("off")
axes[0].legend(handles=[plt.Line2D([], [], marker="o", ls="", color=c, label=k)
                        for k, c in LAYER_COLOURS.items()], loc="lower left", fontsize=8)
fig.tight_layout()
save(fig, "memory_graph")
""",
    ),
    (
        "md",
        """
## Walking the decision chain

`chain_steps` returns the whole chain through any of its decisions, oldest first, with how each
step attaches to the one before (`led_to`, `reverses`) and what it rests on (`because`). The
reversed decision stays in the chain, marked superseded: the history of *why* is kept.
""",
    ),
    (
        "code",
        """
for step in await mem.chain_steps(d2):
    m = step.memory
    how = f"{step.relation} from #{step.after}" if step.after else "first"
    reverses = [f"#{e.dst}" for e in await mem.links(m.id) if e.type == "reverses" and e.src == m.id]
    how += f", reverses {', '.join(reverses)}" if reverses else ""
    print(f"#{m.id} [{m.status}] ({how}) {m.extra['choice']}")
    print(f"      why: {m.extra['rationale']}")
    for alt in m.extra["alternatives"]:
        print(f"      rejected: {alt['option']} ({alt['why_not']})")
    if m.extra.get("outcome"):
        print(f"      outcome: {m.extra['outcome']}")
    print(f"      because: {', '.join(label(i) for i in step.because)}")

steps = []
for p in await mem.path(launch, queue):  # the shortest chain of links, any direction
    steps.append(label(p.memory.id) if p.memory else p.node)
    if p.type:
        steps.append(f"-{p.type}->" if p.forward else f"<-{p.type}-")
print("\\nfrom the launch-day incident to the job queue fact:", " ".join(steps) or "no path")
""",
    ),
    (
        "md",
        """
## What was true then: `as_of`

A superseded memory leaves everyday recall but keeps its validity window, so `as_of` answers
questions about the past: which port, which queue, at a given date.
""",
    ),
    (
        "code",
        """
def day(n):
    return start + n * 86400


for question, layer, limit in (("which port does the API listen on", None, 1),
                               ("how do we run the job queue", "decision", 2)):
    for when, as_of in (("now", None), ("on day 5", day(5))):
        hits = await mem.recall(question, limit=limit, layer=layer, as_of=as_of, reinforce=False)
        print(f"{question!r}, {when}:")
        for h in hits:
            print(f"    #{h.memory.id} [{h.memory.status}] {h.memory.content.splitlines()[0]}")
""",
    ),
    (
        "md",
        """
## Stale flags: anchored code changed

An anchor keeps the sha256 of the file (or of a line range) at save time. Editing the code
flags the memories about it; the prompt hook marks such memories "may be stale". Anchoring
again accepts the new code.
""",
    ),
    (
        "code",
        """
print("before the edit:", await mem.stale())
queue_py = project / "src" / "queue.py"
queue_py.write_text(queue_py.read_text().replace("INSERT INTO jobs(payload)",
                                                 "INSERT INTO jobs(payload, priority)")
                    .replace("(job,)", "(job, 0)"))
for r in await mem.stale():
    where = f":{r.line_start}-{r.line_end}" if r.line_start else ""
    print(f"stale: {label(r.memory_id)} -> {r.path}{where} ({r.reason})")
await mem.anchor(queue, "src/queue.py", symbol="enqueue")  # reviewed: the fact still holds
await mem.anchor(d2, "src/queue.py", line_start=1, line_end=5)
print("after re-anchoring:", await mem.stale())
""",
    ),
    (
        "code",
        """
import shutil

await mem.close()
shutil.rmtree(tmp, ignore_errors=True)
""",
    ),
]

# -- emotion -------------------------------------------------------------------------------------

EMOTION = [
    (
        "md",
        """
# Emotion: valence and intensity

Every memory carries **valence** (−1 bad … +1 good) and **intensity** (arousal, 0 … 1). They do
different jobs (docs/formulas.md §4):

- **intensity changes retention**: it stretches the grace period (`× (1 + φ·a)`) and slows ACT-R
  decay (`d = d0 · (1 − k_e·a)`) — vivid memories last longer, like flashbulb memories;
- **in ranking emotion is a small term**: `w_emo · emo`, with `emo = intensity + 0.1·max(0, −valence)`,
  scaled by relevance, so it orders memories that match about equally and never lifts an
  off-topic memory over a relevant one;
- **valence alone does not change retention**.

This notebook shows the three side by side with neutral memories, on a simulated clock.
""",
    ),
    ("code", SETUP),
    ("code", CLOCK),
    (
        "code",
        """
import datetime as dt
import subprocess
import sys
import tempfile

import numpy as np

from cognition import open_memory

tmp = Path(tempfile.mkdtemp(prefix="cognimem-emotion-"))
ENV = {"COGNIMEM_HOME": str(tmp / "home")}
START = dt.datetime(2026, 1, 5, tzinfo=dt.UTC).timestamp()
DAY = 86400


def project(name):
    root = tmp / name
    (root / ".git").mkdir(parents=True)  # a .git folder marks the project root
    return root
""",
    ),
    (
        "md",
        """
## How a memory gets its emotion

Give `valence` and `intensity` explicitly, or leave them out and the text is appraised (cue
words, capitals, exclamation marks, incidents; an LLM backend can do this instead).
""",
    ),
    (
        "code",
        """
texts = [
    "Renamed the helper in utils.py to parse_dates",
    "Finally fixed the flaky login test, what a relief",
    "Production is down!!! the payment webhook fails on every order",
    "NEVER run migrations by hand again, it wiped the staging data",
]
async with open_memory(project("appraisal"), clock=Clock(START), env=ENV) as mem:
    print(f"{'importance':>10} {'valence':>8} {'intensity':>9}  text")
    for text in texts:
        m = (await mem.remember(text, layer="experience")).memory
        print(f"{m.importance:>10} {m.valence:>+8.2f} {m.intensity:>9.2f}  {text}")
""",
    ),
    (
        "md",
        """
## Retention: the same memory, more or less vivid

Six experiences of importance 3, used once, differing only in emotion. The curves are their
recall probability; the markers are when the real maintenance pass (`cognimem decay --now DATE`,
run month by month) archived them.
""",
    ),
    (
        "code",
        """
from cognition import Settings, recall_probability_many

VARIANTS = [  # (label, valence, intensity)
    ("neutral", 0.0, 0.0),
    ("mild, negative", -0.4, 0.3),
    ("vivid, negative", -0.8, 0.8),
    ("vivid, positive", 0.8, 0.8),
    ("flashbulb, negative", -1.0, 1.0),
    ("flashbulb, positive", 1.0, 1.0),
]
retention = project("retention")
clock = Clock(START)
async with open_memory(retention, clock=clock, env=ENV) as mem:
    ids = {}
    for label, valence, intensity in VARIANTS:
        m = (await mem.remember(f"Staging incident ({label}): the nightly import stalled",
                                layer="experience", importance=3, valence=valence,
                                intensity=intensity, dedup=False)).memory
        ids[m.id] = label

archived_on = {}
checkpoints = [7, 14, 21, 30, 45, 60, 90, 120, 180, 240, 300]
for d in checkpoints:
    when = dt.datetime.fromtimestamp(START + d * DAY, dt.UTC).strftime("%Y-%m-%dT%H:%M")
    done = subprocess.run([sys.executable, "-m", "cognition.cli.main", "decay", "--now", when,
                           "--dir", str(retention)], env={**os.environ, **ENV},
                          capture_output=True, text=True, check=True)
    async with open_memory(retention, clock=clock, env=ENV) as mem:
        for m in (await mem.list(status="archived")).items:
            archived_on.setdefault(m.id, d)
for i, label in ids.items():
    print(f"#{i} {label:<20} archived by day {archived_on.get(i, '-')}")
""",
    ),
    (
        "code",
        """
params = Settings.load(None, env=ENV).decay
grid = np.linspace(0, 320, 641)
fig, ax = plt.subplots(figsize=(9, 4))
for label, valence, intensity in VARIANTS:
    n = np.ones_like(grid)
    p = recall_probability_many(n, np.zeros_like(grid), np.zeros_like(grid),
                                np.full_like(grid, intensity), grid * DAY, params)
    style = "--" if valence > 0 else "-"
    (line,) = ax.plot(grid, p, style, label=f"{label} (a={intensity:g}, v={valence:+g})")
    i = next(k for k, v in ids.items() if v == label)
    if i in archived_on:
        d = archived_on[i]
        ax.plot(d, np.interp(d, grid, p), "o", color=line.get_color(), ms=8)
ax.axhline(params.p_archive, ls=":", color="grey")
ax.set_xlabel("days since the only use")
ax.set_ylabel("P(recall)")
ax.set_title("retention by emotion (importance 3; dots: archived by the decay pass)")
ax.legend(fontsize=8)
fig.tight_layout()
save(fig, "emotion_retention")
""",
    ),
    (
        "md",
        """
Positive and negative memories of the same intensity have the same curve (solid and dashed lie
on top of each other) and are archived on the same day: retention follows intensity, not
valence.

## Ranking: emotion breaks near-ties, relevance decides

Six memories worded alike ("the disk was full on build runner *k*"), so they match a query about
equally, each with one emotion variant; and an off-topic flashbulb memory of importance 5. The
query is asked at several dates without reinforcing anything (`reinforce=False`).
""",
    ),
    (
        "code",
        """
ranking = project("ranking")
clock = Clock(START)
query = "staging deploy failed, disk full on the build runner"
ask_days = [1, 7, 14, 30, 60]
async with open_memory(ranking, clock=clock, env=ENV) as mem:
    weights = mem.settings.recall
    names = {}
    for k, (label, valence, intensity) in enumerate(VARIANTS, start=1):
        m = (await mem.remember(f"Staging deploy failed: the disk was full on build runner {k}",
                                layer="experience", importance=3, valence=valence,
                                intensity=intensity, dedup=False)).memory
        names[m.id] = label
    off = (await mem.remember("Production outage: the payment provider was down all night",
                              layer="experience", importance=5, valence=-1.0,
                              intensity=1.0)).memory
    names[off.id] = "off-topic flashbulb (imp 5)"
    scores = {i: [] for i in names}
    ranks, explained = {}, {}
    for d in ask_days:
        clock.t = START + d * DAY
        hits = {h.memory.id: h for h in await mem.recall(query, limit=20, explain=True,
                                                          reinforce=False)}
        for i in names:
            scores[i].append(hits[i].score if i in hits else np.nan)
        if d == 14:
            explained = {i: h.explain | {"score": h.score} for i, h in hits.items()}
        order = sorted(hits, key=lambda i: -hits[i].score)
        for i in names:
            ranks.setdefault(i, []).append(
                f"{order.index(i) + 1} ({hits[i].score:.3f})" if i in hits else "-")
print("rank (score) of each memory when asked on day ...")
print(f"{'memory':<28}" + "".join(f"{d:>13}" for d in ask_days))
for i, label in names.items():
    print(f"{label:<28}" + "".join(f"{x:>13}" for x in ranks[i]))
""",
    ),
    (
        "code",
        """
fig, (left, right) = plt.subplots(1, 2, figsize=(13, 4.2), gridspec_kw={"width_ratios": [3, 2]})
for i, label in names.items():
    left.plot(ask_days, scores[i], "o-" if "off-topic" not in label else "x:", label=label)
left.set_xlabel("day of the question")
left.set_ylabel("recall score")
left.set_title("score over time: emotion orders equally relevant memories")
left.legend(fontsize=7)

parts = ["relevance", "activation", "importance", "emotion", "other"]
stack = {p: [] for p in parts}
shown = [i for i in names if i in explained]
for i in shown:
    e = explained[i]
    lift = max(e["rel"], e["graph"])  # salience terms scale with relevance
    values = {"relevance": weights.w_rel * e["rel"], "activation": weights.w_act * e["act"] * lift,
              "importance": weights.w_imp * e["imp"] * lift, "emotion": weights.w_emo * e["emo"] * lift}
    values["other"] = max(0.0, e["score"] - sum(values.values()))  # layer prior, graph, time
    for p in parts:
        stack[p].append(values[p])
bottom = np.zeros(len(shown))
for p in parts:
    right.barh(range(len(shown)), stack[p], left=bottom, label=p)
    bottom += np.array(stack[p])
right.set_yticks(range(len(shown)), [names[i] for i in shown], fontsize=7)
right.invert_yaxis()
right.set_xlabel("score at day 14, by part")
right.legend(fontsize=7, ncol=5, loc="upper center", bbox_to_anchor=(0.4, -0.15))
fig.tight_layout()
save(fig, "emotion_ranking")
""",
    ),
    (
        "md",
        """
What to take away:

- intensity is the lever for retention: a flashbulb memory used once stays out of the archive
  for about seven months, a neutral one for its grace period;
- in ranking the emotion term is worth at most `w_emo` (0.05) of score, scaled by relevance,
  plus the slower decay of its activation: enough to put the vivid runner-disk memory first,
  never enough to bring up the off-topic outage;
- valence moves ranking a little (negative experiences are lessons: `+0.1·|v|` in `emo`) and
  retention not at all.
""",
    ),
    (
        "code",
        """
import shutil

shutil.rmtree(tmp, ignore_errors=True)
""",
    ),
]

RELEVANCE = [
    (
        "md",
        """
# How relevant is a memory? Features, fit and calibration

Recall ends with a calibrated probability that a memory is relevant (`surface/relevance.py`), a
logistic model whose coefficients ship as constants in `surface/relevance_model.py`.
`benchmarks/fit_relevance.py` fits them on the labelled dev data of `benchmarks/data/surface/`
plus the LoCoMo dev split; this notebook refits on the repository's own dev data only (LoCoMo
is not part of the repository) and shows the features, the fit and the calibration curve of
the cross-validated probabilities, next to the shipped model's.
""",
    ),
    ("code", SETUP),
    (
        "code",
        """
import importlib.util

import numpy as np

import cognition
from surface.relevance import FEATURES, default_model

ROOT = Path(cognition.__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("fit_relevance", ROOT / "benchmarks" / "fit_relevance.py")
fr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fr)

rows = await fr._surface_rows(ROOT / "benchmarks" / "data" / "surface", "dev")
y = np.array([r["label"] for r in rows])
print(f"{len(rows)} candidates of {len({r['qid'] for r in rows})} prompts, {y.sum()} relevant")
""",
    ),
    (
        "md",
        """
Each prompt's candidates (the best 50 of the cognitive ranking) with their features, mean over
the relevant ones and over the rest.
""",
    ),
    (
        "code",
        """
X = fr.matrix(rows, FEATURES)
print(f"{'feature':<14} {'relevant':>9} {'other':>9}")
for k, name in enumerate(FEATURES):
    print(f"{name:<14} {X[y == 1, k].mean():>9.3f} {X[y == 0, k].mean():>9.3f}")
""",
    ),
    (
        "code",
        """
coef, intercept, info = fr.fit(rows, FEATURES)
shipped = default_model()
print(f"{'feature':<14} {'refit':>8} {'shipped':>8}")
for name in FEATURES:
    print(f"{name:<14} {coef[name]:>+8.2f} {shipped.coef.get(name, 0.0):>+8.2f}")
print(f"{'intercept':<14} {intercept:>+8.2f} {shipped.intercept:>+8.2f}")
""",
    ),
    (
        "md",
        """
Calibration: of the candidates given a probability near p, about p should be relevant. Left,
the cross-validated probabilities of this refit (Platt-calibrated) and the shipped model's;
right, what the prompt hook would do at each threshold with the shipped model (share of
questions whose expected memory comes first, share of unrelated prompts that get nothing,
lessons found and precision). The dashed line is the shipped threshold.
""",
    ),
    (
        "code",
        """
from sklearn.calibration import calibration_curve
from sklearn.metrics import brier_score_loss

p_shipped = np.array([shipped.probability(r["x"]) for r in rows])
fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
for label, p in (("refit (cross-validated)", info["p_cv"]), ("shipped model", p_shipped)):
    frac, mean = calibration_curve(y, p, n_bins=8, strategy="quantile")
    left.plot(mean, frac, marker="o", label=f"{label}, Brier {brier_score_loss(y, p):.3f}")
left.plot([0, 1], [0, 1], ls=":", color="grey")
left.set_xlabel("predicted probability of relevance")
left.set_ylabel("observed share relevant")
left.legend(fontsize=8)
ts = np.arange(0.05, 0.95, 0.05)
sims = [fr.simulate(rows, p_shipped, t) for t in ts]
for key in ("first", "quiet", "recall", "precision"):
    right.plot(ts, [s[key] for s in sims], label=key)
right.axvline(shipped.threshold, ls="--", color="grey")
right.set_xlabel("threshold")
right.legend(fontsize=8)
fig.tight_layout()
save(fig, "relevance_calibration")
""",
    ),
]

NOTEBOOKS = {
    "decay_dynamics": DECAY,
    "retrieval_ablation": ABLATION,
    "memory_graph": GRAPH,
    "emotion": EMOTION,
    "relevance": RELEVANCE,
}


# -- building and running ----------------------------------------------------------------------


def build(name: str):
    """The notebook `name` as an nbformat node, outputs empty, cell ids stable."""
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    cells = []
    for k, (kind, text) in enumerate(NOTEBOOKS[name]):
        source = textwrap.dedent(text).strip("\n")
        cell = new_markdown_cell(source) if kind == "md" else new_code_cell(source)
        cell.id = f"{name}-{k}"  # the same cells always make the same file
        cells.append(cell)
    return new_notebook(
        cells=cells,
        metadata={
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
        },
    )


def render(name: str) -> str:
    """The exact text of the committed notebook file."""
    import nbformat

    text = nbformat.writes(build(name))
    return text if text.endswith("\n") else text + "\n"


def path_of(name: str) -> Path:
    return HERE / f"{name}.ipynb"


def execute(path: Path, workdir: Path, timeout: int = 600):
    """Run a notebook in `workdir` on the python3 kernel; returns (seconds, executed notebook)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(workdir)}}
    )
    t0 = time.perf_counter()
    client.execute()
    return time.perf_counter() - t0, nb


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("names", nargs="*", help=f"only these notebooks (of {', '.join(NOTEBOOKS)})")
    ap.add_argument("--execute", action="store_true", help="run each notebook and print its time")
    ap.add_argument("--figures", metavar="DIR", help="run them and save their plots into DIR")
    args = ap.parse_args(argv)
    names = args.names or list(NOTEBOOKS)
    unknown = set(names) - set(NOTEBOOKS)
    if unknown:
        ap.error(f"unknown notebooks {sorted(unknown)}")
    for name in names:
        path_of(name).write_text(render(name), encoding="utf-8")
        print(f"wrote {path_of(name)}")
    if args.execute or args.figures:
        os.environ.setdefault("MPLBACKEND", "Agg")
        if args.figures:
            figures = Path(args.figures).resolve()
            figures.mkdir(parents=True, exist_ok=True)
            os.environ[FIGURES_ENV] = str(figures)
        for name in names:
            with tempfile.TemporaryDirectory() as workdir:
                seconds, _ = execute(path_of(name), Path(workdir))
            print(f"{name}: ran in {seconds:.1f} s")
        if args.figures:
            shrink(figures)
    return 0


def shrink(folder: Path) -> None:
    """Plots are flat colours: a 128-colour palette makes the PNGs about 3x smaller."""
    from PIL import Image  # comes with matplotlib

    for png in sorted(folder.glob("*.png")):
        with Image.open(png) as im:
            small = im.convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT)
        small.save(png, optimize=True)
        print(f"saved {png} ({png.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    sys.exit(main())
