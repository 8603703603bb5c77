"""The "fresh6" capture sessions: written in session 12 (2026-12-03) by a helper blind to capture's
rules, before capture was run on them. Same step kinds and labels as sessions.py, which renders
them after its own and the fresh3-5 ones."""

from __future__ import annotations

from typing import Any

FRESH6: list[dict[str, Any]] = [
    {
        "name": "fresh6-deploy-channel-correction",
        "split": "fresh6",
        "steps": [
            (
                "user",
                "Hook the deploy script up to Slack. Send the deploy notifications to #deploys, the webhook URL is in SLACK_WEBHOOK_URL.",
            ),
            ("read", "scripts/deploy.sh", "#!/usr/bin/env bash\nset -euo pipefail\n./build.sh\n"),
            ("edit", "scripts/deploy.sh"),
            (
                "assistant",
                'Added a `notify` function that posts `{"channel": "#deploys", "text": ...}` to $SLACK_WEBHOOK_URL after a successful deploy.',
            ),
            (
                "user",
                "Hmm wait, I got that wrong, #deploys is the old channel and nobody reads it anymore. Deploy notifications go to #release-train now.",
            ),
            ("edit", "scripts/deploy.sh"),
            ("bash", "shellcheck scripts/deploy.sh", ""),
            ("assistant", "Switched the channel to #release-train; shellcheck is clean."),
        ],
        "lessons": [{"keys": ["#release-train"], "not": ["notifications to #deploys"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh6-decision-settings",
        "split": "fresh6",
        "steps": [
            (
                "user",
                "Our config is spread over config/dev.yaml, config/staging.yaml and config/prod.yaml. Should we keep the YAML files or move to env vars with pydantic-settings?",
            ),
            (
                "read",
                "app/config.py",
                "def load():\n    with open(f'config/{ENV}.yaml') as f:\n        return yaml.safe_load(f)\n",
            ),
            (
                "assistant",
                "YAML files are easy to read but each environment has its own copy, so keys can go missing in one of them. pydantic-settings reads typed settings from environment variables and fails at startup when one is missing.",
            ),
            (
                "user",
                "Let's move to pydantic-settings. The YAML files keep drifting between environments, and Kubernetes already injects the secrets as env vars anyway.",
            ),
            ("edit", "app/config.py"),
            ("bash", "git rm config/dev.yaml config/staging.yaml config/prod.yaml", ""),
            ("bash", "pytest tests/test_config.py -q", "6 passed in 0.44s"),
            (
                "assistant",
                "app/config.py now defines a `Settings(BaseSettings)` class; the YAML files are gone and the config tests pass.",
            ),
        ],
        "lessons": [{"keys": ["pydantic-settings", "yaml"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh6-index-lock-incident",
        "split": "fresh6",
        "steps": [
            (
                "user",
                "Yesterday's deploy hung for 20 minutes and checkout was timing out the whole time. Can you figure out what happened?",
            ),
            (
                "bash",
                "grep -i lock logs/deploy-2026-12-02.log | head -3",
                "waiting for AccessExclusiveLock on relation orders\nmigration 0042_orders_customer_idx still running after 1190s",
            ),
            (
                "read",
                "migrations/0042_orders_customer_idx.sql",
                "CREATE INDEX orders_customer_idx ON orders (customer_id);\n",
            ),
            (
                "assistant",
                "Migration 0042 built an index on the orders table (about 80M rows) with a plain CREATE INDEX, which blocks every write to the table until it finishes. That's why checkout timed out. `CREATE INDEX CONCURRENTLY` builds it without blocking writes; it just can't run inside a transaction.",
            ),
            ("user", "Ugh. Ok, rewrite it to use CONCURRENTLY and mark the migration non-atomic."),
            ("edit", "migrations/0042_orders_customer_idx.sql"),
            ("bash", "make migrate-check", "0042_orders_customer_idx: ok (non-atomic)"),
            (
                "user",
                "From now on, indexes on big tables always get created with CONCURRENTLY. I don't want a repeat of this.",
            ),
            ("assistant", "Understood."),
        ],
        "lessons": [{"keys": ["concurrently", "index"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh6-route-naming-in-passing",
        "split": "fresh6",
        "steps": [
            (
                "user",
                "Add an endpoint that exports a customer's invoices as CSV. btw all our routes use kebab-case paths under /api/v2, so keep it consistent with the rest.",
            ),
            (
                "read",
                "api/routes/invoices.py",
                "@router.get('/api/v2/invoices/{invoice_id}/pdf-download')\n",
            ),
            ("edit", "api/routes/invoices.py"),
            ("bash", "pytest tests/api/test_invoices.py -q", "14 passed in 1.27s"),
            (
                "assistant",
                "Added GET /api/v2/customers/{customer_id}/invoice-export returning text/csv, with a test for an empty and a filled account.",
            ),
            ("user", "Nice, ship it."),
        ],
        "lessons": [{"keys": ["kebab-case"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh6-sftp-tool-stored",
        "split": "fresh6",
        "steps": [
            (
                "user",
                "FYI the logistics vendor moved their SFTP drop to sftp.acme-logistics.net on port 2222. Please remember that, then fix the nightly sync script.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "The logistics vendor's SFTP drop is sftp.acme-logistics.net, port 2222.",
                    "layer": "fact",
                },
                '{"id":"58","action":"stored"}',
                False,
            ),
            ("assistant", "Saved: the vendor's SFTP drop is sftp.acme-logistics.net:2222."),
            ("read", "jobs/vendor_sync.py", "HOST = 'ftp.acme-logistics.com'\nPORT = 22\n"),
            ("edit", "jobs/vendor_sync.py"),
            ("bash", "pytest tests/test_vendor_sync.py -q", "5 passed in 0.62s"),
            ("assistant", "jobs/vendor_sync.py now connects to sftp.acme-logistics.net:2222."),
        ],
        "lessons": [],
        "tool_stored": [["sftp.acme-logistics.net"]],
    },
    {
        "name": "fresh6-chitchat-generators",
        "split": "fresh6",
        "steps": [
            (
                "user",
                "Quick question, what's the actual difference between a list comprehension and a generator expression?",
            ),
            (
                "assistant",
                "A list comprehension builds the whole list in memory right away. A generator expression, written with parentheses, yields items one at a time as you iterate, so it uses almost no memory but can only be consumed once.",
            ),
            ("user", "So for sum() over a big file I'd use the generator one?"),
            (
                "assistant",
                "Yes: `sum(len(line) for line in f)` never holds the whole file in memory.",
            ),
            ("user", "Cool, thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
