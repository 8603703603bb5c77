"""The vector index is loaded straight into one matrix: the same ids and rows as building it
from every (id, blob) row, other models' blob sizes left out, in about one matrix of memory."""

from __future__ import annotations

import asyncio
import tracemalloc

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.api import open_memory
from cognition.memory.vector_load import index_plan
from layers import queries
from layers.connection import connect_sync
from layers.plan import q_many, run
from surface.vectors import VectorIndex

STATUSES = ("active", "archived", "superseded")


def _fill(conn, rows: list[tuple[int, str, str, bytes]]) -> None:
    """rows: (id, status, model, blob)."""

    def plan():
        yield q_many(
            "INSERT INTO memory(id, layer, content, importance, created_at, last_activated, "
            "content_hash, updated_at, status) VALUES (?, 'fact', ?, 3, 0, 0, ?, 0, ?)",
            [(i, f"m{i}", f"h{i}", status) for i, status, _, _ in rows],
        )
        yield q_many(
            "INSERT INTO vector(memory_id, model, dim, vec) VALUES (?, ?, ?, ?)",
            [(i, model, len(blob) // 4, blob) for i, _, model, blob in rows],
        )

    run(conn, plan(), write=True)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(1, 5000),
            st.sampled_from(STATUSES),
            st.sampled_from(["m", "other"]),
            st.sampled_from([4, 4, 4, 3]),
        ),
        unique_by=lambda t: t[0],
        max_size=60,
    ),
    st.integers(1, 7),
    st.sampled_from([STATUSES, ("active",)]),
)
def test_same_index_as_from_rows(tmp_path_factory, spec, chunk, statuses):
    dim = 4
    conn = connect_sync(tmp_path_factory.mktemp("v") / "m.db")
    rng = np.random.default_rng(len(spec))
    _fill(
        conn,
        [(i, status, model, rng.random(d).astype("<f4").tobytes()) for i, status, model, d in spec],
    )
    want = VectorIndex.from_rows(run(conn, queries.vectors("m", statuses)), dim, "m")
    for size in (chunk, 2048):
        got = run(conn, index_plan("m", dim, statuses, chunk=size))
        assert got.ids.tolist() == want.ids.tolist()
        assert np.array_equal(got.matrix, want.matrix)
        assert got.skipped == want.skipped
    conn.close()


def test_loading_takes_about_one_matrix_of_memory(project, home, monkeypatch):
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    n, dim = 20_000, 384

    async def go() -> tuple[int, int]:
        async with open_memory(project) as mem:
            store = await mem.stores.get("project")
            conn = connect_sync(store.path)
            rng = np.random.default_rng(1)
            blobs = rng.random((n, dim)).astype("<f4")
            _fill(conn, [(i + 1, "active", mem.embedder.id, blobs[i].tobytes()) for i in range(n)])
            conn.close()
            del blobs
            tracemalloc.start()
            try:
                index = await mem.vectors.index(store)
                peak = tracemalloc.get_traced_memory()[1]
            finally:
                tracemalloc.stop()
            return len(index), peak

    count, peak = asyncio.run(go())
    assert count == n
    assert peak < 1.5 * n * dim * 4  # building from all rows at once took about four matrices
