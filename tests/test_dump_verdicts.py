"""benchmarks/dump_verdicts.py: every labelled pair's verdict, and which way a rule moved them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "benchmarks" / "dump_verdicts.py"

pytestmark = pytest.mark.backend_free

PAIRS = [
    {
        "kind": "update",
        "a": "The web server listens on port 8080.",
        "b": "The web server listens on port 9090.",
        "query": "port",
    },
    {
        "kind": "same",
        "a": "Feature branches are deleted after merge.",
        "b": "Feature branches get deleted after merge.",
        "query": "",
    },
    {
        "kind": "distinct",
        "a": "The orders service uses Postgres.",
        "b": "The inventory service uses Redis.",
        "query": "",
    },
]


def _run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, check=True
    )
    return done.stdout


def test_dumps_each_pair_with_the_rules_and_the_reading(tmp_path: Path) -> None:
    pairs = tmp_path / "tiny.jsonl"
    pairs.write_text("".join(json.dumps(p) + "\n" for p in PAIRS))
    out = tmp_path / "v.jsonl"
    assert "wrote 3 verdicts" in _run(str(out), "--pairs", f"tiny={pairs}")
    rows = [json.loads(ln) for ln in out.read_text().splitlines()]
    assert [(r["set"], r["i"], r["kind"]) for r in rows] == [
        ("tiny", 0, "update"),
        ("tiny", 1, "same"),
        ("tiny", 2, "distinct"),
    ]
    assert [r["read"][0] for r in rows] == ["update", "same", "distinct"]


def test_the_diff_marks_what_moved_to_or_away_from_its_label(tmp_path: Path) -> None:
    def row(i: int, kind: str, read: str) -> dict:
        return {
            "set": "s",
            "i": i,
            "kind": kind,
            "a": "x",
            "b": "y",
            "rules": [],
            "read": [read, "r"],
        }

    before = [
        row(0, "same", "distinct"),
        row(1, "update", "update"),
        row(2, "distinct", "distinct"),
    ]
    after = [row(0, "same", "same"), row(1, "update", "same"), row(2, "distinct", "distinct")]
    for name, rows in (("b.jsonl", before), ("a.jsonl", after)):
        (tmp_path / name).write_text("".join(json.dumps(r) + "\n" for r in rows))
    shown = _run("--diff", str(tmp_path / "b.jsonl"), str(tmp_path / "a.jsonl"))
    assert "TO s:0 same" in shown and "AWAY s:1 update" in shown and "s:2" not in shown
    assert shown.strip().endswith("to their labels 1, away 1, within 0")
