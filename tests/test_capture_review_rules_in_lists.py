"""Capture: what a review's answer tells, from fresh116-119's first run (session 51, issue 16).

- "put these in the review as house rules." says rules follow, though no colon ends it.
- The items of a list are never read as one sentence, even when the first has no full stop
  and the next reads as the rule its reason came before.
- A rule that obliges ("every collection needs its match block in firestore.rules ...") right
  after another rule is a second rule, not a description of how the first is kept.
- After "so basically ..." / "tldr ...", a rule drawn in the same turn ("and from now on every
  firmware change gets a ppk2 ...") is a memory of its own, not part of the summing up.
- What to pass on ("and tell her the tests are great") and what is held back to a day ("dont
  merge before friday") are no rules, even after a rules heading.
- From fresh124-127's first run: "rules for the repo, put them in CONTRIBUTING.md too:" and
  "here's how we do things:" say rules follow, and a heading with a rule after its colon ("our
  rules: no incremental models ...") is a rule of its own, not joined to the next.
- From fresh132-135's first run: the points after "couple of things." are kept apart.
"""

from __future__ import annotations

import pytest

from cognition.capture.joined import turn_sentences
from cognition.capture.markers import ruled_out
from cognition.capture.points import announces_points, says_rules_follow
from cognition.capture.told_on import describes
from tests.test_capture_quality import Session, kept_texts


def test_a_rules_heading_may_end_on_rules_and_a_full_stop() -> None:
    assert says_rules_follow("agree on 1 and 3, and put these in the review as house rules.")
    assert says_rules_follow("these are the rules")
    assert not says_rules_follow("the linter rules.")
    assert not says_rules_follow("we have rules for that in CONTRIBUTING.md.")


RULES = (
    "yep put these in as the rules:\n"
    "- liveviews never touch Repo, everything goes through the context modules\n"
    "- timestamps are utc_datetime everywhere, we convert in templates with local_time/1\n"
    "- every oban worker sets max_attempts: 5 and a unique period\n"
)


def test_the_items_of_a_list_are_never_read_as_one_sentence() -> None:
    said, items = turn_sentences(RULES, "user")
    assert [s for s in said if s.startswith("timestamps") and "oban" not in s]
    assert [s for s in said if s.startswith("every oban worker")]
    assert items[-3:] == [0, 1, 2]
    contents = kept_texts(
        Session()
        .user("review sams pr 57")
        .assistant("Review of #57:\n\n1. The LiveView calls Repo.\n2. Naive datetimes.")
        .user(RULES)
    )
    assert [c for c in contents if "max_attempts: 5" in c and "utc_datetime" not in c]


def test_a_rule_that_obliges_is_not_a_description() -> None:
    assert describes("every handler returns anyhow::Result, the commands only use ?")
    assert not describes("every collection needs its match block in firestore.rules")


def test_a_second_rule_that_obliges_is_a_memory_of_its_own() -> None:
    contents = kept_texts(
        Session()
        .user("can u review jules's pr #58")
        .assistant("Review of #58:\n\n1. Volumes as doubles.\n2. A new collection.")
        .user(
            "post it but change 1. widgets must never call FirebaseFirestore.instance, they go "
            "through the repository providers in lib/data/. every collection needs its match "
            "block in firestore.rules and a rules test in functions/test/rules before it merges."
        )
    )
    assert [c for c in contents if "FirebaseFirestore.instance" in c and "firestore.rules" not in c]
    assert [c for c in contents if "functions/test/rules" in c and "widgets" not in c]


FOUND = (
    "**Cause:** commit `7d03b18` added confirmed uplinks. In `lora::send`, when no ack arrives "
    "in the RX2 window the `NoAck` branch returns before `radio.sleep()`, so the sx1262 stays "
    "in standby at 1.2 mA."
)


@pytest.mark.usefixtures("between_the_lines")
def test_a_rule_told_after_summing_up_is_its_own_memory() -> None:
    contents = kept_texts(
        Session()
        .user("probes in rows 14-22 are dying in 10 days")
        .assistant(FOUND)
        .user("do it")
        .assistant("Fixed, tagged as `v0.9.1`.")
        .user(
            "ok so tldr the zebra uplink path returned before radio.sleep() when no ack came "
            "back in RX2. and from now on every firmware change gets a ppk2 sleep current "
            "measurement before it goes out to the rows"
        )
    )
    assert [c for c in contents if "radio.sleep()" in c and "ppk2" not in c]
    assert [c for c in contents if "ppk2" in c and "tldr" not in c]


def test_what_is_held_back_to_a_day_is_no_rule() -> None:
    assert ruled_out("do it on a branch, dont merge before friday")
    assert ruled_out("dont ship it to the ipads till after the pressing on thursday")
    assert not ruled_out("we never deploy on fridays")


def test_what_to_pass_on_after_a_rules_heading_is_no_rule() -> None:
    contents = kept_texts(
        Session()
        .user("review ines's pr #142")
        .assistant("Review of #142:\n\n1. Local time in the planner.\n2. Hand-written SQL.")
        .user(
            "post it, but put these in as house rules:\n"
            "- all sql goes through sqlc, no hand written pgx queries in planner code\n"
            "- new metrics need the dockwise_ prefix or grafana doesnt pick them up\n"
            "- and tell her the tests are great"
        )
    )
    assert [c for c in contents if "dockwise_ prefix" in c]
    assert not [c for c in contents if "tests are great" in c]


def test_more_ways_to_say_rules_follow() -> None:
    assert says_rules_follow("rules for the repo, put them in CONTRIBUTING.md too: temps are i32.")
    assert says_rules_follow("keep 2 and 4 but here's how we do things: times are wall clock")
    assert says_rules_follow("post it but with how we do things here.")
    assert not says_rules_follow("i dont know how we do it elsewhere, ask sam")


def test_a_heading_with_a_rule_after_its_colon_is_a_rule_of_its_own() -> None:
    contents = kept_texts(
        Session()
        .user("priya opened #34 with the honey yield model, can u review")
        .assistant("Review of #34:\n\n1. Make the model incremental.\n2. No tests.")
        .user(
            "keep 2 but our rules: no incremental models, everything is a full rebuild nightly, "
            "incremental bit us twice with late uplinks. every model must get a schema.yml "
            "entry with not_null and unique tests on its grain."
        )
    )
    assert [c for c in contents if "full rebuild" in c and "schema.yml" not in c]
    assert [c for c in contents if "schema.yml" in c and "full rebuild" not in c]


@pytest.mark.usefixtures("between_the_lines")
def test_the_points_after_couple_of_things_are_kept_apart() -> None:
    """ "couple of things." then a correction of the plan and a rule: two memories, not one
    (fresh132, session 51)."""
    assert announces_points("couple of things.")
    contents = kept_texts(
        Session()
        .user("next the manifest.")
        .assistant("Plan: a migration that goose applies on startup, then a printable page.")
        .user(
            "couple of things. migrations dont run on startup, zebra Migrate is only called by "
            "make migrate before the deploy. the manifest total must always be souls on board "
            "including the crew."
        )
    )
    assert [c for c in contents if "make migrate" in c and "souls on board" not in c]
    assert [c for c in contents if "souls on board" in c and "make migrate" not in c]
