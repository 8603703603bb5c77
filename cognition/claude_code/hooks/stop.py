"""Stop: reinforce the memories the answer actually used (docs/memory-model.md, "Use, not exposure").

A memory surfaced in this session (a `surfaced` event with this session id) counts as used when
the last assistant message cites it ([#12], #12, #g3) or closely restates it. Each such memory
gets one activation (credit_use) and a `used` event {"via": "cited"}. Surfaced-and-ignored
memories get nothing. Prints nothing; ignored while stop_hook_active (a Stop hook loop).
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from cognition.claude_code.hooks import (
    Ctx,
    payload_cwd,
    project_store,
    store_connection,
    surfaced_in_session,
    text_field,
    write_once,
)

_CITE = re.compile(r"(?<![\w#])#(g?)(\d{1,12})\b")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_WORD = re.compile(r"\w+")
RESTATE_JACCARD = 0.6  # token Jaccard of a sentence (or the answer) against the memory
DISTINCT_SHARE = 0.75  # share of the memory's distinctive terms the answer must contain
DISTINCT_MIN = 4  # fewer distinctive terms than this is too little to call a restatement
MAX_MESSAGE_CHARS = 200_000
STOP_BUDGET_MS = 2000  # the whole hook, lock waits included (it runs once the answer is out)


def cited(message: str) -> set[tuple[str, int]]:
    """(scope, id) pairs the message cites by ref."""
    return {("global" if g else "project", int(n)) for g, n in _CITE.findall(message)}


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


class Answer:
    """The answer's word sets and stems, computed once for every surfaced memory."""

    def __init__(self, message: str) -> None:
        from cognition.claude_code.hooks.prompt import stems_of

        units = [message, *_SENTENCE.split(message)]
        self.units = [w for w in (set(_WORD.findall(u.casefold())) for u in units) if w]
        self.stems = stems_of(message)


def restates(answer: Answer, m: Any) -> bool:
    """True when a sentence (or the whole answer) is a close paraphrase of the memory, or the
    answer contains most of the memory's distinctive terms."""
    from cognition.claude_code.hooks.prompt import matched_terms, stem
    from surface.query import terms

    body = f"{m.title} {m.content}" if m.title and not m.content.startswith(m.title) else m.content
    mem_words = set(_WORD.findall(body.casefold()))
    if any(_jaccard(mem_words, unit) >= RESTATE_JACCARD for unit in answer.units):
        return True
    distinct = sorted({stem(t) for t in terms(body, limit=64) if len(t) >= 3})
    if len(distinct) < DISTINCT_MIN:
        return False
    return matched_terms(distinct, answer.stems) >= DISTINCT_SHARE * len(distinct)


def _credit_plan(ids: list[int], now: float, session: str, digest: str) -> Any:
    """One activation and one `used` event per id, unless this very answer was credited."""
    from layers import hook_queries, queries

    done = []
    for i in ids:
        if (yield from hook_queries.credited_for(i, session, digest)):
            continue  # Stop fired twice for one answer
        yield from queries.credit_use(i, now)
        yield from queries.add_event(i, "used", now, session, {"via": "cited", "answer": digest})
        done.append(i)
    return done


def handle(payload: dict[str, Any], ctx: Ctx) -> None:
    if payload.get("stop_hook_active") is True:
        return None
    message = text_field(payload, "last_assistant_message")
    session = text_field(payload, "session_id")
    if not message or not session:
        return None
    message = message[:MAX_MESSAGE_CHARS]
    from cognition.config import ConfigError, Settings
    from layers import queries
    from layers.location import global_store_path, project_root
    from layers.plan import run

    root = project_root(payload_cwd(payload), ctx.env)
    try:
        settings = Settings.load(root, env=dict(ctx.env))
    except ConfigError as exc:  # the prompt and session-start hooks tell the user; credit still
        ctx.error(f"settings ignored: {exc}")
        settings = None
    project = project_store(root, settings)
    # Never less than the prompt hook's budget: a user who gave that one more time (a slow
    # disk, a remote team database) gives it to this one too.
    ctx.budget_ms = max(STOP_BUDGET_MS, settings.hook.time_budget_ms if settings else 0.0)
    refs = cited(message)
    digest = hashlib.sha256(message.encode("utf-8", "replace")).hexdigest()[:16]
    now = ctx.now()
    answer: Answer | None = None
    for scope, path in (
        ("project", project),
        ("global", global_store_path(dict(ctx.env))),
    ):
        try:
            conn = store_connection(path, ctx)
        except Exception as exc:  # noqa: BLE001 - fail open per store
            ctx.error(f"{scope} store skipped: {type(exc).__name__}: {exc}")
            continue
        if conn is None:
            continue
        try:
            surfaced = run(conn, surfaced_in_session(session))
            if not surfaced:
                continue
            memories = run(conn, queries.get_memories(sorted(surfaced)))
            answer = answer or Answer(message)
            # A statement superseded (or forgotten) since it was shown is not reinforced by an
            # answer that repeats it: the wrong fact must not keep itself alive.
            used = [
                i
                for i, m in sorted(memories.items())
                if m.status == "active" and ((scope, i) in refs or restates(answer, m))
            ]
            if used and not ctx.dry_run:
                write_once(conn, _credit_plan(used, now, session, digest), ctx)
        except Exception as exc:  # noqa: BLE001 - fail open per store
            ctx.error(f"{scope} store: {type(exc).__name__}: {exc}")
        finally:
            conn.close()
    return None
