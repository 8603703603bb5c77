"""Queries written once, run by two thin executors.

A *plan* is a generator that yields `Op`s (SQL + parameters) and receives each op's result.
`run` feeds it from a standard `sqlite3` connection: directly in the prompt hook and the
maintenance commands (asyncio's start-up costs more than their queries), and on aiosqlite's
worker thread for the async API (cognition.api.Store), so there is one set of SQL and one data
layer.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, cast

T = TypeVar("T")
Mode = Literal["all", "one", "exec", "many", "script"]


@dataclass(frozen=True, slots=True)
class Op:
    """One SQL statement a plan yields, and how its rows come back (`mode`)."""

    sql: str
    params: Any = ()
    mode: Mode = "all"


Plan = Generator[Op, Any, T]

# The connection the sync executor runs plans on. Code outside layers/ names this, not the
# driver, so the driver stays a detail of layers/.
Connection = sqlite3.Connection


def q_all(sql: str, params: Iterable[Any] = ()) -> Op:
    return Op(sql, tuple(params), "all")


def q_one(sql: str, params: Iterable[Any] = ()) -> Op:
    return Op(sql, tuple(params), "one")


def q_exec(sql: str, params: Iterable[Any] = ()) -> Op:
    """Result: (lastrowid, rowcount)."""
    return Op(sql, tuple(params), "exec")


def q_many(sql: str, rows: Iterable[Iterable[Any]]) -> Op:
    return Op(sql, [tuple(r) for r in rows], "many")


def _step_sync(conn: sqlite3.Connection, op: Op) -> Any:
    if op.mode == "script":
        conn.executescript(op.sql)
        return None
    if op.mode == "many":
        cur = conn.executemany(op.sql, op.params)
        return cur.rowcount
    cur = conn.execute(op.sql, op.params)
    if op.mode == "all":
        return cur.fetchall()
    if op.mode == "one":
        return cur.fetchone()
    return (cur.lastrowid, cur.rowcount)


def _drive_sync(conn: sqlite3.Connection, plan: Plan[T]) -> T:
    try:
        op = next(plan)
        while True:
            try:
                result = _step_sync(conn, op)
            except Exception as exc:
                # A failed step is raised inside the plan: one that can do without the rows
                # (the prompt hook's session history) catches it, any other re-raises it.
                op = plan.throw(exc)
                continue
            op = plan.send(result)
    except StopIteration as done:
        # StopIteration.value is untyped; it is what the plan returned, and Plan[T] says that is T.
        return cast(T, done.value)


def _is_busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc)
    )


def _in_transaction(conn: sqlite3.Connection, plan: Plan[T]) -> T:
    """Drive a plan inside the transaction just begun: commit, or roll back and re-raise."""
    try:
        result = _drive_sync(conn, plan)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


# Writers take the lock up front (BEGIN IMMEDIATE) so two writers never deadlock on an
# upgrade; busy_timeout covers normal contention, these retries cover the rest.
_RETRIES = 8


def run(
    conn: sqlite3.Connection, plan: Plan[T], *, write: bool = False, attempts: int = _RETRIES
) -> T:
    """Run a plan on a sqlite3 connection (autocommit mode); writes in one transaction.

    `attempts` bounds the retries to take the write lock (a hook makes just one: it must
    never keep the user waiting). Another backend's connection (layers.pg) brings its own
    executor as `run_plan`, so sync callers such as the decay pass need not know the backend.
    """
    if type(conn) is not sqlite3.Connection and hasattr(conn, "run_plan"):
        return cast(T, conn.run_plan(plan, write=write, attempts=attempts))
    if not write:
        return _drive_sync(conn, plan)
    for attempt in range(attempts):
        try:
            conn.execute("BEGIN IMMEDIATE")
            break
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc) or attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    return _in_transaction(conn, plan)


class LockHeld(Exception):
    """run_if_free found another connection holding the write lock; nothing ran."""


def run_if_free(conn: sqlite3.Connection, plan: Plan[T], busy_ms: int) -> T:
    """Run a write plan in one transaction only if the write lock is free right now.

    For callers that must not wait (an event loop's own thread): the BEGIN does not wait on
    the busy timeout, and LockHeld means the plan was not started, so it can be handed to a
    thread that may wait. `busy_ms` is the connection's usual timeout, restored at once.
    """
    conn.execute("PRAGMA busy_timeout=0")
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        if _is_busy(exc):
            raise LockHeld(str(exc)) from None
        raise
    finally:
        conn.execute(f"PRAGMA busy_timeout={int(busy_ms)}")
    return _in_transaction(conn, plan)
