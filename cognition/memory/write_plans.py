"""The plans of a write, each one transaction: a remember with its reconsolidation (merge a
restatement, supersede an update, link a contradiction), a merge, a supersession.

surface.embedders (to_blob) is imported inside the plans that store a vector: it costs ~30 ms
to import and most CLI commands never need it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from cognition.memory.results import RememberResult
from layers import linking, queries, vector_rows
from layers.plan import Plan
from layers.records import Edge, Memory
from surface.change_told import tells_change
from surface.dedup import (
    close_but_for_names,
    overlap_terms,
    restated_with_values,
    topic_lookup,
    worth_a_restatement,
    worth_comparing,
)
from surface.pair_features import change_words
from surface.pair_model import READ_CONFLICT, READ_SAME, second_reading
from surface.retold import RETOLD
from surface.spelled_out import spelled_out
from surface.statement_meaning import PairMeaning
from surface.statements import (
    CONTRADICTION,
    DISTINCT,
    NEGATION_CHANGED,
    RESTATED,
    RETIRED,
    SAME,
    UPDATE,
    Verdict,
    classify,
    restatement,
    sequence,
)

RECONSOLIDATION_CANDIDATES = 4  # memories sharing the most topic keys, classified in turn
LLM_JUDGED = 4  # candidates an LLM judge is asked about (each is a call)
TOLD_CANDIDATES = 4  # full-text matches also read when the new statement tells a change
TOLD_TERMS = 4  # of its longest terms, searched for them
TOLD_FIRST_TERMS = 2  # ... and of the first it says (its subject)


def remember_plan(
    memory: Memory,
    now: float,
    vec: Any,
    model: str,
    reconsolidate: Callable[[str, str], Verdict] | None,
    keys: Sequence[str],
    refuse: Callable[[str | None], None],
) -> Plan[tuple[RememberResult, int]]:
    """The whole write in one transaction on one hop: model check, exact duplicate -> merge,
    else (reconsolidate) the layer's memories on the same topic classified: restatement ->
    merge, update -> insert and supersede, contradiction -> insert and link; else insert (FTS
    by trigger), merge keys, vector, link queue. Also returns the data version seen at the
    start: the caller's vector index is current only if it was loaded at that version."""
    stored_model, version = yield from vector_rows.model_and_version_plan()
    if vec is not None:
        refuse(stored_model)
    existing = yield from queries.find_by_hash(memory.content_hash)
    verdict = Verdict(SAME, "exact duplicate") if existing is not None else None
    if existing is None and reconsolidate is not None:
        existing, verdict = yield from reconsolidation_partner(memory, keys, reconsolidate)
    if existing is not None and verdict is not None and verdict.kind == SAME:
        reworded = yield from merge_into_plan(existing, memory, now, vec, model, keys)
        merged = yield from queries.get_existing_memory(existing.id)
        return RememberResult(
            merged, "merged", merged.ref, reason="reworded" if reworded else verdict.reason
        ), version
    if existing is not None and verdict is not None and verdict.kind == UPDATE:
        memory = replace(
            memory,
            pinned=memory.pinned or existing.pinned,
            importance=max(memory.importance, existing.importance),
            tags=memory.tags or existing.tags,
        )
    new_id = yield from _insert_plan(memory, now, vec, model, stored_model, keys)
    action, previous = "stored", None
    if existing is not None and verdict is not None and verdict.kind == UPDATE:
        previous = yield from supersede_plan(existing.id, new_id, now, verdict.reason)
        action = "superseded"
    elif existing is not None and verdict is not None and verdict.kind == CONTRADICTION:
        yield from queries.upsert_edge(Edge(new_id, existing.id, "contradicts", 1.0, now))
        previous, action = existing, "conflicts"
    stored = queries.as_inserted(memory, new_id)
    return RememberResult(
        stored,
        action,
        previous.ref if previous else None,
        previous,
        verdict.reason if previous and verdict else "",
    ), version


def _insert_plan(
    memory: Memory, now: float, vec: Any, model: str, stored_model: str | None, keys: Sequence[str]
) -> Plan[int]:
    """A new memory with its created event, merge keys and vector, queued for linking."""
    new_id = yield from queries.insert_memory(memory)
    yield from queries.add_event(
        new_id, "created", now, memory.session_id, {"source": memory.source}
    )
    yield from linking.file_merge_keys(new_id, keys)
    if vec is not None:
        from surface.embedders import to_blob

        yield from queries.upsert_vectors([(new_id, model, len(vec), to_blob(vec))])
        if stored_model != model:
            yield from queries.set_meta("embedder", model)
        yield from linking.queue_link(new_id)
    return new_id


def then(plan: Plan[Any], also: Plan[Any]) -> Plan[Any]:
    result = yield from plan
    yield from also
    return result


def reconsolidation_partner(
    memory: Memory,
    keys: Sequence[str],
    judge: Callable[[str, str], Verdict] = classify,
) -> Plan[tuple[Memory | None, Verdict | None]]:
    """The active memory of the same layer this statement restates, updates or contradicts:
    a restatement first, else the closest update or contradiction; (None, None) if none."""
    mine, change = overlap_terms(memory.content), tells_change(memory.content)
    lookup = yield from topic_lookup(memory.layer, memory.content, keys, change)
    rows = yield from linking.topic_candidates(lookup, memory.layer, RECONSOLIDATION_CANDIDATES)
    best: tuple[float, int, Verdict] | None = None
    told = change_words(memory.content) > 0
    ask = meaning_asker() if judge is classify else None
    if told:
        rows = [*rows, *(yield from told_candidates(memory, {r[0] for r in rows}))]
    for nid, text, created_at in rows:
        # a short form one spells out is read in full before the overlap is weighed too
        # ("we do DI with Hilt" / "... Hilt for dependency injection")
        old, new = spelled_out(text, memory.content)
        theirs = overlap_terms(old)
        ours = mine if new == memory.content else overlap_terms(new)
        close = _close(new, old, ours, theirs, change)
        if not (close or _worth_a_reading(old, new, ours, theirs, told)):
            continue
        read = judge if close else restatement  # far apart: the restatement rules alone
        if judge is classify:  # the deterministic path: the rules, read a second time
            cosine = None if ask is None else partial(ask, text, memory.content)
            rules = read(old, new)
            if not close and rules.kind != SAME:
                rules = _kept_apart(old, new, rules)
            verdict = second_reading(old, new, rules, cosine)
            if memory.layer == "experience" and rules.reason in REVERSED:
                verdict = rules  # an event told the other way round: the rules say so plainly
        else:
            verdict = read(text, memory.content)
        verdict = direct(verdict, memory.layer, memory.created_at < created_at)
        if verdict.kind == SAME:
            best = (2.0, nid, verdict)
            break
        if verdict.kind != DISTINCT:
            closeness = len(ours & theirs) / len(ours | theirs) if ours | theirs else 1.0
            if best is None or closeness > best[0]:
                best = (closeness, nid, verdict)
    if best is None:
        return None, None
    partner = yield from queries.get_memory(best[1])
    return partner, best[2]


def _close(new: str, old: str, ours: frozenset[str], theirs: frozenset[str], change: bool) -> bool:
    """Close enough for every rule: the topic terms overlap, or would with each name of several
    words counted as one term."""
    return worth_comparing(ours, theirs, change) or close_but_for_names(new, old, ours, theirs)


def _kept_apart(old: str, new: str, rules: Verdict) -> Verdict:
    """What the full rules say of a pair too far apart for their changes (one value replaced):
    that it is two claims, when they say so ("The audio-only rendition is 64 kbps." / "The audio
    description track is 64 kbps.": another subject), or that the newer one says plainly that
    what the older works through is retired; for the second reading to weigh."""
    told = classify(old, new)
    return told if told.kind == DISTINCT or told.reason == RETIRED else rules


def _worth_a_reading(
    old: str, new: str, ours: frozenset[str], theirs: frozenset[str], told: bool
) -> bool:
    """A candidate not close enough to compare in full is still read for a restatement, or
    for the change the new statement tells."""
    return (
        worth_a_restatement(ours, theirs)
        or (told and bool(ours & theirs))
        or restated_with_values(new, old, ours, theirs)
    )


def read_by_a_write(layer: str, old: str, new: str) -> bool:
    """Whether a write of `new` reads `old` as a candidate: they share a merge key, and the
    gate above lets the pair through (a pair the write read keeps the write's verdict)."""
    from surface.dedup import lookup_keys, merge_keys

    change = tells_change(new)
    keys = lookup_keys(layer, new, merge_keys(layer, new), change)
    if not set(merge_keys(layer, old)) & set(keys):
        return False
    a, b = spelled_out(old, new)
    ours, theirs = overlap_terms(b), overlap_terms(a)
    told = change_words(new) > 0
    return _close(b, a, ours, theirs, change) or _worth_a_reading(a, b, ours, theirs, told)


def told_candidates(memory: Memory, known: set[int]) -> Plan[list[tuple[int, str, float]]]:
    """A change told in other words shares few terms with what it changes ("staging data now
    comes from a masked snapshot" / "Staging data is refreshed from production every
    Sunday."), too few for the merge keys to pair them: the full-text index's best matches of
    the same layer are read too (only for a statement that tells a change)."""
    from layers import fts
    from surface.dedup import told_terms

    # a few terms only: on 10K templated notes an OR of every term of a statement took 17 ms
    # a query (long doclists), of the four longest 3 ms
    words = told_terms(memory.content, TOLD_TERMS, TOLD_FIRST_TERMS)
    match = fts.any_of([fts.phrase(t) for t in words])
    if match is None:
        return []
    hits = yield from queries.fts_search(match, TOLD_CANDIDATES)
    ids = [i for i, _ in hits if i not in known]
    found = (yield from queries.get_memories(ids)) if ids else {}
    return [
        (m.id, m.content, m.created_at)
        for m in (found[i] for i in ids if i in found)
        if m.layer == memory.layer and m.status == "active"
    ]


def meaning_asker() -> Callable[[str, str], PairMeaning | float | None] | None:
    """What compares two statements' meanings (only if the second reading asks), or None
    without the sentence model: the words-only reading decides."""
    from surface.semantic import installed

    if not installed():
        return None
    from surface.statement_meaning import pair_meaning

    return pair_meaning


# The rules' readings of a claim told the other way round: for an event, a second account.
REVERSED = frozenset((NEGATION_CHANGED, "order changed", "opposite"))


def direct(verdict: Verdict, layer: str, told_earlier: bool) -> Verdict:
    """Give an update its direction. The newer statement wins, so one dated before the memory
    it updates (an import, a backdated capture) only contradicts it. Experiences are events:
    a changed value is another event, a reversed one is a second account of the same event."""
    if (
        layer == "experience"
        and verdict.kind == SAME
        and verdict.reason in (RETOLD, RESTATED, READ_SAME)
    ):
        return Verdict(DISTINCT, "another event")  # two reports naming the same things
    if layer == "experience" and verdict.reason == READ_CONFLICT:
        return Verdict(DISTINCT, "another event")  # only a reversal contradicts an event
    if verdict.kind != UPDATE:
        return verdict
    if layer == "experience":
        if verdict.reason in REVERSED:
            return Verdict(CONTRADICTION, verdict.reason)
        return Verdict(DISTINCT, "another event")
    if told_earlier:
        return Verdict(CONTRADICTION, verdict.reason)
    return verdict


def merge_into_plan(
    existing: Memory,
    incoming: Memory,
    now: float,
    vec: Any = None,
    model: str = "",
    keys: Sequence[str] = (),
    note: dict[str, Any] | None = None,
) -> Plan[bool]:
    """A restatement is one more presentation: n += 1, tags united, max importance and
    intensity; the fuller wording is kept and the other recorded in the `merged` event (with
    `note`), so nothing told is lost. Returns True when the existing memory took the incoming
    wording."""
    tags = list(dict.fromkeys([*existing.tags, *incoming.tags]))
    changes: dict[str, Any] = {
        "tags": tags,
        "importance": max(existing.importance, incoming.importance),
        "intensity": max(existing.intensity, incoming.intensity),
        "pinned": existing.pinned or incoming.pinned,
        "updated_at": now,
    }
    if not existing.title and incoming.title:
        changes["title"] = incoming.title
    reword = (
        incoming.content != existing.content
        and vec is not None
        and len(sequence(incoming.content)) > len(sequence(existing.content))
    )
    if reword:
        changes.update(content=incoming.content, content_hash=incoming.content_hash)
    yield from queries.update_memory(existing.id, changes)
    if reword:
        from surface.embedders import to_blob

        yield from linking.file_merge_keys(existing.id, keys, replace=True)
        yield from queries.upsert_vectors([(existing.id, model, len(vec), to_blob(vec))])
    yield from queries.credit_use(existing.id, now)
    detail: dict[str, Any] = {"source": incoming.source, **(note or {})}
    if incoming.content != existing.content:
        detail["text"] = existing.content if reword else incoming.content
        detail["kept"] = "incoming" if reword else "existing"
    yield from queries.add_event(existing.id, "merged", now, incoming.session_id, detail)
    return reword


def supersede_plan(old_id: int, new_id: int, now: float, reason: str = "") -> Plan[Memory]:
    """Close the old memory's validity window and point it at the newer one; nothing is lost."""
    yield from queries.update_memory(
        old_id,
        {
            "status": "superseded",
            "superseded_by": new_id,
            "valid_to": now,
            "updated_at": now,
        },
    )
    yield from queries.upsert_edge(Edge(new_id, old_id, "supersedes", 1.0, now))
    detail: dict[str, Any] = {"by": new_id}
    if reason:
        detail["reason"] = reason
    yield from queries.add_event(old_id, "superseded", now, detail=detail)
    return (yield from queries.get_existing_memory(old_id))
