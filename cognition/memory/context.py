"""What every part of a MemorySystem reads from it: the project root, the settings and the
clock. The parts get the system through this narrow interface, never the whole of it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from cognition.config import Settings

Clock = Callable[[], float]


class Context(Protocol):
    @property
    def root(self) -> Path: ...

    @property
    def env(self) -> dict[str, str] | None: ...

    @property
    def cfg(self) -> Settings: ...

    def now(self) -> float: ...
