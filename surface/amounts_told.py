"""Amounts two statements tell: the same limit in another unit of its dimension, a limit in
another dimension (a second limit of the thing), units replaced in several places, and an amount
replaced with the reason for it told after it (surface.statements reads these)."""

from __future__ import annotations

from collections.abc import Sequence

from surface.statement_values import is_number, is_value
from surface.statement_words import MEASURES
from surface.two_things import Span

# Measures of one dimension: an amount told in another of them is the same limit ("2 years" /
# "18 months"); in a measure outside its dimension, another limit ("50 GB" / "500,000 files").
_DIMENSIONS = (
    frozenset(
        "b kb mb gb tb pb kib mib gib tib byte bit kilobyte megabyte gigabyte terabyte".split()
    ),
    frozenset(
        """ns us ms s sec min h hr d nanosecond microsecond millisecond second minute hour day
        week month year""".split()
    ),
    frozenset("dollar euro pound cent usd eur gbp yen".split()),  # "30 days" / "$40 per day"
)


def other_measure(gone: tuple[str, ...], added: tuple[str, ...]) -> bool:
    """A number with its measure replaced by a number in another measure, one of them a size or
    a duration ("50 GB" / "500,000 files" per user), or a sum of money ("30 days" / "$40 per
    day"): two limits of one thing, both kept."""
    if len(gone) < 2 or len(added) < 2 or not (is_number(gone[0]) and is_number(added[0])):
        return False
    dims = [  # the measure may follow a word that qualifies it ("5 business days")
        next((k for w in side[1:3] for k, d in enumerate(_DIMENSIONS) if w in d), None)
        for side in (gone, added)
    ]
    return dims[0] != dims[1] and dims != [None, None] and gone[1].isalpha() and added[1].isalpha()


def one_value_changed(a: tuple[str, ...], b: tuple[str, ...], spans: Sequence[Span]) -> str:
    """What changed, when the edits in several places change one value: units replaced by
    units ("in feet per minute" / "in metres per second"), or an amount replaced with the
    reason for it told after ("within 10 days" / "within 2 days to meet the bulk sender
    rules"); "" when they change more."""
    if spans and all(
        op == "replace" and MEASURES.issuperset(a[i1:i2] + b[j1:j2]) for op, i1, i2, j1, j2 in spans
    ):
        return "unit changed"
    if len(spans) == 2 and spans[0][0] == "replace" and spans[1][0] == "insert":
        (_, i1, i2, j1, j2), (_, end, _, why, _) = spans
        amounts = any(map(is_value, a[i1:i2])) and any(map(is_value, b[j1:j2]))
        if amounts and end == len(a) and b[why] in _WHY_OPENERS:
            return "value changed"
    if sorted(op for op, *_ in spans) == ["delete", "insert"]:  # "pulled ... nightly" /
        moved = {a[i1:i2] for op, i1, i2, _, _ in spans if op == "delete"}  # "pulled hourly"
        moved |= {b[j1:j2] for op, _, _, j1, j2 in spans if op == "insert"}
        if len(moved) == 2 and all(len(w) == 1 and w[0] in _PERIODS for w in moved):
            return "period changed"  # one period said in another place, and another period
    return ""


# A period a frequency names ("hourly", "nightly" are read as their period).
_PERIODS = frozenset("minute hour night day week month quarter year".split())


# What opens a reason or a rule told after a new value ("... to meet the bulk sender rules",
# "... under the updated state regulation", "... per the new policy"); not a scope ("for EU
# users", "in production"), which makes it another claim.
_WHY_OPENERS = frozenset({"to", "because", "since", "due", "under", "per", "following"})
