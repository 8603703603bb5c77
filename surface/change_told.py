"""A statement that tells a change ("We upgraded the data pipeline to Python 3.12.", "Actually,
build failures go to #build-cop now."): it updates the older statement it retells even when
the wording moved in several places, since the speaker said that something was replaced.

The rule reads word sets a caller made (surface.statements: light words and filler out, words
stemmed): `plain` words and `values` (numbers, names, identifiers such as shop-prod)."""

from __future__ import annotations

import re
from collections.abc import Set
from dataclasses import dataclass

# Said of the team or the project: what was replaced, not what happens ("the job moves files").
_CHANGE_VERB = re.compile(
    r"\b(?:upgraded|downgraded|switched|migrated|bumped|replaced|swapped|moved|renamed"
    # written anew in another language ("was rewritten in Go"), not "URLs are rewritten by ..."
    r"|(?:rewritten|reimplemented|rewrote(?: it| them)?) in"
    r"|(?:took|taken|takes|taking) over)\b",  # "Marcus took over as lab manager from Priya"
    re.IGNORECASE,
)
ARROWS = r"(?:->|→|=>|⇒)"  # how an arrow is typed ("15 min -> 5 min", "3 days → 7 days")
# A correction typed in chat, at the start: "wait no, backup runs at 3am", "oops, it's 5 not 4".
# "no" only before a mark: "wait no longer than 5 s" tells a rule.
SELF_CORRECTION = r"(?:wait[,.]?\s+no(?=\s*[,:;!.—–-])|oops\b|my bad\b)"
# A date moved ("the release got pushed to September 26", "the launch slipped to June 3"):
# only before a date, since "deploys are delayed until the checks pass" tells a rule.
_MONTHS = r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_DAYS = r"mon|tue|wed|thu|fri|sat|sun"
RESCHEDULED = re.compile(
    r"\b(?:(?:got|was|were|has been|have been|is being)\s+(?:pushed|bumped)(?:\s+(?:back|out))?"
    r"|pushed (?:back|out)|slipped|postponed|delayed|rescheduled)"
    rf"\s+(?:to|until|till|for)\s+(?:the\s+)?(?:{_MONTHS}|{_DAYS}|q[1-4]\b|\d|next\b|end of\b)",
    re.IGNORECASE,
)
_CHANGE_TOLD = re.compile(
    rf"{_CHANGE_VERB.pattern}|\b(?:now|nowadays|going forward|these days|no longer|instead of)\b"
    r"|^\W*(?:actually|correction|sorry|my mistake|scratch that)\b"
    rf"|^\W*{SELF_CORRECTION}"
    # the value before, told beside the new one: "15 min (was 30)", "(previously 3 nodes)"
    r"|\((?:was|were|previously|formerly|used to be)\s"
    # an amount set to a new one: "was scaled out to 5 nodes", "got raised to 2 GB"
    r"|\b(?:was|were|got|has been|have been)\s+(?:scaled|raised|lowered|reduced|increased"
    r"|decreased|extended|shortened|changed|cut|dropped)\s+(?:(?:out|up|down|back)\s+)?to\b"
    # a value set anew with an arrow: "okafor lab allocation → 750k" (not "kafka -> flink")
    rf"|{ARROWS}\s*[~$€£]?\d"
    # the value before, named after the new one: "... are Payter Apollo, replacing Nayax."
    r"|[,(]\s*replacing\s"
    rf"|{RESCHEDULED.pattern}",
    re.IGNORECASE,
)
# "We switched our end-to-end tests from Cypress to Playwright.", "We moved the edge devices off
# Harbor": the value left behind.
_FROM_TO = re.compile(
    r"\bfrom\s+(?:the\s+|an?\s+)?((?:[\w.#/@-]+\s+){0,3}?[\w.#/@-]+)\s+to\b"
    # "moved off label studio to CVAT": a name of up to four words before the new one
    r"|\b(?:off|away from)\s+(?:the\s+|our\s+)?((?:[\w.#/@-]+\s+){1,3}?[\w.#/@-]+)\s+(?:to|for)\b"
    r"|\b(?:off|away from)\s+(?:the\s+|our\s+)?([\w.#/@-]+)"
    # a duty handed over: "Marcus took over as lab manager from Priya"
    r"|\bover\b[^.;]*?\bfrom\s+(?:the\s+)?((?:[\w.#/@-]+\s+){0,2}?[\w.#/@-]+)(?=\s*(?:[.;,]|$))"
    r"|[,(]\s*replacing\s+(?:the\s+|our\s+)?([\w.#/@-]+)",
    re.IGNORECASE,
)
# A later clause that retires what the older statement named ("... use IKEv2; IKEv1 is disabled
# on all peers.", "...; liveops/events.yaml has been deleted."): that is what was left behind.
# Only after a break: a statement that opens on it ("Signups are disabled.") tells a state.
_IS_NOW = r"\s+(?:is|are|was|were|has been|have been|got|gets)\s+(?:now\s+)?"
_GONE = (
    r"retired|decommissioned|deleted|removed|gone|turned off|switched off|shut down|sunset"
    r"|demoted"  # "...; the GraphCast fork was demoted to shadow mode"
)
# where a later clause of a statement opens
_LATER_CLAUSE = r"(?:[;—–]|,(?:\s+and)?|\.\s|\band)\s*"
_RETIRED = re.compile(
    _LATER_CLAUSE + r"(?:the\s+|our\s+|all\s+)?"
    rf"((?:[\w.#/@-]+\s+){{0,2}}?[\w.#/@-]+){_IS_NOW}(?:{_GONE}|deprecated|disabled|archived)\b",
    re.IGNORECASE,
)
# An old value given as the reason it was left ("... 04:30 (02:00 was clashing with the pg
# backups)", "moved to 5:30am, 4am was colliding with ..."): a value, not "they were clashing".
_CLASHED = re.compile(
    r"[(;,—–]\s*([\w.:/-]*\d[\w.:/-]*)\s+(?:was|were)\s+(?:clashing|colliding|conflicting)\b",
    re.IGNORECASE,
)
# A lead-in that announces the news ("Heads up: ...") and "moved out of X into Y": read as the
# change itself ("... moved off X into Y"), so the lead-in is not taken for a new subject.
_LEAD_IN = re.compile(r"^\W*(?:heads[ -]up|just so you know|fyi|quick note|btw)\b\W*", re.I)
_OUT_OF = re.compile(r"\bout of\b", re.IGNORECASE)


# Why it changed, told after the change ("... to 443 so it gets through corporate firewalls",
# "... scaled out to 5 nodes after the March outage"): not part of what is now so.
_WHY = re.compile(
    r"\s*,?\s+(?:because|since|due to|so that|so (?:it|we|they)"
    r"|after (?:the|a|an|our) (?:[\w-]+ ){0,3}"
    r"(?:outage|incident|vote|audit|review|postmortem))\b.*$",
    re.IGNORECASE,
)


def plainly(text: str, why: bool = False) -> str:
    """`text` without a lead-in, "out of" read as "off"; with `why`, also without the reason a
    change is told with, when it tells one ("Orders are created after the payment is
    captured" says when, not why; "ok so it ..." opens a statement, it tells no reason)."""
    text = _OUT_OF.sub("off", _LEAD_IN.sub("", text))
    if not why or not tells_change(text) or (told := _WHY.search(text, 20)) is None:
        return text
    return text[: told.start()]


_HANDLE = re.compile(r"(?<![\w#@])[#@]([\w][\w-]*)")

# Words that date the change ("last night", "this week"), not a new subject.
_WHEN = frozenset(
    "yesterday today tonight last this night week weekend month quarter year morning ago".split()
)

_LEAVING = frozenset({"off", "away"})  # "moved off GameLift", "away from": part of the telling

ANCHOR = 2  # words both keep (the subject), the replaced value aside; one if the old has one
MISSING = 2  # the older statement's plain words the newer may leave out (its verb, a modifier)
MISSING_NAMED = 4  # the same, when the newer names the older one's value as left behind


@dataclass(frozen=True, slots=True)
class Said:
    plain: Set[str]
    values: Set[str]


def opening(seq: tuple[str, ...], light: Set[str]) -> str:
    """The word a statement opens on, "we" and a verb of change aside ("We upgraded the data
    pipeline ..." opens on "data")."""
    return next((t for t in seq if t not in light and not _CHANGE_VERB.fullmatch(t)), "")


def tells_change(text: str) -> bool:
    return _CHANGE_TOLD.search(text) is not None or retires(text)


def handles(text: str) -> list[str]:
    """Channel and user names ("#build-cop", "@infra"): values, whatever their letters."""
    return [h.casefold() for h in _HANDLE.findall(text)]


def left_behind(text: str) -> list[str]:
    """The values a change names as the ones it moved away from ("from Cypress to ...", "from
    AWS Secrets Manager to ...": each word of a name of up to four)."""
    moved = [w for found in _FROM_TO.findall(text) for w in "".join(found).casefold().split()]
    retired = [w for name in _RETIRED.findall(text) for w in name.casefold().split()]
    retired += [w.casefold() for w in _STOPPED.findall(text)]
    clashed = [name.casefold() for name in _CLASHED.findall(text)]
    # a channel's "#" or a user's "@" is no part of the value ("#production is archived")
    return [w.rstrip(".;,").lstrip("#@") for w in moved + retired + clashed]


# "..., we stopped doing pdf": what a change says is no longer done or used, one word
_STOPPED = re.compile(
    _LATER_CLAUSE + r"(?:we\s+|they\s+)?stopped\s+"
    r"(?:doing|using|sending|generating|making|running|producing)\s+(?:the\s+|any\s+)?"
    r"([\w.#/@-]+)(?=\s*(?:[.;,]|$))",
    re.IGNORECASE,
)


# A statement that opens on what it says is retired ("The legacy /v1 API has been shut down
# for all app versions."): whatever was said of that subject before no longer holds.
# Not "deprecated" or "disabled" here: a subject opening on those tells a state it is in.
_RETIRED_SUBJECT = re.compile(
    rf"^\W*(?:the\s+|our\s+)?((?:[\w.#/@-]+\s+){{0,5}}?[\w.#/@-]+){_IS_NOW}(?:{_GONE})\b",
    re.IGNORECASE,
)


def subject_retired(old: str, new: str) -> bool:
    """`new` says the subject `old` opens on, or does its work through, is retired, and `old`
    did not."""
    m = _RETIRED_SUBJECT.match(new)
    if m is None or _RETIRED_SUBJECT.match(old):
        return False
    subject = r"\s+".join(map(re.escape, m.group(1).split()))
    if re.match(rf"^\W*(?:the\s+|our\s+)?{subject}\b", old, re.IGNORECASE):
        return True
    # or what `old` is done through ("imported through the legacy PDF intake tool")
    means = rf"\b(?:through|via|with|using|on|in|from)\s+(?:the\s+|our\s+)?{subject}\b"
    return re.search(means, old, re.IGNORECASE) is not None


def retires(text: str) -> bool:
    """A later clause of `text` says what it names is retired, deleted or disabled."""
    return _RETIRED.search(text) is not None or _CLASHED.search(text) is not None


def told_as_change(
    old: Said, new: Said, new_text: str, old_left: Set[str], retired: bool = False
) -> bool:
    """`new` (one clause of it, or all) retells the older statement's subject, leaves out
    little of it, adds little beside the words that tell the change, and puts a new value in
    place of one of the older one's (gone from it, or named as left behind)."""
    left_words = old.plain & old_left  # "moved off the infra repo into their own charts repo"
    replaced = (old.values - new.values) | (old.values & old_left) | left_words
    # a value named as left behind may give way to a word typed in lower case ("exports are
    # xlsx now, we stopped doing pdf": "xlsx" is no name, but it takes "PDF"'s place)
    named_gone = left_words or old.values & old_left
    if not replaced or not (new.values - old.values or (named_gone and new.plain - old.plain)):
        return False
    kept = (old.plain & new.plain) | ((old.values & new.values) - replaced)
    # the older statement's own value named as the one left behind anchors it by itself
    named_left = bool(old.values & old_left)
    anchor = 1 if named_left else min(ANCHOR, max(1, len(old.plain)))
    # and lets the newer leave out more of how the older one said it ("Roaming with other
    # networks goes through Hubject." / "Roaming moved from Hubject to Gireve ...")
    if len(kept) < anchor or len(old.plain - new.plain) > (
        MISSING_NAMED if named_left else MISSING
    ):
        return False
    told = len(_CHANGE_VERB.findall(new_text)) + len(new.plain & _WHEN) + len(new.plain & _LEAVING)
    told += 2 * len(RESCHEDULED.findall(new_text))  # "got pushed to": its verb and particle
    told += retired  # "...; the Ansible playbooks are retired." told it in another clause
    # At most one new word beside those: not a new subject ("We now use React 18 in the
    # admin panel" is about a part of the old one's frontend).
    return len(new.plain - old.plain) <= told + 1
