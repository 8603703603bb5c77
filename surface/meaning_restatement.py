"""Restatements found by meaning: two statements that share too few words for a write to pair
them ("The Cassandra cluster spans three datacenters." / "Cassandra is deployed across 3
DCs.": no merge key in common) but whose meanings are close. The pass after a write
(cognition.memory.restated_later) reads such a pair here.

The words say little about these pairs, so the reading asks more of them than a write does:
- the values each states are the same: numbers (periods and amounts in one unit), paths,
  days and months named, and how often ("nightly" / "weekly", surface.statement_words.FREQUENCY);
- where their polarity differs, neither negates a word the other affirms ("forces 2FA for
  staff" / "doesn't force 2FA");
- the meanings are close (CLOSE_AT), and the second reading (surface.pair_model), given
  their cosine, puts a restatement at FOLD_AT or more, where a write needs its usual line.
"""

from __future__ import annotations

import re

from surface.dedup import stated_values
from surface.pair_model import restated_at
from surface.spelled_out import spelled_out
from surface.statement_words import FREQUENCY
from surface.statements import classify, facts, negates_shared
from surface.things_named import calendar_named

FOLD_AT = 0.9  # the restatement probability a pair found by meaning alone needs
# ... and the cosine of the two statements' meanings: between the closest pair wrongly read as
# a restatement and the closest labelled restatement (docs/memory-model.md)
CLOSE_AT = 0.63
# "fortnightly" is a period the stated values already read (two weeks)
_HOW_OFTEN = re.compile(r"\b(?:" + "|".join(FREQUENCY) + r")\b", re.I)


def restated_by_meaning(old: str, new: str, cos: float) -> bool:
    """`new`, told after `old` and close to it in meaning (`cos`, their meanings' cosine),
    says the same claim again."""
    if cos < CLOSE_AT:
        return False
    a, b = spelled_out(old, new)
    if stated_values(a) != stated_values(b) or calendar_named(a) != calendar_named(b):
        return False
    if _how_often(a) != _how_often(b):
        return False
    fa, fb = facts(a), facts(b)
    if fa.polarity != fb.polarity and negates_shared(fa.seq, fb.seq):
        return False
    return restated_at(a, b, classify(a, b), cos, FOLD_AT)


def _how_often(text: str) -> frozenset[str]:
    return frozenset(m.casefold() for m in _HOW_OFTEN.findall(text))


__all__ = ["CLOSE_AT", "FOLD_AT", "restated_by_meaning"]
