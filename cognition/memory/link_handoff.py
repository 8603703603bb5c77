"""Starting the detached linker (cognition.link_worker) for the memories a one-shot command
queued for `related` links, instead of linking them before it exits: one scan of every vector,
most of a `remember` at 100K memories (docs/benchmarks.md, "The CLI at 100K")."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path


def spawn(cwd: Path, scopes: Sequence[str], env: Mapping[str, str] | None) -> bool:
    """Start the detached linker for `scopes` of the project at `cwd`; False if it could not
    be started (the caller then links itself)."""
    from cognition.detached import start_detached
    from layers.location import home_dir

    environ = dict(os.environ if env is None else env)
    try:
        argv = [sys.executable, "-m", "cognition.link_worker", "--cwd", str(cwd)]
        for s in scopes:
            argv += ["--scope", s]
        start_detached(argv, home_dir(environ) / "logs", "link-worker.err", environ)
    except OSError as exc:
        import logging  # only here: a `remember` imports no logging otherwise

        logging.getLogger("cognimem").warning("could not start the detached linker: %s", exc)
        return False
    return True


__all__ = ["spawn"]
