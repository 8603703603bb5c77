"""Starting the detached linker (cognition.link_worker) for the memories a one-shot command
queued for `related` links, instead of linking them before it exits: one scan of every vector,
most of a `remember` at 100K memories (docs/benchmarks.md, "The CLI at 100K")."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path


def spawn(cwd: Path, scopes: Sequence[str], env: Mapping[str, str] | None) -> bool:
    """Start the detached linker for `scopes` of the project at `cwd`; False if it could not
    be started (the caller then links itself)."""
    from layers.location import home_dir

    environ = dict(os.environ if env is None else env)
    try:
        logs = home_dir(environ) / "logs"
        logs.mkdir(parents=True, exist_ok=True, mode=0o700)
        argv = [sys.executable, "-m", "cognition.link_worker", "--cwd", str(cwd)]
        for s in scopes:
            argv += ["--scope", s]
        # cwd = the logs folder: `-m` puts the cwd on sys.path, and a project folder could
        # shadow our packages. stderr goes to the log so a failure leaves its trace.
        fd = os.open(logs / "link-worker.err", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            subprocess.Popen(
                argv,
                cwd=logs,
                env=environ,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=fd,
                start_new_session=True,
                close_fds=True,
            )
        finally:
            os.close(fd)
    except OSError as exc:
        logging.getLogger("cognimem").warning("could not start the detached linker: %s", exc)
        return False
    return True


__all__ = ["spawn"]
