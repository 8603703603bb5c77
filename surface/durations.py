"""Spans of time in one form when two statements are compared: "a quarter of an hour" and "15
minutes", "a fortnight" and "two weeks", "after a minute" and "after 60 seconds", "a 30-second
TTL" and "30 seconds", "every third song" and "every 3 songs".

People restate a period in another unit far more often than they change it, and a reading that
compares the digits sees "60 second" / "minute" as a changed value. Each period is written in
the base unit of its kind (seconds; months for months and years), so two statements of one
period read alike, and a changed period is a changed number in the same unit.
"""

from __future__ import annotations

import re
from decimal import Decimal

_UNIT = r"(second|minute|hour|day|week|month|year)"
# Number words (surface.statement_words reads the teens and tens as digits when it compares two
# statements; "two" to "twelve" it has among its synonyms).
ONES = {w: n for n, w in enumerate("one two three four five six seven eight nine".split(), 1)}
TEENS = {
    w: n
    for n, w in enumerate(
        "thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(), 13
    )
}
TENS = {
    w: n
    for n, w in zip(
        range(20, 100, 10),
        "twenty thirty forty fifty sixty seventy eighty ninety".split(),
        strict=True,
    )
}
NUMBER_WORDS = {**ONES, "ten": 10, "eleven": 11, "twelve": 12, **TEENS, **TENS}
CLOCK_WORDS = {w: str(n) for w, n in NUMBER_WORDS.items() if n <= 12}  # "one" to "twelve"
_NUMBER_WORD = "|".join(NUMBER_WORDS)
# "second" is a unit unless a word other than a joining one follows ("a second technologist").
_ONE_UNIT = (
    r"(second(?! (?!(?:and|or|but|to|of|on|in|for|before|after|then|it|is|if|when|so|until"
    r"|with|per|later|earlier|ago|old|long)\b)[a-z])|minute|hour|day|week|month|year)"
)


def _worded_amount(m: re.Match[str]) -> str:
    return f"{NUMBER_WORDS[m.group(1).casefold()]} {m.group(2)}s"


# Periods said in words, read from the text before it is split into words; each with a
# substring it needs, tested first (a regex search costs far more than `in`).
_SAID = (
    ("quarter", re.compile(r"\b(?:a |one )?quarter(?: of an |[- ])hour\b", re.I), "15 minutes"),
    (
        "half",
        re.compile(r"\b(?:half an? (?:hr|hour)|a half[- ]hour|half[- ](?:hour|hr))\b", re.I),
        "30 minutes",
    ),
    ("half", re.compile(r"\bhalf an? (?:min|minute)\b", re.I), "30 seconds"),
    ("half", re.compile(r"\bhalf an? day\b", re.I), "12 hours"),
    ("half", re.compile(r"\bhalf an? year\b", re.I), "6 months"),
    # "every other week" is every 2 weeks; "every other Friday" (or "on alternate Fridays")
    # every 2 weeks, on Fridays
    ("other", re.compile(rf"\bevery other {_UNIT}\b", re.I), r"every 2 \1s"),
    (
        "day",
        re.compile(
            r"\b(?:every other|(?:on )?alternate) ((?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b",
            re.I,
        ),
        r"every 2 weeks on \1",
    ),
    ("half", re.compile(r"\b(?:an|one) hour and a half\b", re.I), "90 minutes"),
    ("half", re.compile(r"\b(?:a|one) minute and a half\b", re.I), "90 seconds"),
    ("half", re.compile(r"\b(?:a|one) day and a half\b", re.I), "36 hours"),
    ("half", re.compile(r"\b(?:a|one) year and a half\b", re.I), "18 months"),
    ("fortnight", re.compile(r"\bfortnightly\b", re.I), "every 2 weeks"),
    ("fortnight", re.compile(r"\b(?:a |one )?fortnight\b", re.I), "2 weeks"),
    ("biweekly", re.compile(r"\bbiweekly\b", re.I), "every 2 weeks"),
    # "a 30-second TTL", "a 3-minute interval": the amount and its unit
    ("-", re.compile(rf"\b(\d+)-{_UNIT}s?\b", re.I), r"\1 \2s"),
    # "a ten-minute window", "a five-minute delay": the same in words
    ("-", re.compile(rf"\b({_NUMBER_WORD})-{_UNIT}s?\b", re.I), _worded_amount),
    ("within the", re.compile(rf"\bwithin the {_UNIT}\b", re.I), r"within 1 \1"),
    # "after a minute", "for a week", "a week old": one of the unit ("once a week" stays; "after
    # a second technologist reviews" is an ordinal)
    (
        "a",
        re.compile(
            rf"\b(for|after|within|in|under|over|than|last|lasts|takes|take|of|about) (?:a|an) "
            rf"{_ONE_UNIT}\b",
            re.I,
        ),
        r"\1 1 \2",
    ),
    ("a", re.compile(rf"\b(?:a|an) {_UNIT} (old|long|later|earlier|ago)\b", re.I), r"1 \1 \2"),
)
# Every pattern above needs one of these words: most statements name no period at all (tested
# with `in`: a case-blind regex alternation costs several microseconds a text).
_HINTS = ("second", "minute", "hour", "day", "week", "month", "year", "fortnight", "half")

# Each unit of time in the base unit of its kind: a period compared in one unit, so a changed
# period is one changed number ("24 hours" / "7 days": 86400 / 604800 seconds).
_IN_BASE = {
    "second": ("second", 1),
    "minute": ("second", 60),
    "hour": ("second", 3600),
    "day": ("second", 86400),
    "week": ("second", 604800),
    "month": ("month", 1),
    "year": ("month", 12),
}
# Units under a second, in seconds as a power of ten: an amount is told in seconds when it is a
# whole number of them, else in the largest of these in which it is ("2000 ms": "2 second",
# "100,000 ps": "100 nanosecond"), so two statements that write one duration in two units match.
_SUBSECOND = {
    "millisecond": 3,
    "microsecond": 6,
    "us": 6,
    "µs": 6,
    "nanosecond": 9,
    "ns": 9,
    "picosecond": 12,
    "ps": 12,
    "femtosecond": 15,
    "fs": 15,
}
# Each unit by its power of ten under a second, the largest first.
_SUBSECOND_NAMES = (
    (0, "second"),
    (3, "millisecond"),
    (6, "microsecond"),
    (9, "nanosecond"),
    (12, "picosecond"),
    (15, "femtosecond"),
)
_READ = frozenset({*_IN_BASE, *_SUBSECOND, "every"})
# A rate's unit of time after a slash ("req/s", "600 req/min"), as a statement writes it.
_PER = {
    "s": "second",
    "sec": "second",
    "second": "second",
    "min": "minute",
    "minute": "minute",
    "h": "hour",
    "hr": "hour",
    "hour": "hour",
    "d": "day",
    "day": "day",
}
_DECIMAL = re.compile(r"\d+\.\d+")
_ORDINALS = {
    w: str(n)
    for n, w in enumerate("third fourth fifth sixth seventh eighth ninth tenth".split(), 3)
}


def periods_said(text: str) -> str:
    """`text` with the periods it says in words written as amounts ("a fortnight": "2
    weeks")."""
    folded = text.casefold()
    if not any(h in folded for h in _HINTS):
        return text
    for needle, pattern, written in _SAID:
        if needle in folded:
            text = pattern.sub(written, text)
    return text


def in_base_unit(seq: tuple[str, ...]) -> tuple[str, ...]:
    """`seq` (a statement's words, units singular) with each whole amount of a unit of time in
    the base unit of its kind ("1 minute": "60 second", "2 week": "1209600 second", "1 year":
    "12 month"), and "every third" / "every other" as "every 3" / "every 2". A bare number
    that stands for an amount of the same unit is scaled with it: "30 days instead of 90",
    "from 24 to 48 hours"."""
    if not _READ.intersection(seq):  # most statements name no period
        return seq
    out = _one_told(seq)
    last = 0  # the scale of the latest amount of time
    for i, amount in enumerate(out):
        unit = out[i + 1] if i + 1 < len(out) else ""
        if _DECIMAL.fullmatch(amount) and (unit in _IN_BASE or unit in _SUBSECOND):
            out[i : i + 2] = _decimal_period(amount, unit)  # "1.5 minutes": "90 second"
        elif amount.isdecimal() and (per := _per_second(out, i)):
            out[i], out[per] = str(int(amount) // _IN_BASE[out[per]][1]), "second"
        elif amount.isdecimal() and unit in _IN_BASE:
            base, last = _IN_BASE[unit]
            out[i], out[i + 1] = str(int(amount) * last), base
        elif amount.isdecimal() and unit in _SUBSECOND:
            out[i], out[i + 1] = _under_a_second(int(amount), _SUBSECOND[unit])
            last = 0
        elif amount.isdecimal() and (scale := _bare_scale(out, i, last)):
            out[i] = str(int(amount) * scale)
        elif amount == "every" and (unit in _ORDINALS or unit == "other"):
            out[i + 1] = _ORDINALS.get(unit, "2")
    return tuple(out)


# "hourly", "daily": a period's word elsewhere; "every second" stays as said ("sampled every
# second" / "every five seconds" of two numbered cranes would read as one number changed)
_EVERY_ONE = frozenset({"minute"})


def _one_told(seq: tuple[str, ...]) -> list[str]:
    """ "every minute", "once a minute" and "once per minute" as "every 1 minute" ("every 60
    seconds")."""
    out: list[str] = []
    skip = False
    for i, t in enumerate(seq):
        per = t == "once" and i + 2 < len(seq) and seq[i + 1] == "per" and seq[i + 2] in _EVERY_ONE
        if skip:
            skip = False
        elif per or (t in ("every", "once") and i + 1 < len(seq) and seq[i + 1] in _EVERY_ONE):
            out += ["every", "1"]
            skip = per  # the "per" between
        else:
            out.append(t)
    return out


def _per_second(seq: list[str], i: int) -> int:
    """Where the unit of a rate told at `i` is ("60 request per minute", "60 per minute"), if it
    is told per minute or per hour and is a whole number a second (rates are compared per
    second: "60 per minute" and "1 per second" are one rate); else 0."""
    for j in (i + 1, i + 2):
        if j + 1 < len(seq) and seq[j] == "per" and seq[j + 1] in ("minute", "hour"):
            scale = _IN_BASE[seq[j + 1]][1]
            return j + 1 if int(seq[i]) % scale == 0 else 0
    return 0


# What a rate with a slash may count ("req/s", "msg/min"); not a unit of measure ("kbit/s",
# "m/s"), whose rate is a unit of its own.
_MEASURED = re.compile(r"[kmgt]?(?:bit|byte|b)s?|[a-z]{1,2}")


def rates_apart(seq: tuple[str, ...]) -> tuple[str, ...]:
    """`seq` with each rate written with a slash in words: "req/s" as "req per second"."""
    if not any("/" in t for t in seq):
        return seq
    out: list[str] = []
    for t in seq:
        thing, _, unit = t.rpartition("/")
        if thing.isalpha() and unit in _PER and not _MEASURED.fullmatch(thing):
            out += [thing, "per", _PER[unit]]
        else:
            out.append(t)
    return tuple(out)


_BACK = frozenset({"instead", "not", "rather", "than", "from"})  # "30 days instead of 90"
_AHEAD = frozenset({"to", "or", "and"})  # "24 to 48 hours", "7 or 14 days"


def _bare_scale(seq: list[str], i: int, last: int) -> int:
    """The scale of the unit a bare number at `i` counts in: the next amount's after "to" /
    "or" / "and", the latest amount's after "instead of", "rather than", "from"; else 0."""
    ahead = seq[i + 1 : i + 4]
    if len(ahead) == 3 and ahead[0] in _AHEAD and ahead[1].isdigit() and ahead[2] in _IN_BASE:
        return _IN_BASE[ahead[2]][1]
    if last and _BACK.intersection(seq[max(0, i - 2) : i]):
        return last
    return 0


def _decimal_period(amount: str, unit: str) -> list[str]:
    """A period told with a decimal in its canonical form: whole in the base unit ("1.5 minutes":
    "90 second"), else in the largest unit under a second where it is whole ("1.5 s": "1500
    millisecond", as "1500 ms" is written); as it is when it is whole in none."""
    if unit in _IN_BASE:
        base, scale = _IN_BASE[unit]
        value, power = Decimal(amount) * scale, 0
        if value == value.to_integral_value():
            return [str(int(value)), base]
        if base != "second":
            return [amount, unit]
    else:
        value, power = Decimal(amount), _SUBSECOND[unit]
    for p, _ in _SUBSECOND_NAMES:
        if p > power and (whole := value * 10 ** (p - power)) == whole.to_integral_value():
            return list(_under_a_second(int(whole), p))
    return [amount, unit]


def _under_a_second(amount: int, power: int) -> tuple[str, str]:
    """`amount` of 10^-`power` seconds in its canonical unit (see _SUBSECOND): the largest in
    which it is whole (the unit it was written in always is)."""
    p, name = next(
        (p, name) for p, name in _SUBSECOND_NAMES if p <= power and amount * 10**p % 10**power == 0
    )
    return str(amount * 10**p // 10**power), name


WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())


def weekday_is_weekly(seq: tuple[str, ...]) -> tuple[str, ...]:
    """A weekday said beside "week" without the week: "weekly, on Mondays" is "every Monday"
    (a rule's "every" is set aside)."""
    if "week" not in seq or not WEEKDAYS.intersection(seq):
        return seq
    out = list(seq)
    for i in range(len(out) - 1, -1, -1):
        after = out[i + 1 : i + 3]
        if after[:1] == ["on"]:  # "week on Monday" as "week Monday"
            after = after[1:]
        before = out[i - 1] if i else ""
        if out[i] == "week" and (after[:1] and after[0] in WEEKDAYS or before in WEEKDAYS):
            del out[i]
    return tuple(out)


__all__ = ["in_base_unit", "periods_said", "rates_apart", "weekday_is_weekly"]
