"""Queries written once, run by two thin executors.

A *plan* is a generator that yields `Op`s (SQL + parameters) and receives each op's result.
The same plan runs on the standard `sqlite3` module (`run`, used by the prompt hook, where
asyncio's start-up cost matters) and on aiosqlite (`arun`, used by the async API). There is
one set of SQL and one data layer; only the loop that feeds it differs.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

T = TypeVar("T")
Mode = Literal["all", "one", "exec", "many", "script"]


@dataclass(frozen=True, slots=True)
class Op:
    sql: str
    params: Any = ()
    mode: Mode = "all"


Plan = Generator[Op, Any, T]


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


async def _step_async(conn: Any, op: Op) -> Any:
    if op.mode == "script":
        await conn.executescript(op.sql)
        return None
    if op.mode == "many":
        cur = await conn.executemany(op.sql, op.params)
        return cur.rowcount
    cur = await conn.execute(op.sql, op.params)
    try:
        if op.mode == "all":
            return await cur.fetchall()
        if op.mode == "one":
            return await cur.fetchone()
        return (cur.lastrowid, cur.rowcount)
    finally:
        await cur.close()


def _drive_sync(conn: sqlite3.Connection, plan: Plan[T]) -> T:
    try:
        op = next(plan)
        while True:
            op = plan.send(_step_sync(conn, op))
    except StopIteration as done:
        return done.value


async def _drive_async(conn: Any, plan: Plan[T]) -> T:
    try:
        op = next(plan)
        while True:
            op = plan.send(await _step_async(conn, op))
    except StopIteration as done:
        return done.value


def _is_busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc)
    )


# Writers take the lock up front (BEGIN IMMEDIATE) so two writers never deadlock on an
# upgrade; busy_timeout covers normal contention, these retries cover the rest.
_RETRIES = 8


def run(conn: sqlite3.Connection, plan: Plan[T], *, write: bool = False) -> T:
    """Run a plan on a sqlite3 connection (autocommit mode); writes in one transaction."""
    if not write:
        return _drive_sync(conn, plan)
    for attempt in range(_RETRIES):
        try:
            conn.execute("BEGIN IMMEDIATE")
            break
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc) or attempt == _RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
    try:
        result = _drive_sync(conn, plan)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


async def arun(conn: Any, plan: Plan[T], *, write: bool = False) -> T:
    """Run a plan on an aiosqlite connection (autocommit mode); writes in one transaction."""
    if not write:
        return await _drive_async(conn, plan)
    import asyncio

    for attempt in range(_RETRIES):
        try:
            await conn.execute("BEGIN IMMEDIATE")
            break
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc) or attempt == _RETRIES - 1:
                raise
            await asyncio.sleep(0.05 * (attempt + 1))
    try:
        result = await _drive_async(conn, plan)
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    await conn.execute("COMMIT")
    return result
