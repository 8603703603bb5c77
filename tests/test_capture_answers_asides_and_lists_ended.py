"""Capture: answers in the question's words, a correction told beside a question, a list ended
by a line typed after it, a verdict on a review point, a summed-up rule (blind splits
fresh140-147, session 52, issue 16).

- Another number for what an earlier reply stated ("the gate is open 2.5 hours ..." after "open
  2 hours either side of high water") sets it right though the turn also asks something.
- "place the deposit 5 days before arrival, ..." answering "How many days before arrival should
  the deposit be taken?" is a fact the assistant did not know: kept whatever the lesson model
  reads; a yes to "Should I ...?" is not.
- After the question of a turn, "oh and ..." opens another point: the lesson model reads it.
- A line typed flush left after a list item ends the list ("and call it /api/slots for now"
  is not the last rule's rest); a heading's rules end with the list it heads.
- "3 is a nice to have, not blocking." passes a verdict on a point of the review: no memory;
  "3 is fine but fyi minSdk is 29 now" still tells something.
- "so X are always Y, got it." sums up a rule a marker reads: kept; "so the old driver must
  have been ..." guesses at what happened, it sums up nothing.
- The assistant's "Option 3 it is. ..." after the user chose option 3 says the choice again;
  "... as placeholders" is for the task at hand.
- "one bad frame" and "one bar of signal" name nothing in common; "also ask him to squash"
  after a rule is not its reason.
- "no leave minSdk alone. ..." after the assistant's "I could bump `minSdk` ..." sets its
  offer right, as it would a plan.
- After "post it but with our rules." each sentence is a rule, none read as the reason of the
  one after it.
- "Found it, ..." announces the cause; "every restart forgot it" admits no mistake; the rule
  the assistant draws from what it found ("In general, jobs have to be enqueued from
  after_create_commit ...") is kept, though its other rules are advice.
- The "!" of a macro's name ("query! or query_as!") ends no sentence; "send everyone a heads
  up email" flags nothing that follows.
- "remember the rnli boat always has berth A1, ..." right before the tool stores it in other
  words is no second memory (fresh160's first run had it as a copy).
"""

from __future__ import annotations

from cognition.capture.markers import _score
from cognition.capture.meta_talk import _unwrap
from cognition.capture.points import sums_up
from cognition.capture.prose import _sentences
from cognition.capture.review_points import verdict
from cognition.capture.taken_up import answers_in_its_words
from tests.test_capture_quality import Session, kept_texts

PLAN = """\
Plan for the lock planner:

- The lock opens 3 hours either side of high water (`@lock_window_minutes 180`), so the page
  lists each window for the chosen date
- a date picker defaulting to tomorrow
"""


def test_another_number_for_an_earlier_reply_beside_a_question() -> None:
    contents = kept_texts(
        Session()
        .user("need a lock planner for the boat owners")
        .assistant(PLAN)
        .user("sounds good")
        .assistant("The lock planner is up at `/locks` on `feat/lock-planner`.")
        .user(
            "looks good. can the windows be blue like the board? and btw the lock is open 3.5 "
            "hours either side of high water since the cill was lowered last winter, that 3h "
            "comment is from before."
        )
    )
    assert [c for c in contents if "3.5" in c]


def test_an_answer_in_the_questions_words_is_kept() -> None:
    question = (
        "Going with the deposit. Bookings further ahead get a saved card. How many days before "
        "arrival should the deposit be taken?"
    )
    answer = "take the deposit 5 days before arrival, thats when the office confirms moorings."
    assert answers_in_its_words(answer, question)
    assert not answers_in_its_words("yes drop the v1 deposit code.", "Should I drop v1 deposits?")
    assert not answers_in_its_words("no idea, ask tom", question)  # no value
    contents = kept_texts(
        Session().user("visitors should pay a deposit online").assistant(question).user(answer)
    )
    assert [c for c in contents if "5 days before arrival" in c]


def test_another_point_after_the_turns_question_is_read() -> None:
    contents = kept_texts(
        Session()
        .user("can we get an alert when the stream drops?")
        .assistant("Plan: the watcher polls `/live.mp3` every 30 s and alerts on a dropped mount.")
        .user("yep go for it")
        .assistant("The watcher is in on `feat/watch`; it checks `/live.mp3` every 30 s.")
        .user(
            "whats the cpu use like with ffmpeg every 30s? oh and hang on, listeners are all on "
            "/radio-96.aac since we went to AAC in june, live.mp3 is only the internal feed for "
            "the DAB encoder, so watch the aac one"
        )
    )
    assert [c for c in contents if "/radio-96.aac" in c]


RULES_THEN_TASK = (
    "few rules first:\n"
    "- all sql lives in internal/db/queries and goes through sqlc, no hand written pgx\n"
    "- migrations are goose and you never edit one thats been applied, always a new file\n"
    "and call the endpoint /api/rooms for now, nia might rename it. skip the csv import"
)


def test_a_line_after_the_list_ends_its_last_item_and_its_heading() -> None:
    contents = kept_texts(
        Session()
        .user("next: an api for the room bookings")
        .assistant("Plan: a `rooms` table and `GET /api/rooms`, the query inline in the handler.")
        .user(RULES_THEN_TASK)
    )
    assert [c for c in contents if "goose" in c and "/api/rooms" not in c]
    assert not [c for c in contents if "/api/rooms" in c or "csv import" in c]


def test_a_verdict_on_a_review_point_is_no_memory() -> None:
    assert verdict("3 is a nice to have, not blocking.")
    assert verdict("4 is fine, add a confirm dialog.")
    assert not verdict("3 is fine but fyi minSdk is 29 now, we bumped it")
    assert not verdict("3 isnt right, the table is append only")


def test_a_summed_up_rule_is_kept_and_a_guess_sums_up_nothing() -> None:
    assert not sums_up("so the old driver must have been publishing reliable, thats why")
    assert sums_up("so the driver must publish reliable from now on")
    contents = kept_texts(
        Session()
        .user("the tide times on the board are an hour early since sunday")
        .assistant(
            "Found it. **Cause.** The tide API returns UTC without a `Z`, and `parse_event/1` "
            "reads it as local time. **Fix.** parse it as UTC. Go ahead?"
        )
        .user("yes go.")
        .user("so tide api times are always UTC even though they look local, got it.")
    )
    assert [c for c in contents if "always UTC" in c]


def test_the_assistants_echo_of_a_choice_and_placeholders_are_not_kept() -> None:
    contents = kept_texts(
        Session()
        .user("how should visitors pay?")
        .assistant(
            "Three ways:\n\n1. **Charge at booking**\n2. **Charge on arrival**\n"
            "3. **Deposit hold**\n\nWhich one?"
        )
        .user(
            "number 3, the deposit hold, because a third of visitors cancel when the forecast "
            "turns and with upfront charging we would be doing refunds all day, stripe keeps its "
            "fee on refunds too."
        )
        .assistant(
            "Option 3 it is. A hold expires after 7 days, so for later arrivals I'd save the card "
            "and place the hold with a job. What deposit and minimum should I put in?"
        )
        .user("put 20 quid and 5 quid minimum as placeholders, ana sets the real ones in admin")
    )
    assert [c for c in contents if "a third of visitors cancel" in c]
    assert not [c for c in contents if "Option 3 it is" in c]
    assert not [c for c in contents if "placeholders" in c]


WINDCHILL_REVIEW = """\
Review of #41:

1. **Units**: the gust line plots `gust_ms`; I'd convert to km/h before plotting.
2. **Formula**: `wind_chill_c` is the standard formula.
"""


def test_one_and_another_in_two_rules_name_nothing_in_common() -> None:
    contents = kept_texts(
        Session()
        .user("can u review dougies pr #41, the windchill chart")
        .assistant(WINDCHILL_REVIEW)
        .user(
            "no unwrap() anywhere in crates/ingest, one bad frame panicked the handler in march "
            "and we lost a whole batch. and nothing loaded from a cdn, people open the "
            "dashboard on one bar of signal, everything gets bundled by vite. also ask him to "
            "squash, his commit msgs are a mess"
        )
    )
    assert [c for c in contents if "unwrap()" in c and "cdn" not in c]
    assert [c for c in contents if "cdn" in c and "unwrap()" not in c]
    assert not [c for c in contents if "squash" in c]  # another point, not the rule's reason


def test_declining_an_offer_with_a_reason_sets_it_right() -> None:
    contents = kept_texts(
        Session()
        .user("fix the overdue email preview")
        .assistant(
            "Fixed the preview.\n\nWhile I was in there: the driver app still has legacy "
            "storage-permission code. I could bump `minSdk` from 30 to 33 and delete it, if you "
            "want."
        )
        .user(
            "no leave minSdk alone. the drivers use zebra TC52 handhelds that are stuck on "
            "android 11, so minSdk has to stay at 30 til we replace them"
        )
    )
    assert [c for c in contents if "TC52" in c]


def test_after_a_rules_heading_a_rule_is_not_read_with_the_sentence_before() -> None:
    contents = kept_texts(
        Session()
        .user("can u review joris's pr 57, the readings endpoint")
        .assistant(WINDCHILL_REVIEW)
        .user(
            "post it but with our rules. logging is log/slog with the JSON handler, we dropped "
            "zap last year. store tests run against a real timescale through testcontainers, "
            "no fake stores."
        )
    )
    assert [c for c in contents if "testcontainers" in c and "zap" not in c]


def test_forgot_admits_a_mistake_only_of_the_speaker() -> None:
    assert _unwrap("ah right, forgot about that.").corrective
    assert _unwrap("i forgot it, sorry").corrective
    assert not _unwrap("Every restart forgot it, so each process sent another SMS.").corrective


def test_found_it_with_a_comma_announces_the_cause() -> None:
    assert _score("Found it, two problems stacked on each other.", "assistant")[1] == "error_fix"


def test_the_rule_the_assistant_draws_from_what_it_found_is_kept() -> None:
    contents = kept_texts(
        Session()
        .user("members stopped getting booking emails since tuesday, RecordNotFound in the job")
        .assistant(
            "Found it, it's a race between the request's transaction and the worker.\n\n"
            "**Cause**\n\n- `Booking` enqueues `ConfirmationJob` from an `after_save` callback\n"
            "- since Tuesday's double-booking fix, bookings are created inside "
            "`slot.with_lock`, a transaction that stays open until `Plan.rebuild!` is done, "
            "half a second or more\n- `after_save` runs inside that transaction: the job is in "
            "Redis before the booking is committed, the worker picks it up within milliseconds, "
            "cannot see the row yet and raises `RecordNotFound`\n- the job has `retry: false`, "
            "so it is dropped and the email never goes out\n\n**Fix**\n\n- switch the callback "
            "to `after_create_commit :send_confirmation`, which runs once the transaction has "
            "committed\n- re-enqueue the confirmations since Tuesday\n\n"
            "In general, background jobs have to be enqueued from "
            "after_create_commit, never from after_save, because the worker can run before the "
            "row is visible.\n\nShall I go ahead?"
        )
        .user("yes go")
    )
    assert [c for c in contents if "In general" in c and "after_save" in c]


def test_a_macros_bang_ends_no_sentence_an_exclamation_does() -> None:
    assert _sentences(
        "every query goes through query! or query_as! so its checked at compile time."
    ) == ["every query goes through query! or query_as! so its checked at compile time."]
    assert _sentences("done! so now the tests pass.") == ["done!", "so now the tests pass."]


def test_a_heads_up_email_to_send_is_no_flag_on_what_follows() -> None:
    assert _score("heads up, the staging db is shared with qa.", "user")[0] >= 2.0
    assert _score("priya wants to send everyone a heads up email first", "user")[0] < 2.0


def test_what_the_user_asked_to_keep_is_no_copy_of_the_tools_rewording() -> None:
    contents = kept_texts(
        Session()
        .user("remember the rnli boat always has berth A1, never allocate it to anyone.")
        .tool(
            "mcp__memory__remember",
            {
                "content": "berthwise: berth A1 is permanently reserved for the RNLI lifeboat; "
                "the allocator must never assign it to another vessel."
            },
        )
        .assistant("Saved the A1 rule to memory.")
    )
    assert not [c for c in contents if "A1" in c]
