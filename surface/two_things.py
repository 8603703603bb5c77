"""Two things said alike: the pairs the rules of surface.statements keep apart though they
differ in one or two slots, because the same is said of two things ("The cron job cleans up
expired sessions" / "... orphaned uploads"), not a value of one thing changed."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence, Set

from surface.opposite_words import OPPOSITES
from surface.paraphrase import base as _inflection
from surface.statement_values import is_value, names, plural
from surface.statement_words import LIGHT, MEASURES, UNITS

# Verbs whose objects add up: a service that needs one thing may need another as well, so a
# new object is a second fact unless the speaker says it replaces the first ("now", "correction").
_MANY_OBJECTS = frozenset(map(_inflection, "need include contain support accept allow".split()))
# Kept out of many things at once, indexed on many columns ("indexed on scheduled_at")
_MANY_PLACES = frozenset(map(_inflection, "excluded indexed".split()))
# One reviewer reviews many areas, while an area has one reviewer at a time: what they review
# replaced is another area ("Jonas approves changes to MODULE.bazel" / "... the CI runner
# images"); the reviewer replaced is an update ("Alice reviews ..." / "Bob reviews ...").
_GATEKEEPING = frozenset(("review", "approve"))  # as a sentence's words are kept: active only
# "fp16", "float32", "v2/images"; not an amount with its unit ("5gb", "1e-5") or "v2"
_NAMELIKE = re.compile(r"(?![\d.+-]).*[a-z]{2}", re.IGNORECASE)
# A model or size named by a letter and a number ("A100" / "H100", "m5" / "c6") opening the
# subject: another thing of the kind, as "SG-1" / "SG-2" is.
_LETTERED = re.compile(r"[a-z]{1,3}\d+$", re.IGNORECASE)
Span = tuple[str, int, int, int, int]  # a SequenceMatcher opcode: tag, a[i1:i2], b[j1:j2]
# "X is 20", not "X is the release manager" (a role one at a time fills: names_a_role).
COPULA = re.compile(r"\s(?:is|are)\s+(?!(?:the|our|their|its)\b)", re.IGNORECASE)


# Heads whose modifier is a setting's value ("tracked in business hours" / "in calendar hours",
# "displayed in decimal format" / "in fractional format", "at the workspace level"); the heads
# of things ("changes to the pricing engine" / "the routing engine") name another thing.
SETTING_HEADS = frozenset(
    "format mode level hour time currency unit encoding precision resolution granularity".split()
)
_BEFORE_SETTING = frozenset("in at as with using to".split())
_ONE_AT_A_TIME = frozenset(("as", "by"))  # a form or a doer: one at a time


def objects_of_two(
    old: str,
    new: str,
    a: tuple[str, ...],
    i1: int,
    replaced: tuple[tuple[str, ...], tuple[str, ...]],
    changed_now: bool,
) -> bool:
    """The clause's last slot replaced (`gone`, from `a[i1]`, by `added`) names another thing
    the same is said of, not a new value: both plural ("expired sessions" / "orphaned
    uploads"), two phrases of common words (not a form after "as" nor a doer after "by"), a
    second object of a verb whose objects add up, another area of one reviewer. `changed_now`:
    `new` says the state changed ("X now owns ...")."""
    gone, added = replaced
    if SETTING_HEADS.intersection(gone).intersection(added):
        return False  # "in business hours" / "in calendar hours": one setting's value
    named = names(old, new)
    named |= {_inflection(n) for n in named}  # "Oracle 19c" / "PostgreSQL 16": a product's version
    if _thing_and_value(gone, named) and _thing_and_value(added, named):
        return True  # "... for the quoting service is 20" / "for the underwriting batch job is 5"
    if (
        plural(old, gone[-1])
        and plural(new, added[-1])
        and a[i1 - 1 : i1] != ("as",)  # "materialized as views" / "as tables": one form at a time
        and not MEASURES.intersection((gone[-1], added[-1]))  # "stored in pounds" / "in grams"
    ):
        return True
    # a form or a doer ("stored as floats in dollars" / "as integer cents"): one at a time
    one_at_a_time = _ONE_AT_A_TIME.intersection(a[i1 - 1 : i1] + gone[:1] + added[:1])
    if not changed_now and not one_at_a_time and two_things(gone, added, old, new):
        return True  # "... owns the payments service" / "... owns the on-call schedule"
    if i1 and _inflection(a[i1 - 1]) in _MANY_OBJECTS:
        return True  # "needs VPN access" / "needs 2FA"
    if i1 > 1 and a[i1 - 1] in ("from", "on") and _inflection(a[i1 - 2]) in _MANY_PLACES:
        return True  # "excluded from recommendations" / "... from search autocomplete"
    return one_of_many(old, a, i1)


# "has a unique index on rfid_uid": one of the things of that kind the subject has
_ONE_HAD = re.compile(r"\b(?:has|have)\s+an?\s+(?!single\b|sole\b)", re.IGNORECASE)


def one_of_many(
    old: str, a: tuple[str, ...], i1: int, i2: int | None = None, new: str = ""
) -> bool:
    """What is said from `a[i1]` on names one of several things the subject can have at once,
    not its one value: another area of a reviewer ("Aisha approves changes to the
    controlled_drug_log schema" / "... the invoice_lines schema"), another of the things it has
    ("The passes table has a unique index on rfid_uid" / "... on qr_token"), with the slot's
    end `i2`, a kind of many ("the odds-feed changes"), or, given `new`, one of two things in
    the subject the same is said of ("The throttle for outlook.com is 300 messages per
    minute." / "... for yahoo.com is 300 messages per minute.")."""
    if i2 is not None and i2 < len(a) and plural(old, a[i2]):
        return True
    if new and (mo := COPULA.search(old)) and (mn := COPULA.search(new)):
        if old[mo.end() :].casefold() == new[mn.end() :].casefold():
            return True
    if _GATEKEEPING.intersection(a[:i1]) and a[i1 - 1] not in ("by", "from"):
        return True
    return bool({"has", "have"}.intersection(a[:i1])) and _ONE_HAD.search(old) is not None


def _thing_and_value(toks: tuple[str, ...], named: Set[str]) -> bool:
    """A phrase that names a thing of two or more words (not names) and gives it a value."""
    words = [t for t in toks if t not in LIGHT and not is_value(t) and t not in named]
    return len(words) >= 2 and any(is_value(t) for t in toks)


def two_things(gone: tuple[str, ...], added: tuple[str, ...], old: str, new: str) -> bool:
    """Two phrases of common words ("the payments service" / "the on-call schedule"): things
    one subject can have both of, where a value, a name or a single word is chosen instead."""
    gone, added = unlit(gone), unlit(added)  # "on the device" / "in the cloud": one word each
    if len(gone) < 2 or len(added) < 2 or same_words(gone, added):
        return False
    named = names(old, new)
    return not any(is_value(t) or t in named for t in gone + added)


def same_words(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    """Each word of one phrase is a word of the other in another form ("can re-run safely" /
    "re-running them is safe"): one phrase reworded, not two things."""

    def formed(w: str, others: tuple[str, ...]) -> bool:
        return any(w == o or (_word(w) and _word(o) and _grown(w, o)) for o in others)

    x, y = tuple(w for w in x if w not in _MODAL), tuple(w for w in y if w not in _MODAL)
    return bool(x and y) and all(formed(w, y) for w in x) and all(formed(w, x) for w in y)


_MODAL = frozenset("can could may might should would will shall".split())


def _word(w: str) -> bool:
    return w.replace("-", "").isalpha()  # values and paths match only as written


def _grown(w: str, o: str) -> bool:
    return min(len(w), len(o)) >= 4 and (w.startswith(o) or o.startswith(w))


def unlit(toks: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(t for t in toks if t not in LIGHT)


def another_kind(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Both open on another word before the same noun ("Collection pages are cached ..." /
    "Cart pages are never cached ..."): two kinds of a thing, each with its own rule."""
    if len(a) > 2 and len(b) > 2 and a[0] == b[0] and a[2] == b[2] and a[1] != b[1]:
        return _class_mark(a[1]) and _class_mark(b[1])  # "Schedule II drugs" / "Schedule III drugs"
    if len(a) < 2 or len(b) < 2 or a[1] != b[1] or a[0] == b[0]:
        return False
    return not ({a[0], b[0]} & LIGHT) and _inflection(a[0]) != _inflection(b[0])


# Parts of a compound that make opposite kinds of it ("gate-in" / "gate-out", "pre-commit")
_OPPOSED_PARTS = {frozenset(p) for p in (("in", "out"), ("pre", "post"), ("up", "down"))}


def opposed_compounds(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Both open on a compound whose parts differ by an opposite ("Gate-in transactions ..." /
    "Gate-out transactions ..."): two kinds of a thing, not the same one retold."""
    if not a or not b or a[0] == b[0] or "-" not in a[0] or "-" not in b[0]:
        return False
    pa, pb = a[0].split("-"), b[0].split("-")
    if len(pa) != len(pb):
        return False
    diff = [frozenset((x, y)) for x, y in zip(pa, pb, strict=True) if x != y]
    return len(diff) == 1 and (diff[0] in OPPOSITES or diff[0] in _OPPOSED_PARTS)


# Done for each of a group on its own, or for the group pooled ("Deduplication is done per
# custodian." / "... globally across custodians."): not the same claim retold.
_POOLED = frozenset(("across", "globally", "global", "pooled", "shared"))


def turned_round(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two statements that differ by an opposite in their opening compound, or by "per" in one
    where the other pools the group (`_POOLED`)."""
    if opposed_compounds(a, b):
        return True
    if ("per" in a) == ("per" in b):
        return False
    return bool(_POOLED.intersection(b if "per" in a else a))


_ROMAN = re.compile(r"x{0,3}(?:ix|iv|v?i{0,3})")


def _class_mark(word: str) -> bool:
    """A number or a Roman numeral of two letters or more ("ii", "iv"): the mark of a class."""
    return word.isdigit() or (len(word) > 1 and _ROMAN.fullmatch(word) is not None)


def names_another(a: tuple[str, ...], b: tuple[str, ...], spans: Sequence[Span]) -> bool:
    """Several values changed and the first is a name with a number in it ("/v1/classify",
    "float32"): the rest is said of another thing, not a second value of the same one; or only
    that name changed, and a value after it stands in both ("antenna SG-1 has a minimum
    elevation of 5 degrees" / "SG-2 ..."): the same value, said of another numbered thing; or
    a list's member replaced by another (`_another_member`); or a number among the opening
    words that says which thing, with values changed further on (`_numbered_subject`)."""
    tag, i1, i2, j1, j2 = spans[0]
    if tag != "replace" or i2 - i1 != 1 or j2 - j1 != 1:
        return False
    named = all(_NAMELIKE.match(t) for t in (a[i1], b[j1])) or (
        i1 == j1 <= 1 and all(_LETTERED.match(t) for t in (a[i1], b[j1]))
    )
    if len(spans) == 1:  # "antenna SG-1 has a minimum elevation of 5 degrees" / "SG-2 ... 5"
        return (named and any(map(is_value, a[i2:]))) or _another_member(a, b, i1, j1)
    if named or _numbers_its_name(a, b, spans) or _numbered_opening(a, b, i1, j1):
        return True
    return _numbered_subject(a, b, i1, j1)


_BEFORE_A_NUMBERED = frozenset(("for", "of", "in", "on", "at", "from"))
_UNIT_WORDS = UNITS | MEASURES


def _numbered_subject(a: tuple[str, ...], b: tuple[str, ...], i1: int, j1: int) -> bool:
    """A number among the first four words says which of several things, before the noun both
    name ("The 2.4m telescope's dome closes when wind exceeds 15 m/s." / "The 1m telescope's
    ... 18 m/s.", "The ranked 5v5 queue needs 10 players" / "2v2 ... 4 players"), with its own
    values further on: another thing, not one thing's new values."""
    if i1 != j1 or i1 > 3:
        return False
    # opening the statement, after a participle ("ranked") or after a preposition ("Bags for
    # the 06:00 departures"); not after a verb ("The pool keeps 4 workers and 2 spares.")
    if i1 and a[i1 - 1] not in _BEFORE_A_NUMBERED and not (i1 == 1 and a[0].endswith("ed")):
        return False
    k = i1 + 1
    while k < len(a) and a[k] in _UNIT_WORDS:  # "2.4m telescope"
        k += 1
    return k < len(a) and k < len(b) and a[k] == b[k] and a[k].isalpha() and a[k] not in LIGHT


_MEMBERSHIP = frozenset(("include", "contain"))


def _another_member(a: tuple[str, ...], b: tuple[str, ...], i1: int, j1: int) -> bool:
    """What a list includes, replaced by a code of other letters ("The onboarding checklist
    includes the W-4 form." / "... the I-9 form."): a second member, not a new version of one
    ("includes Python 3.11" / "Python 3.12")."""
    if not i1 or a[i1 - 1] not in _MEMBERSHIP:
        return False
    letters = [re.sub(r"[\d\W_]", "", t) for t in (a[i1], b[j1])]
    return all(letters) and letters[0] != letters[1]


def _numbered_opening(a: tuple[str, ...], b: tuple[str, ...], i1: int, j1: int) -> bool:
    """Both open on one word and a number, the number changed with values further on ("Berth 4
    accepts vessels up to 300 metres" / "Berth 6 ... 366 metres", "Firmware 5.x requires
    bootloader 2.x." / "Firmware 4.x ... 1.x."): a numbered thing, each with its own values,
    not one thing's new ones; or open on a release line itself ("The 2.x line gets security
    fixes until June 2026." / "The 3.x line ... June 2028.")."""
    if i1 == j1 == 0 and a[0].endswith(".") and b[0].endswith("."):
        return _counted_name(a[0]) and _counted_name(b[0]) and a[1:2] == b[1:2] == ("x",)
    return (
        i1 == j1 == 1
        and a[0] == b[0]
        and a[0].isalpha()
        and a[0] not in LIGHT
        and _counted_name(a[1])
        and _counted_name(b[1])
    )


def _counted_name(token: str) -> bool:
    """A number, or a release line written as its major and ".x" ("5.x": "5." before "x")."""
    return token.isdigit() or (token.endswith(".") and token[:-1].isdigit())


def _numbers_its_name(a: tuple[str, ...], b: tuple[str, ...], spans: Sequence[Span]) -> bool:
    """A number changed and a name that carries it changed alike ("District 3 ... in
    routing/district3.yaml" / "District 7 ... routing/district7.yaml"): the number names the
    thing, each with its own file, not a new value of one thing."""
    _, i1, i2, j1, j2 = spans[0]
    old, new = a[i1], b[j1]
    if not (old.isdigit() and new.isdigit()):
        return False
    carried = re.compile(rf"(?<!\d){old}(?!\d)"), re.compile(rf"(?<!\d){new}(?!\d)")
    return any(
        _NAMELIKE.match(x)
        and _NAMELIKE.match(y)
        and carried[0].search(x)
        and carried[1].search(y)
        and x.replace(old, new) == y
        for _, k1, k2, l1, l2 in spans[1:]
        for x, y in zip(a[k1:k2], b[l1:l2], strict=False)
    )


# Words that order, count or qualify, not name a kind: "Matchmaking first groups players",
# "Every new rule needs ..." / "Each new rule requires ...".
_NOT_A_KIND = frozenset(
    "first last then only also now always never just still every each all any some no both".split()
)
# A word after these is a verb of the clause ("Custom rules are written in YAML"), not a kind.
_AUXILIARY = re.compile(r"\b(?:is|are|was|were|be|been|being|gets?|got|has|have|had)\s+(\S+)", re.I)


def kinds_apart(a: tuple[str, ...], b: tuple[str, ...], spans: Sequence[Span], texts: str) -> bool:
    """The statements open on another word, or two, before the same one and differ further on
    ("The tax app's federal return module is tested against the IRS schemas" / "... state
    return module ... each state's schemas"): the rest is said of another kind of the thing,
    not a second value of the same one. `texts`: both statements, for the words' auxiliaries."""
    tag, i1, i2, j1, j2 = spans[0]
    if len(spans) < 2 or tag != "replace" or i1 > 3 or not (i2 - i1 == j2 - j1 <= 2):
        return False
    if i2 >= len(a) or j2 >= len(b) or a[i2] != b[j2] or is_value(a[i2]):
        return False  # before a count they are verbs ("schedule two events" / "run two ...")
    verbs = {w.lower().strip(".,;:") for w in _AUXILIARY.findall(texts)}
    pairs = list(zip(a[i1:i2], b[j1:j2], strict=True))
    if len(pairs) > 1 and any(_verb_like(w) for pair in pairs for w in pair):
        return False  # "Filings received after ..." / "Anything filed after ...": a clause
    if _told_elsewhere(a[i1:i2], b[:j1] + b[j2:]) or _told_elsewhere(b[j1:j2], a[:i1] + a[i2:]):
        return False  # "Jonas is on call ... on weekends" / "weekend on-call ... = jonas": moved
    return all(_another_kind_word(x, y, verbs) for x, y in pairs)


def _told_elsewhere(words: Sequence[str], rest: Sequence[str]) -> bool:
    """One of `words` stands elsewhere in the other statement: the sentence was turned round,
    not told of another kind of its subject."""
    others = {_inflection(w) for w in rest if w not in LIGHT}
    return any(w not in LIGHT and _inflection(w) in others for w in words)


# Words that open a clause, not a kind of thing: modals and adverbs of time ("must meet WCAG"
# / "accessibility target: WCAG", "never log ..." / "don't ever write ...").
_CLAUSE_WORDS = frozenset(
    "must may might should shall can could will would ever never not also often if unless when".split()
)


def _verb_like(word: str) -> bool:
    return word in _CLAUSE_WORDS or (word.endswith("ed") and len(word) > 4)


def _another_kind_word(x: str, y: str, verbs: Set[str]) -> bool:
    """`y` in the place of `x` before the same noun names another kind of it ("consumer lag
    alerts" / "broker disk alerts"), not the same one shortened, derived or inflected."""
    if {x, y} & (LIGHT | _NOT_A_KIND | _CLAUSE_WORDS) or is_value(x) or is_value(y):
        return False
    short, long_ = sorted((x, y), key=len)
    if long_.startswith(short):  # "chemistry analyzers" / "chem analyzers": one word shortened
        return False
    if _derived(x, y):  # "Vaccination reminder emails" / "Vaccine reminder e-mails"
        return False
    return _inflection(x) != _inflection(y) and not {x, y} & verbs


def _derived(x: str, y: str) -> bool:
    """One word made from the other by a short ending past their shared base of five letters or
    more ("vaccination" / "vaccine" at "vaccin"): one thing named two ways, not two kinds.
    Not a longer ending ("server" / "serverless" are two kinds of function)."""
    short, long_ = sorted((_inflection(x), _inflection(y)), key=len)
    return len(short) >= 5 and long_.startswith(short) and len(long_) - len(short) <= 3


# One name per environment ("prod" / "production"): what holds in one need not in another.
_ENVIRONMENTS = {
    "prod": "prod",
    "production": "prod",
    "staging": "staging",
    "stage": "staging",
    "dev": "dev",
    "development": "dev",
    "local": "local",
    "locally": "local",
    "test": "test",
    "testing": "test",
    "qa": "qa",
    "uat": "uat",
    "sandbox": "sandbox",
    "preprod": "preprod",
    "pre-prod": "preprod",
}
# A word, not part of a name ("staging.example.com", "db-stg-01"): the environment spoken of.
_ENVIRONMENT = re.compile(
    r"(?<![\w.-])(" + "|".join(sorted(_ENVIRONMENTS, key=len, reverse=True)) + r")(?![\w-]|\.\w)",
    re.IGNORECASE,
)


def other_environments(old: str, new: str) -> bool:
    """Each statement is said of environments the other does not name ("in staging the heap
    is 4g" / "in prod the heap is set to 16g"): two facts, both true, not one value changed."""
    envs = [{_ENVIRONMENTS[m.lower()] for m in _ENVIRONMENT.findall(t)} for t in (old, new)]
    return bool(envs[0] and envs[1]) and not envs[0] & envs[1]


# A scope told at the front of a statement and closed by a comma: "In Pennsylvania, the app
# blocks ..." / "In New Jersey, ...": the same rule said of two places, both in force.
_FRONTED_SCOPE = re.compile(
    r"^\s*(?:in|on|for|at|within|inside|under|across)\s+([^,;:]{1,40}),\s+\S", re.IGNORECASE
)
# Fronted phrases that date or frame a claim rather than name where it holds: "For now, ...".
_NOT_A_SCOPE = frozenset(
    "now moment present future meantime general practice fact particular short addition "
    "case theory today tomorrow".split()
)


def other_scopes(old: str, new: str) -> bool:
    """Each statement opens on a scope the other does not ("In Pennsylvania, ..." / "In New
    Jersey, ..."; "in staging the heap is 4g" / "in prod ..."): two facts, not a change."""
    if other_environments(old, new):
        return True
    found = _FRONTED_SCOPE.match(old), _FRONTED_SCOPE.match(new)
    if found[0] is None or found[1] is None:
        return False
    words = [set(re.findall(r"[\w-]+", m.group(1).casefold())) for m in (found[0], found[1])]
    return words[0] != words[1] and not any(w & _NOT_A_SCOPE for w in words)


_THE = re.compile(r"\W*the\s", re.IGNORECASE)


def named_kind(old: str, new: str, a: tuple[str, ...], b: tuple[str, ...], span: Span) -> bool:
    """A name replaced where both open, before the same noun, after "the" ("The Fortran build
    uses ..." / "The C++ build uses ...", "The Following feed ..." / "The Explore feed ..."): a
    kind named by a name, each with its own rule; a person is not "the" anyone. Or a part of
    one product replaced by another where both open on its name ("Deadline Pulse runs on ..." /
    "Deadline Balancer runs on ...")."""
    _, i1, i2, j1, j2 = span
    if i2 >= len(a) or j2 >= len(b) or a[i2] != b[j2]:
        return False
    if i1 == j1 == 1 and i2 == j2 == 2 and a[0] == b[0]:  # not "Use Black for ..." / "Use Ruff"
        return a[i2] not in LIGHT and all(_PRODUCT_PART.match(t) for t in (old, new))
    return not i1 and not j1 and bool(_THE.match(old) and _THE.match(new))


_PRODUCT_PART = re.compile(r"[A-Z][\w-]*\s+[A-Z]")  # "Deadline Pulse", "Azure Functions"


def setting_named(a: tuple[str, ...], span: Span) -> bool:
    """The span replaces the modifier of a setting's head, after a preposition in the
    predicate: that setting's value replaced."""
    _, i1, i2, j1, j2 = span
    return (
        2 <= i1
        and i2 < len(a)
        and a[i1 - 1] in _BEFORE_SETTING
        and a[i2] in SETTING_HEADS
        and i2 - i1 <= 2
        and j2 - j1 <= 2
    )


def named_before_last_word(
    old: str,
    new: str,
    a: tuple[str, ...],
    b: tuple[str, ...],
    span: Span,
    clause_ends: Callable[[str], frozenset[int]],
) -> bool:
    """The one changed span names a thing just before the last word both statements end on,
    after the verb ("preserved as TIFF masters" / "as JPEG 2000 masters"): the slot that word
    heads holds another value. Statements of one clause only (`clause_ends` finds the others).
    Or the span replaces the modifier of a setting's head anywhere after the verb
    (`setting_named`)."""
    if setting_named(a, span):
        return True
    _, i1, i2, j1, j2 = span
    if i2 != len(a) - 1 or j2 != len(b) - 1 or i1 < 2 or clause_ends(old) or clause_ends(new):
        return False
    named = names(old, new)
    return all(t in named or is_value(t) for t in a[i1:i2] + b[j1:j2])


def opposed(gone: tuple[str, ...], added: tuple[str, ...]) -> bool:
    """A word replaced by its opposite ("before" / "after", "first" / "last"), and no other
    word beside it replaced by another ("exports closed claims" / "exports open reserves" names
    another thing)."""
    for g in gone:
        for w in added:
            if frozenset((g, w)) in OPPOSITES:
                rest_gone = {t for t in gone if t != g and t not in LIGHT}
                rest_added = {t for t in added if t != w and t not in LIGHT}
                return not (rest_gone and rest_added and rest_gone != rest_added)
    return False


def across_copula(
    old: str, new: str, span: Span, sequence: Callable[[str], tuple[str, ...]]
) -> bool:
    """The one changed span (of the `sequence`s of both) runs from the subject over "is" into
    the value in both statements: what is named and what it is both changed, two claims ("the
    STAC collection id for sentinel-2 L2A is s2-l2a-cogs" / "... for landsat collection 2 L2
    is landsat-c2-l2")."""
    mo, mn = COPULA.search(old), COPULA.search(new)
    if mo is None or mn is None:
        return False
    _, i1, i2, j1, j2 = span
    head_a, head_b = len(sequence(old[: mo.start()])), len(sequence(new[: mn.start()]))
    return i1 < head_a < i2 and j1 < head_b < j2
