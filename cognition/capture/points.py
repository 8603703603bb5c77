"""Capture: where the next point of a turn begins. A user who lists several rules or
corrections in one turn ("two rules here: ...", "... and our min is iOS 15 not 13") told
several things: each is a memory of its own, not the reason or the rest of the one before."""

from __future__ import annotations

import re
from collections.abc import Callable

from cognition.capture.meta_talk import _informative
from cognition.capture.prose import _fold, another_point

# "two rules for every new screen from now on. ...", "ugh ok three things. 1) ..."
_ANNOUNCED = re.compile(
    r"^(?:\W*(?:ok(?:ay)?|so|ugh|right|alright|hm+|no|nope|yes|yeah)[,.!]?\s+)*"
    r"(?:two|three|four|five|2|3|4|5|a (?:couple|few) of|a few|couple(?: of)?|several) (?:more )?"
    r"(?:things|rules|points|notes|changes|corrections|issues|fixes)\b",
    re.IGNORECASE,
)
# "and <something else>", not "and that ...", "and so ...", "and then ...": those go on.
_AND = re.compile(
    r"^(?:oh,?\s+)?and\s+(?!(?:also|then|so|that|this|it|its|it's|they|those|these|thats"
    r"|that's)\b)",
    re.IGNORECASE,
)
_AND_ON = re.compile(r"and\s", re.IGNORECASE)


# "make these the rules from now on: ...", "rules going forward: ...", "rules for this and
# everything after:", "house rules:", "these are general rules not just for this pr:"; not the
# rules of one thing ("payload rules: no floats ... and any layout change bumps
# PAYLOAD_VERSION", one rule told on), nor a question.
_RULES_LAID_DOWN = re.compile(
    r"(?:^|[,;]\s*|\b(?:and|these|the|our|house|new|team|some|my|two|three|four|five|few)\s+)"
    r"(?:are\s+)?(?:(?:standing|hard|firm|general|ground|permanent|house|team|new)\s+)?"
    r"(?:rules?|conventions?)\b"
    r"(?:,?\s(?:[^:.?!]|\.(?=\w)){0,60})?\s*:(?!\S)"  # "..., put them in CONTRIBUTING.md too:"
    # "keep 2 and 4 but here's how we do things: ...", "post it but with how we do things here."
    r"|\bhow we do (?:things|it)(?: (?:here|in this repo))?\s*[:.]"
    # "post it but with our rules."
    r"|\b(?:with|by|per) our (?:house |team )?(?:rules|conventions)\s*[:.]?$"
    # "some house rules, put them in the review too." (the rules follow in sentences of their own)
    r"|\b(?:some|few|house|general|these|our)\s+(?:(?:house|general|team)\s+)?rules,?\s+"
    r"(?:put|add|include|write|note)\s+(?:them|these)\b[^:.?!]{0,40}[.!]?$"
    # "... and put these in the review as house rules.", "post it, but as club rules so he
    # learns them once.", "these are rules not just for this pr."
    r"|\b(?:as|are)\s+(?:[a-z]+\s+){0,2}?rules\b(?!\s+(?:engines?|files?|tables?|of)\b)"
    r"|^(?:ok(?:ay)?,?\s+)?for the record\b"  # "for the record since priya's new: ..."
    # "couple of things, and these go for everything not just this endpoint."
    r"|\b(?:these|they|all of (?:these|them))\s+(?:go|apply|count|hold|stand)\s+(?:for|to|across)"
    r"\s+(?:everything|everywhere|the (?:whole|entire|rest of the) \w+|all (?:the )?\w+|every \w+)",
    re.IGNORECASE,
)


def lays_down_rules(turn: tuple[str, ...], sentence: str) -> bool:
    """`sentence` comes in a turn that says rules follow ("make these the rules from now on:
    money is always integer cents ..."), at or after the sentence that says so."""
    return _headed(turn, sentence, says_rules_follow, at=True)


def _headed(turn: tuple[str, ...], sentence: str, heads: Callable[[str], bool], at: bool) -> bool:
    """A sentence of `turn` that `heads` comes before `sentence` (or is it, if `at`)."""
    for said in turn:
        if said == sentence and not at:
            return False
        if heads(said):
            return True
        if said == sentence:
            return False
    return False


def ruled_after(turn: tuple[str, ...], sentence: str) -> bool:
    """`sentence` is one of the rules its turn lays down: after the sentence that says so, or
    that sentence itself when a rule follows its colon ("our rules: no incremental models")."""
    if says_rules_follow(sentence):
        _, colon, rule = sentence.partition(":")
        return bool(colon and rule.strip())
    return lays_down_rules(turn, sentence)


def after_points_announced(turn: tuple[str, ...], sentence: str) -> bool:
    """`sentence` comes after "couple of things." in its turn: one of the points it announced."""
    return _headed(turn, sentence, announces_points, at=False)


def says_rules_follow(sentence: str) -> bool:
    return _RULES_LAID_DOWN.search(sentence) is not None


def announces_points(sentence: str) -> bool:
    """The sentence says several points follow ("two rules here: ...")."""
    return _ANNOUNCED.match(_fold(sentence)) is not None


def and_another(before: str, sentence: str) -> bool:
    """`sentence` opens on "and" and names nothing `before` named: another point ("... a local
    build wouldnt be signed. and Formula/ here is dead, the formula lives in ..."), not the
    rest of the same one ("payload rules: no floats ... and any layout change bumps
    PAYLOAD_VERSION")."""
    return _AND.match(_fold(sentence)) is not None and not shares_a_name(before, sentence)


def opens_another_point(sentence: str) -> bool:
    """The sentence opens on "and <something else>", "also", "btw", "oh and" ..."""
    return _AND.match(_fold(sentence)) is not None or another_point(sentence)


def shares_a_name(a: str, b: str) -> bool:
    """`a` and `b` name one thing: an informative word, or a part of a name, in common."""
    return bool(_named(a) & _named(b))


def _named(text: str) -> set[str]:
    """The informative words and the parts of the names among them ("PAYLOAD_VERSION" names
    payload and version), plurals as their singular."""
    words = set(_informative(text)) - _NO_NAME
    for w in list(words):
        words.update(p for p in re.split(r"[_./-]+", w) if len(p) > 2)
    return {singular(w) for w in words}


_NO_NAME = frozenset({"one"})  # "one bad frame" and "one bar of signal" name nothing in common


def singular(word: str) -> str:
    """A plural's s dropped ("stores" as "store"; "class" stays)."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def rule_after_rule(before_kind: str, kind: str, sentence: str) -> bool:
    """A house rule that opens on "and" right after another ("every new alarm code also goes
    into alarms/alarm_table.csv ... and any commit touching src/alarm/ needs the SRS id"): a
    second rule, not the rest of the first, whatever words the two share."""
    return before_kind == kind == "convention" and _AND_ON.match(_fold(sentence)) is not None


# The user summing up what the session found: "so basically the oban queue limits added up
# have to stay well under POOL_SIZE ...", "tldr the fetched_at in the args made ...".
_SUMS_UP = re.compile(
    r"^(?:(?:ok(?:ay)?|so|right|alright)[,.]?\s+)*(?:basically|in short|in a nutshell|tl;?dr"
    r"|long story short|bottom line|(?:the |so the )?(?:lesson|takeaway|moral)(?: learned| here"
    r"| of the story)?(?: is)?)\b"
    # "so the stripe webhook has to stay excluded from csrf ...": what follows, concluded
    r"|^so\s+(?!(?:i|we|you|u|let'?s)\b)[^,;:?]{0,60}"
    # (not "must have been": a guess at what happened)
    r"\b(?:has to|have to|must(?! have\b)|needs? to|always|never)\b",
    re.IGNORECASE,
)


def sums_up(sentence: str) -> bool:
    """The user sums up what the session found ("so basically ..."): the lesson, in their words."""
    return _SUMS_UP.match(_fold(sentence)) is not None
