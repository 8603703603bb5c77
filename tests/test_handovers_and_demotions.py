"""Changes told in other ways than a new value in place: a duty handed over ("Marcus took over
as lab manager from Priya"), a team's work passed to another ("updated by the compliance team"
/ "by the payroll engineering team"), the next day instead of the previous one, and a thing
demoted beside its replacement (blind sets holdout105-112, session 38, issue 16)."""

from __future__ import annotations

import pytest

from surface.change_told import left_behind, tells_change
from surface.statements import UPDATE, classify

pytestmark = pytest.mark.backend_free


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Priya is the lab manager.", "fyi Marcus took over as lab manager from Priya"),
        (
            "Jonas is on call for the cellar systems.",
            "Marta took over the cellar on-call from Jonas.",
        ),
        (
            "Tax tables are updated by the compliance team.",
            "Tax tables are updated by the payroll engineering team.",
        ),
        (
            "Appeals are handled by the adjudication team.",
            "Appeals are handled by engineering.",
        ),
        (
            "When a pay date falls on a bank holiday, employees are paid the previous business"
            " day.",
            "When a pay date falls on a bank holiday, employees are paid the next business day.",
        ),
        (
            "The primary forecast model is the GraphCast fork.",
            "The primary forecast model is our UNet baseline; the GraphCast fork was demoted to"
            " shadow mode.",
        ),
    ],
)
def test_a_change_told_this_way_is_an_update(old: str, new: str) -> None:
    """Regression (holdout106, 109, 111): each was kept beside the statement it changes."""
    assert classify(old, new).kind == UPDATE


def test_a_handover_names_who_handed_it_over() -> None:
    told = "fyi Marcus took over as lab manager from Priya"
    assert tells_change(told)
    assert left_behind(told) == ["priya"]
    assert left_behind("We switched from Cypress to Playwright.") == ["cypress"]
    # "over" and "from" in a statement of how things are tell no handover
    assert not tells_change("Traffic fails over from the primary to the replica.")
