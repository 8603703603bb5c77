"""Decision chains: decision -> rationale -> rejected alternatives -> outcome -> later reversal,
retrieved as one ordered chain from any of its steps.

A decision is a layer='decision' memory whose `extra` holds {"choice", "rationale",
"alternatives": [{"option", "why_not"}], "outcome"}; its content repeats them as text so
recall finds a decision by its reasons. Links: `because` (decision -> what it rests on),
`led_to` (previous -> next), `reverses` (new -> old, which also supersedes the old one: its
validity window closes, nothing is lost).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cognition.graph.relations import Relations
from cognition.memory.context import Context
from cognition.memory.results import RememberResult
from cognition.memory.store import Store, Stores
from cognition.memory.write_plans import supersede_plan
from cognition.memory.writes import Writer
from cognition.redact import redact
from layers import graph_queries as gq
from layers import queries
from layers.errors import InvalidInput
from layers.plan import Plan
from layers.records import Edge, Memory, content_hash, normalise_text

MAX_FIELD_CHARS = 4000
MAX_ALTERNATIVES = 20
_OUTCOME_LINE = re.compile(r"\nOutcome: [^\n]*\Z")


@dataclass(slots=True)
class ChainStep:
    """One decision of a chain, with how it attaches to the one before it."""

    memory: Memory
    after: int | None = None  # the decision it follows or reverses
    relation: str | None = None  # "led_to" | "reverses"
    because: list[int] = field(default_factory=list)  # memories it rests on

    @property
    def superseded(self) -> bool:
        return self.memory.status == "superseded"


@dataclass(slots=True)
class Links:
    """What a new decision links to: the memories it rests on, the decision it follows and
    the one it reverses."""

    grounds: list[Memory]
    prev: Memory | None = None
    old: Memory | None = None

    @property
    def memories(self) -> list[Memory]:
        return [
            *self.grounds,
            *([self.prev] if self.prev else []),
            *([self.old] if self.old else []),
        ]


def _links_plan(new_id: int, links: Links, now: float) -> Plan[Memory]:
    for m in links.grounds:
        yield from queries.upsert_edge(Edge(new_id, m.id, "because", 1.0, now))
    if links.prev:
        yield from queries.upsert_edge(Edge(links.prev.id, new_id, "led_to", 1.0, now))
    if links.old:
        yield from queries.upsert_edge(Edge(new_id, links.old.id, "reverses", 1.0, now))
        yield from supersede_plan(links.old.id, new_id, now)
    return (yield from queries.get_existing_memory(new_id))


def _text(name: str, value: Any, *, required: bool = False) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be text (got {type(value).__name__})")
    text = normalise_text("".join(ch for ch in value if ch in "\t\n" or ord(ch) >= 32))
    if required and not text:
        raise InvalidInput(f"{name} must not be empty")
    if len(text) > MAX_FIELD_CHARS:
        raise InvalidInput(f"{name} is {len(text)} characters; the limit is {MAX_FIELD_CHARS}")
    return text


def alternatives_list(values: Any) -> list[dict[str, str]]:
    """Alternatives as [{"option", "why_not"}]; a string "X: why not" splits at the first ': '
    (after secrets are redacted from the whole string)."""
    if values is None:
        return []
    if isinstance(values, str | dict):
        values = [values]
    if not isinstance(values, list | tuple):
        raise InvalidInput("alternatives must be a list of options (text, or {option, why_not})")
    out = []
    for v in values:
        if isinstance(v, dict):
            unknown = set(v) - {"option", "why_not"}
            if unknown:
                raise InvalidInput(f"an alternative has option and why_not (got {sorted(unknown)})")
            option, why = (
                redact(x).text if isinstance(x, str) else x
                for x in (v.get("option"), v.get("why_not"))
            )
            option, why = _text("alternative option", option, required=True), _text("why_not", why)
        elif isinstance(v, str):
            # Redact the whole string before splitting it: "Password: <it>: too risky" split
            # first would leave <it> a value without its label, which no rule recognises.
            option, _, why = redact(v).text.partition(": ")
            option, why = _text("alternative", option, required=True), _text("why_not", why)
        else:
            raise InvalidInput(f"each alternative must be text or {{option, why_not}} (got {v!r})")
        out.append({"option": option, "why_not": why})
    if len(out) > MAX_ALTERNATIVES:
        raise InvalidInput(f"{len(out)} alternatives given; the limit is {MAX_ALTERNATIVES}")
    return out


def decision_text(
    choice: str, rationale: str, alternatives: list[dict[str, str]], outcome: str | None
) -> str:
    """The searchable content of a decision: the choice, then why, what was rejected, outcome."""
    lines = [choice]
    if rationale:
        lines.append(f"Why: {rationale}")
    if alternatives:
        parts = [a["option"] + (f" ({a['why_not']})" if a["why_not"] else "") for a in alternatives]
        lines.append("Rejected: " + "; ".join(parts))
    if outcome:
        lines.append(f"Outcome: {outcome}")
    return "\n".join(lines)


class Decisions:
    """decide, record_outcome, chain: a decision is written like any memory, then linked."""

    def __init__(self, ctx: Context, stores: Stores, writer: Writer, relations: Relations) -> None:
        self.ctx = ctx
        self.stores = stores
        self.writer = writer
        self.relations = relations  # the graph, to refuse a circular chain

    async def _decision(self, ref: Any, role: str) -> tuple[Store, Memory]:
        store, m = await self.stores.locate(ref)
        if m.layer != "decision":
            raise InvalidInput(f"{role} must be a decision; #{m.ref} is a {m.layer}")
        return store, m

    async def decide(
        self,
        choice: str,
        *,
        rationale: str = "",
        alternatives: Any = (),
        because: Iterable[Any] = (),
        follows: Any = None,
        reverses: Any = None,
        outcome: str | None = None,
        title: str = "",
        tags: Any = (),
        importance: int = 3,
        source: str = "api",
    ) -> RememberResult:
        """Record a decision and link it into its chain; returns a RememberResult.

        Every reference is checked before anything is written, so bad input changes nothing.
        """
        choice_ = _text("choice", choice, required=True)
        rationale_ = _text("rationale", rationale)
        alts = alternatives_list(alternatives)
        outcome_ = _text("outcome", outcome) or None
        project, links = await self._links(because, follows, reverses)
        extra = {
            "choice": choice_,
            "rationale": rationale_,
            "alternatives": alts,
            "outcome": outcome_,
        }
        content = decision_text(choice_, rationale_, alts, outcome_)
        # An identical decision merges into the existing one: check its links before writing.
        same = await project.read(queries.find_by_hash(content_hash("decision", content)))
        if same is not None:
            if any(m.id == same.id for m in links.memories):
                raise InvalidInput(f"this decision is the same as #{same.ref}, which it links to")
            await self._check_chain_order(project, same.id, links)

        result = await self.writer.remember(
            content,
            layer="decision",
            title=title,
            tags=tags,
            importance=importance,
            extra=extra,
            source=source,
            dedup=False,
        )
        new = result.memory
        if result.action == "merged" and (same is None or same.id != new.id):
            # merged by meaning (near-identical text): the links must still make sense
            if any(m.id == new.id for m in links.memories):
                raise InvalidInput(
                    f"this decision merged into #{new.ref} (nearly the same text), "
                    f"which it links to; word it differently"
                )
            await self._check_chain_order(project, new.id, links)
        stored = await project.write(_links_plan(new.id, links, self.ctx.now()))
        return RememberResult(stored, result.action, result.target)

    async def _links(self, because: Any, follows: Any, reverses: Any) -> tuple[Store, Links]:
        """The project store and the memories a new decision links to, each checked before
        anything is written."""
        if isinstance(because, str | int):
            because = [because]
        located = [await self.stores.locate(ref) for ref in because or ()]
        prev = await self._decision(follows, "follows") if follows is not None else None
        old = await self._decision(reverses, "reverses") if reverses is not None else None
        project = await self.stores.ensure("project")
        for store, m in [*located, *([prev] if prev else []), *([old] if old else [])]:
            if store is not project:
                raise InvalidInput(
                    f"a decision and what it links to must be in the same store: "
                    f"#{m.ref} is in the {m.scope} store"
                )
        links = Links([m for _, m in located], prev[1] if prev else None, old[1] if old else None)
        if links.prev and links.old and links.prev.id == links.old.id:
            raise InvalidInput(f"a decision cannot both follow and reverse #{links.old.ref}")
        if links.old and links.old.status == "superseded":
            raise InvalidInput(
                f"#{links.old.ref} is already superseded by #{links.old.superseded_by}; "
                f"reverse the decision that replaced it"
            )
        return project, links

    async def _check_chain_order(self, store: Store, new_id: int, links: Links) -> None:
        from cognition.graph.store_graph import precedes

        G = await self.relations.graph_of(store)
        prev, old = links.prev, links.old
        if prev and precedes(G, new_id, prev.id):
            raise InvalidInput(f"following #{prev.ref} would make the decision chain circular")
        if old and precedes(G, new_id, old.id):
            raise InvalidInput(f"reversing #{old.ref} would make the decision chain circular")

    async def record_outcome(self, ref: Any, outcome: str) -> Memory:
        """Fill in (or replace) how a decision turned out; it becomes part of its text too."""
        _, m = await self._decision(ref, "outcome target")
        text = _text("outcome", outcome, required=True)
        content = _OUTCOME_LINE.sub("", m.content) + f"\nOutcome: {text}"
        return await self.writer.update(
            m.ref, content=content, extra={"outcome": text, "outcome_at": self.ctx.now()}
        )

    async def chain_steps(self, ref: Any) -> list[ChainStep]:
        """The whole chain through decision `ref`, oldest first, the same from any of its steps.
        Superseded (reversed) decisions stay in it, marked by their status."""
        store, m = await self._decision(ref, "chain start")
        return await store.read(_chain_plan(m))

    async def chain(self, ref: Any) -> list[Memory]:
        """The decisions of the chain through `ref`, oldest first (see chain_steps)."""
        return [s.memory for s in await self.chain_steps(ref)]


def _chain_plan(start: Memory) -> Plan[list[ChainStep]]:
    """Collect the decisions connected by led_to/reverses, then order them: led_to runs
    earlier -> later, reverses later -> earlier; ties (branches) by creation time."""
    import networkx as nx

    members = {start.id: start}
    links: set[Edge] = set()
    frontier = {start.id}
    while frontier:
        edges = yield from gq.typed_edges_of(frontier, gq.CHAIN_TYPES)
        others = {x for e in edges for x in (e.src, e.dst)} - set(members)
        found = (yield from queries.get_memories(others)) if others else {}
        frontier = set()
        for i, m in found.items():
            if m.layer == "decision":
                members[i] = m
                frontier.add(i)
        links.update(e for e in edges if e.src in members and e.dst in members)
    order: nx.DiGraph[int] = nx.DiGraph()
    order.add_nodes_from(members)
    before: dict[int, tuple[int, str]] = {}
    for e in sorted(links, key=lambda e: (e.created_at, e.src, e.dst, e.type)):
        earlier, later = (e.src, e.dst) if e.type == "led_to" else (e.dst, e.src)
        order.add_edge(earlier, later)
        before.setdefault(later, (earlier, e.type))
    key = {i: (m.created_at, i) for i, m in members.items()}
    try:
        ids = list(nx.lexicographical_topological_sort(order, key=key.__getitem__))
    except nx.NetworkXUnfeasible:  # a cycle written around the API: fall back to time order
        ids = sorted(members, key=key.__getitem__)
    grounds = yield from gq.typed_edges_of(ids, ("because",))
    because: dict[int, list[int]] = {}
    for e in grounds:
        if e.src in members:
            because.setdefault(e.src, []).append(e.dst)
    steps = []
    for i in ids:
        after, relation = before.get(i, (None, None))
        steps.append(ChainStep(members[i], after, relation, sorted(because.get(i, []))))
    return steps
