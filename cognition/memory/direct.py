"""One memory read and used on a plain sqlite3 connection, for a one-shot command (`cognimem
show`): no asyncio, aiosqlite or numpy, whose imports were most of what such a command cost at
100K memories (docs/benchmarks.md, "The CLI at 100K").

It does what MemorySystem.get (an explicit get is a use) then .links do, in the same order and
with the same plans, or declines (None) wherever the async API would do more first: a store on
a server, a global ref, no project store yet (the API creates it), a read-only store, memories
waiting in `link_queue` (the API links them before any read). Like the API's opening, it makes
the store's folder and files private again and refuses symbolic links there. The caller then uses the API.
Re-filing the merge keys of a store from before them (the API also does that on opening)
changes nothing `show` prints: it is left to the next process that opens the store via the API.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from layers import linking, queries
from layers.plan import Plan, run
from layers.records import Edge, Memory


@dataclass(frozen=True, slots=True)
class Shown:
    memory: Memory  # as after its use (one more activation)
    links: list[Edge]


def use_plan(memory_id: int, now: float, via: str) -> Plan[Memory]:
    """One use of a memory: one more activation, recorded as a `used` event; the memory after."""
    yield from queries.credit_use(memory_id, now)
    yield from queries.add_event(memory_id, "used", now, detail={"via": via})
    return (yield from queries.get_existing_memory(memory_id))


def open_checks_plan() -> Plan[tuple[str | None, bool]]:
    """What a store's opening checks: its merge-keys stamp (the API re-files the keys of a
    store from before the current ones) and whether memories wait in `link_queue`."""
    stamp = yield from queries.get_meta("merge_keys")
    return stamp, (yield from linking.has_queued_links())


def not_found(scope: str, memory_id: int, merged_into: int | None = None) -> Exception:
    """NotFound for a reference; `merged_into`: the memory it was merged into after its write
    (a restatement found by meaning, cognition.memory.restated_later)."""
    from layers.errors import NotFound

    g = "g" if scope == "global" else ""
    where = f"no memory #{g}{memory_id} in the {scope} store"
    if merged_into is not None:
        where += f": it restated #{g}{merged_into} and was merged into it"
    return NotFound(where)


def show(
    cwd: str | Path | None,
    ref: Any,
    *,
    env: Mapping[str, str] | None = None,
    clock: Callable[[], float] = time.time,
) -> Shown | None:
    """The memory `ref` names, used once, with its links; None: ask the async API instead."""
    from cognition import validation as check
    from cognition.config import Settings
    from layers.location import project_root, project_store_path, writable

    scope, memory_id = check.ref(ref)
    if scope != "project":
        return None
    root = project_root(cwd, env)
    if Settings.load(root, env=None if env is None else dict(env)).store.url:
        return None
    path = project_store_path(root)
    if not path.is_file() or not writable(path):
        return None
    from layers.connection import open_store, prepare_file

    try:  # as the API's opening (and `remember`'s): the folder and files private again
        prepare_file(path)
    except OSError:
        return None  # the API says why
    conn = open_store(path, clock())  # a pending migration backs the file up first, as the API
    try:
        if run(conn, linking.has_queued_links()):
            return None
        if run(conn, queries.get_memory(memory_id)) is None:
            from layers import consolidate_queries

            raise not_found(scope, memory_id, run(conn, consolidate_queries.folded_into(memory_id)))
        memory = run(conn, use_plan(memory_id, clock(), "get"), write=True)
        links = run(conn, queries.edges_of(memory_id))
        auto_backup(conn, path, env)
        return Shown(memory, links)
    finally:
        conn.close()


def auto_backup(conn: Any, path: Path, env: Mapping[str, str] | None) -> None:
    """What the API does on closing a project store it wrote to (memory.store.Store.close)."""
    from layers.backup import AUTO, auto_backup_due, backup

    try:
        if auto_backup_due(path, time.time(), env):
            backup(conn, path, AUTO, env=env)
    except Exception as exc:  # noqa: BLE001 - the write itself succeeded
        import logging  # only here: logging costs a one-shot command ms to import

        logging.getLogger("cognimem").warning("automatic backup of %s failed: %s", path, exc)


__all__ = ["Shown", "auto_backup", "not_found", "open_checks_plan", "show", "use_plan"]
