"""Decision chains (decide, record_outcome, chain) and validity windows ("as of")."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing

import pytest

from cognition import InvalidInput, NotFound, open_memory
from cognition.api import RememberResult
from layers import graph_queries as gq
from layers.plan import run as run_plan
from tests.support.aio import run

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

DAY = 86400.0


def snapshot(project):
    with closing(sqlite3.connect(project / ".cognimem" / "memory.db")) as conn:
        return tuple(
            conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall()
            for t in ("memory", "edge", "event")
        )


async def five_step_chain(mem, clock):
    """fact -> D1 -> D2 -> D3, D4 reverses D2, D5 follows D4 (one reversal, five decisions)."""
    fact = (await mem.remember("write load peaks at 5k inserts/s", layer="fact")).memory.id
    incident = (
        await mem.remember("the replica lagged 40s during the sale", layer="experience")
    ).memory.id
    d1 = await mem.decide(
        "use postgres",
        rationale="the write load needs real transactions",
        alternatives=["mysql: weaker JSON support", {"option": "mongodb", "why_not": "no joins"}],
        because=[fact],
        tags=["db"],
        importance=4,
    )
    clock.advance(DAY)
    d2 = await mem.decide("add a streaming read replica", follows=d1.memory.id)
    clock.advance(DAY)
    d3 = await mem.decide("route reports to the replica", follows=d2.memory.id)
    clock.advance(DAY)
    d4 = await mem.decide(
        "drop the replica, use a cache",
        reverses=d2.memory.id,
        because=[incident],
        rationale="replica lag broke the sale",
    )
    clock.advance(DAY)
    d5 = await mem.decide("cache reports for 5 minutes", follows=d4.memory.id)
    ids = [r.memory.id for r in (d1, d2, d3, d4, d5)]
    return fact, incident, ids


def test_five_step_chain_with_a_reversal_is_the_same_from_every_step(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            fact, incident, ids = await five_step_chain(mem, clock)
            d1, d2, d3, d4, d5 = ids
            chains = [[m.id for m in await mem.chain(i)] for i in ids]
            assert all(c == [d1, d2, d3, d4, d5] for c in chains), chains
            steps = await mem.chain_steps(d5)
            assert [(s.after, s.relation) for s in steps] == [
                (None, None),
                (d1, "led_to"),
                (d2, "led_to"),
                (d2, "reverses"),
                (d4, "led_to"),
            ]
            assert [s.superseded for s in steps] == [False, True, False, False, False]
            assert steps[0].because == [fact] and steps[3].because == [incident]
            old = steps[1].memory
            assert old.status == "superseded" and old.superseded_by == d4
            assert old.valid_to == steps[3].memory.created_at  # closed when reversed, not lost
            first = steps[0].memory
            assert first.layer == "decision" and first.tags == ["db"] and first.importance == 4
            assert first.extra["choice"] == "use postgres"
            assert first.extra["alternatives"] == [
                {"option": "mysql", "why_not": "weaker JSON support"},
                {"option": "mongodb", "why_not": "no joins"},
            ]
            assert "Why: the write load needs real transactions" in first.content  # searchable
            assert {e.type for e in await mem.links(d2)} >= {"led_to", "reverses", "supersedes"}

    run(go())


def test_decide_returns_remember_result_and_outcome_is_recorded(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            r = await mem.decide("ship on fridays", rationale="small team", outcome=None)
            assert isinstance(r, RememberResult) and r.action == "stored"
            assert r.memory.extra == {
                "choice": "ship on fridays",
                "rationale": "small team",
                "alternatives": [],
                "outcome": None,
            }
            clock.advance(DAY)
            m = await mem.record_outcome(r.memory.id, "two weekend pages in a month")
            assert m.extra["outcome"] == "two weekend pages in a month"
            assert m.extra["outcome_at"] == clock.t
            assert m.content.endswith("Outcome: two weekend pages in a month")
            m = await mem.record_outcome(r.memory.id, "stopped after a month")
            assert m.content.count("Outcome:") == 1 and m.content.endswith("stopped after a month")
            hits = await mem.recall("weekend pages", reinforce=False)
            assert (
                not hits or hits[0].memory.id == r.memory.id
            )  # an outcome of the old text is gone
            hits = await mem.recall("stopped month", reinforce=False)
            assert hits and hits[0].memory.id == r.memory.id

    run(go())


def test_exact_duplicate_decision_merges(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.decide("use ruff", rationale="fast")
            b = await mem.decide("use ruff", rationale="fast")
            assert b.action == "merged" and b.memory.id == a.memory.id
            with pytest.raises(InvalidInput, match="same as"):
                await mem.decide("use ruff", rationale="fast", follows=a.memory.id)

    run(go())


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"choice": ""}, "choice must not be empty"),
        ({"choice": "   "}, "choice must not be empty"),
        ({"choice": 42}, "choice must be text"),
        ({"choice": "x", "importance": 9}, "importance"),
        ({"choice": "x", "follows": 999}, "no memory #999"),
        ({"choice": "x", "because": [999]}, "no memory #999"),
        ({"choice": "x", "follows": "FACT"}, "follows must be a decision"),
        ({"choice": "x", "reverses": "FACT"}, "reverses must be a decision"),
        ({"choice": "x", "because": ["GLOBAL"]}, "same store"),
        ({"choice": "x", "follows": "D", "reverses": "D"}, "both follow and reverse"),
        ({"choice": "x", "reverses": "OLD"}, "already superseded"),
        ({"choice": "x", "alternatives": [3]}, "each alternative"),
        ({"choice": "x", "alternatives": [{"option": "y", "cost": 1}]}, "option and why_not"),
        ({"choice": "x", "rationale": "r" * 5000}, "limit"),
    ],
)
@pytest.mark.sqlite_file
def test_bad_decisions_change_nothing(project, clock, kwargs, message):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            refs = {
                "FACT": (await mem.remember("a plain fact")).memory.id,
                "GLOBAL": (await mem.remember("global pref", scope="global")).memory.ref,
                "D": (await mem.decide("first decision")).memory.id,
            }
            old = (await mem.decide("older decision")).memory.id
            await mem.decide("newer decision", reverses=old)
            refs["OLD"] = old

            def sub(v):
                if isinstance(v, list):
                    return [sub(x) for x in v]
                return refs.get(v, v) if isinstance(v, str) else v

            args = {k: sub(v) for k, v in kwargs.items()}
            await mem.flush()  # the links of the set-up writes are made before the baseline
            before = snapshot(project)
            with pytest.raises(InvalidInput, match=message):
                await mem.decide(args.pop("choice"), **args)
            assert snapshot(project) == before

    run(go())


def test_outcome_and_chain_need_a_decision(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            fact = (await mem.remember("not a decision")).memory.id
            d = (await mem.decide("a decision")).memory.id
            for call in (mem.record_outcome(fact, "x"), mem.chain(fact)):
                with pytest.raises(InvalidInput, match="must be a decision"):
                    await call
            with pytest.raises(InvalidInput, match="outcome must not be empty"):
                await mem.record_outcome(d, " ")
            with pytest.raises(NotFound):
                await mem.chain(404)
            assert [m.id for m in await mem.chain(d)] == [d]  # a lone decision is its own chain

    run(go())


# -- validity windows ---------------------------------------------------------------------


async def port_history(mem, clock):
    """Port 8000 from day 0; replaced by port 9000 on day 10. Returns (old, new, t0, t_switch)."""
    t0 = clock.t
    old = (await mem.remember("the staging server listens on port 8000")).memory.id
    clock.advance(10 * DAY)
    new = await mem.remember("staging server moved behind nginx: port 9000 since the migration")
    new = new.memory.id
    await mem.relate(new, old, "supersedes")
    return old, new, t0, clock.t


@pytest.mark.sqlite_file
def test_valid_at_filter_answers_what_was_true_then(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            old, new, t0, switch = await port_history(mem, clock)
            clock.advance(5 * DAY)
            store = await mem.stores.get("project")
            both = [old, new]
            assert await store.read(gq.valid_at_filter(t0 - 1, both)) == set()  # before either
            assert await store.read(gq.valid_at_filter(t0 + 3 * DAY, both)) == {old}
            assert await store.read(gq.valid_at_filter(switch, both)) == {new}  # window [from, to)
            assert await store.read(gq.valid_at_filter(clock.t, both)) == {new}
            memories = {i: await mem.get(i, use=False) for i in both}
            for t in (t0 - 1, t0 + 3 * DAY, switch, clock.t):
                sql_ids = await store.read(gq.valid_at_filter(t, both))
                assert {i for i, m in memories.items() if gq.is_valid_at(m, t)} == sql_ids
            # the clause composes into any query on the memory table
            clause, params = gq.valid_at_clause(t0 + DAY, "mm")
            with closing(sqlite3.connect(project / ".cognimem" / "memory.db")) as conn:
                rows = conn.execute(
                    f"SELECT mm.id FROM memory mm WHERE {clause}", params
                ).fetchall()
                assert rows == [(old,)]
                assert run_plan(conn, gq.valid_at_filter(clock.t, both)) == {new}
            with pytest.raises(ValueError):
                gq.valid_at_clause(0, "m; DROP TABLE memory")
            assert set(gq.AS_OF_STATUSES) == {"active", "archived", "superseded"}

    run(go())


def test_reversed_decision_is_valid_as_of_its_time(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            _, _, ids = await five_step_chain(mem, clock)
            d1, d2, d3, d4, d5 = await asyncio.gather(*(mem.get(i, use=False) for i in ids))
            mid = d3.created_at + 1
            assert gq.is_valid_at(d2, mid) and not gq.is_valid_at(d2, d4.created_at)
            assert not gq.is_valid_at(d4, mid) and gq.is_valid_at(d4, clock.t)

    run(go())


def test_recall_as_of_returns_what_was_true_then(project, clock):
    """recall(as_of=) end to end: the superseded fact for a past date, the new one for today
    (lead: extend here when recall's as_of grows, e.g. archived memories or the CLI/MCP)."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            old, new, t0, _ = await port_history(mem, clock)
            then = await mem.recall("staging server port", as_of=t0 + 3 * DAY, reinforce=False)
            now = await mem.recall("staging server port", as_of=clock.t, reinforce=False)
            plain = await mem.recall("staging server port", reinforce=False)
            assert [h.memory.id for h in then] == [old]
            assert [h.memory.id for h in now] == [new]
            assert [h.memory.id for h in plain] == [new]

    run(go())
