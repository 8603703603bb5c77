"""Capture: an option the user takes by its number from a list the assistant laid out ("so 2.",
"1, NRST is on the tag-connect ...", "a. fixed key ..."). The user's words alone say nothing of
what was chosen; the decision is kept with the option taken and the options passed over, and
what the user said with it (often the reason) is its text."""

from __future__ import annotations

import re

from cognition.capture.hit import KEPT_AT, Hit
from cognition.capture.markers import _score
from cognition.capture.meta_talk import _informative
from cognition.capture.prose import _sentences, another_point

# "1. ...", "2) ...", "(a) ...", "**Option 2: ...", "- b. ...": one option a line.
_OPTION_LINE = re.compile(
    r"^\s*(?:[-*]\s+)?(?:\*\*)?(?:option\s+)?\(?([1-9]|[a-d])[.):]\)?(?:\*\*)?\s+(\S.*)$",
    re.IGNORECASE | re.MULTILINE,
)
# "so 2.", "2, one round trip ...", "let's go with 2", "option b", "(a)."
_TAKES = re.compile(
    r"^(?:(?:ok(?:ay)?|so|hm+|right|yeah|yes|yep|yup|sure|cool|agreed|then|alright|fine)[,.]?\s+)*"
    r"(?:(?:let'?s|we'?ll)\s+(?:go with|do|take|use)\s+|go(?:ing)? with\s+|pick\s+|take\s+)?"
    r"(?:option\s+)?\(?([1-9]|[a-d])\)?(?=\s*(?:[.,:;!]|$)|\s+(?:and|with|then|please|it is)\b)",
    re.IGNORECASE,
)
_TITLE_END = re.compile(r"\*\*|:|\s[—–-]\s|\(|\.\s|\.$")


# Options laid out in a sentence: "Options: (a) fall back to NaiveDateTime and assume UTC, (b)
# return the naive time and let the caller decide, (c) reject with a clearer error."
_OPTION_INLINE = re.compile(
    r"(?:^|\s)\(([1-9]|[a-d])\)\s+(.+?)(?=,?\s+(?:or\s+)?\((?:[1-9]|[a-d])\)\s|\.\s|\.?$)",
    re.IGNORECASE | re.MULTILINE,
)


# An option laid out as a bold heading of its own line, its points below it.
_OPTION_HEAD = re.compile(r"^\s*\*\*[^*\n]{2,60}\*\*(?:\s*\([^)\n]*\))?:?\s*$", re.MULTILINE)
# An option as a bullet that opens on its bold name: "- **DICOM For Processing**: a second ...".
_OPTION_BULLET = re.compile(r"^\s*[-*•]\s+(\*\*[^*\n]{2,60}\*\*.*)$", re.MULTILINE)
# What says the bullets below are choices, not a list of things done: "Three ways to ...:".
_CHOICES_SAID = re.compile(
    r"\b(?:options?|ways?|approach(?:es)?|alternatives?|choices?)\b[^\n]*:\s*$",
    re.IGNORECASE | re.MULTILINE,
)


# A list of what a review found or a plan's steps, not of choices: "Notes on `gas_readings`:",
# "Three things:", "Plan:". Taking "1 and 2" from it agrees to fixes, it chooses nothing.
_NOT_CHOICES = re.compile(
    r"^[^\n]{0,40}?\b(?:notes?|things|issues|findings|problems|comments|concerns|nits|plan|steps"
    r"|fix(?:es)?|review|feedback)"
    r"\b[^\n]{0,40}:\s*$",
    re.IGNORECASE | re.MULTILINE,
)


def _intro(reply: str) -> str:
    """The line just above the reply's first numbered or lettered line, or ""."""
    first = _OPTION_LINE.search(reply)
    return reply[: first.start()].rstrip().rsplit("\n", 1)[-1] if first else ""


def listed(reply: str) -> dict[str, str]:
    """The items of the numbered or lettered list in the reply, one a line, by their number or
    letter (lower case), the first of each kept."""
    items: dict[str, str] = {}
    for m in _OPTION_LINE.finditer(reply):
        items.setdefault(m.group(1).casefold(), m.group(2).strip())
    return items


def reviews(reply: str) -> bool:
    """The reply is a list of what a review found ("Review of #212:", "Three things:"): the
    user's answer sets it right as it would a plan."""
    intro = _intro(reply)
    return bool(intro) and _NOT_CHOICES.match(intro) is not None and "plan" not in intro.lower()


def laid_out(reply: str) -> dict[str, str]:
    """The options of a list in the assistant's reply, by their number or letter (lower case):
    two or more, counted from 1 or a, one a line or in a sentence; {} if there is none, or if
    the line above the list says it lists findings or steps (`_NOT_CHOICES`)."""
    intro = _intro(reply)
    if intro and _NOT_CHOICES.match(intro) and not _CHOICES_SAID.search(intro):
        return {}
    opts = listed(reply)
    if len(opts) < 2:
        opts = {}
        for m in _OPTION_INLINE.finditer(reply):
            opts.setdefault(m.group(1).casefold(), m.group(2).strip())
    if len(opts) < 2:  # "**Serial ESC telemetry** (...):" / "**Bidirectional DShot**:", by name
        heads = [m.group(0).strip() for m in _OPTION_HEAD.finditer(reply)]
        opts = {str(n): h for n, h in enumerate(heads, 1)} if 2 <= len(heads) <= 4 else {}
    if len(opts) < 2 and (said := _CHOICES_SAID.search(reply)):  # bullets under "Options:"
        items = [m.group(1).strip() for m in _OPTION_BULLET.finditer(reply, said.end())]
        opts = {str(n): h for n, h in enumerate(items, 1)} if 2 <= len(items) <= 4 else {}
    if len(opts) < 2 or not ({"1", "2"} <= opts.keys() or {"a", "b"} <= opts.keys()):
        return {}
    return opts


def taken(said: list[str], opts: dict[str, str]) -> tuple[int, str] | None:
    """The user's sentence that takes an option by its number or letter, and the option's key;
    or the turn's first sentence, when it names one option and no other ("django-celery-beat.",
    "OR-Tools CP-SAT in a python sidecar.")."""
    for i, s in enumerate(said):
        m = _TAKES.match(s.strip())
        if m and m.group(1).casefold() in opts and not (i == 0 and _both(s, opts)):
            return i, m.group(1).casefold()
    if not said or said[0].rstrip().endswith("?"):  # "wait does mtime alone not work?" asks
        return None
    key = _both(said[0], opts) or _named(said[0], opts) or _named(_head(said[0]), opts)
    return None if key is None else (0, key)


def _head(sentence: str) -> str:
    """What a sentence says before its first comma, when that is a choice of a few words and
    the rest its reason: "the cron one, due dates move too much for per-ticket jobs"."""
    head, comma, _ = sentence.partition(",")
    return head if comma and len(head.split()) <= 4 else ""


# Two options taken together: "statefulset + 1 standby, skip static membership for now", "1 and 2".
_TWO = re.compile(
    r"^([^,;:+&]{1,40}?)\s*(?:\+|&|\band\b|\bplus\b)\s*([^,;:+&]{1,40}?)\s*(?:[,;:.!]|$)"
)


def _both(sentence: str, opts: dict[str, str]) -> str | None:
    """The key of two options the sentence opens by taking together ("1+2"), each named by its
    number or its name; None if it does not."""
    m = _TWO.match(sentence.strip())
    if m is None:
        return None
    keys = [p.casefold() if p.casefold() in opts else _named(p, opts) for p in m.groups()]
    if None in keys or keys[0] == keys[1]:
        return None
    return "+".join(sorted(k for k in keys if k is not None))


def _taken_keys(key: str) -> list[str]:
    return key.split("+")


# A choice said as the option's name: at most eight words, an optional "go with" before it
# or "then" after it.
_NAMED = re.compile(
    r"^(?:(?:ok(?:ay)?|so|then|alright|fine)[,.]?\s+)?(?:let'?s (?:go with|use|do)\s+|go with\s+)?"
    r"(\S+(?:\s+\S+){0,7}?)(?:,?\s+(?:then|it is|please|pls))?$",
    re.IGNORECASE,
)


_THE_ONE = re.compile(
    r"^(?:the|that)\s+(?=\S+\s+(?:one|option|approach|way)$)|\s+(?:one|option"
    r"|approach|way)$",
    re.IGNORECASE,
)


def _named(sentence: str, opts: dict[str, str]) -> str | None:
    """The one option the sentence names: it shares more of its words with that option's name
    and first sentence than with all the others together."""
    m = _NAMED.match(sentence.strip().rstrip(".!"))
    if m is None:
        return None
    said = _words(_THE_ONE.sub("", m.group(1)))  # "the cron one": cron
    # by its title first ("ets." after "2. **ETS** ..." and "3. **Cachex**: ETS underneath ...")
    for part in (title, lambda v: f"{title(v)} {_first(v)}"):
        shared = {k: len(said & _words(part(v))) for k, v in opts.items()}
        best = max(shared, key=lambda k: shared[k])
        if shared[best] > sum(n for k, n in shared.items() if k != best):
            return best
    return None


def _words(text: str) -> set[str]:
    return {w.removesuffix("'s") for w in _informative(text)}


def names_passed_over(sentence: str, opts: dict[str, str], key: str, rule: bool = False) -> bool:
    """The sentence names an option passed over, by its title: why it was not taken
    ("persistent_term is out bc of the edits ...", "we tried on-the-fly variants in 2024 and
    ..."). A rule of its own (`rule`) that names it ("and keep enable_debug_during_sleep false
    ...") only when it opens on it."""
    said = _words(" ".join(sentence.split()[:2]) if rule else sentence)
    return any(said & _words(title(v)) for k, v in opts.items() if k not in _taken_keys(key))


def _first(option: str) -> str:
    return _FIRST_SENTENCE.split(option.replace("**", "").strip(), maxsplit=1)[0]


def title(option: str) -> str:
    """What an option is called: its bold title, else its words up to the first colon, dash,
    parenthesis or full stop (twelve words at most)."""
    text = option.strip()
    if text.startswith("**") and "**" in text[2:]:
        return text[2 : text.index("**", 2)].strip(" :")
    end = _TITLE_END.search(text)
    words = (text[: end.start()] if end else text).split()
    return " ".join(words[:12]).strip(" :,;")


def decision_text(opts: dict[str, str], key: str, said: str) -> str:
    """ "Chose <the option taken, its first sentence> (not <the others>): <what the user
    said>": what the option does is what a later session needs to know of it."""
    keys = _taken_keys(key)
    others = [title(v) for k, v in opts.items() if k not in keys]
    what = " and ".join(_first(opts[k]).rstrip(" .;:") for k in keys)
    return f"{CHOSE}{what} (not {' or '.join(others)}): {said.strip()}"


CHOSE = "Chose "  # how a decision taken from a laid-out option opens


_FIRST_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`(])")


def take_option(
    new: list[Hit], said: list[str], reply: str, turn_uuid: str, turn_no: int
) -> Hit | None:
    """The user's turn (its hits `new`) takes an option of the list in the assistant's `reply`:
    what the turn says up to the choice (its reason, told first, and the choice) and the
    sentences after it that say why (to a rule of its own, "... and use MCUboot for the swap",
    or another point, "also ...") become the decision, told with the option taken. The first
    salient statement up to there is made the decision (the others fold into it); without one,
    a new decision is returned."""
    opts = laid_out(reply) if reply else {}
    took = taken(said, opts) if opts else None
    if took is None:
        return None
    upto, key = took
    strong = {_said_at(h.text, said): h.kind for h in new if not h.stored and not h.weak}
    bare = len(" ".join(said[: upto + 1]).split()) <= _BARE_PICK  # "1.": its why comes next
    while upto + 1 < len(said) and _why(said[upto + 1], strong.get(upto + 1), opts, key, bare):
        bare = False
        upto += 1  # "(a)." then its why: "the schema says times are UTC anyway", "X is out bc"
    text = decision_text(opts, key, " ".join(said[: upto + 1]))
    if (why := _recommended(reply, key)) and why not in text:
        text = f"{text} {why}"  # the user took the option the assistant recommended, and why
    before = [
        h
        for h in new
        if not h.stored and not h.weak and not h.dropped and _said_at(h.text, said) <= upto
    ]
    if before:
        hit = before[0]
    else:
        hit = Hit(text, 2.5, "decision", turn_uuid, turn_no, 0, turns={turn_no})
    hit.text, hit.kind, hit.weak, hit.background = text, "decision", False, False
    hit.salience = max(hit.salience, 2.5)
    for other in before[1:]:
        other.dropped = True
    return None if before else hit


def _why(
    sentence: str, kind: str | None, opts: dict[str, str], key: str, bare: bool = False
) -> bool:
    """A sentence after the choice is part of its why: anything but a rule of its own (unless
    it names an option passed over, or the option taken right after a bare "1.") or a sentence
    that opens another point ("also ...")."""
    if another_point(sentence):
        return False
    # a rule only as the lesson model reads it ("half the crew still has the flip phones ...",
    # a marker at 1.0) is why; one a marker reads as a rule is a rule of its own
    ruled = kind == "convention" and _score(sentence, "user")[0] >= KEPT_AT
    taken = bare and bool(_words(sentence) & _words(title(opts[_taken_keys(key)[0]])))
    return not ruled or taken or names_passed_over(sentence, opts, key, rule=True)


_BARE_PICK = 3  # words of a choice that says only which option


# The assistant's own pick among the options it laid out: "I'd go with option 2: make
# `deliveries` append-only ..., because ...", "My pick: (b)". A letter only as "option b" or
# "(b)": "I'd suggest a rule" picks nothing.
_OPTION_NAMED = r"(?:option\s+([1-9]|[a-d])|\(([1-9]|[a-d])\)|([1-9]))(?!\w|\.\d)"
_PICKED = re.compile(
    r"\b(?:i'?d|i would|i)\s+(?:(?:still|probably|strongly)\s+)?(?:go with|pick|take|choose"
    rf"|recommend|suggest|lean towards?|vote for)\s+{_OPTION_NAMED}"
    rf"|\bmy (?:pick|recommendation|vote)(?: (?:is|would be))?:?\s+{_OPTION_NAMED}",
    re.IGNORECASE,
)


def _recommended(reply: str, key: str) -> str:
    """The sentence of `reply` that recommends the option taken (`key`), or ""."""
    keys = _taken_keys(key)
    for sentence in _sentences(reply):
        m = _PICKED.search(sentence)
        if m and next(g for g in m.groups() if g).casefold() in keys:
            return sentence.strip()
    return ""


def _said_at(text: str, said: list[str]) -> int:
    """The position of the sentence a statement starts with among the turn's sentences."""
    head = text.strip()[:40]
    return next((i for i, s in enumerate(said) if head and head in s), len(said))


__all__ = ["CHOSE", "decision_text", "laid_out", "take_option", "taken", "title"]
