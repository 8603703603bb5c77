"""The "fresh85" capture sessions: written in session 49 (2026-12-07) by a helper blind to capture's rules, before capture was run on them. Same step kinds and labels as sessions.py."""

from __future__ import annotations

from typing import Any

FRESH85: list[dict[str, Any]] = [
    # --- "pellin-bms": embedded Rust firmware for the battery management system of Pellin Cycles' e-bike pack (STM32G474RE, Embassy executor + embassy-stm32, defmt over RTT, probe-rs; TI BQ76952 analog front end over I2C; 13S4P pack of Samsung 50S 21700 cells; classic CAN on FDCAN1 to the motor controller; cargo workspace with bms-core (no_std logic, host tests), bq76952 (AFE driver) and bms-fw (the binary); bench unit + HIL rig) ---
    {
        "name": "fresh85-pellin-bms-chitchat-ticker-vs-timer-clippy",
        "split": "fresh85",
        "steps": [
            (
                "user",
                "in the balancing loop we do `loop { ...; Timer::after_millis(250).await }`. is Ticker any different or same thing",
            ),
            (
                "read",
                "bms-fw/src/tasks/balance.rs",
                "#[embassy_executor::task]\npub async fn balance_task(afe: &'static AfeMutex, state: &'static StateSignal) {\n    loop {\n        let cells = afe.lock().await.cell_voltages().await;\n        if let Ok(cells) = cells {\n            let mask = bms_core::balance::select_cells(&cells, BALANCE_THRESHOLD_MV);\n            let _ = afe.lock().await.set_balance_mask(mask).await;\n        }\n        Timer::after_millis(250).await;\n    }\n}\n",
            ),
            (
                "assistant",
                "Not quite the same:\n\n- `Timer::after_millis(250)` waits 250 ms **after** the loop body finishes, so the period is 250 ms + body time. The I2C reads here take ~3 ms, so you get ~253 ms and it drifts.\n- `Ticker::every(Duration::from_millis(250))` keeps a fixed schedule: each `ticker.next().await` waits until the previous deadline + 250 ms, so body time doesn't add up. If the body ever overruns a whole period, `next()` returns immediately to catch up, so you can get a short burst of back-to-back iterations.\n\nFor balancing, the drift is harmless and `Timer::after` is fine. Use `Ticker` where the cadence matters to someone else, like a periodic CAN frame the other side times out on.",
            ),
            ("user", "k. run clippy on the workspace for me, thumbv7em target"),
            (
                "bash",
                "cargo clippy --workspace --target thumbv7em-none-eabihf -- -D warnings 2>&1 | tail -4",
                "    Checking bq76952 v0.3.1 (/work/pellin-bms/bq76952)\n    Checking bms-core v0.9.2 (/work/pellin-bms/bms-core)\n    Checking bms-fw v0.9.2 (/work/pellin-bms/bms-fw)\n    Finished `dev` profile [optimized + debuginfo] target(s) in 14.82s",
            ),
            ("assistant", "Clean, no warnings in any of the three crates."),
            ("user", "nice ty"),
        ],
        "lessons": [],
        "tool_stored": [],
    },
    {
        "name": "fresh85-pellin-bms-incident-iwdg-reset-during-soc-flash-erase",
        "split": "fresh85",
        "steps": [
            (
                "user",
                "field unit 07 (the one on mareks commuter) resets every 10-15 min while riding. display blanks for a sec and comes back, he doesnt lose power because the AFE keeps the FETs on, but the SoC jumps around. i pulled the defmt log over rtt on the bench while running the drive cycle, its in logs/unit07-drive.txt",
            ),
            (
                "bash",
                "grep -nE 'reset reason|soc checkpoint' logs/unit07-drive.txt | head -8",
                "12:  0.000012 INFO  boot: pellin-bms 0.9.2 (a3f81c0) reset reason: PowerOn\n1843: 612.004118 INFO  soc checkpoint: 87% -> flash bank1 page 127\n1844:   0.000011 INFO  boot: pellin-bms 0.9.2 (a3f81c0) reset reason: IndependentWatchdog\n3410: 598.731002 INFO  soc checkpoint: 86% -> flash bank1 page 127\n3411:   0.000012 INFO  boot: pellin-bms 0.9.2 (a3f81c0) reset reason: IndependentWatchdog\n5022: 633.090447 INFO  soc checkpoint: 85% -> flash bank1 page 127\n5023:   0.000011 INFO  boot: pellin-bms 0.9.2 (a3f81c0) reset reason: IndependentWatchdog",
            ),
            (
                "read",
                "bms-fw/src/persist.rs",
                "/// SoC + coulomb counter checkpoint: last 2 KiB page of flash bank 1 (DBANK=1).\nconst CHECKPOINT_ADDR: u32 = 0x0803_F800;\nconst CHECKPOINT_PAGE_SIZE: u32 = 2048;\n\npub async fn write_checkpoint(flash: &mut Flash<'static, Blocking>, cp: &Checkpoint) -> Result<(), PersistError> {\n    let offset = CHECKPOINT_ADDR - FLASH_BASE;\n    flash.blocking_erase(offset, offset + CHECKPOINT_PAGE_SIZE)?;\n    flash.blocking_write(offset, &cp.to_bytes())?;\n    Ok(())\n}\n",
            ),
            (
                "bash",
                "grep -n 'IndependentWatchdog::new' -B1 -A2 bms-fw/src/main.rs; cargo size --release -p bms-fw 2>/dev/null | tail -2",
                "87-    // IWDG 20ms: fault reaction budget, see docs/fmea.md\n88:    let mut wdg = IndependentWatchdog::new(p.IWDG, 20_000);\n89-    wdg.unleash();\n90-    spawner.must_spawn(watchdog_task(wdg));\n   text    data     bss     dec     hex filename\n 183412    1204   38920  223536   36930 pellin-bms",
            ),
            (
                "think",
                "Every reset comes right after a SoC checkpoint (every 1% change). The checkpoint page is in bank 1, the same bank the code executes from (183 KB of text, all in bank 1). On the G474, erasing a page in the bank you're fetching from stalls the CPU for the whole erase, ~22 ms typical, up to ~40 ms. The IWDG runs off LSI and keeps counting, and its window is 20ms, so the erase alone outlasts it. Erasing a page in bank 2 while running from bank 1 is read-while-write and doesn't stall.",
            ),
            (
                "assistant",
                "Every watchdog reset comes right after a `soc checkpoint` line, so it's the checkpoint write.\n\nCause: the checkpoint page (0x0803_F800) is the last page of **flash bank 1**, the same bank the firmware executes from. On the G474, erasing a page in the bank the CPU is fetching from stalls it for the whole erase, ~22 ms typical and up to ~40 ms per the datasheet. The IWDG keeps counting on the LSI during the stall and its timeout is 20ms, so the erase alone is longer than the watchdog window. Checkpoints happen at every 1% of SoC, which is every 10-15 minutes on a ride.\n\nTwo ways out:\n1. move the checkpoint to **bank 2** (0x0804_0000). Erasing bank 2 while running from bank 1 is read-while-write, no stall, and the firmware (183 KB) fits easily in bank 1's 256 KB\n2. raise the IWDG timeout to ~100 ms so it survives the erase\n\n1 fixes the cause; 2 just widens the window. Which one?",
            ),
            (
                "user",
                "move it to bank 2. do NOT touch the iwdg, 20ms is the fault reaction budget in the FMEA and changing it means redoing the safety review. and make the linker script reserve that page so the fw can never grow into it",
            ),
            ("edit", "bms-fw/src/persist.rs"),
            ("edit", "bms-fw/memory.x"),
            ("edit", "bms-fw/build.rs"),
            (
                "bash",
                "cargo build --release -p bms-fw 2>&1 | tail -1 && probe-rs run --chip STM32G474RETx target/thumbv7em-none-eabihf/release/pellin-bms --log-format '{t} {L} {s}' 2>&1 | tee logs/bench-bank2.txt | grep -E 'reset reason|soc checkpoint' | head -5",
                "    Finished `release` profile [optimized + debuginfo] target(s) in 21.47s\n0.000012 INFO boot: pellin-bms 0.9.3-dev (5e0c2d7) reset reason: PowerOn\n0.000418 INFO persist: migrated checkpoint bank1 page 127 -> bank2 page 0 (soc 85%)\n604.118203 INFO soc checkpoint: 84% -> flash bank2 page 0\n1211.530911 INFO soc checkpoint: 83% -> flash bank2 page 0\n1830.772046 INFO soc checkpoint: 82% -> flash bank2 page 0",
            ),
            (
                "assistant",
                "Fixed and verified on the bench: 30 minutes of the drive cycle, three checkpoints, no resets.\n\n- `persist.rs`: checkpoint now at **bank 2 page 0** (0x0804_0000); on first boot it migrates an existing checkpoint from the old bank 1 page, so units keep their SoC across the update\n- `memory.x`: `FLASH` is limited to bank 1 (256K at 0x0800_0000) and bank 2 page 0 is its own `CHECKPOINT` region, so a firmware that grows past bank 1 fails to link instead of overwriting it\n- IWDG untouched at 20ms\n\nUnit 07 needs the new build flashed to pick this up.",
            ),
            ("user", "good, ill flash 07 tonight"),
        ],
        "lessons": [
            {"keys": ["bank 2", "erase", "IWDG"]},
            {"keys": ["20ms", "FMEA"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh85-pellin-bms-can-status-frame-13s-and-250k-corrections",
        "split": "fresh85",
        "steps": [
            (
                "user",
                "the motor controller people want a status frame from us: pack voltage, current, soc, max cell temp, every 100ms. they put the dbc in docs/can/pellin-drive.dbc, its message BMS_Status",
            ),
            (
                "read",
                "docs/can/pellin-drive.dbc",
                'BO_ 1184 BMS_Status: 8 BMS\n SG_ PackVoltage : 0|16@1+ (0.01,0) [0|655.35] "V" DriveCtrl\n SG_ PackCurrent : 16|16@1- (0.1,0) [-3276.8|3276.7] "A" DriveCtrl\n SG_ SoC : 32|8@1+ (0.5,0) [0|100] "%" DriveCtrl\n SG_ MaxCellTemp : 40|8@1+ (1,-40) [-40|215] "degC" DriveCtrl\n SG_ Flags : 48|8@1+ (1,0) [0|255] "" DriveCtrl\n',
            ),
            (
                "think",
                "1184 = 0x4A0, standard id, 8 bytes, little endian. FDCAN1 isn't set up in bms-fw yet. Bitrate not in the dbc; 500 kbit/s is the common one on e-bike buses.",
            ),
            (
                "assistant",
                "Plan: a new `can.rs` with FDCAN1 in classic CAN mode, the drive bus runs at 500 kbit/s, and a `can_status_task` on a 100 ms `Ticker` that encodes `BMS_Status` (id 0x4A0, 8 bytes, little-endian) per the DBC from the shared state. The encoding goes in `bms-core` so it can be unit-tested on the host. OK?",
            ),
            ("user", "ok go"),
            ("edit", "bms-core/src/can_frames.rs"),
            ("edit", "bms-core/src/lib.rs"),
            ("edit", "bms-fw/src/can.rs"),
            ("edit", "bms-fw/src/main.rs"),
            (
                "bash",
                "cargo test -p bms-core --target x86_64-unknown-linux-gnu 2>&1 | tail -3 && cargo build --release -p bms-fw 2>&1 | tail -1",
                "test can_frames::tests::status_roundtrip_matches_dbc ... ok\n\ntest result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n    Finished `release` profile [optimized + debuginfo] target(s) in 19.88s",
            ),
            (
                "assistant",
                'Done:\n\n- `bms_core::can_frames::encode_bms_status` with a round-trip test against the DBC scaling\n- `bms-fw/src/can.rs`: FDCAN1 classic mode, 500 kbit/s, TX only for now; `can_status_task` on a 100 ms `Ticker`\n- `Flags` bit 0 is an overvoltage warning, set when the pack is above 58.8 V max (14 × 4.2 V for the 14S pack); bit 1 is "FETs open"\n\n41 host tests pass, firmware builds.',
            ),
            (
                "user",
                "flashed it on the bench and the controller sees nothing, candump shows nothing but error frames. ... oh wait thats on me, i said ok to 500k too fast. the drive bus is 250 kbit/s, the bafang controller only does 250. and while youre in there: the pack is 13S not 14S, 54.6V full, 14S was the old proto pack. call the flag bit OV_WARN. rest looks good",
            ),
            ("edit", "bms-fw/src/can.rs"),
            ("edit", "bms-core/src/can_frames.rs"),
            ("edit", "bms-core/src/pack.rs"),
            (
                "bash",
                "cargo test -p bms-core --target x86_64-unknown-linux-gnu 2>&1 | tail -1 && cargo run --release -p bms-fw >/dev/null 2>&1 & sleep 25; candump -n 5 can0",
                "test result: ok. 42 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n  can0  4A0   [8]  36 14 E6 FF A4 45 00 00\n  can0  4A0   [8]  35 14 E6 FF A4 45 00 00\n  can0  4A0   [8]  36 14 E4 FF A4 45 00 00\n  can0  4A0   [8]  36 14 E6 FF A4 45 00 00\n  can0  4A0   [8]  36 14 E6 FF A4 45 00 00",
            ),
            (
                "assistant",
                "Working now, the controller side sees `0x4A0` every 100 ms: 51.74 V, -2.6 A, 82 %, 29 °C, no flags.\n\n- FDCAN1 nominal bitrate is 250 kbit/s\n- pack constants in `bms-core/src/pack.rs`: `CELLS_IN_SERIES = 13`, full = 54.6 V (13 × 4.2 V); the flag compares against that\n- `Flags` bit 0 renamed `OV_WARN`\n- new test: `OV_WARN` set at 54.7 V, clear at 54.5 V",
            ),
        ],
        "lessons": [
            {"keys": ["drive bus", "250"], "not": ["bus runs at 500"]},
            {"keys": ["13S", "54.6"], "not": ["58.8 V max"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh85-pellin-bms-decision-over-temp-linear-derate",
        "split": "fresh85",
        "steps": [
            (
                "user",
                "feedback from the summer field test: packs cut out on long climbs, cells hit 60C and the AFE opens the FETs. what can we do in the fw",
            ),
            (
                "read",
                "bms-core/src/protection.rs",
                "/// Discharge over-temperature cutoff, enforced by the AFE (OTD) and mirrored here for reporting.\npub const OTD_CUTOFF_C: i16 = 60;\n/// Continuous discharge limit of the pack (4P x 10 A).\npub const MAX_DISCHARGE_A: u16 = 40;\n\npub fn discharge_allowed(max_cell_temp_c: i16) -> bool {\n    max_cell_temp_c < OTD_CUTOFF_C\n}\n",
            ),
            (
                "bash",
                "grep -n 'MaxDischargeCurrent' docs/can/pellin-drive.dbc",
                ' SG_ MaxDischargeCurrent : 0|8@1+ (1,0) [0|255] "A" DriveCtrl',
            ),
            (
                "assistant",
                "The 50S cells are rated for discharge up to 60 °C, so raising the cutoff isn't an option; the firmware has to keep cells from getting there. The DBC already has `MaxDischargeCurrent` (BMS_Limits, whole amps), so we can tell the controller to pull less. Options:\n\n1. **Hard cutoff (today).** Full 40 A until 60 °C, then the AFE opens the FETs. Simple, but it's exactly what riders are hitting.\n2. **Linear derate.** Send `MaxDischargeCurrent` every 100 ms: 40 A up to 45 °C, falling linearly to 0 A at 60 °C. Heat generation drops as the cells warm up, so most climbs settle somewhere in between. The AFE's 60 °C OTD stays as the backstop.\n3. **Two-step.** 50 % (20 A) above 50 °C, 0 A above 58 °C in firmware, AFE at 60 °C. Easier to explain to riders, but the step is a noticeable jolt in assist mid-climb.\n\nI'd go with 2.",
            ),
            (
                "user",
                "the linear derate one. the hard cutoff stranded riders halfway up climbs, derating lets them limp home at lower assist. start at 45, zero at 60, AFE cutoff at 60 stays as the backstop",
            ),
            ("edit", "bms-core/src/protection.rs"),
            ("edit", "bms-core/src/can_frames.rs"),
            ("edit", "bms-fw/src/can.rs"),
            (
                "bash",
                "cargo test -p bms-core --target x86_64-unknown-linux-gnu derate 2>&1 | grep -E '^test |result'",
                "test protection::tests::derate_full_current_at_or_below_45 ... ok\ntest protection::tests::derate_linear_between_45_and_60 ... ok\ntest protection::tests::derate_zero_at_60_and_above ... ok\ntest protection::tests::derate_never_exceeds_max_discharge ... ok\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 38 filtered out; finished in 0.00s",
            ),
            (
                "assistant",
                "Done:\n\n- `bms_core::protection::discharge_limit_a(max_cell_temp_c)`: 40 A at ≤45 °C, linear to 0 A at 60 °C (e.g. 52 °C → 21 A), rounded down to whole amps\n- `BMS_Limits` (0x4A1) with `MaxDischargeCurrent` is sent every 100 ms next to `BMS_Status`\n- AFE OTD at 60 °C unchanged as the hard backstop\n- 4 new host tests on the curve",
            ),
            ("user", "cool, ill get it on the test bikes next week"),
        ],
        "lessons": [
            {"keys": ["linear derate", "45", "stranded"]},
        ],
        "tool_stored": [],
    },
    {
        "name": "fresh85-pellin-bms-tool-stored-hil-probe-and-afe-address-crc",
        "split": "fresh85",
        "steps": [
            (
                "user",
                "remember this for next time: the HIL rig has two st-links. flash the BMS with `cargo run --release -p bms-fw --features hil -- --probe 0483:374e:0029001F3532510B`. the other probe (serial ends in 0041) is the load controller, never flash that one. then start on the bq76952 driver: cell voltage readout for all 13 cells",
            ),
            (
                "tool",
                "mcp__memory__remember",
                {
                    "content": "pellin-bms HIL rig: two ST-Links. Flash the BMS with `cargo run --release -p bms-fw --features hil -- --probe 0483:374e:0029001F3532510B`. The other probe (serial ending 0041) is the load controller: never flash it.",
                    "tags": ["pellin-bms", "hil", "probe-rs", "flashing"],
                },
                '{"id":"6119","action":"stored"}',
                False,
            ),
            (
                "read",
                "bq76952/src/lib.rs",
                "pub struct Bq76952<I2C> {\n    i2c: I2C,\n    addr: u8,\n}\n\nimpl<I2C: embedded_hal_async::i2c::I2c> Bq76952<I2C> {\n    pub fn new(i2c: I2C, addr: u8) -> Self {\n        Self { i2c, addr }\n    }\n\n    async fn read_direct_u16(&mut self, cmd: u8) -> Result<u16, Error<I2C::Error>> {\n        let mut buf = [0u8; 2];\n        self.i2c.write_read(self.addr, &[cmd], &mut buf).await?;\n        Ok(u16::from_le_bytes(buf))\n    }\n}\n",
            ),
            (
                "bash",
                "grep -rn 'Bq76952::new' bms-fw/src",
                "bms-fw/src/main.rs:72:    let afe = Bq76952::new(i2c, AFE_ADDR);",
            ),
            (
                "assistant",
                "Saved the HIL flashing steps to memory.\n\nBefore I write the readout: the driver has no CRC handling, and `AFE_ADDR` comes from a `const` that's set per build feature, so I can't tell what the real boards use. Is the BQ76952 on the boards in I2C CRC mode, and at which address? The datasheet default is 0x08 (7-bit) with CRC off.",
            ),
            (
                "user",
                "we program the OTP at end of line: address 0x0B (7-bit), CRC on. every production board and the dev boards since rev B. rev A boards are still default 0x08 no crc but theyre all in the drawer, dont bother supporting them",
            ),
            ("edit", "bq76952/src/lib.rs"),
            ("edit", "bq76952/src/crc.rs"),
            ("edit", "bq76952/src/cells.rs"),
            ("edit", "bms-fw/src/main.rs"),
            (
                "bash",
                "cargo test -p bq76952 --target x86_64-unknown-linux-gnu 2>&1 | tail -1 && cargo run --release -p bms-fw --features hil -- --probe 0483:374e:0029001F3532510B 2>&1 | grep -m1 'cells mV'",
                "test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n2.104331 INFO cells mV: [3621, 3619, 3624, 3620, 3618, 3622, 3621, 3617, 3623, 3620, 3619, 3621, 3622]",
            ),
            (
                "assistant",
                "Cell readout works on the HIL rig: 13 cells, 3617-3624 mV.\n\n- `bq76952`: CRC-8 (poly 0x07) on every read and write, a CRC mismatch returns `Error::Crc` instead of a bad value\n- `cell_voltages()` reads the 13 used channels in one block read and returns `[u16; 13]` in mV\n- `AFE_ADDR` is 0x0B for all builds; the per-feature constant is gone\n- 17 driver tests with a mocked bus, including corrupted-CRC cases",
            ),
        ],
        "lessons": [
            {"keys": ["0x0B", "CRC"]},
        ],
        "tool_stored": [["0029001F3532510B", "load controller"]],
    },
    {
        "name": "fresh85-pellin-bms-rules-no-unwrap-and-safety-changelog",
        "split": "fresh85",
        "steps": [
            (
                "user",
                "two rules going forward, put them in CONTRIBUTING.md too. no unwrap() or expect() in bms-fw outside of init in main before the executor spawns the tasks: a panic in a running task resets the mcu and the rider loses assist mid ride, so return the error and let the protection state machine decide. second, every change to a protection threshold (ov, uv, ocd, scd, otc, otd) needs an entry in docs/safety-changelog.md with the old and new value, and jonas has to review it before merge. then go through can.rs and persist.rs and get rid of the unwraps in there",
            ),
            (
                "bash",
                "grep -rn 'unwrap()\\|expect(' bms-fw/src | grep -v 'main.rs'",
                'bms-fw/src/can.rs:58:        let frame = Frame::new_standard(BMS_STATUS_ID, &payload).unwrap();\nbms-fw/src/can.rs:91:        can.write(&frame).await.expect("can tx");\nbms-fw/src/persist.rs:44:    let cp = Checkpoint::from_bytes(&buf).unwrap();\nbms-fw/src/tasks/balance.rs:17:        let mask = u16::try_from(mask).unwrap();',
            ),
            ("edit", "bms-fw/src/can.rs"),
            ("edit", "bms-fw/src/persist.rs"),
            ("edit", "bms-fw/src/tasks/balance.rs"),
            ("edit", "bms-fw/src/lib.rs"),
            ("edit", "CONTRIBUTING.md"),
            ("edit", ".github/CODEOWNERS"),
            (
                "bash",
                "cargo clippy --workspace --target thumbv7em-none-eabihf -- -D warnings 2>&1 | tail -1 && cargo test -p bms-core --target x86_64-unknown-linux-gnu 2>&1 | tail -1",
                "    Finished `dev` profile [optimized + debuginfo] target(s) in 15.03s\ntest result: ok. 46 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s",
            ),
            (
                "assistant",
                'Done:\n\n- `can.rs`: frame build errors and TX errors are counted and logged with `defmt::warn!`; 10 consecutive TX failures raise `Fault::CanBusOff` to the protection state machine instead of panicking\n- `persist.rs`: a corrupt checkpoint returns `PersistError::Corrupt` and the SoC falls back to the OCV estimate\n- `balance.rs`: the mask conversion can\'t fail for 13 cells, replaced with a `u16` mask from the start\n- `#![deny(clippy::unwrap_used, clippy::expect_used)]` in `bms-fw`, with a single `#[allow]` on the init function in `main.rs`, so clippy enforces the rule\n- CONTRIBUTING.md: both rules under "Firmware safety"\n- CODEOWNERS: `docs/safety-changelog.md` and `bms-core/src/protection.rs` owned by @jonas-w, so his review is required\n\nClippy is clean, 46 host tests pass.',
            ),
            ("user", "perfect, merge it"),
            (
                "bash",
                "git push -q -u origin chore/no-unwrap && gh pr create --fill --title 'No unwrap/expect outside init; safety changelog rule' 2>&1 | tail -1 && gh pr merge --squash --auto 2>&1 | tail -1",
                "https://github.com/pellin-cycles/pellin-bms/pull/88\n! Pull request pellin-cycles/pellin-bms#88 will be automatically merged via squash when all requirements are met",
            ),
            (
                "assistant",
                "PR https://github.com/pellin-cycles/pellin-bms/pull/88 is set to squash-merge once CI and Jonas's review pass.",
            ),
        ],
        "lessons": [
            {"keys": ["unwrap", "init"]},
            {"keys": ["safety-changelog.md", "jonas"]},
        ],
        "tool_stored": [],
    },
]
