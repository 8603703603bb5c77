"""What a second reading of two statements looks at: the rules' verdict, the words that tell a
change, how much of the claim both keep, their values, and (with the sentence model) how close
their meanings are. surface.pair_model weighs these into a verdict.

The rules (surface.statements) are exact about one changed slot, and miss what people type: "we
ditched cargo-dist, releases come from our own GH Actions build matrix now" updates "logsift
releases are built with cargo-dist on GitHub Actions." though no single slot changed. What
such an update always carries is a word that tells a change: a verb of replacing, a time
marker ("now", "no longer", "from now on"), a correction.
"""

from __future__ import annotations

import re
from functools import lru_cache

from surface.change_told import SELF_CORRECTION
from surface.paraphrase import base
from surface.statement_values import is_number, is_value
from surface.statement_values import names as names_in
from surface.statements import KINDS_APART, SAME, SEVERAL, UPDATE, Verdict, edited_spans, facts
from surface.synonyms import alternatives

# Words that tell that something changed, grouped by how people tell it. Verbs in the past
# only: in the present they describe what a system does ("raises an alert", "lowers the
# difficulty"), and "change", "switch", "move" are as often nouns ("every change to ...").
# Not "rewrote": a rewrite is an event in the code's history, not a setting replaced, and a
# statement that tells a change costs a write a full-text search for what it may change.
_REPLACING = (
    r"switched|moved|migrated|replaced|swapped|upgraded|downgraded|bumped|raised|lowered"
    r"|increased|decreased|reduced|(?:was|were|got|been) cut|cut (?:it |them )?(?:to|down)"
    r"|changed|renamed|ditched|dropped|stopped|retired|deprecated|removed|handed over"
    r"|passed (?:from|to)|transferred|took over|turned (?:on|off)"
    r"|shortened|lengthened|extended|doubled|halved|tripled|tightened|loosened|relaxed"
    r"|repartitioned|resized|reverted|ripped out|phased out|sunset(?:ted)?"
    r"|pushed back|handed (?:\w+ ){1,3}over|turned (?:\w+ ){1,3}(?:on|off)"
    r"|cut (?:\w+ ){1,6}down|capped|slipped|flipped|updated to|went (?:up|down)"
    # a state as often as a change ("LTO enabled, codegen-units set to 1"): only when done
    r"|(?:has been|have been|was|were|got|we|they|i) (?:disabled|enabled)"
)
_WHEN = (
    r"now|nowadays|anymore|any more|no longer|no more|from now on|going forward|as of|starting"
    r"|these days|instead"
)
# "Correction:" opens a correction; "a correction is recorded as a reversing entry" names one.
_CORRECTING = (
    r"actually|correction(?=\s*[:,;—–-])|turns out|sorry|my mistake|scratch that|change of plan"
    rf"|{SELF_CORRECTION}"
)
# Not "also", "too", "as well", "added": in the labelled pairs they told no update alone, and
# "the help center is built with Astro too" is another subject with the same property.
CHANGE_WORDS = re.compile(rf"\b(?:{_REPLACING}|{_WHEN}|{_CORRECTING})\b", re.IGNORECASE)
# In the present passive they too describe what a system does ("idle connections get dropped
# by the chat server", "contacts are permanently removed after 90 days"), not a change.
_DOES = re.compile(rf"\b(?:is|are|gets?|be)\s+(?:\w+ly\s+)?(?:{_REPLACING})\b", re.IGNORECASE)
# Nor before the things they qualify ("the pipeline deletes reduced frames"): an adjective.
_QUALIFIES = re.compile(
    rf"\b(?:the|a|an|all|any|its|their|our|these|those|\w+s)\s+(?:{_REPLACING})\s+"
    r"(?!(?:to|from|by|in|on|at|for|with|into|over|out|down|up|off)\b)\w+s\b",
    re.IGNORECASE,
)
# Nor after "with" and what it holds ("builds run with remote caching turned off", "slugs ...
# with stopwords removed"): a state the sentence is in.
_WITH_STATE = re.compile(rf"\bwith\s+(?:[\w-]+\s+){{1,4}}(?:{_REPLACING})\b", re.IGNORECASE)
# Nor denied ("marked but not removed", "never modified"): a rule of what does not happen.
_DENIED = re.compile(
    rf"(?:\bnot|\bnever|n't)\s+(?:(?:be|been|get|gets|being)\s+)?(?:{_REPLACING})\b", re.IGNORECASE
)
CAP = 3  # counts above this say no more

MEANING_NAMES = ("meaning", "meaning_sq", "change_x_meaning")  # zero without the model
WORD_NAMES = (
    "rules_same",
    "rules_update",
    "rules_several",
    "change_new",
    "change_old",
    "shared_share",
    "shared_count",
    "numbers_differ",
    "names_alone",
    "polarity_differs",
    "length_ratio",
    "change_x_shared_share",  # a change told of the same subject, not of another one
    "change_x_shared_count",
    "covered_old",  # the older statement's words the newer one says, as is or in another form
    "covered_new",
    "covered_both",
    "edit_spans",  # how the wording differs: separate edited spans, where the first begins,
    "first_edit_at",  # and whether both open with a replaced span (another subject)
    "opens_replaced",
    "values_kept",  # the same numbers and code names, at least one: one claim retold
)
NAMES = MEANING_NAMES + WORD_NAMES


def _said_in(words: frozenset[str], other: frozenset[str]) -> float:
    """The share of `words` the other statement says: the word, its inflection or a word of
    its group in the synonym table ("DB" / "database", "removed" / "deleted")."""
    if not words:
        return 0.0
    forms = other | {base(w) for w in other}
    said = sum(
        w in forms
        or base(w) in forms
        or any(a in forms or base(a) in forms for a in alternatives(w))
        for w in words
    )
    return said / len(words)


def _values(seq: tuple[str, ...]) -> frozenset[str]:
    """The numbers and the names written as code ("settings/celery.py", "posted_at") of a
    statement's words."""
    return frozenset(t for t in seq if is_value(t) or "_" in t or "/" in t or "." in t[1:-1])


def _covered(old: frozenset[str], new: frozenset[str]) -> tuple[float, float, float]:
    a, b = _said_in(old, new), _said_in(new, old)
    return a, b, min(a, b)


SPANS_CAP = 4  # edited spans beyond this say no more


def _edits(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[float, float, float]:
    """How the newer wording differs from the older: the edited spans (a share of SPANS_CAP),
    how far into the older statement the first edit begins (0 at its first word, 1 for none),
    and 1 if both open with a replaced span. An update changes one slot of a sentence that
    keeps its subject; a restatement rewords it in several places; two subjects told alike
    ("The iOS app reads ..." / "The Android app reads ...") differ from the first word."""
    spans = edited_spans(a, b)
    if not spans:
        return 0.0, 1.0, 0.0
    tag, i1, _, j1, _ = spans[0]
    opens = float(tag == "replace" and i1 == 0 and j1 == 0)
    return min(SPANS_CAP, len(spans)) / SPANS_CAP, i1 / max(1, len(a)), opens


# "X instead of Y" tells a change only against a statement that did not already set X against
# Y: "Use pnpm instead of npm" restates "Use pnpm, not npm" and updates "Use npm".
_INSTEAD = re.compile(r"\binstead\b", re.IGNORECASE)
_CONTRASTED = re.compile(r"\b(?:not|never|instead of|rather than|don't|do not)\b", re.IGNORECASE)


def change_words(text: str, after: str = "") -> int:
    """The words of `text` that tell a change, capped at CAP; given `after`, the statement it
    is told after, an "instead" against a contrast `after` already made does not count, nor
    one that ends a rule giving its own alternative."""
    n, instead = _told(text)
    if instead and ((after and _contrasted(after)) or _NOT_THEN_INSTEAD.search(text)):
        n -= instead
    return min(CAP, n)


# A rule that gives its own alternative ("can't be edited, issue a credit note instead", "don't
# call it from the UI thread, post to the worker instead"): what to do, not what changed.
_NOT_THEN_INSTEAD = re.compile(
    r"\b(?:not|never|can'?t|cannot|don'?t|do not|no)\b[^.;]*[,;:]\s*[^.;]*\binstead\s*[.!]?$",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def _told(text: str) -> tuple[int, int]:
    """The change words of `text` (less what a system does and adjectives) and its "instead"s:
    a write asks this of each text several times (cached, as surface.statements.facts)."""
    n = len(CHANGE_WORDS.findall(text))
    if n:  # what a system does, or an adjective, only where a change word is
        n -= len(_DOES.findall(text)) + len(_QUALIFIES.findall(text))
        n -= len(_WITH_STATE.findall(text)) + len(_DENIED.findall(text))
    n = max(n, 0)  # a phrase both discounts ("never get removed") counts once
    return n, len(_INSTEAD.findall(text)) if n else 0


@lru_cache(maxsize=8192)
def _contrasted(text: str) -> bool:
    return _CONTRASTED.search(text) is not None


def pair_features(old: str, new: str, rules: Verdict, meaning: float | None) -> tuple[float, ...]:
    """The features of `new` told after `old` in NAMES order, given the rules' verdict on them
    (the meaning's three are 0 without the sentence model)."""
    fa, fb = facts(old), facts(new)
    ca, cb = fa.content, fb.content
    numbers_a = tuple(t for t in fa.seq if is_number(t))
    numbers_b = tuple(t for t in fb.seq if is_number(t))
    na, nb = names_in(old), names_in(new)
    cos = 0.0 if meaning is None else meaning
    told = float(change_words(new, old) > 0)
    share, count = len(ca & cb) / max(1, len(ca | cb)), min(6, len(ca & cb)) / 6
    return (
        cos,
        cos * cos,
        told * cos,
        float(rules.kind == SAME),
        float(rules.kind == UPDATE),
        float(rules.reason in (SEVERAL, KINDS_APART)),
        float(change_words(new, old)),
        float(change_words(old)),
        share,
        count,
        float(bool(numbers_a or numbers_b) and numbers_a != numbers_b),
        float(min(CAP, len(na ^ nb))),
        float(fa.polarity != fb.polarity),
        min(len(old), len(new)) / max(1, len(old), len(new)),
        told * share,
        told * count,
        *_covered(ca, cb),
        *_edits(fa.seq, fb.seq),
        float(bool(_values(fa.seq)) and _values(fa.seq) == _values(fb.seq)),
    )


__all__ = [
    "CHANGE_WORDS",
    "MEANING_NAMES",
    "NAMES",
    "WORD_NAMES",
    "change_words",
    "pair_features",
]
