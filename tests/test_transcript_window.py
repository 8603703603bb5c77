"""Transcripts are read in bounded windows from the last marker: an over-long line (a file
without newlines) is counted and skipped without being loaded, a half-written last line waits,
and successive windows cover every complete line exactly once."""

from __future__ import annotations

import json
import os
import sqlite3
import tracemalloc
from contextlib import closing
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.claude_code.hooks import capture_worker
from cognition.claude_code.hooks.transcript_window import offset_of_line, read_window


def windows(path: Path, **limits) -> tuple[list[str], int, int]:
    """All lines kept, lines skipped, lines counted, reading window after window."""
    line = offset = skipped = 0
    kept: list[str] = []
    while True:
        win = read_window(path, line, offset, **limits)
        if win.empty:
            return kept, skipped, line
        kept += win.lines
        skipped += win.skipped
        line, offset = win.end_line, win.end_offset
        assert offset_of_line(path, line) == offset


# No lone surrogates ("Cs"): they have no UTF-8 form, so no transcript file can hold one.
@settings(max_examples=60, deadline=None)
@given(
    lines=st.lists(
        st.text(
            st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r"), max_size=40
        ),
        max_size=30,
    ),
    tail=st.text(
        st.characters(blacklist_categories=("Cs",), blacklist_characters="\n"), max_size=30
    ),
    max_line=st.integers(4, 60),
    max_bytes=st.integers(1, 200),
)
def test_windows_cover_every_complete_line_once(tmp_path_factory, lines, tail, max_line, max_bytes):
    path = tmp_path_factory.mktemp("w") / "t.jsonl"
    path.write_bytes("".join(f"{x}\n" for x in lines).encode() + tail.encode())
    kept, skipped, counted = windows(path, max_line=max_line, max_bytes=max_bytes)
    short = [f"{x}\n" for x in lines if len(x.encode()) <= max_line]
    assert kept == short
    assert skipped == len(lines) - len(short)
    assert counted == len(lines)  # the unfinished tail is never counted


def test_a_huge_line_without_newline_is_skipped_in_bounded_memory(tmp_path):
    path = tmp_path / "t.jsonl"
    with open(path, "wb") as fh:
        fh.write(b'{"type": "user"}\n')
        fh.write(b"x" * (40 * 1024 * 1024) + b"\n")  # 40 MB on one line
        fh.write(b'{"type": "assistant"}\n')
        fh.write(b"y" * (20 * 1024 * 1024))  # 20 MB still being written
    tracemalloc.start()
    try:
        kept, skipped, counted = windows(path, max_line=1024 * 1024)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert kept == ['{"type": "user"}\n', '{"type": "assistant"}\n']
    assert (skipped, counted) == (1, 3)
    assert peak < 8 * 1024 * 1024  # a few 1 MB chunks, never the 40 MB line


def _decision(uuid: str, text: str) -> str:
    return (
        json.dumps(
            {
                "type": "user",
                "uuid": uuid,
                "timestamp": "2026-11-20T11:00:00.000Z",
                "message": {"role": "user", "content": text},
            }
        )
        + "\n"
    )


def test_a_marker_without_offset_resumes_at_its_line(project, home, monkeypatch, tmp_path):
    """Stores written before offsets were kept hold only the line count."""
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(
        _decision("u1", "We decided to use Redis because Memcached lost keys.")
        + _decision("u2", "We decided to use Caddy because nginx was hard.")
    )
    env = {**os.environ, "COGNIMEM_HOME": str(home)}
    capture_worker.capture(transcript, "old", str(project), "session-end", env)
    db = project / ".cognimem" / "memory.db"
    with closing(sqlite3.connect(db)) as conn:
        conn.execute("DELETE FROM meta WHERE key = 'captured-offset:old'")
        conn.commit()
    with transcript.open("a") as fh:
        fh.write(_decision("u3", "We decided to use uv because pip resolution took minutes."))
    capture_worker.capture(transcript, "old", str(project), "session-end", env)
    with closing(sqlite3.connect(db)) as conn:
        rows = [r[0] for r in conn.execute("SELECT content FROM memory ORDER BY id")]
        marker = conn.execute(
            "SELECT value FROM meta WHERE key LIKE 'captured%' ORDER BY key"
        ).fetchall()
    assert len(rows) == 3 and "uv" in rows[2]  # the first two were not stored again
    assert marker == [(str(transcript.stat().st_size),), ("3",)]


def test_the_worker_skips_an_over_long_line_and_keeps_the_rest(
    project, home, monkeypatch, tmp_path
):
    monkeypatch.setenv("COGNIMEM_HOME", str(home))
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(
        _decision("u1", "We decided to use Redis because Memcached lost keys.")
        + _decision("u2", "We decided to use X because " + "long " * 1_000_000)
        + _decision("u3", "We decided to use Caddy because nginx was hard.")
    )
    env = {**os.environ, "COGNIMEM_HOME": str(home)}
    out = capture_worker.capture(transcript, "big", str(project), "session-end", env)
    assert "1 over-long lines skipped" in out, out
    with closing(sqlite3.connect(project / ".cognimem" / "memory.db")) as conn:
        rows = sorted(r[0] for r in conn.execute("SELECT content FROM memory"))
    assert len(rows) == 2 and "Caddy" in rows[0] and "Redis" in rows[1]
