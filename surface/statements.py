"""How a new statement relates to an older one on the same topic: the same claim, an update of
it, a contradiction, or a different claim that shares words.

Reconsolidation needs this on every write, offline and in microseconds, so it is a small set of
deterministic rules over normalised token sequences (docs/memory-model.md, "Reconsolidation"):

- same: equal once wording noise is gone (articles, auxiliaries, "remember:", "always", "DB" for
  "database", "instead of" for "not", punctuation), or the same tokens with a clause moved to the
  front ("On Mondays, X" / "X on Mondays"), or the same claim with a detail more or less
  (the caller keeps the fuller wording), or in another voice (surface.voice) or other words
  in another order with no two roles exchanged (surface.paraphrase), or retold around the same
  named things (surface.retold), or in other everyday words (surface.restated).
- update: one thing changed: a negation; roles swapped ("copy from prod to staging" / "... from
  staging to prod"); the value at the end ("... through SendGrid" / "... Postmark"); a number
  or unit (also in several places: "feet per minute" / "metres per second"); an opposite; "X is
  the Y" with another X; "X, not Y"; the old value named beside the new. The newer one wins.
- distinct: a different subject ("The orders service ..." / "The inventory service ..."), a
  different identifier ("Incident 17" / "Incident 18"), another of several things the subject
  has ("a unique index on rfid_uid" / "on qr_token"), or changes in more than one place.
- contradiction: an update whose direction is unclear (the caller decides: an older statement
  told after a newer one, or two accounts of the same event)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from surface import amounts_told as _amounts
from surface import statement_roles as _roles
from surface import two_things as _two
from surface.change_told import (
    left_behind,
    opening,
    plainly,
    retires,
    subject_retired,
    tells_change,
    told_as_change,
)
from surface.event_order import order_turned, told_conversely
from surface.paraphrase import base as _inflection
from surface.paraphrase import bases_of, reworded
from surface.restated import directed_alike, in_order, said_alike
from surface.retold import ID_MARK, RETOLD, named, said, same_things_retold
from surface.statement_phrases import PHRASES
from surface.statement_values import DIGIT as _DIGIT
from surface.statement_values import aligned_spans, moved_alike, qualified
from surface.statement_values import all_light as _all_light
from surface.statement_values import identifiers as _identifiers
from surface.statement_values import is_value as _is_value
from surface.statement_values import names as _names
from surface.statement_values import numeric as _numeric
from surface.statement_values import opening_names as _opening_names
from surface.statement_values import other_ids as _other_ids
from surface.statement_values import parts as _parts
from surface.statement_values import plural as _plural
from surface.statement_values import replaced_opening_name as _replaced_opening_name
from surface.statement_values import stem as _stem
from surface.statement_values import swap_is_value_swap as _swap_is_value_swap
from surface.statement_values import unhyphenated as _unhyphenated
from surface.statement_values import unit_as_kind as _unit_as_kind
from surface.statement_words import EXCEPTING
from surface.statement_words import FILLER as _FILLER
from surface.statement_words import LIGHT as _LIGHT
from surface.statement_words import MEASURES as _MEASURES
from surface.statement_words import NEGATORS as _NEGATORS
from surface.statement_words import SYNONYMS as _SYNONYMS
from surface.statement_words import UNITS as _UNITS
from surface.statement_words import as_compared as _as_compared
from surface.statement_words import counted as _counted
from surface.told_plainly import CORRECTION as _CORRECTION
from surface.told_plainly import DATED, revalued_alike, without_lead_in
from surface.told_plainly import value_denied as _denied
from surface.told_plainly import value_named_before as _named_before
from surface.two_things import COPULA as _COPULA
from surface.two_things import Span, another_kind, names_another, objects_of_two
from surface.voice import same_claim

SAME, UPDATE, CONTRADICTION, DISTINCT = "same", "update", "contradiction", "distinct"
DETAIL_ADDED, DETAIL_LEFT_OUT, SAME_WORDING = "detail added", "detail left out", "same wording"

# The speaker says the state changed ("X now owns ...", "from now on ..."): one thing replaced
# by another is then an update even where, without it, both could hold (two owners, two tools).
_CHANGED_NOW = re.compile(r"\b(?:now|nowadays|going forward|these days)\b", re.I)  # "from now on"
_USE = _inflection("use")
_TOKEN = re.compile(r"[-+]?\d[\w.,:/%+-]*|\w[\w./:@'’-]*")  # trailing marks cut in _normal
_UNIT_SPLIT = re.compile(r"^([-+]?\d[\d.,]*)(?:-(?=[a-z]{3}))?([a-z]+)$")  # "64-core": 64 core
_NUMBER_OWNS = re.compile(r"(\d)'s$")  # "store 214's lockers": 214, not 214 seconds


@dataclass(frozen=True, slots=True)
class Verdict:
    kind: str  # SAME | UPDATE | CONTRADICTION | DISTINCT
    reason: str  # a few words for the user: "negation", "value replaced", ...


@lru_cache(maxsize=8192)
def sequence(text: str) -> tuple[str, ...]:
    """The tokens a statement's claim rests on, in order: lower-cased, light-stemmed, synonyms
    unified, negation written `not`, filler and punctuation gone."""
    low = text.casefold().replace("’", "'")
    for trigger, needles, pattern, repl in PHRASES:
        if trigger in low and (not needles or _any_in(needles, low)):
            low = pattern.sub(repl, low)
    # No token spans white space: each word, met again and again by writes, is tokenised once.
    return tuple(t for word in low.split() for t in _word_tokens(word))


def _any_in(needles: tuple[str, ...], text: str) -> bool:
    for n in needles:
        if n in text:
            return True
    return False


@lru_cache(maxsize=16384)
def _word_tokens(word: str) -> tuple[str, ...]:
    """The tokens of one white-space-free piece of lower-cased text."""
    out: list[str] = []
    for raw in _TOKEN.findall(_NUMBER_OWNS.sub(r"\1", word)):
        out.extend(_normal(raw))
    return tuple(out)


@lru_cache(maxsize=16384)
def _normal(raw: str) -> tuple[str, ...]:
    """One raw token as the 0-2 tokens it stands for (cached: vocabularies are small)."""
    m = _UNIT_SPLIT.match(raw := raw.rstrip(".,:;/@'’%+-"))
    out = []
    for tok in (m.group(1), m.group(2)) if m else (raw,):
        tok = _SYNONYMS.get(tok, tok)
        if tok.endswith("n't"):
            tok = "not"
        elif "'" in tok:
            tok = tok.split("'")[0]
        if not tok or tok in _FILLER:
            continue
        out.append("not" if tok in _NEGATORS else _stem(tok))
    return tuple(out)


def content(seq: tuple[str, ...]) -> set[str]:
    """The words that say what a statement is about (no light words, no negation)."""
    return {t for t in seq if t not in _LIGHT and t != "not"}


_COMPOUND = re.compile(r"[-_./:@]+")


@lru_cache(maxsize=8192)
def topic_terms(text: str) -> frozenset[str]:
    """Content words without numbers, compounds split ("cursor-based": cursor, based): what
    stays when a value is updated (the lookup keys)."""
    out: set[str] = set()
    for t in sequence(text):
        out.update(_topic_parts(t))
    return frozenset(out)


@lru_cache(maxsize=16384)
def _topic_parts(tok: str) -> tuple[str, ...]:
    if tok in _LIGHT or tok == "not" or _DIGIT.search(tok):
        return ()
    return tuple(p for p in _COMPOUND.split(tok) if len(p) > 1 and p not in _LIGHT)


def _polarity(seq: tuple[str, ...]) -> int:
    return seq.count("not") % 2


def negates_shared(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """A "not" of one statement bears on a word the other has too ("Never deploy on Fridays" /
    "Deploy on Fridays"): not so for a negated detail the other leaves out ("Prices are stored
    in cents as integers, never as floats." / "Prices are stored in cents.")."""
    for neg, other in ((a, b), (b, a)):
        others = bases_of(other)  # "automatically" / "no longer automatic"
        for i, t in enumerate(neg):
            if t == "not":
                word = next((w for w in neg[i + 1 :] if w not in _LIGHT and w != "not"), "")
                if not word or _inflection(word) in others:
                    return True
    return False


@dataclass(frozen=True, slots=True)
class Facts:
    seq: tuple[str, ...]
    flat: tuple[str, ...]  # hyphenated compounds split
    content: frozenset[str]
    parts: frozenset[str]
    ids: frozenset[tuple[str, str]]
    polarity: int


_CLAUSE = re.compile(r"[;!?]\s+|\.\s+(?=[A-Za-z])|,\s+")
_ASIDE = re.compile(r"\s*\([^()]*\)")  # words in brackets: what a statement adds aside


@lru_cache(maxsize=8192)
def facts(text: str) -> Facts:
    seq = _counted(sequence(_as_compared(text)))
    c = frozenset(content(seq))
    return Facts(
        seq,
        _unhyphenated(seq),
        c,
        frozenset(_parts(set(c))),
        frozenset(_identifiers(seq, text)),
        _polarity(seq),
    )


@lru_cache(maxsize=1024)
def _clause_ends(text: str) -> frozenset[int]:
    """Where a clause ends ("...make ship; never ..."): for one changed span only (costly)."""
    seq = sequence(text)
    ends, n = set(), 0
    for clause in _CLAUSE.split(text)[:-1]:
        n += len(sequence(clause))
        ends.add(n)
    if n > len(seq):  # the clauses did not add up (a phrase across a break): no clause ends
        ends = set()
    return frozenset(ends)


def classify(old: str, new: str) -> Verdict:
    """What `new` does to `old` (told in that order)."""
    fa, fb = facts(old), facts(new)
    a, b = fa.seq, fb.seq
    if a == b or fa.flat == fb.flat:
        return Verdict(SAME, SAME_WORDING)
    ca, cb = fa.content, fb.content
    if _roles.shared_parts(fa.parts, fb.parts) < max(1, min(2, len(ca) - 1, len(cb) - 1)):
        return Verdict(DISTINCT, "different subject")
    if _other_ids(fa.ids, fa.seq, fb.ids, fb.seq):
        return Verdict(DISTINCT, OTHER_ID)
    if _two.other_scopes(old, new) and not tells_change(new):
        return Verdict(DISTINCT, OTHER_THINGS)  # "in staging the heap is 4g" / "in prod ..."
    if fa.polarity != fb.polarity and _roles.condition_told_both_ways(old, new):
        return Verdict(SAME, _roles.BOTH_WAYS)  # "must ... before" / "can't ... until"
    if fa.polarity != fb.polarity and negates_shared(a, b):
        # "We switched to X instead of Y", "Jonas is on call this week, not Marta."
        told = (tells_change(new) and not tells_change(old)) or _denied(old, new)
        if _roles.a_third_shared(ca, cb) and (told or not _roles.other_things(ca - cb, cb - ca)):
            if not told and another_kind(a, b):
                return Verdict(DISTINCT, OTHER_THINGS)  # "Collection pages" / "Cart pages"
            return Verdict(UPDATE, NEGATION_CHANGED)
        return Verdict(DISTINCT, "different subject")
    if same_claim(a, b):
        return Verdict(SAME, "voice changed")
    if reworded(a, b, _LIGHT, frozenset(map(_inflection, _names(old, new)))):
        if directed_alike(a, b, named(old, new)) and not order_turned(a, b):
            return Verdict(SAME, "reworded")
        return Verdict(UPDATE, "order changed")  # a direction or the steps turned round
    if len(a) == len(b) and sorted(a) == sorted(b):
        if moved := moved_alike(a, b):  # "clause moved", "quantifier moved", "word moved"
            return Verdict(SAME, moved)
        if all(_is_value(x) or x == y for x, y in zip(a, b, strict=True)):
            if not _swap_is_value_swap(a, b):
                return Verdict(DISTINCT, OTHER_ID)
        return Verdict(UPDATE, "order changed")
    if (plain := _told_plainly(old, new, fa)) is not None:
        return plain
    if _restated(old, new, fa, fb):  # every word accounted for: no slot can have changed
        return Verdict(SAME, RESTATED)
    spans = edited_spans(a, b)
    if all(_numeric(a[i1:i2]) and _numeric(b[j1:j2]) for _, i1, i2, j1, j2 in spans):
        if names_another(a, b, spans) and not tells_change(new):
            return Verdict(DISTINCT, OTHER_THINGS)  # "/v1/classify ... 2 s" / "/v1/generate"
        return Verdict(UPDATE, "number changed")
    if len(spans) != 1:
        return _several_changes(old, new, fa, fb, spans)
    return _one_change(old, new, fa, fb, spans[0])


@lru_cache(maxsize=8192)
def edited_spans(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[Span, ...]:
    """Where two statements' word sequences differ (the opcodes that are not "equal"); cached,
    as a second reading of the pair (surface.pair_features) aligns them again."""
    return aligned_spans(a, b)


def _one_change(
    old: str, new: str, fa: Facts, fb: Facts, span: tuple[str, int, int, int, int]
) -> Verdict:
    """What a single changed span (`span`, a SequenceMatcher opcode) does to the claim."""
    _, i1, i2, j1, j2 = span
    a, b = fa.seq, fb.seq
    gone, added = a[i1:i2], b[j1:j2]
    if not gone or not added:  # one side says more of the same claim: the fuller one is kept
        if any(_is_value(t) or t in _UNITS for t in gone + added):  # "14 days" / "14 months .."
            return Verdict(UPDATE, "value changed")
        if (gone or added) == ("by",):  # "X was replaced by Y" / "X replaced Y"
            return Verdict(UPDATE, "order changed")
        if EXCEPTING.intersection(gone + added):  # "off in prod" / "off except in prod"
            return Verdict(UPDATE, "exception changed")
        if qualified(gone + added):  # "supported" / "supported but deprecated"
            return Verdict(UPDATE, "state qualified")
        return Verdict(SAME, DETAIL_ADDED if added else DETAIL_LEFT_OUT)
    if _two.across_copula(old, new, span, sequence):  # "the id for sentinel-2 L2A is s2-l2a"
        return _apart(old, new, fa, fb)  # / "... for landsat collection 2 L2 is landsat-c2-l2"
    if (_numeric(gone) or _numeric(added)) and not _unit_as_kind(a, b, span):
        apart = _amounts.other_measure(gone, added) or _roles.when_and_what(gone, added)
        told = tells_change(new) or not apart  # "50 GB" / "500,000 files", "at 2am" / "on ECS"
        return Verdict(UPDATE, "value changed") if told else Verdict(DISTINCT, OTHER_THINGS)
    if _CORRECTION.match(new):  # "Correction: Raj owns the billing service."
        return Verdict(UPDATE, "corrected")
    if _CHANGED_NOW.search(new) and not _CHANGED_NOW.search(old):
        return Verdict(UPDATE, "changed now")  # "Jonas owns the checkout service now."
    if _roles.agent_replaced(a, b, span, not (_clause_ends(old) or _clause_ends(new))):
        return Verdict(UPDATE, "done by another")  # "approved by the module leader", "by Adyen"
    if len(gone) <= 3 and len(added) <= 3 and {*gone, *added} <= _names(old, new):
        kind = _two.named_kind(old, new, a, b, span) and not _roles.names_a_role(old)  # a role
        if _said_of_another(old, new, gone) or kind or _roles.one_of_several(a, b, span, old):
            return Verdict(DISTINCT, OTHER_THINGS)  # "The orders service's Postgres ...
        return Verdict(UPDATE, "name replaced")
    if len(gone) <= 2 and len(added) <= 2 and _two.opposed(gone, added):
        return Verdict(UPDATE, "opposite")  # "the first of the month" / "the last day of ..."
    if _told_as_change(old, new, fa):  # "... is called shop-prod" / "... was renamed to ..."
        return Verdict(UPDATE, "changed")
    if (i2 == len(a) or i2 in _clause_ends(old)) and (j2 == len(b) or j2 in _clause_ends(new)):
        return _last_slot(old, new, a, i1, gone, added)
    if _two.named_before_last_word(old, new, a, b, span, _clause_ends):
        return _last_slot(old, new, a, i1, gone + a[i2:], added + b[j2:])  # "as TIFF masters"
    if (  # one word, or a unit with its qualifier ("in short tons" / "in metric tonnes")
        len(gone) == len(added) <= (2 if {gone[-1], added[-1]} <= _MEASURES else 1)
        and a[i2] in _LIGHT
        and (not (_plural(old, gone[0]) or _plural(new, added[0])) or {*gone, *added} <= _MEASURES)
    ):
        return Verdict(UPDATE, "value replaced")  # "runs on redis with ...": an object replaced
    if len(gone) == len(added) == 1 and i1 and a[i1 - 1] in _LIGHT and ID_MARK.search(gone[0]):
        # "as the reporting_ro database user" / etl_reader; not "odds-feed changes": kinds
        if ID_MARK.search(added[0]) and not _two.one_of_many(old, a, i1, i2, new):
            return Verdict(UPDATE, "value replaced")
    if _roles.role_filled(old, new, a, span):
        return Verdict(UPDATE, "role filled by another")  # "Kenji owns the Postgres upgrade."
    if _all_light(gone) and _all_light(added):
        return Verdict(SAME, "wording")
    return Verdict(DISTINCT, "different subject")


def _last_slot(
    old: str, new: str, a: tuple[str, ...], i1: int, gone: tuple[str, ...], added: tuple[str, ...]
) -> Verdict:
    """The clause's last slot (`gone`, from `a[i1]`) told as `added`: a new value, unless it
    is the same said in other words or another thing the same is said of."""
    reworded = _two.same_words(_two.unlit(gone), _two.unlit(added))
    if reworded and not _names(old, new).intersection(gone + added):
        return Verdict(SAME, "reworded")  # "... can re-run safely" / "re-running is safe"
    if objects_of_two(old, new, a, i1, (gone, added), bool(_CHANGED_NOW.search(new))):
        return Verdict(DISTINCT, OTHER_THINGS)  # "... cleans up expired sessions"
    if i1 > 1 and a[i1 - 1] == "for" and _USE in map(_inflection, a[: i1 - 1]):
        return Verdict(DISTINCT, "different uses")  # "Redis is used for caching" / "... queues"
    if _roles.two_told(old, new, a[:i1], gone, added, sequence):  # "... archived on tape" /
        return Verdict(DISTINCT, OTHER_THINGS)  # "checksummed with MD5", "on weekends" / "on GPUs"
    return Verdict(UPDATE, "value replaced")


NEGATION_CHANGED = "negation changed"  # "CI caches X" / "CI does not cache X"
OTHER_ID = "different identifier"  # "Ticket 42: ..." / "Ticket 43: ...": never one thing
RETIRED = "retired"  # "The legacy PDF intake tool has been decommissioned."
OTHER_THINGS = "different things"  # the same is said of two things: a second reading keeps it
SEVERAL = "changed in several places"  # two claims, unless a second reading finds one
# Another kind of one thing, and more changed: kept apart; pair features read it as SEVERAL.
KINDS_APART = "another kind of the thing"


def _several_changes(
    old: str, new: str, fa: Facts, fb: Facts, spans: Sequence[tuple[str, int, int, int, int]]
) -> Verdict:
    """Changed in more than one place: a change told, units replaced, an opposite with a detail
    added ("enabled" / "disabled ... until the metrics are fixed"), or the same words in another
    order under a correction; else two claims."""
    if _told_as_change(old, new, fa) or _named_before(old, new):  # "15 min (was 30)"
        return Verdict(UPDATE, "changed")
    a, b = fa.seq, fb.seq
    if told := _amounts.one_value_changed(a, b, spans):
        return Verdict(UPDATE, told)
    swaps = [op for op in spans if op[0] != "insert"]
    if len(swaps) == 1 and swaps[0][0] == "replace":
        _, i1, i2, j1, j2 = swaps[0]
        if i2 - i1 <= 2 and j2 - j1 <= 2 and _two.opposed(a[i1:i2], b[j1:j2]):
            return Verdict(UPDATE, "opposite")
    if _CORRECTION.match(new) and not _CORRECTION.match(old) and fa.content <= fb.content:
        if in_order(b, fa.content) != in_order(a, fa.content):
            return Verdict(UPDATE, "order changed")  # "Actually, B has to run before A."
    if fa.polarity == fb.polarity and (same_things_retold(old, new, a, b) or told_conversely(a, b)):
        return Verdict(SAME, RETOLD)
    return _apart(old, new, fa, fb)


def _apart(old: str, new: str, fa: Facts, fb: Facts) -> Verdict:
    """Two claims: of two kinds of a thing ("federal" / "state return module"), or any two."""
    kinds = _two.kinds_apart(fa.seq, fb.seq, edited_spans(fa.seq, fb.seq), f"{old} {new}")
    return Verdict(DISTINCT, KINDS_APART if kinds and not tells_change(new) else SEVERAL)


RESTATED = "said in other words"
_PLAIN_COMPOUND = re.compile(r"[a-z]+(?:-[a-z]+)+")  # "bare-metal": words, not an identifier


def _restated(old: str, new: str, fa: Facts, fb: Facts) -> bool:
    """The same claim in other everyday words (surface.restated), values and names alike."""
    if fa.polarity != fb.polarity or _two.turned_round(fa.seq, fb.seq):  # "Gate-in", "per"
        return False
    names = named(old, new)
    va, vb = (
        said(f.content, names).values
        - {v for v in f.content if _PLAIN_COMPOUND.fullmatch(v) and v not in names}
        for f in (fa, fb)
    )
    return said_alike(fa.seq, fb.seq, va, vb, names)


def _told_plainly(old: str, new: str, fa: Facts) -> Verdict | None:
    """A subject said to be retired, or a correction or a dated change read without its lead-in
    (surface.told_plainly): one value replaced in the same claim is an update; what a dated
    statement's rest is to `old`, when an update or the same claim. None: read `new` as it is."""
    if subject_retired(old, new):  # "The legacy /v1 API has been shut down ..."
        return Verdict(UPDATE, RETIRED)
    rest = without_lead_in(new)
    if rest is None or fa.polarity != (fb := facts(rest)).polarity:
        return None
    names = named(old, rest)
    va, vb = (said(f.content, names).values for f in (fa, fb))
    if len(va - vb) == len(vb - va) == 1 and revalued_alike(fa.seq, fb.seq, va, vb, names):
        if not _said_of_another(old, rest, tuple(va - vb)):  # "Postgres pool" / "Redis pool"
            return Verdict(UPDATE, "corrected")
    verdict = classify(old, rest) if DATED.match(new) else None
    return verdict if verdict is not None and verdict.kind in (UPDATE, SAME) else None


def _told_as_change(old: str, new: str, fa: Facts) -> bool:
    """`new` tells a change of `old` (surface.change_told), in all its words or in one clause
    ("Tom owns the notifications service now; Priya moved to the data team.")."""
    if not tells_change(new) or tells_change(old):
        return False
    new = plainly(new, why=True)  # "Heads up: ...", "moved out of X", "... because ..."
    left, retired = {_stem(v) for v in left_behind(new)}, retires(new)
    names = named(old, new) | (_opening_names(old) & _opening_names(new))  # "Priya owns ..."
    names |= _replaced_opening_name(old, new) | _roles.handed_over(old, new, left)
    olds = [said(fa.content, names)]
    if "(" in old and (bare := _ASIDE.sub("", old)) != old:  # "emails (password resets, ...)"
        olds.append(said(facts(bare).content, names))  # also read without what it adds aside
    clauses = [new, *(c for c in _CLAUSE.split(new) if c != new)] if _CLAUSE.search(new) else [new]
    return any(
        told_as_change(said_old, said(fc.content, names), c, left, retired)
        for c in clauses
        if _same_subject(fa, fc := facts(c))
        for said_old in olds
    ) or any(_updated_beside(old, c, fa, clauses[1:]) for c in clauses[1:])


def _updated_beside(old: str, clause: str, fa: Facts, clauses: list[str]) -> bool:
    """`clause` updates `old` and every other clause names what it replaced ("Tom owns the
    notifications service now; Priya moved to the data team.")."""
    others, replaced = [c for c in clauses if c != clause], fa.content - facts(clause).content
    if not others or not all(replaced & facts(c).content for c in others):
        return False
    return classify(old, clause).kind == UPDATE


def _same_subject(fa: Facts, fb: Facts) -> bool:
    """The word each statement opens on ("we" and the verb of change aside) is in the other:
    "Staging runs Postgres 14." / "Production now runs Postgres 16." are two subjects."""
    return opening(fa.seq, _LIGHT) in fb.content or opening(fb.seq, _LIGHT) in fa.content


def _said_of_another(old: str, new: str, gone: tuple[str, ...]) -> bool:
    """The replaced name stands in the subject and the same thing is said of both ("The orders
    service's Postgres connection pool size is 20." / "... Redis connection pool size is 20."):
    two things with one value, not one thing with a new name."""
    mo, mn = _COPULA.search(old), _COPULA.search(new)
    if mo is None or mn is None or old[mo.end() :].casefold() != new[mn.end() :].casefold():
        return False
    head = sequence(old[: mo.start()])
    return all(t in head for t in gone)


def restatement(old: str, new: str) -> Verdict:
    """Only the restatement rules that account for every word (said in other words, retold
    around the same named things): for two statements further apart in their terms than
    `classify`'s one-change rules are safe for (surface.dedup.worth_a_restatement)."""
    fa, fb = facts(old), facts(new)
    if _other_ids(fa.ids, fa.seq, fb.ids, fb.seq):
        return Verdict(DISTINCT, OTHER_ID)
    if fa.polarity != fb.polarity or _two.other_environments(old, new):
        return Verdict(DISTINCT, "different subject")
    if same_things_retold(old, new, fa.seq, fb.seq):
        return Verdict(SAME, RETOLD)
    if _restated(old, new, fa, fb):
        return Verdict(SAME, RESTATED)
    return _apart(old, new, fa, fb)


def same_statement(a: str, b: str) -> bool:
    """Two texts say the same thing (safe to fold one into the other)."""
    return classify(a, b).kind == SAME
