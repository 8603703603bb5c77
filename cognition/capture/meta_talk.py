"""Capture: what a sentence says about memory-keeping or announces as a correction, apart
from what it says about the project."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from cognition.capture.appraisal import rx as _rx
from cognition.capture.prose import _STOP, _fold

# Words about keeping memories, or about the conversation itself, rather than about the project.
_META_WORDS = frozenset(
    """remember remembering store stored storing save saved saving note noted notes keep kept mind
    memory memories memorize memorise record recorded log convention conventions rule rules decision
    decisions decide decided deciding lesson lessons learned learnt team project future reference
    fact facts please thing things something everyone got understood sure okay ok done will i've
    i'll we've we'll let's let me make sure going forget don't this that these those here there
    it its our my your we i you us the a an for on about of to and so also again now later next
    time session permission denied couldn't can't cannot anything everything else conversation
    chat discussion useful helpful stuff thanks thank cheers great nice cool awesome go going
    asked exactly why""".split()
)
_INFO_WORD = re.compile(r"[\w][\w'./-]*")
# A lead-in that announces a correction: "Sorry, my mistake —", "Correction:", "Actually,".
_CORRECTION_LEAD = _rx(
    r"^(?:(?:right|ok|okay|oh|ah|hm+|yes|yeah|well|ugh|no|wait"
    r"|whoa|woah|uh|um+|erm|eh|hey)[,.!]?\s+)?"
    r"(?:sorry|oops|whoops|my (?:mistake|bad|fault)|(?:that'?s|it'?s) (?:on me|my fault)|correction"
    r"|actually|wait|hold on|no|nope|nah|scratch that"
    r"|i was wrong|i misspoke|i stand corrected|to correct (?:myself|that)"
    r"|i (?:mixed (?:that |it |them )?up|got (?:that|it) wrong|confused (?:that|them))"
    r"|let me correct (?:myself|that)"
    # the assistant's claim does not hold where the user works: "not on their setup."
    r"|not (?:on|in|for|with) (?:their|our|this|that|the|my) \w+(?: \w+)?(?=\s*[.!,:;—–]))"
    # followed by punctuation ("Sorry, ...", "Correction: ...") or the statement ("No, it ...")
    r"(?:\s*(?:[,:;!.—–]|-(?=\s))\s*|\s+(?=(?:it|its|it'?s|that|thats|that'?s|the|this|we|you|i)\b))"
)
# Saying one got it wrong: "I had that wrong", "I mixed them up".
_ADMISSION = (
    r"(?:got|had) (?:that|it|this|them) (?:all )?(?:wrong|backwards)|mixed (?:that |it |them )?up"
)
_CORRECTS = _rx(
    r"\bnot\s+[^,.;]{1,40}?,?\s+but\b|\b(?:i|we) (?:was|were) wrong\b|\bis wrong\b"
    rf"|\bnot what i said\b|\bmisspoke\b|\b(?:{_ADMISSION})\b"
    r"|\b(?:gave|told|sent|showed) you the wrong\b|\bthat'?s the wrong\b"
    r"|\bthat'?s (?:wrong|not right|incorrect)\b"
    # "its alias is acme-uat2 now, the old one is deleted"
    r"|\bthe old (?:one|[\w-]+) (?:is|was|got|has been) (?:deleted|gone|removed|retired|dead)\b"
    # a value changed, told of what was just named: "infra moved it to 22022", "its 22022 now"
    r"|\b(?!i\b)(?:infra|ops|they|we|someone|\w+ team) (?:moved|changed|switched|bumped|renamed) "
    r"(?:it|that|this|them) (?:over )?to\b"
    r"|\b(?:it'?s|its) [\w.:/-]*\d[\w.:/-]* now\b"
    # one value put for another: "its 6380 not 6379", "v3, not v2"
    r"|(?<![\w.:/-])[\w.:/-]*\d[\w.:/-]*,?\s+not\s+[\w.:/-]*\d"
    # "ah right, forgot about that." after the assistant found the mismatch
    # (said of oneself: "every restart forgot it" admits nothing)
    r"|(?:^\W*|\b(?:i|we|i'd|we'd|right|ah|oh|sorry|yeah|yes)[,.]?\s+)"
    r"(?:totally\s+|completely\s+)?forgot (?:about )?(?:that|this|it)\b"
    # "scratch the 21, that number is from last year", "Hm, scratch that base url."
    r"|\bscratch (?:that|the|this|what i said)\b"
    r"|\b(?:is|'s|was|are|were) (?:from last year|out of date|outdated|stale)\b"
    r"|\bmy (?:fault|bad|mistake)\b|\b(?:that'?s|it'?s) on me\b"  # "ugh, it does matter, my fault"
    # the user taking the assistant's correction: "Oh, you're right, we changed that."
    r"|\byou'?re right\b[^.?!]*\b(?:changed|moved|renamed|switched|forg[eo]t\w*|wrong|old)\b"
    # what was said is out of date: "0x76 was the old board", "v2 is the old one i gave you"
    r"|\b(?:was|is|'s|were|are) the old (?:one|ones|[\w-]+)\b(?! (?:one )?(?:still|too|also)\b)"
)
# An admission that ends in a colon or a dash, what follows it being the correction.
_ADMITTED = _rx(
    rf"\b(?:{_ADMISSION}|i was wrong|i misspoke|my (?:mistake|bad|fault))\s*(?::|\s[—–-])\s+(?=\S)"
)
# "Store this convention for the team: X", "Remember that X", "Lesson learned: X": only X is kept.
_META_PREFIX = _rx(
    r"^(?:(?:ah|oh|ok|okay|right|so|also)[,.!]?\s+){0,2}"  # "Ah right, heads up: ..."
    r"(?:(?:please|pls|plz)\s+)?(?:remember|note|keep in mind|don'?t forget|fyi|btw|heads[- ]up"
    r"|for the record|just so you know"
    # "save that to memory pls, ...", "put this in memory so ..."
    r"|(?:save|put|store|add|keep) (?:this|that|it) (?:to|in|into) (?:your )?memory"
    r"(?:\s+(?:pls|plz|please))?)(?:\s+that)?(?:\s+(?:this|that) one\b)?\s*[,:]?\s+"
)
# A statement about "it" with little else ("It has to be async.") names what it is about only
# in the sentence before: on its own, as a memory, it says nothing.
_PRONOUN_SUBJECT = re.compile(r"^(?:it|this|that|they)\b(?![-'’])", re.IGNORECASE)
# What is left of "Please remember that, then fix the sync script." is the next task, not a fact.
_NEXT_STEP = re.compile(r"^(?:and\s+)?then\b", re.IGNORECASE)
# What is left of "Please remember that so we don't lose another morning to it.": why to keep it.
# ... or why it is worth keeping: "pls remember this one, it's bitten us twice".
_PURPOSE = re.compile(
    r"^(?:so|so that|in case|(?:it|this|that)(?:'?s| has)? (?:bit|bitten)|we (?:got|were) bitten"
    r"|(?:every|each) (?:session|time)\b[^.]*\b(?:wrong|forgets?)|you (?:always|keep) (?:get|forget))\b",
    re.IGNORECASE,
)
_OPEN_LOOP = re.compile(r"^\s*(?:TODO|FIXME)\b")  # a status, not a lead-in: it stays
_HEAD = re.compile(r"^(?P<head>[^:]{2,80}?)\s*:\s+(?P<body>\S.*)$")


@functools.lru_cache(maxsize=4096)
def _informative(text: str) -> frozenset[str]:
    """The words of a text that say something about the project (meta talk and stopwords out)."""
    words = (w.strip("'.") for w in _INFO_WORD.findall(_fold(text).lower()))
    return frozenset(w for w in words if len(w) > 1 and w not in _META_WORDS and w not in _STOP)


@dataclass(frozen=True, slots=True)
class _Said:
    content: str  # verbatim, meta lead-ins and correction lead-ins removed
    corrective: bool  # it announces a correction
    empty: bool  # nothing about the project is left (meta talk, a bare "sorry, my mistake")


def _unwrap(sentence: str) -> _Said:
    """A sentence without its meta and correction lead-ins, and whether anything is left."""
    s, corrective = sentence.strip(), bool(_CORRECTS.search(_fold(sentence)))
    meta = False  # a meta lead-in came off: what is left may be only its purpose
    while True:
        folded = _fold(s)
        if m := _CORRECTION_LEAD.match(folded):
            s, corrective = s[m.end() :].lstrip(" ,:;—–-"), True
            continue
        if m := _META_PREFIX.match(folded):
            s, meta = s[m.end() :], True
            continue
        if m := _ADMITTED.search(folded):  # "I looked at the script and I had it wrong: X"
            s, corrective = s[m.end() :], True
            continue
        if (m := _HEAD.match(s)) and not _informative(m.group("head")) and not _OPEN_LOOP.match(s):
            s = m.group("body")  # "Store this convention for the team: ..."
            continue
        break
    words = _informative(s)
    if corrective and len(_informative(_CORRECTS.sub(" ", _fold(s)))) < 2:
        words = frozenset()  # only the admission: "I mixed it up with ledger.", "I had that wrong"
    empty = len(words) < (3 if _PRONOUN_SUBJECT.match(s) else 2) or bool(_NEXT_STEP.match(s))
    empty = empty or (meta and _PURPOSE.match(s) is not None)
    if (
        not empty
        and (m := _HEAD.match(s))
        and _informative(m.group("body")) <= _informative(m.group("head"))
    ):
        empty = True  # "The deploy lock: We decided on the deploy lock." says only its label
    return _Said(s, corrective, empty)
