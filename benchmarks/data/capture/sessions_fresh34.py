"""The "fresh34" capture sessions: written in session 23 (2026-12-04) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH34: list[dict[str, Any]] = [
    {
        "name": "fresh34-sqlx-offline-ci",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "ci is red on my branch, build step. can u look? branch is feat/invoice-export",
            ),
            (
                "bash",
                "gh run view --log-failed | tail -12",
                "build\tcargo build\terror: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the query cache\n"
                "build\tcargo build\t  --> src/invoices/export.rs:41:19\n"
                "build\tcargo build\t   |\n"
                "build\tcargo build\t41 |     let rows = sqlx::query_as!(\n"
                "build\tcargo build\t   |                   ^^^^^^^^^^^^^^^^\n"
                'build\tcargo build\terror: could not compile `billing-api` (bin "billing-api") due to 1 previous error\n'
                "build\tcargo build\t##[error]Process completed with exit code 101.",
            ),
            (
                "think",
                "The query_as! macro needs either a live database at compile time or a cached entry in .sqlx/. Let me check whether CI builds offline.",
            ),
            (
                "bash",
                "ls .sqlx | wc -l && grep -n SQLX_OFFLINE .github/workflows/ci.yml",
                '23\n18:      SQLX_OFFLINE: "true"',
            ),
            (
                "assistant",
                "CI compiles with `SQLX_OFFLINE=true`, so every `query!` / `query_as!` needs a matching JSON file in `.sqlx/`. The new query in `src/invoices/export.rs` (line 41) has no cached entry, hence the failure. I can regenerate the cache against your local database if it's running - is it?",
            ),
            (
                "user",
                "yeah db's up. and ya this bites every1 here - whenever you touch a query macro run cargo sqlx prepare and commit the .sqlx dir, CI has no database",
            ),
            (
                "bash",
                "cargo sqlx prepare -- --all-targets",
                "    Checking billing-api v0.14.2 (/home/dev/billing-api)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 39.77s\nquery data written to .sqlx in the current directory; please check this into version control",
            ),
            (
                "bash",
                "git status --short .sqlx",
                "?? .sqlx/query-7f3c2d1e9a0b44c6b1f25e8d03a9c7f1e2b6d4a8c0e9f7b3a5d1c2e4f6a8b0c1.json",
            ),
            (
                "bash",
                "SQLX_OFFLINE=true cargo build",
                "   Compiling billing-api v0.14.2 (/home/dev/billing-api)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 48.12s",
            ),
            (
                "assistant",
                "One new cache file for the export query. With `SQLX_OFFLINE=true` the build now passes locally. Want me to commit and push it to feat/invoice-export?",
            ),
            ("user", "nice push it"),
            (
                "bash",
                'git add .sqlx && git commit -m "Add sqlx query cache for invoice export" && git push',
                "[feat/invoice-export 3e91a0c] Add sqlx query cache for invoice export\n 1 file changed, 34 insertions(+)\n create mode 100644 .sqlx/query-7f3c2d1e9a0b44c6b1f25e8d03a9c7f1e2b6d4a8c0e9f7b3a5d1c2e4f6a8b0c1.json\nTo github.com:ledgerly/billing-api.git\n   a4b7d20..3e91a0c  feat/invoice-export -> feat/invoice-export",
            ),
            (
                "assistant",
                "Pushed 3e91a0c; the CI run for the branch has started.",
            ),
            ("user", "green now, ty"),
        ],
        "lessons": [{"keys": ["cargo sqlx prepare", ".sqlx"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh34-phaser-jump-anim-nothing",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "The player's jump animation looks choppy. Can you slow it down a bit? It's set up in src/scenes/Level1.ts.",
            ),
            (
                "read",
                "src/scenes/Level1.ts",
                "create() {\n  this.anims.create({\n    key: 'jump',\n    frames: this.anims.generateFrameNumbers('hero', { start: 12, end: 17 }),\n    frameRate: 20,\n    repeat: 0,\n  });\n  this.player = this.physics.add.sprite(64, 320, 'hero');\n}\n\nupdate() {\n  if (this.cursors.up.isDown && this.player.body.blocked.down) {\n    this.player.setVelocityY(-420);\n    this.player.anims.play('jump', true);\n  }\n}\n",
            ),
            (
                "assistant",
                "The jump animation has 6 frames at frameRate 20, so it finishes in 0.3 s, while the jump arc with velocity -420 and your gravity lasts about 0.6 s. That's why it snaps to the last frame halfway up. Setting frameRate to 10 would make it span the whole arc.",
            ),
            ("user", "try 12, 10 felt floaty when I played with it yesterday"),
            ("edit", "src/scenes/Level1.ts"),
            (
                "bash",
                "npm run dev",
                "\n  VITE v5.2.8  ready in 312 ms\n\n  \u279c  Local:   http://localhost:5173/\n  \u279c  Network: use --host to expose",
            ),
            (
                "user",
                "Better. The landing frame sticks around for a moment though, can it go back to idle as soon as he touches the ground?",
            ),
            (
                "assistant",
                "Right now nothing switches the animation back after landing, so the last jump frame stays until the next input. I'll play 'idle' in update() when the body goes from airborne to `blocked.down`, tracking the previous state in a `wasInAir` flag.",
            ),
            ("edit", "src/scenes/Level1.ts"),
            (
                "assistant",
                "Done: `update()` now remembers whether the player was in the air last frame and plays `idle` on the frame he lands. Reload the page to try it.",
            ),
            (
                "user",
                "perfect, that's it for today. the level 2 tiles aren't in from the artist yet anyway",
            ),
            ("assistant", "Sounds good. Enjoy the rest of your day!"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh34-snowflake-warehouse-correction",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "Can you add a dbt model for weekly active accounts? Source is stg_events (event_ts, account_id). Run it on the TRANSFORM_WH warehouse when you test it.",
            ),
            (
                "read",
                "models/marts/daily_active_accounts.sql",
                "{{ config(materialized='view') }}\n\nselect\n    date_trunc('day', event_ts) as activity_day,\n    count(distinct account_id) as active_accounts\nfrom {{ ref('stg_events') }}\ngroup by 1\n",
            ),
            ("edit", "models/marts/weekly_active_accounts.sql"),
            (
                "bash",
                "DBT_SNOWFLAKE_WAREHOUSE=TRANSFORM_WH dbt run --select weekly_active_accounts",
                "09:14:02  Running with dbt=1.8.3\n09:14:05  Found 87 models, 212 data tests, 14 sources\n09:14:06  1 of 1 START sql view model analytics.weekly_active_accounts ........ [RUN]\n09:14:07  1 of 1 ERROR creating sql view model analytics.weekly_active_accounts  [ERROR in 1.02s]\n09:14:07  Database Error in model weekly_active_accounts (models/marts/weekly_active_accounts.sql)\n  000606 (57P03): Warehouse 'TRANSFORM_WH' cannot be resumed because resource monitor 'MONTHLY_CAP' has exceeded its quota.\n09:14:07  Done. PASS=0 WARN=0 ERROR=1 SKIP=0 TOTAL=1",
            ),
            (
                "assistant",
                "The model compiled, but Snowflake refused to resume TRANSFORM_WH: the resource monitor MONTHLY_CAP has exceeded its quota. Should I use a different warehouse, or does someone need to raise the quota?",
            ),
            (
                "user",
                "ah right, forgot about that. TRANSFORM_WH is capped now since finance complained about the bill, it's only for the prod nightly job. dev and ad-hoc dbt runs go on ETL_XS.",
            ),
            (
                "bash",
                "DBT_SNOWFLAKE_WAREHOUSE=ETL_XS dbt run --select weekly_active_accounts",
                "09:16:40  Running with dbt=1.8.3\n09:16:43  Found 87 models, 212 data tests, 14 sources\n09:16:44  1 of 1 START sql view model analytics.weekly_active_accounts ........ [RUN]\n09:16:48  1 of 1 OK created sql view model analytics.weekly_active_accounts ... [SUCCESS 1 in 4.21s]\n09:16:48  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1",
            ),
            (
                "bash",
                "dbt show --select weekly_active_accounts --limit 4",
                "| activity_week | active_accounts |\n| ------------- | --------------- |\n| 2026-11-30    |           3,912 |\n| 2026-11-23    |           4,388 |\n| 2026-11-16    |           4,301 |\n| 2026-11-09    |           4,275 |",
            ),
            (
                "assistant",
                "The view builds on ETL_XS. Recent weeks sit around 4.3k active accounts; the current week (starting 2026-11-30) is partial, hence 3,912.",
            ),
            ("user", "gr8. materialize it as a table not a view pls, the dashboard hits it a lot"),
            ("edit", "models/marts/weekly_active_accounts.sql"),
            (
                "bash",
                "DBT_SNOWFLAKE_WAREHOUSE=ETL_XS dbt run --select weekly_active_accounts",
                "09:19:02  1 of 1 START sql table model analytics.weekly_active_accounts ....... [RUN]\n09:19:09  1 of 1 OK created sql table model analytics.weekly_active_accounts .. [SUCCESS 1 in 6.87s]\n09:19:09  Done. PASS=1 WARN=0 ERROR=0 SKIP=0 TOTAL=1",
            ),
            (
                "assistant",
                "Switched the config to `materialized='table'` and rebuilt it; analytics.weekly_active_accounts is now a table.",
            ),
        ],
        "lessons": [{"keys": ["ETL_XS", "dbt"], "not": ["run it on the TRANSFORM_WH"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh34-fly-staging-config-tool-stored",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "I need the password reset fix on staging so QA can check it before tomorrow's release. Can you deploy it?",
            ),
            (
                "read",
                "fly.toml",
                'app = "acme-portal"\nprimary_region = "ams"\n\n[build]\n  dockerfile = "Dockerfile"\n\n[http_service]\n  internal_port = 8000\n  force_https = true\n  min_machines_running = 2\n',
            ),
            (
                "think",
                "fly.toml targets acme-portal with min_machines_running = 2, which looks like production. Check for a separate staging config before deploying.",
            ),
            (
                "bash",
                "ls fly*.toml && grep '^app' fly.staging.toml",
                'fly.staging.toml\nfly.toml\napp = "acme-portal-stg"',
            ),
            (
                "assistant",
                "Before I deploy: `fly.toml` targets the app `acme-portal`, and `fly.staging.toml` targets `acme-portal-stg`. I'll deploy with `fly deploy --config fly.staging.toml`. Can you confirm acme-portal-stg is staging?",
            ),
            (
                "user",
                "Yes, good that you checked. A plain fly deploy goes straight to production, that's happened once already. Please save that in memory so it doesn't happen again.",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "Staging deploys must use `fly deploy --config fly.staging.toml` (app acme-portal-stg). A plain `fly deploy` uses fly.toml, which is production (acme-portal).",
                    "tags": ["deploy", "fly.io", "staging"],
                },
                '{"id":"41","action":"stored"}',
                False,
            ),
            (
                "bash",
                "fly deploy --config fly.staging.toml",
                "==> Verifying app config\n--> Verified app config\n==> Building image\n...\n--> Pushing image done\nimage: registry.fly.io/acme-portal-stg:deployment-01JEB4R7Q2\nimage size: 212 MB\n\nWatch your deployment at https://fly.io/apps/acme-portal-stg/monitoring\n\nUpdating existing machines in 'acme-portal-stg' with rolling strategy\n  [1/1] Machine 9080e6d1f42387 [app] update succeeded\n\nVisit your newly deployed app at https://acme-portal-stg.fly.dev/",
            ),
            (
                "bash",
                "curl -s -o /dev/null -w '%{http_code}\\n' https://acme-portal-stg.fly.dev/healthz",
                "200",
            ),
            (
                "assistant",
                "Saved the note about the two configs. The fix is deployed to acme-portal-stg and /healthz returns 200. QA can test the reset flow at https://acme-portal-stg.fly.dev/password/reset.",
            ),
            ("user", "Thanks, I'll ping Priya in QA."),
        ],
        "lessons": [],
        "tool_stored": [["fly.staging.toml", "production"]],
    },
    {
        "name": "fresh34-decision-onnx-cpu",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "We need to serve the new intent classifier (the DistilBERT fine-tune in ckpt/intent-v3) behind the support-bot API. I've seen TorchServe, Triton, or just exporting to ONNX and running onnxruntime inside the FastAPI app. What do you think?",
            ),
            (
                "assistant",
                "For a single small model all three work. TorchServe gives you model versioning and batching but runs as a separate Java-based server. Triton is the most capable (dynamic batching, multiple backends, GPU scheduling) but is a heavy deployment for one model. Exporting to ONNX and calling onnxruntime in-process is the simplest: no extra service, and on CPU a DistilBERT usually runs in tens of milliseconds per request. The cost is that you handle batching and model reloads yourself.",
            ),
            (
                "user",
                "Let's do ONNX Runtime inside the FastAPI process. The support-bot box is CPU-only and ops won't run a separate Java service for TorchServe; Triton is overkill for one model.",
            ),
            (
                "read",
                "scripts/export_onnx.py",
                "import torch\nfrom transformers import AutoModelForSequenceClassification\n\n# TODO: dynamic axes\n",
            ),
            ("edit", "scripts/export_onnx.py"),
            (
                "bash",
                "python scripts/export_onnx.py --checkpoint ckpt/intent-v3 --out models/intent-v3.onnx",
                "Loading ckpt/intent-v3 ...\nExporting with opset 17, dynamic axes: batch, sequence\nValidating: max abs diff vs torch = 3.1e-06\nWrote models/intent-v3.onnx (255.6 MB)",
            ),
            ("edit", "app/classifier.py"),
            ("edit", "app/main.py"),
            (
                "bash",
                "pytest -q tests/test_classifier.py && python scripts/bench_classifier.py --n 500",
                "......                                                                   [100%]\n6 passed in 4.87s\nintent-v3.onnx, batch 1, intra_op_num_threads=default\np50 14.9 ms  p95 23.4 ms  p99 31.0 ms",
            ),
            (
                "assistant",
                "The exported model matches torch to within 3e-6 and the tests pass. With default threading the latency is p50 14.9 ms / p95 23.4 ms. Pinning intra_op_num_threads to the 4 physical cores usually helps on that kind of box; want me to try?",
            ),
            ("user", "yes try 4"),
            (
                "bash",
                "python scripts/bench_classifier.py --n 500 --threads 4",
                "intent-v3.onnx, batch 1, intra_op_num_threads=4\np50 11.8 ms  p95 17.2 ms  p99 22.5 ms",
            ),
            ("user", "p95 17ms is fine for now. put the 4 in settings and we're done"),
            ("edit", "app/settings.py"),
            (
                "assistant",
                "Added `ONNX_INTRA_OP_THREADS = 4` to app/settings.py and the session options read it. The classifier is loaded once at startup in the FastAPI lifespan and `/v1/intent` returns the label and score.",
            ),
        ],
        "lessons": [{"keys": ["ONNX Runtime", "CPU-only"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh34-bullmq-duplicate-statements",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "customers are getting 2 copies of the monthly statement email (with the pdf). ~40 accounts this morning per support. pls investigate, worker is src/workers/statements.ts",
            ),
            (
                "read",
                "src/workers/statements.ts",
                "import { Worker } from 'bullmq';\nimport { renderStatementPdf } from '../pdf/render';\nimport { sendStatementEmail } from '../statements/send';\n\nexport const worker = new Worker(\n  'statements',\n  async (job) => {\n    const pdf = await renderStatementPdf(job.data.accountId, job.data.month);\n    await sendStatementEmail(job.data.accountId, pdf);\n  },\n  { connection, concurrency: 4 },\n);\n",
            ),
            (
                "bash",
                "kubectl logs deploy/statements-worker --since=6h | grep -E 'stalled|acct_4821'",
                "[06:02:11] job 88213 (acct_4821) started\n[06:02:44] job 88213 stalled, moved back to wait\n[06:02:45] job 88213 (acct_4821) started\n[06:02:58] job 88213 (acct_4821) email sent\n[06:03:19] job 88213 (acct_4821) email sent\n[06:03:19] job 88213 completed\n[06:05:37] job 88240 stalled, moved back to wait\n[06:07:02] job 88266 stalled, moved back to wait",
            ),
            (
                "think",
                "Jobs are stalling after ~33 s, then both the original run and the retry send the email. BullMQ's default lockDuration is 30000 ms and the lock is renewed by a timer on the same event loop. If rendering blocks the loop, the lock expires.",
            ),
            (
                "read",
                "src/pdf/render.ts",
                "export async function renderStatementPdf(accountId: string, month: string) {\n  const txns = await loadTransactions(accountId, month);\n  const doc = new PDFDocument({ size: 'A4' });\n  for (const t of txns) {\n    drawRow(doc, t); // sync, can be 10k+ rows\n  }\n  doc.end();\n  return streamToBuffer(doc);\n}\n",
            ),
            (
                "bash",
                "psql \"$REPORTING_URL\" -c \"select count(*) from transactions where account_id='acct_4821' and month='2026-11'\"",
                " count \n-------\n 14386\n(1 row)",
            ),
            (
                "assistant",
                "Found it. `renderStatementPdf` draws every transaction synchronously with pdfkit; acct_4821 has 14,386 rows for November, which keeps the event loop busy for over 30 s. BullMQ renews the job lock from that same event loop, so the default 30 s lockDuration runs out, the stalled-job checker moves the job back to wait, and another worker picks it up while the first run is still going. Both runs then send the email. Options: raise `lockDuration` (e.g. 120000), move rendering into a sandboxed processor or worker thread so the loop stays free, and add an idempotency check before sending.",
            ),
            (
                "user",
                "do lockDuration 120000 and a sent_at check on statement_runs so we never email twice. sandboxed processor maybe later, not today",
            ),
            ("edit", "src/workers/statements.ts"),
            ("edit", "src/statements/send.ts"),
            ("edit", "migrations/20261204_statement_runs_sent_at.sql"),
            (
                "bash",
                "npm test -- statements",
                " PASS  src/statements/send.test.ts\n PASS  src/workers/statements.test.ts\n\nTest Suites: 2 passed, 2 total\nTests:       11 passed, 11 total\nTime:        3.412 s",
            ),
            (
                "assistant",
                "Set `lockDuration: 120000` on the worker, and `sendStatementEmail` now does `update statement_runs set sent_at = now() where account_id = $1 and month = $2 and sent_at is null returning id` and skips the send when no row comes back. Added a test that runs the job twice and asserts one email.",
            ),
            (
                "user",
                "ok. for the postmortem: the cause was the sync pdf render blocking the event loop past the 30s lock, so bullmq marked the job stalled and re-ran it while the first run was still going",
            ),
            (
                "assistant",
                "Got it. Draft for the postmortem: Cause - synchronous pdfkit rendering for large accounts blocked the Node event loop for more than BullMQ's 30 s lock; the lock wasn't renewed, the job was marked stalled and re-run in parallel, and both runs emailed the statement. Fix - lockDuration 120 s and a sent_at guard on statement_runs. Follow-up - move rendering to a sandboxed processor.",
            ),
        ],
        "lessons": [{"keys": ["event loop", "stalled"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh34-gradle-api-v2-in-passing",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "Please add a GET endpoint that returns the tracking events of a shipment, newest first. The data is already in the tracking_events table.",
            ),
            (
                "bash",
                "grep -rln 'class .*Shipment.*Controller' --include=*.java .",
                "./api-v1/src/main/java/com/freightly/api/v1/ShipmentController.java\n./api-v2/src/main/java/com/freightly/api/v2/ShipmentQueryController.java",
            ),
            (
                "assistant",
                "There are two shipment controllers: `ShipmentController` in api-v1, which has the existing `GET /shipments/{id}`, and `ShipmentQueryController` in api-v2. Should the tracking endpoint go next to the v1 one or into api-v2?",
            ),
            (
                "user",
                "v2. v1 is frozen, partners have a contract on it. Everything new goes in api-v2, even when v1 has the similar endpoint already.",
            ),
            (
                "read",
                "api-v2/src/main/java/com/freightly/api/v2/ShipmentQueryController.java",
                '@RestController\n@RequestMapping("/v2/shipments")\nclass ShipmentQueryController {\n    private final ShipmentQueries queries;\n\n    @GetMapping("/{id}")\n    ShipmentDto get(@PathVariable UUID id) { return queries.byId(id); }\n}\n',
            ),
            ("edit", "api-v2/src/main/java/com/freightly/api/v2/ShipmentQueryController.java"),
            ("edit", "core/src/main/java/com/freightly/core/tracking/TrackingEventRepository.java"),
            ("edit", "api-v2/src/test/java/com/freightly/api/v2/ShipmentQueryControllerTest.java"),
            (
                "bash",
                "./gradlew :api-v2:test --tests '*ShipmentQueryControllerTest'",
                "> Task :core:compileJava\n> Task :api-v2:compileJava\n> Task :api-v2:test\n\nShipmentQueryControllerTest > returnsTrackingEventsNewestFirst() PASSED\nShipmentQueryControllerTest > unknownShipmentReturns404() PASSED\nShipmentQueryControllerTest > getById() PASSED\n\nBUILD SUCCESSFUL in 21s\n9 actionable tasks: 4 executed, 5 up-to-date",
            ),
            (
                "assistant",
                "Added `GET /v2/shipments/{id}/tracking-events` to ShipmentQueryController. It returns `List<TrackingEventDto>` ordered by `occurred_at desc`, and 404 if the shipment doesn't exist. The repository method is `findByShipmentIdOrderByOccurredAtDesc`. Tests pass.",
            ),
            ("user", "Can it take a limit param? Default 50, cap at 200."),
            ("edit", "api-v2/src/main/java/com/freightly/api/v2/ShipmentQueryController.java"),
            (
                "bash",
                "./gradlew :api-v2:test --tests '*ShipmentQueryControllerTest'",
                "ShipmentQueryControllerTest > returnsTrackingEventsNewestFirst() PASSED\nShipmentQueryControllerTest > limitIsCappedAt200() PASSED\nShipmentQueryControllerTest > unknownShipmentReturns404() PASSED\nShipmentQueryControllerTest > getById() PASSED\n\nBUILD SUCCESSFUL in 17s",
            ),
            (
                "assistant",
                'Added `@RequestParam(defaultValue = "50") int limit`, clamped to 200, passed through as a `PageRequest`. New test for the cap passes.',
            ),
            ("user", "Great, thanks."),
        ],
        "lessons": [{"keys": ["api-v2", "frozen"]}],
        "tool_stored": [],
    },
    {
        "name": "fresh34-signups-report-nothing",
        "split": "fresh34",
        "steps": [
            (
                "user",
                "need signups per country for november for the board deck. read replica is fine. ignore anything before nov 3, the signup tracking was broken those first two days",
            ),
            (
                "bash",
                "psql \"$REPLICA_URL\" -c \"select coalesce(country, 'unknown') as country, count(*) as signups from users where created_at >= '2026-11-03' and created_at < '2026-12-01' group by 1 order by 2 desc limit 10\"",
                " country | signups \n---------+---------\n DE      |    2841\n US      |    2204\n FR      |    1179\n NL      |     866\n GB      |     801\n AT      |     512\n unknown |     407\n CH      |     388\n PL      |     301\n ES      |     276\n(10 rows)",
            ),
            (
                "assistant",
                "Top 10 for Nov 3-30: Germany leads with 2,841, then the US (2,204) and France (1,179). 407 signups have no country (mostly sign-ups via the mobile app before the locale prompt). Want the full list or just these?",
            ),
            ("user", "full list as csv pls, i'll do the chart in sheets"),
            (
                "bash",
                "psql \"$REPLICA_URL\" -c \"\\copy (select coalesce(country, 'unknown') as country, count(*) as signups from users where created_at >= '2026-11-03' and created_at < '2026-12-01' group by 1 order by 2 desc) to 'signups_nov_2026.csv' csv header\"",
                "COPY 47",
            ),
            (
                "assistant",
                "Wrote signups_nov_2026.csv with 47 countries (11,902 signups in total).",
            ),
            (
                "user",
                "thx. btw whats the diff between count(*) and count(country) again, would it change anything here",
            ),
            (
                "assistant",
                "`count(*)` counts rows; `count(country)` counts only rows where country is not null. Here it makes no difference to the per-country numbers because the null countries are grouped under 'unknown' by the coalesce and counted with `count(*)`. If you used `count(country)` that 'unknown' row would show 0.",
            ),
            ("user", "makes sense. ok done, deck's due friday so that's plenty of time"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
