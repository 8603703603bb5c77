"""Capture: pick out of a conversation's turns what is worth remembering.

Deterministic heuristics only (an LLM extractor can replace `extract_candidates` later).
Everything returned has passed through `redact`.
"""

from __future__ import annotations

import functools
import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cognition.capture.appraisal import Appraisal, appraise
from cognition.capture.appraisal import rx as _rx
from cognition.capture.turns import MEMORY_TOOL, Turn
from cognition.redact import MARKER_RE, redact

__all__ = [
    "MEMORY_TOOL",
    "Turn",
    "Candidate",
    "Appraisal",
    "extract_candidates",
    "drop_tool_stored",
    "relation",
    "appraise",
]

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
    (_rx(r"\bremember\b|\bkeep (?:(?:this|that|it) )?in mind\b|\bdon'?t forget\b"), 3.0, None),
    (_rx(r"\blesson(?:s)? learned\b|\bgotcha\b"), 2.5, None),
    (_rx(r"\bimportant\b|\bcritical\b|\bnote that\b"), 1.5, None),
    # A stated constraint: "migrations must be backwards compatible", "X must not import Y".
    (_rx(r"\bmust(?: not|n't)?\b|\b(?:has|have) to be\b|\bis required\b"), 2.0, "convention"),
    (_rx(r"\bbecause\b|\bso that\b"), 1.0, None),
    (
        _rx(r"\b(?:we|i) (?:have |had )?decided\b|\bdecided (?:to|on|that)\b|\bdecision:"),
        3.0,
        "decision",
    ),
    (
        _rx(
            r"\blet'?s (?:go with|use|switch to|stick with)\b|\bwe chose\b|\bwe picked\b"
            r"|\bsettled on\b|\b(?:we'll|we will|we're going to) (?:go with|use|switch to|stick with)\b"
        ),
        2.5,
        "decision",
    ),
    (_rx(r"\binstead of\b|\brather than\b"), 1.5, "decision"),
    (_rx(r"\bswitch(?:ed)? (?:\w+ )?to\b|\bgo(?:ing)? with\b"), 1.0, "decision"),
    (
        _rx(r"\bfrom now on\b|\bdon'?t ever\b|\bdo not ever\b|\bconvention\b|\bthe rule is\b"),
        3.0,
        "convention",
    ),
    # Imperative or habitual always/never ("Never push to main", "we always squash"), not "it
    # never returns None".
    (
        _rx(r"(?:^|[,;:]\s*|\b(?:we|you|i|please|should|must|to|and)\s+)(?:always|never)\b"),
        2.5,
        "convention",
    ),
    (_rx(r"\balways\b|\bnever\b"), 0.5, "convention"),
    (_rx(r"\bprefer(?:s|red)?\b|\bi'?d rather\b"), 2.5, "preference"),
    (
        _rx(
            r"\bthe fix (?:was|is)\b|\bfixed (?:it |this |that )?by\b|\broot cause\b|\bworkaround\b"
            r"|\bthe (?:problem|issue|bug) (?:was|is) that\b|\bturned out\b"
        ),
        3.0,
        "error_fix",
    ),
    (
        _rx(r"\berror:|\bfailed\b|\bfails\b|\bbroke\b|\bcrash(?:ed|es)\b|\bregression\b"),
        1.5,
        "error_fix",
    ),
    (
        _rx(
            r"\bincident\b|\boutage\b|\b(?:prod|production|site) (?:is |was |went )?down\b"
            r"|\bpost-?mortem\b|\bdata loss\b|\brolled back\b"
        ),
        3.0,
        "incident",
    ),
    (_rx(r"\bTODO\b|\bFIXME\b", 0), 2.5, "todo"),
    (
        _rx(
            r"\bstill need to\b|\bopen question\b|\bneed to follow up\b|\bfollow-?up:|\bnot yet done\b"
        ),
        2.5,
        "todo",
    ),
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
    r"|\b(?:don'?t|do not) (?:save|store|memori[sz]e|record) (?:this|that|it)\b"
    # A sentence that tells a secret's value ("my wifi password is ..."), not one that mentions
    # secrets ("the .env file with the secret leaked", "add detect-secrets").
    r"|\b(?:the|my|our|his|her|their) (?:[\w-]+ ){0,3}(?:secret|password|passphrase|passcode|pin)s?"
    r" (?:is|are|was|were)\s+(?!(?:\w+ed|in|on|at|to|not|now|also|still|being|never|kept|set"
    r"|shown|written|hidden|stolen|known)\b)\S|\b(?:secret|password|passphrase)s?\s*[:=]\s*\S"
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
    """Markdown list, heading and bold markers off; everything else verbatim (`__init__`, quotes)."""
    s = _BULLET.sub("", sentence)
    s = re.sub(r"^(?:#{1,6}|>)\s*", "", s)
    s = re.sub(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", r"\1", s)
    return re.sub(r"\s+", " ", s).strip()


def _fold(s: str) -> str:
    """The text the patterns read: curly apostrophes would otherwise dodge the markers."""
    return s.replace("’", "'").replace("‘", "'")


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
    s = _fold(s)
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
    s = _fold(s)
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


# ---------------------------------------------------------------------------------------------
# Meta talk and corrections: what a sentence says about memory-keeping is not the memory.

# Words about keeping memories, or about the conversation itself, rather than about the project.
_META_WORDS = frozenset(
    """remember remembering store stored storing save saved saving note noted notes keep kept mind
    memory memories memorize memorise record recorded log convention conventions rule rules decision
    decisions decide decided deciding lesson lessons learned learnt team project future reference
    fact facts please thing things something everyone got understood sure okay ok done will i've
    i'll we've we'll let's let me make sure going forget don't this that these those here there
    it its our my your we i you us the a an for on about of to and so also again now later next
    time session permission denied couldn't can't cannot anything everything else conversation
    chat discussion useful helpful stuff""".split()
)
_INFO_WORD = re.compile(r"[\w][\w'./-]*")
# A lead-in that announces a correction: "Sorry, my mistake —", "Correction:", "Actually,".
_CORRECTION_LEAD = _rx(
    r"^(?:(?:right|ok|okay|oh|ah|hm+|yes|yeah|well|ugh)[,.!]?\s+)?"
    r"(?:sorry|oops|whoops|my (?:mistake|bad)|correction|actually|wait|no|nope|scratch that"
    r"|i was wrong|i misspoke|i stand corrected|to correct (?:myself|that)"
    r"|let me correct (?:myself|that))"
    # followed by punctuation ("Sorry, ...", "Correction: ...") or the statement ("No, it ...")
    r"(?:\s*(?:[,:;!.—–]|-(?=\s))\s*|\s+(?=(?:it|that|the|this|we|you|i)\b))"
)
_CORRECTS = _rx(
    r"\bnot\s+[^,.;]{1,40}?,?\s+but\b|\b(?:i|we) (?:was|were) wrong\b|\bis wrong\b"
    r"|\bnot what i said\b|\bmisspoke\b"
)
# "Store this convention for the team: X", "Remember that X", "Lesson learned: X": only X is kept.
_META_PREFIX = _rx(
    r"^(?:please\s+)?(?:remember|note|keep in mind|don'?t forget|fyi|btw)(?:\s+that)?\s*[,:]?\s+"
)
_OPEN_LOOP = re.compile(r"^\s*(?:TODO|FIXME)\b")  # a status, not a lead-in: it stays
_HEAD = re.compile(r"^(?P<head>[^:]{2,80}?)\s*:\s+(?P<body>\S.*)$")


@functools.lru_cache(maxsize=4096)
def _informative(text: str) -> frozenset[str]:
    """The words of a text that say something about the project (meta talk and stopwords out)."""
    words = (w.strip("'.") for w in _INFO_WORD.findall(_fold(text).lower()))
    return frozenset(w for w in words if len(w) > 1 and w not in _META_WORDS and w not in _STOP)


@dataclass(frozen=True, slots=True)
class _Said:
    content: str  # verbatim, meta lead-ins and correction lead-ins removed
    corrective: bool  # it announces a correction
    empty: bool  # nothing about the project is left (meta talk, a bare "sorry, my mistake")


def _unwrap(sentence: str) -> _Said:
    """A sentence without its meta and correction lead-ins, and whether anything is left."""
    s, corrective = sentence.strip(), bool(_CORRECTS.search(_fold(sentence)))
    while True:
        folded = _fold(s)
        if m := _CORRECTION_LEAD.match(folded):
            s, corrective = s[m.end() :].lstrip(" ,:;—–-"), True
            continue
        if m := _META_PREFIX.match(folded):
            s = s[m.end() :]
            continue
        if (m := _HEAD.match(s)) and not _informative(m.group("head")) and not _OPEN_LOOP.match(s):
            s = m.group("body")  # "Store this convention for the team: ..."
            continue
        break
    words = _informative(s)
    empty = len(words) < 2
    if (
        not empty
        and (m := _HEAD.match(s))
        and _informative(m.group("body")) <= _informative(m.group("head"))
    ):
        empty = True  # "The deploy lock: We decided on the deploy lock." says only its label
    return _Said(s, corrective, empty)


# ---------------------------------------------------------------------------------------------
# Comparing two statements: one small function, so a shared classifier can replace it.

Relation = str  # 'same' | 'update' | 'distinct'

_POLAR = frozenset(
    """not no never none nothing nor neither without cannot can't don't doesn't didn't isn't aren't
    wasn't weren't won't wouldn't shouldn't mustn't always on off before after more less fewer
    enable enabled disable disabled allow allowed deny denied forbid forbidden true false only all
    must may above below increase increasing decrease decreasing higher lower inside outside
    first last min max""".split()
)
_CMP_STOP = frozenset(
    """a an the and or but so to of in at for with by from as is are was were be been being it its
    this that these those i we you he she they me us my our your i'm it's that's we're you're ok
    okay will would should could can do does did done just also then there here now very please
    sorry actually correction mistake wait oops my bad got it i'll we'll has have had because
    since decided decide we've""".split()
)
_REJECTS = re.compile(
    r"\bnot\s+([\w.-]+(?:\s+[\w.-]+)?)\s*,?\s+but\b|\binstead of\s+([\w.-]+)"
    r"|,\s*not\s+([\w.-]+)"
)
_CMP_TOKEN = re.compile(r"-?\d[\w.:/-]*\w|-?\d|[a-z_][\w'/.-]*\w|[a-z]")


@dataclass(frozen=True, slots=True)
class _Profile:
    words: tuple[str, ...]  # content words in order (numbers and polarity words apart)
    numbers: tuple[str, ...]  # in order: "5432 then 6543" differs from "6543 then 5432"
    polar: frozenset[str]  # negations and direction words


def _stem(w: str) -> str:
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


# Phrases whose direction words carry no polarity ("from now on" is not "on" versus "off").
_IDIOMS = _rx(
    r"\bfrom (?:now|here|today) on\b|\bgoing forward\b|\bon the other hand\b"
    r"|\bonce and for all\b|\bafter all\b|\bat all\b|\bfirst of all\b"
)


# One spelling per obligation ("has to be" is "must be") and per common abbreviation.
_MODAL = _rx(r"\b(?:ha(?:s|ve) to|needs? to|is required to|are required to)\b")
_ABBREVIATIONS = {
    "db": "database",
    "dbs": "database",
    "repo": "repository",
    "repos": "repository",
    "config": "configuration",
    "env": "environment",
    "prod": "production",
    "dev": "development",
    "deps": "dependency",
    "auth": "authentication",
    "docs": "documentation",
    "msg": "message",
    "k8s": "kubernetes",
    "pr": "pull-request",
    "prs": "pull-request",
}


@functools.lru_cache(maxsize=4096)
def _profile(text: str) -> _Profile:
    words, numbers, polar = [], [], set()
    folded = _MODAL.sub("must", _IDIOMS.sub(" ", _fold(text).lower()))
    for t in (_ABBREVIATIONS.get(t, t) for t in _CMP_TOKEN.findall(folded)):
        if any(ch.isdigit() for ch in t):
            numbers.append(t)
        elif t in _POLAR or t.endswith("n't"):
            polar.add(t)
        elif t not in _CMP_STOP:
            words.append(_stem(t))
    return _Profile(tuple(dict.fromkeys(words)), tuple(numbers), frozenset(polar))


def _same_order(a: tuple[str, ...], b: tuple[str, ...], shared: set[str]) -> bool:
    return [w for w in a if w in shared] == [w for w in b if w in shared]


def relation(old: str, new: str) -> Relation:
    """How a later statement relates to an earlier one, deterministically.

    same: a restatement (near-identical content words, same numbers, polarity and order);
    update: the same subject with a changed value, polarity or order of terms ("bob pays alice"
    after "alice pays bob"), or a correction announced as one ("sorry, my mistake",
    "correction:", "actually", "not X but Y"); the later statement is the current one;
    distinct: anything else.
    A shared classifier can take this function's place; any other answer (a contradiction
    without a direction) is treated as distinct: both are stored, and the store links them.
    """
    a, b = _profile(old), _profile(new)
    corrective = bool(_CORRECTION_LEAD.match(_fold(new).strip()) or _CORRECTS.search(_fold(new)))
    sa, sb = set(a.words), set(b.words)
    shared = sa & sb
    conflict = a.numbers != b.numbers or a.polar != b.polar
    if not sb and corrective and (b.numbers or b.polar) and conflict:
        return "update"  # a terse "sorry, it's 6543": corrects what came just before it
    if not sa and not sb:
        return "update" if conflict else "same"
    if not shared:
        return "distinct"
    jaccard = len(shared) / len(sa | sb)
    cover = len(shared) / min(len(sa), len(sb))
    alike = jaccard >= 0.8 or (cover >= 0.8 and len(shared) >= 3)
    if alike and not conflict:
        # The same words in another order ("alice pays bob") is another claim on the same subject.
        return "same" if _same_order(a.words, b.words, shared) else "update"
    if conflict and (alike or (cover >= 0.8 and len(shared) >= 2)):
        return "update"
    if corrective and cover >= 0.5 and len(shared) >= 2:
        return "update"
    # "not Redis but RabbitMQ" after a statement about Redis: the rejected term names the old one.
    rejected = {
        _stem(w)
        for m in _REJECTS.finditer(_fold(new).lower())
        for g in m.groups()
        if g
        for w in g.split()
    }
    if rejected & sa and len(shared - rejected) >= 2:
        return "update"
    return "distinct"


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


@dataclass(slots=True)
class _Hit:
    text: str  # what will be stored: verbatim sentences, lead-ins removed
    salience: float
    kind: str
    turn_uuid: str
    turn_no: int
    index: int  # position of the last sentence folded in, within its turn
    role: str = "user"
    follow_up: str | None = None
    corrective: bool = False  # announced as a correction
    weak: bool = False  # below the salience threshold: kept only if it corrects something
    stored: bool = False  # the session already stored this through a memory tool
    background: bool = False  # not salient: never captured, but a later correction may name it
    dropped: bool = False  # folded, corrected or skipped: no longer a statement in force
    after_tool: str = ""  # what the assistant stored through a tool earlier in the same reply
    turns: set[int] = field(default_factory=set)  # the turns that said it
    corrected: bool = False  # it replaced an earlier statement


_EXPERIENCE = ("error_fix", "incident")


def _hits(turns: Iterable[Turn], min_salience: float) -> list[_Hit]:
    """Salient statements, tool-stored memories and corrections, in transcript order."""
    hits: list[_Hit] = []
    last: _Hit | None = None  # the last salient hit: rationale and fixes fold into it
    stored_in_reply = ""  # memory-tool texts since the user last spoke
    for turn_no, turn in enumerate(turns):
        if turn.role == MEMORY_TOOL:
            hits.append(
                _Hit(
                    redact(turn.text).text,
                    0.0,
                    "note",
                    turn.uuid,
                    turn_no,
                    0,
                    role=turn.role,
                    stored=True,
                    turns={turn_no},
                )
            )
            stored_in_reply += " " + hits[-1].text
            continue
        if turn.role == "user":
            stored_in_reply = ""
        sentences = _sentences(redact(turn.text).text)
        weak: tuple[int, str] | None = None  # a sub-threshold "it failed" that a fix may explain
        correcting = False  # a bare "Sorry, my mistake." announces the next sentence
        index = -1
        for raw in sentences:
            said = _unwrap(raw)
            # A terse "It is 6543." right after "Sorry, my mistake." is a correction of a value.
            terse_fix = (correcting or said.corrective) and bool(_NUMBER.search(said.content))
            if not (_keep_sentence(raw) or _CORRECTION_LEAD.match(_fold(raw)) or terse_fix):
                continue
            index += 1
            salience, kind = _score(raw, turn.role)
            if said.empty and not terse_fix:
                correcting = said.corrective
                weak = None
                continue
            s, corrective = said.content, said.corrective or correcting
            correcting = False
            prev = last
            adjacent = prev is not None and prev.turn_no == turn_no and prev.index == index - 1
            # A "Because ..." right after a decision is that decision's rationale.
            if (
                adjacent
                and prev.kind == "decision"
                and not prev.follow_up
                and _FOLLOW_UP.match(_fold(s))
            ):
                prev.text += " " + s
                prev.follow_up = s
                prev.salience += 1.0
                prev.index = index
                continue
            if not kind or salience < min_salience:  # no marker at all is never a memory
                # ... unless it corrects an earlier statement (decided later); a plain one is
                # kept in the background, for a later correction to recognise what it corrects.
                hits.append(
                    _Hit(
                        s,
                        salience,
                        kind or "note",
                        turn.uuid,
                        turn_no,
                        index,
                        role=turn.role,
                        corrective=corrective,
                        weak=True,
                        background=not corrective,
                        turns={turn_no},
                    )
                )
                weak = (index, s) if kind in _EXPERIENCE else None
                continue
            # Error, cause and fix told in consecutive sentences form one experience.
            if (
                adjacent
                and prev.kind in _EXPERIENCE
                and kind in _EXPERIENCE
                and len(prev.text) < 600
                and not corrective
            ):
                prev.text += " " + s
                prev.salience = max(prev.salience, salience) + 0.5
                prev.kind = "incident" if "incident" in (prev.kind, kind) else "error_fix"
                prev.index = index
                continue
            if kind in _EXPERIENCE and weak and weak[0] == index - 1:
                s = f"{weak[1]} {s}"
            weak = None
            last = _Hit(
                s,
                salience,
                kind,
                turn.uuid,
                turn_no,
                index,
                role=turn.role,
                corrective=corrective,
                turns={turn_no},
                after_tool=stored_in_reply if turn.role == "assistant" else "",
            )
            hits.append(last)
    return hits


def _compared(hit: _Hit) -> str:
    """The text `relation` reads for a later statement: a correction keeps its announcement."""
    return f"Correction: {hit.text}" if hit.corrective else hit.text


_NUMBER = re.compile(r"(?<![\w.-])-?\d[\w.:/-]*\w|(?<![\w.-])-?\d")


def _apply_terse(old: _Hit, new: _Hit) -> str:
    """ "It's 6543." after "The replica listens on port 5432.": the corrected statement in full."""
    if {w for w in _informative(new.text) - _informative(old.text) if not _NUMBER.fullmatch(w)}:
        return new.text  # it says more than a value: it stands on its own
    old_n, new_n = _NUMBER.findall(old.text), _NUMBER.findall(new.text)
    if len(old_n) == 1 and len(new_n) == 1:
        return _NUMBER.sub(lambda _: new_n[0], old.text, count=1)
    return new.text


_RECENT = 200  # how far back a correction looks for the statement it corrects


def _echoes(text: str, stored: str) -> bool:
    """Most of what the assistant says right after a memory tool call is what it stored."""
    words = _informative(text)
    return bool(words) and len(words & _informative(stored)) / len(words) >= 0.5


def _resolve(hits: list[_Hit], min_salience: float) -> list[_Hit]:
    """Within one transcript: restatements fold, corrections replace, tool-stored ones are not
    captured again. Statements that differ in a number, a negation or their order never fold."""
    kept: list[_Hit] = []  # salient and tool-stored statements, in transcript order
    recent: deque[_Hit] = deque(maxlen=_RECENT)  # the latest of any kind, for corrections to name
    for hit in hits:
        earlier = [k for k in recent if not k.dropped]
        recent.append(hit)
        if hit.background:
            continue
        if hit.after_tool and _echoes(hit.text, hit.after_tool):
            hit.dropped = True  # the assistant telling what it just stored ("Saved: ...")
            continue
        terse = False
        pool = kept
        if hit.corrective:
            words = _informative(hit.text)
            terse = len(words) < 2 or not words & {w for k in earlier for w in _informative(k.text)}
            pool = earlier[-1:] if terse else earlier  # a terse fix refers to the last statement
        same: _Hit | None = None
        stale: list[_Hit] = []
        for other in pool:
            rel = relation(other.text, _compared(hit))
            if rel == "same":
                same = other
                break
            if rel == "update":
                stale.append(other)
        if hit.weak and not stale:
            hit.dropped = True  # "actually, ..." that corrects nothing is not worth keeping
            continue
        for old in stale:
            if terse and len(stale) == 1:
                hit.text = _apply_terse(old, hit)
            if hit.weak:  # a bare correction takes the kind of what it corrects
                hit.kind, hit.weak = old.kind, False
                hit.salience = max(
                    hit.salience, old.salience, min_salience
                )  # a correction is salient
            hit.corrected = True
            old.dropped = True  # it was never true (a tool-stored one is reconsolidated on write)
        if stale:
            kept = [k for k in kept if not k.dropped]
        if same is None:
            kept.append(hit)
            continue
        if same.background:  # a correction that restates an unremarkable sentence
            kept.append(hit)
            continue
        if same.stored:
            hit.dropped = True  # the tool already stored it: no copy of ours
            continue
        if hit.stored:
            winner, loser = hit, same  # ours restated what the tool then stored: no copy
        else:
            winner, loser = (hit, same) if hit.salience > same.salience else (same, hit)
            winner.turns |= loser.turns
            winner.corrected |= loser.corrected
        loser.dropped = True
        kept[kept.index(same)] = winner
    return [h for h in kept if not h.stored]


def _untitled(title: str, content: str) -> str:
    """A title only when it adds something: never the content's own words again."""
    t = re.sub(r"\s+", " ", title.rstrip("…").strip()).casefold()
    c = re.sub(r"\s+", " ", _fold(content)).casefold()
    return "" if not t or _fold(t) in c or _fold(t).rstrip(" .!:,") in c else title


def _candidate(hit: _Hit) -> Candidate:
    text = redact(hit.text).text
    kind = hit.kind
    tags = [kind.replace("_", "-")]
    extra: dict[str, Any] = {}
    scope = "project"
    if kind == "decision":
        extra = _decision_extra(_fold(text), hit.follow_up and _fold(hit.follow_up))
        title = _title(extra["choice"])
    else:
        title = _title(text)
    if kind == "todo":
        tags.append("open-loop")
    if kind == "preference" and _CROSS_PROJECT.search(_fold(text)):
        scope = "global"
        tags.append("cross-project")
    if hit.corrected:
        tags.append("correction")
    files = sorted(set(_FILE.findall(text)))
    if files:
        extra["files"] = files[:10]
    a = appraise(text)
    importance, reasons = a.importance, []
    # Evidence from the conversation itself, beyond the words of the statement.
    if hit.corrected and hit.role == "user":
        reasons.append("user-correction")
    if kind == "decision" and extra.get("rationale"):
        reasons.append("decision-with-reasons")
    if len(hit.turns) >= 2:
        reasons.append("repeated")
    importance = max(1, min(5, importance + len(reasons)))
    return Candidate(
        layer=_LAYER[kind],
        title=_untitled(redact(title).text, text),
        content=text,
        tags=tags,
        importance=importance,
        valence=a.valence,
        intensity=a.intensity,
        salience=hit.salience,
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
    """Heuristic memory candidates from conversation turns, most salient first.

    Memories the session stored through the memory tools (`memory_tool` turns) are not
    candidates, nor are restatements of them; a later correction replaces what it corrects.
    """
    kept = [_candidate(h) for h in _resolve(_hits(turns, min_salience), min_salience)]
    kept.sort(key=lambda c: -c.salience)
    return kept[:max_candidates]


def drop_tool_stored(candidates: Iterable[Candidate], turns: Iterable[Turn]) -> list[Candidate]:
    """Candidates from any extractor (an LLM's too) minus those that restate a memory the
    session already stored through the memory tools."""
    stored = [t.text for t in turns if t.role == MEMORY_TOOL]
    return [
        c
        for c in candidates
        if not any(
            relation(s, c.content) == "same"
            or (_echoes(c.content, s) and relation(s, c.content) != "update")
            for s in stored
        )
    ]
