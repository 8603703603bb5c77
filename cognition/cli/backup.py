"""`cognimem backup [--scope project|global] [--list]` (picked up by cognition.cli.main).

An online copy of a store with SQLite's backup API (layers.backup): consistent while the MCP
server and hooks write, 0600 in `<store dir>/backups/`, the newest ten kept per store.
`cognimem doctor --repair` restores the newest one that passes an integrity check.

The store is opened as it is: never created, never migrated, and a store that fails SQLite's
quick check is refused, because rotation would otherwise push the good backups out with copies
of a broken file. Imported on every CLI start, so heavy modules load inside the command.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cognition.cli.output import emit, plural
from layers.errors import InvalidInput, StoreError

LABEL = "manual"
BUSY_TIMEOUT_S = 10.0


def register(add: Callable[..., argparse.ArgumentParser]) -> None:
    p = add(
        "backup",
        cmd_backup,
        "copy the memory store into its backups folder (safe while "
        "the server and hooks run; `cognimem doctor --repair` restores the newest good one)",
    )
    p.add_argument(
        "--scope", default=None, help="project | global (default: every store that exists)"
    )
    p.add_argument(
        "--label", default=LABEL, help=f"a word in the backup's file name (default: {LABEL})"
    )
    p.add_argument(
        "--list",
        dest="list_",
        action="store_true",
        help="list the existing backups, newest first; copy nothing",
    )


def _stores(args: argparse.Namespace) -> list[tuple[str, Path]]:
    from cognition import validation as check
    from layers.location import global_store_path, project_root, project_store_path

    scope = check.scope(args.scope) if args.scope is not None else None
    out = []
    if scope in (None, "project"):
        out.append(("project", project_store_path(project_root(args.dir))))
    if scope in (None, "global"):
        out.append(("global", global_store_path()))
    return out


def _refuse(path: Path, why: Any) -> StoreError:
    """A store we cannot copy; only one that SQLite found damaged points at repair."""
    from layers.connection import store_error

    if isinstance(why, BaseException):
        return store_error(path, why, "back up")
    return StoreError(
        f"cannot back up the memory store {path}: {why}. Run `cognimem doctor --repair` to "
        f"restore the latest good backup (your file is left untouched)."
    )


def backup_store(path: Path, label: str) -> Path:
    """Copy one existing store; the file itself is only read (no creation, no migration)."""
    from layers.backup import backup
    from layers.errors import DatabaseError, DriverError
    from layers.location import store_links_refused
    from layers.plan import run
    from layers.store_checks import connect_existing, quick_check

    store_links_refused(path)  # never read, or copy into, a linked file or backups folder
    # mode=rw: open what is there, never create a file where the store should be.
    try:
        conn = connect_existing(path, BUSY_TIMEOUT_S)
    except DriverError as exc:
        raise _refuse(path, exc) from exc
    try:
        try:
            verdict = run(conn, quick_check())
        except DatabaseError as exc:
            raise _refuse(path, exc) from exc
        if verdict != "ok":
            raise _refuse(path, f"quick_check says {verdict}")
        try:
            return backup(conn, path, label)
        except DatabaseError as exc:
            raise _refuse(path, exc) from exc
    finally:
        conn.close()


def cmd_backup(args: argparse.Namespace) -> int:
    from layers.backup import backup_dir, list_backups

    stores = _stores(args)
    if args.list_:
        listed = [
            {"scope": scope, "store": str(path), "backups": [str(p) for p in list_backups(path)]}
            for scope, path in stores
        ]

        def human_list() -> str:
            lines = []
            for item in listed:
                lines.append(
                    f"{item['scope']}: {plural(len(item['backups']), 'backup')} of {item['store']}"
                )
                lines += [f"    {p}" for p in item["backups"]]
            return "\n".join(lines)

        emit(args, listed, human_list)
        return 0
    existing = [(scope, path) for scope, path in stores if path.is_file()]
    if not existing:
        where = " or ".join(str(path) for _, path in stores)
        raise InvalidInput(f"nothing to back up: no memory store at {where}")
    made = [
        {
            "scope": scope,
            "store": str(path),
            "backup": str(backup_store(path, args.label)),
            "folder": str(backup_dir(path)),
        }
        for scope, path in existing
    ]
    emit(
        args,
        made,
        lambda: "\n".join(
            f"backed up the {m['scope']} store {m['store']} to {m['backup']}" for m in made
        ),
    )
    return 0
