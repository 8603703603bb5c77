"""The same claim reworded: the same content words, in other forms and in another order, with
no two roles exchanged.

People restate a rule in the words they happen to use that day: "Run database migrations before
deploying the new code." / "Database migrations run before the new code is deployed.";
"Passwords are hashed with bcrypt." / "We hash passwords using bcrypt."; "Feature flags are
read from LaunchDarkly at startup." / "At startup we read feature flags from LaunchDarkly."
Exact rules (surface.voice) miss these. What a rewording never does is what a changed claim
does with the same words: exchange two of its parts around something that stays ("Alice pays
Bob" / "Bob pays Alice"; "copy from production to staging" / "... from staging to
production"; "migrate before deploying" / "deploy before migrating").

So, on normalised token sequences (surface.statements.sequence), inflections joined
("deploying", "deployed", "deploy"), and set aside: prepositions that only one of the two
has ("in", "from", "with"), verbs that only link ("returns", "has", "uses", "stays") and the
modal of a rule ("must be compressed" / "compress"), and "every", "all" ("before every
commit"); a tool told before the act it serves is also tried after it ("Use Black for
formatting Python code." / "Python code is formatted with Black."):

- the two hold the same words, at least three of them, and no single letter ("service a");
  each "not" bears on the same word;
- with a phrase told first ("At startup, ...") moved back to where the other has it, neither
  is the other with two parts exchanged around a third, nor with two adjacent values or names
  exchanged ("ports 5432 and 6543"), and the words on each side of a word that orders steps
  or compares ("before", "after", "than", "until", "then") are the same;
- a passive with its agent ("... by the worker") and an active voice agree on the agent: the
  active statement starts with it ("The worker retries ..."), not with the other party.

Negation, numbers and identifiers are compared before this runs (surface.statements.classify).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from surface.synonyms import IRREGULAR

Seq = tuple[str, ...]
# An irregular form's verb: "rebuilt" / "rebuild", "sent" / "send", "written" / "write".
_VERB = {form: group.split()[0] for group in IRREGULAR.split("|") for form in group.split()}
_VERB["used"] = "use"  # too short for the suffix rule below ("us" + "ed")


def bases_of(words: Iterable[str]) -> set[str]:
    """Each word's base, and an adverb's also as the adjective it is made from ("automatically"
    is "automatic", "manually" "manual"): a "not" on the one bears on the other."""
    out = set()
    for w in words:
        out.add(base(w))
        if w.endswith("ically") and len(w) > 8:
            out.add(base(w[:-4]))
        elif w.endswith("ly") and len(w) >= 7:
            out.add(base(w[:-2]))
    return out


@lru_cache(maxsize=16384)
def base(word: str) -> str:
    """A word's inflections joined: "deploy" / "deploying" / "deployed", "compress" /
    "compressed", "image" / "images", "run" / "running", "retry" / "retried", "rebuilt" /
    "rebuilds"."""
    if word in _VERB:
        word = _VERB[word]
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.endswith(("ied", "ies")) and len(word) > 4:
        return word[:-3] + "i"  # "retried", "retries", "retry"; "cookies", "cookie"
    for noun, verb in _NOMINAL:  # "invalidation" / "invalidates", "deployment" / "deploys"
        if word.endswith(noun) and len(word) - len(noun) >= 3:
            return word[: -len(noun)] + verb
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix != "s" or not word.endswith(("ss", "us", "is")):
                word = word[: -len(suffix)]
                break
    if len(word) > 3 and word[-1] == "e":
        word = word[:-1]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] != "s":
        word = word[:-1]
    if len(word) > 3 and word[-1] == "y":
        word = word[:-1] + "i"
    return word


# A noun made of a verb and the form of that verb the rules below reach: "invalidation" and
# "invalidates" meet at "invalidat", "compression" and "compressed" at "compress".
_NOMINAL: tuple[tuple[str, str], ...] = (
    ("ations", "at"),
    ("ation", "at"),
    ("ssions", "ss"),
    ("ssion", "ss"),
    ("ctions", "ct"),
    ("ction", "ct"),
    ("ments", ""),
    ("ment", ""),
)

# Prepositions that go with the wording where only one statement has them ("Dates from the
# API" / "The API returns dates"), and order the claim where both do ("Store logs in the
# cache" / "Store the cache in logs").
_SOFT = frozenset("in on at of by with for from via through within using".split())
# Verbs that only link a subject to what is said of it ("The API returns dates in ISO ..." /
# "Dates from the API are in ISO ...").
_LINKING = frozenset(
    map(
        base,
        "return give provide contain has have hold come use happen occur stay remain keep go make"
        " made".split(),
    )
)
_MODALS = frozenset({"must", "should"})  # "Never commit X" / "X should never be committed"
# A rule is said of every case whether or not it says "every" ("before committing" / "before
# every commit"); "some", "only", "no" stay.
_EVERY = frozenset({"every", "each", "all", "everywhere"})
_MIN_WORDS = 3
_USE = base("use")
# Words kept though light: they order a claim ("copy from production to staging").
_ORDER = frozenset("before after than to into onto over under above below until then".split())
# ... of which those that order steps or compare: the words on each side must stay there.
_SEQUENCE = frozenset("before after until then".split())
# ... and the one that compares: the words right beside it must be the same ("larger than 10
# MB"), wherever the rest of the claim goes ("Uploads larger than 10 MB are rejected." / "We
# reject uploads larger than 10 MB."; "X is faster than Y" / "Y is faster than X" differ).
_COMPARE = "than"
# Words a phrase told first starts with.
_FRONTING = _SOFT | _ORDER | {"every", "each", "during", "when", "once", "whenever", "if"}


def reworded(a: Seq, b: Seq, light: frozenset[str], names: frozenset[str]) -> bool:
    """`a` and `b` state the same claim in other words (the module's rules). `light`: words
    that carry no subject (surface.statements); `names`: base forms of names."""
    if _same_words(a, b, light, names):
        return True
    ia, ib = _instrument_last(a), _instrument_last(b)
    return (ia != a or ib != b) and _same_words(ia, ib, light, names)


def _instrument_last(seq: Seq) -> Seq:
    """ "use X for doing Y" as "doing Y with X" ("Use Black for formatting Python code." /
    "Python code is formatted with Black."): the tool told before the act it serves, which
    the role-exchange test would otherwise read as two parts traded."""
    u = next((i for i, t in enumerate(seq) if base(t) == _USE), -1)
    f = next((i for i in range(u + 2, len(seq)) if seq[i] in ("for", "to")), -1) if u >= 0 else -1
    if f < 0 or f + 1 == len(seq):
        return seq
    return seq[:u] + seq[f + 1 :] + ("with",) + seq[u + 1 : f]


def _same_words(a: Seq, b: Seq, light: frozenset[str], names: frozenset[str]) -> bool:
    kept = _ORDER | (_SOFT.intersection(a) & _SOFT.intersection(b))
    (ka, ma), (kb, mb) = _key(a, light, kept), _key(b, light, kept)
    if (ma and mb and ma != mb) or sorted(ka) != sorted(kb) or _words(ka, a) < _MIN_WORDS:
        return False
    if any(len(t) == 1 and t.isalpha() for t in ka) or _negated(ka) != _negated(kb):
        return False
    if not _agent_agrees(a, b, light) or not _agent_agrees(b, a, light):
        return False
    aligned = _alignments(a, b, ka, kb)
    if any(_exchanged(x, y, names) for x, y in aligned):
        return False
    return any(_parts(x) == _parts(y) and _compared(x) == _compared(y) for x, y in aligned)


def _compared(key: Seq) -> list[tuple[str, str]]:
    """The words on each side of every "than"."""
    return sorted(
        (key[i - 1] if i else "", key[i + 1] if i + 1 < len(key) else "")
        for i, t in enumerate(key)
        if t == _COMPARE
    )


def _words(key: Seq, seq: Seq) -> int:
    """How many words the claim has: a compound counts its parts ("pull-request": two), and
    an "all" or "every" set aside still counts ("Use UTC for all timestamps")."""
    return sum(1 + t.count("-") for t in key) + sum(t in _EVERY for t in seq)


def _parts(key: Seq) -> list[Seq]:
    """The words between the words that order steps (sorted), and those words: "run the
    migration before the deploy" / "deploy before running the migration" differ here however
    each side's words are arranged."""
    parts: list[Seq] = []
    words: list[str] = []
    for t in key:
        if t in _SEQUENCE:
            parts += [tuple(sorted(words)), (t,)]
            words = []
        else:
            words.append(t)
    return parts + [tuple(sorted(words))]


def _alignments(a: Seq, b: Seq, ka: Seq, kb: Seq) -> list[tuple[Seq, Seq]]:
    """The two keys as compared: with a phrase told first ("At startup, ...", "Every Sunday
    night ...") moved back to the end, where the other statement has it; else as told."""
    out = []
    for s1, k1, k2 in ((b, kb, ka), (a, ka, kb)):
        if s1 and s1[0] in _FRONTING:
            k = next((i for i in range(1, len(k1)) if k1[i - 1] == k2[-1]), 0)
            if k:
                out.append((k2, k1[k:] + k1[:k]))
    return out or [(ka, kb)]


def _negated(key: Seq) -> list[str]:
    """What each "not" bears on: "not all tests run" is not "all tests do not run"."""
    return sorted(key[i + 1] if i + 1 < len(key) else "" for i, t in enumerate(key) if t == "not")


def _key(seq: Seq, light: frozenset[str], kept: frozenset[str]) -> tuple[Seq, frozenset[str]]:
    """The words compared, in order (`kept`: light words that order the claim), and the modals
    set aside."""
    words = tuple(
        t if t in kept else base(t)
        for t in seq
        if t in kept or (t not in light and t not in _SOFT and t not in _MODALS and t not in _EVERY)
    )
    return tuple(w for w in words if w not in _LINKING), frozenset(_MODALS.intersection(seq))


def _agent_agrees(passive: Seq, active: Seq, light: frozenset[str]) -> bool:
    """Where only `passive` names an agent ("... by the worker"), `active` starts with it."""
    if "by" not in passive or "by" in active:
        return True
    agent = [base(t) for t in passive[passive.index("by") + 1 :] if t not in light]
    first = [base(t) for t in active if t not in light][: len(agent)]
    return bool(agent) and first == agent[: len(first)]


def _exchanged(a: Seq, r: Seq, names: frozenset[str]) -> bool:
    """`r` is `a` with two parts exchanged around a third, or two adjacent values or names
    exchanged."""
    p = 0
    while p < len(a) and a[p] == r[p]:
        p += 1
    if p == len(a):
        return False
    s = 0
    while a[-1 - s] == r[-1 - s]:
        s += 1
    x_, r_ = a[p : len(a) - s], r[p : len(r) - s]
    n = len(x_)
    for x in range(1, n):
        for y in range(1, n - x + 1):
            if x_[:x] == r_[n - x :] and x_[n - y :] == r_[:y] and x_[x : n - y] == r_[y : n - x]:
                if x + y < n or (_kind(x_[:x], names) & _kind(x_[n - y :], names)):
                    return True
    return False


def _kind(part: Seq, names: frozenset[str]) -> set[str]:
    """What in `part` may not trade places with its like: a value, a name."""
    out = set()
    for t in part:
        if any(c.isdigit() for c in t):
            out.add("value")
        elif t in names:
            out.add("name")
    return out
