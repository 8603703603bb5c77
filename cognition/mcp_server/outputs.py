"""What the tools take and return: compact outputs, empty fields left out, long contents cut."""

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, NotRequired

from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

# typing_extensions' TypedDict, not typing's: on Python 3.11 the SDK cannot build an output
# schema from a stdlib TypedDict nesting another one (Hits -> list[Brief]) and silently drops
# structured output. (typing_extensions comes with pydantic and mcp.)
from typing_extensions import TypedDict

CUT_CHARS = 400  # longer contents are cut in lists and search results

Layer = Literal["fact", "experience", "decision"]
Ref = int | str  # 12, "12", "#12" (project) or "g12" (global)
RelationType = Literal[
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
]
Importance = Annotated[int, Field(ge=1, le=5, description="1 trivial .. 5 critical")]

# -- outputs ------------------------------------------------------------------------------


class Brief(TypedDict):
    """A memory in a list: empty fields left out, long content cut."""

    id: str
    layer: str
    content: str
    title: NotRequired[str]
    cut: NotRequired[str]
    tags: NotRequired[list[str]]
    importance: int
    pinned: NotRequired[bool]
    status: NotRequired[str]
    date: str
    score: NotRequired[float]
    conflicts_with: NotRequired[list[str]]


class Link(TypedDict):
    type: str
    to: NotRequired[str]
    from_: NotRequired[Annotated[str, Field(alias="from")]]
    weight: NotRequired[float]


class Full(TypedDict):
    """One memory, whole (versions: its supersession chain, oldest first)."""

    id: str
    layer: str
    content: str
    title: NotRequired[str]
    tags: NotRequired[list[str]]
    importance: int
    valence: float
    intensity: float
    pinned: bool
    status: str
    scope: str
    source: str
    author: NotRequired[str]
    created: str
    last_used: str
    uses: float
    valid_from: NotRequired[str]
    valid_to: NotRequired[str]
    superseded_by: NotRequired[str]
    extra: NotRequired[dict[str, Any]]
    links: NotRequired[list[Link]]
    versions: NotRequired[list[dict[str, Any]]]


class Saved(TypedDict):
    id: str
    action: str  # stored | merged | superseded | conflicts
    store: NotRequired[str]  # which store it went to: 'project store ~/src/app' | 'global store'
    message: NotRequired[str]
    target: NotRequired[str]
    previous: NotRequired[str]


LOW_CONFIDENCE_SHOWN = 3  # below-the-line hits the recall tool still lists


class Hits(TypedDict):
    hits: list[Brief]
    low_confidence: NotRequired[list[Brief]]
    note: NotRequired[str]


class Listing(TypedDict):
    items: list[Brief]
    total: int
    offset: int
    next_offset: NotRequired[int]


class Chain(TypedDict):
    chain: list[Brief]


class Status(TypedDict):
    id: str
    status: str
    pinned: NotRequired[bool]


class Related(TypedDict):
    src: str
    dst: str
    type: str


def _when(ts: float | None, fmt: str = "%Y-%m-%dT%H:%MZ") -> str:
    return "" if ts is None else datetime.fromtimestamp(ts, UTC).strftime(fmt)


def _ref_in(scope: str, memory_id: int) -> str:
    return f"g{memory_id}" if scope == "global" else str(memory_id)


def brief(m: Any, score: float | None = None) -> Brief:
    out: dict[str, Any] = {"id": m.ref, "layer": m.layer}
    if m.title:
        out["title"] = m.title
    if len(m.content) > CUT_CHARS:
        out["content"] = m.content[:CUT_CHARS].rstrip() + "…"
        out["cut"] = f"{CUT_CHARS} of {len(m.content)} chars; get_memory for all"
    else:
        out["content"] = m.content
    if m.tags:
        out["tags"] = list(m.tags)
    out["importance"] = m.importance
    if m.pinned:
        out["pinned"] = True
    if m.status != "active":
        out["status"] = m.status
    out["date"] = _when(m.created_at, "%Y-%m-%d")
    if score is not None:
        out["score"] = round(float(score), 3)
    return out  # type: ignore[return-value]


def full(m: Any, edges: Sequence[Any] = ()) -> Full:
    out: dict[str, Any] = {"id": m.ref, "layer": m.layer, "content": m.content}
    if m.title:
        out["title"] = m.title
    if m.tags:
        out["tags"] = list(m.tags)
    out.update(
        importance=m.importance,
        valence=m.valence,
        intensity=m.intensity,
        pinned=m.pinned,
        status=m.status,
        scope=m.scope,
        source=m.source,
        created=_when(m.created_at),
        last_used=_when(m.last_activated),
        uses=round(float(m.activation_count), 2),
    )
    if getattr(m, "author", None):  # who wrote it, on a team store
        out["author"] = m.author
    if m.valid_from is not None:
        out["valid_from"] = _when(m.valid_from)
    if m.valid_to is not None:
        out["valid_to"] = _when(m.valid_to)
    if m.superseded_by is not None:
        out["superseded_by"] = _ref_in(m.scope, m.superseded_by)
    extra = {k: v for k, v in (m.extra or {}).items() if v is not None and v != "" and v != []}
    if extra:
        out["extra"] = extra
    links = []
    for e in edges:
        link: dict[str, Any] = {"type": e.type}
        if e.src == m.id:
            link["to"] = _ref_in(m.scope, e.dst)
        else:
            link["from"] = _ref_in(m.scope, e.src)
        if e.weight != 1.0:
            link["weight"] = round(float(e.weight), 3)
        links.append(link)
    if links:
        out["links"] = links
    return out  # type: ignore[return-value]


def _norm(ref: Ref) -> str:
    """A reference as the model should repeat it: "#12" -> "12", "G3" -> "g3"."""
    return str(ref).strip().lstrip("#").lower()


def _as_of(value: str | None) -> float | None:
    if value is None or value == "":
        return None
    try:
        when = datetime.fromisoformat(value.strip())
    except ValueError:
        raise ToolError(
            f"as_of must be an ISO date like 2025-03-01 or 2025-03-01T14:30 (got {value!r})"
        ) from None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.timestamp()
