"""The same claim in the active and the passive voice, on normalised token sequences
(surface.statements.sequence: articles and forms of "be" are already gone).

Two shapes, each checked exactly, so that a role swap never passes for a change of voice:

- with an agent: "Background jobs are processed by Sidekiq." / "Sidekiq processes the background
  jobs." — the passive's words after "by" are the active's words before the verb, and its words
  before the verb are the active's words after it ("Alice is called by Bob" is not "Alice calls
  Bob");
- a rule as an imperative and as a "must" passive: "Never log card numbers." / "Card numbers
  must never be logged."

A tail the two share ("... in production") is set aside first. Anything else is not a change of
voice: rewordings beyond these shapes stay separate memories, which loses nothing.
"""

from __future__ import annotations

Seq = tuple[str, ...]


def same_claim(a: Seq, b: Seq) -> bool:
    """`a` and `b` say the same thing, one in the active voice and one in the passive."""
    a, b = _without_common_tail(a, b)
    return any(
        _agent_passive(p, q) or _imperative_passive(p, q) for p, q in ((a, b), (b, a)) if p and q
    )


def _root(verb: str) -> str:
    """A crude verb root, equal for "processed" / "processes" ("processe" once stemmed) /
    "process", and "logged" / "log"."""
    if verb.endswith("ed") and len(verb) > 4:
        verb = verb[:-2]
    elif verb.endswith("e") and len(verb) > 3:
        verb = verb[:-1]
    if len(verb) > 3 and verb[-1] == verb[-2]:
        verb = verb[:-1]
    return verb


def _participle(tok: str) -> bool:
    return tok.endswith("ed") and len(tok) > 4


def _agent_passive(passive: Seq, active: Seq) -> bool:
    """passive = X + [V-ed, "by"] + Y, active = Y + [V] + X."""
    if "by" not in passive:
        return False
    k = passive.index("by")
    if k < 2 or k == len(passive) - 1 or not _participle(passive[k - 1]):
        return False
    patient, verb, agent = passive[: k - 1], _root(passive[k - 1]), passive[k + 1 :]
    j = len(agent)
    return (
        len(active) == len(patient) + len(agent) + 1
        and active[:j] == agent
        and _root(active[j]) == verb
        and active[j + 1 :] == patient
    )


def _imperative_passive(passive: Seq, imperative: Seq) -> bool:
    """passive = X + ["must", ("not")] + [V-ed], imperative = [("not")] + [V] + X."""
    if not passive or not _participle(passive[-1]) or "must" not in passive:
        return False
    m = passive.index("must")
    negation = passive[m + 1 : -1]
    if negation not in ((), ("not",)):
        return False
    patient, verb = passive[:m], _root(passive[-1])
    n = len(negation)
    return (
        len(patient) > 0
        and imperative[:n] == negation
        and len(imperative) == n + 1 + len(patient)
        and _root(imperative[n]) == verb
        and imperative[n + 1 :] == patient
    )


def _without_common_tail(a: Seq, b: Seq) -> tuple[Seq, Seq]:
    n = 0
    while n < min(len(a), len(b)) - 1 and a[-1 - n] == b[-1 - n]:
        n += 1
    return (a[: len(a) - n], b[: len(b) - n]) if n else (a, b)
