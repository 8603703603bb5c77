"""The lexical pool's search of the alternatives (surface.lexical._said_otherwise) scores only the
memories that could still join a full pool, or none: the pool is the one the search of every
memory matching an alternative gives, hits, scores and order (ties included), on random stores
whose memories share words, lengths and so scores."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import surface.lexical
from layers.connection import connect_sync
from layers.plan import run
from surface.lexical import LexicalPool, RecallRequest, lexical_plan
from surface.params import RecallParams

# Query words with alternatives (surface.synonyms: deploy -> release, ship, ...; pipeline -> ci,
# workflow; upload -> push; error -> exception, failure, fault) and words without.
WORDS = (
    "deploy release ship rollout pipeline ci workflow upload push error exception failure "
    "fault retry cache the nightly job step"
).split()
QUERY_WORDS = ["deploy", "pipeline", "upload", "error", "retry", "cache", "nightly", "step"]


def _store(path: Path, memories: list[tuple[str, str]]) -> sqlite3.Connection:
    conn = connect_sync(path, migrate_now=1.0)
    with conn:
        for n, (title, text) in enumerate(memories):
            conn.execute(
                "INSERT INTO memory(layer, title, content, tags, importance, valence, intensity, "
                "pinned, status, created_at, last_activated, activation_count, unused_count, "
                "scope, content_hash, keywords, extra, updated_at) VALUES "
                "('fact', ?, ?, '[]', 3, 0, 0, 0, 'active', 1, 1, 1, 0, 'project', ?, '', "
                "'{}', 1)",
                (title, text, f"h{n}"),
            )
    return conn


def _pools(
    conn: sqlite3.Connection, query: str, params: RecallParams
) -> tuple[LexicalPool, LexicalPool, list[str]]:
    """The pool as searched now, and as the full search of the alternatives gives it (no
    alternative required: every memory matching one is scored); the statements of the first."""
    statements: list[str] = []
    conn.set_trace_callback(statements.append)
    pruned = run(conn, lexical_plan(RecallRequest(query), params))
    conn.set_trace_callback(None)
    with pytest.MonkeyPatch.context() as m:
        m.setattr(surface.lexical, "_needed", lambda alts, bounds, above: [])
        full = run(conn, lexical_plan(RecallRequest(query), params))
    return pruned, full, statements


def _words(max_parts: int) -> st.SearchStrategy[str]:
    """Words, some said many times: a score near the most a term can add (its bound)."""
    part = st.tuples(st.sampled_from(WORDS), st.integers(1, 12))
    parts = st.lists(part, min_size=1, max_size=max_parts)
    return parts.map(lambda ps: " ".join(w for w, k in ps for _ in range(k)))


memory = st.tuples(st.one_of(st.just(""), _words(2)), _words(4))
# A query word once in a longer text: a pool of low scores that repeated alternatives can beat.
plain = st.tuples(st.sampled_from(QUERY_WORDS), st.integers(0, 30)).map(
    lambda wk: ("", f"{wk[0]} {'note ' * wk[1]}")
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    memories=st.lists(st.one_of(memory, plain), min_size=1, max_size=60),
    query=st.lists(st.sampled_from(QUERY_WORDS), min_size=1, max_size=4).map(" ".join),
    candidates=st.integers(1, 6),
)
def test_the_pool_is_what_scoring_every_alternative_match_gives(
    tmp_path_factory: pytest.TempPathFactory,
    memories: list[tuple[str, str]],
    query: str,
    candidates: int,
) -> None:
    conn = _store(tmp_path_factory.mktemp("pool") / "m.db", memories)
    try:
        pruned, full, _ = _pools(conn, query, RecallParams(candidates=candidates))
    finally:
        conn.close()
    assert pruned == full


def test_only_memories_that_could_join_are_scored(tmp_path: Path) -> None:
    """A full pool of memories that say "deploy" and "pipeline" once each: a memory saying only
    "ci" (an alternative of "pipeline" in most of the store) cannot reach it, so the
    alternatives are scored only among the memories that say "release" (deploy's); for
    "pipeline" alone, whose only alternative found is "ci", none is scored at all."""
    filler = "the nightly job cache step retry " * 3
    memories = [("", f"deploy pipeline {filler} {n}") for n in range(12)]
    memories += [("", "ci ci ci")] * 30 + [("", "release ci")] * 2 + [("", "release ci ci")]
    conn = _store(tmp_path / "m.db", memories)
    try:
        params = RecallParams(candidates=1)  # a pool of 4: full with the deploy memories
        pruned, full, sql = _pools(conn, "deploy pipeline", params)
        assert pruned == full and len(pruned.hits) == 4
        within = [s for s in sql if "+rowid IN" in s]
        assert len(within) == 1 and 'MATCH \'"release" OR "ci"\'' in within[0]
        assert within[0].endswith("MATCH '\"release\"') ORDER BY s DESC LIMIT 4")
        only_ci, full_ci, sql = _pools(conn, "pipeline", params)
        assert only_ci == full_ci
        assert sum("bm25(" in s for s in sql) == 1  # the query's own words, not "ci"
    finally:
        conn.close()


def _said(*parts: tuple[str, int]) -> tuple[str, str]:
    return "", " ".join(w for w, k in parts for _ in range(k))


def test_a_memory_near_its_bound_still_joins(tmp_path: Path) -> None:
    """Found by a search for a store where requiring "ci" or "workflow" too eagerly (either
    alternative's bound taken as 1.5 x what it is) loses a memory that joins the pool: a
    memory saying "workflow" twelve times scores near the most "workflow" can add."""
    n, p, u = "note", "pipeline", "upload"
    memories = [
        _said((p, 1), (n, 23)), _said((p, 1), (n, 7)), _said((p, 1), (n, 8)),
        _said(("workflow", 12)), _said(("push", 3), (n, 2)), _said(("push", 9)),
        _said(("release", 10)), _said((u, 1), (n, 13)), _said(("ci", 5)),
        _said((u, 1), (n, 18)), _said((u, 1), (n, 9)), _said(("deploy", 1), (n, 6)),
        _said((u, 1), (n, 14)), _said((n, 1), ("push", 6)), _said(("push", 3)),
        _said((u, 1), (n, 22)), _said((u, 1), (n, 8)), _said((n, 11)),
        _said(("deploy", 1), (n, 5)), _said(("workflow", 12), ("ci", 5)),
        _said((p, 1), (n, 13)), _said(("workflow", 2), ("ci", 6)),
        _said(("ship", 12), ("ci", 5)), _said((p, 1), (n, 7)), _said(("ship", 5)),
        _said((u, 1), (n, 11)), _said(("release", 12)), _said((p, 1), (n, 8)),
    ]  # fmt: skip
    conn = _store(tmp_path / "m.db", memories)
    try:
        pruned, full, _ = _pools(conn, "pipeline", RecallParams(candidates=1))
    finally:
        conn.close()
    assert pruned == full
    assert 4 in [i for i, _ in pruned.hits]  # "workflow" x 12 joined
