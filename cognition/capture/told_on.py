"""Capture: a sentence that goes on with the statement before it rather than saying
something new: a cause explained on over the next sentence, how a rule is kept."""

from __future__ import annotations

import re
from collections.abc import Sequence

from cognition.capture.hit import Hit
from cognition.capture.markers import FOUND
from cognition.capture.one_go import EXPERIENCE

# A name in code or on a board: `read_raw`, DRDY, max_slot_wal_keep_size, getSession.
_NAME = re.compile(
    r"`[^`]+`|\b[A-Z][A-Z0-9_]{2,}\b|\b[a-z]\w*_\w+\b|\b[a-z]+[A-Z]\w*\b|(?<![\w/])/[a-z][\w/]*"
)
# A sentence that points back at what was just named: "On the server that module is loaded
# once ...", "This means ...", "That is why ...".
_POINTS_BACK = re.compile(
    r"^(?:[\w-]+\s+){0,4}?(?:that|this|these|those) (?:module|file|class|function|value|setting"
    r"|call|line|object|store|variable|flag|query|loop|lock|thread|process|worker|job|request)\b"
    r"|^(?:this|that) (?:means|is why|is because|explains)\b|^which (?:is )?why\b",
    re.IGNORECASE,
)


# A cause announced as found is told on until the fix or an offer: "Found it. customers_dim
# keeps a row per version ... The left merge on customer_id then copies each order ...".
_FOUND = re.compile(
    rf"^(?:{FOUND}\b|(?:the )?root cause(?: (?:is|was)\b|:)|cause:)",
    re.IGNORECASE,
)
_FIX_OR_OFFER = re.compile(
    r"^(?:the fix\b|to fix\b|fix:|i'?ll\b|i will\b|i can\b|i'?d\b|want me\b|should i\b|shall i\b"
    r"|let me\b|you (?:can|could|should|might)\b|(?:so )?(?:i|we) (?:changed|added|moved|made)\b)",
    re.IGNORECASE,
)


def explains(cause: str, s: str) -> bool:
    """The sentence after a cause goes on about the same named thing ("Found it. `read_raw`
    spins on the DRDY pin ... When a conversion doesn't complete DRDY never goes low, ... and
    the 500 ms IWDG resets the chip.")."""
    if len(cause) > 400 or s.rstrip().endswith("?"):
        return False
    if _POINTS_BACK.match(s) or (_FOUND.match(cause) and not _FIX_OR_OFFER.match(s)):
        return True
    names = {n.strip("`/") for n in _NAME.findall(cause)}
    return bool(names & {n.strip("`/") for n in _NAME.findall(s)})


# A sentence that says how things are rather than what to do ("every handler returns
# anyhow::Result ..." after "no unwraps in the commands please"), unlike a second rule ("Always
# run the linter before a commit.").
_DESCRIBES = re.compile(r"^(?:every|each|all|our|the|these|those|its|their)\b", re.IGNORECASE)


# ... not one that obliges: "every collection needs its match block in firestore.rules".
_OBLIGES = re.compile(r"\b(?:needs?|must|has to|have to|should|shall)\b", re.IGNORECASE)


def describes(s: str) -> bool:
    """`s` says how things are rather than what to do."""
    return bool(_DESCRIBES.match(s)) and not _OBLIGES.search(s)


# The fix reported in a later reply: "Removed both from the finance DAG.", "- `values.yaml`:
# added `exit_on_retry_failure = true` ...", "All GATK calls now use `/lscratch/...`".
_FIX_REPORT = re.compile(
    r"^(?:fixed\b|done\b|(?:i )?(?:added|changed|set|switched|removed|moved|replaced)\b"
    r"|[^.]{0,80}\bnow (?:use|uses|go|goes|run|runs|point|points|read|reads|write|writes)\b"
    r"|`[^`]+`: (?:added|changed|set|removed|replaced)\b)",
    re.IGNORECASE,
)
_TURNS_TO_FIX = 6


def fixed_later(cause: Hit | None, new: list[Hit], said: list[str], turn_no: int) -> Hit | None:
    """The cause the assistant found stays open until a later reply reports its fix, which
    joins it: an experience is its cause and its fix. Returns the cause still open."""
    for hit in new:
        if hit.role == "assistant" and hit.kind in EXPERIENCE:
            if _FOUND.match(hit.text):
                return hit  # a new cause found in this reply
    if cause is None or turn_no - cause.turn_no > _TURNS_TO_FIX:
        return None
    if turn_no == cause.turn_no:
        return cause
    for s in said:
        plain = s.lstrip("-* ")
        if _FIX_REPORT.match(plain) and _NAME.search(plain) and not s.rstrip().endswith("?"):
            if plain not in cause.text:
                cause.text += " " + plain
            return None
    return cause


# The user's answer to a cause found, telling the fix to make: "ok fix it in the loader:
# keep_default_na=False for every carrier csv", "do lockDuration 120000 and a sent_at check".
_FIX_ASKED = re.compile(
    r"^(?:(?:ok(?:ay)?|yes|yeah|yep|right|good|great|nice|ah|oh|perfect)[,.!]?\s+)*"
    r"(?:(?:so|then|pls|please)\s+)?(?:fix (?:it|that|this)\b|do\b|use\b|set\b|make\b|change\b"
    r"|switch\b|go with\b|let'?s (?:do|use|set|go with)\b)",
    re.IGNORECASE,
)


def fix_told(cause: Hit | None, new: list[Hit], turn_no: int) -> Hit | None:
    """The user answers the cause the assistant found (in the next turn) with the fix to make,
    naming what to change: it joins the cause, one experience. Returns the cause still open."""
    if cause is None or turn_no - cause.turn_no > 1:
        return cause
    if any(h.kind == "decision" and not h.weak for h in new):
        return None  # the user chose what to do: a decision of its own (options_taken)
    for hit in new:
        if hit.role != "user" or hit.dropped or hit.stored:
            continue
        if _FIX_ASKED.match(hit.text) and _NAME.search(hit.text):
            cause.text += " " + hit.text
            hit.dropped = True
            return None
    return cause


# A fix told as such: "Fix: read through the order object ...", "The fix is to ...".
_FIX_LEAD = re.compile(r"^(?:the )?fix(?::| is:?| was:?)\s", re.IGNORECASE)


def with_its_cause(s: str, before: Sequence[str]) -> str:
    """A fix told right after its cause in the same reply ("... the packing list reads it with
    `get_post_meta()`, which finds nothing ... Fix: read through the order object ..."): the
    sentences of the two before it that name the cause go with it. An experience is its cause
    and its fix."""
    if not _FIX_LEAD.match(s):
        return s
    named = [e for e in before if _NAME.search(e) and not e.rstrip().endswith("?")]
    mine = _name_parts(s)
    # the two before it; unless neither names what the fix names and earlier ones do (a reply
    # that found more than one cause, then fixes the first)
    cause = named[-2:]
    if not any(mine & _name_parts(e) for e in cause):
        cause = [e for e in named if mine & _name_parts(e)][-2:] or cause
    if not cause:
        return s
    cause = cause if sum(map(len, cause)) <= _CAUSE_CHARS else cause[-1:]
    return " ".join([*_headed(cause, before), s])


# The cause named in a word before it is told: "Cause: the October clock change."
_CAUSE_HEAD = re.compile(r"^(?:the )?(?:root )?cause(?::| is:?| was:?)\s", re.IGNORECASE)


# A fix told as a list of steps: "Fix:\n1. `event.preventDefault()` on Enter ...\n2. a
# server-side guard: ...".
_FIX_STEPS = re.compile(
    r"^(?:\*\*)?(?:the )?fix(?:es)?:?(?:\*\*)?:?[ \t]*\n"
    r"((?:[ \t]*(?:[-*+]|\d+[.)])[ \t]+.+(?:\n|$))+)",
    re.IGNORECASE | re.MULTILINE,
)
_STEP = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(.+)$", re.MULTILINE)
_STEPS_CHARS = 1000  # an experience with its fix's steps, at most


def with_fix_steps(new: list[Hit], reply: str) -> None:
    """The assistant's account of a cause whose fix is a list of steps: the experience that
    holds the first step takes the steps after it, which no marker reads on their own; or, when
    the steps stand apart, the account told before them takes them all."""
    for m in _FIX_STEPS.finditer(reply):
        steps = [step.replace("**", "").strip() for step in _STEP.findall(m.group(1))]
        told = next((h for h in new if h.kind in EXPERIENCE and steps[0][:40] in h.text), None)
        if told is not None:
            steps = steps[1:]
        else:
            told = next((h for h in new if _an_account_before(h, steps)), None)
        if told is None:
            continue
        for step in steps:
            if len(told.text) + len(step) > _STEPS_CHARS or step[:40] in told.text:
                break
            told.text += f" {step}"
            for other in new:
                if other is not told and other.text[:40] in step:
                    other.dropped = True  # a step a marker read on its own is now the fix's


def _an_account_before(h: Hit, steps: list[str]) -> bool:
    """`h` is a kept account of the cause, none of the steps."""
    return (
        h.kind in EXPERIENCE
        and not h.weak
        and not h.dropped
        and not any(step[:40] in h.text or h.text[:40] in step for step in steps)
    )


def _headed(cause: list[str], before: Sequence[str]) -> list[str]:
    """The cause's sentences with the heading sentence right before them, if there is one."""
    at = list(before).index(cause[0])
    head = before[at - 1] if at > 0 else ""
    return [head, *cause] if _CAUSE_HEAD.match(head) and not _NAME.search(head) else cause


def _name_parts(text: str) -> set[str]:
    """The parts of the code names a sentence says ("NOTIFICATION_APPLICATION_PAUSED": its words
    of eight letters or more), for two sentences about the same thing told in other names."""
    return {
        part.casefold()
        for name in _NAME.findall(text)
        for part in re.split(r"[\W_]+", name)
        if len(part) >= 8
    }


_CAUSE_CHARS = 500  # the two sentences before a fix, at most; else the last one only
