"""Capture: what a turn that takes an option tells beside the choice (the decision sessions of
fresh86-111, read in session 51, issue 16).

- "also leave foot passengers alone, the passenger certificate caps ..." after the option taken
  and its why is another point, not more of the why.
- A rule a marker reads as one ("it has to be per vet not per branch because ...") told right
  after the choice is a memory of its own.
- A reason the lesson model reads as a rule but no marker does ("half the crew still has the
  flip phones ...") is the choice's why, kept with the decision.
"""

from __future__ import annotations

import pytest

from tests.test_capture_quality import Session, kept_texts

DECK = """\
Three ways to model deck space:

1. **Weighted slots**: a car is 1, a van 2, a trailer 3.
2. **Lane metres**: each vehicle books its declared length.
3. **Deck plan**: a seat-map editor per sailing.

I'd go with 1. Which one do you want?
"""


@pytest.mark.usefixtures("between_the_lines")
def test_also_after_the_choice_and_its_why_is_another_point() -> None:
    contents = kept_texts(
        Session()
        .user("how should we model deck space properly")
        .assistant(DECK)
        .user(
            "lets go with lane metres because the livestock trailers run anywhere from 4 to 14m. "
            "also "
            "leave foot passengers alone, the zebra passenger certificate caps Solan at 95"
        )
    )
    assert [c for c in contents if "livestock trailers" in c and "passenger" not in c]
    assert [c for c in contents if "passenger certificate" in c and "livestock" not in c]


BOOKINGS = """\
Three ways to stop double bookings:

1. **Overlap check in the changeset**: query before insert.
2. **Row lock**: lock the vet's row while booking.
3. **Postgres exclusion constraint**: `EXCLUDE USING gist (vet_id WITH =, ...)`.

I'd go with 3. Which one?
"""


@pytest.mark.usefixtures("between_the_lines")
def test_a_rule_told_after_the_choice_is_a_memory_of_its_own() -> None:
    contents = kept_texts(
        Session()
        .user("dr okafor got double booked twice this week, how do we stop this")
        .assistant(BOOKINGS)
        .user(
            "the exclusion constraint, a zebra changeset check races when two reception desks book "
            "the same slot. it has to be per vet not per branch because dr okafor does "
            "mornings in chirk and afternoons in oswestry"
        )
    )
    assert [c for c in contents if "reception desks" in c and "per vet" not in c]
    assert [c for c in contents if "per vet not per branch" in c and "reception" not in c]


NOTIFY = """\
Three ways to tell mechanics:

1. **Web Push** to the `/m` page.
2. **SMS through Twilio** on assignment.
3. **Phoenix PubSub** and a toast in the `/m` LiveView.

Which one?
"""


@pytest.mark.usefixtures("between_the_lines")
def test_a_reason_no_marker_reads_as_a_rule_is_the_choices_why() -> None:
    contents = kept_texts(
        Session()
        .user("mechanics need to know when a work order gets assigned to them")
        .assistant(NOTIFY)
        .user(
            "2. half the zebra crew still has the rugged flip phones from the old contract, "
            "no browser at all"
        )
    )
    assert [c for c in contents if "Twilio" in c and "flip phones" in c]
    assert not [c for c in contents if "flip phones" in c and "Twilio" not in c]
