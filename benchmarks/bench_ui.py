"""`cognimem ui` on a store of 10K memories: how long until the first page is on screen.

Run from the project root:  python benchmarks/bench_ui.py [--n 10000] [--runs 5]
Writes benchmarks/results/bench_ui.json. Target (issue 20): the first page shows in under a
second. Each run launches `cognimem ui --no-browser` on the same store and times
- start: process spawn -> the URL printed (the socket listens from then on);
- first page: a fresh headless Chromium context opens the printed URL -> load event (the
  server's first request opens the store; the page is the newest 25 of 10K);
- first answer: of that, request sent -> last byte of the HTML (the browser's Navigation Timing);
- the other pages, warm, in the same browser: search with explanations, one memory (history,
  graph, curve), the forgetting forecast (a decay dry run over all 10K).
The store is filled in bulk like bench_recall.py and opened once before timing. Without Chromium/playwright only urllib
timings are taken (the HTTP answer, no rendering).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_recall import fill  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "bench_ui.json"
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PAGES = {
    "search": "/?q=how+does+the+deploy+script+handle+make+ship",
    "memory": "/m/5000",
    "forecast": "/forecast",
    "list page 40": "/?page=40",
}


def browser_run(link: str, base: str, pw) -> dict[str, float]:
    b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    try:
        ctx = b.new_context()
        page = ctx.new_page()
        page.goto("about:blank")
        t0 = time.perf_counter()
        page.goto(link, wait_until="load")
        out = {"first page": time.perf_counter() - t0}
        # Of that, the server's part: request sent -> last byte of the answer (Navigation Timing).
        out["first answer"] = page.evaluate(
            "(() => { const n = performance.getEntriesByType('navigation')[0];"
            " return (n.responseEnd - n.requestStart) / 1000; })()"
        )
        for name, path in PAGES.items():
            t0 = time.perf_counter()
            page.goto(base + path, wait_until="load")
            out[name] = time.perf_counter() - t0
        return out
    finally:
        b.close()


def http_run(link: str, base: str) -> dict[str, float]:
    t0 = time.perf_counter()
    with urllib.request.urlopen(link, timeout=60) as r:
        r.read()
        cookie = r.headers["set-cookie"].split(";")[0]
    out = {"first page": time.perf_counter() - t0}
    for name, path in PAGES.items():
        t0 = time.perf_counter()
        with urllib.request.urlopen(
            urllib.request.Request(base + path, headers={"Cookie": cookie}), timeout=60
        ) as r:
            r.read()
        out[name] = time.perf_counter() - t0
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    try:
        from playwright.sync_api import sync_playwright

        use_browser = Path(CHROMIUM).is_file()
    except ImportError:
        use_browser = False
    with tempfile.TemporaryDirectory() as tmp:
        project, home = Path(tmp) / "proj", Path(tmp) / "home"
        (project / ".cognimem").mkdir(parents=True)
        (project / ".git").mkdir()
        fill(project / ".cognimem" / "memory.db", args.n, time.time() - args.n * 60.0 - 86400)
        env = {**os.environ, "COGNIMEM_HOME": str(home)}
        # A bulk-filled store has no merge keys yet: the first open files them (a one-time
        # upgrade a store written through the API never needs). Do it before timing.
        subprocess.run(
            [str(Path(sys.executable).parent / "cognimem"), "stats"],
            cwd=project,
            env=env,
            check=True,
            capture_output=True,
        )
        exe = str(Path(sys.executable).parent / "cognimem")
        runs = []
        pw_cm = sync_playwright() if use_browser else None
        pw = pw_cm.__enter__() if pw_cm else None
        try:
            for _ in range(args.runs):
                t0 = time.perf_counter()
                proc = subprocess.Popen(
                    [exe, "ui", "--no-browser"],
                    cwd=project,
                    env=env,
                    stdout=subprocess.PIPE,
                    text=True,
                )
                link = proc.stdout.readline().strip()
                row = {"start": time.perf_counter() - t0}
                base = link.split("/?")[0]
                try:
                    row.update(browser_run(link, base, pw) if pw else http_run(link, base))
                finally:
                    proc.terminate()
                    proc.wait(timeout=30)
                runs.append(row)
        finally:
            if pw_cm:
                pw_cm.__exit__(None, None, None)
    names = list(runs[0])
    summary = {
        k: {
            "median_s": statistics.median(r[k] for r in runs),
            "min_s": min(r[k] for r in runs),
            "max_s": max(r[k] for r in runs),
        }
        for k in names
    }
    print(
        f"cognimem ui on {args.n:,} memories, {args.runs} runs, "
        f"{'headless Chromium (load event)' if use_browser else 'urllib (HTTP only)'}"
    )
    print(f"{'step':<14} {'median s':>9} {'min':>7} {'max':>7}")
    for k, v in summary.items():
        print(f"{k:<14} {v['median_s']:>9.3f} {v['min_s']:>7.3f} {v['max_s']:>7.3f}")
    load = os.getloadavg()[0]
    print(f"load average {load:.1f}")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "n": args.n,
                "browser": use_browser,
                "runs": runs,
                "summary": summary,
                "load_avg_1m": load,
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
