"""A code of letters and digits right before a statement's verb names an individual, as
"Incident 17" does: "Quay crane QC02 is scheduled ..." / "Quay crane QC04 is scheduled ..." are
two cranes (blind sets holdout124-125, session 39). After the verb a code is a value ("run on
A100 GPUs" / "on H100 GPUs"), and a version or a role filled is still changed."""

from __future__ import annotations

import pytest

from surface.spelled_out import spelled_out
from surface.statements import DISTINCT, UPDATE, classify

pytestmark = pytest.mark.backend_free


def read(old: str, new: str) -> str:
    return classify(*spelled_out(old, new)).kind


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Quay crane QC02 is scheduled for a spreader replacement on Monday.",
            "Quay crane QC04 is scheduled for a spreader replacement on Monday.",
        ),
        ("Sort yield for lot N4417 was 87.2%.", "Sort yield for lot N4418 was 87.2%."),
        ("Server web01 is in us-east-1.", "Server web02 is in us-east-1."),
    ],
)
def test_two_codes_before_the_verb_are_two_individuals(old: str, new: str) -> None:
    """Regression (holdout124, holdout125): each was superseded as a number changed."""
    assert read(old, new) == DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Model v14 is serving in production.", "Model v15 is serving in production."),
        ("db01 is the primary.", "db02 is the primary."),
        ("Training jobs run on A100 GPUs.", "Training jobs run on H100 GPUs."),
        (
            "Reefer containers are stacked in yard block R1.",
            "Reefer containers are stacked in yard block R4.",
        ),
        (
            "Quay crane QC02 is scheduled for a spreader replacement on Monday.",
            "Quay crane QC02 is scheduled for a spreader replacement on Tuesday.",
        ),
    ],
)
def test_a_version_a_role_a_value_or_the_same_code_still_changes(old: str, new: str) -> None:
    assert read(old, new) == UPDATE
