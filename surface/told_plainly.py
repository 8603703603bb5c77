"""A correction or a change dated at the start, read without the lead-in that tells it.

"Correction: LMS assignment reminders go out by email 24 hours before the deadline." retells
"The LMS sends assignment reminders by email 48 hours before the deadline." in other words
with one value replaced; "As of this week the CMS stores uploaded media in Azure Blob
Storage." says, once the date is set aside, what "The CMS stores uploaded media on the local
disk." said, with another place. The lead-in is the speaker telling the news, not part of the
claim, so surface.statements compares the statement without it too.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

from surface.change_told import ARROWS
from surface.durations import NUMBER_WORDS
from surface.paraphrase import base
from surface.restated import (
    MIN_WORDS,
    Seq,
    alike_bags,
    bag,
    canonical,
    directed_alike,
    ordered_alike,
)
from surface.statement_values import is_number

CORRECTION = re.compile(
    r"^\W*(?:correction|actually|sorry|my mistake|scratch that|to correct)\b", re.IGNORECASE
)
# A change dated at the start ("As of this week, ...", "Starting Monday ...", "From now on
# ...") or told by what brought it ("With the new firmware, ..."): the rest is the new state.
DATED = re.compile(
    r"^\W*(?:(?:as of|starting|effective|since)\s+(?:this|next|last)\s+\w+"
    r"|from\s+next\s+\w+"  # "From next season hazardous goods vehicles are only allowed ..."
    r"|(?:as of|starting|effective)\s+(?:today|now|tomorrow|\w+day)|from now on"
    # what brought the change: "With the new storm-control firmware, cut-out ... is 28 m/s."
    r"|with\s+(?:the\s+|our\s+)?new\s+[^,.;]{1,40}(?=,))\b(?!['’])\W*",
    re.IGNORECASE,
)


def without_lead_in(new: str) -> str | None:
    """`new` without the correction or the date it opens with; None when it opens with
    neither (or is nothing else)."""
    if not (CORRECTION.match(new) or DATED.match(new)):
        return None
    rest = DATED.sub("", CORRECTION.sub("", new, count=1), count=1).lstrip(" ,:;-")
    return rest if rest and rest != new else None


def revalued_alike(
    a: Seq, b: Seq, values_a: AbstractSet[str], values_b: AbstractSet[str], names: AbstractSet[str]
) -> bool:
    """`a` and `b` (normalised sequences) say the same claim in other everyday words but for
    their values, which stand in the same places: as many of each kind (numbers, names), in
    the same order."""
    mask = {v: "#" if is_number(v) else "@" for v in values_a | values_b}
    ma = tuple(mask.get(t, t) for t in a)
    mb = tuple(mask.get(t, t) for t in b)
    if [t for t in ma if t in "#@"] != [t for t in mb if t in "#@"]:
        return False
    both = frozenset(map(base, ma)) & frozenset(map(base, mb))
    ca, cb = canonical(ma, both), canonical(mb, both)
    words = bag(ca)
    return (
        len(words) >= MIN_WORDS
        and alike_bags(words, bag(cb), ca, cb)
        and ordered_alike(ca, cb, names)
        and directed_alike(ca, cb, names)
    )


# "idle timeout: 15 min (was 30)", "(previously 3 nodes)": the value before, named beside the new
_WAS = re.compile(r"\((?:was|were|previously|formerly|used to be)\s+([^()]{1,40})\)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def value_named_before(old: str, new: str) -> bool:
    """`new` names, as the value before ("(was 30)", "15 min -> 5 min", "from 5 min to 90 s"),
    a value `old` gives, and gives another one beside it: the speaker says `old`'s value was
    replaced, however the rest is worded."""
    m = _WAS.search(new)
    given = set(_NUMBER.findall(old))
    if m:
        before = set(_NUMBER.findall(m.group(1)))
        if before and before <= given:
            return bool(set(_NUMBER.findall(_WAS.sub(" ", new))) - given)
    return any(_replaced(before, after, old) for before, after in _before_and_after(new))


# "interval: 15 min -> 5 min", "3 days → 7 days before": the value before, then the new one
_ARROW = re.compile(rf"\s*{ARROWS}\s*")
_FROM_NUMBER = re.compile(r"\bfrom\s+(\d[^,;()]{0,20}?)\s+to\s+(\d[^,;()]{0,20})", re.IGNORECASE)
_BREAK = re.compile(r"[,;:()\[\]]|\s[—–-]\s")
_WORD = re.compile(r"\w[\w.#/@'-]*")


def _before_and_after(new: str) -> list[tuple[str, str]]:
    """The values a statement tells as before and after: around an arrow (within its clause)
    and "from <number> to <number>"."""
    return _around_arrows(new) + [(m.group(1), m.group(2)) for m in _FROM_NUMBER.finditer(new)]


def _around_arrows(new: str) -> list[tuple[str, str]]:
    """What each arrow of a statement points from and to, within its clause."""
    return [
        (_ARROW.split(_BREAK.split(new[: m.start()])[-1])[-1], _right(new[m.end() :]))
        for m in _ARROW.finditer(new)
    ]


def _words(text: str) -> list[str]:
    """A text's words, lower case, without the stop or quote they end on."""
    return [w.lower().strip(".'") for w in _WORD.findall(text)]


def _right(text: str) -> str:
    """What an arrow points at: up to the clause's end or the next arrow."""
    return _ARROW.split(_BREAK.split(text)[0])[0]


def _replaced(before: str, after: str, old: str) -> bool:
    """`old` gives the value told as `before`, and `after` is another: numbers compared as
    numbers, else the last words before the arrow against `old`'s words."""
    given = set(_NUMBER.findall(old))
    numbers = set(_NUMBER.findall(before))
    if numbers:
        return numbers <= given and bool(set(_NUMBER.findall(after)) - given)
    words, was, now = set(_words(old)), _words(before)[-3:], _words(after)[:3]
    if given and was and was[-1] in words and set(_NUMBER.findall(after)) - given:
        return True  # "okafor lab allocation → 750k core-hrs/yr": what `old` gave a number, anew
    return bool(was) and set(was) <= words and bool(now) and not set(now) <= words


# "Jonas is on call this week, not Marta.", "... (not Redis)", "— instead of Marta": a value
# the statement denies, at the end of a clause
_DENIED = re.compile(
    r"(?:,|\(|;|\s[—–-])\s*(?:and\s+|but\s+)?(?:not|instead of|rather than)\s+(?:the\s+|an?\s+)?"
    r"([\w.#/@'-]+(?:\s+[\w.#/@'-]+){0,2}?)\s*(?:\)|[.!]?\s*$|[,;])",
    re.IGNORECASE,
)
_DENIES = re.compile(r"\b(?:not|no|never|instead of|rather than|except|but)(?:\s+[\w'-]+){0,2}\s*$")


def value_denied(old: str, new: str) -> bool:
    """`new` denies, beside another value in its place, what `old` affirmed ("Marta is on call
    this week." / "Jonas is on call this week, not Marta."): the speaker corrects `old`."""
    m = _DENIED.search(new)
    if m is None:
        return False
    denied = _words(m.group(1))
    low, rest = old.lower(), (new[: m.start()] + " " + new[m.end() :]).lower()
    spots = [_spot(w, low) for w in denied]
    if not denied or None in spots or _DENIES.search(low[: spots[0]]):
        return False  # `old` did not affirm it ("ULIDs, not UUIDv4" retold)
    if any(_spot(w, rest) is not None for w in denied):
        return False
    mine = {w.lower() for w in _WORD.findall(old)}
    return any(w.lower() not in mine for w in _WORD.findall(rest))


def _spot(word: str, text: str) -> int | None:
    """Where `word` stands in `text` as a word of its own (not inside a compound)."""
    m = re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text)
    return None if m is None else m.start()


def replaces_a_value_not_given(old: str, new: str) -> bool:
    """`new` names the number it replaces ("(was 50)", "9 ft, not 12", "48h ahead instead of
    24h", "from 5 to 10", "15 -> 5") and `old` gives none of those numbers: whatever `new`
    changes, it is not what `old` says ("home quota is now 100GB/user (was 50)" is no change of
    "Home directory quota is 500,000 files per user.")."""
    before = _numbers_before(new)
    if not before:
        return False
    given = {float(n) for n in _NUMBER.findall(old.replace(",", ""))}  # "02:00" gives 2
    given |= {float(NUMBER_WORDS[w]) for w in _words(old) if w in NUMBER_WORDS}  # "three"
    return not {float(n) for n in before} & given


# A name the change says it replaced, one capitalised word ("now EMQX instead of Mosquitto";
# "moved off Zendesk to Intercom" is read by change_told.left_behind).
_INSTEAD_OF_NAME = re.compile(r"\b(?:instead of|rather than|replacing)\s+([A-Z][\w.+-]*)")


def replaces_a_name_not_given(old: str, new: str) -> bool:
    """`new` names what it replaces ("The MQTT broker is now EMQX instead of Mosquitto.") and
    `old` never says it ("The MQTT broker listens on port 1883."): the change is of another
    statement, the one that named Mosquitto."""
    named = [m.rstrip(".") for m in _INSTEAD_OF_NAME.findall(new)]
    return bool(named) and not any(
        re.search(rf"(?<!\w){re.escape(name)}(?!\w)", old, re.IGNORECASE) for name in named
    )


def _numbers_before(new: str) -> set[str]:
    found = [m.group(1) for m in _WAS.finditer(new)]
    # "from 5 to 10" names the value before only after a verb of change ("went from 5 min to 3
    # min"); "applies from 5 to 10 pm" is a range
    found += [b for b, _ in _around_arrows(new)] + [m.group(1) for m in _CHANGED_FROM.finditer(new)]
    found += [m.group(1) for m in _DENIED.finditer(new)]
    found += _NOT_NUMBER.findall(new)
    return {n for text in found for n in _NUMBER.findall(text.replace(",", ""))}


# "9 ft, not 12", "6.0 mmol/L not 6.5", "48h ahead instead of 24h": a number denied in passing
_CHANGED_FROM = re.compile(
    r"\b(?:went|gone|goes|changed|moved|switched|raised|lowered|increased|decreased|reduced"
    r"|bumped|cut|dropped|extended|shortened|scaled|upped|tightened|loosened|relaxed|shifted)"
    r"\b[^,;()]{0,30}?\bfrom\s+(\d[^,;()]{0,20}?)\s+to\s+\d",
    re.IGNORECASE,
)
_NOT_NUMBER = re.compile(
    r"\b(?:not|instead of|rather than)\s+(\d+(?:\.\d+)?)(?:[a-z]{1,3})?\b(?![-.,]?\d)(?!-)"
)
