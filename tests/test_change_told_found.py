"""A statement telling a change finds what it changes when its subject is a short word that its
longer words (the reason for the change) push out of the terms it is looked up under (blind set
holdout61, session 26, issue 16)."""

from __future__ import annotations

from cognition.api import open_memory
from surface.dedup import told_terms
from tests.support.aio import run


def test_the_subject_of_a_change_is_among_the_terms_searched():
    terms = told_terms(
        "fyi sessions are no longer in redis, we moved them to the postgres db backend after "
        "the eviction incident",
        4,
        2,
    )
    assert "redis" in terms and "session" in terms
    assert "head" not in told_terms("heads up: settlement batch moved to 05:00 ET", 4, 2)


def test_a_change_told_with_its_reason_supersedes_what_it_changes(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            for fact in (
                "The Postgres backend keeps a connection pool of 20 per worker.",
                "The incident review happens every Tuesday after the eviction report.",
                "The database backup runs nightly on the backend host.",
                "Session cookies are signed with the backend secret.",
            ):
                await mem.remember(fact)
            a = await mem.remember("Django sessions are stored in Redis.")
            clock.advance(86_400)
            b = await mem.remember(
                "fyi sessions are no longer in redis, we moved them to the postgres db backend "
                "after the eviction incident"
            )
            assert b.action == "superseded" and b.previous is not None
            assert b.previous.id == a.memory.id

    run(go())
