"""Reading Claude Code's JSONL session transcripts into turns; what the session stored through
the memory tools is kept apart (role MEMORY_TOOL), so capture does not store it twice.
Everything returned has passed through `redact`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator
from typing import Any

from cognition.capture.turns import MEMORY_TOOL, Turn
from cognition.redact import redact

__all__ = ["MEMORY_TOOL", "Turn", "read_transcript"]

MAX_LINE_CHARS = 4_000_000  # a single pasted blob bigger than this is not a conversation turn


_REMINDER = re.compile(r"<system-reminder>[\s\S]*?(?:</system-reminder>|\Z)")
# User lines carrying these are slash-command plumbing or `!` shell output, not the user talking.
_COMMAND_TAG = re.compile(
    r"<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr"
    r"|local-command-caveat|bash-input|bash-stdout|bash-stderr)>"
)
_USER_NOISE = re.compile(
    r"^\s*(?:\[Request interrupted by user[^\]]*\]|Caveat: The messages below were generated)"
)


def _lines(source: str | os.PathLike[str] | Iterable[str | bytes]) -> Iterator[str]:
    if isinstance(source, str | os.PathLike):
        with open(source, encoding="utf-8", errors="replace") as fh:
            yield from fh  # streamed: transcripts grow to hundreds of MB
    else:
        for line in source:
            yield line.decode("utf-8", "replace") if isinstance(line, bytes) else line


def _message_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            b["text"]
            for b in content
            if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
        ]
        return "\n\n".join(parts)
    return ""


# The memory server's writing tools, under any server name Claude Code gives it (mcp__memory__...).
_MEMORY_WRITE_TOOL = re.compile(r"^mcp__.+__(?:remember|decide|update_memory)$")
# Input fields that hold the stored statement, in the order they are joined.
_TOOL_TEXT_FIELDS = ("title", "content", "text", "choice", "rationale")


def _stored_by_tool(obj: Any) -> list[tuple[str, str]]:
    """(tool_use id, stored text) for each memory-writing tool call in an assistant line."""
    if not isinstance(obj, dict) or obj.get("type") != "assistant" or obj.get("isSidechain"):
        return []
    msg = obj.get("message")
    content = msg.get("content") if isinstance(msg, dict) else None
    if not isinstance(content, list):
        return []
    out = []
    for block in content:
        if not (
            isinstance(block, dict)
            and block.get("type") == "tool_use"
            and isinstance(block.get("name"), str)
            and _MEMORY_WRITE_TOOL.match(block["name"])
        ):
            continue
        given = block.get("input")
        args: dict[str, Any] = given if isinstance(given, dict) else {}
        parts = [
            args[k].strip()
            for k in _TOOL_TEXT_FIELDS
            if isinstance(args.get(k), str) and args[k].strip()
        ]
        if parts:
            out.append((str(block.get("id") or ""), ". ".join(parts)))
    return out


def _failed_tool_ids(obj: Any) -> set[str]:
    """tool_use ids whose result in this user line is an error (a denial, a failed call)."""
    msg = obj.get("message") if isinstance(obj, dict) and obj.get("type") == "user" else None
    content = msg.get("content") if isinstance(msg, dict) else None
    if not isinstance(content, list):
        return set()
    failed = set()
    for block in content:
        if not isinstance(block, dict) or block.get("type") != "tool_result":
            continue
        body = _message_text(block.get("content")) or ""
        if block.get("is_error") or body.lstrip().startswith("Error"):
            failed.add(str(block.get("tool_use_id") or ""))
    return failed


def _turn_from(obj: Any) -> Turn | None:
    if not isinstance(obj, dict):
        return None
    kind = obj.get("type")
    if kind not in ("user", "assistant"):
        return None  # attachment, system, api-request-blob, queue-operation, ...
    if obj.get("isMeta") or obj.get("isCompactSummary") or obj.get("isVisibleInTranscriptOnly"):
        return None
    if obj.get("isSidechain") or obj.get("isApiErrorMessage"):
        return None  # subagent chatter and synthetic API-error turns
    msg = obj.get("message")
    if not isinstance(msg, dict) or msg.get("role", kind) != kind:
        return None
    if kind == "assistant" and msg.get("model") == "<synthetic>":
        return None
    text = _message_text(msg.get("content"))
    if kind == "user":
        if _COMMAND_TAG.search(text) or _USER_NOISE.match(text):
            return None
        text = _REMINDER.sub("", text)
    text = text.strip()
    if not text:
        return None  # tool_use-only, tool_result-only, thinking-only
    ts = obj.get("timestamp")
    return Turn(kind, text, ts if isinstance(ts, str) else None, str(obj.get("uuid") or ""))


def read_transcript(
    path_or_lines: str | os.PathLike[str] | Iterable[str | bytes], *, redact_secrets: bool = True
) -> list[Turn]:
    """Conversation turns of a transcript; malformed and bookkeeping lines are skipped."""
    turns: list[Turn] = []
    tool_turn: dict[str, int] = {}  # tool_use id -> index of its memory_tool turn
    failed: set[int] = set()
    for raw in _lines(path_or_lines):
        if len(raw) > MAX_LINE_CHARS or not raw.strip():
            continue
        try:
            obj = json.loads(raw)
            turn = _turn_from(obj)
        except (ValueError, RecursionError):
            continue
        new = [turn] if turn is not None else []
        if isinstance(obj, dict):
            ts = obj.get("timestamp") if isinstance(obj.get("timestamp"), str) else None
            for tool_id, text in _stored_by_tool(obj):
                tool_turn[tool_id] = len(turns) + len(new)
                new.append(Turn(MEMORY_TOOL, text, ts, str(obj.get("uuid") or "")))
            failed |= {tool_turn[i] for i in _failed_tool_ids(obj) if i in tool_turn}
        for turn in new:
            if redact_secrets:
                turn = Turn(turn.role, redact(turn.text).text, turn.timestamp, turn.uuid)
            turns.append(turn)
    # A denied or failed tool call stored nothing: its statement is still the session's to keep.
    return [t for k, t in enumerate(turns) if k not in failed]
