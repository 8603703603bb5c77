"""The "fresh116" capture sessions: written in session 51 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH116: list[dict[str, Any]] = [
    # --- "rowsense": firmware for 140 soil-moisture probes at Alder Creek Vineyards (Dry Creek
    # Valley, Sonoma). Rust + embassy-nrf on RAK4631 boards (nRF52840 + SX1262), lora-phy +
    # lorawan-device, US915, ChirpStack v4 on a small VM, defmt over RTT, probe-rs; a Rust
    # axum + sqlx "ingest" service writes readings to Postgres ---
    {
        "name": "fresh116-rowsense-chitchat-static-task-args-and-log-typo",
        "split": "fresh116",
        "steps": [
            (
                "user",
                "why does every embassy task need 'static args?? compiler keeps yelling that "
                "`saadc` doesnt live long enough. also the log says calibraton done lol",
            ),
            (
                "read",
                "src/main.rs",
                "#[embassy_executor::main]\n"
                "async fn main(spawner: Spawner) {\n"
                "    let p = embassy_nrf::init(Default::default());\n"
                "    let mut saadc = Saadc::new(p.SAADC, Irqs, config, [ch0]);\n"
                "    saadc.calibrate().await;\n"
                '    defmt::info!("calibraton done");\n'
                "    spawner.spawn(moisture_task(&mut saadc)).unwrap();\n"
                "}\n",
            ),
            (
                "think",
                "spawn() needs the future to be 'static because the task lives in a static "
                "pool and can outlive main's stack frame as far as the type system knows. "
                "&mut saadc borrows a local. Fix: move ownership into the task, or put it in a "
                "StaticCell and pass &'static mut.",
            ),
            (
                "assistant",
                "An embassy task isn't called like a normal async fn: `spawner.spawn()` moves "
                "its future into a **static task pool**, and from the compiler's point of view "
                "it can keep running after `main` returns. So everything the task holds has to "
                "be `'static`: owned values, or references to statics.\n\n"
                "`&mut saadc` borrows a local in `main`, hence the error. Two usual fixes:\n\n"
                "- **move it in**: `moisture_task(saadc)` with the task taking "
                "`Saadc<'static, 1>` by value (simplest when only one task uses it)\n"
                "- **`StaticCell`**: `static SAADC: StaticCell<Saadc<'static, 1>> = "
                "StaticCell::new();` then `SAADC.init(saadc)` gives you a `&'static mut`\n\n"
                "Only the moisture task reads the ADC, so I'd just move it. Want me to do that "
                "and fix the log line?",
            ),
            ("user", "ya"),
            ("edit", "src/main.rs"),
            ("edit", "src/tasks/moisture.rs"),
            (
                "bash",
                "cargo build --release 2>&1 | tail -2",
                "   Compiling rowsense v0.9.1 (/home/jo/rowsense)\n"
                "    Finished `release` profile [optimized + debuginfo] target(s) in 14.62s",
            ),
            (
                "assistant",
                "Done:\n\n- `moisture_task` now takes `Saadc<'static, 1>` by value and `main` "
                "moves it in\n- log line reads `calibration done`\n\nRelease build is clean.",
            ),
            ("user", "cool thx"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh116-rowsense-incident-confirmed-uplink-skips-radio-sleep",
        "split": "fresh116",
        "steps": [
            (
                "user",
                "probes in rows 14-22 are dying in like 10 days instead of the usual 8+ months. "
                "started after we flashed v0.9.0 last tuesday. marco swapped batteries on 3 of "
                "them already",
            ),
            (
                "bash",
                "git log --oneline v0.8.2..v0.9.0",
                "a41c9e2 (tag: v0.9.0) bump version\n"
                "7d03b18 uplink: confirmed uplinks for dry-soil alarms\n"
                "c2e77f0 moisture: average 8 samples\n"
                "19fa6b4 ci: cache probe-rs",
            ),
            (
                "read",
                "src/lora.rs",
                "pub async fn send(dev: &mut Device, payload: &[u8], confirmed: bool) "
                "-> Result<(), LoraError> {\n"
                "    if confirmed {\n"
                "        match dev.send(payload, FPORT, true).await? {\n"
                "            SendResponse::DownlinkReceived(_) => {}\n"
                "            SendResponse::NoAck => return Err(LoraError::NoAck),\n"
                "            _ => {}\n"
                "        }\n"
                "    } else {\n"
                "        dev.send(payload, FPORT, false).await?;\n"
                "    }\n"
                "    dev.radio_mut().sleep(false).await?;\n"
                "    Ok(())\n"
                "}\n",
            ),
            (
                "think",
                "NoAck returns early, before radio sleep. Rows 14-22 are the far end from the "
                "barn gateway, so they'd miss acks more often, and dry-soil alarms fire more "
                "there in the heat. SX1262 in standby is ~1 mA vs ~1 uA in sleep. Measure it on "
                "the PPK2 with a dry probe to force the alarm path.",
            ),
            (
                "bash",
                "ppk2-cli measure --voltage 3000 --seconds 120 --summary  # probe in dry sand, "
                "gateway unplugged",
                "samples: 12000000  avg: 1.214 mA  max: 118.6 mA  min: 1.087 mA",
            ),
            (
                "assistant",
                "Reproduced on the bench: with the dry-soil alarm firing and no ack coming back, "
                "the probe averages **1.21 mA** between uplinks, and it never drops below "
                "1.09 mA. A healthy probe sleeps at single-digit µA.\n\n"
                "**Cause:** commit `7d03b18` added confirmed uplinks for the dry-soil alarm. In "
                "`lora::send`, when no ack arrives in the RX2 window the `NoAck` arm does "
                "`return Err(...)` *before* the `radio.sleep()` call at the bottom, so the SX1262 "
                "stays in standby. Rows 14-22 are furthest from the gateway and dry out first, "
                "so they hit that path on almost every uplink.\n\n"
                "**Fix:** put the sleep on every path (send in an inner fn, then always sleep, "
                "then return the send result) and cap the alarm to one confirmed uplink per "
                "hour. OK?",
            ),
            ("user", "yes. do it"),
            ("edit", "src/lora.rs"),
            ("edit", "src/tasks/uplink.rs"),
            (
                "bash",
                "cargo build --release 2>&1 | tail -1 && probe-rs run --chip nRF52840_xxAA "
                "--no-location target/thumbv7em-none-eabihf/release/rowsense 2>&1 | head -3",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 15.03s\n"
                "INFO  rowsense v0.9.1 boot\nINFO  joined, devaddr=0x260c4a1f",
            ),
            (
                "bash",
                "ppk2-cli measure --voltage 3000 --seconds 120 --summary",
                "samples: 12000000  avg: 8.7 uA  max: 117.9 mA  min: 1.9 uA",
            ),
            (
                "assistant",
                "Fixed, tagged as `v0.9.1`:\n\n- `lora::send` calls `radio.sleep()` on every "
                "path, including `NoAck` and errors\n- dry-soil alarms use at most one "
                "confirmed uplink per hour, the rest go unconfirmed\n\nSame bench setup now "
                "averages **8.7 µA** (from 1.21 mA). The rows 14-22 probes need v0.9.1 flashed "
                "and fresh batteries.",
            ),
            (
                "user",
                "ok so tldr the confirmed uplink path returned before radio.sleep() when no ack "
                "came back in RX2, so the sx1262 sat in standby at 1.2 mA. and from now on every "
                "firmware change gets a ppk2 sleep current measurement before it goes out to "
                "the rows, we cant find this stuff by walking the vineyard",
            ),
            (
                "assistant",
                "Got it. I added a `just measure` recipe that runs the 120 s PPK2 summary so "
                "it's one command before each release.",
            ),
            ("user", "👍 flashing the row 14 ones tomorrow morning"),
        ],
        "lessons": [
            {"keys": ["radio.sleep()", "RX2"]},
            {"keys": ["ppk2", "firmware change"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh116-rowsense-decision-calibration-server-side-option-3",
        "split": "fresh116",
        "steps": [
            (
                "user",
                "marco wants soil moisture as vwc % on the dashboard instead of raw numbers. "
                "every probe needs its own dry/wet calibration. where should that live",
            ),
            (
                "read",
                "src/payload.rs",
                "/// v2 payload, 7 bytes, little-endian\n"
                "pub fn encode(r: &Reading, buf: &mut [u8; 7]) {\n"
                "    buf[0] = 2; // version\n"
                "    buf[1..3].copy_from_slice(&r.moisture_raw.to_le_bytes());\n"
                "    buf[3..5].copy_from_slice(&r.battery_mv.to_le_bytes());\n"
                "    buf[5] = r.status;\n"
                "    buf[6] = r.seq;\n"
                "}\n",
            ),
            (
                "read",
                "ingest/src/handlers.rs",
                "async fn uplink(State(db): State<PgPool>, Json(ev): Json<UplinkEvent>) "
                "-> StatusCode {\n"
                "    let obj = ev.object; // decoded by the chirpstack codec\n"
                '    sqlx::query!("insert into readings (dev_eui, ts, moisture_raw, '
                'battery_mv) values ($1, $2, $3, $4)",\n'
                "        ev.dev_eui, ev.time, obj.moisture_raw, obj.battery_mv)\n"
                "        .execute(&db).await.ok();\n"
                "    StatusCode::NO_CONTENT\n"
                "}\n",
            ),
            (
                "think",
                "Options: table compiled into firmware keyed by DevEUI; calibration in flash via "
                "sequential-storage, set by downlink; or keep raw on the wire and convert in "
                "ingest. Firmware-side VWC is nice because the payload is self-describing, and "
                "a downlink avoids reflashing. I'd lean to flash + downlink.",
            ),
            (
                "assistant",
                "Three ways to do it:\n\n"
                "1. **Table in firmware**: a `calib.rs` with dry/wet counts per DevEUI, compiled "
                "in. Dead simple, but any change means reflashing that probe.\n"
                "2. **Calibration in flash, set by downlink**: store dry/wet with "
                "`sequential-storage` in the last flash page, update them with a downlink on "
                "fport 10, firmware sends VWC directly.\n"
                "3. **Server side**: keep sending raw counts; a `probe_calibration` table in "
                "Postgres and the ingest service converts to VWC on insert.\n\n"
                "I'd go with 2: no site visits to recalibrate and the payload already carries "
                "the final number.",
            ),
            (
                "user",
                "3. class A downlinks only go out after an uplink so a curve change would take "
                "hours to reach 140 probes and we cant see if it landed, and marco redoes the "
                "curves every spring after the cover crop comes out. keep raw counts on the wire "
                "and do calibration server side in ingest",
            ),
            (
                "assistant",
                "Makes sense: option 3, raw counts stay on the wire and calibration happens "
                "server side, so Marco can change curves without touching the probes, and old "
                "readings can be recomputed with new curves too.",
            ),
            (
                "user",
                "also make the dashboard show raw if a probe has no calibration row yet, dont "
                "hide it",
            ),
            ("edit", "ingest/migrations/0007_probe_calibration.sql"),
            ("edit", "ingest/src/calibration.rs"),
            ("edit", "ingest/src/handlers.rs"),
            ("edit", "ingest/src/bin/recalc.rs"),
            ("edit", "ingest/tests/calibration.rs"),
            (
                "bash",
                "cd ingest && cargo sqlx migrate run && cargo test -q 2>&1 | tail -2",
                "Applied 7/migrate probe calibration (8.411ms)\n\n"
                "test result: ok. 14 passed; 0 failed; 0 ignored; finished in 0.38s",
            ),
            (
                "assistant",
                "Done:\n\n- `probe_calibration (dev_eui, dry_raw, wet_raw, valid_from)`; a new "
                "row with a later `valid_from` replaces the curve without losing history\n"
                "- ingest stores `vwc_pct` next to `moisture_raw`, or NULL when the probe has no "
                "calibration yet (the dashboard falls back to raw)\n"
                "- `cargo run --bin recalc -- --since 2026-03-01` recomputes VWC after Marco "
                "edits curves\n\nFirmware and payload are unchanged.",
            ),
            ("user", "perfect"),
        ],
        "lessons": [
            {"keys": ["raw counts", "server side"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh116-rowsense-tool-stored-provisioning-and-sub-band-2",
        "split": "fresh116",
        "steps": [
            (
                "user",
                "remember this: new probes get provisioned with `just provision <serial>`, it "
                "registers the deveui in the chirpstack tenant alder-creek and writes the appkey "
                "into UICR. then can u make the join retry back off instead of hammering every "
                "10s",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "rowsense: provision a new probe with `just provision <serial>`; "
                    "it registers the DevEUI in ChirpStack tenant alder-creek and writes the "
                    "AppKey into UICR.",
                    "tags": ["rowsense", "provisioning", "chirpstack"],
                },
                '{"id":"1147","action":"stored"}',
                False,
            ),
            (
                "read",
                "src/join.rs",
                "pub async fn join(dev: &mut Device) {\n"
                "    dev.set_channel_mask(ChannelMask::all());  // 64 + 8 channels\n"
                "    loop {\n"
                "        match dev.join(&JOIN_MODE).await {\n"
                "            Ok(JoinResponse::JoinSuccess) => return,\n"
                '            _ => { defmt::warn!("join failed"); '
                "Timer::after_secs(10).await; }\n"
                "        }\n"
                "    }\n"
                "}\n",
            ),
            (
                "think",
                "Retry every 10 s forever is bad for battery. Also ChannelMask::all() on US915: "
                "join requests go out on random channels of all 72, and a typical 8-channel "
                "gateway only hears one sub-band, so most joins are never heard. Need to know "
                "which sub-band the gateway uses.",
            ),
            (
                "assistant",
                "Saved the provisioning notes.\n\nFor the retry I'd do exponential backoff with "
                "jitter: 10 s, 20 s, 40 s ... capped at 1 h, reset after a successful join.\n\n"
                "Question first, though: `join.rs` enables **all 72 US915 channels**, so join "
                "requests are spread over every sub-band. Which sub-band does the gateway "
                "listen on? If it's an 8-channel gateway, most join attempts are never heard, "
                "which would explain a lot of the retries.",
            ),
            (
                "user",
                "sub-band 2, the rak7268 on the barn roof only listens on 8 channels (8-15) plus "
                "65. so yeah thats probably why joins take forever",
            ),
            ("edit", "src/join.rs"),
            ("edit", "src/config.rs"),
            (
                "bash",
                "cargo build --release 2>&1 | tail -1 && probe-rs run --chip nRF52840_xxAA "
                "--no-location target/thumbv7em-none-eabihf/release/rowsense 2>&1 | head -4",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 14.88s\n"
                "INFO  rowsense v0.9.2 boot\nINFO  join attempt 1 (sub-band 2)\n"
                "INFO  joined, devaddr=0x260c4b07",
            ),
            (
                "assistant",
                "Done:\n\n- channel mask is now sub-band 2 only (channels 8-15 + 65), set from "
                "`config::SUB_BAND`\n- join retries back off 10 s -> 20 s -> 40 s ... capped at "
                "1 h, with ±20% jitter\n\nOn the bench it joined on the first attempt.",
            ),
            ("user", "nice, will tag it tmrw"),
        ],
        "lessons": [
            {"keys": ["sub-band 2", "rak7268"]},
        ],
        "tool_stored": [["just provision", "alder-creek"]],
    },
    {
        "name": "fresh116-rowsense-review-ds18b20-pr-rules-panic-reset",
        "split": "fresh116",
        "steps": [
            ("user", "review priyas pr 31 pls, adds the ds18b20 soil temp"),
            (
                "bash",
                "gh pr diff 31 --name-only",
                "src/sensors/ds18b20.rs\nsrc/sensors/mod.rs\nsrc/payload.rs\n"
                "src/tasks/moisture.rs\nCargo.toml",
            ),
            (
                "read",
                "src/sensors/ds18b20.rs",
                "pub fn read_temp(ow: &mut OneWire<'_>) -> i16 {\n"
                "    ow.reset().unwrap();\n"
                "    ow.write_byte(SKIP_ROM);\n"
                "    ow.write_byte(CONVERT_T);\n"
                "    cortex_m::asm::delay(64_000 * 750); // 750 ms conversion\n"
                "    ow.reset().unwrap();\n"
                "    ow.write_byte(SKIP_ROM);\n"
                "    ow.write_byte(READ_SCRATCHPAD);\n"
                "    i16::from_le_bytes([ow.read_byte(), ow.read_byte()])\n"
                "}\n",
            ),
            (
                "read",
                "src/payload.rs",
                "    buf[0] = 2; // version\n"
                "    buf[1..3].copy_from_slice(&r.moisture_raw.to_le_bytes());\n"
                "    buf[3..5].copy_from_slice(&r.soil_temp_c16.to_le_bytes());\n"
                "    buf[5..7].copy_from_slice(&r.battery_mv.to_le_bytes());\n",
            ),
            (
                "think",
                "Issues: 750 ms busy wait at 64 MHz; unwrap on reset (if the probe cable is cut "
                "the reset fails); temp inserted in the middle of the payload without a version "
                "bump, so the chirpstack codec would read temp as battery. The unwrap: panic "
                "handler prints via RTT, so at least it's visible.",
            ),
            (
                "assistant",
                "Review of #31:\n\n"
                "1. **`cortex_m::asm::delay(64_000 * 750)`** busy-waits 750 ms per reading; "
                "that's the CPU at full power every uplink.\n"
                "2. **`ow.reset().unwrap()`**: if a probe cable gets cut the reset fails; a "
                "panic there gets logged over RTT by panic-probe, so it's at least visible, "
                "but it's worth handling.\n"
                "3. **Payload**: `soil_temp_c16` is inserted at bytes 3-4, which shifts battery "
                "to 5-6 with the version still 2. The ChirpStack codec would decode temperature "
                "as battery voltage.\n\n1 and 3 should block.",
            ),
            (
                "user",
                "agree on 1 and 3, and put these in the review as house rules. No unwrap or "
                "expect anywhere outside main() init, sensor failures become a SensorError and "
                "set the error bit in the status byte. All waits go through embassy_time::Timer, "
                "never cortex_m::asm::delay, the busy loop keeps the cpu out of sleep. And 2 is "
                "wrong, release builds use panic-reset not panic-probe, there is no debugger "
                "in the field so a panic is just a silent reboot and a rejoin",
            ),
            (
                "bash",
                "grep -n 'panic' Cargo.toml src/main.rs",
                'Cargo.toml:31:panic-probe = { version = "0.3", features = ["print-defmt"], '
                "optional = true }\n"
                'Cargo.toml:32:panic-reset = "0.1"\n'
                'Cargo.toml:40:debug-probe = ["panic-probe"]\n'
                'src/main.rs:5:#[cfg(not(feature = "debug-probe"))]\n'
                "src/main.rs:6:use panic_reset as _;",
            ),
            ("edit", "/tmp/review_31.md"),
            (
                "bash",
                "gh pr review 31 --request-changes --body-file /tmp/review_31.md && echo ok",
                "ok",
            ),
            (
                "assistant",
                "You're right: `panic-probe` is only pulled in by the `debug-probe` feature; "
                "default builds link `panic-reset`. Posted the review on #31 (changes "
                "requested):\n\n"
                "- `read_temp` returns `Result<i16, SensorError>`, no `unwrap`; a failed read "
                "sets the error bit in the status byte\n"
                "- the 750 ms conversion wait uses `Timer::after_millis(750).await`\n"
                "- temperature moves to the end of the payload with version 3, and the codec "
                "gets a v3 branch",
            ),
            ("user", "ty"),
        ],
        "lessons": [
            {"keys": ["unwrap", "SensorError"]},
            {"keys": ["embassy_time::Timer", "cortex_m::asm::delay"]},
            {
                "keys": ["panic-reset", "release builds"],
                "not": ["logged over RTT by panic-probe"],
            },
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh116-rowsense-correction-uplink-interval-30-min-in-passing",
        "split": "fresh116",
        "steps": [
            (
                "user",
                "add battery to the weekly health report in ingest, and flag any probe thats "
                "going to die before harvest (mid sept)",
            ),
            (
                "read",
                "README.md",
                "## Field setup\n\nEach probe runs on 2x AA lithium (Energizer L91, ~3000 mAh) "
                "and uplinks every 15 minutes on US915.\n",
            ),
            (
                "read",
                "ingest/src/report.rs",
                "pub async fn weekly(db: &PgPool) -> Result<Report> {\n"
                '    let rows = sqlx::query_as!(ProbeRow, "select dev_eui, max(ts) as last_seen, '
                "count(*) as n from readings where ts > now() - interval '7 days' group by "
                'dev_eui").fetch_all(db).await?;\n'
                "    Ok(Report { probes: rows })\n}\n",
            ),
            (
                "assistant",
                "Plan:\n\n- add `battery_mv` (latest and 7-day slope) per probe to the weekly "
                "report\n- estimate days left from the slope down to the 2.0 V brown-out; "
                "probes uplink every 15 minutes, so the slope is fitted over ~670 readings a "
                "week\n- flag probes whose estimate lands before 15 September\n\nOK?",
            ),
            (
                "user",
                "looks fine. btw the uplink interval is 30 minutes since last september, 15 was "
                "flattening the shaded rows over winter, readme is stale. also sort the flagged "
                "ones by row so marco can walk them in order",
            ),
            (
                "read",
                "src/config.rs",
                "pub const UPLINK_INTERVAL: Duration = Duration::from_secs(30 * 60);\n"
                "pub const SUB_BAND: u8 = 2;\n",
            ),
            ("edit", "ingest/src/report.rs"),
            ("edit", "ingest/templates/weekly.html"),
            ("edit", "ingest/tests/report.rs"),
            ("edit", "README.md"),
            (
                "bash",
                "cd ingest && cargo test -q report 2>&1 | tail -2",
                "\ntest result: ok. 5 passed; 0 failed; 0 ignored; finished in 0.21s",
            ),
            (
                "assistant",
                "Done:\n\n- weekly report has a **Battery** column (latest mV, 7-day slope) and "
                "a *Before harvest* section sorted by row\n- the estimate expects ~336 readings "
                "a week (30-minute interval, as in `config::UPLINK_INTERVAL`) and flags a probe "
                "when fewer than 250 arrived, since the slope isn't reliable then\n"
                "- README says 30 minutes now\n\nThree probes are flagged this week, all in "
                "row 9.",
            ),
            ("user", "ok good"),
        ],
        "lessons": [
            {"keys": ["30 minutes", "uplink interval"], "not": ["uplink every 15 minutes"]},
        ],
        "tool_stored": [],
    },
]
