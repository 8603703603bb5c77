"""The same claim in other everyday words: "Preview environments are created automatically for
every pull request." / "Preview environments get spun up automatically for each pull request.";
"The image processing queue has a concurrency of 4." / "Concurrency on the image processing
queue is set to four."; "Do not deploy on Fridays." / "Deploys should not happen on Fridays."

surface.paraphrase reads a rewording that keeps every content word and trades no two roles;
people also swap a verb for its everyday equivalent ("spun up" / "created", "by hand" /
"manually") or drop one that only carries the sentence ("has", "is set to", "happen", "run").
So, after surface.statements has found the two neither equal nor one change apart, the two are
read once more as bags of content words, with

- phrases and words of one meaning written one way (surface.restated_words),
- the verbs that only carry a sentence (`_CARRIERS`), prepositions, modals, "every" / "each",
  and the conjunctions that join a condition ("when", "if", "while") set aside,

and they state the same claim when the two bags are equal, with their counts (three words at
least), the values and names in them the same (a brand that only qualifies a name aside) and
in the same order, the modals saying the same, each negation bearing on the same word, every
word that orders steps or compares ("before", "after", "than", "under") or directs ("from",
"to", not "up to") that both have followed by the same phrase or a fuller one — and one that
orders or compares in only one of them not at all — a passive's agent before the same verb in
the active, and no two words of one kind traded into each other's slots. A word both write
means itself. The caller has compared the polarity (and the identifiers, for `restatement`).

A changed claim rarely keeps its words: a role swap is caught by the phrases after "from" and
"to", reordered names by their order, traded values by `traded`, a moved negation by its word.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Set as AbstractSet
from functools import lru_cache

from surface.paraphrase import base
from surface.restated_words import CANONICAL, PHRASES, PHRASES3, SHORT
from surface.statement_values import is_number
from surface.statement_words import EXCEPTING, LIGHT, NEGATORS, QUALIFYING, UNITS

Seq = tuple[str, ...]

# Verbs that carry a sentence without a claim of their own ("X has a concurrency of 4" / "the
# concurrency of X is set to 4", "builds run on Vercel" / "is built on Vercel", "runs on" /
# "is hosted on").
_CARRIERS = frozenset(
    """run runs ran running host hosts hosted hosting go goes went going gone happen happens
    happened happening set sets setting have has had having use uses used using make makes made
    making do does did doing done take takes took taken taking come comes came coming get gets
    got gotten getting stay stays stayed staying remain remains remained remaining operate
    operates operated operating""".split()
)  # written out: a suffix rule would read "site" as "sit"
_SET_ASIDE = frozenset(
    "in on at of by with for via through within using across must should may can could every each"
    " all when if while whenever".split()
)
# Words that order steps, compare or direct: what follows them must be the same on both sides.
_ORDERING = frozenset("before after until then than under over below above first last".split())
_DIRECTING = frozenset("from to into onto not".split())
_ORDERING_OR_DIRECTING = _ORDERING | _DIRECTING
_ORDERING_BASE = frozenset(map(base, _ORDERING_OR_DIRECTING))
_RELATING = _SET_ASIDE | _ORDERING_OR_DIRECTING  # a word before a number that relates it
# What a modal says: an obligation, advice, a permission ("may use at most 200 executors" /
# "can use a maximum of 200 executors"); set aside, but two that both say one must agree.
_MODALS = {"must": "must", "should": "should", "may": "may", "can": "may", "could": "may"}
_PERIODS = frozenset("minute hour day night week month quarter year".split())
MIN_WORDS = 3


def said_alike(
    a: Seq, b: Seq, values_a: AbstractSet[str], values_b: AbstractSet[str], names: AbstractSet[str]
) -> bool:
    """`a` and `b` (normalised token sequences, surface.statements) state the same claim in
    other everyday words; `values_*`: the values and names each holds (numbers, identifiers,
    names written with a capital); `names`: the names both write."""
    if values_a != values_b:  # "the Nintendo Switch" / "the Switch"; not "Stripe" / "Adyen API"
        if not (values_a < values_b or values_b < values_a):
            return False
        qualifiers = _qualifiers(a, values_a, values_b) | _qualifiers(b, values_b, values_a)
        values_a, values_b = values_a - qualifiers, values_b - qualifiers
        if values_a != values_b:
            return False
        a = tuple(t for t in a if t not in qualifiers)
        b = tuple(t for t in b if t not in qualifiers)
    named_a = {v for v in values_a if not is_number(v)}  # a count and a name trade no roles
    if len(named_a) >= 2 and not _named_in_order(a, b, named_a):
        return False
    numbers = {v for v in values_a if is_number(v)}  # "port 5432 ... port 6543" traded
    if len(numbers) >= 2 and in_order(a, numbers) != in_order(b, numbers):
        return False
    ma, mb = {_MODALS[t] for t in a if t in _MODALS}, {_MODALS[t] for t in b if t in _MODALS}
    if ma and mb and ma != mb:  # "must" / "should": a rule and advice
        return False
    both = frozenset(map(base, a)) & frozenset(map(base, b))
    ca, cb = canonical(a, both), canonical(b, both)
    if UNITS.intersection(ca) != UNITS.intersection(cb):  # "30 seconds" / "30 minutes"
        return False
    words = bag(ca)
    if len(words) < MIN_WORDS or not alike_bags(words, bag(cb), ca, cb):
        return False
    if not ordered_alike(ca, cb, names):
        return False
    if traded(ca, cb, names):  # "Blue is the active slot, green is idle" / "Green is ..."
        return False
    if not directed_alike(ca, cb, names):
        return False
    return _agent_agrees(ca, cb) and _agent_agrees(cb, ca)


# Words that limit, count or order a claim: one of them said by one side only is never a detail.
_SCOPE = frozenset(
    map(
        base,
        EXCEPTING
        | NEGATORS
        | QUALIFYING
        | {"delete"}  # "dropped", "removed" as the canonical verb
        | set("only first last before than until all every each both any some most least".split()),
    )
)


def alike_bags(x: Counter[str], y: Counter[str], a: Seq, b: Seq) -> bool:
    """The same content words, or one word more on one side: a detail of the same claim
    ("Translations are stored in ... as JSON files" / "Translation strings are kept as JSON
    files in ..."), as a contiguous detail added is for surface.statements. Not a word that
    limits, counts or orders the claim, except "after" before a time the other states bare
    ("times out after 30 seconds" / "timeout: 30 seconds")."""
    if x == y:
        return True
    extra = (x - y) + (y - x)
    if sum(extra.values()) != 1:
        return False
    (word,) = extra
    if word in _ORDERING_BASE:
        return _bare_limit(a, b) if x[word] > y[word] else _bare_limit(b, a)
    return word not in _SCOPE


def _bare_limit(told: Seq, bare: Seq) -> bool:
    """`told` says "after N" where `bare` says N with no word before it that relates it
    ("timeout: 30 seconds"; not "within 30 seconds", "for 30 days")."""
    for i, t in enumerate(told):
        if t in _ORDERING_OR_DIRECTING and t not in bare:
            if t != "after" or i + 1 >= len(told) or not is_number(told[i + 1]):
                return False
            n = told[i + 1]
            if n not in bare or (bare.index(n) > 0 and bare[bare.index(n) - 1] in _RELATING):
                return False
    return True


_FRONTING = frozenset("on in at for during every each when after before once if".split())


def _named_in_order(a: Seq, b: Seq, named: AbstractSet[str]) -> bool:
    """The names come in the same order, a phrase told first moved back ("On the Switch, the
    Unity project ..." / "The Unity project ... on the Switch")."""
    oa, ob = in_order(a, named), in_order(b, named)
    if oa == ob:
        return True
    fronted_a, fronted_b = bool(a) and a[0] in _FRONTING, bool(b) and b[0] in _FRONTING
    return (fronted_a and oa[1:] + oa[:1] == ob) or (fronted_b and ob[1:] + ob[:1] == oa)


def _qualifiers(seq: Seq, mine: AbstractSet[str], theirs: AbstractSet[str]) -> set[str]:
    """The names in `mine` alone that only qualify the next one, which both statements name
    ("the Nintendo Switch" / "the Switch")."""
    shared = mine & theirs
    return {
        t
        for t, nxt in zip(seq, seq[1:], strict=False)
        if t in mine and t not in theirs and nxt in shared and t.isalpha()
    }


def _agent_agrees(passive: Seq, active: Seq) -> bool:
    """Where only `passive` names agents ("... reviewed by the data team"), `active` has each
    agent before the same verb ("... and the data team reviews them"), not after it ("Alice
    is called by Bob" / "Alice calls Bob" trade the roles)."""
    if "by" not in passive or "by" in active:
        return True
    stems = [base(t) for t in active]
    for i, t in enumerate(passive):
        if t != "by":
            continue
        verb = base(passive[i - 1]) if i else ""
        agent = next((base(t) for t in passive[i + 1 :] if t not in LIGHT), "")
        if not verb or verb not in stems or agent not in stems:
            return False
        if stems.index(agent) > stems.index(verb):
            return False
    return True


@lru_cache(maxsize=4096)
def canonical(seq: Seq, both: frozenset[str] = frozenset()) -> Seq:
    """`seq` with phrases and words of one meaning written one way, carrier verbs dropped,
    compounds split ("bare-metal": bare, metal), "once" starting a clause read as "after".
    A word in `both` (base forms both statements use) means itself: "make ship" and "make
    deploy" name two commands, though "ship" and "deploy" are one verb."""
    out: list[str] = []
    i = 0
    while i < len(seq):
        triple = tuple(seq[i : i + 3])
        if triple in PHRASES3:
            out += [PHRASES3[triple]] if PHRASES3[triple] else []
            i += 3
            continue
        pair = (seq[i], seq[i + 1]) if i + 1 < len(seq) else None
        if pair in PHRASES:
            out += [PHRASES[pair]] if PHRASES[pair] else []
            i += 2
            continue
        raw = SHORT.get(seq[i], seq[i])
        word = base(raw)
        if seq[i] == "once":  # "once a batch is written"; "once a week" is a period
            out += [] if i + 1 < len(seq) and seq[i + 1] in _PERIODS else ["after"]
        elif seq[i] == "under" and i + 1 < len(seq) and "/" in seq[i + 1]:
            out.append("in")  # "JSON files under locales/" / "in locales/"
        elif seq[i] == "to" and "prefer" in out:
            out.append("over")  # "prefer composition to inheritance" / "over inheritance"
        elif word in CANONICAL and word not in both:
            out.append(CANONICAL[word])
        elif seq[i] not in _CARRIERS:
            out += _compound_parts(raw)
        i += 1
    return tuple(out)


def _compound_parts(word: str) -> list[str]:
    """A compound of plain words as its words ("bare-metal"); "server-side" / "client-side"
    as the side itself ("rendered server-side" / "rendered on the server")."""
    if "-" not in word or not word.replace("-", "").isalpha():
        return [word]
    parts = word.split("-")
    return parts[:-1] if parts[-1] == "side" and len(parts) > 1 else parts


def bag(seq: Seq) -> Counter[str]:
    """The content words with how often each is said: "make ship; never push release tags" /
    "make release; never push release tags" hold the same set of words, not the same bag."""
    return Counter(base(t) for t in seq if t not in LIGHT and t not in _SET_ASIDE)


def compared_alike(a: Seq, b: Seq, names: AbstractSet[str]) -> bool:
    """What follows "than" is alike in `a` and `b` (normalised sequences): "The API is faster
    than the CLI." / "The CLI runs faster than the API." trade the two sides."""
    return "than" not in a or "than" not in b or _followed_alike(a, b, "than", names)


def ordered_alike(a: Seq, b: Seq, names: AbstractSet[str]) -> bool:
    if _direction(a) and _direction(b) and _direction(a) != _direction(b):
        return False  # "Flags come from LaunchDarkly" / "Flags go to LaunchDarkly"
    if "not" in a and "not" in b and sorted(_after(a, "not")) != sorted(_after(b, "not")):
        if not _negated_alike(a, b):
            return False
    for word in _ORDERING:  # the directing words: directed_alike
        if word in a and word in b:
            if not _followed_alike(a, b, word, names):
                return False
        elif word in a or word in b:
            if not (_bare_limit(a, b) if word in a else _bare_limit(b, a)):
                return False  # "after 30 seconds" / "30 seconds" is one limit
    return True


def directed_alike(a: Seq, b: Seq, names: AbstractSet[str] = frozenset()) -> bool:
    """Each word that directs ("from", "to", "into") that both have is followed by the same word
    in both ("from the EU cluster to the US cluster" / "to the EU cluster from the US cluster"
    trade source and destination), and an "only" limits the subject in both or in neither
    ("Only admins can delete ..." / "Admins can only delete ..."; elsewhere it floats)."""
    for word in _DIRECTING - {"not"}:
        if _directs(a, word) and _directs(b, word) and not _followed_alike(a, b, word, names):
            return False
    return (a[:1] == ("only",)) == (b[:1] == ("only",))


def _directs(seq: Seq, word: str) -> bool:
    return any(t == word and not _up_to(seq, i) for i, t in enumerate(seq))


def _up_to(seq: Seq, i: int) -> bool:  # "up to date", "up to 5 parties": no direction
    return seq[i] == "to" and i > 0 and seq[i - 1] == "up"


def _joined(seq: Seq, k: int) -> bool:  # an "and" / "or" between two words of one phrase
    return seq[k] in ("and", "or") and k + 1 < len(seq) and seq[k + 1] not in _ENDS_PHRASE


def _followed_alike(a: Seq, b: Seq, word: str, names: AbstractSet[str]) -> bool:
    """The phrase after each `word` in one holds the other's ("before apply" / "before a
    terraform apply"; "pin Python to 3.11" / "pinned to Python 3.11"); "faster than the web
    app" / "... than the mobile app" share a word and differ."""
    pa, pb = _phrases_after(a, word, names), _phrases_after(b, word, names)
    return len(pa) == len(pb) and all(x <= y or y <= x for x, y in zip(pa, pb, strict=True))


_ENDS_PHRASE = LIGHT | _SET_ASIDE | _ORDERING | _DIRECTING


def _phrases_after(seq: Seq, word: str, names: AbstractSet[str]) -> list[frozenset[str]]:
    """The content words right after each `word`, up to the next light word ("from staging to
    production": "staging" after "from"); a name is never light ("to the US cluster")."""
    out = []
    for i, t in enumerate(seq):
        if t != word or _up_to(seq, i):
            continue
        k = i + 1
        while k < len(seq) and seq[k] in LIGHT | _SET_ASIDE and seq[k] not in names:
            k += 1
        phrase = []
        while k < len(seq) and (seq[k] not in _ENDS_PHRASE or seq[k] in names or _joined(seq, k)):
            phrase.append(base(seq[k]))  # "from QA and production": both, in either order
            k += 1
        out.append(frozenset(phrase))
    return out


def traded(a: Seq, b: Seq, names: AbstractSet[str]) -> bool:
    """The content words both statements hold, in the same places but for two of one kind
    (two numbers, two names, two plain words; not a verb of the lexicon, not "not") that
    traded places: two roles exchanged ("blue ... active ..., green ... idle" / "green ...
    active ..., blue ... idle"), whatever else one of them says around them ("Just so you
    know: ..."), each in the other's slot. A verb moving past its object ("We sync the CMS
    translations" / "CMS translations are pulled"), a name and a noun ("PostGIS stores all
    geometries" / "All geometries in PostGIS") or a word moved under a preposition are a new
    frame, not a trade."""
    both = set(a) & set(b)
    ka = [t for t in a if t in both and t not in LIGHT and t not in _SET_ASIDE]
    kb = [t for t in b if t in both and t not in LIGHT and t not in _SET_ASIDE]
    if len(ka) != len(kb):
        return False
    differ = [i for i, (x, y) in enumerate(zip(ka, kb, strict=True)) if x != y]
    if len(differ) != 2:
        return False
    x, y = ka[differ[0]], ka[differ[1]]
    if (x, y) != (kb[differ[1]], kb[differ[0]]):
        return False
    if _kind(x, names) != _kind(y, names) or _kind(x, names) == "verb":
        return False
    # Each filled the other's slot: the word before it is the same ("port 5432" / "port
    # 6543"); "The sensors publish telemetry" / "Telemetry from the sensors" reframe it.
    return _before(a, x) == _before(b, y) and _before(a, y) == _before(b, x)


def _before(seq: Seq, word: str) -> str:
    i = seq.index(word)
    return seq[i - 1] if i else ""


def _kind(word: str, names: AbstractSet[str]) -> str:
    if is_number(word):
        return "number"
    if word in names:
        return "name"
    if word == "not" or base(word) in CANONICAL or word in CANONICAL.values():
        return "verb"
    return "plain"


def _direction(seq: Seq) -> str:
    """ "from" or "to" when a statement has only one of the two, else ""."""
    source, goal = "from" in seq, "to" in seq or "into" in seq
    return "from" if source and not goal else "to" if goal and not source else ""


def _negated_alike(a: Seq, b: Seq) -> bool:
    """One negation, bearing on the same word: the word after it in one statement, before or
    after it in the other ("Do not deploy on Fridays." / "Deploys should not happen on
    Fridays."; "Use tabs, not spaces" / "Use spaces, not tabs" bear on other words)."""
    if a.count("not") != 1 or b.count("not") != 1:
        return False
    (pa, na), (pb, nb) = _beside(a, a.index("not")), _beside(b, b.index("not"))
    return bool(na) and (na == nb or na == pb or pa == nb)


def _beside(seq: Seq, i: int) -> tuple[str, str]:
    """The content words before and after position `i`."""
    before = [base(s) for s in seq[:i] if s not in LIGHT and s not in _SET_ASIDE]
    return (before[-1] if before else ""), next(iter(_after(seq[i:], seq[i])), "")


def _after(seq: Seq, word: str) -> list[str]:
    """The first content word after each `word` in `seq`."""
    out = []
    for i, t in enumerate(seq):
        if t == word:
            nxt = (base(s) for s in seq[i + 1 :] if s not in LIGHT and s not in _SET_ASIDE)
            out.append(next(nxt, ""))
    return out


def in_order(seq: Seq, words: AbstractSet[str]) -> list[str]:
    """`words` in the order `seq` first says each."""
    return [t for t in dict.fromkeys(seq) if t in words]
