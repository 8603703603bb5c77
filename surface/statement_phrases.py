"""The phrases a statement is read without, or as one token, before its words are compared
(surface.statements.sequence): "no longer", "instead of" and "forbidden" as a negation, "pull request" as
one word, filler phrases and lead-ins ("from now on", "Remember:", "Correction:")."""

from __future__ import annotations

import re

from surface.durations import CLOCK_WORDS
from surface.statement_words import NEGATORS, SYNONYMS

_FILLER_PHRASES = tuple(
    "from now on|going forward|as of now|these days|my mistake|to be clear|for the record".split(
        "|"
    )
)
_RANKS = ("tier", "level", "phase", "stage", "priority", "severity", "sev", "grade")
_CLOCK_WORDS = CLOCK_WORDS
_RANK_NUMBERS = {w: n for w, n in _CLOCK_WORDS.items() if len(n) == 1}  # "one" to "nine"
_RANGE = {"zero": "0", **_CLOCK_WORDS}  # and numbers of one or two digits, as written
_RANGE_WORD = r"\d{1,2}|" + "|".join(sorted(_RANGE, key=len, reverse=True))
_RANK_JOINED = re.compile(rf"\b({'|'.join(_RANKS)})-?(\d)\b")
_ZONES = {"et": "eastern", "ct": "central", "pt": "pacific", "mt": "mountain"}
_EVERY = {
    "quar": "every 3 months",
    "fort": "every 2 weeks",
    "semi": "every 6 months",
    "half": "every 6 months",
}
_DEEDS = {"appr": "approved", "sign": "approved", "revi": "reviewed", "auth": "authorized"}


def _per(m: re.Match[str]) -> str:
    """A rate's slashes as "per": "1/tower/wk" is "1 per tower per wk"."""
    number, unit, per, then = m.groups()
    return "".join((number, unit or "", f" per {per}", f" per {then}" if then else ""))


# (a substring that must be present, substrings one of which must be present, the pattern, its
# replacement). Substring tests are far cheaper than the regexes' searches. The filler phrases
# have always been looked for only in a text with an "o" in it ("these days" and "my mistake"
# have none): that first test stays, so no statement is read differently than before.
PHRASES = (
    ("no", ("no longer", "not anymore"), re.compile(r"\b(?:no longer|not anymore)\b"), " not "),
    ("ins", ("instead of",), re.compile(r"\binstead of\b"), " not "),
    ("rath", ("rather than",), re.compile(r"\brather than\b"), " not "),
    # a prohibition in one word: "deploys are off-limits on Fridays" / "we never deploy on ..."
    (
        "",
        ("forbidden", "prohibited", "off-limits", "off limits", "banned", "disallowed"),
        re.compile(r"\b(?:forbidden|prohibited|off[- ]limits|banned|disallowed)\b"),
        " not allowed ",
    ),
    # a deed asked of someone, as a noun: "need sign-off from the network lead" / "must be
    # approved by the network lead"; "require a review from" / "must be reviewed by"
    (
        "",
        ("approval", "sign-off", "sign off", "signoff", "review", "authori"),
        re.compile(
            r"\b(?:needs?|requires?|required)\s+(?:an?\s+)?"
            r"(approval|sign[- ]?off|review|authori[sz]ation)\s+(?:from|by)\b"
        ),
        lambda m: f" must be {_DEEDS[m.group(1)[:4]]} by ",
    ),
    # "cannot be scheduled earlier than the embargo time" / "... before the embargo time"
    (
        "er than",
        ("earlier than", "later than", "sooner than"),
        re.compile(r"\b(earlier|sooner|later) than\b"),
        lambda m: " after " if m.group(1) == "later" else " before ",
    ),
    # a rank told in a word: "tier one" / "tier 1", "a tier-two target" / "tier 2"
    (
        "",
        _RANKS,
        re.compile(rf"\b({'|'.join(_RANKS)})[- ]({'|'.join(_RANK_NUMBERS)})\b"),
        lambda m: f" {m.group(1)} {_RANK_NUMBERS[m.group(2)]} ",
    ),
    # a time of day in words and its zone short: "five o'clock Eastern" / "5:00 ET"
    (
        "clock",
        (),
        re.compile(rf"\b(\d{{1,2}}|{'|'.join(_CLOCK_WORDS)}) o'?clock\b"),
        lambda m: f" {int(_CLOCK_WORDS.get(m.group(1), m.group(1))):02d}:00 ",  # as "05:00"
    ),
    (
        "",
        (" et", " ct", " pt", " mt"),
        re.compile(r"(?<=[\d.m])\s+(et|ct|pt|mt)\b"),
        lambda m: f" {_ZONES[m.group(1)]} ",
    ),
    ("dollar", (), re.compile(r"\bu\.?s\.? dollars?\b"), " usd "),  # "US dollars" / "USD"
    # "never backdate a trade unless there's a compliance ticket" / "... without a ..."
    (
        "unless",
        (),
        re.compile(r"\bunless (?:there(?:'s| is| are)|(?:you|we|they)(?:'ve| have)|it has)\b"),
        " without ",
    ),
    # a range told in words: "from zero to one" / "from 0 to 1" ("one" alone is a pronoun)
    (
        "",
        ("from ", "between "),
        re.compile(rf"\b(from|between) ({_RANGE_WORD}) (to|and) ({_RANGE_WORD})\b"),
        lambda m: (
            f" {m.group(1)} {_RANGE.get(m.group(2), m.group(2))} {m.group(3)}"
            f" {_RANGE.get(m.group(4), m.group(4))} "
        ),
    ),
    # a plan named by a number and a letter in brackets ("401(k)"): a name, not 401 thousand
    ("(", (), re.compile(r"\b(\d+)\(([a-z])\)"), r"\1-\2"),
    # noon as a clock time ("at noon" / "at 12pm"); not midnight, which ends one day or opens
    # the next ("locked at midnight" / "at 6 AM the next day"): "12am" is read as midnight
    # (surface.statement_words.clock_times)
    ("noon", (), re.compile(r"(?<!solar )\b(?:12\s+)?noon\b"), " 12:00 "),
    # a size told as its sides ("21x21" / "twenty-one by twenty-one"); not a hex number
    (
        "x",
        tuple(f"{d}x" for d in "0123456789"),
        re.compile(r"(?<![\w.])(?!0x)(\d+)x(\d+)(?!\w|\.\d)"),
        r" \1 by \2 ",
    ),
    # a rank typed as one word ("sev1 alarms" / "severity 1 alarms", "tier-2")
    ("", _RANKS, _RANK_JOINED, r" \1 \2 "),
    # "24 hours a day, seven days a week" / "around the clock" / "24/7"
    (
        "",
        ("24 hours a day", "round the clock", "round-the-clock"),
        re.compile(
            r"\b24 hours a day(?:,? (?:seven|7) days a week)?|\b(?:a)?round[- ]the[- ]clock\b"
        ),
        " 24/7 ",
    ),
    ("lacking", (), re.compile(r"\blacking\b"), " without "),  # "records lacking a ..."
    ("zero", (), re.compile(r"\bzero (?=[a-z]{2,}s\b)"), " no "),  # "have zero photos"
    ("single", (), re.compile(r"\ba single time\b"), " once "),  # "geocoded a single time"
    # a state typed as "off" ("premoves are off in corr games" / "... are disabled in ...")
    (
        "off",
        (),
        re.compile(r"\b(is|are)\s+off\b(?!\s+(?:the|a|an|to|from|of|by)\b)"),
        r"\1 disabled",
    ),
    ("2fa", (), re.compile(r"\b2fa\b"), "two-factor authentication"),
    ("prior to", (), re.compile(r"\bprior to\b"), "before"),
    # frequencies told in one word that a period of several units says ("calibrated quarterly"
    # / "every three months")
    (
        "",
        ("quarter", "fortnight", "semiannually", "semi-annually", "half-yearly"),
        # said of a deed, not of a thing ("the quarterly report" is one of several reports)
        re.compile(
            r"\b(quarterly|fortnightly|semi-?annually|half-yearly)"
            r"(?=\s*(?:$|[.,;:)]|(?:on|at|in|by|and|or|from|for|with|during|until|after)\b))"
            r"|(?<!of )\b(?:every|each|once a) (quarter|fortnight)\b"  # not "the end of each"
        ),
        lambda m: _EVERY[(m.group(1) or m.group(2))[:4]],
    ),
    # "10% off additional tickets" / "a 10 percent discount on additional tickets": no "off"
    # to read as the opposite of the "on" beside it
    (
        "off",
        ("% off", "percent off"),
        re.compile(r"(\d)\s*(?:%|percent) off\b"),
        r"\1 percent discount on",
    ),
    # "normalized with the spaces removed" / "normalized without spaces"
    (
        "with ",
        ("removed", "stripped", "omitted"),
        re.compile(r"\bwith (?:the |all |any )?(\w+(?: \w+)?) (?:removed|stripped|omitted)\b"),
        r"without \1",
    ),
    # "4x/day", "2x per run": a count of times typed as chat does (not "1920x1080", "0x1f")
    (
        "x",
        ("0x", "1x", "2x", "3x", "4x", "5x", "6x", "7x", "8x", "9x"),
        re.compile(r"(?<![\w.])(\d+)x(?=/|\s|$|[.,;:)])"),
        r"\1 times",
    ),
    # a rate typed with slashes after a number ("<1/tower/wk", "25 frames/task", "1k/night"), not a
    # unit of its own ("10 m/s"), a path ("/api/v2/webhooks") or a port's ("8081/healthz"); and
    # "<" before a number as "under" ("FP target: <1/tower/wk" / "under 1 per tower per week")
    (
        "/",
        (),
        re.compile(
            r"(?<![\w./:-])(\d+(?:\.\d+)?k?)(\s*[a-z]{3,})?/([a-z]{3,}|hr|wk|mo|yr)"
            r"(?:/([a-z]{2,}))?(?![\w/-])"
        ),
        _per,
    ),
    # "4 times per day" / "four times a day" (after the rate above: "4x/day" is one of them)
    ("times per", (), re.compile(r"\btimes per (?=[a-z])"), "times a "),
    ("<", (), re.compile(r"(?<![<\w-])<\s*(?=\d)"), " under "),
    # a freeze as a prohibition: "deploys are frozen during ..." / "no deploys during ..."
    (
        "frozen",
        (),
        re.compile(r"\b(deploys|deployments|releases|merges)\s+(?:are|get)\s+frozen\b"),
        r"no \1",
    ),
    # "w/" and "w/o" as typed in chat ("tagged w/ the event code", "3 min w/o a ping")
    ("w/", (), re.compile(r"(?<![\w/.])w/o(?![\w/])"), " without "),
    ("w/", (), re.compile(r"(?<![\w/.])w/in(?![\w/])"), " within "),
    ("w/", (), re.compile(r"(?<![\w/.])w/(?=\s)"), " with "),
    ("b4", (), re.compile(r"(?<![\w/.-])b4(?![\w/.-])"), " before "),  # "lint b4 uploading"
    # "kept out of" / "left out of" / "excluded from"
    (
        "out of",
        ("kept out of", "left out of"),
        re.compile(r"\b(?:kept|left) out of\b"),
        " excluded from ",
    ),
    # "retained" / "kept": one verb ("clips are kept for 30 days" / "are retained for ...")
    (
        "retain",
        (),
        re.compile(r"\bretain(s|ed|ing)?\b"),
        lambda m: {"s": " keeps ", "ed": " kept ", "ing": " keeping "}.get(
            m.group(1) or "", " keep "
        ),
    ),
    # "for example" / "e.g."
    (
        "for ",
        ("for example", "for instance"),
        re.compile(r"\bfor (?:example|instance)\b"),
        " e.g. ",
    ),
    # a count of days with its unit as a letter ("keep raw logs 30d"); not "2d" / "3d", which
    # are as often dimensions
    ("d", (), re.compile(r"(?<![\w.])(\d{2,3}|[4-9])d\b"), r" \1 days "),
    ("y", (), re.compile(r"(?<![\w.])(\d{1,2})(?:y|yrs?)\b"), r" \1 years "),  # "kept 10y"
    # "kg + m³" / "kilograms and cubic meters": "+" between words as "and", units by their names
    ("+", (), re.compile(r"(?<=\w)\s+\+\s+(?=\w)"), " and "),
    ("³", (), re.compile(r"\bm³"), " cubic meters "),
    ("pull", ("pull request",), re.compile(r"\bpull requests?\b"), " pull-request "),
    # how long a thing lasts, told as its time to live: "the cache TTL is 60 min" / "presigned
    # URLs are valid for 6h" / "the cache expires after one hour" (a duration follows)
    (
        "",
        ("ttl", "valid for", "expire in", "expires in", "time to live"),
        re.compile(
            r"\b(?:(?:has|with)\s+an?\s+)?(?:ttl|time[- ]to[- ]live)\s*(?:is|=|:|of)\s+"
            r"(?=\d|an?\b|one\b)|\b(?:(?:has|with)\s+)?an?\s+(\d[\w.]*(?:[- ][a-z]+)?)\s+ttl\b"
            r"|\b(?:(?:is|are)\s+)?valid for\s+(?=\d|an?\b|one\b)"
            r"|\bexpires? in\s+(?=\d|an?\b|one\b)"
        ),
        lambda m: f" expires after {m.group(1) or ''} ",
    ),
    ("sem", ("semantic version",), re.compile(r"\bsemantic versioning\b"), " semver "),
    # "sign in" is "log in" ("staff sign in using their SSO account" / "staff log in with ..."),
    # not "signed in CI" (code signing) nor "the sign in the lobby"
    ("sign", (), re.compile(r"\bsign([- ]?)(in|out)\b(?!\s+(?:the|a|an|ci)\b)"), r" log\1\2 "),
    # "roll it out compartment by compartment" / "... one compartment at a time" (not "side by
    # side", which is together)
    (
        " by ",
        (),
        re.compile(r"\b(?!(?:side|little|one|bit)\b)([a-z]{3,}) by \1\b"),
        r" one \1 at a time ",
    ),
    (
        "o",
        _FILLER_PHRASES,
        re.compile(
            r"\b(?:from now on|going forward|as of now|these days|my mistake|"
            r"to be clear|for the record)\b"
        ),
        " ",
    ),
    (
        "",
        (),
        re.compile(
            r"^\W*(?:(?:please\s+)?remember(?:\s+that)?|note|nb|fyi|reminder|important|"
            r"correction|update|actually)\b\s*[:,!-]?"
        ),
        " ",
    ),
)


# A negated deed bounded by "until" in one statement and by "before" in the other ("Don't
# delete raw files until they are archived" / "don't delete ... before they're archived"):
# one bound. Not when one is not negated: "must A before B" / "B can't until A" is a condition
# told both ways, which surface.statement_roles reads with "until" as said.
_UNTIL = re.compile(r"\buntil\b", re.IGNORECASE)
_BEFORE = re.compile(r"\bbefore\b", re.IGNORECASE)
# The words a statement's reading takes as "not" (surface.statement_words; any "...n't", as
# surface.statements reads it), as typed.
_NEGATED = re.compile(
    r"(?<![\w'])(?:\w+n't|"
    + "|".join(map(re.escape, sorted(NEGATORS | {w for w, t in SYNONYMS.items() if t == "not"})))
    + r")(?![\w'])",
    re.IGNORECASE,
)


def _bounded_alike(until: str, before: str) -> bool:
    if not (_UNTIL.search(until) and _BEFORE.search(before)):
        return False
    if _BEFORE.search(until) or _UNTIL.search(before):
        return False
    return bool(_NEGATED.search(until) and _NEGATED.search(before))


def until_as_before(a: str, b: str) -> tuple[str, str]:
    """`a` and `b`, with the "until" of one read as the "before" the other says, when both
    are negated and neither says the other's word."""
    if "ntil" not in a + b or "efore" not in a + b:
        return a, b
    if _bounded_alike(a, b):
        return _UNTIL.sub("before", a), b
    if _bounded_alike(b, a):
        return a, _UNTIL.sub("before", b)
    return a, b
