"""Capture: one statement of a transcript as capture reads it, from the sentence it was said in
to the memory it may become (cognition.capture.transcript_statements)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cognition.capture.turns import Turn

KEPT_AT = 2.0  # capture's line: a statement this salient is kept (extract_candidates' default)


@dataclass(slots=True)
class Hit:
    text: str  # what will be stored: verbatim sentences, lead-ins removed
    salience: float
    kind: str
    turn_uuid: str
    turn_no: int
    index: int  # position of the last sentence folded in, within its turn
    role: str = "user"
    follow_up: str | None = None
    corrective: bool = False  # announced as a correction
    weak: bool = False  # below the salience threshold: kept only if it corrects something
    stored: bool = False  # the session already stored this through a memory tool
    background: bool = False  # not salient: never captured, but a later correction may name it
    dropped: bool = False  # folded, corrected or skipped: no longer a statement in force
    after_tool: str = ""  # what the assistant stored through a tool earlier in the same reply
    turns: set[int] = field(default_factory=set)  # the turns that said it
    corrected: bool = False  # it replaced an earlier statement
    start: int = -1  # position of its first sentence within its turn
    accepted: bool = False  # the assistant saying again the correction the user just made
    item: int = -1  # the list item of its turn its last sentence is in (-1: none)
    ruled: bool = False  # told after "house rules:" or "couple of things.": a point of its own

    def __post_init__(self) -> None:
        if self.start < 0:
            self.start = self.index


def other_items(a: int, b: int) -> bool:
    """Two statements told in different items of one list ("- leeds is gym 3 ..." / "- prices
    are never decimals ..."): each item is a point of its own, never joined to the next."""
    return a >= 0 and b >= 0 and a != b


def weak_hit(
    turn: Turn, at: tuple[int, int, int], s: str, salience: float, kind: str, corrective: bool
) -> Hit:
    """A statement below the threshold (`at`: its turn's number, its index, its list item):
    kept only if it corrects an earlier one (decided later); a plain one stays in the
    background, for a later correction to recognise what it corrects."""
    turn_no, index, item = at
    return Hit(
        s,
        salience,
        kind or "note",
        turn.uuid,
        turn_no,
        index,
        role=turn.role,
        corrective=corrective,
        weak=True,
        background=not corrective,
        turns={turn_no},
        item=item,
    )
