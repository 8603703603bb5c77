"""Redaction benchmark: time per note on the write path, and false positives on real text.

Run from the project root:  python benchmarks/bench_redact.py
- speed: redact() over the content, title and tags of 5,000 benchmark-corpus notes (what a
  write redacts), median of 7 passes;
- false positives: every non-empty line of this repository's docs and source (docs/*.md,
  README.md, cognition/, layers/, surface/, decay/, benchmarks/; not the redactor itself nor the
  tests, which hold fake credentials on purpose), listing each line the redactor changes.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from corpus import notes  # noqa: E402

from cognition.redact import redact  # noqa: E402

SOURCES = [
    "docs/*.md",
    "README.md",
    "cognition/**/*.py",
    "layers/*.py",
    "surface/*.py",
    "decay/*.py",
    "benchmarks/*.py",
]


def speed(n_notes: int = 5000, passes: int = 7) -> float:
    """Median microseconds of redaction per note."""
    texts: list[str] = []
    for item in notes(n_notes):
        texts += [item["content"], item.get("title") or "", *(item.get("tags") or [])]
    runs = []
    for _ in range(passes):
        t = time.perf_counter()
        for text in texts:
            redact(text)
        runs.append(time.perf_counter() - t)
    return statistics.median(runs) / n_notes * 1e6


def false_positives() -> tuple[int, list[str]]:
    lines, changed = 0, []
    for pattern in SOURCES:
        for path in sorted(ROOT.glob(pattern)):
            if path.name == "redact.py" or path.name == Path(__file__).name:
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if line.strip():
                    lines += 1
                    found = redact(line).found
                    if found:
                        changed.append(f"{path.relative_to(ROOT)}:{n} {found}")
    return lines, changed


def main() -> int:
    print(f"redaction: {speed():.0f} us per note (content, title, tags; 5,000 notes)")
    lines, changed = false_positives()
    print(f"repository text: {lines} lines, {len(changed)} changed")
    for c in changed:
        print("  " + c)
    return 0


if __name__ == "__main__":
    sys.exit(main())
