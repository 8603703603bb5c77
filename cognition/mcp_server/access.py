"""Who may call which tool on a team server, and whose name a write records.

The HTTP app (cognition.team.http_app) authenticates every request and leaves the caller in
the ASGI scope; the SDK hands the tool the Starlette request it came in. On stdio there is no
request: the local user may do anything and writes record no author (docs/team.md).

Scopes: read tokens call the read-only tools; write tokens also remember, decide, update,
relate, pin, give feedback and archive or supersede (all reversible); deleting a memory for
good needs an admin token. The team store keeps project memories: global ones are personal.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError

CALLER_KEY = "cognimem.caller"  # the ASGI scope key the HTTP app stores the Caller under


def caller_of(context: Any) -> Any:
    """The Caller of an HTTP request, or None for a local (stdio) one."""
    try:
        request = context.request_context.request
    except (AttributeError, ValueError):
        return None
    if request is None:
        return None
    scope = getattr(request, "scope", None) or {}
    caller = scope.get(CALLER_KEY)
    if caller is None:
        raise ToolError("unauthenticated request: the team server needs a bearer token")
    return caller


def needed_scope(tool: str, annotations: Any, arguments: dict[str, Any]) -> str:
    if tool == "forget" and arguments.get("mode") == "delete":
        return "admin"
    if annotations is not None and annotations.read_only_hint:
        return "read"
    return "write"


def _global_refs(arguments: dict[str, Any]) -> bool:
    values = [v for k, v in arguments.items() if k in ("id", "src", "dst", "superseded_by")]
    values += list(arguments.get("because") or ()) + [arguments.get("follows")]
    values += [arguments.get("reverses")]
    return any(isinstance(v, str) and v.strip().lower().startswith("g") for v in values)


@contextmanager
def as_caller(
    tool: str, annotations: Any, arguments: dict[str, Any], context: Any
) -> Iterator[None]:
    """Refuse what the caller's token may not do; else run with its person as the author."""
    caller = caller_of(context)
    if caller is None:
        yield
        return
    needed = needed_scope(tool, annotations, arguments)
    if not caller.may(needed):
        kind = "read-only token" if caller.scope == "read" else f"{caller.scope} token"
        article = "an" if needed == "admin" else "a"
        raise ToolError(
            f"{tool} refused: {caller.name} has a {kind}; {tool}"
            f"{' with mode=delete' if needed == 'admin' else ''} needs {article} {needed} token"
        )
    if arguments.get("scope") == "global" or _global_refs(arguments):
        raise ToolError(
            "the team server keeps the team's project memories; global ones are personal "
            "(use scope=project, or your local cognimem for personal preferences)"
        )
    from cognition.memory.author import AUTHOR

    token = AUTHOR.set(caller.name)
    try:
        yield
    finally:
        AUTHOR.reset(token)
