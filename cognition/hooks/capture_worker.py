"""The detached capture worker: transcript -> memory candidates -> the normal write path.

    python -m cognition.hooks.capture_worker --transcript T --session S --cwd C --event E

Exactly once per transcript line: the project store's meta key `captured:<session id>` holds
how many complete lines were already processed. A worker claims the new lines [old, n) by
moving the marker inside one write transaction (BEGIN IMMEDIATE), so PreCompact followed by
SessionEnd, or two workers at once, never store the same turns twice. Candidates come from
cognition.capture's heuristics, or from the configured LLM (backend anthropic / claude-cli)
with the heuristics as fallback; each goes through `remember(source="hook")`, which dedups and
merges like any other write. The outcome (or the failure) is one line in hooks.log.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cognition.hooks import DISABLE_ENV, log_line

MARKER_PREFIX = "captured:"
LLM_TRANSCRIPT_CHARS = 60_000  # the newest part of the conversation the LLM reads
LLM_SYSTEM = (
    "You extract long-term memories for a coding assistant from a conversation transcript. "
    "Answer with a JSON array only, no prose. Each element: {\"layer\": \"fact\"|\"experience\"|"
    "\"decision\", \"title\": short, \"content\": one self-contained sentence or two, \"tags\": "
    "[...], \"importance\": 1-5, \"valence\": -1..1, \"intensity\": 0..1, \"kind\": one of "
    "decision, convention, preference, error_fix, incident, todo, note, \"scope\": \"project\" or "
    "\"global\" (global only for the user's cross-project preferences), and for decisions "
    "\"rationale\" and \"alternatives\". Keep only what will matter in a later session: decisions "
    "and their reasons, conventions, fixes and root causes, incidents, open todos, preferences. "
    "Never include secrets. An empty array is a fine answer."
)


def complete_lines(path: Path) -> list[str]:
    """The transcript's lines that end in a newline (a half-written last line waits)."""
    with open(path, encoding="utf-8", errors="replace", newline="") as fh:
        lines = fh.readlines()
    if lines and not lines[-1].endswith("\n"):
        lines.pop()
    return lines


def claim_plan(key: str, n: int) -> Any:
    """Move the marker to n; returns the old value, or None when there is nothing new."""
    from layers import queries

    raw = yield from queries.get_meta(key)
    old = int(raw) if raw and raw.isdigit() else 0
    if old >= n:
        return None
    yield from queries.set_meta(key, str(n))
    return old


def release_plan(key: str, old: int, n: int) -> Any:
    """Undo a claim that stored nothing, unless another worker has moved the marker since."""
    from layers import queries

    if (yield from queries.get_meta(key)) == str(n):
        yield from queries.set_meta(key, str(old))


def _clip(value: Any, lo: float, hi: float, default: float) -> float:
    try:
        return max(lo, min(hi, float(value)))
    except (TypeError, ValueError):
        return default


def _candidate(item: Any) -> Any:
    """A Candidate from one LLM answer element, or None when it does not fit."""
    from cognition.capture import Candidate
    from cognition.redact import redact

    if not isinstance(item, dict) or item.get("layer") not in ("fact", "experience", "decision"):
        return None
    content = item.get("content")
    if not isinstance(content, str) or not content.strip():
        return None
    title = item.get("title") if isinstance(item.get("title"), str) else ""
    tags = [t for t in item.get("tags") or [] if isinstance(t, str)][:10]
    kind = item.get("kind") if isinstance(item.get("kind"), str) else "note"
    extra = {k: item[k] for k in ("rationale", "alternatives") if isinstance(item.get(k), str | list)}
    try:
        importance = max(1, min(5, int(item.get("importance", 3))))
    except (TypeError, ValueError):
        importance = 3
    return Candidate(
        layer=item["layer"], title=redact(title[:200]).text, content=redact(content[:4000]).text,
        tags=tags, importance=importance, valence=_clip(item.get("valence"), -1, 1, 0.0),
        intensity=_clip(item.get("intensity"), 0, 1, 0.0), salience=0.0, kind=kind,
        source_turn="", scope="global" if item.get("scope") == "global" else "project",
        extra=json.loads(redact(json.dumps(extra)).text) if extra else {})


def llm_candidates(turns: Sequence[Any], settings: Any) -> list[Any] | None:
    """Candidates from the configured LLM, or None (no LLM configured or available)."""
    if str(settings.llm.backend).strip().lower() not in ("anthropic", "claude-cli"):
        return None
    try:
        from cognition.llm import make_llm
    except ImportError:
        return None
    llm = make_llm(settings.llm)
    if llm is None:
        return None
    text = "\n\n".join(f"{t.role.upper()}: {t.text}" for t in turns)[-LLM_TRANSCRIPT_CHARS:]
    answer = llm.complete(f"Transcript:\n\n{text}", system=LLM_SYSTEM, max_tokens=2000)
    start, end = answer.find("["), answer.rfind("]")
    if start < 0 or end < start:
        raise ValueError(f"the LLM answer holds no JSON array: {answer[:120]!r}")
    items = json.loads(answer[start:end + 1])
    if not isinstance(items, list):
        raise ValueError("the LLM answer is not a JSON array")
    return [c for c in map(_candidate, items) if c is not None]


def candidates(turns: Sequence[Any], settings: Any, event: str) -> tuple[list[Any], str]:
    from cognition.capture import extract_candidates

    try:
        found = llm_candidates(turns, settings)
        if found is not None:
            return found, "llm"
    except Exception as exc:  # noqa: BLE001 - any LLM trouble: the heuristics still run
        log_line(event, f"LLM extraction failed ({type(exc).__name__}: {exc}); heuristics used")
    return extract_candidates(turns), "heuristics"


async def store_all(cwd: str, found: Sequence[Any], session: str, env: dict[str, str],
                    counts: dict[str, int]) -> None:
    """remember() each candidate; `counts` tallies the actions as they happen."""
    from cognition.api import open_memory

    async with open_memory(cwd, env=env) as mem:
        for c in found:
            r = await mem.remember(
                c.content, layer=c.layer, title=c.title, tags=c.tags, importance=c.importance,
                valence=c.valence, intensity=c.intensity, scope=c.scope, source="hook",
                session_id=session, extra={"kind": c.kind, **c.extra})
            counts[r.action] = counts.get(r.action, 0) + 1


def capture(transcript: Path, session: str, cwd: str, event: str, env: dict[str, str]) -> str:
    from cognition.capture import read_transcript
    from cognition.config import Settings
    from layers.connection import connect_sync
    from layers.location import project_root, project_store_path
    from layers.plan import run

    lines = complete_lines(transcript)
    root = project_root(cwd, env)
    settings = Settings.load(root, env=env)
    key = MARKER_PREFIX + session
    store = project_store_path(root)
    if not store.exists() and str(settings.llm.backend).lower() in ("none", "fake"):
        # A user-level install runs in every folder: no store is created for nothing.
        from cognition.capture import extract_candidates

        if not extract_candidates(read_transcript(lines)):
            return f"session {session}: nothing to capture in {len(lines)} lines (no store created)"
    conn = connect_sync(store, migrate_now=time.time())
    try:
        old = run(conn, claim_plan(key, len(lines)), write=True)
        if old is None:
            return f"session {session}: nothing new in {len(lines)} lines"
        counts: dict[str, int] = {}
        try:
            turns = read_transcript(lines[old:])
            found, how = candidates(turns, settings, event)
            asyncio.run(store_all(cwd, found, session, env, counts))
        except BaseException:
            if not counts:  # nothing stored yet: a later run may retry these lines
                run(conn, release_plan(key, old, len(lines)), write=True)
            raise
    finally:
        conn.close()
    summary = ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) or "nothing kept"
    return (f"session {session}: lines {old}-{len(lines)}, {len(turns)} turns, "
            f"{len(found)} candidates ({how}): {summary}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cognimem-capture-worker")
    parser.add_argument("--transcript", required=True, type=Path)
    parser.add_argument("--session", required=True)
    parser.add_argument("--cwd", required=True)
    parser.add_argument("--event", default="capture")
    args = parser.parse_args(argv)
    # Our own LLM calls (claude -p) must not run these hooks again.
    os.environ[DISABLE_ENV] = "1"
    env = dict(os.environ)
    try:
        log_line(args.event, capture(args.transcript, args.session, args.cwd, args.event, env), env)
    except BaseException as exc:  # noqa: BLE001 - detached: the log is the only witness
        log_line(args.event, f"error: capture failed: {type(exc).__name__}: {exc}", env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
