"""The vector matrix file beside a SQLite store: a one-shot search through it returns exactly
what the loaded index returns (ids, scores, ties by smaller id), reads no vector but the
candidates and the rows changed since the file was written, and any file it cannot trust
(changed store, another history, corrupt, foreign, a link) is ignored and written anew."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import stat

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.api import open_memory
from cognition.memory import vector_file, vector_load
from cognition.memory.vector_load import cached_search_plan, index_plan
from layers.connection import connect_sync
from layers.plan import q_exec, q_many, run
from surface.vector_quant import bounds, column_dots, quantize, score_bounds, unit_query

STATUSES = ("active", "archived", "superseded")
SCAN = "ORDER BY v.memory_id LIMIT"  # layers.vector_rows.vector_chunks: the scan of every vector


def _put(conn, rows: list[tuple[int, bytes]], model: str = "m") -> None:
    """Insert or replace memories with these vectors (the vector table's own triggers log them)."""

    def plan():
        yield q_many(
            "INSERT OR IGNORE INTO memory(id, layer, content, importance, created_at, "
            "last_activated, content_hash, updated_at) VALUES (?, 'fact', ?, 3, 0, 0, ?, 0)",
            [(i, f"m{i}", f"h{i}") for i, _ in rows],
        )
        yield q_many(
            "INSERT OR REPLACE INTO vector(memory_id, model, dim, vec) VALUES (?, ?, ?, ?)",
            [(i, model, len(b) // 4, b) for i, b in rows],
        )

    run(conn, plan(), write=True)


def _delete(conn, ids: list[int]) -> None:
    def plan():
        yield q_many("DELETE FROM memory WHERE id = ?", [(i,) for i in ids])

    run(conn, plan(), write=True)


def _truth(conn, qvec, k, dim=8):
    return run(conn, index_plan("m", dim, STATUSES)).search(qvec, k)


def _cached(conn, path, qvec, k, dim=8, chunk=5):
    return run(conn, cached_search_plan(path, "m", dim, STATUSES, qvec, k, chunk=chunk))


# Rows drawn from a few distinct vectors make exact ties; zero rows and rows far from unit
# length are in too (blobs are trusted to be unit rows, the search must not depend on it).
_row = st.one_of(
    st.integers(0, 3),  # one of four shared vectors: ties
    st.integers(4, 10_000),  # a random one
    st.just(-1),  # zero
)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(1, 400), _row), unique_by=lambda t: t[0], max_size=80),
    st.lists(st.tuples(st.integers(1, 450), _row), max_size=12),  # then changed or added
    st.lists(st.integers(1, 450), max_size=6),  # then deleted
    st.integers(1, 15),
    st.integers(0, 10_000),
    st.sampled_from([0, 2, 10_000]),  # rewrite the file after this many changed rows
    st.sampled_from([8, 384]),  # 384: the embedders' dim, einsum's wide loops
    st.sampled_from([1, 3, 7, 4096]),  # rows per block of the file's codes
    st.sampled_from([0.0, 0.6, 0.9]),  # the query's dimensions that are zero (a hash query)
)
def test_search_through_the_file_is_the_exact_search(
    tmp_path_factory,
    monkeypatch_module,
    spec,
    changes,
    gone,
    k,
    qseed,
    rewrite_after,
    dim,
    block,
    sparse,
):
    monkeypatch_module.setattr(vector_load, "REWRITE_AFTER", rewrite_after)
    monkeypatch_module.setattr(vector_file, "BLOCK", block)
    where = tmp_path_factory.mktemp("f")
    conn = connect_sync(where / "m.db")
    path = where / "m.db.vectors"

    def vec(code: int) -> bytes:
        if code == -1:
            return np.zeros(dim, "<f4").tobytes()
        rng = np.random.default_rng(code)
        return (rng.normal(size=dim) * rng.choice([0.2, 1.0, 3.0])).astype("<f4").tobytes()

    _put(conn, [(i, vec(c)) for i, c in spec])
    rng = np.random.default_rng(qseed)
    qvec = rng.normal(size=dim).astype(np.float32)
    qvec[rng.random(dim) < sparse] = 0  # only its nonzero columns are read
    for step in range(3):
        want = _truth(conn, qvec, k, dim)
        got = _cached(conn, path, qvec, k, dim)
        assert got == want  # same ids, order and float scores
        assert path.exists() or not qvec.any()  # a zero query searches nothing
        if step == 0:
            _put(conn, [(i, vec(c)) for i, c in changes])
        elif step == 1:
            _delete(conn, gone)
    conn.close()


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as mp:
        yield mp


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 400),
    st.integers(1, 50),
    st.integers(0, 2**32 - 1),
    st.sampled_from([1e-30, 1e-3, 1.0, 50.0]),
)
def test_code_bounds_hold_the_exact_float32_score(dim, n, seed, magnitude):
    rng = np.random.default_rng(seed)
    rows = (rng.normal(size=(n, dim)) * magnitude).astype(np.float32)
    rows[rng.random(n) < 0.2] = rows[0]  # repeated rows
    q = unit_query(rng.normal(size=dim).astype(np.float32))
    assert q is not None
    exact = np.einsum("ij,j->i", rows, q).astype(np.float64)
    codes, scales = quantize(rows)
    low, high = score_bounds(codes, scales, q)
    assert np.all(low <= exact) and np.all(exact <= high)
    # From the columns where a sparse query is not zero, as a search through the file sums them
    q[rng.random(dim) < 0.8] = 0
    q = unit_query(q) if q.any() else unit_query(np.eye(dim, dtype=np.float32)[0])
    assert q is not None
    exact = np.einsum("ij,j->i", rows, q).astype(np.float64)
    cols = np.flatnonzero(q)
    dots = column_dots(np.ascontiguousarray(codes.T[cols]), q[cols])
    low, high = bounds(dots, scales, q, dim)
    assert np.all(low <= exact) and np.all(exact <= high)


def test_a_row_that_is_not_finite_is_always_a_candidate():
    rows = np.ones((3, 4), np.float32)
    rows[1, 2] = np.nan
    rows[2, 0] = np.inf
    codes, scales = quantize(rows)
    low, high = score_bounds(codes, scales, unit_query(np.ones(4, np.float32)))
    assert np.isfinite(low[0]) and (low[1:] == -np.inf).all() and (high[1:] == np.inf).all()


def _store(tmp_path, n=3000, dim=8):
    conn = connect_sync(tmp_path / "m.db")
    rng = np.random.default_rng(7)
    rows = rng.normal(size=(n, dim)).astype("<f4")
    _put(conn, [(i + 1, rows[i].tobytes()) for i in range(n)])
    return conn, tmp_path / "m.db.vectors", rng.normal(size=dim).astype(np.float32)


def _statements(conn, plan):
    seen: list[str] = []
    conn.set_trace_callback(seen.append)
    try:
        result = run(conn, plan)
    finally:
        conn.set_trace_callback(None)
    return result, seen


def test_a_valid_file_spares_the_scan_of_every_vector(tmp_path):
    conn, path, qvec = _store(tmp_path)
    plan = lambda: cached_search_plan(path, "m", 8, STATUSES, qvec, 10)  # noqa: E731
    first, scanned = _statements(conn, plan())
    assert any(SCAN in s for s in scanned)  # no file yet: the scan, which writes it
    again, seen = _statements(conn, plan())
    assert again == first == _truth(conn, qvec, 10)
    assert not any(SCAN in s for s in seen)
    # the candidates (a few more than k) are the only vectors read
    reads = [s for s in seen if "FROM vector WHERE" in s]
    assert len(reads) == 1 and reads[0].count(",") < 100

    _put(conn, [(5000, np.ones(8, "<f4").tobytes())])  # one new memory: read, not a scan
    third, seen = _statements(conn, plan())
    assert third == _truth(conn, qvec, 10)
    assert not any(SCAN in s for s in seen)
    assert any("5000" in s for s in seen)
    conn.close()


def test_a_sparse_query_reads_only_its_columns_of_the_codes(tmp_path, monkeypatch):
    """A hash query is zero in most dimensions: the file's codes are read for the others only
    (each block stores its codes column by column), and the answer is the exact search's."""
    monkeypatch.setattr(vector_file, "BLOCK", 700)
    conn, path, _ = _store(tmp_path, n=3000, dim=64)
    qvec = np.zeros(64, np.float32)
    qvec[[3, 4, 5, 40]] = [0.5, -1.0, 0.25, 2.0]
    want = _truth(conn, qvec, 10, 64)
    assert _cached(conn, path, qvec, 10, 64) == want  # writes the file
    sizes: list[int] = []
    real_pread, real_preadv = os.pread, os.preadv

    def counted(fd, size, offset):
        sizes.append(size)
        return real_pread(fd, size, offset)

    def counted_v(fd, buffers, offset):
        sizes.append(sum(memoryview(b).nbytes for b in buffers))
        return real_preadv(fd, buffers, offset)

    monkeypatch.setattr(os, "pread", counted)
    monkeypatch.setattr(os, "preadv", counted_v)
    assert _cached(conn, path, qvec, 10, 64) == want
    header, tail = vector_file.HEADER, 3000 * 12  # the ids and scales, read whole
    assert sum(sizes) == header + tail + 4 * 3000
    assert len(sizes) == 2 + 2 * 5  # two runs of columns (3-5, 40) in each of 5 blocks
    conn.close()


def test_the_file_is_private_and_rebuilt_when_not_trusted(tmp_path):
    conn, path, qvec = _store(tmp_path)
    want = _truth(conn, qvec, 10)
    assert _cached(conn, path, qvec, 10) == want
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    whole = path.read_bytes()

    def scans() -> bool:
        got, seen = _statements(conn, cached_search_plan(path, "m", 8, STATUSES, qvec, 10))
        assert got == want
        return any(SCAN in s for s in seen)

    assert not scans()
    for broken in (
        whole[:-1],  # truncated
        whole + b"\x00",  # longer than its header says
        b"XXXXXXXX" + whole[8:],  # not our magic
        whole[:4096],
        b"",
        whole[:8] + (1).to_bytes(4, "little") + whole[12:],  # version 1: codes row by row
    ):
        path.write_bytes(broken)
        os.chmod(path, 0o600)
        assert scans()  # ignored, searched by the scan...
        assert path.read_bytes() == whole
        assert not scans()  # ...which wrote it anew
    os.chmod(path, 0o644)  # someone else could have written it: not trusted
    assert scans() and stat.S_IMODE(os.stat(path).st_mode) == 0o600
    # another model's file for the same store is another model's
    assert run(conn, cached_search_plan(path, "other", 8, STATUSES, qvec, 10)) == []
    assert scans()
    conn.close()


def test_a_link_at_the_files_place_is_never_followed(tmp_path):
    conn, path, qvec = _store(tmp_path)
    victim = tmp_path / "victim"
    victim.write_text("keep me")
    path.symlink_to(victim)
    want = _truth(conn, qvec, 10)
    for _ in range(2):
        assert _cached(conn, path, qvec, 10) == want
        assert path.is_symlink() and victim.read_text() == "keep me"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    conn.close()


def test_what_a_killed_writer_left_is_swept(tmp_path):
    conn, path, qvec = _store(tmp_path, n=50)
    old = tmp_path / ".m.db.vectors.999.abcd.tmp"
    young = tmp_path / ".m.db.vectors.998.abcd.tmp"
    for f in (old, young):
        f.write_bytes(b"x" * 100)
    os.utime(old, (0, 0))
    _cached(conn, path, qvec, 5)
    assert not old.exists() and young.exists() and path.exists()
    conn.close()


def test_a_failed_write_only_costs_the_file(tmp_path, monkeypatch):
    conn, path, qvec = _store(tmp_path)
    want = _truth(conn, qvec, 10)
    real_write = os.write

    def full_disk(fd, data):
        if os.fstat(fd).st_size > 1000:
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(vector_file, "BLOCK", 500)  # several writes: the disk fills mid-file
    monkeypatch.setattr(os, "write", full_disk)
    assert _cached(conn, path, qvec, 10) == want
    assert not [p for p in tmp_path.iterdir() if "vectors" in p.name]  # no file, no temporary
    monkeypatch.undo()
    missing = tmp_path / "gone" / "m.db.vectors"  # a folder it cannot write to
    assert _cached(conn, missing, qvec, 10) == want
    conn.close()


def test_an_unwritable_folder_only_costs_the_file(tmp_path):
    conn, path, qvec = _store(tmp_path)
    if os.geteuid() == 0:
        pytest.skip("root writes into a read-only folder")
    os.chmod(tmp_path, 0o500)
    try:
        assert _cached(conn, path, qvec, 10) == _truth(conn, qvec, 10)
        assert not path.exists()
    finally:
        os.chmod(tmp_path, 0o700)
    conn.close()


def test_a_restored_copy_of_the_store_is_another_history(tmp_path):
    """Same seq, other vectors: a backup restored, then written to as far as the file's
    stamp. The tag of the log entry tells them apart."""
    conn, path, qvec = _store(tmp_path, n=500)
    conn.close()
    shutil.copy(tmp_path / "m.db", tmp_path / "backup.db")
    conn = connect_sync(tmp_path / "m.db")
    best = np.asarray(unit_query(qvec), "<f4") * 100  # rows are not unit: far above them all
    _put(conn, [(9001, (-best).tobytes())])  # one memory far from the query
    assert _cached(conn, path, qvec, 5) == _truth(conn, qvec, 5)
    conn.close()
    shutil.copy(tmp_path / "backup.db", tmp_path / "m.db")  # restored
    conn = connect_sync(tmp_path / "m.db")
    _put(conn, [(9001, best.tobytes())])  # another write reaches the same seq
    want = _truth(conn, qvec, 5)
    assert want[0][0] == 9001
    assert _cached(conn, path, qvec, 5) == want
    conn.close()


def test_the_log_is_pruned_and_an_old_file_rebuilt(tmp_path):
    conn, path, qvec = _store(tmp_path, n=100)
    _cached(conn, path, qvec, 5)
    rng = np.random.default_rng(3)
    for _ in range(10):  # 5000 changes: the file's entry is pruned
        _put(conn, [(i, rng.normal(size=8).astype("<f4").tobytes()) for i in range(1, 501)])
    (count,) = conn.execute("SELECT count(*) FROM vector_log").fetchone()
    assert count <= 4096 + 512
    got, seen = _statements(conn, cached_search_plan(path, "m", 8, STATUSES, qvec, 5))
    assert got == _truth(conn, qvec, 5)
    assert any(SCAN in s for s in seen)
    conn.close()


def test_the_log_sees_every_way_a_vector_changes(tmp_path):
    conn, _, _ = _store(tmp_path, n=3)

    def logged() -> list[int]:
        return [r[0] for r in conn.execute("SELECT memory_id FROM vector_log ORDER BY seq")]

    base = logged()
    assert base[0] is None and base[1:] == [1, 2, 3]  # the migration's first entry

    def touch():
        yield q_exec("UPDATE vector SET vec = vec WHERE memory_id = 2")

    run(conn, touch(), write=True)
    _delete(conn, [3])  # the vector goes by the memory's cascade
    _put(conn, [(1, np.ones(8, "<f4").tobytes())])  # replaced
    assert logged()[4:] == [2, 3, 1]
    conn.close()


# -- through the API, as a CLI process searches ------------------------------------------


def test_recall_through_the_file_is_the_recall_of_the_loaded_index(project, home, monkeypatch):
    """A one-shot process (keep=False) recalls what a process holding the index recalls,
    after each kind of write, the file being read, patched or written anew on the way."""
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    notes = [
        f"the deploy pipeline note {i}: step {i % 7} retries uploads {i % 5}" for i in range(60)
    ]
    query = "why does the deploy pipeline retry the upload step"

    async def recall(keep: bool) -> tuple[list[int], list[tuple[int, float]]]:
        mem = open_memory(project)
        mem.vectors.keep = keep
        async with mem:
            hits = await mem.recall(query, limit=10)
            store = await mem.stores.get("project")
            qvec = mem.vectors.query_vector(query)
            vec_hits = await mem.vectors.search(store, None, qvec)
        return [h.memory.id for h in hits], vec_hits

    async def write(step: int) -> None:
        async with open_memory(project) as mem:
            if step == 0:
                for n in notes:
                    await mem.remember(n)
            elif step == 1:
                await mem.remember("deploy uploads retry on a flaky network", importance=5)
            elif step == 2:
                await mem.update(3, content="the upload step of the deploy pipeline retries")
            elif step == 3:
                await mem.forget(5, mode="delete")
            elif step == 4:
                from cognition.upkeep.transfer import export_lines, import_lines

                line = json.loads((await export_lines(mem, "project"))[0])
                line["content"] = "imported: the pipeline retries its upload step thrice"
                report = await import_lines(mem, [json.dumps(line)])
                assert report.added == 1
            await mem.flush()

    path = project / ".cognimem" / "memory.db.vectors"
    for step in range(5):
        asyncio.run(write(step))
        streamed = asyncio.run(recall(False))
        assert path.exists()
        assert streamed == asyncio.run(recall(False)) == asyncio.run(recall(True))
        assert streamed[0] and streamed[1]


def test_unit_rows_of_dim_384_many_queries(tmp_path):
    """The embedders' shape: unit rows of dim 384, clusters of near-copies (what the codes'
    error cannot tell apart), queries near a row and far from all."""
    rng = np.random.default_rng(11)
    centres = rng.normal(size=(40, 384))
    rows = centres[rng.integers(0, 40, 4000)] + rng.normal(size=(4000, 384)) * 0.05
    rows = (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype("<f4")
    conn = connect_sync(tmp_path / "m.db")
    _put(conn, [(i + 1, rows[i].tobytes()) for i in range(len(rows))])
    path = tmp_path / "m.db.vectors"
    for n in range(12):
        qvec = (rows[n * 300] + rng.normal(size=384) * 0.1 * (n % 3)).astype(np.float32)
        assert _cached(conn, path, qvec, 100, 384, 512) == _truth(conn, qvec, 100, 384)
    conn.close()
