"""Checks on caller input. Bad input raises InvalidInput saying what was wrong and what is allowed;
nothing is silently clamped."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any

from layers.errors import InvalidInput
from layers.records import EDGE_TYPES, LAYERS, SCOPES, STATUSES, normalise_text

_REF = re.compile(r"^#?(g)?(\d{1,18})$", re.IGNORECASE)
MAX_TAG_CHARS = 64
MAX_TITLE_CHARS = 300


MAX_ID = 2**63 - 1  # SQLite's INTEGER range


def shown(value: Any, limit: int = 60) -> str:
    """A bad value as an error message shows it: repr, cut so a huge input is not echoed back."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def choice(name: str, value: Any, allowed: Iterable[str]) -> str:
    allowed = tuple(allowed)
    if not isinstance(value, str) or value not in allowed:
        raise InvalidInput(f"{name} must be one of {', '.join(allowed)} (got {shown(value)})")
    return value


def layer(value: Any) -> str:
    return choice("layer", value, LAYERS)


def scope(value: Any) -> str:
    return choice("scope", value, SCOPES)


def status(value: Any) -> str:
    return choice("status", value, STATUSES)


def edge_type(value: Any) -> str:
    return choice("relation type", value, EDGE_TYPES)


def importance(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float) or value != int(value):
        raise InvalidInput(f"importance must be a whole number from 1 to 5 (got {shown(value)})")
    if not 1 <= int(value) <= 5:
        raise InvalidInput(f"importance must be from 1 to 5 (got {shown(value)})")
    return int(value)


def bounded(name: str, value: Any, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidInput(f"{name} must be a number from {lo:g} to {hi:g} (got {shown(value)})")
    if not lo <= float(value) <= hi:
        raise InvalidInput(f"{name} must be from {lo:g} to {hi:g} (got {shown(value)})")
    return float(value)


def valence(value: Any) -> float:
    return bounded("valence", value, -1.0, 1.0)


def intensity(value: Any) -> float:
    return bounded("intensity", value, 0.0, 1.0)


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f]")  # C0 controls but tab and newline


def _clean(text: str) -> str:
    # NUL and other C0 controls (except tab/newline) are never meaningful in a memory; a lone
    # surrogate (legal in JSON as \ud800) cannot be stored as UTF-8: refuse it clearly.
    text = _CONTROL.sub("", text)
    if _has_surrogate(text):
        raise InvalidInput(
            "text holds a lone surrogate (invalid Unicode, e.g. \\ud800); send valid UTF-8"
        )
    return text


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def content(value: Any, max_chars: int) -> str:
    if not isinstance(value, str):
        raise InvalidInput(f"content must be text (got {type(value).__name__})")
    text = _clean(value).strip()
    if not text:
        raise InvalidInput("content must not be empty")
    if len(text) > max_chars:
        raise InvalidInput(f"content is {len(text)} characters; the limit is {max_chars}")
    return text


def title(value: Any) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidInput(f"title must be text (got {type(value).__name__})")
    text = normalise_text(_clean(value))
    if len(text) > MAX_TITLE_CHARS:
        raise InvalidInput(f"title is {len(text)} characters; the limit is {MAX_TITLE_CHARS}")
    return text


def tags(value: Any, max_tags: int) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = [t for t in re.split(r"[,\s]+", value) if t]
    if not isinstance(value, list | tuple | set | frozenset):
        raise InvalidInput(f"tags must be a list of words (got {type(value).__name__})")
    out: list[str] = []
    for tag in value:
        if not isinstance(tag, str):
            raise InvalidInput(f"each tag must be text (got {shown(tag)})")
        tag = normalise_text(_clean(tag)).lower().lstrip("#")
        if not tag:
            continue
        if len(tag) > MAX_TAG_CHARS:
            raise InvalidInput(f"tag {tag[:20]!r}… is over {MAX_TAG_CHARS} characters")
        if tag not in out:
            out.append(tag)
    if len(out) > max_tags:
        raise InvalidInput(f"{len(out)} tags given; the limit is {max_tags}")
    return out


def ref(value: Any) -> tuple[str, int]:
    """A memory reference: 12 / "12" / "#12" (project) or "g12" (global) -> (scope, id)."""
    if isinstance(value, bool):
        raise InvalidInput(f"memory id must be a number like 12 or g12 (got {shown(value)})")
    if isinstance(value, int):
        if not 1 <= value <= MAX_ID:
            raise InvalidInput(f"memory id must be positive and below 2**63 (got {shown(value)})")
        return "project", value
    if isinstance(value, str):
        m = _REF.match(value.strip())
        if m and 1 <= int(m.group(2)) <= MAX_ID:
            return ("global" if m.group(1) else "project"), int(m.group(2))
    raise InvalidInput(
        f"memory id must be a number like 12 (project) or g12 (global); got {shown(value)}"
    )


def extra(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidInput(f"extra must be an object (got {type(value).__name__})")
    return dict(value)


def positive_int(name: str, value: Any, lo: int = 1, hi: int = 10_000) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidInput(f"{name} must be a whole number from {lo} to {hi} (got {shown(value)})")
    return value
