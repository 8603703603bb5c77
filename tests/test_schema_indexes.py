"""The queries run on every prompt use an index (EXPLAIN QUERY PLAN), on new and upgraded stores."""

from __future__ import annotations

import sqlite3

import pytest

from cognition.claude_code.hooks import surfaced_in_session
from layers import queries
from layers.connection import connect_sync
from layers.plan import Op, Plan
from layers.schema import LATEST, MIGRATIONS


def plan_sql(plan: Plan) -> Op:
    """The first statement a plan runs (these session lookups are one statement each)."""
    return next(plan)


def query_plan(conn: sqlite3.Connection, op: Op) -> str:
    rows = conn.execute(f"EXPLAIN QUERY PLAN {op.sql}", op.params).fetchall()
    return " | ".join(r[-1] for r in rows)


SESSION_LOOKUPS = {
    "prompt hook: surfaced in this session": lambda: surfaced_in_session("s-1"),
    "prompt hook: a session's surfaced events": lambda: queries.session_surfaced("s-1"),
}


@pytest.fixture
def conn(tmp_path):
    c = connect_sync(tmp_path / ".cognimem" / "memory.db", migrate_now=1.0)
    yield c
    c.close()


@pytest.mark.parametrize("lookup", SESSION_LOOKUPS, ids=list(SESSION_LOOKUPS))
def test_session_lookups_search_the_event_session_index(conn, lookup):
    text = query_plan(conn, plan_sql(SESSION_LOOKUPS[lookup]()))
    assert "USING INDEX event_session" in text or "USING COVERING INDEX event_session" in text
    assert "SCAN event" not in text


def test_a_store_of_version_4_gains_the_index(tmp_path):
    path = tmp_path / "old.db"
    old = sqlite3.connect(path)
    for m in MIGRATIONS[:4]:  # the store as cognimem with schema version 4 left it
        old.executescript(m.sql())
    old.execute("PRAGMA user_version = 4")
    old.close()
    conn = connect_sync(path, migrate_now=2.0)
    try:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
        assert "event_session" in names
        assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST >= 5
        text = query_plan(conn, plan_sql(surfaced_in_session("s-1")))
        assert "event_session" in text
    finally:
        conn.close()
