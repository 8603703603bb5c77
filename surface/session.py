"""What the prompt hook already showed in this session, and what it should not show again.

Pure functions over the session's `surfaced` events (read by layers.queries.session_surfaced):
a memory shown by the session-start briefing is not repeated; one injected by a prompt is held
back for the next REPEAT_AFTER injections, unless the prompt is plainly about it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

REPEAT_AFTER = 5  # injections (prompts that surfaced something) before a memory may come back


@dataclass(frozen=True, slots=True)
class SessionSeen:
    """One store's memories already shown in this session."""

    briefing: frozenset[int] = frozenset()
    # Memories of each prompt injection, oldest first.
    injections: tuple[frozenset[int], ...] = field(default_factory=tuple)


def session_seen(rows: Iterable[tuple[int, float, str]]) -> SessionSeen:
    """From (memory_id, at, via) rows in time order: via "session-start" or "prompt"."""
    briefing: set[int] = set()
    groups: dict[float, set[int]] = {}
    for memory_id, at, via in rows:
        if via == "session-start":
            briefing.add(int(memory_id))
        elif via == "prompt":
            groups.setdefault(float(at), set()).add(int(memory_id))
    return SessionSeen(frozenset(briefing), tuple(frozenset(groups[t]) for t in sorted(groups)))


def held_back(seen: SessionSeen, repeat_after: int = REPEAT_AFTER) -> frozenset[int]:
    """Memories not to inject now: the briefing's, and those of the last `repeat_after`
    injections."""
    recent = seen.injections[-repeat_after:] if repeat_after > 0 else ()
    return seen.briefing.union(*recent)


def may_show(memory_id: int, named: bool, seen_now: frozenset[int]) -> bool:
    """Show unless held back; a prompt that names the memory (surface.relevance.plainly_about)
    brings it back anyway."""
    return memory_id not in seen_now or named
