"""Capture: how a correction is read within one transcript: which sentences it covers, the
value it gives, what it replaces and how its sentences join."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from cognition.capture.hit import other_items
from cognition.capture.meta_talk import _informative, _unwrap
from cognition.capture.points import and_another, rule_after_rule
from cognition.capture.prose import another_point
from cognition.capture.relation import relation

if TYPE_CHECKING:  # the statements module imports this one
    from cognition.capture.transcript_statements import _Hit


def _announces_fix(said: list[str]) -> bool:
    """The turn ends by saying something was wrong without the right value ("Hold on, I
    gave you the wrong port."): the user's next turn, after the assistant asks, gives it."""
    if not said:
        return False
    last = _unwrap(said[-1])
    return last.corrective and not _NUMBER.search(last.content)


def _coverage(own: bool, correcting: bool, chain: bool, value: bool) -> tuple[bool, bool, bool]:
    """Whether a sentence corrects (its own lead-in, or an announcement before it), whether it
    passes that on as a value of the correction, and whether the next sentence is covered: "Oh
    wait, my bad, X. Y now." covers Y; "my bad. 8081 is the metrics sidecar. api upstream is
    8090." goes on through the sentences that name a value, and stops at one that names none."""
    corrective = own or (correcting and (value or not chain))
    chain = corrective and value and not own
    return corrective, chain, own or chain or (corrective and not value)


def _compared(hit: _Hit) -> str:
    """The text `relation` reads for a later statement: a correction keeps its announcement."""
    return f"Correction: {hit.text}" if hit.corrective else hit.text


_NUMBER = re.compile(r"(?<![\w.-])-?\d[\w.:/-]*\w|(?<![\w.-])-?\d")
_NUMBERED_NAME = re.compile(r"(?<![\w.-])[a-z][\w.-]*\d", re.IGNORECASE)  # europe-west4, v3


def _values(text: str) -> set[str]:
    """The numbers and numbered names a statement gives ("emr-6.15.0", "3.4.1", "2000")."""
    return {v.casefold() for v in (*_NUMBER.findall(text), *_NUMBERED_NAME.findall(text))}


def _has_value(text: str) -> bool:
    """A number, or a name with one ("its europe-west4"): what a terse correction gives."""
    return bool(_NUMBER.search(text) or _NUMBERED_NAME.search(text))


def _apply_terse(old: _Hit, new: _Hit) -> str:
    """ "It's 6543." after "The replica listens on port 5432.": the corrected statement in full
    ("587, with STARTTLS." keeps its detail beside it)."""
    head, rest = _value_head(new.text)
    if {w for w in _informative(head) - _informative(old.text) if not _NUMBER.fullmatch(w)}:
        return new.text  # it says more than a value: it stands on its own
    old_n, new_n = _NUMBER.findall(old.text), _NUMBER.findall(head)
    if len(old_n) == 1 and len(new_n) == 1:
        fixed = _NUMBER.sub(lambda _: new_n[0], old.text, count=1)
        return f"{fixed.rstrip(' .')} ({rest.rstrip(' .')})." if rest else fixed
    return new.text


# What a statement is about, before what it says of it: "bastion sshd" of "bastion sshd is on
# 2222 btw", "the replica" of "The replica listens on port 5432."
_SUBJECT = re.compile(
    r"^\W*((?:[\w./-]+\s+){0,3}?[\w./-]+)\s+(?:is|are|was|were|runs|listens|lives|uses|has|goes)\b",
    re.IGNORECASE,
)
_IT = re.compile(r"\b(?:it|its|it's|it’s)\b", re.IGNORECASE)


def _about(text: str, corrected: list[_Hit]) -> str:
    """A correction told with what it is about, as the user had told it, else as a statement it
    corrects said (_with_subject)."""
    for old in sorted(corrected, key=lambda o: o.role != "user"):
        if (told := _with_subject(old.text, text)) != text:
            return told
    return text


def _with_subject(old: str, new: str) -> str:
    """A correction that calls what it corrects "it" ("infra moved it to 22022 ... its 22022
    now") after "bastion sshd is on 2222", told with what "it" is: "bastion sshd: infra moved
    it to 22022 ..."; one that names it stands as it is."""
    m = _SUBJECT.match(old)
    if m is None or not _IT.search(new):
        return new
    subject = m.group(1).strip()
    if _informative(subject) <= _informative(new):
        return new
    return f"{subject}: {new}"


_HEAD_AND_REST = re.compile(r"^\W*([^,;]*\d[^,;]*?)\s*[,;]\s*(\S.*)$")


def _value_head(text: str) -> tuple[str, str]:
    """A terse fix's value and what it adds: "587, with STARTTLS." -> ("587", "with STARTTLS.")."""
    m = _HEAD_AND_REST.match(text)
    return (m.group(1), m.group(2)) if m else (text, "")


def _referent(earlier: list[_Hit]) -> list[_Hit]:
    """What a terse fix of a value refers to: the latest statement with a value in it (not the
    "I gave you the wrong port." between them)."""
    return next(([k] for k in reversed(earlier) if _NUMBER.search(k.text)), earlier[-1:])


# A concrete value: a host, a port, a version, a path ("metrics.internal:9100", "v2.3", "/srv").
_VALUE = re.compile(
    r"\w[\w-]*(?:[.:/]\w[\w-]*)+|\b\w*\d\w*\b|\b\w+(?:[-_]\w+){2,}|\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b"
)  # ... or a snake_case name: testflight_internal, departure_at


def _names_a_value(hit: _Hit) -> bool:
    """An announced correction that names a concrete value says what is true now, whether or
    not the statement it corrects was caught; one that ends on a colon ("Posted the review on
    #88 (changes requested):") only says that a list follows."""
    if hit.text.rstrip().endswith(":"):
        return False
    return hit.corrective and bool(_VALUE.search(hit.text)) and len(_informative(hit.text)) >= 3


def _continues(kept: list[_Hit], hit: _Hit) -> bool:
    """`hit` is the next sentence of the correction kept last, in the same turn, and not
    another point worth keeping on its own ("also that subject is FULL_TRANSITIVE, ...")."""
    last = kept[-1] if kept else None
    return bool(
        last
        and last.corrective
        and (last.turn_no, last.index + 1) == (hit.turn_no, hit.index)
        and not other_items(last.item, hit.item)
        # another point told after it stands alone if it is worth keeping on its own
        and (hit.weak or not (another_point(hit.text) or _another(last, hit)))
    )


def _another(last: _Hit, hit: _Hit) -> bool:
    """`hit` tells another thing than the correction before it, or another rule (one of those
    its turn lays down, as the correction is)."""
    return (
        and_another(last.text, hit.text)
        or rule_after_rule(last.kind, hit.kind, hit.text)
        or (last.ruled and hit.ruled)
    )


def _joins_correction(kept: list[_Hit], hit: _Hit, earlier: list[_Hit]) -> bool:
    """One correction told over sentences ("..., not UTC. The crontab uses CRON_TZ=..."):
    `hit` joins the correction kept last, if it is its next sentence."""
    if not (hit.corrective and _continues(kept, hit)):
        return False
    _join_correction(kept[-1], hit, earlier)
    return True


def accepts_correction(hit: _Hit, recent: Sequence[_Hit]) -> bool:
    """The assistant's reply that goes on from the user's correction in the turn before it,
    saying it again ("its 2khz not 1, IMU_GYRO_RATEMAX is 2000 ..." then "Right: ... the doc's
    80 Hz is stale too"), and the sentences its correction runs on through: the user's words
    are kept, the reply's are dropped."""
    if hit.role != "assistant" or not hit.corrective:
        return False
    before = next(
        (k for k in recent if k.turn_no == hit.turn_no and k.index == hit.index - 1), None
    )
    if before is not None and before.accepted:
        hit.dropped = hit.accepted = True
        return True
    told = [k for k in recent if not k.dropped and _goes_on_from(hit, k)]
    values = _values(hit.text) | _code_names(hit.text)
    if not any(
        values & (_values(k.text) | _code_names(k.text))
        or relation(k.text, _compared(hit)) in ("same", "update")
        for k in told
    ):
        return False
    hit.dropped = hit.accepted = True
    return True


def gone_on_from(hit: _Hit, pool: list[_Hit]) -> list[_Hit]:
    """What a correction may replace: not, for the assistant's, what the user said in the turn
    just before it, which the reply goes on from ("its 2khz not 1 ..." then "Right: ... (the
    doc's 80 Hz is stale too)")."""
    return [k for k in pool if not _goes_on_from(hit, k)]


def _goes_on_from(hit: _Hit, k: _Hit) -> bool:
    """`k` is what the user said in the turn the assistant's `hit` replies to."""
    return hit.role == "assistant" and k.role == "user" and k.turn_no == hit.turn_no - 1


def _join_correction(head: _Hit, hit: _Hit, earlier: list[_Hit]) -> None:
    """The next sentence of a correction joins it ("I had it wrong: the nightly build is
    Development, not Shipping. Only the release branch builds Shipping."); what it corrects
    from before the correction's turn is dropped too, never the correction's own sentences."""
    head.text += " " + hit.text
    replaced = []
    for other in gone_on_from(head, earlier):
        if other.turn_no != hit.turn_no and relation(other.text, _compared(head)) == "update":
            other.dropped, head.corrected = True, True
            replaced.append(other)
    head.text = _about(head.text, replaced)
    head.index, head.salience, head.item = hit.index, max(head.salience, hit.salience), hit.item
    head.weak = head.weak and hit.weak
    hit.dropped = True


def _correct(hit: _Hit, stale: list[_Hit], terse: bool, min_salience: float) -> None:
    """`hit` replaces the statements it corrects."""
    stale = gone_on_from(hit, stale)
    for old in stale:
        if terse and len(stale) == 1:
            hit.text = _apply_terse(old, hit)
        if hit.weak:  # a bare correction takes the kind of what it corrects
            hit.kind, hit.weak = old.kind, False
            hit.salience = max(hit.salience, old.salience, min_salience)  # a correction is salient
        hit.corrected = True
        old.dropped = True  # it was never true (a tool-stored one is reconsolidated on write)
    hit.text = _about(hit.text, stale)


# "reminders go out 48 hours before the appointment, not the evening before.": what the user
# had said is named as what is not so.
_NOT_TAIL = re.compile(r",\s+not\s+(?:the\s+|a\s+|an\s+)?([^,.;!?]{3,60})", re.IGNORECASE)


# A name in code: snake_case, dotted, with a digit ("position_ts", "raw.ais_positions", "v2");
# not a bare number, as _VALUE takes one: ", not 7" names no assumption this reads safely
_CODE_NAME = re.compile(r"[a-z][\w]*_[\w]+|[a-z]\w*\.[a-z]\w*|[a-z]+\d\w*", re.IGNORECASE)


def _code_names(text: str) -> set[str]:
    """The names in code a text uses ("Localizable.xcstrings", "position_ts"), case folded."""
    return {n.casefold() for n in _CODE_NAME.findall(text)}


def _names_assistants(denied: str, hit: _Hit, earlier: list[_Hit]) -> bool:
    """What the user's ", not <denied>" names is a name in code the assistant used in the turn
    or two before: the user sets the assistant's assumption right."""
    denied = re.split(r"[:(—–]", denied)[0]  # "not a nice to have: every quote ..."
    if len(denied.split()) > 4:
        return False
    names = _code_names(denied)
    return bool(names) and any(
        k.role == "assistant" and 0 < hit.turn_no - k.turn_no <= 2 and names <= _code_names(k.text)
        for k in earlier
    )


# "its 2khz not 1", "it's postgres not mysql": the user sets a value said just before right.
_ITS_NOT = re.compile(
    r"^(?:it'?s|its|it is|that'?s|thats)\s+\S+(?:\s\S+)?,?\s+not\s+([^,.;!?\s]+(?:\s[^,.;!?\s]+)?)",
    re.IGNORECASE,
)


def _denies_earlier(hit: _Hit, earlier: list[_Hit]) -> bool:
    """The user's statement ends on ", not <what the user had said before>": a correction of it
    ("send it the evening before at 6pm" ... "48 hours before, not the evening before"); or
    opens on "it's X not Y" where Y is what the assistant just said ("the rate controller runs
    at 1 kHz" ... "its 2khz not 1, IMU_GYRO_RATEMAX is 2000 ..."); or sets right an amount the
    assistant proposed (_sets_value_right, which writes the reason into `hit.text`)."""
    if hit.role != "user":
        return False
    m = _NOT_TAIL.search(hit.text)
    words = _informative(m.group(1)) if m else frozenset()
    if words and any(
        k.role == "user" and k.turn_no < hit.turn_no and words <= _informative(k.text)
        for k in earlier
    ):
        return True
    if m and _names_assistants(m.group(1), hit, earlier):
        return True  # "... is day(received_at), not position_ts." after "position_ts >= ..."
    m = _ITS_NOT.match(hit.text)
    said = set(m.group(1).casefold().split()) if m else set()
    return (
        (
            bool(said)
            and any(
                k.role == "assistant"
                and 0 < hit.turn_no - k.turn_no <= 2
                and said <= set(re.findall(r"[\w.]+", k.text.casefold()))
                for k in earlier
            )
        )
        or _sets_value_right(hit, earlier)
        or _sets_name_right(hit, earlier)
    )


# "starts_at is UTC in the db, ..." after the assistant's "`appointments.starts_at` is stored as
# clinic-local wall time": the user says what a name in the assistant's code holds.
_NAME_IS = re.compile(
    r"^\W*(?:the\s+)?`?([a-z]\w*_\w+|[a-z]\w*\.[a-z]\w*)`?\s+(?:is|are)\s+(.+)", re.IGNORECASE
)


_AGREEING = frozenset("right yes yeah yep correct exactly true indeed ok okay".split())


def _sets_name_right(hit: _Hit, earlier: list[_Hit]) -> bool:
    """The user opens on a name in code the assistant said something of, in the turn or two
    before, and says of it what the assistant did not: the assistant's assumption set right."""
    m = _NAME_IS.match(hit.text)
    if m is None:
        return False
    name, said = m.group(1).casefold(), _informative(m.group(2)) - _AGREEING
    for k in earlier:
        if k.role != "assistant" or not 0 < hit.turn_no - k.turn_no <= 2:
            continue
        low = k.text.casefold()
        at = low.find(name)
        told = at >= 0 and re.match(r"[`\s]*(?:is|are|was|were)\b", low[at + len(name) :])
        if told and not said <= _informative(k.text):
            return True
    return False


# An amount in a unit people set by hand ("3300 mV", "60 s", "512 MB", "80%").
_AMOUNT = re.compile(
    r"(?<![\w.])(\d[\d,.]*)\s*(mv|v|ma|ms|s|sec|min|h|kb|mb|gb|tb|hz|khz|mhz|px|rpm|%)(?!\w)",
    re.IGNORECASE,
)


def _sets_value_right(hit: _Hit, earlier: list[_Hit]) -> bool:
    """The user gives an amount in the unit of one the assistant proposed in the turn before,
    after saying in the same turn why the assistant's number is wrong ("3300 is from the rev1
    18650 pack, ... would fire basically always. warn at 3100 mV." after "... below 3300 mV"):
    a correction, told with its reason: the sentences that name the wrong number go before
    `hit.text`. Asked of the user's statements only (_denies_earlier)."""
    mine = {unit.casefold(): n for n, unit in _AMOUNT.findall(hit.text)}
    for k in earlier:
        if k.role != "assistant" or hit.turn_no - k.turn_no != 1:
            continue
        for n, unit in _AMOUNT.findall(k.text):
            if mine.get(unit.casefold(), n) == n:
                continue
            why = [
                e
                for e in earlier
                if e.role == "user"
                and e.turn_no == hit.turn_no
                and re.search(rf"(?<![\d.]){re.escape(n)}(?![\d.])", e.text)
            ]
            if why:
                hit.text = " ".join([*(e.text for e in why), hit.text])
                return True
    return False
