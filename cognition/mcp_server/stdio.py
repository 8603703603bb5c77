"""The stdio transport, answering every request, readable or not."""

import logging
from typing import Any

from mcp.server.mcpserver import MCPServer
from pydantic import ValidationError

log = logging.getLogger("cognimem.server")

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


class AnsweringServer(MCPServer):
    """MCPServer whose stdio transport answers every request, readable or not."""

    async def run_stdio_async(self) -> None:
        from mcp.server.stdio import stdio_server

        async with stdio_server() as (read_stream, write_stream):
            await self._lowlevel_server.run(
                _AnsweringReadStream(read_stream, write_stream),
                write_stream,
                self._lowlevel_server.create_initialization_options(),
            )
