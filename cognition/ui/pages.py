"""The pages, rendered from what cognition.ui.data read. Every value goes through html.tag
(escaped); the page shell is templates/page.html, filled with string.Template."""

from __future__ import annotations

import datetime as dt
import json
from functools import lru_cache
from importlib import resources
from string import Template
from typing import Any

from cognition.ui.charts import (
    GraphEdge,
    GraphNode,
    TimelineStep,
    curve_svg,
    graph_svg,
    timeline_svg,
)
from cognition.ui.data import Detail, Filters, Listing, StoreForecast
from cognition.ui.html import Safe, esc, join, tag, url
from layers.records import LAYERS, STATUSES

NAV = (("/", "memories"), ("/decisions", "decisions"), ("/forecast", "forgetting forecast"))


@lru_cache(maxsize=1)
def _shell() -> Template:
    return Template(
        resources.files("cognition.ui").joinpath("templates/page.html").read_text("utf-8")
    )


def layout(title: str, body: Safe, counts: dict[str, int | None], active: str = "") -> str:
    nav = join(
        tag("a", label, href=href, aria_current="page" if href == active else None)
        for href, label in NAV
    )
    stores = []
    for scope in ("project", "global"):
        n = counts.get(scope)
        stores.append(f"{scope}: {n:,} memories" if n is not None else f"{scope}: no store")
    return _shell().substitute(title=esc(title), nav=nav, stores=esc(" · ".join(stores)), body=body)


def day(ts: float | None) -> str:
    if ts is None:
        return "-"
    return dt.datetime.fromtimestamp(ts, dt.UTC).strftime("%Y-%m-%d %H:%M")


def short(text: str, n: int = 140) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def mlink(m: Any, text: str | None = None) -> Safe:
    return tag("a", text or f"#{m.ref}", href=f"/m/{m.ref}")


def badges(m: Any, stale: bool = False, conflicts: tuple[str, ...] = ()) -> Safe:
    out = []
    if m.pinned:
        out.append(tag("span", "pinned", class_="badge pinned"))
    if m.status != "active":
        out.append(tag("span", m.status, class_=f"badge {m.status}"))
    if stale:
        out.append(tag("span", "stale code", class_="badge stale"))
    if conflicts:
        out.append(
            tag(
                "span",
                "contradicts " + ", ".join(f"#{r}" for r in conflicts),
                class_="badge conflict",
            )
        )
    if m.scope == "global":
        out.append(tag("span", "global", class_="badge"))
    return join(out)


def action_form(
    action: str, ref: str, csrf: str, back: str, label: str | None = None, danger: bool = False
) -> Safe:
    return tag(
        "form",
        tag("input", type="hidden", name="csrf", value=csrf),
        tag("input", type="hidden", name="next", value=back),
        tag(
            "button",
            label or action,
            type="submit",
            class_="danger" if danger else None,
            data_action=action,
            data_ref=ref,
        ),
        method="post",
        action=f"/m/{ref}/{action}",
        class_="inline",
    )


def actions(m: Any, csrf: str, back: str) -> Safe:
    out = [action_form("unpin" if m.pinned else "pin", m.ref, csrf, back)]
    if m.status == "archived":
        out.append(action_form("restore", m.ref, csrf, back))
    elif m.status == "active":
        out.append(action_form("forget", m.ref, csrf, back, danger=True))
    return join(out, " ")


def notice(message: str | None, error: bool = False) -> Safe:
    if not message:
        return Safe("")
    return tag("div", message, class_="error" if error else "notice", role="status")


# -- memories -----------------------------------------------------------------------------


def _select(name: str, value: str | None, options: list[tuple[str, str]]) -> Safe:
    return tag(
        "label",
        name,
        tag(
            "select",
            [tag("option", label, value=v, selected=(v == (value or ""))) for v, label in options],
            name=name,
        ),
    )


def _filters_form(f: Filters) -> Safe:
    status = "all" if f.status is None else f.status
    return tag(
        "form",
        tag(
            "label",
            "search",
            tag(
                "input",
                type="search",
                name="q",
                value=f.q,
                placeholder="what do you want to remember?",
            ),
        ),
        _select(
            "scope", f.scope, [("", "both stores"), ("project", "project"), ("global", "global")]
        ),
        _select("layer", f.layer, [("", "all layers"), *((x, x) for x in LAYERS)]),
        _select("status", status, [*((x, x) for x in STATUSES), ("all", "all")]),
        tag("label", "tag", tag("input", type="text", name="tag", value=f.tag or "", size=10)),
        tag(
            "label",
            "pinned",
            tag("input", type="checkbox", name="pinned", value="1", checked=f.pinned),
        ),
        tag(
            "label",
            "stale",
            tag("input", type="checkbox", name="stale", value="1", checked=f.stale),
        ),
        tag("button", "show", type="submit"),
        method="get",
        action="/",
        class_="filters",
        role="search",
    )


def _query(f: Filters, page: int) -> dict[str, Any]:
    return {
        "q": f.q,
        "scope": f.scope,
        "layer": f.layer,
        "status": "all" if f.status is None else (f.status if f.status != "active" else None),
        "tag": f.tag,
        "pinned": "1" if f.pinned else None,
        "stale": "1" if f.stale else None,
        "page": page if page > 1 else None,
    }


def _explanation(row: Any, open_: bool) -> Safe:
    e = row.explanation
    if e is None:
        return Safe("")
    rows = [
        tag(
            "tr",
            tag("td", t.name),
            tag("td", f"{t.value:.4f}", class_="num"),
            tag("td", f"× {t.weight:.4f}", class_="num"),
            tag("td", f"{t.contribution:+.4f}", class_="num"),
            tag("td", t.meaning, class_="muted"),
        )
        for t in e.terms
    ]
    rows.append(
        tag(
            "tr",
            tag("th", "score"),
            tag("td", ""),
            tag("td", ""),
            tag("th", f"{e.score:.4f}", class_="num"),
            tag("td", f"(terms add up to {e.total:.4f})", class_="muted"),
        )
    )
    how = ", ".join(f"{k}={v}" for k, v in e.details.items())
    return tag(
        "details",
        tag("summary", "why this rank"),
        tag(
            "table",
            tag(
                "tr",
                tag("th", "term"),
                tag("th", "value", class_="num"),
                tag("th", "weight", class_="num"),
                tag("th", "adds", class_="num"),
                tag("th", ""),
            ),
            rows,
            class_="terms",
        ),
        tag("div", f"relevance made of: {how}", class_="muted") if how else None,
        class_="explain",
        open=open_,
    )


def memories_page(listing: Listing, f: Filters, csrf: str, back: str) -> Safe:
    searching = bool(f.q)
    head = [tag("th", "id"), tag("th", "layer"), tag("th", "memory")]
    head += [tag("th", "score", class_="num")] if searching else []
    head += [
        tag("th", "imp", class_="num"),
        tag("th", "P(recall)", class_="num"),
        tag("th", "created"),
        tag("th", ""),
    ]
    rows = []
    for k, r in enumerate(listing.rows):
        m = r.memory
        body = [
            tag(
                "div",
                tag("strong", m.title + ": ") if m.title else None,
                short(m.content, 220),
                class_="text",
            ),
            tag(
                "div",
                badges(m, r.stale, r.conflicts),
                [tag("span", "#" + t, class_="tag") for t in m.tags],
            ),
        ]
        if searching:
            body.append(_explanation(r, open_=(k == 0 and listing.page == 1)))
        cells = [tag("td", mlink(m)), tag("td", m.layer), tag("td", body)]
        cells += [tag("td", f"{r.score:.3f}", class_="num")] if searching else []
        cells += [
            tag("td", m.importance, class_="num"),
            tag("td", f"{r.p_recall:.2f}", class_="num"),
            tag("td", day(m.created_at), class_="muted"),
            tag("td", actions(m, csrf, back)),
        ]
        rows.append(tag("tr", cells, data_ref=m.ref))
    what = f"{listing.total} matches for “{f.q}”" if searching else f"{listing.total} memories"
    pager = []
    if listing.page > 1:
        pager.append(
            tag(
                "a",
                "← newer" if not searching else "← better",
                href=url("/", **_query(f, listing.page - 1)),
            )
        )
    pager.append(tag("span", f"page {listing.page} of {listing.pages}", class_="muted"))
    if listing.page < listing.pages:
        pager.append(
            tag(
                "a",
                "older →" if not searching else "more →",
                href=url("/", **_query(f, listing.page + 1)),
            )
        )
    table = (
        tag("table", tag("thead", tag("tr", head)), tag("tbody", rows), class_="memories")
        if rows
        else tag("p", "no memories match", class_="muted")
    )
    return join(
        [
            tag("h1", "Memories"),
            _filters_form(f),
            tag("p", what, class_="muted"),
            table,
            tag("div", pager, class_="pager"),
        ]
    )


# -- one memory ---------------------------------------------------------------------------


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


def chains_page(chains: list[list[Any]], page: int, pages: int) -> Safe:
    out = [
        tag("h1", "Decision chains"),
        tag(
            "p",
            "Each chain oldest first: led_to continues a decision, reverses undoes one "
            "(struck through: superseded).",
            class_="muted",
        ),
    ]
    if not chains:
        out.append(tag("p", "no decisions yet (cognimem decide ...)", class_="muted"))
    for steps in chains:
        last = steps[-1].memory
        out += [
            tag(
                "h2",
                mlink(last, f"#{last.ref}"),
                " ",
                short(last.extra.get("choice") or last.content, 90),
                tag(
                    "span", f"  ({len(steps)} step{'s' if len(steps) != 1 else ''})", class_="muted"
                ),
            ),
            chain_svg(steps),
        ]
    pager = []
    if page > 1:
        pager.append(tag("a", "← newer", href=url("/decisions", page=page - 1)))
    pager.append(tag("span", f"page {page} of {pages}", class_="muted"))
    if page < pages:
        pager.append(tag("a", "older →", href=url("/decisions", page=page + 1)))
    out.append(tag("div", pager, class_="pager"))
    return join(out)


# -- forecast -----------------------------------------------------------------------------


def _verdict_rows(pairs: list[tuple[Any, Any]], csrf: str, back: str) -> list[Safe]:
    return [
        tag(
            "tr",
            tag("td", mlink(m)),
            tag("td", m.layer),
            tag("td", short(m.content, 120), class_="text"),
            tag("td", v.importance, class_="num"),
            tag("td", f"{v.idle_days:.1f}", class_="num"),
            tag("td", f"{v.p_recall:.3f}", class_="num"),
            tag("td", f"{v.grace_left_days:.1f}", class_="num"),
            tag("td", v.reason),
            tag("td", actions(m, csrf, back)),
            data_ref=m.ref,
        )
        for v, m in pairs
    ]


_VHEAD = ("id", "layer", "memory", "imp", "idle d", "P(recall)", "grace left", "reason", "")


def _vtable(rows: list[Safe], cls: str) -> Safe:
    return tag(
        "table",
        tag(
            "tr",
            [
                tag(
                    "th",
                    h,
                    class_="num" if h in ("imp", "idle d", "P(recall)", "grace left") else None,
                )
                for h in _VHEAD
            ],
        ),
        rows,
        class_=cls,
    )


def forecast_page(stores: list[StoreForecast], ahead: int, csrf: str, back: str) -> Safe:
    out = [
        tag("h1", "Forgetting forecast"),
        tag(
            "p",
            "What the decay pass would archive, and why (the dry run of ",
            tag("code", "cognimem decay --dry-run"),
            "). Pin a memory to keep it for good.",
            class_="muted",
        ),
        tag(
            "p",
            "when: ",
            join(
                [
                    tag("a", label, href=url("/forecast", ahead=k))
                    if k != ahead
                    else tag("strong", label)
                    for k, label in (
                        (0, "next pass (now)"),
                        (7, "in 7 days"),
                        (30, "in 30 days"),
                        (90, "in 90 days"),
                    )
                ],
                " · ",
            ),
        ),
    ]
    if not stores:
        out.append(tag("p", "no memory store yet", class_="muted"))
    for s in stores:
        out.append(
            tag(
                "h2",
                f"{s.scope} store: {s.to_archive_total} of {s.judged} active memories "
                f"would be archived at {day(s.at)}",
            )
        )
        out.append(tag("p", s.path, class_="muted"))
        if s.to_archive:
            out.append(_vtable(_verdict_rows(s.to_archive, csrf, back), "forecast"))
            if s.to_archive_total > len(s.to_archive):
                out.append(
                    tag(
                        "p",
                        f"… and {s.to_archive_total - len(s.to_archive)} more "
                        "(cognimem decay --dry-run --json lists all)",
                        class_="muted",
                    )
                )
        out.append(tag("h3", "Closest to being archived"))
        out.append(
            _vtable(_verdict_rows(s.near, csrf, back), "near")
            if s.near
            else tag("p", "none", class_="muted")
        )
        out.append(tag("h3", "Archived (restore brings one back, its grace starting over)"))
        if s.archived:
            out.append(
                tag(
                    "table",
                    [
                        tag(
                            "tr",
                            tag("td", mlink(m)),
                            tag("td", m.layer),
                            tag("td", short(m.content, 140), class_="text"),
                            tag("td", actions(m, csrf, back)),
                            data_ref=m.ref,
                        )
                        for m in s.archived
                    ],
                    class_="archived",
                )
            )
        else:
            out.append(tag("p", "none", class_="muted"))
    return join(out)


def error_page(message: str) -> Safe:
    return join(
        [
            tag("h1", "Cannot show that"),
            notice(message, error=True),
            tag("p", tag("a", "back to the memories", href="/")),
        ]
    )
