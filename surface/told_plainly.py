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
# ..."): the rest is the new state.
DATED = re.compile(
    r"^\W*(?:(?:as of|starting|effective|since)\s+(?:this|next|last)\s+\w+"
    r"|(?:as of|starting|effective)\s+(?:today|now|tomorrow|\w+day)|from now on)\b(?!['’])\W*",
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
    """`new` names, as the value before ("(was 30)"), a number `old` gives, and gives another
    one beside it: the speaker says `old`'s value was replaced, however the rest is worded."""
    m = _WAS.search(new)
    before = set(_NUMBER.findall(m.group(1))) if m else set()
    given = set(_NUMBER.findall(old))
    if not before or not before <= given:
        return False
    return bool(set(_NUMBER.findall(_WAS.sub(" ", new))) - given)
