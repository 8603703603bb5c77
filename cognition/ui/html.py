"""A tiny HTML builder that escapes by default.

Memories can hold anything (`<script>`, a fake `</td>`), so every string is escaped unless it
is a `Safe` made by this module. There is no way to splice raw text in by accident: `tag`
escapes children and attribute values, `Safe` only wraps what `tag`/`join` produced.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlencode

_VOID = frozenset({"br", "hr", "img", "input", "meta", "link"})


class Safe(str):
    """Text that is already HTML (built here); never wrap user input in it."""

    __slots__ = ()


def esc(value: Any) -> Safe:
    if isinstance(value, Safe):
        return value
    return Safe(html.escape("" if value is None else str(value), quote=True))


def join(parts: Iterable[Any], sep: str = "") -> Safe:
    return Safe(esc(sep).join(esc(p) for p in parts if p is not None and p != ""))


def _attr_name(name: str) -> str:
    # Python keywords and dashes: class_ -> class, data_ref -> data-ref, aria_label -> aria-label.
    return name.rstrip("_").replace("_", "-")


def tag(element: str, /, *children: Any, **attrs: Any) -> Safe:
    parts = [f"<{element}"]
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        if value is True:
            parts.append(f" {_attr_name(key)}")
        else:
            parts.append(f' {_attr_name(key)}="{esc(value)}"')
    parts.append(">")
    if element in _VOID:
        return Safe("".join(parts))
    body = "".join(esc(c) for c in _flatten(children))
    return Safe("".join(parts) + body + f"</{element}>")


def _flatten(items: Iterable[Any]) -> Iterable[Any]:
    for item in items:
        if item is None or item is False:
            continue
        if isinstance(item, list | tuple) or (hasattr(item, "__next__")):
            yield from _flatten(item)
        else:
            yield item


def url(path: str, **params: Any) -> str:
    """A local URL with the non-empty query parameters (escaped when put in an attribute)."""
    query = {k: v for k, v in params.items() if v not in (None, "", False)}
    return path + ("?" + urlencode(query) if query else "")
