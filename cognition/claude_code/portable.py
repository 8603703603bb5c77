"""Which command `cognimem init` writes into files a team commits (.mcp.json,
.claude/settings.json): `cognimem` when it is on PATH, so the files hold no machine's venv path;
this installation's absolute path only when asked (--absolute) or when nothing is on PATH."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

PORTABLE = "cognimem"
# Claude Code waits at most this long for an `alwaysLoad` MCP server before a session's first
# request (its own default is 5 s, which a loaded machine's server start can miss).
CONNECT_WAIT_MS = "15000"


@dataclass(frozen=True)
class InitCommand:
    command: str | None  # what the files run; None: no cognimem found at all
    portable: bool
    note: str  # one line for the user when the files are not portable, else ""


def running_executable() -> str | None:
    """The `cognimem` script running now, else the one on PATH (absolute)."""
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name.startswith("cognimem") and argv0.is_file():
        return str(argv0.absolute())
    found = shutil.which(PORTABLE)
    return str(Path(found).absolute()) if found else None


def init_command(absolute: bool, path: str | None = None) -> InitCommand:
    """The command for init to write; `path` is the PATH to look in (default: this process's)."""
    here = running_executable()
    if absolute:
        return InitCommand(here, False, "")
    if shutil.which(PORTABLE, path=path) is not None:
        return InitCommand(PORTABLE, True, "")
    note = (
        f"`{PORTABLE}` is not on PATH, so the files name this installation ({here}); put its "
        f"folder on PATH and run `cognimem init --force` for files a team can commit"
        if here
        else ""
    )
    return InitCommand(here, False, note)


def program_of(command: object) -> Path | None:
    """The file a command line's program resolves to, or None."""
    if not isinstance(command, str):
        return None
    try:
        first = shlex.split(command)[0]
    except (ValueError, IndexError):
        return None
    found = shutil.which(first) if os.sep not in first else first
    try:
        return Path(found).resolve() if found else None
    except OSError:
        return None


def same_program(a: object, b: object) -> bool:
    """Whether two command lines start the same installed program (`cognimem` on PATH and its
    absolute path are the same one): init then rewrites its own older form without --force."""
    pa, pb = program_of(a), program_of(b)
    return pa is not None and pa == pb
