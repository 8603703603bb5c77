"""How a write reads a statement pair, for the rule tests: both statements spelled out, the
rules' verdict, then the second reading without the sentence model."""

from surface.pair_model import second_reading
from surface.spelled_out import spelled_out
from surface.statements import classify


def read_kind(old: str, new: str) -> str:
    a, b = spelled_out(old, new)
    return second_reading(a, b, classify(a, b), None).kind
