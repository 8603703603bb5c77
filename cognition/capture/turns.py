"""A turn of a conversation, as capture reads it (claude_code.transcript makes them)."""

from __future__ import annotations

from dataclasses import dataclass

MEMORY_TOOL = "memory_tool"  # Turn.role of a memory the session stored through a tool


@dataclass(frozen=True, slots=True)
class Turn:
    role: str  # 'user' | 'assistant' | 'memory_tool' (what the assistant stored through a tool)
    text: str
    timestamp: str | None
    uuid: str
