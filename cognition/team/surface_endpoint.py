"""POST /v1/surface: the prompt hook's read of the team store, one round trip.

Body {"prompt": text, "session_id": optional}; answer {"notes": [...]}, best first: the same
gated recall the local prompt hook runs on its own stores (cognition.claude_code.hooks.prompt),
on the team store, so the scores are calibrated probabilities the hook can rank together with
its project's. What it returns is recorded as surfaced in the caller's session, so a session is
not shown the same team note on every prompt.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from pathlib import Path
from typing import Any

from cognition.team.store_access import PgConnections, StoreLocation, is_pg_connection, run

MAX_BODY = 256 * 1024  # a prompt's query is cut to 4 KB anyway (hooks.prompt.query_text)


class Surfacer:
    """Answers /v1/surface from the project store: the SQLite file (opened per request, as the
    local prompt hook opens it) or the PostgreSQL database (connections kept and reused)."""

    def __init__(self, root: Path, store: StoreLocation) -> None:
        self.root, self.store = root, store
        self.pool = PgConnections(store) if store.is_pg else None

    async def respond(self, request: Any) -> tuple[int, dict[str, Any]]:
        """(HTTP status, JSON body) for one /v1/surface request (BearerAuth has let it in)."""
        raw = await request.body()
        if len(raw) > MAX_BODY:
            return 413, {"error": "too_large", "message": f"the body is over {MAX_BODY} bytes"}
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            return 400, {"error": "bad_request", "message": "the body is not JSON"}
        prompt = body.get("prompt") if isinstance(body, dict) else None
        if not isinstance(prompt, str):
            return 400, {"error": "bad_request", "message": 'send {"prompt": "<text>"}'}
        session = body.get("session_id")
        session = session if isinstance(session, str) and session else None
        notes = await asyncio.to_thread(self.notes, prompt, session, time.time())
        return 200, {"notes": notes}

    def notes(self, prompt: str, session: str | None, now: float) -> list[dict[str, Any]]:
        """The team store's gated recall for a prompt, best first, at most hook.top_k notes."""
        from cognition.claude_code.hooks.prompt import query_text
        from cognition.config import Settings
        from surface.context import is_trivial_prompt

        query = query_text(prompt)
        if is_trivial_prompt(query) or not self.store.exists():
            return []
        settings = Settings.load(self.root)
        if self.pool is None:
            from layers.connection import open_store

            assert isinstance(self.store.where, Path)
            budget = settings.hook.time_budget_ms
            conn = open_store(self.store.where, busy_ms=budget, keep_backup=False)
            try:
                found = surface_on(conn, query, settings, session, now)
            finally:
                conn.close()
            return [note(s) for s in found]
        conn = self.pool.take()
        broken = True
        try:
            found = surface_on(conn, query, settings, session, now)
            broken = False
        finally:
            self.pool.give_back(conn, broken=broken)
        return [note(s) for s in found]

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()


def surface_on(conn: Any, query: str, settings: Any, session: str | None, now: float) -> list[Any]:
    """Gated recall on an open connection; what it returns is recorded as surfaced."""
    from cognition.claude_code.hooks import Ctx
    from cognition.claude_code.hooks.prompt import store_plan
    from layers import queries

    ctx = Ctx("team-surface", os.environ, started=time.perf_counter())
    ctx.budget_ms = settings.hook.time_budget_ms
    found: list[Any] = run(conn, store_plan(query, settings, now, session, ctx))
    found = found[: settings.hook.top_k]
    if found and session:
        rows = [
            (s.memory.id, "surfaced", now, session, {"via": "team", "score": round(s.score, 4)})
            for s in found
        ]
        try:
            record(conn, queries.add_events(rows), ctx)
        except Exception as exc:  # noqa: BLE001 - the notes still go out
            ctx.error(f"team surfaced events not recorded: {exc}")
    return found


def record(conn: Any, plan: Any, ctx: Any) -> None:
    """One write attempt, within what is left of the budget (as the local hook's write_once)."""
    if is_pg_connection(conn):
        conn.busy_ms = max(0, int(ctx.remaining_ms()))  # wait for the write lock no longer
        run(conn, plan, write=True, attempts=1)
        return
    from cognition.claude_code.hooks import write_once

    write_once(conn, plan, ctx)


def note(s: Any) -> dict[str, Any]:
    m = s.memory
    return {
        "id": m.id,
        "layer": m.layer,
        "title": m.title,
        "content": m.content,
        "created_at": m.created_at,
        "score": round(float(s.score), 6),
        "author": m.author,
    }


def warm(surfacer: Surfacer) -> None:
    """Pay the first read's imports (~0.5 s) at start-up, not in a prompt hook's budget."""
    import logging

    try:
        import surface.recall  # noqa: F401 - imported for its side effect: loaded once
        from cognition.claude_code.hooks import prompt  # noqa: F401

        surfacer.notes("warm up the recall path", None, time.time())
    except Exception as exc:  # noqa: BLE001 - a cold first read is slower, nothing worse
        logging.getLogger("cognimem.team").warning("warm-up skipped: %s", exc)
