"""Capture: the statements of one transcript in order, and how they resolve: restatements
fold, corrections replace, what a memory tool stored is not captured again."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Sequence

from cognition.capture.advice import advice as _advice
from cognition.capture.appraisal import rx as _rx
from cognition.capture.correction_text import (
    _announces_fix,
    _compared,
    _correct,
    _coverage,
    _denies_earlier,
    _has_value,
    _joins_correction,
    _names_a_value,
    _referent,
    _value_head,
    accepts_correction,
)
from cognition.capture.decision_text import _FOLLOW_UP
from cognition.capture.hit import Hit as _Hit
from cognition.capture.hit import other_items, weak_hit
from cognition.capture.joined import turn_sentences
from cognition.capture.markers import acts_now, ruled_out
from cognition.capture.meta_talk import _CORRECTION_LEAD, _informative, _unwrap
from cognition.capture.one_go import EXPERIENCE as _EXPERIENCE
from cognition.capture.one_go import (
    headed_for_review,
    listed_rules,
    one_per_event,
    one_per_telling,
    rules_with_their_event,
    with_its_item,
)
from cognition.capture.options_taken import reviews, take_option
from cognition.capture.points import (
    after_points_announced,
    and_another,
    lays_down_rules,
    ruled_after,
    shares_a_name,
)
from cognition.capture.prose import _fold, _keep_sentence, _sentences, another_point
from cognition.capture.relation import relation
from cognition.capture.review_points import answered_points
from cognition.capture.sentence_salience import scored as _scored
from cognition.capture.taken_up import (
    accepting,
    answered_tersely,
    answered_yes_or_no,
    answering,
    asked_the_user,
    choice_asked,
    confirmed,
    credit_echo,
    denied_points,
    echoes_the_choice,
    explained_later,
    rule_agreed,
)
from cognition.capture.told_on import (
    describes,
    explains,
    fix_told,
    fixed_later,
    with_fix_steps,
    with_its_cause,
)
from cognition.capture.turns import MEMORY_TOOL, Turn
from cognition.redact import redact


def _hits(turns: Iterable[Turn], min_salience: float) -> list[_Hit]:
    """Salient statements, tool-stored memories and corrections, in transcript order."""
    hits: list[_Hit] = []
    last: _Hit | None = None  # the last salient hit: rationale and fixes fold into it
    stored_in_reply = ""  # memory-tool texts since the user last spoke
    asked = ""  # the user's last "A or B?": what a decision after it chooses between
    advice: list[str] = []  # the assistant's last reply: what a bare "ok, X it is" accepts
    announced = False  # the user's last turn ended on "I gave you the wrong port."
    reply_no = -1  # the assistant's last turn
    cause: _Hit | None = None  # the assistant's cause found, until its fix is reported
    reply = ""  # the assistant's last reply, until the user answers it: the options it laid out
    agreed = ""  # ... or the reply the user's last turn answered, if nothing was said since
    told_before = ""  # the reply the user's last turn answered
    for turn_no, turn in enumerate(turns):
        if turn.role == MEMORY_TOOL:
            hits.append(_stored(turn, turn_no))
            stored_in_reply += " " + hits[-1].text
            continue
        if turn.role == "user":
            stored_in_reply = ""
            said = _sentences(redact(turn.text).text)
            if advice and advice[-1].rstrip().endswith("?"):  # the assistant asked
                confirmed([h for h in hits if h.turn_no == reply_no], hits, said, advice[-1])
        before = len(hits)
        fixing = announced and turn.role == "user"
        # a plan set right (after "sounds good" too), a finding borne out
        answered = (reply or agreed) if turn.role == "user" else ""
        # ... and the reply before it, which the user may set right after a bare "yep"
        heard = _said_since(told_before, answered) if told_before != answered else answered
        last = _turn_hits(turn, turn_no, hits, last, stored_in_reply, min_salience, fixing, heard)
        if turn.role == "assistant":
            advice, reply_no = _sentences(redact(turn.text).text), turn_no
            cause = fixed_later(cause, hits[before:], advice, turn_no)
            reply, agreed = _said_since(reply, redact(turn.text).text), ""
            with_fix_steps(hits[before:], reply)
        if turn.role == "user":
            listed_rules(hits[before:], reviews(answered) and headed_for_review(said))
            answering(hits[before:], asked)
            if asked_the_user(reply):
                answered_yes_or_no(hits[before:], advice)
                made = answered_tersely(hits[before:], advice, said, turn.uuid, turn_no)
                hits += [made] if made else []
            accepting(hits[before:], advice)
            denied_points([h for h in hits if h.turn_no == reply_no], said, reply)
            rule_agreed(hits[before:], advice)
            made = take_option(hits[before:], said, reply, turn.uuid, turn_no)
            hits += [made] if made else []
            cause = fix_told(cause, hits[before:], turn_no)
            reply, agreed, told_before = "", answered, answered
            asked = choice_asked(said) or asked
            announced = _announces_fix(said)
    return hits


def _stored(turn: Turn, turn_no: int) -> _Hit:
    """What a memory tool stored: never captured again (it is reconsolidated on write)."""
    text = redact(turn.text).text
    return _Hit(
        text, 0.0, "note", turn.uuid, turn_no, 0, role=turn.role, stored=True, turns={turn_no}
    )


def _turn_hits(
    turn: Turn,
    turn_no: int,
    hits: list[_Hit],
    last: _Hit | None,
    stored_in_reply: str,
    min_salience: float,
    correcting: bool = False,  # a bare "Sorry, my mistake." announces the next sentence
    answered: str = "",  # the assistant's reply the user answers
) -> _Hit | None:
    """Appends the statements of one spoken turn to `hits`; returns the last salient one."""
    weak: tuple[int, str] | None = None  # a sub-threshold "it failed" that a fix may explain
    index, chain = -1, False
    said_all, items = _sentences_of(turn, answered)
    for position, (raw, item) in enumerate(zip(said_all, items, strict=True)):
        said, correcting = _unwrap(raw), correcting and not ruled_out(raw)  # not "ty, i'll ..."
        s = said.content  # a terse "It is 6543." after "Sorry, my mistake." corrects a value:
        terse_fix = (correcting or said.corrective) and _has_value(s)
        if not (_keep_sentence(raw) or _CORRECTION_LEAD.match(_fold(raw)) or terse_fix):
            last = _kept_on_request(raw, hits, turn_no, index + 1) or last
            continue
        index += 1
        salience, kind = _scored(raw, turn.role, position, min_salience, said_all, answered)
        if said.empty and not terse_fix:  # a bare "port." answering "which part?" keeps it on
            correcting, weak = said.corrective or (correcting and len(s.split()) <= 2), None
            last = _kept_on_request(raw, hits, turn_no, index) or last
            continue
        corrective, chain, correcting = _coverage(said.corrective, correcting, chain, terse_fix)
        prev = _just_before(hits, last, turn_no, index, kind, item)
        alone = salience >= min_salience and _apart(prev, s, said_all, raw, kind)
        if prev and not alone and _folded(prev, s, kind, index):  # "... and our min is iOS 15"
            continue
        # No marker is never a memory; the assistant's rule is advice (kept if it corrects).
        if not kind or salience < min_salience or _advice(turn.role, kind, s):
            hits.append(weak_hit(turn, (turn_no, index, item), s, salience, kind, corrective))
            weak = (index, s) if kind in _EXPERIENCE else None
            continue
        if prev and _folds_as_experience(prev, kind, corrective):
            _join_experience(prev, s, salience, kind, index)
            continue
        if kind in _EXPERIENCE:
            s = _with_what_led_up(s, weak, index, turn.role, said_all[:position])
        s, weak = with_its_item(s, hits, turn_no, index, item), None
        last = _Hit(
            s,
            salience,
            kind,
            turn.uuid,
            turn_no,
            index,
            role=turn.role,
            corrective=corrective,
            turns={turn_no},
            after_tool=stored_in_reply if turn.role == "assistant" else "",
            item=item,
            ruled=turn.role == "user"
            and (ruled_after(said_all, raw) or after_points_announced(said_all, raw)),
        )
        hits.append(last)
    return last


# What happened, told as the reason for a rule: "we had to file a breach report in august
# because sentry captured request bodies".
_TOLD_OF_THE_PAST = re.compile(
    r"\b(?:we|it|they|that|this|someone) (?:had to|was|were|did|got|went|broke|shipped)\b",
    re.IGNORECASE,
)


def _sentences_of(turn: Turn, answered: str) -> tuple[tuple[str, ...], list[int]]:
    """The turn's sentences and the list item of each; in the user's answer to a review, the
    point each answers (cognition/capture/review_points.py)."""
    said, items = turn_sentences(redact(turn.text).text, turn.role)
    return said, answered_points(said, items, answered) if turn.role == "user" else items


def _apart(prev: _Hit | None, s: str, turn: tuple[str, ...], raw: str, kind: str) -> bool:
    """`s` is another point than `prev`: "and <something else>", or the next of the rules its
    turn lays down (not what led to the one before)."""
    if prev is None:
        return False
    # ... told as its first clause: "feature tests run on mysql, not sqlite, we got burned by
    # json columns" is a rule with its reason
    told_of_the_past = kind == "note" and _TOLD_OF_THE_PAST.search(raw.split(",")[0]) is not None
    if another_point(s) and prev.kind == "decision" and not shares_a_name(prev.text, s):
        return True  # "also leave foot passengers alone, ..." after the option taken and why
    return and_another(prev.text, s) or (lays_down_rules(turn, raw) and not told_of_the_past)


def _with_what_led_up(
    s: str, weak: tuple[int, str] | None, index: int, role: str, before: Sequence[str]
) -> str:
    """An experience told with what led up to it: the sub-threshold "it failed" just before,
    or, in the assistant's reply, the cause named before its "Fix: ..."."""
    if weak and weak[0] == index - 1:
        return f"{weak[1]} {s}"
    return with_its_cause(s, [_unwrap(r).content for r in before]) if role == "assistant" else s


# "Please remember that." / "Keep this in mind, then ...": the request points at what was just said.
_KEEP_THAT = _rx(
    r"\b(?:remember|note|keep|don'?t forget) (?:that|this|it)\b(?: in mind)?\s*(?:[,.!;]|then\b|$)"
)


def _kept_on_request(raw: str, hits: list[_Hit], turn_no: int, index: int) -> _Hit | None:
    """The statement just before a bare "remember that", made salient: the user asked for it."""
    if not _KEEP_THAT.search(_fold(raw)) or not hits:
        return None
    prev = hits[-1]
    if prev.turn_no != turn_no or prev.index != index - 1 or prev.stored or prev.dropped:
        return None
    prev.weak = prev.background = False
    prev.salience += 3.0
    return prev


def _bridged(
    hits: list[_Hit], last: _Hit | None, turn_no: int, index: int, kind: str
) -> _Hit | None:
    """Cause and fix told with a plain sentence between them ("Found it: R8 renames the
    fields ... Debug builds don't run R8. The fix is a keep rule ..."): the experience takes
    the sentence between, so the fix can join it."""
    if kind not in _EXPERIENCE or not last or last.kind not in _EXPERIENCE or not hits:
        return None
    between = hits[-1]
    if last.turn_no != turn_no or last.index != index - 2 or between.index != index - 1:
        return None
    if not between.weak or between.turn_no != turn_no or between.corrective:
        return None
    hits.pop()
    last.text += " " + between.text
    last.index = index - 1
    return last


def _folded(prev: _Hit, s: str, kind: str, index: int) -> bool:
    """`s` goes on with the statement just before it: a decision's or a rule's reason, or a
    cause told on over the next sentence about the same name."""
    if _folds_as_rationale(prev, s, kind):
        _add_rationale(prev, s, index)
        return True
    if prev.kind in _EXPERIENCE and explains(prev.text, s):
        prev.text += " " + s
        prev.index = index
        return True
    return False


def _add_rationale(prev: _Hit, s: str, index: int) -> None:
    prev.text += " " + s
    prev.follow_up = s
    prev.salience += 1.0
    prev.index = index


def _folds_as_rationale(prev: _Hit, s: str, kind: str) -> bool:
    """A "Because ..." right after a decision is that decision's rationale; so is a plain
    statement right after a decision or a rule, in the same turn ("Let's go with RQ. Celery is
    overkill for a handful of jobs."; "Don't use print here. We log through structlog.")."""
    if prev.kind == "decision" and kind == "preference" and len(prev.text) < 600:
        return True  # "Let's go with GoodJob. ... Solid Queue is tempting, but I'd rather not ..."
    if prev.follow_up or prev.kind not in ("decision", "convention") or len(prev.text) > 400:
        return False
    if prev.kind == "decision" and _FOLLOW_UP.match(_fold(s)):
        return True
    if another_point(s):  # "also ask him to squash ..." after a rule is not its reason
        return False
    if prev.kind == kind == "convention":  # the same rule told twice over, or how it is kept
        return bool(_informative(prev.text) & _informative(s)) or describes(s)
    plain = kind in ("", "note") and not s.rstrip().endswith("?")
    # "... we moved email to postmark. send through MailService, it wraps postmark": how the
    # choice is used
    used = prev.kind == "decision" and shares_a_name(prev.text, s)
    return plain and (kind == "note" or used or bool(_DECLARATIVE.search(s)))


# A statement rather than a request: "Celery is overkill", "the old name has gone", or one
# that opens on its subject ("The YAML files keep drifting between environments.").
_DECLARATIVE = re.compile(
    r"\b(?:is|are|was|were|has|have|would|isn't|aren't|can|can't|cannot|must|only)\b"
    r"|^(?:the|our|their|its|these|those|it|that|this)\b",
    re.IGNORECASE,
)


def _folds_as_experience(prev: _Hit, kind: str, corrective: bool) -> bool:
    """Error, cause and fix told in consecutive sentences form one experience."""
    return (
        prev.kind in _EXPERIENCE and kind in _EXPERIENCE and len(prev.text) < 600 and not corrective
    )


def _join_experience(prev: _Hit, s: str, salience: float, kind: str, index: int) -> None:
    prev.text += " " + s
    prev.salience = max(prev.salience, salience) + 0.5
    prev.kind = "incident" if "incident" in (prev.kind, kind) else "error_fix"
    prev.index = index


def _just_before(
    hits: list[_Hit], last: _Hit | None, turn_no: int, index: int, kind: str, item: int
) -> _Hit | None:
    """The salient statement just before this one in the same turn (and list item), if any."""
    prev = last if last and last.turn_no == turn_no and last.index == index - 1 else None
    prev = prev or _bridged(hits, last, turn_no, index, kind)
    return None if prev and other_items(prev.item, item) else prev


_RECENT = 200  # how far back a correction looks for the statement it corrects


def _echoes(text: str, stored: str) -> bool:
    """Most of what the assistant says right after a memory tool call is what it stored."""
    words = _informative(text)
    return bool(words) and len(words & _informative(stored)) / len(words) >= 0.5


# A name only a note would repeat: "RCT_NEW_ARCH_ENABLED=0", "payments-headless", "v4.2".
_IDENTIFIER = re.compile(r"[\w.-]*[_=\d][\w.=-]*|[a-z]+-[a-z][\w-]*", re.IGNORECASE)


def _names_stored(text: str, stored: str) -> bool:
    """`text` names an identifier of `stored` and shares three of its words ("if you do
    reinstall pods, it has to be `RCT_NEW_ARCH_ENABLED=0 pod install`" after the tool stored
    "run pod install with RCT_NEW_ARCH_ENABLED=0 ...")."""
    names = {n.lower() for n in _IDENTIFIER.findall(text) if len(n) >= 6}
    if not names & {n.lower() for n in _IDENTIFIER.findall(stored)}:
        return False
    return len(_informative(text) & _informative(stored)) >= 3


def _resolve(hits: list[_Hit], min_salience: float) -> list[_Hit]:
    """Within one transcript: restatements fold, corrections replace, tool-stored ones are not
    captured again. Statements that differ in a number, a negation or their order never fold."""
    kept: list[_Hit] = []  # salient and tool-stored statements, in transcript order
    recent: deque[_Hit] = deque(maxlen=_RECENT)  # the latest of any kind, for corrections to name
    for hit in hits:
        earlier = [k for k in recent if not k.dropped]
        recent.append(hit)
        if hit.background and (_retold(hit, earlier) or _denies_earlier(hit, earlier)):
            hit.background, hit.corrective = False, True
        if hit.background or hit.dropped:  # dropped: a finding the user agreed with replaced it
            credit_echo(kept, hit)
            continue
        if hit.after_tool and _echoes(hit.text, hit.after_tool):
            hit.dropped = True  # the assistant telling what it just stored ("Saved: ...")
            continue
        if _settled(kept, hit, recent, earlier):
            kept = [k for k in kept if not k.dropped]
            continue
        terse, pool, compared = False, kept, _compared(hit)
        if hit.corrective:
            words = _informative(hit.text)
            terse = len(words) < 2 or not words & {w for k in earlier for w in _informative(k.text)}
            pool = _referent(earlier) if terse else earlier
            compared = f"Correction: {_value_head(hit.text)[0]}" if terse else compared
        same: _Hit | None = None
        stale: list[_Hit] = []
        for other in pool:
            rel = relation(other.text, compared)
            if rel == "same":
                same = other
                break
            if rel == "update":
                stale.append(other)
        if hit.weak and not stale and not hit.corrected and not _names_a_value(hit):
            hit.dropped = True  # "actually, ..." that corrects nothing is not worth keeping
            continue
        if hit.weak and not stale:  # "No, that's the old box. It runs on metrics.internal:9100."
            hit.weak, hit.salience = False, max(hit.salience, min_salience)
        _correct(hit, stale, terse, min_salience)
        if stale:
            kept = [k for k in kept if not k.dropped]
        if same is None:
            kept.append(hit)
            continue
        if same.background:  # a correction that restates an unremarkable sentence
            kept.append(hit)
            continue
        if same.stored:
            hit.dropped = True  # the tool already stored it: no copy of ours
            continue
        if hit.stored:
            winner, loser = hit, same  # ours restated what the tool then stored: no copy
        else:
            winner, loser = (hit, same) if hit.salience > same.salience else (same, hit)
            winner.turns |= loser.turns
            winner.corrected |= loser.corrected
        loser.dropped = True
        kept[kept.index(same)] = winner
    return rules_with_their_event(one_per_event(one_per_telling(_without_copies(kept, hits))))


def _settled(kept: list[_Hit], hit: _Hit, recent: Sequence[_Hit], earlier: list[_Hit]) -> bool:
    """`hit` says nothing of its own: the assistant saying the user's correction or choice
    again, a decision's reason given later, the next sentence of a correction (each joins or
    drops)."""
    return (
        accepts_correction(hit, recent)
        or explained_later(kept, hit)
        or echoes_the_choice(kept, hit)
        or _joins_correction(kept, hit, earlier)
    )


def _without_copies(kept: list[_Hit], hits: list[_Hit]) -> list[_Hit]:
    """What the memory tools stored is not captured again, nor is a statement that repeats one
    unless it corrects it: mostly its words ("Yeah we always need the VPN for staging" after the
    tool stored "Staging deploys need the VPN."), or its identifier and three of its words, told
    by the assistant (reminding the user of a stored note later on) or by the user just before
    the tool stored it (what the user asked to be put in memory)."""
    stored = [h for h in hits if h.stored]
    return [h for h in kept if not h.stored and not any(_repeats(h, s) for s in stored)]


def _repeats(h: _Hit, stored: _Hit) -> bool:
    named = h.role == "assistant" or 0 < stored.turn_no - h.turn_no <= 2
    again = _echoes(h.text, stored.text) or (named and _names_stored(h.text, stored.text))
    # "remember the rnli boat always has berth A1, ..." and the tool storing it right after, in
    # its own words
    asked = h.role == "user" and stored.turn_no - h.turn_no == 1 and h.salience >= _ASKED_AT
    shared = len(_informative(h.text) & _informative(stored.text)) >= _ASKED_WORDS
    return (again or (asked and shared)) and relation(stored.text, _compared(h)) != "update"


_ASKED_AT = 5.0  # a statement this salient, a "remember" on a rule, is what the tool stored
_ASKED_WORDS = 3  # of the stored memory's words it says, at least


def _retold(hit: _Hit, earlier: list[_Hit]) -> bool:
    """The user telling again, in a later turn, what they told before with another value
    ("The cache TTL is 10 minutes by the way." after "The cache TTL is 5 minutes."): a
    correction without its announcement; not an instruction to act now."""
    if hit.role != "user" or acts_now(hit.text):
        return False
    return any(
        k.role == "user" and k.turn_no < hit.turn_no and relation(k.text, hit.text) == "update"
        for k in earlier
    )


def _said_since(reply: str, text: str) -> str:
    """Two of the assistant's replies read as one, the later at the end: those between tool
    calls since the user last spoke ("Vehicle check-in closes 30 minutes before departure, ..."
    before the work, "Done on `feat/checkin-reminder`." after it), or the reply before the one
    the user answers and that one."""
    return f"{reply}\n\n{text}" if reply else text
