"""Turning any user text into a safe FTS5 query: tokens, stopwords out, OR semantics, prefixes.

No query text may ever raise an FTS syntax error: every term is reduced to word characters and
double-quoted, so FTS5 operators, quotes, NUL bytes and emoji in the input are inert.
"""

from __future__ import annotations

import re

from layers import fts

STOPWORDS = frozenset(
    """a about above after again against all am an and any are aren't as at be because been before
    being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
    don't down during each few for from further had hadn't has hasn't have haven't having he he'd
    he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in
    into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once
    only or other ought our ours ourselves out over own same shan't she she'd she'll she's should
    shouldn't so some such than that that's the their theirs them themselves then there there's
    these they they'd they'll they're they've this those through to too under until up very was
    wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while
    who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours
    yourself yourselves also just like get got us will shall may might must one s t d ll m re ve
    y please tell know think really thing things something anything""".split()
)

_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
MAX_TERMS = 32  # a 10 KB prompt must not become a 2,000-term query


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits), apostrophes kept inside words."""
    return [t.replace("’", "'") for t in _TOKEN.findall(text.casefold())]


def terms(text: str, limit: int = MAX_TERMS) -> list[str]:
    """Distinct content terms of `text`, in order of first appearance, stopwords removed."""
    seen: dict[str, None] = {}
    for tok in tokens(text):
        tok = tok.split("'")[0] if "'" in tok else tok  # "caroline's" -> "caroline"
        if not tok or tok in STOPWORDS or tok in seen:
            continue
        if len(tok) == 1 and not tok.isdigit():
            continue
        seen[tok] = None
        if len(seen) >= limit:
            break
    return list(seen)


# Prefix matching for short terms only: "auth", "env", "repo", "k8s" stand for longer words,
# while a longer word's other forms are the porter stemmer's job. Each prefix term costs FTS5 a
# merged doclist: on the 11K-memory benchmark store BM25 took 2.3 ms with every term a
# prefix, 1.8 ms with terms of 3-5 characters; LoCoMo R@10 .705 -> .704 (hash), .739 -> .739
# (MiniLM); no prefixes at all: .706 and .734.
PREFIX_LENGTHS = range(3, 6)


def match_phrases(text: str, *, prefix: bool = True, limit: int = MAX_TERMS) -> list[str]:
    """The query's terms as FTS5 phrases (short ones as prefixes), in order."""
    return [fts.phrase(term, prefix and len(term) in PREFIX_LENGTHS) for term in terms(text, limit)]


def match_expression(text: str, *, prefix: bool = True, limit: int = MAX_TERMS) -> str | None:
    """An FTS5 MATCH string OR-ing the query's terms, or None when nothing is searchable."""
    return fts.any_of(match_phrases(text, prefix=prefix, limit=limit))
