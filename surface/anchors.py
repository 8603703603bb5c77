"""Code anchors: is the code a memory was saved against still the same?

An anchor keeps the sha256 of a file (or of a line range of it) at save time. A memory is
"stale" when that file vanished or its content no longer hashes the same. A line range whose
exact text only moved (lines added above it) is not stale. No networkx here: the prompt hook
uses `stale_ids_plan` to flag the memories it surfaces.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from layers import graph_queries as gq
from layers.errors import InvalidInput
from layers.plan import Plan

MAX_FILE_BYTES = 16 * 1024 * 1024  # anchoring a bigger file would make every check slow
MAX_MOVE_SCAN_BYTES = 1024 * 1024  # look for a moved line range only in files up to this size

FRESH, CHANGED, MISSING = "fresh", "changed", "missing"


@dataclass(frozen=True, slots=True)
class StaleReport:
    """One anchor whose code changed ('changed') or vanished ('missing') since it was saved."""

    memory_id: int
    ref: str
    path: str
    line_start: int | None
    line_end: int | None
    symbol: str | None
    reason: str
    saved_hash: str
    current_hash: str | None


def relative_path(root: Path, path: str | os.PathLike[str]) -> str:
    """`path` (relative to `root`, or absolute inside it) as a clean posix path relative to the
    root. Paths that leave the root, also through `..` or a symlink, are refused."""
    if not isinstance(path, str | os.PathLike) or not str(path).strip() or "\x00" in str(path):
        raise InvalidInput(f"path must be a file path inside the project (got {path!r})")
    root = root.resolve()
    given = Path(path)
    full = (given if given.is_absolute() else root / given).resolve()
    try:
        rel = full.relative_to(root)
    except ValueError:
        raise InvalidInput(f"path {str(path)!r} is outside the project root {root}") from None
    if not rel.parts:
        raise InvalidInput("path must name a file, not the project root")
    return rel.as_posix()


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True)


def region_digest(data: bytes, line_start: int | None, line_end: int | None) -> str:
    """sha256 of the whole content, or of lines line_start..line_end (1-based, inclusive)."""
    if line_start is None:
        return hashlib.sha256(data).hexdigest()
    end = line_start if line_end is None else line_end
    return hashlib.sha256(b"".join(_lines(data)[line_start - 1 : end])).hexdigest()


def read_anchored(root: Path, rel: str) -> bytes | None:
    """The file's bytes, or None when it is gone, unreadable, or no longer inside the root."""
    root = root.resolve()
    full = (root / rel).resolve()
    try:
        full.relative_to(root)
        if not full.is_file() or full.stat().st_size > MAX_FILE_BYTES:
            return None
        return full.read_bytes()
    except (OSError, ValueError):
        return None


def _moved(data: bytes, digest: str, n_lines: int) -> bool:
    """True when some n-line window of the file still hashes to `digest` (the range moved)."""
    if len(data) > MAX_MOVE_SCAN_BYTES or n_lines < 1:
        return False
    lines = _lines(data)
    for start in range(0, len(lines) - n_lines + 1):
        if hashlib.sha256(b"".join(lines[start : start + n_lines])).hexdigest() == digest:
            return True
    return False


def anchor_state(data: bytes | None, a: gq.Anchor) -> tuple[str, str | None]:
    """(FRESH | CHANGED | MISSING, current hash) of one anchor given its file's bytes."""
    if data is None:
        return MISSING, None
    current = region_digest(data, a.line_start, a.line_end)
    if current == a.content_hash:
        return FRESH, current
    if a.line_start is not None:
        n = (a.line_end if a.line_end is not None else a.line_start) - a.line_start + 1
        if _moved(data, a.content_hash, n):
            return FRESH, a.content_hash
    return CHANGED, current


def check_anchors(
    root: Path, anchors: Iterable[gq.Anchor]
) -> list[tuple[gq.Anchor, str, str | None]]:
    """The state of each anchor; every file is read once and each distinct range hashed once."""
    files: dict[str, bytes | None] = {}
    seen: dict[tuple[str, int | None, int | None, str], tuple[str, str | None]] = {}
    out = []
    for a in anchors:
        key = (a.path, a.line_start, a.line_end, a.content_hash)
        if key not in seen:
            if a.path not in files:
                files[a.path] = read_anchored(root, a.path)
            seen[key] = anchor_state(files[a.path], a)
        state, current = seen[key]
        out.append((a, state, current))
    return out


def stale_ids_plan(root: Path, ids: Iterable[int]) -> Plan[set[int]]:
    """The memories among `ids` with at least one anchor whose code changed or vanished."""
    ids = list(ids)
    if not ids:
        return set()
    anchors = yield from gq.anchors_of(ids)
    return {a.memory_id for a, state, _ in check_anchors(root, anchors) if state != FRESH}
