"""Transcript capture: read Claude Code JSONL transcripts, pick out what is worth remembering.

Deterministic heuristics only (an LLM extractor can replace `extract_candidates` later).
Everything returned — turns and candidates — has passed through `redact`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from cognition.redact import MARKER_RE, redact
from surface.context import near_duplicate

__all__ = [
    "Turn",
    "Candidate",
    "Appraisal",
    "read_transcript",
    "extract_candidates",
    "appraise",
]

# ---------------------------------------------------------------------------------------------
# Reading transcripts

MAX_LINE_CHARS = 4_000_000  # a single pasted blob bigger than this is not a conversation turn


@dataclass(frozen=True, slots=True)
class Turn:
    role: str  # 'user' | 'assistant'
    text: str
    timestamp: str | None
    uuid: str


_REMINDER = re.compile(r"<system-reminder>[\s\S]*?(?:</system-reminder>|\Z)")
# User lines carrying these are slash-command plumbing or `!` shell output, not the user talking.
_COMMAND_TAG = re.compile(
    r"<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr"
    r"|local-command-caveat|bash-input|bash-stdout|bash-stderr)>"
)
_USER_NOISE = re.compile(
    r"^\s*(?:\[Request interrupted by user[^\]]*\]|Caveat: The messages below were generated)"
)


def _lines(source: str | os.PathLike[str] | Iterable[str | bytes]) -> Iterator[str]:
    if isinstance(source, str | os.PathLike):
        with open(source, encoding="utf-8", errors="replace") as fh:
            yield from fh  # streamed: transcripts grow to hundreds of MB
    else:
        for line in source:
            yield line.decode("utf-8", "replace") if isinstance(line, bytes) else line


def _message_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            b["text"]
            for b in content
            if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
        ]
        return "\n\n".join(parts)
    return ""


def _turn_from(obj: Any) -> Turn | None:
    if not isinstance(obj, dict):
        return None
    kind = obj.get("type")
    if kind not in ("user", "assistant"):
        return None  # attachment, system, api-request-blob, queue-operation, ...
    if obj.get("isMeta") or obj.get("isCompactSummary") or obj.get("isVisibleInTranscriptOnly"):
        return None
    if obj.get("isSidechain") or obj.get("isApiErrorMessage"):
        return None  # subagent chatter and synthetic API-error turns
    msg = obj.get("message")
    if not isinstance(msg, dict) or msg.get("role", kind) != kind:
        return None
    if kind == "assistant" and msg.get("model") == "<synthetic>":
        return None
    text = _message_text(msg.get("content"))
    if kind == "user":
        if _COMMAND_TAG.search(text) or _USER_NOISE.match(text):
            return None
        text = _REMINDER.sub("", text)
    text = text.strip()
    if not text:
        return None  # tool_use-only, tool_result-only, thinking-only
    ts = obj.get("timestamp")
    return Turn(kind, text, ts if isinstance(ts, str) else None, str(obj.get("uuid") or ""))


def read_transcript(
    path_or_lines: str | os.PathLike[str] | Iterable[str | bytes], *, redact_secrets: bool = True
) -> list[Turn]:
    """Conversation turns of a transcript; malformed and bookkeeping lines are skipped."""
    turns: list[Turn] = []
    for raw in _lines(path_or_lines):
        if len(raw) > MAX_LINE_CHARS or not raw.strip():
            continue
        try:
            turn = _turn_from(json.loads(raw))
        except (ValueError, RecursionError):
            continue
        if turn is None:
            continue
        if redact_secrets:
            turn = Turn(turn.role, redact(turn.text).text, turn.timestamp, turn.uuid)
        turns.append(turn)
    return turns


# ---------------------------------------------------------------------------------------------
# Appraisal: importance and affect from wording (cognitive-model.md §4.3)

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


def _rx(pattern: str, flags: int = re.IGNORECASE) -> re.Pattern[str]:
    return re.compile(pattern, flags)


_EMOTION_CUES: tuple[tuple[re.Pattern[str], str, float], ...] = (
    (_rx(r"\b(?:damn\w*|shit\w*|fuck\w*|wtf|crap|ffs|bloody hell)\b"), "frustrated", 2.0),
    (_rx(r"\bfrustrat\w*|\bannoy\w*|\binfuriat\w*|\bfed up\b|\bsick of\b|\bugh+\b|\bargh+\b"),
     "frustrated", 2.0),
    (_rx(r"\bNO\b[,!.]", 0), "frustrated", 2.0),
    (_rx(r"\bhow many times\b|\bi (?:already )?told you\b|\bstop (?:doing|adding|using|changing)\b"),
     "frustrated", 1.5),
    (_rx(r"\bblock(?:ed|er|ing)\b|\bstuck\b|\bcan'?t figure\b|\bworr(?:ied|y)\b|\burgent\b|\basap\b"),
     "anxious", 1.5),
    (_rx(r"\bflaky\b|\bkeeps? failing\b|\bdeadline\b|\bnervous\b|\brisky\b"), "anxious", 1.0),
    (_rx(r"\boutage\b|\bincident\b|\b(?:prod|production|site) (?:is |was |went )?down\b"
         r"|\bdata loss\b|\bsev ?[01]\b|\bpaged\b|\bpost-?mortem\b"), "anxious", 2.5),
    (_rx(r"\bunfortunately\b|\bsadly\b|\bdisappoint\w*|\bgave up\b|\bwasted\b|\btoo bad\b"
         r"|\b(?:didn'?t|doesn'?t|did not|does not) work\b|\bno luck\b"), "disappointed", 1.5),
    (_rx(r"\bfail(?:ed|s|ing|ure)?\b|\berror\b|\bbroke(?:n)?\b|\bbug\b|\bcrash\w*|\bregression\b"),
     "disappointed", 0.5),
    (_rx(r"\bworks? now\b|\bworking now\b|\bpass(?:es|ing)? now\b|\bfixed\b|\bsolved\b|\bresolved\b"
         r"|\brelie(?:f|ved)\b|\bphew\b|\bgreen again\b|\bfinally\b"), "relieved", 1.5),
    (_rx(r"\b(?:good|great|nice|perfect|thanks)\b"), "relieved", 0.5),
    (_rx(r"\bawesome\b|\bamazing\b|\bhuge win\b|\bnailed it\b|\bbrilliant\b|\bfantastic\b|\byay\b"
         r"|🎉|🚀|\bfinally\b[^.?]*!"), "triumphant", 2.0),
    # A long hunt that ends in a fix is a high-arousal success (§4.3).
    (_rx(r"\b(?:hours|all day|all night|days|weeks)\b.*\b(?:fix\w*|solved|found it|works)\b"),
     "triumphant", 2.0),
)
_EMPHATIC_CAPS = re.compile(
    r"\b(?:NO|NEVER|ALWAYS|NOT|DON'?T|STOP|WRONG|MUST|AGAIN|IMPORTANT|CRITICAL|PLEASE)\b"
)
_CAPS_WORD = re.compile(r"\b[A-Z]{4,}\b")
_ACRONYMS = frozenset(
    "HTTP HTTPS JSON YAML TOML HTML UUID TODO FIXME NOTE AWS_ SQL CORS JWT REST GRPC ASCII UTF8 "
    "NULL TRUE FALSE README CHANGELOG LICENSE OAUTH SAML UNIX POSIX LTS".split()
)
_IMPORTANCE_UP = (
    (_rx(r"\bremember\b|\bkeep in mind\b|\bdon'?t forget\b"), "remember"),
    (_rx(r"\b(?:never|always|must|don'?t ever|do not ever|from now on)\b"), "rule"),
    (_rx(r"\bcritical\b|\bimportant\b|\bprod(?:uction)?\b|\bsecurity\b|\bdata loss\b"
         r"|\boutage\b|\bincident\b"), "stakes"),
)
_IMPORTANCE_DOWN = _rx(r"\b(?:maybe|might|probably|minor|nit|cosmetic|trivial|for now|temporar\w*)\b")


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
    if re.search(r"\bremember (?:this|that)\b|\bremember:", text, re.IGNORECASE):
        arousal += 0.1
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


# ---------------------------------------------------------------------------------------------
# Candidate extraction


@dataclass(slots=True)
class Candidate:
    layer: str  # 'fact' | 'experience' | 'decision'
    title: str
    content: str
    tags: list[str]
    importance: int
    valence: float
    intensity: float
    salience: float
    kind: str  # decision | convention | preference | error_fix | incident | todo | note
    source_turn: str
    scope: str = "project"  # 'global' for cross-project preferences
    extra: dict[str, Any] = field(default_factory=dict)  # choice / rationale / alternatives, files


# (pattern, weight, kind); kind None = salience boost that does not decide the kind.
_MARKERS: tuple[tuple[re.Pattern[str], float, str | None], ...] = (
    (_rx(r"\bremember\b|\bkeep in mind\b|\bdon'?t forget\b"), 3.0, None),
    (_rx(r"\bimportant\b|\bcritical\b|\bgotcha\b|\blesson(?:s)? learned\b|\bnote that\b"), 1.5, None),
    (_rx(r"\bbecause\b|\bso that\b"), 1.0, None),
    (_rx(r"\b(?:we|i) (?:have |had )?decided\b|\bdecided (?:to|on|that)\b|\bdecision:"), 3.0,
     "decision"),
    (_rx(r"\blet'?s (?:go with|use|switch to|stick with)\b|\bwe chose\b|\bwe picked\b"
         r"|\bsettled on\b|\b(?:we'll|we will|we're going to) (?:go with|use|switch to|stick with)\b"),
     2.5, "decision"),
    (_rx(r"\binstead of\b|\brather than\b"), 1.5, "decision"),
    (_rx(r"\bswitch(?:ed)? (?:\w+ )?to\b|\bgo(?:ing)? with\b"), 1.0, "decision"),
    (_rx(r"\bfrom now on\b|\bdon'?t ever\b|\bdo not ever\b|\bconvention\b|\bthe rule is\b"), 3.0,
     "convention"),
    # Imperative or habitual always/never ("Never push to main", "we always squash"), not "it
    # never returns None".
    (_rx(r"(?:^|[,;:]\s*|\b(?:we|you|i|please|should|must|to|and)\s+)(?:always|never)\b"), 2.5,
     "convention"),
    (_rx(r"\balways\b|\bnever\b"), 0.5, "convention"),
    (_rx(r"\bprefer(?:s|red)?\b|\bi'?d rather\b"), 2.5, "preference"),
    (_rx(r"\bthe fix (?:was|is)\b|\bfixed (?:it |this |that )?by\b|\broot cause\b|\bworkaround\b"
         r"|\bthe (?:problem|issue|bug) (?:was|is) that\b|\bturned out\b"), 3.0, "error_fix"),
    (_rx(r"\berror:|\bfailed\b|\bfails\b|\bbroke\b|\bcrash(?:ed|es)\b|\bregression\b"), 1.5,
     "error_fix"),
    (_rx(r"\bincident\b|\boutage\b|\b(?:prod|production|site) (?:is |was |went )?down\b"
         r"|\bpost-?mortem\b|\bdata loss\b|\brolled back\b"), 3.0, "incident"),
    (_rx(r"\bTODO\b|\bFIXME\b", 0), 2.5, "todo"),
    (_rx(r"\bstill need to\b|\bopen question\b|\bneed to follow up\b|\bfollow-?up:|\bnot yet done\b"),
     2.5, "todo"),
)
_KIND_PRIORITY = ("incident", "error_fix", "decision", "todo", "convention", "preference")
_LAYER = {
    "decision": "decision",
    "error_fix": "experience",
    "incident": "experience",
    "todo": "experience",
    "convention": "fact",
    "preference": "fact",
    "note": "fact",
}
_ROLE_FACTOR = {"user": 1.0, "assistant": 0.8}  # the user's word is the stronger signal

_DROP = _rx(
    r"\bdon'?t remember\b|\bdo not remember\b|\bforget (?:this|that|it)\b|\boff the record\b"
    r"|\b(?:don'?t|do not) (?:save|store|memori[sz]e|record) (?:this|that|it)\b|\bsecrets?\b"
)
_CROSS_PROJECT = _rx(
    r"\bin all (?:my |our )?projects\b|\bacross (?:all )?(?:my |our )?projects\b|\bevery project\b"
    r"|\balways,? (?:i|we) prefer\b|\b(?:i|we) always prefer\b|\bglobally\b"
)

_FENCE = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|\Z)", re.MULTILINE)
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+")
_FRAME = re.compile(
    r"^\s*(?:File \".*\", line \d+|at \S+ \(.*:\d+(?::\d+)?\)|at \S+:\d+:\d+"
    r"|Traceback \(most recent call last\)|[\w.]*(?:Error|Exception)(?:\[\w+\])?:\s)"
)
_SHELL = re.compile(r"^\s*(?:\$|#|>>>|❯|PS [^>]*>)\s+\S")
_CODE_START = re.compile(
    r"^\s*(?:def |class |import |from \S+ import |return\b|const |let |var |function\b|fn |pub "
    r"|func |package |#include|if \(|for \(|while \(|}|\)|\]|<\w+[^>]*>)"
)
_SYMBOLS = set("{}[]()<>;=|&$\\*^~")


def _is_code_line(line: str) -> bool:
    stripped = line.strip()
    if not stripped:
        return False
    if re.match(r"^(?: {4,}|\t)", line) and not _BULLET.match(line):
        return True  # indented code block
    if re.match(r"^#{1,6} ", stripped):
        return False  # markdown heading, not a shell comment
    if _SHELL.match(line) or _FRAME.match(line) or _CODE_START.match(line):
        return True
    if stripped.endswith(("{", ";")):
        return True
    sym = sum(ch in _SYMBOLS for ch in stripped)
    return sym >= 8 or (len(stripped) >= 8 and sym / len(stripped) > 0.08)


def _paragraphs(text: str) -> list[str]:
    """Prose blocks: fenced code removed, code lines dropped, soft-wrapped lines rejoined."""
    text = _FENCE.sub("\n", text.replace("\r\n", "\n"))
    blocks: list[str] = []
    current: list[str] = []
    for line in text.split("\n"):
        if not line.strip() or _is_code_line(line):
            if current:
                blocks.append(" ".join(current))
                current = []
            continue
        clean = line.strip()
        starts_new = bool(_BULLET.match(line) or clean.startswith(("#", ">")))
        if current and (starts_new or re.search(r"[.!?:]$", current[-1])):
            blocks.append(" ".join(current))
            current = []
        current.append(clean)
    if current:
        blocks.append(" ".join(current))
    return blocks


_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[`*]?[A-Z0-9])")


def _clean(sentence: str) -> str:
    s = _BULLET.sub("", sentence)
    s = re.sub(r"^(?:#{1,6}|>)\s*", "", s)
    s = s.replace("**", "").replace("__", "").replace("’", "'")  # curly quotes dodge the markers
    return re.sub(r"\s+", " ", s).strip()


def _sentences(text: str) -> list[str]:
    out = []
    for block in _paragraphs(text):
        out += [_clean(s) for s in _SPLIT.split(block) if s.strip()]
    return [s for s in out if s]


_STOP = frozenset(
    """a an the and or but so to of in on at for with by from as is are was were be been it its
    this that these those i we you he she they me us my our your i'll we'll i'm it's that's ok okay
    will would should could can do does did done not no yes just also then there here now very
    remember note please always never prefer decided todo""".split()
)


def _keep_sentence(s: str) -> bool:
    words = s.split()
    if len(words) < 3 or len(s) < 12 or len(s) > 500:
        return False
    if s.rstrip().endswith("?"):
        return False  # questions are not knowledge
    if _DROP.search(MARKER_RE.sub(" ", s)):
        return False  # the user asked us not to keep it, or it talks about secrets
    content = [w for w in re.findall(r"[\w'-]+", s.lower()) if len(w) > 2 and w not in _STOP]
    return len(content) >= 2


def _score(s: str, role: str) -> tuple[float, str]:
    per_kind: dict[str, float] = {}
    total = 0.0
    for pattern, weight, kind in _MARKERS:
        if pattern.search(s):
            total += weight
            if kind:
                per_kind[kind] = per_kind.get(kind, 0.0) + weight
    if not total:
        return 0.0, ""
    if per_kind:
        best = max(per_kind.values())
        kind = next(k for k in _KIND_PRIORITY if per_kind.get(k) == best)
    else:
        kind = "note"
    return total * _ROLE_FACTOR.get(role, 0.8), kind


_STOPPERS = r"(?=\s*(?:,|;|\.(?:\s|$)|\bbecause\b|\binstead of\b|\brather than\b|\bsince\b|\bso that\b|$))"
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
        extra["rationale"] = re.sub(r"^(?:because|that's because|this is because|the reason "
                                    r"(?:is|was)|since)\s*", "", why.strip(), flags=re.I).rstrip(" .")[:400]
    return extra


@dataclass(slots=True)
class _Hit:
    text: str
    salience: float
    kind: str
    turn_uuid: str
    turn_no: int
    index: int  # position of the last sentence folded in, within its turn
    follow_up: str | None = None


_EXPERIENCE = ("error_fix", "incident")


def _hits(turns: Iterable[Turn], min_salience: float) -> list[_Hit]:
    hits: list[_Hit] = []
    for turn_no, turn in enumerate(turns):
        sentences = [s for s in _sentences(redact(turn.text).text) if _keep_sentence(s)]
        weak: tuple[int, str] | None = None  # a sub-threshold "it failed" that a fix may explain
        for index, s in enumerate(sentences):
            salience, kind = _score(s, turn.role)
            prev = hits[-1] if hits else None
            adjacent = prev is not None and prev.turn_no == turn_no and prev.index == index - 1
            # A "Because ..." right after a decision is that decision's rationale.
            if adjacent and prev.kind == "decision" and not prev.follow_up and _FOLLOW_UP.match(s):
                prev.text += " " + s
                prev.follow_up = s
                prev.salience += 1.0
                prev.index = index
                continue
            if not kind or salience < min_salience:  # no marker at all is never a memory
                weak = (index, s) if kind in _EXPERIENCE else None
                continue
            # Error, cause and fix told in consecutive sentences form one experience.
            if adjacent and prev.kind in _EXPERIENCE and kind in _EXPERIENCE and len(prev.text) < 600:
                prev.text += " " + s
                prev.salience = max(prev.salience, salience) + 0.5
                prev.kind = "incident" if "incident" in (prev.kind, kind) else "error_fix"
                prev.index = index
                continue
            if kind in _EXPERIENCE and weak and weak[0] == index - 1:
                s = f"{weak[1]} {s}"
            weak = None
            hits.append(_Hit(s, salience, kind, turn.uuid, turn_no, index))
    return hits


def _candidate(hit: _Hit) -> Candidate:
    text = redact(hit.text).text
    kind = hit.kind
    tags = [kind.replace("_", "-")]
    extra: dict[str, Any] = {}
    scope = "project"
    if kind == "decision":
        extra = _decision_extra(text, hit.follow_up)
        title = _title(extra["choice"])
    else:
        title = _title(text)
    if kind == "todo":
        tags.append("open-loop")
    if kind == "preference" and _CROSS_PROJECT.search(text):
        scope = "global"
        tags.append("cross-project")
    files = sorted(set(_FILE.findall(text)))
    if files:
        extra["files"] = files[:10]
    a = appraise(text)
    return Candidate(
        layer=_LAYER[kind],
        title=redact(title).text,
        content=text,
        tags=tags,
        importance=a.importance,
        valence=a.valence,
        intensity=a.intensity,
        salience=round(hit.salience, 3),
        kind=kind,
        source_turn=hit.turn_uuid,
        scope=scope,
        extra=_redact_any(extra),
    )


def _redact_any(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value).text
    if isinstance(value, list):
        return [_redact_any(v) for v in value]
    if isinstance(value, dict):
        return {k: _redact_any(v) for k, v in value.items()}
    return value


def extract_candidates(
    turns: Iterable[Turn], *, min_salience: float = 2.0, max_candidates: int = 50
) -> list[Candidate]:
    """Heuristic memory candidates from conversation turns, most salient first."""
    kept: list[Candidate] = []
    for cand in map(_candidate, _hits(turns, min_salience)):
        for i, other in enumerate(kept):
            if other.layer == cand.layer and near_duplicate(other.content, cand.content):
                winner, loser = (cand, other) if cand.salience > other.salience else (other, cand)
                winner.tags = list(dict.fromkeys(winner.tags + loser.tags))
                winner.importance = max(winner.importance, loser.importance)
                kept[i] = winner
                break
        else:
            kept.append(cand)
    kept.sort(key=lambda c: -c.salience)
    return kept[:max_candidates]
