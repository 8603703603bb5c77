"""What the user tells the assistant when it corrects it ("nope, that doc is ancient ... flags
are evaluated server side now: ...") is read as a lesson on less evidence than what the user says
in passing: a correction is the lesson a session most often yields."""

from __future__ import annotations

from cognition.capture.lesson_model import CORRECTING_AT, Said, active, probability
from tests.test_capture_quality import Session, mentioning

RULE = (
    "flags are evaluated server side now: `getFlag(ctx, key, fallback)` from lib/flags.ts, "
    "called in the page or layout, and you pass the value down as a prop."
)


PLAN = (
    "Per the doc, flags are read on the client with useFlags, so I'll call `useFlags()` at the "
    "top of `BnplWidget`."
)


def _asked(lead: str, reply: str = PLAN) -> list:
    return (
        Session()
        .user("hide the klarna widget on the cart page behind the flag `cart-bnpl-widget`")
        .assistant(reply)
        .user(f"{lead}that doc is ancient, it's from the pages router days. {RULE}")
        .candidates()
    )


def test_how_things_are_told_in_a_correction_is_a_lesson() -> None:
    model = active()
    assert model is not None
    # the model alone is not sure enough of it: it is the correction that carries it
    assert CORRECTING_AT <= probability(model, Said(RULE, "user", False)) < model.threshold
    kept = mentioning(_asked("nope, "), "getFlag")
    assert len(kept) == 1 and "lib/flags.ts" in kept[0].content


def test_the_same_said_without_correcting_anyone_asks_the_usual_evidence() -> None:
    """No correction lead, and no plan of the assistant's that it sets right (an answer to a
    plan is a correction too: tests/test_capture_plan_set_right.py)."""
    told = "Per the doc, flags are read on the client with useFlags."
    assert not mentioning(_asked("", told), "getFlag")
    assert mentioning(_asked(""), "getFlag")
