"""Maintenance on the stores with the sync plan executor: decay, restore, purge, auto-decay.

These run from the CLI, from cron and (auto-decay) from a worker thread of the MCP server,
all next to live writers: every write re-checks its rows inside its own transaction.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import cast

from cognition.config import Settings
from decay.activation import DAY, HOUR
from decay.maintenance import PassReport, decay_pass
from layers import decay_queries, maintenance_queries, queries
from layers.backup import BACKUP_DIRNAME, backup
from layers.connection import open_store
from layers.errors import CognimemError, DriverError, InvalidInput, NotFound
from layers.location import ensure_private_dir, global_store_path, home_dir, write_private_file
from layers.plan import Connection, Plan, run
from layers.records import Memory
from layers.store_location import StoreLocation, connect, project_location

log = logging.getLogger("cognimem")
LAST_DECAY_KEY = "last_decay_at"


@dataclass(frozen=True, slots=True)
class StoreRef:
    """A store maintenance acts on, and its scope."""

    scope: str  # project | global
    location: StoreLocation

    @property
    def path(self) -> Path:
        return self.location.path

    @property
    def label(self) -> str:
        return self.location.label


def existing_stores(root: Path, env: dict[str, str] | None = None, url: str = "") -> list[StoreRef]:
    """The project store (`url`: the project's PostgreSQL store) and the global store, those
    that exist (maintenance never creates a SQLite file)."""
    refs = [
        StoreRef("project", project_location(root, url)),
        StoreRef("global", StoreLocation(global_store_path(env))),
    ]
    return [r for r in refs if r.location.exists()]


def store_for(root: Path, scope: str, env: dict[str, str] | None = None, url: str = "") -> StoreRef:
    where = (
        project_location(root, url) if scope == "project" else StoreLocation(global_store_path(env))
    )
    if not where.exists():
        raise NotFound(f"there is no {scope} memory store yet ({where.label})")
    return StoreRef(scope, where)


def open_ref(ref: StoreRef, now: float | None = None) -> Connection:
    """A sync connection to an existing store, of its backend's kind (layers.plan.run drives
    both); a pending SQLite migration backs the file up first."""
    if ref.location.is_pg:
        return cast(Connection, connect(ref.location, now=now))
    return open_store(ref.path, now)


# -- decay --------------------------------------------------------------------------------


def run_decay(
    conn: Connection,
    now: float,
    settings: Settings,
    *,
    dry_run: bool,
    progress: Callable[[int, int], None] | None = None,
    record: bool = True,
) -> PassReport:
    """One decay pass; a real pass also records when it ran (auto-decay then waits a period)."""
    report = decay_pass(conn, now, settings.decay, dry_run=dry_run, progress=progress)
    if not dry_run and record:
        run(conn, queries.set_meta(LAST_DECAY_KEY, repr(float(now))), write=True)
    return report


def _claim_slot(now: float, every_s: float) -> Plan[bool]:
    # Claimed and stamped in one write transaction: two processes waking at once cannot both
    # decide the pass is due.
    last = yield from queries.get_meta(LAST_DECAY_KEY)
    try:
        since = now - float(last) if last is not None else None
    except ValueError:
        since = None
    if since is not None and 0.0 <= since < every_s:
        return False
    yield from queries.set_meta(LAST_DECAY_KEY, repr(float(now)))
    return True


def maybe_auto_decay(location: Path | str, now: float, settings: Settings) -> bool:
    """Run the decay pass on the store at `location` (a SQLite file or a PostgreSQL URL) if
    auto-decay is on and none ran in the last period.

    Returns True when a pass ran. For the MCP server (call it in a worker thread): a store
    that is missing or unusable is logged and skipped, never raised, because maintenance must
    not break the request that happened to trigger it.
    """
    m = settings.maintenance
    ref = StoreRef(
        "project", StoreLocation(location if isinstance(location, str) else Path(location))
    )
    if not m.auto_decay or not ref.location.exists():
        return False
    try:
        conn = open_ref(ref, now)
        try:
            if not run(conn, _claim_slot(now, max(m.auto_decay_every_h, 0.0) * HOUR), write=True):
                return False
            report = decay_pass(conn, now, settings.decay, dry_run=False)
        finally:
            conn.close()
    except (DriverError, CognimemError) as exc:
        log.warning("cognimem: automatic decay of %s skipped: %s", ref.label, exc)
        return False
    if report.archived_ids:
        log.info(
            "cognimem: auto-decay archived %d memories in %s", len(report.archived_ids), ref.label
        )
    return True


# -- restore ------------------------------------------------------------------------------


def restore_memory(conn: Connection, memory_id: int, now: float, label: str) -> Memory:
    """Undo an archive (the grace window restarts now); refuses ids that are not archived."""
    memory = run(conn, queries.get_memory(memory_id))
    if memory is None:
        raise NotFound(f"no memory #{label}")
    if memory.status != "archived":
        raise InvalidInput(f"#{label} is {memory.status}, not archived: nothing to restore")
    if not run(conn, decay_queries.restore(memory_id, now), write=True):
        raise InvalidInput(f"#{label} was changed by another process; look again")
    return run(conn, queries.get_existing_memory(memory_id))


# -- purge --------------------------------------------------------------------------------


def purge_candidates(conn: Connection, older_than_days: float, now: float) -> list[Memory]:
    return run(conn, maintenance_queries.purgeable(now - older_than_days * DAY))


def purge(
    conn: Connection,
    ref: StoreRef,
    ids: list[int],
    older_than_days: float,
    now: float,
    env: dict[str, str] | None = None,
) -> tuple[list[int], Path | None]:
    """Delete the listed archived memories that still qualify, after a copy: an online backup
    of a SQLite store, or (PostgreSQL, whose backups are pg_dump's) the memories themselves,
    with their links, anchors and events, as a file `cognimem import` reads back."""
    if not ids:
        return [], None
    if ref.location.is_pg:
        saved = _purged_copy(conn, ref, ids, now, env)
    else:
        saved = backup(conn, ref.path, "pre-purge", env=env)
    deleted = run(
        conn, maintenance_queries.delete_purgeable(ids, now - older_than_days * DAY), write=True
    )
    return deleted, saved


def _purged_copy(
    conn: Connection, ref: StoreRef, ids: list[int], now: float, env: dict[str, str] | None
) -> Path:
    from cognition.upkeep.transfer import memory_line
    from layers import graph_queries, transfer_queries

    wanted = set(ids)
    memories = [m for m in run(conn, queries.all_memories("archived")) if m.id in wanted]
    edges = [e for e in run(conn, queries.all_edges()) if e.src in wanted]
    anchors = run(conn, graph_queries.anchors_of(sorted(wanted)))
    events = [e for e in run(conn, transfer_queries.all_events()) if e.memory_id in wanted]
    lines = [memory_line(m, edges, anchors, events) for m in memories]
    digest = hashlib.sha256(ref.label.encode()).hexdigest()[:12]
    name = re.sub(r"[^A-Za-z0-9_.-]", "_", ref.label.rsplit("/", 1)[-1])[:40] or "store"
    directory = home_dir(env) / BACKUP_DIRNAME / "team" / f"{name}-{digest}"
    for level in (directory.parent.parent, directory.parent, directory):
        ensure_private_dir(level, "backups folder")
    stamp = datetime.fromtimestamp(now, UTC).strftime("%Y%m%dT%H%M%S.%fZ")
    dest = directory / f"pre-purge-{stamp}.jsonl"
    write_private_file(dest, "".join(line + "\n" for line in lines))
    return dest


__all__ = [
    "LAST_DECAY_KEY",
    "StoreRef",
    "existing_stores",
    "maybe_auto_decay",
    "open_ref",
    "open_store",
    "purge",
    "purge_candidates",
    "restore_memory",
    "run_decay",
    "store_for",
]
