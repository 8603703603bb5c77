"""Secret redaction: every text that may be stored or shown passes through `redact` first.

Stdlib only: the prompt hook imports this in a fresh process on every prompt.
Patterns favour recall on real credential formats and stay quiet on prose, git SHAs, UUIDs
and paths. A bare token is redacted without a label only when it looks generated (long, mixed
case and digits, high entropy; see _looks_generated); hex strings need a label nearby.
Callers redact whole strings before splitting them (a "Label: value" split first loses the
label that makes the value recognisable). docs/reliability.md gives the corpus and figures.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from cognition.lazy_regex import lazy_compile

__all__ = [
    "RedactionResult",
    "redact",
    "contains_secret",
    "MARKER_RE",
]

MARKER_RE = lazy_compile(r"\[REDACTED:[a-z0-9-]+\]")


@dataclass(frozen=True, slots=True)
class RedactionResult:
    text: str
    found: list[str] = field(default_factory=list)  # kinds, unique, in detection order


def _marker(kind: str) -> str:
    return f"[REDACTED:{kind}]"


# Placeholders and references name where a secret lives without being one; keeping them keeps
# memories like "the token comes from $GITHUB_TOKEN" useful.
_PLACEHOLDER = lazy_compile(
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
    bytes env empty unset set redacted your my our their""".split()
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
    if re.fullmatch(
        r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", s
    ):
        return False  # UUIDs are identifiers
    hexish = re.fullmatch(r"[0-9a-fA-F]+", s) is not None
    return _entropy(s) >= (3.0 if hexish else 3.5)


def _has_digit(s: str) -> bool:
    return any(ch.isdigit() for ch in s)


def _looks_like_password(value: str) -> bool:
    """A word after "password is" that is a value, not prose: it mixes in a digit or a symbol."""
    if len(value) < 4 or value.lower() in _PROSE_WORDS or _PLACEHOLDER.match(value):
        return False
    if MARKER_RE.search(value):
        return False
    return bool(re.search(r"[0-9!@#$%^&*+=~?|\\/_\-]", value)) and not value.startswith(
        ("/", "./", "~/")
    )


# Unlabelled tokens: redacted only when they look generated (see _looks_generated). Hex-only
# strings (git SHAs, sha256 digests), UUIDs, paths and identifiers are kept.
_TOKEN = lazy_compile(
    r"(?<![A-Za-z0-9+/_\-.@\\])([A-Za-z0-9+/_\-]{20,400}={0,2})(?![A-Za-z0-9+/_\-=@\\]|\.[A-Za-z0-9])"
)
_DIGEST_PREFIX = lazy_compile(r"(?:sha(?:1|224|256|384|512)|md5)[-:]", re.IGNORECASE)


def _looks_generated(token: str) -> bool:
    """A credential-like token: long, upper+lower+digit, and as varied as random text."""
    body = token.rstrip("=")
    n = len(body)
    if n < 20 or re.fullmatch(r"[0-9a-fA-F\-]+", body):
        return False  # hex: commit SHAs, digests, UUIDs
    if body.startswith(("/", "./", "../", "~")) or "//" in body or _DIGEST_PREFIX.match(body):
        return False  # a path, or an integrity digest (sha512-...)
    upper = sum(ch.isupper() for ch in body)
    lower = sum(ch.islower() for ch in body)
    digit = sum(ch.isdigit() for ch in body)
    if not (upper and lower and digit):
        return False
    if (upper + digit) / n < 0.3:
        return False  # camelCase identifiers: mostly lower-case runs
    parts = re.split(r"[/_\-]", body)
    if max(len(p) for p in parts) < 12:
        return False  # slugs and paths: short words between separators
    return _entropy(body) >= min(4.2, math.log2(n) - 0.35)


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    pattern: re.Pattern[str]
    group: int = 0  # which group is the secret; 0 = whole match
    check: Callable[[str], bool] | None = None
    # Lower-case substrings of which every match holds at least one: a text without any of
    # them skips the pattern (most of the write path's text has none).
    needs: tuple[str, ...] = ()


_I = re.IGNORECASE
# Token boundaries: not preceded/followed by characters that could belong to the token.
_B = r"(?<![A-Za-z0-9_\-])"
_E = r"(?![A-Za-z0-9_\-])"

_RULES: tuple[_Rule, ...] = (
    # A PEM block without its END line (cut transcript) still loses its base64 body.
    _Rule(
        "private-key",
        lazy_compile(
            r"-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----"
            r"(?:[\s\S]*?-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\s:,\-]*)"
        ),
        needs=("-----begin",),
    ),
    _Rule(
        "anthropic-key", lazy_compile(_B + r"sk-ant-[A-Za-z0-9_\-]{20,}" + _E), needs=("sk-ant-",)
    ),
    _Rule(
        "openai-key",
        lazy_compile(_B + r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}" + _E),
        check=_has_digit,  # keeps slugs like "sk-some-long-branch-name-here" out
        needs=("sk-",),
    ),
    _Rule(
        "stripe-key",
        lazy_compile(_B + r"(?:sk|rk|whsec)_(?:live|test)_[A-Za-z0-9]{16,}" + _E),
        needs=("_live_", "_test_"),
    ),
    _Rule(
        "aws-access-key",
        lazy_compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])"),
        needs=("akia", "asia"),
    ),
    _Rule(
        "github-token",
        lazy_compile(_B + r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})" + _E),
        needs=("gh",),
    ),
    _Rule("gitlab-token", lazy_compile(_B + r"glpat-[A-Za-z0-9_\-]{20,}" + _E), needs=("glpat-",)),
    _Rule("slack-token", lazy_compile(_B + r"xox[abposr]-[A-Za-z0-9\-]{10,}" + _E), needs=("xox",)),
    _Rule(
        "slack-webhook",
        lazy_compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/_\-]{20,}"),
        needs=("hooks.slack.com",),
    ),
    _Rule("google-api-key", lazy_compile(_B + r"AIza[0-9A-Za-z_\-]{35}" + _E), needs=("aiza",)),
    _Rule("npm-token", lazy_compile(_B + r"npm_[A-Za-z0-9]{36}" + _E), needs=("npm_",)),
    _Rule("huggingface-token", lazy_compile(_B + r"hf_[A-Za-z0-9]{30,}" + _E), needs=("hf_",)),
    _Rule(
        "pypi-token",
        lazy_compile(_B + r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{20,}" + _E),
        needs=("pypi-",),
    ),
    _Rule(
        "sendgrid-key",
        lazy_compile(_B + r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}" + _E),
        needs=("sg.",),
    ),
    _Rule(
        "jwt",
        lazy_compile(_B + r"eyJ[A-Za-z0-9_\-]{5,}\.eyJ[A-Za-z0-9_\-]{5,}\.[A-Za-z0-9_\-]*" + _E),
        needs=("eyj",),
    ),
    # scheme://user:password@host — keep user and host, drop the password. The greedy password
    # backtracks to the last '@' so "p@ss" survives as one value.
    _Rule(
        "url-password",
        # The scheme is not required to stand alone: "seepostgres://u:pw@h" still leaks pw.
        lazy_compile(r"[A-Za-z0-9+.\-]{0,40}://[^\s:/@]*:([^\s/]+)@"),
        group=1,
        needs=("://",),
    ),
    _Rule(
        "bearer-token",
        lazy_compile(r"\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9\-._~+/]{12,}=*)", _I),
        group=1,
        check=lambda v: _has_digit(v) or len(v) >= 24,
        needs=("bearer", "basic", "token"),
    ),
    # Prose: "my password is hunter2x", "the db passphrase was C0rrect-Horse".
    _Rule(
        "password",
        lazy_compile(
            r"\b(?:password|passwd|passphrase|passcode|pass\s?word|pwd|pw)s?\b[^\n.;:=]{0,40}?"
            r"\s(?:(?:is|was|has\s+been)\s+(?:now\s+|changed\s+to\s+|set\s+to\s+)?|now\s+is\s+|are\s+|were\s+"
            r"|became\s+|changed\s+to\s+|set\s+to\s+)"
            r"""["'\u201c]?([^\s"'\u201d,;()]{3,199}[^\s"'\u201d,;().:!?])""",
            _I,
        ),
        group=1,
        check=lambda v: _looks_like_password(v),
        needs=("pass", "pw"),
    ),
    _Rule(
        "discord-webhook",
        lazy_compile(
            r"https://(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_\-]{20,}"
        ),
        needs=("discord",),
    ),
    _Rule(
        "telegram-token",
        lazy_compile(r"(?<![0-9A-Za-z_\-])\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _E),
        needs=(":aa",),
    ),
    _Rule(
        "age-key", lazy_compile(r"AGE-SECRET-KEY-1[0-9A-Z]{50,}" + _E), needs=("age-secret-key-1",)
    ),
    # Azure storage / service bus connection strings: AccountKey=...;SharedAccessKey=...
    _Rule(
        "azure-key",
        lazy_compile(
            r"\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*([A-Za-z0-9+/%&=_\-]{16,}?)(?=;|\s|$|[\"'])",
            _I,
        ),
        group=1,
        needs=("accountkey", "sharedaccess"),
    ),
    # Google service-account JSON: the key's id is as good as a key to whoever has the file.
    _Rule(
        "private-key",
        lazy_compile(r"""["']?private_key_id["']?\s*[:=]\s*["']?([0-9a-fA-F]{16,})"""),
        group=1,
        needs=("private_key_id",),
    ),
    # Command lines: curl -u user:pw, mysql -ppw, docker login -p pw, sshpass -p pw.
    _Rule(
        "password",
        lazy_compile(r"(?<![^\s'\"])(?:-u|--user)(?:\s+|=)['\"]?[^\s:'\"@]+:([^\s'\"]+)"),
        group=1,
        check=lambda v: not _PLACEHOLDER.match(v),
        needs=("-u",),
    ),
    _Rule(
        "password",
        lazy_compile(
            r"\b(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;&]*?(?<=\s)-p['\"]?([^\s'\"]+)"
        ),
        group=1,
        check=lambda v: not _PLACEHOLDER.match(v),
        needs=("mysql", "mariadb"),
    ),
    _Rule(
        "password",
        lazy_compile(
            r"\b(?:(?:docker|podman|buildah|skopeo|helm(?:\s+registry)?|oras|crane)\s+login|sshpass)"
            r"\b[^\n|;&]*?(?<=\s)-p(?:\s+|=)?['\"]?(?!-)([^\s'\"]+)"
        ),
        group=1,
        check=lambda v: not _PLACEHOLDER.match(v),
        needs=("login", "sshpass"),
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
_ASSIGN = lazy_compile(
    _LABEL
    + r"""["']?(?P<sep>\s*(?::=|=>|=|:)\s*|[ \t]+)"""  # bare whitespace only for `--flag value`
    + r"""(?:"(?P<dq>[^"\n]{1,400})"|'(?P<sq>[^'\n]{1,400})'|(?P<bare>[^\s,;'"()\[\]{}<>&]{1,400}))"""
    # "secret: aws_secret_access_key = VALUE": the bare word after the first label names the
    # next assignment; it is not the value (the next assignment's value is redacted instead).
    + r"""(?(bare)(?![^\s,;'"()\[\]{}<>&])(?!\s*(?::=|=>|=)))""",
    _I,
)
# Every label above holds one of these (lower-cased): "api_key" and "access-key" hold "key".
_ASSIGN_NEEDS = ("pass", "secret", "token", "key", "credential", "pwd")
# A long random-looking string a few words after a secret-ish word: "my github token is 9f8e...".
_NEAR_LABEL = lazy_compile(
    r"\b(?:secret|token|password|passwd|credentials?|api[ _\-]?key|access[ _\-]?key|auth)s?\b"
    r"[^\n]{0,24}?(?<![A-Za-z0-9+/_\-])([A-Za-z0-9+/_\-]{32,}={0,2})(?![A-Za-z0-9+/_\-=])",
    _I,
)


# HTTP cookies: `Cookie: sessionid=...; csrftoken=...` keeps the names and drops the values.
_COOKIE = lazy_compile(r"(\b(?:Set-)?Cookie\s*:\s*)([^\n]+)", _I)
_COOKIE_VALUE = lazy_compile(r"""([A-Za-z0-9_.\-]+=)([^;\s'"]+)""")


_NEAR_NEEDS = ("secret", "token", "pass", "credential", "key", "auth")


# Every substring a rule needs (a text holding none of them skips every rule but _TOKEN).
_NEEDLES = tuple(
    sorted({n for r in _RULES for n in r.needs} | {*_ASSIGN_NEEDS, *_NEAR_NEEDS, "cookie"})
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
    if re.match(r"(?:self|cls|this)\.", value):
        return False  # `api_key=self._key`: an attribute, not a literal
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


_Note = Callable[[str], str]  # records a kind of secret found and returns its marker


def _apply_once(text: str, found: list[str]) -> str:
    def note(kind: str) -> str:
        if kind not in found:
            found.append(kind)
        return _marker(kind)

    low = text.lower()
    present = {n for n in _NEEDLES if n in low}  # each needle looked for once, not per rule
    if present:
        text = _apply_rules(text, present, note)
        text = _apply_labelled(text, present, note)
    return _apply_tokens(text, note)


def _apply_rules(text: str, present: set[str], note: _Note) -> str:
    """The known credential formats, each only when a substring it needs is in the text."""
    for rule in _RULES:
        if present.isdisjoint(rule.needs):
            continue

        def sub(m: re.Match[str], rule: _Rule = rule) -> str:
            value = m.group(rule.group)
            if MARKER_RE.fullmatch(value) or (rule.check and not rule.check(value)):
                return m.group(0)
            start, stop = m.span(rule.group)
            base = m.start(0)
            whole = m.group(0)
            return whole[: start - base] + note(rule.kind) + whole[stop - base :]

        text = _sub_outside_markers(rule.pattern, sub, text)
    return text


def _apply_labelled(text: str, present: set[str], note: _Note) -> str:
    """Values named by a label: assignments, random strings near a secret word, cookies."""

    def sub_assign(m: re.Match[str]) -> str:
        if not m.group("sep").strip() and not m.group("label").startswith("--"):
            return m.group(0)  # "password hunter2" in prose is too ambiguous; flags are not
        grp = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "bare"
        value = m.group(grp)
        if grp == "bare":
            value = value.rstrip(".:!?")  # sentence punctuation is not part of the secret
        if not _is_value_secret(value, m.string, m.start(grp) + len(value)):
            return m.group(0)
        if grp == "bare" and value.lower() == m.group("label").lower().lstrip("-"):
            return m.group(0)  # `api_key=api_key`: a keyword argument passed on
        start = m.start(grp) - m.start(0)
        whole = m.group(0)
        return whole[:start] + note(_label_kind(m.group("label"))) + whole[start + len(value) :]

    if not present.isdisjoint(_ASSIGN_NEEDS):
        text = _sub_outside_markers(_ASSIGN, sub_assign, text)

    def sub_near(m: re.Match[str]) -> str:
        if not _looks_random(m.group(1)):
            return m.group(0)
        start = m.start(1) - m.start(0)
        return m.group(0)[:start] + note("secret") + m.group(0)[start + len(m.group(1)) :]

    if not present.isdisjoint(_NEAR_NEEDS):
        text = _sub_outside_markers(_NEAR_LABEL, sub_near, text)

    def sub_cookie(m: re.Match[str]) -> str:
        def value(v: re.Match[str]) -> str:
            if len(v.group(2)) < 4 or MARKER_RE.fullmatch(v.group(2)):
                return v.group(0)
            return v.group(1) + note("cookie")

        return m.group(1) + _COOKIE_VALUE.sub(value, m.group(2))

    if "cookie" in present:
        text = _sub_outside_markers(_COOKIE, sub_cookie, text)
    return text


def _apply_tokens(text: str, note: _Note) -> str:
    """Unlabelled tokens that look generated."""

    def sub_token(m: re.Match[str]) -> str:
        token = m.group(1)
        if not _looks_generated(token):
            return m.group(0)
        return note("high-entropy")

    # A token is 20+ characters without whitespace: prose with only shorter words has none,
    # and the pattern's lookbehind at every position was a third of a note's redaction.
    if not any(len(word) >= _TOKEN_MIN for word in text.split()):
        return text
    return _sub_outside_markers(_TOKEN, sub_token, text)


_TOKEN_MIN = 20  # the shortest _TOKEN match (its {20,400})


# Every rule that can match text without whitespace, ':' or '=' needs at least 15 characters
# (slack-token; tests/test_redact.py checks this against each pattern's minimum width), so a
# shorter text without them is returned as it is: tags and words skip the 20 patterns.
_SHORTEST_UNSEPARATED = 15
_SEPARATOR = lazy_compile(r"[\s:=]")


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
