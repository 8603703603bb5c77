"""Records that cross module boundaries: memories, edges, events, and the allowed values."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from layers.digest import sha256_hex

# A memory's state as the decay pass reads it (decay.rules judges it):
# (id, layer, importance, intensity, pinned, activation_count, created_at, last_activated)
StateRow = tuple[int, str, int, float, int, float, float, float]

LAYERS = ("fact", "experience", "decision")
STATUSES = ("active", "archived", "superseded")
SCOPES = ("project", "global")
SOURCES = ("tool", "cli", "hook", "import", "consolidation", "api")
EDGE_TYPES = (
    "related",
    "supports",
    "contradicts",
    "supersedes",
    "caused_by",
    "led_to",
    "because",
    "reverses",
    "summarizes",
    "about",
)
EVENT_KINDS = (
    "created",
    "surfaced",
    "used",
    "merged",
    "archived",
    "restored",
    "updated",
    "superseded",
    "pinned",
    "unpinned",
    "consolidated",
)

_WS = re.compile(r"\s+")


def normalise_text(text: str) -> str:
    """Collapse whitespace and strip; the stored form of every text field."""
    return _WS.sub(" ", text).strip()


def content_hash(layer: str, content: str) -> str:
    """Identity of a memory for exact-duplicate detection: layer + case/space-folded content."""
    folded = normalise_text(content).casefold()
    return sha256_hex(f"{layer}\x00{folded}".encode())[:32]


@dataclass(slots=True)
class Memory:
    """One memory as stored. Times are unix seconds (UTC)."""

    id: int
    layer: str
    title: str
    content: str
    tags: list[str]
    importance: int
    valence: float
    intensity: float
    pinned: bool
    status: str
    created_at: float
    last_activated: float
    activation_count: float
    unused_count: int
    valid_from: float | None
    valid_to: float | None
    superseded_by: int | None
    source: str
    session_id: str | None
    scope: str
    content_hash: str
    keywords: str
    extra: dict[str, Any] = field(default_factory=dict)
    updated_at: float = 0.0
    author: str | None = None  # the team member whose token wrote it; None for local writes

    @property
    def ref(self) -> str:
        """The id a user types: plain for project memories, g-prefixed for global ones."""
        return f"g{self.id}" if self.scope == "global" else str(self.id)

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in MEMORY_FIELDS}


MEMORY_FIELDS = tuple(Memory.__dataclass_fields__)  # column order == field order


def memory_from_row(row: tuple[Any, ...]) -> Memory:
    """Build a Memory from a `SELECT <MEMORY_COLUMNS>` row."""
    values = dict(zip(MEMORY_FIELDS, row, strict=True))
    values["tags"] = json.loads(values["tags"])
    values["extra"] = json.loads(values["extra"])
    values["pinned"] = bool(values["pinned"])
    return Memory(**values)


@dataclass(slots=True, frozen=True)
class Edge:
    """A typed, weighted link between two memories (EDGE_TYPES)."""

    src: int
    dst: int
    type: str
    weight: float
    created_at: float


@dataclass(slots=True, frozen=True)
class Event:
    """One row of a memory's history (EVENT_KINDS: created, surfaced, used, merged...)."""

    id: int
    memory_id: int
    kind: str
    at: float
    session_id: str | None
    detail: dict[str, Any]
