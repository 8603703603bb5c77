"""The redaction corpus: credentials in the shapes they take in notes, commands and config files
(every one must lose its secret part), and ordinary coding text (which must come out unchanged).

docs/reliability.md reports its size and results. Secrets are assembled from pieces so that no
credential-shaped literal sits in the source.
"""

from __future__ import annotations

import pytest

from cognition.redact import redact


def k(*parts: str) -> str:
    return "".join(parts)


B62 = k("Zk93ab71QpLmNx8W", "vT2rYs5UcD4eF6gH")  # 32 random-looking base62 characters
HEX40 = k("3eb6f2c1a9d84e0b", "7c6f5a4d3e2b1c0f9e8d7c6b")
AZ = k(
    "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1", "OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
)
TG = k("5869384710", ":AA", "HdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0")
DISCORD = k(
    "https://discord.com/api/",
    "webhooks/1182739465018273645/",
    "q8W3eR5tY7uI9oP1aS2dF4gHjK6lZ0xC-vB_nM",
)
AGE = k("AGE-SECRET-", "KEY-1", "QYZ3ENS4WQZ2K3XQCZ6T5E0JL8Q9MSQ3PNQZ3KHW8S4E6WT9ZQ5SQ7VNR2Q")

# (text, the part that must disappear)
POSITIVES = [
    # passwords in prose
    ("my password is hunter2x", "hunter2x"),
    ("The password for the staging db was S3cret!x.", "S3cret!x"),
    ("FYI the wifi passphrase is c0ffee-Shop-42", "c0ffee-Shop-42"),
    ("remember: admin pw is Adm1n#2024 until rotation", "Adm1n#2024"),
    ("her Passwords are 'Tr1cky_one' now", "Tr1cky_one"),
    ("the root password was changed to N3wR00t! yesterday", "N3wR00t!"),
    ("pwd is qwerty123 on the test box", "qwerty123"),
    # command lines
    ("curl -u admin:pw0rd123 https://api.internal/v1/status", "pw0rd123"),
    ("curl --user deploy:Sup3rS3cret -X POST https://ci.local/job", "Sup3rS3cret"),
    ("curl -s -u 'svc:H4rd2Guess' https://x.test", "H4rd2Guess"),
    ("mysql -u root -pS3cr3tPw shop < dump.sql", "S3cr3tPw"),
    ("mysqldump -h db -u app -papp_pass_99 shop > backup.sql", "app_pass_99"),
    ("docker login -u ci -p dckr9Secret registry.example.com", "dckr9Secret"),
    ("podman login --username ci -p Pdm4nPass quay.io", "Pdm4nPass"),
    ("sshpass -p 'Ssh!Pass42' ssh deploy@10.0.0.5", "Ssh!Pass42"),
    ("sshpass -p hunter22 scp file host:/tmp", "hunter22"),
    ("run: docker login --password=Dkr1Pass ghcr.io", "Dkr1Pass"),
    # connection strings and config
    (
        f"DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={AZ};EndpointSuffix=core.windows.net",
        AZ[:40],
    ),
    (
        f"Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey={B62}=",
        B62,
    ),
    (k('{"type": "service_account", "private_key_id": "', HEX40, '"}'), HEX40),
    (k("private_key_id: ", HEX40), HEX40),
    # webhooks and bot tokens
    (f"alerts go to {DISCORD}", "q8W3eR5tY7uI9oP1aS2dF4gH"),
    (f"TELEGRAM_BOT={TG}", TG.split(":")[1]),
    (f"the bot token {TG} posts to #ops", TG.split(":")[1]),
    (f"use {TG} for the notifier", TG.split(":")[1]),
    (f"age key: {AGE}", AGE[16:]),
    (f"{AGE}", AGE[16:]),
    # cookies
    ("Cookie: sessionid=8f7a6b5c4d3e2f1a0b9c; csrftoken=Zx9YwVuT", "8f7a6b5c4d3e2f1a0b9c"),
    ("Set-Cookie: session=eyJ1c2VyIjoxfQabc123; Path=/; HttpOnly", "eyJ1c2VyIjoxfQabc123"),
    ("curl -H 'Cookie: auth=Ab12Cd34Ef56' https://x", "Ab12Cd34Ef56"),
    # labelled assignments behind a label (the known gap)
    (
        k("AWS secret: aws_secret_access_key = ", "wJalrXUtnFEMI/K7MDENG/", "bPxRfiCYzQ8kW3nM"),
        "bPxRfiCYzQ8kW3nM",
    ),
    (k("token: api_key = ", B62), B62),
    (k("creds: password = ", "Pa55word!x"), "Pa55word!x"),
    # unlabelled generated tokens
    (f"use {B62} for the staging box", B62),
    (f"it was {k('wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCYzQ8kW3nM')} all along", "bPxRfiCYzQ8kW3nM"),
    (f"export FOO={B62}", B62),
    (f"the value '{B62}' works", B62),
    (k("X-Api-Hdr: ", "9sK2LmQ7vX4nB8cR1tY6wE3z"), "9sK2LmQ7vX4nB8cR1tY6wE3z"),
    # decision alternatives as typed (the CLI and MCP split after redaction)
    ("Password: S3cretAbc123: too risky", "S3cretAbc123"),
    ("mysql -uroot -p'My5ql!pw' -e 'select 1'", "My5ql!pw"),
]

NEGATIVES = [
    # version control
    f"commit {HEX40} fixed the flaky test",
    "Merged 3eb6f2c into main; reverted a1b2c3d4 after the outage.",
    "git rebase -i HEAD~3 then git push --force-with-lease origin feature/login-form",
    "tag v2.14.0-rc.1 points at 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "diff --git a/src/app.py b/src/app.py index 83db48f..bf269f4 100644",
    # identifiers and hashes
    "request id 8f17eb21-e000-4a82-b162-258d3c64e464 timed out",
    "trace 4bf92f3577b34da6a3ce929d0e0e4736 span 00f067aa0ba902b7",
    "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "image: ghcr.io/acme/api@sha256:4d2c1e0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d",
    "integrity sha512-Zk93ab71QpLmNx8WvT2rYs5UcD4eF6gHZk93ab71QpLmNx8WvT2rYs5UcD4eF6gH== in package-lock",
    "pod web-7d4b9c8f6-x2kq9 restarted 3 times",
    "arn:aws:iam::123456789012:role/service-role/LambdaExec2024",
    "s3://acme-prod-artifacts/builds/2024/11/web-1.4.2.tar.gz",
    "The YouTube id dQw4w9WgXcQ is in the fixtures.",
    "ULID 01ARZ3NDEKTSV4RRFFQ69G5FAV sorts by time",
    "nanoid V1StGXR8_Z5jdHi6B-myT is 21 chars",
    # paths and URLs
    "see /home/dev/proj/src/auth/token_store.py and ./tests/test_tokens.py",
    "edit src/components/UserProfileCard2.tsx and src/hooks/useAuthToken.ts",
    "C:\\Users\\dev\\AppData\\Local\\Programs\\Python\\Python311\\python.exe",
    "https://github.com/acme/shop/blob/main/src/payments/StripeWebhookHandler2.java#L42",
    "https://docs.python.org/3/library/re.html#re.sub explains it",
    "open http://localhost:8080/api/v2/users?page=2&per_page=50",
    "node_modules/@babel/plugin-transform-runtime/lib/index.js",
    "the notebook is at docs/notebooks/decay_curves_v2.ipynb",
    # code
    "def test_roundtrip_of_random_stores_is_exact_and_idempotent(tmp_path, first, more):",
    "const userAuthenticationService2 = new AuthenticationServiceImpl(config);",
    "token = os.environ['GH_TOKEN']",
    "api_key = load_key()",
    "self._client = anthropic.Anthropic(api_key=api_key, base_url=base_url)",
    "client = Client(api_key=self._key, max_retries=3)",
    "password = getpass.getpass()",
    "if (password.length < 12) throw new Error('password is too short')",
    "SELECT id, password_hash FROM users WHERE email = ?",
    "max_tokens: 4096",
    "The tokenizer: bert-base-uncased",
    "author: Jane Doe",
    "ENCODED = base64.b64encode(b'hello')  # aGVsbG8=",
    "assert decode('SGVsbG8gV29ybGQ=') == 'Hello World'",
    "class HTTP2ConnectionPoolManagerFactory(BaseFactory):",
    "x = np.linspace(0, 1, 100); y = np.sin(2 * np.pi * x)",
    "for i in range(len(items)): total += items[i].price * items[i].qty",
    "return f'{self.__class__.__name__}(id={self.id!r})'",
    "useEffect(() => { fetchData(); }, [userId, pageSize]);",
    "CREATE INDEX memory_hash ON memory(content_hash);",
    "PYTHONPATH=. pytest -q -n 2 tests/test_recall.py::test_prefix_match",
    "kubectl rollout restart deployment/web -n prod",
    "docker run --rm -p 8080:80 -v $PWD:/app nginx:1.25-alpine",
    "docker login ghcr.io -u ci --password-stdin < token.txt",
    "mysql -u root -p shop   # prompts for the password",
    "mysql -h db -P 3306 -u app -p",
    "curl -u $USER:$TOKEN https://api.example.com",
    "curl -u admin https://x.test  # asks for the password",
    "sshpass -f ~/.ssh/pass ssh host",
    # prose about secrets
    "The password: never store it in the repo.",
    "Read the password from $DB_PASSWORD at startup, never inline it.",
    "the password is required for every login",
    "my password is stored in 1Password under 'prod db'",
    "The password was rotated on Monday.",
    "the passphrase is the one from the vault",
    "Keep secrets out of git; we use sops for that.",
    "Bearer authentication is required for every /api/v2 route.",
    "We rotate the AKIA keys every 90 days.",
    "Set the Cookie: header only over HTTPS.",
    "the cookie is cleared at logout",
    "the bot token lives in TELEGRAM_BOT_TOKEN, never in code",
    "Discord webhooks go to #alerts (URL in the vault)",
    "age keys are in ~/.config/sops/age/keys.txt",
    "AccountKey goes in the connection string; ours is in Key Vault",
    # ordinary notes
    "deploys go through make ship; never on a Friday",
    "the flaky test was a race in the cache warmup; fixed by awaiting init",
    "postgres 16 in docker for tests, 15 in prod until the upgrade",
    "we chose tabs over spaces in 2019 and regret nothing",
    "p95 latency went from 240 ms to 95 ms after the index on (user_id, created_at)",
    "the build takes 4m32s on CI and 1m10s locally",
    "Python 3.11.9, numpy 1.26.4, aiosqlite 0.20.0",
    "ISO date 2024-11-05T14:30:00Z, epoch 1730817000",
    "use snake_case for files, PascalCase for classes, UPPER_CASE for constants",
    "The migration m003_write_indexes adds merge_key and link_queue.",
    "error: cannot use the memory store /home/dev/app/.cognimem/memory.db: database is locked",
    "TypeError: Cannot read properties of undefined (reading 'map')",
    "ModuleNotFoundError: No module named 'sentence_transformers'",
    "E2E_TEST_ACCOUNT is the staging user; its password comes from CI secrets",
]


@pytest.mark.parametrize(
    ("text", "secret"), POSITIVES, ids=[f"pos-{i}" for i in range(len(POSITIVES))]
)
def test_every_secret_of_the_corpus_is_removed(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out.text, out.text
    assert out.found, text


@pytest.mark.parametrize("text", NEGATIVES, ids=[f"neg-{i}" for i in range(len(NEGATIVES))])
def test_ordinary_coding_text_is_unchanged(text: str) -> None:
    out = redact(text)
    assert out.text == text and out.found == []


def test_the_corpus_is_as_large_as_the_docs_say() -> None:
    # docs/reliability.md quotes these sizes; change both together.
    assert len(POSITIVES) == 40 and len(NEGATIVES) == 82
