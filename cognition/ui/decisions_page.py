"""The decisions page: each decision chain, oldest step first."""

from __future__ import annotations

from typing import Any

from cognition.ui.html import Safe, join, tag, url
from cognition.ui.memory_page import chain_svg
from cognition.ui.page_parts import mlink, short


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
