"""The Claude Code hooks, each run as Claude Code runs it: `cognimem hook <name>` in a subprocess
with the payload on stdin. Real captured payloads (tests/fixtures/claude-code/hooks) and broken
ones: every hook exits 0, prints nothing or one valid JSON answer, and never a traceback."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, VENV_BIN
from tests.support.cli import cli as run_cli
from tests.support.cli import closed_stdout

HOOK_FIXTURES = FIXTURES / "hooks"
SYNTHETIC = Path(__file__).parent / "fixtures" / "synthetic_session.jsonl"
HOOK_NAMES = ("prompt", "session-start", "session-end", "pre-compact", "stop")


def fixture_payload(name: str, project: Path, **changes) -> dict:
    path = HOOK_FIXTURES / f"{name}.json"
    if not path.is_file():
        pytest.skip(f"real payload fixture absent: {path}")
    data = json.loads(path.read_text())
    data["cwd"] = str(project)
    data.update(changes)
    return data


def hook(
    name: str, project: Path, env: dict, payload, *flags: str
) -> subprocess.CompletedProcess[str]:
    stdin = payload if isinstance(payload, str) else json.dumps(payload)
    return subprocess.run(
        [str(VENV_BIN / "cognimem"), "hook", name, *flags],
        input=stdin,
        env=env,
        cwd=project,
        capture_output=True,
        text=True,
        timeout=60,
    )


def answer(done: subprocess.CompletedProcess[str], event: str) -> str | None:
    """The additionalContext of a hook's answer (None when it printed nothing)."""
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    if not done.stdout.strip():
        return None
    data = json.loads(done.stdout)
    assert data["hookSpecificOutput"]["hookEventName"] == event
    return data["hookSpecificOutput"]["additionalContext"]


def cli(project: Path, env: dict, *args: str) -> subprocess.CompletedProcess[str]:
    """A CLI verb to set the scene, in-process; the hooks themselves always run as processes."""
    done = run_cli(project, env, *args)
    assert done.returncode == 0, done.stderr
    return done


def remember(project: Path, env: dict, content: str, *args: str) -> str:
    out = cli(project, env, "remember", content, "--json", *args)
    return json.loads(out.stdout)["id"]


def db(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path / ".cognimem" / "memory.db" if path.is_dir() else path)


def events(project: Path, kind: str) -> list[tuple]:
    with db(project) as conn:
        return conn.execute(
            "SELECT memory_id, session_id, detail FROM event WHERE kind = ? ORDER BY id", (kind,)
        ).fetchall()


def activation(project: Path, memory_id: int) -> tuple[float, float]:
    with db(project) as conn:
        return conn.execute(
            "SELECT activation_count, last_activated FROM memory WHERE id = ?", (memory_id,)
        ).fetchone()


def log_text(home: Path) -> str:
    path = home / "logs" / "hooks.log"
    return path.read_text() if path.exists() else ""


@pytest.fixture
def facts(project: Path, env: dict) -> Path:
    remember(
        project,
        env,
        "Deploys go through make ship; never push release tags by hand.",
        "--importance",
        "4",
    )
    remember(project, env, "The frontend styles use Tailwind utility classes.")
    return project


# -- UserPromptSubmit ------------------------------------------------------------------------


def test_prompt_surfaces_the_relevant_fact_with_the_real_payload(facts, env):
    payload = fixture_payload("UserPromptSubmit", facts)
    before = activation(facts, 1)
    context = answer(hook("prompt", facts, env, payload), "UserPromptSubmit")
    assert context is not None and "make ship" in context and "Tailwind" not in context
    assert context.startswith("<cognimem-notes>") and "[#1 fact" in context
    # Recorded as surfaced, with the session id, and NOT credited as a use.
    assert [(m, s) for m, s, _ in events(facts, "surfaced")] == [(1, payload["session_id"])]
    assert activation(facts, 1) == before
    assert events(facts, "used") == []


def test_a_prompt_worded_like_a_corrected_fact_gets_the_correction(project, env):
    remember(project, env, "The frontend styles use Tailwind utility classes.")
    remember(project, env, "We use Sentry for error tracking.")
    out = cli(project, env, "remember", "We no longer use Sentry; errors go to Rollbar.", "--json")
    assert json.loads(out.stdout)["action"] == "superseded"
    payload = fixture_payload(
        "UserPromptSubmit", project, prompt="set up error tracking for the service"
    )
    context = answer(hook("prompt", project, env, payload), "UserPromptSubmit")
    assert context is not None and "Rollbar" in context
    assert "for error tracking." not in context  # never the old statement as current


def test_prompt_hook_process_with_its_reader_gone_exits_quietly_and_records(facts, env):
    """The prompt hook's process exits without interpreter teardown (cognition.entry): the
    answer must still be flushed (here into a pipe nobody reads: fail open, exit 0, nothing
    on stderr) and what it wrote to the store committed before it is gone."""
    payload = fixture_payload("UserPromptSubmit", facts)
    done = closed_stdout(facts, env, "hook", "prompt", input=json.dumps(payload))
    assert (done.returncode, done.stderr) == (0, "")
    assert [m for m, _, _ in events(facts, "surfaced")] == [1]


def test_the_prompt_hook_in_process_leaves_the_garbage_collector_on(facts, env, monkeypatch):
    """Only the console script's own short process switches the collector off: a caller that
    runs the hook inside its process (the tests, an embedding tool) keeps its collector."""
    import gc
    import io

    from cognition.claude_code.hooks import run_hook

    payload = fixture_payload("UserPromptSubmit", facts)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    # In process, the budget counts from when this worker first imported the hooks package.
    monkeypatch.setenv("COGNIMEM_HOOK_TIME_BUDGET_MS", str(7 * 24 * 3600 * 1000))
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(json.dumps(payload).encode())))
    monkeypatch.setattr("sys.stdout", io.StringIO())
    assert gc.isenabled()
    assert run_hook(["prompt", "--dry-run"]) == 0
    assert "make ship" in sys.stdout.getvalue()
    assert gc.isenabled()


@pytest.mark.parametrize(
    "prompt",
    [
        "What's the weather like in Paris tomorrow?",
        "write a haiku about autumn leaves",
        "ok",
        "continue",
        "👍",
    ],
)
def test_prompt_irrelevant_or_trivial_prints_nothing(facts, env, prompt):
    payload = fixture_payload("UserPromptSubmit", facts, prompt=prompt)
    assert answer(hook("prompt", facts, env, payload), "UserPromptSubmit") is None
    assert events(facts, "surfaced") == []


def test_prompt_budgets_top_k_per_item_total_dedup_and_trailer(project, env):
    env = {
        **env,
        "COGNIMEM_HOOK_TOP_K": "3",
        "COGNIMEM_HOOK_PER_ITEM_CHARS": "300",
        "COGNIMEM_HOOK_TOTAL_CHARS": "1200",
        "COGNIMEM_WRITE_MERGE_COS": "0.999",
    }
    for i in range(8):  # long and distinct: each one is cut, and they are not near-duplicates
        filler = " ".join(f"check{i}x{j} artefact{i}y{j}" for j in range(60))
        remember(project, env, f"Deploy runbook part {i}: the deploy pipeline runs {filler}")
    remember(project, env, "Deploys go through make ship on the main branch only.")
    remember(project, env, "Deploys go through make ship on the main branch only, always.")
    payload = fixture_payload(
        "UserPromptSubmit", project, prompt="How does the deploy pipeline work?"
    )
    context = answer(hook("prompt", project, env, payload), "UserPromptSubmit")
    assert context is not None and len(context) <= 1200
    lines = [line for line in context.splitlines() if line.startswith("- [#")]
    assert 1 <= len(lines) <= 3
    assert all(len(line) <= 300 for line in lines)
    assert "more — use the recall tool." in context
    assert sum("main branch only" in line for line in lines) <= 1  # near-duplicates suppressed
    shown = {int(line.split()[1][2:]) for line in lines}
    assert {m for m, _, _ in events(project, "surfaced")} == shown


def test_prompt_reads_the_global_store_after_the_project(project, env):
    remember(project, env, "Deploys go through make ship.")
    remember(project, env, "For every deploy I prefer a dry run first.", "--scope", "global")
    payload = fixture_payload("UserPromptSubmit", project, prompt="how do we deploy?")
    context = answer(hook("prompt", project, env, payload), "UserPromptSubmit")
    assert context is not None
    assert 0 <= context.index("[#1 ") < context.index("[#g1 ")


def test_prompt_flags_memories_whose_code_changed(project, env):
    code = project / "deploy.sh"
    code.write_text("make ship\n")
    remember(project, env, "deploy.sh runs make ship for every release.")
    with db(project) as conn:
        if conn.execute("SELECT name FROM sqlite_master WHERE name = 'anchor'").fetchone() is None:
            pytest.skip("this store has no code anchors")
    try:
        import hashlib

        from layers.connection import connect_sync
        from layers.graph_queries import upsert_anchor
        from layers.plan import run
    except ImportError:
        pytest.skip("no anchor support")
    conn = connect_sync(project / ".cognimem" / "memory.db")
    run(
        conn,
        upsert_anchor(
            1,
            "file",
            "deploy.sh",
            None,
            None,
            None,
            hashlib.sha256(code.read_bytes()).hexdigest(),
            time.time(),
        ),
        write=True,
    )
    conn.close()
    payload = fixture_payload("UserPromptSubmit", project, prompt="what does deploy.sh run?")
    assert "may be stale" not in answer(hook("prompt", project, env, payload), "UserPromptSubmit")
    code.write_text("make ship-v2\n")
    # A new session: within the first one the memory is not injected again so soon.
    payload["session_id"] = "another-session"
    assert "may be stale" in answer(hook("prompt", project, env, payload), "UserPromptSubmit")


def test_prompt_survives_a_locked_store_and_still_answers(facts, env, home):
    holder = db(facts)
    holder.isolation_level = None
    holder.execute("BEGIN IMMEDIATE")  # a writer holds the lock for the whole hook run
    try:
        payload = fixture_payload("UserPromptSubmit", facts)
        # The hook waits for the lock at most its budget: a short one here, not the 60 s the
        # other tests give hooks.
        budget = {**env, "COGNIMEM_HOOK_TIME_BUDGET_MS": "3000"}
        context = answer(hook("prompt", facts, budget, payload), "UserPromptSubmit")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert context is not None and "make ship" in context
    assert "surfaced events not recorded" in log_text(home)


def test_prompt_with_a_garbage_store_prints_nothing_and_logs(project, env, home):
    store = project / ".cognimem" / "memory.db"
    store.parent.mkdir()
    store.write_bytes(b"this is not a database" * 100)
    payload = fixture_payload("UserPromptSubmit", project, prompt="how do we deploy?")
    assert answer(hook("prompt", project, env, payload), "UserPromptSubmit") is None
    assert "memory.db" in log_text(home) and "error:" in log_text(home)
    assert store.read_bytes() == b"this is not a database" * 100  # the user's file is untouched


def test_prompt_broken_project_store_still_serves_global_memories(project, env, home):
    remember(project, env, "For every deploy I prefer a dry run first.", "--scope", "global")
    store = project / ".cognimem" / "memory.db"
    store.parent.mkdir(exist_ok=True)
    store.write_bytes(b"\x00garbage" * 512)
    payload = fixture_payload("UserPromptSubmit", project, prompt="how do we deploy?")
    context = answer(hook("prompt", project, env, payload), "UserPromptSubmit")
    assert context is not None and "[#g1 " in context


# -- broken input, every hook -------------------------------------------------------------------

BROKEN = {
    "empty": "",
    "whitespace": "  \n ",
    "not json": "this is not json {",
    "json array": "[1, 2, 3]",
    "json string": '"prompt"',
    "missing fields": "{}",
    "wrong types": json.dumps(
        {
            "prompt": 12,
            "cwd": ["x"],
            "session_id": None,
            "transcript_path": 5,
            "source": 3,
            "last_assistant_message": {},
            "stop_hook_active": "yes",
        }
    ),
    "truncated": '{"prompt": "how do we dep',
    "nul bytes": json.dumps({"prompt": "deploy\x00ship", "cwd": "/no/such\x00dir"}),
    "nonexistent transcript": json.dumps(
        {"session_id": "s", "transcript_path": "/no/such.jsonl", "prompt": "how do we deploy"}
    ),
}


@pytest.mark.parametrize("name", HOOK_NAMES)
@pytest.mark.parametrize("case", list(BROKEN), ids=list(BROKEN))
def test_broken_payloads_exit_0_and_print_nothing(facts, env, home, name, case):
    done = hook(name, facts, env, BROKEN[case])
    assert done.returncode == 0 and "Traceback" not in done.stderr and done.stderr == ""
    if done.stdout.strip():  # a prompt hook may still answer a well-formed part of it
        json.loads(done.stdout)


@pytest.mark.parametrize("case", ["empty", "not json", "json array", "missing fields"])
def test_malformed_payload_is_logged_once(project, env, home, case):
    hook("prompt", project, env, BROKEN[case])
    lines = log_text(home).splitlines()
    assert len(lines) == 1 and " prompt: error: " in lines[0]
    assert (home / "logs").stat().st_mode & 0o777 == 0o700


def test_unknown_hook_name_fails_open(project, env, home):
    done = subprocess.run(
        [str(VENV_BIN / "cognimem"), "hook", "no-such-hook"],
        input="{}",
        env=env,
        cwd=project,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == "" and done.stderr == ""
    assert "unknown hook" in log_text(home)


def test_a_one_megabyte_prompt(facts, env):
    prompt = "How do we deploy this project? " + ("lorem ipsum dolor " * 60_000)
    assert len(prompt) > 1_000_000
    payload = fixture_payload("UserPromptSubmit", facts, prompt=prompt)
    context = answer(hook("prompt", facts, env, payload), "UserPromptSubmit")
    assert context is None or len(context) <= 2000


@pytest.mark.parametrize("name", ["prompt", "session-start", "stop"])
def test_no_store_prints_nothing_and_creates_none(project, env, home, name):
    payload = {
        "session_id": "s1",
        "cwd": str(project),
        "prompt": "how do we deploy",
        "source": "startup",
        "last_assistant_message": "[#1]",
        "transcript_path": str(SYNTHETIC),
    }
    assert hook(name, project, env, payload).stdout == ""
    assert not (project / ".cognimem").exists()


def test_disabled_by_environment(facts, env):
    payload = fixture_payload("UserPromptSubmit", facts)
    done = hook("prompt", facts, {**env, "COGNIMEM_DISABLE_HOOKS": "1"}, payload)
    assert done.returncode == 0 and done.stdout == ""


# -- SessionStart -------------------------------------------------------------------------------


@pytest.fixture
def briefed(project: Path, env: dict) -> Path:
    remember(project, env, "Always run make lint before pushing.", "--pin", "--importance", "5")
    remember(
        project,
        env,
        "TODO: the retry around the migration step is still missing.",
        "--layer",
        "experience",
        "--tag",
        "open-loop",
    )
    remember(
        project, env, "The API gateway listens on port 8443 in production.", "--importance", "4"
    )
    remember(project, env, "A minor note about the colour of the logo.", "--importance", "1")
    return project


def test_session_start_startup_briefing(briefed, env):
    payload = fixture_payload("SessionStart.startup", briefed)
    context = answer(hook("session-start", briefed, env, payload), "SessionStart")
    assert context is not None and len(context) <= 3000
    pinned, loop, fact = (context.index(s) for s in ("make lint", "retry around", "port 8443"))
    assert pinned < loop < fact  # pinned first, then open loops, then important facts
    assert "pinned fact" in context and "open loop" in context and "logo" not in context
    assert len(events(briefed, "surfaced")) == 3 and events(briefed, "used") == []


def test_session_start_compact_reinjects_pinned_and_open_loops_only(briefed, env):
    payload = fixture_payload("SessionStart.compact", briefed)
    context = answer(hook("session-start", briefed, env, payload), "SessionStart")
    assert "make lint" in context and "retry around" in context and "port 8443" not in context


def test_session_start_resume_skips_what_the_session_already_saw(briefed, env):
    payload = fixture_payload("SessionStart.resume", briefed)
    prompt = fixture_payload(
        "UserPromptSubmit",
        briefed,
        session_id=payload["session_id"],
        prompt="which port does the API gateway listen on?",
    )
    assert "port 8443" in answer(hook("prompt", briefed, env, prompt), "UserPromptSubmit")
    context = answer(hook("session-start", briefed, env, payload), "SessionStart")
    assert context is not None and "make lint" in context and "port 8443" not in context


def test_session_start_clear_is_a_full_briefing(briefed, env):
    payload = fixture_payload("SessionStart.startup", briefed, source="clear")
    context = answer(hook("session-start", briefed, env, payload), "SessionStart")
    assert "port 8443" in context and "make lint" in context


# -- Stop ----------------------------------------------------------------------------------------


def surface_in(project: Path, env: dict, session: str, prompt: str) -> str:
    payload = fixture_payload("UserPromptSubmit", project, session_id=session, prompt=prompt)
    return answer(hook("prompt", project, env, payload), "UserPromptSubmit")


@pytest.mark.parametrize(
    "message",
    [
        "Deploy with `make ship` [#1]; tags are created by the pipeline.",
        "As noted in #1, use make ship.",
        "Deploys go through make ship, and never push the release tags by hand.",  # restated
    ],
)
def test_stop_credits_a_cited_or_restated_surfaced_memory(facts, env, message):
    remember(facts, env, "Deploy notifications go to the ops channel.")
    context = surface_in(facts, env, "sess-1", "how do we deploy this project?")
    assert "[#1 " in context
    before = activation(facts, 1)
    stop = fixture_payload("Stop", facts, session_id="sess-1", last_assistant_message=message)
    done = hook("stop", facts, env, stop)
    assert done.returncode == 0 and done.stdout == ""
    after = activation(facts, 1)
    assert after[0] == before[0] + 1 and after[1] > before[1]
    used = events(facts, "used")
    assert [(m, s) for m, s, _ in used] == [(1, "sess-1")]
    assert json.loads(used[0][2])["via"] == "cited"
    assert activation(facts, 3)[0] == 1.0  # surfaced too, but ignored by the answer
    # Stop firing again for the same answer does not credit twice.
    hook("stop", facts, env, stop)
    assert activation(facts, 1)[0] == before[0] + 1


def test_stop_does_not_reinforce_a_statement_corrected_since_it_was_shown(facts, env):
    context = surface_in(facts, env, "sess-3", "how do we deploy this project?")
    assert "[#1 " in context
    fix = json.loads(
        cli(
            facts,
            env,
            "remember",
            "Deploys go through make release; never push release tags by hand.",
            "--json",
        ).stdout
    )
    assert fix["action"] == "superseded" and str(fix["target"]) == "1"
    before = activation(facts, 1)
    stop = fixture_payload(
        "Stop",
        facts,
        session_id="sess-3",
        last_assistant_message="Deploys go through make ship [#1].",
    )
    assert hook("stop", facts, env, stop).returncode == 0
    assert activation(facts, 1) == before  # the old statement is not credited


def test_stop_ignores_uncited_unsurfaced_and_looping(facts, env):
    surface_in(facts, env, "sess-2", "how do we deploy this project?")
    for payload in (
        fixture_payload("Stop", facts, session_id="sess-2"),  # the real "OK-FAKE-REPLY"
        fixture_payload(
            "Stop",
            facts,
            session_id="sess-2",
            stop_hook_active=True,
            last_assistant_message="[#1] make ship",
        ),
        fixture_payload(
            "Stop", facts, session_id="other-session", last_assistant_message="[#1] make ship"
        ),
        fixture_payload(
            "Stop",
            facts,
            session_id="sess-2",
            last_assistant_message="The Tailwind classes live in #2.",
        ),  # not surfaced
    ):
        done = hook("stop", facts, env, payload)
        assert done.returncode == 0 and done.stdout == ""
    assert events(facts, "used") == []
    assert activation(facts, 1)[0] == 1.0 and activation(facts, 2)[0] == 1.0


# -- PreCompact / SessionEnd capture -------------------------------------------------------------


def wait_for_log(home: Path, needle: str, count: int = 1, deadline_s: float = 60.0) -> str:
    """Poll hooks.log until `count` lines contain `needle` (the detached worker's report)."""
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        text = log_text(home)
        if text.count(needle) >= count:
            return text
        time.sleep(0.1)
    raise AssertionError(f"no {needle!r} in hooks.log after {deadline_s} s:\n{log_text(home)}")


def decisions(project: Path) -> list[tuple]:
    with db(project) as conn:
        return conn.execute(
            "SELECT content, source, session_id, extra FROM memory WHERE layer = 'decision'"
        ).fetchall()


def capture_payload(name: str, project: Path, transcript: Path, session: str) -> dict:
    return fixture_payload(name, project, transcript_path=str(transcript), session_id=session)


def test_session_end_captures_a_decision_through_the_api(project, env, home):
    payload = capture_payload("SessionEnd", project, SYNTHETIC, "cap-1")
    done = hook("session-end", project, env, payload)
    assert done.returncode == 0 and done.stdout == ""
    wait_for_log(home, "session cap-1:")
    rows = decisions(project)
    assert len(rows) == 1 and "PgBouncer" in rows[0][0]
    content, source, session, extra = rows[0]
    assert source == "hook" and session == "cap-1"
    assert json.loads(extra)["kind"] == "decision" and "rationale" in json.loads(extra)
    assert "[REDACTED" not in content and "sk-ant" not in log_text(home)
    with db(project) as conn:
        secrets = conn.execute(
            "SELECT count(*) FROM memory WHERE content LIKE '%sk-ant-%'"
        ).fetchone()
    assert secrets == (0,)


def test_pre_compact_then_session_end_stores_once(project, env, home):
    hook("pre-compact", project, env, capture_payload("PreCompact", project, SYNTHETIC, "cap-2"))
    wait_for_log(home, "session cap-2:")
    hook("session-end", project, env, capture_payload("SessionEnd", project, SYNTHETIC, "cap-2"))
    text = wait_for_log(home, "session cap-2:", count=2)
    assert "nothing new" in text
    assert len(decisions(project)) == 1
    assert events(project, "merged") == []


def test_concurrent_workers_store_once(project, env, home):
    for name in ("PreCompact", "SessionEnd", "SessionEnd"):
        hook(
            "session-end" if name == "SessionEnd" else "pre-compact",
            project,
            env,
            capture_payload(name, project, SYNTHETIC, "cap-3"),
        )
    wait_for_log(home, "session cap-3:", count=3)
    assert len(decisions(project)) == 1 and events(project, "merged") == []
    with db(project) as conn:
        marker = conn.execute("SELECT value FROM meta WHERE key = 'captured:cap-3'").fetchone()
    assert marker == (str(len(SYNTHETIC.read_text().splitlines())),)


def test_session_end_after_pre_compact_takes_only_the_new_lines(project, env, home, tmp_path):
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(SYNTHETIC.read_text())
    hook("pre-compact", project, env, capture_payload("PreCompact", project, transcript, "cap-4"))
    wait_for_log(home, "session cap-4:")
    line = {
        "type": "user",
        "uuid": "u-late",
        "timestamp": "2026-11-20T11:00:00.000Z",
        "message": {
            "role": "user",
            "content": "We decided to use Postgres advisory locks because row locks deadlocked.",
        },
    }
    with transcript.open("a") as fh:
        fh.write(json.dumps(line) + "\n")
    hook("session-end", project, env, capture_payload("SessionEnd", project, transcript, "cap-4"))
    wait_for_log(home, "session cap-4:", count=2)
    contents = sorted(r[0] for r in decisions(project))
    assert len(contents) == 2 and any("advisory locks" in c for c in contents)


def test_capture_with_the_real_payloads_and_transcripts(project, env, home):
    for name in ("PreCompact", "SessionEnd"):
        payload = fixture_payload(name, project)
        transcript = FIXTURES / "transcripts" / Path(payload["transcript_path"]).name
        if not transcript.is_file():
            pytest.skip(f"transcript fixture absent: {transcript}")
        payload["transcript_path"] = str(transcript)
        hook("pre-compact" if name == "PreCompact" else "session-end", project, env, payload)
        wait_for_log(home, f"session {payload['session_id']}:")
    assert "capture failed" not in log_text(home)


# -- the worker's LLM extraction (in process: the LLM is faked) ---------------------------------


class ScriptedLLM:
    name = "scripted"

    def __init__(self, answer: str) -> None:
        self.answer, self.prompts = answer, []

    def complete(self, prompt: str, *, system: str | None = None, max_tokens: int = 400) -> str:
        self.prompts.append(prompt)
        return self.answer


def test_worker_uses_the_configured_llm_and_falls_back_to_heuristics(project, home, monkeypatch):
    from cognition.claude_code.hooks import capture_worker
    from cognition.claude_code.transcript import read_transcript
    from cognition.config import Settings
    from cognition.upkeep import llm

    turns = read_transcript(SYNTHETIC)
    settings = Settings.load(project, overrides={"llm.backend": "anthropic"})
    answer = json.dumps(
        [
            {
                "layer": "decision",
                "title": "PgBouncer",
                "content": "Use PgBouncer; key sk-ant-api03-" + "a" * 40,
                "importance": 4,
                "kind": "decision",
                "rationale": "limits",
                "tags": ["db"],
            },
            {"layer": "episode", "content": "not a layer"},
            {"layer": "fact", "content": "   "},
        ]
    )
    fake = ScriptedLLM(f"Here you go:\n{answer}")
    monkeypatch.setattr(llm, "make_llm", lambda params: fake)
    found, how = capture_worker.candidates(turns, settings, "session-end")
    assert how == "llm" and len(found) == 1 and fake.prompts
    c = found[0]
    assert c.layer == "decision" and c.importance == 4 and c.extra == {"rationale": "limits"}
    assert "sk-ant-api03" not in c.content and "[REDACTED" in c.content
    monkeypatch.setattr(llm, "make_llm", lambda params: ScriptedLLM("no json here"))
    found, how = capture_worker.candidates(turns, settings, "session-end")
    assert how == "heuristics" and any(c.layer == "decision" for c in found)
    assert "LLM extraction failed" in log_text(home)
    none = Settings.load(project)
    assert capture_worker.candidates(turns, none, "session-end")[1] == "heuristics"
