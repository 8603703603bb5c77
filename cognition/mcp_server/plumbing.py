"""Tool plumbing: argument errors in one line per field, text arguments kept as sent, and JSON
schemas stripped of what costs tokens and says nothing."""

from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import FuncMetadata
from mcp_types import ToolAnnotations
from pydantic import ValidationError

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
    """A Tool whose argument errors read as one short line per field, and which, on a team
    server, runs only for a token allowed to and records its person as the author."""

    async def run(
        self, arguments: dict[str, Any], context: Any, convert_result: bool = False
    ) -> Any:
        from cognition.mcp_server.access import as_caller

        try:
            with as_caller(self.name, self.annotations, arguments, context):
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
