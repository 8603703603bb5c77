"""Two statements compared with each short form one of them spells out written in full: "AEs
must be reported ..." beside "Adverse events must be reported ...", "we do DI with Hilt" beside
"... Hilt for dependency injection".

An initialism is read as the words it abbreviates only where the other statement says words
whose initials spell it, so "PR" stays "PR" unless the other statement says "pull request", and
not where the statement itself says those words too ("Istio's CA" beside "certificates are
issued": the initials spell "certificates are" by chance, and "certificates are" is said in
both).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from surface.change_told import SELF_CORRECTION
from surface.conjuncts import in_their_order
from surface.statement_phrases import until_as_before
from surface.statement_words import FILLER, LIGHT, NEGATORS, SYNONYMS
from surface.synonyms import alternatives

# Two to five capitals, an optional plural "s": "DI", "AEs", "FCM", "DCs".
# Or two parts joined by "&" ("T&S", "P&L"), spelled with "and" between them.
_INITIALISM = re.compile(r"(?<!\d )\b([A-Z]{2,5}|[A-Z]{1,2}&[A-Z]{1,2})(s?)\b")  # not "8 GB"
_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
_SMALL = frozenset({"of", "and", "for", "the", "to", "on", "in", "as", "a"})


def _spelled(letters: str, text: str) -> str | None:
    """The words of `text` whose initials spell `letters`, in a row (small words such as "of"
    may sit between them without a letter: "bill of materials", or give theirs: "proof of
    delivery" for "POD"); None if none do."""
    words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text)]
    want = letters.casefold()
    for start in range(len(words)):
        if words[start][0].casefold() in _SMALL:
            continue
        end = _spells(words, start, want, 0)
        if end is not None:
            return text[words[start][1] : words[end - 1][2]]
    return None


def _spells(words: list[tuple[str, int, int]], i: int, want: str, got: int) -> int | None:
    """Where the words from `i` on have spelled `want` from its `got`-th letter on, if they do."""
    if got == len(want):
        return i
    if i >= len(words):
        return None
    word = words[i][0].casefold()
    small = word in _SMALL
    if word[0] == want[got] and (len(word) >= 3 or small) and (not small or got):
        end = _spells(words, i + 1, want, got + 1)
        if end is not None:
            return end
    # a small word without a letter only inside three letters or more ("bill of materials" is
    # BOM, "cents as integers" no CI), or the "and" of two ("trust and safety" is T&S)
    skip = got and small and (len(want) > 2 or word == "and")
    return _spells(words, i + 1, want, got) if skip else None


def _said_short(letters: str, other: str) -> bool:
    """`other` says the initialism as a word of its own in lower case ("IDs" / "student ids:
    7 digits"), not inside a path or a name ("POST /fnol", "fnol-intake")."""
    found = re.search(rf"(?<![\w/.-]){re.escape(letters)}s?(?![\w/.-])", other, re.IGNORECASE)
    return found is not None


def _in_full(text: str, other: str) -> str:
    def full(m: re.Match[str]) -> str:
        letters = m.group(1)
        if re.search(rf"\b{re.escape(letters)}s?\b", other) or _said_short(letters, other):
            return m.group()
        words = _spelled(letters.replace("&", ""), other)
        if words is None or words.casefold() in text.casefold():  # a chance match
            return m.group()
        return words

    return _INITIALISM.sub(full, text) if _INITIALISM.search(text) else text


# A word clipped to its consonants as people type it ("fw", "mm", "svc", "cfg"): no vowel at
# all (a clip that keeps one, such as "acct" or "impl", is read through CLIPPED). Not the
# initialisms of two words ("pr", "cd", "mr"), and not after a number, where such a word is a
# unit ("90 ms", "5 mm").
# consonants, or a vowel and three or more of them ("appts", "acct"; "impl" opens its word,
# so it is read as a word cut short instead)
_CLIPPED = re.compile(
    r"(?<![\w.-])(?<!\d )([bcdfghjklmnpqrstvwxz]{2,5}|[aeiou][bcdfghjklmnpqrstvwxz]{3,5})(?![\w'-])"
)
_NOT_CLIPPED = frozenset({"pr", "cd", "mr", "ssh", "npm", "pnpm", "nvm", "gpg", "rpm"})


def _clipped_word(short: str, text: str, other: str) -> str | None:
    """The one word of `other` that `short` clips (same first letter, its letters in order),
    which `text` does not say itself; None if none or several do, and for a clip every
    statement's words already read in full (surface.statement_words.SYNONYMS: "db" is a
    database, not a dashboard)."""
    if short in _NOT_CLIPPED or short in SYNONYMS:
        return None
    if re.search(rf"\b{short}\b", other, re.IGNORECASE):
        return None
    found = {
        w
        for w in (m.casefold() for m in _WORD.findall(other))
        if len(w) >= len(short) + 2
        and w[0] == short[0]
        and _in_order(short[1:], w[1:])
        # a vowel's clip keeps the next letter too ("appts" / "appointments"; "arms" is no
        # clip of "alarms"), and is no inflection of the word's stem ("owns" / "ownership")
        and (short[0] not in "aeiou" or (w[1] == short[1] and not w.startswith(short.rstrip("s"))))
    }
    word = _one_word(found)
    if word is None:
        return None
    return None if re.search(rf"\b{word}\b", text, re.IGNORECASE) else word


def _one_word(found: set[str]) -> str | None:
    """The word `found` holds, in one or several of its forms ("service" / "services"): the
    shortest, if every other one begins with it; None if they are two words or none."""
    if not found:
        return None
    word = min(found, key=len)
    return word if all(w.startswith(word) for w in found) else None


def _in_order(letters: str, word: str) -> bool:
    it = iter(word)
    return all(c in it for c in letters)


def _clips_in_full(text: str, other: str) -> str:
    def full(m: re.Match[str]) -> str:
        return _clipped_word(m.group(1), text, other) or m.group()

    text = _CLIPPED.sub(full, text)
    folded = other.casefold()
    cuts = {
        short: word
        for short in _words_of(text)[0]
        # a word `other` has none opening as it does is no cut of one: most, cheaply
        if 3 <= len(short) <= 5 and short not in _NO_CUT and short[:3] in folded
        if (word := _cut_word(short, text, other))
    }
    return _CUT.sub(lambda m: cuts.get(m.group(1), m.group(1)), text) if cuts else text


# A word cut short as people type it in chat ("dash" for "dashboard", "sim" for "simulator",
# "conn" for "connection", "inc 42" for "incident 42", "obits" for "obituaries"): three to
# five letters, typed in lower case (a name keeps its capital: "Java" is not "JavaScript"),
# read as the one word of the other statement it opens, three or more letters longer (a
# plural opening a plural), when the other does not say it as typed (a URL's "/dash" aside)
# and this one does not say the full word.
_CUT = re.compile(r"(?<![\w./:@-])([a-z]{3,5})(?![\w'./@-])")


# What an inflection or a suffix adds to a word ("start" / "starting", "pull" / "pulled",
# "head" / "headless"): another word, no clip.
_INFLECTED = re.compile(
    r"[a-z]?(?:s|es|ed|ing|ings|er|ers|ly|ment|ments|less|ful|ness|able|ible|al|ic|ity)"
)


# Words that open longer ones by chance and are no clip of them ("the" / "theme", "with" /
# "without", "must" / "mustn't", "per" / "permission"): the common short words of English.
_COMMON = frozenset(
    """the for and not per all any are can our its was has had but out off own one two new via
    use who how why now get set run see must will have with what when more less some only each
    over under from into than then that this they them your also just once after every both
    same other such many most much very well back down make made take keep done need does been
    were here there about should would could might shall where which while since until ever
    even few far low high full part left right last next first""".split()
)


# Never read as a cut: the synonym table's short forms, common and light words.
_NO_CUT = frozenset(SYNONYMS) | _COMMON | LIGHT | FILLER


# A compound adjective whose first part is cut short ("Temp-controlled" / "temperature-
# controlled"): the participle said alike is evidence enough, so a capital is no name here.
# Not a name with hyphens ("the subs-events topic" / "subscription-events"): it is as typed.
_CUT_COMPOUND = re.compile(r"(?<![\w./:@-])([A-Za-z][a-z]{2,4})-([a-z]+(?:ed|en|ing))(?![\w-])")


def _compounds_in_full(text: str, other: str) -> str:
    def full(m: re.Match[str]) -> str:
        short, rest = m.group(1), m.group(2)
        found = {
            w
            for w in re.findall(rf"\b([A-Za-z]+)-{re.escape(rest)}\b", other)
            if len(w) >= len(short) + 3 and w.casefold().startswith(short.casefold())
        }
        return f"{found.pop()}-{rest}" if len(found) == 1 else m.group()

    return _CUT_COMPOUND.sub(full, text) if "-" in text and "-" in other else text


def _cut_word(short: str, text: str, other: str) -> str | None:
    """The one word of `other` that `short` (in `text`) is cut from, or None."""
    stem = short[:-1] if short.endswith("s") else short  # "obits" / "obituaries"
    if stem in _NO_CUT or len(stem) < 3:
        return None
    said, alone = _words_of(other)
    if short in alone:
        return None
    found = {
        w
        for w in said
        if len(w) >= len(stem) + 3
        and w.startswith(stem)
        and "'" not in w
        and not _INFLECTED.fullmatch(w[len(stem) :])
        and (stem == short or w.endswith("s"))  # a plural cuts a plural ("news" no newsletter)
    }
    word = _one_word(found)
    if word is None or word in _words_of(text)[0]:
        return None
    return None if alternatives(short) or alternatives(stem) else word  # "app" is read already


_ALONE = re.compile(r"(?<![\w./-])[A-Za-z][A-Za-z']*(?![\w./-])")  # not in a URL or a path


@lru_cache(maxsize=16384)
def _words_of(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """A text's words, lower case: all of them, and those that stand alone (a URL's "/dash"
    is no word said); cached, as a write compares one text with several."""
    return (
        frozenset(w.casefold() for w in _WORD.findall(text)),
        frozenset(w.casefold() for w in _ALONE.findall(text)),
    )


# A compound written as one token: its parts joined by a hyphen or a slash ("append-only",
# "update/delete"), or run together where letters meet digits ("jpeg2000").
_COMPOUND = re.compile(
    r"(?<![\w./:@-])([A-Za-z][A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)+|[A-Za-z]{2,}\d+)(?![\w/@-]|\.\w)"
)
_PARTS = re.compile(r"[-/]|(?<=[A-Za-z])(?=\d)")


def _apart(text: str, other: str) -> str:
    """`text` with each compound written as the words `other` says in a row ("append-only" /
    "append only", "fraud-scoring" / "fraud scoring", "jpeg2000" / "JPEG 2000", "update/delete"
    / "update or delete", "back-date" / "backdate"): one term typed two ways, not another name."""

    def words(m: re.Match[str]) -> str:
        parts = [x for x in _PARTS.split(m.group()) if x]
        if len(parts) < 2:
            return m.group()
        joined_up = "".join(parts)  # "back-date" / "backdate": one word typed two ways
        if "-" in m.group() and re.search(rf"(?<![\w-]){joined_up}(?![\w-])", other, re.I):
            return joined_up
        joined = r"\W+(?:(?:or|and)\s+)?" if "/" in m.group() else r"[\s-]+"
        said = re.search(
            r"(?<![\w-])" + joined.join(map(re.escape, parts)) + r"(?![\w-])", other, re.I
        )
        if said is None or said.group().casefold() == m.group().casefold():
            return m.group()
        if said.group().replace("-", "").casefold() == m.group().casefold():
            return m.group()  # "sha256" / "SHA-256": the other's is joined up, as above
        return " ".join(parts) if "/" not in m.group() else said.group()

    return (
        _COMPOUND.sub(words, text)
        if ("-" in text or "/" in text or re.search(r"[a-z]\d", text, re.I))
        else text
    )


# A word one statement writes as two ("uppercase" / "upper case", "plaintext" / "plain
# text"): the same term typed two ways. Not where either part is a light word ("into",
# "cannot").
_ONE_WORD = re.compile(r"(?<![\w./@-])[A-Za-z]{5,}(?![\w./@-])")
_NO_PART = LIGHT | FILLER | NEGATORS


def _joined(text: str, other: str) -> str:
    """`text` with each word that `other` writes as two words in a row written as those two."""
    said = _words_of(other)[0]
    longer = [w for w in _words_of(text)[0] if len(w) >= 5 and w not in said]
    two = _two_words_of(other) if longer else {}
    if not any(_as_two(w, two) for w in longer):
        return text
    return _ONE_WORD.sub(lambda m: _as_two(m.group().casefold(), two) or m.group(), text)


def _as_two(word: str, two: Mapping[str, str]) -> str | None:
    """`word` as the two words `two` runs together, in the plural too ("timelapses" for
    "time-lapse")."""
    if word in two:
        return two[word]
    return two[word[:-1]] + "s" if word.endswith("s") and word[:-1] in two else None


@lru_cache(maxsize=16384)
def _two_words_of(text: str) -> Mapping[str, str]:  # cached: read, never changed
    """Each two words of `text` in a row, run together, with the two as written apart (by
    the hyphen, where `text` joins them by one: "time-lapse")."""
    found = list(_WORD.finditer(text))
    out = {}
    for m, n in zip(found, found[1:], strict=False):
        a, b = m.group().casefold(), n.group().casefold()
        if len(a) >= 2 and len(b) >= 3 and a not in _NO_PART and b not in _NO_PART:
            out[a + b] = f"{a}-{b}" if text[m.end() : n.start()] == "-" else f"{a} {b}"
    return out


# "stateless" / "holds no state", "passwordless" / "without a password": a word that says it
# is without a thing, read as the other statement says it (and only then).
_LESS = re.compile(r"(?<![\w-])([a-z]{3,})less\b", re.IGNORECASE)


def _without(text: str, other: str) -> str:
    """`text` with each "<thing>less" that `other` says as "no <thing>" or "without (a)
    <thing>" written as `other` says it."""

    def said(m: re.Match[str]) -> str:
        thing = m.group(1)
        told = re.search(  # the thing alone, not "no head node"
            rf"\b(?:no|without(?: an?| the)?) {thing}s?\b(?=\s*(?:[,.;:!)]|$|(?:in|on|at|for|and|or"
            r"|to|is|are|was)\b))",
            other,
            re.IGNORECASE,
        )
        return told.group() if told else m.group()

    return _LESS.sub(said, text) if "less" in text else text


# A bound written as a sign before its number (">256GB" / "more than 256 GB").
_SIGNS = {">": "more than", "<": "less than", "≥": "at least", ">=": "at least", "≤": "at most"}
_SIGNED = re.compile(r"(?<![\w<>=-])(>=|[<>≥≤])\s?(?=\d)")
_WHOLE_HOUR = re.compile(r"\b([01]?\d|2[0-3]):00\b(?!\s*[ap]\.?m)", re.IGNORECASE)


def _signs_and_hours(text: str, other: str) -> str:
    """`text` with a sign before a number in words, and a whole hour ("9:00") as the hour alone
    where `other` names that hour without minutes ("every morning at 9")."""
    if any(c in text for c in "<>≥≤"):
        text = _SIGNED.sub(lambda m: f"{_SIGNS[m.group(1)]} ", text)
    if ":00" not in text:
        return text

    def hour(m: re.Match[str]) -> str:
        said = re.search(rf"\bat {m.group(1)}(?![:\d])", other)
        return m.group(1) if said else m.group()

    return _WHOLE_HOUR.sub(hour, text)


# A version with a "v" before it or ".0" after ("mosquitto v2" / "Mosquitto 2.0"): one number.
_V_NUMBER = re.compile(r"(?<![\w./-])[vV](\d+(?:\.\d+)*)\b")
_POINT_ZERO = re.compile(r"(?<![\w.])([vV]?)(\d+)(?:\.0)+\b(?!\.\d)")


def _versions(text: str, other: str) -> str:
    """`text` with a version's "v" left off where `other` writes its versions without one
    (both with it, "The v2 boards ..." / "The v3 boards ...", name two things as written), and
    its trailing ".0" where `other` writes that version without it."""
    if not _V_NUMBER.search(other):
        text = _V_NUMBER.sub(r"\1", text)
    if ".0" not in text:
        return text
    bare = _V_NUMBER.sub(r"\1", other)

    def whole(m: re.Match[str]) -> str:  # a "v" kept stays ("v2.0" / "v2" beside "v3")
        said = re.search(rf"(?<![\w.]){m.group(2)}(?![\w.]|\.\d)", bare)
        return m.group(1) + m.group(2) if said else m.group()

    return _POINT_ZERO.sub(whole, text)


# A count with its magnitude or unit as a letter ("100M rows" / "100 million rows", "5m" / "5
# minutes"). "m" is millions, minutes or metres, so the letter is read as the word the other
# statement says after a number, and only then.
# ("5k" needs none of this: surface.statement_words.counted reads it as 5000, as "5 thousand".)
_MAGNITUDE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?(M|m|B|bn)\b(?![\w-])")
_MAGNITUDES = {
    "m": ("million", "minutes", "minute", "mins", "min"),
    "b": ("billion",),
    "bn": ("billion",),
}


def _magnitudes(text: str, other: str) -> str:
    """`text` with a count's letter ("100M", "5m") as the word `other` says after a number
    ("100 million", "5 minutes")."""

    def word(m: re.Match[str]) -> str:
        for said in _MAGNITUDES[m.group(2).casefold()]:
            if re.search(rf"\d {said}\b", other, re.IGNORECASE):
                return f"{m.group(1)} {said}"
        return m.group()

    return _MAGNITUDE.sub(word, text) if _MAGNITUDE.search(text) else text


# read as the correction it is: "wait no, ..." says "actually, ...", and its "no" denies nothing
_CORRECTED = re.compile(rf"^\W*{SELF_CORRECTION}[\s,:;!.—–-]*", re.IGNORECASE)


# An arrow between two words ("MES -> ERP", "trackers -> ingestion"): the flow the other
# statement tells with "to" ("MES-to-ERP", "trackers send data to the ingestion endpoint"),
# not a change ("cimetrix -> gem300" names a new one) nor steps ("vitals -> signature ->
# checkout": a chain of arrows).
_WORD_ARROW = re.compile(r"(?<![\w./-])([A-Za-z][\w.]*)\s*(?:->|→)\s*([A-Za-z][\w.]*)(?![\w/-])")
_ARROW_NEAR = re.compile(r"(?:->|→)\s*$|^\s*(?:->|→)")
# A change told right before the arrow: the arrow is what was left and what came after it
_MOVED_BEFORE = re.compile(r"\b(?:moved|switched|migrated|changed|swapped)\s+$", re.IGNORECASE)


def _arrows_as_to(text: str, other: str) -> str:
    def flow(m: re.Match[str]) -> str:
        if _ARROW_NEAR.search(text[: m.start()]) or _ARROW_NEAR.search(text[m.end() :]):
            return m.group()  # steps
        if _MOVED_BEFORE.search(text[: m.start()]):  # "payments moved moneris -> adyen"
            return f"from {m.group(1)} to {m.group(2)}"
        x, y = map(re.escape, m.groups())
        told = re.search(rf"\b{x}\b\W+(?:\w+\W+){{0,3}}?to\W+(?:\w+\W+){{0,2}}?{y}\b", other, re.I)
        return f"{m.group(1)} to {m.group(2)}" if told else m.group()

    return _WORD_ARROW.sub(flow, text) if ">" in text or "→" in text else text


# Hours told by the part of the day: "between 1 and 4 in the morning" is "between 1am and 4am".
_PART_OF_DAY = re.compile(
    r"\b(\d{1,2})(?:(\s*(?:and|to|-)\s*)(\d{1,2}))?\s+in the (morning|afternoon|evening)\b",
    re.IGNORECASE,
)
_HALF = {"morning": "am", "afternoon": "pm", "evening": "pm"}


def _parts_of_day(text: str) -> str:
    def clock(m: re.Match[str]) -> str:
        half = _HALF[m[4].casefold()]
        return f"{m[1]}{half}{m[2]}{m[3]}{half}" if m[3] else f"{m[1]}{half}"

    return _PART_OF_DAY.sub(clock, text) if " in the " in text else text


# "Only CSV files are accepted by the importer": the "only" of a passive bears on its subject,
# as in "CSV files only are accepted by ..." (and "The importer only accepts CSV files").
_ONLY_PASSIVE = re.compile(
    r"^(\W*)only\s+(.+?)\s+(is|are|get|gets)\s+(\w+(?:ed|en|t))\s+by\b", re.IGNORECASE
)


def _only_passive(text: str) -> str:
    return _ONLY_PASSIVE.sub(lambda m: f"{m[1]}{m[2]} only {m[3]} {m[4]} by", text, count=1)


# An incident's number as tickets write it ("INC-88", "inc #42", "INC 2023-114"); not a
# company's "Inc." (no number right after it).
_INCIDENT = re.compile(r"\binc(?:\s*#\s*|[ -])(?=\d)", re.IGNORECASE)


def _incidents(text: str) -> str:
    return _INCIDENT.sub("incident ", text) if "nc" in text or "NC" in text else text


def spelled_out(old: str, new: str) -> tuple[str, str]:
    """`old` and `new` with each initialism of one that the other spells out written in full,
    each word one writes as two words of the other ("uppercase" / "upper case"), each word one
    clips to its consonants ("fw" / "firewall") or cuts short ("dash" / "dashboard", also as
    a compound's first part: "Temp-controlled"), each compound one writes as one token that
    the other says as words ("append-only" / "append only"), "<thing>less" as the other's "no <thing>" ("stateless" / "no state"), and bounds and
    whole hours written with signs and minutes in words (">256GB", "9:00" beside "at 9"),
    versions in one form ("v2" / "2.0"), a count's letter as the word the other says ("100M"
    / "100 million", "5m" / "5 minutes"), a correction typed in chat as "actually" ("wait no,
    ..."), an arrow between two words the other names as "to" ("MES -> ERP" / "MES-to-ERP"),
    and two things `new` joins by "and" / "or" in the order `old` names them ("PDF and MISMO
    XML" / "MISMO XML and PDF"). Before all that, each on its own: hours told by the part of
    the day as clock times ("1 and 4 in the morning"), and the "only" that opens a passive put
    after its subject; and an arrow right after "moved" (or "switched" ...) is read "from ...
    to ..." whatever the other says."""
    old, new = until_as_before(*(_only_passive(_parts_of_day(_incidents(t))) for t in (old, new)))
    a, b = _in_full(old, new), _in_full(_CORRECTED.sub("Actually, ", new), old)
    a, b = _joined(a, b), _joined(b, a)  # first: "upper case" is no cut of "uppercase"
    a, b = _clips_in_full(a, b), _clips_in_full(b, a)
    a, b = _compounds_in_full(a, b), _compounds_in_full(b, a)
    a, b = _apart(a, b), _apart(b, a)
    a, b = _without(a, b), _without(b, a)
    a, b = _signs_and_hours(a, b), _signs_and_hours(b, a)
    a, b = _magnitudes(a, b), _magnitudes(b, a)
    a, b = _versions(a, b), _versions(b, a)
    a, b = _arrows_as_to(a, b), _arrows_as_to(b, a)
    return a, in_their_order(b, a)


__all__ = ["spelled_out"]
