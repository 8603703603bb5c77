"""Query expansion (surface.synonyms): a lesson told in the words of its cause is found by a task
told in the words of its symptom — irregular forms and near-synonyms — while a word matched
only through an alternative counts for less than the word itself."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cognition import open_memory
from surface.relevance import ALT_WEIGHT, MemoryText, TermStats, features, query_terms
from surface.stemming import stem
from surface.synonyms import alternatives, derived_forms, groups
from tests.support.aio import run

LESSONS = [
    (
        "Regex froze the server",
        "A nested-quantifier regex on user input hung the server (catastrophic backtracking); "
        "avoid nested quantifiers and cap input length.",
    ),
    (
        "Tokens in httpOnly cookies",
        "Session tokens live in httpOnly, Secure, SameSite cookies, not localStorage.",
    ),
    ("Docker build context", "A .dockerignore keeps node_modules out of the build context."),
    ("Money as integer cents", "Compute money as integer cents, never floats."),
]


def test_irregular_forms_and_synonyms_are_alternatives():
    assert "hung" in alternatives("hang") and "hang" in alternatives("hung")
    assert "token" in alternatives("jwt")
    assert "blank" in alternatives("white")
    assert "component" in alternatives("widgets")  # a plural finds its singular's group


def test_alternatives_are_keyed_by_the_word_not_its_crude_stem():
    # stem("inter") == stem("int"), yet "Inter" (a font) is no integer
    assert stem("inter") == stem("int")
    assert alternatives("inter") == ()
    assert "integer" in alternatives("int")


def test_no_group_holds_a_word_twice_or_an_empty_word():
    for words in groups():
        assert len(words) == len(set(words)) >= 2
        assert all(w and " " not in w and w == w.lower() for w in words)


@given(st.sampled_from([w for g in groups() for w in g]))
def test_a_word_is_never_its_own_alternative(word):
    derived = derived_forms(word)
    assert word not in alternatives(word)
    assert all(stem(a) != stem(word) for a in alternatives(word) if a not in derived)


def test_a_noun_in_ment_and_its_verb_are_alternatives_the_full_text_index_needs():
    # porter indexes "deploy" as deploi and "deployment" as deploy: neither finds the other
    assert "deploy" in alternatives("deployment") and "deployment" in alternatives("deploys")
    assert "pay" in alternatives("payments") and "payment" in alternatives("pay")
    assert derived_forms("statement") == ()  # no kind of "state"
    assert derived_forms("cache") == ()


def test_a_task_about_a_deployment_finds_the_lesson_that_says_deploy(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("We deploy with GitHub Actions every night.")
            await mem.remember("The mobile app is released every second Tuesday.")
            await mem.remember("Orders are stored in Postgres.")
            return await mem.recall("deployment tool", reinforce=False)

    hits = run(go())
    assert hits and hits[0].memory.content == "We deploy with GitHub Actions every night."


def _features(query: str, m: MemoryText, expand: bool) -> dict[str, float]:
    qterms = query_terms(query, expand=expand)
    df = {q.text: 1 for q in qterms} | {a.text: 1 for q in qterms for a in q.alts}
    return features(qterms, TermStats(20, df), m, cos=0.0, fused=0.0, layer_prior=0.0, now=0.0)


def test_a_match_through_an_alternative_counts_but_less_than_the_word():
    lesson = MemoryText("Regex froze the server", LESSONS[0][1], (), "", "experience", 0.0)
    plain = _features("the regex made the server hang", lesson, expand=False)
    expanded = _features("the regex made the server hang", lesson, expand=True)
    exact = _features("the regex made the server hung", lesson, expand=True)
    assert plain["frac_matched"] < expanded["frac_matched"] == exact["frac_matched"]
    assert plain["cov"] < expanded["cov"] < exact["cov"]
    assert 0 < ALT_WEIGHT < 1


def _recall_with_and_without_expansion(project, clock, monkeypatch, layer, query, **kw):
    """The LESSONS stored in `layer`; recall's hits for `query` with the alternatives, then
    with none."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            for title, content in LESSONS:
                await mem.remember(content, title=title, layer=layer)
            await mem.flush()
            expanded = await mem.recall(query, **kw)
            with monkeypatch.context() as m:
                m.setattr("surface.relevance.alternatives", lambda word: ())
                plain = await mem.recall(query, **kw)
            return expanded, plain

    return run(go())


def test_recall_finds_a_lesson_told_in_other_words(project, clock, monkeypatch):
    """Through the real recall path: the lesson shares only "regex" with the task; with its
    "hung" it is the first hit and more probably relevant than without the expansion."""
    expanded, plain = _recall_with_and_without_expansion(
        project,
        clock,
        monkeypatch,
        "experience",
        "a customer's regex search made the API hang",
        limit=3,
    )
    assert expanded[0].memory.title == "Regex froze the server"
    before = [h.score for h in plain if h.memory.title == "Regex froze the server"]
    assert before and expanded[0].score > before[0]


def test_an_alternative_brings_a_memory_into_the_lexical_pool(project, clock, monkeypatch):
    """No word of the query is in the memory ("jwt" is written "tokens" there): without the
    expansion it is no BM25 candidate; with it, it is one, at ALT_WEIGHT of its own score."""
    expanded, plain = _recall_with_and_without_expansion(
        project,
        clock,
        monkeypatch,
        "decision",
        "where should I put the JWT in the frontend",
        limit=5,
        explain=True,
    )

    def bm25(hits):
        return [(h.explain or {}).get("bm25") for h in hits if h.memory.title.startswith("Tokens")]

    assert bm25(plain) in ([], [None])
    assert bm25(expanded) and bm25(expanded)[0] > 0
    assert expanded[0].memory.title == "Tokens in httpOnly cookies"


@pytest.mark.parametrize(
    "singular, plural",
    [
        ("image", "images"),
        ("message", "messages"),
        ("page", "pages"),
        ("route", "routes"),
        ("release", "releases"),
        ("service", "services"),
        ("library", "libraries"),
        ("query", "queries"),
        ("dependency", "dependencies"),
    ],
)
def test_singular_and_plural_meet_in_the_features(singular, plural):
    """The suffix strip made "images" `imag` and left "image" as it was, so a task about an
    image never matched a memory about images (found while reading an evaluation's misses)."""
    assert stem(singular) == stem(plural)
    memory = MemoryText("", f"Serve resized {plural} from the CDN.", (), "", "fact", 0.0)
    x = _features(f"the {singular} is slow", memory, expand=False)
    assert x["frac_matched"] == 0.5  # "slow" is not in the memory; the noun is


def test_the_expand_setting_off_is_recall_without_alternatives(project, clock, monkeypatch):
    """`recall.expand = false` turned off only the extra FTS5 query: the relevance features
    still matched through alternatives. Off now means what having no alternatives means."""
    query = "a customer's regex search made the API hang"

    async def go():
        async with open_memory(project, clock=clock) as mem:
            for title, content in LESSONS:
                await mem.remember(content, title=title, layer="experience")
            await mem.flush()
        async with open_memory(project, clock=clock, env={"COGNIMEM_RECALL_EXPAND": "0"}) as mem:
            off = await mem.recall(query, limit=3, explain=True)
        with monkeypatch.context() as m:
            m.setattr("surface.relevance.alternatives", lambda word: ())
            async with open_memory(project, clock=clock) as mem:
                none = await mem.recall(query, limit=3, explain=True)
        return off, none

    off, none = run(go())
    assert [(h.memory.id, h.score) for h in off] == [(h.memory.id, h.score) for h in none]
