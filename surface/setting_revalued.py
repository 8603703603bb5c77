"""One setting given a new amount, typed in chat: "The application fee is $75." / "app fee went up
to $90", "The disconnect grace period is 5 minutes ..." / "disconnect grace = 180s before
forfeit", "Ride status is cached in Redis with a 60-second TTL." / "ride status redis ttl is 10s,
60s showed rides as open that were already down".

The words compared in order see a chat retelling as changed in several places, and a second
reading weighs the few words both keep as two claims. What such an update always keeps is the
older statement's one amount, replaced by another in the same unit, with the older one's
subject said again and nothing added to it; and the speaker marks it as a change: a word of
change, an arrow or "=", the old amount named again ("not 15", "60s showed ..."), or a reason
after the new one ("since the merger").
"""

from __future__ import annotations

import re

from surface.change_told import ARROWS, tells_change
from surface.pair_features import change_words
from surface.paraphrase import base
from surface.statement_values import is_number, stem
from surface.statement_words import LIGHT
from surface.statements import facts
from surface.synonyms import alternatives

# What sets a value anew in chat beyond the words of change: an arrow, "=", "went up", "set to".
_SET_ANEW = re.compile(
    rf"{ARROWS}|\s=\s|\b(?:went|gone|goes|go) (?:up|down)\b|\b(?:set|raised|lowered|cut) to\b",
    re.IGNORECASE,
)
_SETTING_WORDS = frozenset("went gone goes go up down set raised lowered cut".split())
# Nouns that name a setting's amount where the older statement tells it in a verb or a frame
# ("A truck is marked offline after 5 minutes ..." / "offline threshold 15 min now", "The
# fleet has 42 plow trucks." / "fleet count is 48"): said of the same subject, not another.
_SETTING_NOUNS = frozenset(
    """threshold interval limit rate size count cap timeout ttl frequency cadence retention
    minimum maximum min max default amount duration period quota budget""".split()
)
# What opens the reason told after a new amount.
_WHY = frozenset("since because bc due after as so following".split())
_DIGITS = re.compile(r"\d+(?:[.,]\d+)*")
SUBJECT_KEPT = 0.5  # the share of the older statement's words the newer one says at least


def setting_revalued(old: str, new: str) -> bool:
    """`new` gives the one amount `old` states a new value in the same unit, of the same
    subject, and marks the change (module doc)."""
    a, b = facts(old).seq, facts(new).seq
    mine = [i for i, t in enumerate(a) if is_number(t)]
    if len(mine) != 1:
        return False
    at = mine[0]
    value, unit = a[at], _unit(a, at)
    before = set(_DIGITS.findall(old)) | {value}  # the amount as typed, or in base units
    theirs = _amounts_told(a, b, before)
    changed = [i for i in theirs if b[i] not in before]  # the others name the old amount again
    if len({b[i] for i in changed}) != 1:  # the new amount may be said twice
        return False
    k = changed[0]
    theirs = [i for i in theirs if i == k or b[i] in before]
    if any(i < k for i in theirs if i != k) or _scope_replaced(a, b, at, k, before):
        return False  # the old amount before the new one plays another part ("1-minute into ...")
    # the old amount named again after the new one ("10 min now, not 15"): the subject may be
    # said in a word ("slots")
    named_again = len(theirs) > 1
    if _unit(b, k) not in (unit, "") or not _subject_kept(a, b, at, k, 1 if named_again else 2):
        return False
    after = k + 1 + (1 if _unit(b, k) else 0)
    why = after < len(b) and b[after] in _WHY and b[after] not in a  # not "after" said of both
    told = change_words(new, old) > 0 or (tells_change(new) and not tells_change(old))
    marked = named_again or why or told or _SET_ANEW.search(new) is not None
    return marked or _adds_nothing(a, b, k)


def _adds_nothing(a: tuple[str, ...], b: tuple[str, ...], k: int) -> bool:
    """Each word of the newer statement but its new amount is one the older said (in its own
    form: "android" is not "mobile" here, as it is to a search) or names the setting ("Visit
    windows default to 2 hours." / "default visit window is 90 min"): the same setting retold
    with another amount, though unmarked."""
    mine = _forms(a)
    return all(
        base(t) in mine or t in _SETTING_NOUNS or _parts_said(t, mine)
        for i, t in enumerate(b)
        if i != k and t not in LIGHT and not is_number(t)
    )


def _parts_said(word: str, forms: set[str]) -> bool:
    """A rate's units, each said ("gal/lane-mi" after "gallons per lane mile")."""
    return "/" in word and all(p in forms for p in _rate_parts(word))


def _rate_parts(word: str) -> list[str]:
    """A rate's units in full, in base form ("gal/lane-mi": "gallon", "lane", "mile")."""
    return [base(_SHORT_UNITS.get(p, p)) for p in re.split("[/-]", word) if p]


def _amounts_told(a: tuple[str, ...], b: tuple[str, ...], before: set[str]) -> list[int]:
    """Where the newer statement's amounts are, up to the reason it tells for the change ("800t
    now bc supplier lead time went up to 5 days", "48 after the 6 new trucks arrived") or the
    old amount named again ("30 min now, not 15 — auditors allow 30"): what follows says why."""
    found: list[int] = []
    for i, t in enumerate(b):
        if found and t in _WHY and t not in a:
            break
        if is_number(t):
            found.append(i)
            if t in before and any(b[j] not in before for j in found):
                break
    return found


def _scope_replaced(
    a: tuple[str, ...], b: tuple[str, ...], at: int, k: int, before: set[str]
) -> bool:
    """What follows the amount names another scope in the same frame: "= 4 procs in prod" /
    "= 2 procs in staging" (up to a reason the newer one opens, or the old amount named
    again); not a reason told after it ("60 min, applicants were losing drafts")."""
    tail_b: list[str] = []
    for t in b[k + 1 :]:
        if t in _WHY or t in before:
            break
        tail_b.append(t)
    mine, theirs = _framed(a[at + 1 :]), _framed(tuple(tail_b))
    said_a, said_b = {base(t) for t in a}, {base(t) for t in b}
    return any(
        x != y and x not in said_b and y not in said_a
        for word, x in mine
        for other, y in theirs
        if word == other
    )


def _framed(tail: tuple[str, ...]) -> set[tuple[str, str]]:
    """Each light word with the word it opens ("in", "prod")."""
    return {
        (w, base(t))
        for w, t in zip(tail, tail[1:], strict=False)
        if w in LIGHT and t not in LIGHT and not is_number(t)
    }


# Units as typed in chat after an amount ("13mo", "800t", "50 gal/lane-mi").
_SHORT_UNITS = {"mo": "month", "mos": "month", "wk": "week", "wks": "week", "t": "ton", "x": "time"}
_SHORT_UNITS |= {"gal": "gallon", "mi": "mile", "lbs": "pound", "lb": "pound"}


def _unit(seq: tuple[str, ...], i: int) -> str:
    """The word an amount counts ("second", "dollar", "guest"), or "" for a bare number; a
    rate's first unit ("frames/task": "frame"), a short unit in full ("13mo": "month")."""
    nxt = seq[i + 1] if i + 1 < len(seq) else ""
    if not nxt or nxt in LIGHT or nxt in _WHY or is_number(nxt):
        return ""
    first = nxt.split("/", 1)[0]
    return _SHORT_UNITS.get(first, stem(first))


def _said(word: str, other: set[str]) -> bool:
    """`word` is among `other`'s forms, in another form, or typed with a hyphen where the other
    is two words ("check-in" / "checks in")."""
    return (
        base(word) in other
        or any(base(x) in other for x in alternatives(word))
        or ("-" in word and word.replace("-", "") in other)
    )


def _forms(seq: tuple[str, ...]) -> set[str]:
    """A statement's words, and each two in a row as one ("times out" / "timeout"), and the
    parts of a rate's units ("gal/lane-mi": "gallon", "lane", "mile")."""
    parts = {p for t in seq if "/" in t for p in _rate_parts(t)}
    return {base(t) for t in seq} | {x + y for x, y in zip(seq, seq[1:], strict=False)} | parts


def _subject_kept(a: tuple[str, ...], b: tuple[str, ...], at: int, k: int, least: int) -> bool:
    """The newer statement says most of the older one's words (`least` of them at least), and
    adds none before its new amount (no other subject: "The ranked 2v2 queue ..." after "The
    ranked 5v5 queue ...")."""
    skip = {at, at + 1}
    olds = [i for i, t in enumerate(a) if i not in skip and t not in LIGHT and not is_number(t)]
    theirs_all = _forms(b)
    joined = {i + d for i in range(len(a) - 1) if a[i] + a[i + 1] in theirs_all for d in (0, 1)}
    kept = sum(i in joined or _said(a[i], theirs_all) for i in olds)
    if len(olds) < 2 or kept < least or (least > 1 and kept < SUBJECT_KEPT * len(olds)):
        return False
    mine = _forms(a)
    head = [t for t in b[:k] if t not in LIGHT and not is_number(t)]
    return all(
        _said(t, mine) or t in _SETTING_WORDS or t in _SETTING_NOUNS or change_words(t) > 0
        for t in head
    )


__all__ = ["setting_revalued"]
