"""Which tokens of a statement are values (numbers, tokens with digits, names written with a
capital) and which name an individual ("incident 17", a hash, "api-1"), and the light stem
they are compared in: surface.statements reads all of these when it compares two statements."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache

from surface.statement_words import (
    FILLER,
    IDENTIFIER_NOUNS,
    LIGHT,
    NUMBERED_PLACES,
    QUALIFYING,
    UNITS,
)

NUMBER = re.compile(r"[-+]?\d[\d.,:/%-]*")


def is_number(tok: str) -> bool:
    return bool(NUMBER.fullmatch(tok))


DIGIT = re.compile(r"\d")


@lru_cache(maxsize=16384)
def is_value(tok: str) -> bool:
    """A number, or a token with digits in it (v2, es2022, py3.12): a value, not a word.
    (Cached, as the other per-token rules: vocabularies are small, and a write classifies
    its statement against several older ones.)"""
    return DIGIT.search(tok) is not None


# a short hash or a UUID; not a name of a few letters and a number ("ed25519", "abc1234")
_HASHLIKE = re.compile(
    r"(?![a-f]{1,3}\d+$)(?=[0-9a-f-]*[a-f])(?=[0-9a-f-]*\d)[0-9a-f]{7,}(?:-[0-9a-f]{4,})*"
)
_NAME_WITH_NUMBER = re.compile(r"(?=.*[a-z])(?=.*\d)[a-z0-9]+[-_][a-z0-9-_]*")


@lru_cache(maxsize=16384)
def hashlike(tok: str) -> bool:
    return _HASHLIKE.fullmatch(tok) is not None


# A rank a statement opens with names the things it speaks of ("Priority 1 calls ...", "Tier 2
# customers ..."); in a value slot it is a value ("Crashes are priority 1").
_RANKS = frozenset("priority tier level severity sev grade class category".split())


def identifiers(seq: tuple[str, ...], text: str = "") -> set[tuple[str, str]]:
    """What names an individual: a number after a noun like "incident" or "note", a hash or
    UUID, a name with a number in it at the start ("api-1 wrote ..."), a rank at the start
    ("Priority 1 calls ..."), a code right before the verb ("Quay crane QC02 is ..."). `text`:
    the statement as typed, where a number that follows a light word ("tasks now get 2
    retries", "tasks is 1") is a value, not a numbered thing."""
    found = set()
    for i, t in enumerate(seq):
        if is_value(t):  # each kind has a digit in it: one cached test skips the rest
            counted = i + 1 < len(seq) and seq[i + 1] in (*UNITS, "time")  # "jobs 3 times"
            # "retries per job is 3" (read "per job 3"): a rate's number, not job 3
            rate = i > 1 and seq[i - 2] == "per"
            noun = seq[i - 1] if i else ""
            named = noun in IDENTIFIER_NOUNS or (noun in NUMBERED_PLACES and t.isdigit())
            if named and not counted and not rate:
                if not _after_light(text, t) and _numbered(text, seq[i - 1], t):
                    found.add((seq[i - 1], t))
            if hashlike(t):
                found.add(("#", t))
    if seq and is_value(seq[0]) and _NAME_WITH_NUMBER.fullmatch(seq[0]):
        found.add(("^", seq[0]))
    if len(seq) > 1 and seq[0] in _RANKS and seq[1].isdigit():  # "Priority 1 calls ..."
        found.add(("^", f"{seq[0]} {seq[1]}"))
    if text and (code := _SUBJECT_CODE.match(text)):  # "Quay crane QC02 is scheduled ..."
        found.add(("^", code.group(1).casefold()))
    return found


# A code of letters and two digits or more (a hyphen between them or not: "P-4410"), or a
# name in snake_case ("Feature flag menu_sync_v2 is ..."), naming what a statement is about,
# right before its verb ("Quay crane QC02 is ...", "Sort yield for lot N4417 was ...",
# "Product P-4410 runs ..."): an individual, as
# "Incident 17" is; not a version ("Model v14 is serving ...") nor a role filled ("db01 is the
# primary"), and a code after the verb is a value ("runs on A100 GPUs").
_SUBJECT_CODE = re.compile(
    r"^(?:[\w'-]+\s+){0,5}?(?![vV]\d)"
    r"([A-Za-z]{1,3}-?\d{2,}[A-Za-z]?|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s+"
    r"(?:is|are|was|were|has|had|will|gets?|runs|uses|needs|holds|takes)\b"
    r"(?!\s+(?:the|our|a|an|now)\b)"
)


def other_ids(
    ids_a: frozenset[tuple[str, str]],
    seq_a: tuple[str, ...],
    ids_b: frozenset[tuple[str, str]],
    seq_b: tuple[str, ...],
) -> bool:
    """The two statements name different individuals. A name with a number that opens one
    ("fraud-scorer-v2 is the consumer group ...") and that the other says further on ("The
    consumer group is named fraud-scorer-v2.") is the same individual, moved to the front."""
    if ids_a == ids_b:
        return False

    def kept(ids: frozenset[tuple[str, str]], other: tuple[str, ...]) -> set[tuple[str, str]]:
        return {i for i in ids if not (i[0] == "^" and i[1] in other)}

    ka, kb = kept(ids_a, seq_b), kept(ids_b, seq_a)
    if (_cited(ka) and not kb) or (_cited(kb) and not ka):
        return False  # "ttl cut to 1h after the leak in INC-3312": the change's cause, cited
    return ka != kb


# Records a statement cites as the cause of what it tells, not an individual it is about
_CITED = frozenset(("incident", "ticket", "issue"))


def _cited(ids: set[tuple[str, str]]) -> bool:
    return bool(ids) and all(noun in _CITED for noun, _ in ids)


def _after_light(text: str, number: str) -> bool:
    """Wherever `text` writes `number`, a light word comes right before it ("is 50", "get 2");
    False when it is not written as such (a number word, a period in another unit)."""
    words = _typed_words(text)
    before = [words[i - 1] for i, w in enumerate(words) if i and w == number]
    return bool(before) and all(w in LIGHT or w in FILLER or w == "=" for w in before)


def _numbered(text: str, noun: str, number: str) -> bool:
    """`text` writes the number in digits after the noun ("run 2", "PR 311"): a numbered
    thing. Not after the noun with an "s" ("runs 8 workers": a verb), nor after a plural the
    noun follows as a verb does ("The OCR workers run 8 threads each."), nor a number written
    as a word ("never run two events": a count). True without `text`."""
    if not text:
        return True
    if (noun, number) in _after_plurals(text):
        return False  # "The OCR workers run 8 threads each.": the plural's verb, then a count
    words = _typed_words(text)
    before = [words[j - 1] for j, w in enumerate(words) if j and w == number]
    return any(w not in (f"{noun}s", f"{noun}es") for w in before)


# A plural, then a word and a number ("workers run 8"): the word is the plural's verb.
_AFTER_PLURAL = re.compile(r"\b[a-z]{2,}[^s\W]s\s+([a-z]+)\s+(\d[\w.]*?)(?![\w.])", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _after_plurals(text: str) -> frozenset[tuple[str, str]]:
    return frozenset((m.group(1).casefold(), m.group(2)) for m in _AFTER_PLURAL.finditer(text))


_TYPED_WORD = re.compile(r"[\w'=]+(?:[.-]\w+)*")


@lru_cache(maxsize=4096)
def _typed_words(text: str) -> tuple[str, ...]:
    """The words of `text` as typed, lower-cased ("#" and ":" between them left out)."""
    return tuple(w.removesuffix("'s") for w in _TYPED_WORD.findall(text.lower()))


def swap_is_value_swap(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Numbers trading places are new values only if each sits by the same word in both
    ("port 5432 ... port 6543"); "writer 1 note 2" / "writer 2 note 1" are other things."""
    for i, (x, y) in enumerate(zip(a, b, strict=True)):
        if x != y and is_number(x) and is_number(y):
            before = i > 0 and a[i - 1] == b[i - 1]
            after = i + 1 < len(a) and a[i + 1] == b[i + 1]
            if not (before or after) or (i > 0 and a[i - 1] in IDENTIFIER_NOUNS):
                return False
    return True


_IRREGULAR = {"goes": "go", "does": "do"}  # not "goe" ("the puzzle goes live" / "go live")


def stem(tok: str) -> str:
    if is_number(tok) or not tok.isalpha() or len(tok) <= 3:
        return tok
    if tok in _IRREGULAR:
        return _IRREGULAR[tok]
    if tok.endswith("ies") and len(tok) > 4:
        return tok[:-3] + "y"
    if tok.endswith(("shes", "xes")) and len(tok) > 4:
        return tok[:-2]  # "pushes", "fixes": the plural's or the verb's "es" is no part of it
    if tok.endswith("s") and not tok.endswith(("ss", "us", "is")):
        return tok[:-1]
    return tok


_POSSESSIVE = re.compile(r"['’]s?$")


def names(*texts: str) -> set[str]:
    """Words written with a capital inside a sentence (Redis, PostgreSQL, SendGrid): names of
    things, which replace one another where ordinary words name different subjects."""
    found: set[str] = set()
    for text in texts:
        for sentence in re.split(r"[.!?:;]\s+", text):
            words = re.findall(r"[\w'’.-]+", sentence)
            found.update(
                stem(_POSSESSIVE.sub("", w.casefold().rstrip(".")))  # "Nair's team": nair
                for w in words[1:]
                if any(c.isupper() for c in w)
            )
    return found


def plural(text: str, word: str) -> bool:
    """The word behind `word` (a stem) was written as a plural common noun ("exports users to ..."):
    a set of things named, not one value chosen (units and names are values)."""
    if word in UNITS or is_value(word):
        return False
    found = re.search(rf"\b{re.escape(word)}(?:s|es)\b", text, re.IGNORECASE)
    if found is None:
        return False
    # a capital opening the statement marks no name ("Deposits of USDT ...")
    return not found.group(0)[0].isupper() or not text[: found.start()].strip()


def opening_names(text: str) -> set[str]:
    """Capitalised words opening a sentence or clause, neither light nor filler: a name when
    the other statement writes it with a capital too."""
    words = (c.split(maxsplit=1)[0] for c in re.split(r"[.!?:;,]\s+", text.strip()) if c.split())
    return {
        stem(w.casefold())
        for w in words
        if w[:1].isupper() and w.casefold() not in LIGHT and w.casefold() not in FILLER
    }


def numeric(toks: tuple[str, ...]) -> bool:
    """A value: a number (or a unit) and at most a unit or two beside it."""
    return (
        len(toks) <= 3
        and any(is_value(t) or t in UNITS for t in toks)
        and all(is_value(t) or t in UNITS or t in LIGHT for t in toks)
    )


def parts(words: set[str]) -> set[str]:
    """Words and the parts of compounds ("cursor-based": cursor, based)."""
    return words.union(*map(_word_parts, words))


_PART_SPLIT = re.compile(r"[-_./]")


@lru_cache(maxsize=16384)
def _word_parts(word: str) -> frozenset[str]:
    return frozenset(p for p in _PART_SPLIT.split(word) if len(p) > 2)


def unhyphenated(seq: tuple[str, ...]) -> tuple[str, ...]:
    if "-" not in "".join(seq):  # most statements: no compound to split
        return seq
    return tuple(p for t in seq for p in (t.split("-") if "-" in t and not is_value(t) else [t]))


def all_light(toks: tuple[str, ...]) -> bool:
    return all(t in LIGHT for t in toks)


def replaced_opening_name(old: str, new: str) -> set[str]:
    """The capitalised word `old` opens on, as a name, when `new` leaves it out and names
    someone or something `old` does not ("Daniel is the on-call lead ..." / "... the on-call
    lead changed, it's Priya now."): a sentence's first word has a capital either way, so
    only the name put in its place tells that it is one."""
    words = old.split(maxsplit=1)
    first = words[0].strip(".,:;!?\"'") if words else ""
    word = stem(first.casefold())
    if not first[:1].isupper() or word in LIGHT or word in FILLER or not word.isalpha():
        return set()
    if re.search(rf"\b{re.escape(first)}", new, re.IGNORECASE) or not names(new) - names(old):
        return set()
    return {word}


def is_rotation(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """`b` is `a` with a clause moved from its end to its front ("On Mondays, X" / "X on
    Mondays")."""
    return len(a) == len(b) and any(b == a[k:] + a[:k] for k in range(1, len(a)))


def one_word_moved(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """`b` is `a` with one content word moved ("Don't deploy the booking service ..." / "no
    booking service deploys ..."): a verb told as a noun, not two things trading places
    ("Alice pays Bob" / "Bob pays Alice" moves two). Not a negation, a limit, a value or a
    letter ("variant A" / "variant B": the article dropped, one letter moves where two traded)."""
    if len(a) != len(b) or a == b:
        return False
    for i, t in enumerate(a):
        if len(t) < 2 or t in LIGHT or t in ("not", "only") or is_value(t):
            continue
        rest = a[:i] + a[i + 1 :]
        if any(rest[:j] + (t,) + rest[j:] == b for j in range(len(rest) + 1)):
            return True
    return False


def moved_alike(a: tuple[str, ...], b: tuple[str, ...]) -> str:
    """How `b` holds `a`'s words moved without changing the claim ("clause moved", "quantifier
    moved", "word moved"), or ""."""
    if is_rotation(a, b):
        return "clause moved"
    if quantifier_moved(a, b):
        return "quantifier moved"
    return "word moved" if one_word_moved(a, b) else ""


_QUANTIFIERS = frozenset({"all", "both", "each"})


def quantifier_moved(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """The same sequence but for where "all", "both" or "each" stands ("All timestamps are
    ..." / "Timestamps are all ..."), not next to a negation."""

    def rest(seq: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(t for t in seq if t not in _QUANTIFIERS)

    def negated(seq: tuple[str, ...]) -> bool:
        return any(
            t in _QUANTIFIERS and "not" in seq[max(0, i - 1) : i + 2] for i, t in enumerate(seq)
        )

    return rest(a) == rest(b) and rest(a) != a and not negated(a) and not negated(b)


_QUALIFYING = frozenset(map(stem, QUALIFYING))


def qualified(tokens: tuple[str, ...]) -> bool:
    """A word that puts a claim's state in doubt or in the past (surface.statement_words'
    QUALIFYING), or "used to", among normalised tokens."""
    return bool(_QUALIFYING.intersection(tokens)) or ("used" in tokens[:-1] and "to" in tokens)


def aligned_spans(
    a: tuple[str, ...], b: tuple[str, ...]
) -> tuple[tuple[str, int, int, int, int], ...]:
    """Where two word sequences differ (SequenceMatcher's opcodes that are not "equal"). Two of
    one length that differ only in numbers in place ("time=1, lat=180, lon=360" / "time=12,
    lat=90, lon=180") are read slot by slot, not re-aligned on a number moved to another slot."""
    if len(a) == len(b):
        diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        if diff and all(numeric((a[i],)) and numeric((b[i],)) for i in diff):
            return tuple(("replace", i, i + 1, i, i + 1) for i in diff)
    ops = SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    return tuple(op for op in ops if op[0] != "equal")


def unit_as_kind(
    a: tuple[str, ...], b: tuple[str, ...], span: tuple[str, int, int, int, int]
) -> bool:
    """A unit word alone before the same word on both sides names a kind of the thing, not an
    amount: "Day passes" / "Season passes", "The request timeout" / "The read timeout", "all
    weekly rentals" / "all corporate-account rentals" (an amount has its number or a count
    word: "once a day", "every week"; "the second free article" is an ordinal)."""
    _, i1, i2, j1, j2 = span
    gone, added = a[i1:i2], b[j1:j2]
    counted = i1 and (is_value(a[i1 - 1]) or a[i1 - 1] in ("every", "per", "once", "a", "each"))
    if i1 != j1 or counted or len(gone) != 1 or len(added) != 1 or "second" in gone + added:
        return False
    return (
        not any(map(is_value, gone + added))
        and i2 < len(a)
        and j2 < len(b)
        and a[i2] == b[j2]
        and a[i2] not in LIGHT
    )
