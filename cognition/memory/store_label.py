"""Which store a write of a scope goes to, as a command's answer names it; shared by the async
API (MemorySystem.store_of) and the one-shot CLI `remember` (memory.direct_remember)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from layers.location import global_store_path, project_store_path


def store_of(root: Path, scope: str, env: Mapping[str, str] | None) -> dict[str, str]:
    """The store's scope, path and a short label for people ('project store ~/src/app',
    'global store')."""
    if scope == "global":
        where = global_store_path(None if env is None else dict(env))
        return {"scope": scope, "path": str(where), "label": "global store"}
    home = str(Path((env or os.environ).get("HOME") or Path.home()))
    top = str(root)
    short = "~" + top[len(home) :] if top == home or top.startswith(home + os.sep) else top
    path = str(project_store_path(root))
    return {"scope": scope, "path": path, "label": f"project store {short}"}


__all__ = ["store_of"]
