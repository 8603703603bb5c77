"""The one way tests run a coroutine from synchronous test code: a fresh event loop each time,
as every CLI command and hook does."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coro)
