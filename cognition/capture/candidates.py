"""Capture: pick out of a conversation's turns what is worth remembering.

Deterministic heuristics only (an LLM extractor can replace `extract_candidates` later).
Everything returned has passed through `redact`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cognition.capture.appraisal import Appraisal, appraise
from cognition.capture.appraisal import rx as _rx
from cognition.capture.decision_text import _FILE, _decision_extra, _title
from cognition.capture.hit import KEPT_AT
from cognition.capture.prose import _fold
from cognition.capture.relation import relation
from cognition.capture.transcript_statements import _echoes, _Hit, _hits, _resolve
from cognition.capture.turns import MEMORY_TOOL, Turn
from cognition.redact import redact

__all__ = [
    "MEMORY_TOOL",
    "Turn",
    "Candidate",
    "Appraisal",
    "extract_candidates",
    "drop_tool_stored",
    "relation",
    "appraise",
]


@dataclass(slots=True)
class Candidate:
    layer: str  # 'fact' | 'experience' | 'decision'
    title: str
    content: str
    tags: list[str]
    importance: int
    valence: float
    intensity: float
    salience: float
    kind: str  # decision | convention | preference | error_fix | incident | todo | note
    source_turn: str
    scope: str = "project"  # 'global' for cross-project preferences
    extra: dict[str, Any] = field(default_factory=dict)  # choice / rationale / alternatives, files


_LAYER = {
    "decision": "decision",
    "error_fix": "experience",
    "incident": "experience",
    "todo": "experience",
    "convention": "fact",
    "preference": "fact",
    "note": "fact",
}

_CROSS_PROJECT = _rx(
    r"\bin all (?:my |our )?projects\b|\bacross (?:all )?(?:my |our )?projects\b|\bevery project\b"
    r"|\balways,? (?:i|we) prefer\b|\b(?:i|we) always prefer\b|\bglobally\b"
)


def _untitled(title: str, content: str) -> str:
    """A title only when it adds something: never the content's own words again."""
    t = re.sub(r"\s+", " ", title.rstrip("…").strip()).casefold()
    c = re.sub(r"\s+", " ", _fold(content)).casefold()
    return "" if not t or _fold(t) in c or _fold(t).rstrip(" .!:,") in c else title


def _candidate(hit: _Hit) -> Candidate:
    text = redact(hit.text).text
    kind = hit.kind
    tags = [kind.replace("_", "-")]
    extra: dict[str, Any] = {}
    scope = "project"
    if kind == "decision":
        extra = _decision_extra(_fold(text), hit.follow_up and _fold(hit.follow_up))
        title = _title(extra["choice"])
    else:
        title = _title(text)
    if kind == "todo":
        tags.append("open-loop")
    if kind == "preference" and _CROSS_PROJECT.search(_fold(text)):
        scope = "global"
        tags.append("cross-project")
    if hit.corrected:
        tags.append("correction")
    files = sorted(set(_FILE.findall(text)))
    if files:
        extra["files"] = files[:10]
    a = appraise(text)
    importance, reasons = a.importance, []
    # Evidence from the conversation itself, beyond the words of the statement.
    if hit.corrected and hit.role == "user":
        reasons.append("user-correction")
    if kind == "decision" and extra.get("rationale"):
        reasons.append("decision-with-reasons")
    if len(hit.turns) >= 2:
        reasons.append("repeated")
    importance = max(1, min(5, importance + len(reasons)))
    return Candidate(
        layer=_LAYER[kind],
        title=_untitled(redact(title).text, text),
        content=text,
        tags=tags,
        importance=importance,
        valence=a.valence,
        intensity=a.intensity,
        salience=hit.salience,
        kind=kind,
        source_turn=hit.turn_uuid,
        scope=scope,
        extra=_redact_any(extra),
    )


def _redact_any(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value).text
    if isinstance(value, list):
        return [_redact_any(v) for v in value]
    if isinstance(value, dict):
        return {k: _redact_any(v) for k, v in value.items()}
    return value


def extract_candidates(
    turns: Iterable[Turn], *, min_salience: float = KEPT_AT, max_candidates: int = 50
) -> list[Candidate]:
    """Heuristic memory candidates from conversation turns, most salient first.

    Memories the session stored through the memory tools (`memory_tool` turns) are not
    candidates, nor are restatements of them; a later correction replaces what it corrects.
    """
    resolved = _resolve(_hits(turns, min_salience), min_salience)
    # an option taken from a list is a decision at a fixed salience: below a stricter threshold
    kept = [_candidate(h) for h in resolved if h.salience >= min_salience]
    kept.sort(key=lambda c: -c.salience)
    return kept[:max_candidates]


def drop_tool_stored(candidates: Iterable[Candidate], turns: Iterable[Turn]) -> list[Candidate]:
    """Candidates from any extractor (an LLM's too) minus those that restate a memory the
    session already stored through the memory tools."""
    stored = [t.text for t in turns if t.role == MEMORY_TOOL]
    return [
        c
        for c in candidates
        if not any(
            relation(s, c.content) == "same"
            or (_echoes(c.content, s) and relation(s, c.content) != "update")
            for s in stored
        )
    ]
