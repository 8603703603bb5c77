"""Capture: how a later statement relates to an earlier one (same, update, distinct)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from cognition.capture.appraisal import rx as _rx
from cognition.capture.meta_talk import _CORRECTION_LEAD, _CORRECTS
from cognition.capture.prose import _fold

Relation = str  # 'same' | 'update' | 'distinct'

_POLAR = frozenset(
    """not no never none nothing nor neither without cannot can't don't doesn't didn't isn't aren't
    wasn't weren't won't wouldn't shouldn't mustn't always on off before after more less fewer
    enable enabled disable disabled allow allowed deny denied forbid forbidden true false only all
    must may above below increase increasing decrease decreasing higher lower inside outside
    first last min max""".split()
)
_CMP_STOP = frozenset(
    """a an the and or but so to of in at for with by from as is are was were be been being it its
    this that these those i we you he she they me us my our your i'm it's that's we're you're ok
    okay will would should could can do does did done just also then there here now very please
    sorry actually correction mistake wait oops my bad got it i'll we'll has have had because
    since decided decide we've""".split()
)
_REJECTS = re.compile(
    r"\bnot\s+([\w.-]+(?:\s+[\w.-]+)?)\s*,?\s+but\b|\binstead of\s+([\w.-]+)"
    r"|,\s*not\s+([\w.-]+)"
)
_CMP_TOKEN = re.compile(r"-?\d[\w.:/-]*\w|-?\d|[a-z_][\w'/.-]*\w|[a-z]")


@dataclass(frozen=True, slots=True)
class _Profile:
    words: tuple[str, ...]  # content words in order (numbers and polarity words apart)
    numbers: tuple[str, ...]  # in order: "5432 then 6543" differs from "6543 then 5432"
    polar: frozenset[str]  # negations and direction words


def _stem(w: str) -> str:
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


# Phrases whose direction words carry no polarity ("from now on" is not "on" versus "off").
_IDIOMS = _rx(
    r"\bfrom (?:now|here|today) on\b|\bgoing forward\b|\bon the other hand\b"
    r"|\bonce and for all\b|\bafter all\b|\bat all\b|\bfirst of all\b"
)


# One spelling per obligation ("has to be" is "must be") and per common abbreviation.
_MODAL = _rx(r"\b(?:ha(?:s|ve) to|needs? to|is required to|are required to)\b")
_ABBREVIATIONS = {
    "db": "database",
    "dbs": "database",
    "repo": "repository",
    "repos": "repository",
    "config": "configuration",
    "env": "environment",
    "prod": "production",
    "dev": "development",
    "deps": "dependency",
    "auth": "authentication",
    "docs": "documentation",
    "msg": "message",
    "k8s": "kubernetes",
    "pr": "pull-request",
    "prs": "pull-request",
}


@functools.lru_cache(maxsize=4096)
def _profile(text: str) -> _Profile:
    words, numbers, polar = [], [], set()
    folded = _MODAL.sub("must", _IDIOMS.sub(" ", _fold(text).lower()))
    for t in (_ABBREVIATIONS.get(t, t) for t in _CMP_TOKEN.findall(folded)):
        if any(ch.isdigit() for ch in t):
            numbers.append(t)
        elif t in _POLAR or t.endswith("n't"):
            polar.add(t)
        elif t not in _CMP_STOP:
            words.append(_stem(t))
    return _Profile(tuple(dict.fromkeys(words)), tuple(numbers), frozenset(polar))


def _same_order(a: tuple[str, ...], b: tuple[str, ...], shared: set[str]) -> bool:
    return [w for w in a if w in shared] == [w for w in b if w in shared]


def _names_old_value(old: tuple[str, ...], new: tuple[str, ...]) -> bool:
    """A correction that names the earlier statement's value (whole, or its last part: "west1"
    for "europe-west1") and gives another one."""
    named = {v for v in old for n in new if n == v or v.endswith("-" + n)}
    return bool(named) and bool(
        set(new) - set(old) - {n for n in new for v in named if v.endswith(n)}
    )


def relation(old: str, new: str) -> Relation:
    """How a later statement relates to an earlier one, deterministically.

    same: a restatement (near-identical content words, same numbers, polarity and order);
    update: the same subject with a changed value, polarity or order of terms ("bob pays alice"
    after "alice pays bob"), or a correction announced as one ("sorry, my mistake",
    "correction:", "actually", "not X but Y"); the later statement is the current one;
    distinct: anything else.
    A shared classifier can take this function's place; any other answer (a contradiction
    without a direction) is treated as distinct: both are stored, and the store links them.
    """
    a, b = _profile(old), _profile(new)
    corrective = bool(_CORRECTION_LEAD.match(_fold(new).strip()) or _CORRECTS.search(_fold(new)))
    sa, sb = set(a.words), set(b.words)
    shared = sa & sb
    conflict = a.numbers != b.numbers or a.polar != b.polar
    if not sb and corrective and (b.numbers or b.polar) and conflict:
        return "update"  # a terse "sorry, it's 6543": corrects what came just before it
    if not sa and not sb:
        return "update" if conflict else "same"
    if corrective and _names_old_value(a.numbers, b.numbers):
        return "update"  # "west1 is where it was before the move ... prod-gke is in europe-west4"
    if not shared:
        return "distinct"
    jaccard = len(shared) / len(sa | sb)
    cover = len(shared) / min(len(sa), len(sb))
    alike = jaccard >= 0.8 or (cover >= 0.8 and len(shared) >= 3)
    if alike and not conflict:
        # The same words in another order ("alice pays bob") is another claim on the same subject.
        return "same" if _same_order(a.words, b.words, shared) else "update"
    if conflict and (alike or (cover >= 0.8 and len(shared) >= 2)):
        return "update"
    if corrective and cover >= 0.5 and len(shared) >= 2:
        return "update"
    # "not Redis but RabbitMQ" after a statement about Redis: the rejected term names the old one.
    rejected = {
        _stem(w.rstrip("."))  # "not ingest-worker." names ingest-worker
        for m in _REJECTS.finditer(_fold(new).lower())
        for g in m.groups()
        if g
        for w in g.split()
    }
    if rejected & sa and (corrective or len(shared - rejected) >= 2):
        return "update"
    return "distinct"
