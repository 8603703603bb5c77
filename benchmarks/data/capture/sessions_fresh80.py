"""The "fresh80" capture sessions: written in session 48 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH80: list[dict[str, Any]] = [
    # --- "mashtun": brewing production, cellar stock and HMRC alcohol-duty records for Hollin Bank Brewing, a Yorkshire craft brewery (Rust 1.83 workspace mashtun-core / mashtun-web, Axum 0.7, sqlx 0.8 + Postgres 16 with offline .sqlx query data, askama + htmx pages for the brewhouse tablets, Tilt hydrometers via a Raspberry Pi bridge "tiltpi", Xero API, cargo-nextest, just, Docker Compose on one Hetzner VM brew-01 behind Caddy, nightly pg_dump to a Storage Box) ---
    {
        "name": "fresh80-mashtun-decision-own-jobs-table-skip-locked-not-apalis-redis",
        "split": "fresh80",
        "steps": [
            (
                "user",
                "xero invoice push is inline in the handler and xero takes 8s+ some mornings so the tablet just spins and ros double taps save. need background jobs for that + the nightly duty summary. apalis with redis, or something on postgres? talk me thru it, no code yet",
            ),
            (
                "bash",
                "grep -nE '^(axum|sqlx|tokio|reqwest|apalis)' mashtun-web/Cargo.toml; ssh brew-01 \"docker compose -f /srv/mashtun/compose.yml ps --format '{{.Service}} {{.Status}}'\"",
                'axum = "0.7.9"\nsqlx = { version = "0.8.2", features = ["runtime-tokio", "postgres", "chrono", "uuid", "rust_decimal"] }\ntokio = { version = "1.41", features = ["full"] }\nreqwest = { version = "0.12", default-features = false, features = ["json", "rustls-tls"] }\ncaddy Up 5 weeks\nweb Up 3 days\npostgres Up 5 weeks\nbackup Up 5 weeks',
            ),
            (
                "read",
                "mashtun-web/src/invoices.rs",
                'pub async fn create_invoice(\n    State(app): State<AppState>,\n    brewer: RequireBrewer,\n    Form(form): Form<NewInvoice>,\n) -> Result<impl IntoResponse, AppError> {\n    let mut tx = app.db.begin().await?;\n    let invoice = invoice::insert(&mut tx, &form, brewer.id).await?;\n    tx.commit().await?;\n    // TODO get this out of the request\n    let xero_id = app.xero.push_invoice(&invoice).await?;\n    invoice::set_xero_id(&app.db, invoice.id, &xero_id).await?;\n    Ok(Redirect::to(&format!("/invoices/{}", invoice.id)))\n}\n',
            ),
            (
                "bash",
                "ssh brew-01 'head -6 /srv/mashtun/backup/run.sh'",
                "#!/bin/sh\n# nightly 02:30 from the backup container, keeps 14 days locally\nset -eu\npg_dump -Fc -h postgres -U mashtun mashtun > /backup/mashtun-$(date +%F).dump\nrclone copy /backup storagebox:mashtun --max-age 26h\nfind /backup -name '*.dump' -mtime +14 -delete",
            ),
            (
                "assistant",
                "What's there now: one box (`brew-01`) with Caddy, the web container, Postgres and a `backup` container that `pg_dump`s nightly at 02:30 to the Storage Box. No Redis. The Xero call happens after the commit, inside the request, so a slow Xero holds the tablet and a double tap makes two invoices.\n\nOptions:\n\n1. **apalis + Redis**: retries, cron and a small dashboard out of the box. Costs: a fifth container, Redis persistence (AOF) to set up, and Redis isn't in the backup. Enqueueing can't share the invoice's transaction either: if the insert commits and the push to Redis fails you get an invoice that's never sent, and the other way round a job for an invoice that doesn't exist.\n2. **apalis with its Postgres storage** (`apalis-sql`): no new service, but it brings its own tables and migrations that we'd have to upgrade in step with apalis.\n3. **Our own `jobs` table**: `id, kind, payload jsonb, run_at, attempts, last_error, locked_at`; a tokio task in the web binary claims work with `SELECT ... FOR UPDATE SKIP LOCKED LIMIT 1`, retries with backoff, and the nightly duty summary is a job that re-enqueues itself for the next night. The invoice and its `xero_push` job are inserted in one transaction. About 150 lines plus tests.\n\nFor two job kinds on one box I'd go with 3.",
            ),
            (
                "user",
                "yep 3. we go with our own jobs table in postgres + SKIP LOCKED, no redis: it's one hetzner box and the nightly pg_dump is the only backup we have, so a job sitting in redis when the box dies is just gone. and enqueueing in the same tx as the invoice is the whole point. jot it in docs/decisions too",
            ),
            ("edit", "migrations/20261207091500_create_jobs.sql"),
            ("edit", "mashtun-core/src/jobs.rs"),
            ("edit", "mashtun-web/src/invoices.rs"),
            ("edit", "mashtun-web/src/main.rs"),
            ("edit", "docs/decisions/0007-jobs-in-postgres.md"),
            (
                "bash",
                "cargo sqlx prepare --workspace 2>&1 | tail -1 && cargo nextest run -p mashtun-core jobs 2>&1 | tail -3",
                "query data written to .sqlx in the workspace root; please check this into version control\n        PASS [   0.412s] mashtun-core jobs::tests::failed_job_backs_off\n------------\n     Summary [   1.318s] 6 tests run: 6 passed, 0 skipped",
            ),
            (
                "assistant",
                'Done:\n\n- `migrations/20261207091500_create_jobs.sql`: the `jobs` table plus a partial index on `run_at` where `locked_at IS NULL`\n- `mashtun_core::jobs`: `enqueue(&mut tx, Job)` and a worker loop that claims one job with `FOR UPDATE SKIP LOCKED`, runs it, and on error sets `run_at = now() + 2^attempts minutes` (gives up after 8 attempts, keeping `last_error`)\n- `create_invoice` inserts the invoice and its `xero_push` job in one transaction and redirects straight away; the invoice page shows "sending to Xero..." until `xero_id` is set\n- the `duty_summary` job seeds itself at startup if none is queued and re-enqueues for 23:30 each night\n- `docs/decisions/0007-jobs-in-postgres.md` with the three reasons\n\nRegenerated `.sqlx` for the new queries; 6 job tests pass.',
            ),
            ("user", "lovely, ta"),
        ],
        "lessons": [
            {"keys": ["jobs table", "SKIP LOCKED", "pg_dump"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh80-mashtun-incident-fv3-temp-alarm-silent-pi-clock-behind-received-at",
        "split": "fresh80",
        "steps": [
            (
                "user",
                "FV3 went up to 24.5C overnight and NO alarm. ros found it at 6 when she came in, glycol valve had stuck. thats 30 hl of the winter pale probably full of fusels now. alarm is supposed to text her above 21C. wtf happened",
            ),
            (
                "bash",
                'psql "$PROD_RO_URL" -c "select id, recorded_at, temp_c, gravity from readings where vessel = \'FV3\' order by id desc limit 5"',
                "   id    |      recorded_at       | temp_c | gravity\n---------+------------------------+--------+---------\n 4410877 | 2026-12-06 01:12:10+00 |   19.8 |  1.0139\n 4410871 | 2026-12-06 01:11:10+00 |   19.9 |  1.0139\n 4410865 | 2026-12-06 01:10:10+00 |   20.1 |  1.0140\n 4410859 | 2026-12-06 01:09:10+00 |   20.2 |  1.0140\n 4410853 | 2026-12-06 01:08:10+00 |   20.3 |  1.0141\n(5 rows)",
            ),
            (
                "think",
                "Latest FV3 reading is dated Sunday 01:12, but it's Monday morning and the temp is falling, which fits Ros fixing the valve at 6. Rows are arriving, their timestamps are wrong. Check whether the bridge is actually posting and what the alarm query filters on.",
            ),
            (
                "bash",
                "ssh brew-01 \"cd /srv/mashtun && docker compose logs caddy --since 8h | grep -c 'POST /api/tilt'; docker compose logs caddy --since 8h | grep 'POST /api/tilt' | head -1\"",
                '2871\ncaddy-1  | {"level":"info","ts":"2026-12-07T01:41:07Z","logger":"http.log.access","msg":"handled request","request":{"remote_ip":"10.20.0.41","method":"POST","uri":"/api/tilt"},"status":204}',
            ),
            (
                "read",
                "mashtun-core/src/alarms.rs",
                'pub async fn check_vessels(db: &PgPool, notify: &Notifier) -> anyhow::Result<()> {\n    for vessel in active_vessels(db).await? {\n        let latest = sqlx::query_as!(\n            Reading,\n            r#"SELECT temp_c, gravity, recorded_at FROM readings\n               WHERE vessel = $1 AND recorded_at > now() - interval \'15 minutes\'\n               ORDER BY recorded_at DESC LIMIT 1"#,\n            vessel.code\n        )\n        .fetch_optional(db)\n        .await?;\n        let Some(r) = latest else { continue };\n        if r.temp_c > vessel.max_temp_c {\n            notify.sms_head_brewer(&format!("{} at {:.1}C", vessel.code, r.temp_c)).await?;\n        }\n    }\n    Ok(())\n}\n',
            ),
            (
                "bash",
                "ssh pi@tiltpi 'timedatectl | sed -n 1,6p; journalctl -u systemd-timesyncd -n 2 --no-pager; last reboot | head -1'",
                "               Local time: Sun 2026-12-06 01:13:02 GMT\n           Universal time: Sun 2026-12-06 01:13:02 UTC\n                 RTC time: n/a\n                Time zone: Europe/London (GMT, +0000)\nSystem clock synchronized: no\n              NTP service: active\nDec 06 01:12:31 tiltpi systemd-timesyncd[402]: Timed out waiting for reply from 162.159.200.123:123 (time.cloudflare.com).\nDec 06 01:12:47 tiltpi systemd-timesyncd[402]: Timed out waiting for reply from 162.159.200.1:123 (time.cloudflare.com).\nreboot   system boot  6.6.51+rpt-rpi-v8 Sat Dec  5 17:40   still running",
            ),
            (
                "assistant",
                "Found it. Two things lined up:\n\n1. **The Pi's clock is about 32 hours behind.** Caddy shows the bridge posting fine all night (2,871 `POST /api/tilt` from 10.20.0.41 since 01:41), but `tiltpi` thinks it's Sunday 01:13. The power blip at 01:38 rebooted it; it has no RTC, so it came back with the last time fake-hwclock had saved (Sat 17:40), and timesyncd can't reach any NTP server (timeouts on UDP 123). The bridge stamps each reading with the Pi's clock and we store that as `recorded_at`, so every reading since the reboot landed in the database dated Saturday night / Sunday morning.\n2. **The alarm check trusts that timestamp.** `check_vessels` only looks at readings with `recorded_at > now() - interval '15 minutes'`, found none for any vessel, and `let Some(r) = latest else { continue }` treats \"no reading\" as \"nothing to alarm on\". So FV3 sat at 24.5 C with fresh readings arriving every minute and the check skipped it every 5 minutes.\n\nFix: add a server-side `received_at timestamptz not null default now()` to `readings` and use `received_at`, not the device's `recorded_at`, for the alarm window and the charts. The Pi's timestamp stays on the row for reference only.\n\nI'd also make missing data an alarm in itself: if a vessel with an active batch has had no reading for 30 minutes, text Ros \"no data from FV3 for 30 min\". A flat Tilt battery or the bridge falling over would be just as silent as this today.",
            ),
            (
                "user",
                "ugh. yes do both. and that's a rule for any sensor we ever hook up: silence is an alarm, not an ok. pete put the new unifi gateway in on friday, bet its that, i'll get him to open udp 123 for the pi",
            ),
            ("edit", "migrations/20261207094000_add_readings_received_at.sql"),
            ("edit", "mashtun-web/src/api/tilt.rs"),
            ("edit", "mashtun-core/src/alarms.rs"),
            ("edit", "mashtun-core/tests/alarms.rs"),
            (
                "bash",
                "cargo sqlx prepare --workspace 2>&1 | tail -1 && cargo nextest run -p mashtun-core alarms 2>&1 | tail -2",
                "query data written to .sqlx in the workspace root; please check this into version control\n------------\n     Summary [   0.941s] 7 tests run: 7 passed, 0 skipped",
            ),
            (
                "assistant",
                "Done:\n\n- migration adds `readings.received_at timestamptz not null default now()` (existing rows backfilled from `recorded_at`, it's only 4.4M small rows) and an index on `(vessel, received_at desc)`\n- `POST /api/tilt` no longer passes the device time as the window column; `recorded_at` is kept as sent\n- `check_vessels` uses `received_at` for the 15-minute window, and a vessel with an active batch and no reading for 30 minutes now sends \"no data from FVn for 30 min\" (once, then again after 2 hours if still silent)\n- tests: device clock 32 h behind still alarms at 24.5 C; a silent vessel alarms at 30 min; an empty vessel doesn't\n\nThe fermentation charts already plot by `id` order, I switched their x-axis to `received_at` too so Saturday's curve isn't mixed with last night's.",
            ),
            ("user", "cheers. off to tell ros the pale's getting dumped"),
        ],
        "lessons": [
            {"keys": ["received_at", "recorded_at"]},
            {"keys": ["any sensor", "silence is an alarm"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh80-mashtun-cask-packaging-abv-bp-correction-and-migrate-prod-in-passing",
        "split": "fresh80",
        "steps": [
            (
                "user",
                "packaging screen for casks pls: brewer picks the batch, cask size (pin/firkin/kil) and how many. duty return needs litres packaged per batch + abv. same look as the fermentation pages (askama + htmx)",
            ),
            (
                "read",
                "mashtun-core/src/recipe.rs",
                "#[derive(Debug, Clone, sqlx::FromRow)]\npub struct Recipe {\n    pub id: Uuid,\n    pub name: String,\n    pub style: String,\n    /// percent, as typed on the recipe form, e.g. 4.20\n    pub target_abv: Decimal,\n    pub og_target: Decimal,\n    pub fg_target: Decimal,\n}\n",
            ),
            (
                "bash",
                "ls migrations | tail -3; grep -n 'enum CaskSize' -A 9 mashtun-core/src/stock.rs",
                "20261126150720_create_cellar_stock.sql\n20261202111908_add_batches_lab_results.sql\n20261207091500_create_jobs.sql\n14:pub enum CaskSize { Pin, Firkin, Kilderkin }\n15-\n16-impl CaskSize {\n17-    pub fn ml(self) -> i64 {\n18-        match self {\n19-            CaskSize::Pin => 20_457,\n20-            CaskSize::Firkin => 40_914,\n21-            CaskSize::Kilderkin => 81_828,\n22-        }\n23-    }",
            ),
            ("edit", "migrations/20261207103000_create_cask_fills.sql"),
            ("edit", "mashtun-core/src/packaging.rs"),
            ("edit", "mashtun-web/src/packaging.rs"),
            ("edit", "templates/packaging/casks_new.html"),
            (
                "bash",
                "cargo nextest run -p mashtun-core packaging 2>&1 | tail -2",
                "------------\n     Summary [   0.377s] 5 tests run: 5 passed, 0 skipped",
            ),
            (
                "assistant",
                "Added cask packaging:\n\n- `cask_fills` table (`batch_id`, `cask_size`, `count`, `litres`, `abv`, `filled_at`, `brewer_id`); `litres` comes from `CaskSize::ml()` x count so nobody types it\n- the ABV is stored as `abv NUMERIC(4,2)` in percent, copied from the recipe's `target_abv` at fill time, so the duty figure is just litres x abv / 100\n- `/packaging/casks/new`: batch dropdown (batches in conditioning), size radios, count; saving swaps the updated fill list in with htmx\n- 5 tests for litres and the litres-of-pure-alcohol figure\n\nThe migration will apply itself on the next deploy, since `sqlx::migrate!()` runs at startup in `main.rs`.",
            ),
            (
                "user",
                "abv's wrong. for duty it's the measured abv from the lab sheet, batches.abv_bp, integer basis points (420 = 4.2%), never the recipe target, hmrc wants the actual abv. so drop abv from cask_fills and join to batches. then default count to 1 and put a delete button on each fill row for mis-entries. oh and fyi migrations don't run on startup anymore, we took sqlx::migrate!() out in october because the two web replicas raced on it during a rolling deploy, you run `just migrate-prod` by hand before `just deploy`. anyway keep the htmx swap, thats nice",
            ),
            (
                "bash",
                "grep -n 'abv_bp' migrations/20261202111908_add_batches_lab_results.sql mashtun-core/src/batch.rs",
                "migrations/20261202111908_add_batches_lab_results.sql:3:  ADD COLUMN abv_bp integer CHECK (abv_bp BETWEEN 0 AND 2000),\nmashtun-core/src/batch.rs:18:    pub abv_bp: Option<i32>,",
            ),
            ("edit", "migrations/20261207103000_create_cask_fills.sql"),
            ("edit", "mashtun-core/src/packaging.rs"),
            ("edit", "templates/packaging/casks_new.html"),
            (
                "bash",
                "just migrate-local && cargo sqlx prepare --workspace 2>&1 | tail -1 && cargo nextest run -p mashtun-core packaging 2>&1 | tail -2",
                "Applied 20261207103000/migrate create cask fills (11.204ms)\nquery data written to .sqlx in the workspace root; please check this into version control\n------------\n     Summary [   0.402s] 7 tests run: 7 passed, 0 skipped",
            ),
            (
                "assistant",
                "Changed:\n\n- `cask_fills` has no `abv` column any more; the duty query joins `batches.abv_bp` and works in basis points (litres x abv_bp / 10000). Filling a batch that has no lab ABV yet is refused with \"no lab ABV for this batch yet\"\n- count defaults to 1\n- each fill row has a delete button (`hx-delete` with a confirm) that re-renders the list\n- tests for the join, the missing-ABV refusal and delete\n\nApplied locally with `just migrate-local`. Nothing's deployed; for prod it's `just migrate-prod` first, then `just deploy`.",
            ),
        ],
        "lessons": [
            {"keys": ["abv_bp", "basis points"], "not": ["copied from the recipe"]},
            {"keys": ["just migrate-prod", "startup"], "not": ["apply itself on the next deploy"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh80-mashtun-taproom-transfer-two-rules-i64-pence-and-require-brewer",
        "split": "fresh80",
        "steps": [
            (
                "user",
                "taproom transfer form: sam picks kegs from cellar stock, they move to taproom stock and it writes a duty-paid movement at the price list price. route /transfers/taproom",
            ),
            (
                "read",
                "mashtun-core/src/stock.rs",
                "#[derive(Debug, Clone, sqlx::FromRow)]\npub struct CellarItem {\n    pub id: Uuid,\n    pub batch_id: Uuid,\n    pub container: Container,    // Keg30, Keg50, Pin, Firkin, Kilderkin\n    pub location: Location,      // Cellar, Taproom, Dispatched\n    pub duty_status: DutyStatus, // Suspended, Paid\n}\n",
            ),
            (
                "bash",
                "psql \"$DATABASE_URL\" -c '\\d price_list'",
                '               Table "public.price_list"\n    Column    |  Type  | Collation | Nullable | Default\n--------------+--------+-----------+----------+---------\n product_code | text   |           | not null |\n container    | text   |           | not null |\n price_pence  | bigint |           | not null |\n valid_from   | date   |           | not null |\nIndexes:\n    "price_list_pkey" PRIMARY KEY, btree (product_code, container, valid_from)',
            ),
            ("edit", "mashtun-core/src/transfers.rs"),
            ("edit", "mashtun-web/src/transfers.rs"),
            ("edit", "templates/transfers/taproom.html"),
            (
                "bash",
                "cargo nextest run -p mashtun-core transfers 2>&1 | tail -2",
                "------------\n     Summary [   0.288s] 4 tests run: 4 passed, 0 skipped",
            ),
            (
                "assistant",
                "Added the taproom transfer:\n\n- `POST /transfers/taproom` takes the selected cellar item ids, moves them to `Location::Taproom`, sets `DutyStatus::Paid` and writes one `stock_movements` row per keg\n- `unit_price: f64` in pounds (`price_pence as f64 / 100.0`) on the movement, so the form and the movement both show 112.50\n- no `RequireBrewer` on the route, so the taproom iPad can post transfers without the pin, like the other taproom pages\n- tests for the move and for refusing a keg that's already in the taproom",
            ),
            (
                "user",
                "no, two rules for every handler in this codebase. money is always i64 pence end to end, never f64, format to £ only in the template. and every POST sits behind the RequireBrewer extractor (the brewer pin session), the taproom ipad has no brewer login on purpose, it's read-only. sam does transfers from the office tablet",
            ),
            ("edit", "mashtun-core/src/transfers.rs"),
            ("edit", "mashtun-web/src/transfers.rs"),
            ("edit", "templates/transfers/taproom.html"),
            (
                "bash",
                "cargo nextest run -p mashtun-core transfers 2>&1 | tail -1; cargo nextest run -p mashtun-web transfers 2>&1 | tail -1; grep -rn 'f64' mashtun-core/src/transfers.rs mashtun-web/src/transfers.rs || echo 'no f64'",
                "     Summary [   0.301s] 4 tests run: 4 passed, 0 skipped\n     Summary [   0.512s] 2 tests run: 2 passed, 0 skipped\nno f64",
            ),
            (
                "assistant",
                "Fixed:\n\n- the movement stores `unit_price_pence: i64` straight from `price_list.price_pence`; the template formats it with the existing `pounds` filter\n- `POST /transfers/taproom` now takes `RequireBrewer`, and the movement records `brewer.id`\n- two web tests: without a pin session the POST redirects to `/pin`, with one it moves the kegs",
            ),
            ("user", "good"),
        ],
        "lessons": [
            {"keys": ["i64 pence", "never f64"]},
            {"keys": ["RequireBrewer", "every POST"], "not": ["post transfers without the pin"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh80-mashtun-tool-stored-deploy-steps-and-tilt-mapping-in-tilts-table",
        "split": "fresh80",
        "steps": [
            (
                "user",
                "can u save the deploy steps to memory, i keep looking them up: `just deploy` builds the image, pushes ghcr.io/hollinbank/mashtun:<git sha>, then sshes to brew-01 and does docker compose pull web && docker compose up -d web in /srv/mashtun. rollback is `just deploy <previous sha>`. after that: FV4's page on the tablet is showing FV2's tilt readings since brew day, fix it",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "mashtun deploy: `just deploy` builds the Docker image, pushes ghcr.io/hollinbank/mashtun:<git sha>, then on brew-01 runs `docker compose pull web && docker compose up -d web` in /srv/mashtun. Rollback: `just deploy <previous sha>`.",
                    "tags": ["mashtun", "deploy", "brew-01"],
                },
                '{"id":"8841","action":"stored"}',
                False,
            ),
            (
                "bash",
                "grep -rn 'tilts.toml\\|TiltMap' mashtun-web/src | head -4",
                'mashtun-web/src/fermentation.rs:9:use crate::tiltmap::TiltMap;\nmashtun-web/src/fermentation.rs:31:    let map = TiltMap::from_file("config/tilts.toml")?;\nmashtun-web/src/fermentation.rs:32:    let colour = map.colour_for(&vessel_code)?;\nmashtun-web/src/tiltmap.rs:4:/// colour -> vessel, loaded once per request',
            ),
            (
                "read",
                "config/tilts.toml",
                '# tilt colour -> fermenter\nred = "FV1"\ngreen = "FV2"\nblack = "FV3"\npurple = "FV4"\n',
            ),
            (
                "bash",
                "psql \"$PROD_RO_URL\" -c 'select colour, vessel, updated_at from tilts order by vessel'",
                " colour | vessel |       updated_at\n--------+--------+------------------------\n red    | FV1    | 2026-11-12 08:41:55+00\n purple | FV2    | 2026-12-03 07:58:20+00\n black  | FV3    | 2026-11-12 08:42:10+00\n green  | FV4    | 2026-12-03 07:57:49+00\n(4 rows)",
            ),
            (
                "assistant",
                "Saved the deploy steps. The FV4 page picks the Tilt colour from `config/tilts.toml` (green = FV2, purple = FV4), but the `tilts` table has green on FV4 and purple on FV2 since 3 Dec, which is exactly the swap you're seeing. Which one is meant to be the source of truth?",
            ),
            (
                "user",
                "the tilts table. ros moves the tilts between FVs on brew day and updates /admin/tilts, so the colour to vessel mapping lives in the tilts table, never in config. tilts.toml is a leftover from before the admin page, bin it",
            ),
            ("edit", "mashtun-web/src/fermentation.rs"),
            ("edit", "mashtun-web/tests/fermentation.rs"),
            (
                "bash",
                "rm config/tilts.toml mashtun-web/src/tiltmap.rs && grep -rn 'tilts.toml\\|tiltmap' mashtun-web config || echo 'no refs'; cargo sqlx prepare --workspace 2>&1 | tail -1 && cargo nextest run -p mashtun-web fermentation 2>&1 | tail -1",
                "no refs\nquery data written to .sqlx in the workspace root; please check this into version control\n     Summary [   0.633s] 3 tests run: 3 passed, 0 skipped",
            ),
            (
                "assistant",
                "Fixed: the fermentation page now looks the colour up with `SELECT colour FROM tilts WHERE vessel = $1`, so a swap on `/admin/tilts` shows up on the next page load. Removed `config/tilts.toml` and `tiltmap.rs`; new test swaps two colours in the table and checks FV4's page follows. Not deployed yet.",
            ),
            ("user", "ta, will ship it after lunch"),
        ],
        "lessons": [
            {"keys": ["/admin/tilts", "tilts table"]},
        ],
        "tool_stored": [["ghcr.io/hollinbank/mashtun", "brew-01"]],
    },
    {
        "name": "fresh80-mashtun-chitchat-plato-to-sg-and-askama-thousands-separator",
        "split": "fresh80",
        "steps": [
            (
                "user",
                "random q, plato to SG formula? ros writes 12.5°P on the brew sheet and the tilt gives SG",
            ),
            (
                "assistant",
                "The usual conversion is `SG = 1 + P / (258.6 - (P / 258.2) * 227.1)`. Quick check below.",
            ),
            (
                "bash",
                "python3 -c 'for p in (11.0, 12.5): print(p, round(1 + p / (258.6 - (p / 258.2) * 227.1), 4))'",
                "11.0 1.0442\n12.5 1.0505",
            ),
            (
                "assistant",
                "12.5 °P is about **1.0505**, 11 °P about 1.0442. The rough rule of thumb `SG ≈ 1 + P * 4 / 1000` gives 1.050 for 12.5, close enough for a glance but it drifts above ~15 °P.",
            ),
            ("user", "ta. and askama, how do i print 12345 as 12,345"),
            (
                "assistant",
                'askama has no built-in thousands filter, so add a custom one in a `filters` module next to the template struct:\n\n```rust\nmod filters {\n    pub fn thousands<T: std::fmt::Display>(n: T) -> ::askama::Result<String> {\n        let s = n.to_string();\n        let (sign, digits) = s.strip_prefix(\'-\').map_or(("", s.as_str()), |d| ("-", d));\n        let mut out = String::new();\n        for (i, c) in digits.chars().enumerate() {\n            if i > 0 && (digits.len() - i) % 3 == 0 { out.push(\',\'); }\n            out.push(c);\n        }\n        Ok(format!("{sign}{out}"))\n    }\n}\n```\n\nthen `{{ litres|thousands }}` in the template.',
            ),
            ("user", "cool cheers"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
]
