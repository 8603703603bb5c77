"""The "fresh8" capture sessions: written in session 12 (2026-12-03) by a third helper blind to
capture's rules, before capture was run on them. Same step kinds and labels as sessions.py, which
renders them after its own and the fresh3-7 ones."""

from __future__ import annotations

from typing import Any

FRESH8: list[dict[str, Any]] = [
    {
        "name": "fresh8-log-retention-correction",
        "split": "fresh8",
        "steps": [
            (
                "user",
                "Can you set the Loki log retention to 14 days in the helm values for the prod cluster? Disk on the log nodes keeps filling up.",
            ),
            (
                "read",
                "deploy/helm/loki/values-prod.yaml",
                "loki:\n  limits_config:\n    retention_period: 0s\n  compactor:\n    retention_enabled: false\n",
            ),
            ("edit", "deploy/helm/loki/values-prod.yaml"),
            (
                "bash",
                "helm template loki deploy/helm/loki -f deploy/helm/loki/values-prod.yaml | grep retention",
                "    retention_period: 336h\n    retention_enabled: true",
            ),
            (
                "assistant",
                "Set `retention_period: 336h` (14 days) and turned on `compactor.retention_enabled`, otherwise Loki never deletes anything.",
            ),
            (
                "user",
                "Wait, I got that wrong: prod log retention has to be 30 days, compliance asked for a full month of logs. Only staging can go down to 14.",
            ),
            ("edit", "deploy/helm/loki/values-prod.yaml"),
            (
                "bash",
                "helm template loki deploy/helm/loki -f deploy/helm/loki/values-prod.yaml | grep retention",
                "    retention_period: 720h\n    retention_enabled: true",
            ),
            (
                "assistant",
                "Changed prod to `retention_period: 720h` (30 days); the compactor setting stays on.",
            ),
        ],
        "lessons": [{"keys": ["30 days"], "not": ["retention to 14 days"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh8-decision-cronjob",
        "split": "fresh8",
        "steps": [
            (
                "user",
                "The nightly sales report currently runs from a Celery beat schedule. Should we keep it there or move it to a Kubernetes CronJob?",
            ),
            (
                "read",
                "reports/celery_app.py",
                'app.conf.beat_schedule = {\n    "nightly-sales": {\n        "task": "reports.tasks.nightly_sales",\n        "schedule": crontab(hour=1, minute=30),\n    },\n}\n',
            ),
            (
                "assistant",
                "Beat keeps everything in Python and reuses the worker image, but it's one more always-on process and if two beat pods run you get the report twice. A CronJob runs a one-off pod on schedule and Kubernetes handles retries and history.",
            ),
            (
                "user",
                "Let's move it to a Kubernetes CronJob. It's the only scheduled task we have, and keeping a Celery beat pod running all day just for one nightly job isn't worth it.",
            ),
            ("edit", "deploy/k8s/nightly-sales-cronjob.yaml"),
            ("edit", "reports/celery_app.py"),
            (
                "bash",
                "kubectl apply --dry-run=server -f deploy/k8s/nightly-sales-cronjob.yaml",
                "cronjob.batch/nightly-sales created (server dry run)",
            ),
            (
                "assistant",
                "Added a CronJob at `30 1 * * *` that runs `python -m reports.nightly_sales` in the worker image with `concurrencyPolicy: Forbid`, and removed the beat schedule.",
            ),
        ],
        "lessons": [{"keys": ["CronJob", "Celery beat"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh8-alb-keepalive-502",
        "split": "fresh8",
        "steps": [
            (
                "user",
                "We get a handful of random 502s from the API every hour, no errors in the app logs. Can you look into it?",
            ),
            (
                "read",
                "deploy/gunicorn.conf.py",
                'bind = "0.0.0.0:8000"\nworkers = 4\nworker_class = "uvicorn.workers.UvicornWorker"\n',
            ),
            ("bash", "grep -c ' 502 ' logs/alb-access-sample.log", "37"),
            (
                "think",
                "No keepalive set, so gunicorn uses its default of 2 seconds. The ALB idle timeout is 60 seconds by default.",
            ),
            (
                "assistant",
                "Found it: gunicorn closes idle keep-alive connections after 2 seconds (its default), but the ALB keeps them for 60 seconds and reuses one gunicorn already closed, which comes back as a 502. The fix is to set gunicorn's keep-alive longer than the ALB idle timeout, e.g. `keepalive = 75`.",
            ),
            (
                "user",
                "Yes, that matches, the 502s always come after a quiet moment. Good catch, please raise the keep-alive to 75 and keep that in mind for the other services behind the ALB.",
            ),
            ("edit", "deploy/gunicorn.conf.py"),
            (
                "bash",
                "python -c \"import runpy; print(runpy.run_path('deploy/gunicorn.conf.py')['keepalive'])\"",
                "75",
            ),
            ("assistant", "Set `keepalive = 75` in deploy/gunicorn.conf.py."),
        ],
        "lessons": [{"keys": ["502", "keep-alive"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh8-singular-tables-in-passing",
        "split": "fresh8",
        "steps": [
            (
                "user",
                "Write a migration that adds a table for customer refunds: id, order id, amount, reason, created at. Our table names are always singular, so call it refund, not refunds.",
            ),
            (
                "bash",
                "ls db/migrations | tail -3",
                "0041_add_coupon.sql\n0042_add_invoice_due_date.sql\n0043_add_shipment.sql",
            ),
            ("edit", "db/migrations/0044_add_refund.sql"),
            ("bash", "make migrate-test", "applied 0044_add_refund.sql\nOK"),
            (
                "assistant",
                "Added 0044_add_refund.sql creating `refund` with a foreign key from `order_id` to `order(id)` and `created_at` defaulting to now(); it applies cleanly on the test database.",
            ),
            ("user", "Great, thanks."),
        ],
        "lessons": [{"keys": ["singular"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh8-chitchat-flexbox",
        "split": "fresh8",
        "steps": [
            ("user", "Quick one: when should I use CSS grid instead of flexbox?"),
            (
                "assistant",
                "Flexbox lays things out along one axis, a row or a column, and is good for toolbars, nav bars and centring. Grid handles rows and columns together, so it suits page layouts and card galleries where items must line up both ways.",
            ),
            ("user", "So a sidebar plus main content is grid?"),
            (
                "assistant",
                "Usually, yes: `grid-template-columns: 240px 1fr` is one line. Flexbox works too, but grid keeps it simpler once a header and footer join in.",
            ),
            ("user", "Got it, thanks!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
