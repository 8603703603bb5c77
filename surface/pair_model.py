"""A second reading of two statements the write path compares: a fitted model weighs the rules'
verdict with the words that tell a change, what both keep, their values and, with the sentence
model, their meanings (surface.pair_features), into restatement / update / distinct.

The rules alone generalise poorly to what people type: on four sets written blind in session 16
they merged 8 of 48 restatements and superseded 33 of 64 updates (docs/benchmarks.md). The model
is a multinomial logistic regression fitted on the labelled pairs by
`python benchmarks/fit_reconsolidation.py`, its weights shipped in surface.pair_weights so a
write imports no sklearn and no numpy for it.

The sentence model costs a pass of both texts (13-16 ms each for a statement), so its cosine is computed only when
it could change the verdict: the verdict is first worked out for cosines across their whole range
(MEANING_GRID), and if every one gives the same verdict the texts are never encoded.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence

from surface import other_claims as _claims
from surface import pair_weights as weights
from surface.event_order import order_turned
from surface.opposite_words import opposed
from surface.pair_features import MEANING_NAMES, NAMES, change_words, pair_features
from surface.paraphrase import base as _inflection
from surface.restriction_told import narrowed, widened
from surface.setting_revalued import setting_revalued
from surface.state_turned import state_turned, unit_replaced
from surface.statement_meaning import PairMeaning
from surface.statement_roles import BOTH_WAYS, duties_of_one
from surface.statement_words import LIGHT, UNITS
from surface.statements import (
    CONTRADICTION,
    DISTINCT,
    KINDS_APART,
    NEGATION_CHANGED,
    OTHER_ID,
    OTHER_THINGS,
    SAME,
    SAME_WORDING,
    UPDATE,
    Verdict,
    facts,
)
from surface.things_named import (
    RATE,
    calendar_named,
    code_names_replaced,
    initialisms_replaced,
    names_replaced,
    names_traded,
)
from surface.told_plainly import (
    replaces_a_name_not_given,
    replaces_a_value_not_given,
    value_denied,
)

CLASSES = (DISTINCT, SAME, UPDATE)  # the order of the weights' rows
Asker = Callable[[], "PairMeaning | float | None"]  # the meanings, computed when asked
# The rules' reasons a second reading never overrides: numbered things (tickets, notes), the
# same said of two things, another kind of one thing.
KEPT_APART = frozenset((OTHER_ID, OTHER_THINGS, KINDS_APART))
# Nor one the rules read as the same words once both are written in one form: what the model
# weighs then is only how they were typed ("Keep PRs under 400 lines." / "Keep pull requests
# under 400 lines."), and among the labelled pairs every such pair is a restatement.
KEPT_SAME = frozenset((SAME_WORDING, BOTH_WAYS))  # and one condition told both ways
READ_SAME = "read as a restatement"
READ_UPDATE = "read as a change"
READ_DISTINCT = "read as another claim"
READ_CONFLICT = "read as a possible change"
OTHER_VALUE_REPLACED = "replaces a value the other never gave"
AMOUNT_SET_ANEW = "amount set anew"
MEANING_GRID = tuple(i / 10 for i in range(-2, 11))  # cosines a verdict is tried at


def _probabilities(
    x: Sequence[float], coef: Sequence[Sequence[float]], intercept: Sequence[float]
) -> list[float]:
    logits = [
        b + sum(w * v for w, v in zip(row, x, strict=True))
        for row, b in zip(coef, intercept, strict=True)
    ]
    top = max(logits)
    exp = [math.exp(z - top) for z in logits]
    total = sum(exp)
    return [e / total for e in exp]


def _decided(p: Sequence[float]) -> str:
    """Same or update only when the model is sure enough; a likely change it is not sure of is
    kept beside the older statement and linked as a conflict (shown together, newer first)
    unless the newer one tells the change (`_verdict`); distinct otherwise."""
    if p[1] >= weights.SAME_AT and p[1] >= p[2]:
        return SAME
    if p[2] >= weights.UPDATE_AT:
        return UPDATE
    if p[2] >= weights.CONFLICT_AT:
        return CONTRADICTION
    return DISTINCT


_WORDS = len(MEANING_NAMES)  # the words-only features start here


_CHANGE_NEW = NAMES.index("change_new")


def _with_meaning(values: Sequence[float], cos: float) -> list[float]:
    told = 1.0 if values[_CHANGE_NEW] > 0 else 0.0
    return [cos, cos * cos, told * cos, *values[_WORDS:]]


def _meant(values: Sequence[float], meaning: float | PairMeaning) -> list[float]:
    """The class probabilities given the meanings: read with the pieces' alignment too when
    it was computed (a write's sentence model), weights for it are shipped and the newer
    statement tells no change, else with the cosine alone. A change told ("we switched the
    aligner from BWA-MEM to minimap2") aligns poorly by its nature, and the aligned reading
    turned such updates into distinct pairs that the cosine reading superseded."""
    cos = meaning if isinstance(meaning, float) else meaning.cosine
    x = _with_meaning(values, cos)
    if isinstance(meaning, PairMeaning) and weights.ALIGNED_COEF and not values[_CHANGE_NEW]:
        x += meaning.alignment
        return _probabilities(x, weights.ALIGNED_COEF, weights.ALIGNED_INTERCEPT)
    return _probabilities(x, weights.MEANING_COEF, weights.MEANING_INTERCEPT)


_DIGITS = re.compile(r"\d+")
_AMOUNT = re.compile(r"\d+(?:[.,]\d+)?-?[a-z]*")  # "30-second", "6h", "2x": a number with its unit
_NAME_PLURAL = re.compile(r"(?<=\d)s$")
# A path of one segment ("served from /app" / "from /admin"): the words drop its slash.
_ROOT_PATH = re.compile(r"(?<![\w/.:~-])/([A-Za-z][\w.-]*)(?![\w/])")


def _marks(text: str) -> tuple[list[str], list[str]]:
    """The numbers (each run of digits) a statement states, in order, and its paths and names
    written with digits ("/front/scan", "us-east-1", "m5.xlarge")."""
    seq = facts(text).seq
    names = [
        t
        for t in seq
        if ("/" in t and not RATE.fullmatch(t)) or (_DIGITS.search(t) and not _AMOUNT.fullmatch(t))
    ]
    named = [_NAME_PLURAL.sub("", t) for t in names]  # "2 A100s" / "two A100 GPUs"
    named += [f"/{p.casefold().rstrip('.')}" for p in _ROOT_PATH.findall(text)]
    # a name's digits ("neo4j", "S3") are in the name, not numbers the statement states
    digits = [d for t in seq if not t[:1].isalpha() or t not in names for d in _DIGITS.findall(t)]
    # in the order first stated: a value told again ("Scala 2.12 ... supports 2.12") is one
    return list(dict.fromkeys(digits)), list(dict.fromkeys(named))


# Words of a direction or a setting one statement says where the other says the opposite:
# "The LIS sends results to the EHR" / "The LIS receives orders from the EHR" are two flows.
# Not "before" / "after" or "on" / "off": a restatement turns those round as often ("... after
# a second technologist reviews them" / "... review them before they're released").
_TURNED = frozenset(
    frozenset(p)
    for p in (
        ("send", "receive"),
        ("to", "from"),
        ("read", "write"),
        ("import", "export"),
        ("upload", "download"),
        ("push", "pull"),
        ("input", "output"),
        ("inbound", "outbound"),
        ("encrypt", "decrypt"),
        ("enabled", "disabled"),
        ("public", "private"),
        ("include", "exclude"),
        ("allow", "deny"),
    )
)


def _turned(old: str, new: str) -> bool:
    sa, sb = facts(old).seq, facts(new).seq
    a, b = set(sa), set(sb)
    return any(
        frozenset((x, y)) in _TURNED and (x not in _BESIDE or _after(sa, x) & _after(sb, y))
        for x in a - b
        for y in b - a
    )


# Read only of the same thing ("sends results to the EHR" / "receives orders from the EHR"):
# "to" also opens a verb ("held for a human to review" beside "from yesterday's price").
_BESIDE = frozenset(("to", "from"))


def _after(seq: tuple[str, ...], word: str) -> set[str]:
    return {seq[i + 1] for i, t in enumerate(seq[:-1]) if t == word}


def _may_restate(old: str, new: str) -> bool:
    """A restatement the rules did not find states the same numbers, paths and names written
    with digits ("/front/scan" / "/rear/scan" at 10 Hz are two lidars; "us-east-1" /
    "eu-west-1" two fleets), replaces no short name by another, says no direction or setting
    the other turns round, tells no change the older one did not ("We switched the snapshot
    to the check strategy ..."), and says it of no other party."""
    if calendar_named(old) != calendar_named(new):
        return False  # "... every night." / "... every Sunday night."
    return _same_marks(old, new) and _one_claim_kept(old, new) and not _change_told(old, new)


# A number both state counting a thing the other never names ("5 reviewers" / "5 members") is
# read as one claim only with meanings this close: restatements count one thing in other words
# ("three datacenters" / "3 DCs", cosine .75 and up among the labelled pairs).
COUNTED_APART = 0.72


def _counts_other_things(old: str, new: str) -> bool:
    """A number both state counts a thing in each that the other never names."""
    a, b = facts(old).seq, facts(new).seq
    seen_a, seen_b = set(map(_inflection, a)), set(map(_inflection, b))
    counted_a, counted_b = _counted_things(a), _counted_things(b)
    for n in counted_a.keys() & counted_b.keys():
        x, y = counted_a[n], counted_b[n]
        if x != y and x not in seen_b and y not in seen_a:
            return True
    return False


def _counted_things(seq: tuple[str, ...]) -> dict[str, str]:
    """Each number and the word it counts, when that word is no unit ("5 reviewers")."""
    out: dict[str, str] = {}
    for n, word in zip(seq, seq[1:], strict=False):
        if n.isdigit() and word.isalpha() and word not in LIGHT and word not in UNITS:
            out.setdefault(n, _inflection(word))
    return out


def _value_changed(old: str, new: str) -> bool:
    """As many numbers, other ones, and otherwise what a restatement keeps: the same names
    with digits, nothing turned round, no other name or party."""
    (na, ma), (nb, mb) = _marks(old), _marks(new)
    if not na or len(na) != len(nb) or sorted(na) == sorted(nb) or sorted(ma) != sorted(mb):
        return False
    return _one_claim_kept(old, new)


def _values_moved(old: str, new: str) -> bool:
    """Other numbers in one claim, its values traded between its parts, or its steps told in
    the other order ("Run the migrations before deploying." / "Deploy first, then ...")."""
    if _value_changed(old, new) or _traded(old, new):
        return True
    return order_turned(facts(old).seq, facts(new).seq) and _one_claim_kept(old, new)


def _traded(old: str, new: str) -> bool:
    """The same numbers and names with digits, moved to other places in one claim (a failover:
    "us-east-1 is primary and us-west-2 the replica", then the other way round)."""
    (na, ma), (nb, mb) = _marks(old), _marks(new)
    if sorted(na) != sorted(nb) or sorted(ma) != sorted(mb):
        return False
    # each statement holds them in two clauses or more: values traded between parts of the
    # claim, not gathered into one clause that tells it another way
    if any(sum(1 for c in _CLAUSES.split(t) if _marked(c)) < 2 for t in (old, new)):
        return False
    return not _same_marks(old, new) and _one_claim_kept(old, new)


def _one_claim_kept(old: str, new: str) -> bool:
    """Nothing turned round, no short name, name or code name replaced, not two event reports,
    not said of another party."""
    if _turned(old, new) or initialisms_replaced(old, new) or names_replaced(old, new):
        return False
    if names_traded(old, new) or code_names_replaced(old, new):
        return False
    return not _two_events(old, new) and not _another_party(old, new)


_OPENER = re.compile(r"[A-Za-z][\w-]*")


def _another_party(old: str, new: str) -> bool:
    """Each opens on a group of people or things ("Students get ...", "Instructors get ...")
    and the newer names the older one's group further on ("... when a student drops their
    course"): the same is said of another party, not retold."""
    x, y = (m.group() if (m := _OPENER.search(t)) else "" for t in (old, new))
    if not (len(x) > 3 and len(y) > 3 and x[0].isupper() and y[0].isupper()):
        return False
    if not (x.endswith("s") and y.endswith("s")):
        return False
    gx, gy = _inflection(x.casefold()), _inflection(y.casefold())
    seen_old = {_inflection(t) for t in facts(old).seq}
    seen_new = {_inflection(t) for t in facts(new).seq}
    return gx != gy and gx in seen_new and gy not in seen_old


def _same_marks(old: str, new: str) -> bool:
    """The same numbers and names with digits, in the same order, or each in the clause that
    says the same as the one it was in ("Access tokens expire after 15 minutes and refresh
    tokens after 30 days." / "Refresh tokens last 30 days; access tokens expire in fifteen
    minutes."), never moved to another subject ("Staging uses port 5432 and prod uses port
    6543." / "Staging uses port 6543 and ...", "us-east-1 is primary and us-west-2 the
    replica" / "us-west-2 is primary and us-east-1 the replica")."""
    a, b = _marks(old), _marks(new)
    b = (b[0], [_clip_of(name, a[1]) for name in b[1]])
    if a == b or (a[0] == b[0] and _added_only(a[1], b[1])):
        return True
    if sorted(a[0]) != sorted(b[0]) or sorted(a[1]) != sorted(b[1]):
        return False
    olds, news = _CLAUSES.split(old), _CLAUSES.split(new)
    if len(olds) == len(news) == 1:  # one clause each: the values traded places in it
        return False
    said = [(set(facts(c).seq), _marked(c)) for c in olds]
    for clause in news:
        words, digits = set(facts(clause).seq), _marked(clause)
        if digits:
            _, theirs = max(said, key=lambda o: len(o[0] & words) - len(o[0] ^ words) / 100)
            if not digits <= theirs:
                return False
    return True


def _marked(clause: str) -> set[str]:
    numbers, names = _marks(clause)
    return {*numbers, *names}


def _clip_of(name: str, others: list[str]) -> str:
    """The name among `others` that `name` writes with its words clipped, or clipped from
    ("hi/lo" / "high/low"), else `name`: each word of one starts the other's word in its place.
    Words only: "v2/api" / "v20/api" are two names."""
    parts = name.split("/")
    for other in others:
        theirs = other.split("/")
        if (
            other != name
            and len(theirs) == len(parts)
            and all(
                x.isalpha()
                and y.isalpha()
                and min(len(x), len(y)) >= 2
                and (x.startswith(y) or y.startswith(x))
                for x, y in zip(parts, theirs, strict=True)
            )
        ):
            return other
    return name


def _added_only(a: list[str], b: list[str]) -> bool:
    """One names with digits all the other does and more ("... keyed by their URN" / "... on
    Dataset nodes in neo4j"): a detail added, not one thing replaced by another."""
    x, y = set(a), set(b)
    return x != y and (x <= y or y <= x)


# Where a statement's clauses part: "; ", ", ", " and ", a dash, and " + " or " & " as people
# type "and" ("local dev needs OTP 26 + elixir 1.16").
_CLAUSES = re.compile(r"[;,]\s+|\s+and\s+|\s+[—–+&-]\s+")


# A report of an event ("Fixed: ...", "Bug 512: ...", "Incident NET-214: ..."): two such
# reports are two events (all 44 labelled pairs of them are), never one fact told again nor
# one changed (a negation or a value the rules find changed is another event's).
ANOTHER_EVENT = "another event"
ANOTHER_DUTY = "another duty of one person"
_EVENT = re.compile(r"(?:fixed|bug|incident)\b[^:]{0,20}:", re.IGNORECASE)


def _change_told(old: str, new: str) -> bool:
    """`new` tells a change `old` did not ("We replaced Black with ruff format ...")."""
    return change_words(new, old) > 0 and change_words(old) == 0


def _verdict(kind: str, rules: Verdict, old: str, new: str) -> Verdict:
    if kind in (SAME, CONTRADICTION) and rules.reason == NEGATION_CHANGED:
        # a claim denied is never folded into the claim, nor left beside it undecided: of the
        # 130 labelled pairs the rules read as a changed negation, 127 are updates
        return rules
    if kind == SAME and rules.kind != SAME and _values_moved(old, new):
        # read as one claim, and only its numbers differ: the claim with a new value ("... polls
        # every 60 seconds." / "... samples every 10 seconds.")
        kind = UPDATE
    elif kind == SAME and rules.kind != SAME and not _may_restate(old, new):
        kind = DISTINCT  # kept apart: nothing told is folded into another statement
    elif kind == SAME and rules.reason not in KEPT_SAME and _change_told(old, new):
        # the rules found the same things retold, but one is told as what was replaced: among
        # the labelled pairs every such pair is an update, never a restatement
        kind = UPDATE
    elif kind == SAME and rules.reason not in KEPT_SAME and widened(old, new):
        kind = UPDATE  # "... with ORCID only." / "... with ORCID or their university SSO."
    elif kind == SAME and rules.reason not in KEPT_SAME and narrowed(old, new):
        kind = UPDATE  # "... enabled for all users." / "... only enabled for premium users."
    elif (
        kind == SAME
        and rules.reason not in KEPT_SAME
        and (state_turned(old, new) or unit_replaced(old, new) or value_denied(old, new))
    ):
        # "required" / "optional", "in angstroms" / "in nanometres", "handled by customer
        # support, not finance-ops": one claim with its value replaced
        kind = UPDATE
    elif kind == CONTRADICTION and _change_told(old, new):
        # a possible change the newer statement tells ("We dropped Webfleet; the trucks now
        # report through Geotab"): its direction is told. Of the labelled pairs read this way,
        # held out, all 15 are updates
        kind = UPDATE
    if kind == rules.kind:
        return rules  # the rules' reason says more ("number changed")
    reasons = {SAME: READ_SAME, UPDATE: READ_UPDATE, CONTRADICTION: READ_CONFLICT}
    reason = reasons.get(kind, READ_DISTINCT)
    return Verdict(kind, reason)


def second_reading(old: str, new: str, rules: Verdict, cosine: Asker | None = None) -> Verdict:
    """The verdict on `new` told after `old`, given the rules' verdict; `cosine` computes their
    meanings compared (surface.statement_meaning.pair_meaning), or their cosine alone (None:
    no sentence model, the words-only model decides)."""
    verdict = _read_again(old, new, rules, cosine)
    if verdict.kind == SAME and rules.kind != SAME and _claims.undone(facts(old), facts(new)):
        return rules  # "block edits from editors" / "still allow editors to comment"
    if verdict.kind == SAME and rules.kind != SAME and opposed(facts(old).seq, facts(new).seq):
        return rules  # "allows spraying at night" / "night spraying is disabled"
    if _claims.said_of_another(old, new, verdict.kind):  # never one claim told again, nor
        return Verdict(DISTINCT, _claims.SAID_OF_ANOTHER_TOO)  # changed: "TCP also listens ..."
    if verdict.kind in (UPDATE, CONTRADICTION) and _two_events(old, new):
        return Verdict(DISTINCT, ANOTHER_EVENT)  # "Fixed: coupon applied twice" / "... dropped"
    if verdict.kind in (UPDATE, CONTRADICTION) and duties_of_one(old, new):
        return Verdict(DISTINCT, ANOTHER_DUTY)  # "Priya owns X." / "Priya owns Y."
    if verdict.kind in (UPDATE, CONTRADICTION) and (
        replaces_a_value_not_given(old, new) or replaces_a_name_not_given(old, new)
    ):
        return Verdict(DISTINCT, OTHER_VALUE_REPLACED)
    if verdict.kind == DISTINCT and rules.reason != OTHER_ID and setting_revalued(old, new):
        return Verdict(UPDATE, AMOUNT_SET_ANEW)  # "The application fee is $75." / "app fee went
    return verdict  # up to $90": one setting's amount, typed in chat


def _two_events(old: str, new: str) -> bool:
    return _EVENT.match(old) is not None and _EVENT.match(new) is not None


def _read_again(old: str, new: str, rules: Verdict, cosine: Asker | None) -> Verdict:
    if rules.kind in (UPDATE, CONTRADICTION) and _two_events(old, new):
        return Verdict(DISTINCT, ANOTHER_EVENT)  # "Fixed: SMS sent twice" / "Fixed: email not sent"
    # Nor a change the rules found in one slot: of the 786 labelled pairs they read as an
    # update, 779 are updates; a second reading never turned one of the 7 others into its
    # label, and held out it turned clear ones into conflicts ("Carol is the release manager."
    # / "Dave is ...").
    if rules.reason in KEPT_APART or rules.reason in KEPT_SAME or rules.kind == UPDATE:
        return rules
    values = pair_features(old, new, rules, None)
    if cosine is not None and weights.MEANING_COEF:
        coef, intercept = weights.MEANING_COEF, weights.MEANING_INTERCEPT
        kinds = {
            _decided(_probabilities(_with_meaning(values, c), coef, intercept))
            for c in MEANING_GRID
        }
        if len(kinds) == 1:
            return _verdict(kinds.pop(), rules, old, new)
        meaning = cosine()
        if meaning is not None:
            cos = meaning if isinstance(meaning, float) else meaning.cosine
            p = _meant(values, meaning)
            kind = _decided(p)
            if kind == SAME and cos < COUNTED_APART and _counts_other_things(old, new):
                kind = DISTINCT  # "up to 5 reviewers per submission" / "5 members per group"
            return _verdict(kind, rules, old, new)
    p = _probabilities(values[_WORDS:], weights.WORDS_COEF, weights.WORDS_INTERCEPT)
    return _verdict(_decided(p), rules, old, new)


def restated_at(old: str, new: str, rules: Verdict, cos: float, line: float) -> bool:
    """A pair found by its meanings alone, not by shared words: a restatement when the rules
    find no change and keep nothing apart, the reading with the meanings' cosine puts the
    restatement at `line` or more (a stricter line than a write's, for pairs the words say
    little about), and the checks after a reading (`_verdict`) leave it the same."""
    if _claims.said_of_another_too(old, new):
        return False
    if rules.kind == SAME and rules.reason in KEPT_SAME:
        return True
    if rules.kind == UPDATE or rules.reason in KEPT_APART or not weights.MEANING_COEF:
        return False
    values = _with_meaning(pair_features(old, new, rules, None), cos)
    p = _probabilities(values, weights.MEANING_COEF, weights.MEANING_INTERCEPT)
    return p[1] >= line and p[1] >= p[2] and _verdict(SAME, rules, old, new).kind == SAME


__all__ = [
    "CLASSES",
    "KEPT_APART",
    "KEPT_SAME",
    "READ_CONFLICT",
    "READ_DISTINCT",
    "READ_SAME",
    "READ_UPDATE",
    "restated_at",
    "second_reading",
]
