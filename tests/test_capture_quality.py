"""What capture keeps from a session (issue 16): corrections win over what they correct,
statements that differ in a number, a negation or their order are never folded, memories the
session already stored through the tools are not captured again, meta talk is dropped, text
stays verbatim, titles never repeat the content, and importance comes from evidence."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.capture.candidates import MEMORY_TOOL, Candidate, extract_candidates, relation
from cognition.claude_code.transcript import read_transcript

HERE = Path(__file__).resolve().parent
TOOL_SESSION = HERE / "fixtures" / "capture_tool_stored.jsonl"


class Session:
    """Lines in the recorded Claude Code transcript format (CLI 2.1.332)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.n = 0

    def _base(self, kind: str, message: dict, **extra) -> None:
        self.n += 1
        obj = {
            "parentUuid": f"u-{self.n - 1}" if self.n > 1 else None,
            "isSidechain": False,
            "type": kind,
            "message": message,
            "uuid": f"u-{self.n}",
            "timestamp": f"2026-11-30T10:{self.n:02d}:00.000Z",
            "userType": "external",
            "entrypoint": "cli",
            "cwd": "/home/dev/proj",
            "sessionId": "s-1",
            "version": "2.1.332",
            "gitBranch": "main",
            **extra,
        }
        self.lines.append(json.dumps(obj))

    def user(self, text: str) -> Session:
        self._base("user", {"role": "user", "content": text})
        return self

    def assistant(self, text: str) -> Session:
        self._base(
            "assistant",
            {
                "id": f"msg_{self.n}",
                "type": "message",
                "role": "assistant",
                "model": "claude-opus-5-5",
                "content": [{"type": "text", "text": text}],
                "stop_reason": "end_turn",
            },
        )
        return self

    def tool(
        self,
        name: str,
        args: dict,
        result: str = '{"id": "7", "action": "stored"}',
        error: bool = False,
    ) -> Session:
        tid = f"toolu_{self.n:04d}"
        self._base(
            "assistant",
            {
                "id": f"msg_{self.n}",
                "type": "message",
                "role": "assistant",
                "model": "claude-opus-5-5",
                "content": [{"type": "tool_use", "id": tid, "name": name, "input": args}],
                "stop_reason": "tool_use",
            },
        )
        block = {"tool_use_id": tid, "type": "tool_result", "content": result}
        if error:
            block["is_error"] = True
        self._base("user", {"role": "user", "content": [block]})
        return self

    def candidates(self) -> list[Candidate]:
        return extract_candidates(read_transcript(self.lines))


def kept_texts(session: Session) -> list[str]:
    """What capture keeps of the session, as the memories' texts."""
    return [c.content for c in session.candidates()]


def mentioning(cands: list[Candidate], word: str) -> list[Candidate]:
    return [c for c in cands if word.casefold() in c.content.casefold()]


# ------------------------------------------------------------------------------ corrections


def test_a_later_correction_of_a_port_wins() -> None:
    cands = (
        Session()
        .user("Remember that the staging replica listens on port 5432.")
        .assistant("Noted.")
        .user("Sorry, my mistake — remember that the staging replica listens on port 6543.")
        .candidates()
    )
    ports = mentioning(cands, "port")
    assert len(ports) == 1 and "6543" in ports[0].content and "5432" not in ports[0].content


def test_a_terse_correction_rewrites_the_value() -> None:
    cands = (
        Session()
        .user("Remember: the staging replica listens on port 5432.")
        .user("Sorry, my mistake. It is 6543.")
        .candidates()
    )
    ports = mentioning(cands, "port")
    assert len(ports) == 1 and "6543" in ports[0].content and "5432" not in ports[0].content
    assert "correction" in ports[0].tags


def test_never_beats_an_earlier_always() -> None:
    cands = (
        Session()
        .user("Always deploy on Fridays, the traffic is lowest then.")
        .assistant("Understood.")
        .user("Correction: never deploy on Fridays, nobody is around to watch the rollout.")
        .candidates()
    )
    fridays = mentioning(cands, "fridays")
    assert len(fridays) == 1 and "never deploy" in fridays[0].content.lower()


def test_a_correction_that_corrects_nothing_captured_is_not_kept() -> None:
    cands = Session().user("Actually, let me look at the logs first.").candidates()
    assert cands == []


def test_swapped_values_the_later_statement_wins() -> None:
    cands = (
        Session()
        .user("From now on, staging uses port 5432 and prod uses port 6543.")
        .user("From now on, staging uses port 6543 and prod uses port 5432.")
        .candidates()
    )
    # A swap is an update even without a correction marker: the later statement wins; a fold
    # would have kept the first one.
    assert [c.content for c in mentioning(cands, "port")] == [
        "From now on, staging uses port 6543 and prod uses port 5432."
    ]


def test_restatement_folds_into_one() -> None:
    cands = (
        Session()
        .user("From now on, always run the linters with `make lint` before pushing.")
        .assistant(
            "Got it. From now on I will always run the linters with `make lint` before pushing."
        )
        .candidates()
    )
    assert len(mentioning(cands, "make lint")) == 1


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "The API rate limit is enforced per user.",
            "The API rate limit is not enforced per user.",
            "update",
        ),
        (
            "Staging uses port 5432 and prod uses port 6543.",
            "Staging uses port 6543 and prod uses port 5432.",
            "update",
        ),
        ("Retries back off for -5 seconds.", "Retries back off for 5 seconds.", "update"),
        ("The release is on 2024-03-05.", "The release is on 2024-05-03.", "update"),
        (
            "Alice pays Bob every month for hosting.",
            "Bob pays Alice every month for hosting.",
            "update",
        ),
        (
            "Copy the data from production to staging nightly.",
            "Copy the data from staging to production nightly.",
            "update",
        ),
        ("Always deploy on fridays.", "Correction: never deploy on fridays.", "update"),
        (
            "Feature branches are deleted after merge.",
            "Feature branches get deleted after merge.",
            "same",
        ),
        (
            "Use tabs for indentation in Go files, not spaces.",
            "Use spaces for indentation in Go files, not tabs.",
            "update",
        ),
        (
            "Use tabs for indentation in Go files, not spaces.",
            "Actually, use spaces for indentation in Go files, not tabs.",
            "update",
        ),
        ("The queue runs on Redis.", "Payments are processed by Stripe.", "distinct"),
    ],
)
def test_relation(old: str, new: str, expected: str) -> None:
    assert relation(old, new) == expected


_WORD = st.sampled_from(
    "the cache queue worker deploy build port service redis api limit user".split()
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_WORD, min_size=3, max_size=8), st.integers(0, 99_999), st.integers(0, 99_999))
def test_statements_differing_only_in_a_number_are_never_the_same(words, x, y) -> None:
    a, b = " ".join(words) + f" {x}.", " ".join(words) + f" {y}."
    assert (relation(a, b) == "same") == (x == y)


@settings(max_examples=200, deadline=None)
@given(st.lists(_WORD, min_size=3, max_size=8))
def test_a_negated_statement_is_never_the_same(words) -> None:
    text = " ".join(words)
    assert relation(f"The {text}.", f"The {text} is not.") != "same"
    assert relation(f"The {text}.", f"The {text}.") == "same"


# ------------------------------------------------------------------------------ tool-stored


def test_memories_stored_through_the_tool_are_not_captured_again() -> None:
    cands = (
        Session()
        .user("Store this convention for the team: deploys always go through make ship.")
        .tool(
            "mcp__memory__remember",
            {"content": "Deploys always go through make ship.", "layer": "fact"},
        )
        .assistant("Saved. From now on, deploys always go through `make ship`.")
        .candidates()
    )
    assert mentioning(cands, "make ship") == []


def test_decide_and_other_server_names_count_too() -> None:
    cands = (
        Session()
        .user(
            "We decided to use PgBouncer in transaction mode because the server ran out "
            "of connections."
        )
        .tool(
            "mcp__cognimem__decide",
            {
                "choice": "Use PgBouncer in transaction mode",
                "rationale": "the server ran out of connections",
            },
        )
        .candidates()
    )
    assert mentioning(cands, "PgBouncer") == []


def test_a_denied_tool_call_stored_nothing() -> None:
    cands = (
        Session()
        .user("Store this convention for the team: deploys always go through make ship.")
        .tool(
            "mcp__memory__remember",
            {"content": "Deploys always go through make ship."},
            result="Claude requested permissions to use mcp__memory__remember, but you "
            "haven't granted it yet.",
            error=True,
        )
        .candidates()
    )
    assert len(mentioning(cands, "make ship")) == 1


def test_a_correction_after_a_tool_stored_memory_is_captured() -> None:
    cands = (
        Session()
        .tool("mcp__memory__remember", {"content": "The staging replica listens on port 5432."})
        .user("Sorry, my mistake: the staging replica listens on port 6543.")
        .candidates()
    )
    assert [c.content for c in cands] == ["the staging replica listens on port 6543."]


def test_the_recorded_tool_session_fixture() -> None:
    # Lines as the CLI wrote them: the tool result of a successful remember, then its echo.
    turns = read_transcript(TOOL_SESSION)
    assert [t.text for t in turns if t.role == MEMORY_TOOL] == ["deploys go through make ship"]
    assert mentioning(extract_candidates(turns), "make ship") == []


# ------------------------------------------------------------------------------ meta, verbatim, titles


def test_content_free_and_meta_sentences_are_dropped() -> None:
    cands = (
        Session()
        .user("The deploy lock: We decided on the deploy lock.")
        .user("This project convention: Please remember this project convention.")
        .assistant("I'll remember that.")
        .candidates()
    )
    assert cands == []


def test_meta_lead_in_is_removed_from_the_content() -> None:
    (c,) = (
        Session()
        .user("Store this convention for the team: deploys always go through make ship.")
        .candidates()
    )
    assert c.content == "deploys always go through make ship."


def test_code_identifiers_and_quotes_stay_verbatim() -> None:
    (c,) = (
        Session()
        .user(
            "Remember: app/__init__.py must re-export the public API by adding "
            "__all__, and don’t rename “settings_v2”."
        )
        .candidates()
    )
    assert "app/__init__.py" in c.content and "__all__" in c.content
    assert "don’t" in c.content and "“settings_v2”" in c.content
    assert c.extra["files"] == ["app/__init__.py"]


def test_titles_never_repeat_the_content() -> None:
    cands = (
        Session()
        .user(
            "Lesson learned: always pin the Postgres image tag in docker-compose.yml, "
            "an unpinned image upgraded silently and broke the migrations."
        )
        .user("Remember that the eval job in CI runs nightly at 02:00 UTC.")
        .user("We decided to use uv instead of pip-tools because the lock is faster.")
        .candidates()
    )
    assert len(cands) == 3
    for c in cands:
        shown = f"{c.title}: {c.content}" if c.title else c.content  # how `cognimem list` shows it
        assert shown.casefold().count(c.content[:20].casefold()) == 1
        assert not c.content.lower().startswith(("lesson learned", "remember"))


# ------------------------------------------------------------------------------ appraisal


def test_importance_ignores_requests_to_remember() -> None:
    plain = Session().user("From now on, the linter config lives in pyproject.toml.").candidates()
    asked = (
        Session()
        .user(
            "Remember this, it is important: from now on, the linter config lives "
            "in pyproject.toml."
        )
        .candidates()
    )
    assert plain[0].importance == asked[0].importance == 3


def test_importance_from_evidence() -> None:
    incident = (
        Session()
        .user(
            "The outage last night lost two hours of orders: the fix was to "
            "restore from the WAL archive."
        )
        .candidates()
    )
    assert incident[0].importance >= 4
    reasoned = (
        Session().user("We decided to use uv because the lock resolves in seconds.").candidates()
    )
    bare = Session().user("We decided to use uv for the lock files.").candidates()
    assert reasoned[0].importance == bare[0].importance + 1
    corrected = (
        Session()
        .user("From now on, the API base URL is /v1.")
        .user("Sorry, my mistake: from now on, the API base URL is /v2.")
        .candidates()
    )
    assert len(corrected) == 1 and "/v2" in corrected[0].content
    assert corrected[0].importance == 4  # a user's correction is evidence it matters


# ------------------------------------------------------------------------------ corrections, wider


def test_a_correction_of_an_unremarkable_statement_is_kept() -> None:
    # The assistant's statement was never a candidate; the user's correction still is.
    cands = (
        Session()
        .assistant("The config points the staging replica at port 5432.")
        .user(
            "Sorry, my mistake: the staging replica listens on port 6543, the file is out of date."
        )
        .candidates()
    )
    assert len(cands) == 1 and "6543" in cands[0].content and "correction" in cands[0].tags


def test_not_x_but_y_replaces_the_statement_about_x() -> None:
    cands = (
        Session()
        .user("We decided to use Redis as the Celery broker because it already runs for the cache.")
        .user(
            "Actually no, not Redis but RabbitMQ: ops decided on RabbitMQ as the Celery broker "
            "because Redis evicts keys under memory pressure."
        )
        .candidates()
    )
    assert len(mentioning(cands, "broker")) == 1
    assert "RabbitMQ" in mentioning(cands, "broker")[0].content


def test_restatement_with_abbreviation_and_other_modal_folds() -> None:
    cands = (
        Session()
        .user(
            "Database migrations have to be backwards compatible, because old pods keep running "
            "during a rollout."
        )
        .user(
            "DB migrations must be backwards compatible since old pods keep running during a rollout."
        )
        .candidates()
    )
    assert len(mentioning(cands, "backwards compatible")) == 1


def test_mentioning_secrets_is_not_telling_one() -> None:
    cands = (
        Session()
        .user(
            "Security incident: the .env file with the Stripe secret was pushed to the public "
            "mirror, the root cause was a missing .gitignore entry."
        )
        .user("From now on every repo gets detect-secrets in pre-commit.")
        .user("Remember, my home wifi password is correct-horse-battery.")
        .candidates()
    )
    assert mentioning(cands, "public mirror") and mentioning(cands, "detect-secrets")
    assert not mentioning(cands, "wifi")


# ------------------------------------------------------------------------------ the labelled set


def test_the_labelled_transcripts_meet_the_targets(tmp_path: Path, monkeypatch) -> None:
    import importlib.util

    script = HERE.parent / "benchmarks" / "eval_capture.py"
    spec = importlib.util.spec_from_file_location("eval_capture", script)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "eval_capture", mod)  # dataclasses look their module up
    spec.loader.exec_module(mod)
    out = tmp_path / "capture.json"
    assert mod.main(["--out", str(out)]) == 0
    result = json.loads(out.read_text())["splits"]
    assert result["all"]["sessions"] >= 20
    # The targets, on the labelled transcripts the rules were built from together: a
    # split of 5-8 sessions moves by .17 with one lesson. The newest blind splits, measured once
    # and not yet read, are reported beside them (docs/benchmarks.md), not held to the targets.
    assert result["tuned"]["sessions"] >= result["all"]["sessions"] - 80  # ten splits of 8
    assert result["tuned"]["precision"] >= 0.8 and result["tuned"]["recall"] >= 0.7
    for split in result.values():  # no copy of a tool-stored memory, no stale value, anywhere
        assert split["copies"] == 0 and split["stale"] == 0


def test_the_assistants_account_of_what_it_stored_is_not_a_copy() -> None:
    cands = (
        Session()
        .user("Please save this for later: the staging Kafka cluster has only 3 brokers.")
        .tool(
            "mcp__memory__remember",
            {
                "content": "The staging Kafka cluster has only 3 brokers, "
                "so replication factor 3 is the maximum there."
            },
        )
        .assistant(
            "Saved. Remember that staging Kafka has 3 brokers, so a replication factor "
            "above 3 will fail there."
        )
        .candidates()
    )
    assert mentioning(cands, "kafka") == []


def test_drop_tool_stored_filters_any_extractors_candidates() -> None:
    from cognition.capture.candidates import drop_tool_stored

    turns = read_transcript(
        Session()
        .tool("mcp__memory__remember", {"content": "Deploys go through make ship."})
        .tool("mcp__memory__remember", {"content": "The replica listens on port 5432."})
        .lines
    )

    def cand(text: str) -> Candidate:
        return Candidate("fact", "", text, ["note"], 3, 0.0, 0.0, 0.0, "note", "")

    kept = drop_tool_stored(
        [
            cand("deploys go through make ship"),
            cand("The replica listens on port 6543."),
            cand("Feature branches are deleted after merge."),
        ],
        turns,
    )
    assert [c.content for c in kept] == [
        "The replica listens on port 6543.",
        "Feature branches are deleted after merge.",
    ]


def test_todo_keeps_its_marker() -> None:
    (c,) = (
        Session()
        .user("TODO: the retry logic in payments/client.py needs a backoff cap.")
        .candidates()
    )
    assert c.content.startswith("TODO:") and "open-loop" in c.tags


# ------------------------------------------------------------------------------ through the worker


def test_the_worker_stores_the_correction_and_no_copy(project, home, tmp_path) -> None:
    import asyncio
    import os

    from cognition.api import open_memory
    from cognition.claude_code.hooks import capture_worker

    path = tmp_path / "session.jsonl"
    path.write_text(
        "\n".join(
            Session()
            .user("Store this convention for the team: deploys always go through make ship.")
            .tool("mcp__memory__remember", {"content": "Deploys always go through make ship."})
            .assistant("Saved: deploys always go through `make ship`.")
            .user("Remember: the staging replica listens on port 5432.")
            .user("Sorry, my mistake. It is 6543.")
            .lines
        )
        + "\n"
    )
    env = dict(os.environ)
    report = capture_worker.capture(path, "s-1", str(project), "session-end", env)
    assert "1 stored" in report, report

    async def contents() -> list[str]:
        async with open_memory(str(project), env=env) as mem:
            return [m.content for m in (await mem.list()).items]

    assert asyncio.run(contents()) == ["the staging replica listens on port 6543."]


def test_a_word_in_common_is_not_enough_for_a_correction() -> None:
    cands = (
        Session()
        .assistant("I'll push the branch now and open the pull request.")
        .user("Wait, don't push yet.")
        .candidates()
    )
    assert cands == []


def test_llm_candidates_skip_what_the_session_stored_through_the_tools(monkeypatch) -> None:
    """The LLM extraction path drops restatements of tool-stored memories, as the heuristics do."""
    import json as _json
    from types import SimpleNamespace

    from cognition.capture.candidates import Turn
    from cognition.claude_code.hooks import capture_worker
    from cognition.upkeep import llm as llm_module

    class Scripted:
        name = "scripted"

        def complete(self, prompt, *, system=None, max_tokens=400):
            return _json.dumps(
                [
                    {"layer": "fact", "content": "Deploys go through make ship."},
                    {"layer": "fact", "content": "The read replica listens on port 6543."},
                ]
            )

    monkeypatch.setattr(llm_module, "make_llm", lambda params: Scripted())
    settings = SimpleNamespace(llm=SimpleNamespace(backend="anthropic"))
    turns = [
        Turn("user", "remember that deploys go through make ship", None, "u1"),
        Turn(MEMORY_TOOL, "deploys go through make ship", None, "a1"),
        Turn("user", "the read replica listens on port 6543", None, "u2"),
    ]
    found, source = capture_worker.candidates(turns, settings, "SessionEnd")
    assert source == "llm"
    assert [c.content for c in found] == ["The read replica listens on port 6543."]


# ---------------------------------------------------------- from the fresh2 sessions' misses


def test_never_mind_is_talk_not_a_rule() -> None:
    cands = (
        Session()
        .user("Do you remember what we worked on yesterday?")
        .assistant("I don't have yesterday's conversation.")
        .user("ok, never mind, let's just continue with the tests")
        .candidates()
    )
    assert cands == []


def test_no_wait_i_mixed_that_up_corrects_the_earlier_statement() -> None:
    cands = (
        Session()
        .user("The invoice cron runs at 3am UTC, please make the report job run after it.")
        .assistant("I'll schedule the report job at 4am UTC.")
        .user("No wait, I mixed that up: the invoice cron runs at 3am Berlin time, not UTC.")
        .candidates()
    )
    crons = mentioning(cands, "invoice cron")
    assert len(crons) == 1 and "berlin" in crons[0].content.lower()
    assert "correction" in crons[0].tags


def test_a_heads_up_from_the_user_is_kept_without_its_lead_in() -> None:
    cands = (
        Session()
        .user("Ah right, heads up: we renamed DATABASE_URL to PG_DSN in all services last sprint.")
        .candidates()
    )
    assert len(cands) == 1 and "PG_DSN" in cands[0].content
    assert not cands[0].content.lower().startswith(("ah", "heads"))


def test_a_statement_about_it_with_nothing_else_is_not_a_memory() -> None:
    cands = (
        Session()
        .user("For the new service, Django ORM or SQLAlchemy? It has to be async.")
        .candidates()
    )
    assert not any("has to be async" in c.content for c in cands)
    # ... while one that says enough on its own is kept.
    kept = Session().user("It must never import the web layer from the domain code.").candidates()
    assert len(kept) == 1
