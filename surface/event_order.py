"""Which of two steps a statement puts first: "Run the migrations before deploying." and "Deploy
first, then run the migrations." name the same steps in the other order, which is a change of
the rule, not the rule said again ("Run the migrations first, then deploy." is).

Statements are read as surface.statements.sequence() gives them (lower case, base forms, light
words kept). A statement tells an order by one marker: "X before Y", "X after Y" (Y first),
"X then Y", or "X first ... Y afterwards"; a statement with none, or with several, tells none.
"""

from __future__ import annotations

from surface.paraphrase import base
from surface.statement_values import is_value
from surface.statement_words import LIGHT, UNITS

Steps = tuple[frozenset[str], frozenset[str]]

_LATER = frozenset({"afterward", "afterwards", "later", "next"})
_MARKERS = frozenset({"before", "after", "then", "first", *_LATER})


def steps(seq: tuple[str, ...]) -> Steps | None:
    """The words of the step told first and of the step told second, or None."""
    marks = [i for i, t in enumerate(seq) if t in _MARKERS]
    words = [t for t in seq if t in _MARKERS]
    if words in (["before"], ["after"], ["then"], ["first", "then"]):
        at = marks[-1]
        one, two = seq[:at], seq[at + 1 :]
        return _apart(two, one) if words == ["after"] else _apart(one, two)
    if len(words) == 2 and words[0] == "first" and words[1] in _LATER:
        return _apart(seq[: marks[0]], seq[marks[0] + 1 :])
    return None


def _apart(one: tuple[str, ...], two: tuple[str, ...]) -> Steps | None:
    """Each step's words that the other step does not say (a thing both name tells no order);
    None where one side is only an amount or a time ("removed after 180 days"): a delay, not
    a step."""
    if not (_a_step(one) and _a_step(two)):
        return None
    x = {base(t) for t in one if t not in LIGHT and t not in _MARKERS}
    y = {base(t) for t in two if t not in LIGHT and t not in _MARKERS}
    return frozenset(x - y), frozenset(y - x)


def _a_step(words: tuple[str, ...]) -> bool:
    return any(
        t not in LIGHT and t not in _MARKERS and t not in UNITS and not is_value(t) for t in words
    )


def order_turned(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Both tell an order, and the step `a` puts first is the one `b` puts second."""
    sa, sb = steps(a), steps(b)
    if sa is None or sb is None:
        return False
    (a1, a2), (b1, b2) = sa, sb
    return len(a1 & b2) > len(a1 & b1) and len(a2 & b1) > len(a2 & b2)


def told_conversely(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """The same steps in the same order, one told with "before" and the other with "after"
    ("Calibration frames are ingested before science frames." / "Science frames get ingested
    after the calibration frames."), and no other word changed: the claim told again."""
    markers = ({t for t in a if t in _MARKERS}, {t for t in b if t in _MARKERS})
    if markers not in (({"before"}, {"after"}), ({"after"}, {"before"})):
        return False
    words = ({base(t) for t in s if t not in LIGHT and t not in _MARKERS} for s in (a, b))
    if next(words) != next(words):
        return False
    sa, sb = steps(a), steps(b)
    if sa is None or sb is None:
        return False
    (a1, a2), (b1, b2) = sa, sb  # a verb both steps share may go with either
    return bool(a1 & b1) and bool(a2 & b2) and not order_turned(a, b)


__all__ = ["order_turned", "steps", "told_conversely"]
