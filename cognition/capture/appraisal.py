"""Appraisal: importance and affect from the wording of a statement (deterministic; no LLM).
See docs/memory-model.md for the model of emotion it feeds."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cognition.lazy_regex import lazy_compile

__all__ = ["ANCHORS", "Appraisal", "appraise", "rx"]

# Russell circumplex anchors (valence, arousal).
ANCHORS: dict[str, tuple[float, float]] = {
    "frustrated": (-0.6, 0.75),
    "anxious": (-0.5, 0.65),
    "disappointed": (-0.6, 0.3),
    "neutral": (0.0, 0.1),
    "relieved": (0.5, 0.35),
    "triumphant": (0.7, 0.8),
}


@dataclass(frozen=True, slots=True)
class Appraisal:
    importance: int
    valence: float
    intensity: float
    reasons: list[str] = field(default_factory=list)


def rx(pattern: str, flags: int = re.IGNORECASE) -> re.Pattern[str]:
    return lazy_compile(pattern, flags)


_EMOTION_CUES: tuple[tuple[re.Pattern[str], str, float], ...] = (
    (rx(r"\b(?:damn\w*|shit\w*|fuck\w*|wtf|crap|ffs|bloody hell)\b"), "frustrated", 2.0),
    (
        rx(r"\bfrustrat\w*|\bannoy\w*|\binfuriat\w*|\bfed up\b|\bsick of\b|\bugh+\b|\bargh+\b"),
        "frustrated",
        2.0,
    ),
    (rx(r"\bNO\b[,!.]", 0), "frustrated", 2.0),
    (
        rx(
            r"\bhow many times\b|\bi (?:already )?told you\b|\bstop (?:doing|adding|using|changing)\b"
        ),
        "frustrated",
        1.5,
    ),
    (
        rx(
            r"\bblock(?:ed|er|ing)\b|\bstuck\b|\bcan'?t figure\b|\bworr(?:ied|y)\b|\burgent\b|\basap\b"
        ),
        "anxious",
        1.5,
    ),
    (rx(r"\bflaky\b|\bkeeps? failing\b|\bdeadline\b|\bnervous\b|\brisky\b"), "anxious", 1.0),
    (
        rx(
            r"\boutage\b|\bincident\b|\b(?:prod|production|site) (?:is |was |went )?down\b"
            r"|\bdata loss\b|\bsev ?[01]\b|\bpaged\b|\bpost-?mortem\b"
        ),
        "anxious",
        2.5,
    ),
    (
        rx(
            r"\bunfortunately\b|\bsadly\b|\bdisappoint\w*|\bgave up\b|\bwasted\b|\btoo bad\b"
            r"|\b(?:didn'?t|doesn'?t|did not|does not) work\b|\bno luck\b"
        ),
        "disappointed",
        1.5,
    ),
    (
        rx(
            r"\bfail(?:ed|s|ing|ure)?\b|\berror\b|\bbroke(?:n)?\b|\bbug\b|\bcrash\w*|\bregression\b"
        ),
        "disappointed",
        0.5,
    ),
    (
        rx(
            r"\bworks? now\b|\bworking now\b|\bpass(?:es|ing)? now\b|\bfixed\b|\bsolved\b|\bresolved\b"
            r"|\brelie(?:f|ved)\b|\bphew\b|\bgreen again\b|\bfinally\b"
        ),
        "relieved",
        1.5,
    ),
    (rx(r"\b(?:good|great|nice|perfect|thanks)\b"), "relieved", 0.5),
    (
        rx(
            r"\bawesome\b|\bamazing\b|\bhuge win\b|\bnailed it\b|\bbrilliant\b|\bfantastic\b|\byay\b"
            r"|🎉|🚀|\bfinally\b[^.?]*!"
        ),
        "triumphant",
        2.0,
    ),
    # A long hunt that ends in a fix is a high-arousal success (docs/formulas.md §4).
    (
        rx(r"\b(?:hours|all day|all night|days|weeks)\b.*\b(?:fix\w*|solved|found it|works)\b"),
        "triumphant",
        2.0,
    ),
)
_EMPHATIC_CAPS = lazy_compile(
    r"\b(?:NO|NEVER|ALWAYS|NOT|DON'?T|STOP|WRONG|MUST|AGAIN|IMPORTANT|CRITICAL|PLEASE)\b"
)
_CAPS_WORD = lazy_compile(r"\b[A-Z]{4,}\b")
_ACRONYMS = frozenset(
    "HTTP HTTPS JSON YAML TOML HTML UUID TODO FIXME NOTE AWS_ SQL CORS JWT REST GRPC ASCII UTF8 "
    "NULL TRUE FALSE README CHANGELOG LICENSE OAUTH SAML UNIX POSIX LTS".split()
)
# Importance comes from evidence of consequences (an incident, lost data, a security matter),
# never from how insistently something was asked to be kept ("remember this", "important").
_IMPORTANCE_UP = (
    (
        rx(
            r"\boutage\b|\bincident\b|\bdata loss\b|\blost (?:\w+ )?(?:data|rows|records|files)\b"
            r"|\b(?:prod|production|site) (?:is |was |went )?down\b|\bpost-?mortem\b|\bcorrupt\w*"
        ),
        "consequence",
    ),
    (
        rx(
            r"\bsecurity\b|\bvulnerab\w*|\bbreach\w*|\bleak(?:ed|s)?\b|\bCVE-\d|\bexploit\w*"
            r"|\bcredentials?\b"
        ),
        "security",
    ),
)
_IMPORTANCE_DOWN = rx(
    r"\b(?:maybe|might|probably|minor|nit|cosmetic|trivial|for now|temporar\w*)\b"
)


def _top_level_branches(source: str) -> list[str]:
    """A pattern's alternatives at the top level (escapes, groups and classes kept whole)."""
    out, buf, depth, in_class, i = [], "", 0, False, 0
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            buf += source[i : i + 2]
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(buf)
            buf, i = "", i + 1
            continue
        buf += ch
        i += 1
    return [*out, buf]


def _lowered_twin(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """For ASCII text already lower-cased: the same IGNORECASE pattern, case-sensitive, without
    alternatives that hold non-ASCII characters (an ASCII text never has them). re matches it
    several times faster (an emoji alternative alone made one cue cost five others). None for
    a case-sensitive pattern, which runs on the text as written."""
    if not pattern.flags & re.IGNORECASE:
        return None
    branches = [b for b in _top_level_branches(pattern.pattern) if b.isascii()]
    source = "|".join(branches) if branches else "(?!)"
    lowered = re.sub(
        r"\\.|[A-Z]", lambda m: m.group(0).lower() if len(m.group(0)) == 1 else m.group(0), source
    )
    return lazy_compile(lowered, pattern.flags & ~re.IGNORECASE)


_EMOTION_TWINS = tuple(_lowered_twin(p) for p, _, _ in _EMOTION_CUES)
_IMPORTANCE_UP_TWINS = tuple(_lowered_twin(p) for p, _ in _IMPORTANCE_UP)
_IMPORTANCE_DOWN_TWIN = _lowered_twin(_IMPORTANCE_DOWN)


def _finds(
    pattern: re.Pattern[str], twin: re.Pattern[str] | None, text: str, low: str | None
) -> bool:
    """pattern.search(text), through its lower-cased twin when the text is ASCII (`low`):
    IGNORECASE and str.lower() agree on ASCII; on other text Unicode case rules differ."""
    if twin is not None and low is not None:
        return twin.search(low) is not None
    return pattern.search(text) is not None


def appraise(text: str) -> Appraisal:
    """Heuristic importance (1-5), valence (-1..1) and intensity/arousal (0..1) for a memory."""
    text = (text or "").replace("’", "'")
    low = text.lower() if text.isascii() else None
    reasons: list[str] = []
    weights: dict[str, float] = {"neutral": 1.0}  # baseline: routine unless cues say otherwise
    for (pattern, label, weight), twin in zip(_EMOTION_CUES, _EMOTION_TWINS, strict=True):
        if _finds(pattern, twin, text, low):
            weights[label] = weights.get(label, 0.0) + weight
    caps = bool(_EMPHATIC_CAPS.search(text)) or (
        len([w for w in _CAPS_WORD.findall(text) if w not in _ACRONYMS]) >= 2
    )
    if caps:
        weights["frustrated"] = weights.get("frustrated", 0.0) + 1.0  # shouted corrections
    total = sum(weights.values())
    valence = sum(ANCHORS[k][0] * w for k, w in weights.items()) / total
    arousal = sum(ANCHORS[k][1] * w for k, w in weights.items()) / total
    reasons += [f"affect:{k}" for k in weights if k != "neutral"]

    # Arousal boosts for the signals docs/formulas.md §4 lists; they raise intensity without moving valence.
    bangs = text.count("!")
    if caps:
        arousal += 0.15
        reasons.append("caps")
    if "!!" in text or bangs >= 2:
        arousal += 0.1
        reasons.append("exclamations")
    elif bangs == 1:
        arousal += 0.05
    if weights.get("anxious", 0) >= 2.5:  # a production incident
        arousal += 0.15
    valence = max(-1.0, min(1.0, valence))
    arousal = max(0.0, min(1.0, arousal))

    importance = 3
    for (pattern, why), twin in zip(_IMPORTANCE_UP, _IMPORTANCE_UP_TWINS, strict=True):
        if _finds(pattern, twin, text, low):
            importance += 1
            reasons.append(f"importance:{why}")
    if arousal >= 0.7:
        importance += 1  # flashbulb: intense moments matter more
        reasons.append("importance:intense")
    if _finds(_IMPORTANCE_DOWN, _IMPORTANCE_DOWN_TWIN, text, low):
        importance -= 1
        reasons.append("importance:hedged")
    importance = max(1, min(5, importance))
    # Intensity is arousal above the routine baseline (0.1 on the circumplex), so a plain
    # statement gets 0 and decays exactly as calibrated for "neutral" (docs/formulas.md §3).
    intensity = max(0.0, (arousal - ANCHORS["neutral"][1]) / (1.0 - ANCHORS["neutral"][1]))
    return Appraisal(importance, round(valence, 3), round(intensity, 3), reasons)
