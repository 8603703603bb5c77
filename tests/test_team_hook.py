"""The prompt hook with a team server: team notes ranked in one block with the project's own,
and failing open (the project's notes, one log line, exit 0) when the server is down, refuses
the token, or does not answer in time."""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.aio import run
from tests.support.team_server import (
    TeamServer,
    cognimem,
    make_token,
    mcp_client,
    team_server,
)
from tests.test_hooks import answer, hook

pytestmark = pytest.mark.e2e
TEAM_FACT = "Deploys go through make ship; the release train leaves on Fridays."
LOCAL_FACT = "Deploys of this laptop's checkout need the VPN to the staging cluster."
PROMPT = "how do deploys go out?"
TOKEN_ENV = "COGNIMEM_TEAM_TOKEN"


@pytest.fixture
def laptop(tmp_path: Path, env: dict[str, str]) -> Path:
    """A member's clone of the project, with its own local memory."""
    p = tmp_path / "laptop"
    (p / ".git").mkdir(parents=True)
    assert cognimem(p, env, "remember", LOCAL_FACT, "--importance", "4").returncode == 0
    return p


def wire(laptop: Path, env: dict[str, str], url: str, token: str | None, **more: str):
    """`cognimem init --team URL` on the laptop, and the hook's environment with the token."""
    done = cognimem(laptop, env, "init", "--team", url)
    assert done.returncode == 0, done.stderr
    out = {**env, **more}
    out.pop(TOKEN_ENV, None)
    if token is not None:
        out[TOKEN_ENV] = token
    return out


def log_lines(home: Path) -> list[str]:
    path = home / "logs" / "hooks.log"
    return path.read_text().splitlines() if path.exists() else []


async def _store(url: str, token: str) -> None:
    async with mcp_client(url, token) as client:
        r = await client.call_tool("remember", {"content": TEAM_FACT, "importance": 4})
        assert not r.is_error


@pytest.fixture(scope="module")
def team(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TeamServer, str, str]]:
    """One team server for the module's tests (a start is ~2.5 s of CPU): its store holds
    TEAM_FACT as #t1, stored by a writer; (server, the writer's token, a reader's token). The
    tests only read from it; each has its own laptop, home and log."""
    base = tmp_path_factory.mktemp("team")
    project = base / "proj"
    (project / ".git").mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if k not in ("CLAUDE_PROJECT_DIR", TOKEN_ENV)}
    env["COGNIMEM_HOME"] = str(base / "cognimem-home")
    writer = make_token(project, env, "alice", "write")
    reader = make_token(project, env, "bob", "read")
    with team_server(project, env, base) as server:
        run(_store(server.url, writer))
        yield server, writer, reader


def test_team_and_project_notes_come_in_one_ranked_block(team, laptop, env, home):
    server, _, reader = team
    hook_env = wire(laptop, env, server.url, reader, COGNIMEM_TEAM_TIMEOUT_MS="60000")
    block = answer(
        hook("prompt", laptop, hook_env, {"prompt": PROMPT, "cwd": str(laptop)}),
        "UserPromptSubmit",
    )
    assert block is not None and block.count("<cognimem-notes>") == 1
    assert "make ship" in block and "#t1 fact" in block  # the team's, by its team ref
    assert "VPN" in block and "#1 fact" in block  # the laptop's own
    assert not [line for line in log_lines(home) if "team" in line]


def test_the_team_read_imports_nothing_heavy(team, laptop, env, tmp_path):
    from tests.test_hook_imports import ASYNC, HEAVY, loaded, offenders

    server, writer, _ = team
    hook_env = wire(laptop, env, server.url, writer, COGNIMEM_TEAM_TIMEOUT_MS="60000")
    payload = {"prompt": PROMPT, "cwd": str(laptop), "session_id": "imports"}
    got = loaded("hooks", "prompt", payload, hook_env, laptop, tmp_path)
    assert got["rc"] == 0 and "#t1" in got["stdout"]  # the team read ran
    assert offenders(got["modules"], HEAVY + ASYNC) == []


def test_the_hook_fails_open_when_the_server_is_down(laptop, env, home):
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{s.getsockname()[1]}"
    hook_env = wire(laptop, env, url, "cm_0123456789abcdef_" + "x" * 43)
    block = answer(
        hook("prompt", laptop, hook_env, {"prompt": PROMPT, "cwd": str(laptop)}), "UserPromptSubmit"
    )
    assert block is not None and "VPN" in block and "#t" not in block
    lines = [line for line in log_lines(home) if "team notes skipped" in line]
    assert len(lines) == 1 and "ConnectionRefusedError" in lines[0]


def test_the_hook_fails_open_when_the_token_is_refused_or_missing(team, laptop, env, home):
    server, _, _ = team
    bad = wire(laptop, env, server.url, "cm_0123456789abcdef_" + "x" * 43)
    first = answer(
        hook("prompt", laptop, bad, {"prompt": PROMPT, "cwd": str(laptop)}), "UserPromptSubmit"
    )
    unset = wire(laptop, env, server.url, None)
    second = answer(
        hook("prompt", laptop, unset, {"prompt": PROMPT, "cwd": str(laptop)}),
        "UserPromptSubmit",
    )
    assert first is not None and "VPN" in first and second is not None and "VPN" in second
    lines = [line for line in log_lines(home) if "team notes skipped" in line]
    assert len(lines) == 2
    assert "401" in lines[0] and "unknown token" in lines[0]
    assert "COGNIMEM_TEAM_TOKEN is empty" in lines[1]


def test_the_hook_stops_waiting_for_a_server_that_does_not_answer(laptop, env, home):
    async def silent() -> object:  # accepts connections, reads, never answers
        async def hold(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.read(65536)
            await asyncio.sleep(3600)

        server = await asyncio.start_server(hold, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        hook_env = wire(
            laptop,
            env,
            f"http://127.0.0.1:{port}",
            "cm_0123456789abcdef_" + "x" * 43,
            COGNIMEM_TEAM_TIMEOUT_MS="300",
        )
        payload = {"prompt": PROMPT, "cwd": str(laptop)}
        done = await asyncio.to_thread(hook, "prompt", laptop, hook_env, payload)
        server.close()
        return done

    block = answer(run(silent()), "UserPromptSubmit")
    assert block is not None and "VPN" in block and "#t" not in block
    lines = [line for line in log_lines(home) if "team notes skipped" in line]
    assert len(lines) == 1 and "within 300 ms" in lines[0]


def test_a_socket_timeout_reads_as_the_same_late_answer():
    """Regression: when the socket's own timeout fired before the hook stopped waiting, the log
    said only "timed out"; both ways now say how long the server had."""
    from cognition.claude_code.hooks.team import TeamRead

    with socket.socket() as silent:  # connects (the backlog accepts), never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        read = TeamRead(url, "cm_0123456789abcdef_" + "x" * 43, "deploys", None, 200)
        read.thread.join()  # the socket gives up first
        with pytest.raises(TimeoutError, match="within 200 ms"):
            read.wait(remaining_ms=10_000)


def test_a_read_cut_short_by_the_hooks_budget_says_so():
    """Regression: when the hook's own time budget ended the wait before team.timeout_ms, the
    log still said "no answer ... within <team.timeout_ms> ms", a limit that had not passed."""
    from cognition.claude_code.hooks.team import TeamRead

    with socket.socket() as silent:  # connects (the backlog accepts), never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        read = TeamRead(url, "cm_0123456789abcdef_" + "x" * 43, "deploys", None, 60_000)
        with pytest.raises(TimeoutError, match="hook's remaining 50 ms") as raised:
            read.wait(remaining_ms=50)
        assert "60000" in str(raised.value)
