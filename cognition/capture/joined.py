"""Capture: the sentences of a turn as capture reads them, a sentence that does not stand
alone read with the one it belongs to."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from cognition.capture.markers import _score
from cognition.capture.meta_talk import _unwrap
from cognition.capture.points import says_rules_follow
from cognition.capture.prose import _fold, _keep_sentence, _sentences, another_point, list_items


def turn_sentences(text: str, role: str) -> tuple[tuple[str, ...], list[int]]:
    """The sentences of a turn as capture reads them, and the list item each is told in (-1:
    none; the assistant's lists are not read as items). Sentences of two items of a list are
    never read as one ("- timestamps are utc_datetime everywhere ..." / "- every oban worker
    sets max_attempts: 5 ...")."""
    sentences = _sentences(text)
    if role != "user":
        said = tuple(joined(sentences))
        return said, [-1] * len(said)
    items = list_items(text, sentences)
    said = tuple(
        s
        for _, run in itertools.groupby(zip(sentences, items, strict=True), key=lambda p: p[1])
        for s in joined(s for s, _ in run)
    )
    return said, list_items(text, said)


def joined(sentences: Iterable[str]) -> Iterable[str]:
    """The sentences of a turn, a decision too short to stand alone ("Let's go with RQ.") read
    with the sentence after it ("Celery is overkill for a handful of jobs."), and "I'd rather
    ..." with the sentence before it, which says what it is preferred for ("set
    max_slot_wal_keep_size to 50GB. I'd rather have a dead slot invalidated than ...")."""
    carry, before, ruled = "", None, False  # after "house rules:" each sentence is a rule
    for s in sentences:
        if carry:
            s, carry = f"{carry} {s}", ""
        elif (not _keep_sentence(s) or _unwrap(s).empty) and _score(s, "user")[1] in _CARRIED:
            carry = s
            continue
        reason_first = not ruled and before is not None and _reason_first(before, s)
        ruled = ruled or says_rules_follow(s)
        if before is not None and reason_first and not another_point(s):
            s, before = f"{before} {s}", None  # "v1 is frozen, ... Everything new goes in api-v2"
        elif before is not None and _RATHER.match(_fold(s)) and not before.rstrip().endswith("?"):
            s, before = f"{before} {s}", None
        elif before is not None and _BARE.match(before) and _score(s, "user")[1] == "decision":
            s, before = f"{before} {s}", None  # "Debezium. ... so that settles it."
        if before is not None:
            yield before
        before = s
    if before is not None:
        yield before
    if carry:
        yield carry


_CARRIED = ("decision", "error_fix")  # "Let's go with RQ.", "Found it.": read with what follows
_BARE = re.compile(r"^[\w.+#-]+(?: [\w.+#-]+)?[.!]$")  # a choice said as its name: "Debezium."
# A rule whose object is the sentence before: "every webhook handler goes through that, ...".
_POINTS_AT = re.compile(
    r"^(?:every|each|all|any)\b[^.?]*\b(?:through|with|like|uses?|follows?|needs?|does|do) "
    r"(?:that|this)(?=\s*(?:[,.;:!?—–]|$))",
    re.IGNORECASE,
)


def _reason_first(before: str, s: str) -> bool:
    """`s` is a rule about the sentence before ("record the event id ... every webhook
    handler goes through that"), or one whose reason came first ("v1 is frozen, partners have a
    contract on it. Everything new goes in api-v2")."""
    if before.rstrip().endswith("?"):
        return False
    if _POINTS_AT.search(_fold(s)):
        return True
    kind = _score(s, "user")[1]
    return kind == "convention" and not _score(before, "user")[1] and bool(_STATES.search(before))


# A statement of how things are ("v1 is frozen"), not a request ("Add the route.").
_STATES = re.compile(r"^(?:[\w.-]+ ){1,3}(?:is|are|was|were|has|have)\b(?! to\b)", re.IGNORECASE)
_RATHER = re.compile(r"^(?:i'?d|i would) rather\b", re.IGNORECASE)
