"""The features' crude stemmer (surface.stemming) agrees with FTS5's porter stemmer on a doubled
consonant: "splitting" is "split", as the full-text index has it. Before, the strip left
"splitt", which no memory saying "split" starts with, so a question in the -ing form matched
nothing the index had found (session 11, a fresh store: "should I shuffle the rows before
splitting into train and test"). And where porter keeps two forms apart ("randomly" as
randomli, "random" as random), the query carries the other as an alternative."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from surface.relevance import MemoryText, TermStats, features, query_terms
from surface.stemming import stem

DAY = 86400.0


def test_a_doubled_consonant_before_ing_or_ed_is_undone():
    assert stem("splitting") == stem("split") == "split"
    assert stem("stopped") == stem("stop")
    assert stem("committed") == stem("commit")
    assert stem("shipping") == stem("ships")
    assert stem("planning") == stem("plan")


def test_l_s_and_z_stay_doubled_as_in_porter():
    assert stem("installed") == "install"
    assert stem("scrolling") == "scroll"
    assert stem("buzzing") == "buzz"


def test_a_three_letter_root_keeps_its_double():
    # From three letters on a stem matches by prefix: "set" would reach "setup" and "settle".
    assert stem("setting") == stem("settings") == "sett"
    assert stem("running") == "runn"


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=14))
def test_a_stem_never_falls_under_three_letters(word):
    assert len(stem(word)) >= min(len(word), 3)


def test_a_question_in_the_ing_form_finds_the_memory_in_the_base_form():
    m = MemoryText(
        "Offline evaluation",
        "Models are compared on a week held out by time, never a random split.",
        ["eval"],
        "",
        "decision",
        0.0,
    )
    q = query_terms("should I shuffle the rows before splitting them")
    stats = TermStats(n_docs=10, df={"splitting": 1})  # porter: the index has it as "split"
    x = features(q, stats, m, cos=0.0, fused=0.0, layer_prior=0.5, now=DAY)
    assert x["n_matched"] > 0.0 and x["cov"] > 0.0


# -- an adverb in -ly and its adjective, which porter indexes apart -----------------------------


def test_an_adverb_carries_its_adjective_as_an_alternative():
    (q,) = query_terms("randomly")
    assert "random" in [a.text for a in q.alts]
    (short,) = query_terms("apply")  # "app" is no adjective of it: four letters at least
    assert all(a.text != "app" for a in short.alts)


def test_a_symptom_told_with_an_adverb_finds_the_memory_with_the_adjective():
    m = MemoryText(
        "Resets while transmitting",
        "The sensor rebooted at random while transmitting: the thread stack overflowed.",
        ["bug"],
        "",
        "experience",
        0.0,
    )
    q = query_terms("the device keeps rebooting randomly")
    # porter: "randomly" is randomli, found in no memory; "random" is in this one
    stats = TermStats(n_docs=10, df={"rebooting": 1, "random": 1})
    with_adverb = features(q, stats, m, cos=0.0, fused=0.0, layer_prior=0.5, now=DAY)
    without = features(
        query_terms("the device keeps rebooting"),
        stats,
        m,
        cos=0.0,
        fused=0.0,
        layer_prior=0.5,
        now=DAY,
    )
    assert with_adverb["n_matched"] > without["n_matched"]
