"""The memories page: the filtered, paged list, and with a query the ranking explained."""

from __future__ import annotations

from typing import Any

from cognition.ui.data import Filters, Listing
from cognition.ui.html import Safe, join, tag, url
from cognition.ui.page_parts import actions, badges, day, mlink, short
from layers.records import LAYERS, STATUSES


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
    rows = [
        _row(r, searching, k == 0 and listing.page == 1, csrf, back)
        for k, r in enumerate(listing.rows)
    ]
    what = f"{listing.total} matches for “{f.q}”" if searching else f"{listing.total} memories"
    pager = _pager(listing, f, searching)
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


def _row(r: Any, searching: bool, first: bool, csrf: str, back: str) -> Safe:
    """One memory's row; with a query, the first row on the first page opens its explanation."""
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
        body.append(_explanation(r, open_=first))
    cells = [tag("td", mlink(m)), tag("td", m.layer), tag("td", body)]
    cells += [tag("td", f"{r.score:.3f}", class_="num")] if searching else []
    cells += [
        tag("td", m.importance, class_="num"),
        tag("td", f"{r.p_recall:.2f}", class_="num"),
        tag("td", day(m.created_at), class_="muted"),
        tag("td", actions(m, csrf, back)),
    ]
    return tag("tr", cells, data_ref=m.ref)


def _pager(listing: Listing, f: Filters, searching: bool) -> list[Safe]:
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
    return pager
