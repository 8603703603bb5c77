"""Two claims told of one subject where the words suggest one changed: a predicate of another
shape, one more thing a claim holds for ("also"), deeds that undo each other; a record cited as
a change's cause; and values typed another way: regressions from the blind sets holdout183-190
and from the distinct pairs the rules joined."""

import pytest

from surface.other_claims import another_predicate, one_more_holds, undone
from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statement_words import counted
from surface.statements import DISTINCT, SAME, UPDATE, classify, facts, sequence
from tests.pair_reading import read_kind, rules_verdict


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # where it is / what it has
        ("Locker BER-0042 is at the Alexanderplatz U-Bahn station.",
         "Locker BER-0042 has 24 compartments."),
        ("The build server is in the Frankfurt office.", "The build server has 64 GB of RAM."),
        # what they are / how they are mounted
        ("The door sensors are Bosch reed switches.",
         "The door sensors are mounted above the frame."),
        # how long / what they need
        ("New patient appointments are 90 minutes long.",
         "New patient appointments need a completed history form before they can be booked."),
        ("Corporate memberships are invoiced monthly through Xero.",
         "Corporate memberships get a 15% discount on the Flex tier."),
    ],
)  # fmt: skip
def test_a_predicate_of_another_shape_is_another_claim(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == DISTINCT
    assert read_kind(old, new) == DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the same verb, its object or place replaced
        ("Payouts to organizers are made through Stripe Connect.",
         "Payouts to organizers are made through Adyen for Platforms."),
        ("Engine fault codes are sent to the maintenance team by email.",
         "Engine fault codes are sent to the maintenance team through Slack."),
        ("Prisma migrations are applied during the Docker build.",
         "Prisma migrations are applied at container startup."),
        # the change typed in chat
        ("The fleet dashboard lives at dash.vendpulse.internal.",
         "fleet dashboard url changed -> ops.vendpulse.internal/fleet"),
        # an amount in both
        ("CONFIG_MAIN_STACK_SIZE is 2048 in prj.conf.",
         "CONFIG_MAIN_STACK_SIZE had to go up to 4096 after the TLS handshake overflowed it."),
    ],
)  # fmt: skip
def test_a_value_replaced_in_the_same_predicate_is_still_an_update(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == UPDATE


def test_another_predicate_needs_two_words_a_side_and_no_light_word_before() -> None:
    assert not another_predicate("a", "b", ("user", "id"), ("integer",), ("uuid",))
    assert not another_predicate("a", "b", ("stored", "in"), ("local", "disk"), ("s3", "bucket"))
    assert another_predicate("a", "b", ("locker",), ("at", "station"), ("has", "24"))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("TURN over UDP listens on port 3478.", "TURN over TCP also listens on port 3478."),
        ("The EU region bills in euros.", "The UK region bills in euros as well."),
    ],
)
def test_a_claim_said_of_one_more_thing_is_another_claim(old: str, new: str) -> None:
    assert read_kind(old, new) == DISTINCT


def test_one_more_thing_told_as_a_change_is_still_an_update() -> None:
    old = "CI runs the test matrix on ubuntu and macos."
    new = "The CI test matrix now also includes windows, alongside ubuntu and macos."
    assert read_kind(old, new) == UPDATE
    # told as a change, or the older statement said the claim held for one thing only
    assert not one_more_holds(old, new)
    assert not one_more_holds("IPs are only offered on Enterprise.", "IPs are also on Business.")
    assert one_more_holds("IPs are offered on Enterprise.", "IPs are also offered on Business.")


def test_deeds_that_undo_each_other_are_never_one_claim_read_by_meaning() -> None:
    old = "Locked cells block edits from viewers."
    new = "Locked cells still allow viewers to add notes."
    a, b = spelled_out(old, new)
    rules = classify(a, b)
    assert rules.kind != SAME
    # a sentence model that finds the two alike does not make them one claim
    assert second_reading(a, b, rules, lambda: 0.99).kind != SAME
    assert undone(facts(a), facts(b))
    assert not undone(facts("Locked cells don't block edits from viewers."), facts(b))  # polarity


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("TURN credentials expire after 24 hours.",
         "turn creds ttl cut to 1h after the credential leak in INC-3312"),
        ("Session tokens expire after 30 days.",
         "session tokens now expire after 7 days because of ticket 4411"),
    ],
)  # fmt: skip
def test_a_record_cited_as_the_cause_names_no_other_individual(old: str, new: str) -> None:
    assert read_kind(old, new) == UPDATE


def test_records_on_both_sides_still_name_other_individuals() -> None:
    verdict = rules_verdict(
        "Incident 41: the checkout timed out.", "Incident 42: the checkout timed out."
    )
    assert verdict.kind == DISTINCT


def test_a_numbered_route_names_an_individual() -> None:
    old, new = "Route 7 buses get transit signal priority.", "Route 40 buses get it too."
    assert rules_verdict("Route 7 buses get transit signal priority.",
                  "Route 40 buses get transit signal priority.").kind == DISTINCT  # fmt: skip
    assert read_kind(old, new) == DISTINCT


def test_a_number_that_owns_something_is_no_duration() -> None:
    assert sequence("store 214's lockers opened") == ("store", "214", "locker", "opened")
    old = "Incident 58: lockers at store 214 released orders without a code."
    new = "Incident 58 - store 214's lockers released orders without a code."
    assert read_kind(old, new) == SAME


def test_thousands_written_with_a_decimal_and_k() -> None:
    assert counted(sequence("approx 4.8k machines")) == ("about", "4800", "machine")
    assert counted(sequence("1.5k rows")) == counted(sequence("1,500 rows"))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The payouts service is written in Go.", "payouts svc is written in golang"),
        ("An auction closes at the exact second shown on the listing page.",
         "Auctions close at precisely the second displayed on the listing page."),
        ("Preview environments are torn down after merge.",
         "Preview environments get destroyed after merge."),
    ],
)  # fmt: skip
def test_words_of_one_meaning_are_the_same_claim(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == SAME


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The recommendation cache expires after one hour.", "recommendation cache TTL is 60 min"),
        ("Signed playback URLs expire after 6 hours.", "signed playback URLs are valid for 6h"),
        ("Swap requests expire after 48 hours.", "swap requests expire in 2 days"),
        ("Ride status is cached with a 60-second TTL.",
         "Ride status is cached; it expires after 60 seconds."),
    ],
)  # fmt: skip
def test_a_time_to_live_is_when_a_thing_expires(old: str, new: str) -> None:
    a, b = spelled_out(old, new)
    assert counted(sequence(a))[-3:] == counted(sequence(b))[-3:]


def test_a_time_to_live_changed_is_still_an_update() -> None:
    old, new = "The session cache TTL is 60 min.", "The session cache expires after 10 minutes."
    assert rules_verdict(old, new).kind == UPDATE
    assert sequence("the license is valid for the EU region")[-2:] == ("eu", "region")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Draft posts are excluded from the sitemap.",
         "Draft posts are excluded from the RSS feed."),
        ("Test accounts are excluded from billing.",
         "Test accounts are excluded from usage analytics."),
        ("The orders table is indexed on customer_id.",
         "The orders table is indexed on created_at."),
    ],
)  # fmt: skip
def test_one_of_the_many_things_a_subject_is_kept_out_of_or_indexed_on(old: str, new: str) -> None:
    assert rules_verdict(old, new).kind == DISTINCT


def test_a_threshold_of_what_is_excluded_changed_is_still_an_update() -> None:
    old = "Products with fewer than 5 reviews are excluded from the carousel."
    new = "Products with fewer than 20 reviews are excluded from the carousel."
    assert rules_verdict(old, new).kind == UPDATE
