"""A statement that tells a change ("We upgraded the data pipeline to Python 3.12."): it
updates the older statement it retells even when the wording moved in several places, since the
speaker said that something was replaced."""

from __future__ import annotations

import re
from collections.abc import Set

# Said of the team or the project: what was replaced, not what happens ("the job moves files").
_CHANGE_VERB = re.compile(
    r"\b(?:upgraded|downgraded|switched|migrated|bumped|replaced|swapped|moved)\b", re.IGNORECASE
)
_CHANGE_TOLD = re.compile(
    rf"{_CHANGE_VERB.pattern}|\b(?:now|nowadays|going forward|these days|no longer|instead of)\b",
    re.IGNORECASE,
)
# How many of the older statement's words (its values aside) the newer may leave out: its verb
# ("runs on" retold as "upgraded ... to"), not its subject as well ("the API" / "the worker").
RETOLD_MISSING = 1


def tells_change(text: str) -> bool:
    return _CHANGE_TOLD.search(text) is not None


def told_as_change(
    old: str,
    new: str,
    old_words: Set[str],
    new_words: Set[str],
    old_values: Set[str],
    new_values: Set[str],
) -> bool:
    """`new` says a change the older statement did not, retells it nearly whole, and puts a
    value (a number, a name) in place of one of the older one's."""
    if not tells_change(new) or tells_change(old):
        return False
    if len(old_words - new_words - old_values) > RETOLD_MISSING:
        return False
    # Beside the words that tell the change, at most one new word: not a new subject
    # ("We now use React 18 in the admin panel" is about a part of the old one's frontend).
    told = len(_CHANGE_VERB.findall(new))
    if len(new_words - old_words - new_values) > told + 1:
        return False
    return bool(new_values - old_values) and bool(old_values - new_values)
