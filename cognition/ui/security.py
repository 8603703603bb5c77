"""What keeps the browser safe to run: a per-launch secret in the URL, a CSRF token on every
change, a strict Content-Security-Policy and a Host check (no DNS rebinding).

The launch token arrives once as `?token=`; the answer sets it as an HttpOnly, SameSite=Strict
cookie named after the port (two `cognimem ui` on different ports do not overwrite each
other), so links inside the app need not carry it. Anything without a valid token gets 403.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self' data:; script-src 'none'; "
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),  # no-referrer would make form POSTs say Origin: null
    (b"cache-control", b"no-store"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
]
REFUSED = (
    b"refused: this page needs the secret token of the running `cognimem ui`.\n"
    b"Open the URL it printed (http://127.0.0.1:PORT/?token=...).\n"
)


@dataclass(frozen=True, slots=True)
class Secrets:
    """The per-launch token (in the URL) and CSRF token (in every form)."""

    token: str = field(default_factory=lambda: secrets.token_urlsafe(32))
    csrf: str = field(default_factory=lambda: secrets.token_urlsafe(32))

    def token_ok(self, given: str | None) -> bool:
        return bool(given) and secrets.compare_digest(str(given), self.token)

    def csrf_ok(self, given: str | None) -> bool:
        return bool(given) and secrets.compare_digest(str(given), self.csrf)


def cookie_name(port: int) -> str:
    return f"cognimem_ui_{port}"


def allowed_hosts(port: int) -> frozenset[str]:
    return frozenset({f"127.0.0.1:{port}", f"localhost:{port}"})


class Guard:
    """ASGI middleware: Host check, token check, security headers on every answer."""

    def __init__(self, app: Any, secrets_: Secrets, port_of: Any) -> None:
        self.app, self.secrets, self.port_of = app, secrets_, port_of

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        port = self.port_of(scope)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        if headers.get("host", "") not in allowed_hosts(port):
            await _plain(send, 403, b"refused: unknown Host header (only 127.0.0.1 is served)\n")
            return
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        from_url = (query.get("token") or [None])[0]
        cookies = SimpleCookie()
        try:
            cookies.load(headers.get("cookie", ""))
        except Exception:  # noqa: BLE001 - a malformed cookie header is just no cookie
            cookies = SimpleCookie()
        jar = cookies.get(cookie_name(port))
        if not (
            self.secrets.token_ok(from_url) or self.secrets.token_ok(jar.value if jar else None)
        ):
            await _plain(send, 403, REFUSED)
            return
        set_cookie = self.secrets.token_ok(from_url)

        async def send_with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                extra = list(HEADERS)
                if set_cookie:
                    extra.append(
                        (
                            b"set-cookie",
                            (
                                f"{cookie_name(port)}={self.secrets.token}; Path=/; HttpOnly; "
                                f"SameSite=Strict"
                            ).encode(),
                        )
                    )
                message = {**message, "headers": list(message.get("headers", [])) + extra}
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def _plain(send: Any, status: int, body: bytes) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"text/plain; charset=utf-8"), *HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": body})
