"""Capture: how salient one spoken sentence is. Markers decide; what the user says without one
is read by the lesson model (cognition/capture/lesson_model.py)."""

from __future__ import annotations

import functools

from cognition.capture.lesson_model import CORRECTING_AT, Said, states_a_lesson
from cognition.capture.markers import _score, ruled_out
from cognition.capture.meta_talk import _CORRECTION_LEAD
from cognition.capture.points import opens_another_point, shares_a_name
from cognition.capture.prose import _fold
from cognition.capture.taken_up import bears_out, sets_the_plan_right


@functools.lru_cache(maxsize=64)  # asked once per turn, not once per sentence
def _ask_model(said: tuple[str, ...], role: str, min_salience: float) -> bool:
    """The lesson model reads a user turn in which no marker found anything and that asks
    nothing: where markers did, the turn's other sentences are their context or reason; a turn
    that asks ("Any idea?") is describing a problem."""
    if role != "user" or any(r.rstrip().endswith("?") for r in said):
        return False
    return not any(_score(r, role)[0] >= min_salience for r in said)


def _told_apart(raw: str, turn: tuple[str, ...], role: str, min_salience: float) -> bool:
    """In a turn where a marker spoke, a sentence that opens another point ("oh and staging
    isn't on that host anymore, it's stage.binroute.de ...") and names nothing the marked
    sentences named is not their context or reason: the model reads it too."""
    if role != "user" or any(r.rstrip().endswith("?") for r in turn):
        return False
    if not opens_another_point(raw):
        return False
    marked = [r for r in turn if _score(r, role)[0] >= min_salience]
    return not any(shares_a_name(m, raw) for m in marked)


def scored(
    raw: str, role: str, position: int, min_salience: float, turn: tuple[str, ...], answered: str
) -> tuple[float, str]:
    """Markers decide; what the user says without one is kept when the lesson model reads a
    lesson in it ("the ingest box is stuck on python 3.8"), on less evidence when it corrects
    the assistant, sets its plan right or bears out what it found (`answered`, its reply)."""
    salience, kind = _score(raw, role)
    if salience >= min_salience or ruled_out(raw):
        return salience, kind
    if not (_ask_model(turn, role, min_salience) or _told_apart(raw, turn, role, min_salience)):
        return salience, kind
    # the user tells the assistant it is wrong ("nope, that doc is ancient ..."): what the turn
    # says of how things are is the correction, read as a lesson on less evidence
    correcting = bool(turn) and bool(_CORRECTION_LEAD.match(_fold(turn[0])))
    correcting = correcting or sets_the_plan_right(raw, answered)
    correcting = correcting or bears_out(raw, answered, turn[0] if turn else "")
    if states_a_lesson(Said(raw, role, position == 0), CORRECTING_AT if correcting else None):
        return min_salience, kind or "note"  # a marker too weak alone keeps its kind
    return salience, kind
