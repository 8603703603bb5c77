"""Maintenance on a PostgreSQL store: `decay`, `restore`, `purge` and `consolidate` with
`--store URL` (or `[store] url`), and the daily pass the servers run. Memories in a team store
fade, come back and are purged like those in a SQLite file."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from cognition.config import Settings
from cognition.upkeep.maintenance import maybe_auto_decay
from decay.activation import DAY, HOUR
from tests.support.cli import cli
from tests.test_cli_maintenance import day, js, ok

pytestmark = pytest.mark.timeout(180)


def rows_of(url: str, sql: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(url) as conn:
        return conn.execute(sql).fetchall()


def statuses(url: str) -> dict[int, str]:
    return dict(rows_of(url, "SELECT id, status FROM memory ORDER BY id"))


@pytest.fixture
def seeded(project: Path, env: dict[str, str], pg_url: str) -> str:
    """Three memories in a PostgreSQL store: a minor experience, an important fact, a pinned one."""
    for args in (
        ("the build cache broke once", "--layer", "experience", "--importance", "1"),
        ("deploys go through make ship", "--importance", "4"),
        ("never force-push main", "--importance", "1", "--pin"),
    ):
        ok(cli(project, env, "remember", *args, "--intensity", "0", "--store", pg_url))
    return pg_url


def test_decay_restore_and_purge_act_on_the_store_named_by_store(project, env, seeded, home):
    url = seeded
    dry = js(cli(project, env, "decay", "--dry-run", "--now", day(20), "--json", "--store", url))
    [store] = dry["stores"]
    assert store["scope"] == "project" and store["judged"] == 3 and store["to_archive"] == ["1"]
    assert statuses(url) == {1: "active", 2: "active", 3: "active"}  # a dry run changes nothing

    done = js(cli(project, env, "decay", "--now", day(20), "--json", "--store", url))
    assert done["stores"][0]["archived"] == ["1"]
    assert statuses(url) == {1: "archived", 2: "active", 3: "active"}
    again = js(cli(project, env, "decay", "--now", day(20), "--json", "--store", url))
    assert again["stores"][0]["archived"] == []  # idempotent

    back = js(cli(project, env, "restore", "1", "--json", "--store", url))
    assert back["status"] == "active" and statuses(url)[1] == "active"
    ok(cli(project, env, "decay", "--now", day(40), "--store", url))
    archived = {i for i, status in statuses(url).items() if status == "archived"}
    assert 1 in archived and 3 not in archived  # the pinned one never fades

    purge = ("purge", "--older-than", "10", "--now", day(80), "--yes", "--json")
    gone = js(cli(project, env, *purge, "--store", url))
    assert {int(i) for i in gone["deleted"]} == archived
    assert set(statuses(url)) == {1, 2, 3} - archived
    assert not (project / ".cognimem" / "memory.db").exists()  # nothing went to SQLite
    # Nothing is lost silently: the purged memory, with its events, is in a private file
    # under the cognimem home that `cognimem import` reads back.
    [saved] = [Path(s["backup"]) for s in gone["stores"]]
    assert saved.is_relative_to(home) and saved.stat().st_mode & 0o077 == 0
    records = {
        json.loads(line)["content"]: json.loads(line)
        for line in saved.read_text().split("\n")
        if line
    }
    record = records["the build cache broke once"]
    assert len(records) == len(archived) and record["status"] == "archived"
    assert {"archived", "restored"} <= {e["kind"] for e in record["events"]}
    ok(cli(project, env, "import", str(saved)))  # into the SQLite file of this checkout
    local = js(cli(project, env, "list", "--status", "archived", "--json"))
    assert "the build cache broke once" in json.dumps(local)


def test_the_store_url_in_the_settings_is_used_without_store(project, env, seeded):
    env = {**env, "COGNIMEM_STORE_URL": seeded}
    done = js(cli(project, env, "decay", "--now", day(20), "--json"))
    assert done["stores"][0]["archived"] == ["1"] and statuses(seeded)[1] == "archived"
    assert "***" in done["stores"][0]["path"] or "@" not in seeded.split("//", 1)[1]


def test_consolidate_dry_run_reads_a_postgresql_store(project, env, seeded):
    data = js(
        cli(
            project, env, "consolidate", "--dry-run", "--now", day(200), "--json", "--store", seeded
        )
    )
    assert [s["scope"] for s in data["stores"]] == ["project"]
    assert statuses(seeded) == {1: "active", 2: "active", 3: "active"}


def test_backup_refuses_store_and_points_to_pg_dump(project, env, pg_url):
    refused = cli(project, env, "backup", "--store", pg_url)
    assert refused.returncode == 2 and "--store is not supported" in refused.stderr
    assert "pg_dump" in refused.stderr


def test_doctor_reports_a_postgresql_store_without_changing_it(project, env, seeded, pg_server):
    data = json.loads(cli(project, env, "doctor", "--json", "--store", seeded).stdout)
    [store] = [c for c in data["checks"] if c["check"] == "project store"]
    assert store["status"] == "ok" and "3 memories" in store["detail"]
    assert "PostgreSQL" in store["detail"] and "schema v" in store["detail"]

    empty = pg_server.new_database()
    data = json.loads(cli(project, env, "doctor", "--json", "--store", empty).stdout)
    [store] = [c for c in data["checks"] if c["check"] == "project store"]
    assert store["status"] == "ok" and "empty" in store["detail"]
    assert rows_of(empty, "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") == [(0,)]

    down = "postgresql://nobody:secret@127.0.0.1:1/none?connect_timeout=2"
    done = cli(project, env, "doctor", "--json", "--store", down)
    data = json.loads(done.stdout)
    [store] = [c for c in data["checks"] if c["check"] == "project store"]
    assert store["status"] == "problem" and "pg_restore" in store["fix"]
    assert done.returncode == 1 and "secret" not in done.stdout + done.stderr


def test_the_daily_pass_runs_on_a_postgresql_store_once_per_period(seeded):
    settings = Settings()
    now = time.time() + 20 * DAY
    assert maybe_auto_decay(seeded, now, settings) is True
    assert statuses(seeded)[1] == "archived"
    assert maybe_auto_decay(seeded, now + 23 * HOUR, settings) is False
    assert maybe_auto_decay(seeded, now + 24 * HOUR, settings) is True


def test_an_unreachable_server_skips_the_daily_pass_with_a_log_line(caplog):
    url = "postgresql://nobody:secret@127.0.0.1:1/none?connect_timeout=2"
    with caplog.at_level("WARNING", logger="cognimem"):
        assert maybe_auto_decay(url, time.time(), Settings()) is False
    assert "automatic decay" in caplog.text and "secret" not in caplog.text


def test_the_server_hands_the_daily_pass_the_url_with_its_password(pg_url, clock):
    """The open store shows its URL without the password; maintenance connects on its own."""
    import asyncio

    from cognition.memory.store import open_pg_store

    async def go() -> tuple[str, object]:
        store = await open_pg_store(pg_url, "project", clock())
        try:
            return str(store.path), store.location
        finally:
            await store.close()

    shown, location = asyncio.run(go())
    assert location == pg_url
    assert shown == pg_url or "***" in shown
