"""Maintenance on the stores with the sync plan executor: decay, restore, purge, auto-decay.

These run from the CLI, from cron and (auto-decay) from a worker thread of the MCP server,
all next to live writers: every write re-checks its rows inside its own transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from cognition.config import Settings
from decay.activation import DAY, HOUR
from decay.maintenance import PassReport, decay_pass
from layers import decay_queries, maintenance_queries, queries
from layers.backup import backup
from layers.connection import open_store
from layers.errors import CognimemError, DriverError, InvalidInput, NotFound
from layers.location import global_store_path, project_store_path
from layers.plan import Connection, Plan, run
from layers.records import Memory

log = logging.getLogger("cognimem")
LAST_DECAY_KEY = "last_decay_at"


@dataclass(frozen=True, slots=True)
class StoreRef:
    scope: str  # project | global
    path: Path


def existing_stores(root: Path, env: dict[str, str] | None = None) -> list[StoreRef]:
    """The project store and the global store, those that exist (maintenance never creates one)."""
    refs = [
        StoreRef("project", project_store_path(root)),
        StoreRef("global", global_store_path(env)),
    ]
    return [r for r in refs if r.path.is_file()]


def store_for(root: Path, scope: str, env: dict[str, str] | None = None) -> StoreRef:
    path = project_store_path(root) if scope == "project" else global_store_path(env)
    if not path.is_file():
        raise NotFound(f"there is no {scope} memory store yet ({path})")
    return StoreRef(scope, path)


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


def maybe_auto_decay(db_path: Path, now: float, settings: Settings) -> bool:
    """Run the decay pass on `db_path` if auto-decay is on and none ran in the last period.

    Returns True when a pass ran. For the MCP server (call it in a worker thread): a store
    that is missing or unusable is logged and skipped, never raised, because maintenance must
    not break the request that happened to trigger it.
    """
    m = settings.maintenance
    if not m.auto_decay or not Path(db_path).is_file():
        return False
    try:
        conn = open_store(Path(db_path), now)
        try:
            if not run(conn, _claim_slot(now, max(m.auto_decay_every_h, 0.0) * HOUR), write=True):
                return False
            report = decay_pass(conn, now, settings.decay, dry_run=False)
        finally:
            conn.close()
    except (DriverError, CognimemError) as exc:
        log.warning("cognimem: automatic decay of %s skipped: %s", db_path, exc)
        return False
    if report.archived_ids:
        log.info(
            "cognimem: auto-decay archived %d memories in %s", len(report.archived_ids), db_path
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
    conn: Connection, db_path: Path, ids: list[int], older_than_days: float, now: float
) -> tuple[list[int], Path | None]:
    """Delete the listed archived memories that still qualify, after an online backup."""
    if not ids:
        return [], None
    saved = backup(conn, db_path, "pre-purge")
    deleted = run(
        conn, maintenance_queries.delete_purgeable(ids, now - older_than_days * DAY), write=True
    )
    return deleted, saved


__all__ = [
    "LAST_DECAY_KEY",
    "StoreRef",
    "existing_stores",
    "maybe_auto_decay",
    "open_store",
    "purge",
    "purge_candidates",
    "restore_memory",
    "run_decay",
    "store_for",
]
