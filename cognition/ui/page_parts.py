"""What the pages share: the page shell (templates/page.html, filled with string.Template),
links, badges, action buttons and notices. Every value goes through html.tag (escaped)."""

from __future__ import annotations

import datetime as dt
from functools import lru_cache
from importlib import resources
from string import Template
from typing import Any

from cognition.ui.html import Safe, esc, join, tag

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


def error_page(message: str) -> Safe:
    return join(
        [
            tag("h1", "Cannot show that"),
            notice(message, error=True),
            tag("p", tag("a", "back to the memories", href="/")),
        ]
    )
