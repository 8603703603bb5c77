"""Meanings beside words: memories get a sentence-model vector after they are written
(cognition.memory.meanings), and the ranking compares the query's with them (surface.semantic),
so a memory that shares no word with the query can still come first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cognition import open_memory
from surface import semantic, statement_meaning
from tests.support.aio import run
from tests.support.fake_meaning import FakeMeaning

NOTES = [
    ("Token refresh race", "When two API calls receive a 401 at once, both refresh the token; "
     "keep one in-flight refresh promise.", "experience"),
    ("Releases", "Deploys go through make ship; never push to production by hand.", "fact"),
    ("Database host", "Postgres runs on db.internal:5432 for every environment.", "fact"),
]  # fmt: skip


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeMeaning:
    model = FakeMeaning()
    monkeypatch.setattr(semantic, "encoder", lambda: model)
    monkeypatch.setattr(semantic, "installed", lambda: True)
    monkeypatch.delenv("COGNIMEM_RECALL_USE_MEANING", raising=False)
    semantic._query_vector.cache_clear()
    statement_meaning._read.cache_clear()  # statements' meanings a write compared
    yield model
    semantic._query_vector.cache_clear()
    statement_meaning._read.cache_clear()


def _meanings(project: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(project / ".cognimem" / "memory.db") as conn:
        return conn.execute("SELECT memory_id, model FROM meaning ORDER BY memory_id").fetchall()


async def _store(mem) -> list[int]:  # type: ignore[no-untyped-def]
    ids = []
    for title, content, layer in NOTES:
        ids.append((await mem.remember(content, title=title, layer=layer)).memory.id)
    await mem.flush()
    return ids


async def _stored_once(mem, index: bool) -> None:  # type: ignore[no-untyped-def]
    """NOTES in the store (written on the first call only), and with `index` their meanings."""
    if not await mem.recall("anything", limit=1):
        await _store(mem)
    if index:
        await mem.index_meanings()


def test_a_write_never_waits_for_its_meaning_the_pass_computes_it(project, clock, fake):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            ids = await _store(mem)
            assert fake.calls == 0  # the writes computed nothing
            assert await mem.index_meanings() == 3
            assert await mem.index_meanings() == 0  # nothing left: nothing recomputed
            return ids

    ids = run(go())
    assert _meanings(project) == [(i, semantic.MODEL_ID) for i in sorted(ids)]

    async def stats():
        async with open_memory(project, clock=clock) as mem:
            return await mem.stats()

    assert run(stats())["project"]["meanings"] == 3  # what `cognimem stats` shows


def test_a_limit_computes_only_that_many(project, clock, fake):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await _store(mem)
            return await mem.index_meanings(limit=2), await mem.index_meanings()

    assert run(go()) == (2, 1)


def test_a_memory_sharing_no_word_comes_first_by_its_meaning(project, clock, fake):
    query = "users get logged out when requests fire together"  # no word of the race note

    async def go(index: bool):
        async with open_memory(project, clock=clock) as mem:
            await _stored_once(mem, index)
            return await mem.recall(query, explain=True)

    line = semantic_line(project, clock)
    before = run(go(index=False))
    race = [h for h in before if h.memory.title == "Token refresh race"]
    assert not race or race[0].score < line  # words alone: under the line, if found at all
    after = run(go(index=True))
    assert after and after[0].memory.title == "Token refresh race" and after[0].score >= line
    assert after[0].explain is not None and after[0].explain["features"]["meaning"] > 0.9


def semantic_line(project: Path, clock) -> float:  # type: ignore[no-untyped-def]
    async def go() -> float:
        async with open_memory(project, clock=clock) as mem:
            return float(mem.relevance_threshold())

    return run(go())


def test_meanings_are_off_with_the_switch(project, clock, fake, monkeypatch):
    monkeypatch.setenv("COGNIMEM_RECALL_USE_MEANING", "false")

    async def go():
        async with open_memory(project, clock=clock) as mem:
            await _store(mem)
            await mem.index_meanings()  # stored anyway: the switch is about reading them
            return await mem.recall("users get logged out when requests fire together")

    line = semantic_line(project, clock)
    assert all(h.memory.title != "Token refresh race" or h.score < line for h in run(go()))


def test_without_the_model_nothing_is_computed_or_read(project, clock, monkeypatch):
    monkeypatch.setattr(semantic, "encoder", lambda: None)
    monkeypatch.setattr(semantic, "installed", lambda: False)

    async def go():
        async with open_memory(project, clock=clock) as mem:
            await _store(mem)
            n = await mem.index_meanings()
            hits = await mem.recall("how do we deploy", explain=True)
            return n, hits

    n, hits = run(go())
    assert n == 0 and _meanings(project) == []
    assert hits and all("meaning" not in (h.explain or {}).get("features", {}) for h in hits)


def test_a_deleted_memory_takes_its_meaning_with_it(project, clock, fake):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            ids = await _store(mem)
            await mem.index_meanings()
            return ids

    ids = run(go())
    with sqlite3.connect(project / ".cognimem" / "memory.db") as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("DELETE FROM memory WHERE id = ?", (ids[0],))
    assert [i for i, _ in _meanings(project)] == ids[1:]


def test_a_meaning_for_a_memory_deleted_meanwhile_is_not_counted(project, clock, fake):
    """The pass reads, runs the model, then writes: a memory deleted in between gets no row,
    and the count says so (regression: it counted one)."""
    from layers import meaning_queries
    from layers.plan import run as run_plan

    async def go():
        async with open_memory(project, clock=clock) as mem:
            return await _store(mem)

    ids = run(go())
    with sqlite3.connect(project / ".cognimem" / "memory.db", isolation_level=None) as conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("DELETE FROM memory WHERE id = ?", (ids[0],))
        rows = [(ids[0], b"\0" * 8), (ids[1], b"\0" * 8)]
        assert run_plan(conn, meaning_queries.put("m", rows), write=True) == 1
    assert [i for i, _ in _meanings(project)] == [ids[1]]


def test_a_command_linking_before_it_exits_computes_no_meanings(project, clock, fake, env):
    """A CLI write that links in its own process must not embed the store's backlog (it once
    did, and a `remember` took minutes beside busy writers); the detached linker does."""
    from cognition.link_worker import MEANINGS_PER_PASS, link_queued

    async def store_some():
        async with open_memory(project, clock=clock) as mem:
            await _store(mem)

    run(store_some())
    run(link_queued(project, ["project"], env))
    assert fake.calls == 0 and _meanings(project) == []
    run(link_queued(project, ["project"], env, meanings=True))
    assert len(_meanings(project)) == min(3, MEANINGS_PER_PASS)


def test_a_memory_whose_words_change_gets_its_meaning_again(project, clock, fake):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            ids = await _store(mem)
            await mem.index_meanings()
            await mem.update(ids[1], content="Releases go out with the release script only.")
            missing = [i for i in ids if i not in dict(_meanings(project))]
            again = await mem.index_meanings()
            await mem.pin(ids[2])  # not its words: its meaning stays
            return ids, missing, again

    ids, missing, again = run(go())
    assert missing == [ids[1]] and again == 1
    assert [i for i, _ in _meanings(project)] == sorted(ids)


def test_the_prompt_hook_injects_a_note_that_shares_no_word(project, clock, fake, home):
    import json
    import time

    from cognition.claude_code.hooks import Ctx
    from cognition.claude_code.hooks import prompt as prompt_hook

    def hook(text: str) -> str:
        out = prompt_hook.handle(
            {"session_id": f"s-{text}", "cwd": str(project), "prompt": text,
             "hook_event_name": "UserPromptSubmit"},
            Ctx("prompt", {"COGNIMEM_HOME": str(home)}, started=time.perf_counter()),
        )  # fmt: skip
        return json.loads(out)["hookSpecificOutput"]["additionalContext"] if out else ""

    async def go(index: bool):
        async with open_memory(project, clock=clock) as mem:
            await _stored_once(mem, index)

    prompt = "users get logged out when requests fire together"
    run(go(index=False))
    assert "in-flight refresh" not in hook(prompt)  # words alone: nothing to go on
    run(go(index=True))
    assert "in-flight refresh" in hook(prompt)  # its meaning: injected
    assert "in-flight refresh" not in hook("rename the helper in utils.py")


def test_a_prefetched_prompt_vector_is_not_waited_for_past_its_deadline(monkeypatch) -> None:
    """A first run that builds the model's cache takes longer than the hook's budget: the
    hook ranks on words instead of waiting (regression: it waited without a deadline)."""
    import threading
    import time

    release = threading.Event()

    def slow(text: str) -> bytes:
        release.wait()
        return b"\0" * 16

    monkeypatch.setattr(semantic, "installed", lambda: True)
    monkeypatch.setattr(semantic, "_query_vector", slow)
    try:
        semantic.prefetch("a late prompt", deadline=time.perf_counter())
        assert semantic.query_vector("a late prompt") is None
        semantic.prefetch("an awaited prompt")  # no deadline: waited for
        release.set()
        assert semantic.query_vector("an awaited prompt") == b"\0" * 16
    finally:
        release.set()
