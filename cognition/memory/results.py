"""What the API returns: the result of a remember, a recall hit, a page of a listing, a
memory's history; and the error of a store whose vectors another embedder made."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from layers.errors import CognimemError
from layers.records import Memory


@dataclass(slots=True)
class RememberResult:
    """What a remember did. action: "stored" (new memory), "merged" (a restatement of
    `target`, which was reinforced), "superseded" (stored; it updates `previous`, which is kept
    but no longer current), "conflicts" (stored beside `previous`, linked `contradicts`)."""

    memory: Memory
    action: str
    target: str | None = None  # the memory merged into / superseded / conflicting
    previous: Memory | None = None  # the superseded or conflicting memory, as it is now
    reason: str = ""  # why the classifier paired them ("negation changed", ...)

    def summary(self) -> str:
        """One line for a person: what happened to what they told."""
        ref = self.memory.ref
        if self.action == "merged":
            return f"merged into #{ref} (same statement; {self.reason or 'exact duplicate'})"
        if self.action == "superseded" and self.previous is not None:
            return f"stored #{ref}; superseded #{self.previous.ref} (was: {_quote(self.previous.content)})"
        if self.action == "conflicts" and self.previous is not None:
            return f"stored #{ref}; conflicts with #{self.previous.ref} ({_quote(self.previous.content)})"
        return f"stored #{ref}"


def _quote(text: str, width: int = 80) -> str:
    one = " ".join(text.split())
    return repr(one if len(one) <= width else one[: width - 1] + "…")


@dataclass(slots=True)
class History:
    memory: Memory
    versions: list[Memory]  # the supersession chain through `memory`, oldest first
    events: dict[int, list[Any]]  # each version's events (layers.records.Event), oldest first

    @property
    def current(self) -> Memory:
        return next(
            (v for v in reversed(self.versions) if v.status != "superseded"), self.versions[-1]
        )


@dataclass(slots=True)
class Hit:
    memory: Memory
    score: float  # the calibrated probability that the memory is relevant (surface.relevance)
    explain: dict[str, Any] | None = None
    conflicts: tuple[str, ...] = ()  # refs of active memories this one contradicts
    order: float = 0.0  # what hits are sorted by: the score blended with the cognitive ranking

    @property
    def archived(self) -> bool:
        return self.memory.status == "archived"


@dataclass(slots=True)
class Page:
    items: list[Memory]
    total: int
    limit: int
    offset: int


class EmbedderMismatch(CognimemError):
    """The store's vectors were made by another embedder than the configured one."""
