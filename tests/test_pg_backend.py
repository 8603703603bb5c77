"""The PostgreSQL backend's own pieces: what the storage contract does not see (the contract
itself runs on both backends in tests/test_storage_contract.py)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from layers import fts
from tests.support import postgres


def test_a_sqlite_memory_never_imports_psycopg_nor_dispatches(tmp_path):
    """The SQLite path stays as it was: no driver, and the plan functions called directly."""
    code = (
        "import sys, asyncio, cognition\n"
        "async def main():\n"
        f"    async with cognition.open_memory({str(tmp_path)!r}) as m:\n"
        "        await m.remember('the build uses make')\n"
        "        await m.recall('build')\n"
        "asyncio.run(main())\n"
        "assert 'psycopg' not in sys.modules, 'psycopg was imported'\n"
        "from layers import queries\n"
        "assert not hasattr(queries.get_memory, '__wrapped_sqlite__'), 'a dispatching wrapper'\n"
    )
    env = {"COGNIMEM_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_messages_never_show_the_password():
    from layers.pg.connection import safe_url, store_error

    url = "postgresql://team:s3cret-pw@db.example:5432/memory"
    assert safe_url(url) == "postgresql://team:***@db.example:5432/memory"
    message = str(store_error(url, RuntimeError("connection refused"), "open"))
    assert "s3cret-pw" not in message and "db.example" in message


def test_a_store_url_is_told_from_a_file_path():
    from layers.pg.connection import is_url

    assert is_url("postgresql://h/db") and is_url("postgres:///db?host=/tmp")
    assert not is_url("/home/me/.cognimem/memory.db") and not is_url("sqlite://x")


_TSQUERY = re.compile(
    r"^\('\w+'(:\*)?( <-> '\w+'(:\*)?)*\)( \| \('\w+'(:\*)?( <-> '\w+'(:\*)?)*\))*$"
)


@given(st.lists(st.tuples(st.text(max_size=20), st.booleans()), max_size=5))
def test_any_phrase_becomes_words_and_operators_only(terms):
    from layers.pg.fts import tsquery

    match = fts.any_of([fts.phrase(t, prefix) for t, prefix in terms])
    got = tsquery(match or "")
    assert got == "" or _TSQUERY.match(got), got  # no quote, bracket or operator of the input


def test_phrases_and_prefixes_keep_their_meaning():
    from layers.pg.fts import tsquery

    match = fts.any_of([fts.phrase("deploy pipeline"), fts.phrase("auth", prefix=True)])
    assert tsquery(match or "") == "('deploy' <-> 'pipeline') | ('auth':*)"


def test_without_a_server_the_tests_skip_or_in_ci_fail(monkeypatch):
    monkeypatch.delenv(postgres.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match="no PostgreSQL"):
        postgres._unavailable("initdb is missing")
    monkeypatch.setenv(postgres.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception, match="initdb is missing"):
        postgres._unavailable("initdb is missing")


def test_openers_racing_on_a_new_database_migrate_it_once(pg_url):
    from concurrent.futures import ThreadPoolExecutor

    from layers.pg.connection import connect_sync
    from layers.pg.plan import run
    from layers.pg.schema import LATEST, current_version

    def open_and_read(_: int) -> int:
        conn = connect_sync(pg_url, migrate_now=1.0)
        try:
            return int(run(conn, current_version()))
        finally:
            conn.close()

    with ThreadPoolExecutor(4) as pool:
        assert list(pool.map(open_and_read, range(4))) == [LATEST] * 4


def test_the_cli_uses_the_store_named_by_store(project, env, pg_url):
    import json

    from tests.support.cli import cli

    told = cli(project, env, "remember", "deploys go through make ship", "--store", pg_url)
    assert told.returncode == 0, told.stderr
    found = cli(project, env, "recall", "deploys", "--json", "--store", pg_url)
    assert found.returncode == 0, found.stderr
    assert "make ship" in json.dumps(json.loads(found.stdout))
    assert not (project / ".cognimem" / "memory.db").exists()  # nothing went to SQLite
    stats = json.loads(cli(project, env, "stats", "--json", "--store", pg_url).stdout)
    assert stats["project"]["path"] == pg_url and stats["project"]["memories"] == 1
    local = cli(project, env, "recall", "deploys", "--json")  # without --store: the SQLite file
    assert "make ship" not in local.stdout
    for command in ("backup",):  # it opens the SQLite file: refused, never ignored
        refused = cli(project, env, command, "--store", pg_url)
        assert refused.returncode == 2 and "--store is not supported" in refused.stderr


def test_above_layers_plan_functions_are_reached_through_their_module():
    """`from layers.queries import get_memory` would bind the SQLite function for good, and a
    PostgreSQL store would run SQLite's SQL (layers/dialect.py switches module attributes)."""
    import ast
    import inspect
    from importlib import import_module

    from layers.dialect import MODULES
    from tests.conftest import ROOT

    offenders = []
    for folder in ("cognition", "surface", "decay"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.ImportFrom) and node.module in {
                    f"layers.{m}" for m in MODULES
                }:
                    module = import_module(node.module)
                    for alias in node.names:
                        fn = getattr(module, alias.name, None)
                        fn = getattr(fn, "__wrapped_sqlite__", fn)
                        if inspect.isgeneratorfunction(fn):
                            offenders.append(f"{path.relative_to(ROOT)}: {alias.name}")
    assert offenders == []


def test_the_data_version_moves_for_other_connections_commits_only(pg_url):
    """As SQLite's PRAGMA data_version: a process reloads its vector index when another one
    wrote, not after its own writes, and never before the other's write is visible."""
    from layers.pg import queries, vector_rows
    from layers.pg.connection import connect_sync
    from layers.pg.plan import run

    me, other = connect_sync(pg_url, migrate_now=1.0), connect_sync(pg_url, migrate_now=1.0)
    try:
        start = run(me, vector_rows.data_version_plan())
        run(me, queries.set_meta("k", "v"), write=True)  # meta: no memory, no vector
        mine = run(me, queries.delete_memory(12345), write=True)
        assert mine == 0 and run(me, vector_rows.data_version_plan()) == start
        other.execute("BEGIN")
        other.execute("DELETE FROM vector")
        assert run(me, vector_rows.data_version_plan()) == start  # not committed yet
        other.execute("COMMIT")
        assert run(me, vector_rows.data_version_plan()) != start
    finally:
        me.close()
        other.close()


def test_a_store_url_that_is_not_postgresql_is_refused(project):
    from cognition.config import Settings
    from layers.errors import InvalidInput

    with pytest.raises(InvalidInput, match="postgresql://"):
        Settings.load(project, env={"COGNIMEM_STORE_URL": "/tmp/memory.db"})


def test_an_unreachable_server_is_a_store_error_without_the_password(project, clock):
    from cognition import open_memory
    from layers.errors import StoreError
    from tests.support.aio import run

    url = "postgresql://team:s3cret-pw@127.0.0.1:1/memory?connect_timeout=5"

    async def go() -> None:
        async with open_memory(project, clock=clock, env={"COGNIMEM_STORE_URL": url}):
            pass

    with pytest.raises(StoreError, match="cannot open the memory store") as caught:
        run(go())
    assert "s3cret-pw" not in str(caught.value) and "127.0.0.1" in str(caught.value)


def test_once_switched_the_plan_functions_still_run_sqlite_on_sqlite(pg_url, tmp_path):
    """After a PostgreSQL store was opened in this process, the SQLite modules' functions
    dispatch: on a SQLite connection they run the SQLite SQL, under their own names."""
    from layers import queries
    from layers.connection import connect_sync as sqlite_connect
    from layers.pg.connection import connect_sync as pg_connect
    from layers.plan import run

    pg_connect(pg_url, migrate_now=1.0).close()
    assert hasattr(queries.get_meta, "__wrapped_sqlite__")
    plan = queries.get_meta("k")
    assert plan.gi_code.co_name == "get_meta"
    conn = sqlite_connect(tmp_path / "s" / "memory.db", migrate_now=1.0)
    try:
        run(conn, queries.set_meta("k", "v"), write=True)
        assert run(conn, plan) == "v"
    finally:
        conn.close()
