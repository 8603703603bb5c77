"""The write and recall paths' shortcuts give exactly what the plain computations gave.

Each shortcut (one statement for every document count, cached per-memory words, lower-cased
twins of the appraisal's patterns, the redactor skipping its token pattern, cached per-token
rules of the statement classifier) is checked against the straightforward computation it
replaced, written out here as the reference.
"""

from __future__ import annotations

import math
import re
import sqlite3
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cognition.capture import appraisal as capture
from cognition.redact import _TOKEN, redact
from layers import queries
from layers.connection import connect_sync
from layers.plan import run
from surface import statement_values, statements
from surface.relevance import (
    ALT_WEIGHT,
    BM25_AVGLEN,
    BM25_B,
    BM25_K1,
    DAY,
    TEXT_CHARS,
    MemoryText,
    QueryTerm,
    TermStats,
    _matches,
    _stems,
    features,
    query_terms,
)

WORDS = st.sampled_from(
    "deploy deploys deployed script scripts the auth authentication cache cached redis "
    "postgres port 5432 staging prod a an is was run runs running env environment k8s "
    "outage incident security fixed finally awesome maybe NO STOP URGENT Deploy Auth "
    "cursor-based v2 v21 py3.12 note 17 175 x y".split()
)
TEXT = st.lists(WORDS, max_size=24).map(" ".join)


# -- recall: document counts ------------------------------------------------------------------


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> sqlite3.Connection:
    conn = connect_sync(tmp_path_factory.mktemp("s") / "m.db", migrate_now=1.0)
    texts = [
        "The deploy script runs on staging",
        "Deploys go through the auth service",
        "Redis caches the auth tokens for an hour",
        "Postgres listens on port 5432 in prod",
        "The cursor-based pagination replaced offsets",
        "An outage hit the deploy pipeline",
    ]
    with conn:
        for n, text in enumerate(texts):
            conn.execute(
                "INSERT INTO memory(layer, title, content, tags, importance, valence, intensity, "
                "pinned, status, created_at, last_activated, activation_count, unused_count, "
                "scope, content_hash, keywords, extra, updated_at) VALUES "
                "('fact', '', ?, '[]', 3, 0, 0, 0, 'active', ?, ?, 1, 0, 'project', ?, '', "
                "'{}', ?)",
                (text, float(n), float(n), f"h{n}", float(n)),
            )
    return conn


def _match(q: QueryTerm) -> str:
    return '"' + q.text.replace('"', "") + '"' + ("*" if q.prefix else "")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(TEXT)
def test_one_statement_counts_what_one_statement_per_term_counted(store, query):
    matches = [_match(q) for q in query_terms(query)]
    total, counts = run(store, queries.term_stats(matches))
    assert total == store.execute("SELECT count(*) FROM memory").fetchone()[0]
    assert counts == [
        store.execute("SELECT count(*) FROM memory_fts WHERE memory_fts MATCH ?", (m,)).fetchone()[
            0
        ]
        for m in matches
    ]


# -- recall: features from cached words ---------------------------------------------------------


def _reference_features(
    qterms: Sequence[QueryTerm], stats: TermStats, m: MemoryText, now: float
) -> dict[str, float]:
    """The features as computed before the per-memory cache (word lists scanned per term)."""

    def tf(q: QueryTerm, words: Sequence[str]) -> int:
        return sum(1 for w in words if w == q.stem or (len(q.stem) >= 3 and w.startswith(q.stem)))

    body = _stems(f"{m.content[:TEXT_CHARS]} {m.keywords}")
    head = _stems(f"{m.title} {' '.join(m.tags)}")
    words = sorted(set(body) | set(head))
    head_set = sorted(set(head))
    idfs = [stats.idf(q.text) for q in qterms]
    total = sum(idfs) or 1.0
    known = sum(w for q, w in zip(qterms, idfs, strict=True) if stats.df.get(q.text, 0) > 0) or 1.0
    norm = BM25_K1 * (1 - BM25_B + BM25_B * (len(body) + len(head)) / BM25_AVGLEN)
    cov = title = bm25 = best = cov_known = 0.0
    matched = 0
    for q, w in zip(qterms, idfs, strict=True):
        if not (stats.df.get(q.text, 0) and _matches(q, words)):  # the index knows it
            alt = next((a for a in q.alts if stats.df.get(a.text, 0) and _matches(a, words)), None)
            if alt is None:
                continue
            q, w = alt, ALT_WEIGHT * min(w, stats.idf(alt.text))
        matched += 1
        cov += w
        if stats.df.get(q.text, 0) > 0:
            cov_known += w
        best = max(best, w)
        if _matches(q, head_set):
            title += w
        n = tf(q, body) + 2 * tf(q, head)
        bm25 += w * n * (BM25_K1 + 1) / (n + norm)
    return {
        "cov": cov / total,
        "cov_known": cov_known / known,
        "bm25": bm25 / (total * (BM25_K1 + 1)),
        "title_cov": title / total,
        "best_idf": best / math.log(1.0 + (max(1, stats.n_docs) + 0.5) / 0.5),
        "n_matched": math.log1p(matched),
        "frac_matched": matched / len(qterms) if qterms else 0.0,
        "log_age_days": math.log1p(max(0.0, now - m.created_at) / DAY),
    }


@settings(max_examples=200, deadline=None)
@given(
    query=TEXT,
    title=TEXT,
    content=TEXT,
    tags=st.lists(WORDS, max_size=3),
    n_docs=st.integers(0, 50),
    dfs=st.lists(st.integers(0, 50), min_size=16, max_size=16),
)
def test_cached_words_give_the_same_features(query, title, content, tags, n_docs, dfs):
    qterms = query_terms(query)
    stats = TermStats(n_docs, {q.text: d for q, d in zip(qterms, dfs, strict=False)})
    m = MemoryText(title, content, tags, "", "fact", 0.0)
    for _ in range(2):  # the second time from the cache
        got = features(qterms, stats, m, cos=0.0, fused=0.0, layer_prior=0.0, now=DAY)
        want = _reference_features(qterms, stats, m, DAY)
        assert {k: got[k] for k in want} == want


# -- writes: the appraisal's lower-cased patterns ----------------------------------------------


def _reference_appraise(text: str) -> capture.Appraisal:
    """appraise() with every pattern searched as written, never through a twin."""
    saved = (capture._EMOTION_TWINS, capture._IMPORTANCE_UP_TWINS, capture._IMPORTANCE_DOWN_TWIN)
    try:
        capture._EMOTION_TWINS = (None,) * len(capture._EMOTION_CUES)
        capture._IMPORTANCE_UP_TWINS = (None,) * len(capture._IMPORTANCE_UP)
        capture._IMPORTANCE_DOWN_TWIN = None
        return capture.appraise(text)
    finally:
        (
            capture._EMOTION_TWINS,
            capture._IMPORTANCE_UP_TWINS,
            capture._IMPORTANCE_DOWN_TWIN,
        ) = saved


CUE_TEXT = st.lists(
    st.sampled_from(
        "damn frustrating Annoyed fed up NO, how many times I told you blocked stuck urgent "
        "flaky deadline OUTAGE incident prod is down data loss sev0 paged post-mortem "
        "unfortunately didn't work no luck failed ERROR broken bug crash regression works now "
        "fixed Solved finally phew great Thanks awesome nailed it yay hours fixed ! !! . ? "
        "security CVE-2024 cve-1 leaked credentials maybe minor For now temporarily lost the data "
        "corrupted STOP NEVER the deploy script ’ 🎉 🚀 İncident ſecurity".split()
    ),
    max_size=16,
).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(st.one_of(CUE_TEXT, st.text(max_size=80)))
def test_lowered_twins_appraise_as_the_patterns_do(text):
    assert capture.appraise(text) == _reference_appraise(text)


def test_a_twin_drops_only_non_ascii_alternatives():
    twin = capture._lowered_twin(re.compile(r"\bYay\b|🎉|\bfinally\b[^.?]*!|\bCVE-\d", re.I))
    assert twin is not None and twin.pattern == r"\byay\b|\bfinally\b[^.?]*!|\bcve-\d"
    assert capture._lowered_twin(re.compile(r"\bNO\b[,!.]")) is None  # case matters: as written
    assert capture._top_level_branches(r"a(?:b|c)|[|]|\|d") == ["a(?:b|c)", "[|]", r"\|d"]
    assert capture.appraise("Yay, it works now 🎉") == _reference_appraise("Yay, it works now 🎉")


# -- writes: redaction skips the token pattern when no word is long enough -------------------


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_the_token_pattern_needs_a_long_word(text):
    if not any(len(word) >= 20 for word in text.split()):
        assert _TOKEN.search(text) is None


def test_a_long_generated_token_is_still_redacted():
    secret = "Zx9Qw7Er5Ty3Ui1OpAs8Df6Gh4Jk2Lm"
    assert redact(f"the value {secret} was pasted").found == ["high-entropy"]
    assert redact("short words only, nothing generated here").found == []


# -- writes: the classifier's per-token caches ------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.sets(st.text(alphabet="ab-_./c1", max_size=12), max_size=6))
def test_compound_parts_as_before(words):
    want = words | {p for w in words for p in re.split(r"[-_./]", w) if len(p) > 2}
    assert statements._parts(set(words)) == want


@settings(max_examples=200, deadline=None)
@given(TEXT, TEXT)
def test_classify_is_stable_across_cache_states(old, new):
    first = statements.classify(old, new)
    for f in (
        statements.facts,
        statements.sequence,
        statements._is_value,
        statement_values.hashlike,
    ):
        f.cache_clear()
    assert statements.classify(old, new) == first


# --- a remember's result: the inserted memory without reading it back -------------------------

_CHARS = st.characters(blacklist_categories=("Cs",))  # what a JSON column can hold
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(_CHARS, max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(_CHARS, max_size=5), inner),
    max_leaves=6,
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    valence=st.integers(-1, 1) | st.floats(-1, 1),
    intensity=st.integers(0, 1) | st.floats(0, 1),
    when=st.integers(0, 2**31) | st.floats(0, 2e9),
    valid_to=st.none() | st.integers(0, 2**31),
    tags=st.lists(st.text(_CHARS, max_size=6), max_size=4),
    extra=st.dictionaries(st.text(_CHARS, max_size=6), _JSON, max_size=3),
    pinned=st.booleans(),
)
def test_as_inserted_is_what_reading_the_row_back_gives(
    tmp_path_factory: pytest.TempPathFactory,
    valence: float,
    intensity: float,
    when: float,
    valid_to: int | None,
    tags: list[str],
    extra: dict,
    pinned: bool,
) -> None:
    from layers.records import Memory

    conn = connect_sync(tmp_path_factory.mktemp("ins") / "m.db", migrate_now=1.0)
    m = Memory(
        id=0, layer="fact", title="t", content="c", tags=tags, importance=3,
        valence=valence, intensity=intensity, pinned=pinned, status="active",
        created_at=when, last_activated=when, activation_count=1, unused_count=0,
        valid_from=when, valid_to=valid_to, superseded_by=None, source="api",
        session_id=None, scope="project", content_hash="h", keywords="", extra=extra,
        updated_at=when,
    )  # fmt: skip
    new_id = run(conn, queries.insert_memory(m), write=True)
    read = run(conn, queries.get_memory(new_id))
    conn.close()
    shortcut = queries.as_inserted(m, new_id)
    assert shortcut == read
    for field in ("valence", "intensity", "created_at", "activation_count", "valid_to"):
        assert type(getattr(shortcut, field)) is type(getattr(read, field)), field


# --- recall's BM25 pool: terms that carry no weight do not drive the search ------------------


def _pool_store(tmp_path_factory: pytest.TempPathFactory, texts: Sequence[str]):
    conn = connect_sync(tmp_path_factory.mktemp("pool") / "m.db", migrate_now=1.0)
    with conn:
        for n, text in enumerate(texts):
            conn.execute(
                "INSERT INTO memory(layer, title, content, tags, importance, valence, intensity, "
                "pinned, status, created_at, last_activated, activation_count, unused_count, "
                "scope, content_hash, keywords, extra, updated_at) VALUES "
                "('fact', '', ?, '[]', 3, 0, 0, 0, 'active', 1, 1, 1, 0, 'project', ?, '', "
                "'{}', 1)",
                (text, f"h{n}"),
            )
    return conn


@pytest.mark.parametrize(("rare_every", "billing_alone"), [(3, True), (40, False)])
def test_the_bm25_pool_is_what_the_full_query_returns(
    tmp_path_factory: pytest.TempPathFactory, rare_every: int, billing_alone: bool
) -> None:
    """Every memory says "deploy ... service ... config"; some name billing. With many billing
    memories the pool is searched by "billing" alone, with few by every term: either way the
    pool is the full OR query's best hits, in order (the store's size and counts ride along)."""
    from surface.params import RecallParams
    from surface.query import match_expression
    from surface.recall import POOL, RecallRequest, lexical_plan

    subjects = ["auth", "search", "gateway", "worker", "mailer"]
    texts = [
        f"The deploy of the {'billing' if n % rare_every == 0 else subjects[n % 5]} service "
        f"reads its config from {['Vault', 'env vars', 'S3'][n % 3]} (note {n})."
        for n in range(1000)
    ]
    conn = _pool_store(tmp_path_factory, texts)
    query = "how do I deploy the billing service config?"
    params = RecallParams()
    ranked: list[str] = []
    conn.set_trace_callback(lambda sql: ranked.append(sql) if "bm25(" in sql else None)
    pool = run(conn, lexical_plan(RecallRequest(query), params))
    conn.set_trace_callback(None)
    size = POOL * params.candidates
    full = run(conn, queries.fts_pool(match_expression(query) or "", size + 1))
    conn.close()
    assert [i for i, _ in pool.hits] == [i for i, _ in full[:size]]
    assert pool.more == (len(full) > size)
    assert pool.n_docs == 1000 and pool.df['"billing"'] == len(range(0, 1000, rare_every))
    # One ranking statement each time: by "billing" alone, or by every term.
    searched_alone = ["MATCH '\"billing\"'" in sql for sql in ranked]
    assert searched_alone == ([True] if billing_alone else [False])
