"""The PostgreSQL executor: it drives the plans of layers.plan (the same generators, the same
Op modes) with a psycopg connection in autocommit mode.

A write runs in one transaction that first takes the store's write lock, an advisory lock held
until COMMIT: writers queue one behind the other as on SQLite (BEGIN IMMEDIATE), so a plan that
reads and then writes (the capture journal's claim, the decay pass) sees nothing change
between the two. Readers are never blocked by it.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from layers.dialect import driving
from layers.plan import Mode, Op, Plan

if TYPE_CHECKING:
    import psycopg

T = TypeVar("T")

# The advisory lock that stands for the store's write lock ("cogn"); one database is one store.
WRITE_LOCK_KEY = 0x636F676E
WRITE_ATTEMPTS = 8


# SQLSTATEs of a lock another connection holds: lock_not_available, serialization_failure,
# deadlock_detected. A retry later succeeds; nothing is wrong with the data.
BUSY_STATES = frozenset({"55P03", "40001", "40P01"})


def is_busy(exc: BaseException) -> bool:
    """Another connection holds the write lock (or won a serialization race): retry later."""
    if isinstance(exc, WriteLockHeld):
        return True
    return getattr(exc, "sqlstate", None) in BUSY_STATES


def q_named(sql: str, params: Mapping[str, Any], mode: Mode = "all") -> Op:
    """An op whose parameters are named (`%(name)s`): one value used at several places."""
    return Op(sql, dict(params), mode)


class WriteLockHeld(Exception):
    """Another connection holds the store's write lock and this one may not wait any longer."""


def _step(conn: psycopg.Connection[Any], op: Op) -> Any:
    if op.mode == "script":
        conn.execute(op.sql)  # several statements: no parameters, simple protocol
        return None
    if op.mode == "many":
        cur = conn.cursor()
        cur.executemany(op.sql, op.params)
        return cur.rowcount
    cur = conn.execute(op.sql, op.params or None)
    if op.mode == "all":
        return cur.fetchall()
    if op.mode == "one":
        return cur.fetchone()
    # exec: (id, rowcount), the id from an INSERT's RETURNING (PostgreSQL has no lastrowid).
    row = cur.fetchone() if cur.description is not None else None
    return (row[0] if row else None, cur.rowcount)


def _drive(conn: psycopg.Connection[Any], plan: Plan[T]) -> T:
    # The plan functions of layers/ that it starts run their twins of layers/pg/ (layers.dialect).
    with driving(getattr(conn, "dialect", {})):
        return _drive_here(conn, plan)


def _drive_here(conn: psycopg.Connection[Any], plan: Plan[T]) -> T:
    try:
        op = next(plan)
        while True:
            try:
                result = _step(conn, op)
            except Exception as exc:
                op = plan.throw(exc)  # as layers.plan: the plan may catch a failed step
                continue
            op = plan.send(result)
    except StopIteration as done:
        return cast(T, done.value)


def busy_ms_of(conn: psycopg.Connection[Any]) -> int:
    """How long this connection's writers wait for the write lock (set by layers.pg.connection)."""
    return int(getattr(conn, "busy_ms", 10_000))


def _take_write_lock(conn: psycopg.Connection[Any], wait_ms: int) -> None:
    """Inside the transaction just begun: the write lock, waiting at most wait_ms for it."""
    row = conn.execute("SELECT pg_try_advisory_xact_lock(%s)", (WRITE_LOCK_KEY,)).fetchone()
    if row and row[0]:
        return
    if wait_ms <= 0:
        raise WriteLockHeld("another connection holds the store's write lock")
    # lock_timeout turns a longer wait into LockNotAvailable (SQLSTATE 55P03): busy.
    conn.execute(f"SET LOCAL lock_timeout = {int(wait_ms)}")
    conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK_KEY,))
    conn.execute("SET LOCAL lock_timeout = 0")


def _in_transaction(conn: psycopg.Connection[Any], plan: Plan[T]) -> T:
    try:
        result = _drive(conn, plan)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


def run(
    conn: psycopg.Connection[Any],
    plan: Plan[T],
    *,
    write: bool = False,
    attempts: int = WRITE_ATTEMPTS,
) -> T:
    """Run a plan (a write in one transaction holding the write lock). `attempts` bounds the
    tries to take the lock, as layers.plan.run's do."""
    if not write:
        return _drive(conn, plan)
    for attempt in range(attempts):
        conn.execute("BEGIN")
        try:
            _take_write_lock(conn, busy_ms_of(conn))
            break
        except Exception as exc:
            conn.execute("ROLLBACK")
            if not is_busy(exc) or attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    return _in_transaction(conn, plan)
