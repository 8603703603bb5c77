"""A memory's id names it for good: an id once given is never given to another memory, also
after the newest memory was deleted (a fold, a purge) and in a store older than that rule."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cognition import open_memory
from tests.support.aio import run
from tests.support.stores import store_at_version


def test_an_older_store_never_gives_an_id_a_merged_event_names(project, clock):
    """Before the rule, a fold deleted #3 and its merged event on #2 names it: upgraded, the
    store's next memory is #4, not a second #3."""
    conn = store_at_version(project / ".cognimem" / "memory.db", 8)
    for i in (1, 2):
        conn.execute(
            "INSERT INTO memory(id, layer, content, importance, created_at, last_activated, "
            "content_hash, updated_at) VALUES (?, 'fact', ?, 3, 1, 1, ?, 1)",
            (i, f"note {i} about the build cache", f"h{i}"),
        )
    conn.execute(
        "INSERT INTO event(memory_id, kind, at, detail) VALUES "
        '(2, \'merged\', 1, \'{"found": "by meaning", "was": 3, "text": "t"}\')'
    )
    conn.close()

    async def go():
        async with open_memory(project, clock=clock) as mem:
            return (await mem.remember("Payments are processed by Stripe.")).memory.id

    assert run(go()) == 4


@settings(max_examples=25, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=12))
def test_ids_only_grow_whatever_is_deleted(tmp_path_factory, deletes):
    """Write a memory per step and, where told, delete the newest one: every id is new."""
    project = tmp_path_factory.mktemp("proj")
    (project / ".git").mkdir()

    async def go():
        given: list[int] = []
        async with open_memory(project, clock=lambda: 1_767_225_600.0) as mem:
            for n, delete in enumerate(deletes):
                r = await mem.remember(f"step {n} wrote note number {n} on the queue")
                given.append(r.memory.id)
                if delete:
                    await mem.forget(r.memory.ref, mode="delete")
        return given

    given_ids = run(go())
    assert given_ids == sorted(set(given_ids))
