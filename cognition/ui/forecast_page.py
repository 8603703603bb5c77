"""The forgetting forecast: what the decay pass would archive and when, and what it archived."""

from __future__ import annotations

from typing import Any

from cognition.ui.data import StoreForecast
from cognition.ui.html import Safe, join, tag, url
from cognition.ui.page_parts import actions, day, mlink, short


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
        out += _store_section(s, csrf, back)
    return join(out)


def _archived_table(s: StoreForecast, csrf: str, back: str) -> Safe:
    return tag(
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


def _store_section(s: StoreForecast, csrf: str, back: str) -> list[Safe]:
    """One store's forecast: what would be archived, what comes closest, what was archived."""
    out = []
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
        out.append(_archived_table(s, csrf, back))
    else:
        out.append(tag("p", "none", class_="muted"))
    return out
