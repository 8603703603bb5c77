"""Words that mean the same in a statement about a project: abbreviations, contractions that
negate, number words and a few verbs (surface.statements reads every token through this table
before comparing two statements); words that mean the opposite of each other; and the word classes
the rules read (filler, light words, negators, identifier nouns, units), with the one rule
that is only words: numbers and frequencies in one form (`counted`)."""

from __future__ import annotations

import re

from surface.clipped_words import CLIPPED
from surface.durations import (
    CLOCK_WORDS,
    ONES,
    TEENS,
    TENS,
    in_base_unit,
    periods_said,
    rates_apart,
    weekday_is_weekly,
)

SYNONYMS = {
    "db": "database",
    "dbs": "database",
    "repo": "repository",
    "repos": "repository",
    # typed short in chat
    "thru": "through",
    "straight": "directly",  # "edit recipe params straight in the db" / "directly in ..."
    "wk": "week",
    "wks": "week",
    "prio": "priority",
    "sev": "severity",  # "sev1 alarms" / "severity 1 alarms"
    "ha": "hectare",  # "field area in ha" / "in hectares"
    "param": "parameter",
    "params": "parameter",
    "prod": "production",
    "env": "environment",
    "envs": "environment",
    "auth": "authentication",
    "k8s": "kubernetes",
    # a product's other names ("PostgreSQL 15" / "Postgres 15", "Java 21" / "JDK 21")
    "postgresql": "postgres",
    "jdk": "java",
    "golang": "go",
    "deps": "dependency",
    "msg": "message",
    "msgs": "message",
    "docs": "documentation",
    "doc": "documentation",
    "config": "configuration",
    "ms": "millisecond",
    "msec": "millisecond",
    "s": "second",
    "sec": "second",
    "secs": "second",
    "min": "minute",
    "mins": "minute",
    "hr": "hour",
    "hrs": "hour",
    "yr": "year",
    "yrs": "year",
    "h": "hour",
    "km": "kilometre",
    "kilometer": "kilometre",
    "kilometers": "kilometre",
    "kg": "kilogram",
    "millimeter": "millimetre",
    "millimeters": "millimetre",
    "cm": "centimetre",
    "centimeter": "centimetre",
    "centimeters": "centimetre",
    "pr": "pull-request",
    "prs": "pull-request",
    # encodings and numeronyms developers write either way
    "latin-1": "iso-8859-1",
    "latin1": "iso-8859-1",
    "utf8": "utf-8",
    "i18n": "internationalization",
    "a11y": "accessibility",
    "e2e": "end-to-end",
    # "don't", and "dont" as chat types it
    **{
        w: "not"
        for n in "is are was were do does did ca wo should must have has could would".split()
        for w in (f"{n}n't", f"{n}nt")
    },
    "cannot": "not",
    "unable": "not",  # "are unable to log in" / "cannot log in"
    # Number words for digits ("two approvals" / "2 approvals"); "one" is more often a pronoun.
    **{
        w: str(n)
        for n, w in enumerate(
            "two three four five six seven eight nine ten eleven twelve".split(), 2
        )
    },
    "answer": "respond",  # "must answer within 200 ms" / "has to respond within ..."
    "require": "need",
    "requires": "need",
    "required": "need",
}

# Words that change nothing a statement claims.
FILLER = frozenset(
    """a an the is are was were be been being am get gets got do does did please always
    currently now anymore today also just actually sorry oops really still lives live located
    sits resides both pls plz ever""".split()
)

# Words that carry no subject of their own (a statement must share real content words with
# another to be about the same thing); polarity, order and quantity words are NOT here.
LIGHT = frozenset(
    """in on at of to for from by with into onto via per as and or but so than then that this
    these those it its we our us you your they their i me he she his her them there""".split()
)

NEGATORS = frozenset("not no never none nothing nobody without neither nor".split())

# Words that make an exception: said by one statement only, they reverse the claim for part
# of what it names ("off in production" / "off except in production"), never add a detail.
EXCEPTING = frozenset({"except", "unless", "excluding"})
# Words that put a claim's state in doubt or in the past ("supported" / "supported but
# deprecated", "deletes" / "stopped deleting", "signed" / "optionally signed"): said by one
# statement only, they change the claim, never add a detail to it.
QUALIFYING = frozenset(
    """deprecated deprecate paused pause stopped stop dropped drop removed remove disabled
    temporarily temporary optionally optional rarely sometimes occasionally legacy experimental
    formerly previously retired suspended sunset obsolete unsupported beta""".split()
)

# Nouns whose number names an individual (a different number: a different thing), not a value.
IDENTIFIER_NOUNS = frozenset(
    """incident issue ticket bug pr pull-request note item step task story epic sprint phase case
    writer chapter section line row id number no room order invoice build run job adr rfc
    lot route precinct store""".split()
)
# Places numbered in a plain number ("Zone 3 trucks ...", "night shift bay 3 = ..."): the
# number says which place; a code after one ("Tower TWR-014") is that code's own name.
NUMBERED_PLACES = frozenset(
    """zone bay berth dock gate ward aisle floor tower district sector pier hangar terminal
    platform rack shelf bed site depot""".split()
)

# Units of measure a value is told in ("weights are stored in pounds"): a unit replaced is a
# value replaced, never a second thing the same is said of. Singular, as statements are read.
MEASURES = frozenset(
    """pound gram kilogram kg lb ounce ton tonne meter metre kilometer km mile foot feet inch
    inche yard millimeter millimetre mm centimeter centimetre cm micron micrometre nanometer
    nanometre nm angstrom
    celsius fahrenheit kelvin degree liter litre gallon cent dollar euro pixel byte bit
    kilobyte megabyte gigabyte millisecond second minute hour day week month year
    milligram microgram nanogram mg mcg milliliter millilitre microliter microlitre watt
    kilowatt megawatt kwh mwh volt hertz kilohertz megahertz gigahertz mhz ghz psi kilopascal
    kpa decibel knot mph terabyte petabyte""".split()
)

# Units a number counts in ("three times", "one hour"): a number before one is a value, not a name.
UNITS = frozenset(
    """femtosecond picosecond nanosecond microsecond millisecond second minute hour day week month year kb mb gb tb kib mib gib byte bit
    percent % x core cpu replica request time""".split()
)

# Number words beyond the table above's ("fourteen", "twenty-four": ONES, TEENS and TENS, from
# surface.durations) and frequencies ("monthly"), read only when two statements are compared
# (surface.statements._counted).
FREQUENCY = {
    "hourly": "hour",
    "daily": "day",
    "nightly": "night",
    "weekly": "week",
    "monthly": "month",
    "quarterly": "quarter",
    "yearly": "year",
    "annually": "year",
}
# An amount told as approximate in other words ("about 12 minutes" / "roughly twelve minutes").
APPROXIMATELY = {"roughly": "about", "approximately": "about", "approx": "about", "around": "about"}
# "CMake 3.28 or newer" / "or later" / "or higher": a lower bound said in other words.
OR_LATER = frozenset({"newer", "later", "higher", "above", "greater"})
_CLOCK = re.compile(r"\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])(?:\.m\.|m\b)", re.IGNORECASE)
MULTIPLIERS = {"hundred": 100, "thousand": 1000}  # "a thousand steps", "two hundred requests"
# British and American spellings read alike ("normalised" / "normalized", "colour" / "color",
# "analyse" / "analyze"). Both statements are read the same way, so a word that only looks like
# one ("promise") is changed alike on both sides.
_BRITISH = re.compile(
    r"^(\w{3,})is(e|ed|es|ing|ation|ations|er|ers)$|^(\w{2,})our(s|ed|ing|ite|ites|able)?$"
    r"|^(\w{3,})ys(e|ed|es|ing)$"
)
# "episodes that are missing an enclosure length" / "studies that lack a StudyInstanceUID" /
# "episodes without an enclosure length"
_LACKING = frozenset({"that", "which", "who", "are", "is", "were", "was", "be", "been"})
_LACK = frozenset({"missing", "lack", "lacks", "lacking"})


def _one_spelling(t: str, before: str) -> str:
    if t in _LACK and before in _LACKING:
        return "not"
    m = _BRITISH.match(t) if ("is" in t or "our" in t or "ys" in t) else None
    if m is None:
        return t
    if m.group(1):
        return f"{m.group(1)}iz{m.group(2)}"
    if m.group(3):
        return f"{m.group(3)}or{m.group(4) or ''}"
    return f"{m.group(5)}yz{m.group(6)}"


# Words before a count ("exactly 1 site manager", "at least one"): the count is read as a word.
_EXACTLY = frozenset({"exactly", "only", "just", "least", "most", "than"})
# What follows digits as one word: "5k" (a thousand), "1st" / "2nd" / "3rd" (ordinals, in words).
_SUFFIXES = frozenset({"k", "st", "nd", "rd"})
_DECIMAL = re.compile(r"\d+\.\d{1,3}")
_ORDINAL_WORDS = {("1", "st"): "first", ("2", "nd"): "second", ("3", "rd"): "third"}
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")
COUNT_WORDS = frozenset(
    {
        "one",
        "single",
        "twice",
        "1",
        *_SUFFIXES,
        *TEENS,
        *TENS,
        *FREQUENCY,
        *APPROXIMATELY,
        *OR_LATER,
        *MULTIPLIERS,
        *CLIPPED,
    }
)


def counted(seq: tuple[str, ...]) -> tuple[str, ...]:
    """Numbers, frequencies and approximations in one form: "after one hour" as "after 1
    hour" ("one of", "the one that" stay words), "fourteen" / "twenty-four" as digits,
    "monthly" as "month" (a rule's "every" is set aside anyway), "roughly" as "about",
    "a single" as "one", "or newer" as "or later", "a thousand" as "1000", clipped words in
    full ("creds" as "credential"), periods of time in one unit (surface.durations).
    surface.statements applies it when it compares two statements, not in its `sequence`: the
    merge keys are made of those words, and a store's keys stay as filed."""
    seq = rates_apart(tuple(_one_spelling(t, seq[i - 1] if i else "") for i, t in enumerate(seq)))
    if (
        not COUNT_WORDS.intersection(seq)
        and not any("-" in t for t in seq)
        and not any("," in t and t[:1].isdigit() for t in seq)
    ):
        return weekday_is_weekly(in_base_unit(seq))
    out: list[str] = []
    for i, t in enumerate(seq):
        after = seq[i + 1] if i + 1 < len(seq) else ""
        if t in ("one", "single"):  # "a single Cargo.lock" / "one Cargo.lock"
            t = "1" if after in UNITS else "one"
        elif t == "1" and i and seq[i - 1] in _EXACTLY and after not in UNITS:
            t = "one"  # "exactly 1 site manager" / "exactly one site manager"
        elif t in _SUFFIXES and out and out[-1].isdecimal():  # "5k", "1st"
            many = out.pop()
            t = _ORDINAL_WORDS.get((many, t)) or (str(int(many) * 1000) if t == "k" else many + t)
        elif t == "k" and out and _DECIMAL.fullmatch(out[-1]) and len(out[-1]) <= 5:  # "4.8k"
            t = str(round(float(out.pop()) * 1000))
        elif t == "twice":  # "retry twice" / "2 retries"
            out.append("2")
            t = "time"
        elif "," in t and _THOUSANDS.fullmatch(t):  # "5,000" / "5000"
            t = t.replace(",", "")
        elif t in OR_LATER and i and seq[i - 1] == "or":
            t = "later"
        elif t in MULTIPLIERS:  # "2 hundred": 200; "thousand" alone ("a" is gone): 1000
            many = out.pop() if out and out[-1].isdecimal() else "1"
            t = str(int(many) * MULTIPLIERS[t])
        else:
            t = FREQUENCY.get(t) or APPROXIMATELY.get(t) or CLIPPED.get(t) or number_word(t) or t
        out.append(t)
    return weekday_is_weekly(in_base_unit(tuple(out)))


def clock_times(text: str) -> str:
    """Times of day in one form: "2 AM" as "02:00", "2:30pm" as "14:30" ("02:00 UTC" stays),
    a bare "7:30" as "07:30", "12am" as "midnight", and a range's first hour with the half of
    the day its second names ("from 5 to 10 pm" and "between 5 and 10 pm" as "17:00 to 22:00",
    "6-9 AM"). Read from the text: the tokens have lost "am" (a form of "be")."""
    if " in the " in text:  # "at three in the morning" / "at 3am"
        text = _HOUR_IN_WORDS.sub(_hour_in_words, text)
    if ":" in text:  # "7am not 7:30" beside "by 7:30 am": a bare hour written as the others
        text = _BARE_HOUR.sub(r"0\1:\2", text)
    if ("m" not in text and "M" not in text) or not _CLOCK.search(text):
        return text
    text = _MIDNIGHT.sub("midnight", text)  # which ends one day or opens the next, as "12am"
    return _CLOCK.sub(_clock, _SHARED_HALF.sub(_first_in_half, text))


_MIDNIGHT = re.compile(r"\b12(?::00)?\s*a\.?m\b\.?", re.IGNORECASE)
_HOUR_IN_WORDS = re.compile(
    rf"\b(1[0-2]|0?[1-9]|{'|'.join(CLOCK_WORDS)})(:[0-5]\d)?(?: o'clock)? in the "
    r"(morning|afternoon|evening)\b",
    re.IGNORECASE,
)


def _hour_in_words(m: re.Match[str]) -> str:
    hour = CLOCK_WORDS.get(m.group(1).casefold(), m.group(1))
    return f"{hour}{m.group(2) or ''}{'am' if m.group(3).casefold() == 'morning' else 'pm'}"


_BARE_HOUR = re.compile(r"(?<![\w:.])([1-9]):([0-5]\d)(?![\d:]|\s*[ap]\.?m\b)", re.IGNORECASE)


# A range of hours with "am" or "pm" said once, after the second ("from 5 to 10 pm"): the first
# is in the same half of the day when it is the earlier hour, else in the other ("9 to 5 pm").
_SHARED_HALF = re.compile(
    r"\b(1[0-2]|0?[1-9])(\s*(?:-|–|to|and|through|until|till)\s*)"
    r"(1[0-2]|0?[1-9])((?::[0-5]\d)?\s*)([ap])(\.m\.|m\b)",
    re.IGNORECASE,
)


def _first_in_half(m: re.Match[str]) -> str:
    first, second, half = int(m.group(1)) % 12, int(m.group(3)) % 12, m.group(5)
    if first > second:  # "9 to 5 pm": the first in the other half
        half = {"a": "p", "p": "a", "A": "P", "P": "A"}[half]
    return f"{m.group(1)}{half}m{m.group(2)}{m.group(3)}{m.group(4)}{m.group(5)}{m.group(6)}"


_PERCENT = re.compile(r"(?<=\d)\s?%|\bper cent\b", re.IGNORECASE)
_UNIT_WORDS = re.compile(
    r"(?<=\d)\s?(pixel|kilobyte|megabyte|gigabyte|terabyte)s?\b", re.IGNORECASE
)
_UNIT_SHORT = {
    "pixel": "px",
    "kilobyte": "KB",
    "megabyte": "MB",
    "gigabyte": "GB",
    "terabyte": "TB",
}
# "a week before the start date" is one week before it ("once a week", "within the hour" stay).
_ONE_PERIOD = re.compile(
    r"\ban? (second|minute|hour|day|week|month|quarter|year) (?=before|after|later|earlier|ago)",
    re.IGNORECASE,
)


# "min" before a number or a word ("min 3 pods", "min rest between duties") is a lower bound;
# after an amount or in a rate ("30 min", "two min", "a min", "per min", "req/min") minutes.
_MIN = re.compile(r"(?<![\d.-])(?<!\d )\b(\w*)(\W*)\bmin\b(?=\s*[:=]?\s*\w)", re.IGNORECASE)
_AMOUNT_WORDS = frozenset(
    {*ONES, *TEENS, *TENS, "ten", "eleven", "twelve", "a", "per", "few", "several", "couple"}
)


def _min_as_minimum(m: re.Match[str]) -> str:
    before = m.group(1)
    if before[:1].isdigit() or before.casefold() in _AMOUNT_WORDS or "/" in m.group(2):
        return m.group()
    return f"{before}{m.group(2)}minimum"


# "$25" / "25 dollars": an amount of money with its currency in words.
_CURRENCY = re.compile(r"([$€£])\s?(\d[\d,]*(?:\.\d+)?)")
_CURRENCY_WORDS = {"$": "dollars", "€": "euros", "£": "pounds"}
_CENTS = re.compile(r"(?<![\d.,$])\b(\d{1,2})[- ]cents?\b", re.IGNORECASE)
_HALF_CENT = re.compile(r"\bhalf an? cent\b", re.IGNORECASE)


def plain_amounts(text: str) -> str:
    """Amounts in one form when two statements are compared: "20%" and "20 per cent" as "20
    percent" (the statement's tokens lose a trailing "%"), "1200 pixels" as "1200 px", "512
    megabytes" as "512 MB", "a week before" as "one week before", "$25" as "25 dollars", "min
    3 pods" as "minimum 3 pods", periods said in words as amounts ("a quarter of an hour")."""
    text = periods_said(text)  # first: "a quarter of an hour before" is not "an hour before"
    if "%" in text or "cent" in text:
        text = _PERCENT.sub(" percent", text)
    if "byte" in text or "pixel" in text:
        text = _UNIT_WORDS.sub(lambda m: " " + _UNIT_SHORT[m.group(1).casefold()], text)
    if "a " in text or "an " in text:
        text = _ONE_PERIOD.sub(r"one \1 ", text)
    if "cent" in text:  # "a 50-cent charge" / "a $0.50 charge"; "half a cent" / "0.5 cents"
        text = _CENTS.sub(
            lambda m: f"${int(m.group(1)) / 100:.2f}", _HALF_CENT.sub("0.5 cents", text)
        )
    if "$" in text or "€" in text or "£" in text:
        text = _CURRENCY.sub(lambda m: f"{m.group(2)} {_CURRENCY_WORDS[m.group(1)]}", text)
    if "min" in text or "MIN" in text or "Min" in text:
        text = _MIN.sub(_min_as_minimum, text)
    return text


# What people type before a statement to say it is worth knowing ("heads up:", "just so you
# know,", "note to self:", "fwiw"), and "btw" / "fyi" anywhere: no part of the claim.
_ASIDE_FIRST = re.compile(
    r"^\W*(?:(?:just )?so you know|heads[- ]up|note to self|by the way|for what it'?s worth"
    r"|quick note|as a reminder|reminder(?: that)?|keep in mind(?: that)?|for reference"
    r"|for context|psa|pls|ok(?:ay)?|so)\b\W*",
    re.IGNORECASE,
)
_ASIDE = re.compile(r"\b(?:btw|fyi|fwiw)\b\W*", re.IGNORECASE)
# How each of them opens, to test for one before any regex is run.
_ASIDE_OPENINGS = tuple(
    "so just heads head note by for quick as reminder keep psa pls ok btw fyi fwiw".split()
)
# A cleft told the plain way round: "Spot instances are what the workers run on." as "the
# workers run on Spot instances."; "It's Kenji who reviews ..." as "Kenji reviews ...".
_WHAT_CLEFT = re.compile(r"^\s*(.+?)\s+(?:is|are)\s+what\s+(.+?)\s*([.!]?)\s*$", re.IGNORECASE)
_IT_CLEFT = re.compile(r"^\s*it(?:'s|’s| is| was)\s+(.+?)\s+(?:that|who)\s+(.+)$", re.IGNORECASE)
# A range of numbers in one form: "7000-7100", "7000 through 7100", "between 3 and 20" as "7000
# to 7100" (not a date, "2024-03-05", nor a name with digits, "v1-2").
# Times of day too, once in one form: "1am-4am", "between 01:00 and 04:00" as "01:00 to 04:00".
_RANGE = re.compile(
    r"(?<![\w.:-])(\d+(?::\d\d)?)\s*(?:-|–|through|thru)\s*(\d+(?::\d\d)?)(?!\w|[.:-]\d)",
    re.IGNORECASE,
)
_BETWEEN = re.compile(r"\bbetween (\d+(?::\d\d)?) and (\d+(?::\d\d)?)\b", re.IGNORECASE)
# ", not even at debug level" after a break (comma, semicolon, dash) extends the clause before it
# ("never log SSNs, not even at debug level"): read as ", even at ...". Not checked: a "never".
_NOT_EVEN = re.compile(r"([,;—–-]\s*)not even\b", re.IGNORECASE)
# "host:port" as "host port N", as "the broker is at host, port 8883" says it (not in a URL).
_HOST_PORT = re.compile(r"(?<![\w./-])((?:[a-z][\w-]*\.)+[a-z][\w-]*|localhost):(\d{2,5})\b", re.I)
# "have to" / "needs to": "must" in other words.
_MUST = re.compile(r"\b(?:has|have|need|needs) to\b", re.IGNORECASE)
# "bay A", "Plan A": a capital A after a word names one of several, as "bay B" does: no article.
_LETTER_A = re.compile(r"(?<=[a-z0-9] )A(?=[\s,.;:)!?]|$)")


def as_compared(text: str) -> str:
    """`text` as two statements are compared: without the asides it is typed with, a cleft
    the plain way round, "have to" as "must", ", not even" as ", even", its amounts and times
    of day in one form (plain_amounts, clock_times)."""
    folded = text.casefold()
    if folded.lstrip(" -*>\"'(").startswith(_ASIDE_OPENINGS):  # cheap tests first
        for _ in range(2):  # "ok fyi: ..."
            text = _ASIDE.sub("", _ASIDE_FIRST.sub("", text, count=1))
    elif "btw" in folded or "fyi" in folded or "fwiw" in folded:
        text = _ASIDE.sub("", text)
    text = clock_times(plain_amounts(text))  # "1am-4am" is a range once it says "01:00-04:00"
    if "-" in text or "–" in text or "thr" in folded:
        text = _RANGE.sub(r"\1 to \2", text)
    if "between" in folded:
        text = _BETWEEN.sub(r"\1 to \2", text)
    if " what " in folded:
        text = _WHAT_CLEFT.sub(r"\2 \1\3", text)
    elif folded.startswith(("it's", "it’s", "it is", "it was")):
        text = _IT_CLEFT.sub(r"\1 \2", text)
    if "s to " in folded or "e to " in folded or "d to " in folded:  # has / have / need(s) to
        text = _MUST.sub("must", text)
    if ":" in text:
        text = _HOST_PORT.sub(r"\1 port \2", text)
    if "not even" in folded:
        text = _NOT_EVEN.sub(r"\1even", text)
    return _LETTER_A.sub("a_", text) if " A" in text else text


def _clock(m: re.Match[str]) -> str:
    h = int(m.group(1)) % 12 + (12 if m.group(3).casefold() == "p" else 0)
    return f"{h:02d}:{m.group(2) or '00'}"


def number_word(tok: str) -> str | None:
    """The digits of a number word from "thirteen" on ("fourteen": "14", "twenty-four":
    "24"); None for any other word (two to twelve are in SYNONYMS)."""
    tens, _, unit = tok.partition("-")
    if tens in TENS and (not unit or unit in ONES):
        return str(TENS[tens] + ONES.get(unit, 0))
    return str(TEENS[tok]) if tok in TEENS else None
