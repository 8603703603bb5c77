"""Reconsolidation on write: restatements merge, updates supersede (kept as history),
contradictions are linked and shown together, distinct statements stay apart."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cognition.api import open_memory
from surface.change_told import plainly, tells_change
from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statement_words import number_word
from surface.statements import (
    DISTINCT,
    KINDS_APART,
    OTHER_THINGS,
    SAME,
    SEVERAL,
    UPDATE,
    Verdict,
    classify,
    facts,
    sequence,
)
from tests.support.aio import run
from tests.support.cli import cli

# Every test runs against both backends of the project store (tests/support/postgres.py),
# except those marked sqlite_file: they read the SQLite file itself.
pytestmark = pytest.mark.usefixtures("store_backend")

DAY = 86_400.0


# -- the classifier ---------------------------------------------------------------------------


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        ("the API rate limit is enforced per user", "the API rate limit is not enforced per user"),
        (
            "staging uses port 5432 and prod uses port 6543",
            "staging uses port 6543 and prod uses port 5432",
        ),
        (
            "use tabs for indentation in Go files, not spaces",
            "use spaces for indentation in Go files, not tabs",
        ),
        ("the offset is -5", "the offset is 5"),
        ("the release was cut on 2024-03-05", "the release was cut on 2024-05-03"),
        ("2 replicas in dev and 8 in prod", "8 replicas in dev and 2 in prod"),
        ("alice pays bob", "bob pays alice"),
        (
            "copy the database from production to staging",
            "copy the database from staging to production",
        ),
        ("run the migrations before the deploy", "run the migrations after the deploy"),
        (
            "the job queue runs on redis with a visibility timeout of 30 seconds and three retries per job",
            "the job queue runs on RabbitMQ with a visibility timeout of 30 seconds and three retries per job",
        ),
        ("the cache TTL is 300 ms", "the cache TTL is 300 s"),
        ("the upload limit is 10 MB", "the upload limit is 10 GB"),
        ("We use MySQL for the reporting database", "We use Postgres for the reporting database"),
        ("the queue depth is increasing", "the queue depth is decreasing"),
        ("always deploy on fridays", "Correction: never deploy on fridays"),
        ("Emails are sent through SendGrid.", "Emails are sent through Postmark."),
        ("Carol is the release manager.", "Dave is the release manager."),
        (
            "Integration tests run against SQLite.",
            "Integration tests run against PostgreSQL, not SQLite.",
        ),
        # Said to have changed, or a duty one holder has at a time passed to another:
        ("Marta owns the checkout service.", "Jonas owns the checkout service now."),
        ("Alice reviews frontend PRs.", "From now on Bob reviews frontend PRs."),
        ("Alice reviews all infrastructure changes.", "Bob reviews all infrastructure changes."),
        ("Marta owns the Postgres 16 upgrade.", "Kenji owns the Postgres 16 upgrade."),
        (
            "Yusuf approves every model promotion to the production line.",
            "Lena approves every model promotion to the production line.",
        ),
        ("Ingrid maintains the calibration module.", "Tomás maintains the calibration module."),
        # Opposite words beyond "before" / "after":
        (
            "Listings with no photos are shown in search results.",
            "Listings with no photos are hidden from search results.",
        ),
        ("Mileage is stored in kilometres.", "Mileage is stored in miles."),
        # the condition turned round is another rule
        ("Migrations must run before the deploy.", "Migrations can't run until the deploy."),
        ("Code reviews need two approvals.", "Code reviews need 3 approvals."),
        # A quantifier beside a negation changes the claim ("not all" is not "all ... not").
        ("Not all tests are run on CI.", "All tests are not run on CI."),
    ],
)
def test_corrections_are_updates(old, new):
    assert classify(old, new).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        ("Feature branches are deleted after merge.", "Feature branches get deleted after merge."),
        ("Database migrations run in one transaction.", "DB migrations run in one transaction."),
        ("Remember: the billing job runs hourly.", "The billing job runs hourly."),
        (
            "Use the shared logger, not print statements.",
            "Use the shared logger instead of print statements.",
        ),
        ("The cache is invalidated on every deploy.", "On every deploy, the cache is invalidated."),
        (
            "The staging URL is https://staging.example.com.",
            "Staging URL: https://staging.example.com",
        ),
        ("Code reviews need two approvals.", "Code reviews require 2 approvals."),
        ("Keep three backups of the database.", "Keep 3 backups of the database."),
        ("All timestamps are stored in UTC.", "Timestamps are all stored in UTC."),
        ("Both replicas are in eu-west.", "The replicas are both in eu-west."),
        ("Background jobs are processed by Sidekiq.", "Sidekiq processes the background jobs."),
        ("Never log full credit card numbers.", "Full credit card numbers must never be logged."),
        (
            "Invoices are generated by the billing worker in production.",
            "The billing worker generates invoices in production.",
        ),
        # one condition told both ways; a product's other name
        (
            "Dealer accounts must be verified before they can publish listings.",
            "A dealer account can't publish listings until it's been verified.",
        ),
        ("The practice management database is PostgreSQL 15.", "practice mgmt DB = Postgres 15"),
        ("The loyalty API requires Java 21.", "fyi the loyalty API needs JDK 21"),
        # a unit's short name, and a verb beside its participle in the other voice
        ("Mileage is stored in kilometres.", "We store mileage in km."),
        ("Parcels over 30 kilograms ship by freight.", "Parcels over 30 kg ship by freight."),
    ],
)
def test_restatements_are_the_same(old, new):
    assert classify(old, new).kind == SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        ("The orders service publishes to Kafka.", "The inventory service publishes to Kafka."),
        (
            "Incident 17: the cache stampede after the deploy.",
            "Incident 18: the cache stampede after the failover.",
        ),
        ("writer 1 note 2 about queue depth", "writer 2 note 1 about queue depth"),
        ("writer 1 note 2 about queue depth", "writer 1 note 3 about queue depth"),
        ("Carol approves schema changes.", "Carol approves pricing changes."),
        ("Use snake_case for Python functions.", "Use camelCase for JavaScript functions."),
        ("The web server listens on port 8080.", "The admin server listens on port 8081."),
        # From the soak test: writers' notes differ in the writer's name and a UUID.
        (
            "api-1 wrote note 5 about the deploy pipeline, id a007b332-4ed5-4718-844a-4a2bb728e2a7",
            "cli-2 wrote note 5 about the deploy pipeline, id 721fbea5-6c2d-4473-b68a-3e4328259981",
        ),
        ("Deployed commit 3fe587f to staging.", "Deployed commit 82a31c9 to staging."),
        # Two things done to one subject, each with its own preposition: both hold.
        (
            "Raw FITS files from the 2019 survey are archived on tape.",
            "Raw FITS files from the 2019 survey are checksummed with MD5.",
        ),
        # Each its own verb and what follows it: two things told of one subject (regression:
        # in a project's store the first superseded the second, "value replaced").
        (
            "The RSS feed service is deployed in eu-west-1.",
            "The RSS feed service caches feeds for 15 minutes.",
        ),
        (
            "The user_activity feature view has a TTL of 30 days.",
            "The user_activity feature view is keyed by user_id.",
        ),
        (
            "The genre classifier runs on GPU nodes.",
            "The genre classifier is retrained every month.",
        ),
        # Two things one subject has (regression: blind holdout88, superseded as a value
        # replaced).
        (
            "The docketflow-docs bucket has versioning enabled.",
            "the docketflow-docs bucket has S3 object lock in compliance mode, 7y retention",
        ),
        ("The mobile app has a dark mode.", "The mobile app has offline sync."),
        # Each verb before its object's article, which the normalised words drop (regression:
        # blind holdout144, superseded as a value replaced).
        ("The bracket service is written in Go.", "The bracket service exposes a gRPC API."),
        (
            "The /v2/shipments endpoint requires an API key.",
            "The /v2/shipments endpoint returns at most 500 results per page.",
        ),
        # A duty passes to another only with a verb of one holder; the same said of two parts:
        ("Checkout requires a signed-in user.", "Search requires a signed-in user."),
        (
            "Support agents can refund orders up to $50 without approval.",
            "Restaurant managers can refund orders up to $50 without approval.",
        ),
    ],
)
def test_different_subjects_are_distinct(old, new):
    assert classify(old, new).kind == DISTINCT


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        # A verb that retires the thing, or a change told, is still a change of the one claim.
        (
            "The HPSS tape archive is available for long-term storage of project data.",
            "HPSS tape archive was retired on 31 Dec 2024.",
        ),
        ("The genre classifier runs on GPU nodes.", "The genre classifier is now trained on TPUs."),
        # What a subject has, turned to its opposite or to another number, still changed.
        ("The docs bucket has versioning enabled.", "The docs bucket has versioning disabled."),
        ("The GPU nodes have 4 GPUs each.", "The GPU nodes have 8 GPUs each."),
        # The same verb, the thing it names replaced ("merged" is part of "squash-merged").
        ("Feature branches are merged with merge commits.", "Feature branches are squash-merged."),
        # regression (blind holdout89): the subject said to be shut down was "another subject"
        (
            "The legacy /v1 API is still available to old app versions.",
            "The legacy /v1 API has been shut down for all app versions.",
        ),
    ],
)
def test_a_verb_replaced_with_a_change_told_is_an_update(old, new):
    assert classify(old, new).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        # regression (blind holdout90): where and when a thing runs are two things told of it
        ("Backfills run on the Large warehouse.", "Backfills run on weekends.", DISTINCT),
        ("The sync job runs at 2am.", "The sync job runs on the spot fleet.", DISTINCT),
        # a when replaced by a when, a period or an event is the one claim changed
        (
            "Partner redemptions are settled nightly.",
            "Partner redemptions are settled every hour.",
            UPDATE,
        ),
        ("Backfills run on Saturdays.", "Backfills run on Sundays.", UPDATE),
        ("Code freeze starts on Wednesday.", "Code freeze starts after the release.", UPDATE),
    ],
)
def test_when_a_thing_happens_and_where_are_two_things_told(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        # regression (blind holdout90, and holdout66): "if" was read as another kind of the check
        (
            "A failed data quality check blocks the downstream models.",
            "If a data quality check fails, the downstream models do not run.",
        ),
        (
            "A rejected KYC check sends the user to manual review.",
            "if the kyc check comes back rejected the user goes to manual review",
        ),
    ],
)
def test_a_word_that_opens_a_clause_is_not_another_kind_of_the_thing(old, new):
    assert classify(old, new).reason != KINDS_APART


@pytest.mark.backend_free
def test_a_not_bears_on_the_adverb_of_the_same_adjective():
    # regression (blind holdout93): "not automatic" never bore on "automatically", so the
    # rules kept the pair apart and no second reading was asked
    old = "Staging deploys run automatically on every merge to main."
    new = "Staging deploys are no longer automatic; they must be triggered manually."
    assert classify(old, new).reason != OTHER_THINGS
    assert second_reading(old, new, classify(old, new), lambda: 0.79).kind == UPDATE


@pytest.mark.backend_free
def test_an_adverb_and_its_adjective_share_a_base_and_each_reading_is_its_own():
    from surface import paraphrase

    # regression (69439ee): bases_of was written between base and its cache, so base was read
    # uncached on every write and bases_of handed back one shared set
    assert hasattr(paraphrase.base, "cache_info")
    first = paraphrase.bases_of(("automatically", "runs"))
    assert paraphrase.base("automatic") in first and paraphrase.base("run") in first
    first.add("changed by a caller")
    assert "changed by a caller" not in paraphrase.bases_of(("automatically", "runs"))


@pytest.mark.backend_free
def test_up_to_directs_nowhere():
    # regression (blind holdout93): "to keep" and "up to date" were read as two directions
    old, new = (
        "Use Renovate to keep base images up to date.",
        "Base images are kept up to date with Renovate.",
    )
    assert classify(old, new).kind == SAME
    # a direction told both ways round is still a change
    assert (
        classify("Copy data from prod to staging.", "Copy data from staging to prod.").kind
        == UPDATE
    )


@pytest.mark.backend_free
def test_two_things_joined_by_and_after_a_direction_are_one_phrase_in_either_order():
    # regression (blind holdout95, run on the session's last code): superseded as an order changed
    old = "Hotfixes require sign-off from QA and production."
    assert classify(old, "Hotfixes require sign-off from production and QA.").kind == SAME
    assert classify(old, "Hotfixes require sign-off from production and security.").kind != SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        (
            "Changes to shared VPCs need sign-off from the network lead.",
            "Changes to shared VPCs must be approved by the network lead.",
        ),
        (
            "Changes to shared VPCs require sign-off from the network lead.",
            "Changes to shared VPCs need approval from the network lead.",
        ),
        (
            "Schema changes require a review from the data team.",
            "Schema changes must be reviewed by the data team.",
        ),
    ],
)
def test_a_deed_asked_as_a_noun_is_the_deed_asked(old, new):
    # regression: the first was kept as another subject, the second superseded as a value
    # replaced ("sign-off" / "approval"), the third kept as two claims
    assert classify(old, new).kind == SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "new",
    ["Tomasz Nowak owns the fatigue risk model.", "Tomasz owns the fatigue risk model."],
)
def test_a_duty_passed_to_a_person_named_in_full_is_an_update(new):
    # regression (blind holdout97): a two-word name replaced was kept as another subject
    assert classify("Priya Nair owns the fatigue risk model.", new).kind == UPDATE


@pytest.mark.backend_free
def test_earlier_and_later_than_are_before_and_after():
    # regression (blind holdout98): kept as two claims
    old = "Embargoed stories cannot be scheduled earlier than the embargo time."
    assert (
        classify(old, "Embargoed stories can't be scheduled before the embargo time.").kind == SAME
    )
    assert (
        classify(old, "Embargoed stories cannot be scheduled after the embargo time.").kind != SAME
    )


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        # regressions (blind holdout99-100)
        (
            "Dr. Okafor is the service owner of the LMS.",
            "Dr. Lindqvist is the service owner of the LMS.",
        ),
        ("Dr. Okafor owns the LMS.", "Dr. Lindqvist owns the LMS."),
        (
            "Extension requests are approved by the module leader.",
            "Extension requests are approved by the student support office.",
        ),
        (
            "Corrections are approved by the standards editor.",
            "Corrections are approved by the managing editor.",
        ),
        (
            "Quiz answers are autosaved every 30 seconds.",
            "Quiz answers are autosaved once a minute.",
        ),
    ],
)
def test_a_duty_passed_on_or_a_period_changed_is_an_update(old, new):
    assert classify(old, new).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        # regressions (blind holdout99-100): superseded as a value replaced
        (
            "Quiz answers are autosaved every 60 seconds.",
            "Quiz answers are autosaved once a minute.",
            SAME,
        ),
        (
            "Deposits of USDT on Tron are enabled.",
            "Withdrawals of USDT on Tron are enabled.",
            DISTINCT,
        ),
        # two numbered cranes, sampled at their own rates: not one number changed
        (
            "Quay crane 3 telemetry is sampled every second.",
            "Quay crane 7 telemetry is sampled every five seconds.",
            DISTINCT,
        ),
    ],
)
def test_one_period_said_two_ways_and_two_subjects_opening_alike(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
def test_a_subject_and_a_verb_before_counts_open_no_numbered_thing():
    # regression (this session's own slip): reading two words and a number as a numbered thing
    # ("Quay crane 3") kept these updates apart as two things
    old, new = "The pool keeps 4 workers and 2 spares.", "The pool keeps 8 workers and 4 spares."
    assert classify(old, new).kind == UPDATE
    old, new = (
        "The cache holds 5GB and evicts after 10ms.",
        "The cache holds 10GB and evicts after 30ms.",
    )
    assert classify(old, new).kind == UPDATE


@pytest.mark.backend_free
def test_a_number_counting_other_things_is_no_restatement_unless_the_meanings_agree():
    # regression (blind holdout100; holdout88 the same): the second reading merged two claims
    old = "Peer review assignments allow up to 5 reviewers per submission."
    new = "Group assignments allow up to 5 members per group."
    assert second_reading(old, new, classify(old, new), lambda: 0.68).kind == DISTINCT
    # one thing counted in other words, meanings close: still read as one claim
    old, new = (
        "The Cassandra cluster spans three datacenters.",
        "Cassandra is deployed across 3 DCs.",
    )
    assert second_reading(old, new, classify(old, new), lambda: 0.8).kind == SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        # regressions (blind holdout100-101): each superseded as a name replaced
        (
            "Closed captions are required for all English titles.",
            "Closed captions are required for all Spanish titles.",
        ),
        (
            "Lecture capture is enabled in all rooms of the Main Building.",
            "Lecture capture is enabled in all rooms of the Science Building.",
        ),
    ],
)
def test_a_name_picking_a_set_a_phrase_quantifies_names_another_set(old, new):
    assert classify(old, new).kind == DISTINCT
    # a name replaced elsewhere is still a change
    assert (
        classify("All services are deployed to AWS.", "All services are deployed to GCP.").kind
        == UPDATE
    )


@pytest.mark.backend_free
def test_an_initialism_whose_letters_a_small_word_gives():
    # regression (blind holdout102): "POD" was not read as "proof of delivery"
    old = "Proof of delivery photos are uploaded to S3."
    assert spelled_out(old, "POD photos get uploaded to S3.")[1].startswith("Proof of delivery")
    assert classify(*spelled_out(old, "POD photos get uploaded to S3.")).kind == SAME
    # a small word never opens one: "of delivery" does not spell "OD"
    assert spelled_out("Logs of deploys are kept.", "OD logs are kept.")[1] == "OD logs are kept."


@pytest.mark.backend_free
def test_retiring_what_a_statement_is_done_through_updates_it():
    # regression (blind holdout104): merged as a restatement by the second reading
    old = "Scanned paper returns are imported through the legacy PDF intake tool."
    new = "The legacy PDF intake tool has been decommissioned."
    rules = classify(old, new)
    assert rules.kind == UPDATE
    assert second_reading(old, new, rules, lambda: 0.65).kind == UPDATE
    # a thing retired that the older statement does not work through: not this rule
    assert classify("Priya wrote the legacy PDF intake tool.", new).reason != "retired"


@pytest.mark.backend_free
def test_stripped_is_removed():
    # regression (blind holdout103): superseded as a value replaced
    old = "Stop words are removed at query time, not at index time."
    new = "Stop words are stripped at query time rather than at index time."
    assert classify(old, new).kind == SAME


@pytest.mark.backend_free
def test_a_deed_asked_of_another_or_another_deed_is_not_a_restatement():
    old = "Schema changes require a review from the data team."
    assert classify(old, "Schema changes must be approved by the data team.").kind != SAME
    assert classify(old, "Schema changes must be reviewed by the platform team.").kind != SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new",
    [
        # regressions (blind holdout91-92): each superseded as a change
        (
            "Fixed: coupon applied twice when the guest cart was merged.",
            "Fixed: coupon dropped when the guest cart was merged.",
        ),
        ("The v2 boards use the ESP32-S3.", "The v3 boards use the ESP32-C6."),
        ("Firmware 5.x requires bootloader 2.x.", "Firmware 4.x requires bootloader 1.x."),
    ],
)
def test_two_events_or_two_numbered_things_are_never_one_changed(old, new):
    old, new = spelled_out(old, new)
    assert second_reading(old, new, classify(old, new), None).kind == DISTINCT


@pytest.mark.backend_free
def test_a_thing_rewritten_in_another_language_is_a_change_and_a_rewriting_rule_is_not():
    # regression (blind holdout92): stored beside the old language as another claim
    old, new = (
        "The ingestion service is written in Python.",
        "The ingestion service was rewritten in Go.",
    )
    assert classify(old, new).kind == UPDATE
    assert not tells_change("Legacy URLs are rewritten by the edge proxy.")


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        # regressions (holdout92 written as one project's store): each superseded the other
        ("The MQTT broker is Mosquitto.", "The MQTT broker listens on port 1883.", DISTINCT),
        ("The MQTT broker listens on port 1883.", "The MQTT broker is Mosquitto.", DISTINCT),
        (
            "The MQTT broker listens on port 1883.",
            "The MQTT broker is now EMQX instead of Mosquitto.",
            DISTINCT,
        ),
        # what it is, replaced; or a change told of the one that named it: still updates
        ("The MQTT broker is Mosquitto.", "The MQTT broker is EMQX.", UPDATE),
        (
            "The MQTT broker is Mosquitto.",
            "The MQTT broker is now EMQX instead of Mosquitto.",
            UPDATE,
        ),
        ("The MQTT broker is Mosquitto.", "The MQTT broker now runs on EMQX Cloud.", UPDATE),
        # regression (blind holdout93): a name with an apostrophe was never found in the older
        # statement, so the change was read as one of another statement
        (
            "cert-manager issues TLS certificates from Let's Encrypt.",
            "cert-manager now issues TLS certificates from ZeroSSL rather than Let's Encrypt.",
            UPDATE,
        ),
    ],
)
def test_what_a_thing_is_and_what_it_does_are_two_things_told(old, new, kind):
    assert second_reading(old, new, classify(old, new), None).kind == kind


@pytest.mark.backend_free
def test_names_with_digits_traded_between_two_roles_are_a_change():
    # regression (blind holdout90): the failover was merged as the claim retold
    old = "The us-east-1 Snowflake account is primary and the us-west-2 account is the replica."
    new = (
        "After the failover, the us-west-2 Snowflake account is primary and us-east-1 is the"
        " replica."
    )
    assert classify(old, new).kind != SAME
    assert second_reading(old, new, classify(old, new), None).kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        # regression: a name with a number in it changed before the values ("number changed")
        (
            "Uploads to /v2/images are limited to 10 MB.",
            "Uploads to /v2/videos are limited to 500 MB.",
            DISTINCT,
        ),
        (
            "int8 models are served with batch size 64.",
            "fp16 models are served with batch size 16.",
            DISTINCT,
        ),
        (
            "Workers default to 4 CPUs and 16 GB of memory.",
            "Workers default to 2 CPUs and 8 GB of memory.",
            UPDATE,
        ),
        (
            "The cache holds 5GB and evicts after 10ms.",
            "The cache holds 10GB and evicts after 30ms.",
            UPDATE,
        ),
        # regression: another kind of the same thing with the negation changed ("negation changed")
        ("Product pages are cached for 10 minutes.", "Checkout pages are never cached.", DISTINCT),
        ("Product pages are cached for 10 minutes.", "Product pages are never cached.", UPDATE),
        # regression: one reviewer reviews many areas ("value replaced"); an area's reviewer
        # replaced stays an update
        (
            "ask Mia to review any PR touching the billing service",
            "ask Mia to review any PR touching the mobile app",
            DISTINCT,
        ),
        (
            "Lena approves changes to CODEOWNERS.",
            "Lena approves changes to the Helm charts.",
            DISTINCT,
        ),
        ("Schema changes are approved by Ana.", "Schema changes are approved by Ben.", UPDATE),
        # regression: two plurals after "as" are one form replaced, not two things
        ("Staging models are built as views.", "Staging models are built as tables.", UPDATE),
    ],
)
def test_two_things_said_alike_stay_apart_and_one_thing_changed_updates(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, reason",
    [
        # regression: another kind of one thing with more changed was read as a restatement
        (
            "The tax app's federal return module is tested against the 2025 IRS schemas.",
            "The tax app's state return module is tested against each state's 2025 schemas.",
            KINDS_APART,
        ),
        (
            "The kelp search subcommand defaults to case-insensitive matching.",
            "The kelp replace subcommand defaults to case-sensitive matching.",
            KINDS_APART,
        ),
        # not a kind: a quantifier, a verb after "are", a word shortened, a change told
        (
            "Every new rule needs at least one positive and one negative test case.",
            "Each new rule requires at least one negative and one positive test case.",
            SEVERAL,
        ),
        ("Custom rules are written in YAML.", "Custom rules are defined in YAML files.", SEVERAL),
        (
            "Maya owns the Stripe billing integration.",
            "Maya handed the Stripe billing integration over to Jonas, so he owns it now.",
            None,
        ),
        # regression: the same said of two environments was read as a value replaced
        (
            "blood bank module on prod is v4.2",
            "blood bank module on the test server is v4.3",
            OTHER_THINGS,
        ),
        ("in staging the Neo4j heap is 4g", "in prod the neo4j heap is set to 16g", OTHER_THINGS),
        # one environment in other words, or a name that only contains one, is the same place
        (
            "The staging server is staging.example.com.",
            "The staging server is stage.example.com.",
            None,
        ),
    ],
)
def test_another_kind_or_environment_of_a_thing_is_kept_apart(old, new, reason):
    verdict = classify(old, new)
    if reason is None:
        assert verdict.reason not in (KINDS_APART, OTHER_THINGS)
    else:
        assert verdict == Verdict(DISTINCT, reason)


@pytest.mark.backend_free
def test_both_adds_nothing_to_a_list_told_in_another_order() -> None:
    """Regression (holdout37): "both" made a list told in another order two claims."""
    old = "Warehouse scans must include the barcode and the timestamp."
    new = "Warehouse scans must include both the timestamp and the barcode."
    assert classify(old, new).kind == SAME
    assert classify(old, new.replace("timestamp", "scanner ID")).kind != SAME


@pytest.mark.backend_free
def test_a_second_reading_never_joins_two_kinds_of_a_thing(monkeypatch) -> None:
    """The pairs kinds_apart keeps apart stand whatever the model says, as "different things"
    do; the model reads them as it read any change in several places when it was fitted."""
    from surface import pair_weights
    from surface.pair_features import NAMES, WORD_NAMES, pair_features
    from surface.pair_model import second_reading

    monkeypatch.setattr(pair_weights, "MEANING_COEF", ((0.0,) * len(NAMES),) * 3)
    monkeypatch.setattr(pair_weights, "MEANING_INTERCEPT", (0.0, 9.0, 0.0))
    monkeypatch.setattr(pair_weights, "WORDS_COEF", ((0.0,) * len(WORD_NAMES),) * 3)
    monkeypatch.setattr(pair_weights, "WORDS_INTERCEPT", (0.0, 9.0, 0.0))
    old = "The platform AppProject in ArgoCD may deploy to any namespace."
    new = "The tenants AppProject in ArgoCD may deploy only to namespaces prefixed with tenant-."
    rules = classify(old, new)
    assert rules == Verdict(DISTINCT, KINDS_APART)
    assert second_reading(old, new, rules, lambda: 0.95) == rules
    assert second_reading(old, new, rules, None) == rules
    several = Verdict(DISTINCT, SEVERAL)
    assert pair_features(old, new, rules, 0.5) == pair_features(old, new, several, 0.5)


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new"),
    [
        # what a service needs, includes or accepts adds up: a second object is a second fact
        ("The admin panel requires VPN access.", "The admin panel requires two-factor login."),
        (
            "Integration tests need a running Postgres.",
            "Integration tests need a seeded test user.",
        ),
    ],
)
def test_a_second_object_of_a_verb_whose_objects_add_up_is_distinct(old, new):
    assert classify(old, new).kind == DISTINCT


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # a table has many indexes and a reviewer many areas: another one is another fact
        (
            "The `passes` table has a unique index on `rfid_uid`.",
            "The `passes` table has a unique index on `qr_token`.",
            DISTINCT,
        ),
        (
            "Aisha approves changes to the controlled_drug_log schema.",
            "Aisha approves changes to the invoice_lines schema.",
            DISTINCT,
        ),
        (
            "The primary key of `passes` is `rfid_uid`.",
            "The primary key of `passes` is `qr_token`.",
            UPDATE,
        ),
        # a unit word opening the subject names a kind of it, not an amount
        (
            "Day passes are priced by the dynamic pricing model.",
            "Season passes are priced by the dynamic pricing model.",
            DISTINCT,
        ),
        ("The request timeout is 30 seconds.", "The read timeout is 30 seconds.", DISTINCT),
        ("Backups run once a day.", "Backups run once a week.", UPDATE),
    ],
)
def test_another_of_many_things_or_kinds_is_distinct_and_a_value_still_updates(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # the speaker names the older statement's value as the one before: an update, however
        # differently the rest is worded
        (
            "Customer portal sessions expire after 30 minutes idle.",
            "Customer portal idle timeout: 15 min (was 30).",
            UPDATE,
        ),
        (
            "The ingest workers run 4 replicas.",
            "ingest worker replicas: 6 (previously 4, too slow at month end)",
            UPDATE,
        ),
        # a number in brackets that is not the value before, or no new value beside it
        (
            "Customer portal sessions expire after 30 minutes idle.",
            "Customer portal sessions for admins (was it 30?) need a review.",
            DISTINCT,
        ),
    ],
)
def test_the_value_before_named_beside_a_new_one_tells_an_update(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # the reason told after a change is not part of what is now so
        (
            "coturn listens for TURN over TLS on port 5349.",
            "TURN over TLS moved to port 443 so it gets through corporate firewalls.",
            UPDATE,
        ),
        (
            "The nightly Airflow DAG `load_core_banking` starts at 02:00 UTC.",
            "load_core_banking got moved, it kicks off at 03:30 UTC now so it doesn't collide "
            "with the ledger export",
            UPDATE,
        ),
        # "after the ..." that says when, in a statement that tells no change, is the claim
        (
            "Subscription orders are created before the payment is captured.",
            "Subscription orders are created after the payment is captured.",
            UPDATE,
        ),
    ],
)
def test_a_change_told_with_its_reason_is_an_update(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
def test_only_a_reason_told_after_a_change_is_set_aside():
    moved = "TURN over TLS moved to port 443 so it gets through corporate firewalls."
    assert plainly(moved, why=True) == "TURN over TLS moved to port 443"
    when = "Subscription orders are created after the payment is captured because of fraud."
    assert plainly(when, why=True) == when  # tells no change
    opening = "ok so it turns out the robots are all migrated to ROS 2 Jazzy now"
    assert plainly(opening, why=True) == opening  # "so it" opens the statement


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # "that lack X" says "without X"
        (
            "Orthanc rejects studies without a StudyInstanceUID.",
            "Studies that lack a StudyInstanceUID are rejected by Orthanc.",
            SAME,
        ),
        (
            "Orthanc rejects studies with a StudyInstanceUID.",
            "Orthanc rejects studies that lack a StudyInstanceUID.",
            UPDATE,
        ),
    ],
)
def test_lacking_a_thing_is_being_without_it(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # a prohibition in one word is a negation
        (
            "We never deploy the storefront on Fridays.",
            "Storefront deploys are off-limits on Fridays.",
            SAME,
        ),
        ("Force-pushing to main is forbidden.", "Force-pushing to main is allowed.", UPDATE),
        (
            "Force-pushing to main is prohibited.",
            "Force-pushing to main is no longer prohibited.",
            UPDATE,
        ),
    ],
)
def test_a_prohibition_in_one_word_is_a_negation(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # holdout73 (after its one run): the same value said of another numbered thing
        (
            "Svalbard antenna SG-1 has a minimum elevation of 5 degrees.",
            "Svalbard antenna SG-2 has a minimum elevation of 5 degrees.",
            DISTINCT,
        ),
        # a numbered name that is the value changes it
        ("Webhooks are signed with HMAC-SHA1.", "Webhooks are signed with HMAC-SHA256.", UPDATE),
        (
            "Antenna SG-1 has a minimum elevation of 5 degrees.",
            "Antenna SG-1 has a minimum elevation of 7 degrees.",
            UPDATE,
        ),
    ],
)
def test_the_same_value_said_of_another_numbered_thing_is_distinct(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
def test_one_thing_serves_a_purpose_and_one_thing_can_serve_many():
    """Another tool for the same purpose replaces the first; another purpose for the same
    tool is a second fact."""
    assert classify("Redis is used for caching.", "Memcached is used for caching.").kind == UPDATE
    assert classify("Redis is used for caching.", "Redis is used for rate limiting.").kind == (
        DISTINCT
    )
    assert classify("We use Redis for caching.", "We use Redis for queues.").kind == DISTINCT
    assert classify(
        "Use pnpm for installing packages.", "Use npm for installing packages."
    ).kind == (UPDATE)


@pytest.mark.backend_free
def test_a_negated_detail_left_out_is_not_a_negation_changed():
    """The negation bears on "floats", which the shorter statement does not mention: it says
    less of the same claim, it does not reverse it (the fuller one is kept)."""
    old = "Prices are stored in cents as integers, never as floats."
    assert classify(old, "Prices are stored in cents.").kind == SAME
    assert classify(old, "Prices are stored as floats.").kind == UPDATE
    assert classify("Never deploy on Fridays.", "Deploy on Fridays.").kind == UPDATE
    assert classify("The API requires a key.", "The API requires a token now.").kind == UPDATE


WORDS = [
    "deploy",
    "cache",
    "redis",
    "staging",
    "port",
    "timeout",
    "worker",
    "queue",
    "token",
    "service",
    "runs",
    "uses",
    "listens",
    "backup",
    "nightly",
    "branch",
    "review",
    "build",
]
CLAIM_WORDS = [w for w in WORDS if w != "uses"]  # a verb that only links (surface.paraphrase)


@pytest.mark.backend_free
@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(WORDS), min_size=3, max_size=12, unique=True),
    st.integers(0, 11),
    st.integers(1, 9999),
    st.integers(1, 9999),
)
def test_a_changed_number_or_a_negation_is_never_a_restatement(words, at, x, y):
    at = at % (len(words) + 1)
    with_x = " ".join(words[:at] + ["is", str(x)] + words[at:])
    if x != y:
        assert classify(with_x, with_x.replace(str(x), str(y))).kind != SAME
    negated = " ".join(words[:at] + ["not"] + words[at:])
    assert classify(" ".join(words), negated).kind != SAME


@pytest.mark.backend_free
@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(CLAIM_WORDS), min_size=3, max_size=8, unique=True), st.data())
def test_a_clause_moved_is_the_same_claim_and_two_roles_exchanged_never_are(words, data):
    k = data.draw(st.integers(1, len(words) - 1))
    rotated = words[k:] + words[:k]
    assert classify(" ".join(words), " ".join(rotated)).kind == SAME
    i = data.draw(st.integers(0, len(words) - 3))
    j = data.draw(st.integers(i + 2, len(words) - 1))  # something stays between them
    swapped = list(words)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    assert classify(" ".join(words), " ".join(swapped)).kind != SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Run database migrations before deploying the new code.",
            "Database migrations run before the new code is deployed.",
        ),
        ("Passwords are hashed with bcrypt.", "We hash passwords using bcrypt."),
        (
            "Feature flags are read from LaunchDarkly at startup.",
            "At startup we read feature flags from LaunchDarkly.",
        ),
        ("The API returns dates in ISO 8601 format.", "Dates from the API are in ISO 8601 format."),
        ("Images must be compressed before upload.", "Compress images before uploading them."),
        ("Never commit .env files to git.", ".env files should never be committed to git."),
        (
            "The search index is rebuilt nightly by a cron job.",
            "A cron job rebuilds the search index nightly.",
        ),
        (
            "The worker retries failed jobs three times.",
            "Failed jobs are retried three times by the worker.",
        ),
        (
            "Cache invalidation happens on every product update.",
            "Every product update invalidates the cache.",
        ),
        ("Always run the formatter before committing.", "Run the formatter before every commit."),
        (
            "Error pages never show stack traces to users.",
            "Stack traces are never shown to users on error pages.",
        ),
        # session 11: a tool told before the act it serves, "all" for "every", a number word
        # before a unit, plurals in -ies, "used", a rule's "keep" / "stay"
        ("Use Black for formatting Python code.", "Python code is formatted with Black."),
        ("Redis is used for caching.", "We use Redis for caching."),
        ("Every migration must be reversible.", "All migrations must be reversible."),
        ("Timestamps are stored in UTC.", "Store all timestamps in UTC."),
        ("The session cookie expires after one hour.", "Session cookies expire after 1 hour."),
        ("Keep functions under 50 lines.", "Functions should stay under 50 lines."),
        ("Logs are retained for 14 days.", "We retain logs for fourteen days."),
        ("API keys are rotated every month.", "We rotate API keys monthly."),
        ("Keep pull requests small.", "Pull requests should stay small."),
        ("All API responses use camelCase keys.", "API responses use camelCase keys everywhere."),
        ("Customer emails are sent via Postmark.", "We send customer emails through Postmark."),
        ("The API is versioned in the URL path.", "API versions go in the URL path."),
        ("Uploads larger than 10 MB are rejected.", "We reject uploads larger than 10 MB."),
        (
            "Use Terraform for all infrastructure changes.",
            "All infrastructure changes are made with Terraform.",
        ),
    ],
)
def test_a_claim_reworded_is_the_same_claim(old, new):
    assert classify(old, new).kind == SAME
    assert classify(new, old).kind == SAME


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Store the logs in the cache.", "Store the cache in the logs."),
        ("Run migrations before deploying code.", "Deploy code before running migrations."),
        ("The scheduler triggers the export job.", "The export job triggers the scheduler."),
        ("Reviews need two approvals.", "Two approvals need reviews."),
        ("Alice is called by Bob every day.", "Alice calls Bob every day."),
        ("Alice pays Bob on Fridays.", "On Fridays, Bob pays Alice."),
        ("Not all tests are run on CI.", "All tests are not run on CI."),
        ("service a depends on service b", "service b depends on service a"),
        ("Ports 5432 and 6543 serve dev and prod.", "Ports 6543 and 5432 serve dev and prod."),
        ("Tests must run in CI.", "Tests should run in CI."),
        ("Alice reviews every pull request.", "Alice reviews some pull requests."),
        (
            "Run the DB migration before the code deploy.",
            "Deploy the code before running the DB migration.",
        ),
        ("Use staging to test production.", "Use production to test staging."),
        (
            "Use Redis for sessions and Postgres for caching.",
            "Use Postgres for sessions and Redis for caching.",
        ),
        ("Keep the cache out of the database.", "Keep the database out of the cache."),
        ("Postgres is faster than MySQL for reads.", "MySQL is faster than Postgres for reads."),
    ],
)
def test_the_same_words_with_roles_exchanged_are_not_the_same_claim(old, new):
    assert classify(old, new).kind != SAME


@pytest.mark.backend_free
def test_sequence_keeps_identifiers_verbatim():
    assert "app/__init__.py" in sequence("Export names from app/__init__.py with __all__")
    assert "__all__" in sequence("Export names from app/__init__.py with __all__")


# -- through the API ------------------------------------------------------------------------------


def test_a_name_of_two_words_replaced_by_another_is_read_as_a_change(project, clock):
    # regression (blind holdout98): "The CMS runs on WordPress VIP." / "... on Arc XP." share
    # two of six terms, too few for the write to read the pair: both were kept as current
    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember("The CMS runs on WordPress VIP.")
            clock.advance(DAY)
            new = await mem.remember("The CMS runs on Arc XP.")
            assert new.action == "superseded" and new.previous.id == old.memory.id
            other = await mem.remember("The search index runs on Elastic Cloud.")
            assert other.action == "stored"

    run(go())


def test_two_subjects_of_one_value_far_apart_in_terms_stay_two_memories(project, clock):
    # regression (blind holdout101): read by the restatement rules alone, the pair was "changed
    # in several places", and the second reading merged it as a restatement
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("The audio-only rendition is 64 kbps.")
            new = await mem.remember("The audio description track is 64 kbps.")
            assert new.action == "stored"

    run(go())


def test_retiring_what_a_statement_works_through_supersedes_it_through_the_api(project, clock):
    # regression (blind holdout104, held out): too far apart in terms for the one-change rules,
    # the pair was read by the restatement rules alone and merged by the second reading
    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember(
                "Scanned paper returns are imported through the legacy PDF intake tool."
            )
            clock.advance(DAY)
            new = await mem.remember("The legacy PDF intake tool has been decommissioned.")
            assert new.action == "superseded" and new.previous.id == old.memory.id

    run(go())


def test_a_correction_supersedes_and_the_old_statement_is_kept(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("Deploys go through make ship.")
            old = await mem.remember(
                "The API rate limit is enforced per user.", importance=4, pinned=True
            )
            clock.advance(DAY)
            new = await mem.remember("The API rate limit is not enforced per user.")
            assert new.action == "superseded" and new.previous.id == old.memory.id
            assert "superseded #" in new.summary() and "enforced per user" in new.summary()
            assert new.memory.pinned and new.memory.importance == 4  # carried over
            before = await mem.get(old.memory.id, use=False)
            assert before.status == "superseded" and before.superseded_by == new.memory.id
            hits = await mem.recall("API rate limit", reinforce=False)
            assert [h.memory.id for h in hits] == [new.memory.id]
            history = await mem.history(new.memory.id)
            assert [v.id for v in history.versions] == [old.memory.id, new.memory.id]
            assert history.current.id == new.memory.id
            was = await mem.recall("API rate limit", as_of=clock() - DAY / 2, reinforce=False)
            assert was[0].memory.id == old.memory.id  # what was true then
            await mem.unrelate(new.memory.id, old.memory.id, "supersedes")  # undo
            assert (await mem.get(old.memory.id, use=False)).status == "active"

    run(go())


def test_a_restatement_merges_and_keeps_the_other_wording(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("Feature branches are deleted after merge.")
            b = await mem.remember("Feature branches get deleted after merge on GitHub.")
            assert b.action == "merged" and b.memory.id == a.memory.id  # a detail more: kept
            c = await mem.remember("Remember: feature branches are deleted after merge!")
            assert c.action == "merged" and c.memory.id == a.memory.id
            assert c.memory.content == "Feature branches get deleted after merge on GitHub."
            history = await mem.history(c.memory.id)
            merged = [e.detail["text"] for e in history.events[c.memory.id] if e.kind == "merged"]
            assert merged == [
                "Feature branches are deleted after merge.",
                "Remember: feature branches are deleted after merge!",
            ]  # all kept

    run(go())


def test_the_fuller_wording_is_kept_on_merge(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("Pin dependency versions.")
            b = await mem.remember("Always pin dependency versions in requirements.")
            assert b.action == "merged" and b.memory.id == a.memory.id
            assert b.memory.content == "Always pin dependency versions in requirements."
            history = await mem.history(a.memory.id)
            assert history.events[a.memory.id][-1].detail["text"] == "Pin dependency versions."
            hits = await mem.recall("requirements", reinforce=False)
            assert hits and hits[0].memory.id == a.memory.id  # searchable by its new words

    run(go())


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        (
            "The data pipeline runs on Python 3.10.",
            "We upgraded the data pipeline to Python 3.12.",
            UPDATE,
        ),
        ("The docs live in Confluence.", "We moved the docs to Notion.", UPDATE),
        ("Staging runs Postgres 14.", "We upgraded staging to Postgres 16.", UPDATE),
        (
            "The standup is on Monday at 9am.",
            "Actually, standup moved to Wednesday at 9am.",
            UPDATE,
        ),
        (
            "The Kibana dashboards are hosted on the ops VM in Dublin.",
            "We moved Kibana off the ops VM to Elastic Cloud last night.",
            UPDATE,
        ),
        (
            "Build caches for the CI runners are pulled from our Nexus server.",
            "We moved the CI runners off Nexus; they pull their build caches from Amazon S3 now.",
            UPDATE,
        ),
        (
            "Integration tests run with Jest.",
            "We switched our integration tests from Jest to Vitest.",
            UPDATE,
        ),
        (
            "CI alerts are posted to the #ops-alerts channel.",
            "Actually, CI alerts go to #oncall now.",
            UPDATE,
        ),
        (
            "The staging namespace is called shop-stg.",
            "The staging namespace was renamed to store-stg.",
            UPDATE,
        ),
        # an opposite with a detail added; the same words reordered under a correction
        (
            "Feature flags are enabled for the admin app.",
            "Feature flags are disabled for the admin app until the audit is done.",
            UPDATE,
        ),
        (
            "Run the cleanup before the export.",
            "Actually, the export has to run before the cleanup.",
            UPDATE,
        ),
        (
            "Run the cleanup before the export.",
            "Actually, run the cleanup before the export.",
            SAME,
        ),
        (
            "Feature flags are enabled for the admin app.",
            "Feature flags are enabled for the admin app until the audit is done.",
            SAME,
        ),
        (
            "Wei owns the invoice export job.",
            "The invoice export job is now owned by Dana; Wei moved to the mobile team.",
            UPDATE,
        ),
        # session 13: a lead-in, a name that opened the older statement, "moved out of X"
        (
            "Marta is the release manager for the mobile apps.",
            "Heads up: the mobile apps' release manager changed, it's Jonas now.",
            UPDATE,
        ),
        (
            "The Terraform modules are kept in the platform repo.",
            "FYI: the Terraform modules moved out of the platform repo into their own modules repo.",
            UPDATE,
        ),
        (
            "Marta reviews the mobile release notes.",
            "The release notes for the web app are now written by Jonas.",
            DISTINCT,
        ),
        # a name of several words left behind; a place told with its preposition
        (
            "Build artifacts for the TV app are stored in Google Cloud Storage.",
            "We switched the TV app's build artifacts from Google Cloud Storage to Cloudflare R2.",
            UPDATE,
        ),
        (
            "The speech model for the kiosk runs on the device.",
            "The speech model for the kiosk runs in the cloud.",
            UPDATE,
        ),
        # the older statement's own value named as left behind: one shared word anchors it
        (
            "Filing fees are charged through Authorize.net.",
            "we switched fee payments from authorize.net to Stripe in March",
            UPDATE,
        ),
        # a change told of another subject, or of a part of the old one's
        ("Staging runs Postgres 14.", "Production now runs Postgres 16.", DISTINCT),
        ("The iOS app targets iOS 15.", "The Android app now targets API 34.", DISTINCT),
        (
            "Integration tests run with Jest.",
            "We switched our e2e tests from Cypress to Playwright.",
            DISTINCT,
        ),
        (
            "CI alerts are posted to the #ops-alerts channel.",
            "Actually, deploy notices go to #deploys now.",
            DISTINCT,
        ),
        ("The API runs on Python 3.10.", "We moved the worker to Python 3.12.", DISTINCT),
        ("The frontend uses React 17.", "We now use React 18 in the admin panel.", DISTINCT),
        # no change told: two statements that both hold
        (
            "The data pipeline runs on Python 3.10.",
            "The data pipeline tests run on Python 3.12.",
            DISTINCT,
        ),
    ],
)
def test_a_change_told_in_other_words_updates_what_it_retells(old, new, kind):
    assert classify(old, new).kind == kind


def test_an_approximate_amount_in_other_words_is_the_same_and_another_amount_is_not():
    old = "Integration tests take about 12 minutes on CI."
    assert classify(old, "On CI the integration tests take roughly twelve minutes.").kind == SAME
    assert classify(old, "Integration tests take approximately 12 minutes on CI.").kind == SAME
    assert classify(old, "Integration tests take roughly 20 minutes on CI.").kind == UPDATE


def test_one_and_a_single_and_a_lower_bound_in_other_words_are_the_same():
    old = "The build requires CMake 3.28 or newer and one Cargo.lock at the root."
    assert (
        classify(
            old, "The build needs CMake 3.28 or later and a single Cargo.lock at the root."
        ).kind
        == SAME
    )
    assert (
        classify(
            old, "The build needs CMake 3.30 or later and a single Cargo.lock at the root."
        ).kind
        == UPDATE
    )


def test_a_negation_beside_other_things_on_both_sides_is_not_a_reversal():
    old = "The web app keeps access tokens in memory, not in localStorage."
    assert classify(old, "The web app keeps the theme preference in localStorage.").kind == DISTINCT
    assert classify(old, "The web app keeps access tokens in localStorage.").kind == UPDATE
    # a change told keeps its "instead of" a reversal
    said = "We switched to Renovate for npm updates instead of Dependabot."
    assert classify("Dependabot opens the pull requests for npm updates.", said).kind == UPDATE


def test_an_identifier_in_a_value_slot_replaced_is_an_update():
    old = "The nightly export connects as the reporting_ro database user."
    assert (
        classify(old, "The nightly export connects as the etl_reader database user.").kind == UPDATE
    )
    # an identifier naming the subject is another thing
    assert (
        classify("The orders_db replica is in us-east.", "The users_db replica is in us-east.").kind
        == DISTINCT
    )


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        (
            "The Flutter app keeps large fonts in Git LFS.",
            "Large fonts in the Flutter app are stored in Git LFS.",
            SAME,
        ),
        (
            "The Django app's tasks run on RabbitMQ and are monitored by Flower.",
            "Flower monitors the Django app's tasks, which are backed by RabbitMQ.",
            SAME,
        ),
        (
            "Grafana alerts for the search API go to the #search-oncall Slack channel.",
            "Search API Grafana alerts are sent to #search-oncall on Slack.",
            SAME,
        ),
        (
            "The firmware team uses Zephyr on the NRF52 boards.",
            "Zephyr is what the firmware team runs on the NRF52 boards.",
            SAME,
        ),
        (
            "The Prefect DAGs for the billing sync run on the Docker executor.",
            "The billing sync DAGs in Prefect run on the Docker executor.",
            SAME,
        ),
        # the same named things in another relation, a count and its unit only, roles swapped
        (
            "Redis caches sessions for the Django app.",
            "The Django app stores uploads in Redis.",
            DISTINCT,
        ),
        (
            "The import job retries failed rows three times.",
            "The export job retries failed uploads three times.",
            DISTINCT,
        ),
        (
            "Alice reviews Bob's pull requests on GitHub.",
            "Bob reviews Alice's pull requests on GitHub.",
            None,  # roles exchanged: anything but the same claim
        ),
    ],
)
def test_the_same_named_things_retold_in_a_new_frame_are_the_same_claim(old, new, kind):
    verdict = classify(old, new).kind
    assert verdict == kind if kind else verdict != SAME


def test_a_short_statement_retold_with_more_detail_is_found_and_superseded(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("The staging database is refreshed from production weekly.")
            old = await mem.remember("Staging deploys are triggered manually.")
            clock.advance(DAY)
            new = await mem.remember(
                "Staging deploys are triggered automatically on every merge to main."
            )
            assert new.action == "superseded" and new.previous.id == old.memory.id
            other = await mem.remember("Staging deploys are announced in the releases channel.")
            assert other.action == "stored"

    run(go())


def test_a_change_told_in_few_shared_words_is_found_and_supersedes_only_what_it_changes(
    project, clock
):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            other = await mem.remember("Deploy notices are posted to the #deploys channel.")
            old = await mem.remember("Build failures are posted to the #ci-noise channel.")
            clock.advance(DAY)
            new = await mem.remember("Actually, build failures go to #build-cop now.")
            assert new.action == "superseded" and new.previous.id == old.memory.id
            assert (await mem.get(other.memory.id, use=False)).status == "active"

    run(go())


def test_a_change_told_finds_a_statement_sharing_only_short_words_with_it(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember("The Kibana dashboards are hosted on the ops VM in Dublin.")
            clock.advance(DAY)
            new = await mem.remember("We moved Kibana off the ops VM to Elastic Cloud last night.")
            return new.action, new.previous and new.previous.id == old.memory.id

    assert run(go()) == ("superseded", True)


def test_distinct_statements_are_both_kept(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            a = await mem.remember("The orders service publishes to Kafka.")
            b = await mem.remember("The inventory service publishes to Kafka.")
            assert (a.action, b.action) == ("stored", "stored")
            return len((await mem.list()).items)

    assert run(go()) == 2


def test_an_older_statement_told_later_only_contradicts(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            new = await mem.remember("Payments are processed by Adyen.")
            old = await mem.remember(
                "Payments are processed by Stripe.", created_at=clock() - 30 * DAY
            )
            assert old.action == "conflicts" and old.previous.id == new.memory.id
            hits = await mem.recall("payments processed", reinforce=False)
            ids = [h.memory.id for h in hits]
            assert ids == [new.memory.id, old.memory.id]  # together, the newer first
            assert hits[0].conflicts == (old.memory.ref,) and hits[1].conflicts == (new.memory.ref,)

    run(go())


def test_experiences_are_events_not_updates(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(
                "The deploy failed because DATABASE_URL was missing.", layer="experience"
            )
            other = await mem.remember(
                "The deploy failed because REDIS_URL was missing.", layer="experience"
            )
            assert other.action == "stored"
            flip = await mem.remember(
                "The deploy did not fail because DATABASE_URL was missing.", layer="experience"
            )
            assert flip.action == "conflicts"

    run(go())


def test_two_reports_naming_the_same_things_are_two_events_but_one_fact(project, clock):
    first = "The flaky test test_upload failed again on CI because of a timeout in the S3 mock."
    second = "test_upload is flaky on CI; the S3 mock timeout hit again and the rerun passed."

    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember(first, layer="experience")
            clock.advance(DAY)
            again = await mem.remember(second, layer="experience")
            await mem.remember("The Unity project stores large assets in Git LFS.")
            retold = await mem.remember("Large assets in the Unity project are kept in Git LFS.")
            return again.action, retold.action

    assert run(go()) == ("stored", "merged")


def test_layers_do_not_reconsolidate_across(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            await mem.remember("The web server listens on port 8080.")
            d = await mem.remember("The web server listens on port 9090.", layer="decision")
            assert d.action == "stored"

    run(go())


def test_an_edit_keeps_what_it_replaced(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            m = (await mem.remember("the cache lives in redis")).memory
            await mem.update(m.id, content="the cache lives in memcached")
            history = await mem.history(m.id)
            updated = [e for e in history.events[m.id] if e.kind == "updated"]
            assert updated[0].detail["before"] == {"content": "the cache lives in redis"}

    run(go())


# -- through the CLI and the MCP server ---------------------------------------------------------


def test_cli_remember_says_what_it_superseded_and_history_shows_both(project, env):
    # In-process (tests/support/cli.py): what the verbs print is the subject, not their process.
    first = cli(project, env, "remember", "Emails are sent through SendGrid.")
    assert first.returncode == 0 and first.stdout.startswith("stored #1"), first.stderr
    second = cli(project, env, "remember", "Emails are sent through Postmark.")
    assert "superseded #1 (was: 'Emails are sent through SendGrid.')" in second.stdout
    hist = cli(project, env, "history", "2", "--json")
    versions = json.loads(hist.stdout)["versions"]
    assert [(v["id"], v["status"]) for v in versions] == [(1, "superseded"), (2, "active")]


# -- concurrency ----------------------------------------------------------------------------------

WRITER = """
import asyncio, sys
from cognition.api import open_memory

async def main(w):
    async with open_memory(sys.argv[2]) as mem:
        for n in range(1, 151):
            r = await mem.remember(f"writer {w} note {n} about queue depth")
            assert r.action == "stored", (w, n, r.action, r.target)

asyncio.run(main(int(sys.argv[1])))
"""


def test_three_writer_processes_store_every_distinct_statement(project, env):
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(w), str(project)],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in (1, 2, 3)
    ]
    for p in procs:
        _, err = p.communicate(timeout=240)
        assert p.returncode == 0, err

    async def active() -> int:
        async with open_memory(project) as mem:
            return int((await mem.stats())["project"]["by_status"]["active"])

    assert run(active()) == 450


# -- de-duplication elsewhere ---------------------------------------------------------------------


@pytest.mark.backend_free
def test_no_dedup_step_folds_statements_that_differ_in_a_number_negation_or_order():
    from types import SimpleNamespace

    from cognition.claude_code.hooks.prompt import dedupe
    from surface.context import near_duplicate

    pairs = [
        (
            "the staging database listens on port 5432 behind the proxy",
            "the staging database listens on port 6543 behind the proxy",
        ),
        ("the API rate limit is enforced per user", "the API rate limit is not enforced per user"),
        (
            "copy from production to staging every night",
            "copy from staging to production every night",
        ),
    ]
    for a, b in pairs:
        assert not near_duplicate(a, b)
        picks = [
            ("project", SimpleNamespace(memory=SimpleNamespace(title="", content=t)))
            for t in (a, b)
        ]
        assert len(dedupe(picks, 0.5, 5)) == 2
    same = [
        ("project", SimpleNamespace(memory=SimpleNamespace(title="", content=t)))
        for t in ("Deploys go through make ship.", "deploys go through make ship")
    ]
    assert len(dedupe(same, 0.8, 5)) == 1 and near_duplicate(
        same[0][1].memory.content, same[1][1].memory.content
    )


# -- the LLM judge ---------------------------------------------------------------------------------


class ScriptedLLM:
    """A stand-in backend that answers every comparison with one scripted word."""

    name = "scripted"

    def __init__(self, answer: str | Exception) -> None:
        self.answer, self.prompts = answer, []

    def complete(self, prompt, *, system=None, max_tokens=400):
        self.prompts.append(prompt)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def _judged(project, clock, monkeypatch, answer):
    from cognition.config import Settings, replace
    from cognition.upkeep import llm as llm_module

    scripted = ScriptedLLM(answer)
    monkeypatch.setattr(llm_module, "make_llm", lambda params: scripted)
    base = Settings.load(project, env={})
    settings = replace(base, write=type(base.write)(judge="llm"))

    async def go():
        async with open_memory(project, clock=clock, settings=settings) as mem:
            await mem.remember("Ticket PDFs are generated synchronously during checkout.")
            return await mem.remember(
                "Ticket PDFs are generated by a background worker after checkout completes."
            )

    return run(go()), scripted


@pytest.mark.backend_free
def test_an_llm_judge_decides_when_configured(project, clock, monkeypatch):
    result, scripted = _judged(project, clock, monkeypatch, "update")
    assert result.action == "superseded"  # the rules alone call this pair distinct
    assert scripted.prompts and "generated synchronously" in scripted.prompts[0]


@pytest.mark.backend_free
@pytest.mark.parametrize("answer", ["I am not sure", None])
def test_the_rules_decide_when_the_llm_cannot(project, clock, monkeypatch, answer):
    from cognition.upkeep.llm import LLMUnavailable

    result, _ = _judged(project, clock, monkeypatch, answer or LLMUnavailable("no network"))
    assert result.action == "stored"  # the rules' verdict: different subjects


@pytest.mark.backend_free
def test_a_bad_judge_setting_is_refused(project):
    from cognition.config import Settings
    from layers.errors import InvalidInput

    with pytest.raises(InvalidInput, match="write.judge"):
        Settings.load(project, env={"COGNIMEM_WRITE_JUDGE": "gpt"})


NOUNS = ["alice", "bob", "worker", "scheduler", "invoices", "reports", "billing", "cron"]
VERBS = [
    ("processes", "processed"),
    ("calls", "called"),
    ("approves", "approved"),
    ("logs", "logged"),
]


@pytest.mark.backend_free
@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(NOUNS), min_size=1, max_size=3, unique=True),
    st.lists(st.sampled_from(NOUNS), min_size=1, max_size=3, unique=True),
    st.sampled_from(VERBS),
)
def test_a_change_of_voice_is_the_same_claim_and_a_role_swap_never_is(x, y, verb):
    assume(not set(x) & set(y))  # who does it and to whom are different things
    active, participle = verb
    patient, agent = " ".join(x), " ".join(y)
    passive = f"{patient} are {participle} by {agent}"
    assert classify(passive, f"{agent} {active} {patient}").kind == SAME
    assert classify(passive, f"{patient} {active} {agent}").kind != SAME  # the roles swapped


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("word", "digits"),
    [("fourteen", "14"), ("twenty", "20"), ("twenty-four", "24"), ("ninety-nine", "99")],
)
def test_number_words_are_read_as_digits(word, digits):
    assert number_word(word) == digits


@pytest.mark.backend_free
@pytest.mark.parametrize("word", ["one", "twelve", "twenty-x", "fourteenth", "x-four", "ten"])
def test_other_words_are_not_numbers(word):
    assert number_word(word) is None


@pytest.mark.backend_free
def test_a_changed_count_in_words_or_a_changed_frequency_is_an_update():
    assert classify("Logs are kept for fourteen days.", "Logs are kept for 15 days.").kind == UPDATE
    assert classify("Backups run nightly.", "Backups run weekly.").kind == UPDATE
    assert classify("Tokens expire after one hour.", "Tokens expire after 2 hours.").kind == UPDATE


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        (  # a correction retelling the claim in other words, one number replaced
            "The CRM sends renewal reminders by email and SMS 14 days before the contract ends.",
            "Correction: CRM renewal reminders go out by email and SMS 7 days before the contract ends.",
            UPDATE,
        ),
        (  # a change dated at the start: the rest is the new state
            "The wiki stores page attachments on the shared network drive.",
            "As of this week the wiki stores page attachments in Backblaze B2.",
            UPDATE,
        ),
        (
            "The Windows installer is signed with the DigiCert certificate.",
            "As of this week, the Windows installer is signed with the DigiCert certificate.",
            SAME,
        ),
        (  # the roles traded under a dated lead-in
            "Blue is the live environment, green is the standby.",
            "Starting today, green is the live environment, blue is the standby.",
            UPDATE,
        ),
        (  # another thing with the same value, dated: not a correction of the first
            "The billing service's Postgres connection pool size is 30.",
            "Starting Monday, the billing service's Redis connection pool size is 30.",
            DISTINCT,
        ),
        (  # two names replaced: another subject
            "The Windows installer is signed with the DigiCert certificate.",
            "As of this week, the macOS installer is signed with the Apple Developer ID.",
            DISTINCT,
        ),
    ],
)
def test_a_correction_or_a_dated_change_is_read_without_its_lead_in(
    old: str, new: str, kind: str
) -> None:
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
@pytest.mark.parametrize(
    "old, new, kind",
    [
        (  # one clause updates, the other says where the replaced one went
            "Marta is the owner of the checkout service.",
            "Jonas owns the checkout service now; Marta moved to payments.",
            UPDATE,
        ),
        (  # another subject in the first clause, the old claim kept in the second
            "Alice owns the billing service.",
            "Bob owns the search service now; Alice still owns billing.",
            DISTINCT,
        ),
        (
            "Priya reviews the mobile pull requests.",
            "Tom reviews the web pull requests now; Priya keeps the mobile ones.",
            DISTINCT,
        ),
    ],
)
def test_a_clause_that_updates_beside_one_that_says_where_the_old_went(
    old: str, new: str, kind: str
) -> None:
    assert classify(old, new).kind == kind


@pytest.mark.backend_free
def test_a_rank_a_statement_opens_with_names_what_it_speaks_of() -> None:
    """Regression: "Priority 1 calls ... within 60 seconds" / "Priority 2 calls ... within 5
    minutes" were read as one rule changed."""
    old = "Priority 1 calls must have a unit dispatched within 60 seconds."
    new = "Priority 2 calls must have a unit dispatched within 5 minutes."
    assert classify(old, new).kind == DISTINCT
    assert (
        classify("Tier 1 customers get a 4-hour SLA.", "Tier 2 customers get a 4-hour SLA.").kind
        == DISTINCT
    )
    # in a value slot a rank is a value
    assert (
        classify("Crashes on checkout are priority 1.", "Crashes on checkout are priority 2.").kind
        == UPDATE
    )


@pytest.mark.backend_free
@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Critical values must be called to the ward within 30 minutes.",
            "Critical values have to be phoned to the ward within 30 minutes.",
        ),
        (
            "Video thumbnails are generated by a Sidekiq job after transcoding finishes.",
            "Once transcoding completes, a Sidekiq job generates the thumbnails.",
        ),
        (
            "Failed deliveries are retried the next business day.",
            "A failed delivery is reattempted on the next business day.",
        ),
        ("Deploys must be approved by Dana.", "Deploys need to be approved by Dana."),
    ],
)
def test_a_verb_or_a_modal_in_its_everyday_equivalent_is_the_same_claim(old, new):
    assert classify(old, new).kind == SAME


@pytest.mark.backend_free
def test_have_to_changed_to_may_is_still_a_change():
    assert (
        classify("Deploys have to be approved by Dana.", "Deploys may be approved by Dana.").kind
        == UPDATE
    )


@pytest.mark.backend_free
def test_a_unit_of_measure_replaced_is_a_value_replaced_not_a_second_thing():
    """Regression: "stored in pounds" / "stored in grams" read as two plural things the same is
    said of ("cleans up expired sessions" / "orphaned uploads"), and the update was kept apart."""
    old = "Parcel weights are stored in pounds."
    assert classify(old, "Parcel weights are stored in grams.").kind == UPDATE
    assert classify("Prices are kept in cents.", "Prices are kept in euros.").kind == UPDATE
    two = ("The cron job cleans up expired sessions.", "The cron job cleans up orphaned uploads.")
    assert classify(*two).kind == DISTINCT


@pytest.mark.backend_free
def test_money_with_its_sign_is_the_amount_in_words_and_a_unit_of_length_is_a_value():
    """From a blind set's first run: "$25" / "twenty-five dollars" read as two values, and
    "default to inches" / "to millimetres" as two things."""
    assert facts("Voids over $25 need a PIN.").seq == facts("Voids over 25 dollars need a PIN.").seq
    assert classify("Voids over $25 need a PIN.", "Voids over $50 need a PIN.").kind == UPDATE
    assert (
        classify("New models default to inches.", "New models default to millimetres.").kind
        == UPDATE
    )


def test_the_verbs_of_one_holder_are_the_words_statements_are_read_in():
    from surface.statement_roles import HOLDER_VERBS
    from surface.statements import sequence

    told = "owns maintains approves reviews leads manages oversees administers signs"
    assert set(sequence(told)) == HOLDER_VERBS


def test_a_value_set_anew_with_an_arrow_is_found_and_supersedes(project, clock):
    """An arrow to a number tells a change: the write looks for what it changes among statements
    sharing only a few words with it, as for "now" or "switched"."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            old = await mem.remember(
                "Dr. Okafor's group has an allocation of 500,000 core-hours per year."
            )
            clock.advance(DAY)
            new = await mem.remember("okafor lab allocation → 750k core-hrs/yr after the renewal")
            flow = await mem.remember("ingest: kafka -> flink -> s3")
            return new.action, new.previous and new.previous.id == old.memory.id, flow.action

    assert run(go()) == ("superseded", True, "stored")
