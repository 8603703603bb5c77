"""The prompt hook's read of a team server (docs/team.md): one POST to /v1/surface, started on
a thread before the local recall and waited for within the hook's budget, so the round trip
overlaps the local work. Fails open: a server down, slow, or refusing the token gives no team
notes and one log line; the project's own notes still go out.

Stdlib only (http.client, imported on the thread): this runs in a fresh process per prompt.
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from typing import Any

MAX_ANSWER = 512 * 1024  # more than any top_k notes: a bigger answer is not ours


@dataclass(frozen=True, slots=True)
class TeamNote:
    """A team memory as /v1/surface returns it, shaped like the Memory the hook renders."""

    id: int
    layer: str
    title: str
    content: str
    created_at: float
    author: str | None = None

    @property
    def ref(self) -> str:
        return f"t{self.id}"  # team ids are another store's: never confused with the project's


@dataclass(frozen=True, slots=True)
class TeamHit:
    memory: TeamNote
    score: float


def surface_url(base: str) -> str:
    """The /v1/surface URL of a team server given as its base URL or its /mcp endpoint."""
    base = base.strip().rstrip("/")
    if base.endswith("/mcp"):
        base = base[: -len("/mcp")]
    return f"{base}/v1/surface"


def fetch(url: str, token: str, query: str, session: str | None, timeout_s: float) -> list[TeamHit]:
    """POST the query; the notes of the answer, best first. Raises on any failure."""
    import http.client
    from urllib.parse import urlsplit

    u = urlsplit(url)
    if u.scheme not in ("http", "https") or not u.hostname:
        raise ValueError(f"team.url must be an http(s) URL (got {url!r})")
    kind = http.client.HTTPSConnection if u.scheme == "https" else http.client.HTTPConnection
    conn = kind(u.hostname, u.port, timeout=timeout_s)
    try:
        body = json.dumps({"prompt": query, "session_id": session}).encode()
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
        conn.request("POST", u.path or "/", body, headers)
        resp = conn.getresponse()
        raw = resp.read(MAX_ANSWER + 1)
    finally:
        conn.close()
    if resp.status != 200:
        message = raw[:300].decode("utf-8", "replace")
        raise RuntimeError(f"team server answered {resp.status}: {message}")
    return [hit(n) for n in json.loads(raw)["notes"]]


def hit(n: dict[str, Any]) -> TeamHit:
    note = TeamNote(
        int(n["id"]),
        str(n["layer"]),
        str(n.get("title") or ""),
        str(n["content"]),
        float(n["created_at"]),
        n.get("author"),
    )
    return TeamHit(note, float(n["score"]))


class TeamRead:
    """One /v1/surface call on a daemon thread: a hook that stops waiting simply exits."""

    def __init__(self, url: str, token: str, query: str, session: str | None, timeout_ms: int):
        self.timeout_ms = timeout_ms
        self.started = time.perf_counter()
        self.hits: list[TeamHit] | None = None
        self.error: BaseException | None = None
        args = (surface_url(url), token, query, session, timeout_ms / 1000)
        self.thread = threading.Thread(target=self._run, args=args, daemon=True)
        self.thread.start()

    def _late(self) -> TimeoutError:
        return TimeoutError(f"no answer from the team server within {self.timeout_ms} ms")

    def _run(self, *args: Any) -> None:
        try:
            self.hits = fetch(*args)
        except TimeoutError:  # the socket's own timeout: the same event as wait() giving up
            self.error = self._late()
        except BaseException as exc:  # noqa: BLE001 - reported by wait(), never raised here
            self.error = exc

    def wait(self, remaining_ms: float) -> list[TeamHit]:
        """The team's notes if they came in time; else [] (and the reason raised)."""
        spent = (time.perf_counter() - self.started) * 1000
        self.thread.join(max(0.0, min(self.timeout_ms - spent, remaining_ms)) / 1000)
        if self.thread.is_alive():
            if remaining_ms < self.timeout_ms - spent:  # the hook's own budget ran out first
                raise TimeoutError(
                    f"no answer from the team server within the hook's remaining "
                    f"{remaining_ms:.0f} ms (team.timeout_ms is {self.timeout_ms})"
                )
            raise self._late()
        if self.error is not None:
            raise self.error
        return self.hits or []


def start(settings: Any, env: Any, query: str, session: str | None) -> TeamRead | None:
    """The team read for this prompt, started; None when no team server is configured."""
    team = settings.team
    if not team.url:
        return None
    token = env.get(team.token_env, "")
    if not token:
        raise LookupError(f"team.url is set but ${team.token_env} is empty: no team notes")
    return TeamRead(team.url, token, query, session, team.timeout_ms)


def merge(picks: list[tuple[str, Any]], hits: list[TeamHit]) -> list[tuple[str, Any]]:
    """Team and project notes in one ranking by their calibrated probability (both stores ran
    the same gated recall), the global store's after them as before."""
    project = [p for p in picks if p[0] == "project"] + [("team", h) for h in hits]
    project.sort(key=lambda p: -float(p[1].score))  # stable: ties keep the project's first
    return project + [p for p in picks if p[0] != "project"]
