"""The "fresh153" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH153: list[dict[str, Any]] = [
    # --- "airwatch": the public air quality map for Kirkstall and Armley in Leeds, run by the
    # council's environmental health team. About 40 low-cost sensors (PM2.5 from Plantower
    # PMS5003, NO2 from Alphasense boards) publish over MQTT to a Mosquitto broker; a Rust
    # service (tokio, rumqttc, sqlx on TimescaleDB / PostgreSQL 16, axum for the API) ingests
    # and serves them, deployed as systemd units on two council VMs, aq-prod-01 and
    # aq-stage-01. Siobhan is the air quality officer, Tomasz maintains the sensors ---
    {
        "name": "fresh153-airwatch-chitchat-std-vs-tokio-mutex-and-dioxde-typo",
        "split": "fresh153",
        "steps": [
            (
                "user",
                "getting 'future cannot be sent between threads safely' in the cache refresh "
                "task. whats the deal with std Mutex vs tokio Mutex, which one am i supposed to "
                "use. also the map legend says Nitrogen dioxde",
            ),
            (
                "read",
                "src/cache.rs",
                "pub async fn refresh(state: Arc<AppState>) -> anyhow::Result<()> {\n"
                "    let mut latest = state.latest.lock().unwrap();\n"
                "    let rows = db::latest_hourly(&state.pool).await?;\n"
                "    latest.replace(rows);\n"
                "    Ok(())\n"
                "}\n",
            ),
            (
                "think",
                "Classic: std::sync::MutexGuard is !Send and is held across the .await on the "
                "DB query. Fix is to do the await first, then lock briefly. No need for tokio "
                "Mutex here.",
            ),
            (
                "assistant",
                "The error is because the **std `MutexGuard` is held across an `.await`**: "
                "`latest` is locked, then the task awaits the DB query while still holding it. "
                "A std guard isn't `Send`, so tokio can't move the task between worker "
                "threads.\n\n"
                "| | `std::sync::Mutex` | `tokio::sync::Mutex` |\n"
                "|---|---|---|\n"
                "| lock | blocks the thread | `.lock().await`, yields to the runtime |\n"
                "| guard across `.await` | not allowed (not `Send`) | fine |\n"
                "| cost | cheap | slower |\n"
                "| use when | the critical section is short and has no `.await` | you really "
                "must hold the lock while awaiting |\n\n"
                "Here you don't need to hold it while awaiting. Query first, lock after:\n\n"
                "```rust\n"
                "let rows = db::latest_hourly(&state.pool).await?;\n"
                "state.latest.lock().unwrap().replace(rows);\n"
                "```\n\n"
                "That keeps the cheap std mutex and the guard is dropped on the same line.",
            ),
            ("user", "oh thats obvious now. yeah do that and the typo pls"),
            ("edit", "src/cache.rs"),
            ("edit", "web/src/Legend.svelte"),
            (
                "bash",
                "cargo build && cargo test cache && (cd web && npm run check)",
                "   Compiling airwatch v0.9.2 (/home/dev/airwatch)\n"
                "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.40s\n"
                "running 2 tests\n"
                "test cache::tests::refresh_replaces_latest ... ok\n"
                "test cache::tests::refresh_keeps_old_on_db_error ... ok\n\n"
                "test result: ok. 2 passed; 0 failed; 0 ignored\n"
                "svelte-check found 0 errors and 0 warnings",
            ),
            (
                "assistant",
                "Builds now, tests pass, and the legend reads **Nitrogen dioxide**.",
            ),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh153-airwatch-incident-mqtt-client-id-clash-staging-prod",
        "split": "fresh153",
        "steps": [
            (
                "user",
                "half the sensors show 'no data' on the map since about 9 this morning. tomasz "
                "says they're all up and publishing, he can see them on the broker",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select sensor_id, max(ts) from readings where ts > '
                "now() - interval '6 hours' group by 1 order by 2 limit 6\"",
                " sensor_id |          max\n"
                "-----------+------------------------\n"
                " AQ-07     | 2026-12-03 09:02:14+00\n"
                " AQ-19     | 2026-12-03 09:02:31+00\n"
                " AQ-03     | 2026-12-03 11:47:50+00\n"
                " AQ-11     | 2026-12-03 11:47:52+00\n"
                " AQ-22     | 2026-12-03 11:48:02+00\n"
                " AQ-05     | 2026-12-03 11:48:05+00\n"
                "(6 rows)",
            ),
            (
                "think",
                "Not a clean cut-off: some sensors are current, the current ones have gaps? "
                "Check ingest logs on prod.",
            ),
            (
                "bash",
                "ssh aq-prod-01 'journalctl -u airwatch-ingest --since 09:00 | grep -c "
                '"connection closed"; journalctl -u airwatch-ingest --since 11:45 | tail -4\'',
                "1312\n"
                "Dec 03 11:47:58 aq-prod-01 airwatch-ingest[822]: WARN mqtt: connection closed "
                "by broker, reconnecting in 1s\n"
                "Dec 03 11:47:59 aq-prod-01 airwatch-ingest[822]: INFO mqtt: connected to "
                "mqtt.aq.internal:8883 as airwatch-ingest\n"
                "Dec 03 11:48:03 aq-prod-01 airwatch-ingest[822]: WARN mqtt: connection closed "
                "by broker, reconnecting in 1s\n"
                "Dec 03 11:48:04 aq-prod-01 airwatch-ingest[822]: INFO mqtt: connected to "
                "mqtt.aq.internal:8883 as airwatch-ingest",
            ),
            (
                "bash",
                "ssh mqtt.aq.internal 'grep airwatch-ingest /var/log/mosquitto/mosquitto.log "
                "| tail -4'",
                "1796298478: Client airwatch-ingest already connected, closing old connection.\n"
                "1796298478: New client connected from 10.20.4.31:51544 as airwatch-ingest "
                "(p2, c0, k30, u'ingest').\n"
                "1796298479: Client airwatch-ingest already connected, closing old connection.\n"
                "1796298479: New client connected from 10.20.4.12:40218 as airwatch-ingest "
                "(p2, c0, k30, u'ingest').",
            ),
            (
                "bash",
                "getent hosts 10.20.4.31 10.20.4.12; ssh aq-stage-01 'systemctl status "
                "airwatch-ingest | head -3; grep client_id /etc/airwatch/config.toml'",
                "10.20.4.31      aq-stage-01.council.internal\n"
                "10.20.4.12      aq-prod-01.council.internal\n"
                "● airwatch-ingest.service - airwatch MQTT ingest\n"
                "     Loaded: loaded (/etc/systemd/system/airwatch-ingest.service; enabled)\n"
                "     Active: active (running) since Thu 2026-12-03 08:58:41 GMT; 2h 50min ago\n"
                'client_id = "airwatch-ingest"',
            ),
            (
                "think",
                "Staging ingest came up at 08:58 with the same client id copied from prod's "
                "config. Mosquitto only allows one session per client id: each connect kicks "
                "the other. c0 = persistent session, so messages queued while one is away get "
                "delivered to whichever connects next, so some readings landed in the staging "
                "DB. That's the gap.",
            ),
            (
                "assistant",
                "Found it. Staging was set up this morning and is stealing prod's connection:\n\n"
                "- `aq-stage-01` started its ingest at **08:58** with a config copied from prod, "
                "so it connects as `airwatch-ingest` too\n"
                "- Mosquitto allows only one connection per client id, so each time staging or "
                "prod connects the broker closes the other's connection; they've kicked each other "
                "off 1312 times since 09:00\n"
                "- because the session is persistent (`c0`), readings queued while prod was "
                "disconnected went to whichever one connected next, so roughly half of them "
                "ended up in the **staging** database\n\n"
                "Fix:\n"
                "1. build the client id from the environment and host name: "
                "`airwatch-ingest-{env}-{hostname}` (`airwatch-ingest-prod-aq-prod-01`)\n"
                "2. ingest refuses to start if `client_id` is set by hand in the config, so a "
                "copied config can't do this again\n"
                "3. copy today's readings from staging back into prod\n\n"
                "OK to stop the staging ingest first?",
            ),
            (
                "user",
                "yes stop it now. and staging shouldnt be on the prod topics at all really but "
                "thats for another day",
            ),
            (
                "bash",
                "ssh aq-stage-01 'sudo systemctl stop airwatch-ingest'; sleep 20; "
                "ssh mqtt.aq.internal 'tail -2 /var/log/mosquitto/mosquitto.log'",
                "1796298701: New client connected from 10.20.4.12:40311 as airwatch-ingest "
                "(p2, c0, k30, u'ingest').\n"
                "1796298720: Received PINGREQ from airwatch-ingest",
            ),
            ("edit", "src/config.rs"),
            ("edit", "src/mqtt.rs"),
            ("edit", "config/default.toml"),
            ("edit", "tests/config_test.rs"),
            (
                "bash",
                "cargo test config && ./deploy.sh prod",
                "running 3 tests\n"
                "test client_id_includes_env_and_host ... ok\n"
                "test explicit_client_id_is_rejected ... ok\n"
                "test default_env_is_dev ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored\n"
                "deploy: airwatch 0.9.3 -> aq-prod-01, restarted airwatch-ingest, "
                "airwatch-api\n"
                "Dec 03 11:56:12 aq-prod-01 airwatch-ingest[1190]: INFO mqtt: connected to "
                "mqtt.aq.internal:8883 as airwatch-ingest-prod-aq-prod-01",
            ),
            (
                "bash",
                'ssh aq-stage-01 "psql airwatch -c \\"\\\\copy (select * from readings where '
                "ts >= '2026-12-03 08:58') to '/tmp/stolen.csv' csv\\\"\" && scp "
                'aq-stage-01:/tmp/stolen.csv /tmp/ && psql "$DATABASE_URL" -c "\\\\copy '
                "readings_import from '/tmp/stolen.csv' csv\" -c \"insert into readings select "
                '* from readings_import on conflict (sensor_id, ts) do nothing"',
                "COPY 14188\nCOPY 14188\nINSERT 0 14188",
            ),
            (
                "assistant",
                "Prod is back on its own client id (`airwatch-ingest-prod-aq-prod-01`) and the "
                "broker log is quiet. I copied the 14,188 readings that went to staging back "
                "into prod, so the map has no gap for today. Staging stays stopped until it "
                "has its own topics.",
            ),
            (
                "user",
                "nice one. so lesson is two ingests with the same client id just fight over the "
                "broker forever",
            ),
        ],
        "lessons": [
            {"keys": ["one connection per client id", "staging"]},
            {"keys": ["client id", "hostname"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh153-airwatch-decision-calibration-raw-only-query-time",
        "split": "fresh153",
        "steps": [
            (
                "user",
                "siobhan has the new calibration factors from the last co-location, the pm2.5 "
                "sensors read about 30% high in damp weather. how should we put calibration in",
            ),
            (
                "read",
                "migrations/0004_readings.sql",
                "CREATE TABLE readings (\n"
                "    sensor_id  text        NOT NULL,\n"
                "    ts         timestamptz NOT NULL,\n"
                "    pm25       real,\n"
                "    no2        real,\n"
                "    rh         real,\n"
                "    PRIMARY KEY (sensor_id, ts)\n"
                ");\n"
                "SELECT create_hypertable('readings', 'ts');\n",
            ),
            (
                "bash",
                'psql "$DATABASE_URL" -c "select count(*), '
                "pg_size_pretty(hypertable_size('readings')) from readings\"",
                "   count   | pg_size_pretty\n"
                "-----------+----------------\n"
                " 118204377 | 9412 MB\n"
                "(1 row)",
            ),
            (
                "think",
                "Factors depend on RH (humidity correction) and per sensor. Options: raw + "
                "compute at query time, correct at ingest, or both columns. Both columns is "
                "the usual compromise: fast queries and raw kept.",
            ),
            (
                "assistant",
                "The readings table has 118M rows (9.4 GB) of raw values, with humidity (`rh`) "
                "alongside. Ways to add calibration:\n\n"
                "1. **Raw only, calibrate at query time**: a `calibrations` table (sensor, "
                "valid_from, valid_to, slope, intercept, rh coefficient) joined in the hourly "
                "view.\n"
                "2. **Calibrate on ingest**: store only the corrected value.\n"
                "3. **Both**: keep raw and add a `pm25_cal` column filled on ingest; fast reads, "
                "raw kept for audits.\n\n"
                "I'd go for **3**: reads stay cheap and the raw data is still there.",
            ),
            (
                "user",
                "option 1. store raw only and calibrate at query time, because the factors get "
                "revised backwards after every co-location run against the AURN station at "
                "headingley, so any stored corrected column is wrong a month later and we'd be "
                "rewriting 100M rows each time",
            ),
            (
                "assistant",
                "Right, if the factors change retroactively a stored `pm25_cal` is just a cache "
                "you have to keep invalidating. Going with query time; the hourly continuous "
                "aggregate stays raw and the calibration is applied on top of it, so it's "
                "joining ~2M hourly rows, not 118M.",
            ),
            ("edit", "migrations/0011_calibrations.sql"),
            ("edit", "migrations/0012_hourly_calibrated_view.sql"),
            ("edit", "src/db/hourly.rs"),
            ("edit", "src/bin/load_calibrations.rs"),
            ("edit", "tests/calibration_test.rs"),
            (
                "bash",
                "sqlx migrate run && cargo test calibration && cargo run --bin "
                "load_calibrations -- data/colocation-2026-11.csv",
                "Applied 11/migrate calibrations (18.211ms)\n"
                "Applied 12/migrate hourly calibrated view (402.9ms)\n"
                "running 3 tests\n"
                "test uses_factor_valid_at_reading_time ... ok\n"
                "test humidity_term_applied ... ok\n"
                "test sensor_without_factor_falls_back_to_raw_and_flags ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored\n"
                "loaded 41 calibrations (valid_from 2026-06-01)",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `calibrations` table, loaded from Siobhan's November CSV (41 sensors)\n"
                "- `hourly_calibrated` view: raw hourly means × the factor valid at that hour, "
                "with the humidity term; a sensor with no factor shows raw with "
                "`calibrated = false`\n"
                "- loading a revised CSV later just adds rows with new validity dates; nothing "
                "in `readings` is rewritten",
            ),
            ("user", "great. ill get her to check a couple of sensors against her spreadsheet"),
        ],
        "lessons": [
            {"keys": ["raw only", "query time"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh153-airwatch-tool-stored-uni-sensors-and-hourly-means-answer",
        "split": "fresh153",
        "steps": [
            (
                "user",
                "remember AQ-30 to AQ-34 are leeds uni's sensors on the A65, we host their data "
                "for the research project but they must never show in the public API. pls check "
                "they dont right now",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "airwatch: sensors AQ-30 to AQ-34 belong to the University of "
                    "Leeds (A65 research project); we host their data but they must never "
                    "appear in the public API.",
                    "tags": ["airwatch", "sensors", "public-api"],
                },
                '{"id":"6230","action":"stored"}',
                False,
            ),
            (
                "bash",
                "curl -s https://airwatch.leeds-council.example/api/v1/sensors | jq -r "
                "'.[].id' | grep -E 'AQ-3[0-4]'",
                "AQ-30\nAQ-31\nAQ-32\nAQ-33\nAQ-34",
            ),
            (
                "read",
                "src/api/sensors.rs",
                "pub async fn list(State(s): State<AppState>) -> ApiResult<Json<Vec<Sensor>>> {\n"
                '    let rows = sqlx::query_as!(Sensor, "SELECT id, name, lat, lon FROM '
                'sensors ORDER BY id")\n'
                "        .fetch_all(&s.pool).await?;\n"
                "    Ok(Json(rows))\n"
                "}\n",
            ),
            (
                "think",
                "They are public right now. Add a `public` flag to sensors rather than a "
                "hard-coded list. Also check the readings endpoint. Before that: what resolution "
                "does the public map serve? The readings endpoint returns raw rows.",
            ),
            (
                "assistant",
                "Saved. They **are** public right now: all five are in `/api/v1/sensors`. I'll "
                "add a `sensors.public` flag (false for AQ-30..34) and filter every public "
                "endpoint on it, rather than hard-coding the ids.\n\n"
                "While I'm in there: `/api/v1/sensors/{id}/readings` returns the raw 2-minute "
                "rows. Is that intended for the public map, or should it serve aggregates?",
            ),
            (
                "user",
                "hourly means only on the public map, never the raw 2 minute readings, theyre "
                "too noisy and people panic when they see a 300 spike because a bus idled next "
                "to the sensor",
            ),
            ("edit", "migrations/0013_sensors_public.sql"),
            ("edit", "src/api/sensors.rs"),
            ("edit", "src/api/readings.rs"),
            ("edit", "tests/api_public_test.rs"),
            (
                "bash",
                "sqlx migrate run && cargo sqlx prepare && cargo test api_public",
                "Applied 13/migrate sensors public (9.114ms)\n"
                "query data written to .sqlx in the current directory; please check this into "
                "version control\n"
                "running 4 tests\n"
                "test uni_sensors_hidden_from_list ... ok\n"
                "test uni_sensor_readings_404 ... ok\n"
                "test readings_are_hourly_means ... ok\n"
                "test raw_param_ignored_on_public_api ... ok\n\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored",
            ),
            (
                "bash",
                "./deploy.sh prod && curl -s https://airwatch.leeds-council.example/api/v1/"
                "sensors | jq length",
                "deploy: airwatch 0.9.5 -> aq-prod-01, restarted airwatch-api\n36",
            ),
            (
                "assistant",
                "Deployed:\n\n"
                "- `/api/v1/sensors` lists 36 sensors; AQ-30..34 are gone, and their readings "
                "URL returns 404\n"
                "- `/readings` now serves calibrated hourly means from `hourly_calibrated`; "
                "there's no raw option on the public API\n\n"
                "The uni's data was visible before today, so they may want to know.",
            ),
            ("user", "ill tell siobhan, she can email them"),
        ],
        "lessons": [
            {"keys": ["hourly means", "public map"]},
        ],
        "tool_stored": [["AQ-30", "public API"]],
    },
    {
        "name": "fresh153-airwatch-rules-review-unwrap-sqlx-prepare-no2-ugm3",
        "split": "fresh153",
        "steps": [
            (
                "user",
                "siobhan wants a csv download of the daily means per sensor for her annual "
                "status report. /api/v1/sensors/{id}/daily.csv. open a draft pr when its done",
            ),
            (
                "read",
                "src/api/readings.rs",
                "pub async fn hourly(\n"
                "    State(s): State<AppState>,\n"
                "    Path(id): Path<String>,\n"
                ") -> ApiResult<Json<Vec<Hourly>>> {\n"
                '    let rows = sqlx::query_as!(Hourly, "SELECT hour, pm25, no2 FROM '
                'hourly_calibrated WHERE sensor_id = $1 AND public", id)\n',
            ),
            (
                "think",
                "Daily means off hourly_calibrated. Annual reports usually use ppb for NO2 in "
                "some places; the Alphasense NO2 boards output ppb natively, so the column is "
                "presumably ppb. Label the header. Dynamic date range, so use sqlx::query with "
                "binds.",
            ),
            ("edit", "src/api/daily_csv.rs"),
            ("edit", "src/api/mod.rs"),
            (
                "bash",
                "cargo build && git checkout -qb daily-csv && git commit -qam 'Daily means CSV "
                "per sensor' && git push -qu origin daily-csv && gh pr create --draft --fill",
                "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 18.02s\n"
                "https://github.com/leeds-council-eh/airwatch/pull/87",
            ),
            (
                "assistant",
                "Draft **PR #87**: `GET /api/v1/sensors/{id}/daily.csv?from=&to=`\n\n"
                "- one row per day: `date,pm25_ugm3,no2_ppb,hours_covered`\n"
                "- the NO2 sensors report in ppb, so that column is ppb\n"
                "- the query is built with `sqlx::query` since the date filter is optional\n"
                "- `from`/`to` parsed with `NaiveDate::parse_from_str(..).unwrap()`",
            ),
            (
                "user",
                "reviewed. no unwrap outside tests, bad input from a url shouldnt panic the "
                "api, use ? and return a 400. every query goes through query! or query_as! so "
                "its checked at compile time, use Option binds for the optional dates, and run "
                "cargo sqlx prepare and commit the .sqlx dir or the offline build in CI fails. "
                "no2 is ug/m3 everywhere, same as DEFRA reports it, our firmware converts "
                "before it publishes, nothing in this repo is ppb. and for this one put the "
                "sensor id in the download filename, she saves them all in one folder",
            ),
            (
                "bash",
                "grep -rn 'ppb' src/ firmware/ docs/ | head; grep -n 'SQLX_OFFLINE' "
                ".github/workflows/ci.yml",
                "firmware/no2/convert.c:12:/* board outputs ppb; publish ug/m3 (x1.88 at 20C) "
                "*/\n"
                'src/api/daily_csv.rs:40:        "date,pm25_ugm3,no2_ppb,hours_covered\\n",\n'
                '14:      SQLX_OFFLINE: "true"',
            ),
            (
                "think",
                "Confirms: the firmware already converts; I mislabelled. Replace the unwraps "
                "with a 400 via ApiError::BadRequest. query_as! with `($2::date IS NULL OR day "
                ">= $2)`. Filename via Content-Disposition.",
            ),
            ("edit", "src/api/daily_csv.rs"),
            ("edit", "tests/daily_csv_test.rs"),
            (
                "bash",
                "cargo sqlx prepare && cargo clippy -- -D warnings && cargo test daily_csv && "
                "git add -A && git commit -qm 'Review: checked queries, 400 on bad dates, "
                "ug/m3' && git push -q",
                "query data written to .sqlx in the current directory; please check this into "
                "version control\n"
                "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.87s\n"
                "running 4 tests\n"
                "test bad_date_is_400 ... ok\n"
                "test optional_dates ... ok\n"
                "test filename_has_sensor_id ... ok\n"
                "test header_units ... ok\n\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Pushed to PR #87. You're right about NO2: `firmware/no2/convert.c` converts to "
                "µg/m³ before publishing, I'd mislabelled it.\n\n"
                "- header is now `date,pm25_ugm3,no2_ugm3,hours_covered`\n"
                "- no `unwrap()`: a bad `from`/`to` returns **400** *invalid date 'yesterday', "
                "expected YYYY-MM-DD*\n"
                "- the query is `query_as!` with `Option<NaiveDate>` binds, and `.sqlx` is "
                "committed\n"
                "- downloads are named `airwatch-AQ-12-daily.csv`",
            ),
        ],
        "lessons": [
            {"keys": ["unwrap", "outside tests"]},
            {"keys": ["cargo sqlx prepare", ".sqlx"]},
            {"keys": ["no2", "ug/m3"], "not": ["NO2 sensors report in ppb"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh153-airwatch-correction-pm25-alert-threshold-25-not-35",
        "split": "fresh153",
        "steps": [
            (
                "user",
                "can we email siobhan when any sensor's hourly pm2.5 goes over the alert "
                "threshold. just her for now, not the team list",
            ),
            (
                "read",
                "docs/alerts.md",
                "# Alerts\n\n"
                "Alert the air quality officer when a sensor's calibrated hourly PM2.5 mean "
                "exceeds 35 µg/m³.\n"
                "Do not alert more than once per sensor per 6 hours.\n",
            ),
            (
                "think",
                "35 from the doc, and a 6-hour cooldown per sensor. Run as a tokio interval task "
                "in the api binary, 5 past each hour after the continuous aggregate refresh.",
            ),
            (
                "assistant",
                "Per `docs/alerts.md`, alerts fire when a sensor's calibrated hourly PM2.5 mean "
                "exceeds 35 µg/m³, at most once per sensor every 6 hours. I'll check at 5 past "
                "each hour, after the hourly aggregate refreshes, and email Siobhan only.",
            ),
            ("edit", "src/alerts.rs"),
            ("edit", "src/main.rs"),
            ("edit", "migrations/0014_alert_log.sql"),
            ("edit", "tests/alerts_test.rs"),
            (
                "bash",
                "sqlx migrate run && cargo sqlx prepare && cargo test alerts",
                "Applied 14/migrate alert log (7.902ms)\n"
                "query data written to .sqlx in the current directory; please check this into "
                "version control\n"
                "running 3 tests\n"
                "test alerts_above_threshold ... ok\n"
                "test no_repeat_within_6_hours ... ok\n"
                "test private_sensors_alert_too ... ok\n\n"
                "test result: ok. 3 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done: `alerts::check_hourly` runs at :05, writes each alert to `alert_log` for "
                "the cooldown, and emails Siobhan *AQ-12 Kirkstall Rd: PM2.5 hourly mean 41 "
                "µg/m³ (10:00–11:00)*.",
            ),
            (
                "user",
                "looks good. can the email say which sensor by name and link to it on the map. "
                "and the threshold is 25 now, siobhan dropped it from 35 after the public "
                "consultation in october, the doc never got updated",
            ),
            ("edit", "src/alerts.rs"),
            ("edit", "src/config.rs"),
            ("edit", "tests/alerts_test.rs"),
            ("edit", "docs/alerts.md"),
            (
                "bash",
                "cargo test alerts",
                "running 4 tests\n"
                "test alerts_above_threshold ... ok\n"
                "test no_alert_at_24_9 ... ok\n"
                "test no_repeat_within_6_hours ... ok\n"
                "test private_sensors_alert_too ... ok\n\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Updated:\n\n"
                "- `alert_pm25_hourly` is now **25 µg/m³** in `config/default.toml`, and "
                "`docs/alerts.md` says so\n"
                "- the email reads *AQ-12 Kirkstall Road / Bridge Rd junction: PM2.5 hourly mean "
                "41 µg/m³ (10:00–11:00)* with a link to the sensor on the map",
            ),
            ("user", "👍 ship it"),
            (
                "bash",
                "./deploy.sh prod",
                "deploy: airwatch 0.9.7 -> aq-prod-01, restarted airwatch-api",
            ),
            ("assistant", "Deployed; the first check runs at 13:05."),
        ],
        "lessons": [
            {"keys": ["threshold", "25"], "not": ["exceeds 35"]},
        ],
        "tool_stored": [],
    },
]
