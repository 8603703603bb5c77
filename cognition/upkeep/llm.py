"""Optional LLM backends for text the deterministic path can only approximate (summaries).

`make_llm(settings.llm)` returns None for backend "none", else an object with
`complete(prompt, system=..., max_tokens=...) -> str`:
- anthropic: the official SDK (`anthropic.Anthropic`), key and ANTHROPIC_BASE_URL from the
  environment or arguments; imported only when this backend is built;
- claude-cli: headless `claude -p <prompt> --output-format json` with no tools, reusing the
  user's login;
A backend that cannot run raises LLMUnavailable, at construction or on a call; callers fall
back to their deterministic path (never a crash).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from typing import Any, Protocol

from layers.errors import CognimemError, InvalidInput

BACKENDS = ("none", "anthropic", "claude-cli")
MAX_PROMPT_CHARS = 100_000  # one argv string must stay under Linux's 128 KiB limit
# The prompt holds untrusted transcript text, so the side agent gets no tools at all: `--tools ""`
# empties the built-in set, and --strict-mcp-config with no --mcp-config loads no MCP server from
# the user's configuration (--tools does not cover MCP tools).
NO_TOOLS = ("--tools", "", "--strict-mcp-config")


class LLMUnavailable(CognimemError):
    """The configured LLM backend cannot answer (no key, no SDK or CLI, network, refusal)."""


class LLM(Protocol):
    name: str

    def complete(self, prompt: str, *, system: str | None = None, max_tokens: int = 400) -> str: ...


class AnthropicLLM:
    """Messages API through the official SDK."""

    name = "anthropic"

    def __init__(
        self,
        model: str,
        timeout_s: float = 60.0,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        max_retries: int = 2,
    ) -> None:
        try:
            import anthropic
        except ImportError as exc:
            raise LLMUnavailable(
                f"the anthropic backend needs the SDK (pip install anthropic): {exc}"
            ) from exc
        self.model = model
        # The SDK resolves the key, ANTHROPIC_AUTH_TOKEN, profiles and ANTHROPIC_BASE_URL
        # itself; we only check that it found some credential, so a missing key is one clear
        # message instead of an error on every call.
        try:
            self._client = anthropic.Anthropic(
                api_key=api_key, base_url=base_url, timeout=timeout_s, max_retries=max_retries
            )
        except Exception as exc:  # noqa: BLE001 - bad profile files and the like
            raise LLMUnavailable(f"cannot set up the Anthropic client: {exc}") from exc
        c = self._client
        if not (c.api_key or c.auth_token or getattr(c, "credentials", None)):
            raise LLMUnavailable(
                "no Anthropic credentials: set ANTHROPIC_API_KEY "
                "(or choose llm.backend = 'claude-cli' to reuse your Claude login)"
            )

    def complete(self, prompt: str, *, system: str | None = None, max_tokens: int = 400) -> str:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "max_tokens": max_tokens,
            "messages": [{"role": "user", "content": prompt}],
        }
        if system:
            kwargs["system"] = system
        try:
            message = self._client.messages.create(**kwargs)
        except Exception as exc:  # noqa: BLE001 - APIError, timeouts, auth: all mean "not now"
            raise LLMUnavailable(f"Anthropic API call failed: {type(exc).__name__}: {exc}") from exc
        text = "".join(
            getattr(b, "text", "") for b in message.content if getattr(b, "type", "") == "text"
        ).strip()
        if not text:
            raise LLMUnavailable(
                f"Anthropic API returned no text (stop_reason {message.stop_reason})"
            )
        return text


class ClaudeCLI:
    """Claude Code in print mode; runs in an empty folder so no project hooks or CLAUDE.md load."""

    name = "claude-cli"

    def __init__(self, model: str, timeout_s: float = 60.0, *, executable: str = "claude") -> None:
        found = shutil.which(executable)
        if found is None:
            raise LLMUnavailable(
                f"the claude-cli backend needs the `{executable}` command on PATH "
                "(npm install -g @anthropic-ai/claude-code)"
            )
        self.exe, self.model, self.timeout_s = found, model, timeout_s

    def complete(self, prompt: str, *, system: str | None = None, max_tokens: int = 400) -> str:
        text = f"{system}\n\n{prompt}" if system else prompt
        argv = [self.exe, "-p", text[:MAX_PROMPT_CHARS], "--output-format", "json", *NO_TOOLS]
        if self.model:
            argv += ["--model", self.model]
        # Our own hooks must not capture this side conversation as a memory.
        env = {**os.environ, "COGNIMEM_DISABLE_HOOKS": "1"}
        with tempfile.TemporaryDirectory(prefix="cognimem-llm-") as cwd:
            try:
                done = subprocess.run(
                    argv,
                    cwd=cwd,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=self.timeout_s,
                    stdin=subprocess.DEVNULL,
                )
            except (OSError, subprocess.TimeoutExpired) as exc:
                raise LLMUnavailable(f"claude -p failed: {exc}") from exc
        if done.returncode != 0:
            raise LLMUnavailable(f"claude -p exited {done.returncode}: {done.stderr.strip()[:300]}")
        return _cli_result(done.stdout)


def _cli_result(stdout: str) -> str:
    """The answer in `claude -p --output-format json` output (one object, or a list of events)."""
    try:
        data = json.loads(stdout)
    except json.JSONDecodeError as exc:
        raise LLMUnavailable(
            f"claude -p printed something that is not JSON: {stdout[:200]!r}"
        ) from exc
    if isinstance(data, list):
        data = next(
            (d for d in reversed(data) if isinstance(d, dict) and d.get("type") == "result"), {}
        )
    if (
        not isinstance(data, dict)
        or data.get("is_error")
        or not isinstance(data.get("result"), str)
    ):
        raise LLMUnavailable(f"claude -p gave no result: {str(data)[:300]}")
    text = data["result"].strip()
    if not text:
        raise LLMUnavailable("claude -p returned an empty result")
    return text


def make_llm(params: Any) -> LLM | None:
    """The backend named by an LLMParams (backend, model, timeout_s); None for "none"."""
    backend = str(params.backend).strip().lower()
    if backend == "none":
        return None
    if backend == "anthropic":
        return AnthropicLLM(params.model, params.timeout_s)
    if backend == "claude-cli":
        return ClaudeCLI(params.model, params.timeout_s)
    raise InvalidInput(
        f"unknown llm.backend {params.backend!r}; choose one of: {', '.join(BACKENDS)}"
    )


__all__ = ["BACKENDS", "AnthropicLLM", "ClaudeCLI", "LLM", "LLMUnavailable", "make_llm"]
