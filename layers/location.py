"""Where stores live: <project root>/.cognimem/memory.db and ~/.cognimem/global.db."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Mapping
from pathlib import Path

from layers.errors import StoreError

STORE_DIRNAME = ".cognimem"
PROJECT_DB = "memory.db"
GLOBAL_DB = "global.db"
BACKUP_DIRNAME = "backups"
_GITIGNORE = "# cognimem's local memory store: never commit it.\n*\n"


def git_toplevel(start: Path) -> Path | None:
    """The enclosing git work tree, found by walking up (no subprocess: this is on the hot path)."""
    for d in (start, *start.parents):
        if (d / ".git").exists():
            return d
    return None


def project_root(
    cwd: str | os.PathLike[str] | None = None, env: Mapping[str, str] | None = None
) -> Path:
    """Git top-level, else CLAUDE_PROJECT_DIR, else the nearest folder at or above cwd that
    already holds a store, else cwd.

    Outside a git repository a subfolder must not silently get a store of its own (a
    `remember` in ./docs, then `recall` from the project folder finding nothing): it uses the
    store of the folder above it. Only where no folder above has one is a new store made here.
    """
    environ = os.environ if env is None else env
    start = Path(cwd if cwd is not None else os.getcwd()).resolve()
    top = git_toplevel(start)
    if top is not None:
        return top
    if environ.get("CLAUDE_PROJECT_DIR"):
        return Path(environ["CLAUDE_PROJECT_DIR"]).resolve()
    return store_above(start, environ) or start


def store_above(start: Path, env: Mapping[str, str]) -> Path | None:
    """The nearest folder at or above `start` with a project store (never the cognimem home:
    ~/.cognimem holds the global store, not a project's)."""
    home: Path | None = None
    for d in (start, *start.parents):
        if (d / STORE_DIRNAME / PROJECT_DB).is_file():
            home = home or home_dir(env)
            if d / STORE_DIRNAME != home:
                return d
    return None


def home_dir(env: Mapping[str, str] | None = None) -> Path:
    """~/.cognimem, or COGNIMEM_HOME. Resolved: the user's own home may link it elsewhere (no
    repository can put a link there); what is inside it is held to the same rules as a project's."""
    environ = os.environ if env is None else env
    if environ.get("COGNIMEM_HOME"):
        return Path(environ["COGNIMEM_HOME"]).expanduser().resolve()
    return (Path.home() / STORE_DIRNAME).resolve()


def project_store_path(root: Path) -> Path:
    return root / STORE_DIRNAME / PROJECT_DB


def global_store_path(env: Mapping[str, str] | None = None) -> Path:
    return home_dir(env) / GLOBAL_DB


def writable(path: Path) -> bool:
    """Whether this process may change the store at `path`: the file (when it exists) and its
    folder (SQLite writes the -wal and -shm beside it). False on a read-only mount too."""
    folder = path.parent
    if path.exists() and not os.access(path, os.W_OK):
        return False
    return not folder.exists() or os.access(folder, os.W_OK)


# -- never through a link ----------------------------------------------------------------------
# A repository can commit symbolic links: `.cognimem -> ../victim` or `memory.db -> ~/.bashrc`.
# Following one would chmod, create or turn into a store a file outside the project, so a link
# where a store folder or file belongs is refused (wherever it points), every file is opened
# with O_NOFOLLOW and permissions are changed on the open descriptor (fchmod), never by path.


def _refuse_link(path: Path, what: str) -> None:
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(st.st_mode):
        try:
            target = os.readlink(path)
        except OSError:
            target = "?"
        raise StoreError(
            f"refusing to use {path} -> {target}: a {what} must not be a symbolic "
            f"link (cognimem never writes through one); remove the link"
        )


def store_links_refused(db_path: Path) -> None:
    """Raise StoreError if the store folder, the database, its -wal/-shm or its backups folder
    is a symbolic link. A few lstat calls: cheap enough for every open."""
    _refuse_link(db_path.parent, "memory store folder")
    for name, what in (
        (db_path.name, "memory store"),
        (db_path.name + "-wal", "store's WAL file"),
        (db_path.name + "-shm", "store's SHM file"),
        (BACKUP_DIRNAME, "backups folder"),
    ):
        _refuse_link(db_path.parent / name, what)


def _open_nofollow(
    path: Path | str,
    flags: int,
    mode: int = 0o600,
    *,
    dir_fd: int | None = None,
    what: str = "file",
) -> int:
    try:
        return os.open(path, flags | os.O_NOFOLLOW | os.O_CLOEXEC, mode, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise StoreError(
                f"refusing to use {path}: a {what} must not be a symbolic link "
                f"(cognimem never writes through one); remove the link"
            ) from exc
        raise


def _fchmod_if(fd: int, want: int) -> None:
    if stat.S_IMODE(os.fstat(fd).st_mode) != want:
        try:
            os.fchmod(fd, want)
        except OSError:
            pass  # not ours to change (read-only mount, another owner): opening still works


def ensure_private_dir(directory: Path, what: str = "memory store folder") -> None:
    """Create `directory` 0700 (or make an existing one 0700 again); refuse a link."""
    _refuse_link(directory, what)
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = _open_nofollow(directory, os.O_RDONLY | os.O_DIRECTORY, what=what)
    try:
        _fchmod_if(fd, 0o700)
    finally:
        os.close(fd)


def ensure_store_dir(directory: Path) -> None:
    """Create the store folder private (0700) with a .gitignore that ignores everything in it."""
    ensure_private_dir(directory)
    fd = _open_nofollow(directory, os.O_RDONLY | os.O_DIRECTORY, what="memory store folder")
    try:
        try:  # O_EXCL never follows a link: an existing .gitignore (or link) is left as it is
            ig = os.open(
                ".gitignore", os.O_CREAT | os.O_WRONLY | os.O_EXCL | os.O_CLOEXEC, 0o644, dir_fd=fd
            )
        except FileExistsError:
            return
        with os.fdopen(ig, "w") as fh:
            os.fchmod(fh.fileno(), 0o644)  # whatever the umask
            fh.write(_GITIGNORE)
    finally:
        os.close(fd)


def ensure_private_file(path: Path) -> None:
    """Create the database file 0600 before SQLite does (its WAL/SHM files copy this mode), or
    make an existing one 0600 again; refuse a link."""
    try:
        fd = _open_nofollow(path, os.O_CREAT | os.O_EXCL | os.O_RDONLY, 0o600, what="memory store")
    except FileExistsError:  # O_EXCL never follows a link: open what is there, without following
        tighten_private_file(path)
        return
    try:
        _fchmod_if(fd, 0o600)  # whatever the umask
    finally:
        os.close(fd)


# Closing ANY descriptor of a file drops every POSIX lock this process holds on it, SQLite's
# included: a process that opened its store a second time (the capture worker: a sync connection,
# then the async API) lost its read lock on the -shm and its shared lock on the database, so
# another process took itself for the only user, reset the -shm under it (SIGBUS) or deleted
# the WAL at its close. So a store file is opened only to change its mode, and that descriptor
# is kept open (one per file, for the life of the process) instead of being closed.
_KEPT_OPEN: dict[tuple[int, int], int] = {}  # (device, inode) -> descriptor, never closed


def tighten_private_file(path: Path) -> None:
    """Make an existing file 0600 again if someone loosened it; a missing file is fine, a link
    is refused, a file we may not open or change is left alone. A file already private is not
    opened at all, and one that is not is changed through a descriptor kept open (above)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISLNK(st.st_mode) and not stat.S_IMODE(st.st_mode) & 0o077:
        return
    fd = _KEPT_OPEN.get((st.st_dev, st.st_ino))  # its inode lives on: it is still this file
    if fd is None:
        try:
            fd = _open_nofollow(path, os.O_RDONLY, what="memory store file")
        except (FileNotFoundError, PermissionError):
            return
        opened = os.fstat(fd)
        # Never closed; a second descriptor of one file (swapped in since the lstat) stays too.
        _KEPT_OPEN.setdefault((opened.st_dev, opened.st_ino), fd)
        if _KEPT_OPEN[(opened.st_dev, opened.st_ino)] != fd:
            _KEPT_OPEN[(opened.st_dev, -fd)] = fd
    if stat.S_IMODE(os.fstat(fd).st_mode) & 0o077:
        _fchmod_if(fd, 0o600)


def write_private_file(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to `path` as a new 0600 file, atomically: a temporary file made 0600 with
    O_EXCL|O_NOFOLLOW in the same folder, then renamed over `path`. A link at `path` is
    replaced by the file, never written through; a reader sees the old file or the whole new."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    fd = os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            os.fchmod(fh.fileno(), 0o600)  # whatever the umask
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
