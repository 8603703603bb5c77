"""A team store on PostgreSQL keeps no meanings (layers.meaning_queries' twins): its memories
are ranked on their words and the configured embedder's vectors alone."""

from __future__ import annotations

from collections.abc import Sequence

from layers.plan import Plan


def missing(model: str, limit: int) -> Plan[list[tuple[int, str]]]:
    yield from ()  # a plan: a generator that runs no statement
    return []


def put(model: str, rows: Sequence[tuple[int, bytes]]) -> Plan[int]:
    yield from ()  # a plan: a generator that runs no statement
    return 0


def active_count(model: str) -> Plan[tuple[int, int]]:
    yield from ()  # a plan: a generator that runs no statement
    return (0, 0)


def all_active(model: str, limit: int) -> Plan[list[tuple[int, bytes]]]:
    yield from ()  # a plan: a generator that runs no statement
    return []


def of(model: str, ids: Sequence[int]) -> Plan[list[tuple[int, bytes]]]:
    yield from ()  # a plan: a generator that runs no statement
    return []
