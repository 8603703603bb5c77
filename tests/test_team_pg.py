"""The team server and the token verbs on a PostgreSQL store: tokens, writes (attributed),
/v1/surface and revocation all go through the store `[store] url`, COGNIMEM_STORE_URL or
`--store URL` names, and no SQLite file appears beside it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cognition.team.http_app import TokenCheck
from cognition.team.store_access import PgConnections, StoreLocation, connect, run
from cognition.team.tokens import Caller, Refusal, create_plan
from tests.support.aio import run as run_async
from tests.support.team_server import (
    cognimem,
    make_token,
    mcp_client,
    store_rows,
    team_server,
    tool_text,
)

SEED = bytes(range(1, 41))
FACT = "staging deploys go out with `make ship` on Tuesdays after the standup"


def no_sqlite_file(project: Path) -> bool:
    return not (project / ".cognimem" / "memory.db").exists()


def test_the_token_verbs_use_the_postgresql_store(project, env, pg_url):
    on_pg = {**env, "COGNIMEM_STORE_URL": pg_url}
    made = cognimem(project, on_pg, "token", "create", "dana", "--scope", "read", "--json")
    assert made.returncode == 0, made.stderr
    listed = json.loads(cognimem(project, on_pg, "token", "list", "--json").stdout)
    assert [(t["name"], t["scope"], t["revoked"]) for t in listed] == [("dana", "read", None)]
    again = cognimem(project, on_pg, "token", "create", "dana")
    assert again.returncode == 2 and "already has a live token" in again.stderr
    # --store names the same store as the variable does
    by_flag = cognimem(project, env, "token", "list", "--store", pg_url, "--json")
    assert [t["name"] for t in json.loads(by_flag.stdout)] == ["dana"]
    assert cognimem(project, env, "token", "revoke", "dana", "--store", pg_url).returncode == 0
    assert json.loads(cognimem(project, on_pg, "token", "list", "--json").stdout) == []
    rows = store_rows(project, "SELECT name, scope, revoked_at IS NOT NULL FROM token", pg_url)
    assert rows == [("dana", "read", True)]
    assert no_sqlite_file(project)


async def _write_and_read(url: str, token: str) -> tuple[str, str]:
    async with mcp_client(url, token) as alice:
        r = await alice.call_tool("remember", {"content": FACT, "importance": 4})
        assert not r.is_error, tool_text(r)
        found = await alice.call_tool("recall", {"query": "staging deploys make ship"})
        return str(r.structured_content["id"]), tool_text(found)


def test_a_team_server_on_postgresql_attributes_surfaces_and_revokes(
    project, env, tmp_path, pg_url
):
    alice = make_token(project, env, "alice", "write", "--store", pg_url)
    with team_server(project, env, tmp_path, "--store", pg_url) as server:
        ref, recalled = run_async(_write_and_read(server.url, alice))
        status, body = server.post(
            "/v1/surface", {"prompt": "how do staging deploys go out?", "session_id": "s1"}, alice
        )
        assert cognimem(project, env, "token", "revoke", "alice", "--store", pg_url).returncode == 0
        refused, why = server.post("/v1/surface", {"prompt": "staging deploys"}, alice)
        log = server.log.read_text()
    assert ref in recalled
    assert store_rows(project, "SELECT id, author, content FROM memory", pg_url) == [
        (int(ref), "alice", FACT)
    ]
    assert status == 200, body
    assert [(n["id"], n["author"]) for n in body["notes"]] == [(int(ref), "alice")]
    surfaced = "SELECT memory_id, session_id FROM event WHERE kind = 'surfaced'"
    assert store_rows(project, surfaced, pg_url) == [(int(ref), "s1")]
    assert refused == 401 and "revoked" in why["message"]  # from the next request on
    assert "Traceback" not in log
    assert no_sqlite_file(project)


def _token(loc: StoreLocation, name: str) -> str:
    conn = connect(loc)
    try:
        return run(conn, create_plan(name, "write", 1000.0, None, SEED), write=True).secret
    finally:
        conn.close()


def test_the_token_check_reconnects_after_its_connection_is_lost(pg_url):
    loc = StoreLocation(pg_url)
    secret = _token(loc, "erin")
    check = TokenCheck(loc, clock=lambda: 2000.0)
    try:
        assert check.verify(secret) == Caller("erin", "write")
        check._conn.close()  # the database server restarted, say
        with pytest.raises(Exception):  # noqa: B017 - this request fails (BearerAuth: 503)
            check.verify(secret)
        assert check.verify(secret) == Caller("erin", "write")  # the next one gets in
        assert isinstance(check.verify(secret[:-2] + "zz"), Refusal)
    finally:
        check.close()


def test_postgresql_connections_are_reused_unless_broken(pg_url):
    pool = PgConnections(StoreLocation(pg_url))
    try:
        first = pool.take()
        pool.give_back(first)
        assert pool.take() is first
        pool.give_back(first, broken=True)
        assert first.closed
        assert pool.take() is not first
    finally:
        pool.close()


def test_the_location_follows_the_settings(project, pg_url):
    from cognition.config import Settings
    from cognition.team.store_access import project_location

    on_file = project_location(project, Settings.load(project, env={}))
    assert on_file.where == project / ".cognimem" / "memory.db" and not on_file.is_pg
    on_pg = project_location(project, Settings.load(project, env={"COGNIMEM_STORE_URL": pg_url}))
    assert on_pg.where == pg_url and on_pg.is_pg and on_pg.exists()
