"""Secret redaction: every text that may be stored or shown passes through `redact` first.

Stdlib only: the prompt hook imports this in a fresh process on every prompt.
Patterns favour recall on real credential formats and stay quiet on prose, git SHAs, UUIDs
and paths; bare high-entropy strings are redacted only next to a secret-ish label.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

__all__ = ["RedactionResult", "redact", "contains_secret", "MARKER_RE"]

MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9-]+\]")


@dataclass(frozen=True, slots=True)
class RedactionResult:
    text: str
    found: list[str] = field(default_factory=list)  # kinds, unique, in detection order


def _marker(kind: str) -> str:
    return f"[REDACTED:{kind}]"


# Placeholders and references name where a secret lives without being one; keeping them keeps
# memories like "the token comes from $GITHUB_TOKEN" useful.
_PLACEHOLDER = re.compile(
    r"""^(?:
        [$<{%]                      # $VAR, ${VAR}, <your-token>, {{ token }}, %(pw)s
      | \*+$ | x{3,}$ | \.{3}$ | …$  # ***, xxx, ...
      | (?:os\.environ|os\.getenv|process\.env|env\.|settings\.|config\.|secrets\.)
    )""",
    re.IGNORECASE | re.VERBOSE,
)
# Words that follow "password:" in prose ("password: never commit it") rather than values.
_PROSE_WORDS = frozenset(
    """a an the is are was be must should will never always not no none null nil true false
    see in on from to and or it this that here there stored required optional string str int
    bytes env empty unset set redacted your my our their"""
    .split()
)


def _entropy(s: str) -> float:
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in Counter(s).values()) if n else 0.0


def _looks_random(s: str) -> bool:
    """A generated credential mixes letters and digits and has high per-char entropy."""
    if not (re.search(r"\d", s) and re.search(r"[A-Za-z]", s)):
        return False
    if s.startswith("/") or "//" in s:  # a path, not a key
        return False
    if re.fullmatch(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", s):
        return False  # UUIDs are identifiers
    hexish = re.fullmatch(r"[0-9a-fA-F]+", s) is not None
    return _entropy(s) >= (3.0 if hexish else 3.5)


def _has_digit(s: str) -> bool:
    return any(ch.isdigit() for ch in s)


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    group: int = 0  # which group is the secret; 0 = whole match
    check: Callable[[str], bool] | None = None


_I = re.IGNORECASE
# Token boundaries: not preceded/followed by characters that could belong to the token.
_B = r"(?<![A-Za-z0-9_\-])"
_E = r"(?![A-Za-z0-9_\-])"

_RULES: tuple[_Rule, ...] = (
    # A PEM block without its END line (cut transcript) still loses its base64 body.
    _Rule(
        "private-key",
        re.compile(
            r"-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----"
            r"(?:[\s\S]*?-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s:,\-]*)"
        ),
    ),
    _Rule("anthropic-key", re.compile(_B + r"sk-ant-[A-Za-z0-9_\-]{20,}" + _E)),
    _Rule(
        "openai-key",
        re.compile(_B + r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}" + _E),
        check=_has_digit,  # keeps slugs like "sk-some-long-branch-name-here" out
    ),
    _Rule("stripe-key", re.compile(_B + r"(?:sk|rk|whsec)_(?:live|test)_[A-Za-z0-9]{16,}" + _E)),
    _Rule("aws-access-key", re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])")),
    _Rule("github-token", re.compile(_B + r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})" + _E)),
    _Rule("gitlab-token", re.compile(_B + r"glpat-[A-Za-z0-9_\-]{20,}" + _E)),
    _Rule("slack-token", re.compile(_B + r"xox[abposr]-[A-Za-z0-9\-]{10,}" + _E)),
    _Rule(
        "slack-webhook",
        re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/_\-]{20,}"),
    ),
    _Rule("google-api-key", re.compile(_B + r"AIza[0-9A-Za-z_\-]{35}" + _E)),
    _Rule("npm-token", re.compile(_B + r"npm_[A-Za-z0-9]{36}" + _E)),
    _Rule("huggingface-token", re.compile(_B + r"hf_[A-Za-z0-9]{30,}" + _E)),
    _Rule("pypi-token", re.compile(_B + r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{20,}" + _E)),
    _Rule("sendgrid-key", re.compile(_B + r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}" + _E)),
    _Rule(
        "jwt",
        re.compile(_B + r"eyJ[A-Za-z0-9_\-]{5,}\.eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*" + _E),
    ),
    # scheme://user:password@host — keep user and host, drop the password. The greedy password
    # backtracks to the last '@' so "p@ss" survives as one value.
    _Rule(
        "url-password",
        # The scheme is not required to stand alone: "seepostgres://u:pw@h" still leaks pw.
        re.compile(r"[A-Za-z0-9+.\-]{0,40}://[^\s:/@]*:([^\s/]+)@"),
        group=1,
    ),
    _Rule(
        "bearer-token",
        re.compile(r"\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9\-._~+/]{12,}=*)", _I),
        group=1,
        check=lambda v: _has_digit(v) or len(v) >= 24,
    ),
)

# label = value assignments (env files, YAML, JSON, CLI flags, query strings). The label must
# END in the secret word so "tokenizer:", "max_tokens:" and "author:" are left alone.
_LABEL = (
    r"(?<![A-Za-z0-9_.\-])(?P<label>[A-Za-z0-9_.\-]*?"
    r"(?:password|passwd|passphrase|secret|token|api[_\-]?key|apikey|access[_\-]?key"
    r"|private[_\-]?key|credentials?|[_\-]pass|[_\-]pwd)"
    r"(?:[_\-](?:base|value|b64|hex))?)"
)
_ASSIGN = re.compile(
    _LABEL
    + r"""["']?(?P<sep>\s*(?::=|=>|=|:)\s*|[ \t]+)"""  # bare whitespace only for `--flag value`
    + r"""(?:"(?P<dq>[^"\n]{1,400})"|'(?P<sq>[^'\n]{1,400})'|(?P<bare>[^\s,;'"()\[\]{}<>&]{1,400}))""",
    _I,
)
# A long random-looking string a few words after a secret-ish word: "my github token is 9f8e...".
_NEAR_LABEL = re.compile(
    r"\b(?:secret|token|password|passwd|credentials?|api[ _\-]?key|access[ _\-]?key|auth)s?\b"
    r"[^\n]{0,24}?(?<![A-Za-z0-9+/_\-])([A-Za-z0-9+/_\-]{32,}={0,2})(?![A-Za-z0-9+/_\-=])",
    _I,
)


def _label_kind(label: str) -> str:
    low = label.lower().replace("-", "_")
    if "aws" in low and ("secret" in low or "access" in low):
        return "aws-secret-key"
    if "private" in low:
        return "private-key"
    if re.search(r"api_?key|access_?key", low):
        return "api-key"
    if "token" in low:
        return "token"
    if "secret" in low:
        return "secret"
    if "credential" in low:
        return "credential"
    return "password"


def _is_value_secret(value: str, text: str, end: int) -> bool:
    if len(value) < 3 or MARKER_RE.fullmatch(value) or _PLACEHOLDER.match(value):
        return False
    if value.lower() in _PROSE_WORDS:
        return False
    # `token = get_token()` or `pw = cfg["pw"]`: the value is code, not a literal.
    return not (end < len(text) and text[end] in "([")


_SubFn = Callable[[re.Match[str]], str]


def _sub_outside_markers(pattern: re.Pattern[str], fn: _SubFn, text: str) -> str:
    """Apply `pattern` only between existing markers, so a marker is never matched into."""
    if "[REDACTED:" not in text:  # the common case: no markers to step around
        return pattern.sub(fn, text)
    parts = MARKER_RE.split(text)
    markers = MARKER_RE.findall(text)
    out = [pattern.sub(fn, parts[0])]
    for marker, part in zip(markers, parts[1:], strict=True):
        out += [marker, pattern.sub(fn, part)]
    return "".join(out)


def _apply_once(text: str, found: list[str]) -> str:
    def note(kind: str) -> str:
        if kind not in found:
            found.append(kind)
        return _marker(kind)

    for rule in _RULES:

        def sub(m: re.Match[str], rule: _Rule = rule) -> str:
            value = m.group(rule.group)
            if MARKER_RE.fullmatch(value) or (rule.check and not rule.check(value)):
                return m.group(0)
            start, stop = m.span(rule.group)
            base = m.start(0)
            whole = m.group(0)
            return whole[: start - base] + note(rule.kind) + whole[stop - base :]

        text = _sub_outside_markers(rule.pattern, sub, text)

    def sub_assign(m: re.Match[str]) -> str:
        if not m.group("sep").strip() and not m.group("label").startswith("--"):
            return m.group(0)  # "password hunter2" in prose is too ambiguous; flags are not
        grp = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "bare"
        value = m.group(grp)
        if grp == "bare":
            value = value.rstrip(".:!?")  # sentence punctuation is not part of the secret
        if not _is_value_secret(value, m.string, m.start(grp) + len(value)):
            return m.group(0)
        start = m.start(grp) - m.start(0)
        whole = m.group(0)
        return whole[:start] + note(_label_kind(m.group("label"))) + whole[start + len(value) :]

    text = _sub_outside_markers(_ASSIGN, sub_assign, text)

    def sub_near(m: re.Match[str]) -> str:
        if not _looks_random(m.group(1)):
            return m.group(0)
        start = m.start(1) - m.start(0)
        return m.group(0)[:start] + note("secret") + m.group(0)[start + len(m.group(1)) :]

    return _sub_outside_markers(_NEAR_LABEL, sub_near, text)


# Every rule that can match text without whitespace, ':' or '=' needs at least 15 characters
# (slack-token; tests/test_redact.py checks this against each pattern's minimum width), so a
# shorter text without them is returned as it is: tags and words skip the 20 patterns.
_SHORTEST_UNSEPARATED = 15
_SEPARATOR = re.compile(r"[\s:=]")


def redact(text: str) -> RedactionResult:
    """Replace secrets in `text` with `[REDACTED:<kind>]`; idempotent."""
    if not text:
        return RedactionResult(text or "", [])
    if len(text) < _SHORTEST_UNSEPARATED and not _SEPARATOR.search(text):
        return RedactionResult(text, [])  # a tag or word: no rule can match it
    found: list[str] = []
    # One replacement can bring a label next to a value; repeat until nothing changes.
    for _ in range(4):
        new = _apply_once(text, found)
        if new == text:
            break
        text = new
    return RedactionResult(text, found)


def contains_secret(text: str) -> bool:
    return bool(redact(text).found)
