"""The team server's ASGI app: the MCP server's streamable HTTP app behind bearer-token auth,
plus /v1/surface (the prompt hook's read) and /health. uvicorn runs it (server.py)."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import TYPE_CHECKING, Any

from cognition.mcp_server.access import CALLER_KEY
from cognition.team.store_access import StoreLocation, connect, run
from cognition.team.tokens import Caller, Refusal, bearer, verify_plan

if TYPE_CHECKING:
    from cognition.team.surface_endpoint import Surfacer

log = logging.getLogger("cognimem.team")
Scope = MutableMapping[str, Any]
ASGI = Callable[[Scope, Any, Any], Awaitable[None]]
LOOPBACK = ("127.0.0.1", "localhost", "::1")
OPEN_PATHS = ("/health",)  # answered without a token: a load balancer's probe


class TokenCheck:
    """Verifies bearer tokens against the store's token table (the SQLite file or the
    PostgreSQL database), on a connection of its own (an indexed lookup: the revocation of a
    token holds from the next request on). A failed check drops the connection: the next
    request opens a new one (a restarted database server does not refuse everyone forever)."""

    def __init__(self, store: StoreLocation, clock: Callable[[], float] = time.time) -> None:
        self.store, self.clock = store, clock
        self._conn: Any = None

    def verify(self, token: str | None) -> Caller | Refusal:
        if self._conn is None:
            self._conn = connect(self.store, now=self.clock())
        try:
            result: Caller | Refusal = run(self._conn, verify_plan(token, self.clock()))
        except Exception:
            self.close()
            raise
        return result

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


async def send_json(send: Any, status: int, body: dict[str, Any], headers: Any = ()) -> None:
    raw = json.dumps(body, ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(raw)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": raw})


def header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers") or ():
        if key.lower() == name:
            return str(value.decode("latin-1"))
    return None


class BearerAuth:
    """Refuses every request without a valid token (401, a sentence saying why); puts the
    Caller of an accepted one in the ASGI scope for the tools (cognition.mcp_server.access)."""

    def __init__(self, app: ASGI, check: TokenCheck) -> None:
        self.app, self.check = app, check

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan" or (
            scope["type"] == "http" and scope.get("path") in OPEN_PATHS
        ):
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":  # no websockets here: closed before any token is read
            await send({"type": "websocket.close", "code": 1008})
            return
        try:
            found = self.check.verify(bearer(header(scope, b"authorization")))
        except Exception as exc:  # noqa: BLE001 - a broken token table refuses, it never lets in
            log.error("token check failed: %s", exc)
            message = "the server could not check tokens; see its log"
            await send_json(send, 503, {"error": "unavailable", "message": message})
            return
        if isinstance(found, Refusal):
            log.info("refused %s %s: %s", scope.get("method"), scope.get("path"), found.reason)
            await send_json(
                send,
                401,
                {"error": "unauthorized", "message": found.reason},
                [(b"www-authenticate", b'Bearer realm="cognimem"')],
            )
            return
        scope[CALLER_KEY] = found
        await self.app(scope, receive, send)


def team_app(mcp_server: Any, surfacer: Surfacer, host: str) -> ASGI:
    """The whole app: the MCP endpoint at /mcp, /v1/surface, /health, all behind BearerAuth."""
    from starlette.requests import Request
    from starlette.responses import JSONResponse, Response

    @mcp_server.custom_route("/health", methods=["GET"])
    async def health(_request: Request) -> Response:
        return JSONResponse({"ok": True})

    @mcp_server.custom_route("/v1/surface", methods=["POST"])
    async def surface(request: Request) -> Response:
        status, body = await surfacer.respond(request)
        return JSONResponse(body, status_code=status)

    app = mcp_server.streamable_http_app(host=host)
    return BearerAuth(app, TokenCheck(surfacer.store))
