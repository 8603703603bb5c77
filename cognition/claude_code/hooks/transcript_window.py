"""Read a growing JSONL transcript in bounded windows, from where the last capture stopped.

A window is the complete lines after a (line, byte offset) position, up to `max_bytes` of
them. A line longer than `max_line` bytes (a pasted log, a file without newlines) is counted
and skipped without being loaded: memory stays bounded by the two limits, whatever the file
holds. A half-written last line is left for the next run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

MAX_LINE_BYTES = (
    4_000_000  # as claude_code.transcript's MAX_LINE_CHARS: longer is no conversation turn
)
WINDOW_BYTES = 16 * 1024 * 1024
_CHUNK = 1024 * 1024


@dataclass(slots=True)
class Window:
    start_line: int
    start_offset: int
    end_line: int  # lines [start_line, end_line) were read (or skipped as too long)
    end_offset: int
    lines: list[str] = field(default_factory=list)
    skipped: int = 0  # lines longer than the limit, counted but not kept

    @property
    def empty(self) -> bool:
        return self.end_line == self.start_line


def _skip_rest(fh: BinaryIO) -> int | None:
    """Bytes up to and including the next newline, read in chunks; None at end of file."""
    n = 0
    while True:
        chunk = fh.readline(_CHUNK)
        if not chunk:
            return None
        n += len(chunk)
        if chunk.endswith(b"\n"):
            return n


def offset_of_line(path: Path, line: int) -> int | None:
    """The byte offset where line `line` starts (for a marker that holds no offset), or None
    when the file has fewer complete lines."""
    with open(path, "rb") as fh:
        offset = 0
        for _ in range(line):
            n = _skip_rest(fh)
            if n is None:
                return None
            offset += n
        return offset


def read_window(
    path: Path,
    line: int,
    offset: int,
    *,
    max_bytes: int = WINDOW_BYTES,
    max_line: int = MAX_LINE_BYTES,
) -> Window:
    win = Window(line, offset, line, offset)
    kept = 0
    with open(path, "rb") as fh:
        fh.seek(offset)
        while kept < max_bytes:
            chunk = fh.readline(max_line + 1)
            if not chunk:
                break
            if chunk.endswith(b"\n"):  # at most max_line bytes before the newline: kept
                win.lines.append(chunk.decode("utf-8", "replace"))
                kept += len(chunk)
                size = len(chunk)
            elif len(chunk) <= max_line:
                break  # the last line is still being written
            else:
                rest = _skip_rest(fh)
                if rest is None:
                    break  # an over-long line still being written: look again next time
                win.skipped += 1
                size = len(chunk) + rest
            win.end_line += 1
            win.end_offset += size
    return win


__all__ = ["MAX_LINE_BYTES", "WINDOW_BYTES", "Window", "offset_of_line", "read_window"]
