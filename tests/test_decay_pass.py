"""The maintenance pass on a real temporary store: dry run, idempotence, restore, races."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from decay import maintenance
from decay.activation import DAY
from decay.maintenance import decay_pass
from decay.params import DecayParams
from decay.rules import assess_many
from layers.connection import connect_sync
from layers.decay_queries import archive, load_states, restore
from layers.plan import run
from layers.queries import credit_use, get_memory, insert_memory, update_memory
from layers.records import Memory, content_hash

P = DecayParams()
T0 = 1_700_000_000.0
NOW = T0 + 400 * DAY


def make_memory(
    content: str,
    *,
    layer: str = "fact",
    importance: int = 1,
    intensity: float = 0.0,
    pinned: bool = False,
    n: float = 1.0,
    created_days_ago: float = 0.0,
    idle_days: float = 0.0,
    status: str = "active",
) -> Memory:
    created = NOW - created_days_ago * DAY
    return Memory(
        id=0,
        layer=layer,
        title="",
        content=content,
        tags=[],
        importance=importance,
        valence=0.0,
        intensity=intensity,
        pinned=pinned,
        status=status,
        created_at=created,
        last_activated=NOW - idle_days * DAY,
        activation_count=n,
        unused_count=0,
        valid_from=None,
        valid_to=None,
        superseded_by=None,
        source="api",
        session_id=None,
        scope="project",
        content_hash=content_hash(layer, content),
        keywords="",
        extra={},
        updated_at=created,
    )


def add(conn: sqlite3.Connection, content: str, **kw) -> int:
    return run(conn, insert_memory(make_memory(content, **kw)), write=True)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "m.db"


@pytest.fixture
def conn(db: Path):
    c = connect_sync(db, migrate_now=0.0)
    yield c
    c.close()


@pytest.fixture
def store(conn: sqlite3.Connection) -> dict[str, int]:
    """A mix covering every branch of the rule; names say what should happen at NOW."""
    return {
        "old_single": add(conn, "old single use", created_days_ago=20, idle_days=20),
        "old_single_2": add(conn, "another old one", importance=2, created_days_ago=9, idle_days=9),
        "old_pinned": add(conn, "pinned forever", pinned=True, created_days_ago=399, idle_days=399),
        "frequent": add(conn, "used a lot", n=3, created_days_ago=10.5, idle_days=7.5),
        "fresh": add(conn, "brand new", created_days_ago=1, idle_days=1),
        "flashbulb": add(conn, "outage at 3am", intensity=1.0, created_days_ago=90, idle_days=90),
        "imp5_grace": add(
            conn, "core decision", layer="decision", importance=5, created_days_ago=20, idle_days=20
        ),
        "superseded": add(
            conn, "old fact", created_days_ago=300, idle_days=300, status="superseded"
        ),
        "archived": add(
            conn, "already gone", created_days_ago=300, idle_days=300, status="archived"
        ),
    }


def statuses(conn: sqlite3.Connection) -> dict[int, str]:
    return dict(conn.execute("SELECT id, status FROM memory").fetchall())


def events(conn: sqlite3.Connection, kind: str) -> list[tuple[int, float, dict]]:
    rows = conn.execute(
        "SELECT memory_id, at, detail FROM event WHERE kind = ? ORDER BY id", (kind,)
    ).fetchall()
    return [(m, at, json.loads(d)) for m, at, d in rows]


EXPECTED_ARCHIVED = ("old_single", "old_single_2")


def test_load_states_reads_only_active(conn, store):
    ids = [r[0] for r in run(conn, load_states())]
    assert ids == sorted(v for k, v in store.items() if k not in ("superseded", "archived"))
    row = dict((r[0], r) for r in run(conn, load_states()))[store["frequent"]]
    assert row[1:6] == ("fact", 1, 0.0, 0, 3.0)


def test_dry_run_changes_nothing_and_agrees_with_real_run(conn, store):
    before = statuses(conn)
    dry = decay_pass(conn, NOW, P, dry_run=True)
    assert dry.dry_run and dry.archived_ids == [] and dry.now == NOW
    assert statuses(conn) == before
    assert events(conn, "archived") == []
    assert dry.to_archive == sorted(store[k] for k in EXPECTED_ARCHIVED)

    real = decay_pass(conn, NOW, P, dry_run=False)
    assert not real.dry_run
    assert real.verdicts == dry.verdicts
    assert real.archived_ids == dry.to_archive
    after = statuses(conn)
    for name, mid in store.items():
        want = "archived" if name in (*EXPECTED_ARCHIVED, "archived") else before[mid]
        assert after[mid] == want, name
    by_id = {v.memory_id: v for v in real.verdicts}
    assert events(conn, "archived") == [
        (i, NOW, {"reason": by_id[i].reason}) for i in real.archived_ids
    ]
    assert by_id[store["old_single"]].reason.startswith("archive: idle 20.0 d > grace 7.0 d")
    assert by_id[store["frequent"]].reason.startswith("kept: P=")
    assert by_id[store["fresh"]].reason == "in grace: 6.0 d left"
    assert by_id[store["imp5_grace"]].reason == "in grace: 10.0 d left"
    assert by_id[store["old_pinned"]].reason == "pinned: never archived"


def test_second_run_changes_nothing(conn, store):
    first = decay_pass(conn, NOW, P, dry_run=False)
    assert first.archived_ids
    snapshot = conn.execute("SELECT * FROM memory ORDER BY id").fetchall()
    n_events = conn.execute("SELECT count(*) FROM event").fetchone()[0]
    second = decay_pass(conn, NOW, P, dry_run=False)
    assert second.archived_ids == [] and second.to_archive == []
    assert conn.execute("SELECT * FROM memory ORDER BY id").fetchall() == snapshot
    assert conn.execute("SELECT count(*) FROM event").fetchone()[0] == n_events


def test_archive_plan_is_idempotent_and_only_touches_active(conn, store):
    ids = [store["old_single"], store["superseded"], store["archived"], 999_999]
    reasons = {store["old_single"]: "manual"}
    assert run(conn, archive(ids, NOW, reasons), write=True) == 1
    assert run(conn, archive(ids, NOW, reasons), write=True) == 0
    assert events(conn, "archived") == [(store["old_single"], NOW, {"reason": "manual"})]
    assert statuses(conn)[store["superseded"]] == "superseded"


def test_restore_round_trips(conn, store):
    mid = store["old_single"]
    before = run(conn, get_memory(mid))
    decay_pass(conn, NOW, P, dry_run=False)
    assert statuses(conn)[mid] == "archived"

    later = NOW + 3 * DAY
    assert run(conn, restore(mid, later), write=True) is True
    after = run(conn, get_memory(mid))
    assert after.status == "active"
    assert (after.content, after.activation_count, after.created_at, after.importance) == (
        before.content,
        before.activation_count,
        before.created_at,
        before.importance,
    )
    # A restore restarts the grace window without counting as a use...
    assert after.last_activated == later
    assert events(conn, "restored") == [(mid, later, {"last_activated_was": before.last_activated})]
    # ...so the next pass does not archive it straight back.
    assert mid not in decay_pass(conn, later, P, dry_run=False).archived_ids
    # Restoring something that is not archived is a no-op.
    assert run(conn, restore(mid, later), write=True) is False
    assert run(conn, restore(store["superseded"], later), write=True) is False
    assert run(conn, restore(424242, later), write=True) is False
    assert len(events(conn, "restored")) == 1


def test_restore_can_keep_the_old_clock(conn, store):
    mid = store["archived"]
    old = run(conn, get_memory(mid)).last_activated
    assert run(conn, restore(mid, NOW, restart_grace=False), write=True)
    assert run(conn, get_memory(mid)).last_activated == old
    assert mid in decay_pass(conn, NOW, P, dry_run=False).archived_ids


def test_pinned_never_archived_even_after_years(conn, store):
    far = NOW + 10 * 365 * DAY
    report = decay_pass(conn, far, P, dry_run=False)
    assert store["old_pinned"] not in report.archived_ids
    assert statuses(conn)[store["old_pinned"]] == "active"
    # Everything else has been forgotten by then, flashbulb included.
    assert set(report.archived_ids) == {
        v for k, v in store.items() if k not in ("old_pinned", "superseded", "archived")
    }
    # Unpinning makes it eligible.
    run(conn, update_memory(store["old_pinned"], {"pinned": False}), write=True)
    assert decay_pass(conn, far, P, dry_run=False).archived_ids == [store["old_pinned"]]


def test_progress_reports_each_chunk(conn, store, monkeypatch):
    monkeypatch.setattr(maintenance, "CHUNK", 3)
    calls: list[tuple[int, int]] = []
    report = decay_pass(conn, NOW, P, dry_run=True, progress=lambda d, t: calls.append((d, t)))
    assert calls == [(3, 7), (6, 7), (7, 7)]
    states = run(conn, load_states())
    assert report.verdicts == assess_many(states, NOW, P)


def test_changes_during_the_pass_are_respected(conn, db, store):
    """Rows changed between the pass's read and its write are judged again on their new state."""
    other = connect_sync(db)
    used, gone = store["old_single"], store["old_single_2"]
    reweighted = add(conn, "importance raised later", created_days_ago=30, idle_days=30)

    def meanwhile(done: int, total: int) -> None:
        run(other, credit_use(used, NOW), write=True)  # the server used it
        run(other, archive([gone], NOW, {gone: "other pass"}), write=True)  # a concurrent pass
        run(other, update_memory(reweighted, {"importance": 3}), write=True)  # still forgotten

    try:
        report = decay_pass(conn, NOW, P, dry_run=False, progress=meanwhile)
    finally:
        other.close()
    assert set(report.to_archive) == {used, gone, reweighted}  # verdicts of the earlier read
    assert report.archived_ids == [reweighted]
    assert statuses(conn)[used] == "active"
    assert events(conn, "archived") == [
        (gone, NOW, {"reason": "other pass"}),
        (reweighted, NOW, {"reason": "archive: idle 30.0 d > grace 14.0 d and P=0.05 < 0.25"}),
    ]


def test_empty_store(conn):
    calls: list[tuple[int, int]] = []
    report = decay_pass(conn, NOW, P, dry_run=False, progress=lambda d, t: calls.append((d, t)))
    assert report.verdicts == [] and report.archived_ids == [] and calls == []
