"""`cognimem remember` on a plain sqlite3 connection (cognition.memory.direct_remember): the
rows, events, verdict, link hand-off and answer of MemorySystem.remember as a one-shot CLI
process makes them, without importing asyncio or aiosqlite; and the API whenever it would do
more (issue 21)."""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cognition import open_memory
from cognition.api import EmbedderMismatch
from cognition.memory import direct_remember, link_handoff
from tests.support.cli import cli

NOW = 1_767_225_600.0
WORDS = "deploy upload retry cache queue nightly report mail token build test lint".split()
# Restatements, updates and contradictions of one another, so every verdict comes up.
STATEMENTS = [
    "the deploy retries the upload three times",
    "the deploy retries the upload five times",
    "the deploy does not retry the upload",
    "the deploy retries the upload three times.",
    "the nightly build mails the report at two",
    "the nightly build mails the report at four",
    "the api token is sk-ant-api03-" + "a" * 40,  # redacted before it is kept
]


def db(project: Path) -> Path:
    return project / ".cognimem" / "memory.db"


def rows(project: Path) -> dict[str, list]:
    """Every table of the store, row by row (but vector_log's random tags, one per entry)."""
    with sqlite3.connect(db(project)) as conn:
        names = [
            n
            for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            if n not in ("sqlite_stat1", "vector_log")
        ]
        found = {n: sorted(conn.execute(f'SELECT * FROM "{n}"'), key=repr) for n in names}
        found["vector_log"] = conn.execute("SELECT seq, memory_id FROM vector_log").fetchall()
        return found


async def _fill(project: Path, env: dict[str, str], notes: list[dict]) -> None:
    async with open_memory(project, env=env, clock=lambda: NOW - 86_400) as mem:
        for note in notes:
            await mem.remember(**note)


async def _api(project: Path, env: dict[str, str], told: dict) -> tuple:
    """MemorySystem.remember as the CLI opens it (cognition.cli.output._with_memory)."""
    mem = open_memory(project, env=env, clock=lambda: NOW)
    mem.vectors.keep = False
    mem.linker.detach = True
    async with mem:
        r = await mem.remember(**told, source="cli")
        return r, mem.store_of(r.memory.scope)


class Handoff:
    """link_handoff.spawn and the CLI's link_here, recorded instead of run."""

    def __init__(self, starts: bool = True) -> None:
        self.starts = starts
        self.spawned: list[tuple[str, list[str]]] = []
        self.linked_here: list[tuple[str, list[str]]] = []

    def spawn(self, cwd, scopes, env) -> bool:
        self.spawned.append((str(cwd), list(scopes)))
        return self.starts

    def link_here(self, root, scopes) -> None:
        self.linked_here.append((str(root), list(scopes)))


def _saved(project: Path, env: dict[str, str]) -> list[tuple[Path, Path | None]]:
    """A copy of the project and the cognimem home (backups), to run a command again on."""
    saved = []
    for where in (project, Path(env["COGNIMEM_HOME"])):
        copy = where.parent / f"{where.name}.saved"
        if where.exists():
            shutil.copytree(where, copy, symlinks=True)
        saved.append((where, copy if where.exists() else None))
    return saved


def _restore(saved: list[tuple[Path, Path | None]]) -> None:
    for where, copy in saved:
        shutil.rmtree(where, ignore_errors=True)
        if copy is not None:
            shutil.copytree(copy, where, symlinks=True)


def _fact(n: int) -> dict:
    return {"content": STATEMENTS[n], "layer": "fact", "dedup": True}


def _said(n: int) -> dict:
    return {
        "content": STATEMENTS[n],
        "layer": "fact",
        "title": "",
        "tags": [],
        "importance": None,
        "valence": None,
        "intensity": None,
        "pinned": False,
    }


note = st.builds(
    lambda text, layer, dedup: {"content": text, "layer": layer, "dedup": dedup},
    st.one_of(
        st.sampled_from(STATEMENTS),
        st.lists(st.sampled_from(WORDS), min_size=2, max_size=6).map(" ".join),
    ),
    st.sampled_from(["fact", "fact", "fact", "experience", "decision"]),
    st.booleans(),
)
told = st.fixed_dictionaries(
    {
        "content": st.one_of(
            st.sampled_from(STATEMENTS),
            st.lists(st.sampled_from(WORDS), min_size=2, max_size=6).map(" ".join),
        ),
        "layer": st.sampled_from(["fact", "fact", "fact", "experience", "decision"]),
        "title": st.sampled_from(["", "deploy", "key sk-ant-api03-" + "b" * 40]),
        "tags": st.lists(st.sampled_from(["ops", "CI", "ghp_" + "c" * 36]), max_size=2),
        "importance": st.sampled_from([None, 1, 5]),
        "valence": st.sampled_from([None, -0.5]),
        "intensity": st.sampled_from([None, 0.7]),
        "pinned": st.booleans(),
    }
)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    notes=st.lists(note, min_size=1, max_size=8),
    said=told,
    leftover=st.booleans(),
    settings_=st.sampled_from([{}, {}, {"COGNIMEM_WRITE_RECONSOLIDATE": "0"}]),
)
@example(notes=[_fact(0)], said=_said(1), leftover=False, settings_={})  # an update: superseded
@example(notes=[_fact(0)], said=_said(2), leftover=True, settings_={})  # a reversal: conflicts
@example(notes=[_fact(4), _fact(0)], said=_said(3), leftover=False, settings_={})  # merged
def test_direct_remember_writes_as_the_api(
    tmp_path_factory, monkeypatch, notes, said, leftover, settings_
):
    base = tmp_path_factory.mktemp("store")
    project = base / "proj"
    (project / ".git").mkdir(parents=True)
    env = {"COGNIMEM_HOME": str(base / "home")}
    asyncio.run(_fill(project, env, notes))
    env.update(settings_)  # what the remember runs with (the store was written without it)
    if leftover:  # as a process killed before its linking pass
        with sqlite3.connect(db(project)) as conn:
            conn.execute("INSERT INTO link_queue(memory_id) VALUES (1)")
    saved = _saved(project, env)

    direct_handoff, api_handoff = Handoff(), Handoff()
    monkeypatch.setattr(link_handoff, "spawn", direct_handoff.spawn)
    found = direct_remember.remember(
        project, **said, env=env, clock=lambda: NOW, link_here=direct_handoff.link_here
    )
    assert found is not None
    direct_rows = rows(project)

    _restore(saved)
    monkeypatch.setattr(link_handoff, "spawn", api_handoff.spawn)
    result, store = asyncio.run(_api(project, env, said))
    assert found.result.action == result.action, (found.result.reason, result.reason)
    assert found.result == result  # the verdict, the memory, what it superseded or contradicts
    assert found.store == store
    assert direct_rows == rows(project)  # memories, events, keys, vectors, link queue, edges
    assert direct_handoff.spawned == api_handoff.spawned
    assert direct_handoff.linked_here == api_handoff.linked_here == []


@pytest.fixture
def store(project, env):
    """A project store with one memory, written through the API."""
    asyncio.run(_fill(project, env, [{"content": "the deploy retries the upload three times"}]))
    return project


def _remember(project, env, text="the linter runs before the tests", **kw):
    handoff = Handoff()
    found = direct_remember.remember(
        project, text, env=env, clock=lambda: NOW, link_here=handoff.link_here, **kw
    )
    return found, handoff


def test_every_verdict_comes_out_as_the_api_says(store, env, monkeypatch):
    monkeypatch.setattr(link_handoff, "spawn", Handoff().spawn)
    actions = []
    for text in (
        "the deploy retries the upload three times",  # merged (exact duplicate)
        "the deploy retries the upload five times",  # superseded
        "the nightly build mails the report",  # stored
    ):
        found, _ = _remember(store, env, text)
        assert found is not None
        actions.append(found.result.action)
    assert actions == ["merged", "superseded", "stored"]


def test_links_go_to_the_detached_linker_else_are_made_here(store, env, monkeypatch):
    starts, fails = Handoff(starts=True), Handoff(starts=False)
    monkeypatch.setattr(link_handoff, "spawn", starts.spawn)
    found, handoff = _remember(store, dict(env, COGNIMEM_WRITE_LINK_DETACHED="1"))
    assert found is not None
    assert starts.spawned == [(str(store), ["project"])] and handoff.linked_here == []

    monkeypatch.setattr(link_handoff, "spawn", fails.spawn)  # it could not start: link here
    found, handoff = _remember(store, dict(env, COGNIMEM_WRITE_LINK_DETACHED="1"), "a b c d")
    assert found is not None
    assert handoff.linked_here == [(str(store), ["project"])]

    found, handoff = _remember(store, env, "lunch is at noon")  # env: write.link_detached off
    assert found is not None
    assert handoff.linked_here == [(str(store), ["project"])]


def test_a_merge_queues_nothing_to_link(store, env, monkeypatch):
    spawned = Handoff()
    monkeypatch.setattr(link_handoff, "spawn", spawned.spawn)
    found, handoff = _remember(store, env, "the deploy retries the upload three times")
    assert found is not None and found.result.action == "merged"
    assert spawned.spawned == [] and handoff.linked_here == []
    assert rows(store)["link_queue"] == []


def test_the_cli_links_before_exiting_as_the_api_does(store, env):
    """write.link_detached off (the tests' env): the CLI's link_here makes the `related` links
    the API's close makes."""
    # Close enough to be linked `related` (tests/test_cli_direct.py), not to merge.
    first = cli(store, env, "remember", "the deploy script retries the upload three times")
    assert first.returncode == 0, first.stderr
    text = "uploads from the deploy script are retried when the network drops"
    saved = _saved(store, env)
    assert cli(store, env, "remember", text).returncode == 0
    direct_edges = rows(store)["edge"]
    _restore(saved)
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(direct_remember, "remember", lambda *a, **k: None)  # the API path
    try:
        assert cli(store, env, "remember", text).returncode == 0
    finally:
        monkeypatch.undo()
    api_edges = rows(store)["edge"]
    assert direct_edges, "the test needs a link to compare"
    assert rows(store)["link_queue"] == []
    assert [e[:4] for e in direct_edges] == [e[:4] for e in api_edges]  # all but the time


def test_the_cli_answers_the_same_either_way(store, env, monkeypatch):
    saved = _saved(store, env)
    outs = []
    for path in ("direct", "api"):
        if path == "api":
            _restore(saved)
            monkeypatch.setattr(direct_remember, "remember", lambda *a, **k: None)
        text = cli(store, env, "remember", "the deploy retries the upload five times")
        data = cli(store, env, "remember", "the deploy retries the upload five times", "--json")
        assert text.returncode == data.returncode == 0, text.stderr + data.stderr
        answer = json.loads(data.stdout)
        for m in (answer["memory"], answer.get("previous") or {}):
            for key in ("created_at", "last_activated", "valid_from", "valid_to", "updated_at"):
                m.pop(key, None)  # the clock moved between the runs
        outs.append((text.stdout, answer))
    assert outs[0] == outs[1]
    assert "superseded #1" in outs[0][0]


def _on_a_server(project: Path, env: dict) -> dict:
    return {"env": dict(env, COGNIMEM_STORE_URL="postgresql://nobody@127.0.0.1:1/none")}


def _with_old_merge_keys(project: Path, env: dict) -> dict:
    with sqlite3.connect(db(project)) as conn:
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'merge_keys'")
    return {}


def _asking_an_llm(project: Path, env: dict) -> dict:
    return {"env": dict(env, COGNIMEM_WRITE_JUDGE="llm")}


def _global(project: Path, env: dict) -> dict:
    return {"scope": "global"}


@pytest.mark.parametrize("situation", [_on_a_server, _with_old_merge_keys, _asking_an_llm, _global])
def test_declines_where_the_api_does_more(store, env, situation):
    kw = {"env": env, **situation(store, env)}
    before = rows(store)
    handoff = Handoff()
    assert (
        direct_remember.remember(store, "the linter runs", link_here=handoff.link_here, **kw)
        is None
    )
    assert rows(store) == before and handoff.linked_here == []


def test_declines_without_a_project_store(project, env):
    found, _ = _remember(project, env)
    assert found is None
    assert not db(project).exists()  # the API creates it (or refuses: its backups exist)


def test_declines_a_store_it_may_not_write(store, env):
    import os

    if os.geteuid() == 0:
        pytest.skip("root may write a read-only file")
    db(store).chmod(0o400)
    try:
        assert _remember(store, env)[0] is None
    finally:
        db(store).chmod(0o600)


def test_bad_input_is_refused_as_by_the_api(store, env):
    from layers.errors import InvalidInput

    with pytest.raises(InvalidInput) as direct_error:
        _remember(store, env, "   ")
    with pytest.raises(InvalidInput) as api_error:
        asyncio.run(_api(store, env, {"content": "   "}))
    assert str(direct_error.value) == str(api_error.value)


def test_without_vectors_nothing_is_queued_or_handed_on(store, env, monkeypatch):
    spawned = Handoff()
    monkeypatch.setattr(link_handoff, "spawn", spawned.spawn)
    found, handoff = _remember(store, dict(env, COGNIMEM_EMBEDDER_NAME="none"))
    assert found is not None and found.result.action == "stored"
    assert rows(store)["link_queue"] == [] and spawned.spawned == handoff.linked_here == []


def test_another_models_vectors_are_refused_as_by_the_api(store, env):
    with sqlite3.connect(db(store)) as conn:
        conn.execute("UPDATE meta SET value = 'another-model' WHERE key = 'embedder'")
    before = rows(store)
    with pytest.raises(EmbedderMismatch) as direct_error:
        _remember(store, env)
    with pytest.raises(EmbedderMismatch) as api_error:
        asyncio.run(_api(store, env, {"content": "the linter runs before the tests"}))
    assert str(direct_error.value) == str(api_error.value)
    assert rows(store) == before


def _wait_for_the_linker(project: Path, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with sqlite3.connect(db(project)) as conn:
            if conn.execute("SELECT 1 FROM link_queue LIMIT 1").fetchone() is None:
                return
        time.sleep(0.1)
    raise AssertionError("the detached linker did not link the queued memory")


def test_remember_imports_neither_asyncio_nor_aiosqlite_nor_numpy(store, env):
    """The hash embedder's vector is made and stored without numpy (~half of what a `remember`
    cost at 100K memories): the same bytes as the API's."""
    code = "\n".join(
        [
            "import json, sys",
            "from cognition.cli.main import main",
            "code = main(sys.argv[1:])",
            "heavy = sorted(m for m in ('asyncio', 'aiosqlite', 'numpy') if m in sys.modules)",
            "print('HEAVY', json.dumps(heavy))",
            "sys.exit(code)",
        ]
    )
    text = "the linter runs before the tests"
    done = subprocess.run(
        [sys.executable, "-c", code, "remember", text],
        cwd=store,
        env=dict(env, COGNIMEM_WRITE_LINK_DETACHED="1"),  # its links: to the detached linker
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "stored #2" in done.stdout
    assert "HEAVY []" in done.stdout
    with sqlite3.connect(db(store)) as conn:
        model, blob = conn.execute("SELECT model, vec FROM vector WHERE memory_id = 2").fetchone()
    from surface.embedders import HashEmbedder, to_blob

    assert model == "hash-v1-384"
    assert blob == to_blob(HashEmbedder(384).embed([text])[0])
    _wait_for_the_linker(store)


def test_a_loosened_store_is_made_private_again_as_the_api_does(store, env, monkeypatch):
    import os
    import stat

    monkeypatch.setattr(link_handoff, "spawn", Handoff().spawn)
    os.chmod(db(store).parent, 0o755)
    os.chmod(db(store), 0o644)
    found, _ = _remember(store, env)
    assert found is not None  # written here, not by the API
    assert stat.S_IMODE(db(store).parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(db(store).stat().st_mode) == 0o600
