"""The vector matrix file beside a SQLite store (`memory.db.vectors`): one embedder's vectors
as int8 codes with a scale per row, stamped with the `vector_log` entry it covers.

A cache, never the truth: a reader trusts it only for rows whose vector has not changed since
that entry (the log says which did) and only to choose candidates; every score it returns is
computed from the float32 rows in SQLite. Anything unexpected (missing, a link, another
owner's, another model's, truncated, a foreign format) reads as "no file", and the next full
scan writes a new one. Layout, little-endian:

    header (HEADER bytes): magic, version, dim, count, seq, tag, model length, model
    codes  count * dim int8
    scales count float32
    ids    count int64
"""

from __future__ import annotations

import contextlib
import os
import stat
import struct
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

MAGIC = b"CMVECS\x00\x00"
VERSION = 1
HEADER = 512
_FIXED = struct.Struct("<8sIIQqqI")  # magic, version, dim, count, seq, tag, model length
MAX_MODEL = HEADER - _FIXED.size
BLOCK = 4096  # rows per read of codes: 1.5 MB at dim 384
SUFFIX = ".vectors"


def _log() -> Any:
    """The logger, imported on first use: a recall that finds its file imports no logging."""
    import logging

    return logging.getLogger("cognimem")


SUFFIX = ".vectors"


def file_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + SUFFIX)


def _size(count: int, dim: int) -> int:
    return HEADER + count * (dim + 4 + 8)


@dataclass(slots=True)
class VectorFile:
    """An open, checked file: its stamp, ids and scales in memory, codes read block by block."""

    fd: int
    model: str
    dim: int
    seq: int
    tag: int
    ids: np.ndarray
    scales: np.ndarray

    def blocks(self, rows: int = BLOCK) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
        """(ids, codes, scales) of consecutive rows. Read, not mapped: the process holds one
        block of codes at a time (a mapped file counts in its RSS as it is touched)."""
        n = len(self.ids)
        for start in range(0, n, rows):
            end = min(n, start + rows)
            want = (end - start) * self.dim
            data = os.pread(self.fd, want, HEADER + start * self.dim)
            if len(data) != want:
                raise OSError(f"vector file shrank while read ({len(data)} of {want} bytes)")
            codes = np.frombuffer(data, np.int8).reshape(end - start, self.dim)
            yield self.ids[start:end], codes, self.scales[start:end]

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.close(self.fd)


def open_file(path: Path, model: str, dim: int) -> VectorFile | None:
    """The file at `path` if it is ours and whole for this model and dim, else None."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:  # missing, a symbolic link (ELOOP), unreadable: no file
        return None
    try:
        found = _checked(fd, model, dim)
    except (OSError, ValueError, struct.error) as exc:
        _log().info("vector file %s ignored: %s", path, exc)
        found = None
    if found is None:
        os.close(fd)
    return found


def _checked(fd: int, model: str, dim: int) -> VectorFile | None:
    st = os.fstat(fd)
    # Ours and private, like the store beside it: a file another user could have written is
    # not trusted to say which rows to leave out.
    if not stat.S_ISREG(st.st_mode) or st.st_uid != os.geteuid() or st.st_mode & 0o077:
        return None
    head = os.pread(fd, HEADER, 0)
    if len(head) != HEADER:
        return None
    magic, version, fdim, count, seq, tag, mlen = _FIXED.unpack_from(head)
    if magic != MAGIC or version != VERSION or fdim != dim or mlen > MAX_MODEL:
        return None
    if head[_FIXED.size : _FIXED.size + mlen] != model.encode():
        return None
    if st.st_size != _size(count, dim):
        return None
    tail = os.pread(fd, count * 12, HEADER + count * dim)
    if len(tail) != count * 12:
        return None
    scales = np.frombuffer(tail, "<f4", count)
    ids = np.frombuffer(tail, "<i8", count, offset=count * 4)
    return VectorFile(fd, model, dim, int(seq), int(tag), ids, scales)


STALE_TMP_S = 3600.0  # a temporary file this old was left by a killed writer


def _sweep(path: Path) -> None:
    """Remove what a writer killed mid-write left (40 MB at 100K memories): temporary files of
    this name not changed for an hour (no write takes that long)."""
    now = time.time()
    try:
        left = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return
    for old in left:
        with contextlib.suppress(OSError):
            st = os.lstat(old)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > STALE_TMP_S:
                os.unlink(old)


class FileWriter:
    """Writes a new file beside the old one and renames it over it when whole: a reader sees
    the old file or the new, never a part. Best effort: `start` returns None and `commit`
    False (logged) when the folder will not take it; the command goes on without."""

    def __init__(self, path: Path, tmp: Path, fd: int, model: str, dim: int) -> None:
        self.path, self.tmp, self.fd = path, tmp, fd
        self.model, self.dim = model, dim
        self.count = 0
        self._ids: list[np.ndarray] = []
        self._scales: list[np.ndarray] = []
        self.failed = False

    @classmethod
    def start(cls, path: Path, model: str, dim: int) -> FileWriter | None:
        if len(model.encode()) > MAX_MODEL or dim <= 0:
            return None
        try:
            if stat.S_ISLNK(os.lstat(path).st_mode):
                _log().warning("vector file %s is a symbolic link: not written, not read", path)
                return None
        except FileNotFoundError:
            pass
        except OSError:
            return None
        _sweep(path)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
        try:
            fd = os.open(
                tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600
            )
        except OSError as exc:  # a read-only folder, a full disk: no file this time
            _log().info("vector file %s not written: %s", path, exc)
            return None
        writer = cls(path, tmp, fd, model, dim)
        try:
            os.fchmod(fd, 0o600)  # whatever the umask
            os.lseek(fd, HEADER, os.SEEK_SET)
        except OSError as exc:
            writer._fail(exc)
            return None
        return writer

    def add(self, ids: np.ndarray, codes: np.ndarray, scales: np.ndarray) -> None:
        """Append rows (their codes now, ids and scales at commit)."""
        if self.failed or len(ids) == 0:
            return
        try:
            data = np.ascontiguousarray(codes, np.int8).tobytes()
            written = 0
            while written < len(data):
                written += os.write(self.fd, data[written:])
        except OSError as exc:
            self._fail(exc)
            return
        self._ids.append(np.asarray(ids, "<i8").copy())
        self._scales.append(np.asarray(scales, "<f4").copy())
        self.count += len(ids)

    def commit(self, seq: int, tag: int) -> bool:
        """Stamp the file with the log entry it covers, make it durable, put it in place."""
        if self.failed:
            return False
        try:
            empty_i, empty_s = np.empty(0, "<i8"), np.empty(0, "<f4")
            tail = (
                np.concatenate(self._scales or [empty_s]).tobytes()
                + np.concatenate(self._ids or [empty_i]).tobytes()
            )
            os.pwrite(self.fd, tail, HEADER + self.count * self.dim)
            model = self.model.encode()
            fixed = _FIXED.pack(MAGIC, VERSION, self.dim, self.count, seq, tag, len(model))
            os.pwrite(self.fd, (fixed + model).ljust(HEADER, b"\x00"), 0)
            os.fsync(self.fd)  # else a crash could leave the name on a file of zeros
            os.close(self.fd)
            self.fd = -1
            os.replace(self.tmp, self.path)
        except OSError as exc:
            self._fail(exc)
            return False
        return True

    def abort(self) -> None:
        if not self.failed:
            self._fail(None)

    def _fail(self, exc: OSError | None) -> None:
        self.failed = True
        if exc is not None:
            _log().info("vector file %s not written: %s", self.path, exc)
        if self.fd >= 0:
            with contextlib.suppress(OSError):
                os.close(self.fd)
            self.fd = -1
        with contextlib.suppress(OSError):
            os.unlink(self.tmp)


__all__ = ["FileWriter", "VectorFile", "file_path", "open_file"]
