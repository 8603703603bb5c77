"""The "fresh125" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH125: list[dict[str, Any]] = [
    # --- "frostline": temperature monitoring and alarms for Brannock Cold Stores, a family-run
    # cold storage warehouse outside Drogheda with six chambers. Rust 1.82, axum 0.7, sqlx 0.8
    # on Postgres 16 + TimescaleDB, Dragino LHT65N LoRaWAN sensors sending uplinks through The
    # Things Stack (TTS) webhooks, Twilio SMS for alarms, a small SvelteKit dashboard
    # (adapter-static) served by axum. Runs as a systemd service on an Intel NUC in the office,
    # reached over Tailscale ---
    {
        "name": "fresh125-frostline-chitchat-appstate-clone-and-temprature-typo",
        "split": "fresh125",
        "steps": [
            (
                "user",
                "why does AppState need #[derive(Clone)]? doesnt that clone the whole db "
                "pool on every request, seems wasteful. also the chart legend says "
                "Temprature",
            ),
            (
                "read",
                "src/state.rs",
                "#[derive(Clone)]\n"
                "pub struct AppState {\n"
                "    pub db: PgPool,\n"
                "    pub twilio: Arc<TwilioClient>,\n"
                "    pub cfg: Arc<Config>,\n"
                "}\n",
            ),
            (
                "think",
                "axum's State extractor clones the state per request. PgPool is an Arc around "
                "the shared pool, so cloning is a refcount bump. The others are already Arc. "
                "Explain, fix the Svelte typo.",
            ),
            (
                "assistant",
                "It looks expensive but it isn't. axum hands each handler its own copy of the "
                "state (`State<AppState>`), so the state has to be `Clone`. What gets cloned "
                "is cheap:\n\n"
                "- **`PgPool`** is internally an `Arc` around the one shared pool, so "
                "`clone()` bumps a reference count; every clone uses the same connections\n"
                "- **`Arc<TwilioClient>`** and **`Arc<Config>`** are the same: a refcount "
                "bump, no copy of the data\n\n"
                "So per request it's three atomic increments. The rule of thumb: anything big "
                "in `AppState` should sit behind an `Arc` (or already be a handle like "
                "`PgPool`), which it is here.\n\nFixing the legend now.",
            ),
            ("edit", "dashboard/src/lib/ChamberChart.svelte"),
            (
                "bash",
                "cd dashboard && npm run build 2>&1 | tail -1",
                "✔ done",
            ),
            (
                "assistant",
                "The legend says **Temperature (°C)** now and the dashboard builds; it'll "
                "show up after the next deploy.",
            ),
            ("user", "cool thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh125-frostline-incident-deny-unknown-fields-silent-weekend",
        "split": "fresh125",
        "steps": [
            (
                "user",
                "big problem. chamber 3 was at -9 when the lads opened up this morning, "
                "defrost heater stuck on. NO sms all weekend. dashboard graph is flat since "
                "friday evening for every chamber",
            ),
            (
                "bash",
                "journalctl -u frostline --since 'friday 12:00' | grep -c 'POST /tts/uplink'"
                " && journalctl -u frostline --since 'friday 12:00' | grep 'POST /tts/uplink'"
                " | awk '{print $NF}' | sort | uniq -c",
                "1893\n    412 status=200\n   1481 status=422",
            ),
            (
                "bash",
                "journalctl -u frostline --since 'friday 12:00' | grep -m1 -B1 'status=422'",
                "Nov 27 17:41:03 nuc frostline[702]: WARN uplink rejected: Failed to "
                "deserialize the JSON body into the target type: uplink_message: unknown field "
                "`last_battery_percentage`, expected one of `f_port`, `frm_payload`, "
                "`decoded_payload`, `rx_metadata`, `received_at` at line 1 column 1378\n"
                "Nov 27 17:41:03 nuc frostline[702]: INFO POST /tts/uplink status=422",
            ),
            (
                "read",
                "src/tts.rs",
                "#[derive(Debug, Deserialize)]\n"
                "#[serde(deny_unknown_fields)]\n"
                "pub struct Uplink {\n"
                "    pub end_device_ids: EndDeviceIds,\n"
                "    pub received_at: DateTime<Utc>,\n"
                "    pub uplink_message: UplinkMessage,\n"
                "}\n\n"
                "#[derive(Debug, Deserialize)]\n"
                "#[serde(deny_unknown_fields)]\n"
                "pub struct UplinkMessage {\n"
                "    pub f_port: u8,\n"
                "    pub frm_payload: String,\n"
                "    pub decoded_payload: Option<serde_json::Value>,\n"
                "    pub rx_metadata: Vec<RxMetadata>,\n"
                "    pub received_at: DateTime<Utc>,\n"
                "}\n",
            ),
            (
                "read",
                "src/alerts.rs",
                "pub async fn evaluate(db: &PgPool, chamber: &Chamber) -> Result<Option<Alarm>> "
                "{\n"
                "    let Some(last) = latest_reading(db, chamber.id).await? else {\n"
                "        return Ok(None); // no data yet\n"
                "    };\n"
                "    if last.temp_cc > chamber.alarm_above_cc { return "
                "Ok(Some(Alarm::High(last))); }\n"
                "    Ok(None)\n"
                "}\n",
            ),
            (
                "think",
                "TTS cloud upgraded Friday ~17:40 and added last_battery_percentage to "
                "uplink_message. deny_unknown_fields makes serde reject the whole body, axum "
                "returns 422, nothing stored. The evaluator only looks at the latest reading: "
                "the latest is Friday's normal -22, so it never alarms. Two failures stacked. "
                "Check the 200s are all from before 17:41.",
            ),
            (
                "bash",
                "journalctl -u frostline --since 'friday 12:00' | grep 'status=200' | tail -1",
                "Nov 27 17:39:52 nuc frostline[702]: INFO POST /tts/uplink status=200",
            ),
            (
                "assistant",
                "Found it, two failures stacked on top of each other:\n\n"
                "**1. Every uplink since Fri 17:41 was rejected.** The Things Stack upgraded "
                "on Friday and added a field (`last_battery_percentage`) to "
                "`uplink_message`. Our `Uplink` structs in `src/tts.rs` have "
                "`#[serde(deny_unknown_fields)]`, so serde refuses the whole body and axum "
                "answers **422**. All 1481 uplinks since then were dropped; the 412 OK ones "
                "are from before 17:41.\n\n"
                "**2. No data didn't count as a problem.** `alerts::evaluate` only looks at "
                "the latest stored reading. With nothing new coming in, the latest reading "
                "stayed Friday's normal −22 °C, so nothing ever alarmed while chamber 3 "
                "warmed up.\n\n"
                "**Fix:**\n"
                "- drop `deny_unknown_fields` from the TTS structs (serde ignores extra "
                "fields by default, which is what we want for a payload we don't control)\n"
                "- add a **sensor silent** alarm: no reading from a chamber for 30 min → SMS "
                "the on-call, same as a high temperature\n"
                "- a test that deserialises a captured real uplink with an extra field\n\n"
                "The weekend's readings are gone from our side; the LHT65N keeps a datalog, "
                "so we could pull them back with a downlink later if you need them.",
            ),
            ("edit", "src/tts.rs"),
            ("edit", "src/alerts.rs"),
            ("edit", "tests/fixtures/uplink_2026-11.json"),
            ("edit", "tests/tts_uplink.rs"),
            (
                "bash",
                "cargo test 2>&1 | grep 'test result' && cargo build --release 2>&1 | tail -1 "
                "&& sudo systemctl restart frostline && sleep 120 && journalctl -u frostline "
                "--since '-2 min' | grep -c 'status=200'",
                "test result: ok. 31 passed; 0 failed; 0 ignored\n"
                "test result: ok. 4 passed; 0 failed; 0 ignored\n"
                "    Finished `release` profile [optimized] target(s) in 1m 12s\n"
                "7",
            ),
            (
                "assistant",
                "Deployed. Uplinks are coming in again (7 in the last 2 minutes, all 200), "
                "chamber 3 currently reads −11.4 °C and climbing back down, and the silent-"
                "sensor check runs every 5 minutes.",
            ),
            (
                "user",
                "ok phew. declan wants a summary for the client so: never put "
                "deny_unknown_fields on the tts structs, TTS adds fields whenever they upgrade "
                "and then every uplink gets a 422. and a chamber going silent for 30 min has "
                "to alarm just like a high temp, no data is not ok",
            ),
            (
                "assistant",
                "Yes, that's the whole story. I'll write the client summary up if you want, "
                "with the timeline from the logs.",
            ),
            ("user", "later"),
        ],
        "lessons": [
            {"keys": ["deny_unknown_fields", "tts"]},
            {"keys": ["silent", "30 min"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh125-frostline-decision-oncall-rota-night-cover-calendar",
        "split": "fresh125",
        "steps": [
            (
                "user",
                "the alarm sms goes to one hardcoded number, declans. he wants it to go to "
                "whoever is on call that night instead. how should we do the rota",
            ),
            (
                "read",
                "src/config.rs",
                "pub struct Config {\n"
                "    pub database_url: String,\n"
                "    pub twilio_sid: String,\n"
                "    pub twilio_from: String,\n"
                "    pub alarm_to: String, // +353 87 ... (Declan)\n"
                "}\n",
            ),
            (
                "think",
                "Options: a table in our db + an admin page, read an existing calendar, or a "
                "file in the repo. A table is the most robust (no external dependency at 3am "
                "when the internet may be down too).",
            ),
            (
                "assistant",
                "Three ways to know who's on call:\n\n"
                "1. **Rota in frostline**: an `oncall_shifts` table plus a page in the "
                "dashboard to edit it. No outside dependency, works even if the office "
                "internet is down.\n"
                "2. **Read a Google Calendar**: fetch the calendar's secret iCal URL every "
                "10 minutes, the event title is the person.\n"
                "3. **A TOML file** in the repo, edited and redeployed when the rota changes.\n\n"
                "I'd go with **1**: the alarm path shouldn't depend on Google being reachable.",
            ),
            (
                "user",
                "2, the night cover google calendar, because declan already keeps the rota "
                "there and the lads swap shifts in it from their phones, nobody is going to "
                "log into a dashboard at 11pm to swap. keep declan as fallback if the "
                "calendar fetch fails",
            ),
            (
                "assistant",
                "Fair, the rota should live where people already change it. I'll cache the "
                "last good copy of the calendar in the database, so a failed fetch uses the "
                "cached rota first and only falls back to Declan if there's no shift in it. "
                "Could you send me the calendar's secret iCal address?",
            ),
            ("user", "its in 1password under Night Cover ical, ill paste it into the env file"),
            ("edit", "migrations/20261201094500_oncall_cache.sql"),
            ("edit", "src/oncall.rs"),
            ("edit", "src/alerts.rs"),
            ("edit", "src/config.rs"),
            ("edit", "tests/oncall.rs"),
            (
                "bash",
                "cargo sqlx migrate run && cargo test oncall 2>&1 | grep 'test result'",
                "Applied 20261201094500/migrate oncall cache (8.113ms)\n"
                "test result: ok. 6 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `oncall::refresh` fetches `NIGHT_COVER_ICAL_URL` every 10 min and caches "
                "the events in `oncall_cache`\n"
                "- the event title is matched to a name in the new `oncall_contacts` table "
                "(name, phone); an unknown name logs a warning and goes to Declan\n"
                "- fetch fails → cached rota; no shift covering now → Declan\n\n"
                "Add the URL as `NIGHT_COVER_ICAL_URL` in `/etc/frostline/env` and restart; "
                "then I'll fill `oncall_contacts` if you give me the lads' numbers.",
            ),
            ("user", "will do tomorrow"),
        ],
        "lessons": [
            {"keys": ["night cover", "calendar"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh125-frostline-tool-stored-chamber-layout-and-medivance-5-years",
        "split": "fresh125",
        "steps": [
            (
                "user",
                "remember chambers 1-4 are the freezers at -22 and 5 and 6 are chillers at "
                "+3. now: the nuc disk is at 81%, readings table is huge. can we drop old "
                "stuff",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "frostline: chambers 1-4 are freezers at -22 °C, chambers 5 "
                    "and 6 are chillers at +3 °C.",
                    "tags": ["frostline", "chambers"],
                },
                '{"id":"7741","action":"stored"}',
                False,
            ),
            (
                "bash",
                'psql frostline -c "select hypertable_name, pg_size_pretty('
                "hypertable_size(format('%I', hypertable_name)::regclass)) from "
                'timescaledb_information.hypertables" && df -h / | tail -1',
                " hypertable_name | pg_size_pretty \n"
                "-----------------+----------------\n"
                " readings        | 171 GB\n"
                "(1 row)\n\n"
                "/dev/nvme0n1p2  234G  190G   44G  81% /",
            ),
            (
                "think",
                "No compression, no retention policy. Sensors report every 2 min per chamber "
                "plus rx_metadata JSON per row, that's the bulk. Compression after 7 days and "
                "a 1-year retention policy would cut it to a few GB. Check there's no legal "
                "requirement first.",
            ),
            (
                "assistant",
                "Stored the chamber layout.\n\n"
                "`readings` is 171 GB with no compression and no retention. Most of it is "
                "the raw `rx_metadata` JSON on every row. I'd:\n\n"
                "1. turn on Timescale compression for chunks older than 7 days (usually "
                "10–20× smaller for this kind of data)\n"
                "2. add a retention policy that drops readings older than **1 year**\n\n"
                "Is there any reason to keep readings longer, e.g. audits or a customer "
                "contract?",
            ),
            (
                "user",
                "compression yes. chamber 6 is medivance's, pharma, they get GDP audits, so "
                "their readings have to be kept 5 years. everything else 1 year is fine",
            ),
            (
                "think",
                "drop_chunks is per chunk, not per chamber. Write chamber 6 to a second "
                "hypertable readings_gdp with compression and no retention, backfill it, then "
                "add the retention policy on readings.",
            ),
            ("edit", "migrations/20261203101000_compression_and_gdp_readings.sql"),
            ("edit", "src/ingest.rs"),
            (
                "bash",
                "cargo sqlx migrate run && cargo build --release 2>&1 | tail -1 && sudo "
                'systemctl restart frostline && psql frostline -c "select '
                "hypertable_name, pg_size_pretty(hypertable_size(format('%I', "
                'hypertable_name)::regclass)) from timescaledb_information.hypertables"',
                "Applied 20261203101000/migrate compression and gdp readings (41m 7s)\n"
                "    Finished `release` profile [optimized] target(s) in 58s\n"
                " hypertable_name | pg_size_pretty \n"
                "-----------------+----------------\n"
                " readings        | 9840 MB\n"
                " readings_gdp    | 1720 MB\n"
                "(2 rows)",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- compression on both hypertables for chunks older than 7 days: `readings` "
                "went from 171 GB to 9.8 GB\n"
                "- chamber 6 readings are also written to `readings_gdp` (backfilled from the "
                "start, compressed, **no retention policy**), and the GDP export reads from it\n"
                "- `readings` has a 1-year retention policy\n\n"
                "Disk is at 19% now. `readings_gdp` grows about 350 MB a year compressed, so "
                "5 years of Medivance data is fine on this disk.",
            ),
            ("user", "nice one"),
        ],
        "lessons": [
            {"keys": ["medivance", "5 years"]},
        ],
        "tool_stored": [["chambers 1-4", "freezers"]],
    },
    {
        "name": "fresh125-frostline-review-em300-decoder-pr-rules-hundredths",
        "split": "fresh125",
        "steps": [
            (
                "user",
                "review kasias pr 23 pls, the milesight em300 decoder for the new dock sensors",
            ),
            (
                "bash",
                "gh pr diff 23 --name-only",
                "src/decoders/mod.rs\nsrc/decoders/em300.rs\nsrc/ingest.rs",
            ),
            (
                "read",
                "src/decoders/em300.rs",
                "pub fn decode(bytes: &[u8]) -> Reading {\n"
                "    // channel 0x03 0x67: temperature, int16 LE, 0.1 °C\n"
                "    let i = bytes.iter().position(|&b| b == 0x67).unwrap();\n"
                "    let raw = i16::from_le_bytes(bytes[i + 1..i + 3].try_into().unwrap());\n"
                "    Reading { temp_c: raw as f32 / 10.0, humidity: None }\n"
                "}\n",
            ),
            (
                "read",
                "src/ingest.rs",
                "Sensor::Em300 => {\n"
                "    let r = em300::decode(&bytes);\n"
                '    sqlx::query("INSERT INTO readings (chamber_id, at, temp_c) VALUES '
                '($1, $2, $3)")\n'
                "        .bind(chamber).bind(at).bind(r.temp_c)\n"
                "        .execute(&state.db).await.unwrap();\n"
                "}\n",
            ),
            (
                "think",
                "Float temperature; unwrap on position and slice -> a short or odd payload "
                "panics the handler; runtime sqlx::query with a temp_c column that doesn't "
                "exist; no test with a real payload.",
            ),
            (
                "assistant",
                "Review of #23:\n\n"
                "1. **Float temperature**: `decode` returns `temp_c: f32`. It should convert "
                "to tenths of a degree (`temp_dc: i16`) like the Dragino decoder.\n"
                "2. **`unwrap()` on the payload**: a payload without `0x67`, or one cut "
                "short, panics inside the ingest handler.\n"
                "3. **`sqlx::query` with a string**: not checked at build time, and "
                "`temp_c` isn't a column in `readings`, so this fails at runtime.\n"
                "4. **No test** with a real EM300 payload.",
            ),
            (
                "user",
                "2 3 4 yes. rules for the repo, put them in CONTRIBUTING.md too: temps are "
                "i32 hundredths of a degree (temp_cc) everywhere, not tenths, check the "
                "dragino decoder. no unwrap or expect outside tests and main.rs, a bad "
                "payload from one sensor must never take down the ingest. all db access goes "
                "through the sqlx macros (query!/query_as!) so its checked at compile time, "
                "and run cargo sqlx prepare and commit the .sqlx dir or CI fails. also tell "
                "kasia to squash before merging",
            ),
            (
                "bash",
                "grep -n 'temp_cc' src/decoders/lht65n.rs migrations/*.sql | head -3",
                "src/decoders/lht65n.rs:18:    let temp_cc = i16::from_be_bytes([b[2], b[3]]) "
                "as i32; // 0.01 °C\n"
                "migrations/20260905120000_init.sql:14:    temp_cc integer NOT NULL,",
            ),
            ("edit", "CONTRIBUTING.md"),
            ("edit", "/tmp/review_23.md"),
            (
                "bash",
                "gh pr review 23 --request-changes --body-file /tmp/review_23.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "My mistake on 1: the LHT65N decoder and the `readings.temp_cc` column are "
                "hundredths in an `i32`. Posted on #23 (changes requested) and added the "
                "rules to `CONTRIBUTING.md`:\n\n"
                "- return `temp_cc: i32` (EM300 reports 0.1 °C, so `raw as i32 * 10`)\n"
                "- `decode` returns `Result<Reading, DecodeError>`; no `unwrap`/`expect`\n"
                '- `sqlx::query!("INSERT INTO readings (chamber_id, at, temp_cc) ...")`, then '
                "`cargo sqlx prepare` and commit `.sqlx/`\n"
                "- a test with a captured EM300 uplink, including one short payload\n"
                "- please squash before merging",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["hundredths", "temp_cc"], "not": ["convert to tenths"]},
            {"keys": ["unwrap", "main.rs"]},
            {"keys": ["query!", "cargo sqlx prepare"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh125-frostline-correction-escalation-ack-10-minutes",
        "split": "fresh125",
        "steps": [
            (
                "user",
                "if the on call person doesnt ack the alarm sms it should go to declan as "
                "well. right now it just keeps texting the same phone",
            ),
            (
                "read",
                "src/alerts.rs",
                "/// Re-send an unacknowledged alarm after this long.\n"
                "const ACK_TIMEOUT: Duration = Duration::from_secs(15 * 60);\n\n"
                "pub async fn resend_unacked(state: &AppState) -> Result<()> {\n"
                "    for a in open_alarms(&state.db).await? {\n"
                "        if a.acked_at.is_none() && a.last_sent_at.elapsed() > ACK_TIMEOUT {\n"
                "            sms::send(&state.twilio, &a.sent_to, &a.text()).await?;\n"
                "        }\n"
                "    }\n"
                "    Ok(())\n"
                "}\n",
            ),
            (
                "assistant",
                "Alarms already get re-sent when nobody acks them (`ACK_TIMEOUT`). Plan: "
                "when the on-call doesn't ack within 15 minutes, escalate to Declan and keep "
                "re-sending to both until one of them replies `OK`. Sound right?",
            ),
            ("user", "yep go"),
            ("edit", "migrations/20261204083000_alarm_escalation.sql"),
            ("edit", "src/alerts.rs"),
            ("edit", "src/sms.rs"),
            ("edit", "tests/alerts.rs"),
            (
                "bash",
                "cargo sqlx prepare && cargo test alerts 2>&1 | grep 'test result'",
                "query data written to .sqlx in the current directory; please check this "
                "into version control\n"
                "test result: ok. 9 passed; 0 failed; 0 ignored",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `alarms.escalated_at`: after `ACK_TIMEOUT` without an ack, the alarm also "
                "goes to Declan (`oncall_contacts` row flagged `escalation`)\n"
                "- after that both phones get the re-sends; an `OK` reply from either acks it\n"
                '- the SMS to Declan starts with *"ESCALATED: Mick hasn\'t replied"* so he '
                "knows why he's getting it\n\n"
                "`.sqlx` is updated for the new queries.",
            ),
            (
                "user",
                "nice. oh and the insurer's new policy says 10 minutes not 15 for the ack, so "
                "change ACK_TIMEOUT too, it came in with the renewal in october",
            ),
            ("edit", "src/alerts.rs"),
            ("edit", "tests/alerts.rs"),
            (
                "bash",
                "cargo test alerts 2>&1 | grep 'test result' && cargo build --release 2>&1 | "
                "tail -1 && sudo systemctl restart frostline && echo restarted",
                "test result: ok. 9 passed; 0 failed; 0 ignored\n"
                "    Finished `release` profile [optimized] target(s) in 1m 3s\n"
                "restarted",
            ),
            (
                "assistant",
                "`ACK_TIMEOUT` is 10 minutes now (with a comment pointing at the October "
                "policy renewal), so both the re-send and the escalation to Declan happen "
                "after 10 minutes without an ack. Deployed.",
            ),
        ],
        "lessons": [
            {"keys": ["10 minutes", "ack"], "not": ["ack within 15 minutes"]},
        ],
        "tool_stored": [],
    },
]
