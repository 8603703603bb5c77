"""Where stores live: <project root>/.cognimem/memory.db and ~/.cognimem/global.db."""

from __future__ import annotations

import os
from pathlib import Path

STORE_DIRNAME = ".cognimem"
PROJECT_DB = "memory.db"
GLOBAL_DB = "global.db"
_GITIGNORE = "# cognimem's local memory store: never commit it.\n*\n"


def git_toplevel(start: Path) -> Path | None:
    """The enclosing git work tree, found by walking up (no subprocess: this is on the hot path)."""
    for d in (start, *start.parents):
        if (d / ".git").exists():
            return d
    return None


def project_root(cwd: str | os.PathLike[str] | None = None, env: dict[str, str] | None = None) -> Path:
    """Git top-level, else CLAUDE_PROJECT_DIR, else cwd."""
    env = os.environ if env is None else env
    start = Path(cwd if cwd is not None else os.getcwd()).resolve()
    top = git_toplevel(start)
    if top is not None:
        return top
    if env.get("CLAUDE_PROJECT_DIR"):
        return Path(env["CLAUDE_PROJECT_DIR"]).resolve()
    return start


def home_dir(env: dict[str, str] | None = None) -> Path:
    """~/.cognimem, or COGNIMEM_HOME."""
    env = os.environ if env is None else env
    if env.get("COGNIMEM_HOME"):
        return Path(env["COGNIMEM_HOME"]).expanduser().resolve()
    return Path.home() / STORE_DIRNAME


def project_store_path(root: Path) -> Path:
    return root / STORE_DIRNAME / PROJECT_DB


def global_store_path(env: dict[str, str] | None = None) -> Path:
    return home_dir(env) / GLOBAL_DB


def ensure_store_dir(directory: Path) -> None:
    """Create the store folder private (0700) with a .gitignore that ignores everything in it."""
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(directory, 0o700)
    ignore = directory / ".gitignore"
    if not ignore.exists():
        fd = os.open(ignore, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o644)
        with os.fdopen(fd, "w") as fh:
            fh.write(_GITIGNORE)
        os.chmod(ignore, 0o644)  # whatever the umask


def ensure_private_file(path: Path) -> None:
    """Create the database file 0600 before SQLite does (its WAL/SHM files copy this mode)."""
    fd = os.open(path, os.O_CREAT | os.O_RDWR, 0o600)
    os.close(fd)
    os.chmod(path, 0o600)
