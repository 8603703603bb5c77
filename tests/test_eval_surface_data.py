"""benchmarks/eval_surface.py reads any folder of labelled stores it is pointed at: a held-out
set laid out flat, in subfolders of other names, or as one lessons.json is measured, not
silently skipped, and a label that names no memory is said on stderr and counted as a miss."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "eval_surface.py"


@pytest.fixture(scope="module")
def ev():
    spec = importlib.util.spec_from_file_location("eval_surface_under_test", SCRIPT)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    try:
        spec.loader.exec_module(mod)
        yield mod
    finally:
        sys.modules.pop(spec.name, None)


def _store(name: str, expect: object = "deploy") -> dict:
    return {
        "name": name,
        "about": "a small shop",
        "memories": [
            {
                "key": "deploy",
                "layer": "fact",
                "title": "Deploying the shop",
                "content": "Deploys to production go through `make ship`, which runs the "
                "migrations first and then rolls the web pods one at a time.",
                "tags": ["deploy"],
                "age_days": 3,
            },
            {
                "key": "db-host",
                "layer": "fact",
                "title": "Database host",
                "content": "The Postgres primary is db-1.internal on port 5433.",
                "tags": ["postgres"],
                "age_days": 40,
            },
        ],
        "questions": [{"prompt": "How do I deploy the shop to production?", "expect": expect}],
        "unrelated": ["Add a loading spinner while the image gallery loads"],
    }


def _write(path: Path, doc: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))


def test_stores_in_the_folder_itself_form_a_split_named_after_it(ev, tmp_path: Path) -> None:
    data = tmp_path / "hidden"
    _write(data / "shop.json", _store("shop"))
    assert ev.discover_splits(data) == ("hidden",)
    [store] = ev.load_stores(data)
    assert (store.name, store.split, store.kind) == ("shop", "hidden", "project")
    assert store.doc["questions"][0]["expect"] == ["deploy"]  # one key given as a string


def test_subfolders_of_any_name_are_splits_the_repositorys_first(ev, tmp_path: Path) -> None:
    data = tmp_path / "sets"
    _write(data / "holdout_b" / "shop.json", _store("shop"))
    _write(data / "heldout" / "shop2.json", _store("shop2"))
    _write(data / "holdout_a" / "lessons_x.json", _store("lessons_x"))
    (data / "empty").mkdir()
    assert ev.discover_splits(data) == ("heldout", "holdout_a", "holdout_b")
    kinds = {s.name: (s.split, s.kind) for s in ev.load_stores(data)}
    assert kinds == {
        "shop2": ("heldout", "project"),
        "lessons_x": ("holdout_a", "lessons"),
        "shop": ("holdout_b", "project"),
    }


def test_a_lessons_file_brings_the_splits_its_prompts_name(ev, tmp_path: Path) -> None:
    data = tmp_path / "lessons_only"
    doc = _store("lessons")
    doc["questions"][0]["split"] = "secret"
    doc["unrelated"] = [{"prompt": "Rename a CSS class", "split": "secret"}, "Write a haiku"]
    _write(data / "lessons.json", doc)
    assert ev.discover_splits(data) == ("mixed", "secret")
    assert [(s.name, s.split, s.kind) for s in ev.load_stores(data)] == [
        ("lessons", "mixed", "lessons")
    ]


def test_a_question_expecting_a_key_no_memory_has_is_said(ev, tmp_path: Path, capsys) -> None:
    data = tmp_path / "typo"
    _write(data / "shop.json", _store("shop", expect=["deploy-typo"]))
    [store] = ev.load_stores(data)  # the run goes on: one bad label voids nothing else
    assert store.doc["questions"][0]["expect"] == ["deploy-typo"]  # a miss, never a hit
    assert "deploy-typo" in capsys.readouterr().err


def test_a_flat_folder_is_measured_through_the_real_hook(ev, tmp_path: Path, monkeypatch) -> None:
    data = tmp_path / "flat"
    _write(data / "shop.json", _store("shop"))
    out = tmp_path / "out.json"
    monkeypatch.setenv("COGNIMEM_HOOK_TIME_BUDGET_MS", "60000")
    monkeypatch.setattr(sys, "argv", ["eval_surface.py", "--data", str(data), "--out", str(out)])
    assert ev.main() == 0
    result = json.loads(out.read_text())
    assert set(result["summary"]) == {"flat"}
    summary = result["summary"]["flat"]
    assert summary["n"] == {"small_q": 1, "small_u": 1, "lesson_q": 0, "lesson_u": 0}
    [question, unrelated] = result["rows"]
    assert question["got"][:1] == ["deploy"]  # the deploy note first
    assert unrelated["got"] == []  # and nothing for the spinner


def test_an_unknown_split_or_an_empty_folder_is_refused(ev, tmp_path: Path, monkeypatch) -> None:
    data = tmp_path / "flat"
    _write(data / "shop.json", _store("shop"))
    monkeypatch.setattr(sys, "argv", ["eval_surface.py", "--data", str(data), "--splits", "dev"])
    with pytest.raises(SystemExit):
        ev.main()
    (tmp_path / "nothing").mkdir()
    monkeypatch.setattr(sys, "argv", ["eval_surface.py", "--data", str(tmp_path / "nothing")])
    with pytest.raises(SystemExit):
        ev.main()
