"""Readings that find two claims where the words suggest one changed: a predicate of another
shape told of the same subject, one more thing a claim holds for ("also"), deeds that undo each
other. Statements are read as surface.statements.sequence() gives them."""

from __future__ import annotations

import re
from collections.abc import Set
from typing import Protocol

from surface.change_told import tells_change
from surface.paraphrase import base as _inflection
from surface.statement_values import is_value, names
from surface.statement_words import LIGHT

# Where a predicate's object or place opens, beyond the light words: "through Slack", "during
# the build"; and participles not spelled "-ed" / "-en" ("are sent to", "are kept for").
_OPENERS = LIGHT | frozenset("through during after before under over until within across".split())
# Words that tell the new predicate as a change, typed in chat without a change told in full
_CHANGE_HEADS = frozenset("changed moved switched replaced renamed migrated now became".split())
_IRREGULAR_DONE = frozenset(
    "sent made kept built held set run done paid sold told put shown".split()
)


def _shape(span: tuple[str, ...], named: Set[str]) -> str:
    """What a predicate opens with: a value, a preposition, a participle, or another word (a
    name among them: "Memcached" is no participle)."""
    head = span[0]
    if is_value(head):
        return "value"
    if head in _OPENERS:
        return "place"
    done = head.endswith(("ed", "en")) and len(head) > 4
    return "done" if (done or head in _IRREGULAR_DONE) and head not in named else "word"


def another_predicate(
    old: str, new: str, before: tuple[str, ...], gone: tuple[str, ...], added: tuple[str, ...]
) -> bool:
    """The whole predicate replaced by one of another shape, sharing no word with it: "Locker
    BER-0042 is at the Alexanderplatz station." / "... has 24 compartments", "The gate scanners
    are Axess Smart Gates." / "... are mounted 1.1 m above the snow": two things told of one
    subject, not its value replaced (none told as a change, no amount in both)."""
    if not before or before[-1] in _OPENERS or len(gone) < 2 or len(added) < 2:
        return False
    if tells_change(new) or {*map(_inflection, gone)} & {*map(_inflection, added)}:
        return False
    if any(map(is_value, gone)) and any(map(is_value, added)):
        return False  # "is 2048 in prj.conf" / "had to go up to 4096 after ..."
    if _CHANGE_HEADS.intersection(added):
        return False  # "fleet dashboard url changed -> ops.vendpulse.internal/fleet"
    named = names(old, new)
    return _shape(gone, named) != _shape(added, named)


# "... asks for 32 GB of memory per job as well", "... get generated as PDFs too": the same said
# of a second thing, beside the first. Not "too" of degree ("20 was too heavy").
_ALSO = re.compile(r"\b(?:as well|also|likewise)\b|\btoo\b\s*(?:[.,;:!)—–-]|$)", re.IGNORECASE)
_ONLY = re.compile(r"\bonly\b|\bexclusive", re.IGNORECASE)
SAID_OF_ANOTHER_TOO = "said of another thing too"


def said_of_another_too(old: str, new: str) -> bool:
    """`new` tells its claim as held by another thing too, and `old` did not say so."""
    return _ALSO.search(new) is not None and _ALSO.search(old) is None


def one_more_holds(old: str, new: str) -> bool:
    """`new` names one more thing its claim holds for ("TURN over UDP listens on port 3478." /
    "TURN over TCP also listens on port 3478."): both hold, unless told as a change ("... now
    also ...") or `old` said the claim held for one thing only ("premium-only")."""
    return said_of_another_too(old, new) and not tells_change(new) and not _ONLY.search(old)


# Deeds that undo each other, as surface.paraphrase.base reads them
_OPPOSITE_DEEDS = frozenset(
    frozenset(map(_inflection, p))
    for p in (
        ("allow", "block"),
        ("allow", "deny"),
        ("permit", "forbid"),
        ("enable", "disable"),
        ("accept", "reject"),
        ("grant", "revoke"),
        ("include", "exclude"),
    )
)


class Told(Protocol):
    """A statement as surface.statements reads it."""

    @property
    def seq(self) -> tuple[str, ...]: ...
    @property
    def polarity(self) -> int: ...


def undone(fa: Told, fb: Told) -> bool:
    """With the same polarity, one statement does what the other undoes ("Protected ranges block
    edits from editors." / "Protected ranges still allow editors to leave comments."): never one
    claim told again."""
    if fa.polarity != fb.polarity:
        return False
    only_a = {_inflection(t) for t in fa.seq} - {_inflection(t) for t in fb.seq}
    only_b = {_inflection(t) for t in fb.seq} - {_inflection(t) for t in fa.seq}
    return any(frozenset((x, y)) in _OPPOSITE_DEEDS for x in only_a for y in only_b)


def said_of_another(old: str, new: str, kind: str) -> bool:
    """`new`, read as `kind` (a surface.statements verdict kind: "same", "update", ...), tells
    its claim of another thing too: never the same claim told again (said_of_another_too), nor
    a change (one_more_holds)."""
    if kind == "same":
        return said_of_another_too(old, new)
    return kind != "distinct" and one_more_holds(old, new)
