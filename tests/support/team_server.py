"""A real team server for tests: `cognimem serve --http` in a subprocess on a free loopback
port, tokens made with the real CLI, and an MCP client speaking the SDK's streamable HTTP."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.conftest import ROOT
from tests.support.cli import cli


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def cognimem(project: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    """A CLI verb that sets the scene (tokens, init, remember), run in-process: what these tests
    are about is the server's process, which `team_server` starts for real. `serve` hands its
    process over to server.py (execv), so it always runs as a process of its own."""
    if args[:1] == ("serve",):
        return subprocess.run(
            [sys.executable, "-m", "cognition.cli", *args],
            cwd=project,
            env={**env, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            timeout=120,
        )
    return cli(project, env, *args)


def make_token(project: Path, env: dict[str, str], name: str, scope: str, *more: str) -> str:
    done = cognimem(project, env, "token", "create", name, "--scope", scope, "--json", *more)
    assert done.returncode == 0, done.stderr
    return str(json.loads(done.stdout)["token"])


@dataclass
class TeamServer:
    url: str  # the base URL, e.g. http://127.0.0.1:40123
    process: subprocess.Popen[bytes]
    log: Path
    tokens: dict[str, str] = field(default_factory=dict)

    def post(self, path: str, body: Any, token: str | None) -> tuple[int, dict[str, Any]]:
        """A plain HTTP POST (status, JSON answer), as any client would send it."""
        headers = {"Content-Type": "application/json"}
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        data = json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data, headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=60) as resp:
                return resp.status, json.loads(resp.read() or b"{}")
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read() or b"{}")


def wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server exited: {log.read_text()}")
        try:
            with urllib.request.urlopen(url + "/health", timeout=5) as resp:
                if resp.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"the server did not answer /health: {log.read_text()}")


@contextmanager
def team_server(
    project: Path, env: dict[str, str], tmp_path: Path, *more: str
) -> Iterator[TeamServer]:
    """`cognimem serve --http` (with the arguments `more`, e.g. --store URL) until the block ends."""
    port = free_port()
    log = tmp_path / f"server-{port}.log"
    with log.open("wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "cognition.cli", "serve", "--http", "--port", str(port), *more],
            cwd=project,
            env={**env, "PYTHONPATH": str(ROOT), "COGNIMEM_LOG_LEVEL": "INFO"},
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
    try:
        url = f"http://127.0.0.1:{port}"
        wait_healthy(url, process, log)
        yield TeamServer(url, process, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@asynccontextmanager
async def mcp_client(url: str, token: str) -> Any:
    """An MCP session with the team server over the SDK's streamable HTTP client."""
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    http = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    async with http:
        transport = streamable_http_client(f"{url}/mcp", http_client=http)
        async with Client(transport, mode="legacy") as client:
            yield client


def tool_text(result: Any) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


def store_rows(project: Path, sql: str, url: str | None = None) -> list[tuple[Any, ...]]:
    """Rows of the project store: its SQLite file, or the PostgreSQL database `url` names."""
    if url:
        import psycopg

        with psycopg.connect(url, autocommit=True) as pg:
            return [tuple(row) for row in pg.execute(sql).fetchall()]
    import sqlite3

    conn = sqlite3.connect(project / ".cognimem" / "memory.db")
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def hook_env(env: dict[str, str], token: str | None) -> dict[str, str]:
    out = {**env, "PYTHONPATH": str(ROOT)}
    out.pop("COGNIMEM_TEAM_TOKEN", None)
    if token is not None:
        out["COGNIMEM_TEAM_TOKEN"] = token
    return out
