"""`cognimem recall` on plain sqlite3 connections (cognition.memory.direct_recall): the hits,
scores, explanations and conflicts of MemorySystem.recall, without importing asyncio or
aiosqlite, writing nothing; and the API whenever it would do more first (issue 21)."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cognition import open_memory
from cognition.api import EmbedderMismatch
from cognition.memory import direct_recall
from tests.support.cli import cli

NOW = 1_767_225_600.0
# One memory alone matches nothing (a term in every memory weighs nothing): two others beside.
DEPLOY = [
    {"content": "the deploy retries the upload"},
    {"content": "lunch is at noon"},
    {"content": "the linter runs before the tests"},
]
WORDS = "deploy upload retry cache queue nightly report mail token build test lint".split()
QUERY_WORDS = WORDS + ["deployment", "uploads", "missing", "why", "the"]


def db(project: Path) -> Path:
    return project / ".cognimem" / "memory.db"


async def _fill(
    project: Path, env: dict[str, str], notes: list[dict], relate: list, archive: bool = True
) -> None:
    async with open_memory(project, env=env, clock=lambda: NOW - 86_400) as mem:
        refs = []
        for note in notes:
            r = await mem.remember(**note)
            refs.append(r.memory.ref)
        for a, b in relate:
            x, y = refs[a % len(refs)], refs[b % len(refs)]
            if x != y and x.startswith("g") == y.startswith("g"):  # within one store
                try:
                    await mem.relate(x, y, "contradicts")
                except Exception:  # noqa: BLE001 - e.g. an archived end: no link, fine here
                    pass
        for i in range(0, len(refs), 4):  # some archived, for --archived
            if archive and refs[i].isdigit():
                await mem.forget(refs[i])


async def _api(project: Path, env: dict[str, str], query: str, opts: dict) -> tuple:
    async with open_memory(project, env=env, clock=lambda: NOW) as mem:
        mem.vectors.keep = False  # as the CLI opens it (cognition.cli.output._with_memory)
        hits = await mem.recall(query, **opts)
        return hits, mem.now(), mem.relevance_threshold()


note = st.builds(
    lambda words, layer, tags, scope: {
        "content": " ".join(words),
        "layer": layer,
        "tags": tags,
        "scope": scope,
        "dedup": False,
    },
    st.lists(st.sampled_from(WORDS), min_size=2, max_size=7),
    st.sampled_from(["fact", "experience", "decision"]),
    st.lists(st.sampled_from(["ops", "ci"]), max_size=1),
    st.sampled_from(["project", "project", "project", "global"]),
)
options = st.fixed_dictionaries(
    {
        "limit": st.integers(1, 12),
        "layer": st.sampled_from([None, "fact", "decision"]),
        "tags": st.sampled_from([None, ["ops"]]),
        "include_archived": st.booleans(),
        "as_of": st.sampled_from([None, NOW - 3600]),
        "explain": st.booleans(),
    }
)


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    notes=st.lists(note, min_size=1, max_size=10),
    relate=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=3),
    query=st.lists(st.sampled_from(QUERY_WORDS), min_size=1, max_size=4).map(" ".join),
    opts=options,
)
def test_direct_recall_answers_as_the_api(tmp_path_factory, notes, relate, query, opts):
    base = tmp_path_factory.mktemp("store")
    project = base / "proj"
    (project / ".git").mkdir(parents=True)
    env = {"COGNIMEM_HOME": str(base / "home")}
    asyncio.run(_fill(project, env, notes, relate))
    found = direct_recall.recall(project, query, env=env, clock=lambda: NOW, **opts)
    assert found is not None
    hits, now, threshold = asyncio.run(_api(project, env, query, opts))
    assert found.hits == hits
    assert (found.now, found.threshold) == (now, threshold)


def test_conflicts_are_shown_beside_a_hit_as_by_the_api(project, env):
    notes = [
        {"content": "the deploy uses port 8080", "dedup": False},
        {"content": "the deploy uses port 9090", "dedup": False},
        {"content": "lunch is at noon", "dedup": False},
    ]
    asyncio.run(_fill(project, env, notes, [(0, 1)], archive=False))
    found = direct_recall.recall(project, "deploy port", env=env, clock=lambda: NOW)
    assert found is not None
    assert any(h.conflicts for h in found.hits), "the test needs a conflict to compare"
    hits, _, _ = asyncio.run(_api(project, env, "deploy port", {}))
    assert found.hits == hits


def _rows(project: Path) -> list:
    with sqlite3.connect(db(project)) as conn:
        return [
            conn.execute("SELECT * FROM memory ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM event ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM edge ORDER BY src, dst, type").fetchall(),
        ]


def test_a_recall_is_exposure_not_use(project, env):
    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    before = _rows(project)
    found = direct_recall.recall(project, "deploy upload", env=env, clock=lambda: NOW)
    assert found is not None and found.hits
    assert _rows(project) == before  # nothing reinforced, no event recorded


def _with_queued_link(project: Path, env: dict) -> None:
    with sqlite3.connect(db(project)) as conn:  # as a process killed before its linking pass
        conn.execute("INSERT INTO link_queue(memory_id) VALUES (1)")


def _with_old_merge_keys(project: Path, env: dict) -> None:
    with sqlite3.connect(db(project)) as conn:
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'merge_keys'")


def _on_a_server(project: Path, env: dict) -> None:
    env["COGNIMEM_STORE_URL"] = "postgresql://nobody@127.0.0.1:1/none"


def _global_with_queued_link(project: Path, env: dict) -> None:
    asyncio.run(_fill(project, env, [{"content": "a global note", "scope": "global"}], []))
    with sqlite3.connect(Path(env["COGNIMEM_HOME"]) / "global.db") as conn:
        conn.execute("INSERT INTO link_queue(memory_id) VALUES (1)")


@pytest.mark.parametrize(
    "situation", [_with_queued_link, _with_old_merge_keys, _on_a_server, _global_with_queued_link]
)
def test_declines_where_the_api_does_more_first(project, env, situation):
    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    env = dict(env)
    situation(project, env)
    assert direct_recall.recall(project, "deploy", env=env, clock=lambda: NOW) is None


def test_searches_a_store_whose_keys_are_still_being_refiled(project, env):
    """A store filed under plain terms is re-filed a chunk per opening; a search needs no keys,
    so it is not sent to the API meanwhile."""
    from surface.dedup import PLAIN_KEYS_VERSION

    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    with sqlite3.connect(db(project)) as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'merge_keys'", (PLAIN_KEYS_VERSION,))
    found = direct_recall.recall(project, "deploy", env=env, clock=lambda: NOW)
    assert found is not None and found.hits


def test_declines_without_a_project_store(project, env):
    assert direct_recall.recall(project, "deploy", env=env) is None  # the API creates it
    assert not db(project).exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write a read-only file")
def test_declines_a_store_it_may_not_write(project, env):
    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    db(project).chmod(0o400)
    try:
        assert direct_recall.recall(project, "deploy", env=env) is None
    finally:
        db(project).chmod(0o600)


def test_another_models_vectors_are_refused_as_by_the_api(project, env):
    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    with sqlite3.connect(db(project)) as conn:
        conn.execute("UPDATE meta SET value = 'another-model' WHERE key = 'embedder'")
    with pytest.raises(EmbedderMismatch) as direct_error:
        direct_recall.recall(project, "deploy", env=env)
    with pytest.raises(EmbedderMismatch) as api_error:
        asyncio.run(_api(project, env, "deploy", {}))
    assert str(direct_error.value) == str(api_error.value)


def test_the_cli_answers_the_same_either_way(project, env, monkeypatch):
    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    argv = ("recall", "deploy upload", "--json", "--explain")
    direct_out = json.loads(cli(project, env, *argv).stdout)
    assert direct_out
    monkeypatch.setattr(direct_recall, "recall", lambda *a, **k: None)  # the API path
    api_out = json.loads(cli(project, env, *argv).stdout)
    for out in (direct_out, api_out):  # a memory's age in the explanation moves with the clock
        for hit in out:
            hit.pop("explain")
    assert api_out == direct_out


def test_recall_imports_neither_asyncio_nor_aiosqlite_nor_hashlib(project, env):
    """hashlib starts OpenSSL on import (~8 ms); recall needs only BLAKE2 and SHA-256, which
    CPython has in modules of its own. numpy.typing serves annotations only."""
    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))
    code = "\n".join(
        [
            "import json, sys",
            "from cognition.cli.main import main",
            "code = main(sys.argv[1:])",
            "heavy = sorted(m for m in ('asyncio', 'aiosqlite', 'hashlib', 'shutil',"
            " 'numpy.typing') if m in sys.modules)",
            "print('HEAVY', json.dumps(heavy))",
            "sys.exit(code)",
        ]
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "recall", "deploy"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "the deploy retries" in done.stdout
    assert "HEAVY []" in done.stdout


def test_a_short_command_asks_for_one_blas_thread_unless_the_user_chose():
    from cognition.entry import one_blas_thread

    chosen, unset = {"OPENBLAS_NUM_THREADS": "4"}, {}
    one_blas_thread(chosen)
    one_blas_thread(unset)
    assert chosen == {"OPENBLAS_NUM_THREADS": "4"}
    assert unset == {"OPENBLAS_NUM_THREADS": "1"}


def test_numpy_in_a_short_command_runs_on_one_blas_thread(project, env):
    code = "\n".join(
        [
            "import sys",
            "from cognition import entry",
            "entry.one_blas_thread(__import__('os').environ)",
            "import numpy",
            "from threadpoolctl import threadpool_info",
            "print('THREADS', sorted({p['num_threads'] for p in threadpool_info()}))",
        ]
    )
    env = {k: v for k, v in env.items() if k != "OPENBLAS_NUM_THREADS"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "THREADS [1]" in done.stdout


def test_a_failure_of_the_lexical_thread_is_raised_by_the_recall(project, env, monkeypatch):
    import surface.lexical

    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))

    def broken(req, params):
        raise sqlite3.OperationalError("database disk image is malformed")
        yield  # a plan

    monkeypatch.setattr(surface.lexical, "lexical_plan", broken)
    with pytest.raises(sqlite3.OperationalError, match="malformed"):
        direct_recall.recall(project, "deploy", env=env)
    monkeypatch.undo()
    found = direct_recall.recall(project, "deploy", env=env)
    assert found is not None and found.hits


def test_the_prompt_hook_asks_for_one_blas_thread_too(monkeypatch):
    import gc
    import os

    import cognition.claude_code.hooks as hooks
    from cognition import entry

    seen: dict[str, str | None] = {}

    def fake_run_hook(argv):
        seen["threads"] = os.environ.get("OPENBLAS_NUM_THREADS")
        return 0

    class Exited(Exception):
        pass

    def fake_exit(code):
        raise Exited(code)

    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    monkeypatch.setattr(hooks, "run_hook", fake_run_hook)
    monkeypatch.setattr(os, "_exit", fake_exit)
    try:
        with pytest.raises(Exited):
            entry.prompt_hook(["prompt"])
    finally:
        gc.enable()
    assert seen == {"threads": "1"}


def test_a_failure_of_the_vector_thread_is_raised_by_the_recall(project, env, monkeypatch):
    import cognition.memory.vector_load

    asyncio.run(_fill(project, env, DEPLOY, [], archive=False))

    def broken(*args, **kwargs):
        raise sqlite3.OperationalError("database disk image is malformed")
        yield  # a plan

    monkeypatch.setattr(cognition.memory.vector_load, "cached_search_plan", broken)
    with pytest.raises(sqlite3.OperationalError, match="malformed"):
        direct_recall.recall(project, "deploy", env=env)
    monkeypatch.undo()
    found = direct_recall.recall(project, "deploy", env=env)
    assert found is not None and found.hits
