"""A range of hours with "am" or "pm" said once ("from 5 to 10 pm") is read in one form, and a
range told with "from ... to" names no value before unless a verb of change tells it."""

import pytest

from surface.statements import UPDATE, classify, facts
from surface.told_plainly import replaces_a_value_not_given

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("from 5 to 10 pm", ("from", "17:00", "to", "22:00")),
        ("during 6-9 AM", ("during", "06:00", "to", "09:00")),
        ("open 9 to 5pm", ("open", "09:00", "to", "17:00")),  # the first in the other half
        ("from 10 to 12 pm", ("from", "10:00", "to", "12:00")),
    ],
)
def test_a_range_with_its_half_of_the_day_said_once_reads_in_one_form(said, read):
    assert facts(said).seq == read


def test_a_time_window_told_in_the_other_clock_is_one_window_changed():
    old, new = (
        "Peak pricing applies from 16:00 to 21:00.",
        "Peak pricing now applies from 5 to 10 pm.",
    )
    assert not replaces_a_value_not_given(old, new)
    assert classify(old, new).kind == UPDATE


def test_from_to_after_a_verb_of_change_still_names_the_value_before():
    # "went from 15 min": the older statement's 30 minutes is not what changed
    assert replaces_a_value_not_given(
        "The idle timeout is 30 minutes.", "idle timeout went from 15 min to 5 min"
    )
