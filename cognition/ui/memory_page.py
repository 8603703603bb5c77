"""One memory's page: its fields, history, graph neighbourhood, decision chain, anchors,
links and forgetting curve."""

from __future__ import annotations

import json
from typing import Any

from cognition.ui.charts import (
    GraphEdge,
    GraphNode,
    TimelineStep,
    curve_svg,
    graph_svg,
    timeline_svg,
)
from cognition.ui.data import Detail
from cognition.ui.html import Safe, join, tag
from cognition.ui.page_parts import actions, badges, day, mlink, short


def _fields(m: Any) -> Safe:
    rows = [
        ("id", f"#{m.ref}"),
        ("layer", m.layer),
        ("title", m.title or "-"),
        ("tags", ", ".join(m.tags) or "-"),
        ("importance", m.importance),
        ("valence", f"{m.valence:+.2f}"),
        ("intensity", f"{m.intensity:.2f}"),
        ("pinned", "yes" if m.pinned else "no"),
        ("status", m.status),
        ("created", day(m.created_at)),
        ("last used", day(m.last_activated)),
        ("uses", f"{m.activation_count:g}"),
        ("valid", f"{day(m.valid_from)} .. {day(m.valid_to) if m.valid_to else 'now'}"),
        ("source", m.source + (f" (session {m.session_id})" if m.session_id else "")),
        ("scope", m.scope),
    ]
    if m.superseded_by:
        rows.append(("superseded by", f"#{'g' if m.scope == 'global' else ''}{m.superseded_by}"))
    for key, value in sorted(m.extra.items()):
        rows.append(
            (key, value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        )
    return tag(
        "dl", [(tag("dt", k), tag("dd", v, class_="text")) for k, v in rows], class_="fields"
    )


def _event_text(e: Any) -> str:
    d = e.detail or {}
    if e.kind == "merged" and d.get("text"):
        return f"merged wording: {d['text']}"
    if e.kind == "updated" and d.get("before"):
        return "; ".join(f"{k} was: {v}" for k, v in d["before"].items())
    if d:
        return ", ".join(
            f"{k}: {v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)}"
            for k, v in sorted(d.items())
        )
    return ""


def _history(d: Detail) -> Safe:
    h = d.history
    out = []
    for v in h.versions:
        state = "current" if v.status == "active" else v.status
        events = h.events.get(v.id, [])
        out.append(
            tag(
                "tr",
                tag("td", mlink(v), tag("strong", " (this one)") if v.id == d.memory.id else None),
                tag("td", day(v.created_at), class_="muted"),
                tag("td", state),
                tag(
                    "td",
                    tag("div", v.content, class_="text"),
                    tag(
                        "table",
                        [
                            tag(
                                "tr",
                                tag("td", day(e.at), class_="muted"),
                                tag("td", e.kind),
                                tag("td", _event_text(e), class_="text"),
                            )
                            for e in events
                        ],
                        class_="terms events",
                    )
                    if events
                    else None,
                ),
            )
        )
    return tag(
        "table",
        tag(
            "tr",
            tag("th", "version"),
            tag("th", "created"),
            tag("th", "state"),
            tag("th", "text and events"),
        ),
        out,
        class_="history",
    )


def _graph(d: Detail, depth: int) -> Safe:
    m = d.memory
    nodes = {m.ref: GraphNode(m.ref, f"#{m.ref} {short(m.title or m.content, 28)}", None, "center")}
    edges = []
    for n in d.neighbours:
        o = n.memory
        nodes.setdefault(
            o.ref,
            GraphNode(
                o.ref,
                f"#{o.ref} {short(o.title or o.content, 28)}",
                f"/m/{o.ref}?depth={depth}",
                "memory" if o.status == "active" else "inactive",
            ),
        )
        if n.direction == "shared" and n.via:
            nodes.setdefault(n.via, GraphNode(n.via, n.via, None, "entity"))
            edges.append(GraphEdge(n.from_ref, n.via, "about"))
            edges.append(GraphEdge(n.via, o.ref, "about"))
        else:
            edges.append(GraphEdge(n.from_ref, o.ref, n.type))
    depth_links = join(
        [
            tag("a", f"depth {k}", href=f"/m/{m.ref}?depth={k}#graph")
            if k != depth
            else tag("strong", f"depth {k}")
            for k in (1, 2, 3)
        ],
        " · ",
    )
    if len(nodes) == 1:
        return join([tag("p", depth_links), tag("p", "no linked memories", class_="muted")])
    return join([tag("p", depth_links), graph_svg(list(nodes.values()), edges)])


def _chain(d: Detail) -> Safe:
    if not d.chain:
        return Safe("")
    return join([tag("h2", "Decision chain", id="chain"), chain_svg(d.chain)])


def chain_svg(steps: list[Any]) -> Safe:
    return timeline_svg(
        [
            TimelineStep(
                s.memory.created_at,
                f"#{s.memory.ref} {short(s.memory.extra.get('choice') or s.memory.content, 56)}",
                f"/m/{s.memory.ref}",
                s.relation,
                s.superseded,
            )
            for s in steps
        ]
    )


def _anchors(d: Detail) -> Safe:
    if not d.anchors:
        return tag("p", "no code anchors", class_="muted")
    stale = {(r.path, r.line_start, r.line_end): r.reason for r in d.stale}
    rows = []
    for a in d.anchors:
        lines = f":{a.line_start}-{a.line_end or a.line_start}" if a.line_start else ""
        state = stale.get((a.path, a.line_start, a.line_end))
        rows.append(
            tag(
                "tr",
                tag("td", a.kind),
                tag("td", f"{a.path}{lines}"),
                tag("td", a.symbol or ""),
                tag(
                    "td", tag("span", f"stale: {state}", class_="badge stale") if state else "fresh"
                ),
            )
        )
    return tag(
        "table",
        tag("tr", tag("th", "kind"), tag("th", "file"), tag("th", "symbol"), tag("th", "state")),
        rows,
        class_="anchors",
    )


def _links(d: Detail) -> Safe:
    near = [n for n in d.neighbours if n.depth == 1]
    if not near:
        return tag("p", "no links", class_="muted")
    rows = []
    for n in near:
        how = (
            f"shares {n.via}"
            if n.direction == "shared"
            else f"this -{n.type}→ it"
            if n.direction == "out"
            else f"it -{n.type}→ this"
        )
        rows.append(
            tag(
                "tr",
                tag("td", mlink(n.memory)),
                tag("td", how),
                tag("td", short(n.memory.content, 160), class_="text"),
                tag("td", badges(n.memory)),
            )
        )
    return tag("table", rows, class_="links")


def _curve_text(d: Detail) -> Safe:
    c, m = d.curve, d.memory
    facts = [
        f"P(recall) now {c.p_now:.2f}",
        f"importance {m.importance}: {c.tier_days} d grace tier, × (1 + φ·intensity {m.intensity:.2f}) "
        f"= {c.grace_days:.1f} d from the last use",
        f"grace left {c.grace_left_days:.1f} d",
    ]
    if c.pinned:
        facts.append("pinned: never archived")
    elif m.status != "active":
        facts.append(f"{m.status}: not judged by the decay pass")
    elif c.archive_day is None:
        facts.append("not archived within 90 days, if unused")
    elif c.archive_day == 0:
        facts.append("the next decay pass would archive it")
    else:
        facts.append(f"the decay pass would archive it in {c.archive_day:g} d if it is not used")
    return join(
        [
            tag("p", " · ".join(facts), class_="muted"),
            tag("p", f"today's verdict: {c.reason_now}", class_="muted"),
        ]
    )


def memory_page(d: Detail, csrf: str, depth: int, back: str) -> Safe:
    m = d.memory
    return join(
        [
            tag(
                "h1",
                f"#{m.ref} ",
                tag("span", m.layer, class_="muted"),
                " ",
                badges(m, bool(d.stale)),
            ),
            tag("div", tag("strong", m.title) if m.title else None, class_="title"),
            tag("p", m.content, class_="text content"),
            tag(
                "p",
                actions(m, csrf, back),
                " ",
                tag("a", "graph", href="#graph"),
                " · ",
                tag("a", "history", href="#history"),
            ),
            tag("h2", "P(recall) over the next 90 days", id="curve"),
            _curve_text(d),
            curve_svg(d.curve),
            tag("h2", "Fields"),
            _fields(m),
            tag("h2", "History: versions and events", id="history"),
            _history(d),
            tag("h2", "Links"),
            _links(d),
            tag("h2", "Graph around it", id="graph"),
            _graph(d, depth),
            _chain(d),
            tag("h2", "Code anchors"),
            _anchors(d),
        ]
    )
