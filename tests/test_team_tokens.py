"""Team tokens: created hashed, verified in constant time, refused with a reason when missing,
malformed, unknown, revoked or expired; and the CLI that manages them."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.team.tokens import (
    Caller,
    Refusal,
    bearer,
    create_plan,
    hash_secret,
    verify_plan,
)
from layers.connection import connect_sync
from layers.errors import InvalidInput
from layers.plan import run
from tests.support.team_server import cognimem, store_rows

DAY = 86400.0
SEED = bytes(range(40))  # the randomness a real call takes from secrets.token_bytes(40)


@pytest.fixture
def conn(tmp_path):
    c = connect_sync(tmp_path / ".cognimem" / "memory.db", migrate_now=1.0)
    yield c
    c.close()


def create(conn, name, scope="write", now=1000.0, days=None, seed=SEED):
    return run(conn, create_plan(name, scope, now, days, seed), write=True)


def verify(conn, token, now=2000.0):
    return run(conn, verify_plan(token, now))


def test_a_token_is_stored_hashed_and_verifies_as_its_person(conn):
    t = create(conn, "alice")
    assert t.secret.startswith("cm_") and t.name == "alice"
    rows = conn.execute("SELECT name, scope, secret_hash FROM token").fetchall()
    secret = t.secret.split("_", 2)[2]
    assert rows == [("alice", "write", hash_secret(secret))]
    assert secret not in json.dumps(conn.execute("SELECT * FROM token").fetchall())
    assert verify(conn, t.secret) == Caller("alice", "write")


def test_refusals_say_why(conn):
    t = create(conn, "bob", "read", now=1000.0, days=1)
    key = t.secret.split("_")[1]
    cases = {
        None: "no bearer token",
        "": "no bearer token",
        "hunter2": "not a cognimem token",
        f"cm_{key}_{'x' * 43}": "unknown token",  # the right key, a wrong secret
        f"cm_{'0' * 16}_{'x' * 43}": "unknown token",
    }
    for token, reason in cases.items():
        found = verify(conn, token)
        assert isinstance(found, Refusal) and reason in found.reason, token
    assert verify(conn, t.secret, now=1000.0 + DAY - 1) == Caller("bob", "read")
    expired = verify(conn, t.secret, now=1000.0 + DAY)
    assert isinstance(expired, Refusal) and "expired" in expired.reason


def test_a_revoked_token_is_refused_and_the_name_may_get_a_new_one(conn):
    from layers.token_queries import revoke

    old = create(conn, "carol")
    with pytest.raises(InvalidInput, match="already has a live token"):
        create(conn, "carol", seed=bytes(40))
    assert run(conn, revoke("carol", 3000.0), write=True) == 1
    refused = verify(conn, old.secret, now=3001.0)
    assert isinstance(refused, Refusal) and "revoked" in refused.reason
    new = create(conn, "carol", "admin", seed=bytes(40))
    assert verify(conn, new.secret) == Caller("carol", "admin")
    assert run(conn, revoke(str(new.id), 4000.0), write=True) == 1
    assert run(conn, revoke(str(new.id), 4000.0), write=True) == 0  # already revoked


@pytest.mark.parametrize(
    "name, scope, days",
    [("", "write", None), ("12", "write", None), ("a b", "write", None), ("ok", "root", None)]
    + [("ok", "write", 0), ("ok", "write", -3)],
)
def test_bad_input_is_refused_and_nothing_is_stored(conn, name, scope, days):
    with pytest.raises(InvalidInput):
        create(conn, name, scope, days=days)
    assert conn.execute("SELECT count(*) FROM token").fetchone() == (0,)


def test_scopes_are_ordered():
    reader, writer, admin = Caller("r", "read"), Caller("w", "write"), Caller("a", "admin")
    assert [c.may("write") for c in (reader, writer, admin)] == [False, True, True]
    assert [c.may("admin") for c in (reader, writer, admin)] == [False, False, True]
    assert all(c.may("read") for c in (reader, writer, admin))


def test_bearer_reads_the_authorization_header():
    assert bearer("Bearer abc") == "abc"
    assert bearer("bearer   abc ") == "abc"
    assert bearer("Basic abc") is None
    assert bearer("Bearer") is None
    assert bearer(None) is None


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=120))
def test_no_made_up_token_is_ever_accepted(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("tok") / "memory.db"
    conn = connect_sync(path, migrate_now=1.0)
    try:
        create(conn, "alice")
        assert isinstance(verify(conn, text), Refusal)
    finally:
        conn.close()


def test_the_cli_creates_lists_and_revokes(project, env):
    made = cognimem(project, env, "token", "create", "dana", "--scope", "read", "--json")
    assert made.returncode == 0, made.stderr
    secret = json.loads(made.stdout)["token"]
    listed = json.loads(cognimem(project, env, "token", "list", "--json").stdout)
    assert [(t["name"], t["scope"], t["revoked"]) for t in listed] == [("dana", "read", None)]
    assert secret not in cognimem(project, env, "token", "list").stdout
    again = cognimem(project, env, "token", "create", "dana")
    assert again.returncode == 2 and "already has a live token" in again.stderr
    assert cognimem(project, env, "token", "revoke", "dana").returncode == 0
    assert json.loads(cognimem(project, env, "token", "list", "--json").stdout) == []
    every = json.loads(cognimem(project, env, "token", "list", "--all", "--json").stdout)
    assert [(t["name"], t["revoked"] is not None) for t in every] == [("dana", True)]
    gone = cognimem(project, env, "token", "revoke", "dana")
    assert gone.returncode == 2 and "no live token" in gone.stderr
    assert cognimem(project, env, "token", "create").returncode == 2  # a NAME is required
    assert store_rows(project, "SELECT name, revoked_at IS NOT NULL FROM token") == [("dana", 1)]
