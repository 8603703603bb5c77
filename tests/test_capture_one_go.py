"""Capture of what blind splits fresh36-39 asked for (session 24): what the user tells in one go
is one memory; a pasted log line is no prose; a one-off told after a clause or until a time; what
the assistant left for later is no lesson."""

from __future__ import annotations

from tests.test_capture_quality import Session, mentioning


def test_statements_told_one_after_another_in_a_turn_are_one_memory() -> None:
    cands = (
        Session()
        .user("bump ledger-api to 2.14.1, just merge to main and argo picks it up")
        .assistant("Pushed to main, but only staging picked it up. Should I push to `release`?")
        .user("ah damn, yes i mixed that up, sorry")
        .user(
            "main only ever goes to staging. all the prod apps follow the release branch, and "
            "promoting is a PR from main into release that me or jenny approve. dont push to "
            "release yourself, its protected, you'd just get bounced"
        )
        .candidates()
    )
    kept = mentioning(cands, "release branch")
    assert len(kept) == 1 and "only ever goes to staging" in kept[0].content
    assert len(mentioning(cands, "staging")) == 1


def test_statements_in_two_turns_stay_two_memories() -> None:
    cands = (
        Session()
        .user("We always deploy the api with make ship, never by hand.")
        .assistant("Noted, I'll use make ship.")
        .user("Never run migrations from a laptop against prod, use the CI job.")
        .candidates()
    )
    assert len(mentioning(cands, "make ship")) == 1
    assert len(mentioning(cands, "migrations")) == 1
    assert not [c for c in cands if "make ship" in c.content and "migrations" in c.content]


def test_a_pasted_log_line_is_not_a_lesson() -> None:
    cands = (
        Session()
        .user(
            "the sessionize job died again last night:\n"
            "26/12/04 03:12:55 WARN TaskSetManager: Lost task 187.3 in stage 9.0 (TID 5521): "
            "ExecutorLostFailure (executor 14 exited caused by one of the running tasks) Reason: "
            "Container killed by YARN for exceeding physical memory limits\n"
            "26/12/04 03:12:56 ERROR TaskSetManager: Task 187 in stage 9.0 failed 4 times; "
            "aborting job\n"
            "Root cause was always skew on that join, we never fixed it properly."
        )
        .candidates()
    )
    assert not mentioning(cands, "TaskSetManager")


def test_a_one_off_told_after_a_clause_or_until_a_time_is_not_kept() -> None:
    cands = (
        Session()
        .user("Please just open a PR, don't deploy it to the prod Airflow yet.")
        .assistant("PR #12 is open.")
        .user("ok just silence it till 6, dont scale or suspend anything, im not touching prod.")
        .candidates()
    )
    assert not mentioning(cands, "prod")


def test_what_the_assistant_left_for_later_is_not_a_lesson() -> None:
    cands = (
        Session()
        .user("Write the ADR for the sync design.")
        .assistant(
            "Wrote docs/adr/0007-sync.md. I left tombstone retention as an open question in the "
            "ADR. I left a TODO on the Postgres line since you weren't sure."
        )
        .candidates()
    )
    assert not mentioning(cands, "left")


def test_a_level_first_log_line_and_a_caused_by_line_are_not_lessons() -> None:
    cands = (
        Session()
        .user(
            "batch12 died overnight, end of the log:\n"
            "INFO\t2026-12-03 02:14:49\tMarkDuplicates\tRead 412,000,000 records.\n"
            "Caused by: java.io.IOException: No space left on device"
        )
        .candidates()
    )
    assert not mentioning(cands, "MarkDuplicates")
    assert not mentioning(cands, "No space left")


def test_a_fix_told_after_the_cause_is_part_of_the_experience() -> None:
    cands = (
        Session()
        .user("the markdup jobs keep failing on some nodes, any idea?")
        .assistant(
            "Found it. MarkDuplicates spills to `/tmp`, which is a 20G partition on cn01-cn08. "
            "Fix: give MarkDuplicates a tmp dir on the big local disk."
        )
        .candidates()
    )
    kept = mentioning(cands, "20G partition")
    assert len(kept) == 1 and "tmp dir on the big local disk" in kept[0].content


def _found_then(reply: str, gap: int = 0) -> list:
    session = (
        Session()
        .user("broker-2's cert is about to expire, renewal should be automatic no?")
        .assistant(
            "Found it. The vault-agent on broker-2 hit `exceeded maximum retries` during the "
            "Vault upgrade and its template server stopped for good. Shall I add the option?"
        )
        .user("yes, restart just that broker")
    )
    for n in range(gap):
        session = session.assistant(f"Checked broker {n}, it is fine.").user("ok")
    return session.assistant(reply).candidates()


def test_the_fix_reported_in_a_later_reply_joins_the_cause() -> None:
    cands = _found_then("Done: added `exit_on_retry_failure = true` to the agent config.")
    kept = mentioning(cands, "template server stopped")
    assert len(kept) == 1 and "exit_on_retry_failure" in kept[0].content


def test_a_later_reply_without_a_fix_or_long_after_joins_nothing() -> None:
    plain = _found_then("The broker restarted and the cert is valid until January.")
    assert "restarted" not in mentioning(plain, "template server stopped")[0].content
    late = _found_then("Done: added `exit_on_retry_failure = true` to the agent config.", gap=4)
    assert "exit_on_retry_failure" not in mentioning(late, "template server stopped")[0].content
