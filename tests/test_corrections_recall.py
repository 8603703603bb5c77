"""A correction answers what the statement it replaced answered (surface.corrections): a query
worded like a superseded statement finds the memory that replaced it, never the old one as
current; "as of" and an undone correction read as before."""

from __future__ import annotations

from cognition import open_memory
from surface.relevance_model import THRESHOLD
from tests.support.aio import run

DAY = 86_400.0
BACKGROUND = [
    "The checkout flow must keep working when the recommendations service is down.",
    "Error reports go to the #alerts channel with the owning team tagged.",
    "Secrets live in the team vault; never commit them to the repository.",
    "Deploys go through make ship, which builds the image and runs the migrations.",
]


SENTRY = ("We use Sentry for error tracking.", "We no longer use Sentry; errors go to Rollbar.")
STRIPE = ("Payments are processed by Stripe.", "Correction: payments are processed by Adyen.")


def _corrected(project, clock, pair, check) -> None:
    """The background, then `pair` told a day apart (the second supersedes the first); then
    `check(mem, old_id, new_id)`."""

    async def go():
        async with open_memory(project, clock=clock) as mem:
            for line in BACKGROUND:
                await mem.remember(line)
            clock.advance(DAY)
            a = await mem.remember(pair[0])
            clock.advance(DAY)
            b = await mem.remember(pair[1])
            assert b.action == "superseded" and b.previous.id == a.memory.id
            await check(mem, a.memory.id, b.memory.id)

    run(go())


def test_the_old_statements_words_find_the_correction_first(project, clock):
    async def check(mem, old, new):
        # "tracking" and "service" are not in the correction; "tracking" is in the old one
        hits = await mem.recall("error tracking service", reinforce=False)
        assert hits[0].memory.id == new
        assert old not in [h.memory.id for h in hits]
        explained = await mem.recall("error tracking service", reinforce=False, explain=True)
        assert explained[0].explain and explained[0].explain["features"]["frac_matched"] > 0.5

    _corrected(project, clock, SENTRY, check)


def test_a_query_only_the_old_statement_matches_brings_the_correction(project, clock):
    async def check(mem, old, new):
        hits = await mem.recall("Stripe", reinforce=False)
        assert [h.memory.id for h in hits][:1] == [new]
        assert hits[0].score >= THRESHOLD  # relevant, not merely the least unrelated
        was = await mem.recall("Stripe", as_of=clock() - DAY / 2, reinforce=False)
        assert was[0].memory.id == old  # what was true then: the old statement itself

    _corrected(project, clock, STRIPE, check)


def test_a_chain_of_corrections_leads_to_the_last(project, clock):
    async def go():
        async with open_memory(project, clock=clock) as mem:
            first = await mem.remember("The nightly backup runs at 1am on the db host.")
            clock.advance(DAY)
            second = await mem.remember("The nightly backup runs at 3am on the db host.")
            clock.advance(DAY)
            third = await mem.remember("Correction: the nightly backup runs at 5am.")
            assert second.action == third.action == "superseded"
            hits = await mem.recall("db host", reinforce=False)
            ids = [h.memory.id for h in hits]
            assert ids[:1] == [third.memory.id]
            assert first.memory.id not in ids and second.memory.id not in ids

    run(go())


def test_an_undone_correction_no_longer_answers_for_the_old_statement(project, clock):
    async def check(mem, old, new):
        first = (await mem.recall("Stripe", reinforce=False))[0]
        assert first.memory.id == new and first.score >= THRESHOLD
        await mem.unrelate(new, old, "supersedes")
        hits = await mem.recall("Stripe", reinforce=False)
        assert hits[0].memory.id == old
        assert all(h.score < hits[0].score for h in hits if h.memory.id == new)

    _corrected(project, clock, STRIPE, check)
