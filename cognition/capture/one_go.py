"""Capture: what is told in one go, or of one event, is kept as one memory."""

from __future__ import annotations

import re

from cognition.capture.hit import KEPT_AT, Hit, other_items
from cognition.capture.meta_talk import _informative as informative
from cognition.capture.options_taken import CHOSE
from cognition.capture.points import (
    and_another,
    announces_points,
    rule_after_rule,
    says_rules_follow,
    sums_up,
)
from cognition.capture.prose import another_point
from cognition.capture.review_points import REVIEW_ITEMS

EXPERIENCE = ("error_fix", "incident")
# A statement that opens on "and" goes on with the one before it.
_GOES_ON = re.compile(r"^and\s+(?!also\b)", re.IGNORECASE)


def one_per_telling(kept: list[Hit]) -> list[Hit]:
    """What the user tells in one go is one memory: statements that follow one another in a
    turn about the same thing ("main only ever goes to staging. all the prod apps follow the
    release branch, and promoting is a PR from main into release") are joined, so a rule and
    the half that completes it are not stored as two; two decisions on two things stay two, and
    so do the points of a turn that announces several, another thing told after "and", and a
    second rule, or each sentence after "house rules:" (cognition/capture/points.py)."""
    out: list[Hit] = []
    listed: set[int] = set()  # turns that say several points follow: each stays one memory
    for h in kept:
        if h.role == "user" and (announces_points(h.text) or says_rules_follow(h.text)):
            listed.add(h.turn_no)
        prev = out[-1] if out else None
        goes_on = _GOES_ON.match(h.text) is not None  # "and any layout change bumps ..."
        if (
            prev is not None
            and prev.role == h.role == "user"
            and prev.turn_no == h.turn_no
            and h.turn_no not in listed
            # the next statement, or one that goes on with "and" past a sentence between
            and (h.start == prev.index + 1 or (goes_on and h.start == prev.index + 2))
            # the same thing told on, or a decision and its reason; an event and the rule
            # drawn from it are two memories (an experience, a fact)
            and (prev.kind in EXPERIENCE) == (h.kind in EXPERIENCE)
            and (prev.kind != h.kind or informative(prev.text) & informative(h.text) or goes_on)
            and not another_point(h.text)
            and not and_another(prev.text, h.text)
            and not rule_after_rule(prev.kind, h.kind, h.text)
            and not other_items(prev.item, h.item)
            and not (prev.ruled and h.ruled)
            and not (h.kind == "convention" and sums_up(prev.text))  # the rule it drew is two
            and not (prev.kind == "decision" and h.kind == "convention")
        ):
            prev.text += " " + h.text
            prev.index, prev.item, prev.ruled = h.index, h.item, h.ruled
            prev.salience = max(prev.salience, h.salience)
            continue
        out.append(h)
    return out


# A statement about what the sentence before it leaves out: "only distributor ids 10-23 are
# real. anything else is a test meter ...".
_THE_REST = re.compile(
    r"^(?:and\s+)?(?:anything|everything|everyone|anyone) else\b|^(?:and\s+)?(?:the rest|all "
    r"(?:the )?others|any other \w+|otherwise)\b",
    re.IGNORECASE,
)


def with_its_item(s: str, hits: list[Hit], turn_no: int, index: int, item: int) -> str:
    """A statement told with the sentence before it in the same list item, which did not stand
    alone: "- the vcpkg baseline stays where it is unless we plan for it. a dcmtk bump changes
    the DICOM headers, so it only moves in a release where we budget for that"; or with the
    sentence before it that it is the rest of ("anything else is a test meter ...")."""
    before = hits[-1] if hits else None
    if not ((item >= 0 or _THE_REST.match(s)) and before and before.weak and not before.dropped):
        return s
    if (before.turn_no, before.index, before.item) != (turn_no, index - 1, item):
        return s
    before.dropped = True
    return f"{before.text} {s}"


# An instruction for the task at hand, not a rule: "skip mobile for now", "... this time".
_FOR_NOW = re.compile(
    r"\b(?:for now|for the moment|for this (?:pr|branch|one|release)|this time|right now)\b",
    re.IGNORECASE,
)


# ... or a word to pass on: "and tell her the tests are great", "also thank tomasz for it".
_PASSED_ON = re.compile(
    r"^(?:(?:and|also|oh|but|pls|please)[,]?\s+)*(?:(?:tell|thank|ask|ping)\s+(?!(?:the|a|an)\b)\w+"
    r"|say (?:thanks|thank you|well done|hi))\b",
    re.IGNORECASE,
)


def _for_now(text: str) -> bool:
    return _FOR_NOW.search(text) is not None or _PASSED_ON.match(text) is not None


_SENTENCE_ITEMS = 1000  # items numbered past any list's: sentences after "rules:" each one


def _only_announces(text: str) -> bool:
    """A sentence that only says rules follow: "... the rules for every dag:"."""
    return text.rstrip()[-1:] == ":"


def headed_for_review(said: list[str]) -> bool:
    """The user's answer to a review opens its list with a short "post it w these:": what
    follows is what the review should say."""
    return any(_only_announces(s) and len(s.split()) <= _HEADING_WORDS for s in said)


_HEADING_WORDS = 8


def listed_rules(new: list[Hit], reviewing: bool = False) -> None:
    """Rules told as a list ("put these in as rules for all PRs going forward: 1) liveviews
    never call Repo ... 2) every change to the schedule broadcasts on "schedule:updates" ...
    3) no new hex deps without asking me first ..."): each item after one kept as a rule is a
    rule too, though no marker speaks in it; so is each after a heading that announces them
    (`reviewing`: the turn answers the assistant's review under a heading of its own)."""
    rule: Hit | None = None  # the last list item kept as a rule
    opened: set[int] = set()  # the items whose first statement was seen
    announced = reviewing  # a sentence of the turn said rules follow: each sentence after is one
    for hit in new:
        if hit.role == "user" and says_rules_follow(hit.text) and _only_announces(hit.text):
            hit.weak = hit.background = announced = True  # "the rules for every dag:" says none
            continue
        # after the list it heads, the heading is done: "4 is fine, add a confirm dialog."
        listed = any(i < _SENTENCE_ITEMS for i in opened)
        after_list = listed and not 0 <= hit.item < _SENTENCE_ITEMS
        if announced and hit.item < 0 and not after_list:
            hit.item = _SENTENCE_ITEMS + hit.index
        if hit.role != "user" or hit.item < 0 or hit.dropped:
            continue
        first = hit.item not in opened
        opened.add(hit.item)
        if not hit.weak and hit.kind == "convention":
            rule = hit
        elif (
            first
            and hit.weak
            # an item of the user's own list: not a point of the review it answers
            and ((announced and not after_list) or (rule and rule.item < hit.item < REVIEW_ITEMS))
            and not _for_now(hit.text)
        ):
            hit.weak, hit.background, hit.kind = False, False, "convention"
            hit.salience = max(hit.salience, rule.salience if rule else KEPT_AT)
            rule = hit


# Informative words two accounts of one event share at least: a retelling ("for the
# postmortem: the cause was the sync pdf render blocking the event loop ...") names the same
# things as the cause found ("`renderStatementPdf` draws every transaction synchronously ...").
SAME_EVENT_WORDS = 5
# An account of an event, not advice: an incident, or a cause announced as found.
_ACCOUNT = re.compile(r"^(?:found it\b|(?:the )?root cause\b)", re.IGNORECASE)


def _an_account(h: Hit) -> bool:
    return h.kind == "incident" or bool(_ACCOUNT.match(h.text))


def one_per_event(kept: list[Hit]) -> list[Hit]:
    """Accounts of one event in a session (the cause found, the user's account for a
    postmortem, the assistant's draft of it) are one experience: a later one that shares at
    least SAME_EVENT_WORDS informative words with an earlier one, either of them an account of
    an event, is added to it. Two pieces of advice on one script stay two."""
    out: list[Hit] = []
    for h in kept:
        words = informative(h.text) if h.kind in EXPERIENCE else frozenset()
        same = next(
            (
                o
                for o in out
                if words
                and o.kind in EXPERIENCE
                and (_an_account(o) or _an_account(h))
                and len(words & informative(o.text)) >= SAME_EVENT_WORDS
            ),
            None,
        )
        if same is None:
            out.append(h)
            continue
        same.text += " " + h.text
        same.salience = max(same.salience, h.salience)
        if h.kind == "incident":
            same.kind = "incident"
    return out


# Turns after an event within which the user's rule or decision about it is drawn from it.
_DRAWN_WITHIN = 2
# Informative words a rule shares with the event it is drawn from, at least.
_DRAWN_WORDS = 2


def rules_with_their_event(kept: list[Hit]) -> list[Hit]:
    """A rule or decision the user draws from an event the assistant just accounted for (the
    cause found, then "from now on anything in the motor control path goes on that executor")
    is one memory with that account: the rule, then the event it was learned from. Stored
    apart, the event repeats the rule's why and a later session gets both; so does a second
    rule or decision drawn from it in the same turn (the fix chosen and the rule)."""
    out: list[Hit] = []
    learned: list[tuple[Hit, str]] = []  # each rule that took an event, with the event's text
    for h in kept:
        # not a correction of the account ("3 is wrong, prices are public ..."): what it
        # denies is no event it was learned from
        drawn = (
            h.role == "user"
            and (h.kind in ("convention", "decision") or sums_up(h.text))
            and not h.corrective
        )
        first = next(
            (
                r
                for r, told in learned
                if drawn and r.turn_no == h.turn_no and _shares_enough(h.text, told)
            ),
            None,
        )
        if first is not None:  # "Chose 1 ...: grace 300ms is fine" beside the rule it drew
            head, _, tail = first.text.partition(_LEARNED)
            first.text = f"{head} {h.text}{_LEARNED}{tail}"
            first.turns |= h.turns
            continue
        event = next((o for o in reversed(out) if drawn and _drawn_from(h, o)), None)
        if event is None:
            out.append(h)
            continue
        if not sums_up(h.text):  # a rule told after the summing up is no part of it
            learned.append((h, event.text))
        h.text = f"{h.text}{_LEARNED}{event.text}"
        h.salience = max(h.salience, event.salience)
        h.turns |= event.turns
        out[out.index(event)] = h
    return out


_LEARNED = " Learned from: "


def _drawn_from(h: Hit, o: Hit) -> bool:
    """`h` is drawn from the event `o` the assistant accounted for: it names what the event
    names, or it takes one of the options laid out in the very reply that found the cause."""
    if o.role != "assistant" or o.kind not in EXPERIENCE:
        return False
    # a summing up ("so basically ...") may come after the fix is deployed and reported
    within = _DRAWN_WITHIN + (2 if sums_up(h.text) else 0)
    if not 0 < h.turn_no - o.turn_no <= within:
        return False
    took_a_fix = h.kind == "decision" and h.text.startswith(CHOSE) and h.turn_no - o.turn_no == 1
    return took_a_fix or _shares_enough(h.text, o.text)


def _shares_enough(text: str, event: str) -> bool:
    """Two informative words in common, or one name from code ("current_date", "deploy.sh")."""
    shared = informative(text) & informative(event)
    return len(shared) >= _DRAWN_WORDS or any(_CODE_NAME.search(w) for w in shared)


_CODE_NAME = re.compile(r"_|\w\.\w|\d")  # snake_case, a dotted name, digits
