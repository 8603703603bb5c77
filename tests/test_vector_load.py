"""The vector index is loaded straight into one matrix: the same ids and rows as building it
from every (id, blob) row, other models' blob sizes left out, in about one matrix of memory."""

from __future__ import annotations

import asyncio
import tracemalloc

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.api import open_memory
from cognition.memory.vector_load import index_plan, link_plan, search_plan
from layers import queries
from layers.connection import connect_sync
from layers.plan import q_many, run
from layers.vector_rows import CHUNK
from surface.dedup import link_targets
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


def _unit_rows(rng, n: int, dim: int) -> np.ndarray:
    rows = rng.normal(size=(n, dim)).astype("<f4")
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(1, 3000), st.sampled_from(STATUSES), st.sampled_from(["m", "x"])),
        unique_by=lambda t: t[0],
        max_size=80,
    ),
    st.integers(1, 9),
    st.integers(1, 12),
    st.sampled_from([STATUSES, ("active",)]),
)
def test_streamed_search_finds_what_the_loaded_index_finds(
    tmp_path_factory, spec, chunk, k, statuses
):
    dim = 8
    conn = connect_sync(tmp_path_factory.mktemp("s") / "m.db")
    rng = np.random.default_rng(len(spec) + k)
    rows = _unit_rows(rng, len(spec), dim)
    _fill(conn, [(i, s, m, rows[n].tobytes()) for n, (i, s, m) in enumerate(spec)])
    qvec = rng.normal(size=dim).astype(np.float32)
    want = run(conn, index_plan("m", dim, statuses)).search(qvec, k)
    got = run(conn, search_plan("m", dim, statuses, qvec, k, chunk=chunk))
    assert [i for i, _ in got] == [i for i, _ in want]
    assert np.allclose([s for _, s in got], [s for _, s in want], atol=1e-6)
    conn.close()


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 120), st.integers(1, 9), st.integers(1, 6), st.integers(1, 5))
def test_streamed_linking_finds_what_the_loaded_index_finds(tmp_path_factory, n, chunk, b, top):
    dim = 8
    conn = connect_sync(tmp_path_factory.mktemp("l") / "m.db")
    rng = np.random.default_rng(n * 10 + b)
    rows = _unit_rows(rng, n + b, dim)
    _fill(conn, [(i + 1, "active", "m", rows[i].tobytes()) for i in range(n + b)])
    batch_ids = list(range(n + 1, n + b + 1))
    batch = rows[n:]
    index = run(conn, index_plan("m", dim, STATUSES))
    want = link_targets(index.matrix, index.ids, batch_ids, batch, 0.1, top)
    got = run(conn, link_plan("m", dim, STATUSES, batch_ids, batch, 0.1, top, chunk=chunk))
    assert [[i for i, _ in f] for f in got] == [[i for i, _ in f] for f in want]
    conn.close()


def test_a_one_shot_process_recalls_and_links_without_loading_the_index(
    project, home, tmp_path, monkeypatch
):
    """Vectors.keep = False (the CLI): the same hits and links as with the index, and the
    search holds about one chunk, not the matrix."""
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    n = 20_000
    twin = tmp_path / "twin"
    (twin / ".git").mkdir(parents=True)

    embedded: list[np.ndarray] = []  # the embedder is deterministic: embed once, fill both

    async def fill(where) -> int:  # the same memories and vectors in both projects
        async with open_memory(where) as mem:
            store = await mem.stores.get("project")
            dim, model = mem.embedder.dim, mem.embedder.id
            if not embedded:
                embedded.append(
                    mem.embedder.embed([f"m{i} the deploy note {i % 97}" for i in range(n)])
                )
            vecs = embedded[0]
            conn = connect_sync(store.path)
            _fill(conn, [(i + 1, "active", model, vecs[i].tobytes()) for i in range(n)])
            conn.close()
            return dim

    async def recall_and_link(where, keep: bool) -> tuple[list, list, int, bool]:
        mem = open_memory(where)
        mem.vectors.keep = keep
        async with mem:
            store = await mem.stores.get("project")
            qvec = mem.vectors.query_vector("m17 the deploy note")
            tracemalloc.start()
            try:
                hits = await mem.vectors.search(store, None, qvec)
                peak = tracemalloc.get_traced_memory()[1]
            finally:
                tracemalloc.stop()
            r = await mem.remember("m17 the deploy note, written once more for the links")
            await mem.flush()
            links = await store.read(queries.edges_of(r.memory.id))
            loaded = store.index is not None
        return hits, sorted((e.src, e.dst, e.type) for e in links), peak, loaded

    dim = asyncio.run(fill(project))
    asyncio.run(fill(twin))
    hits_kept, links_kept, _, loaded_kept = asyncio.run(recall_and_link(project, True))
    hits_streamed, links_streamed, peak, loaded = asyncio.run(recall_and_link(twin, False))
    assert [i for i, _ in hits_streamed] == [i for i, _ in hits_kept] and hits_kept
    assert links_streamed == links_kept and links_kept
    assert loaded_kept and not loaded
    assert peak < 4 * CHUNK * dim * 4 < n * dim * 4 / 2  # a few chunks' worth, not the matrix
