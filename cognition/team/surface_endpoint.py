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

MAX_BODY = 256 * 1024  # a prompt's query is cut to 4 KB anyway (hooks.prompt.query_text)


async def surface_response(
    request: Any, root: Path, store_path: Path
) -> tuple[int, dict[str, Any]]:
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
    notes = await asyncio.to_thread(surface_notes, root, store_path, prompt, session, time.time())
    return 200, {"notes": notes}


def surface_notes(
    root: Path, store_path: Path, prompt: str, session: str | None, now: float
) -> list[dict[str, Any]]:
    """The team store's gated recall for a prompt, best first, at most hook.top_k notes."""
    from cognition.claude_code.hooks import Ctx, write_once
    from cognition.claude_code.hooks.prompt import query_text, store_plan
    from cognition.config import Settings
    from layers import queries
    from layers.connection import open_store
    from layers.plan import run
    from surface.context import is_trivial_prompt

    query = query_text(prompt)
    if is_trivial_prompt(query) or not store_path.is_file():
        return []
    settings = Settings.load(root)
    ctx = Ctx("team-surface", os.environ, started=time.perf_counter())
    ctx.budget_ms = settings.hook.time_budget_ms
    conn = open_store(store_path, busy_ms=settings.hook.time_budget_ms, keep_backup=False)
    try:
        found = run(conn, store_plan(query, settings, now, session, ctx))[: settings.hook.top_k]
        if found and session:
            rows = [
                (s.memory.id, "surfaced", now, session, {"via": "team", "score": round(s.score, 4)})
                for s in found
            ]
            try:
                write_once(conn, queries.add_events(rows), ctx)
            except Exception as exc:  # noqa: BLE001 - the notes still go out
                ctx.error(f"team surfaced events not recorded: {exc}")
    finally:
        conn.close()
    return [note(s) for s in found]


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


def warm(root: Path, store_path: Path) -> None:
    """Pay the first read's imports (~0.5 s) at start-up, not in a prompt hook's budget."""
    import logging

    try:
        import surface.recall  # noqa: F401 - imported for its side effect: loaded once
        from cognition.claude_code.hooks import prompt  # noqa: F401

        surface_notes(root, store_path, "warm up the recall path", None, time.time())
    except Exception as exc:  # noqa: BLE001 - a cold first read is slower, nothing worse
        logging.getLogger("cognimem.team").warning("warm-up skipped: %s", exc)
