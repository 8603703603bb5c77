"""Who or what fills a role, and what is done to a thing: readings of one changed span that
tell a role passed to another (an update) from two things that both hold (distinct).

Statements are read as surface.statements.sequence() gives them (lower case, verbs in their
base form, "is" / "are" left out)."""

from __future__ import annotations

import re
from collections.abc import Callable

from surface.change_told import tells_change
from surface.other_claims import another_predicate
from surface.paraphrase import base as _inflection
from surface.statement_values import is_value, names, opening_names
from surface.statement_words import LIGHT, QUALIFYING, UNITS
from surface.two_things import SETTING_HEADS

_COPULA_ROLE = re.compile(
    r"^\W*(?:\w+\W+){1,3}?(?:is|are|was|were)\s+(?:the|our|their|its)\b", re.IGNORECASE
)
# A purpose and what serves it: one thing serves a purpose, one thing can serve many.
_USED_FOR = re.compile(r"^\W*(?:[\w.-]+\W+){1,3}?(?:is|are)\s+used\s+(?:for|to|as)\b", re.I)
_TITLES = frozenset("dr prof mr mrs ms".split())  # before a person's name
# Verbs of a duty one holder has at a time ("Alice reviews all infrastructure changes." /
# "Bob reviews ...", "Hamid signs off on ..."): the duty passed to another, not a second holder.
HOLDER_VERBS = frozenset("own maintain approve review lead manage oversee administer sign".split())


def names_a_role(text: str) -> bool:
    """ "X is the release manager": a role one at a time fills."""
    return bool(_COPULA_ROLE.match(text))


def role_filled(
    old: str, new: str, a: tuple[str, ...], span: tuple[str, int, int, int, int]
) -> bool:
    """The opening name replaced in a role one thing fills at a time: "Carol is the release
    manager." / "Dave is ...", "Redis is used for caching." / "Memcached is ...", "Marta owns
    the Postgres upgrade." / "Kenji owns ..."."""
    _, i1, i2, j1, j2 = span
    if (i1 or j1) and not (i1 == j1 == 1 and a[0] in _TITLES):  # "Dr. Okafor is the ..."
        return False
    if names_a_role(old) and names_a_role(new):
        return True
    if _USED_FOR.match(old) and _USED_FOR.match(new):
        return True
    if not (i2 < len(a) and a[i2] in HOLDER_VERBS):
        return False
    # one word, or a person's name in full ("Priya Nair owns ..." / "Tomasz Nowak owns ..."),
    # or a post ("The 311 director signs off ..." / "The deputy CIO signs off ...")
    if i2 - i1 == j2 - j1 == 1 or (_POST.match(old) and _POST.match(new)):
        return True
    return not i1 and _opening_name(old, i2) and _opening_name(new, j2)


_POSTS = "director manager lead head officer owner admin administrator supervisor coordinator"
_POST = re.compile(
    rf"^\W*(?:the\s+|our\s+)?(?:[\w&.-]+\s+){{0,3}}?(?:{'|'.join(_POSTS.split())}|c[a-z]o)\s",
    re.IGNORECASE,
)


# A person and a duty they hold: "Priya owns the Stripe Terminal integration.", "Tomasz is the
# contact for the collections API."
_DUTY = re.compile(
    r"^\W*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:owns|leads|maintains|manages|oversees|is\s+"
    r"(?:the\s+)?(?:main\s+)?(?:contact|owner|lead|point\s+of\s+contact|responsible)\s+for)"
    r"\s+(.+?)\W*$"
)


def duties_of_one(old: str, new: str) -> bool:
    """The same person told as holding two things ("Priya owns the Stripe Terminal integration."
    / "Priya owns the seating chart editor."): one person holds several duties, so both hold
    (unless the newer statement tells a change). A thing's holder replaced ("The editor is
    owned by Priya." / "... by Jonas.") is another shape, read elsewhere."""
    mine, theirs = _DUTY.match(old), _DUTY.match(new)
    if mine is None or theirs is None or mine[1] != theirs[1]:
        return False
    return mine[2].casefold() != theirs[2].casefold() and not tells_change(new)


def _opening_name(text: str, n: int) -> bool:
    """The text opens on a name of `n` (one to three) capitalised words."""
    words = text.split()[:n]
    return n <= 3 and len(words) == n and all(w[:1].isupper() and w.isalpha() for w in words)


_HOLDER_BASES = frozenset(map(_inflection, HOLDER_VERBS))
# Duties told in the passive with their agent after "by": those a holder holds, and work one
# team does at a time ("Tax tables are updated by the compliance team." / "... by payroll").
_AGENT_BASES = _HOLDER_BASES | frozenset(map(_inflection, "update handle triage perform".split()))


def handed_over(old: str, new: str, left: set[str]) -> set[str]:
    """The names `new` opens on, when the one `old` opens on is the one it left behind ("Priya
    is the lab manager." / "Marcus took over as lab manager from Priya"): who took the duty."""
    return opening_names(new) if left & opening_names(old) else set()


def agent_replaced(
    a: tuple[str, ...], b: tuple[str, ...], span: tuple[str, int, int, int, int], one_clause: bool
) -> bool:
    """The one who holds a duty, told after "by", replaced ("Extension requests are approved by
    the module leader." / "... by the student support office."): a duty passed on, as in the
    active voice (`role_filled`). The change runs in the agent's phrase, the statement's last."""
    _, i1, _, j1, _ = span
    if not one_clause or i1 != j1 or i1 < 2:
        return False
    k = max((n for n, t in enumerate(a[:i1]) if t == "by"), default=-1)
    return k >= 1 and _done_by_one(a[k - 1]) and a[: k + 1] == b[: k + 1]


# Deeds whose doer, told after "by", is one at a time: a check ("validated by the promo
# service" / "by the checkout service") and an order or a grouping ("sorted by price" / "by
# newest listing"). Not every passive: many can cover, trigger, view or use one thing at once
# ("covered by unit tests" / "by integration tests" are two facts).
_ONE_DOER = _AGENT_BASES | frozenset(
    map(_inflection, "validated verified sorted ordered ranked grouped partitioned".split())
)


def _done_by_one(verb: str) -> bool:
    return _inflection(verb) in _ONE_DOER


_QUANTIFIERS = frozenset("all every each".split())
_SCOPING = frozenset("for in on to across of at".split())


def one_of_several(
    a: tuple[str, ...], b: tuple[str, ...], span: tuple[str, int, int, int, int], old: str = ""
) -> bool:
    """The name replaced is one of several of its kind: things one holder holds, a set a
    phrase quantifies, or a group the opening plural narrows."""
    if holds_another(a, b, span) or within_all_of(a, span[1]) or an_option(a[: span[1]]):
        return True
    return narrows_a_group(old, a, span)


def an_option(before: tuple[str, ...]) -> bool:
    """The words before the replaced span say what someone can do, not only one thing ("Users
    can log in with Google." / "... with GitHub."): another option they have, both kept."""
    return "can" in before and "only" not in before and "not" not in before


# "Claims in Texas must ...", "Samples from the Boston site arrive ...": a plural opening the
# statement, narrowed by the place or party after it. Updates name the new value after a verb
# ("Payments are processed by Stripe"), never straight after their opening word.
_GROUP_NARROWED = re.compile(r"^\W*[a-z][a-z-]*[^s\W]s\s+(?:in|from|at|for|of|on|by)\s", re.I)


def narrows_a_group(old: str, a: tuple[str, ...], span: tuple[str, int, int, int, int]) -> bool:
    """The name replaced follows a plural that opens `old` and a preposition: the same told of
    another part of the group, each its own fact."""
    return span[1] == 2 and _GROUP_NARROWED.match(old) is not None


def within_all_of(a: tuple[str, ...], i1: int) -> bool:
    """The name at `a[i1]` picks a set a phrase quantifies ("... required for all English titles",
    "enabled in all rooms of the Main Building"): the same said of another set, not a change."""
    return any(a[k] in _QUANTIFIERS and a[k - 1] in _SCOPING for k in range(max(1, i1 - 4), i1))


def holds_another(
    a: tuple[str, ...], b: tuple[str, ...], span: tuple[str, int, int, int, int]
) -> bool:
    """The same holder of a duty, the thing held replaced ("priya owns the CIS integration" /
    "... the GIS integration"): one person holds several such things, each its own fact."""
    _, i1, _, j1, _ = span
    return i1 == j1 >= 2 and a[:2] == b[:2] and a[1] in HOLDER_VERBS


# When a thing happens, by the calendar or the clock ("on weekends", "nightly", "at 02:00"); not
# how long it takes ("after 5 minutes"), which another limit can replace.
_WHEN = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday weekend weekday night morning
    evening afternoon midnight noon""".split()
)
_CLOCK_TIME = re.compile(r"\d{1,2}:\d{2}")
# Words of time that a when may be replaced by ("every hour", "after the release", "immediately").
_RELATIVE = frozenset(
    """after before until during when once while every second minute hour day week month
    quarter year immediately continuously""".split()
)


def _when(span: tuple[str, ...]) -> bool:
    words = [t for t in span if t not in LIGHT]
    return bool(words) and all(t in _WHEN or _CLOCK_TIME.fullmatch(t) for t in words)


def when_and_what(gone: tuple[str, ...], added: tuple[str, ...]) -> bool:
    """One span tells when ("on weekends", "at 02:00") and the other what or where, with no
    time, period, number or event in it ("Backfills run on the Large warehouse." / "Backfills
    run on weekends."): two things told of the subject, not one replaced."""
    for when, what in ((gone, added), (added, gone)):
        if not _when(when):
            continue
        words = [t for t in what if t not in LIGHT]
        if words and not any(
            t in _WHEN or t in _RELATIVE or any(c.isdigit() for c in t) for t in what
        ):
            return True
    return False


def two_told(
    old: str,
    new: str,
    before: tuple[str, ...],
    gone: tuple[str, ...],
    added: tuple[str, ...],
    read: Callable[[str], tuple[str, ...]],
) -> bool:
    """The changed span tells a second thing of the subject, not its value replaced: two deeds,
    two predicates, or a when beside a what (none told as a change). Never a setting's value
    ("displayed in decimal format by default" / "in fractional format by default")."""
    if SETTING_HEADS.intersection(gone).intersection(added):
        return False
    if an_option(before):  # "can tag documents as responsive" / "... as hot"
        return True
    if two_deeds(gone, added) or two_predicates(old, new, before, (gone, added), read):
        return True
    if another_predicate(old, new, before, gone, added):  # "is at the station" / "has 24 ..."
        return True
    if what_it_is_and_does(old, new, gone, added):
        return True
    return when_and_what(gone, added) and not tells_change(new)


_ANY_COPULA = re.compile(r"\b(?:is|are|was|were)\b", re.IGNORECASE)


def what_it_is_and_does(old: str, new: str, gone: tuple[str, ...], added: tuple[str, ...]) -> bool:
    """One statement says what the subject is, in one word after "is" ("The MQTT broker is
    Mosquitto."), the other what it does, with no "is" at all ("The MQTT broker listens on port
    1883."): two things told of it, not a value replaced (none told as a change)."""
    for (is_text, one), (does_text, span) in (
        ((old, gone), (new, added)),
        ((new, added), (old, gone)),
    ):
        if len(one) != 1 or len([t for t in span if t not in LIGHT]) < 2 or len(span) < 3:
            continue
        if _is_last(is_text, one[0]) and not _ANY_COPULA.search(does_text):
            return not tells_change(new)
    return False


_TEXT_WORDS = re.compile(r"[\w.+#/@'-]+")


def _is_last(text: str, word: str) -> bool:
    """`text` ends on "is" or "are", an article perhaps, and `word`."""
    words = [w.rstrip(".") for w in _TEXT_WORDS.findall(text.casefold())]
    if len(words) < 3 or words[-1] != word:
        return False
    before = words[-3] if words[-2] in ("the", "a", "an") else words[-2]
    return before in ("is", "are")


_COUNTING = frozenset({"every", "each", "all", "only", "some"})  # quantities, not things


def other_things(gone: frozenset[str], added: frozenset[str]) -> bool:
    """Each side names two or more things the other does not (amounts aside): "keeps access
    tokens in memory, not in localStorage" / "keeps the theme preference in localStorage" are
    about different things, not one claim reversed."""

    def things(words: frozenset[str]) -> int:
        return sum(1 for w in words if not (is_value(w) or w in UNITS or w in _COUNTING))

    return things(gone) >= 2 and things(added) >= 2


def two_deeds(gone: tuple[str, ...], added: tuple[str, ...]) -> bool:
    """Two things done to one subject, each a participle and its own preposition ("archived on
    tape" / "checksummed with MD5"): both hold. One thing done somewhere else ("stored in S3" /
    "archived in GCS") is left to the rules after."""
    if len(gone) < 2 or len(added) < 2 or gone[0] == added[0] or gone[1] == added[1]:
        return False
    done = all(w.endswith(("ed", "en")) for w in (gone[0], added[0]))
    return done and gone[1] in LIGHT and added[1] in LIGHT


def two_predicates(
    old: str,
    new: str,
    before: tuple[str, ...],
    spans: tuple[tuple[str, ...], tuple[str, ...]],
    read: Callable[[str], tuple[str, ...]],
) -> bool:
    """Two things told of one subject (`before` the words they share), each its own verb with
    what follows ("is deployed in eu-west-1" / "caches feeds for 15 minutes", "runs on GPU
    nodes" / "is retrained every month", "requires a separate API key" / "rejects ..."), or two
    things it has ("has versioning enabled" / "has S3 object lock ..."): both hold. A value
    replaced keeps its verb ("stored in MySQL" / "stored in PostgreSQL"), and a change told
    ("was retired on ...") is read as one. `read` normalises a word as the spans are."""
    gone, added = spans
    if len(gone) < 2 or len(added) < 2 or tells_change(new):
        return False
    if before[-1:] in (("has",), ("have",)):
        return True
    heads = (gone[0], added[0])
    if any(w in LIGHT or w in QUALIFYING or is_value(w) for w in heads):
        return False
    if names(old, new).intersection(heads):
        return False
    if _inflection(heads[0]) == _inflection(heads[1]) or _compounded(*heads):
        return False
    return all(
        LIGHT.intersection(span[1:3])
        or "every" in span[1:3]
        or _before_its_object(text, span[0], read)
        for span, text in ((gone, old), (added, new))
    )


# The normalised words drop articles: "requires a separate API key" reads "need separate api key"
_DETERMINERS = frozenset("a an the its their our his her this that these those each".split())
# What opens a verb's object or its place, beside the determiners: "flags any pairing", "give
# 2 free hours", "matched against stock"
_OBJECT_OPENERS = frozenset("any all every no some against across within".split())


def _before_its_object(text: str, head: str, read: Callable[[str], tuple[str, ...]]) -> bool:
    """`head` is said in `text` right before a determiner, a quantifier or an amount ("requires
    a separate API key", "sends its images", "flags any pairing", "give 2 free hours"), or in
    its -s form right after the subject ("The fleet controller exposes Prometheus metrics"): a
    verb and its object."""
    words = text.split()
    for before, word, nxt in zip(["", *words], words, words[1:], strict=False):
        if read(word) != (head,):
            continue
        nxt = nxt.casefold()
        if nxt in _DETERMINERS:
            return True
        # the rest only right after the subject: not "compiled with gfortran 12", "every 15 min"
        after_subject = before[:1].isalpha() and before.casefold() not in LIGHT
        if (
            not after_subject
            or word.casefold() in _DETERMINERS
            or word.casefold() in _OBJECT_OPENERS
        ):
            continue
        if nxt in _OBJECT_OPENERS or nxt[:1].isdigit() or _third_person(word):
            return True
    return False


def _third_person(word: str) -> bool:
    """A verb's -s form ("exposes", "writes"), not a word that ends in s of itself."""
    w = word.casefold()
    return w.isalpha() and w.endswith("s") and not w.endswith(("ss", "us", "is", "ous"))


def _compounded(one: str, other: str) -> bool:
    """One word a part of the other ("merged" / "squash-merged")."""
    return one in other.split("-") or other in one.split("-")


def a_third_shared(ca: frozenset[str], cb: frozenset[str]) -> bool:
    """A third of two statements' content words are in both, a verb and its participle as one
    ("approves" / "approved")."""
    a, b = {_inflection(t) for t in ca}, {_inflection(t) for t in cb}
    return len(a & b) * 3 >= len(a | b)


def shared_parts(pa: frozenset[str], pb: frozenset[str]) -> int:
    """Words (and parts of compounds) two statements share, a verb and its participle as one
    ("Mileage is stored in km." / "We store mileage in km.")."""
    shared = len(pa & pb)
    if shared >= 2:
        return shared
    return len({_inflection(p) for p in pa} & {_inflection(p) for p in pb})


BOTH_WAYS = "condition told the other way"
# "X must be verified before it can publish" / "X can't publish until it's been verified": one
# condition told both ways. The clause after "before" is what the other one forbids until.
_MUST_BEFORE = re.compile(
    r"^(?P<first>.+?)\b(?:must|has to|have to|needs? to)\b(?P<cond>.+?)\bbefore\b(?P<then>.+)$",
    re.IGNORECASE,
)
_NOT_UNTIL = re.compile(
    r"^(?P<then>.+?)\b(?:can'?t|cannot|can not|may not|must not|mustn'?t|(?:is|are|do|does|wo)n'?t"
    r"|(?:is|are|will) not)\b(?P<act>.+?)\buntil\b(?P<cond>.+)$",
    re.IGNORECASE,
)
# Words no rule rests on, "they're" and "it's" cut as "they" "re", "it" "s".
_GLUE = frozenset("a an the it its s t re ve ll d they them their be been is are can any".split())
# How much of their words two tellings of one condition share, at least (the rest are words
# said another way: "gets alerts" / "receives alerts", "every bag entering" / "a bag").
_SHARED_AT_LEAST = 0.6


def _words(text: str) -> frozenset[str]:
    return frozenset(
        _inflection(w) for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _GLUE
    )


_MUST_WORDS = _words("must has have need needs to before")
_NEVER_WORDS = _words(
    "can't cannot can not may must mustn't isn't aren't don't doesn't won't will until"
)


def condition_told_both_ways(old: str, new: str) -> bool:
    """ "A must happen before B can" and "B can't happen until A" ("B isn't done until A"): the
    same rule. Each side's condition must share more words with the other's condition than
    with what waits for it, so the rule turned round ("Migrations must run before the deploy"
    / "Migrations can't run until the deploy") is not the same; the two tellings must share
    most of their words and every number."""
    for must, never in ((old, new), (new, old)):
        m, n = _MUST_BEFORE.match(must.strip()), _NOT_UNTIL.match(never.strip())
        if m is None or n is None:
            continue
        cond, waits = _words(m["first"] + " " + m["cond"]), _words(m["then"])
        n_cond, n_waits = _words(n["cond"]), _words(n["then"] + " " + n["act"])
        if len(n_cond & cond) <= len(n_cond & waits) or len(waits & n_waits) <= len(waits & n_cond):
            continue  # each side's condition is not the other's: the rule turned round
        ours, theirs = (_words(t) - _MUST_WORDS - _NEVER_WORDS for t in (must, never))
        if any(c.isdigit() for w in ours ^ theirs for c in w):
            continue  # a number said by one only: another rule
        return len(ours & theirs) >= _SHARED_AT_LEAST * len(ours | theirs)
    return False
