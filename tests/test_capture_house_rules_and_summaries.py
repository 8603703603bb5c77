"""Capture: house rules put in a review, a lesson summed up, another number for what the reply
stated, and the assistant's own "Posted the review:" (blind splits fresh112-115, session 51,
issue 16).

- "some house rules, put them in the review too." and "these are general rules not just for
  this pr:" say rules follow: each later sentence is a rule of its own, and after a heading
  that only announces them, even one no marker or model reads as a lesson ("no force unwraps in
  app code") is a rule; one a marker reads as a rule ("never") is kept at p .45.
- A rule followed by why ("..., we got burned by json columns last year") is still a rule of
  its own; only a sentence that opens on what happened is the reason for the one before.
- "so basically ..." (or "so the webhook has to ...") sums up what the session found: read on
  a correction's evidence and kept with the account it was drawn from.
- Another number for a quantity the reply stated ("20 minutes before departure" after "30
  minutes before departure") sets the assistant right though it denies nothing.
- The assistant's "Posted the review on #88 (changes requested):" and "Right, only
  `Localizable.xcstrings` exists; my mistake." say nothing of their own, nor does its "Lane
  metres it is." after the user chose lane metres.
"""

from __future__ import annotations

import pytest

from cognition.capture.points import says_rules_follow, sums_up
from cognition.capture.taken_up import restates_otherwise
from tests.test_capture_quality import Session, kept_texts

REVIEW = """\
Review of #88:

1. `reprice_invoices` takes a model instance; Celery cannot serialise it.
2. The list view has no branch filter.
3. Prices are a DecimalField, consistent with the rest of billing.
"""


def test_rules_headings_that_name_no_colon_or_say_these_are() -> None:
    assert says_rules_follow("mostly agree but some house rules, put them in the review too.")
    assert says_rules_follow("some house rules, put them in the review: money is pence.")
    assert says_rules_follow("ok a few things, and these are general rules not just for this pr:")
    assert not says_rules_follow("follow the house rules in CONTRIBUTING.md.")
    assert not says_rules_follow("our rules engine lives in lib/rules.")


def test_each_house_rule_put_in_the_review_is_a_memory_of_its_own() -> None:
    contents = kept_texts(
        Session()
        .user("can u review toms pr 88")
        .assistant(REVIEW)
        .user(
            "mostly agree but some house rules, put them in the review too. Celery tasks only "
            "ever take primary keys, never model instances. Every queryset on branch-owned "
            "data goes through .for_branch(request.branch), no exceptions."
        )
    )
    assert [c for c in contents if "primary keys" in c and "for_branch" not in c]
    assert [c for c in contents if "for_branch" in c and "primary keys" not in c]


def test_after_a_heading_that_only_announces_rules_each_sentence_is_one() -> None:
    contents = kept_texts(
        Session()
        .user("review pr 142 pls")
        .assistant("Review of #142:\n\n1. `jpegData(...)!` crashes.\n2. Full-size uploads.")
        .user(
            "ok a few things, and these are general rules not just for this pr:\n"
            "- no force unwraps in app code, tests are fine\n"
            "- views never touch Firestore directly, everything goes through the ClubStore actor"
        )
    )
    assert [c for c in contents if "force unwraps" in c and "ClubStore" not in c]
    assert [c for c in contents if "ClubStore" in c and "force unwraps" not in c]


@pytest.mark.usefixtures("between_the_lines")
def test_a_rule_with_what_happened_after_it_stays_a_rule_of_its_own() -> None:
    contents = kept_texts(
        Session()
        .user("review #142 pls")
        .assistant("Review of #142:\n\n1. `price` is a float.\n2. phpunit.xml runs on sqlite.")
        .user(
            "some house rules, put them in the review: money is always integer pence, never "
            "float. zebra feature tests run on the mysql test database, not sqlite, we got "
            "burned by json column differences last year."
        )
    )
    assert [c for c in contents if "integer pence" in c and "mysql" not in c]
    assert [c for c in contents if "mysql test database" in c and "integer pence" not in c]


@pytest.mark.usefixtures("between_the_lines")
def test_the_rules_after_a_for_the_record_heading_are_not_joined() -> None:
    contents = kept_texts(
        Session()
        .user("can u review #318")
        .assistant("Review of #318:\n\n1. Money as `Double`.\n2. It edits `V45__amounts.sql`.")
        .user(
            "for the record since priya's new and you'll see more of these. Money is never a "
            "Double in zebra, it's a Long in pence. Merged zebra flyway migrations are never "
            "edited, fix forward with a new V file. The zebra unit tests are plain JUnit 5, "
            "@SpringBootTest only in the integrationTest source set."
        )
    )
    assert [c for c in contents if "Long in pence" in c and "flyway" not in c]
    assert [c for c in contents if "flyway" in c and "@SpringBootTest" not in c]
    assert [c for c in contents if "@SpringBootTest" in c and "flyway" not in c]


FOUND = (
    "Found it: the background jobs are eating the whole database pool. Yesterday's change "
    "raised the Oban `notifications` queue limit from 5 to 40, and the Repo pool is "
    "`POOL_SIZE=10`, so the jobs hold every connection and the liveviews time out."
)


def test_what_sums_up() -> None:
    assert sums_up("so basically the oban queue limits have to stay under POOL_SIZE")
    assert sums_up("tldr the fetched_at in the args made every job unique")
    assert sums_up("ok so the lesson is never json() the body")
    assert not sums_up("so the queue is full again")


@pytest.mark.usefixtures("between_the_lines")
def test_a_lesson_summed_up_is_kept_with_the_account_it_was_drawn_from() -> None:
    contents = kept_texts(
        Session()
        .user("the holds page keeps timing out since 9")
        .assistant(FOUND)
        .user("go.")
        .assistant("Deployed. No connection errors in the last two minutes.")
        .user(
            "great. so basically the zebra oban queue limits added up have to stay well under "
            "POOL_SIZE or the jobs grab every connection"
        )
    )
    summed = [c for c in contents if "oban queue limits added up" in c]
    assert summed and "eating the whole database pool" in summed[0]
    assert not [c for c in contents if "eating" in c and "queue limits added up" not in c]


def test_another_number_for_a_quantity_the_reply_stated() -> None:
    reply = "Check-in closes 30 minutes before departure, so the 08:15 says 07:45."
    told = "check-in is 20 minutes before departure for everyone, the 30 is from the old slipway"
    assert restates_otherwise(told, reply)
    # the same number again, another quantity, or nothing in common besides the unit
    assert not restates_otherwise("check-in is 30 minutes before departure", reply)
    assert not restates_otherwise("the zebra box is on kernel 6.1 since march", reply)
    assert not restates_otherwise("lunch is 20 minutes today", reply)
    assert not restates_otherwise(told, "")


@pytest.mark.usefixtures("between_the_lines")
def test_a_value_restated_in_passing_is_read_as_the_correction_it_is() -> None:
    contents = kept_texts(
        Session()
        .user("can the e-ticket email show when check-in closes?")
        .assistant("Added it. Check-in closes 30 minutes before departure, so 08:15 says 07:45.")
        .user(
            "the qr code is tiny tho, can it be 240px. and zebra check-in is 20 minutes before "
            "departure for everyone since the new linkspan went in"
        )
    )
    assert [c for c in contents if "20 minutes before departure" in c]


def test_the_assistants_posted_review_after_owning_a_mistake_is_no_memory() -> None:
    contents = kept_texts(
        Session()
        .user("can u review toms pr 88")
        .assistant(REVIEW)
        .user(
            "mostly agree. And 3 is wrong, money is never a DecimalField here, all amounts are "
            "integers in pence with a _pence suffix like price_pence."
        )
        .assistant(
            "You're right, I assumed wrong: the invoice models use `*_pence` fields everywhere. "
            "Posted the review on #88 (changes requested):\n\n- `reprice_invoices(price_id)`\n"
            "- `price_pence = PositiveIntegerField()`"
        )
    )
    assert [c for c in contents if "price_pence" in c]
    assert not [c for c in contents if "Posted the review" in c]


def test_the_assistant_owning_a_mistake_by_a_file_name_is_no_memory() -> None:
    contents = kept_texts(
        Session()
        .user("review pr 142 pls")
        .assistant("Review of #142:\n\n1. Strings go in `Localizable.strings` like the rest.")
        .user(
            "theres no Localizable.strings anymore, everything is in the String Catalog "
            "(Localizable.xcstrings) since 2.2, just use plain string literals."
        )
        .assistant(
            "Right, only `Localizable.xcstrings` exists; my mistake. Posted on #142 (changes "
            "requested), with thanks for the grid:\n\n- plain string literals"
        )
    )
    assert [c for c in contents if "String Catalog" in c]
    assert not [c for c in contents if "my mistake" in c]


def test_a_house_rule_said_as_one_is_kept_on_less_evidence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After "house rules:", a sentence a marker reads as a rule ("never", "always") is kept at
    p .45; one without such a word is no rule of its own."""
    import numpy as np

    from cognition.capture import lesson_model
    from cognition.capture.lesson_model import N_WORDS, LessonModel, using

    monkeypatch.setattr(
        lesson_model, "probability", lambda _m, said: 0.52 if "zebra" in said.text else 0.05
    )
    with using(LessonModel(np.zeros(N_WORDS + 5), 0.0, 0.8)):
        contents = kept_texts(
            Session()
            .user("can u review #87")
            .assistant("Review of #87:\n\n1. Double bookings.\n2. Logging card numbers.")
            .user(
                "put these in the review as house rules: bookings never overlap. zebra "
                "liveviews never touch Repo, they call the context. the zebra calendar "
                "component is really nice work."
            )
        )
    assert [c for c in contents if "liveviews never touch Repo" in c]
    assert not [c for c in contents if "calendar" in c and "liveviews" not in c]


def test_a_conclusion_drawn_with_so_and_a_must_sums_up() -> None:
    assert sums_up("so the stripe webhook has to stay excluded from csrf in bootstrap/app.php")
    assert sums_up("so DNS_CLUSTER_QUERY has to follow the app name, noted")
    assert not sums_up("so we have to ship it today")  # what to do now, not what was found
    assert not sums_up("so the webhook is back")


OPTIONS = """\
Three ways to fix it:

1. **Space units per vehicle type**: car = 1, campervan = 2.
2. **Lane metres**: each booking uses the declared vehicle length plus a gap.
3. **Deck plan**: a seat-map style editor per vessel.

I'd go with 1.
"""


def test_the_assistant_saying_the_users_choice_again_is_no_memory() -> None:
    contents = kept_texts(
        Session()
        .user("we have to stop overbooking the car deck")
        .assistant(OPTIONS)
        .user(
            "2, lane metres. the MV Cuilne Lass is 84 lane metres and the crew load by length "
            "anyway."
        )
        .assistant("Lane metres it is. I'll leave the over-7.5t block in `BookingForm` as it is.")
    )
    assert [c for c in contents if "84 lane metres" in c]
    assert not [c for c in contents if c.startswith("Lane metres it is")]
