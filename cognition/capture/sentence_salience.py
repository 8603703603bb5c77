"""Capture: how salient one spoken sentence is. Markers decide; what the user says without one
is read by the lesson model (cognition/capture/lesson_model.py)."""

from __future__ import annotations

import functools

from cognition.capture.lesson_model import (
    ANSWER_AT,
    CORRECTING_AT,
    RULE_SAID_AT,
    Said,
    states_a_lesson,
)
from cognition.capture.markers import _score, ruled_out
from cognition.capture.meta_talk import _CORRECTION_LEAD
from cognition.capture.options_taken import reviews
from cognition.capture.points import (
    lays_down_rules,
    opens_another_point,
    shares_a_name,
    sums_up,
)
from cognition.capture.prose import _fold
from cognition.capture.review_points import verdict
from cognition.capture.taken_up import (
    answers_in_its_words,
    asked_the_user,
    bears_out,
    denies,
    restates_otherwise,
    sets_the_plan_right,
)


@functools.lru_cache(maxsize=64)  # read once per turn, not once per sentence
def _marked(said: tuple[str, ...], role: str, min_salience: float) -> tuple[str, ...] | None:
    """The sentences of a user turn a marker found something in; None for a turn the model
    never reads: the assistant's, or one that asks ("Any idea?"), which describes a problem."""
    if role != "user" or any(r.rstrip().endswith("?") for r in said):
        return None
    return tuple(r for r in said if _score(r, role)[0] >= min_salience)


def _ask_model(
    raw: str, turn: tuple[str, ...], role: str, min_salience: float, correcting: bool
) -> bool:
    """The lesson model reads a user turn in which no marker found anything and that asks
    nothing: where markers did, the turn's other sentences are their context or reason, except
    one that opens another point ("oh and staging isn't on that host anymore, it's
    stage.binroute.de ...") and names nothing the marked sentences named; and, in a turn that
    sets the assistant right, one told before the marked sentences or naming nothing they
    name ("track width isnt 0.62, that's rev B. every robot in the field is rev C now with
    0.74 m track ... and the toolbar ... is 1.5 m, not 1.2"): each correction is a point."""
    marked = _marked(turn, role, min_salience)
    if marked is None:  # ... but what opens another point after the question is not its story
        return role == "user" and opens_another_point(raw) and _after_a_question(raw, turn)
    if not marked:
        return True
    apart = not any(shares_a_name(m, raw) for m in marked)
    if opens_another_point(raw) and apart:
        return True
    return correcting and (apart or _told_before(raw, marked[0], turn))


def _after_a_question(raw: str, turn: tuple[str, ...]) -> bool:
    """`raw` comes after a sentence of its turn that asks something ("whats the memory use like
    with ffmpeg running every 30s? oh and hang on, listeners are all on /wyvern-128.aac ...")."""
    return raw in turn and any(s.rstrip().endswith("?") for s in turn[: turn.index(raw)])


def _told_before(raw: str, marked: str, turn: tuple[str, ...]) -> bool:
    return raw in turn and turn.index(raw) < turn.index(marked)


@functools.lru_cache(maxsize=64)  # read once per turn, not once per sentence
def _denied(turn: tuple[str, ...], answered: str) -> bool:
    return any(denies(said, answered) for said in turn)


def _correcting(raw: str, turn: tuple[str, ...], answered: str) -> bool:
    """The user tells the assistant it is wrong ("nope, that doc is ancient ...", "track width
    isnt 0.62", or another number for what it stated), sets its plan right or bears out what it
    found (`answered`, its reply); or sums up what the session found ("so basically ...")."""
    if (turn and _CORRECTION_LEAD.match(_fold(turn[0]))) or sums_up(raw):
        return True
    return (
        _denied(turn, answered)
        or restates_otherwise(raw, answered)
        or sets_the_plan_right(raw, answered)
        or bears_out(raw, answered, turn[0] if turn else "")
    )


def scored(
    raw: str, role: str, position: int, min_salience: float, turn: tuple[str, ...], answered: str
) -> tuple[float, str]:
    """Markers decide; what the user says without one is kept when the lesson model reads a
    lesson in it ("the ingest box is stuck on python 3.8"), on less evidence when it corrects
    the assistant (`_correcting`) or answers what the assistant asked (`asked_the_user`)."""
    if role == "user" and verdict(raw):
        return 0.0, ""
    salience, kind = _score(raw, role)
    if salience >= min_salience or ruled_out(raw) or role != "user":
        return salience, kind
    # the user tells the assistant it is wrong: what the turn says of how things are is the
    # correction, read as a lesson on less evidence
    # ... and so is what it answers when the assistant asked it something: the assistant did not
    # know, and the answer is what a later session would have to ask again
    correcting = _correcting(raw, turn, answered) or asked_the_user(answered)
    # ... and so is each sentence of a turn that lays down rules ("rules going forward: ...")
    # or answers the assistant's review
    asks = raw.rstrip().endswith("?")
    ruled = not asks and lays_down_rules(turn, raw)
    in_review = not asks and reviews(answered)
    # ... and one that denies a value the reply stated, or gives another number for it, though
    # its turn asks something too ("can the letter show the water total? oh and wait, the plot
    # year starts 1 october now, not april")
    sets_right = not asks and (denies(raw, answered) or restates_otherwise(raw, answered))
    if not asks and answers_in_its_words(raw, answered):
        return min_salience, kind or "note"
    correcting = correcting or ruled or in_review
    if not (
        ruled or in_review or sets_right or _ask_model(raw, turn, role, min_salience, correcting)
    ):
        return salience, kind
    if (ruled or sums_up(raw)) and kind == "convention":  # the turn says so, a marker agrees
        return min_salience, kind
    told_as_rule = in_review and kind == "convention"
    at = RULE_SAID_AT if told_as_rule else CORRECTING_AT if correcting else None
    if asked_the_user(answered) and not asks:
        at = min(at or ANSWER_AT, ANSWER_AT)
    if states_a_lesson(Said(raw, role, position == 0), at):
        return min_salience, kind or "note"  # a marker too weak alone keeps its kind
    return salience, kind
