"""The reads around a full pass over the vectors stay on their keys (EXPLAIN QUERY PLAN):
at 100K memories, each of these had cost a scan of its own (issue 21)."""

from __future__ import annotations

import sqlite3

import pytest

from layers import linking, vector_rows
from layers.connection import connect_sync
from layers.plan import Op
from layers.records import STATUSES


def query_plan(conn: sqlite3.Connection, op: Op) -> str:
    rows = conn.execute(f"EXPLAIN QUERY PLAN {op.sql}", op.params).fetchall()
    return " | ".join(r[-1] for r in rows)


@pytest.fixture
def conn(tmp_path):
    c = connect_sync(tmp_path / ".cognimem" / "memory.db", migrate_now=1.0)
    yield c
    c.close()


def chunk_ops(statuses: tuple[str, ...]) -> tuple[Op, Op]:
    """The bound read and the first chunk read of vector_chunks."""
    plan = vector_rows.vector_chunks("m1", statuses, lambda rows: None, start=lambda n: None)
    bound = next(plan)
    first = plan.send((0,))
    return bound, first


def test_the_bound_of_the_ids_reads_both_ends_of_the_key_not_the_table(conn):
    bound, _ = chunk_ops(STATUSES)
    text = query_plan(conn, bound)
    assert "SCAN vector" not in text
    assert text.count("SEARCH vector") == 2


def test_vectors_of_every_status_are_read_without_their_memory_rows(conn):
    _, first = chunk_ops(STATUSES)
    text = query_plan(conn, first)
    assert "SEARCH v" in text or "SCAN v" in text
    assert " m " not in f"{text} "  # no lookup of the memory table's alias


def test_vectors_of_some_statuses_still_check_each_memory(conn):
    _, first = chunk_ops(("active",))
    assert "SEARCH m USING INTEGER PRIMARY KEY" in query_plan(conn, first)


def test_live_link_targets_are_looked_up_by_id_not_by_the_status_index(conn):
    plan = linking.store_related([(2, 1, 0.9)], 5, 1.0, [2])
    text = query_plan(conn, next(plan))
    assert "USING INTEGER PRIMARY KEY" in text
    assert "memory_status" not in text
