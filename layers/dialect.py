"""Which backend's SQL a plan runs, chosen by the executor that drives it.

Callers above layers/ name the SQLite modules (`from layers import queries`) and never a
backend. A PostgreSQL store's executor (layers.pg.plan) marks the thread it drives a plan on;
while it does, each plan function of those modules runs its PostgreSQL twin in layers/pg/ (the
function of the same name), and everywhere else the SQLite function itself.

The switch costs nothing until a PostgreSQL store is opened: only then does `install` put a
dispatching wrapper in place of each plan function that has a twin (once per process). A
process that never opens one, like the prompt hook, runs the SQLite functions untouched.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

# The SQLite modules whose plan functions have twins in layers/pg/ (same module name).
MODULES = (
    "queries",
    "graph_queries",
    "decay_queries",
    "capture_journal",
    "transfer_queries",
    "vector_rows",
    "linking",
    "consolidate_queries",
    "maintenance_queries",
    "token_queries",
    "hook_queries",
    "meaning_queries",
)

_driving = threading.local()  # .twins: {module name: twin module} while a twin executor drives
_install_lock = threading.Lock()
_installed = False


@contextmanager
def driving(twins: dict[str, ModuleType]) -> Iterator[None]:
    """Plans started on this thread inside the block run the twins' functions."""
    before = getattr(_driving, "twins", None)
    _driving.twins = twins
    try:
        yield
    finally:
        _driving.twins = before


def _dispatching(module: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    name = fn.__name__

    def plan(*args: Any, **kwargs: Any) -> Any:
        # Chosen when the plan starts, which is inside the executor that drives it (a plan
        # made before it is handed to a store's executor has not started yet).
        twins = getattr(_driving, "twins", None)
        impl = getattr(twins[module], name) if twins else fn
        return (yield from impl(*args, **kwargs))

    # A plan started through the wrapper still reports the function's name (gi_code.co_name),
    # as tests and logs read it.
    plan.__code__ = plan.__code__.replace(co_name=name, co_qualname=fn.__qualname__)
    wrapper = functools.update_wrapper(plan, fn)
    wrapper.__wrapped_sqlite__ = fn  # type: ignore[attr-defined]
    return wrapper


def install(twin_package: str) -> None:
    """Put a dispatching wrapper in place of every plan function of MODULES that has a twin
    in `twin_package` (idempotent)."""
    global _installed
    with _install_lock:
        if _installed:
            return
        for module in MODULES:
            sqlite = importlib.import_module(f"layers.{module}")
            twin = importlib.import_module(f"{twin_package}.{module}")
            for name, fn in list(vars(sqlite).items()):
                if (
                    inspect.isgeneratorfunction(fn)
                    and fn.__module__ == sqlite.__name__
                    and inspect.isgeneratorfunction(getattr(twin, name, None))
                ):
                    setattr(sqlite, name, _dispatching(module, fn))
        _installed = True


def twins(twin_package: str) -> dict[str, ModuleType]:
    return {m: importlib.import_module(f"{twin_package}.{m}") for m in MODULES}


__all__ = ["MODULES", "driving", "install", "twins"]
