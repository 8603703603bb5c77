"""The MCP tools, registered the SDK's way: module-level functions whose `ctx: Context`
parameter (left out of the schema by the SDK) gives them the server's lifespan context, the
LazyMemory of its project. `tools()` lists them, with descriptions and annotations, for build_server.
"""

from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from pydantic import Field

from cognition.mcp_server.outputs import (
    LOW_CONFIDENCE_SHOWN,
    Brief,
    Chain,
    Full,
    Hits,
    Importance,
    Layer,
    Listing,
    Ref,
    Related,
    RelationType,
    Saved,
    Status,
    _as_of,
    _norm,
    _ref_in,
    _when,
    brief,
    full,
)
from cognition.mcp_server.plumbing import ALWAYS_LOAD, DESTRUCTIVE, READ, WRITE, _tool
from cognition.mcp_server.session import LazyMemory


def _memory(ctx: Context[Any, Any]) -> LazyMemory:
    """The server's LazyMemory, which build_server's lifespan yields (the tools' `ctx: Context`
    leaves the lifespan's type open, as the SDK's examples do)."""
    memory: LazyMemory = ctx.request_context.lifespan_context
    return memory


async def remember(
    ctx: Context,
    content: Annotated[str, Field(description="the memory, self-contained")],
    layer: Layer = "fact",
    title: str = "",
    tags: list[str] | None = None,
    importance: Importance | None = None,
    valence: Annotated[float | None, Field(ge=-1, le=1, description="-1 bad .. 1 good")] = None,
    intensity: Annotated[float | None, Field(ge=0, le=1, description="how striking, 0..1")] = None,
    pinned: bool = False,
    scope: Annotated[
        Literal["project", "global"],
        Field(description="global: a user preference for all projects"),
    ] = "project",
) -> Saved:
    memory = _memory(ctx)
    r, store = await memory.run(
        _with_store(
            lambda mem: mem.remember(
                content,
                layer=layer,
                title=title,
                tags=tags or (),
                importance=importance,
                valence=valence,
                intensity=intensity,
                pinned=pinned,
                scope=scope,
                source="tool",
            )
        )
    )
    return _saved(r, store)


def _with_store(write: Any) -> Any:
    """The write, answering with the store it went to (the `store` of a Saved answer)."""

    async def go(mem: Any) -> tuple[Any, str]:
        r = await write(mem)
        return r, mem.store_of(r.memory.scope)["label"]

    return go


def _saved(r: Any, store: str) -> Saved:
    out: dict[str, Any] = {"id": r.memory.ref, "action": r.action, "store": store}
    if r.action != "stored":
        out["message"] = r.summary()
    if r.target:
        out["target"] = str(r.target)
    if r.previous is not None:
        out["previous"] = r.previous.content
    return out  # type: ignore[return-value]


async def recall(
    ctx: Context,
    query: str,
    limit: Annotated[int, Field(ge=1, le=50)] = 8,
    layer: Layer | None = None,
    tags: Annotated[list[str] | None, Field(description="all must match")] = None,
    include_archived: bool = False,
    as_of: Annotated[str | None, Field(description="ISO date: what was valid then")] = None,
) -> Hits:
    memory = _memory(ctx)
    when = _as_of(as_of)

    async def action(mem: Any) -> tuple[list[Any], float]:
        return (
            await mem.recall(
                query,
                limit=limit,
                layer=layer,
                tags=tags,
                include_archived=include_archived,
                as_of=when,
            ),
            mem.relevance_threshold(),
        )

    found, threshold = await memory.run(action)
    above = {h.memory.ref for h in found if h.score >= threshold}
    # A memory contradicting a relevant one is shown beside it, whatever its own score.
    relevant = [h for h in found if h.memory.ref in above or above & set(h.conflicts)]
    out: dict[str, Any] = {
        "hits": [
            {
                **brief(h.memory, h.score),
                **({"conflicts_with": list(h.conflicts)} if h.conflicts else {}),
            }
            for h in relevant
        ]
    }
    low = [brief(h.memory, h.score) for h in found if h not in relevant][:LOW_CONFIDENCE_SHOWN]
    if low:
        out["low_confidence"] = low
    if not relevant:
        out["note"] = (
            "nothing relevant"
            + (" (only low-confidence matches)" if low else "")
            + "; try other words or include_archived"
        )
    return out  # type: ignore[return-value]


async def feedback(
    ctx: Context,
    id: Ref,
    verdict: Annotated[
        Literal["useful", "wrong", "outdated"],
        Field(description="useful reinforces; wrong/outdated rank lower and fade sooner"),
    ],
    note: Annotated[str, Field(max_length=500)] = "",
) -> Status:
    memory = _memory(ctx)
    m = await memory.run(lambda mem: mem.feedback(id, verdict, note=note))
    return {"id": m.ref, "status": m.status}


async def get_memory(ctx: Context, id: Ref) -> Full:
    memory = _memory(ctx)

    async def action(mem: Any) -> Full:
        m = await mem.get(id)
        out = full(m, await mem.links(m.ref))
        h = await mem.history(m.ref)
        if len(h.versions) > 1:  # earlier and later statements of the same thing
            out["versions"] = [
                {
                    "id": _ref_in(v.scope, v.id),
                    "status": v.status,
                    "created": _when(v.created_at),
                    "content": v.content,
                }
                for v in h.versions
            ]
        return out

    return await memory.run(action)


async def update_memory(
    ctx: Context,
    id: Ref,
    content: str | None = None,
    title: str | None = None,
    tags: Annotated[list[str] | None, Field(description="replaces the tags")] = None,
    importance: Importance | None = None,
    valence: Annotated[float | None, Field(ge=-1, le=1)] = None,
    intensity: Annotated[float | None, Field(ge=0, le=1)] = None,
    layer: Layer | None = None,
) -> Brief:
    memory = _memory(ctx)
    changes = {
        k: v
        for k, v in dict(
            content=content,
            title=title,
            tags=tags,
            importance=importance,
            valence=valence,
            intensity=intensity,
            layer=layer,
        ).items()
        if v is not None
    }
    if not changes:
        raise ToolError(
            "nothing to change: pass at least one of content, title, tags, "
            "importance, valence, intensity, layer"
        )
    return brief(await memory.run(lambda mem: mem.update(id, **changes)))


async def forget(
    ctx: Context,
    id: Ref,
    mode: Literal["archive", "supersede", "delete"] = "archive",
    superseded_by: Annotated[Ref | None, Field(description="newer memory, for supersede")] = None,
) -> Status:
    memory = _memory(ctx)
    m = await memory.run(lambda mem: mem.forget(id, mode=mode, superseded_by=superseded_by))
    if m is None:
        return {"id": _norm(id), "status": "deleted"}
    return {"id": m.ref, "status": m.status}


async def relate(
    ctx: Context,
    src: Ref,
    dst: Ref,
    type: RelationType,
    weight: Annotated[float, Field(gt=0, le=1)] = 1.0,
) -> Related:
    memory = _memory(ctx)
    await memory.run(lambda mem: mem.relate(src, dst, type, weight=weight))
    return {"src": _norm(src), "dst": _norm(dst), "type": type}


async def pin(ctx: Context, id: Ref) -> Status:
    memory = _memory(ctx)
    m = await memory.run(lambda mem: mem.pin(id))
    return {"id": m.ref, "status": m.status, "pinned": m.pinned}


async def unpin(ctx: Context, id: Ref) -> Status:
    memory = _memory(ctx)
    m = await memory.run(lambda mem: mem.unpin(id))
    return {"id": m.ref, "status": m.status, "pinned": m.pinned}


async def decide(
    ctx: Context,
    choice: Annotated[str, Field(description="what was decided")],
    rationale: str = "",
    alternatives: Annotated[list[str] | None, Field(description="options not taken")] = None,
    because: Annotated[list[Ref] | None, Field(description="ids of memories it rests on")] = None,
    follows: Annotated[Ref | None, Field(description="id of the decision it continues")] = None,
    reverses: Annotated[Ref | None, Field(description="id of the decision it undoes")] = None,
    outcome: Annotated[str | None, Field(description="how it turned out, if known")] = None,
    title: str = "",
    tags: list[str] | None = None,
    importance: Importance = 3,
) -> Saved:
    memory = _memory(ctx)
    more = {"outcome": outcome} if outcome is not None else {}
    r, store = await memory.run(
        _with_store(
            lambda mem: mem.decide(
                choice,
                rationale=rationale,
                alternatives=tuple(alternatives or ()),
                because=tuple(because or ()),
                follows=follows,
                reverses=reverses,
                title=title,
                tags=tuple(tags or ()),
                importance=importance,
                source="tool",
                **more,
            )
        )
    )
    return _saved(r, store)


async def get_chain(ctx: Context, id: Ref) -> Chain:
    memory = _memory(ctx)
    return {"chain": [brief(m) for m in await memory.run(lambda mem: mem.chain(id))]}


async def list_memories(
    ctx: Context,
    layer: Layer | None = None,
    tag: str | None = None,
    status: Literal["active", "archived", "superseded"] = "active",
    scope: Literal["project", "global"] | None = None,
    limit: Annotated[int, Field(ge=1, le=100)] = 20,
    offset: Annotated[int, Field(ge=0)] = 0,
) -> Listing:
    memory = _memory(ctx)
    page = await memory.run(
        lambda mem: mem.list(
            layer=layer, tag=tag, status=status, scope=scope, limit=limit, offset=offset
        )
    )
    out: dict[str, Any] = {
        "items": [brief(m) for m in page.items],
        "total": page.total,
        "offset": page.offset,
    }
    if page.offset + len(page.items) < page.total:
        out["next_offset"] = page.offset + len(page.items)
    return out  # type: ignore[return-value]


async def memory_stats(ctx: Context) -> dict[str, Any]:
    memory = _memory(ctx)
    return await memory.run(lambda mem: mem.stats())


def tools() -> list[Tool]:
    """Every tool, in the order clients list them (docs/mcp-tools.md follows it)."""
    return [
        _tool(
            remember,
            "Save a lasting memory: a fact, an experience (error, fix) or a decision. "
            "Restatements merge; a correction supersedes the old one (kept; if unsure, a conflict).",
            WRITE,
            ALWAYS_LOAD,
        ),
        _tool(
            recall,
            "Search memories by meaning and keywords, best first. Score: probability "
            "of relevance; weaker matches come back as low_confidence.",
            READ,
            ALWAYS_LOAD,
        ),
        _tool(
            feedback,
            "Say whether a memory helped: useful reinforces it; wrong or outdated "
            "rank it lower and make it fade sooner.",
            WRITE,
        ),
        _tool(get_memory, "One memory in full, with its links.", READ),
        _tool(update_memory, "Change a memory; only the fields given.", WRITE),
        _tool(
            forget,
            "Archive a memory (default), mark it superseded by a newer one, or delete "
            "it (only when the user asks).",
            DESTRUCTIVE,
        ),
        _tool(relate, "Link two memories with a typed relation (src -> dst).", WRITE),
        _tool(pin, "Keep a memory from ever fading.", WRITE),
        _tool(unpin, "Let a pinned memory fade normally again.", WRITE),
        _tool(
            decide,
            "Record a decision with its rationale, alternatives, the memories it rests "
            "on, and the decision it follows or reverses.",
            WRITE,
        ),
        _tool(get_chain, "The decision chain through a decision, oldest first.", READ),
        _tool(list_memories, "Browse memories, newest first.", READ),
        _tool(memory_stats, "Memory counts and store paths.", READ),
    ]
