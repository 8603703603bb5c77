"""Capture of what blind splits fresh46-47 (session 26) asked for: an option named by its title
when another option's text mentions it too, and the reason that names the option passed over;
a cause and its fix told in one reply are one experience; what the user asked to be stored and
the memory tool then stored is not captured again; a rule announced as new; a correction that
opens "not on their setup"."""

from __future__ import annotations

from cognition.capture.options_taken import laid_out, taken
from tests.test_capture_quality import Session, mentioning

CACHES = (
    "A pack is 30 questions. Options:\n\n"
    "1. **`:persistent_term`**: reads are the fastest possible. But every put triggers a global "
    "scan of all processes.\n"
    "2. **ETS** (`read_concurrency: true`, owned by a small GenServer): a read copies the pack "
    "into the room process.\n"
    "3. **Cachex**: ETS underneath plus TTLs, stats and warmers.\n\n"
    "I'd take ETS."
)


def test_an_option_is_named_by_its_title_before_another_option_that_mentions_it() -> None:
    assert taken(["ets.", "no cachex either."], laid_out(CACHES)) == (0, "2")


def test_why_an_option_was_passed_over_joins_the_decision() -> None:
    cands = (
        Session()
        .user("round start is slow, want packs cached in memory. persistent_term, ets or cachex?")
        .assistant(CACHES)
        .user(
            "ets. persistent_term is out bc of the edits, a GC stall across the whole node every "
            "time someone fixes a typo in the cms is not ok during a show."
        )
        .candidates()
    )
    kept = mentioning(cands, "persistent_term")
    assert len(kept) == 1
    assert kept[0].content.startswith("Chose ETS") and "GC stall" in kept[0].content


def test_a_fix_told_after_its_cause_in_one_reply_carries_the_cause() -> None:
    cands = (
        Session()
        .user("the delivery slot is missing on the packing list PDFs since tuesday")
        .assistant(
            "What she clicked was High-Performance Order Storage (HPOS). Checkout saves the slot "
            "through the CRUD, but the packing list reads it with `get_post_meta()`, which looks "
            "in `wp_postmeta` and finds nothing for new orders.\n\n"
            "The data isn't lost, only the reads are wrong. Fix: read through the order object, "
            "`$order->get_meta( '_alpk_delivery_slot' )`, and declare HPOS compatibility."
        )
        .user("ok do it")
        .candidates()
    )
    kept = mentioning(cands, "get_meta(")
    assert len(kept) == 1
    assert "get_post_meta" in kept[0].content and "Fix: read through" in kept[0].content


def test_a_fix_without_a_named_cause_before_it_stays_as_it_is() -> None:
    cands = (
        Session()
        .user("the cron job fails every night")
        .assistant("Looks like a timing problem. Fix: run `nightly_export` at 03:30 instead.")
        .user("thanks")
        .candidates()
    )
    kept = mentioning(cands, "nightly_export")
    assert len(kept) == 1 and kept[0].content.startswith("Fix: run")


def test_what_the_user_asked_to_be_stored_and_the_tool_stored_is_no_copy() -> None:
    cands = (
        Session()
        .user("someone's userscript highlights the right answer before the reveal")
        .assistant("That's the leak: the channel pushes the whole struct, `correct_index` too.")
        .user(
            "and put this in memory so nobody (incl you) does it again: nothing that goes to "
            "clients may contain correct_index before the reveal, payloads always go through "
            "QuestionView, never the ecto struct"
        )
        .tool(
            "mcp__memory__remember",
            {
                "content": "buzzline anti-cheat: channel payloads to players must never contain "
                "correct_index (or explanation) before the question is revealed. Always build "
                "payloads with QuestionView.public/1, never push the Ecto Question struct; "
                "Question has no Jason.Encoder derive on purpose."
            },
        )
        .assistant("Stored.")
        .candidates()
    )
    assert not mentioning(cands, "correct_index")


def test_a_rule_announced_as_new_is_a_convention() -> None:
    cands = (
        Session()
        .user("someone applied terraform in the wrong workspace")
        .assistant("I moved each environment into its own root module.")
        .user(
            "good. and new rule while we're at it: no local applies against prod anymore, prod "
            "only goes through atlantis on the PR (`atlantis apply -p prod`)."
        )
        .candidates()
    )
    assert len(mentioning(cands, "atlantis apply")) == 1


def test_nobody_will_remember_is_no_request_to_remember() -> None:
    cands = (
        Session()
        .user("the dataflow job hangs")
        .assistant("The firewall rule only allows the old subnet. I switched it to network tags.")
        .user("good. we'll add more subnets next year and nobody will remember this rule.")
        .candidates()
    )
    assert not mentioning(cands, "nobody will remember")


def test_a_deliverable_asked_for_is_no_rule() -> None:
    cands = (
        Session()
        .user(
            "new bq dataset pls: mkt_attribution in prod, owner group marketing-analysts "
            "(WRITER), 90 day expiry only on tables prefixed stg_ — the final models must not expire"
        )
        .assistant("Added `mkt_attribution` with those settings.")
        .user(
            "also take away the prod state bucket write perms from the data-eng group so local "
            "prod applies actually fail"
        )
        .candidates()
    )
    assert not mentioning(cands, "mkt_attribution") and not mentioning(cands, "write perms")


def test_not_on_their_setup_opens_a_correction() -> None:
    cands = (
        Session()
        .user("the stock sync should run every 5 min instead of hourly")
        .assistant(
            "WP-Cron is triggered by page loads, and the shop has steady traffic, so the sync "
            "will run within a minute of each slot."
        )
        .user(
            "not on their setup. DISABLE_WP_CRON is true on alpenkorb prod, a system cron on the "
            "host hits wp-cron.php every 15 min."
        )
        .candidates()
    )
    kept = mentioning(cands, "DISABLE_WP_CRON")
    assert len(kept) == 1 and "15 min" in kept[0].content


def test_a_rule_drawn_from_the_cause_found_is_one_memory_with_it() -> None:
    cands = (
        Session()
        .user("the e2e checkout test is flaky since yesterday, no code changed")
        .assistant(
            "Found it. It's flag bucketing: `checkout-v2` in preview moved to a 50/50 percentage "
            "rollout bucketed by key, and `e2e/fixtures/ld-context.ts` gives every test a new "
            "random context key, so each run lands in either bucket."
        )
        .user(
            "ugh. from now on e2e contexts never get random keys, any percentage rollout buckets "
            "by key so the suite turns into a coin flip"
        )
        .candidates()
    )
    kept = mentioning(cands, "bucket")
    assert len(kept) == 1
    assert kept[0].content.startswith("from now on e2e contexts")  # the rule first
    assert "ld-context.ts" in kept[0].content  # the event it was learned from is kept with it


def test_a_rule_about_something_else_stays_apart_from_the_cause_found() -> None:
    cands = (
        Session()
        .user("the e2e checkout test is flaky since yesterday")
        .assistant(
            "Found it. `checkout-v2` in preview moved to a 50/50 percentage rollout bucketed by "
            "key, and every test gets a new random context key."
        )
        .user("ok. unrelated, but from now on PR titles follow conventional commits.")
        .candidates()
    )
    assert len(mentioning(cands, "conventional commits")) == 1
    assert "Learned from" not in mentioning(cands, "conventional commits")[0].content


def test_a_rule_with_a_marker_too_weak_alone_is_read_by_the_lesson_model() -> None:
    cands = (
        Session()
        .user("halvorsen: add hazmat_un_number to shipments and print it on the BOL pdf")
        .assistant("Added the column and the BOL line. Everything is on one branch.")
        .user(
            "no, two. at halvorsen migrations always go in their own PR. marta (their DBA) reviews "
            "schema changes separately and bounces anything that mixes a migration with app code."
        )
        .candidates()
    )
    assert len(mentioning(cands, "own PR")) == 1


def test_the_fix_chosen_and_the_rule_drawn_from_one_cause_are_one_memory() -> None:
    cands = (
        Session()
        .user("players in syd keep getting 'too late!' on answers they submitted in time")
        .assistant(
            "Found it. `submitted_at` is `System.monotonic_time/1` read on the player's node and "
            "`deadline` is `System.monotonic_time/1` read on the room's node; monotonic time has "
            "an arbitrary offset per VM, so values from two nodes can't be compared.\n\n"
            "Fix options:\n"
            "1. Have the room process stamp the answer itself when it receives the call.\n"
            "2. Use `System.os_time/1` on both sides."
        )
        .user(
            "1, grace 300ms is fine. and put in the moduledoc: never compare monotonic_time from "
            "different nodes, the room process is the only thing that reads the clock"
        )
        .candidates()
    )
    kept = mentioning(cands, "monotonic_time")
    assert len(kept) == 1
    assert "never compare" in kept[0].content and "grace 300ms" in kept[0].content
    assert "Learned from: Found it." in kept[0].content


def test_add_it_like_the_others_is_how_to_do_the_task_at_hand() -> None:
    cands = (
        Session()
        .user(
            "new optional cover: windscreen. priced at 4.5% of the base premium, min £12, max "
            "£60. add it like the other add-ons (breakdown, legal expenses)"
        )
        .assistant("Added `WindscreenPricer`.")
        .candidates()
    )
    assert not mentioning(cands, "like the other add-ons")


def test_a_thing_the_user_would_like_made_is_a_task() -> None:
    cands = (
        Session()
        .user(
            "I'd like a small Python script, tools/calcheck.py, that talks to a scale over the USB "
            "serial console and must print the computed weight in grams."
        )
        .assistant("Added `tools/calcheck.py`.")
        .candidates()
    )
    assert not mentioning(cands, "calcheck")


def test_how_things_usually_go_told_in_answer_to_a_question_is_no_memory() -> None:
    cands = (
        Session()
        .user("is set -u worth adding too or is that overkill")
        .assistant(
            "Usually worth it: `set -u` makes an unset variable an error, so a typo like `$URl` "
            "fails loudly instead of expanding to an empty string."
        )
        .user("cool thanks")
        .candidates()
    )
    assert not mentioning(cands, "set -u")


def test_what_the_team_has_not_done_lately_is_no_way_of_working() -> None:
    cands = (
        Session()
        .user(
            "the delivery slot is missing on the packing list PDFs since tuesday. we havent "
            "deployed anything in 2 weeks."
        )
        .assistant("The packing list reads the slot with `get_post_meta()`.")
        .candidates()
    )
    assert not mentioning(cands, "deployed anything")


def test_an_option_laid_out_as_a_bold_heading_is_taken_by_its_name() -> None:
    cands = (
        Session()
        .user("the esc can do serial telemetry or bidirectional dshot. which one")
        .assistant(
            "**Serial ESC telemetry** (a telemetry wire into a UART RX):\n"
            "- each motor updates at roughly 25 Hz\n\n"
            "**Bidirectional DShot**:\n"
            "- each motor answers with its eRPM after every frame\n\n"
            "For an rpm notch, 25 Hz per motor is too slow."
        )
        .user(
            "bidirectional dshot then. the tekko on v2 doesn't have the telem pad routed, and UART7 "
            "is taken by the second gps anyway."
        )
        .candidates()
    )
    kept = mentioning(cands, "UART7")
    assert len(kept) == 1 and kept[0].content.startswith("Chose Bidirectional DShot")
    assert laid_out("**Cause**: the pool is exhausted.\n\nRestart it.") == {}


def test_its_x_not_y_corrects_what_the_assistant_just_said() -> None:
    cands = (
        Session()
        .user("set up notch filtering for the 310 Hz motor peak")
        .assistant(
            "Per the tuning notes the rate controller runs at 1 kHz, so Nyquist is 500 Hz. The "
            "625 Hz harmonic would alias down to 375 Hz."
        )
        .user(
            "btw its 2khz not 1, IMU_GYRO_RATEMAX is 2000 since we went to the 42688 last spring, "
            "that doc is just old. so no aliasing problem i think?"
        )
        .assistant(
            "Right: both boards default `IMU_GYRO_RATEMAX 2000`, so the rate loop is 2 kHz. The "
            "625 Hz harmonic doesn't alias (the doc's 80 Hz cutoff is stale too).\n\n"
            "For a peak that moves with throttle, the dynamic notch fed by the gyro FFT tracks "
            "it. The lr7 airframe already has `IMU_GYRO_FFT_EN 1`, so:\n"
            "- `IMU_GYRO_DNF_EN 2` (dynamic notch from FFT)\n"
            "- `IMU_GYRO_DNF_BW 20`"
        )
        .candidates()
    )
    kept = mentioning(cands, "IMU_GYRO_RATEMAX is 2000")
    assert len(kept) == 1
    assert not mentioning(cands, "runs at 1 kHz")


def test_the_reply_saying_the_users_correction_again_leaves_the_users_words() -> None:
    cands = (
        Session()
        .user("sessionize died on emr again")
        .assistant(
            "Found it. Since the cluster runs Spark 3.5 (EMR 7.x), I'll also bump `pyspark` in "
            "requirements-dev.txt from 3.4.1 to 3.5.1."
        )
        .user(
            "no, leave pyspark alone. the nightly cluster is still on emr-6.15.0, which is spark "
            "3.4.1. we tried emr-7.1 in october and rolled back."
        )
        .assistant(
            "Right, my mistake: the nightly cluster is `emr-6.15.0` with Spark 3.4.1, so I'll "
            "leave both alone. The join fix only uses APIs that exist in 3.4."
        )
        .candidates()
    )
    kept = mentioning(cands, "emr-6.15.0")
    assert len(kept) == 1 and "still on emr-6.15.0" in kept[0].content
    assert not mentioning(cands, "APIs that exist")


def test_a_fix_carries_both_named_sentences_of_its_cause_before_it() -> None:
    cands = (
        Session()
        .user("tenants get a late fee on the due date itself")
        .assistant(
            "`ApplyLateFees` compares `due_date` with `Carbon::today()`, which uses the app "
            "timezone, so west of UTC anyone paying that evening gets a late fee. East of UTC "
            "(the Sydney properties) fees arrive up to a day late. Fix: compare against each "
            "property's local date from `properties.timezone`."
        )
        .user("ok")
        .candidates()
    )
    kept = mentioning(cands, "properties.timezone")
    assert len(kept) == 1 and "gets a late fee" in kept[0].content


def test_a_request_to_save_to_memory_with_only_its_why_is_no_memory() -> None:
    cands = (
        Session()
        .user("the deposit column is deposit_amount decimal right?")
        .assistant("It's `deposit_cents`, an unsigned big integer.")
        .user("yes. save that to memory pls, every session gets this wrong")
        .candidates()
    )
    assert not mentioning(cands, "every session")
    assert not mentioning(cands, "save that")


def test_a_rule_for_all_services_is_a_convention_and_what_the_user_will_do_is_not() -> None:
    cands = (
        Session()
        .user("every pod restarted during the db failover, can you figure out why")
        .assistant("Both probes point at `/actuator/health`, which includes the `db` indicator.")
        .user(
            "do it. and rule for all our services: liveness never checks downstream stuff (db, "
            "redis), only readiness does."
        )
        .assistant("Liveness now only reports `livenessState`.")
        .user("👍 i'll put that in the incident doc as root cause")
        .candidates()
    )
    assert len(mentioning(cands, "liveness never checks")) == 1
    assert not mentioning(cands, "incident doc")


def test_a_rule_naming_the_code_of_the_fix_found_is_one_memory_with_it() -> None:
    cands = (
        Session()
        .user("auc dropped when we retrained, what happened")
        .assistant(
            "Found it. `support_tickets_30d` is computed relative to `current_date()`, so the "
            "training rows see the future. Fix: compute every window relative to `feature_date`."
        )
        .user("rule for the repo: no current_date()/now() in feature code, ever.")
        .candidates()
    )
    kept = mentioning(cands, "current_date")
    assert len(kept) == 1 and "feature_date" in kept[0].content
    assert kept[0].content.startswith("rule for the repo: no current_date()")


def test_nah_opens_a_correction() -> None:
    cands = (
        Session()
        .user("new page listing the vacant units of the current org")
        .assistant(
            "The current organization is resolved from the subdomain by "
            "`ResolveOrganizationFromSubdomain`, so I'll filter on `organization_id`."
        )
        .user(
            "nah that middleware is dead, its not even registered. current org = "
            "users.current_organization_id (the org switcher sets it) and the BelongsToOrganization "
            "global scope already filters on it, so no manual where on organization_id."
        )
        .candidates()
    )
    assert len(mentioning(cands, "current_organization_id")) == 1


def test_the_fix_option_taken_from_the_reply_that_found_the_cause_is_one_memory_with_it() -> None:
    cands = (
        Session()
        .user("counts on 4 West are drifting, the cycle count found fewer than the system says")
        .assistant(
            "Found it: a classic lost update. `StockMovements` has every dispense (the ledger is "
            "right), but `StockLevels.QuantityOnHand` isn't. The pyxis bridge sends bursts of "
            "events for the same cabinet pocket within a few ms, and the processor runs them "
            "concurrently: each handler reads the level, subtracts in memory and saves, so two "
            "handlers that read the same value both write their own result and one dispense is "
            "lost. Over the week that matches the 14 missing units on 4 West.\n\n"
            "1. Optimistic concurrency with a row version.\n"
            "2. Service Bus sessions.\n"
            "3. Atomic decrement in SQL: `ExecuteUpdateAsync(...)`."
        )
        .user("3. sql server is good at that.")
        .candidates()
    )
    kept = mentioning(cands, "ExecuteUpdateAsync")
    assert len(kept) == 1 and "lost update" in kept[0].content


def test_why_an_option_was_passed_over_joins_the_decision_wherever_it_names_it() -> None:
    cands = (
        Session()
        .user("listing page is slow, we serve the original uploads. what are the options")
        .assistant(
            "Options:\n\n"
            "1. **Active Storage variants on the fly**: processed on the first request.\n"
            "2. **Preprocessed named variants**: generated by a job after upload.\n"
            "3. **imgproxy** as a separate service reading straight from S3, behind CloudFront."
        )
        .user(
            "imgproxy. we tried on-the-fly variants in 2024 and first-request processing tied up "
            "puma threads during the black friday sale, site went down for 20 min."
        )
        .candidates()
    )
    kept = mentioning(cands, "puma")
    assert len(kept) == 1 and kept[0].content.startswith("Chose imgproxy")


def test_a_cause_told_as_such_is_the_event_a_rule_is_drawn_from() -> None:
    cands = (
        Session()
        .user("customers get the renewal reminder email 3-4 times since we moved it to celery")
        .assistant(
            "Cause: reminders are scheduled with `eta` weeks ahead on the Redis broker, and Redis "
            "redelivers a reserved task that is not acked within `visibility_timeout` (1 hour by "
            "default), so every hour adds another copy."
        )
        .user(
            "from now on no eta longer than a few minutes on the redis broker, anything later "
            "goes through a beat task that scans the db."
        )
        .candidates()
    )
    kept = mentioning(cands, "beat task")
    assert len(kept) == 1 and "visibility_timeout" in kept[0].content
