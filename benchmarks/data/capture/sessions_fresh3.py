"""The "fresh3" capture sessions: written in session 11 (2026-12-02) before capture was run on
them, in the words people use in a working session (then six rules came from their misses), and
the "fresh4" ones, written after those rules and before capture ran on them. Same step kinds and labels
as sessions.py, which renders them after its own."""

from __future__ import annotations

from typing import Any

FRESH3: list[dict[str, Any]] = [
    {
        "name": "fresh3-logging-convention",
        "split": "fresh3",
        "steps": [
            ("user", "Add some logging to the payment retry loop in billing/retry.py."),
            ("read", "billing/retry.py", "for attempt in range(5):\n    charge(order)\n"),
            ("edit", "billing/retry.py"),
            (
                "assistant",
                "Added print statements with the attempt number and the error before each retry.",
            ),
            (
                "user",
                "Please don't use print in this codebase. We log everything through structlog with a bound logger, so the JSON logs stay parseable.",
            ),
            ("edit", "billing/retry.py"),
            (
                "assistant",
                "Replaced the prints with `log = structlog.get_logger().bind(order_id=...)` and `log.warning(...)` calls.",
            ),
            ("bash", "pytest billing -q", "31 passed in 3.02s"),
        ],
        "lessons": [{"keys": ["structlog"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh3-csv-oom",
        "split": "fresh3",
        "steps": [
            ("user", "The nightly import worker got OOM-killed again. Can you find out why?"),
            (
                "bash",
                "kubectl logs import-worker-7d9f --previous | tail -3",
                "Loading customers.csv (2.3 GB)\nKilled",
            ),
            ("read", "importer/load.py", "df = pd.read_csv(path)\nfor row in df.itertuples():\n"),
            (
                "assistant",
                "The worker reads the whole 2.3 GB customers.csv into one pandas DataFrame before processing it, which exceeds the pod's 2 GiB memory limit. Reading it in chunks with `pd.read_csv(path, chunksize=50_000)` keeps memory flat.",
            ),
            ("user", "Makes sense, do the chunked read."),
            ("edit", "importer/load.py"),
            ("bash", "pytest importer -q", "12 passed in 1.88s"),
            (
                "user",
                "Good catch. For the record: big CSV imports must be read in chunks, never loaded whole.",
            ),
            ("assistant", "Noted."),
        ],
        "lessons": [{"keys": ["chunk", "csv"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh3-decision-rq",
        "split": "fresh3",
        "steps": [
            (
                "user",
                "We need a background job queue for sending emails. Celery or RQ? We already run Redis.",
            ),
            (
                "assistant",
                "Both work with Redis. Celery has more features (schedules, chords, many brokers) but more moving parts; RQ is a small library with one worker process type and a simple API.",
            ),
            (
                "user",
                "Let's go with RQ. Celery is overkill for a handful of email jobs and nobody here wants to debug its config.",
            ),
            ("edit", "pyproject.toml"),
            ("edit", "app/jobs.py"),
            (
                "assistant",
                "Added rq to the dependencies and an `enqueue_email` helper in app/jobs.py.",
            ),
        ],
        "lessons": [{"keys": ["rq", "celery"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh3-chitchat-regex",
        "split": "fresh3",
        "steps": [
            ("user", "What does this regex do? ^(?=.*\\d)(?=.*[a-z]).{8,}$"),
            (
                "assistant",
                "It matches strings of at least 8 characters that contain at least one digit and at least one lowercase letter; the two lookaheads check those conditions without consuming input.",
            ),
            ("user", "thanks, and why the ^ and $?"),
            (
                "assistant",
                "They anchor the match to the whole string, so a longer string can't match just a part of it.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh3-bucket-correction",
        "split": "fresh3",
        "steps": [
            ("user", "Upload the new product images to the staging bucket, it's shop-images-stg."),
            (
                "bash",
                "aws s3 cp ./images s3://shop-images-stg/ --recursive",
                "upload failed: An error occurred (NoSuchBucket) when calling the PutObject operation: The specified bucket does not exist",
            ),
            (
                "user",
                "Oh wait, my bad, that bucket was deleted in the migration. The staging images live in shop-assets-staging now.",
            ),
            (
                "bash",
                "aws s3 cp ./images s3://shop-assets-staging/images/ --recursive",
                "upload: images/sofa.jpg to s3://shop-assets-staging/images/sofa.jpg",
            ),
            ("assistant", "Uploaded the images to s3://shop-assets-staging/images/."),
        ],
        "lessons": [{"keys": ["shop-assets-staging"], "not": ["it's shop-images-stg"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh3-tool-stored-base-url",
        "split": "fresh3",
        "steps": [
            (
                "user",
                "The partner API moved to https://partners.example.com/api/v3, the v2 URL stops working on Friday. Save that.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The partner API base URL is https://partners.example.com/api/v3; the v2 URL stops working on Friday.",
                    "layer": "fact",
                },
                '{"id":"31","action":"stored"}',
                False,
            ),
            ("assistant", "Saved: the partner API is at https://partners.example.com/api/v3."),
            ("user", "Now update the client to use the v3 base URL."),
            ("edit", "partners/client.py"),
            ("bash", "pytest partners -q", "9 passed in 0.91s"),
            ("assistant", "partners/client.py now uses the v3 base URL; tests pass."),
        ],
        "lessons": [],
        "tool_stored": [["partners.example.com/api/v3"]],
    },
    {
        "name": "fresh3-commit-style",
        "split": "fresh3",
        "steps": [
            ("user", "Commit the retry fix."),
            (
                "bash",
                "git commit -am 'fixed stuff'",
                "[main 4be1c2a] fixed stuff\n 1 file changed, 6 insertions(+), 2 deletions(-)",
            ),
            (
                "user",
                "Please amend that. I prefer Conventional Commits here, like `fix(billing): retry declined cards once`, small commits with a scope.",
            ),
            (
                "bash",
                "git commit --amend -m 'fix(billing): retry declined cards once'",
                "[main 9ac03f1] fix(billing): retry declined cards once",
            ),
            ("assistant", "Amended to `fix(billing): retry declined cards once`."),
        ],
        "lessons": [{"keys": ["conventional commits"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh3-node-version",
        "split": "fresh3",
        "steps": [
            ("user", "npm ci fails on my machine with an engine error."),
            (
                "bash",
                "npm ci",
                'npm ERR! engine Unsupported engine: wanted: {"node":">=20"} (current: {"node":"18.19.0"})',
            ),
            ("read", ".nvmrc", "20\n"),
            (
                "assistant",
                "The project requires Node 20 (.nvmrc and package.json engines) and your shell runs Node 18.19. Run `nvm use` in the repo to switch.",
            ),
            (
                "user",
                "Right, we moved everything to Node 20 last month, CI and the Docker images too.",
            ),
            ("bash", "nvm use && npm ci", "Now using node v20.11.1\nadded 812 packages in 14s"),
        ],
        "lessons": [{"keys": ["node 20"]}],
        "tool_stored": [],
    },
]

# "fresh4": written in session 11 after the rules fresh3 led to, before capture ran on them.
FRESH4: list[dict[str, Any]] = [
    {
        "name": "fresh4-release-branch",
        "split": "fresh4",
        "steps": [
            ("user", "Deploy the hotfix to production."),
            ("bash", "git branch --show-current", "main"),
            (
                "user",
                "Hold on. We deploy from the release branch, never from main. Cherry-pick the fix onto release/2026.11 first.",
            ),
            (
                "bash",
                "git checkout release/2026.11 && git cherry-pick 4be1c2a",
                "[release/2026.11 7c1d2e0] fix: null cart",
            ),
            ("bash", "make deploy ENV=production", "deployed release/2026.11@7c1d2e0"),
            ("assistant", "Cherry-picked the fix onto release/2026.11 and deployed it."),
        ],
        "lessons": [{"keys": ["release branch"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh4-chitchat-rerun",
        "split": "fresh4",
        "steps": [
            (
                "user",
                "We spent all morning on the payment bug, ugh. Anyway, test_checkout_total is failing now, can you look?",
            ),
            ("bash", "pytest tests/test_checkout.py -q", "1 failed, 14 passed"),
            (
                "assistant",
                "test_checkout_total failed once with a timeout talking to the tax service stub; it passed on a rerun.",
            ),
            ("user", "Yeah that one is flaky, we normally just rerun it. Thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh4-postgres-it-is",
        "split": "fresh4",
        "steps": [
            ("user", "Should the new audit log go in SQLite or Postgres?"),
            (
                "assistant",
                "SQLite is simpler to run, but it allows one writer at a time; Postgres handles many concurrent writers.",
            ),
            (
                "user",
                "Ok, Postgres it is. SQLite won't cope with the twelve API workers writing at once.",
            ),
            ("edit", "audit/store.py"),
            ("assistant", "The audit log now writes to the Postgres `audit_events` table."),
        ],
        "lessons": [{"keys": ["postgres", "audit"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh4-no-mocks",
        "split": "fresh4",
        "steps": [
            ("user", "Write an integration test for the invoice repository."),
            ("edit", "tests/integration/test_invoices.py"),
            ("assistant", "Added a test that mocks the database session and checks the SQL."),
            (
                "user",
                "Don't mock the database in integration tests. They run against a real Postgres in Docker via docker compose.",
            ),
            ("edit", "tests/integration/test_invoices.py"),
            (
                "bash",
                "docker compose run --rm tests pytest tests/integration -q",
                "6 passed in 4.10s",
            ),
        ],
        "lessons": [{"keys": ["mock", "integration tests"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh4-metrics-host",
        "split": "fresh4",
        "steps": [
            ("user", "Point the Prometheus scrape config at the new metrics host."),
            (
                "read",
                "deploy/prometheus.yml",
                "  - targets: ['metrics-old.internal:9100']\n",
            ),
            (
                "assistant",
                "The scrape target is metrics-old.internal:9100. Should I keep that host?",
            ),
            (
                "user",
                "Hmm no, that's the old box. The exporter runs on metrics.internal:9100 since the datacenter move.",
            ),
            ("edit", "deploy/prometheus.yml"),
            ("assistant", "Updated the target to metrics.internal:9100."),
        ],
        "lessons": [{"keys": ["metrics.internal:9100"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh4-vitest",
        "split": "fresh4",
        "steps": [
            ("user", "Add a unit test for formatPrice."),
            ("read", "jest.config.js", "module.exports = { testEnvironment: 'node' }\n"),
            (
                "user",
                "FYI we switched from Jest to Vitest in October, that jest config is dead. Put the test next to the file as formatPrice.test.ts.",
            ),
            ("edit", "src/formatPrice.test.ts"),
            ("bash", "npx vitest run src/formatPrice.test.ts", "1 passed"),
        ],
        "lessons": [{"keys": ["vitest"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh4-assistant-walkthrough",
        "split": "fresh4",
        "steps": [
            ("user", "Walk me through how the app starts."),
            ("read", "app/main.py", "cfg = load()\napp = build(cfg)\nserve(app)\n"),
            (
                "assistant",
                "We read the config with load(), then we build the app from it and hand it to serve(), which binds the port. We never touch the database until the first request.",
            ),
            ("user", "ok thanks"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh4-vpn-tool-stored",
        "split": "fresh4",
        "steps": [
            ("user", "Remember that staging deploys need the VPN."),
            (
                "tool",
                "mcp__memory__remember",
                {"content": "Staging deploys need the VPN.", "layer": "fact"},
                '{"id":"44","action":"stored"}',
                False,
            ),
            ("assistant", "Saved."),
            ("user", "Deploy the branch to staging."),
            ("bash", "make deploy ENV=staging", "error: staging.internal: connection timed out"),
            ("user", "Yeah we always need the VPN for staging, connecting now."),
            ("bash", "make deploy ENV=staging", "deployed feature/cart@1a2b3c4"),
        ],
        "lessons": [],
        "tool_stored": [["vpn"]],
    },
]

# "fresh5": written in session 11 after fresh4's rules, before capture ran on them.
FRESH5: list[dict[str, Any]] = [
    {
        "name": "fresh5-ports-heads-up",
        "split": "fresh5",
        "steps": [
            ("user", "Start the app locally and hit the health endpoint."),
            (
                "bash",
                "curl -s localhost:8000/health",
                "curl: (7) Failed to connect to localhost port 8000",
            ),
            (
                "user",
                "Oh right, the dev server runs on port 3001 since we added the proxy. 8000 is the proxy itself and only runs in docker.",
            ),
            ("bash", "curl -s localhost:3001/health", '{"ok": true}'),
            ("assistant", "The health endpoint on port 3001 answers ok."),
        ],
        "lessons": [{"keys": ["3001"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh5-chitchat-naming",
        "split": "fresh5",
        "steps": [
            ("user", "What's a good name for a function that merges two sorted lists?"),
            (
                "assistant",
                "`merge_sorted` is clear; `merge_two_sorted_lists` if you want it explicit.",
            ),
            ("user", "we'll go with merge_sorted, thanks"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh5-timezone-rule",
        "split": "fresh5",
        "steps": [
            ("user", "Add a created_at column to the comments table."),
            ("edit", "db/migrations/0042_comments_created_at.sql"),
            ("assistant", "Added `created_at TIMESTAMP NOT NULL DEFAULT now()`."),
            (
                "user",
                "Use timestamptz, not timestamp. All our timestamps are stored with time zone in UTC.",
            ),
            ("edit", "db/migrations/0042_comments_created_at.sql"),
            ("assistant", "Changed the column to `TIMESTAMPTZ NOT NULL DEFAULT now()`."),
        ],
        "lessons": [{"keys": ["timestamptz"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh5-flaky-fix",
        "split": "fresh5",
        "steps": [
            ("user", "test_send_digest fails randomly in CI, can you look?"),
            ("read", "tests/test_digest.py", "assert sent_at.minute == now().minute\n"),
            (
                "assistant",
                "The test compares minutes of two clock reads; when the run crosses a minute boundary it fails. The fix is to freeze the clock with freezegun in this test.",
            ),
            ("edit", "tests/test_digest.py"),
            ("bash", "pytest tests/test_digest.py -q", "3 passed in 0.40s"),
            ("user", "nice, thanks"),
        ],
        "lessons": [{"keys": ["freeze", "clock"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh5-decide-tool",
        "split": "fresh5",
        "steps": [
            (
                "user",
                "Record the decision: we'll use Alembic for migrations, not hand-written SQL.",
            ),
            (
                "tool",
                "mcp__memory__decide",
                {
                    "choice": "Use Alembic for migrations, not hand-written SQL.",
                    "rationale": "autogenerate and downgrade paths",
                },
                '{"id":"51","action":"stored"}',
                False,
            ),
            ("assistant", "Recorded: migrations go through Alembic instead of hand-written SQL."),
            (
                "user",
                "Cool. Also, we use Alembic's autogenerate but always review the generated file.",
            ),
        ],
        "lessons": [{"keys": ["autogenerate", "review"]}],
        "tool_stored": [["alembic", "hand-written"]],
    },
    {
        "name": "fresh5-we-tried",
        "split": "fresh5",
        "steps": [
            ("user", "Why is the search page so slow?"),
            (
                "bash",
                "EXPLAIN ANALYZE SELECT * FROM products WHERE name ILIKE '%lamp%'",
                "Seq Scan on products (cost=0.00..18334.00) (actual time=412.3 ms)",
            ),
            (
                "assistant",
                "The ILIKE with a leading wildcard can't use a btree index; Postgres scans all 600K products. A trigram GIN index (pg_trgm) makes it fast.",
            ),
            (
                "user",
                "We tried pg_trgm last year and it bloated the disk. Let's just cap the results and add a 'load more' button.",
            ),
            ("edit", "search/views.py"),
        ],
        "lessons": [{"keys": ["pg_trgm"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh5-assistant-summary",
        "split": "fresh5",
        "steps": [
            ("user", "Summarize what the payments module does."),
            (
                "read",
                "payments/__init__.py",
                "from .charge import charge\nfrom .refund import refund\n",
            ),
            (
                "assistant",
                "The payments module charges cards through Stripe, refunds charges, and stores each attempt in the payments table. It always retries a failed charge once.",
            ),
            ("user", "ok"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh5-correction-owner",
        "split": "fresh5",
        "steps": [
            ("user", "Ask the platform team about the Kafka upgrade; Dana leads it."),
            ("assistant", "I'll draft a message to Dana about the Kafka upgrade."),
            (
                "user",
                "Actually, Dana moved to the data team last month. Priya leads the platform team now.",
            ),
            ("assistant", "Got it, the message goes to Priya."),
        ],
        "lessons": [{"keys": ["priya", "platform team"]}],
        "tool_stored": [],
    },
]
