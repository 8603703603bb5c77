"""Online backups of a store with SQLite's backup API: taken before purges and migrations.

`<store dir>/backups/<db name>.<UTC timestamp>.<label>.db`, 0600 in a 0700 folder, newest
`KEEP` per database kept. The copy is consistent even while other processes write (it reads
one snapshot), and it is written under a temporary name first so a crash never leaves a
half-copied file that looks like a backup.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from datetime import UTC, datetime
from pathlib import Path

from layers.errors import InvalidInput
from layers.location import ensure_private_dir, ensure_private_file, tighten_private_file

KEEP = 10
BACKUP_DIRNAME = "backups"
_LABEL = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
_STAMP = "%Y%m%dT%H%M%S.%fZ"  # sorts lexically in time order


def backup_dir(db_path: Path) -> Path:
    return Path(db_path).parent / BACKUP_DIRNAME


def _pattern(db_name: str) -> re.Pattern[str]:
    return re.compile(
        rf"^{re.escape(db_name)}\.(\d{{8}}T\d{{6}}\.\d{{6}}Z)(-\d+)?\.[A-Za-z0-9_-]+\.db$"
    )


def list_backups(db_path: Path) -> list[Path]:
    """This database's backups, newest first."""
    directory = backup_dir(db_path)
    if not directory.is_dir():
        return []
    pat = _pattern(Path(db_path).name)
    found = []
    for p in directory.iterdir():
        m = pat.match(p.name)
        if m:
            found.append((m.group(1), int((m.group(2) or "-0")[1:]), p))
    return [p for *_, p in sorted(found, reverse=True)]


def backup(
    conn: sqlite3.Connection,
    db_path: Path,
    label: str,
    *,
    keep: int = KEEP,
    now: float | None = None,
) -> Path:
    """Copy the database behind `conn` into the backups folder; returns the new file."""
    if not isinstance(label, str) or not _LABEL.match(label):
        raise InvalidInput(f"backup label must be letters, digits, '-' or '_' (got {label!r})")
    if keep < 1:
        raise InvalidInput(f"keep must be at least 1 (got {keep})")
    db_path = Path(db_path)
    directory = backup_dir(db_path)
    # Never chmod by path: a link swapped in would carry the change outside the store folder.
    ensure_private_dir(directory, "backups folder")  # 0700 through an O_NOFOLLOW descriptor
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
    for old in list_backups(db_path)[keep:]:
        old.unlink(missing_ok=True)
    return dest


__all__ = ["BACKUP_DIRNAME", "KEEP", "backup", "backup_dir", "list_backups"]
