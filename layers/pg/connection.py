"""Opening a PostgreSQL store from its URL: connect, migrate, and the errors of layers.connection
(StoreBusy for a held lock, StoreError for the rest), naming the server without its password."""

from __future__ import annotations

import time
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import psycopg

from layers import dialect
from layers.connection import BUSY_TIMEOUT_MS, StoreBusy
from layers.errors import StoreError
from layers.pg.plan import WRITE_ATTEMPTS, WriteLockHeld, is_busy, run
from layers.pg.schema import LATEST, current_version, migrate
from layers.plan import Plan

SCHEMES = ("postgresql", "postgres")
T = TypeVar("T")


def is_url(location: object) -> bool:
    """A store location that names a PostgreSQL server rather than a SQLite file."""
    return isinstance(location, str) and location.split("://", 1)[0] in SCHEMES


class PgConnection(psycopg.Connection[Any]):
    """A psycopg connection that knows how long its writers wait for the write lock."""

    busy_ms: int = BUSY_TIMEOUT_MS
    url: str = ""
    dialect: dict[str, Any] = {}  # noqa: RUF012 - set per connection: {module name: twin}

    def run_plan(self, plan: Plan[T], *, write: bool = False, attempts: int = WRITE_ATTEMPTS) -> T:
        """layers.plan.run hands a PostgreSQL connection's plans here: this backend's executor."""
        return run(self, plan, write=write, attempts=attempts)


def safe_url(url: object) -> str:
    """The URL with its password replaced, for messages and logs."""
    text = str(url)
    try:
        parts = urlsplit(text)
    except ValueError:
        return "<a PostgreSQL URL>"
    if parts.password is None:
        return text
    host = parts.netloc.rsplit("@", 1)[-1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


def busy_message(where: object, exc: BaseException | str) -> str:
    return (
        f"the store is busy: another connection holds its write lock on {safe_url(where)} "
        f"({exc}). Try again when it is done; pg_locks (locktype 'advisory') shows which "
        f"backend it is. Nothing is wrong with the database: do not repair it"
    )


def store_error(where: object, exc: BaseException, doing: str = "use") -> StoreError:
    """The error for a store PostgreSQL refused: busy (a lock) or anything else."""
    if is_busy(exc):
        return StoreBusy(busy_message(where, exc))
    return StoreError(
        f"cannot {doing} the memory store {safe_url(where)}: {exc}. Check that the server is "
        f"running, the database exists and the user may use it"
    )


def bound_statements(conn: psycopg.Connection[Any], ms: int) -> None:
    """Every statement of this connection from now on is cancelled after `ms` (a hook's
    budget): the server enforces it, so a slow query cannot hold the hook past it."""
    conn.execute("SELECT set_config('statement_timeout', %s, false)", (f"{max(int(ms), 1)}ms",))


def connect_sync(
    url: str,
    *,
    create: bool = True,
    migrate_now: float | None = None,
    busy_ms: int | None = None,
    upgrade: bool = True,
) -> PgConnection:
    """Open (and migrate) the store in the database `url` names. The database itself must
    exist (`createdb`): cognimem creates tables, never databases. `create` is accepted for
    symmetry with layers.connection.connect_sync. `upgrade=False` (doctor, which never
    writes) leaves an older schema as it is; a newer one is refused either way."""
    del create
    try:
        conn = PgConnection.connect(url, autocommit=True)
    except psycopg.Error as exc:
        raise store_error(url, exc, "open") from exc
    conn.busy_ms = BUSY_TIMEOUT_MS if busy_ms is None else max(0, int(busy_ms))
    conn.url = url
    # Plans this connection runs use layers/pg's twins of the SQLite plan functions.
    dialect.install("layers.pg")
    conn.dialect = dialect.twins("layers.pg")
    try:
        version = run(conn, current_version())
        if version > LATEST:
            raise StoreError(
                f"the memory store {safe_url(url)} has schema version {version}, newer than "
                f"this cognimem understands ({LATEST}); upgrade cognimem"
            )
        if version < LATEST and upgrade:
            run(conn, migrate(migrate_now or time.time()), write=True)
    except StoreError:
        conn.close()
        raise
    except (psycopg.Error, WriteLockHeld) as exc:
        conn.close()
        raise store_error(url, exc, "open") from exc
    return conn


__all__ = [
    "PgConnection",
    "SCHEMES",
    "bound_statements",
    "busy_message",
    "connect_sync",
    "is_busy",
    "is_url",
    "safe_url",
    "store_error",
]
