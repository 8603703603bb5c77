"""Dataclass methods compiled once, not in every short process.

Python's dataclasses write each generated method (`__init__`, `__repr__`, `__eq__`, `__hash__`,
a frozen class's `__setattr__` and `__delattr__`) as source text and compile it when the class
is created: ~180 compilations on a `recall`'s path, a sixth of its main thread's instructions
at 100K memories (docs/benchmarks.md, "The CLI at 100K, session 11"). The code compiled from a
text depends on that text alone, so a short command keeps it: `install` gives the dataclasses
module an `exec` (its own global, which the builtin's name resolves to first there and nowhere
else) that looks the text up in a file beside Python's bytecode cache, compiles what it does
not find exactly as the builtin would (no inherited `from __future__` flags: dataclasses has
none), and adds it to the file at exit. Reading or writing the file never fails a command:
a file that cannot be read is as good as none; with PYTHONDONTWRITEBYTECODE nothing is written.
"""

from __future__ import annotations

import builtins
import marshal
import os
import sys
from pathlib import Path
from typing import Any

# A file grown past this (every short command adds its classes' methods; a new version of the
# code adds texts, and the old ones stay) is rewritten with what one process used.
MAX_ENTRIES = 4000


class MethodCache:
    """Code objects by the source text they were compiled from, read from and kept in `path`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[str, Any] = _read(path)
        self.used: dict[str, Any] = {}
        self.misses = 0

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
        """builtins.exec, with a text's code taken from the cache when it is there."""
        if isinstance(source, str):
            code = self.known.get(source)
            if code is None:
                self.misses += 1
                code = self.known[source] = compile(source, "<string>", "exec", dont_inherit=True)
            self.used[source] = code
            source = code
        builtins.exec(source, globals, locals)

    def save(self) -> None:
        """The cache with this process's new texts, written whole (a reader never sees half)."""
        if not self.misses or sys.dont_write_bytecode:
            return
        keep = self.known if len(self.known) <= MAX_ENTRIES else self.used
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(marshal.dumps((sys.version, keep)))
            os.replace(tmp, self.path)
        except (OSError, ValueError):  # a read-only install or a full disk: compiled next time
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass


def _read(path: Path) -> dict[str, Any]:
    """The cached code objects, or none when the file is missing, unreadable, damaged or from
    another Python (a code object is only valid for the interpreter that compiled it)."""
    try:
        version, found = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return found if version == sys.version and isinstance(found, dict) else {}


def default_path() -> Path | None:
    """Beside this package's bytecode, named for the interpreter as a .pyc is; None where Python
    keeps no bytecode cache beside sources (no cache tag, or a pycache prefix elsewhere)."""
    tag = sys.implementation.cache_tag
    if tag is None or sys.pycache_prefix is not None:
        return None
    return Path(__file__).parent / "__pycache__" / f"dataclass-methods.{tag}.marshal"


def install(path: Path | None = None) -> MethodCache | None:
    """Give the dataclasses module the cache's exec (before the modules of dataclasses are
    imported) and save what it compiled at exit; None when there is nowhere to keep it, or
    under -O (which compiles differently)."""
    import atexit
    import dataclasses

    path = path or default_path()
    if path is None or sys.flags.optimize or "exec" in vars(dataclasses):
        return None
    cache = MethodCache(path)
    dataclasses.exec = cache.exec  # type: ignore[attr-defined]
    atexit.register(cache.save)
    return cache


def uninstall() -> None:
    """The dataclasses module back on the builtin exec (tests)."""
    import dataclasses

    vars(dataclasses).pop("exec", None)


__all__ = ["MAX_ENTRIES", "MethodCache", "default_path", "install", "uninstall"]
