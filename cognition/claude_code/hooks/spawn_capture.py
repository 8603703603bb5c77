"""PreCompact and SessionEnd: hand the transcript to a detached capture worker and return.

Claude Code gives SessionEnd hooks a shared 1.5 s budget, and extraction (maybe through an LLM)
can take longer, so the hook only checks the payload and spawns
`python -m cognition.claude_code.hooks.capture_worker` in its own session (it outlives the hook and the CLI).
The worker's marker in the store keeps PreCompact-then-SessionEnd from storing anything twice.
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

from cognition.claude_code.hooks import BadPayload, Ctx, payload_cwd, text_field


def spawn(payload: dict[str, Any], ctx: Ctx) -> None:
    transcript = text_field(payload, "transcript_path")
    session = text_field(payload, "session_id")
    if not transcript or not session:
        raise BadPayload("transcript_path and session_id (text) are required")
    if not os.path.isfile(transcript):
        # Claude Code writes the transcript with the first prompt: a session closed before
        # it has nothing to capture. A note, not a failure (doctor counts only errors).
        ctx.log(f"nothing to capture: no transcript at {transcript} (no prompt in this session)")
        return None
    cwd = payload_cwd(payload)
    if ctx.dry_run:
        return None
    from layers.location import home_dir

    logs = home_dir(dict(ctx.env)) / "logs"
    logs.mkdir(parents=True, exist_ok=True, mode=0o700)
    argv = [
        sys.executable,
        "-m",
        "cognition.claude_code.hooks.capture_worker",
        "--transcript",
        transcript,
        "--session",
        session,
        "--cwd",
        cwd,
        "--event",
        ctx.name,
    ]
    # cwd = the logs folder: `-m` puts the cwd on sys.path, and a project folder could shadow
    # our packages. stderr goes to the log so a crash leaves its trace.
    fd = os.open(logs / "capture-worker.err", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        subprocess.Popen(
            argv,
            cwd=logs,
            env=dict(ctx.env),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=fd,
            start_new_session=True,
            close_fds=True,
        )
    finally:
        os.close(fd)
    return None


def session_end(payload: dict[str, Any], ctx: Ctx) -> None:
    return spawn(payload, ctx)


def pre_compact(payload: dict[str, Any], ctx: Ctx) -> None:
    return spawn(payload, ctx)
