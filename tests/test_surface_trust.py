"""Surfacing you can trust (issue 15) and a look that never un-archives (issue 21 item 3):
exposure is not use, feedback is, "nothing relevant" is an answer, no re-injection within a
session, and a calibrated relevance that means the same in small and large stores."""

from __future__ import annotations

import json
import math
import sqlite3
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition import open_memory
from cognition.claude_code.hooks import Ctx, session_start
from cognition.claude_code.hooks import prompt as prompt_hook
from surface.context import DEFAULT_HEADER, RECENT_HEADER, SurfaceItem, header_for
from surface.relevance import MemoryText, TermStats, default_model, features, query_terms
from surface.session import held_back, session_seen
from tests.support.aio import run

DAY = 86400.0
SHOP = [
    (
        "Deploying to production",
        "Deploys go through `make ship`: it builds the Docker image and "
        "runs the Ansible playbook against prod-web-1 and prod-web-2.",
        "fact",
    ),
    (
        "Postgres host",
        "The production Postgres runs on db-1.internal:5432; the read replica is db-2.internal.",
        "fact",
    ),
    (
        "Stripe over Adyen",
        "We chose Stripe over Adyen for payments: Adyen needed a sales contract.",
        "decision",
    ),
    (
        "Duplicate order emails",
        "Customers got every order confirmation twice: two celery beat "
        "schedulers were running after the scale-up.",
        "experience",
    ),
    (
        "Running the tests",
        "Tests run with `pytest -n auto`; they need the docker compose Postgres.",
        "fact",
    ),
    (
        "Tailwind for styling",
        "Templates are styled with Tailwind CSS built by the standalone CLI.",
        "decision",
    ),
]


def db(project: Path) -> sqlite3.Connection:
    return sqlite3.connect(project / ".cognimem" / "memory.db")


def state(project: Path) -> list[tuple]:
    with db(project) as conn:
        return conn.execute(
            "SELECT id, status, activation_count, last_activated, importance "
            "FROM memory ORDER BY id"
        ).fetchall()


def event_kinds(project: Path) -> list[str]:
    with db(project) as conn:
        return [r[0] for r in conn.execute("SELECT kind FROM event ORDER BY id")]


@pytest.fixture
def shop(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            for title, content, layer in SHOP:
                await mem.remember(content, title=title, layer=layer)
            await mem.flush()

    run(go())
    return project


def prompt(project: Path, home: Path, text: str, session: str = "s1") -> str | None:
    """The prompt hook, in this process, as Claude Code calls it; the context or None."""
    out = prompt_hook.handle(
        {
            "session_id": session,
            "cwd": str(project),
            "prompt": text,
            "hook_event_name": "UserPromptSubmit",
        },
        Ctx("prompt", {"COGNIMEM_HOME": str(home)}, started=time.perf_counter()),
    )
    return json.loads(out)["hookSpecificOutput"]["additionalContext"] if out else None


# -- exposure is not use; explain and dry runs change nothing --------------------------------


def test_recall_is_exposure_and_changes_nothing(shop, clock):
    before, kinds = state(shop), event_kinds(shop)

    async def go():
        async with open_memory(shop, clock=clock) as mem:
            clock.advance(DAY)
            assert await mem.recall("how do we deploy to production")
            assert await mem.recall("deploy", explain=True)

    run(go())
    assert state(shop) == before  # no activation, no last use, no status change
    assert event_kinds(shop) == kinds  # and nothing recorded


def test_cli_recall_explain_changes_nothing(shop, home):
    from cognition.cli.main import main

    before, kinds = state(shop), event_kinds(shop)
    import os

    cwd = os.getcwd()
    os.chdir(shop)
    try:
        assert main(["recall", "deploy production", "--explain"]) == 0
    finally:
        os.chdir(cwd)
    assert state(shop) == before and event_kinds(shop) == kinds


# -- feedback ------------------------------------------------------------------------------


def test_feedback_useful_reinforces_and_wrong_demotes(shop, clock):
    async def go():
        async with open_memory(shop, clock=clock) as mem:
            clock.advance(DAY)
            before = await mem.get(1, use=False)
            useful = await mem.feedback(1, "useful")
            assert useful.activation_count == before.activation_count + 1
            assert useful.last_activated == clock()
            q = "how do we deploy to production"
            top = (await mem.recall(q))[0]
            wrong = await mem.feedback(1, "wrong", note="we moved to Kubernetes")
            assert wrong.activation_count == pytest.approx(max(1.0, useful.activation_count * 0.5))
            assert wrong.importance == max(1, useful.importance - 1)
            after = next(h for h in await mem.recall(q) if h.memory.id == 1)
            assert after.order < top.order  # ranks lower
            outdated = await mem.feedback(1, "outdated")
            assert outdated.importance == max(1, wrong.importance - 1)
            with pytest.raises(Exception, match="verdict"):
                await mem.feedback(1, "meh")

    run(go())
    with db(shop) as conn:
        rows = conn.execute(
            "SELECT kind, detail FROM event WHERE json_extract(detail, '$.via') = "
            "'feedback' ORDER BY id"
        ).fetchall()
    assert [(k, json.loads(d)["verdict"]) for k, d in rows] == [
        ("used", "useful"),
        ("updated", "wrong"),
        ("updated", "outdated"),
    ]


# -- a look does not un-archive (issue 21, item 3) ---------------------------------------------


def test_a_look_never_unarchives(shop, clock, home):
    async def go():
        async with open_memory(shop, clock=clock) as mem:
            await mem.forget(1)
            hits = await mem.recall("deploy make ship production", include_archived=True)
            assert hits and hits[0].memory.id == 1 and hits[0].archived
            m = await mem.get(1)  # `show 1`, MCP get_memory
            assert m.status == "archived"

    run(go())
    assert state(shop)[0][1] == "archived"
    # ... and the prompt hook does not surface it again.
    ctx = prompt(shop, home, "How do I deploy the shop to production with make ship?", "look")
    assert ctx is None or "make ship" not in ctx


# -- nothing relevant ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Write a docstring for the health() function in app/routes.py",
        "Add a loading spinner while the image gallery loads",
        "kubernetes helm chart values for the ingress controller",
    ],
)
def test_an_unrelated_prompt_gets_nothing(shop, home, text):
    assert prompt(shop, home, text, "unrelated") is None


def test_recall_marks_what_is_below_the_line(shop, clock):
    async def go():
        async with open_memory(shop, clock=clock) as mem:
            t = mem.relevance_threshold()
            hits = await mem.recall("kubernetes helm chart values for the ingress controller")
            assert all(h.score < t for h in hits)  # nothing relevant
            hits = await mem.recall("how do we deploy to production?")
            assert hits[0].memory.id == 1 and hits[0].score >= t

    run(go())


# -- within a session ---------------------------------------------------------------------------


def test_no_reinjection_within_a_session(shop, home):
    first = prompt(shop, home, "How do I deploy the shop to production?")
    assert first is not None and "make ship" in first
    again = prompt(shop, home, "How do I deploy the shop to production?")
    assert again is None or "make ship" not in again
    again = prompt(shop, home, "the production deploy fails at the playbook step of make ship")
    assert again is None or "make ship" not in again
    # A prompt plainly about it (its title) brings it back.
    named = prompt(shop, home, "Deploying to production: walk me through it")
    assert named is not None and "make ship" in named
    # Another session sees it as usual.
    other = prompt(shop, home, "How do I deploy the shop to production?", session="s2")
    assert other is not None and "make ship" in other


def test_the_briefing_is_not_repeated(shop, home, clock):
    async def go():
        async with open_memory(shop, clock=clock) as mem:
            await mem.pin(1)

    run(go())
    brief = session_start.handle(
        {"session_id": "b1", "cwd": str(shop), "source": "startup"},
        Ctx("session-start", {"COGNIMEM_HOME": str(home)}, started=time.perf_counter()),
    )
    assert brief and "make ship" in brief
    ctx = prompt(shop, home, "How do I deploy the shop to production?", session="b1")
    assert ctx is None or "make ship" not in ctx


def test_session_history_holds_back_recent_injections():
    rows = [(7, 1.0, "session-start")] + [(i, float(10 + i), "prompt") for i in range(1, 9)]
    seen = session_seen(rows)
    assert 7 in held_back(seen)
    assert held_back(seen, repeat_after=5) == frozenset({7, 4, 5, 6, 8})
    assert 1 not in held_back(seen, repeat_after=5)


def test_the_header_tells_the_truth():
    old = SurfaceItem("1", "fact", "t", "c", age_seconds=30 * DAY, score=0.9)
    new = SurfaceItem("2", "fact", "t", "c", age_seconds=600, score=0.9)
    assert header_for([old]) == DEFAULT_HEADER
    assert header_for([old, new]) == RECENT_HEADER
    assert "earlier sessions" not in RECENT_HEADER


# -- the relevance model ------------------------------------------------------------------------


def test_idf_stays_positive_in_a_small_store():
    stats = TermStats(n_docs=4, df={"deploy": 3})
    assert stats.idf("deploy") > 0.1  # FTS5's bm25 gives ~0 for a term in most of the store


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(0, 200_000), df=st.integers(0, 200_000), cov=st.floats(0, 1), cos=st.floats(-1, 1)
)
def test_probability_is_a_probability(n, df, cov, cos):
    stats = TermStats(n_docs=n, df={"deploy": df})
    m = MemoryText("Deploy", "deploy with make ship", ["ops"], "", "fact", 0.0)
    x = features(
        query_terms("how to deploy"), stats, m, cos=cos, fused=cov, layer_prior=1.0, now=DAY
    )
    p = default_model().probability({**x, "score": cov})
    assert 0.0 <= p <= 1.0 and math.isfinite(p)


def test_a_word_the_index_finds_nowhere_matches_no_memory():
    """The features' suffix strip is cruder than FTS5's stemmer: "center" and "cents" both
    strip to "cent". A term the index counts in no memory must not match one here, and least
    of all with the weight of a word the store has never seen."""
    m = MemoryText(
        "Money as integer cents", "Store money as integer cents.", ["money"], "", "decision", 0.0
    )
    q = query_terms("Center the logo in the navbar")
    unseen = TermStats(n_docs=50, df={})
    x = features(q, unseen, m, cos=0.0, fused=0.0, layer_prior=0.5, now=DAY)
    assert x["cov"] == 0.0 and x["best_idf"] == 0.0 and x["n_matched"] == 0.0
    # The same memory still matches a word the index does count in it.
    seen = TermStats(n_docs=50, df={"cents": 1})
    y = features(query_terms("cents"), seen, m, cos=0.0, fused=0.0, layer_prior=0.5, now=DAY)
    assert y["cov"] > 0.0
