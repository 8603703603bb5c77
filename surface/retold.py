"""Retold in a new frame: the same two or more named things (names, identifiers; values and
units the same too) and nothing else changed that could change the claim — no opposite, no
role swap (the names in another order around the same words) — and two fifths of the other
words kept ("The Unity project stores large binary assets in Git LFS." / "Large binary
assets in the Unity project are kept in Git LFS."). surface.statements compares negation
first; `named` and `said` are the reading of names and values its change rules share."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

from surface.change_told import Said, handles, opening
from surface.opposite_words import OPPOSITES as _OPPOSITES
from surface.paraphrase import base as _inflection
from surface.restated import canonical, compared_alike, in_order, traded
from surface.statement_values import is_number
from surface.statement_values import is_value as _is_value
from surface.statement_values import names as _names
from surface.statement_values import stem as _stem
from surface.statement_words import EXCEPTING
from surface.statement_words import LIGHT as _LIGHT
from surface.statement_words import UNITS as _UNITS

ID_MARK = re.compile(r"[-_./#:@]")  # a token such as shop-prod or #ci-noise names a value


RETOLD_OVERLAP = 0.4  # of the other words, once the named things are set aside
RETOLD = "retold"  # the same named things in a new frame: a claim, not an event (write_plans)


def same_things_retold(old: str, new: str, a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Retold in a new frame: the same two or more named things (names, identifiers; values
    and units the same too) and nothing else changed that could change the claim — no negation, no
    opposite, no role swap (the names in another order around the same words) — and two fifths
    of the other words kept ("The Unity project stores large binary assets in Git LFS." /
    "Large binary assets in the Unity project are kept in Git LFS.")."""
    ca, cb = _content(a), _content(b)
    names = named(old, new)
    sa, sb = said(ca, names), said(cb, names)
    if sa.values != sb.values or sum(1 for v in sa.values if not is_number(v)) < 2:
        return False  # two named things at least, not a count and its unit
    va, vb = (
        frozenset(sa.values | (ca & _UNITS)),
        frozenset(sb.values | (cb & _UNITS)),
    )
    if va != vb:
        return False
    pa, pb = sa.plain - va, sb.plain - vb  # word forms joined by said
    if any(frozenset((g, n)) in _OPPOSITES for g in pa - pb for n in pb - pa):
        return False
    if sorted(t for t in a if t in EXCEPTING) != sorted(t for t in b if t in EXCEPTING):
        return False  # "Logs stay in the EU." / "Except audit logs, logs stay in the EU."
    if traded(canonical(a), canonical(b), names):
        return False  # "tries Adyen first and falls back to Stripe" / "tries Stripe first ..."
    if opening(a, _LIGHT) not in cb and opening(b, _LIGHT) not in ca:
        return False  # another subject: "The admin portal ..." / "The partner portal ..."
    if in_order(a, va) != in_order(b, vb):
        if _frame(a, va) == _frame(b, vb) or _ids_traded(a, b, va, ca & cb):
            return False  # "Alice reviews Bob's pull requests" / "Bob reviews Alice's ..."
        if not compared_alike(a, b, names):
            return False  # "The API is faster than the CLI." / "The CLI runs faster than ..."
    return len(pa & pb) >= RETOLD_OVERLAP * len(pa | pb)


def _content(seq: tuple[str, ...]) -> frozenset[str]:
    return frozenset(t for t in seq if t not in _LIGHT and t != "not")


def _frame(
    seq: tuple[str, ...], named: AbstractSet[str], both: AbstractSet[str] | None = None
) -> list[str]:
    """The content words in order with the named things blanked: the same frame with the
    names in another order is a role swap. With `both`, only the words both statements say,
    each where it is first said."""
    out: list[str] = []
    for t in seq:
        if t in named:
            out.append("_")
        elif t not in _LIGHT and (both is None or (t in both and t not in out)):
            out.append(t)
    return out


def _ids_traded(
    a: tuple[str, ...], b: tuple[str, ...], named: AbstractSet[str], both: AbstractSet[str]
) -> bool:
    """Two names with digits or more (regions, hosts) in another order around the words both
    statements say, whatever one adds ("After the failover, the us-west-2 account is primary
    and us-east-1 is the replica."): values traded, not a claim retold."""
    if sum(1 for v in named if any(c.isdigit() for c in v) and not is_number(v)) < 2:
        return False
    return _frame(a, named, both) == _frame(b, named, both)


def named(old: str, new: str) -> set[str]:
    """The names two statements write (with a capital inside a sentence, or as #channel)."""
    return _names(old, new) | {_stem(h) for h in handles(old) + handles(new)}


def said(words: frozenset[str], names: set[str]) -> Said:
    values = {t for t in words if _is_value(t) or t in names or ID_MARK.search(t)}
    return Said({_inflection(t) for t in words - values}, values)  # "pulled" / "pull"
