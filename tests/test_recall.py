"""Hybrid recall: fusion, ranking, explain, filters, archived flagging, embedder switches."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cognition import open_memory
from cognition.api import EmbedderMismatch
from cognition.config import EmbedderParams, Settings
from layers import queries
from layers.connection import connect_sync
from layers.location import project_store_path
from layers.plan import run as run_plan
from surface.cues import layer_prior, time_window
from surface.params import RecallParams
from surface.recall import RecallRequest, _lexical_candidates, fuse, lexical_plan
from tests.support.aio import run

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

DAY = 86400.0


def test_semantic_neighbour_found_without_shared_words(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("The deployment pipeline runs through make ship")
            await mem.remember("Lunch is at noon on Fridays")
            hits = await mem.recall("deploying", explain=True)
            assert hits and "make ship" in hits[0].memory.content
            assert set(hits[0].explain) >= {"rel", "act", "imp", "emo", "graph", "layer", "time"}

    run(go())


def test_relevance_dominates_importance(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Redis is used for the session cache", importance=1)
            await mem.remember("Critical: never force-push to main", importance=5, intensity=1.0)
            hits = await mem.recall("where is the session cache")
            assert "Redis" in hits[0].memory.content

    run(go())


def test_activation_breaks_ties_toward_used_memories(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            # dedup=False: two ports kept side by side (told plainly, the second supersedes).
            a = (await mem.remember("the api server listens on port 8080", dedup=False)).memory
            b = (await mem.remember("the api server listens on port 9090", dedup=False)).memory
            clock.advance(20 * DAY)
            for _ in range(4):
                await mem.get(b.id)
                clock.advance(DAY)
            hits = await mem.recall("api server port", reinforce=False, explain=True)
            assert [h.memory.id for h in hits[:2]] == [b.id, a.id]
            assert hits[0].explain["act"] > hits[1].explain["act"]

    run(go())


def test_archived_only_on_explicit_request_and_flagged(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            m = (await mem.remember("old nginx config lived in /etc/nginx/legacy")).memory
            await mem.forget(m.id)
            assert await mem.recall("nginx config") == []
            hits = await mem.recall("nginx config", include_archived=True, reinforce=False)
            assert hits[0].memory.id == m.id and hits[0].archived

    run(go())


def test_recall_is_exposure_unless_the_caller_says_it_used_the_hits(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            for word in ("css", "javascript", "images", "fonts", "icons", "templates"):
                await mem.remember(f"the build compiles the {word} assets")
            clock.advance(60)
            hits = await mem.recall("build step compiles assets", limit=6)
            for h in hits:  # a search is exposure: nothing reinforced
                assert (await mem.get(h.memory.id, use=False)).activation_count == 1
            hits = await mem.recall("build step compiles assets", limit=6, reinforce=True)
            used = [h.memory.id for h in hits[:3]]
            for h in hits:
                m = await mem.get(h.memory.id, use=False)
                assert m.activation_count == (2 if h.memory.id in used else 1)

    run(go())


def test_session_neighbours_come_along(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Did the migration finish?", layer="experience", session_id="s1")
            await mem.remember(
                "Yes, after we raised the lock timeout to 60 seconds",
                layer="experience",
                session_id="s1",
            )
            await mem.remember("Unrelated chatter about lunch", layer="experience", session_id="s2")
            hits = await mem.recall("migration finish", explain=True, reinforce=False)
            contents = [h.memory.content for h in hits]
            assert "lock timeout" in contents[1] and hits[1].explain.get("context_of") == 1

    run(go())


def test_time_cue_prefers_memories_in_the_window(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("the deploy failed with a timeout", layer="experience")
            clock.advance(60 * DAY)
            await mem.remember("the deploy failed with a permissions error", layer="experience")
            clock.advance(3 * DAY)
            hits = await mem.recall("deploy failed last week", reinforce=False, explain=True)
            assert "permissions" in hits[0].memory.content and hits[0].explain["time"] == 1.0

    run(go())


@pytest.mark.backend_free
def test_layer_prior_and_time_window_cues():
    assert layer_prior("why did we decide on postgres")["decision"] == 1.0
    assert layer_prior("the error happened again")["experience"] == 1.0
    assert layer_prior("what is the convention for imports")["fact"] == 1.0
    w = time_window("what broke in March 2023", 1_700_000_000.0)
    assert w and w.label == "March 2023"
    assert time_window("nothing temporal here", 0.0) is None


@pytest.mark.backend_free
def test_fusion_convex_and_rrf():
    p = RecallParams()
    lexical, dense = {1: 10.0, 2: 5.0}, {2: 0.9, 3: 0.45}
    convex = fuse(lexical, dense, p)
    assert convex[1] == pytest.approx(0.7) and convex[2] == pytest.approx(0.3 + 0.35)
    rrf = fuse(lexical, dense, dataclasses.replace(p, fusion="rrf"))
    assert max(rrf, key=rrf.get) == 2
    assert fuse(lexical, {}, p) == {1: 1.0, 2: 0.5}


@pytest.mark.sqlite_file
def test_model_switch_without_reindex_is_refused(project, clock, home):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("vectors made by the 384-dim hash model")
        other = dataclasses.replace(
            Settings.load(None, env={}), embedder=EmbedderParams(name="hash", dim=128)
        )
        async with open_memory(project, clock=clock, settings=other) as mem:
            with pytest.raises(EmbedderMismatch, match="cognimem reindex"):
                await mem.recall("vectors")
            with pytest.raises(EmbedderMismatch):
                await mem.remember("another")
            done = await mem.reindex()
            assert done["project"] == 1
            hits = await mem.recall("vectors", explain=True)
            assert hits and "cos" in hits[0].explain

    run(go())


def test_embedding_failure_never_loses_a_write(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:

            class Broken:
                id, dim = "hash-v1-384", 384

                def embed(self, texts):
                    raise RuntimeError("model crashed")

            mem.vectors.embedder = Broken()
            r = await mem.remember("stored even though embedding failed")
            assert r.action == "stored"
            assert (await mem.recall("embedding failed", reinforce=False))[
                0
            ].memory.id == r.memory.id

    run(go())


def test_recall_sees_vectors_another_process_wrote(project, clock):
    async def go():
        async with (
            open_memory(project, clock=clock) as mem,
            open_memory(project, clock=clock) as other,
        ):
            await mem.remember("Lunch is at noon on Fridays")
            assert await mem.recall("lunch", reinforce=False)  # loads this process's vector index
            new = (await other.remember("The deployment pipeline runs through make ship")).memory
            hits = await mem.recall("deploying", reinforce=False, explain=True)
            assert hits and hits[0].memory.id == new.id and "cos" in hits[0].explain

    run(go())


def test_lexical_candidates_are_what_fts_search_returns_whatever_is_archived(project, clock):
    """Recall checks statuses on candidate rows instead of joining: same hits as fts_search,
    through the pool, its deeper chunks, and the full search when the pool runs out."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            ids = [
                (await mem.remember("alpha " + "beta " * k + f"note {k}")).memory.id
                for k in range(30)
            ]
            for k in (0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20, 25):
                await mem.forget(ids[k])

    run(go())
    conn = connect_sync(project_store_path(project))
    try:
        for candidates in (1, 2, 3, 5, 50):
            params = RecallParams(candidates=candidates)
            for archived in (False, True):
                req = RecallRequest("alpha", include_archived=archived)
                statuses = ("active", "archived") if archived else ("active",)
                pool = run_plan(conn, lexical_plan(req, params))
                lexical, rows = run_plan(conn, _lexical_candidates(pool, candidates, statuses, {}))
                assert lexical == dict(
                    run_plan(conn, queries.fts_search(pool.match, candidates, statuses))
                )
                assert set(lexical) <= set(rows)
    finally:
        conn.close()


def test_a_failed_vector_search_leaves_the_store_usable(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("the api server listens on port 8080")
            real = mem.vectors.vector_hits

            def broken(index, qvec):
                raise RuntimeError("search crashed")

            mem.vectors.vector_hits = broken
            with pytest.raises(RuntimeError, match="search crashed"):
                await mem.recall("api server")
            mem.vectors.vector_hits = real
            # The connection's thread was told to go on: it is not left waiting for the hits.
            hits = await asyncio.wait_for(mem.recall("api server", explain=True), 5)
            assert hits and "cos" in hits[0].explain

    run(go())


ODD = st.one_of(
    st.text(max_size=200),
    st.sampled_from(
        [
            "",
            " ",
            '"',
            "'",
            "(",
            ")",
            "*",
            "NEAR(a b)",
            "a AND OR NOT b",
            "col:val",
            "^x",
            "x" * 10_000,
            "\x00\x00",
            "🙂" * 50,
            "'; DROP TABLE memory; --",
            "{}[]",
        ]
    ),
    st.binary(max_size=100).map(lambda b: b.decode("utf-8", "replace")),
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(query=ODD)
def test_no_query_text_raises(project, clock, query):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            if (await mem.list()).total == 0:
                await mem.remember('a memory about deploys and (parentheses) "quotes" *stars*')
            assert isinstance(await mem.recall(query, reinforce=False), list)

    run(go())


def test_near_duplicates_merge_but_a_different_number_updates(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("The staging database runs on port 5432")
            same = await mem.remember("The staging database runs on port 5432.")
            assert same.action == "merged" and same.memory.id == a.memory.id
            b = await mem.remember("The staging database runs on port 5433")
            assert b.action == "superseded" and b.previous.id == a.memory.id
            assert any(e.type == "supersedes" for e in await mem.links(b.memory.id))
            c = await mem.remember("The staging database runs on port 5432.")  # changed back
            assert c.action == "superseded" and c.previous.id == b.memory.id
            hits = await mem.recall("staging database port", reinforce=False)
            assert [h.memory.id for h in hits] == [c.memory.id]

    run(go())


def test_update_and_import_keep_vectors_current(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            m = (await mem.remember("the cache lives in redis")).memory
            await mem.update(m.id, content="the queue lives in rabbitmq")
            hits = await mem.recall("rabbitmq", explain=True, reinforce=False)
            assert hits and hits[0].explain.get("cos", 0) > 0.3
            from cognition.upkeep.transfer import import_lines

            await import_lines(mem, ['{"content": "imported note about kubernetes ingress"}'])
            hits = await mem.recall("kubernetes ingress", explain=True, reinforce=False)
            assert hits and "cos" in hits[0].explain

    run(go())


@pytest.mark.backend_free
def test_short_terms_match_longer_words_and_long_terms_match_exactly():
    from surface.query import match_expression

    assert match_expression("auth config for k8s deployments") == (
        '"auth"* OR "config" OR "k8s"* OR "deployments"'
    )
    assert match_expression("auth", prefix=False) == '"auth"'


@pytest.mark.backend_free
def test_an_abbreviation_finds_the_word_it_stands_for(project, clock):
    async def go():
        async with open_memory(
            project, settings=Settings(embedder=EmbedderParams(name="none")), clock=clock
        ) as mem:
            await mem.remember("Authentication tokens expire after one hour")
            await mem.remember("Lunch is at noon on Fridays")
            hits = await mem.recall("auth", reinforce=False)
            assert [h.memory.content for h in hits] == [
                "Authentication tokens expire after one hour"
            ]

    run(go())
