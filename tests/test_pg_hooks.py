"""The Claude Code hooks of a project whose store is a PostgreSQL database (`[store] url` or
COGNIMEM_STORE_URL): the prompt hook injects from it, session-start briefs from it, stop credits
in it, and capture stores in it. No SQLite file appears beside it, and an unreachable server
fails open like a missing file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.cli import cli
from tests.test_hooks import SYNTHETIC, answer, capture_payload, fixture_payload, hook, wait_for_log

pytestmark = pytest.mark.timeout(180)


def rows(url: str, sql: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(url) as conn:
        return conn.execute(sql).fetchall()


@pytest.fixture
def team_env(env: dict[str, str], pg_url: str) -> dict[str, str]:
    return {**env, "COGNIMEM_STORE_URL": pg_url}


def no_sqlite(project: Path) -> bool:
    return not (project / ".cognimem" / "memory.db").exists()


def test_prompt_session_start_and_stop_use_the_postgresql_store(project, team_env, pg_url):
    done = cli(project, team_env, "remember", "deploys go through make ship", "--importance", "4")
    assert done.returncode == 0, done.stderr
    pinned = cli(project, team_env, "remember", "never force-push main", "--pin")
    assert pinned.returncode == 0, pinned.stderr

    payload = fixture_payload(
        "UserPromptSubmit", project, prompt="How do I deploy the shop?", session_id="pg-1"
    )
    block = answer(hook("prompt", project, team_env, payload), "UserPromptSubmit")
    assert block is not None and "make ship" in block
    assert (
        rows(pg_url, "SELECT count(*) FROM event WHERE kind = 'surfaced' AND session_id = 'pg-1'")[
            0
        ][0]
        >= 1
    )

    start = fixture_payload("SessionStart.startup", project, session_id="pg-2")
    brief = answer(hook("session-start", project, team_env, start), "SessionStart")
    assert brief is not None and "never force-push main" in brief

    [(ship_id, before)] = rows(
        pg_url, "SELECT id, activation_count FROM memory WHERE content LIKE '%make ship%'"
    )
    stop = fixture_payload(
        "Stop",
        project,
        session_id="pg-1",
        last_assistant_message=f"Deploys go through make ship (#{ship_id}).",
    )
    assert hook("stop", project, team_env, stop).returncode == 0
    [(after,)] = rows(pg_url, f"SELECT activation_count FROM memory WHERE id = {ship_id}")
    assert after == before + 1
    assert no_sqlite(project)


def test_capture_stores_in_the_postgresql_store(project, team_env, pg_url, home):
    payload = capture_payload("SessionEnd", project, SYNTHETIC, "pg-cap")
    assert hook("session-end", project, team_env, payload).returncode == 0
    wait_for_log(home, "session pg-cap:")
    found = rows(pg_url, "SELECT content, source FROM memory WHERE layer = 'decision'")
    assert len(found) == 1 and "PgBouncer" in found[0][0] and found[0][1] == "hook"
    assert no_sqlite(project)


def test_an_unreachable_server_fails_open_with_one_log_line(project, env, home):
    down = {**env, "COGNIMEM_STORE_URL": "postgresql://nobody:secret@127.0.0.1:1/none"}
    payload = fixture_payload(
        "UserPromptSubmit", project, prompt="How do I deploy the shop?", session_id="pg-3"
    )
    done = hook("prompt", project, down, payload)
    assert done.returncode == 0 and done.stdout == "" and done.stderr == ""
    log = (home / "logs" / "hooks.log").read_text()
    assert "project store skipped" in log and "secret" not in log
    assert no_sqlite(project)
