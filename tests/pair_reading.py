"""How a write reads a statement pair, for the rule tests: both statements spelled out, the
rules' verdict, then the second reading without the sentence model."""

from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statements import Verdict, classify


def read_kind(old: str, new: str) -> str:
    a, b = spelled_out(old, new)
    return second_reading(a, b, classify(a, b), None).kind


def rules_verdict(old: str, new: str) -> Verdict:
    """The rules' verdict alone, both statements spelled out."""
    return classify(*spelled_out(old, new))
