"""The "fresh156" capture sessions: written in session 52 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH156: list[dict[str, Any]] = [
    # --- "krausen": fermentation monitoring and glycol control for Hopfield Brewing Co., a
    # 15-bbl craft brewery in Asheville, NC (Gabe is head brewer, Priya the cellar tech who also
    # codes). Rust 1.82, Axum 0.7 + askama/htmx pages, SQLx on Postgres 16 + TimescaleDB,
    # Tilt Pro hydrometers read over BLE by a Raspberry Pi gateway that publishes to Mosquitto
    # (rumqttc client), glycol valves switched by a PLC over Modbus TCP (tokio-modbus), Twilio
    # SMS alerts, runs under systemd on a NUC in the brewhouse ---
    {
        "name": "fresh156-krausen-chitchat-sg-vs-plato-and-fermenation-typo",
        "split": "fresh156",
        "steps": [
            (
                "user",
                "whats the actual diff between SG and plato? tank page shows both and gabe only "
                "ever talks in plato. also the header says Fermenation lol",
            ),
            (
                "read",
                "src/gravity.rs",
                "/// Tilt Pro reports SG * 10000 (e.g. 10480 = 1.048)\n"
                "pub fn sg_from_raw(raw: u16) -> f64 {\n"
                "    raw as f64 / 10000.0\n"
                "}\n\n"
                "/// ASBC cubic\n"
                "pub fn plato(sg: f64) -> f64 {\n"
                "    -616.868 + 1111.14 * sg - 630.272 * sg.powi(2) + 135.997 * sg.powi(3)\n"
                "}\n",
            ),
            (
                "think",
                "Explain density ratio vs sugar percentage by weight, the /4 rule of thumb, "
                "why we use the cubic. Then fix the typo in base.html.",
            ),
            (
                "assistant",
                "They measure the same thing on different scales:\n\n"
                "- **Specific gravity (SG)** is the density of the wort divided by the density "
                "of water, so water is 1.000 and a typical pale ale starts around **1.048**.\n"
                "- **Degrees Plato (°P)** is the percentage of dissolved sugar *by weight*: "
                "12 °P means 12 g of extract per 100 g of wort.\n\n"
                "Rule of thumb: °P ≈ (SG − 1) × 1000 / 4, so 1.048 ≈ 12 °P. That shortcut "
                "drifts for big beers (1.090 is about 21.6 °P, not 22.5), which is why "
                "`gravity::plato` uses the ASBC cubic instead.\n\n"
                "Brewers like Plato because it's a real percentage: you can do recipe math "
                "with it directly. Fixing the header now.",
            ),
            ("edit", "templates/base.html"),
            (
                "bash",
                "cargo test -p krausen-web templates",
                "running 9 tests\n.........\n"
                "test result: ok. 9 passed; 0 failed; 0 ignored; finished in 0.41s",
            ),
            ("assistant", "Header says **Fermentation** now, template tests pass."),
            ("user", "ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh156-krausen-incident-mqtt-resubscribe-and-stale-reading-valve",
        "split": "fresh156",
        "steps": [
            (
                "user",
                "fv4 (the helles) was at 29F this morning, setpoint is 50. glycol valve was open "
                "all night and nobody got an alarm. what happened",
            ),
            (
                "bash",
                'journalctl -u krausen --since "yesterday 22:00" | grep -i mqtt',
                "Dec 03 03:12:40 brewhouse-nuc krausen[812]: WARN krausen::ingest: mqtt "
                "connection error: connection closed by peer\n"
                "Dec 03 03:12:45 brewhouse-nuc krausen[812]: INFO krausen::ingest: mqtt "
                "reconnected",
            ),
            (
                "bash",
                'psql krausen -c "select tank, max(ts) from readings group by tank order by 1"',
                " tank |          max\n"
                "------+------------------------\n"
                " FV1  | 2026-12-03 03:12:31-05\n"
                " FV2  | 2026-12-03 03:12:29-05\n"
                " FV3  | 2026-12-03 03:12:33-05\n"
                " FV4  | 2026-12-03 03:12:31-05\n"
                " FV5  | 2026-12-03 03:12:30-05\n"
                " FV6  | 2026-12-03 03:12:32-05\n"
                "(6 rows)",
            ),
            (
                "think",
                "Every tank stopped at 03:12 even though the client logged 'reconnected'. "
                "Something restarted the broker at 03:12. Check unattended-upgrades, then the "
                "ingest loop.",
            ),
            (
                "bash",
                "grep -h mosquitto /var/log/unattended-upgrades/unattended-upgrades.log | tail -2",
                "2026-12-03 03:12:38,114 INFO Packages that will be upgraded: mosquitto\n"
                "2026-12-03 03:12:44,902 INFO All upgrades installed",
            ),
            (
                "read",
                "src/ingest.rs",
                "pub async fn run(pool: PgPool) -> anyhow::Result<()> {\n"
                '    let mut opts = MqttOptions::new("krausen-ingest", "localhost", 1883);\n'
                "    opts.set_clean_session(true);\n"
                "    let (client, mut eventloop) = AsyncClient::new(opts, 64);\n"
                '    client.subscribe("tilt/+/reading", QoS::AtLeastOnce).await?;\n'
                "    loop {\n"
                "        match eventloop.poll().await {\n"
                "            Ok(Event::Incoming(Packet::Publish(p))) => "
                "handle_reading(&pool, &p).await?,\n"
                "            Ok(_) => {}\n"
                "            Err(e) => {\n"
                '                warn!("mqtt connection error: {e}");\n'
                "                sleep(Duration::from_secs(5)).await;\n"
                "            }\n"
                "        }\n"
                "    }\n"
                "}\n",
            ),
            (
                "read",
                "src/control.rs",
                "for tank in tanks.iter() {\n"
                "    let Some(t) = latest_temp(&pool, &tank.id).await? else { continue };\n"
                "    if t > tank.setpoint + tank.band {\n"
                "        plc.open_valve(tank.valve_coil).await?;\n"
                "    } else if t < tank.setpoint - tank.band {\n"
                "        plc.close_valve(tank.valve_coil).await?;\n"
                "    }\n"
                "}\n",
            ),
            (
                "think",
                "clean_session(true): on reconnect the broker has no session, so no "
                "subscriptions. subscribe() only runs once before the loop. So connected but "
                "deaf since 03:12. control.rs uses the latest reading regardless of age; FV4's "
                "last one was taken while it was still above the band, so the valve stayed "
                "open. Alarms run in handle_reading, so no readings = no alarms.",
            ),
            (
                "assistant",
                "Found it, two bugs stacked on each other:\n\n"
                "1. **At 03:12 unattended-upgrades upgraded and restarted Mosquitto.** "
                "rumqttc reconnected on its own, but we connect with `clean_session(true)`, "
                "so the broker starts a fresh session with **no subscriptions**, and "
                "`ingest.rs` only calls `subscribe` once at startup. Since 03:12 we've been "
                "connected and receiving nothing, for all six tanks.\n"
                "2. **The controller trusts whatever the last reading was, however old.** "
                "FV4's last reading was from when it was still just above its band, so every "
                "30 s since 03:12 the controller re-opened the valve. Alarms are evaluated in "
                "`handle_reading`, so with no readings arriving, none fired.\n\n"
                "Fixing both.",
            ),
            ("edit", "src/ingest.rs"),
            ("edit", "src/control.rs"),
            ("edit", "tests/control_stale_reading.rs"),
            (
                "bash",
                "cargo test",
                "running 58 tests\n"
                "test result: ok. 58 passed; 0 failed; 0 ignored; finished in 2.87s",
            ),
            (
                "bash",
                'sudo systemctl restart krausen && sleep 60 && psql krausen -tc "select '
                "count(*) from readings where ts > now() - interval '1 minute'\"",
                "    24",
            ),
            (
                "assistant",
                "Readings are flowing again (24 in the last minute). What changed:\n\n"
                "- the ingest loop now re-subscribes to `tilt/+/reading` on every `ConnAck`, "
                "because with a clean session the broker drops our subscriptions on every "
                "reconnect\n"
                "- `latest_temp` returns `None` when the newest reading is older than "
                "10 minutes; the controller then **closes** that tank's valve and sends an "
                "SMS to on-call instead of skipping it\n"
                "- a test that stops readings mid-cooling and checks the valve closes\n\n"
                "FV4 is warming back up towards 50 °F now.",
            ),
            (
                "user",
                "ok yeah thats the rule from now on: no reading for 10 min means close the "
                "glycol valve and text on call, the controller never acts on a stale temp. gabe "
                "is dumping the helles anyway 😩",
            ),
            ("assistant", "Understood. Sorry about the helles."),
        ],
        "lessons": [
            {"keys": ["ConnAck", "clean session"]},
            {"keys": ["10 min", "glycol valve"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh156-krausen-decision-two-point-tilt-calibration-big-stouts",
        "split": "fresh156",
        "steps": [
            (
                "user",
                "tilt readings are way off on the big beers. stout in fv2 shows 1.081, gabes "
                "hydrometer says 1.087. how should we handle calibration",
            ),
            (
                "tool",
                "mcp__memory__recall",
                {"query": "krausen tilt calibration gravity offset"},
                '{"results":[]}',
                False,
            ),
            (
                "read",
                "src/tilt.rs",
                "pub struct Tilt {\n"
                "    pub color: TiltColor,\n"
                "    pub tank: String,\n"
                "}\n\n"
                "pub fn reading_sg(_t: &Tilt, raw: u16) -> f64 {\n"
                "    gravity::sg_from_raw(raw)  // no calibration yet\n"
                "}\n",
            ),
            (
                "think",
                "Options: single water offset, two-point (water + a known sugar solution), or "
                "a multi-point cubic fit like the Tilt app. Offset is simplest; suggest that "
                "first and see if it's enough.",
            ),
            (
                "assistant",
                "Right now we use the raw Tilt value with no calibration at all. Three ways to "
                "add it:\n\n"
                "1. **Per-Tilt offset**: float each Tilt in water, whatever it reads minus "
                "1.000 is stored as `sg_offset` and subtracted. One step, one column.\n"
                "2. **Two-point**: water plus one known sugar solution (say ~1.080, checked "
                "with Gabe's lab hydrometer). Store both points per Tilt and correct linearly "
                "between and beyond them.\n"
                "3. **Multi-point cubic** like the Tilt app: 3–5 solutions, fit a polynomial. "
                "Most accurate, but a real chore every time.\n\n"
                "I'd start with **1** and see if it closes the gap.",
            ),
            (
                "user",
                "2, go two-point, the tilts read fine near 1.000 but drift 5-6 points above "
                "1.060 so a water offset alone wont fix it, and half of what we brew is big "
                "stouts and barleywines. gabe will redo the sugar solution point whenever a "
                "tilt gets a new battery",
            ),
            (
                "assistant",
                "Makes sense, an offset measured at 1.000 can't fix an error that only shows "
                "up at high gravity. I'll add a calibration page per Tilt with the two "
                "readings (Tilt vs hydrometer) for each point.",
            ),
            ("edit", "migrations/20261204093000_tilt_calibration.sql"),
            ("edit", "src/tilt.rs"),
            ("edit", "src/web/tilts.rs"),
            ("edit", "templates/tilt_calibrate.html"),
            ("edit", "tests/tilt_calibration.rs"),
            (
                "bash",
                "sqlx migrate run && cargo test tilt",
                "Applied 20261204093000/migrate tilt calibration (11.402ms)\n"
                "running 7 tests\n"
                "test result: ok. 7 passed; 0 failed; 0 ignored; finished in 0.22s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `tilt_calibration` table: per Tilt, a low point (water) and a high point "
                "(sugar solution), each as *Tilt reading → true SG*, plus the date\n"
                "- `reading_sg` maps the raw value linearly through those two points; a Tilt "
                "with no calibration still uses the raw value and the tank page shows "
                "**uncalibrated** next to it\n"
                "- **/tilts/{color}/calibrate** to enter the two points\n\n"
                "With FV2's numbers as the high point, 1.081 would have shown as 1.087.",
            ),
            ("user", "perfect. ill get gabe to do fv2's tilt tomorrow"),
        ],
        "lessons": [
            {"keys": ["two-point", "1.060"]},
            {"keys": ["sugar solution", "new battery"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh156-krausen-tool-stored-plc-address-and-second-glycol-loop-34f",
        "split": "fresh156",
        "steps": [
            (
                "user",
                "remember the chiller plc is 10.20.0.15, modbus unit id 3, i look it up every "
                "single time. then add fv7 and fv8, the new 60bbl unitanks got plumbed in "
                "yesterday",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "krausen: the glycol chiller PLC is at 10.20.0.15, Modbus TCP "
                    "unit id 3.",
                    "tags": ["krausen", "plc", "modbus"],
                },
                '{"id":"3307","action":"stored"}',
                False,
            ),
            (
                "read",
                "config/tanks.toml",
                "[[tank]]\n"
                'id = "FV5"\n'
                "size_bbl = 30\n"
                'tilt = "BLUE"\n'
                "valve_coil = 4\n"
                "min_setpoint_c = -2.0\n\n"
                "[[tank]]\n"
                'id = "FV6"\n'
                "size_bbl = 30\n"
                'tilt = "PURPLE"\n'
                "valve_coil = 5\n"
                "min_setpoint_c = -2.0\n",
            ),
            (
                "think",
                "Need tilt colors and valve coils for FV7/FV8; coils are probably 6 and 7. "
                "min_setpoint_c -2 is for crash cooling; new tanks may differ. Ask.",
            ),
            (
                "assistant",
                "Saved the PLC address.\n\n"
                "For FV7 and FV8 I need a few things:\n"
                "- which Tilt colors go in them\n"
                "- the valve coils: I'd guess **6** and **7**, following FV1 = 0 … FV6 = 5\n"
                "- the crash floor: FV1–FV6 allow setpoints down to **−2 °C (28 °F)**; same "
                "for the new ones?",
            ),
            (
                "user",
                "tilts are PINK and ORANGE. coils yes 6 and 7. and no, fv7 and fv8 are on the "
                "second glycol loop which only gets to about 30F, so they cant crash below 34F "
                "or that loop runs flat out all night",
            ),
            ("edit", "config/tanks.toml"),
            (
                "bash",
                "cargo run -q --bin krausen-cli -- modbus-probe --coils 6,7",
                "10.20.0.15 unit 3 coil 6: OFF (ok)\n10.20.0.15 unit 3 coil 7: OFF (ok)",
            ),
            (
                "bash",
                'sudo systemctl restart krausen && sleep 30 && psql krausen -tc "select '
                "distinct tank from readings where ts > now() - interval '30 seconds' and tank "
                "in ('FV7','FV8')\"",
                " FV7\n FV8",
            ),
            (
                "assistant",
                "FV7 and FV8 are live:\n\n"
                "- FV7: Tilt **PINK**, coil 6; FV8: Tilt **ORANGE**, coil 7; both 60 bbl\n"
                "- `min_setpoint_c = 1.1` (34 °F) on both, so the setpoint form won't accept "
                "anything colder for them\n\n"
                "Both coils answer on the PLC and both Tilts are reporting.",
            ),
            ("user", "👍"),
        ],
        "lessons": [
            {"keys": ["second glycol loop", "34"]},
        ],
        "tool_stored": [["10.20.0.15", "unit id 3"]],
    },
    {
        "name": "fresh156-krausen-review-csv-export-rules-unwrap-sqlx-celsius",
        "split": "fresh156",
        "steps": [
            ("user", "priya opened pr 23, brew log csv export for the TTB reports. review pls"),
            (
                "bash",
                "gh pr diff 23 --name-only",
                "src/web/export.rs\nsrc/web/mod.rs\ntemplates/export.html",
            ),
            (
                "read",
                "src/web/export.rs",
                "pub async fn export_csv(\n"
                "    State(pool): State<PgPool>,\n"
                "    Query(q): Query<ExportQuery>,\n"
                ") -> impl IntoResponse {\n"
                "    let sql = format!(\n"
                "        \"SELECT ts, tank, sg, temp FROM readings WHERE tank = '{}' AND ts >= "
                "'{}'\",\n"
                "        q.tank, q.from\n"
                "    );\n"
                "    let rows = sqlx::query(&sql).fetch_all(&pool).await.unwrap();\n"
                '    let mut out = String::from("timestamp,tank,sg,temp_f\\n");\n'
                "    for r in rows {\n"
                '        let temp: f64 = r.get("temp");\n'
                '        out.push_str(&format!("{},{},{:.3},{:.1}\\n",\n'
                '            r.get::<DateTime<Utc>, _>("ts"), r.get::<String, _>("tank"),\n'
                '            r.get::<f64, _>("sg"), temp));\n'
                "    }\n"
                "    out\n"
                "}\n",
            ),
            (
                "think",
                "Injection through format! with query params. unwrap on the query. Header "
                "temp_f and raw temp: the dashboard shows °F so the column is presumably "
                "Fahrenheit, fine. Timestamps are UTC, maybe local for TTB?",
            ),
            (
                "assistant",
                "Review of #23:\n\n"
                "1. **SQL built with `format!`**: `tank` and `from` come straight from the "
                "query string, so `?tank=FV1' OR '1'='1` dumps everything (or worse). Use "
                "bind parameters.\n"
                "2. **`.unwrap()` on the query**: any DB hiccup panics the handler and the "
                "user gets a dropped connection instead of an error.\n"
                "3. **Timestamps are UTC**: might confuse whoever fills in the TTB form; "
                "could convert to Eastern.\n"
                "4. Temperatures look right: the `readings.temp` column is stored in "
                "Fahrenheit like the dashboard, so the `temp_f` header matches.",
            ),
            (
                "user",
                "good catches. rules for the repo, add them to CONTRIBUTING: no unwrap() or "
                "expect() outside tests, return anyhow errors with .context() instead. every "
                "query goes through the sqlx::query / query_as macros so its checked at compile "
                "time, never format strings into sql. and temps in the db are celsius, "
                "readings.temp is celsius and only the askama templates convert to F for "
                "display, so her export is wrong there too. utc timestamps are fine, the TTB "
                "report is monthly totals anyway. tell priya its a good start",
            ),
            (
                "bash",
                "grep -rn 'c_to_f' src/web/filters.rs templates/ | head -4",
                "src/web/filters.rs:12:pub fn c_to_f(c: &f64) -> askama::Result<String> {\n"
                "templates/tank.html:18:  <td>{{ reading.temp|c_to_f }} °F</td>\n"
                "templates/dashboard.html:41:  {{ tank.temp|c_to_f }}\n"
                "templates/batch.html:27:  <span>{{ r.temp|c_to_f }}</span>",
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
                "You're right on the temperatures, I misread: `readings.temp` is °C and every "
                "template goes through the `c_to_f` filter. Added to `CONTRIBUTING.md`:\n\n"
                "- no `unwrap()` / `expect()` outside tests; return `anyhow` errors with "
                "`.context()`\n"
                "- all SQL through `sqlx::query!` / `query_as!` (compile-time checked), never "
                "`format!` into SQL\n"
                "- temperatures are stored in Celsius; convert to °F only in templates\n\n"
                'Posted on #23 (changes requested, opening with "good start"): bind '
                "parameters, `?` with context instead of `unwrap`, and either a `temp_c` "
                "header or convert with the same helper as `c_to_f`. Timestamps left as UTC.",
            ),
            ("user", "🙏"),
        ],
        "lessons": [
            {"keys": ["unwrap", "outside tests"]},
            {"keys": ["sqlx::query", "compile time"]},
            {"keys": ["celsius", "templates"], "not": ["stored in Fahrenheit"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh156-krausen-correction-diacetyl-rest-65f-not-62",
        "split": "fresh156",
        "steps": [
            (
                "user",
                "gabe wants a text when a lager hits the d-rest so he can go taste it, instead "
                "of watching the dashboard",
            ),
            (
                "read",
                "src/profiles/lager.rs",
                "/// Lager: ferment cold until within 2 points of expected FG, then free-rise\n"
                "/// for the diacetyl rest, then crash.\n"
                "pub const PRIMARY_C: f64 = 10.0;\n"
                "pub const DIACETYL_REST_C: f64 = 16.7; // 62 °F\n"
                "pub const DREST_TRIGGER_SG: f64 = 0.002;\n",
            ),
            (
                "think",
                "Hook the transition Primary -> DiacetylRest in the profile state machine and "
                "send through the existing Twilio notifier.",
            ),
            (
                "assistant",
                "The lager profile raises the tank to 62°F (16.7 °C) for the diacetyl rest "
                "once gravity is within 2 points of the expected FG. I'll hook that "
                "transition:\n\n"
                "- when a batch moves from `Primary` to `DiacetylRest`, send an SMS like "
                '*"FV3 Helles: d-rest started, SG 1.013, rising to 62°F"*\n'
                "- through the existing Twilio notifier, to the batch's brewer\n\n"
                "Sound right?",
            ),
            (
                "user",
                "yep do it. send to gabe and to whoever is on the on-call rota that day. oh and "
                "the diacetyl rest is 65F now not 62, gabe bumped it after the pilsner batches "
                "came out buttery in august, that constant is just stale",
            ),
            (
                "think",
                "65 °F = 18.3 °C. Update the constant, the doc comment, and the message.",
            ),
            ("edit", "src/profiles/lager.rs"),
            ("edit", "src/notify/events.rs"),
            ("edit", "tests/lager_profile.rs"),
            (
                "bash",
                "cargo test profiles",
                "running 11 tests\n"
                "test result: ok. 11 passed; 0 failed; 0 ignored; finished in 0.09s",
            ),
            (
                "assistant",
                "Done:\n\n"
                "- `DIACETYL_REST_C` is now **18.3** (65 °F)\n"
                "- on `Primary → DiacetylRest` an SMS goes to Gabe and to the on-call person "
                'for that day: *"FV3 Helles: d-rest started, SG 1.013, rising to 65°F"*\n'
                "- test checks the transition fires exactly one message per recipient",
            ),
            ("user", "ta"),
        ],
        "lessons": [
            {"keys": ["diacetyl rest", "65"], "not": ["raises the tank to 62°F"]},
        ],
        "tool_stored": [],
    },
]
