"""Capture: what the assistant advises, proposes or says of how things usually go is its own
view, not the project's: no memory of its own, unless it is the rule it draws from what it
found."""

from __future__ import annotations

import re

from cognition.capture.prose import _fold

_ADVICE = ("convention", "preference", "note")
# What the assistant proposes ("I'd also set `timeout-minutes: 60` so a future hang fails ..."),
# not what it found.
# Nor what it reports having left for later ("I left a TODO on the Postgres line").
_PROPOSES = re.compile(
    r"^(?:i'?d|i would|i'?ll|i will|we could|you could|i can|let me|i(?:'?ve| have)? left"
    # how things go in general, told in answer to a question: "Usually worth it: ...", "If
    # curl fails but jq exits 0, ..."
    r"|usually|typically|generally|in general|if (?:you|your)|if \S+ fails)\b",
    re.IGNORECASE,
)


def advice(role: str, kind: str, s: str) -> bool:
    """The assistant's rule, preference, note or proposal: no memory of its own, unless it is
    the rule it draws from what it found ("In general, Sidekiq jobs have to be enqueued from
    after_create_commit ...")."""
    if role != "assistant" or _DRAWN.match(_fold(s)):
        return False
    return kind in _ADVICE or bool(_PROPOSES.match(s))


_DRAWN = re.compile(
    r"^(?:so,?\s+)?(?:in general|as a rule|rule of thumb|going forward"
    r"|the (?:rule|lesson|takeaway)(?: from this(?: one)?| here)?)\b\s*[,:]",
    re.IGNORECASE,
)
