"""PreCompact and SessionEnd: hand the transcript to a detached capture worker and return.

Claude Code gives SessionEnd hooks a shared 1.5 s budget, and extraction (maybe through an LLM)
can take longer, so the hook only checks the payload and spawns
`python -m cognition.claude_code.hooks.capture_worker` in its own session (it outlives the hook and the CLI).
The worker's marker in the store keeps PreCompact-then-SessionEnd from storing anything twice.
"""

from __future__ import annotations

import os
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
    from cognition.detached import start_detached

    start_detached(argv, logs, "capture-worker.err", ctx.env)
    return None


def session_end(payload: dict[str, Any], ctx: Ctx) -> None:
    return spawn(payload, ctx)


def pre_compact(payload: dict[str, Any], ctx: Ctx) -> None:
    return spawn(payload, ctx)
