"""Appraisal: importance and affect from the wording of a statement (deterministic; no LLM).
See docs/memory-model.md for the model of emotion it feeds."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

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
    return re.compile(pattern, flags)


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
    # A long hunt that ends in a fix is a high-arousal success (§4.3).
    (
        rx(r"\b(?:hours|all day|all night|days|weeks)\b.*\b(?:fix\w*|solved|found it|works)\b"),
        "triumphant",
        2.0,
    ),
)
_EMPHATIC_CAPS = re.compile(
    r"\b(?:NO|NEVER|ALWAYS|NOT|DON'?T|STOP|WRONG|MUST|AGAIN|IMPORTANT|CRITICAL|PLEASE)\b"
)
_CAPS_WORD = re.compile(r"\b[A-Z]{4,}\b")
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


def appraise(text: str) -> Appraisal:
    """Heuristic importance (1-5), valence (-1..1) and intensity/arousal (0..1) for a memory."""
    text = (text or "").replace("’", "'")
    reasons: list[str] = []
    weights: dict[str, float] = {"neutral": 1.0}  # baseline: routine unless cues say otherwise
    for pattern, label, weight in _EMOTION_CUES:
        if pattern.search(text):
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

    # Arousal boosts for the signals §4.3 lists; they raise intensity without moving valence.
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
    for pattern, why in _IMPORTANCE_UP:
        if pattern.search(text):
            importance += 1
            reasons.append(f"importance:{why}")
    if arousal >= 0.7:
        importance += 1  # flashbulb: intense moments matter more
        reasons.append("importance:intense")
    if _IMPORTANCE_DOWN.search(text):
        importance -= 1
        reasons.append("importance:hedged")
    importance = max(1, min(5, importance))
    # Intensity is arousal above the routine baseline (0.1 on the circumplex), so a plain
    # statement gets 0 and decays exactly as calibrated for "neutral" (cognitive-model.md §12).
    intensity = max(0.0, (arousal - ANCHORS["neutral"][1]) / (1.0 - ANCHORS["neutral"][1]))
    return Appraisal(importance, round(valence, 3), round(intensity, 3), reasons)
