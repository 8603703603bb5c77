"""Capture: the prose sentences of a message (code, tracebacks and shell lines left out), and
which of them are worth reading at all."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from cognition.capture.appraisal import rx as _rx
from cognition.redact import MARKER_RE

_DROP = _rx(
    r"\bdon'?t remember\b|\bdo not remember\b|\bforget (?:this|that|it)\b|\boff the record\b"
    r"|\b(?:don'?t|do not) (?:save|store|memori[sz]e|record) (?:this|that|it)\b"
    # A sentence that tells a secret's value ("my wifi password is ..."), not one that mentions
    # secrets ("the .env file with the secret leaked", "add detect-secrets").
    r"|\b(?:the|my|our|his|her|their) (?:[\w-]+ ){0,3}(?:secret|password|passphrase|passcode|pin)s?"
    r" (?:is|are|was|were)\s+(?!(?:\w+ed|in|on|at|to|not|now|also|still|being|never|kept|set"
    r"|shown|written|hidden|stolen|known)\b)\S|\b(?:secret|password|passphrase)s?\s*[:=]\s*\S"
)

_FENCE = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|\Z)", re.MULTILINE)
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+")
_FRAME = re.compile(
    r"^\s*(?:File \".*\", line \d+|at \S+ \(.*:\d+(?::\d+)?\)|at \S+:\d+:\d+"
    r"|Traceback \(most recent call last\)|[\w.]*(?:Error|Exception)(?:\[\w+\])?:\s|Caused by: \S)"
)
# A pasted log line: a time stamp, then a level ("26/12/04 03:12:55 WARN TaskSetManager: ...").
_LOG = re.compile(
    r"^\s*\[?\d{2,4}[-/.]\d{1,2}[-/.]\d{1,4}[T ,]+\d{1,2}:\d{2}(?::\d{2})?\S*\]?\s+"
    r"(?:\[?\w+\]?\s+)?\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\b"
    # or the level first: "INFO\t2026-12-03 02:14:49\tMarkDuplicates\tRead 412,000,000 records."
    r"|^\s*\[?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?\s+\[?\d{4}-\d{2}-\d{2}[T ]\d"
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
    if _SHELL.match(line) or _FRAME.match(line) or _CODE_START.match(line) or _LOG.match(line):
        return True
    if stripped.endswith(("{", ";")):
        return True
    sym = sum(ch in _SYMBOLS for ch in stripped)
    # Prose that names code ("a getInvoices() in lib/server/billing.ts ... don't call fetch();")
    # has a space every few characters; a line of code packs its symbols closer.
    dense = sym >= 8 and stripped.count(" ") < len(stripped) / 10
    return dense or (len(stripped) >= 8 and sym / len(stripped) > 0.08)


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
        # a line typed flush left after a list item ends the list: chat does not wrap lines
        ends_list = bool(current) and bool(_BULLET.match(current[0])) and line == line.lstrip()
        if current and (starts_new or ends_list or re.search(r"[.!?:]$", current[-1])):
            blocks.append(" ".join(current))
            current = []
        current.append(clean)
    if current:
        blocks.append(" ".join(current))
    return blocks


# A new sentence after its stop, whatever its case: chat is typed in lower case ("0x76 was the
# old board. on rev C they pulled SDO high"); not after an abbreviation ("e.g. the", "vs. npm").
_SPLIT = re.compile(
    r"(?<=[.!?])(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\betc\.)(?<!\bvs\.)(?<!\bcf\.)(?<!\bapprox\.)"
    r"\s+(?=[\"'(\[`*]?[A-Za-z0-9])"
)


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
        out += _balanced(_clean(s) for s in _SPLIT.split(block) if s.strip())
    return _headed([s for s in out if s])


def list_items(text: str, sentences: Sequence[str]) -> list[int]:
    """For each of `sentences` (as _sentences reads `text`), the item of a list of two or more
    items in `text` it is told in, counted from 0, or -1 outside a list: a markdown list, or
    points numbered inline ("... from now on: 1) no patient names in logs ... 2) every new
    route gets require_role ...")."""
    blocks = [(_clean(b), bool(_BULLET.match(b))) for b in _paragraphs(text)]
    if sum(bullet for _, bullet in blocks) < 2:  # "1. bundle the gtfs." takes option 1
        return _numbered_inline(text, sentences)
    numbers, item = [], -1
    for _, bullet in blocks:
        item += bullet
        numbers.append(item if bullet else -1)
    out, at = [], 0
    for sentence in sentences:  # each found in its block or a later one, in order
        head = sentence[:40]
        at = next((j for j in range(at, len(blocks)) if head in blocks[j][0]), at)
        out.append(numbers[at])
    return out


# "1) ...", "2. ...", "(3) ..." opening a text or following a stop or a colon.
_ENUMERATOR = re.compile(r"(?:^|(?<=[.:;!?])\s+)\(?([1-9])[.)]\s+")


def _numbered_inline(text: str, sentences: Sequence[str]) -> list[int]:
    """Items numbered 1, 2, ... inside a paragraph; all -1 unless there are two or more."""
    flat = " ".join(text.split())
    starts, expected = [], 1
    for m in _ENUMERATOR.finditer(flat):
        if int(m.group(1)) == expected:
            starts.append(m.end())
            expected += 1
    if len(starts) < 2:
        return [-1] * len(sentences)
    out, at = [], 0
    for sentence in sentences:  # found in order; one not found stays with the one before
        found = flat.find(sentence[:30], at)
        at = found if found >= 0 else at
        end = at + len(sentence)  # "... from now on: 1) no patient names ..." opens item 0
        out.append(sum(start < end for start in starts) - 1)
    return out


# A label on a line of its own over a list ("Fix:" then "- save on ..."): its first item is
# what it labels ("Fix: save on ...").
_LABEL = re.compile(r"(?:the )?(?:fix|cause|root cause)\s*:", re.IGNORECASE)


def _headed(sentences: list[str]) -> list[str]:
    out: list[str] = []
    for s in sentences:
        if out and _LABEL.fullmatch(out[-1]):
            out[-1] = f"{out[-1]} {s}"
        else:
            out.append(s)
    return out


def _balanced(pieces: Iterable[str]) -> list[str]:
    """A stop inside parentheses or backticks ends no sentence: "every namespace starts with
    (set! *warn-on-reflection* true)" is one."""
    out: list[str] = []
    for piece in pieces:
        if out and (
            out[-1].count("(") > out[-1].count(")")
            or out[-1].count("`") % 2
            or (_MACRO_END.search(out[-1]) and _AFTER_MACRO.match(piece))
        ):
            out[-1] += " " + piece
        else:
            out.append(piece)
    return out


# ... nor does the "!" of a macro's name that the sentence goes on after: "every query goes
# through query! or query_as! so its checked at compile time"
_MACRO_END = re.compile(
    r"\b(?!(?:great|done|nice|thanks|cool|perfect|awesome|yes|no|ok|okay|wow|oops|sorry|fixed"
    r"|works|lovely|brilliant|yay|finally)!)[a-z_][a-z0-9_]*!$"
)
_AFTER_MACRO = re.compile(r"(?:or|and|so|with|macros?|calls?|is|are)\b")


_STOP = frozenset(
    """a an the and or but so to of in on at for with by from as is are was were be been it its
    this that these those i we you he she they me us my our your i'll we'll i'm it's that's ok okay
    will would should could can do does did done not no yes just also then there here now very
    remember note please always never prefer decided todo""".split()
)


# A question typed without its "?": "is that the way or do we stay with components"
_ASKED_UNMARKED = re.compile(
    r"\b(?:or (?:do|should|shall) (?:we|i)|is that the way|what do you think|wdyt)\b", re.I
)


def _keep_sentence(s: str) -> bool:
    s = _fold(s)
    words = s.split()
    if len(words) < 3 or len(s) < 12 or len(s) > 500:
        return False
    if s.rstrip().endswith("?") or _ASKED_UNMARKED.search(s):
        return False  # questions are not knowledge, typed with or without their "?"
    if _DROP.search(MARKER_RE.sub(" ", s)):
        return False  # the user asked us not to keep it, or it talks about secrets
    content = [w for w in re.findall(r"[\w'-]+", s.lower()) if len(w) > 2 and w not in _STOP]
    return len(content) >= 2


# A sentence that opens on one of these adds another point to what was being told ("also that
# subject is FULL_TRANSITIVE, ..."), not the rest of the same one; so does one whose first
# clause ends on "btw" ("tunnel is 5433 btw, 5432 on the bastion is the old cluster").
_ANOTHER_POINT = re.compile(
    r"^(?:oh,?\s+)?(?:and\s+)?(?:also|plus|btw|by the way|fyi|heads[- ]up|side note"
    r"|one more thing)\b|^oh,?\s+and\b"
    r"|^[^,.;:?]{1,60}?\s(?:btw|by the way|fyi)(?=\s*(?:[,;:—–]|\.(?!\w)|\s-\s|$))",
    re.I,
)


def another_point(sentence: str) -> bool:
    """`sentence` opens another point, not the next sentence of the one before it."""
    return _ANOTHER_POINT.match(sentence) is not None
