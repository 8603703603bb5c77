"""Capture of what people say without the words capture listened for (session 11): a rule told
to the assistant ("Please don't use print here"), how the team works ("We log everything through
structlog"), what the team changed ("we moved everything to Node 20"), a short decision with its
reason in the next sentence, and a correction told over two sentences."""

from __future__ import annotations

from tests.test_capture_quality import Session, mentioning


def test_a_rule_told_to_the_assistant_and_what_to_do_instead_are_one_memory() -> None:
    cands = (
        Session()
        .user("Add some logging to the retry loop.")
        .assistant("Added print statements before each retry.")
        .user(
            "Please don't use print in this codebase. We log everything through structlog "
            "with a bound logger, so the JSON logs stay parseable."
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "print" in cands[0].content and "structlog" in cands[0].content
    assert cands[0].layer == "fact"


def test_two_rules_on_the_same_thing_in_one_turn_are_one_memory_and_unrelated_ones_two() -> None:
    same = Session().user(
        "Please don't add comments that just restate the code. "
        "In this codebase comments explain why, never what."
    )
    assert len(same.candidates()) == 1
    two = Session().user("Never push directly to main. Always run the linter before a commit.")
    assert len(two.candidates()) == 2


def test_what_the_team_changed_is_kept() -> None:
    cands = (
        Session()
        .user("npm ci fails with an engine error.")
        .assistant("The project requires Node 20 and your shell runs Node 18.")
        .user("Right, we moved everything to Node 20 last month, CI and the Docker images too.")
        .candidates()
    )
    assert [c for c in cands if "Node 20" in c.content and "moved" in c.content]


def test_what_happened_once_and_plans_are_not_habits() -> None:
    for text in (
        "We lost a day of uploads yesterday, sadly.",
        "We should probably add a cache to the catalog service.",
        "We could move the worker to another queue later.",
        "Don't worry about the failing lint job for now.",
        "We think the bug is somewhere in the invoice parser.",
        "We love the new dashboard layout, great work.",
    ):
        assert Session().user(text).candidates() == [], text


def test_a_short_decision_is_kept_with_its_reason() -> None:
    cands = (
        Session()
        .user("We need a job queue for emails. Celery or RQ?")
        .assistant("Celery has more features; RQ is smaller.")
        .user("Let's go with RQ. Celery is overkill for a handful of email jobs.")
        .candidates()
    )
    decisions = [c for c in cands if c.layer == "decision"]
    assert len(decisions) == 1
    assert "RQ" in decisions[0].content and "overkill" in decisions[0].content


def test_a_correction_announced_in_one_sentence_and_told_in_the_next() -> None:
    cands = (
        Session()
        .user("Upload the images to the staging bucket, it's shop-images-stg.")
        .assistant("The upload failed: the bucket does not exist.")
        .user(
            "Oh wait, my bad, that bucket was deleted in the migration. "
            "The staging images live in shop-assets-staging now."
        )
        .candidates()
    )
    found = mentioning(cands, "shop-assets-staging")
    assert len(found) == 1 and "shop-images-stg" not in found[0].content


def test_a_statement_that_mostly_repeats_what_the_tool_stored_is_not_a_copy() -> None:
    cands = (
        Session()
        .user("Remember that staging deploys need the VPN.")
        .tool("mcp__memory__remember", {"content": "Staging deploys need the VPN."})
        .assistant("Saved.")
        .user("Deploy the branch to staging.")
        .assistant("The deploy timed out connecting to staging.internal.")
        .user("Yeah we always need the VPN for staging, connecting now.")
        .candidates()
    )
    assert mentioning(cands, "vpn") == []


def test_an_announced_correction_that_names_a_value_is_kept_alone() -> None:
    """What it corrects was never caught (an assistant's unremarkable sentence in other words),
    but the correction says what is true now: kept. Without a value, it is dropped."""
    said = (
        Session()
        .user("Point the scrape config at the new metrics host.")
        .assistant("The scrape target is metrics-old.internal:9100.")
        .user(
            "Hmm no, that's the old box. The exporter runs on metrics.internal:9100 since the "
            "datacenter move."
        )
    )
    found = mentioning(said.candidates(), "metrics.internal:9100")
    assert len(found) == 1 and "correction" not in found[0].tags
    vague = Session().user("Actually, that one is better now, the other was too slow.")
    assert vague.candidates() == []


def test_the_sentence_after_a_correction_explains_it_and_is_not_a_second_memory() -> None:
    cands = (
        Session()
        .user("The invoice cron runs at 3am UTC, please schedule the report after it.")
        .assistant("I'll schedule the report job at 4am UTC.")
        .user(
            "No wait, I mixed that up: the invoice cron runs at 3am Berlin time, not UTC. The "
            "server's crontab uses CRON_TZ=Europe/Berlin."
        )
        .candidates()
    )
    assert len(cands) == 1 and "CRON_TZ=Europe/Berlin" in cands[0].content


def test_a_decision_is_kept_with_the_question_it_answers() -> None:
    cands = (
        Session()
        .user("Should the new audit log go in SQLite or Postgres?")
        .assistant("SQLite allows one writer at a time; Postgres handles many.")
        .user("Ok, Postgres it is. SQLite won't cope with twelve API workers writing at once.")
        .candidates()
    )
    decisions = [c for c in cands if c.layer == "decision"]
    assert len(decisions) == 1
    assert decisions[0].content.startswith("Should the new audit log go in SQLite or Postgres?")
    assert "Postgres it is" in decisions[0].content


def test_here_it_is_is_not_a_decision() -> None:
    cands = (
        Session()
        .user("Pretty-print this JSON for me.")
        .assistant("Here it is, formatted: an order with id 7 and a total of 1999 cents.")
        .candidates()
    )
    assert [c for c in cands if c.layer == "decision"] == []


def test_use_x_not_y_told_after_the_assistant_did_y_is_a_rule() -> None:
    cands = (
        Session()
        .user("Add a created_at column to the comments table.")
        .assistant("Added `created_at TIMESTAMP NOT NULL DEFAULT now()`.")
        .user("Use timestamptz, not timestamp. All our timestamps are stored in UTC.")
        .candidates()
    )
    assert len(mentioning(cands, "timestamptz")) == 1


def test_where_something_runs_with_its_value_is_kept() -> None:
    cands = Session().user("Oh right, the dev server runs on port 3001 since we added the proxy.")
    assert len(mentioning(cands.candidates(), "3001")) == 1


def test_what_was_tried_and_how_it_went_is_an_experience() -> None:
    cands = (
        Session()
        .user("Why is the search page so slow?")
        .assistant("A trigram index (pg_trgm) would make the ILIKE search fast.")
        .user("We tried pg_trgm last year and it bloated the disk. Let's cap the results instead.")
        .candidates()
    )
    tried = mentioning(cands, "bloated")
    assert len(tried) == 1 and tried[0].layer == "experience"


def test_a_naming_choice_with_thanks_says_nothing_to_keep() -> None:
    cands = (
        Session()
        .user("What's a good name for a function that merges two sorted lists?")
        .assistant("`merge_sorted` is clear.")
        .user("we'll go with merge_sorted, thanks")
        .candidates()
    )
    assert cands == []


def test_lets_move_to_is_a_decision_with_the_reason_told_after_it() -> None:
    cands = (
        Session()
        .user("Should we keep the YAML config files or move to env vars with pydantic-settings?")
        .assistant("pydantic-settings fails at startup when a variable is missing.")
        .user("Let's move to pydantic-settings. The YAML files keep drifting between environments.")
        .candidates()
    )
    decisions = [c for c in cands if c.layer == "decision"]
    assert len(decisions) == 1 and "pydantic-settings" in decisions[0].content
    assert "keep drifting" in decisions[0].content  # the reason, told right after it


def test_a_convention_told_in_a_lower_case_aside_is_its_own_memory() -> None:
    cands = Session().user(
        "Add an endpoint that exports invoices as CSV. btw all our routes use kebab-case "
        "paths under /api/v2, so keep it consistent."
    )
    kept = mentioning(cands.candidates(), "kebab-case")
    assert len(kept) == 1
    assert kept[0].content.startswith("all our routes use kebab-case")


def test_what_follows_please_remember_that_is_the_next_task_not_a_fact() -> None:
    cands = (
        Session()
        .user(
            "The vendor moved their SFTP drop to sftp.example.net on port 2222. "
            "Please remember that, then fix the nightly sync script."
        )
        .candidates()
    )
    assert mentioning(cands, "sync script") == []
    assert len(mentioning(cands, "sftp.example.net")) == 1


def test_a_bare_remember_that_keeps_the_statement_before_it() -> None:
    for request in ("Please remember that.", "Remember this.", "Keep that in mind."):
        cands = Session().user(
            f"The vendor's SFTP drop is sftp.example.net on port 2222. {request}"
        )
        kept = mentioning(cands.candidates(), "sftp.example.net")
        assert len(kept) == 1, request
        assert request not in kept[0].content


def test_a_wrong_value_announced_then_given_after_the_assistant_asks_replaces_the_old() -> None:
    cands = (
        Session()
        .user("Wire up email. It goes through our relay at relay.internal on port 25.")
        .assistant("`send()` now opens `smtplib.SMTP(HOST, 25)`.")
        .user("Hold on, I gave you the wrong port.")
        .assistant("Which port should the relay use?")
        .user("587, with STARTTLS.")
        .candidates()
    )
    kept = mentioning(cands, "587")
    assert len(kept) == 1
    assert "relay.internal on port 587" in kept[0].content and "STARTTLS" in kept[0].content
    assert mentioning(cands, "port 25") == []


def test_a_house_rule_asked_for_in_passing_is_kept() -> None:
    cands = Session().user(
        "Can you split date.ts in two? And please stick to named exports, we don't use "
        "default exports anywhere in this codebase."
    )
    assert len(mentioning(cands.candidates(), "named exports")) == 1


def test_the_lesson_told_after_a_lead_in_is_kept() -> None:
    cands = Session().user(
        "Put it back. So the lesson: don't delete .dockerignore, without it node_modules "
        "goes into the build context."
    )
    assert len(mentioning(cands.candidates(), ".dockerignore")) == 1


def test_what_i_always_get_wrong_is_talk_not_a_rule() -> None:
    cands = Session().user("What's the difference between fetch and pull? I always mix them up.")
    assert cands.candidates() == []


def test_lets_move_it_to_is_a_decision_with_its_reason() -> None:
    cands = (
        Session()
        .user("The nightly report runs from a Celery beat schedule. Keep it or use a CronJob?")
        .assistant("A CronJob runs a one-off pod on schedule.")
        .user(
            "Let's move it to a Kubernetes CronJob. It's the only scheduled task, and a Celery "
            "beat pod running all day for one job isn't worth it."
        )
        .candidates()
    )
    decisions = [c for c in cands if c.layer == "decision"]
    assert len(decisions) == 1
    assert "CronJob" in decisions[0].content and "Celery beat" in decisions[0].content


def test_our_names_are_always_x_is_a_convention() -> None:
    cands = Session().user(
        "Add a refunds table. Our table names are always singular, so call it refund."
    )
    assert len(mentioning(cands.candidates(), "singular")) == 1


def test_the_cause_found_and_the_fix_are_one_experience_and_the_symptom_report_is_not_kept() -> (
    None
):
    cands = (
        Session()
        .user("We get a handful of random 502s from the API every hour. Can you look into it?")
        .assistant(
            "Found it: gunicorn closes idle keep-alive connections after 2 seconds, but the ALB "
            "reuses them for 60 seconds, which comes back as a 502. The fix is to set gunicorn's "
            "keep-alive longer than the ALB idle timeout."
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "502" in cands[0].content and "The fix is" in cands[0].content


def test_a_short_decision_in_meta_words_reads_the_reason_after_it() -> None:
    cands = (
        Session()
        .user("Should the archive files be Avro or Parquet?")
        .assistant("Parquet is columnar and compresses better.")
        .user("Let's go with Parquet. The analysts query the archive from Athena.")
        .candidates()
    )
    decisions = [c for c in cands if c.layer == "decision"]
    assert len(decisions) == 1 and "Athena" in decisions[0].content


def test_every_x_needs_y_is_a_house_rule() -> None:
    cands = Session().user(
        "Add an S3 bucket for the finance exports. Every resource we create needs a "
        "cost-center tag, so give it cost-center = finance."
    )
    assert len(mentioning(cands.candidates(), "cost-center tag")) == 1


def test_cause_and_fix_with_a_plain_sentence_between_are_one_experience() -> None:
    cands = (
        Session()
        .user("The release build crashes after login. Can you figure out why?")
        .assistant(
            "Found it: R8 renames the fields of `LoginResponse`, and Gson matches JSON keys to "
            "field names, so every field comes back null. Debug builds don't run R8. The fix "
            "is a keep rule for the model classes in app/proguard-rules.pro."
        )
        .candidates()
    )
    assert len(cands) == 1
    assert "Gson" in cands[0].content and "keep rule" in cands[0].content


def test_lets_do_x_is_a_decision_and_lets_do_it_is_not() -> None:
    kept = Session().user("Let's do R4. Epic only exposes R4 endpoints under our contract.")
    assert [c.layer for c in kept.candidates()] == ["decision"]
    assert Session().user("Sounds good. Let's do it.").candidates() == []


def test_our_names_always_start_with_x_is_a_convention() -> None:
    cands = Session().user(
        "Add a counter for webhook failures. Our metric names always start with the service "
        "name, so call it notifications_webhook_failures_total."
    )
    assert len(mentioning(cands.candidates(), "metric names")) == 1
