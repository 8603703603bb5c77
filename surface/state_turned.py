"""Two statements read as one claim that still differ in the one thing the claim sets: a state
turned to its opposite ("double opt-in required on all new lists" / "Double opt-in is optional
for new lists; the list owner decides."), or the unit a value is told in ("Film thickness is
reported in angstroms ..." / "... report film thickness in nanometres."). Either is the claim
with a new value, never a restatement."""

from __future__ import annotations

from surface.opposite_words import OPPOSITES
from surface.paraphrase import base
from surface.statement_words import LIGHT, MEASURES
from surface.statements import facts

# The opposites (surface.opposite_words) that set a state, each named here by one of its
# words. Not "before" / "after", "on" / "off" or "to" / "from": a restatement turns those
# round as often (surface.pair_model).
_STATE_WORDS = frozenset(
    "optional enabled enable allowed allow shown visible manual manually accepted public sync".split()
)  # "optional" pairs with "need" ("required" is read "need") and with "mandatory"
_STATES = frozenset(p for p in OPPOSITES if p & _STATE_WORDS)
_MEASURES = frozenset(map(base, MEASURES))


def state_turned(old: str, new: str) -> bool:
    """One statement sets a state the other sets to its opposite."""
    a, b = set(facts(old).seq), set(facts(new).seq)
    return any(frozenset((x, y)) in _STATES for x in a - b for y in b - a)


def unit_replaced(old: str, new: str) -> bool:
    """The words each says that the other does not are units of measure, and only those."""
    a, b = ({base(t) for t in facts(s).seq if t not in LIGHT} for s in (old, new))
    mine, theirs = a - b, b - a
    return bool(mine) and bool(theirs) and mine <= _MEASURES and theirs <= _MEASURES


__all__ = ["state_turned", "unit_replaced"]
