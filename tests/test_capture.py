"""Transcript capture: real Claude Code transcripts parse cleanly; a realistic session yields the
right memories in the right layers, without code lines and without secrets."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.capture.appraisal import appraise
from cognition.capture.candidates import MEMORY_TOOL, Candidate, Turn, extract_candidates
from cognition.claude_code.transcript import read_transcript

HERE = Path(__file__).resolve().parent
# Recorded with the real Claude Code CLI against a loopback Messages API stand-in
# (tests/support/record_claude_fixtures.py).
REAL = sorted((HERE / "fixtures" / "claude-code" / "transcripts").glob("*.jsonl"))
SYNTHETIC = HERE / "fixtures" / "synthetic_session.jsonl"

BOOKKEEPING = [
    "tool_result",
    "tool_use",
    "Error executing tool",
    "<command-name>",
    "<local-command",
    "system-reminder",
    "This session is being continued",
    "SessionStart:",
    "SESSION_PLAIN_MARKER",
    "permissions to use",
    '"memory_id"',
    "Compacted",
]


def test_real_transcripts_are_present() -> None:
    assert len(REAL) == 3


@pytest.mark.parametrize("path", REAL, ids=[p.stem[:8] for p in REAL])
def test_real_transcripts_parse_to_conversation_only(path: Path) -> None:
    turns = [t for t in read_transcript(path) if t.role != MEMORY_TOOL]
    # Each run is one prompt and one fixed reply (the resumed session has two runs);
    # api-request-blob copies, tool_use-only assistant lines, tool results, the compact summary
    # and /compact plumbing are not turns.
    assert [t.role for t in turns] == ["user", "assistant"] * (len(turns) // 2)
    assert turns and all(t.text == "OK-FAKE-REPLY" for t in turns[1::2])
    for turn in turns:
        assert turn.uuid and turn.timestamp and turn.timestamp.startswith("2026-")
        for junk in BOOKKEEPING:
            assert junk not in turn.text, (junk, turn.text)
    assert extract_candidates(turns) == []


def test_real_prompt_text() -> None:
    prompts = {t.text for p in REAL for t in read_transcript(p) if t.role == "user"}
    assert prompts == {
        "hello there",
        'How do we deploy this project? CALL:mcp__memory__remember {"content": '
        '"deploys go through make ship", "layer": "fact"}',
        "what is the staging host?",
        "and which port does it use?",
    }


# ------------------------------------------------------------------------------ the synthetic session

SECRETS = [
    "S3cr3tPassw0rd",
    "sk-ant-api03-Zx9Yw",
    "Zx9YwVuTsRqPoNmLkJiHgFeDcBa0123456789",
    "correct-horse",
]
CODE = [
    "ConnectionPool(",
    "getconn",
    "throw new Error",
    "git commit",
    "RuntimeError",
    "remove this hack",
    "Traceback",
    'File "/app',
]


@pytest.fixture(scope="module")
def turns() -> list[Turn]:
    return read_transcript(SYNTHETIC)


@pytest.fixture(scope="module")
def cands(turns: list[Turn]) -> list[Candidate]:
    return extract_candidates(turns)


def by_kind(cands: list[Candidate], kind: str) -> list[Candidate]:
    return [c for c in cands if c.kind == kind]


def test_synthetic_turns_skip_bookkeeping(turns: list[Turn]) -> None:
    text = "\n".join(t.text for t in turns)
    for junk in BOOKKEEPING + [
        "restart the docker daemon",  # tool_result body
        "thinking block",  # thinking block
        "system prompt is not a memory",  # api-request-blob (system)
        "always deploy on Fridays",  # system reminder inside the api-request-blob copy
        "restart everything",  # attachment
        "fix was to compact",  # local-command-stdout
        "remember the decisions",  # command-args
    ]:
        assert junk not in text, junk
    assert sum(t.text.startswith("The integration tests keep dying") for t in turns) == 1
    assert {t.role for t in turns} == {"user", "assistant"}
    assert all(t.uuid for t in turns)


def test_turns_are_redacted(turns: list[Turn]) -> None:
    text = "\n".join(t.text for t in turns)
    assert "[REDACTED:url-password]" in text and "[REDACTED:anthropic-key]" in text
    for secret in SECRETS[:3]:
        assert secret not in text
    raw = read_transcript(SYNTHETIC, redact_secrets=False)
    assert any("S3cr3tPassw0rd" in t.text for t in raw)


def test_decision_with_reason_and_alternative(cands: list[Candidate]) -> None:
    (d,) = by_kind(cands, "decision")
    assert d.layer == "decision"
    assert d.title == ""  # the choice is the content's own words: no title that repeats them
    assert d.extra["choice"] == "use PgBouncer in transaction mode"
    assert d.extra["alternatives"] == ["raising max_connections on the server"]
    assert d.extra["rationale"].startswith("raising the limit just moves the problem")
    assert "Because raising the limit" in d.content  # the follow-up sentence was merged in


def test_conventions_are_facts_and_deduplicated(cands: list[Candidate]) -> None:
    conv = by_kind(cands, "convention")
    assert all(c.layer == "fact" for c in conv)
    make = [c for c in conv if "make test-int" in c.content]
    assert len(make) == 1  # the assistant's echo merged into the user's statement
    assert make[0].content.startswith("From now on, always run")
    assert make[0].importance >= 4
    assert any(c.content == "Never run schema migrations during business hours." for c in conv)


def test_preference_is_cross_project(cands: list[Candidate]) -> None:
    (p,) = by_kind(cands, "preference")
    assert p.layer == "fact" and p.scope == "global" and "cross-project" in p.tags
    assert "ruff format" in p.content


def test_error_and_fix_form_one_experience(cands: list[Candidate]) -> None:
    fixes = [c for c in by_kind(cands, "error_fix") if "too many connections" in c.content]
    assert len(fixes) == 1
    (e,) = fixes
    assert e.layer == "experience"
    assert "root cause" in e.content and "session-scoped pool fixture" in e.content
    assert e.extra.get("files") == ["conftest.py"]
    assert e.valence < 0


def test_todo_is_an_open_loop(cands: list[Candidate]) -> None:
    (t,) = by_kind(cands, "todo")
    assert t.layer == "experience" and "open-loop" in t.tags
    assert "retry with backoff" in t.content


def test_incident_is_intense(cands: list[Candidate]) -> None:
    (i,) = by_kind(cands, "incident")
    assert i.layer == "experience"
    assert i.importance >= 4 and i.valence < 0 and i.intensity >= 0.6


def test_no_code_no_questions_no_dont_remember(cands: list[Candidate]) -> None:
    blob = json.dumps([asdict(c) for c in cands])
    for code in CODE:
        assert code not in blob, code
    assert "checkout handler" not in blob  # a question
    assert "wifi" not in blob  # "don't remember this"
    assert "keep dying" not in blob  # no marker, not salient


def test_secrets_never_leave_capture(cands: list[Candidate]) -> None:
    blob = json.dumps([asdict(c) for c in cands])
    for secret in SECRETS:
        assert secret not in blob
    staging = [c for c in cands if "staging" in c.content]
    assert staging and "[REDACTED:url-password]" in staging[0].content
    assert any("[REDACTED:anthropic-key]" in c.content for c in cands)


def test_candidates_are_well_formed(cands: list[Candidate]) -> None:
    assert cands == sorted(cands, key=lambda c: -c.salience)
    for c in cands:
        assert c.layer in ("fact", "experience", "decision")
        assert 1 <= c.importance <= 5 and -1 <= c.valence <= 1 and 0 <= c.intensity <= 1
        assert len(c.title) <= 72 and "\n" not in c.title
        assert c.title.rstrip("…").casefold() not in c.content.casefold() or not c.title
        assert c.source_turn and c.tags
        assert c.salience >= 2.0


def test_unredacted_turns_are_redacted_on_the_way_out() -> None:
    raw = read_transcript(SYNTHETIC, redact_secrets=False)
    blob = json.dumps([asdict(c) for c in extract_candidates(raw)])
    for secret in SECRETS:
        assert secret not in blob


def test_min_salience_filters() -> None:
    turns = read_transcript(SYNTHETIC)
    assert len(extract_candidates(turns, min_salience=6.0)) < len(extract_candidates(turns))
    assert extract_candidates(turns, max_candidates=2) == extract_candidates(turns)[:2]


# ------------------------------------------------------------------------------ reading robustness


def line(kind: str, content, **extra) -> str:
    return json.dumps(
        {
            "type": kind,
            "uuid": f"u-{len(str(content))}",
            "timestamp": None,
            "message": {"role": kind, "content": content},
            **extra,
        }
    )


def test_lines_iterables_bytes_and_malformed() -> None:
    lines = [
        line("user", "We decided to use uv for every Python project."),
        "{not json",
        "",
        json.dumps("just a string"),
        json.dumps({"type": "user", "message": None}),
        json.dumps({"type": "user", "message": {"role": "user", "content": 42}}),
        line("assistant", [{"type": "thinking", "thinking": "secret plans"}]),
        line(
            "assistant",
            [{"type": "text", "text": "Sure."}, {"type": "tool_use", "name": "x", "input": {}}],
        ),
        line("user", [{"type": "tool_result", "content": "The fix was to reboot."}]),
        line("user", "<system-reminder>hook output</system-reminder>"),
        line("user", "<system-reminder>ctx</system-reminder>Please never push to main."),
        line("user", "<bash-input>ls</bash-input>"),
        line("user", "[Request interrupted by user for tool use]"),
        line("user", "sidechain", isSidechain=True),
        line("assistant", "No response requested.", isApiErrorMessage=True),
        line("user", "from a subagent", isMeta=True),
    ]
    turns = read_transcript(iter(lines))
    assert [(t.role, t.text) for t in turns] == [
        ("user", "We decided to use uv for every Python project."),
        ("assistant", "Sure."),
        ("user", "Please never push to main."),
    ]
    assert read_transcript([ln.encode() for ln in lines]) == turns


def test_big_transcript_streams(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    with path.open("w") as fh:
        for i in range(20_000):
            fh.write(
                line("user" if i % 2 else "assistant", f"message number {i} about the build") + "\n"
            )
            fh.write(
                json.dumps({"type": "attachment", "attachment": {"content": "x" * 200}}) + "\n"
            )
        fh.write(
            line("user", "y" * 5_000_000) + "\n"
        )  # a giant paste is skipped, not loaded into turns
    turns = read_transcript(path)
    assert len(turns) == 20_000


# ------------------------------------------------------------------------------ appraisal


def test_appraise_neutral() -> None:
    a = appraise("The config lives in settings.toml.")
    assert (a.importance, a.valence, a.intensity) == (3, 0.0, 0.0)  # routine = no intensity


def test_appraise_angry_correction() -> None:
    a = appraise("NO, never force-push to main!!")
    assert a.valence <= -0.3 and a.intensity >= 0.7 and a.importance >= 4
    assert "caps" in a.reasons and "exclamations" in a.reasons


def test_appraise_relief_and_triumph() -> None:
    relieved = appraise("Finally, the build works now.")
    assert 0.2 <= relieved.valence and relieved.intensity < 0.5
    triumph = appraise("After three hours of debugging I found it, the fix works! Awesome")
    assert triumph.valence > relieved.valence and triumph.intensity > 0.6


def test_appraise_incident_and_hedges() -> None:
    inc = appraise("Production down for an hour: outage caused by the cache stampede.")
    assert inc.valence < 0 and inc.intensity >= 0.5 and inc.importance >= 4
    assert appraise("maybe a minor cleanup of the logging").importance == 2
    # Evidence counts (a leak, lost data); being asked to keep something does not.
    assert appraise("Remember: never commit .env files, this is important").importance == 3
    assert appraise("The .env file leaked credentials to the public repo").importance >= 4
    assert appraise("").importance == 3


# ------------------------------------------------------------------------------ property


_WORDS = st.sampled_from(
    [
        "we decided to",
        "because",
        "the fix was",
        "TODO:",
        "never",
        "always",
        "prefer",
        "instead of",
        "outage",
        "NO,",
        "!!",
        "remember",
        "\n",
        "```",
        "    ",
        "$ ",
        ".",
        "?",
        " ",
        "Foo",
        "bar baz qux",
        "in all projects",
        "password=hunter2x ",
        "postgres://u:S3cr3tPassw0rd@h/db ",
        # options laid out and taken, a cause found and its fix told, a correction in passing
        "\n1. **",
        "\n2. ",
        "(a) ",
        ", (b) ",
        "so 2.",
        "Found it. ",
        "ok fix it ",
        ", not ",
        "moved it to 22022 ",
        "its 22022 now",
        "pls remember this one",
    ]
)
_TEXT = st.lists(st.one_of(_WORDS, st.text(max_size=15)), max_size=25).map("".join)


def test_an_option_taken_is_no_candidate_below_a_stricter_threshold() -> None:
    """Regression (found by the property below): a decision taken from a numbered list came
    back at its fixed salience 2.5 though the caller asked for 3.0 at least."""
    turns = [
        ("assistant", "\n2. we decided towe decided to\n1. **"),
        ("user", "we decided towe decided to"),
    ]
    made = [Turn(r, t, None, str(i)) for i, (r, t) in enumerate(turns)]
    assert extract_candidates(made, min_salience=3.0) == []
    assert [c.salience for c in extract_candidates(made, min_salience=2.0)] == [2.5]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from(["user", "assistant"]), _TEXT), max_size=5), st.floats(0, 8)
)
def test_extraction_never_raises_and_never_leaks(turns, min_salience) -> None:
    found = extract_candidates(
        [Turn(r, t, None, str(i)) for i, (r, t) in enumerate(turns)], min_salience=min_salience
    )
    for c in found:
        assert c.kind and c.layer in ("fact", "experience", "decision")
        assert c.salience >= min_salience
        assert "hunter2x" not in c.content + c.title and "S3cr3tPassw0rd" not in json.dumps(
            asdict(c)
        )
