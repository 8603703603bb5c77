"""Helpers for end-to-end tests against the real Claude Code CLI, fully offline.

The CLI (`@anthropic-ai/claude-code` from the npm registry) is installed once into a cache folder
and pointed at our loopback stand-in for the Messages API, tests/support/messages_api_stub.py.
Every request body the stand-in receives is saved as `NNN-request.json`: exactly what the model
would read (system prompt with the MCP server `instructions`, tool list, tool results, hook text).

Gotchas seen while building this (CLI 2.1.197 from the registry, Node 20, npm 11):

- npm 11 warns "install scripts not yet covered by allowScripts" for the package's postinstall,
  but the binary works anyway: `node_modules/.bin/claude` is a native ELF binary (~240 MB,
  hard-linked from the platform package `@anthropic-ai/claude-code-linux-x64`). If the
  postinstall ever does not run, `bin/claude.exe` stays a placeholder stub; `claude_binary()`
  then runs the package's `install.cjs` itself and re-checks `claude --version`.
- Resolve the binary path before overriding HOME: a `~`-relative path (or a shell `~/...`)
  evaluated after `HOME=<tmp>` points into the temp home and is not found.
- Give the CLI `stdin=DEVNULL`. With an open stdin pipe that never closes (e.g. inherited from a
  test runner) `claude -p` waits 3 s for piped input and prints "no stdin data received in 3s".
- Strip inherited `ANTHROPIC_*` / `CLAUDE*` variables (a parent Claude Code session sets
  CLAUDECODE, CLAUDE_CODE_ENTRYPOINT, ...; an exported ANTHROPIC_AUTH_TOKEN or
  CLAUDE_CODE_USE_BEDROCK would send traffic elsewhere). Only the isolated values are set.
- The CLI creates HOME/CLAUDE_CONFIG_DIR itself if missing and keeps `.claude.json` inside
  CLAUDE_CONFIG_DIR; the transcript goes to `$CLAUDE_CONFIG_DIR/projects/<cwd, / as ->/*.jsonl`.
- A broken MCP server does not fail the run: `claude -p` still exits 0 and the tool result in
  the next request is `<tool_use_error>Error: No such tool available: mcp__memory__...`.
  Always assert on the saved request bodies, never on the exit code alone.
- `claude -p` connects MCP servers *non-blocking* by default: the first model turn goes out after
  ~2 s whether or not the server is up. Measured with a server delayed before start-up (ours
  needs ~0.6 s): +1.0 s still connected, +1.5 s missed, and the tool call came back as
  "No such tool available: mcp__memory__... The MCP server 'memory' is still connecting. Call
  WaitForMcpServers ...". Under parallel test load (pytest -n 4) our server missed it too.
  `MCP_CONNECTION_NONBLOCKING=0` (set by `claude_env`) makes the CLI wait; so does
  `"alwaysLoad": true` on the server in `.mcp.json` (the stdio config schema in 2.1.197 is
  type, command, args, env, timeout, alwaysLoad, role), which also keeps its tools out of the
  deferred ToolSearch set. A tool's `_meta["anthropic/alwaysLoad"]` does the latter per tool:
  with ENABLE_TOOL_SEARCH=true the request lists ToolSearch + only the always-load MCP tools,
  the others are named in the messages for the model to search (seen, not just read).
- Read in the 2.1.197 binary (not measured): Claude Code's isConcurrencySafe() for an MCP tool
  reads annotations.readOnlyHint, so read-only tools can be called in parallel; the server must
  cope with concurrent calls anyway (parallel tool use).
- Claude Code hands the model the tool's `structuredContent` (as compact JSON) when a tool
  returns one, and ignores the text `content` then. The tool list sent to the model carries only
  name, description and `input_schema` (no outputSchema); MCP server `instructions` land in the
  system prompt under "# MCP Server Instructions / ## memory".
- Tool errors arrive as `{"type": "tool_result", "is_error": true, "content": "Error executing
  tool <name>: <message>"}` (the SDK prefixes the ToolError text).
- The stand-in counts every POST, including the ones it does not save (count_tokens), so the
  saved file numbers can have gaps; sort by name. One `-p` run without tool calls saves one
  body; with one `CALL:` it saves two (the tool_use turn and the turn carrying the result).
- Plugins (CLI 2.1.197): `claude plugin marketplace add <folder>` and `claude plugin install
  name@marketplace` work offline from a local folder; a directory marketplace's plugin is read in
  place (hooks.json from the folder itself). A plugin's server is named `plugin:<plugin>:<server>`
  and its tools `mcp__plugin_<plugin>_<server>__<tool>`. The start-up wait for blocking and
  `alwaysLoad` servers is capped by MCP_CONNECT_TIMEOUT_MS (default 5000 ms; "not ready after
  5000ms — proceeding" in `--debug`), which a settings file's `env` can raise. `alwaysLoad`
  servers are waited for even in the non-blocking mode; plain ones are not.
- A run takes ~1-2 s here (most of it the MCP server start); the install ~5 s from a warm npm
  cache.
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

PACKAGE = "@anthropic-ai/claude-code"
ROOT = Path(__file__).resolve().parents[2]
FAKE_API = Path(__file__).resolve().parent / "messages_api_stub.py"
VENV_BIN = Path(sys.executable).parent

_DROP_PREFIXES = ("ANTHROPIC_", "CLAUDE")


def cache_dir() -> Path:
    """Where the CLI is installed: COGNIMEM_CLAUDE_CACHE or ~/.cache/cognimem-tests/claude-code."""
    override = os.environ.get("COGNIMEM_CLAUDE_CACHE")
    if override:
        return Path(override).expanduser().resolve()
    return Path.home() / ".cache" / "cognimem-tests" / "claude-code"


def _works(binary: Path) -> bool:
    if not binary.exists():
        return False
    try:
        done = subprocess.run(
            [str(binary), "--version"],
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0 and "Claude Code" in done.stdout


@functools.cache
def claude_binary() -> Path | None:
    """The `claude` executable, installed once with npm into the cache; None when unavailable."""
    prefix = cache_dir()
    binary = prefix / "node_modules" / ".bin" / "claude"
    if _works(binary):
        return binary
    npm = shutil.which("npm")
    if npm is None:
        return None
    prefix.mkdir(parents=True, exist_ok=True)
    with open(prefix / ".install.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # parallel test workers install once
        if _works(binary):
            return binary
        try:
            subprocess.run(
                [
                    npm,
                    "install",
                    "--prefix",
                    str(prefix),
                    "--no-audit",
                    "--no-fund",
                    "--loglevel=error",
                    PACKAGE,
                ],
                capture_output=True,
                text=True,
                stdin=subprocess.DEVNULL,
                timeout=900,
                check=True,
            )
        except (OSError, subprocess.SubprocessError):
            return None
        if not _works(binary):
            # The postinstall that swaps the placeholder for the native binary did not run.
            node = shutil.which("node")
            script = prefix / "node_modules" / PACKAGE / "install.cjs"
            if node and script.exists():
                with contextlib.suppress(OSError, subprocess.SubprocessError):
                    subprocess.run(
                        [node, str(script)],
                        cwd=script.parent,
                        capture_output=True,
                        stdin=subprocess.DEVNULL,
                        timeout=300,
                    )
        return binary if _works(binary) else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_listening(port: int, proc: subprocess.Popen, deadline: float) -> bool:
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.settimeout(0.2)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.05)
    return False


@contextlib.contextmanager
def fake_api(log_dir: Path) -> Iterator[int]:
    """Run the Messages API stand-in on a free loopback port; yields the port."""
    log_dir = Path(log_dir)
    log_dir.mkdir(parents=True, exist_ok=True)
    for _attempt in range(3):  # the port can be taken between probing and binding
        port = _free_port()
        proc = subprocess.Popen(
            [sys.executable, str(FAKE_API), "--port", str(port), "--log-dir", str(log_dir)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            if _wait_listening(port, proc, time.monotonic() + 10):
                yield port
                return
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    raise RuntimeError("the Messages API stand-in did not start")


def claude_env(
    home_dir: Path, port: int, extra: dict[str, str | None] | None = None
) -> dict[str, str]:
    """The isolated environment: temp HOME and config dir, loopback API, venv bin on PATH.

    A None in `extra` removes that variable (e.g. MCP_CONNECTION_NONBLOCKING, to run the CLI's
    default non-blocking MCP start-up)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(_DROP_PREFIXES)}
    home_dir = Path(home_dir)
    env.update(
        {
            "HOME": str(home_dir),
            "CLAUDE_CONFIG_DIR": str(home_dir / ".claude"),
            "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{port}",
            "ANTHROPIC_API_KEY": "sk-fake",
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            # Wait for the MCP servers before the first turn (see the module docstring), and
            # long enough for a server start on a loaded machine (the CLI's cap is 5 s).
            "MCP_CONNECTION_NONBLOCKING": "0",
            "MCP_CONNECT_TIMEOUT_MS": "60000",
            "PATH": os.pathsep.join([str(VENV_BIN), env.get("PATH", "")]),
        }
    )
    for key, value in (extra or {}).items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def run_claude(
    binary: Path,
    project_dir: Path,
    home_dir: Path,
    port: int,
    prompt: str,
    *,
    allowed_tools: str | None = "mcp__memory__*",
    timeout: float = 120,
    extra_env: dict[str, str | None] | None = None,
    extra_args: tuple[str, ...] = (),
) -> subprocess.CompletedProcess[str]:
    """`claude -p PROMPT --output-format json` in project_dir with the isolated environment."""
    Path(home_dir).mkdir(parents=True, exist_ok=True)
    cmd = [str(binary), "-p", prompt, "--output-format", "json"]
    if allowed_tools:
        cmd += ["--allowedTools", allowed_tools]
    cmd += list(extra_args)
    return subprocess.run(
        cmd,
        cwd=project_dir,
        env=claude_env(home_dir, port, extra_env),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def request_files(log_dir: Path) -> list[Path]:
    return sorted(Path(log_dir).glob("*-request.json"))


def request_bodies(log_dir: Path) -> list[str]:
    """The saved request bodies, oldest first, as text."""
    return [p.read_text(encoding="utf-8") for p in request_files(log_dir)]


def tool_results(body: str) -> list[dict]:
    """The tool_result blocks in one request body (what the model got back from tools)."""
    out = []
    for message in json.loads(body).get("messages", []):
        content = message.get("content")
        if isinstance(content, list):
            out.extend(b for b in content if isinstance(b, dict) and b.get("type") == "tool_result")
    return out


def tool_result_text(block: dict) -> str:
    content = block.get("content", "")
    if isinstance(content, str):
        return content
    return "\n".join(b.get("text", "") for b in content if isinstance(b, dict))
