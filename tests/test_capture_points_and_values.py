"""Capture of what blind splits fresh52-53 (session 27) asked for: a second point the user adds to
a correction with "also" is a memory of its own when it is worth keeping alone, a request
added with "also" stays no memory; the user setting right an amount the assistant proposed,
after saying why its number is wrong, is a correction kept with its reason; an instruction to act
now ("run it, then delete ...") never replaces the choice told before it; a rule added with "oh
and" is not read as reasoned by the sentence before it; a "Fix:" over a list is told with the
cause that names what it names; two options taken together are one decision with both; a rule that goes on with "and" past a
sentence between is one memory (fresh55, read after its one run); the user denying a name in code
the assistant had used (", not position_ts") is a correction (fresh56, read after its one run)."""

from __future__ import annotations

from cognition.capture.markers import acts_now
from cognition.capture.options_taken import decision_text, laid_out, taken
from cognition.capture.prose import _sentences, another_point
from tests.test_capture_quality import Session, mentioning

PLAN = (
    "Version 17 of `payments.transactions-value` has no MCC. I'll add it to "
    '`src/main/avro/Transaction.avsc` as `{"name": "mcc", "type": "string"}` and regenerate.'
)


def test_a_point_added_with_also_is_its_own_memory() -> None:
    cands = (
        Session()
        .user("add merchant category code to the features. does upstream even send it?")
        .assistant(PLAN)
        .user(
            "hold on. src/main/avro is a generated copy, the downloadSchemas task overwrites it "
            "on every build, we never edit it here. the schemas live in the payments-schemas "
            "repo. also that subject is FULL_TRANSITIVE, a new field without a default gets "
            'rejected at registration, it has to be ["null","string"] with default null.'
        )
        .candidates()
    )
    repo = mentioning(cands, "payments-schemas")
    compat = mentioning(cands, "FULL_TRANSITIVE")
    assert len(repo) == 1 and len(compat) == 1
    assert repo[0] is not compat[0]


def test_a_request_added_with_also_is_no_memory() -> None:
    cands = (
        Session()
        .user("they want the stock sync every 5 min instead of hourly")
        .assistant("I'll register a 5-minute WP-Cron schedule for the sync.")
        .user(
            "no, DISABLE_WP_CRON is true on prod, a system cron on the host hits wp-cron.php "
            "every 15 min. also check how long run() takes, it was like 3-4 min last time"
        )
        .candidates()
    )
    assert not mentioning(cands, "how long run() takes") or all(
        "DISABLE_WP_CRON" in c.content for c in mentioning(cands, "how long run() takes")
    )


def test_another_point_opens_on_also_plus_or_btw() -> None:
    assert another_point("also that subject is FULL_TRANSITIVE")
    assert another_point("And also the cache is per pod.")
    assert another_point("btw staging has its own bucket")
    assert not another_point("always edit the schema in the payments-schemas repo")


PROPOSAL = (
    "I'll add a `LOW_BATTERY` bit to the lock status characteristic in `status_svc.c` and set "
    "it from the existing 60 s sampling work, so the app gets a notification below 3300 mV."
)


def test_an_amount_set_right_after_saying_why_the_number_was_wrong_is_a_correction() -> None:
    cands = (
        Session()
        .user("app team wants a low battery warning: notify when we're low")
        .assistant(PROPOSAL)
        .user(
            "3300 is from the rev1 18650 pack. rev2 runs on a single LiFePO4 cell, 3.2V nominal "
            "with a flat curve, 3300 would fire basically always. warn at 3100 mV."
        )
        .candidates()
    )
    kept = mentioning(cands, "3100")
    assert len(kept) == 1
    assert "LiFePO4" in kept[0].content and "below 3300 mV" not in kept[0].content


def test_an_amount_in_another_unit_than_the_proposal_is_no_correction() -> None:
    cands = (
        Session()
        .user("app team wants a low battery warning: notify when we're low")
        .assistant(
            "I'll add a `LOW_BATTERY` bit to the lock status characteristic and notify the app "
            "below 3300 mV."
        )
        .user("3300 is from the rev1 18650 pack, fine for now. bump the poll to 30 s.")
        .candidates()
    )
    assert not mentioning(cands, "3300")


OPTIONS = (
    "`results/align` is 11 of the 18.7 TB: one ~400 GB sorted BAM per sample. Options:\n\n"
    "1. **Move them to `/scratch`**: no quota there, but scratch has a purge policy.\n"
    "2. **Convert to CRAM** against the assembly: typically 40-60% smaller for HiFi.\n"
    "3. **`temp()` the BAM**: Snakemake deletes it once `coverage_depth` has run; if it's "
    "needed again it's regenerated."
)


def test_an_instruction_to_act_now_never_replaces_the_choice_told_before_it() -> None:
    cands = (
        Session()
        .user("/projects quota almost full, admins emailed. whats eating it")
        .assistant(OPTIONS)
        .user("3, temp() the bam and keep a cram of the final alignments only.")
        .assistant("Done: the BAM is `temp()` now. Delete the existing BAMs that have a CRAM?")
        .user("run it, then delete the bams that have a cram.")
        .candidates()
    )
    chosen = mentioning(cands, "temp()")
    assert len(chosen) == 1 and chosen[0].content.startswith("Chose")
    assert not mentioning(cands, "run it, then delete")


def test_acts_now_reads_an_instruction_not_a_fact() -> None:
    assert acts_now("run it, then delete the bams that have a cram.")
    assert acts_now("ok, ship it")
    assert not acts_now("the BAMs are deleted once coverage_depth has run")


def test_a_rule_added_with_oh_and_is_not_read_as_reasoned_by_the_sentence_before() -> None:
    cands = (
        Session()
        .user("/projects quota almost full, admins emailed. whats eating it")
        .assistant(OPTIONS)
        .user(
            "3, temp() the bam. scratch is useless for anything we need for more than 30 days, "
            "they purge files older than 30 days without warning. oh and any new rule needs "
            "log: and benchmark: directives, logs/{rule}/{sample}.log, the reviewers check that"
        )
        .candidates()
    )
    rule = mentioning(cands, "logs/{rule}")
    assert len(rule) == 1 and not rule[0].content.startswith("Chose")
    assert "purge files" not in rule[0].content


TWO_CAUSES = (
    "Two ways progress gets lost, both Android-specific in practice:\n\n"
    "1. **The save never runs.** `SaveManager` only saves on `NOTIFICATION_WM_CLOSE_REQUEST` "
    "(plus at level end). Android never sends that when the app is swiped away; the log shows "
    "`FOCUS_OUT` then `APPLICATION_PAUSED` then the process killed, no close request.\n"
    "2. **A killed write wipes the save.** `FileAccess.open(..., WRITE)` truncates `save.json` "
    "first. If the OS kills the process mid-write, `load_game()` can't parse it and starts "
    "fresh. That's the lost progress in the reviews.\n\n"
    "Fix:\n"
    "- save on `NOTIFICATION_APPLICATION_PAUSED` (the last notification Android reliably "
    "delivers), keep the close request for desktop\n"
    "- write atomically: write `save.json.tmp`, then rename it over `save.json`\n"
)


def test_a_fix_labelled_over_a_list_is_told_with_the_cause_that_names_what_it_names() -> None:
    cands = (
        Session()
        .user("1 star reviews on android, 'lost all my progress'. SaveManager does the saving")
        .assistant(TWO_CAUSES)
        .user("yep do it")
        .candidates()
    )
    fix = mentioning(cands, "NOTIFICATION_APPLICATION_PAUSED")
    assert len(fix) == 1
    assert "NOTIFICATION_WM_CLOSE_REQUEST" in fix[0].content
    assert "Fix: save on" in fix[0].content


def test_a_label_on_its_own_line_heads_the_first_item_of_its_list() -> None:
    said = _sentences("It truncates first.\n\nFix:\n- write atomically\n- keep a .bak\n")
    assert said == ["It truncates first.", "Fix: write atomically", "keep a .bak"]


STATE_OPTIONS = (
    "Cause: the state stores are thrown away on every deploy.\n\n"
    "Options:\n"
    "1. **StatefulSet + PVC per pod**, `state.dir` on the volume: a restarted pod keeps its "
    "RocksDB files and only replays the changelog tail.\n"
    "2. **`num.standby.replicas=1`**: another instance keeps a warm copy of each store, so a "
    "task that moves is restored from the standby.\n"
    "3. Both, optionally with static membership (`group.instance.id`)."
)


def test_two_options_taken_together_are_one_decision_with_both() -> None:
    opts = laid_out(STATE_OPTIONS)
    assert taken(["statefulset + 1 standby, skip static membership for now."], opts) == (0, "1+2")
    assert taken(["1 and 2."], opts) == (0, "1+2")
    assert taken(["2, the standby is enough."], opts) == (0, "2")
    text = decision_text(opts, "1+2", "statefulset + 1 standby")
    assert text.startswith("Chose StatefulSet + PVC per pod")
    assert (
        "num.standby.replicas=1" in text and "(not Both, optionally with static membership)" in text
    )


def test_a_rule_that_goes_on_with_and_past_a_sentence_between_is_one_memory() -> None:
    cands = (
        Session()
        .user("add battery voltage to the uplink. vbat divider is already on AIN5")
        .assistant(
            "Plan: put VBAT in the payload as a little-endian `float32` right after the version "
            "byte. `PAYLOAD_VERSION` can stay 1 since the existing fields keep their meaning."
        )
        .user(
            "no. payload rules: no floats, everything is scaled ints big-endian (so vbat in mV "
            "as uint16). new fields only get appended at the end, never inserted. and any layout "
            "change bumps PAYLOAD_VERSION, the chirpstack codec (codec/loamsense.js) switches on "
            "byte 0 and still has to decode the units out there on v1."
        )
        .candidates()
    )
    kept = mentioning(cands, "PAYLOAD_VERSION")
    assert len(kept) == 1 and "no floats" in kept[0].content
    assert not [c for c in mentioning(cands, "no floats") if c is not kept[0]]


def test_the_user_denying_a_name_the_assistant_used_is_a_correction() -> None:
    # fresh56 (read after its one run): "..., not position_ts." names the column the
    # assistant's model filtered on: the user's statement is a correction, kept
    cands = (
        Session()
        .user("need a model for anchorage dwell time per vessel, last 90 days")
        .assistant(
            "Built `fct_anchorage_dwell`: the 90-day window is "
            "`position_ts >= current_date - interval '90' day`. It read 1.21 TB."
        )
        .user(
            "the partition on raw.ais_positions is day(received_at), not position_ts. "
            "thats why it read 1.2TB"
        )
        .candidates()
    )
    assert mentioning(cands, "day(received_at), not position_ts")


def test_a_denied_phrase_that_runs_on_past_a_colon_is_no_correction() -> None:
    cands = (
        Session()
        .user("add replay of old quotes")
        .assistant("Each quote now stores `rate_table_version_id` so it can be replayed.")
        .user("cool, thanks, not urgent: rate_table_version_id is fine for now")
        .candidates()
    )
    assert not mentioning(cands, "not urgent")
