"""The write path without a vector scan: merge keys (exact candidate lookup for near-duplicate
merges) and neighbour links made in batches from a crash-safe queue."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cognition.memory.linking as linking_part
import cognition.memory.store as store_part
from cognition import open_memory
from surface.dedup import link_targets, lookup_keys, merge_keys, overlap_terms, topic_overlap

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

WORDS = [
    "deploy",
    "staging",
    "cluster",
    "redis",
    "cache",
    "queue",
    "retries",
    "backoff",
    "api",
    "gateway",
    "postgres",
    "schema",
    "migration",
    "runs",
    "through",
    "make",
    "ship",
    "port",
    "timeout",
    "seconds",
    "nightly",
    "backup",
    "volume",
    "owner",
    "team",
    "platform",
    "é",
    # other forms of the words above: the keys join them as the write path's overlap does
    "deployed",
    "deploys",
    "caches",
    "cached",
    "queues",
    "retried",
    "migrations",
    "running",
    "backups",
]
NUMBERS = ["8080", "5432", "30", "3.14", "10:30"]


def db_of(project):
    return project / ".cognimem" / "memory.db"


def edges(project):
    with closing(sqlite3.connect(db_of(project))) as conn:
        return sorted(conn.execute("SELECT src, dst, type, weight FROM edge").fetchall())


def queued(project):
    with closing(sqlite3.connect(db_of(project))) as conn:
        return [r[0] for r in conn.execute("SELECT memory_id FROM link_queue ORDER BY memory_id")]


# -- merge keys -----------------------------------------------------------------------------


@st.composite
def statement_pairs(draw):
    """A statement and an edit of it (words dropped, added, moved; numbers kept or changed):
    many pairs are near-duplicates, many are not."""
    words = draw(st.lists(st.sampled_from(WORDS + NUMBERS), min_size=0, max_size=30))
    other = list(words)
    for _ in range(draw(st.integers(0, 4))):
        if other and draw(st.booleans()):
            other.pop(draw(st.integers(0, len(other) - 1)))
        else:
            other.insert(draw(st.integers(0, len(other))), draw(st.sampled_from(WORDS + NUMBERS)))
    if draw(st.booleans()):
        other = draw(st.permutations(other))
    return " ".join(words) or ".", " ".join(other) or "."


@pytest.mark.backend_free
@settings(max_examples=400, deadline=None)
@given(statement_pairs())
def test_every_pair_on_one_topic_shares_a_merge_key(pair):
    """On one topic as the write path compares them: their terms with inflections joined."""
    a, b = pair
    keys_a, keys_b = set(merge_keys("fact", a)), set(merge_keys("fact", b))
    if topic_overlap(overlap_terms(a), overlap_terms(b)):
        assert keys_a & keys_b, (a, b)
    assert not keys_a & set(merge_keys("decision", b))  # merges never cross layers


@pytest.mark.backend_free
def test_merge_keys_are_few_and_a_changed_number_keeps_them():
    text = "the staging cluster runs the nightly backup through make ship on port 8080"
    keys = merge_keys("fact", text)
    assert 1 <= len(keys) <= 10
    assert set(keys) == set(merge_keys("fact", text.replace("8080", "9090")))  # an update's partner
    assert not set(keys) & set(merge_keys("fact", "lunch is served at noon in the canteen"))
    assert merge_keys("fact", "the and of") == merge_keys("fact", "of the")  # no content terms


@pytest.mark.backend_free
def test_a_new_statement_looks_up_the_pairs_of_its_first_terms():
    """Regression: a restatement in other words shares terms outside the few each statement is
    filed under ("GraphQL" and "query"), so no key paired them and the write never read them."""
    old = "The GraphQL API enforces a maximum nesting depth of 10."
    new = "GraphQL queries nested deeper than 10 levels are rejected by the API."
    filed_old, filed_new = set(merge_keys("fact", old)), set(merge_keys("fact", new))
    assert not filed_old & filed_new
    looked_up = set(lookup_keys("fact", new, list(filed_new), False))
    assert filed_new <= looked_up and filed_old & looked_up
    assert not looked_up & set(merge_keys("fact", "lunch is served at noon in the canteen"))


# -- batch linking ----------------------------------------------------------------------------


@pytest.mark.backend_free
@settings(max_examples=80, deadline=None)
@given(
    st.integers(1, 40),
    st.integers(1, 8),
    st.integers(1, 6),
    st.floats(-0.2, 0.9),
    st.integers(0, 2**32 - 1),
    st.sampled_from([3, 7, 32_768]),
)
def test_batch_links_equal_one_scan_per_memory(n, b, top, min_cos, seed, chunk):
    import surface.dedup as dedup

    saved, dedup.LINK_CHUNK_ROWS = dedup.LINK_CHUNK_ROWS, chunk  # small chunks: merged bests
    try:
        check_batch_links(n, b, top, min_cos, seed)
    finally:
        dedup.LINK_CHUNK_ROWS = saved


def check_batch_links(n, b, top, min_cos, seed):
    rng = np.random.default_rng(seed)
    matrix = rng.standard_normal((n, 6)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    ids = rng.permutation(np.arange(1, n + 1) * 3).astype(np.int64)  # any order, gaps
    rows = rng.choice(n, size=min(b, n), replace=False)
    batch_ids = ids[rows].tolist()
    got = link_targets(matrix, ids, batch_ids, matrix[rows], min_cos, top)
    for bid, row, found in zip(batch_ids, rows, got, strict=True):
        scores = matrix @ matrix[row]
        want = sorted(
            (
                (int(i), float(s))
                for i, s in zip(ids, scores, strict=True)
                if i < bid and s >= min_cos
            ),
            key=lambda p: (-p[1], p[0]),
        )[:top]
        assert [i for i, _ in found] == [i for i, _ in want]
        assert np.allclose([c for _, c in found], [c for _, c in want], atol=1e-5)


# -- through the API --------------------------------------------------------------------------

NOTES = [
    f"the {w} service retries through the gateway with backoff ({k})"
    for k, w in enumerate(
        [
            "billing",
            "auth",
            "email",
            "search",
            "upload",
            "export",
            "audit",
            "report",
            "ingest",
            "notify",
            "index",
            "payment",
        ]
    )
]


def write_all(project, clock, batch, monkeypatch):
    monkeypatch.setattr(linking_part, "LINK_BATCH", batch)

    async def go():
        async with open_memory(project, clock=clock) as mem:
            for text in NOTES:
                await mem.remember(text)

    asyncio.run(go())
    return edges(project)


@pytest.mark.sqlite_file
def test_batched_links_are_the_links_of_one_at_a_time_writes(tmp_path, home, clock, monkeypatch):
    one, many = tmp_path / "one", tmp_path / "many"
    for p in (one, many):
        (p / ".git").mkdir(parents=True)
    singly = write_all(one, clock, 1, monkeypatch)
    batched = write_all(many, clock, 5, monkeypatch)  # 5 does not divide 12: a short last batch
    # The same links, except that a matrix product and a matrix-vector product may round a
    # near-tie (these notes differ by one word) the other way: compare weights, then ids.
    assert singly and sorted((s, round(w, 3)) for s, _, _, w in batched) == sorted(
        (s, round(w, 3)) for s, _, _, w in singly
    )
    assert len(set(batched) & set(singly)) >= 0.9 * len(singly)
    assert all(src > dst for src, dst, _, _ in singly)  # a memory links to older ones
    assert queued(many) == []


@pytest.mark.sqlite_file
def test_a_read_sees_the_links_of_earlier_writes(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = (await mem.remember(NOTES[0])).memory
            b = (await mem.remember(NOTES[1])).memory
            assert queued(project) == [a.id, b.id]  # not linked yet...
            assert [e.dst for e in await mem.links(b.id)] == [a.id]  # ...but a read links first
            assert queued(project) == []

    asyncio.run(go())


@pytest.mark.sqlite_file
def test_links_left_queued_by_a_stopped_process_are_made_by_the_next(project, clock):
    async def crash():
        mem = await open_memory(project, clock=clock).open()
        for text in NOTES[:3]:
            await mem.remember(text)
        store = mem.stores.open["project"]
        store.link_timer.cancel()
        store.links_due = 0  # as if killed before any linking pass
        await store.conn.close()

    asyncio.run(crash())
    assert len(queued(project)) == 3 and edges(project) == []

    async def next_process():
        async with open_memory(project, clock=clock) as mem:
            await mem.stats()

    asyncio.run(next_process())
    assert queued(project) == [] and len(edges(project)) == 3


@pytest.mark.sqlite_file
def test_an_idle_process_links_its_writes_without_a_read(project, clock, monkeypatch):
    monkeypatch.setattr(linking_part, "LINK_DELAY_S", 0.0)

    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(NOTES[0])
            await mem.remember(NOTES[1])
            for _ in range(200):  # the timer's pass runs while this task sleeps
                if not queued(project):
                    break
                await asyncio.sleep(0.01)
            assert queued(project) == [] and len(edges(project)) == 1

    asyncio.run(go())


@pytest.mark.sqlite_file
def test_a_store_without_merge_keys_gets_them_on_open(project, clock):
    async def first():
        async with open_memory(project, clock=clock) as mem:
            return (
                await mem.remember("the staging cluster runs the nightly backup at 02:00")
            ).memory

    a = asyncio.run(first())
    with closing(sqlite3.connect(db_of(project))) as conn, conn:  # a store from before v3
        conn.execute("DELETE FROM merge_key")
        conn.execute("DELETE FROM meta WHERE key = 'merge_keys'")

    async def again():
        async with open_memory(project, clock=clock) as mem:
            return await mem.remember("The staging cluster runs the nightly backup at 02:00!")

    again_result = asyncio.run(again())
    assert again_result.action == "merged" and again_result.memory.id == a.id


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Push notification tokens are refreshed on every app launch.",
            "We refresh push tokens each time the app launches.",
        ),
        ("Matches are capped at 20 minutes.", "A match can last at most twenty minutes."),
    ],
)
def test_a_restatement_in_other_word_forms_is_looked_up(old, new):
    """Regression: the keys were pairs of plain terms, so "refreshed" / "refresh" and "launch"
    / "launches" met no key in common and the write never read the pair, though the overlap it
    tests joins the inflections."""
    looked_up = lookup_keys("fact", new, merge_keys("fact", new), False)
    assert set(merge_keys("fact", old)) & set(looked_up)


def _filed_under_plain_terms(project) -> None:
    """Make the store one a release before the joined forms left: every memory filed under
    the pairs of its plain terms, the stamp of that version."""
    from surface import dedup

    with closing(sqlite3.connect(db_of(project))) as conn, conn:
        conn.execute("DELETE FROM merge_key")
        for i, text in conn.execute("SELECT id, content FROM memory").fetchall():
            keys = dedup.plain_merge_keys("fact", text)
            conn.executemany(
                "INSERT INTO merge_key(key, memory_id) VALUES (?, ?)", [(k, i) for k in keys]
            )
        conn.execute(
            "UPDATE meta SET value = ? WHERE key = 'merge_keys'", (dedup.PLAIN_KEYS_VERSION,)
        )


def _meta(project, key: str):
    with closing(sqlite3.connect(db_of(project))) as conn:
        row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None


@pytest.mark.sqlite_file
def test_a_store_filed_under_plain_terms_is_refiled_a_chunk_per_opening(
    project, clock, monkeypatch
):
    """No opening stalls on re-filing a large store: each files the next chunk, and a write
    meanwhile still finds a memory that keeps its old keys."""
    from surface import dedup

    texts = [
        "Cached builds are uploaded to shared buckets nightly.",
        "The staging gateway has a 30 second timeout.",
        "Deployments are retried on failing migrations.",
    ]

    async def write_all():
        async with open_memory(project, clock=clock) as mem:
            return [(await mem.remember(t)).memory.id for t in texts]

    ids = asyncio.run(write_all())
    _filed_under_plain_terms(project)
    monkeypatch.setattr(dedup, "REFILE_CHUNK", 2)

    async def restate():
        async with open_memory(project, clock=clock) as mem:
            return await mem.remember("Deployments are retried on failing migrations!")

    again = asyncio.run(restate())  # the opening re-filed the first two only
    assert again.action == "merged" and again.memory.id == ids[2]
    assert _meta(project, "merge_keys") == dedup.PLAIN_KEYS_VERSION
    assert _meta(project, "merge_keys_refiled") == str(ids[1])

    async def open_only():
        async with open_memory(project, clock=clock):
            pass

    asyncio.run(open_only())  # the rest, and the store is current
    assert _meta(project, "merge_keys") == dedup.MERGE_KEYS_VERSION
    with closing(sqlite3.connect(db_of(project))) as conn:
        filed = {
            r[0] for r in conn.execute("SELECT key FROM merge_key WHERE memory_id = ?", (ids[2],))
        }
    assert filed == set(merge_keys("fact", texts[2]))


def test_update_refiles_merge_keys(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = (await mem.remember("the cache lives in redis on the shared volume")).memory
            await mem.update(a.id, content="the queue lives in rabbitmq behind the gateway")
            merged = await mem.remember("The queue lives in rabbitmq behind the gateway.")
            assert merged.action == "merged" and merged.memory.id == a.id
            kept = await mem.remember("The cache lives in redis on the shared volume.")
            assert kept.action == "stored"

    asyncio.run(go())


@pytest.mark.parametrize("dedup", [True, False])
def test_dedup_off_still_merges_exact_duplicates_only(project, clock, dedup):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("deploys go through make ship")
            near = await mem.remember("Deploys go through make ship!", dedup=dedup)
            exact = await mem.remember("deploys go through make ship", dedup=dedup)
            return near.action, exact.action

    near, exact = asyncio.run(go())
    assert exact == "merged" and near == ("merged" if dedup else "stored")


# -- storage details ----------------------------------------------------------------------------


@pytest.mark.sqlite_file
def test_edges_are_clustered_on_their_key_and_still_logged(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = (await mem.remember("deploys go through make ship")).memory
            b = (await mem.remember("lunch is at noon on fridays")).memory
            await mem.relate(a.id, b.id, "supports")

    asyncio.run(go())
    with closing(sqlite3.connect(db_of(project))) as conn:
        sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'edge'").fetchone()[0]
        assert "WITHOUT ROWID" in sql
        assert conn.execute(
            "SELECT kind, src, dst, type FROM graph_log WHERE type = 'supports'"
        ).fetchall() == [("edge", 1, 2, "supports")]


@pytest.mark.sqlite_file
def test_the_wal_is_checkpointed_beside_the_writes(project, clock, monkeypatch):
    monkeypatch.setattr(store_part, "CHECKPOINT_EVERY", 3)
    # No idle linking pass during the test: on a loaded machine the four writes can take
    # longer than LINK_DELAY_S, and the pass's commits start another checkpoint, which would
    # change the file under the read below (a clean-clone CI run read a malformed page).
    monkeypatch.setattr(linking_part, "LINK_DELAY_S", 3600.0)
    monkeypatch.setattr(linking_part, "LINK_MAX_WAIT_S", 3600.0)

    async def go():
        async with open_memory(project, clock=clock) as mem:
            for k in range(4):
                await mem.remember(f"note number {k} about the deploy")
            store = mem.stores.open["project"]
            assert store.checkpoint_task is not None  # started by the third commit
            task = None
            while store.checkpoint_task is not task:  # the one after the third commit, and
                task = store.checkpoint_task  # any a later commit started meanwhile
                await task
            # A PASSIVE checkpoint copies only the frames no reader still needs, so one that
            # overlapped the fourth write can stop short (a clean-clone CI run read 0 rows):
            # the same checkpointer once more, with the writes done, copies the rest.
            await asyncio.to_thread(store._checkpoint)
            # The database file itself (the WAL ignored) now holds what was written.
            with closing(sqlite3.connect(f"file:{db_of(project)}?immutable=1", uri=True)) as raw:
                return raw.execute("SELECT count(*) FROM memory").fetchone()[0]

    assert asyncio.run(go()) >= 3


@pytest.mark.sqlite_file
def test_a_dead_candidate_gives_its_place_to_the_next(project, clock, monkeypatch):
    from layers import linking
    from layers.plan import run

    monkeypatch.setattr(linking_part, "LINK_DELAY_S", 1e9)

    async def setup():
        async with open_memory(project, clock=clock) as mem:
            ids = [
                (await mem.remember(f"memory {w}", dedup=False)).memory.id
                for w in ("alpha", "beta", "gamma", "delta", "epsilon")
            ]
            await mem.flush()
            await mem.forget(ids[1])  # archived: no longer a link target
            return ids

    a, b, c, d, e = asyncio.run(setup())
    with closing(sqlite3.connect(db_of(project), isolation_level=None)) as conn:
        conn.execute("DELETE FROM edge")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute(
            "INSERT INTO edge(src, dst, type, weight, created_at) VALUES (?, ?, 'related', 0.1, 0)",
            (e, c),
        )  # takes the new weight
        run(
            conn,
            linking.store_related(
                [
                    (e, b, 0.9),
                    (e, c, 0.8),
                    (e, a, 0.7),
                    (e, d, 0.6),
                    (d, 999, 0.9),
                    (d, a, 0.5),
                    (998, a, 0.9),
                ],
                2,
                5.0,
                [e, d],
            ),
            write=True,
        )  # 998: a source deleted since its batch was read
        got = conn.execute("SELECT src, dst, weight FROM edge ORDER BY src, weight DESC").fetchall()
    assert got == [(d, a, 0.5), (e, c, 0.8), (e, a, 0.7)]


# -- short writes on the loop's thread ------------------------------------------------------


def _insert_note(text):
    from layers.plan import q_exec

    yield q_exec("INSERT INTO meta(key, value) VALUES (?, ?)", (text, "x"))
    return text


@pytest.mark.backend_free
def test_run_if_free_commits_or_leaves_the_plan_unstarted(tmp_path):
    from layers.connection import connect_sync
    from layers.plan import LockHeld, run_if_free

    db = tmp_path / "m.db"
    conn = connect_sync(db, migrate_now=0.0)
    other = connect_sync(db, migrate_now=0.0)
    try:
        assert run_if_free(conn, _insert_note("a"), 4321) == "a"
        assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == 4321
        started = []

        def plan():
            started.append(True)
            yield from _insert_note("b")

        other.execute("BEGIN IMMEDIATE")  # another connection holds the write lock
        with pytest.raises(LockHeld):
            run_if_free(conn, plan(), 4321)
        assert started == [] and not conn.in_transaction  # not begun: it can go elsewhere
        assert conn.execute("PRAGMA busy_timeout").fetchone()[0] == 4321
        other.execute("COMMIT")

        def failing():
            yield from _insert_note("c")
            raise ValueError("boom")

        with pytest.raises(ValueError):
            run_if_free(conn, failing(), 4321)
        assert not conn.in_transaction
        assert [r[0] for r in other.execute("SELECT key FROM meta WHERE key IN ('a','b','c')")] == [
            "a"
        ]
    finally:
        conn.close()
        other.close()


@pytest.mark.sqlite_file
@pytest.mark.timeout(60)
def test_a_remember_behind_another_writer_waits_on_the_thread_not_the_loop(
    project, clock, monkeypatch
):
    # A busy timeout longer than the test's own: a loop that waited for the lock would hang.
    monkeypatch.setattr(store_part, "BUSY_TIMEOUT_MS", 90_000)

    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(NOTES[0])  # the store exists and is open
            store = mem.stores.open["project"]
            await store.conn.execute("PRAGMA busy_timeout=90000")
            blocker = sqlite3.connect(db_of(project), isolation_level=None)
            blocker.execute("BEGIN IMMEDIATE")
            try:
                write = asyncio.ensure_future(mem.remember(NOTES[1]))
                ticks = 0
                for _ in range(5):  # the loop keeps running while the write waits for the lock
                    await asyncio.sleep(0.01)
                    ticks += 1
                assert ticks == 5 and not write.done() and store.on_thread == 1
            finally:
                blocker.execute("COMMIT")
                blocker.close()
            result = await write
            assert result.action == "stored"
            assert (await mem.get(result.memory.id)).content == NOTES[1]

    asyncio.run(go())


@pytest.mark.sqlite_file
def test_imported_memories_get_related_links_unless_they_bring_their_own(project, clock):
    """A hand-written line (no `links` key) is linked as if just written; an exported line
    lists its links, even none, and keeps exactly those (issue 21: exact round trip)."""
    import json as _json

    from cognition.upkeep.transfer import import_lines

    def line(content):
        return _json.dumps({"layer": "fact", "content": content})

    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = (await mem.remember(NOTES[0])).memory
            report = await import_lines(mem, [line(NOTES[0] + " Again.")])
            assert report.added == 1
            await mem.flush()
            new_id = max(m.id for m in (await mem.list()).items)
            assert [(e.dst, e.type) for e in await mem.links(new_id)] == [(old.id, "related")]
            exported = _json.dumps(
                {"layer": "fact", "content": NOTES[0] + " Once more.", "links": []}
            )
            assert (await import_lines(mem, [exported])).added == 1
            await mem.flush()
            newest = max(m.id for m in (await mem.list()).items)
            assert [e for e in await mem.links(newest) if e.src == newest] == []

    asyncio.run(go())
    assert queued(project) == []


@pytest.mark.backend_free
def test_an_exported_store_imports_with_exactly_its_links(tmp_path, clock):
    from cognition.upkeep.transfer import export_lines, import_lines

    src, dst = tmp_path / "src", tmp_path / "dst"
    for p in (src, dst):
        (p / ".git").mkdir(parents=True)
    env = {"COGNIMEM_HOME": str(tmp_path / "home")}

    def by_content(edges, contents):
        return sorted((contents[a], contents[b], t, w) for a, b, t, w in edges)

    async def go():
        async with open_memory(src, clock=clock, env=env) as mem:
            for text in NOTES[:8]:  # similar enough that each links to up to 5 older ones
                await mem.remember(text, dedup=False)
            await mem.flush()
            await mem.forget(2)  # archived after it was linked: no longer a link target
            lines = await export_lines(mem, "project")
        async with open_memory(dst, clock=clock, env=env) as mem:
            await import_lines(mem, lines)
            await mem.flush()

    asyncio.run(go())
    got = {}
    for project in (src, dst):
        with closing(sqlite3.connect(db_of(project))) as conn:
            contents = dict(conn.execute("SELECT id, content FROM memory"))
            got[project] = by_content(
                conn.execute("SELECT src, dst, type, weight FROM edge"), contents
            )
    assert len(got[src]) > 8 and got[dst] == got[src]
    assert queued(dst) == []
