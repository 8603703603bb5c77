"""Capture: rules laid down in one turn, an answer in a word, a fix told as steps, a correction
after a bare "ok" (blind splits fresh96-99, session 50, issue 16).

- "make these the rules from now on: ..." says that each sentence after it is a rule: each is
  read on less evidence and kept as a memory of its own.
- A list of review notes, of a plan's steps or of a fix's steps lays out no options: "1 and 2
  yes" agrees to them, it chooses nothing.
- "3.2.0." answering "What should the minimum firmware be?" is kept with the question and what
  the turn goes on to say of it; "1-3 yes." after "Go?" is no such answer.
- A correction told after "sounds good" still sets the plan right; an offer the user agrees to
  ("want a script to queue them?") confirms no finding.
- The cause a reply names in a heading ("Cause: the October clock change.") and every step of
  a fix told as a list stay with the experience; "anything else is ..." is kept with the
  sentence it is the rest of; "fyi ..." opens another point.
- From fresh100-103's first run: "rules for this and everything after:" lays down rules too; a
  "Review of ...:" list offers no options; "3 is wrong, ..." drops what capture kept of the
  assistant's point 3, and a correction takes no event it denies as the one it was learned from;
  then: the steps under a bold "**Fix:**" join the account told before them; "the cron one,
  <why>" takes the option by its name; a rules heading may run long and is no memory itself;
  what the assistant said last is what the user's next turns answer until it speaks again.
- From fresh104-107's first run: an answer to the assistant's review sets it right as it would
  a plan; rules may be laid down after any words before the colon ("general rules while youre
  at it, for this and everything after:") or "for the record", and each sentence after such a
  heading is a point of its own.
"""

from __future__ import annotations

import pytest

from cognition.capture.prose import another_point
from cognition.capture.told_on import with_its_cause
from tests.test_capture_quality import Session, mentioning


def _contents(session: Session) -> list[str]:
    return [c.content for c in session.candidates()]


@pytest.mark.usefixtures("between_the_lines")
def test_each_sentence_after_rules_are_laid_down_is_a_rule_of_its_own() -> None:
    contents = _contents(
        Session()
        .user("review the credit packs branch")
        .assistant("Three things: the price is a Float, the types are hand-written, no tz.")
        .user(
            "fix all three, and make these the rules from now on: money is always integer "
            "cents, never Float. request shapes live as zebra schemas in packages/shared. "
            "every timestamp column is a zebra timestamptz in UTC."
        )
    )
    assert [c for c in contents if "integer cents" in c and "packages/shared" not in c]
    assert [c for c in contents if "packages/shared" in c and "timestamptz" not in c]
    assert [c for c in contents if "timestamptz" in c and "integer cents" not in c]


@pytest.mark.usefixtures("between_the_lines")
def test_without_rules_laid_down_a_sentence_beside_a_marked_one_is_not_asked() -> None:
    contents = _contents(
        Session()
        .user("review the credit packs branch")
        .assistant("Three things: the price is a Float, the types are hand-written, no tz.")
        .user(
            "fix all three. money is always integer cents, never Float. request shapes "
            "live as zebra schemas in packages/shared."
        )
    )
    assert not [c for c in contents if "packages/shared" in c and "integer cents" not in c]


REVIEW = """\
Notes:

1. The +/- buttons are `40.dp`, below the 48dp Material minimum.
2. The gap is a `Float` in centimetres, so 0.30000001 ends up in the database.
3. `java.time` is used directly; fine, since minSdk is 26.
"""


def test_agreeing_to_review_notes_by_number_takes_no_option() -> None:
    cands = (
        Session()
        .user("have a look at the door gap screen")
        .assistant(REVIEW)
        .user(
            "1 and 2 yes, and make these the rule for all inspection screens: touch targets "
            "are always at least 64dp, techs wear gloves."
        )
        .candidates()
    )
    assert not [c for c in cands if c.content.startswith("Chose ")]
    assert mentioning(cands, "64dp")


def test_a_terse_answer_is_kept_with_the_question_and_its_reason() -> None:
    cands = (
        Session()
        .user("bump us to 4.2.0 and build it")
        .assistant(
            "Before I bump: `FirmwareCheck.cpp` still requires sensor firmware 3.0.0. What "
            "should the minimum firmware be for 4.2.0?"
        )
        .user("3.2.0. anything older drops frames when the sensor sits behind a USB 3 hub.")
        .candidates()
    )
    [answer] = mentioning(cands, "3.2.0.")
    assert "minimum firmware" in answer.content and "USB 3 hub" in answer.content


def test_a_terse_answer_names_one_of_the_names_the_question_offered() -> None:
    cands = (
        Session()
        .user("add the reminder sms")
        .assistant(
            "One question first: config/services.php has both `vonage` and `twilio` set up. "
            "Which one sends our SMS?"
        )
        .user("twilio. the sender id is RIDGELINE, it is registered so it stays.")
        .candidates()
    )
    [answer] = mentioning(cands, "RIDGELINE")
    assert "twilio." in answer.content and "vonage" in answer.content


def test_agreeing_to_go_ahead_is_no_answer() -> None:
    cands = (
        Session()
        .user("the dispense page double-submits on enter, fix it")
        .assistant("I can also add correcting entries for the two double dispenses. Go?")
        .user("1-3 yes.")
        .candidates()
    )
    assert not mentioning(cands, "1-3 yes")


@pytest.mark.usefixtures("between_the_lines")
def test_a_correction_after_a_bare_ok_still_sets_the_plan_right() -> None:
    cands = (
        Session()
        .user("students should be able to cancel a booking")
        .assistant(
            "Plan: the zebra refund cutoff is `CANCEL_CUTOFF_HOURS = 24` in booking-rules.ts. OK?"
        )
        .user("sounds good")
        .user("the zebra refund cutoff is 12 hours not 24, it is in the student terms.")
        .candidates()
    )
    assert mentioning(cands, "12 hours not 24")


WAYS = """\
Three ways to do it:

1. **Cron in the API** with `@nestjs/schedule`: every 5 minutes, find bookings whose class \
starts in 24h or 2h and send the reminder.
2. **BullMQ delayed jobs** on Redis: when a booking is made, queue two jobs delayed until start \
minus 24h and minus 2h; cancelling a booking removes its jobs.
3. **pg-boss**, the same delayed-job idea but stored in Postgres.
"""


def test_agreeing_to_an_offer_confirms_no_finding_about_what_the_user_told() -> None:
    cands = (
        Session()
        .user("we need reminder emails 24h and 2h before each class. how do we schedule them")
        .assistant(WAYS)
        .user("2. the api runs as 3 replicas, an in-process cron would fire on every pod.")
        .assistant(
            "Built it with BullMQ:\n\n- a `reminders` queue on the existing Redis; "
            "`BookingsService` queues two delayed jobs per booking, removed on cancel\n"
            "- `RemindersProcessor` runs as a BullMQ worker\n\nBookings made less than 2h "
            "before the class get no reminder. Existing future bookings have no jobs yet: want a "
            "one-off script to queue them?"
        )
        .user("yes pls")
        .candidates()
    )
    assert [c for c in mentioning(cands, "BullMQ delayed jobs") if "replicas" in c.content]


def test_a_cause_heading_stays_with_the_cause_a_fix_is_told_with() -> None:
    before = [
        "Cause: the October clock change.",
        "`half_hourly_readings` parses the local clock time, so periods 3 and 5 get one "
        "`interval_start`.",
        "Every customer lost an hour.",
    ]
    told = with_its_cause("Fix: derive `interval_start` from `settlement_period`.", before)
    assert told.startswith("Cause: the October clock change. `half_hourly_readings` parses")
    assert told.endswith("from `settlement_period`.")


def test_every_step_of_a_fix_told_as_a_list_joins_the_experience() -> None:
    cands = (
        Session()
        .user("the ketamine balance dropped by 10ml for a 5ml dispense")
        .assistant(
            "Found it. Two identical POSTs 38 ms apart.\n\n"
            "Cause: `dispense_controller.js` handles Enter in the quantity field by calling "
            "`this.element.requestSubmit()`, but never calls `event.preventDefault()`, so the "
            "browser's own Enter-submits-the-form happens too. One Enter = two `POST "
            "/dispensations` = stock decremented twice. It only bites when someone presses Enter "
            "instead of clicking Dispense.\n\n"
            "Fix:\n"
            "1. `event.preventDefault()` on Enter in `dispense_controller.js`\n"
            "2. a server-side guard: a hidden `client_token` with a unique index, so a repeated "
            "POST is a no-op\n"
            "3. a system spec pressing Enter in the quantity field\n"
        )
        .candidates()
    )
    assert [c for c in mentioning(cands, "requestSubmit") if "client_token" in c.content]


def test_the_rest_is_kept_with_the_sentence_it_is_the_rest_of() -> None:
    cands = (
        Session()
        .user("add an mpan format check")
        .user(
            "only distributor ids 10-23 are real. anything else is a test meter from the "
            "sandbox and must be dropped, not flagged."
        )
        .candidates()
    )
    assert [c for c in mentioning(cands, "anything else") if "10-23" in c.content]


def test_fyi_opens_another_point() -> None:
    assert another_point("and fyi sendgrid is gone, we moved email to postmark in october")
    assert another_point("heads up: the staging db is read-only today")
    assert not another_point("the fyi channel is where the alerts go")


def test_how_a_choice_is_to_be_used_is_kept_with_it() -> None:
    cands = (
        Session()
        .user("add the class reminder emails")
        .user(
            "fyi sendgrid is gone, we moved email to postmark in october. send through "
            "MailService in apps/api/src/mail, it wraps postmark and the templates"
        )
        .candidates()
    )
    assert [c for c in mentioning(cands, "moved email to postmark") if "MailService" in c.content]


# ---------------------------------------------------------------- from fresh100-103's first run

NOTES = """\
Review of feat/group-bookings:

1. **`booking_groups` has no RLS.** Anyone with the anon key can read every group.
2. **`arrival`/`departure` are `timestamptz`** here but `date` on `bookings`.
3. **Quote comes back empty when logged out.** `season_rates` is only readable by signed-in \
users, so the fix is to read the rates through the service-role admin client in the load.
"""


def _reviewed(*said: str) -> list[str]:
    return _contents(
        Session().user("review feat/group-bookings pls").assistant(NOTES).user("\n".join(said))
    )


def test_a_point_the_user_says_is_wrong_is_not_kept() -> None:
    contents = _reviewed(
        "1 and 2 yes.",
        "3 is wrong, prices are public so season_rates has a select policy for anon already.",
    )
    assert [c for c in contents if "select policy for anon" in c]
    assert not [c for c in contents if "only readable by signed-in users" in c]
    assert not [c for c in contents if c.startswith("Chose ")]  # a review offers no options


@pytest.mark.usefixtures("between_the_lines")
def test_rules_for_this_and_everything_after_are_laid_down() -> None:
    contents = _reviewed(
        "1 and 2 yes. rules for this and everything after: any new table enables row level "
        "security in the same migration that creates it, never in a follow up. arrival and "
        "departure are zebra date columns and departure is exclusive."
    )
    assert [c for c in contents if "same migration" in c and "departure" not in c]
    assert [c for c in contents if "departure is exclusive" in c and "migration" not in c]


ACCOUNT = (
    "Found it.\n\n**Cause:** `BatchImporter` is registered with `AddSingleton`, but its "
    "constructor takes `LedgerDbContext`, which is scoped. The singleton captures one DbContext "
    "for the life of the worker and every message shares it. That went unnoticed while messages "
    "were handled one at a time; yesterday's `4f1c2aa` set `ConcurrentMessageLimit = 8`, so now "
    'up to eight messages use the same context at once and EF throws "A second operation was '
    'started on this context". The faulted messages went to `ledger-batch_error`.\n\n'
    "It wasn't caught locally because the .NET host only validates scopes in the `Development` "
    "environment and the worker runs locally as `Local`.\n\n**Fix:**\n"
    "1. register `BatchImporter` with `AddScoped`, so the per-message scope gives each message "
    "its own DbContext\n"
    "2. turn on `ValidateScopes` and `ValidateOnBuild` in every environment, so a captive scoped "
    "dependency fails at startup instead of in production\n\nGo?"
)


def test_fix_steps_under_a_bold_heading_join_the_account_told_before_them() -> None:
    cands = (
        Session()
        .user("batch imports broke overnight, pls look asap")
        .assistant(ACCOUNT)
        .user("go.")
        .candidates()
    )
    [account] = mentioning(cands, "AddSingleton")
    assert "AddScoped" in account.content and "ValidateOnBuild" in account.content
    assert not [c for c in mentioning(cands, "ValidateOnBuild") if c is not account]


SLA_OPTIONS = """\
Three options:

1. **Cron sweep**: an `SlaWatcher` worker every minute queries tickets due within 15 minutes.
2. **One scheduled job per ticket**: schedule a job at `due_at - 15 min` when a ticket opens.
3. **`Process.send_after`** in a GenServer per ticket.
"""


def test_an_option_taken_as_the_x_one_before_its_reason() -> None:
    cands = (
        Session()
        .user("warn agents 15 min before a ticket breaches its sla. how should the timing work")
        .assistant(SLA_OPTIONS)
        .user("the cron one, due dates move too much for per-ticket jobs.")
        .candidates()
    )
    [decision] = [c.content for c in cands if c.content.startswith("Chose ")]
    assert decision.startswith("Chose an `SlaWatcher` worker") or "Cron sweep" in decision
    assert "due dates move too much" in decision


@pytest.mark.usefixtures("between_the_lines")
def test_a_long_rules_heading_lays_them_down_and_is_no_memory_itself() -> None:
    contents = _contents(
        Session()
        .user("review the markdown_waste dag pls")
        .assistant("Review: 1. catchup is on. 2. Variable.get at the top level.")
        .user(
            "and while ur at it these are the rules for every dag from now on, put them in the "
            "review for jonah: catchup=False and max_active_runs=1 on every zebra dag. no "
            "Variable.get at the top level of a zebra dag file, each call hits secrets manager."
        )
    )
    assert [c for c in contents if "catchup=False" in c and "Variable.get" not in c]
    assert [c for c in contents if "Variable.get" in c and "catchup=False" not in c]
    assert not [c for c in contents if c.rstrip().endswith("review for jonah:")]


@pytest.mark.usefixtures("between_the_lines")
def test_a_turn_after_the_users_own_question_still_answers_the_plan() -> None:
    cands = (
        Session()
        .user("students should be able to cancel a booking")
        .assistant("Plan: `CANCEL_CUTOFF_HOURS = 24` in booking-rules.ts, checked on cancel.")
        .user("hm, where does the 24 come from?")
        .user("the zebra refund cutoff is 12 hours not 24, it is in the student terms.")
        .candidates()
    )
    assert mentioning(cands, "12 hours not 24")


# ---------------------------------------------------------------- from fresh104-107's first run

CODE_REVIEW = """\
Review of #88:

1. `FareCalculator` adds no VAT to the fare, so fares are 20% short.
2. `Sailing` has a `default_scope` that hides cancelled sailings.
3. The system spec drives Selenium.
"""


@pytest.mark.usefixtures("between_the_lines")
def test_an_answer_to_a_review_sets_it_right_as_it_would_a_plan() -> None:
    cands = (
        Session()
        .user("can u review #88 from morag")
        .assistant(CODE_REVIEW)
        .user(
            "mostly no. fares have no zebra vat, passenger transport is zero rated. "
            "system specs use zebras cuprite not selenium, ci has no chromedriver."
        )
        .candidates()
    )
    assert [c for c in mentioning(cands, "zero rated") if "cuprite" not in c.content]
    assert [c for c in mentioning(cands, "cuprite") if "zero rated" not in c.content]


@pytest.mark.usefixtures("between_the_lines")
def test_rules_laid_down_after_any_words_before_the_colon_each_stay_apart() -> None:
    contents = _contents(
        Session()
        .user("review nico's pr pls, legionella cycle for the dhw tank")
        .assistant(CODE_REVIEW)
        .user(
            "general rules while youre at it, for this and everything after:\n"
            "no unwrap() in zebra control tasks ever, errors go up to the supervisor.\n"
            "every zebras safety limit lives in src/limits.rs with the datasheet page in a "
            "comment.\n"
            "and commit subjects start with the zebra-ish subsystem like dhw:"
        )
    )
    assert [c for c in contents if "unwrap()" in c and "limits.rs" not in c]
    assert [c for c in contents if "limits.rs" in c and "unwrap()" not in c and "dhw:" not in c]
    assert [c for c in contents if "dhw:" in c and "limits.rs" not in c]


@pytest.mark.usefixtures("between_the_lines")
def test_what_is_said_for_the_record_is_read_as_rules() -> None:
    contents = _contents(
        Session()
        .user("can u review priya's PR #318")
        .assistant(CODE_REVIEW)
        .user(
            "good catches on 2 and 3. for the record since priya's new and you'll see more of "
            "these. zebra money is a Long in pence in the domain and the db. merged flyway "
            "migrations are never edited, fix forward with a new zebras V file."
        )
    )
    assert [c for c in contents if "pence" in c] and [c for c in contents if "flyway" in c]


def test_a_long_answer_in_a_word_is_never_cut_inside_a_sentence() -> None:
    said = [
        "3.2.0.",
        "anything older drops frames when the sensor sits behind a USB 3 hub. " * 4,
        "below 3.2.0 the app refuses to acquire and points at the firmware updater, "
        "which ships in the same installer as the app itself. " * 3,
    ]
    cands = (
        Session()
        .user("bump us to 4.2.0 and build it")
        .assistant("What should the minimum firmware be for 4.2.0?")
        .user(" ".join(said))
        .candidates()
    )
    [answer] = mentioning(cands, "3.2.0.")
    assert answer.content.rstrip().endswith(("hub.", "itself."))
