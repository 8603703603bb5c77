"""Capture: rules said to hold beyond the task, and an answer to a numbered review point by point
(blind splits fresh136-151, session 52, issue 16).

- "couple of things, and these go for everything not just this endpoint." says rules follow:
  each sentence after it is a rule of its own, and one a marker reads as a rule is kept however
  weakly the lesson model reads it; a rule after one that corrects the assistant is not the rest
  of that correction.
- "1 no - ..., <a sentence about point 2>, <one about point 3>" answers a numbered review: each
  sentence that names a point by its number, or shares its words with one point only, is a
  memory of its own, though the user wrote no list.
- "post it, but as club rules ...", "these are rules not just for this pr." say rules follow;
  "and say thanks, its his first pr" after them is a word to pass on, no rule.
- After a bare "1.", the next sentence that names the option taken is the choice's why, though
  a marker reads it as a rule.
- "dont switch prod over until ive made the bucket" holds the task back: no memory.
"""

from __future__ import annotations

from cognition.capture.points import says_rules_follow
from cognition.capture.review_points import REVIEW_ITEMS, answered_points
from tests.test_capture_quality import Session, kept_texts

PLAN = """\
Plan for the bookings export:

- amounts as floats in euros, so the sheet can sum them
- the start time shown as *9am*
- a `kind` column holding "walk_in" or "online" as plain strings
"""

REVIEW = """\
Review of #41:

1. **Refund amount**: `refund.amount` is a float column; fine for now, round on display.
2. **Staff page**: the staff profile page lists each member's home address.
3. **Migration**: the new index was added by hand in psql, not in a migration file.
"""


def test_rules_said_to_hold_beyond_the_task_at_hand() -> None:
    assert says_rules_follow("couple of things, and these go for everything not just this one.")
    assert says_rules_follow("few points, they apply to the whole app, not only this page.")
    assert not says_rules_follow("the discount goes for everything in the spring range.")
    assert not says_rules_follow("these go to the printer at 6.")


def test_each_rule_after_a_scope_heading_is_its_own_memory() -> None:
    contents = kept_texts(
        Session()
        .user("need a csv export of bookings for the front desk")
        .assistant(PLAN)
        .user(
            "couple of things, and these go for everything not just this export. money is "
            "always integer cents end to end, the sheet formats it. every export query runs "
            "on the read replica, never on the primary, or the desk locks up at 9."
        )
    )
    assert [c for c in contents if "integer cents" in c and "read replica" not in c]
    assert [c for c in contents if "read replica" in c and "integer cents" not in c]


def test_a_marked_rule_after_the_heading_is_kept_and_not_joined_to_a_correction() -> None:
    contents = kept_texts(
        Session()
        .user("need a csv export of bookings for the front desk")
        .assistant(PLAN)
        .user(
            "few things, and these go for the whole app not just this export. times are "
            "always 24h, 09:00 not 9am. use enums for kind fields, no bare strings."
        )
    )
    assert [c for c in contents if "24h" in c and "enums" not in c]
    assert [c for c in contents if "enums" in c and "24h" not in c]


def test_each_point_of_a_review_answered_is_its_own_memory() -> None:
    contents = kept_texts(
        Session()
        .user("review anas pr 41 pls")
        .assistant(REVIEW)
        .user(
            "1 no - refunds and all money are integer cents in the db, amount_cents, no float "
            "columns anywhere. home addresses of staff are nobody's business but hr's, so the "
            "staff profile page never shows them, only the hr console does. schema changes "
            "only ever go through alembic revisions, nobody adds an index by hand in psql, so "
            "that index goes in a migration."
        )
    )
    assert [c for c in contents if "amount_cents" in c and "hr console" not in c]
    assert [c for c in contents if "hr console" in c and "alembic" not in c]
    assert [c for c in contents if "alembic" in c and "amount_cents" not in c]


def test_review_points_by_number_or_by_the_words_of_one_point() -> None:
    said = [
        "1 no - money is integer cents.",
        "the staff page never shows home addresses.",
        "ok.",
        "the index and the migration and the staff page, all fine.",
    ]
    items = answered_points(said, [-1, -1, -1, 5], REVIEW)
    assert items[0] == REVIEW_ITEMS  # point 1, by its number
    assert items[1] == REVIEW_ITEMS + 1  # point 2, by "staff" and "page"
    assert items[2] == -1  # no point's words
    assert items[3] == 5  # an item of the user's own list keeps it
    assert answered_points(said, [-1] * 4, PLAN) == [-1] * 4  # a plan is not a review


def test_a_plain_sentence_after_a_rule_answering_a_review_is_not_made_a_rule() -> None:
    # an item of the user's own list after a rule is a rule too; a point of the review is not
    contents = kept_texts(
        Session()
        .user("review anas pr 41 pls")
        .assistant(REVIEW)
        .user(
            "1 - refund amounts are always integer cents, never a float column. "
            "the staff page bit i'll look at with ana tomorrow."
        )
    )
    assert [c for c in contents if "integer cents" in c]
    assert not [c for c in contents if "ana tomorrow" in c]


def test_rules_named_as_a_kind_of_rules_or_said_to_be_rules() -> None:
    assert says_rules_follow("post it, but as club rules so he learns them once.")
    assert says_rules_follow("few things for the review, and these are rules not just for this pr.")
    assert says_rules_follow("post it but with these as studio rules, not just nitpicks:")
    assert not says_rules_follow("the alerts are rules files in the repo, under alerts/.")


def test_after_rules_a_thanks_to_pass_on_is_no_rule() -> None:
    contents = kept_texts(
        Session()
        .user("can u review tomasz's pr #38")
        .assistant(REVIEW)
        .user(
            "post it but with these as studio rules, not just nitpicks:\n"
            "temps are stored as integer tenths of a degree C in *_dc columns.\n"
            "and say thanks, its his first pr"
        )
    )
    assert [c for c in contents if "_dc columns" in c]
    assert not [c for c in contents if "say thanks" in c]


def test_the_why_after_a_bare_pick_that_names_the_option_is_the_choices() -> None:
    contents = kept_texts(
        Session()
        .user("how do the pilots get their rosters into their phones")
        .assistant(
            "Options:\n\n1. **ICS subscription feed**: one secret URL per pilot\n"
            "2. **Push into Outlook** via Microsoft Graph\n\nWhich one?"
        )
        .user(
            "1. half the pilots use their own gmail or icloud calendars, not our tenant, so the "
            "ics feed is the only thing that reaches all of them."
        )
    )
    assert [c for c in contents if c.startswith("Chose ICS") and "gmail" in c]
    assert not [c for c in contents if c.startswith("half the pilots")]


def test_held_back_till_the_user_acts_is_for_the_task_at_hand() -> None:
    contents = kept_texts(
        Session()
        .user("move the goat photos to hetzner object storage")
        .assistant("Done on `feat/photos-s3`: uploads go to the bucket from `PHOTOS_BUCKET`.")
        .user("dont switch prod over until ive made the bucket and sent you the keys")
    )
    assert not [c for c in contents if "switch prod" in c]
