"""Starting a worker that outlives the process that starts it (the capture worker of the
SessionEnd and PreCompact hooks, the linker a CLI write hands its links to). Stdlib only: the
hooks import it."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path


def start_detached(argv: Sequence[str], logs: Path, err_name: str, env: Mapping[str, str]) -> None:
    """Run `argv` in its own session, detached from our stdio. Its working folder is `logs`
    (`-m` puts the working folder on sys.path, and a project folder could shadow our
    packages) and its stderr goes to `logs/err_name`, so a crash leaves its trace."""
    logs.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(logs / err_name, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        subprocess.Popen(
            list(argv),
            cwd=logs,
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=fd,
            start_new_session=True,
            close_fds=True,
        )
    finally:
        os.close(fd)


__all__ = ["start_detached"]
