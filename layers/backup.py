"""Online backups of a store with SQLite's backup API: taken before purges and migrations, and
(label `auto`) when a process that wrote to a project store closes it (cognition.memory.store).

Where: outside the project. A project store lives in the git-ignored `.cognimem/` of its work
tree, which `git clean -xfd` deletes, store and all; so its backups go to
`<COGNIMEM_HOME>/backups/projects/<project folder>-<hash of the store path>/` (a `store.txt`
there names the store). The global store's go to `<COGNIMEM_HOME>/backups/`. Backups made by
older versions in `<store dir>/backups/` are still listed (and restored from), never rotated.

`<db name>.<UTC timestamp>.<label>.db`, 0600 in a 0700 folder; the newest `KEEP` per database
are kept, and apart from them the newest `AUTO_KEEP` automatic ones (so frequent automatic
copies never push out a pre-migration or manual one). The copy is consistent even while other
processes write (it reads one snapshot), and it is written under a temporary name first so a
crash never leaves a half-copied file that looks like a backup.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path

from layers.digest import sha256_hex as _sha256_hex
from layers.errors import InvalidInput
from layers.location import (
    STORE_DIRNAME,
    ensure_private_dir,
    ensure_private_file,
    home_dir,
    tighten_private_file,
    write_private_file,
)

KEEP = 10
AUTO = "auto"  # the label of the copies taken after writes
AUTO_KEEP = 3
AUTO_SMALL_BYTES = 32 * 1024 * 1024
AUTO_EVERY_S = 3600.0
BACKUP_DIRNAME = "backups"
ORIGIN_FILE = "store.txt"
_LABEL = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
_STAMP = "%Y%m%dT%H%M%S.%fZ"  # sorts lexically in time order


def backup_dir(db_path: Path, env: Mapping[str, str] | None = None) -> Path:
    """Where new backups of the store at `db_path` go: under the cognimem home, never inside
    the project (the folder name carries a hash of the store's absolute path)."""
    db_path = Path(os.path.abspath(db_path))
    home = home_dir(env)
    if db_path.parent == home:
        return home / BACKUP_DIRNAME
    digest = _sha256_hex(str(db_path).encode("utf-8", "surrogateescape"))[:12]
    project = db_path.parent.parent.name if db_path.parent.name == STORE_DIRNAME else ""
    name = re.sub(r"[^A-Za-z0-9_.-]", "_", project or db_path.stem)[:40].lstrip(".") or "store"
    return home / BACKUP_DIRNAME / "projects" / f"{name}-{digest}"


def legacy_backup_dir(db_path: Path) -> Path:
    """Where backups went before they moved out of the project (read, never rotated)."""
    return Path(db_path).parent / BACKUP_DIRNAME


def _pattern(db_name: str) -> re.Pattern[str]:
    return re.compile(
        rf"^{re.escape(db_name)}\.(\d{{8}}T\d{{6}}\.\d{{6}}Z)(-\d+)?\.([A-Za-z0-9_-]+)\.db$"
    )


def list_backups(db_path: Path, env: Mapping[str, str] | None = None) -> list[Path]:
    """This database's backups, newest first (the old in-project folder's too)."""
    return [p for *_, p in sorted(_found(db_path, env, legacy=True), reverse=True)]


def _found(
    db_path: Path, env: Mapping[str, str] | None, *, legacy: bool
) -> list[tuple[str, int, str, Path]]:
    """(stamp, tie-break, label, path) of each backup in the folder(s)."""
    pat = _pattern(Path(db_path).name)
    folders = [backup_dir(db_path, env)]
    if legacy and legacy_backup_dir(db_path) not in folders:
        folders.append(legacy_backup_dir(db_path))
    found = []
    for directory in folders:
        if not directory.is_dir():
            continue
        for p in directory.iterdir():
            m = pat.match(p.name)
            if m:
                found.append((m.group(1), int((m.group(2) or "-0")[1:]), m.group(3), p))
    return found


def newest_backup_age(
    db_path: Path, label: str, now: float, env: Mapping[str, str] | None = None
) -> float | None:
    """Seconds since the newest backup with `label` was taken (None: there is none)."""
    stamps = [stamp for stamp, _, lab, _ in _found(db_path, env, legacy=False) if lab == label]
    if not stamps:
        return None
    taken = datetime.strptime(max(stamps), _STAMP).replace(tzinfo=UTC).timestamp()
    return now - taken


def auto_backup_due(db_path: Path, now: float, env: Mapping[str, str] | None = None) -> bool:
    """After a write: always for a store of up to AUTO_SMALL_BYTES (the copy takes
    milliseconds), at most every AUTO_EVERY_S for a bigger one."""
    try:
        size = os.path.getsize(db_path)
    except OSError:
        return False
    if size <= AUTO_SMALL_BYTES:
        return True
    age = newest_backup_age(db_path, AUTO, now, env)
    return age is None or age >= AUTO_EVERY_S


def _rotate(db_path: Path, env: Mapping[str, str] | None, keep: int) -> None:
    """Keep the newest `keep` backups, and apart from them the newest AUTO_KEEP automatic ones
    (in the current folder only: an old in-project folder is left as it is)."""
    found = sorted(_found(db_path, env, legacy=False), reverse=True)
    autos = [p for *_, lab, p in found if lab == AUTO]
    others = [p for *_, lab, p in found if lab != AUTO]
    for old in others[keep:] + autos[AUTO_KEEP:]:
        old.unlink(missing_ok=True)


def backup(
    conn: sqlite3.Connection,
    db_path: Path,
    label: str,
    *,
    keep: int = KEEP,
    now: float | None = None,
    env: Mapping[str, str] | None = None,
) -> Path:
    """Copy the database behind `conn` into the backups folder; returns the new file."""
    if not isinstance(label, str) or not _LABEL.match(label):
        raise InvalidInput(f"backup label must be letters, digits, '-' or '_' (got {label!r})")
    if keep < 1:
        raise InvalidInput(f"keep must be at least 1 (got {keep})")
    db_path = Path(db_path)
    directory = backup_dir(db_path, env)
    # Never chmod by path: a link swapped in would carry the change outside the store folder.
    for level in (*reversed(directory.parents[: _depth(directory, env)]), directory):
        ensure_private_dir(level, "backups folder")  # 0700 through an O_NOFOLLOW descriptor
    stamp = datetime.fromtimestamp(time.time() if now is None else now, UTC).strftime(_STAMP)
    dest = directory / f"{db_path.name}.{stamp}.{label}.db"
    n = 0
    while dest.exists():  # two backups in one microsecond (tests with a fixed clock)
        n += 1
        dest = directory / f"{db_path.name}.{stamp}-{n}.{label}.db"
    part = dest.with_name(dest.name + ".part")
    ensure_private_file(part)  # 0600 before SQLite writes a byte into it
    try:
        target = sqlite3.connect(str(part))
        try:
            conn.backup(target)
            # A copy of a WAL database is in WAL mode too; a backup should be one plain file.
            target.execute("PRAGMA journal_mode=DELETE")
        finally:
            target.close()
        os.replace(part, dest)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    tighten_private_file(dest)  # 0600 through an O_NOFOLLOW descriptor; a link is refused
    _note_origin(directory, db_path)
    _rotate(db_path, env, keep)
    return dest


def _depth(directory: Path, env: Mapping[str, str] | None) -> int:
    """How many of `directory`'s parents are ours to create private: the cognimem home and
    those below it (home/backups/projects/<name>: 3), none for a folder elsewhere."""
    home = home_dir(env)
    return len(directory.relative_to(home).parts) if directory.is_relative_to(home) else 0


def _note_origin(directory: Path, db_path: Path) -> None:
    """A `store.txt` naming the store, so a person can tell which project a folder is for."""
    origin = directory / ORIGIN_FILE
    if directory.name != BACKUP_DIRNAME and not os.path.lexists(origin):
        write_private_file(origin, f"{os.path.abspath(db_path)}\n")


__all__ = [
    "AUTO",
    "AUTO_KEEP",
    "BACKUP_DIRNAME",
    "KEEP",
    "auto_backup_due",
    "backup",
    "backup_dir",
    "legacy_backup_dir",
    "list_backups",
    "newest_backup_age",
]
