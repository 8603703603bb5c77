"""Which things two statements name, and in what kind of name: a word written as a name
("Postmark", "GraphQL"), a short name ("SES"), a code name ("subs_prod", "/scratch"), a day or
a month. A retelling names the same things; two statements that each name a thing the other
never says are about two things, however alike their other words (surface.pair_model reads a
pair as one claim only when these agree)."""

from __future__ import annotations

import re

RATE = re.compile(r"[a-z]+/(?:s|h|d|m|sec|min|hour|day|week|month|year)")  # "kbit/s", "mm/day"


# Not a unit after a number ("256 GB", "256GB"): a measure, not a name.
_INITIALISM = re.compile(r"(?<!\d )\b([A-Z]{2,5})s?\b")  # "256GB": no word boundary


def initialisms_replaced(old: str, new: str) -> bool:
    """Each says a short name the other does not ("in the US store" / "in the EU store", "Phase
    II" / "Phase III"): two things named, where a retelling spells one out or keeps it, in
    any case ("... stored in UTC in the scheduling DB" / "db is utc only")."""
    a, b = set(_INITIALISM.findall(old)), set(_INITIALISM.findall(new))
    said_old, said_new = words_said(old), words_said(new)
    return any(x.casefold() not in said_new for x in a - b) and any(
        y.casefold() not in said_old for y in b - a
    )


def words_said(text: str) -> set[str]:
    """The words of `text`, in lower case, plural "s" off, short days and months in full."""
    return {_calendar_word(w) for w in _ALL_WORDS.findall(text.casefold())}


# A capitalised word that does not open its sentence: a name ("the Harlow Law site").
_CAPITALISED = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][a-z]{2,}\b")
_ALL_WORDS = re.compile(r"[a-z][a-z0-9]*")


# Days and months as people shorten them ("1st Tue monthly" / "every first Tuesday").
_CALENDAR = {
    full[:3]: full
    for full in (
        "monday tuesday wednesday thursday friday saturday sunday january february march april"
        " june july august september october november december"
    ).split()
} | {"tues": "tuesday", "thur": "thursday", "thurs": "thursday", "sept": "september"}


def _calendar_word(word: str) -> str:
    """A word with a plural "s" taken off, a day's or month's short form read in full."""
    return _CALENDAR.get(word, word.removesuffix("s"))


_WHEN = frozenset(_CALENDAR.values())  # no "may": a modal far more often than the month


def calendar_named(text: str) -> frozenset[str]:
    """The days and months `text` names, short forms read in full ("Tue" is "tuesday")."""
    return frozenset(words_said(text) & _WHEN)


def names_replaced(old: str, new: str) -> bool:
    """Each names a thing the other never says, in any case ("On the Harlow Law site ..." / "on
    the Harlow Architects site ..."): the same said of two named things, not retold. Words, not
    initialisms (initialisms_replaced reads those)."""

    def named(text: str) -> set[str]:
        return {_calendar_word(w.casefold()) for w in _CAPITALISED.findall(text)}

    return bool(named(old) - words_said(new)) and bool(named(new) - words_said(old))


def names_traded(old: str, new: str) -> bool:
    """Each names a thing the other never says, one in a word, the other in a short name or a
    code name ("We send customer emails through Postmark." / "Customer emails are sent via
    SES."; "hosted on PlanetScale" / "the MySQL database subs_prod"): two things named, as
    names_replaced and initialisms_replaced read within a kind."""

    def kinds(text: str, said: set[str]) -> list[set[str]]:
        words = {_calendar_word(w.casefold()) for w in _CAPITALISED.findall(text)}
        words |= {_calendar_word(w.casefold()) for w in _CAMEL.findall(text)}
        words = (words | {w.casefold() for w in _HOLDER.findall(text)}) - said
        short = {x.casefold() for x in _INITIALISM.findall(text)}
        # a short name the other spells out keeps its letters in order ("BT" / "Bluetooth")
        short = {x for x in short if x not in said and _calendar_word(x) not in said}
        short = {x for x in short if not any(_letters_in(x, w) for w in said)}
        codes = {c for c in _codes(text) if not set(_ALL_WORDS.findall(c.casefold())) <= said}
        return [words, short, codes]

    a, b = kinds(old, words_said(new)), kinds(new, words_said(old))
    return any(a[i] and b[j] for i in range(3) for j in range(3) if i != j)


# A name opening a sentence is a name when what follows says who holds a duty ("Priya owns the
# Terraform modules ...", "Ana approves changes to ...")
_HOLDER = re.compile(r"^([A-Z][a-z]+) (?:owns|approves|reviews|handles|maintains|manages|leads)\b")
_CAMEL = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z](?=[A-Za-z]*[a-z][A-Z])[A-Za-z]+\b")  # "GraphQL"
# A name written as code: with an underscore or a slash ("subs_prod", "modules/pop",
# "/scratch"), not a rate ("kbit/s") nor "and/or"
_CODE = re.compile(r"(?<![\w/$])(?:/[a-z][\w.-]*|[A-Za-z$][\w$.-]*[_/][\w$./-]*\w)")


def _codes(text: str) -> set[str]:
    found = {c for c in _CODE.findall(text) if not RATE.fullmatch(c.casefold())}
    return {c for c in found if c.casefold() not in ("and/or", "or/and")}


# A code name of the kind a project gives its buckets, tables and indexes ("artworks_prod",
# "uni-rdp-data"): an underscore in it, or two hyphens.
# "uni_rdp", "uni-rdp-public", and a chat channel ("#admissions-eng")
_CODE_NAME = re.compile(
    r"(?<![\w/$.-])[A-Za-z]\w*(?:_[\w-]+|-[a-z0-9]+-[\w-]+)(?<![.-])|(?<![\w&])#[A-Za-z][\w-]*\w"
    # a bucket, queue or topic named with one hyphen ("the content-prod bucket")
    r"|(?<![\w/$.-])[a-z][a-z0-9]*-[a-z0-9]+(?=\s+(?:bucket|queue|topic|table|stream|index|repo)\b)"
)


def code_names_replaced(old: str, new: str) -> bool:
    """Each writes a code name the other never writes ("... in the S3 bucket uni-rdp-public." /
    "... in the uni-rdp-data S3 bucket."): two things, however alike the rest."""
    a, b = ({c.casefold().lstrip("#") for c in _CODE_NAME.findall(t)} for t in (old, new))
    return bool(a - b) and bool(b - a)


def _letters_in(short: str, word: str) -> bool:
    """`short`'s letters, in order, in `word`, beginning with its first."""
    if not word.startswith(short[:1]):
        return False
    rest = iter(word)
    return all(c in rest for c in short)


__all__ = [
    "RATE",
    "calendar_named",
    "code_names_replaced",
    "initialisms_replaced",
    "names_replaced",
    "names_traded",
    "words_said",
]
