"""Reconsolidation on write: restatements merge, updates supersede (kept as history),
contradictions are linked and shown together, distinct statements stay apart."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.api import open_memory
from surface.statements import DISTINCT, SAME, UPDATE, classify, sequence
from tests.support.aio import run
from tests.support.cli import cli

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

DAY = 86_400.0


# -- the classifier ---------------------------------------------------------------------------


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        ("the API rate limit is enforced per user", "the API rate limit is not enforced per user"),
        (
            "staging uses port 5432 and prod uses port 6543",
            "staging uses port 6543 and prod uses port 5432",
        ),
        (
            "use tabs for indentation in Go files, not spaces",
            "use spaces for indentation in Go files, not tabs",
        ),
        ("the offset is -5", "the offset is 5"),
        ("the release was cut on 2024-03-05", "the release was cut on 2024-05-03"),
        ("2 replicas in dev and 8 in prod", "8 replicas in dev and 2 in prod"),
        ("alice pays bob", "bob pays alice"),
        (
            "copy the database from production to staging",
            "copy the database from staging to production",
        ),
        ("run the migrations before the deploy", "run the migrations after the deploy"),
        (
            "the job queue runs on redis with a visibility timeout of 30 seconds and three retries per job",
            "the job queue runs on RabbitMQ with a visibility timeout of 30 seconds and three retries per job",
        ),
        ("the cache TTL is 300 ms", "the cache TTL is 300 s"),
        ("the upload limit is 10 MB", "the upload limit is 10 GB"),
        ("We use MySQL for the reporting database", "We use Postgres for the reporting database"),
        ("the queue depth is increasing", "the queue depth is decreasing"),
        ("always deploy on fridays", "Correction: never deploy on fridays"),
        ("Emails are sent through SendGrid.", "Emails are sent through Postmark."),
        ("Carol is the release manager.", "Dave is the release manager."),
        (
            "Integration tests run against SQLite.",
            "Integration tests run against PostgreSQL, not SQLite.",
        ),
    ],
)
def test_corrections_are_updates(old, new):
    assert classify(old, new).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        ("Feature branches are deleted after merge.", "Feature branches get deleted after merge."),
        ("Database migrations run in one transaction.", "DB migrations run in one transaction."),
        ("Remember: the billing job runs hourly.", "The billing job runs hourly."),
        (
            "Use the shared logger, not print statements.",
            "Use the shared logger instead of print statements.",
        ),
        ("The cache is invalidated on every deploy.", "On every deploy, the cache is invalidated."),
        (
            "The staging URL is https://staging.example.com.",
            "Staging URL: https://staging.example.com",
        ),
    ],
)
def test_restatements_are_the_same(old, new):
    assert classify(old, new).kind == SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        ("The orders service publishes to Kafka.", "The inventory service publishes to Kafka."),
        (
            "Incident 17: the cache stampede after the deploy.",
            "Incident 18: the cache stampede after the failover.",
        ),
        ("writer 1 note 2 about queue depth", "writer 2 note 1 about queue depth"),
        ("writer 1 note 2 about queue depth", "writer 1 note 3 about queue depth"),
        ("Carol approves schema changes.", "Carol approves pricing changes."),
        ("Use snake_case for Python functions.", "Use camelCase for JavaScript functions."),
        ("The web server listens on port 8080.", "The admin server listens on port 8081."),
        # From the soak test: writers' notes differ in the writer's name and a UUID.
        (
            "api-1 wrote note 5 about the deploy pipeline, id a007b332-4ed5-4718-844a-4a2bb728e2a7",
            "cli-2 wrote note 5 about the deploy pipeline, id 721fbea5-6c2d-4473-b68a-3e4328259981",
        ),
        ("Deployed commit 3fe587f to staging.", "Deployed commit 82a31c9 to staging."),
    ],
)
def test_different_subjects_are_distinct(old, new):
    assert classify(old, new).kind == DISTINCT


WORDS = [
    "deploy",
    "cache",
    "redis",
    "staging",
    "port",
    "timeout",
    "worker",
    "queue",
    "token",
    "service",
    "runs",
    "uses",
    "listens",
    "backup",
    "nightly",
    "branch",
    "review",
    "build",
]


@pytest.mark.backend_free
@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(WORDS), min_size=3, max_size=12, unique=True),
    st.integers(0, 11),
    st.integers(1, 9999),
    st.integers(1, 9999),
)
def test_a_changed_number_or_a_negation_is_never_a_restatement(words, at, x, y):
    at = at % (len(words) + 1)
    with_x = " ".join(words[:at] + ["is", str(x)] + words[at:])
    if x != y:
        assert classify(with_x, with_x.replace(str(x), str(y))).kind != SAME
    negated = " ".join(words[:at] + ["not"] + words[at:])
    assert classify(" ".join(words), negated).kind != SAME


@pytest.mark.backend_free
@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=3, max_size=8, unique=True), st.data())
def test_reordered_terms_are_same_only_when_a_clause_moved(words, data):
    other = data.draw(st.permutations(words))
    a, b = " ".join(words), " ".join(other)
    rotation = any(list(other) == words[k:] + words[:k] for k in range(len(words)))
    assert (classify(a, b).kind == SAME) == rotation


@pytest.mark.backend_free
def test_sequence_keeps_identifiers_verbatim():
    assert "app/__init__.py" in sequence("Export names from app/__init__.py with __all__")
    assert "__all__" in sequence("Export names from app/__init__.py with __all__")


# -- through the API ------------------------------------------------------------------------------


def test_a_correction_supersedes_and_the_old_statement_is_kept(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Deploys go through make ship.")
            old = await mem.remember(
                "The API rate limit is enforced per user.", importance=4, pinned=True
            )
            clock.advance(DAY)
            new = await mem.remember("The API rate limit is not enforced per user.")
            assert new.action == "superseded" and new.previous.id == old.memory.id
            assert "superseded #" in new.summary() and "enforced per user" in new.summary()
            assert new.memory.pinned and new.memory.importance == 4  # carried over
            before = await mem.get(old.memory.id, use=False)
            assert before.status == "superseded" and before.superseded_by == new.memory.id
            hits = await mem.recall("API rate limit", reinforce=False)
            assert [h.memory.id for h in hits] == [new.memory.id]
            history = await mem.history(new.memory.id)
            assert [v.id for v in history.versions] == [old.memory.id, new.memory.id]
            assert history.current.id == new.memory.id
            was = await mem.recall("API rate limit", as_of=clock() - DAY / 2, reinforce=False)
            assert was[0].memory.id == old.memory.id  # what was true then
            await mem.unrelate(new.memory.id, old.memory.id, "supersedes")  # undo
            assert (await mem.get(old.memory.id, use=False)).status == "active"

    run(go())


def test_a_restatement_merges_and_keeps_the_other_wording(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("Feature branches are deleted after merge.")
            b = await mem.remember("Feature branches get deleted after merge on GitHub.")
            assert b.action == "merged" and b.memory.id == a.memory.id  # a detail more: kept
            c = await mem.remember("Remember: feature branches are deleted after merge!")
            assert c.action == "merged" and c.memory.id == a.memory.id
            assert c.memory.content == "Feature branches get deleted after merge on GitHub."
            history = await mem.history(c.memory.id)
            merged = [e.detail["text"] for e in history.events[c.memory.id] if e.kind == "merged"]
            assert merged == [
                "Feature branches are deleted after merge.",
                "Remember: feature branches are deleted after merge!",
            ]  # all kept

    run(go())


def test_the_fuller_wording_is_kept_on_merge(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("Pin dependency versions.")
            b = await mem.remember("Always pin dependency versions in requirements.")
            assert b.action == "merged" and b.memory.id == a.memory.id
            assert b.memory.content == "Always pin dependency versions in requirements."
            history = await mem.history(a.memory.id)
            assert history.events[a.memory.id][-1].detail["text"] == "Pin dependency versions."
            hits = await mem.recall("requirements", reinforce=False)
            assert hits and hits[0].memory.id == a.memory.id  # searchable by its new words

    run(go())


def test_distinct_statements_are_both_kept(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("The orders service publishes to Kafka.")
            b = await mem.remember("The inventory service publishes to Kafka.")
            assert (a.action, b.action) == ("stored", "stored")
            return len((await mem.list()).items)

    assert run(go()) == 2


def test_an_older_statement_told_later_only_contradicts(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            new = await mem.remember("Payments are processed by Adyen.")
            old = await mem.remember(
                "Payments are processed by Stripe.", created_at=clock() - 30 * DAY
            )
            assert old.action == "conflicts" and old.previous.id == new.memory.id
            hits = await mem.recall("payments processed", reinforce=False)
            ids = [h.memory.id for h in hits]
            assert ids == [new.memory.id, old.memory.id]  # together, the newer first
            assert hits[0].conflicts == (old.memory.ref,) and hits[1].conflicts == (new.memory.ref,)

    run(go())


def test_experiences_are_events_not_updates(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(
                "The deploy failed because DATABASE_URL was missing.", layer="experience"
            )
            other = await mem.remember(
                "The deploy failed because REDIS_URL was missing.", layer="experience"
            )
            assert other.action == "stored"
            flip = await mem.remember(
                "The deploy did not fail because DATABASE_URL was missing.", layer="experience"
            )
            assert flip.action == "conflicts"

    run(go())


def test_layers_do_not_reconsolidate_across(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("The web server listens on port 8080.")
            d = await mem.remember("The web server listens on port 9090.", layer="decision")
            assert d.action == "stored"

    run(go())


def test_an_edit_keeps_what_it_replaced(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            m = (await mem.remember("the cache lives in redis")).memory
            await mem.update(m.id, content="the cache lives in memcached")
            history = await mem.history(m.id)
            updated = [e for e in history.events[m.id] if e.kind == "updated"]
            assert updated[0].detail["before"] == {"content": "the cache lives in redis"}

    run(go())


# -- through the CLI and the MCP server ---------------------------------------------------------


def test_cli_remember_says_what_it_superseded_and_history_shows_both(project, env):
    # In-process (tests/support/cli.py): what the verbs print is the subject, not their process.
    first = cli(project, env, "remember", "Emails are sent through SendGrid.")
    assert first.returncode == 0 and first.stdout.startswith("stored #1"), first.stderr
    second = cli(project, env, "remember", "Emails are sent through Postmark.")
    assert "superseded #1 (was: 'Emails are sent through SendGrid.')" in second.stdout
    hist = cli(project, env, "history", "2", "--json")
    versions = json.loads(hist.stdout)["versions"]
    assert [(v["id"], v["status"]) for v in versions] == [(1, "superseded"), (2, "active")]


# -- concurrency ----------------------------------------------------------------------------------

WRITER = """
import asyncio, sys
from cognition.api import open_memory

async def main(w):
    async with open_memory(sys.argv[2]) as mem:
        for n in range(1, 151):
            r = await mem.remember(f"writer {w} note {n} about queue depth")
            assert r.action == "stored", (w, n, r.action, r.target)

asyncio.run(main(int(sys.argv[1])))
"""


def test_three_writer_processes_store_every_distinct_statement(project, env):
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(w), str(project)],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in (1, 2, 3)
    ]
    for p in procs:
        _, err = p.communicate(timeout=240)
        assert p.returncode == 0, err

    async def active() -> int:
        async with open_memory(project) as mem:
            return int((await mem.stats())["project"]["by_status"]["active"])

    assert run(active()) == 450


# -- de-duplication elsewhere ---------------------------------------------------------------------


@pytest.mark.backend_free
def test_no_dedup_step_folds_statements_that_differ_in_a_number_negation_or_order():
    from types import SimpleNamespace

    from cognition.claude_code.hooks.prompt import dedupe
    from surface.context import near_duplicate

    pairs = [
        (
            "the staging database listens on port 5432 behind the proxy",
            "the staging database listens on port 6543 behind the proxy",
        ),
        ("the API rate limit is enforced per user", "the API rate limit is not enforced per user"),
        (
            "copy from production to staging every night",
            "copy from staging to production every night",
        ),
    ]
    for a, b in pairs:
        assert not near_duplicate(a, b)
        picks = [
            ("project", SimpleNamespace(memory=SimpleNamespace(title="", content=t)))
            for t in (a, b)
        ]
        assert len(dedupe(picks, 0.5, 5)) == 2
    same = [
        ("project", SimpleNamespace(memory=SimpleNamespace(title="", content=t)))
        for t in ("Deploys go through make ship.", "deploys go through make ship")
    ]
    assert len(dedupe(same, 0.8, 5)) == 1 and near_duplicate(
        same[0][1].memory.content, same[1][1].memory.content
    )


# -- the LLM judge ---------------------------------------------------------------------------------


class ScriptedLLM:
    """A stand-in backend that answers every comparison with one scripted word."""

    name = "scripted"

    def __init__(self, answer: str | Exception) -> None:
        self.answer, self.prompts = answer, []

    def complete(self, prompt, *, system=None, max_tokens=400):
        self.prompts.append(prompt)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def _judged(project, clock, monkeypatch, answer):
    from cognition.config import Settings, replace
    from cognition.upkeep import llm as llm_module

    scripted = ScriptedLLM(answer)
    monkeypatch.setattr(llm_module, "make_llm", lambda params: scripted)
    base = Settings.load(project, env={})
    settings = replace(base, write=type(base.write)(judge="llm"))

    async def go():
        async with open_memory(project, clock=clock, settings=settings) as mem:
            await mem.remember("Alice reviews all infrastructure changes.")
            return await mem.remember("Bob reviews all infrastructure changes.")

    return run(go()), scripted


@pytest.mark.backend_free
def test_an_llm_judge_decides_when_configured(project, clock, monkeypatch):
    result, scripted = _judged(project, clock, monkeypatch, "update")
    assert result.action == "superseded"  # the rules alone call this pair distinct
    assert scripted.prompts and "Alice reviews" in scripted.prompts[0]


@pytest.mark.backend_free
@pytest.mark.parametrize("answer", ["I am not sure", None])
def test_the_rules_decide_when_the_llm_cannot(project, clock, monkeypatch, answer):
    from cognition.upkeep.llm import LLMUnavailable

    result, _ = _judged(project, clock, monkeypatch, answer or LLMUnavailable("no network"))
    assert result.action == "stored"  # the rules' verdict: different subjects


@pytest.mark.backend_free
def test_a_bad_judge_setting_is_refused(project):
    from cognition.config import Settings
    from layers.errors import InvalidInput

    with pytest.raises(InvalidInput, match="write.judge"):
        Settings.load(project, env={"COGNIMEM_WRITE_JUDGE": "gpt"})
