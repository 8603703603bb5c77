"""queries.get_existing_memory: a plan that re-reads a memory it has just written gets a Memory,
never None; a memory that is gone is NotFound (not a None that fails later on an attribute)."""

from __future__ import annotations

from contextlib import closing

import pytest

from layers import queries
from layers.connection import connect_sync
from layers.errors import NotFound
from layers.plan import run
from layers.records import Memory, content_hash


def _memory(text: str) -> Memory:
    return Memory(
        id=0,
        layer="fact",
        title="",
        content=text,
        tags=[],
        importance=3,
        valence=0.0,
        intensity=0.0,
        pinned=False,
        status="active",
        created_at=1.0,
        last_activated=1.0,
        activation_count=1.0,
        unused_count=0,
        valid_from=None,
        valid_to=None,
        superseded_by=None,
        source="user",
        session_id=None,
        scope="project",
        content_hash=content_hash("fact", text),
        keywords="",
    )


def test_an_existing_memory_is_returned_and_a_missing_one_is_not_found(tmp_path):
    with closing(connect_sync(tmp_path / "m.db", migrate_now=1.0)) as conn:
        new_id = run(
            conn, queries.insert_memory(_memory("deploys go through make ship")), write=True
        )
        found = run(conn, queries.get_existing_memory(new_id))
        assert found.id == new_id and found.content == "deploys go through make ship"
        assert run(conn, queries.get_memory(new_id + 1)) is None
        with pytest.raises(NotFound, match=f"#{new_id + 1}"):
            run(conn, queries.get_existing_memory(new_id + 1))
