"""A deterministic stand-in for an LLM backend (cognition.upkeep.llm.LLM), for tests."""

from __future__ import annotations

import hashlib


class FakeLLM:
    """Deterministic stand-in: the same prompt always gives the same text."""

    name = "fake"

    def complete(self, prompt: str, *, system: str | None = None, max_tokens: int = 400) -> str:
        digest = hashlib.sha256(f"{system or ''}\x00{prompt}".encode()).hexdigest()[:12]
        return f"fake summary {digest}"
