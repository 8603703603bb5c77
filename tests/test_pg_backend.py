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


def test_a_sqlite_memory_never_imports_psycopg(tmp_path):
    code = (
        "import sys, asyncio, cognition\n"
        "async def main():\n"
        f"    async with cognition.open_memory({str(tmp_path)!r}) as m:\n"
        "        await m.remember('the build uses make')\n"
        "        await m.recall('build')\n"
        "asyncio.run(main())\n"
        "assert 'psycopg' not in sys.modules, 'psycopg was imported'\n"
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
