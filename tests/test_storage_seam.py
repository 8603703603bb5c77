"""The storage seam: SQL and the SQLite driver live in layers/ only, the plan executor raises a
failed step inside the plan, and the prompt hook reads each store with one plan."""

from __future__ import annotations

import ast
import re
import sqlite3
import time
from pathlib import Path

import pytest

from layers import plan as plan_module
from layers.plan import Plan, q_all, q_one, run

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE_LAYERS = ("decay", "surface", "cognition")
# The SQLite dialect and plain SQL statements, as they appear in a string literal.
SQL = re.compile(
    r"\bSELECT\b.*\bFROM\b|\bINSERT\s+(OR\s+\w+\s+)?INTO\b|\bUPDATE\s+\w+\s+SET\b|"
    r"\bDELETE\s+FROM\b|\bPRAGMA\b|\bBEGIN\s+IMMEDIATE\b|\bjson_each\b|\bON\s+CONFLICT\b",
    re.IGNORECASE | re.DOTALL,
)


def _sources() -> list[Path]:
    files = [p for d in OUTSIDE_LAYERS for p in (ROOT / d).rglob("*.py")]
    return [*files, ROOT / "server.py"] if (ROOT / "server.py").is_file() else files


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def test_no_module_outside_layers_imports_the_driver():
    offenders = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] in ("sqlite3", "aiosqlite") for n in names):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == [], "import the driver in layers/ only (layers.errors names its errors)"


def test_no_sql_outside_layers():
    offenders = []
    for path in _sources():
        tree = ast.parse(path.read_text())
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docs
                and SQL.search(node.value)
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value[:60]!r}")
    assert offenders == [], "SQL belongs in a layers/ module, behind a named plan"


def test_the_scan_sees_sql_where_it_is():
    # The checks above would pass vacuously if the scan found nothing: layers/ is full of SQL.
    found = [
        p
        for p in (ROOT / "layers").glob("*.py")
        if any(
            isinstance(n, ast.Constant) and isinstance(n.value, str) and SQL.search(n.value)
            for n in ast.walk(ast.parse(p.read_text()))
        )
    ]
    assert len(found) >= 8


def test_a_plan_can_catch_a_failed_step_and_go_on():
    conn = sqlite3.connect(":memory:")

    def tolerant() -> Plan[tuple[str, int]]:
        try:
            yield q_all("SELECT * FROM no_such_table")
        except sqlite3.OperationalError as exc:
            caught = str(exc)
        row = yield q_one("SELECT 41 + 1")
        return caught, row[0]

    caught, answer = run(conn, tolerant())
    assert "no such table" in caught and answer == 42


def test_an_uncaught_failed_step_reaches_the_caller_unchanged():
    conn = sqlite3.connect(":memory:")
    steps = []

    def strict() -> Plan[None]:
        yield q_all("SELECT * FROM no_such_table")
        steps.append("after")  # never reached

    with pytest.raises(sqlite3.OperationalError, match="no such table"):
        run(conn, strict())
    assert steps == []


def test_a_failed_write_step_rolls_the_transaction_back(tmp_path):
    from layers.connection import connect_sync
    from layers.queries import get_meta, set_meta

    conn = connect_sync(tmp_path / "m.db")

    def half() -> Plan[None]:
        yield from set_meta("probe", "1")
        yield q_all("SELECT * FROM no_such_table")

    with pytest.raises(sqlite3.OperationalError):
        run(conn, half(), write=True)
    assert run(conn, get_meta("probe")) is None
    conn.close()


def test_the_prompt_hook_reads_each_store_with_one_plan(project, home, monkeypatch):
    from cognition.claude_code.hooks import Ctx, prompt
    from layers.connection import connect_sync
    from layers.queries import insert_memory
    from layers.records import Memory, content_hash

    now = time.time()
    text = "Deploys go through make ship, never through a manual push to the server."
    store = project / ".cognimem" / "memory.db"
    conn = connect_sync(store)
    memory = Memory(
        id=0,
        layer="fact",
        title="How deploys go",
        content=text,
        tags=["deploy"],
        importance=4,
        valence=0.0,
        intensity=0.0,
        pinned=False,
        status="active",
        created_at=now - 60,
        last_activated=now - 60,
        activation_count=1.0,
        unused_count=0,
        valid_from=None,
        valid_to=None,
        superseded_by=None,
        source="cli",
        session_id=None,
        scope="project",
        content_hash=content_hash("fact", text),
        keywords="deploy make ship",
    )
    run(conn, insert_memory(memory), write=True)
    conn.close()

    plans: list[str] = []
    real = plan_module.run

    def recording(conn, plan, **kw):
        plans.append(plan.gi_code.co_name)
        return real(conn, plan, **kw)

    monkeypatch.setattr(plan_module, "run", recording)
    payload = {"session_id": "s1", "cwd": str(project), "prompt": "how do deploys go out?"}
    # Started an hour from now: on a loaded machine the 800 ms budget must not skip a step.
    ctx = Ctx("prompt", {"COGNIMEM_HOME": str(home)}, started=time.perf_counter() + 3600)
    out = prompt.handle(payload, ctx)
    assert out is not None and "make ship" in out
    reads = [p for p in plans if p != "add_events"]  # the surfaced events are the one write
    assert reads[0] == "store_plan"
    assert reads.count("store_plan") == 1  # one store exists: one plan read it
    assert set(reads[1:]) <= {"stale_ids_plan"}  # after merging the stores: the anchor check
