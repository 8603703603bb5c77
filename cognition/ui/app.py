"""The starlette app: routes, the open MemorySystem, actions behind POST + CSRF."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from cognition.ui import pages
from cognition.ui.data import Browser, Filters
from cognition.ui.html import url
from cognition.ui.security import Guard, Secrets
from layers.errors import CognimemError, InvalidInput, NotFound

ACTIONS = ("pin", "unpin", "forget", "restore")
DONE = {
    "pin": "pinned",
    "unpin": "unpinned",
    "forget": "archived (restore brings it back)",
    "restore": "restored: active again, its grace window starts over",
}
MAX_FORM_BYTES = 4096


def _back(request: Request) -> str:
    """Where to go after an action: a local path only (never another site)."""
    return request.url.path + (f"?{request.url.query}" if request.url.query else "")


def _safe_next(value: Any) -> str:
    text = str(value or "/")
    parts = urlsplit(text)
    if (
        parts.scheme
        or parts.netloc
        or not text.startswith("/")
        or text.startswith("//")
        or "\\" in text
    ):
        return "/"
    return text


def _with_notice(path: str, message: str) -> str:
    base, _, frag = path.partition("#")
    sep = "&" if "?" in base else "?"
    return base + sep + url("", done=message).lstrip("?") + (f"#{frag}" if frag else "")


@dataclass(frozen=True, slots=True)
class _Pages:
    """The route handlers over one Browser; actions are checked against the CSRF token."""

    browser: Browser
    secrets: Secrets

    async def render(
        self, request: Request, title: str, body: Any, active: str = "", status: int = 200
    ) -> HTMLResponse:
        note = request.query_params.get("done")
        counts = await self.browser.counts()
        return HTMLResponse(
            pages.layout(title, pages.notice(note) + body, counts, active), status_code=status
        )

    async def failed(self, request: Request, exc: Exception) -> HTMLResponse:
        status = 404 if isinstance(exc, NotFound) else 400 if isinstance(exc, InvalidInput) else 500
        return await self.render(request, "error", pages.error_page(str(exc)), status=status)

    async def memories(self, request: Request) -> Response:
        try:
            f = Filters.parse(request.query_params)
            listing = await self.browser.listing(f)
        except CognimemError as exc:
            return await self.failed(request, exc)
        title = f"search: {f.q}" if f.q else "memories"
        return await self.render(
            request, title, pages.memories_page(listing, f, self.secrets.csrf, _back(request)), "/"
        )

    async def memory(self, request: Request) -> Response:
        ref = request.path_params["ref"]
        try:
            depth = int(request.query_params.get("depth", "1"))
            if not 1 <= depth <= 3:
                raise ValueError
        except ValueError:
            return await self.failed(request, InvalidInput("depth must be 1, 2 or 3"))
        try:
            d = await self.browser.detail(ref, depth)
        except CognimemError as exc:
            return await self.failed(request, exc)
        return await self.render(
            request,
            f"#{d.memory.ref}",
            pages.memory_page(d, self.secrets.csrf, depth, _back(request)),
        )

    async def decisions(self, request: Request) -> Response:
        page = request.query_params.get("page", "1")
        if not page.isdigit() or int(page) < 1:
            return await self.failed(
                request, InvalidInput(f"page must be a number from 1 (got {page!r})")
            )
        try:
            chains, pages_ = await self.browser.chains(int(page))
        except CognimemError as exc:
            return await self.failed(request, exc)
        return await self.render(
            request, "decisions", pages.chains_page(chains, int(page), pages_), "/decisions"
        )

    async def forecast(self, request: Request) -> Response:
        ahead = request.query_params.get("ahead", "0")
        if not ahead.isdigit() or int(ahead) > 3650:
            return await self.failed(
                request, InvalidInput(f"ahead must be a number of days, 0 to 3650 (got {ahead!r})")
            )
        try:
            stores = await self.browser.forecast(int(ahead))
        except CognimemError as exc:
            return await self.failed(request, exc)
        return await self.render(
            request,
            "forgetting forecast",
            pages.forecast_page(stores, int(ahead), self.secrets.csrf, _back(request)),
            "/forecast",
        )

    async def act(self, request: Request) -> Response:
        action, ref = request.path_params["action"], request.path_params["ref"]
        if int(request.headers.get("content-length") or 0) > MAX_FORM_BYTES:
            return PlainTextResponse("refused: form too large\n", status_code=413)
        form = await request.form()
        if not self.secrets.csrf_ok(token if isinstance(token := form.get("csrf"), str) else None):
            return PlainTextResponse(
                "refused: missing or wrong CSRF token; reload the page and try again\n",
                status_code=403,
            )
        origin = request.headers.get("origin")
        if origin is not None and origin not in (f"http://{request.headers.get('host')}",):
            return PlainTextResponse("refused: cross-origin request\n", status_code=403)
        if action not in ACTIONS:
            return PlainTextResponse(f"unknown action {action!r}\n", status_code=404)
        back = _safe_next(form.get("next"))
        try:
            m = await self.browser.act(action, ref)
        except CognimemError as exc:
            return await self.failed(request, exc)
        label = f"#{m.ref}" if m is not None else f"#{ref}"
        return RedirectResponse(_with_notice(back, f"{label} {DONE[action]}"), status_code=303)

    async def static(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name != "style.css":
            return PlainTextResponse("not found\n", status_code=404)
        css = resources.files("cognition.ui").joinpath("static/style.css").read_bytes()
        return Response(css, media_type="text/css")


def build_app(mem: Any, secrets_: Secrets | None = None, *, own_memory: bool = True) -> Any:
    """The ASGI app over an (unopened) MemorySystem; wrapped in the token guard."""
    secrets_ = secrets_ or Secrets()
    h = _Pages(Browser(mem), secrets_)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if own_memory:
            await mem.open()
        try:
            yield
        finally:
            if own_memory:
                await mem.close()

    routes = [
        Route("/", h.memories),
        Route("/m/{ref}", h.memory),
        Route("/m/{ref}/{action}", h.act, methods=["POST"]),
        Route("/decisions", h.decisions),
        Route("/forecast", h.forecast),
        Route("/static/{name}", h.static),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    return Guard(app, secrets_, lambda scope: (scope.get("server") or ("", 0))[1])
