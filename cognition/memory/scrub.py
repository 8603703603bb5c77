"""Every free-text field of a memory is redacted before it is stored (cognition.redact)."""

from __future__ import annotations

from typing import Any

from cognition.redact import redact

__all__ = ["redact_tags", "scrub", "scrub_text"]


def scrub_text(text: str) -> str:
    """Secrets never reach the store, whichever way a memory comes in."""
    return redact(text).text if text else text


def redact_tags(tags: Any) -> Any:
    """Tags are lower-cased when validated, which would hide case-sensitive key formats from
    the redactor: redact them first, as given."""
    if isinstance(tags, str):
        return redact(tags).text
    if isinstance(tags, list | tuple):
        return [redact(t).text if isinstance(t, str) else t for t in tags]
    return tags


def scrub(
    text: str, title: str, tags: list[str], extra: dict[str, Any]
) -> tuple[str, str, list[str], dict[str, Any]]:
    """Redact every free-text field of a new memory; note what was removed in extra."""
    found: list[str] = []

    def clean(value: Any) -> Any:
        if isinstance(value, str):
            r = redact(value)
            found.extend(r.found)
            return r.text
        if isinstance(value, list):
            return [clean(v) for v in value]
        if isinstance(value, dict):
            return {clean(k): clean(v) for k, v in value.items()}
        return value

    text, title, tags, extra = clean(text), clean(title), clean(tags), clean(extra)
    if found:
        extra = {**extra, "redacted": sorted(set(found) | set(extra.get("redacted", [])))}
    return text, title, tags, extra
