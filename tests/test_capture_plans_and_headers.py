"""What the user will do or where they will be is not a lesson, also in the turn after they
announced a fix ("ty, i'll tag 2.7.1 after lunch", "also fyi i'm out mon-tue"); a header that
only announces a list ("Added the post-visit follow-up:") is not a to-do (session 29, from the
blind fresh58-60 transcripts); nor is a question typed without its "?"; a reason that opens on
"it" stays with the rule before it; the user saying what a name in the assistant's code holds
corrects the assistant."""

from __future__ import annotations

from cognition.capture.markers import ruled_out
from tests.test_capture_quality import Session


def test_thanks_then_what_the_user_will_do_is_not_kept_after_a_correction() -> None:
    cands = (
        Session()
        .user("mac release builds are arm64 only, intel users can't load 2.7. make it universal")
        .assistant("Done: the release build is universal, and I set the 10.13 deployment target.")
        .user("revert the deployment target, 11.0 is deliberate. the readme is stale on that too")
        .assistant("Reverted: the deployment target is back to 11.0 and the README says macOS 11.")
        .user("ty, i'll tag 2.7.1 after lunch")
        .candidates()
    )
    assert not [c for c in cands if "2.7.1" in c.content], [c.content for c in cands]


def test_where_the_user_will_be_is_not_a_lesson() -> None:
    for text in (
        "also fyi i'm out mon-tue, if anything's on fire ping priya",
        "i'm off friday",
        "ty, i'll tag 2.7.1 after lunch",
    ):
        assert ruled_out(text), text
    # a rule that happens to follow the same words is not ruled out
    assert not ruled_out("fyi the importer is out of date, regenerate it after a schema change")


def test_a_header_announcing_a_list_is_not_a_to_do() -> None:
    cands = (
        Session()
        .user("clinics want a follow-up text 48h after a visit. add an oban job for it")
        .assistant(
            "Added the post-visit follow-up:\n- `PostVisitFollowUp` worker on the "
            "`:notifications` queue\n- enqueued when the appointment is marked done\n\n"
            "3 tests pass."
        )
        .user("👌")
        .candidates()
    )
    assert not [c for c in cands if c.content.rstrip().endswith("follow-up:")], [
        c.content for c in cands
    ]


def test_a_follow_up_told_after_the_label_is_still_a_to_do() -> None:
    cands = (
        Session()
        .user("Follow-up: rotate the staging API keys once the vendor migration is done.")
        .candidates()
    )
    assert [c for c in cands if c.kind == "todo"], [(c.kind, c.content) for c in cands]


def test_a_question_typed_without_its_question_mark_is_not_kept() -> None:
    from cognition.capture.prose import _keep_sentence

    assert not _keep_sentence(
        "juce 8 has the webview UI stuff now, is that the way or do we stay with components"
    )
    assert not _keep_sentence("we could shard by tenant or by region, wdyt")
    # "or" in a statement is not a question
    assert _keep_sentence("deploys go through make ship or the release pipeline, never by hand")


def test_a_reason_that_opens_on_it_stays_with_the_rule_before_it() -> None:
    cands = (
        Session()
        .user("add a follow-up sms job, twilio is wired up as Pawbook.Twilio")
        .assistant("Added the job; it sends through `Pawbook.Twilio.send_sms/2`.")
        .user(
            "dont call Pawbook.Twilio directly, all outbound sms goes through "
            "Pawbook.Notify.deliver/2. it does the opt-out check and writes the notification log."
        )
        .candidates()
    )
    kept = [c.content for c in cands if "Notify.deliver" in c.content]
    assert kept and "opt-out check" in kept[0], [c.content for c in cands]


def test_the_user_saying_what_a_name_in_the_assistants_code_holds_is_a_correction() -> None:
    cands = (
        Session()
        .user("add a job that texts owners 48h after the visit")
        .assistant(
            "Added the job. Since `appointments.starts_at` is stored as clinic-local wall time, "
            "the job first shifts it to UTC, then adds the 48h."
        )
        .user(
            "starts_at is UTC in the db, Appointment.changeset/3 converts the form's local time "
            "before insert."
        )
        .candidates()
    )
    kept = [c.content for c in cands if "starts_at is UTC" in c.content]
    assert kept, [c.content for c in cands]
    assert not [c for c in cands if "wall time" in c.content]


def test_a_name_the_assistant_said_the_same_of_is_not_a_correction() -> None:
    from cognition.capture.correction_text import _sets_name_right
    from cognition.capture.transcript_statements import _Hit

    said = "`appointments.starts_at` is UTC; the form converts local time before insert."
    assistant = _Hit(said, 0.0, "note", "a-1", 1, 0, role="assistant")

    def user(text: str, turn_no: int = 2) -> _Hit:
        return _Hit(text, 0.0, "note", "u-2", turn_no, 0, role="user")

    assert not _sets_name_right(user("starts_at is UTC, right."), [assistant])
    assert _sets_name_right(user("starts_at is clinic local time in the db."), [assistant])
    # only the turn or two after the assistant's
    assert not _sets_name_right(user("starts_at is clinic local time.", turn_no=5), [assistant])
