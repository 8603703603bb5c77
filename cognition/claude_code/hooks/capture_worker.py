"""The detached capture worker: transcript -> memory candidates -> the normal write path.

    python -m cognition.claude_code.hooks.capture_worker --transcript T --session S --cwd C --event E

Exactly once per transcript line, and no lesson lost to a kill: the project store's meta key
`captured:<session id>` counts the lines already claimed (layers.capture_journal). A worker
reads the new lines in a bounded window, extracts candidates, then claims the lines and files
the candidates in a journal in ONE transaction; each journalled candidate is then stored
through `remember(source="hook")` (which dedups and merges like any other write) and ticked
off the journal in the same transaction as its memory. A worker killed at any point leaves
either nothing claimed or journal entries, which the next worker (of any session) stores
first. Candidates come from cognition.capture.candidates's heuristics, or from the configured LLM
(backend anthropic / claude-cli) with the heuristics as fallback. The outcome (or the
failure) is one line in hooks.log.
"""

from __future__ import annotations

import argparse
import asyncio
import faulthandler
import json
import os
import signal
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cognition.claude_code.hooks import DISABLE_ENV, log_line, project_of

LLM_TRANSCRIPT_CHARS = 60_000  # the newest part of the conversation the LLM reads
LLM_SYSTEM = (
    "You extract long-term memories for a coding assistant from a conversation transcript. "
    'Answer with a JSON array only, no prose. Each element: {"layer": "fact"|"experience"|'
    '"decision", "title": short, "content": one self-contained sentence or two, "tags": '
    '[...], "importance": 1-5, "valence": -1..1, "intensity": 0..1, "kind": one of '
    'decision, convention, preference, error_fix, incident, todo, note, "scope": "project" or '
    '"global" (global only for the user\'s cross-project preferences), and for decisions '
    '"rationale" and "alternatives". Keep only what will matter in a later session: decisions '
    "and their reasons, conventions, fixes and root causes, incidents, open todos, preferences. "
    "Never include secrets. An empty array is a fine answer."
)


KILL_ENV = "COGNIMEM_TEST_KILL_AT"  # tests: the worker kill -9s itself at this point
MAX_WINDOWS = 1000  # 16 GB of transcript per run at most; the rest waits for the next run


def _stop_here(point: str, n: int = 0) -> None:
    """For crash tests: `COGNIMEM_TEST_KILL_AT=<point>` or `<point>:<n>` kills the worker here."""
    want = os.environ.get(KILL_ENV)
    if want and want in (point, f"{point}:{n}"):
        os.kill(os.getpid(), signal.SIGKILL)


def _clip(value: Any, lo: float, hi: float, default: float) -> float:
    try:
        return max(lo, min(hi, float(value)))
    except (TypeError, ValueError):
        return default


def _candidate(item: Any) -> Any:
    """A Candidate from one LLM answer element, or None when it does not fit."""
    from cognition.capture.candidates import Candidate
    from cognition.redact import redact

    if not isinstance(item, dict) or item.get("layer") not in ("fact", "experience", "decision"):
        return None
    content = item.get("content")
    if not isinstance(content, str) or not content.strip():
        return None
    title = given if isinstance(given := item.get("title"), str) else ""
    tags = [t for t in item.get("tags") or [] if isinstance(t, str)][:10]
    kind = named if isinstance(named := item.get("kind"), str) else "note"
    extra = {
        k: item[k] for k in ("rationale", "alternatives") if isinstance(item.get(k), str | list)
    }
    try:
        importance = max(1, min(5, int(item.get("importance", 3))))
    except (TypeError, ValueError):
        importance = 3
    return Candidate(
        layer=item["layer"],
        title=redact(title[:200]).text,
        content=redact(content[:4000]).text,
        tags=tags,
        importance=importance,
        valence=_clip(item.get("valence"), -1, 1, 0.0),
        intensity=_clip(item.get("intensity"), 0, 1, 0.0),
        salience=0.0,
        kind=kind,
        source_turn="",
        scope="global" if item.get("scope") == "global" else "project",
        extra=json.loads(redact(json.dumps(extra)).text) if extra else {},
    )


def llm_candidates(turns: Sequence[Any], settings: Any) -> list[Any] | None:
    """Candidates from the configured LLM, or None (no LLM configured or available)."""
    if str(settings.llm.backend).strip().lower() not in ("anthropic", "claude-cli"):
        return None
    from cognition.upkeep import llm as backends  # the module: tests replace make_llm on it

    llm = backends.make_llm(settings.llm)
    if llm is None:
        return None
    text = "\n\n".join(f"{t.role.upper()}: {t.text}" for t in turns)[-LLM_TRANSCRIPT_CHARS:]
    answer = llm.complete(f"Transcript:\n\n{text}", system=LLM_SYSTEM, max_tokens=2000)
    start, end = answer.find("["), answer.rfind("]")
    if start < 0 or end < start:
        raise ValueError(f"the LLM answer holds no JSON array: {answer[:120]!r}")
    items = json.loads(answer[start : end + 1])
    if not isinstance(items, list):
        raise ValueError("the LLM answer is not a JSON array")
    return [c for c in map(_candidate, items) if c is not None]


# This process captures one session of one project: its log lines name that project (doctor
# counts the failures of its own project only), set once in main().
_PROJECT: str | None = None


def _log(event: str, message: str, env: Any = None) -> None:
    log_line(event, message, env, _PROJECT)


def candidates(turns: Sequence[Any], settings: Any, event: str) -> tuple[list[Any], str]:
    from cognition.capture.candidates import drop_tool_stored, extract_candidates

    try:
        found = llm_candidates(turns, settings)
        if found is not None:  # what the session stored through the tools is not stored again
            return drop_tool_stored(found, turns), "llm"
    except Exception as exc:  # noqa: BLE001 - any LLM trouble: the heuristics still run
        _log(event, f"LLM extraction failed ({type(exc).__name__}: {exc}); heuristics used")
    return extract_candidates(turns), "heuristics"


def journal_value(c: Any, session: str) -> str:
    """A candidate as its journal entry: the remember() arguments, already redacted."""
    return json.dumps(
        {
            "session": session,
            "memory": {
                "content": c.content,
                "layer": c.layer,
                "title": c.title,
                "tags": list(c.tags),
                "importance": c.importance,
                "valence": c.valence,
                "intensity": c.intensity,
                "scope": c.scope,
                "extra": {"kind": c.kind, **c.extra},
            },
        }
    )


class Pending:
    """Stores the journal's entries, each in the transaction that ticks it off."""

    def __init__(self, conn: Any, cwd: str, env: dict[str, str], event: str) -> None:
        self.conn, self.cwd, self.env, self.event = conn, cwd, env, event
        self.counts: dict[str, int] = {}
        self.stored = 0  # transactions that stored an entry (the crash tests count them)
        self.mem: Any = None
        self._gconn: Any = None

    async def close(self) -> None:
        if self.mem is not None:
            await self.mem.close()

    async def drain(self) -> int:
        """Store every pending entry (this run's and those a killed run left); returns how many."""
        from layers import capture_journal as journal
        from layers.plan import run

        done = 0
        while True:
            entries = run(self.conn, journal.pending())
            if not entries:  # each pass removes every entry it saw (stored, taken or dropped)
                return done
            for key, value in entries:
                done += await self._store(key, value)

    async def _store(self, key: str, value: str) -> int:
        from cognition.api import open_memory
        from layers import capture_journal as journal
        from layers.errors import InvalidInput
        from layers.plan import run

        try:
            item = json.loads(value)
            session, memory = str(item["session"]), dict(item["memory"])
        except (ValueError, KeyError, TypeError) as exc:
            run(self.conn, journal.drop(key), write=True)
            _log(
                self.event,
                f"error: capture journal entry {key} unreadable ({exc}); dropped",
                self.env,
            )
            return 0
        if self.mem is None:
            self.mem = await open_memory(self.cwd, env=self.env).open()
        is_global = memory.get("scope") == "global"
        gconn = self._global() if is_global else None
        if gconn is not None and run(gconn, journal.is_done(key)):
            result = None  # stored by a run killed before it ticked the entry off
        else:
            also = journal.mark_done(key) if is_global else journal.take(key)
            try:
                result = await self.mem.remember(
                    **memory, source="hook", session_id=session, also=self._crash_point(also)
                )
            except journal.Taken:
                return 0  # another worker stored it
            except (InvalidInput, TypeError) as exc:  # it can never be stored: say so, drop it
                run(self.conn, journal.drop(key), write=True)
                _log(
                    self.event,
                    f"error: capture dropped a candidate it cannot store: {exc}",
                    self.env,
                )
                return 0
        self.stored += 1
        _stop_here("stored", self.stored)
        if is_global:  # two stores, two transactions: the mark in the global one says it is in
            run(self.conn, journal.drop(key), write=True)
            gconn = gconn or self._global()
            if gconn is not None:
                run(gconn, journal.forget_done(key), write=True)
        if result is not None:
            self.counts[result.action] = self.counts.get(result.action, 0) + 1
        return 1

    def _crash_point(self, plan: Any) -> Any:
        yield from plan
        _stop_here("storing", self.stored + 1)  # inside the transaction, before its commit

    def _global(self) -> Any:
        from layers.connection import connect_sync
        from layers.location import global_store_path

        if self._gconn is None:
            path = global_store_path(self.env)
            if path.is_file():
                self._gconn = connect_sync(path, create=False)
        return self._gconn

    def close_global(self) -> None:
        if self._gconn is not None:
            self._gconn.close()


def _anything_to_capture(transcript: Path) -> bool:
    from cognition.capture.candidates import extract_candidates
    from cognition.claude_code.hooks.transcript_window import read_window
    from cognition.claude_code.transcript import read_transcript

    line, offset = 0, 0
    for _ in range(MAX_WINDOWS):
        win = read_window(transcript, line, offset)
        if win.empty:
            return False
        if extract_candidates(read_transcript(win.lines)):
            return True
        line, offset = win.end_line, win.end_offset
    return False


def capture(transcript: Path, session: str, cwd: str, event: str, env: dict[str, str]) -> str:
    from cognition.config import Settings
    from layers.location import project_root, project_store_path

    if not os.path.isdir(cwd):  # a deleted worktree: never re-create a project folder
        return f"session {session}: the project folder {cwd} does not exist; nothing stored"
    root = project_root(cwd, env)
    if not root.is_dir():
        return f"session {session}: the project folder {root} does not exist; nothing stored"
    settings = Settings.load(root, env=env)
    if settings.store.url:  # a PostgreSQL store: the journal and the memories both go there
        return asyncio.run(
            _capture(transcript, session, cwd, event, env, settings, settings.store.url)
        )
    store = project_store_path(root)
    if (
        not store.exists()
        and str(settings.llm.backend).lower() in ("none", "fake")
        and not _anything_to_capture(transcript)
    ):
        # A user-level install runs in every folder: no store is created for nothing.
        return f"session {session}: nothing to capture (no store created)"
    try:
        store.parent.mkdir(mode=0o700)  # not parents=True: the project folder must be there
    except FileExistsError:
        pass
    return asyncio.run(_capture(transcript, session, cwd, event, env, settings, store))


async def _capture(
    transcript: Path,
    session: str,
    cwd: str,
    event: str,
    env: dict[str, str],
    settings: Any,
    store: Path | str,
) -> str:
    from layers import capture_journal as journal
    from layers.plan import run

    if isinstance(store, str):
        from layers.pg.connection import connect_sync as connect_pg

        conn: Any = connect_pg(store, migrate_now=time.time())
    else:
        from layers.connection import connect_sync

        conn = connect_sync(store, migrate_now=time.time())
    pending = Pending(conn, cwd, env, event)
    parts: list[str] = []
    try:
        left = await pending.drain()
        if left:
            parts.append(f"{left} left by an earlier run stored")
        reading = await _read_windows(conn, transcript, session, settings, event, pending)
        if reading.first is None:
            line, _ = run(conn, journal.marker(session))
            parts.insert(0, f"nothing new in {line} lines")
        else:
            parts.insert(0, reading.summary(pending.counts))
    finally:
        await pending.close()
        pending.close_global()
        conn.close()
    return f"session {session}: " + "; ".join(parts)


@dataclass(slots=True)
class _Reading:
    """What one run read of a transcript: the lines it claimed and what it found in them."""

    first: int | None = None
    last: int | None = None
    n_turns: int = 0
    n_found: int = 0
    skipped: int = 0
    how: str = "heuristics"

    def summary(self, counts: dict[str, int]) -> str:
        kept = ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) or "nothing kept"
        too_long = f" ({self.skipped} over-long lines skipped)" if self.skipped else ""
        return (
            f"lines {self.first}-{self.last}{too_long}, {self.n_turns} turns, {self.n_found} "
            f"candidates ({self.how}): {kept}"
        )


async def _read_windows(
    conn: Any, transcript: Path, session: str, settings: Any, event: str, pending: Pending
) -> _Reading:
    """Claim the transcript window by window from the session's marker, journal each window's
    candidates in the claim's transaction, and store them."""
    from cognition.claude_code.hooks.transcript_window import offset_of_line, read_window
    from cognition.claude_code.transcript import read_transcript
    from layers import capture_journal as journal
    from layers.plan import run

    r = _Reading()
    for _ in range(MAX_WINDOWS):
        line, offset = run(conn, journal.marker(session))
        if offset is None:  # a marker written before offsets were kept
            offset = offset_of_line(transcript, line)
            if offset is None:
                break
        win = read_window(transcript, line, offset)
        if win.empty:
            break
        turns = read_transcript(win.lines)
        found, r.how = candidates(turns, settings, event) if turns else ([], r.how)
        entries = [
            (journal.pending_key(session, line, i), journal_value(c, session))
            for i, c in enumerate(found)
        ]
        _stop_here("before-claim")
        if not run(
            conn,
            journal.claim(session, line, win.end_line, win.end_offset, entries),
            write=True,
        ):
            continue  # another worker claimed these lines first: read on from its marker
        _stop_here("claimed")
        r.first = line if r.first is None else r.first
        r.last, r.n_turns, r.n_found, r.skipped = (
            win.end_line,
            r.n_turns + len(turns),
            r.n_found + len(found),
            r.skipped + win.skipped,
        )
        await pending.drain()
    return r


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cognimem-capture-worker")
    parser.add_argument("--transcript", required=True, type=Path)
    parser.add_argument("--session", required=True)
    parser.add_argument("--cwd", required=True)
    parser.add_argument("--event", default="capture")
    args = parser.parse_args(argv)
    # A fatal signal (SIGBUS, SIGSEGV) skips the log line below: its trace goes to stderr,
    # which the hook points at capture-worker.err.
    faulthandler.enable()
    # Our own LLM calls (claude -p) must not run these hooks again.
    os.environ[DISABLE_ENV] = "1"
    env = dict(os.environ)
    global _PROJECT
    _PROJECT = project_of(args.cwd, env)
    try:
        _log(args.event, capture(args.transcript, args.session, args.cwd, args.event, env), env)
    except BaseException as exc:  # noqa: BLE001 - detached: the log is the only witness
        _log(args.event, f"error: capture failed: {type(exc).__name__}: {exc}", env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
