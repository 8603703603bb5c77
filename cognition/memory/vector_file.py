"""The vector matrix file beside a SQLite store (`memory.db.vectors`): one embedder's vectors
as int8 codes with a scale per row, stamped with the `vector_log` entry it covers.

A cache, never the truth: a reader trusts it only for rows whose vector has not changed since
that entry (the log says which did) and only to choose candidates; every score it returns is
computed from the float32 rows in SQLite. Anything unexpected (missing, a link, another
owner's, another model's, truncated, a foreign format) reads as "no file", and the next full
scan writes a new one. Layout, little-endian:

    header (HEADER bytes): magic, version, dim, count, seq, tag, block, model length, model
    codes  count * dim int8, in blocks of `block` rows (the last may be shorter), each block
           column by column: a query's nonzero dimensions are read alone (a hash query has a
           few dozen of 384)
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
VERSION = 2  # 1 stored the codes row by row: read as foreign, written anew by the scan
HEADER = 512
_FIXED = struct.Struct("<8sIIQqqII")  # magic, version, dim, count, seq, tag, block, model length
MAX_MODEL = HEADER - _FIXED.size
BLOCK = 4096  # rows per block of codes written: 1.5 MB at dim 384


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
    block: int = BLOCK

    def blocks(
        self, columns: np.ndarray | None = None
    ) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
        """(ids, codes, scales) of consecutive blocks of rows, codes (len(columns), rows): the
        block's columns given (sorted, distinct), all when None; valid until the next block
        (read into one buffer, not mapped: a mapped file counts in RSS as it is touched)."""
        n, dim = len(self.ids), self.dim
        runs = None if columns is None or 2 * len(columns) > dim else _runs(columns)
        height = dim if columns is None or runs is None else len(columns)
        space = np.empty(height * min(n, self.block), np.int8)
        for start in range(0, n, self.block):
            rows = min(n, start + self.block) - start
            at = HEADER + start * dim
            codes = space[: height * rows].reshape(height, rows)
            if runs is None:
                self._read(codes, at)
                if columns is not None:
                    codes = codes[columns]
            else:
                for col, put, width in runs:
                    self._read(codes[put : put + width], at + col * rows)
            yield self.ids[start : start + rows], codes, self.scales[start : start + rows]

    def _read(self, into: np.ndarray, offset: int) -> None:
        """Fill `into` (contiguous) from the file at `offset`."""
        got = os.preadv(self.fd, [into.data.cast("B")], offset)
        if got != into.nbytes:
            raise OSError(f"vector file shrank while read ({got} of {into.nbytes} bytes)")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.close(self.fd)


def _runs(columns: np.ndarray) -> list[tuple[int, int, int]]:
    """(first column, its place in the selection, width) of each run of consecutive columns:
    one read each."""
    found: list[tuple[int, int, int]] = []
    for put, col in enumerate(columns.tolist()):
        if found and found[-1][0] + found[-1][2] == col:
            first, where, width = found[-1]
            found[-1] = (first, where, width + 1)
        else:
            found.append((col, put, 1))
    return found


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
    magic, version, fdim, count, seq, tag, block, mlen = _FIXED.unpack_from(head)
    if magic != MAGIC or version != VERSION or fdim != dim or mlen > MAX_MODEL or block < 1:
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
    return VectorFile(fd, model, dim, int(seq), int(tag), ids, scales, int(block))


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
        self.model, self.dim, self.block = model, dim, BLOCK
        self.count = 0
        self._ids: list[np.ndarray] = []
        self._scales: list[np.ndarray] = []
        self._block: np.ndarray | None = None  # codes of the rows not yet written
        self._filled = 0
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
        """Append rows: codes (rows, dim) gathered into a block, written when it is whole;
        ids and scales at commit."""
        if self.failed or len(ids) == 0:
            return
        self._ids.append(np.asarray(ids, "<i8").copy())
        self._scales.append(np.asarray(scales, "<f4").copy())
        self.count += len(ids)
        if self._block is None:
            self._block = np.empty((self.block, self.dim), np.int8)
        at = 0
        while at < len(codes) and not self.failed:
            take = min(self.block - self._filled, len(codes) - at)
            self._block[self._filled : self._filled + take] = codes[at : at + take]
            self._filled, at = self._filled + take, at + take
            if self._filled == self.block:
                self._write_block()

    def _write_block(self) -> None:
        """The block gathered so far, column by column."""
        assert self._block is not None
        data = np.ascontiguousarray(self._block[: self._filled].T).data.cast("B")
        self._filled = 0
        try:
            written = 0
            while written < len(data):
                written += os.write(self.fd, data[written:])
        except OSError as exc:
            self._fail(exc)

    def commit(self, seq: int, tag: int) -> bool:
        """Stamp the file with the log entry it covers, make it durable, put it in place."""
        if self._filled and not self.failed:
            self._write_block()  # the last block, shorter
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
            fixed = _FIXED.pack(
                MAGIC, VERSION, self.dim, self.count, seq, tag, self.block, len(model)
            )
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
