"""Capture: a memory's title, and a decision's choice, alternatives and rationale, read from
its words."""

from __future__ import annotations

import re
from typing import Any

from cognition.capture.appraisal import rx as _rx

_STOPPERS = (
    r"(?=\s*(?:,|;|\.(?:\s|$)|\bbecause\b|\binstead of\b|\brather than\b|\bsince\b|\bso that\b|$))"
)
_CHOICE = _rx(
    r"\b(?:decided (?:to|on)|decided that (?:we(?:'ll| will| should)? )?|decision:|let'?s go with"
    r"|let'?s|go(?:ing)? with|(?:we'll|we will|we're going to) (?:go with)?|we chose|we picked"
    r"|settled on|switch(?:ed)? to)\s*(?P<choice>.+?)" + _STOPPERS
)
_ALTERNATIVE = _rx(r"\b(?:instead of|rather than)\s+(?P<alt>.+?)" + _STOPPERS)
_BECAUSE = _rx(r"\b(?:because|so that|since)\b\s*(?P<why>.+)$")
_FOLLOW_UP = _rx(r"^(?:because|that's because|this is because|the reason (?:is|was)|since)\b")
_FILLER = _rx(
    r"^(?:(?:ok(?:ay)?|so|also|and|but|well|note|fyi|btw|important|please|great|yes|right)\b[,:!]?\s+"
    r"|remember(?: that)?[,:]?\s+|todo:?\s+|fixme:?\s+)+"
)
_FILE = re.compile(
    r"(?<![\w/.-])(?:[\w-]+/)*[\w-]+\.(?:py|js|ts|tsx|jsx|go|rs|java|rb|toml|ya?ml|json|md|sql|sh"
    r"|cfg|ini|lock|env|c|h|cpp|kt|swift)\b"
)


def _title(text: str, limit: int = 72) -> str:
    t = _FILLER.sub("", text).strip()
    t = re.split(r"\s+(?:because|so that)\s+|;\s+", t, maxsplit=1)[0].rstrip(" .!:,")
    t = t[:1].upper() + t[1:] if t else text[:limit]
    if len(t) > limit:
        cut = t[: limit - 1]
        t = (cut.rsplit(" ", 1)[0] if " " in cut[limit // 2 :] else cut).rstrip(" ,;:") + "…"
    return t


def _decision_extra(text: str, follow_up: str | None) -> dict[str, Any]:
    extra: dict[str, Any] = {}
    m = _CHOICE.search(text)
    extra["choice"] = (m.group("choice").strip(" .") if m else _title(text))[:200]
    alts = [a.group("alt").strip(" .") for a in _ALTERNATIVE.finditer(text)]
    if alts:
        extra["alternatives"] = [s for a in alts for s in re.split(r"\s+or\s+|,\s*", a) if s][:5]
    why = follow_up or (b.group("why") if (b := _BECAUSE.search(text)) else None)
    if why:
        extra["rationale"] = re.sub(
            r"^(?:because|that's because|this is because|the reason "
            r"(?:is|was)|since)\s*",
            "",
            why.strip(),
            flags=re.I,
        ).rstrip(" .")[:400]
    return extra
