"""cognimem's MCP server: thin, typed tool wrappers over the `cognition` API, on stdio.

Rules this file keeps:

- Nothing but the protocol reaches stdout. Logging goes to stderr (Claude Code keeps it in its
  MCP log); while serving, the SDK also points fd 1 at stderr, so a stray print cannot corrupt
  the wire.
- `initialize` answers fast: `cognition` (and with it numpy, the store, networkx, ...) is imported
  and the store opened on the first tool call, not at start-up.
- Every argument the model sends is checked; a bad one comes back as a tool error that says what
  to change, and the store is left as it was.
- Outputs are compact: Claude Code shows the model the tool's structuredContent as JSON, so empty
  fields are left out and long contents are cut (get_memory returns them whole).
- Tool schemas are paid for on every turn, so descriptions are short and the JSON schemas are
  stripped of pydantic's titles and null branches (see `_compact_schema`).

`cognimem serve` calls `main()`; `python server.py` does the same.
"""

import asyncio
import logging
import os
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, NotRequired, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import FuncMetadata
from mcp_types import ToolAnnotations
from pydantic import Field, ValidationError

# typing_extensions' TypedDict, not typing's: on Python 3.11 the SDK cannot build an output
# schema from a stdlib TypedDict nesting another one (Hits -> list[Brief]) and silently drops
# structured output. (typing_extensions comes with pydantic and mcp.)
from typing_extensions import TypedDict

SERVER_NAME = "cognimem"
CUT_CHARS = 400  # longer contents are cut in lists and search results
log = logging.getLogger("cognimem.server")

INSTRUCTIONS = (
    "Long-term memory across sessions. Call recall before work that may repeat the past "
    "(conventions, earlier errors and fixes, why things are as they are). Call remember for "
    "lasting facts, fixes and lessons, and decide for choices with their reasons; skip chit-chat "
    "and what the code already says. Ids: 12 = this project, g12 = global."
)

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
T = TypeVar("T")


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


def full(m: Any, edges: list[Any] = ()) -> Full:
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


# -- the store, opened on first use --------------------------------------------------------


class LazyMemory:
    """Imports `cognition` and opens the store on the first tool call; closes it at shutdown."""

    def __init__(
        self, cwd: str | None, settings: Any = None, clock: Callable[[], float] | None = None
    ):
        self.cwd = cwd
        self.settings = settings
        self.clock = clock
        self.mem: Any = None
        self._decay_task: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        # One connection per store, and a write plan is a transaction on it: tool calls arrive
        # concurrently (parallel tool use), so they take turns.
        self._turn = asyncio.Lock()

    async def get(self) -> Any:
        if self.mem is None:
            async with self._lock:
                if self.mem is None:
                    from cognition import open_memory

                    mem = open_memory(self.cwd, settings=self.settings, clock=self.clock)
                    await mem.open()
                    self.mem = mem
                    log.info("memory opened for %s", getattr(mem, "root", self.cwd))
                    self._decay_task = asyncio.create_task(self._auto_decay(mem))
        return self.mem

    async def _auto_decay(self, mem: Any) -> None:
        """The daily decay pass, run lazily in a worker thread (off switch and period in
        settings.maintenance); it never affects the tool call that triggered it."""
        try:
            from cognition.maintenance import maybe_auto_decay

            for store in list(mem._stores.values()):
                async with self._turn:
                    ran = await asyncio.to_thread(maybe_auto_decay, store.path, mem.now(), mem.cfg)
                if ran:
                    store.index = None  # archived memories changed status: reload vectors
                    log.info("auto decay pass ran on %s", store.path)
        except Exception as exc:  # noqa: BLE001 - maintenance must never break serving
            log.warning("auto decay skipped: %s", exc)

    async def close(self) -> None:
        if self._decay_task is not None:
            await asyncio.gather(self._decay_task, return_exceptions=True)
            self._decay_task = None
        if self.mem is not None:
            mem, self.mem = self.mem, None
            await mem.close()

    async def run(self, action: Callable[[Any], Awaitable[T]]) -> T:
        """Run `action(mem)`; cognimem's own errors become tool errors with their message."""
        try:
            mem = await self.get()
            async with self._turn:
                try:
                    return await action(mem)
                finally:
                    # A tool call is the unit: its memories are linked before it returns, so
                    # the prompt hook (another process) sees the links at once.
                    await mem.flush()
        except ToolError:
            raise
        except Exception as exc:
            from cognition import CognimemError

            if isinstance(exc, CognimemError):
                raise ToolError(str(exc)) from exc
            raise

    async def call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        """Call an engine method that may not exist in this version yet."""

        async def action(mem: Any) -> Any:
            fn = getattr(mem, method, None)
            if fn is None:
                raise ToolError(f"{method} is not available in this version of cognimem")
            return await fn(*args, **kwargs)

        return await self.run(action)


# -- tool plumbing -------------------------------------------------------------------------


def _explain(exc: ValidationError) -> str:
    """pydantic's argument errors in one line per field, without its links."""
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"]) or "arguments"
        text = f"{where}: {err['msg']}"
        if err["type"] != "missing":
            shown = repr(err.get("input"))
            text += f" (got {shown[:60] + '…' if len(shown) > 60 else shown})"
        parts.append(text)
    return "; ".join(parts)


class CompactTool(Tool):
    """A Tool whose argument errors read as one short line per field."""

    async def run(
        self, arguments: dict[str, Any], context: Any, convert_result: bool = False
    ) -> Any:
        try:
            return await super().run(arguments, context, convert_result=convert_result)
        except ToolError as exc:
            if type(exc) is ToolError and isinstance(exc.__cause__, ValidationError):
                raise ToolError(
                    f"Error executing tool {self.name}: {_explain(exc.__cause__)}"
                ) from exc.__cause__
            raise


def _accepts_text(annotation: Any) -> bool:
    """Whether a parameter takes a plain string (str itself, or str in a union / Annotated)."""
    import types
    import typing

    if annotation is str:
        return True
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _accepts_text(typing.get_args(annotation)[0])
    if origin is typing.Union or origin is types.UnionType:
        return any(_accepts_text(a) for a in typing.get_args(annotation))
    if origin is typing.Literal:
        return any(isinstance(a, str) for a in typing.get_args(annotation))
    return False  # list[str] takes a list: a JSON list sent as text is still parsed


class _TextKeepingMetadata(FuncMetadata):
    """The SDK's argument parsing, minus one step for parameters that take text.

    The SDK tries json.loads on every string sent for a parameter not annotated exactly `str`
    (clients that send lists as JSON text), so `str | None` content `{"x": 1}` arrived as a
    dict and was refused as not a string. A parameter that accepts a string keeps it as sent;
    the others (lists, numbers) are still parsed."""

    def pre_parse_json(self, data: dict[str, Any]) -> dict[str, Any]:
        parsed = super().pre_parse_json(data)
        fields = self.arg_model.model_fields
        keep = {
            key
            for name, info in fields.items()
            if _accepts_text(info.annotation)
            for key in (name, info.alias)
            if key
        }
        return {k: data[k] if k in keep else v for k, v in parsed.items()}


def _compact_schema(node: Any, *, names: bool = False) -> Any:
    """Drop pydantic's `title`s and empty defaults, turn `X | None = None` into an optional X,
    and merge anyOf branches that are bare types."""
    if isinstance(node, list):
        return [_compact_schema(x) for x in node]
    if not isinstance(node, dict):
        return node
    if names:  # a `properties` / `$defs` mapping: keys are names, not keywords
        return {k: _compact_schema(v) for k, v in node.items()}
    out = {
        k: _compact_schema(v, names=k in ("properties", "$defs"))
        for k, v in node.items()
        if not (k == "title" and isinstance(v, str))
    }
    if "default" in out and (
        out["default"] == "" or out["default"] is False or out["default"] == []
    ):
        out.pop("default")  # an optional argument's empty default says nothing
    any_of = out.get("anyOf")
    if isinstance(any_of, list):
        branches = [b for b in any_of if b != {"type": "null"}]
        if len(branches) < len(any_of) and "default" in out and out["default"] is None:
            out.pop("default")
            any_of = branches
        if len(any_of) == 1:
            out.pop("anyOf")
            out = {**any_of[0], **out}
        elif all(isinstance(b, dict) and set(b) == {"type"} for b in any_of):
            out.pop("anyOf")
            out["type"] = [b["type"] for b in any_of]
        else:
            out["anyOf"] = any_of
    return out


READ = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)
DESTRUCTIVE = ToolAnnotations(read_only_hint=False, destructive_hint=True, open_world_hint=False)


# Claude Code (2.1.x) may defer MCP tools behind its ToolSearch tool; this `_meta` key keeps a
# tool loaded in every turn. Only the two tools the model should reach for unprompted get it.
ALWAYS_LOAD = {"anthropic/alwaysLoad": True}


def _tool(
    fn: Callable[..., Any],
    description: str,
    annotations: ToolAnnotations,
    meta: dict[str, Any] | None = None,
) -> Tool:
    tool = CompactTool.from_function(
        fn, description=description, annotations=annotations, meta=meta
    )
    tool.parameters = _compact_schema(tool.parameters)
    tool.fn_metadata = _TextKeepingMetadata.model_construct(**dict(tool.fn_metadata))
    return tool


# -- requests the SDK cannot read ------------------------------------------------------------


def _surrogate_at(value: Any, where: str) -> str | None:
    """The path of the first string holding an unpaired surrogate, e.g. params.arguments.content."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return where
        return None
    items = (
        value.items()
        if isinstance(value, dict)
        else enumerate(value)
        if isinstance(value, list)
        else ()
    )
    for key, item in items:
        if isinstance(key, str) and _surrogate_at(key, where) is not None:
            return f"{where} (a key)"
        found = _surrogate_at(item, f"{where}.{key}" if where else str(key))
        if found is not None:
            return found
    return None


def _reply_to_unreadable(exc: Exception) -> Any:
    """The answer to a line the SDK could not parse, or None when there is none to give.

    JSON allows an escaped unpaired surrogate ("\\ud800"); the SDK's strict parser refuses the
    whole line and drops it, so the client waited forever. Such text is not valid Unicode and
    cannot be stored: the request gets a clear INVALID_PARAMS error naming the field (nothing
    is cleaned or stored). A line that is not JSON at all gets PARSE_ERROR (id null)."""
    import json

    import mcp_types as types

    errors = exc.errors() if isinstance(exc, ValidationError) else []
    raw = errors[0].get("input") if errors and errors[0].get("type") == "json_invalid" else None
    if not isinstance(raw, str | bytes):
        return None
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        return types.JSONRPCError(
            jsonrpc="2.0",
            id=None,
            error=types.ErrorData(
                code=types.PARSE_ERROR, message="parse error: the message is not valid JSON"
            ),
        )
    if not isinstance(message, dict) or "method" not in message:
        return None
    request_id = message.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, int | str):
        return None  # a notification: nothing to answer
    if isinstance(request_id, str) and _surrogate_at(request_id, "") is not None:
        request_id = None
    where = _surrogate_at(message.get("params"), "params")
    text = (
        f"{where} holds an unpaired surrogate (such as \\ud800): not valid Unicode, so it "
        f"cannot be stored or searched; send the text as UTF-8 or a valid surrogate pair"
        if where
        else "the request could not be read"
    )
    log.info("refused request %r: %s", request_id, text)
    return types.JSONRPCError(
        jsonrpc="2.0", id=request_id, error=types.ErrorData(code=types.INVALID_PARAMS, message=text)
    )


class _AnsweringReadStream:
    """The stdio read stream, answering the lines the SDK could not parse instead of passing
    their exceptions on (which the SDK logs and drops, leaving the client waiting)."""

    def __init__(self, inner: Any, write_stream: Any) -> None:
        self._inner, self._write = inner, write_stream

    async def receive(self) -> Any:
        from mcp.shared.message import SessionMessage

        while True:
            item = await self._inner.receive()
            reply = _reply_to_unreadable(item) if isinstance(item, Exception) else None
            if reply is None:
                return item
            await self._write.send(SessionMessage(reply))

    def __aiter__(self) -> "_AnsweringReadStream":
        return self

    async def __anext__(self) -> Any:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> "_AnsweringReadStream":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def __getattr__(self, name: str) -> Any:  # last_context and whatever else the SDK reads
        return getattr(self._inner, name)


class _Server(MCPServer):
    """MCPServer whose stdio transport answers every request, readable or not."""

    async def run_stdio_async(self) -> None:
        from mcp.server.stdio import stdio_server

        async with stdio_server() as (read_stream, write_stream):
            await self._lowlevel_server.run(
                _AnsweringReadStream(read_stream, write_stream),
                write_stream,
                self._lowlevel_server.create_initialization_options(),
            )


# -- the server ----------------------------------------------------------------------------


def build_server(
    cwd: str | None = None, settings: Any = None, clock: Callable[[], float] | None = None
) -> MCPServer:
    """The MCP server for the project containing `cwd` (default: the current directory)."""
    memory = LazyMemory(cwd, settings, clock)

    async def remember(
        content: Annotated[str, Field(description="the memory, self-contained")],
        layer: Layer = "fact",
        title: str = "",
        tags: list[str] | None = None,
        importance: Importance | None = None,
        valence: Annotated[float | None, Field(ge=-1, le=1, description="-1 bad .. 1 good")] = None,
        intensity: Annotated[
            float | None, Field(ge=0, le=1, description="how striking, 0..1")
        ] = None,
        pinned: bool = False,
        scope: Annotated[
            Literal["project", "global"],
            Field(description="global: a user preference for all projects"),
        ] = "project",
    ) -> Saved:
        r = await memory.run(
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
        out: dict[str, Any] = {"id": r.memory.ref, "action": r.action}
        if r.action != "stored":
            out["message"] = r.summary()
        if r.target:
            out["target"] = str(r.target)
        if r.previous is not None:
            out["previous"] = r.previous.content
        return out  # type: ignore[return-value]

    async def recall(
        query: str,
        limit: Annotated[int, Field(ge=1, le=50)] = 8,
        layer: Layer | None = None,
        tags: Annotated[list[str] | None, Field(description="all must match")] = None,
        include_archived: bool = False,
        as_of: Annotated[str | None, Field(description="ISO date: what was valid then")] = None,
    ) -> Hits:
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
        id: Ref,
        verdict: Annotated[
            Literal["useful", "wrong", "outdated"],
            Field(description="useful reinforces; wrong/outdated rank lower and fade sooner"),
        ],
        note: Annotated[str, Field(max_length=500)] = "",
    ) -> Status:
        m = await memory.run(lambda mem: mem.feedback(id, verdict, note=note))
        return {"id": m.ref, "status": m.status}

    async def get_memory(id: Ref) -> Full:
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
        id: Ref,
        content: str | None = None,
        title: str | None = None,
        tags: Annotated[list[str] | None, Field(description="replaces the tags")] = None,
        importance: Importance | None = None,
        valence: Annotated[float | None, Field(ge=-1, le=1)] = None,
        intensity: Annotated[float | None, Field(ge=0, le=1)] = None,
        layer: Layer | None = None,
    ) -> Brief:
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
        id: Ref,
        mode: Literal["archive", "supersede", "delete"] = "archive",
        superseded_by: Annotated[
            Ref | None, Field(description="newer memory, for supersede")
        ] = None,
    ) -> Status:
        m = await memory.run(lambda mem: mem.forget(id, mode=mode, superseded_by=superseded_by))
        if m is None:
            return {"id": _norm(id), "status": "deleted"}
        return {"id": m.ref, "status": m.status}

    async def relate(
        src: Ref, dst: Ref, type: RelationType, weight: Annotated[float, Field(gt=0, le=1)] = 1.0
    ) -> Related:
        await memory.call("relate", src, dst, type, weight=weight)
        return {"src": _norm(src), "dst": _norm(dst), "type": type}

    async def pin(id: Ref) -> Status:
        m = await memory.run(lambda mem: mem.pin(id))
        return {"id": m.ref, "status": m.status, "pinned": m.pinned}

    async def unpin(id: Ref) -> Status:
        m = await memory.run(lambda mem: mem.unpin(id))
        return {"id": m.ref, "status": m.status, "pinned": m.pinned}

    async def decide(
        choice: Annotated[str, Field(description="what was decided")],
        rationale: str = "",
        alternatives: Annotated[list[str] | None, Field(description="options not taken")] = None,
        because: Annotated[
            list[Ref] | None, Field(description="ids of memories it rests on")
        ] = None,
        follows: Annotated[Ref | None, Field(description="id of the decision it continues")] = None,
        reverses: Annotated[Ref | None, Field(description="id of the decision it undoes")] = None,
        outcome: Annotated[str | None, Field(description="how it turned out, if known")] = None,
        title: str = "",
        tags: list[str] | None = None,
        importance: Importance = 3,
    ) -> Saved:
        more = {"outcome": outcome} if outcome is not None else {}
        r = await memory.call(
            "decide",
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
        out: dict[str, Any] = {"id": r.memory.ref, "action": r.action}
        if r.action != "stored":
            out["message"] = r.summary()
        if r.target:
            out["target"] = str(r.target)
        if r.previous is not None:
            out["previous"] = r.previous.content
        return out  # type: ignore[return-value]

    async def get_chain(id: Ref) -> Chain:
        return {"chain": [brief(m) for m in await memory.call("chain", id)]}

    async def list_memories(
        layer: Layer | None = None,
        tag: str | None = None,
        status: Literal["active", "archived", "superseded"] = "active",
        scope: Literal["project", "global"] | None = None,
        limit: Annotated[int, Field(ge=1, le=100)] = 20,
        offset: Annotated[int, Field(ge=0)] = 0,
    ) -> Listing:
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

    async def memory_stats() -> dict[str, Any]:
        return await memory.run(lambda mem: mem.stats())

    tools = [
        _tool(
            remember,
            "Save a lasting memory: a fact, an experience (error, fix, incident) or a "
            "decision. Restatements merge; a correction supersedes the old one (kept).",
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

    @asynccontextmanager
    async def lifespan(_server: MCPServer) -> AsyncIterator[LazyMemory]:
        try:
            yield memory
        finally:
            await memory.close()

    return _Server(
        SERVER_NAME,
        instructions=INSTRUCTIONS,
        version=_version(),
        tools=tools,
        lifespan=lifespan,
        log_level=_log_level(),
    )


def _version() -> str:
    from cognition.version import __version__

    return __version__


def _log_level() -> Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]:
    level = os.environ.get("COGNIMEM_LOG_LEVEL", "WARNING").upper()
    return level if level in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL") else "WARNING"  # type: ignore[return-value]


def main(cwd: str | None = None) -> None:
    """Serve on stdio until the client closes stdin. Logs go to stderr, one line each."""
    logging.basicConfig(
        stream=sys.stderr,
        level=_log_level(),
        format="%(asctime)s cognimem-server %(levelname)s %(name)s: %(message)s",
    )
    server = build_server(cwd)
    try:
        server.run("stdio")
    except KeyboardInterrupt:
        pass
    except Exception:
        log.exception("the cognimem MCP server stopped")
        sys.exit(1)


if __name__ == "__main__":
    main()
