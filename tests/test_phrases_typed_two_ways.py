"""One term typed two ways reads as one: "upper case" / "uppercase", "w/" / "with", "30d" / "30
days", "kept out of" / "excluded from", "retained" / "kept", "for example" / "e.g."."""

import pytest

from surface.spelled_out import spelled_out
from surface.statements import SAME, UPDATE, classify, facts

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("tagged w/ the event code", "tagged with the event code"),
        ("flagged after 3 min w/o a ping", "flagged after 3 min without a ping"),
        ("we keep raw smtp logs 30d", "we keep raw smtp logs 30 days"),
        (
            "human remains are kept out of the catalogue",
            "human remains are excluded from the catalogue",
        ),
        ("MPP opens are left out of open rate", "MPP opens are excluded from open rate"),
        ("clips are retained for 30 days", "clips are kept for 30 days"),
        ("ranges, for example 1850/1875", "ranges, e.g. 1850/1875"),
    ],
)
def test_a_phrase_typed_another_way_reads_as_one(typed, plain):
    assert facts(typed).seq == facts(plain).seq


@pytest.mark.parametrize(
    "text",
    [
        "the 3d model is exported as glTF",  # a dimension, not three days
        "paths under src/w/o are generated",  # a path
        "retention is set per bucket",  # the noun stays
    ],
)
def test_a_look_alike_keeps_its_words(text):
    assert "day" not in " ".join(facts(text).seq) and "without" not in facts(text).seq


def test_a_word_the_other_writes_as_two_is_one_term():
    old, new = "Rate codes are always uppercase, e.g. WKND3.", "Rate codes: always upper case."
    assert spelled_out(old, new)[0] == "Rate codes are always upper case, e.g. WKND3."
    assert (
        classify(
            *spelled_out(
                "Never log card numbers in plaintext.", "no card numbers in plain text logs"
            )
        ).kind
        != UPDATE
    )


def test_two_words_with_a_light_part_stay_two():
    # "in to" / "into", "can not" / "cannot": no term typed two ways
    assert spelled_out("Data goes into the lake.", "Data goes in to the lake.")[0] == (
        "Data goes into the lake."
    )


def test_a_restatement_told_with_chat_forms_merges():
    assert classify("Retain raw SMTP logs for 30 days.", "we keep raw smtp logs 30d").kind == SAME
    old = "Human remains are excluded from the public catalogue."
    assert (
        classify(old, "Remember, human remains are kept out of the public catalogue.").kind == SAME
    )
