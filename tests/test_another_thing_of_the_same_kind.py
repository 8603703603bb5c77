"""Two statements about two things of one kind are both kept: another model named by letters and
digits ("A100" / "H100") with its own count, a limit counted in another measure ("50 GB" / "500,000
files" of one quota), another thing the same person holds ("priya owns the CIS integration" /
"... the GIS integration"), another part of one product ("Deadline Pulse" / "Deadline
Balancer"), another numbered thing ("Berth 4" / "Berth 6", each with its own length). The same
forms with one thing whose value changed stay updates."""

from __future__ import annotations

import pytest

from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, UPDATE, classify


def _read(old: str, new: str):
    old, new = spelled_out(old, new)  # as a write reads them
    return second_reading(old, new, classify(old, new))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The A100 nodes have 4 GPUs each.", "The H100 nodes have 8 GPUs each."),
        ("The m5 workers run 2 replicas.", "The c6 workers run 4 replicas."),
        (
            "Home directory quota is 50 GB per user.",
            "Home directory quota is 500,000 files per user.",
        ),
        (
            "Uploads are limited to 20 MB per request.",
            "Uploads are limited to 10 files per request.",
        ),
        ("priya owns the CIS integration", "priya owns the GIS integration"),
        ("Omar maintains the billing exporter.", "Omar maintains the usage exporter."),
        # two parts of one product, named where both open
        (
            "Deadline Pulse runs on the render-mgr01 host.",
            "Deadline Balancer runs on the render-mgr01 host.",
        ),
        ("Azure Functions runs in West Europe.", "Azure Storage runs in West Europe."),
        # two numbered things, each with its own value
        (
            "Berth 4 accepts vessels up to 300 metres in length.",
            "Berth 6 accepts vessels up to 366 metres in length.",
        ),
        ("Ward 3 has 24 beds.", "Ward 5 has 30 beds."),
    ],
)
def test_two_things_of_one_kind_are_both_kept(old, new):
    assert _read(old, new).kind == DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The A100 nodes have 4 GPUs each.", "The A100 nodes have 8 GPUs each."),
        ("The CI runs on Node 18.", "The CI runs on Node 22."),
        ("Home directory quota is 50 GB per user.", "Home directory quota is 100 GB per user."),
        ("Audit logs are kept for 2 years.", "Audit logs are kept for 18 months."),
        ("Marta owns the Postgres upgrade.", "Kenji owns the Postgres upgrade."),
        ("Use Black for formatting Python code.", "Use Ruff for formatting Python code."),
        (
            "Berth 4 accepts vessels up to 300 metres in length.",
            "Berth 4 accepts vessels up to 366 metres in length.",
        ),
        (
            "The CI runs on Node 18 with 4 GB of memory.",
            "The CI runs on Node 20 with 8 GB of memory.",
        ),
    ],
)
def test_one_thing_with_a_new_value_is_still_an_update(old, new):
    assert _read(old, new).kind == UPDATE


def test_two_root_paths_are_two_things_however_close_the_meanings():
    """ "/app" and "/admin" are values: the words drop their slash, the marks keep it, so a pair
    the second reading would merge on meaning alone stays apart."""
    old = "The Svelte dashboard is built with Vite and served from /app."
    new = "The Svelte admin panel is built with Vite and served from /admin."
    old, new = spelled_out(old, new)
    verdict = second_reading(old, new, classify(old, new), lambda: 0.97)
    assert verdict.kind != "same"


def test_two_words_of_a_kind_before_the_same_noun_name_another_kind():
    # from holdout16: the model fitted without it merged this pair at even odds
    old = "Kafka consumer lag alerts page the data platform on-call."
    new = "Kafka broker disk alerts page the infra on-call."
    assert classify(old, new).reason == "another kind of the thing"
    assert _read(old, new).kind == DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # two words of a clause, not of a kind: a modal, an adverb, a verb in the past
        (
            "The customer portal must meet WCAG 2.1 AA.",
            "Customer portal accessibility target: WCAG 2.1 level AA.",
        ),
        (
            "Never log a customer's full delivery address.",
            "don't ever write full delivery addresses to the logs",
        ),
        (
            "Filings received after 11:59 PM are docketed on the next business day.",
            "Anything filed after 11:59 p.m. gets docketed the following business day.",
        ),
        # the word replaced stands elsewhere in the other statement: turned round, not a kind
        (
            "The optimizer never assigns a nurse a visit outside their certified skills.",
            "Nurses are never given visits outside their certified skill set by the optimizer.",
        ),
        (
            "Vehicle VINs must be validated with the check digit before insert.",
            "Validate the VIN check digit before inserting any vehicle.",
        ),
        (
            "Jonas is on call for the cellar systems on weekends.",
            "weekend on-call for fermwatch / cellar stuff = jonas",
        ),
    ],
)
def test_two_words_of_a_clause_name_no_other_kind(old, new):
    old, new = spelled_out(old, new)
    assert classify(old, new).reason != "another kind of the thing"
