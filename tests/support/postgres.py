"""A throwaway PostgreSQL server for the tests that run against the PostgreSQL backend.

`pg_server` (a session fixture, registered in tests/conftest.py) is either the server named by
COGNIMEM_TEST_PG_URL or one started here with initdb + pg_ctl in a temporary folder, listening
only on a unix socket in that folder (no TCP port to collide with), trust authentication, fsync
off (a test server holds nothing worth a flush). It is stopped and its folder removed at the end.

initdb refuses to run as root: as root, the server runs as the `postgres` system user (the one
Debian's package creates) through runuser. When no server can be had the PostgreSQL tests skip
with the reason, unless COGNIMEM_REQUIRE_POSTGRES=1 (set by .ci/run), which makes them fail.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import pytest

URL_ENV = "COGNIMEM_TEST_PG_URL"
REQUIRE_ENV = "COGNIMEM_REQUIRE_POSTGRES"
_PORT = 5432  # only names the socket file; nothing listens on TCP
_SERVER_USER = "postgres"


def find_binary(name: str) -> str | None:
    """initdb / pg_ctl: on PATH, in /usr/local/bin, or in Debian's versioned folders."""
    candidates = [shutil.which(name), f"/usr/local/bin/{name}"]
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=_version_key, reverse=True)
    candidates += [f"{d}/{name}" for d in versions]
    for c in candidates:
        if c and os.access(c, os.X_OK):
            return c
    return None


def _version_key(path: str) -> int:
    part = Path(path).parent.name
    return int(part) if part.isdigit() else 0


@dataclass
class PgServer:
    """A server the tests may create databases on (`url` reaches its maintenance database)."""

    url: str
    _created: list[str] = field(default_factory=list)

    def new_database(self) -> str:
        """A fresh, empty database; returns its URL."""
        import psycopg

        name = "t_" + uuid.uuid4().hex[:16]
        with psycopg.connect(self.url, autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        self._created.append(name)
        return with_database(self.url, name)

    def drop_databases(self, names: list[str] | None = None) -> None:
        """Drop the databases `names` (default: every one made here)."""
        import psycopg

        names = list(self._created) if names is None else names
        with psycopg.connect(self.url, autocommit=True) as admin:
            for name in names:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self._created = [n for n in self._created if n not in names]


def with_database(url: str, name: str) -> str:
    """The same server URL with another database name (the path part of the URL)."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)  # urlunsplit would drop the "//" of an empty host (a socket URL)
    query = f"?{parts.query}" if parts.query else ""
    return f"{parts.scheme}://{parts.netloc}/{quote(name)}{query}"


class _Unavailable(Exception):
    pass


def _as_server_user() -> list[str]:
    """The command prefix that runs initdb/pg_ctl as a non-root user when we are root."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam(_SERVER_USER)
    except KeyError:
        raise _Unavailable(
            f"initdb refuses to run as root and there is no {_SERVER_USER!r} user to run it as"
        ) from None
    runuser = shutil.which("runuser")
    if runuser is None:
        raise _Unavailable("initdb refuses to run as root and runuser is missing")
    return [runuser, "-u", _SERVER_USER, "--"]


@dataclass
class _Throwaway:
    folder: Path
    pg_ctl: str
    prefix: list[str]

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def stop(self) -> None:
        subprocess.run(
            [*self.prefix, self.pg_ctl, "-D", str(self.data), "-m", "immediate", "-w", "stop"],
            capture_output=True,
            timeout=60,
        )
        shutil.rmtree(self.folder, ignore_errors=True)


def _start() -> tuple[_Throwaway, str]:
    initdb, pg_ctl = find_binary("initdb"), find_binary("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise _Unavailable("PostgreSQL's initdb/pg_ctl are not installed")
    prefix = _as_server_user()
    folder = Path(tempfile.mkdtemp(prefix="cognimem-pg-"))
    if prefix:
        info = pwd.getpwnam(_SERVER_USER)
        os.chown(folder, info.pw_uid, info.pw_gid)
    folder.chmod(0o755)  # the socket in it must be reachable by this (test) process
    server = _Throwaway(folder, pg_ctl, prefix)
    init = subprocess.run(
        [*prefix, initdb, "-D", str(server.data), "-A", "trust", "-U", _SERVER_USER, "-E", "UTF8"]
        + ["--locale=C", "--no-sync"],
        capture_output=True,
        text=True,
        timeout=180,
    )
    if init.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise _Unavailable(f"initdb failed: {init.stderr.strip()[-400:]}")
    options = (
        f"-k {folder} -p {_PORT} -c listen_addresses='' -c fsync=off "
        "-c full_page_writes=off -c synchronous_commit=off -c max_connections=100"
    )
    start = subprocess.run(
        [*prefix, pg_ctl, "-D", str(server.data), "-l", str(folder / "log"), "-w"]
        + ["-t", "60", "-o", options, "start"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if start.returncode != 0:
        log = (
            (folder / "log").read_text(errors="replace")[-400:] if (folder / "log").exists() else ""
        )
        server.stop()
        raise _Unavailable(f"pg_ctl could not start the server: {start.stderr.strip()} {log}")
    url = f"postgresql:///postgres?host={quote(str(folder))}&port={_PORT}&user={_SERVER_USER}"
    return server, url


def _psycopg_missing() -> str | None:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (pip install -e '.[postgres]')"
    return None


def _unavailable(reason: str) -> None:
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but no PostgreSQL for the tests: {reason}", pytrace=False)
    pytest.skip(f"no PostgreSQL for the tests: {reason}")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    missing = _psycopg_missing()
    if missing:
        _unavailable(missing)
    given = os.environ.get(URL_ENV)
    if given:
        server = PgServer(given)
        yield server
        server.drop_databases()
        return
    try:
        throwaway, url = _start()
    except (_Unavailable, OSError, subprocess.SubprocessError) as exc:
        _unavailable(str(exc))
        return
    try:
        yield PgServer(url)
    finally:
        throwaway.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """A fresh database of the test server, for one test; dropped after it, so the server's
    folder stays small (each database is a copy of template1: a run's few hundred of them made
    the server's removal at the end take most of a minute on a busy machine)."""
    url = pg_server.new_database()
    name = pg_server._created[-1]
    yield url
    pg_server.drop_databases([name])


STORE_URL_ENV = "COGNIMEM_STORE_URL"  # the [store] url setting, as every open_memory reads it


BACKENDS = ("sqlite", "postgresql")


@pytest.fixture
def store_backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The backend of the project store every open_memory of the test opens: on "postgresql"
    a fresh database of the test server (the global store stays SQLite). A module opts in with
    `pytestmark = pytest.mark.usefixtures("store_backend")`; `parametrize_backends` runs each
    of its tests on both, except those marked `sqlite_file` (they read the SQLite file)."""
    backend = str(getattr(request, "param", "sqlite"))
    if backend == "postgresql":
        monkeypatch.setenv(STORE_URL_ENV, request.getfixturevalue("pg_url"))
    return backend


def parametrize_backends(metafunc: pytest.Metafunc) -> None:
    """For tests/conftest.py's pytest_generate_tests. A test marked `backend_free` never opens
    the configured store (pure functions, a SQLite connection of its own, or a store opened with
    its own env or settings), so a PostgreSQL run of it would only repeat the SQLite one."""
    if "store_backend" not in metafunc.fixturenames:
        return
    marked = metafunc.definition.get_closest_marker
    sqlite_only = marked("sqlite_file") is not None or marked("backend_free") is not None
    metafunc.parametrize("store_backend", BACKENDS[:1] if sqlite_only else BACKENDS, indirect=True)
