"""Secret redaction: realistic credentials vanish, ordinary engineering prose stays intact."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cognition.redact import MARKER_RE, contains_secret, redact


def k(*parts: str) -> str:
    """Build fake credentials from pieces so no scanner mistakes this file for a leak."""
    return "".join(parts)


ALNUM = "Zx9YwVuTsRqPoNmLkJiHgFeDcBa0123456789"
PEM_BODY = (
    "MIIEowIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi+UfCk0wRh2d4kXq0JwVfE1Qm\n"
    "b7YxS9KqL2mNcR0p8FvT3hXw6JzA1bC4dE5fG6hI7jK8lM9nO0pQ1rS2tU3vW4x\n"
)

# (text, the secret that must disappear, the kind reported)
SECRETS = [
    (
        f"ANTHROPIC_API_KEY={k('sk-ant-', 'api03-', ALNUM, '_-abcdEFGH')}",
        k("sk-ant-", "api03-", ALNUM),
        "anthropic-key",
    ),
    (f"using {k('sk-', ALNUM, 'AbCdEfGhIjK')} for the old client", k("sk-", ALNUM), "openai-key"),
    (
        f"OPENAI_API_KEY={k('sk-', 'proj-', 'Ab3dEf_GhIjKl-MnOpQrStUvWx', ALNUM)}",
        k("proj-", "Ab3dEf_GhIjKl"),
        "openai-key",
    ),
    (
        f"aws access key {k('AKIA', 'QX7Z3M2LKJ4H5G6F')} in us-east-1",
        k("AKIA", "QX7Z3M2LKJ4H5G6F"),
        "aws-access-key",
    ),
    (
        f"aws_secret_access_key = {k('wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCY8z3kLmN0pQ')}",
        k("wJalrXUtnFEMI/K7MDENG/"),
        "aws-secret-key",
    ),
    (
        f"git remote set-url origin https://{k('ghp_', ALNUM[:36])}@github.com/acme/shop",
        k("ghp_", ALNUM[:36]),
        "github-token",
    ),
    (f"oauth token {k('gho_', ALNUM[::-1][:36])}", k("gho_", ALNUM[::-1][:36]), "github-token"),
    (f"installation token is {k('ghs_', ALNUM[:36])}", k("ghs_", ALNUM[:36]), "github-token"),
    (
        f"PAT: {k('github_pat_', '11ABCDEFG0123456789_', ALNUM, 'abcdEFGH')}",
        k("github_pat_", "11ABCDEFG"),
        "github-token",
    ),
    (
        f"GITLAB_TOKEN {k('glpat-', 'xY9zW8vU7tS6rQ5pO4nM')}",
        k("glpat-", "xY9zW8vU7tS6rQ5pO4nM"),
        "gitlab-token",
    ),
    (
        f"slack bot {k('xoxb-', '123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx')}",
        k("xoxb-", "1234567890"),
        "slack-token",
    ),
    (
        f"user token {k('xoxp-', '2222222222-3333333333-4444444444-abcdef0123456789')}",
        k("xoxp-", "2222222222"),
        "slack-token",
    ),
    (
        f"Stripe: {k('sk_', 'live_', '51H8xYzAbCdEfGhIjKlMnOpQr')}",
        k("sk_", "live_", "51H8x"),
        "stripe-key",
    ),
    (
        f"restricted {k('rk_', 'live_', '51H8xYzAbCdEfGhIjKlMnOpQr')}",
        k("rk_", "live_", "51H8x"),
        "stripe-key",
    ),
    (
        f"maps key {k('AIza', 'SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY')}",
        k("AIza", "SyD-9tSrke72"),
        "google-api-key",
    ),
    (
        "session cookie "
        + k(
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
            ".",
            "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ",
            ".",
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        ),
        "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ",
        "jwt",
    ),
    (
        k("-----BEGIN RSA PRIVATE KEY-----\n", PEM_BODY, "-----END RSA PRIVATE KEY-----"),
        "MIIEowIBAAKCAQEA3Tz2",
        "private-key",
    ),
    (
        k(
            "key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n",
            PEM_BODY,
            "-----END OPENSSH PRIVATE KEY-----\nthanks",
        ),
        "b7YxS9KqL2mNcR0p8",
        "private-key",
    ),
    (
        k("pasted -----BEGIN EC PRIVATE KEY-----\n", PEM_BODY),
        "b7YxS9KqL2mNcR0p8",
        "private-key",
    ),  # cut off, no END
    (
        "DATABASE_URL=postgres://app:S3cr3tPassw0rd@db.internal:5432/shop",
        "S3cr3tPassw0rd",
        "url-password",
    ),
    ("mysql://root:hunter2hunter2@127.0.0.1:3306/app", "hunter2hunter2", "url-password"),
    ("mongodb+srv://svc:Pa55w0rd!x@cluster0.ab1cd.mongodb.net/prod", "Pa55w0rd!x", "url-password"),
    ("REDIS_URL=redis://:r3d1sP4ss@cache:6379/0", "r3d1sP4ss", "url-password"),
    ("password=correct-horse-battery-staple", "correct-horse-battery-staple", "password"),
    ("passwd: Tr0ub4dor&3x", "Tr0ub4dor", "password"),
    ("secret=9f86d081884c7d659a2feaa0c55ad015", "9f86d081884c7d659a2feaa0c55ad015", "secret"),
    ('config.api_key = "a1b2c3d4e5f6g7h8"', "a1b2c3d4e5f6g7h8", "api-key"),
    ("token: 0a1b2c3d4e5f6a7b8c9d", "0a1b2c3d4e5f6a7b8c9d", "token"),
    ('{"client_secret": "Zk93-ab_71QpLmN"}', "Zk93-ab_71QpLmN", "secret"),
    ("mysql -u root --password s3kr1tValue shop", "s3kr1tValue", "password"),
    (
        'curl -H "Authorization: Bearer abcDEF0123456789ghiJKL" https://api.acme.dev',
        "abcDEF0123456789ghiJKL",
        "bearer-token",
    ),
    (
        f"//registry.npmjs.org/:_authToken={k('npm_', ALNUM[:36])}",
        k("npm_", ALNUM[:36]),
        "npm-token",
    ),
    (
        "my deploy token is 4f9a3c2e1b0d8f7a6e5c4b3a2d1f0e9c8b7a6d5e",
        "4f9a3c2e1b0d8f7a6e5c4b3a2d1f0e9c8b7a6d5e",
        "secret",
    ),
    (
        k(
            "alerts go to https://hooks.slack.com/services/",
            "T0ABC1234/B0DEF5678/",
            "XyZ123abcDEF456ghiJKL789",
        ),
        "XyZ123abcDEF456ghiJKL789",
        "slack-webhook",
    ),
    (
        f"HF_TOKEN={k('hf_', 'AbCdEfGhIjKlMnOpQrStUvWxYz012345')}",
        k("hf_", "AbCdEfGhIj"),
        "huggingface-token",
    ),
    ("export DB_PASS=Sup3rS3cret!", "Sup3rS3cret", "password"),
]

INNOCUOUS = [
    "commit 3eb6f2c fixed the flaky checkout test",
    "Merged 3eb6f2c1a9d84e0b7c6f5a4d3e2b1c0f9e8d7c6b into main last night.",
    "request id 8f17eb21-e000-4a82-b162-258d3c64e464 timed out after 30 s",
    "see /home/dev/proj/src/auth/token_store.py and ./tests/test_tokens.py",
    "The tokenizer: bert-base-uncased",
    "max_tokens: 4096",
    "author: Jane Doe",
    "The password: never store it in the repo.",
    "Read the password from $DB_PASSWORD at startup, never inline it.",
    "token = os.environ['GH_TOKEN']",
    "api_key = load_key()",
    "Keep secrets out of git; we use sops for that.",
    "the risk-assessment-for-the-payment-gateway-v2 doc is in Notion",
    "connect to postgres://localhost:5432/app as the app user",
    "Bearer authentication is required for every /api/v2 route.",
    "The SHA-256 of the tarball is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "clone git@github.com:acme/shop.git and run make test-int",
    "eyJ is just how base64 of a JSON object starts.",
    "We rotate the AKIA keys every 90 days.",
    "https://docs.python.org/3/library/re.html#re.sub explains it",
]


@pytest.mark.parametrize(
    ("text", "secret", "kind"), SECRETS, ids=[s[2] + f"-{i}" for i, s in enumerate(SECRETS)]
)
def test_secret_is_removed(text: str, secret: str, kind: str) -> None:
    result = redact(text)
    assert secret not in result.text
    assert f"[REDACTED:{kind}]" in result.text
    assert kind in result.found
    assert contains_secret(text)


def test_enough_secrets_and_innocuous_cases() -> None:
    assert len(SECRETS) >= 20 and len(INNOCUOUS) >= 10


@pytest.mark.parametrize("text", INNOCUOUS)
def test_innocuous_text_is_unchanged(text: str) -> None:
    result = redact(text)
    assert result.text == text
    assert result.found == []
    assert not contains_secret(text)


def test_labels_are_kept_values_go() -> None:
    out = redact("DB_PASSWORD=hunter2xyz and token: 'abc123xyz'").text
    assert out == "DB_PASSWORD=[REDACTED:password] and token: '[REDACTED:token]'"


def test_connection_string_keeps_user_and_host() -> None:
    out = redact("postgres://app:p@ss@db:5432/x").text
    assert out == "postgres://app:[REDACTED:url-password]@db:5432/x"


def test_sentence_punctuation_survives() -> None:
    assert redact("Use password=hunter2x.").text == "Use password=[REDACTED:password]."


def test_key_inside_assignment_reports_the_specific_kind() -> None:
    key = k("sk-ant-", "api03-", ALNUM)
    result = redact(f'api_key: "{key}"')
    assert result.text == 'api_key: "[REDACTED:anthropic-key]"'
    assert result.found == ["anthropic-key"]


def test_empty_and_marker_only() -> None:
    assert redact("").text == ""
    assert redact("[REDACTED:password]").found == []


def test_large_pathological_input_is_redacted() -> None:
    # No wall-clock assertion (machines here are noisy); pytest-timeout catches a regex blow-up.
    blob = ("A9b8C7d6" * 50_000) + " password=hunter2x " + ("x/" * 100_000) + "postgres" * 20_000
    result = redact(blob)
    assert "hunter2x" not in result.text


FRAGMENTS = st.sampled_from(
    [s[0] for s in SECRETS]
    + INNOCUOUS
    + [
        "password",
        "=",
        ":",
        " ",
        "\n",
        "token ",
        "[REDACTED:jwt]",
        "@",
        "://",
        '"',
        "'",
        "sk-",
        "eyJ",
        "-----BEGIN RSA PRIVATE KEY-----",
        "-----END RSA PRIVATE KEY-----",
        "Bearer ",
        "0123456789abcdef" * 3,
    ]
)
TEXTS = st.one_of(
    st.text(max_size=300),
    st.lists(st.one_of(FRAGMENTS, st.text(max_size=20)), max_size=12).map("".join),
)


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_redact_never_raises_and_is_idempotent(text: str) -> None:
    once = redact(text)
    twice = redact(once.text)
    assert twice.text == once.text
    assert twice.found == []
    # Markers are well-formed and nothing but markers was inserted (a text that already held
    # a broken "[REDACTED:" keeps exactly those).
    stray = MARKER_RE.sub("", text).count("[REDACTED:")
    assert MARKER_RE.sub("", once.text).count("[REDACTED:") <= stray


# -- the fast path for short words ---------------------------------------------------------


def _min_width(pattern: re.Pattern[str]) -> int:
    try:
        from re import _parser as parser  # Python >= 3.11
    except ImportError:  # pragma: no cover
        import sre_parse as parser  # type: ignore[no-redef]
    return int(parser.parse(pattern.pattern, pattern.flags).getwidth()[0])


def test_every_rule_that_needs_no_separator_is_longer_than_the_fast_path() -> None:
    from cognition import redact as r

    # These need whitespace, ':' or '=' in what they match.
    separated = {
        "private-key",
        "url-password",
        "bearer-token",
        "password",
        "azure-key",
        "discord-webhook",
        "telegram-token",
    }
    for rule in r._RULES:
        if rule.kind not in separated:
            assert _min_width(rule.pattern) >= r._SHORTEST_UNSEPARATED, rule.kind
    assert _min_width(r._NEAR_LABEL) >= r._SHORTEST_UNSEPARATED
    assert _min_width(r._TOKEN) >= r._SHORTEST_UNSEPARATED  # unlabelled high-entropy tokens


@given(st.text(alphabet="abcxyzAKIA0189-_./+@#$%~'\"()[]{}<>!?,;", max_size=14))
def test_short_text_without_separators_is_never_redacted_even_the_slow_way(text: str) -> None:
    from cognition import redact as r

    assert r._apply_once(text, []) == text
    assert redact(text).text == text


# -- the needles that let a rule skip a text ------------------------------------------------


def _every_pattern():
    from cognition import redact as r

    yield from ((rule.kind, rule.pattern, rule.needs) for rule in r._RULES)
    yield "assign", r._ASSIGN, r._ASSIGN_NEEDS
    yield "near-label", r._NEAR_LABEL, r._NEAR_NEEDS
    yield "cookie", r._COOKIE, ("cookie",)


def _needles_hold(text: str) -> None:
    for kind, pattern, needs in _every_pattern():
        for m in pattern.finditer(text):
            assert any(n in m.group(0).lower() for n in needs), (kind, m.group(0))


def test_every_match_of_the_tables_holds_a_needle() -> None:
    from tests.test_redact_corpus import NEGATIVES, POSITIVES

    for text in [s[0] for s in SECRETS] + INNOCUOUS + [p[0] for p in POSITIVES] + NEGATIVES:
        _needles_hold(text)


@settings(max_examples=300, deadline=None)
@given(TEXTS)
def test_every_match_holds_a_needle(text: str) -> None:
    _needles_hold(text)
