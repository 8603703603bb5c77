"""The "fresh145" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH145: list[dict[str, Any]] = [
    # --- "cairnwatch": mountain weather stations and alerts for the Coire Dubh Mountain Rescue
    # Team (a volunteer team in the Cairngorms; four LoRaWAN stations: Sgurr on the summit ridge,
    # Bealach on the pass, Lochan in the corrie, Car Park at the base). Rust 1.83 workspace
    # (axum 0.7, tokio, sqlx 0.8), PostgreSQL 16 + TimescaleDB 2.17, SvelteKit 2 dashboard built
    # with vite (adapter-static, served by nginx), The Things Stack webhooks into /ingest/ttn,
    # Twilio SMS alerts; one Hetzner VM with systemd units (cairnwatch-api, cairnwatch-ingest),
    # secrets in /etc/cairnwatch/env. Repo: crates/{core,ingest,api}, migrations/, web/src,
    # deploy/systemd ---
    {
        "name": "fresh145-cairnwatch-chitchat-continuous-aggregates-and-typo",
        "split": "fresh145",
        "steps": [
            (
                "user",
                "what actually is a continuous aggregate in timescale? ewan keeps saying we should use them and i nod along",
            ),
            (
                "think",
                "Concept. A continuous aggregate is a materialized view over a hypertable with time_bucket, that Timescale refreshes incrementally via a refresh policy (only the changed buckets), and real-time aggregation can union the not-yet-materialized recent data. Relate to readings table: 1-min readings → 10-min or hourly averages for the dashboard charts.",
            ),
            (
                "assistant",
                "It's a **materialized view that keeps itself up to date cheaply**.\n\n- You write a normal `GROUP BY time_bucket('10 minutes', ts), station_id` query over the `readings` hypertable (avg temperature, max gust, and so on) and declare it `WITH (timescaledb.continuous)`.\n- Timescale stores the result, and a **refresh policy** (say every 5 minutes) recomputes only the buckets where new rows arrived, not the whole history like `REFRESH MATERIALIZED VIEW` would.\n- Queries on it can also add the newest, not yet materialized minutes on the fly (*real-time aggregation*), so the numbers are never stale.\n\nFor us: the 7-day charts on the dashboard currently average about 40,000 one-minute rows per station every time someone opens a station page. Against a 10-minute aggregate that's ~1,000 precomputed rows, which is why Ewan likes them.",
            ),
            ("user", "ah ok makes sense. also the station card says Tempreature lol"),
            (
                "bash",
                'grep -rn "Tempreature" web/src',
                "web/src/lib/components/StationCard.svelte:34:      <dt>Tempreature</dt>",
            ),
            ("edit", "web/src/lib/components/StationCard.svelte"),
            (
                "bash",
                "cd web && npm run check 2>&1 | tail -2",
                "svelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "Fixed, the card says **Temperature** now (`StationCard.svelte`). Only occurrence; `svelte-check` is clean.",
            ),
            ("user", "ta"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh145-cairnwatch-incident-watchdog-restarts-sms-flood",
        "split": "fresh145",
        "steps": [
            (
                "user",
                "the team got 38 gust alert sms for sgurr overnight. its supposed to send one an hour max. twilio bill + morag is raging, half of them were asleep on call",
            ),
            (
                "bash",
                'ssh cairnwatch \'journalctl -u cairnwatch-ingest --since "2026-12-06 20:00" --until "2026-12-06 20:05" --no-pager | tail -8\'',
                "Dec 06 20:01:02 cw1 systemd[1]: cairnwatch-ingest.service: Watchdog timeout (limit 1min)!\nDec 06 20:01:02 cw1 systemd[1]: cairnwatch-ingest.service: Killing process 48211 (cairnwatch-inge) with signal SIGABRT.\nDec 06 20:01:02 cw1 systemd[1]: cairnwatch-ingest.service: Main process exited, code=dumped, status=6/ABRT\nDec 06 20:01:07 cw1 systemd[1]: cairnwatch-ingest.service: Scheduled restart job, restart counter is at 212.\nDec 06 20:01:07 cw1 systemd[1]: Started cairnwatch-ingest.service - Cairnwatch TTN ingest.\nDec 06 20:01:08 cw1 cairnwatch-ingest[48377]: INFO ingest: listening on 127.0.0.1:8081\nDec 06 20:01:31 cw1 cairnwatch-ingest[48377]: WARN alerts: sgurr gust 33.9 m/s >= 31.3 m/s, sending SMS\nDec 06 20:02:08 cw1 systemd[1]: cairnwatch-ingest.service: Watchdog timeout (limit 1min)!",
            ),
            (
                "read",
                "deploy/systemd/cairnwatch-ingest.service",
                "[Unit]\nDescription=Cairnwatch TTN ingest\nAfter=network-online.target postgresql.service\n\n[Service]\nType=notify\nExecStart=/opt/cairnwatch/bin/cairnwatch-ingest\nEnvironmentFile=/etc/cairnwatch/env\nWatchdogSec=60\nRestart=always\nRestartSec=5\n\n[Install]\nWantedBy=multi-user.target\n",
            ),
            (
                "bash",
                "grep -rn 'sd_notify\\|NotifyState' crates/ && git log -1 --format='%h %an %ad %s' --date=short -S 'NotifyState::Watchdog'",
                "crates/ingest/src/main.rs:41:    sd_notify::notify(false, &[NotifyState::Ready])?;\n5e02bb9 Ewan Fraser 2026-11-30 ingest: move to tokio + axum 0.7",
            ),
            (
                "read",
                "crates/ingest/src/alerts.rs",
                "pub struct GustAlerter {\n    threshold_ms: f64,\n    cooldown: Duration,\n    last_sent: Mutex<HashMap<StationId, Instant>>,\n    sms: TwilioClient,\n}\n\nimpl GustAlerter {\n    pub async fn check(&self, r: &Reading) -> anyhow::Result<()> {\n        if r.gust_ms < self.threshold_ms { return Ok(()); }\n        let mut last = self.last_sent.lock().await;\n        if last.get(&r.station).is_some_and(|t| t.elapsed() < self.cooldown) { return Ok(()); }\n        self.sms.send_to_oncall(&format_gust_alert(r)).await?;\n        last.insert(r.station, Instant::now());\n        Ok(())\n    }\n}\n",
            ),
            (
                "think",
                "The old threaded main had a loop sending WATCHDOG=1; Ewan's tokio rewrite (30 Nov) only sends READY. systemd WatchdogSec=60 kills it every minute → Restart=always. Restart counter 212. The 1-hour cooldown lives in last_sent in memory, so every restart while sgurr was gusting over 31.3 m/s sent a new SMS. Readings between kill and restart get 5xx'd, TTN retries some, but we've probably lost data too. Fix both: a tokio task pinging WATCHDOG=1 every 20 s (a third of WatchdogSec), and persist the cooldown in an alert_log table so restarts can't reset it.",
            ),
            (
                "assistant",
                "Found it, two problems stacked on each other.\n\n**Cause**\n\n- systemd has been killing `cairnwatch-ingest` every minute since Ewan's tokio rewrite on 30 Nov: the unit has `WatchdogSec=60`, but the new code only calls `sd_notify` once with `READY=1` and never sends the `WATCHDOG=1` keep-alive. The restart counter is at 212 for last night alone.\n- The one-hour SMS cooldown is kept in memory (`last_sent` in `GustAlerter`). Every restart forgot it, so while Sgurr was gusting above the 70 mph threshold (31.3 m/s) each fresh process sent another SMS. That's the 38.\n- Side effect: readings arriving during the 5-second restarts were refused, so there are small gaps in the data.\n\n**Fix**\n\n1. a tokio task in `main.rs` that sends `WATCHDOG=1` every 20 s\n2. the cooldown moves to a new `alert_log` table (station, kind, sent_at): an SMS is only sent if there's no row for that station in the last hour, so a restart can't reset it\n3. deploy and watch the journal for a few minutes",
            ),
            ("user", "yes do it. and text morag its fixed when ur done, no actually ill do that"),
            ("edit", "crates/ingest/src/main.rs"),
            ("edit", "migrations/20261207093000_alert_log.sql"),
            ("edit", "crates/ingest/src/alerts.rs"),
            ("edit", "crates/ingest/tests/alerts.rs"),
            (
                "bash",
                "cargo test -p cairnwatch-ingest -q 2>&1 | tail -3",
                "running 14 tests\n..............\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.81s",
            ),
            (
                "bash",
                "cargo build --release -p cairnwatch-ingest -q && scp target/release/cairnwatch-ingest cairnwatch:/opt/cairnwatch/bin/ && ssh cairnwatch 'cd /opt/cairnwatch && sqlx migrate run --source migrations && sudo systemctl restart cairnwatch-ingest && sleep 240 && journalctl -u cairnwatch-ingest --since -4min --no-pager | grep -c \"Watchdog timeout\"'",
                "Applied 20261207093000/migrate alert log (18.204ms)\n0",
            ),
            (
                "assistant",
                "Deployed and holding: four minutes without a single watchdog kill (it was one a minute before), `alert_log` is in place, and the tests include a restart in the middle of a gust spell that now sends only one SMS.",
            ),
            (
                "user",
                "brilliant. so the watchdog was killing it every minute cos nothing sent WATCHDOG=1 after the rewrite, and the cooldown reset each time. glad the cooldown is in the db now",
            ),
        ],
        "lessons": [
            {"keys": ["WatchdogSec", "sd_notify"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh145-cairnwatch-decision-raw-readings-retention",
        "split": "fresh145",
        "steps": [
            (
                "user",
                "got a hetzner email, the db volume is at 81%. we've got 1 min readings from all 4 stations since 2023. what do we do",
            ),
            (
                "bash",
                'ssh cairnwatch "psql -d cairnwatch -c \\"SELECT pg_size_pretty(hypertable_size(\'readings\')), (SELECT count(*) FROM readings), (SELECT min(ts)::date FROM readings)\\" && df -h /var/lib/postgresql | tail -1"',
                " pg_size_pretty |  count   |    min\n----------------+----------+------------\n 31 GB          | 6482113  | 2023-02-14\n(1 row)\n/dev/sdb         40G   33G  7.4G  81% /var/lib/postgresql",
            ),
            (
                "think",
                "31 GB for 6.5M rows is heavy: indexes + the raw TTN payload jsonb column. Options: (1) bigger volume, keep all raw; (2) retention policy on readings 90 days + 10-minute continuous aggregate kept forever; (3) native compression for chunks older than 7 days, keep raw forever (~10x smaller, queries still work). I'd go with 3: nothing lost, cheap. Before deleting anything, need to know who reads the raw data outside the dashboard.",
            ),
            (
                "assistant",
                "`readings` is 31 GB (6.5 million rows since Feb 2023; the raw TTN payload `jsonb` column is most of it) and the volume has 7.4 GB left. Options:\n\n1. **Bigger volume**: resize the Hetzner volume to 80 GB (about €2 more a month) and keep everything as it is. Buys a couple of years.\n2. **Retention + aggregates**: a 10-minute continuous aggregate (`readings_10m`: avg/min/max temperature, mean wind, max gust, pressure) kept forever, and a retention policy that drops raw 1-minute readings after 90 days.\n3. **Compression**: Timescale native compression on chunks older than 7 days, typically 10x smaller; all raw data stays and stays queryable.\n\nI'd recommend **3**: nothing gets thrown away and it's one policy.\n\nBefore anything gets deleted though: does anything outside the dashboard read the raw readings?",
            ),
            (
                "user",
                "go with 2, raw readings kept 90 days and 10 min averages forever. SAIS only ever ask us for 10 minute data and the 1 min anemometer stuff is mostly noise, no point hoarding it. the only outside thing is the SAIS forecasters pulling /export/sais.csv every morning at 06:00, they build the avalanche report off it so that cant break. do the migration tonight after 10 not now, theres a callout on",
            ),
            (
                "read",
                "crates/api/src/routes/export.rs",
                'pub async fn sais_csv(State(db): State<PgPool>) -> Result<impl IntoResponse, ApiError> {\n    let rows = sqlx::query_as!(ExportRow, r#"\n        SELECT time_bucket(\'10 minutes\', ts) AS "bucket!", station_id,\n               avg(temp_c) AS temp_c, avg(wind_ms) AS wind_ms, max(gust_ms) AS gust_ms\n        FROM readings\n        WHERE ts > now() - interval \'7 days\'\n        GROUP BY 1, 2 ORDER BY 1, 2"#)\n        .fetch_all(&db).await?;\n    Ok(csv_response("sais.csv", rows))\n}\n',
            ),
            (
                "think",
                "The export reads only the last 7 days from raw, within 90 days, so it'd keep working, but it's cheaper and identical to read readings_10m. Switch it and add a test comparing output columns. Prepare migration (cagg + refresh policy + backfill refresh + retention policy add_retention_policy('readings', INTERVAL '90 days')). Don't run on prod now.",
            ),
            ("edit", "migrations/20261207140000_readings_10m_and_retention.sql"),
            ("edit", "crates/api/src/routes/export.rs"),
            ("edit", "crates/api/tests/export.rs"),
            (
                "bash",
                "cargo sqlx prepare --workspace -q && cargo test -p cairnwatch-api -q 2>&1 | tail -2",
                "test result: ok. 22 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 4.07s\n",
            ),
            (
                "assistant",
                "Ready on `feat/retention`, nothing run on the server yet:\n\n- migration `20261207140000`: creates `readings_10m` as a continuous aggregate (refreshed every 5 minutes), materialises it for all of history, then `add_retention_policy('readings', INTERVAL '90 days')`\n- `/export/sais.csv` now reads from `readings_10m`; same columns and order as before (the test compares against the old query's output), so the 06:00 pull is unaffected\n- the dashboard's 7-day charts switched to `readings_10m` too\n\nThe first run takes a few minutes to build the aggregate over 6.5M rows, so tonight after 22:00 is a good time. Shall I run it then, or will you?",
            ),
            ("user", "ill ping u tonight"),
        ],
        "lessons": [
            {"keys": ["raw readings", "90 days"]},
            {"keys": ["sais.csv", "06:00"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh145-cairnwatch-tool-stored-sgurr-low-power-and-oncall-number",
        "split": "fresh145",
        "steps": [
            (
                "user",
                "remember: sgurr runs on solar + a 12v battery, when battery_v drops under 11.8 the firmware goes into low power mode and only reports every 15 min. the offline alert keeps flagging it on december afternoons, sort that out",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "cairnwatch: Sgurr station runs on solar + 12V battery; when battery_v < 11.8 V the firmware switches to low-power mode and reports only every 15 minutes (normally every minute), so gaps up to 15 min are not an outage.",
                    "tags": ["cairnwatch", "stations", "sgurr"],
                },
                '{"id":"9120","action":"stored"}',
                False,
            ),
            (
                "read",
                "crates/core/src/offline.rs",
                "pub const OFFLINE_AFTER: Duration = Duration::from_secs(5 * 60);\n\npub fn is_offline(last: &Reading, now: DateTime<Utc>) -> bool {\n    now - last.ts > chrono::Duration::from_std(OFFLINE_AFTER).unwrap()\n}\n",
            ),
            (
                "think",
                "Offline after 5 min regardless. Make it depend on the last reading's battery_v: under 11.8 → allow 20 min (15 + margin for a lost LoRa frame). Per station? The firmware behaviour applies to all stations on the same firmware, but only Sgurr is solar; keep it generic on battery_v. Also there's a .unwrap() in core, fine to replace with a const.",
            ),
            ("edit", "crates/core/src/offline.rs"),
            ("edit", "crates/core/tests/offline.rs"),
            (
                "bash",
                "cargo test -p cairnwatch-core offline -q 2>&1 | tail -2",
                "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 12 filtered out; finished in 0.01s\n",
            ),
            (
                "bash",
                "grep -rn 'ONCALL_NUMBER' crates/ deploy/ .env.example 2>/dev/null",
                'crates/ingest/src/sms.rs:12:    let to = std::env::var("ONCALL_NUMBER").context("ONCALL_NUMBER not set")?;',
            ),
            (
                "assistant",
                "Stored the low-power behaviour in memory, and the offline check follows it now:\n\n- `is_offline` allows **20 minutes** (15 plus one lost frame) when the last reading had `battery_v` under 11.8 V, and 5 minutes otherwise\n- tests: low battery with a 14-minute gap (online), 21 minutes (offline), normal battery with 6 minutes (offline)\n\nOne question: the offline and gust SMS go to `ONCALL_NUMBER`, which isn't in `.env.example` or the deploy files, so a fresh setup fails with *ONCALL_NUMBER not set*. Should I add it to `.env.example` with the current number?",
            ),
            (
                "user",
                "no dont put the number anywhere in the repo. ONCALL_NUMBER only lives in /etc/cairnwatch/env on the box, whoever's on call changes every week with the rota and morag edits it there",
            ),
            (
                "think",
                "No number in repo. I can still document the variable name without a value? User said don't put the number anywhere; an empty placeholder is fine but don't push it, just mention it. Leave .env.example alone.",
            ),
            (
                "assistant",
                "Understood, the number stays out of the repo and I've left `.env.example` alone. The offline fix is on `fix/sgurr-low-power`; want me to deploy it?",
            ),
            ("user", "yep send it"),
            (
                "bash",
                "git commit -qam 'offline: allow 20 min gaps in low-power mode' && cargo build --release -p cairnwatch-ingest -q && scp target/release/cairnwatch-ingest cairnwatch:/opt/cairnwatch/bin/ && ssh cairnwatch 'sudo systemctl restart cairnwatch-ingest && systemctl is-active cairnwatch-ingest'",
                "active",
            ),
            ("assistant", "Deployed, `cairnwatch-ingest` is running with the new offline rule."),
        ],
        "lessons": [
            {"keys": ["ONCALL_NUMBER", "/etc/cairnwatch/env"]},
        ],
        "tool_stored": [["sgurr", "11.8"]],
    },
    {
        "name": "fresh145-cairnwatch-review-windchill-pr-rules",
        "split": "fresh145",
        "steps": [
            ("user", "can u review dougies pr #41, the windchill chart"),
            (
                "bash",
                "gh pr view 41 --json title,files --jq '.title, .files[].path'",
                "Wind chill chart on station page\ncrates/ingest/src/decode.rs\ncrates/api/src/routes/windchill.rs\nweb/src/lib/charts/WindChill.svelte\nweb/src/routes/station/[id]/+page.svelte",
            ),
            (
                "bash",
                "gh pr diff 41 -- crates/ingest/src/decode.rs web/src/lib/charts/WindChill.svelte | head -40",
                '+    // firmware 2.4 adds relative humidity in byte 11\n+    let rh = *frame.get(11).unwrap() as f32 / 2.0;\n...\n+<svelte:head>\n+  <script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js"></script>\n+</svelte:head>\n+\n+<script lang="ts">\n+  export let points: { ts: string; temp_c: number; wind_ms: number; gust_ms: number; chill_c: number }[];\n+  // y axis: gust_ms straight from the API\n',
            ),
            (
                "read",
                "crates/api/src/routes/windchill.rs",
                "/// JAG/TI wind chill (Met Office / Environment Canada formula), valid for T <= 10 C and V >= 4.8 km/h\npub fn wind_chill_c(t: f64, wind_ms: f64) -> Option<f64> {\n    let v = wind_ms * 3.6;\n    (t <= 10.0 && v >= 4.8).then(|| 13.12 + 0.6215 * t - 11.37 * v.powf(0.16) + 0.3965 * t * v.powf(0.16))\n}\n",
            ),
            (
                "think",
                "Formula correct (km/h internally). The chart plots gust in m/s; the team probably wants km/h, like the Met Office mountain forecast. The CDN script tag is small and cached. decode.rs unwrap: frame length is checked earlier? Not sure, don't flag.",
            ),
            (
                "assistant",
                "Review of #41:\n\n1. **Units on the chart**: the gust line plots `gust_ms` straight from the API. I'd convert the gusts to km/h before plotting, that's what the Met Office mountain forecasts use and people will compare against them.\n2. **Formula**: `wind_chill_c` is the standard JAG/TI formula with the right validity limits (≤ 10 °C, ≥ 4.8 km/h), and it converts m/s to km/h internally. Correct.\n3. **Chart.js** from jsdelivr is fine: pinned to 4.4.6 and cached by the browser after the first load.\n4. Nice that the API returns `None` outside the formula's range, and the chart leaves a gap there instead of plotting nonsense.",
            ),
            (
                "user",
                "2 and 4 fine. but wind is mph on the dashboard everywhere, the team thinks in mph, only the db stores m/s. no unwrap() anywhere in crates/ingest, one bad frame panicked the handler in march and we lost a whole TTN batch. and nothing loaded from a cdn, people open the dashboard at the bealach on one bar of signal, everything gets bundled by vite. also ask him to squash, his commit msgs are a mess",
            ),
            (
                "think",
                "Rewrite 1 (mph, convert at display, db stays m/s), drop 3, add the unwrap in decode.rs (frame.get(11) → return a decode error / treat rh as None for older firmware frames), CDN → npm install chart.js and import. Squash request.",
            ),
            (
                "bash",
                "gh pr review 41 --request-changes --body-file /tmp/review_41.md",
                "- Requested changes to pull request coire-dubh-mrt/cairnwatch#41",
            ),
            (
                "assistant",
                "Posted on #41 (changes requested):\n\n- the chart shows wind and gusts in **mph** like the rest of the dashboard; the API and the database stay in m/s and the conversion happens in the component\n- `frame.get(11).unwrap()` in `decode.rs` must go: frames from firmware older than 2.4 have no byte 11, so return a decode error (or `rh: None`) instead of panicking\n- Chart.js comes from npm (`npm i chart.js`) and gets bundled by vite, no `<script>` from jsdelivr\n- please squash the commits before merging\n- thumbs up for the formula and for the gap outside its valid range\n\nMy km/h suggestion and the OK for the CDN script are not in it.",
            ),
            ("user", "👍 ta"),
        ],
        "lessons": [
            {"keys": ["mph", "m/s"], "not": ["convert the gusts to km/h"]},
            {"keys": ["unwrap()", "crates/ingest"]},
            {"keys": ["cdn", "vite"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh145-cairnwatch-correction-sgurr-elevation",
        "split": "fresh145",
        "steps": [
            (
                "user",
                "can the map page show each stations altitude in the popup? the new members keep asking which one is which",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "cairnwatch stations map altitude"},
                '{"memories":[{"id":"9120","content":"cairnwatch: Sgurr station runs on solar + 12V battery; when battery_v < 11.8 V the firmware switches to low-power mode and reports only every 15 minutes (normally every minute), so gaps up to 15 min are not an outage."}]}',
                False,
            ),
            (
                "bash",
                "ssh cairnwatch \"psql -d cairnwatch -c 'SELECT id, name, elevation_m, lat, lon FROM stations ORDER BY elevation_m DESC'\"",
                " id |   name   | elevation_m |    lat    |    lon\n----+----------+-------------+-----------+-----------\n  1 | Sgurr    |        1011 | 57.08412  | -3.69870\n  2 | Bealach  |         742 | 57.07655  | -3.71204\n  4 | Lochan   |         615 | 57.07118  | -3.70331\n  3 | Car Park |         330 | 57.06402  | -3.72519\n(4 rows)",
            ),
            (
                "read",
                "web/src/routes/map/+page.svelte",
                '<script lang="ts">\n  import StationMarker from "$lib/map/StationMarker.svelte";\n  export let data;\n</script>\n\n{#each data.stations as s}\n  <StationMarker station={s}>\n    <strong>{s.name}</strong>\n    <LatestReading reading={s.latest} />\n  </StationMarker>\n{/each}\n',
            ),
            (
                "assistant",
                "Easy, the elevations are already in the `stations` table: the Sgurr station sits at 1011 m, Bealach 742 m, Lochan 615 m and the Car Park 330 m. I'll add `elevation_m` to the `/api/stations` response and show it under the name in the popup, e.g. **Sgurr**, 1011 m. OK?",
            ),
            ("user", "yep go"),
            ("edit", "crates/api/src/routes/stations.rs"),
            ("edit", "web/src/lib/api.ts"),
            ("edit", "web/src/routes/map/+page.svelte"),
            (
                "bash",
                "cargo sqlx prepare --workspace -q && cargo test -p cairnwatch-api stations -q 2>&1 | tail -1 && cd web && npm run check 2>&1 | tail -1",
                "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 19 filtered out; finished in 0.42s\nsvelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "Done on `feat/map-elevation`: each popup shows the station name, its elevation in metres and the latest reading, and the list on the side of the map is sorted from highest to lowest.",
            ),
            (
                "user",
                "looks good. oh while i think of it, sgurr is at 1083 m now, the mast got moved up the ridge in 2024 and the table still has the old site. the pressure reduction uses that column too so thats probably why sgurr pressure always looked a bit off vs the met office",
            ),
            (
                "think",
                "Update elevation to 1083 via a migration (so dev DBs get it too), and the lat/lon probably moved as well — ask? The user only gave elevation. Check the pressure: sea-level reduction in crates/core/src/pressure.rs reads station.elevation_m. 72 m more ≈ +8-9 hPa in the reduced pressure.",
            ),
            ("edit", "migrations/20261207161500_sgurr_elevation_1083.sql"),
            (
                "bash",
                'ssh cairnwatch \'cd /opt/cairnwatch && sqlx migrate run --source migrations\' && ssh cairnwatch "psql -d cairnwatch -Atc \\"SELECT round(sea_level_hpa(pressure_hpa, temp_c, 1083)::numeric, 1) FROM readings WHERE station_id = 1 ORDER BY ts DESC LIMIT 1\\""',
                "Applied 20261207161500/migrate sgurr elevation 1083 (6.911ms)\n993.8",
            ),
            (
                "assistant",
                "Updated Sgurr to 1083 m with a migration, so the popup and the sea-level pressure both use it. The latest Sgurr reading now reduces to **993.8 hPa**, against 994 hPa on the Met Office chart for the area, so that was indeed the gap. Did the mast's coordinates change too? The table still has the old lat/lon, so the marker may be on the old site.",
            ),
            ("user", "prob yeah, ill get ewan to send the gps fix"),
        ],
        "lessons": [
            {"keys": ["sgurr", "1083 m"], "not": ["sits at 1011 m"]},
        ],
        "tool_stored": [],
    },
]
