"""A correction answers what the statement it replaced answered.

Reconsolidation (surface.statements) keeps a superseded statement for its history, and recall
leaves it out. The cues that found the old trace should now find the one that replaced it: "error
tracking service" names the topic of "We use Sentry for error tracking.", and the answer now is
"We no longer use Sentry; errors go to Rollbar.", which shares one of those words. So recall
(surface.recall) gives a superseded memory's BM25 hit to the memory that replaced it, and reads
the relevance features of a memory that replaced others over its own text and theirs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from layers import graph_queries, queries
from layers.plan import Plan
from layers.queries import Candidate

REPLACING = ("supersedes", "reverses")  # edge types new -> old that supersede the old one
MAX_STEPS = 4  # a chain of corrections followed this far (each step one statement)


def current_hits(
    hits: Sequence[tuple[int, float]], found: dict[int, Candidate]
) -> Plan[dict[int, float]]:
    """For the superseded memories among `hits` (id, score; rows in `found`), the active memory
    that replaced each, with the best score of those it replaced. `found` gains their rows."""
    old = {i: s for i, s in hits if i in found and found[i].status == "superseded"}
    out: dict[int, float] = {}
    for _ in range(MAX_STEPS):
        if not old:
            break
        newer: dict[int, float] = {}
        for e in (yield from graph_queries.typed_edges_of(old, REPLACING)):
            if e.dst in old and e.src not in old:
                newer[e.src] = max(newer.get(e.src, 0.0), old[e.dst])
        missing = [i for i in newer if i not in found]
        if missing:
            found.update((yield from queries.get_candidates(missing)))
        old = {}
        for i, s in newer.items():
            status = found[i].status if i in found else None
            if status == "superseded":
                old[i] = s
            elif status is not None:
                out[i] = max(out.get(i, 0.0), s)
    return out


def replaced_texts(ids: Sequence[int]) -> Plan[Mapping[int, str]]:
    """The statements each of `ids` replaced (title and content), as one text per memory."""
    if not ids:
        return {}
    edges = yield from graph_queries.typed_edges_of(ids, REPLACING)
    wanted = set(ids)
    pairs = [(e.src, e.dst) for e in edges if e.src in wanted]
    if not pairs:
        return {}
    older = yield from queries.get_memories(dst for _, dst in pairs)
    out: dict[int, str] = {}
    for src, dst in pairs:
        m = older.get(dst)
        if m is not None and m.status == "superseded":
            out[src] = " ".join(p for p in (out.get(src, ""), m.title or "", m.content) if p)
    return out
