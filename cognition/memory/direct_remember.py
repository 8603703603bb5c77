"""`cognimem remember` on a plain sqlite3 connection: no asyncio or aiosqlite, whose imports were
most of what a one-shot `remember` paid beyond its work at 100K memories (docs/benchmarks.md,
"The CLI at 100K, session 10").

It writes what MemorySystem.remember writes, with the same parts: the fields checked and
redacted, the memory, its vector and merge keys (memory.told), then remember_plan in one
transaction (the reconsolidation verdict, its events, the link queue), then what the API does
as it closes a one-shot process: the queued memories handed to the detached linker (or linked
here when that is off or cannot start), an automatic backup when one is due. Like memory.direct's
`show`, it declines (None) wherever the API would do more: a store on a server, a global
write (the API opens the project store too), no project store yet (the API creates it), a store
it may not write, a store from before the current merge keys (the API re-files them), an LLM
judge (asked on a thread before the transaction).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cognition.config import Settings
from cognition.memory.direct import open_checks_plan
from cognition.memory.results import RememberResult
from layers.location import project_root, project_store_path, writable
from layers.plan import Connection, run

LinkHere = Callable[[Path, list[str]], None]  # links the queued memories of these scopes now


@dataclass(frozen=True, slots=True)
class Remembered:
    result: RememberResult  # as MemorySystem.remember returns it
    store: dict[str, str]  # where it went, as MemorySystem.store_of names it


def remember(
    cwd: str | Path | None,
    content: Any,
    *,
    layer: Any = "fact",
    title: Any = "",
    tags: Any = (),
    importance: Any = None,
    valence: Any = None,
    intensity: Any = None,
    pinned: Any = False,
    scope: Any = "project",
    source: str = "cli",
    link_here: LinkHere,
    env: Mapping[str, str] | None = None,
    clock: Callable[[], float] = time.time,
) -> Remembered | None:
    """MemorySystem.remember (dedup on, no session, no `also`) for a one-shot command, then
    what its close does; None: ask the API."""
    if scope != "project":
        return None
    root = project_root(cwd, env)
    cfg = Settings.load(root, env=None if env is None else dict(env))
    if cfg.store.url or cfg.write.judge == "llm":
        return None
    opened = _open(project_store_path(root), clock)
    if opened is None:
        return None
    write = _Write(opened[0], opened[1], cfg, clock)
    write.due = opened[2]  # memories another process left queued are handed on too
    try:
        result = write.remember(
            content, layer, scope, title, tags, importance, valence, intensity, pinned, source
        )
    finally:
        write.close(root, env, link_here)
    from cognition.memory.store_label import store_of

    return Remembered(result, store_of(root, result.memory.scope, env))


def _open(path: Path, clock: Callable[[], float]) -> tuple[Connection, Path, bool] | None:
    """The project store on a plain connection, and whether memories wait in its link queue;
    None where the API would do more on opening it."""
    from layers.checkpoint import FALLBACK_PAGES
    from layers.connection import open_store, prepare_file, set_autocheckpoint_sync
    from surface.dedup import MERGE_KEYS_VERSION

    if not path.is_file() or not writable(path):
        return None  # the API creates it, or opens it read-only and refuses the write
    try:  # as the API's opening: the folder and files made private again, links refused
        prepare_file(path)
    except OSError:
        return None  # the API says why
    conn = open_store(path, clock())  # a pending migration backs the file up first, as the API
    try:
        stamp, queued = run(conn, open_checks_plan())
        if stamp == MERGE_KEYS_VERSION:
            set_autocheckpoint_sync(conn, FALLBACK_PAGES)  # as the API's connection
            return conn, path, queued
    except BaseException:
        conn.close()
        raise
    conn.close()
    return None


class _Write:
    """One remember on `conn`, and the close of MemorySystem after it (links, backup)."""

    def __init__(
        self, conn: Connection, path: Path, cfg: Settings, clock: Callable[[], float]
    ) -> None:
        self.conn, self.path, self.cfg, self.clock = conn, path, cfg, clock
        self.due = False  # memories wait to be linked
        self.wrote = False  # a write was attempted: an automatic backup may be due

    def remember(
        self,
        content: Any,
        layer: Any,
        scope: Any,
        title: Any,
        tags: Any,
        importance: Any,
        valence: Any,
        intensity: Any,
        pinned: Any,
        source: str,
    ) -> RememberResult:
        """Writer.remember's steps, with dedup on and the rules as the judge."""
        from cognition.memory import embedding
        from cognition.memory.told import prepare, told
        from cognition.memory.write_plans import remember_plan
        from surface.statements import classify

        w = self.cfg.write
        t = told(
            content,
            layer,
            scope,
            title,
            tags,
            None,
            importance,
            valence,
            intensity,
            pinned,
            w.max_content_chars,
            w.max_tags,
        )
        now = float(self.clock())
        embedder = embedding.configured_embedder(self.cfg)
        p = prepare(  # the hash embedder's vector without numpy (~half a `remember`'s cost)
            t, now, pinned, source, None, lambda texts: embedding.embed(embedder, texts, plain=True)
        )

        def refuse(stored: str | None) -> None:
            error = embedding.mixed_models(embedder, "project", self.path, stored)
            if error is not None:
                raise error

        model = embedder.id if p.vec is not None else ""
        judge = classify if w.reconsolidate else None
        plan = remember_plan(p.memory, now, p.vec, model, judge, p.keys, refuse)
        self.wrote = True  # as Store.write: a write that fails still leaves a backup due
        result, _ = run(self.conn, plan, write=True)
        self.due = self.due or (p.vec is not None and result.action != "merged")
        return result

    def close(self, root: Path, env: Mapping[str, str] | None, link_here: LinkHere) -> None:
        """MemorySystem.close of a one-shot process (Linker.detach): the queued memories to the
        detached linker, else linked here; then the automatic backup, then the connection."""
        try:
            if self.due:
                from cognition.memory.link_handoff import spawn

                if not (self.cfg.write.link_detached and spawn(root, ["project"], env)):
                    link_here(root, ["project"])
            if self.wrote:
                from cognition.memory.direct import auto_backup

                auto_backup(self.conn, self.path, env)
        finally:
            self.conn.close()


__all__ = ["LinkHere", "Remembered", "remember"]
