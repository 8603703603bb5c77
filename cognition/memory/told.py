"""What a remember makes of what it was told, before its one transaction: the fields checked and
redacted, the new memory (its appraisal filling what the caller left out), its vector and merge
keys. Shared by the async API (memory.writes) and the one-shot CLI `remember` on a plain
connection (memory.direct_remember), so the two cannot drift. Imports no asyncio."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cognition import validation as check
from cognition.capture.appraisal import appraise  # heuristics; deterministic, no LLM
from cognition.memory.author import AUTHOR
from cognition.memory.embedding import embed_text, has_direction
from cognition.memory.scrub import redact_tags, scrub
from layers.errors import InvalidInput
from layers.records import Memory, content_hash
from surface.timetext import date_words


@dataclass(slots=True)
class Told:
    """A memory as told, checked and redacted: what remember stores (or merges)."""

    text: str
    layer: str
    scope: str
    title: str
    tags: list[str]
    extra: dict[str, Any]
    importance: int | None
    valence: float | None
    intensity: float | None


def told(
    content: Any,
    layer: Any,
    scope: Any,
    title: Any,
    tags: Any,
    extra: Any,
    importance: Any,
    valence: Any,
    intensity: Any,
    pinned: Any,
    max_content_chars: int,
    max_tags: int,
) -> Told:
    """Check every field of a remember; secrets are redacted before anything is kept."""
    text = check.content(content, max_content_chars)
    layer = check.layer(layer)
    scope = check.scope(scope)
    title_ = check.title(title)
    raw_tags = list(tags) if isinstance(tags, set | frozenset) else tags
    tag_list = check.tags(redact_tags(raw_tags), max_tags)  # redact before lower-casing
    extra_ = check.extra(extra)
    if not isinstance(pinned, bool):
        raise InvalidInput(f"pinned must be true or false (got {pinned!r})")
    importance = None if importance is None else check.importance(importance)
    valence = None if valence is None else check.valence(valence)
    intensity = None if intensity is None else check.intensity(intensity)
    text, title_, tag_list, extra_ = scrub(text, title_, tag_list, extra_)
    return Told(text, layer, scope, title_, tag_list, extra_, importance, valence, intensity)


def new_memory(t: Told, now: float, pinned: bool, source: str, session_id: str | None) -> Memory:
    """The memory a remember inserts, its appraisal filling what the caller left out."""
    importance, valence, intensity = t.importance, t.valence, t.intensity
    if importance is None or valence is None or intensity is None:
        a = appraise(f"{t.title} {t.text}")
        importance = a.importance if importance is None else importance
        valence = a.valence if valence is None else valence
        intensity = a.intensity if intensity is None else intensity
    return Memory(
        id=0,
        layer=t.layer,
        title=t.title,
        content=t.text,
        tags=t.tags,
        importance=importance,
        valence=valence,
        intensity=intensity,
        pinned=pinned,
        status="active",
        created_at=now,
        last_activated=now,
        activation_count=1.0,
        unused_count=0,
        valid_from=now,
        valid_to=None,
        superseded_by=None,
        source=source,
        session_id=session_id,
        scope=t.scope,
        content_hash=content_hash(t.layer, t.text),
        keywords=date_words(now) if t.layer == "experience" else "",
        extra=t.extra,
        updated_at=now,
    )


@dataclass(frozen=True, slots=True)
class Prepared:
    """A new memory ready for remember_plan: its vector (None: stored without one) and keys."""

    memory: Memory
    vec: Any
    keys: list[str]


def prepare(
    t: Told,
    now: float,
    pinned: bool,
    source: str,
    session_id: str | None,
    embed: Callable[[list[str]], Any],
) -> Prepared:
    """The memory a remember writes, its vector (`embed`: None when it fails) and merge keys."""
    from surface.dedup import merge_keys

    memory = new_memory(t, now, pinned, source, session_id)
    memory.author = AUTHOR.get()  # set by a team server for the request's person
    vecs = embed([embed_text(memory)])
    vec = None if vecs is None else vecs[0]
    if vec is not None and not has_direction(vec):
        vec = None  # nothing to compare or link: stored, searchable by its words
    return Prepared(memory, vec, merge_keys(memory.layer, memory.content))


__all__ = ["Prepared", "Told", "new_memory", "prepare", "told"]
