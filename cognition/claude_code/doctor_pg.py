"""doctor's look at a project store in PostgreSQL (`[store] url` or `--store URL`): does it
answer, what does it hold; read only. Its repairs and backups are PostgreSQL's own (pg_dump,
pg_restore: docs/team.md), so doctor never repairs it."""

from __future__ import annotations

from typing import Any

from cognition.cli.output import plural

_FIXES = {
    "unreachable": "check that the server runs, the database exists (createdb) and the URL's "
    "user may use it; a database is repaired with PostgreSQL's own tools (pg_restore of a "
    "pg_dump, docs/team.md)",
    "newer": "upgrade cognimem",
}


def check_pg_store(url: str) -> tuple[dict[str, str], str | None]:
    """doctor's "project store" check of the database `url` names, and its embedder id."""
    status, detail, embedder = inspect_pg_store(url)
    check = {
        "check": "project store",
        "status": "ok" if status == "ok" else "problem",
        "detail": detail,
        "fix": _FIXES.get(status, ""),
    }
    return check, embedder


def inspect_pg_store(url: str) -> tuple[str, str, str | None]:
    """(status, detail, embedder id) of a PostgreSQL store, read without changing it (an
    older schema is reported, not upgraded). Its repairs and backups are PostgreSQL's own
    (docs/team.md): doctor only says whether the store answers and what it holds."""
    from layers.errors import StoreError
    from layers.pg.connection import connect_sync, safe_url
    from layers.pg.schema import LATEST, current_version
    from layers.plan import run
    from layers.store_checks import memory_count_and_embedder

    where = safe_url(url)
    try:
        conn: Any = connect_sync(url, upgrade=False)  # layers.plan.run drives it like sqlite3's
    except StoreError as exc:
        status = "newer" if "newer than" in str(exc) else "unreachable"
        return status, str(exc), None
    try:
        version = run(conn, current_version())
        if version == 0:
            return "ok", f"{where}: empty (set up on the first open)", None
        n, embedder = run(conn, memory_count_and_embedder())
        server = conn.info.server_version
    finally:
        conn.close()
    note = "" if version == LATEST else f", will be upgraded from v{version} on the next open"
    release = f"{server // 10000}.{server % 10000}"
    return (
        "ok",
        f"{where}: {plural(n, 'memory')}, schema v{version}{note}, PostgreSQL {release}",
        embedder,
    )


__all__ = ["check_pg_store", "inspect_pg_store"]
