"""Eight people writing and recalling through one team server at once, over the MCP SDK's
streamable HTTP client: nothing lost, no errors, every memory attributed to its writer, and
each writer finds what it just stored. On both backends: the project's SQLite file, and a
PostgreSQL store (`COGNIMEM_STORE_URL`, a fresh database of the test server).

They run until every person has stored SHARE memories, and every person keeps writing until the
last one has, so each share goes in while all eight are writing. COGNIMEM_TEAM_SOAK_S also
makes them run at least that long (60 locally: COGNIMEM_TEAM_SOAK_S=60 pytest
tests/test_team_concurrency.py)."""

from __future__ import annotations

import asyncio
import os
import random
import time

import pytest

from tests.support.aio import run
from tests.support.team_server import make_token, mcp_client, store_rows, team_server, tool_text

pytestmark = pytest.mark.e2e
CLIENTS = 8
SHARE = 5  # memories each person stores (each recalled at once) while all are writing
SOAK_S = float(os.environ.get("COGNIMEM_TEAM_SOAK_S", "0"))  # a minimum length
SHARE_LIMIT_S = 240.0  # how long everyone's shares may take (the machine's load decides)
WORDS = (
    "kafka redis nginx billing ledger invoice cron webhook schema index cache queue vault "
    "grafana tracing sharding replica backup migration feature flag canary rollout payroll "
    "gateway tenant quota throttle cursor parser lexer bundle sprite shader kernel driver"
).split()


def statement(rng: random.Random, person: str, n: int) -> tuple[str, str]:
    """A distinct statement (a unique marker word makes it recallable and never a restatement)."""
    marker = f"zq{rng.getrandbits(48):012x}"
    topic = " ".join(rng.sample(WORDS, 4))
    return marker, f"{marker}: {person} note {n} about {topic}"


def everyone_done(progress: dict[str, int], until: float) -> bool:
    return time.monotonic() >= until and min(progress.values()) >= SHARE


async def person(
    url: str, name: str, token: str, progress: dict[str, int], until: float, seed: int
) -> dict:
    rng = random.Random(seed)  # the randomness is the test's: a failure replays with its seed
    stored: dict[str, str] = {}  # memory id -> content
    errors: list[str] = []
    missed: list[str] = []
    async with mcp_client(url, token) as client:
        n = 0
        # Until everyone has stored their share (how long that takes depends on the machine's
        # load; that every person gets it in while all are writing must not).
        while not everyone_done(progress, until) and time.monotonic() < until + SHARE_LIMIT_S:
            marker, text = statement(rng, name, n)
            r = await client.call_tool("remember", {"content": text})
            if r.is_error or r.structured_content.get("action") != "stored":
                errors.append(f"remember: {tool_text(r)}")
                continue
            stored[r.structured_content["id"]] = text
            progress[name] = len(stored)
            found = await client.call_tool("recall", {"query": marker, "limit": 3})
            if found.is_error:
                errors.append(f"recall: {tool_text(found)}")
            elif r.structured_content["id"] not in tool_text(found):
                missed.append(marker)
            n += 1
    return {"name": name, "stored": stored, "errors": errors, "missed": missed}


async def everyone(url: str, tokens: dict[str, str]) -> list[dict]:
    until = time.monotonic() + SOAK_S
    progress = dict.fromkeys(tokens, 0)  # memories stored so far, by person
    return await asyncio.gather(
        *(
            person(url, name, token, progress, until, seed)
            for seed, (name, token) in enumerate(tokens.items())
        )
    )


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_eight_people_write_and_recall_at_once_and_nothing_is_lost(
    backend, project, env, tmp_path, request
):
    url = request.getfixturevalue("pg_url") if backend == "postgresql" else None
    if url:
        env = {**env, "COGNIMEM_STORE_URL": url}
    tokens = {f"p{i}": make_token(project, env, f"p{i}", "write") for i in range(CLIENTS)}
    with team_server(project, env, tmp_path) as server:
        started = time.monotonic()
        results = run(everyone(server.url, tokens))
        took = time.monotonic() - started
        log = server.log.read_text()
    assert [r["errors"] for r in results] == [[]] * CLIENTS
    assert [r["missed"] for r in results] == [[]] * CLIENTS
    assert [len(r["stored"]) >= SHARE for r in results] == [True] * CLIENTS  # all got theirs in
    rows = {
        str(i): (author, content)
        for i, author, content in store_rows(project, "SELECT id, author, content FROM memory", url)
    }
    for r in results:
        for ref, content in r["stored"].items():
            assert rows.get(ref) == (r["name"], content), (ref, r["name"])  # kept, attributed
    assert len(rows) == sum(len(r["stored"]) for r in results)  # nothing else, nothing lost
    assert "Traceback" not in log
    print(f"\nteam soak ({backend}): {[len(r['stored']) for r in results]} stored in {took:.1f} s")
    # The store the server used is the one asked for: no SQLite file beside a PostgreSQL store.
    assert (project / ".cognimem" / "memory.db").is_file() is (url is None)
